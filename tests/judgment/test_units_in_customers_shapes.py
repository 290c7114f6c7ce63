"""The count of units of one line, said in the shapes customers use (issue 39's "a count binds
to the line it is said of"): the whole said before the part, in brackets after the thing's
name ("カップ（6個）のうち、3個"), or as the count of a set ("12'li mamadan 3 tanesi"); the
part after a partitive pronoun said with a spoken number word ("٦ أكواب، ثنتين منهم"); the
count as the complement of what is said fine, the copula left out ("las otras cinco bien");
the one unit asked as "the one" ("få igjen for den ene?", "erstatten Sie den einen."); the
part of a whole counted that "was not in" the box, which is no count that came
("4個のうち1個、部品が入っていません"); a line counted whose other units are said fine, the two
making it up, is the line asked of, though the subject names another by a word they share;
units said fine with "and" another line beside them ("the other two and the paper are fine")
are of the line spoken of, never of the line joined.
Each grounded case asks the units back; its twins propose the whole line (or units the count
does not make) and must stay not allowed. Our own words, never a corpus ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import Said, allowed, not_allowed, order

_CUPS = order(("KINTO 磁器カップ 200ml ホワイト", 6, 900), ("コルクコースター", 1, 500), currency="jpy")
_FOOD = order(("Whiskas Yaş Mama Somonlu 100 g", 12, 2000), ("Kedi Oyun Tüneli", 1, 25000),
              currency="try")
_MUGS = order(("Stoneware Cup Nordic Grey", 6, 900), ("Cork Coaster Set", 1, 500), currency="eur")
_PHONES = order(("Bluetooth Kopfhörer Sono 3", 4, 4000), ("Ladekabel USB-C", 1, 900), currency="eur")
_KITS = order(("ミニ四駆 エアロ アバンテ", 4, 1200), ("ミニ四駆 グレードアップパーツ", 1, 800),
              currency="jpy")

# (language, payment, the units' amount, the whole line's amount, an amount the count does not
# make, the customer's words, the subject)
Case = tuple[str, object, int, int, int, Said, str]
SHAPES: list[Case] = [
    # the whole in brackets after the thing's name, a comma after "of them"
    ("ja", _CUPS, 2700, 5400, 1800,
     "届いた磁器カップ（6個）のうち、3個にヒビが入っていました。残りの3個とコースターは問題ありません。"
     "ヒビの3個分の返金をお願いします。", ""),
    # the whole as the count of a set ("12'li": of twelve), the part counted with "tanesi"
    ("tr", _FOOD, 6000, 24000, 4000,
     "12'li mamadan 3 tanesi şişmiş geldi, hiç açmadım. Diğerleri normal, tünel de güzel. "
     "3 kutunun ücretini iade eder misiniz?", ""),
    # the part after "of them", said with the spoken (Gulf) word for two; the cost asked as "حق"
    ("ar", _MUGS, 1800, 5400, 900,
     "طلبت ٦ أكواب، ثنتين منهم مكسورة. الباقي تمام. ممكن ترجعون لي حق الثنتين؟", ""),
    # the complement of what is fine, its copula left out ("the other five fine"): one of six
    ("es", _MUGS, 900, 5400, 1800,
     "Me llegaron las 6 tazas pero una viene partida. Las otras cinco bien. ¿Me devolvéis el "
     "dinero de esa taza?", ""),
    ("es", _MUGS, 900, 5400, 1800,
     "Las tazas llegaron y una vino partida. Las otras cinco bien. Quiero el reembolso de esa.", ""),
    # "the one" asked back alone at the clause's end
    ("nb", _MUGS, 900, 5400, 1800,
     "Én av de seks koppene kom knust i posten. De fem andre er fine. Kan jeg få igjen for den ene?",
     ""),
    ("da", _MUGS, 900, 5400, 1800,
     "En af de seks kopper kom knust frem. De fem andre er fine. Kan jeg få lidt tilbage for den "
     "ene?", ""),
    ("sv", _MUGS, 900, 5400, 1800,
     "En av de sex kopparna kom sönder. De fem andra är fina. Kan jag få tillbaka för den ena?", ""),
    ("de", _PHONES, 4000, 16000, 8000,
     "Von den vier Kopfhörern rauscht einer. Die anderen laufen. Bitte erstatten Sie den einen.", ""),
    # the part of the whole counted "was not in" the box: the count of the part, none that came
    ("ja", _KITS, 1200, 4800, 3600,
     "4個注文したアバンテのうち1個、シャーシが丸ごと入っていませんでした。他の3個は大丈夫です。"
     "その1個分だけ返金してください。", "部品不足"),
]


@pytest.mark.parametrize(("lang", "paid", "units", "whole", "other", "said", "subject"), SHAPES)
def test_the_units_counted_are_grounded(lang: str, paid: object, units: int, whole: int,
                                        other: int, said: Said, subject: str) -> None:
    allowed(units, paid, said, subject=subject)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "paid", "units", "whole", "other", "said", "subject"), SHAPES)
def test_the_whole_line_for_the_units_counted_stays_not_allowed(
        lang: str, paid: object, units: int, whole: int, other: int, said: Said,
        subject: str) -> None:
    not_allowed(whole, paid, said, subject=subject)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "paid", "units", "whole", "other", "said", "subject"), SHAPES)
def test_units_the_count_does_not_make_stay_not_allowed(
        lang: str, paid: object, units: int, whole: int, other: int, said: Said,
        subject: str) -> None:
    not_allowed(other, paid, said, subject=subject)  # type: ignore[arg-type]


_TWINS = order(("KINTO 磁器カップ 200ml ホワイト", 6, 900), ("KINTO 磁器ソーサー 6", 6, 500),
               currency="jpy")
_SETS = order(("Paşabahçe Kahve Fincanı 80 ml", 6, 9000), ("Paşabahçe Çay Tabağı", 6, 5000),
              currency="try")


@pytest.mark.parametrize(("paid", "amount", "said"), [
    # two lines of six: "of the six, three" binds to neither, whichever price is proposed
    (_TWINS, 1500, "届いた磁器（6個）のうち、3個にヒビが入っていました。ヒビの3個分の返金をお願いします。"),
    (_SETS, 15000, "6'lı setten 3 tanesi şişmiş geldi. 3 tanesinin ücretini iade eder misiniz?"),
])
def test_a_count_two_lines_could_take_binds_to_neither(paid: object, amount: int, said: str) -> None:
    not_allowed(amount, paid, said)  # type: ignore[arg-type]


def test_a_complement_that_does_not_add_up_stays_asked() -> None:
    # "the other four fine" of six, no count of the broken ones: one unit is not what they said
    not_allowed(900, _MUGS, "Me llegaron las 6 tazas y algunas vienen partidas. Las otras cuatro "
                            "bien. ¿Me devolvéis el dinero?")


def test_only_one_in_the_box_is_still_the_count_that_came() -> None:
    # "only one was in the box" (しか): the missing one is asked, as before
    paid = order(("日焼け止めミルク 60mL", 2, 3000), ("化粧水 170mL", 1, 3300), currency="jpy")
    allowed(3000, paid, "日焼け止めを2本注文したのですが、箱には1本しか入っていませんでした。"
                        "足りない1本分を返金してください。", subject="1本足りません")


_FLUTES = order(("Schott Zwiesel Pure Champagne Flute (single)", 6, 1500),
                ("Glass Polishing Cloth 2-pack", 1, 900), currency="eur")

# a count of one line whose other units are said fine, the two making the line up, while the
# subject names another line by a word they share ("glass"): the count is of the line counted
MADE_UP = [
    ("en", "Glass broken", "My parcel came and 2 of the champagne flutes were in pieces (the "
                           "other four are fine). Can you refund the two?"),
    ("de", "Glas kaputt", "Das Paket kam und 2 der Champagne Flutes waren in Scherben (die "
                          "anderen vier sind in Ordnung). Können Sie die zwei erstatten?"),
    ("fr", "Verre cassé", "Le colis est arrivé et 2 des champagne flutes étaient en morceaux (les "
                          "quatre autres vont bien). Pouvez-vous rembourser les deux ?"),
    ("nl", "Glas kapot", "Het pakket kwam en 2 van de champagne flutes lagen aan diggelen (de "
                         "andere vier zijn goed). Kunnen jullie die twee terugbetalen?"),
    ("sv", "Glas trasigt", "Paketet kom och 2 av champagne flutes var i bitar (de andra fyra är "
                           "fina). Kan ni återbetala de två?"),
    ("nb", "Glass knust", "Pakken kom og 2 av champagne flutes var i knas (de andre fire er "
                          "fine). Kan dere refundere de to?"),
    ("fi", "Lasi rikki", "Paketti tuli ja 2 champagne flutes -laseista oli säpäleinä (muut neljä "
                         "ovat kunnossa). Voitteko hyvittää ne kaksi?"),
]


@pytest.mark.parametrize(("lang", "subject", "said"), MADE_UP)
def test_the_line_counted_with_its_rest_fine_is_the_one_asked(lang: str, subject: str,
                                                              said: str) -> None:
    allowed(3000, _FLUTES, said, subject=subject)


@pytest.mark.parametrize(("lang", "subject", "said"), MADE_UP)
def test_the_whole_line_counted_with_its_rest_fine_stays_not_allowed(lang: str, subject: str,
                                                                     said: str) -> None:
    not_allowed(9000, _FLUTES, said, subject=subject)
    not_allowed(1500, _FLUTES, said, subject=subject)  # one unit: not the count said


_TONER = order(("Toner HP 85A Black", 3, 8900), ("Copy Paper A4 500 sheets", 5, 3000),
               currency="eur")

# the units said fine with "and" another line beside them ("the other two and the paper are
# fine"): the count is of the line spoken of before, never of the line joined after "and"
JOINED = [
    ("en", "A toner came broken. The other two and the paper are fine. Please refund the broken "
           "toner."),
    ("ro", "Un toner a venit spart. Celelalte două și hârtia sunt OK. Vă rog să-mi returnați "
           "banii pentru tonerul spart."),
    ("nl", "Eén toner kwam kapot aan. De andere twee en het papier zijn goed. Graag de kapotte "
           "toner terugbetalen."),
]


@pytest.mark.parametrize(("lang", "said"), JOINED)
def test_units_fine_beside_another_line_are_of_the_line_spoken_of(lang: str, said: str) -> None:
    allowed(8900, _TONER, said)


@pytest.mark.parametrize(("lang", "said"), JOINED)
def test_the_whole_line_beside_units_fine_stays_not_allowed(lang: str, said: str) -> None:
    not_allowed(26700, _TONER, said)
    not_allowed(9000, _TONER, said)  # three of the paper, which is fine
