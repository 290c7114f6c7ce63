""""My mistake" said of the order the customer placed, in every covered language whose tables read
"my mistake" as a complaint withdrawn (issue 39, item 2: the latest word counts, and only a
word that withdraws). Written in our own words, never from a corpus's ticket:

"The boots are a size too small (my mistake when ordering). I've sent them back, please refund
them": the mistake is the reason for the return, made when ordering or choosing, not a
complaint called off; the boots are not kept. (French, Italian and Chinese read no "my
mistake" as a withdrawal: nothing to set apart there.)

Each grounded refund was asked on main before (``kept_line``). The twins keep their verdicts: a
bare "my mistake" in a later comment, the boots fitting after all, withdraws; the mistake when
ordering said of boots the customer keeps anyway keeps them.
"""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

BOOTS = ("Trail boots Stiefel botas laarzen kozaki cizme stövlar støvler saappaat bot ブーツ 부츠 بوت", 1, 12900)
SOCKS = ("Wool socks Socken calcetines meias sokken skarpety sosete strumpor strømper sukat çorap 靴下 양말 جوارب",
         1, 1500)

_WHEN_ORDERING = {
 "en": "The boots don't fit, a size too small (my mistake when ordering). I've sent them back, please refund them.",
 "de": ("Die Stiefel sind mir eine Nummer zu klein (mein Fehler bei der Bestellung). Ich habe sie "
        "zurückgeschickt, bitte erstatten Sie sie."),
 "es": "Las botas me quedan una talla pequeñas (mi error al pedir). Ya las he devuelto, por favor reembolsadme.",
 "pt": "As botas ficam-me um número pequenas (erro meu na encomenda). Já as devolvi, por favor reembolsem-me.",
 "nl": ("De laarzen zijn een maat te klein (mijn fout bij het bestellen). Ik heb ze teruggestuurd, graag mijn "
        "geld terug."),
 "da": "Støvlerne er et nummer for små (min fejl ved bestillingen). Jeg har sendt dem retur, refunder dem venligst.",
 "nb": ("Støvlene er ett nummer for små (min feil ved bestillingen). Jeg har sendt dem i retur, vennligst "
        "refunder dem."),
 "sv": ("Stövlarna är en storlek för små (mitt fel vid beställningen). Jag har skickat tillbaka dem, återbetala "
        "dem tack."),
 "fi": "Saappaat ovat numeroa liian pienet (oma virhe tilatessa). Palautin ne, hyvittäkää ne kiitos.",
 "pl": "Kozaki są o rozmiar za małe (mój błąd przy zamawianiu). Odesłałam je, proszę o zwrot pieniędzy.",
 "ro": ("Cizmele sunt cu un număr prea mici (greșeala mea la comandă). Le-am trimis înapoi, vă rog să-mi "
        "returnați banii."),
 "tr": "Bot bir numara küçük geldi (sipariş verirken benim hatam). Geri gönderdim, lütfen paramı iade edin.",
 "ja": "ブーツが1サイズ小さかったです（注文時の私のミスでした）。返品しましたので返金をお願いします。",
 "ko": "부츠가 한 치수 작아요 (주문할 때 제 실수예요). 반품했으니 환불해 주세요.",
 "ar": "البوت صغير بمقاس واحد (خطئي في الطلب). أرجعته، أرجو استرداد المبلغ.",
}

