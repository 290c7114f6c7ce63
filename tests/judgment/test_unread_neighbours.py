"""Knowing what we cannot read: a language the rules do not cover, that lingua (or the plain
words' path) gives to a covered neighbour, is not read with that neighbour's rules
(``neighbours.not_covered``, its ``OWN`` words: Afrikaans is no Dutch, Welsh and Basque are
whatever trigrams come nearest, Galician no Portuguese); its refund is asked with
``language_not_read`` first. Two languages the rules do not read, one taken for the other, are
named as themselves (``neighbours.renamed``: Malay is no Indonesian, Somali no Tagalog). The twins do not move: a
covered language with a few words of a neighbour in it (a greeting, a thanks) stays read and
grounded. A short text lingua names as a language the rules do not read is not given to a
covered one for two words they share where its own words write letters that one never does
(``neighbours.foreign_to``: "vantar", "allt" are Swedish words, "í lagi" is no Swedish). The
words are ours."""

from __future__ import annotations

import pytest

from service.judgment import customer, tables
from tests.judgment.forms import allowed, not_allowed, order

TEAPOT = order(("Cast Iron Teapot 0.8L", 1, 4500), ("Bamboo Tea Tray", 1, 2500), currency="eur")

# A customer writing a language the rules do not read, asking the teapot's price back: lingua
# gives each text to a covered language (or the plain words do), whose rules once read it.
UNREAD = [
    ("af", "Goeiemiddag, die teepot het gebreek aangekom. Kan julle asseblief my geld vir die "
           "teepot terugbetaal? Die skinkbord hou ek. Dankie"),
    ("af", "Die pakkie het op Maandag aangekom en die teepot was stukkend, die skinkbord is reg. "
           "Ek het dit vir my ma gekoop en sy is baie teleurgesteld. Kan julle asseblief die "
           "geld vir die teepot terugbetaal? Vriendelike groete"),
    ("cy", "Helo, mae'r tebot wedi cyrraedd wedi torri. Hoffwn gael fy arian yn ôl am y tebot "
           "os gwelwch yn dda. Rydw i'n cadw'r hambwrdd. Diolch yn fawr"),
    ("cy", "Bore da, roedd y tebot wedi torri yn y bocs. Mae'r hambwrdd yn iawn. A allwch chi "
           "ad-dalu'r tebot?"),
    ("eu", "Kaixo, tetera hautsita iritsi zen. Erretilua gordeko dut. Teteraren dirua itzuli "
           "nahi dut, mesedez. Eskerrik asko"),
    ("gl", "Ola, a tetera chegoume rota onte. Quedo coa bandexa. Devolvedeme os cartos da "
           "tetera, por favor. Moitas grazas"),
]


@pytest.mark.parametrize("code, text", UNREAD)
def test_a_neighbour_of_a_covered_language_is_known_as_itself(code: str, text: str) -> None:
    found = customer.identify(text)
    assert found.code == code and found.code not in tables.COVERED, found


@pytest.mark.parametrize("code, text", UNREAD)
def test_its_refund_is_asked_as_a_language_not_read(code: str, text: str) -> None:
    judged = not_allowed(4500, TEAPOT, text, reason="language_not_read")
    assert language_name(code) in judged.reasons[0].message


@pytest.mark.parametrize("code, text", [
    ("ms", "Teko yang saya beli dah rosak, tak panas langsung. Saya nak refund teko tu je, "
           "dulang ok. Terima kasih"),
    ("ms", "Salam, teko tu sampai dah retak kat tepi. Dulang ok je. Boleh refund teko je?"),
    ("id", "Halo, teko yang saya beli rusak, nggak bisa dipakai sama sekali. Saya mau "
           "pengembalian uang untuk teko aja, nampannya saya simpan. Terima kasih"),
    ("sr", "Zdravo, hteo sam da vratim čajnik iz porudžbine, stigao je polomljen posle nedelju "
           "dana. Molim povraćaj novca za čajnik."),
    ("so", "Salaan, dalabkayga wuxuu ahaa koob, waxaan helay isagoo jaban. Fadlan lacagta "
           "koobka ii celiya, saxanka waa fiican yahay. Mahadsanid"),
    ("hr", "Pozdrav, htio sam vratiti čajnik iz narudžbe, stigao je razbijen nakon tjedan dana. "
           "Molim povrat novca za čajnik, hvala."),
])
def test_two_unread_neighbours_are_named_as_themselves(code: str, text: str) -> None:
    found = customer.identify(text)
    assert found.code == code, found
    judged = not_allowed(4500, TEAPOT, text, reason="language_not_read")
    assert language_name(code) in judged.reasons[0].message


# The twins: a covered language with a neighbour's greeting or thanks in it stays read, and
# its grounded refund allowed.
@pytest.mark.parametrize("code, text", [
    ("nl", "Dankie! Ik wil graag mijn geld terug voor de theepot, die is gebroken aangekomen. "
           "Het dienblad houd ik, dat is in orde."),
    ("en", "Helo! The teapot arrived with a crack in the lid, so please refund the teapot. I "
           "am keeping the tray, it is fine. Diolch"),
    ("es", "Kaixo! La tetera llegó rota y quiero el reembolso de la tetera, por favor. La "
           "bandeja me la quedo, está bien. Eskerrik asko"),
    ("pt", "Olá, o bule chegou partido e quero o reembolso do bule, por favor. O tabuleiro "
           "fica comigo, está em bom estado. Moitas grazas"),
])
def test_a_covered_language_with_a_neighbours_words_stays_read(code: str, text: str) -> None:
    assert customer.identify(text).code == code
    allowed(4500, TEAPOT, text, subject="teapot")


def language_name(code: str) -> str:
    from service.judgment.language import NAMES
    return NAMES[code]


# A short text lingua names as a language the rules do not read, holding two words a covered
# one shares with it, is not that covered one where its own words write letters it never does.
@pytest.mark.parametrize("text", [
    "Vantar lok á pottinn, allt annað er í lagi",
    "Vantar lokið, allt annað í lagi",
])
def test_a_short_text_sharing_words_with_a_covered_language_keeps_its_letters(text: str) -> None:
    assert customer.identify(text).code not in tables.COVERED


@pytest.mark.parametrize("code, text", [
    ("sv", "Fel storlek på byxor, retur"), ("sv", "Väntar på återbetalning, allt är fel"),
    ("da", "Forkert størrelse, retur af bukser"),
])
def test_a_short_text_of_the_covered_language_stays_read(code: str, text: str) -> None:
    assert customer.identify(text).code == code
