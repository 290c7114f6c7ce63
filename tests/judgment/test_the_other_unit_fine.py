"""One of two units of the one line said faulty, "the other one" said fine, where the line is
named (by the subject, or by its words): the refund asked is of one unit, in our own words, in
every covered language. Beside each, the contrasts that must stay asked: the whole line (the
other unit kept), and one unit where the payment holds another line "the other" may be."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_POT = order(("Enamel Casserole Pot 3L, orange", 2, 119900), ship=9900, currency="eur")
_POT_AND_LID = order(("Enamel Casserole Pot 3L, orange", 2, 119900), ("Glass Lid 24 cm", 1, 19900),
                     ship=9900, currency="eur")

ONE_OF_TWO = [
    ("en", "We bought two identical pots. One of them has enamel flaking off the bottom, the other "
           "is fine. Please refund the damaged one."),
    ("de", "Wir haben zwei gleiche Töpfe gekauft. Bei dem einen blättert das Email am Boden ab, der "
           "andere ist in Ordnung. Bitte erstatten Sie den einen."),
    ("fr", "Nous avons acheté deux cocottes identiques. L'une a l'émail qui s'écaille au fond, "
           "l'autre va bien. Merci de rembourser celle-là."),
    ("es", "Compramos dos ollas iguales. Una tiene el esmalte saltado en el fondo, la otra está bien. "
           "Por favor, reembolsad esa."),
    ("it", "Abbiamo comprato due pentole uguali. Una ha lo smalto che si stacca sul fondo, l'altra va "
           "bene. Rimborsateci quella, per favore."),
    ("pt", "Compramos duas panelas iguais. Uma tem o esmalte a descascar no fundo, a outra está boa. "
           "Por favor reembolsem essa."),
    ("nl", "We kochten twee dezelfde pannen. Bij de ene bladdert het email aan de onderkant af, de "
           "andere is goed. Graag geld terug voor die ene."),
    ("sv", "Vi köpte två likadana grytor. Den ena har emalj som flagnar i botten, den andra är okej. "
           "Återbetala gärna den ena."),
    ("da", "Vi købte to ens gryder. Den ene har emalje der skaller af i bunden, den anden er fin. "
           "Refunder venligst den ene."),
    ("nb", "Vi kjøpte to like gryter. Den ene har emalje som flasser i bunnen, den andre er fin. "
           "Refunder gjerne den ene."),
    ("fi", "Ostimme kaksi samanlaista kattilaa. Toisessa emali lohkeilee pohjasta, toinen on "
           "kunnossa. Hyvittäkää se yksi."),
    ("pl", "Kupiliśmy dwa takie same garnki. W jednym emalia odpada od dna, drugi jest w porządku. "
           "Proszę o zwrot za ten jeden."),
    ("ro", "Am cumpărat două oale identice. Una are emailul care se cojește pe fund, cealaltă e bună. "
           "Vă rog rambursați-o pe aceea."),
    ("tr", "Aynı tencereden iki tane aldık. Birinin dibinde emaye dökülüyor, diğeri sağlam. Lütfen o "
           "birinin parasını iade edin."),
    ("ja", "同じ鍋を2つ買いました。1つは底のホーローが剥がれていて、もう1つは大丈夫です。"
           "その1つ分を返金してください。"),
    ("ko", "같은 냄비를 두 개 샀어요. 하나는 바닥 법랑이 벗겨졌고, 다른 하나는 괜찮아요. 그 하나만 환불해 주세요."),
    ("zh", "我们买了两个一样的锅。其中一个锅底的搪瓷脱落了，另一个没问题。请退那一个的钱。"),
    ("ar", "اشترينا قدرين متطابقين. واحد منهما المينا تتقشر في قاعه، والآخر سليم. أرجو استرداد ثمن ذلك "
           "الواحد."),
]


@pytest.mark.parametrize(("lang", "said"), ONE_OF_TWO)
def test_one_of_two_the_other_fine_grounds_one_unit(lang: str, said: str) -> None:
    allowed(119900, _POT, said, subject="Pot")


@pytest.mark.parametrize(("lang", "said"), ONE_OF_TWO)
def test_one_of_two_the_other_fine_never_grounds_the_whole_line(lang: str, said: str) -> None:
    not_allowed(2 * 119900, _POT, said, subject="Pot")


@pytest.mark.parametrize(("lang", "said"), ONE_OF_TWO)
def test_the_other_may_be_another_line_so_one_unit_stays_asked(lang: str, said: str) -> None:
    # with a second line on the payment, "the other" is no longer surely the other unit
    not_allowed(119900 + 19900, _POT_AND_LID, said, subject="Pot")


# -- "the one", a determiner for one of a pair ("den ene", "de ene"), no "other" said -----------
# (a second line on the payment: the count still binds to the one line of two units spoken of)

THE_ONE = [
    ("nl", "We kregen twee dezelfde pannen. De ene heeft een deuk in de rand. Kunnen we het geld "
           "voor die ene terugkrijgen?"),
    ("sv", "Vi fick två likadana grytor. Den ena har en buckla i kanten. Kan vi få pengarna tillbaka "
           "för den ena?"),
    ("da", "Vi fik to ens gryder. Den ene har en bule i kanten. Kan vi få pengene tilbage for den "
           "ene?"),
    ("nb", "Vi fikk to like gryter. Den ene har en bulk i kanten. Kan vi få pengene tilbake for den "
           "ene?"),
]

BOTH = [
    ("nl", "We kregen twee dezelfde pannen. De ene heeft een deuk, de andere een kras. Graag het "
           "geld terug voor beide."),
    ("sv", "Vi fick två likadana grytor. Den ena har en buckla, den andra en repa. Jag vill ha "
           "pengarna tillbaka för båda."),
    ("da", "Vi fik to ens gryder. Den ene har en bule, den anden en ridse. Vi vil have pengene "
           "tilbage for begge."),
    ("nb", "Vi fikk to like gryter. Den ene har en bulk, den andre en ripe. Vi vil ha pengene "
           "tilbake for begge."),
]


@pytest.mark.parametrize(("lang", "said"), THE_ONE)
def test_the_one_of_two_grounds_one_unit(lang: str, said: str) -> None:
    allowed(119900, _POT, said, subject="Pot")
    allowed(119900, _POT_AND_LID, said, subject="Pot")


@pytest.mark.parametrize(("lang", "said"), THE_ONE)
def test_the_one_of_two_never_grounds_the_whole_line(lang: str, said: str) -> None:
    not_allowed(2 * 119900, _POT, said, subject="Pot")
    not_allowed(2 * 119900, _POT_AND_LID, said, subject="Pot")


@pytest.mark.parametrize(("lang", "said"), BOTH)
def test_both_asked_after_the_one_is_the_whole_line(lang: str, said: str) -> None:
    # a word for "both" asks both units: the one said faulty counts none of them alone
    not_allowed(119900, _POT, said, subject="Pot")