# a bare "my mistake", the boots fitting after all, in a later comment: the complaint withdrawn
_AFTER_ALL = {
 "en": ("The boots are too small, I want a refund.", "My mistake, they fit fine after all."),
 "de": ("Die Stiefel sind zu klein, ich möchte eine Erstattung.", "Mein Fehler, sie passen doch gut."),
 "es": ("Las botas me quedan pequeñas, quiero un reembolso.", "Mi error, al final me quedan bien."),
 "pt": ("As botas são pequenas, quero o reembolso.", "Erro meu, afinal servem bem."),
 "nl": ("De laarzen zijn te klein, ik wil mijn geld terug.", "Mijn fout, ze passen toch prima."),
 "da": ("Støvlerne er for små, jeg vil have pengene tilbage.", "Min fejl, de passer fint alligevel."),
 "nb": ("Støvlene er for små, jeg vil ha pengene tilbake.", "Min feil, de passer fint likevel."),
 "sv": ("Stövlarna är för små, jag vill ha pengarna tillbaka.", "Mitt fel, de passar bra ändå."),
 "fi": ("Saappaat ovat liian pienet, haluan rahat takaisin.", "Oma virhe, ne sopivat sittenkin hyvin."),
 "pl": ("Kozaki są za małe, proszę o zwrot pieniędzy.", "Mój błąd, jednak pasują dobrze."),
 "ro": ("Cizmele sunt prea mici, vreau banii înapoi.", "Greșeala mea, până la urmă se potrivesc bine."),
 "tr": ("Botlar küçük geldi, paramı geri istiyorum.", "Benim hatam, aslında tam oluyor."),
 "ja": ("ブーツが小さいので返金してください。", "私のミスでした、ちゃんと履けました。"),
 "ko": ("부츠가 작아요, 환불해 주세요.", "제 실수예요, 신어 보니 잘 맞아요."),
 "ar": ("البوت صغير، أريد استرداد المبلغ.", "خطئي، في الحقيقة يناسبني."),
}

# the mistake when ordering, the boots kept anyway
_KEPT_ANYWAY = {
 "en": "The boots are a size too small (my mistake when ordering). I keep them anyway, they fit my daughter.",
 "de": ("Die Stiefel sind eine Nummer zu klein (mein Fehler bei der Bestellung). Ich behalte sie "
        "trotzdem, sie passen meiner Tochter."),
 "es": ("Las botas me quedan una talla pequeñas (mi error al pedir). Me las quedo de todas formas, "
        "le valen a mi hija."),
 "pt": "As botas ficam-me um número pequenas (erro meu na encomenda). Fico com elas na mesma, servem à minha filha.",
 "nl": "De laarzen zijn een maat te klein (mijn fout bij het bestellen). Ik houd ze toch, ze passen mijn dochter.",
 "da": ("Støvlerne er et nummer for små (min fejl ved bestillingen). Jeg beholder dem alligevel, "
        "de passer min datter."),
 "nb": ("Støvlene er ett nummer for små (min feil ved bestillingen). Jeg beholder dem likevel, de "
        "passer datteren min."),
 "sv": "Stövlarna är en storlek för små (mitt fel vid beställningen). Jag behåller dem ändå, de passar min dotter.",
 "fi": "Saappaat ovat numeroa liian pienet (oma virhe tilatessa). Pidän ne silti, ne sopivat tyttärelleni.",
 "pl": "Kozaki są o rozmiar za małe (mój błąd przy zamawianiu). Zatrzymuję je jednak, pasują na córkę.",
 "ro": "Cizmele sunt cu un număr prea mici (greșeala mea la comandă). Le păstrez totuși, i se potrivesc fiicei mele.",
 "tr": "Botlar bir numara küçük geldi (sipariş verirken benim hatam). Yine de tutuyorum, kızıma oluyor.",
 "ja": "ブーツが1サイズ小さかったです（注文時の私のミスでした）。でも娘に合うので手元に残します。",
 "ko": "부츠가 한 치수 작아요 (주문할 때 제 실수예요). 그래도 딸한테 맞아서 그냥 가질게요.",
 "ar": "البوت صغير بمقاس واحد (خطئي في الطلب). سأحتفظ به على أي حال، يناسب ابنتي.",
}


@pytest.mark.parametrize("lang", sorted(_WHEN_ORDERING))
def test_a_mistake_when_ordering_withdraws_nothing(lang: str) -> None:
    allowed(BOOTS[2], order(BOOTS, SOCKS), _WHEN_ORDERING[lang])


@pytest.mark.parametrize("lang", sorted(_AFTER_ALL))
def test_a_bare_mistake_later_still_withdraws(lang: str) -> None:
    not_allowed(BOOTS[2], order(BOOTS, SOCKS), *_AFTER_ALL[lang])


@pytest.mark.parametrize("lang", sorted(_KEPT_ANYWAY))
def test_a_mistake_when_ordering_of_boots_kept_keeps_them(lang: str) -> None:
    not_allowed(BOOTS[2], order(BOOTS, SOCKS), _KEPT_ANYWAY[lang])
