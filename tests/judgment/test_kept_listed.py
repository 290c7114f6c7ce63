"""Things said fine in a list, the verb only after its last member: "the other two cables, the
microphone and the tripod work fine". The sentence is cut at its commas, so the members before
the last stand in clauses with no word of their own: each is kept as the last one is, and a count
among them ("the other two") is of units kept, never of units asked. One of three cables said
faulty, the other two in such a list: the refund is that one cable (issue 39's "a count binds to
the line it is said of"). Twins: the whole cable line, the cables the customer says work, the
microphone said fine, and everything stay unallowed; a list said broken, or said not to work,
keeps nothing. Our own words, never a corpus ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_CABLE, _MIC, _TRIPOD = 1490, 10900, 3990

# (language, the cable's, the microphone's and the tripod's titles, the words)
LISTED = [
    ("en", "XLR Cable 5 m", "Dynamic Microphone", "Tripod",
     "One of the three XLR cables crackles. The other two cables, the microphone and the tripod "
     "work fine. Please refund the faulty cable."),
    ("de", "XLR-Kabel 5 m", "Mikrofon dynamisch", "Stativ",
     "Eines der drei XLR-Kabel knackt. Die anderen zwei Kabel, das Mikrofon und das Stativ "
     "funktionieren einwandfrei. Bitte erstattet mir das defekte Kabel."),
    ("fr", "Câble XLR 5 m", "Microphone dynamique", "Trépied",
     "Un des trois câbles XLR grésille. Les deux autres câbles, le microphone et le trépied "
     "fonctionnent bien. Merci de me rembourser le câble défectueux."),
    ("es", "Cable XLR 5 m", "Micrófono dinámico", "Trípode",
     "Uno de los tres cables XLR hace ruido. Los otros dos cables, el micrófono y el trípode "
     "funcionan bien. Por favor, reembolsen el cable defectuoso."),
    ("it", "Cavo XLR 5 m", "Microfono dinamico", "Treppiede",
     "Uno dei tre cavi XLR gracchia. Gli altri due cavi, il microfono e il treppiede funzionano "
     "bene. Vorrei il rimborso del cavo difettoso."),
    ("nl", "XLR-kabel 5 m", "Dynamische microfoon", "Statief",
     "Eén van de drie XLR-kabels kraakt. De andere twee kabels, de microfoon en het statief "
     "werken prima. Graag een terugbetaling van de kapotte kabel."),
    ("pl", "Kabel XLR 5 m", "Mikrofon dynamiczny", "Statyw",
     "Jeden z trzech kabli XLR trzeszczy. Pozostałe dwa kable, mikrofon i statyw działają "
     "dobrze. Proszę o zwrot pieniędzy za wadliwy kabel."),
    ("pt", "Cabo XLR 5 m", "Microfone dinâmico", "Tripé",
     "Um dos três cabos XLR faz ruído. Os outros dois cabos, o microfone e o tripé funcionam "
     "bem. Peço o reembolso do cabo com defeito."),
    ("sv", "XLR-kabel 5 m", "Dynamisk mikrofon", "Stativ",
     "En av de tre XLR-kablarna knastrar. De andra två kablarna, mikrofonen och stativet "
     "fungerar bra. Jag vill ha pengarna tillbaka för den trasiga kabeln."),
    ("da", "XLR-kabel 5 m", "Dynamisk mikrofon", "Stativ",
     "Et af de tre XLR-kabler knitrer. De to andre kabler, mikrofonen og stativet virker fint. "
     "Jeg vil gerne have refunderet det defekte kabel."),
    ("nb", "XLR-kabel 5 m", "Dynamisk mikrofon", "Stativ",
     "En av de tre XLR-kablene knitrer. De to andre kablene, mikrofonen og stativet fungerer "
     "fint. Kan dere refundere den defekte kabelen?"),
    ("fi", "XLR-kaapeli 5 m", "Dynaaminen mikrofoni", "Jalusta",
     "Yksi kolmesta XLR-kaapelista rätisee. Kaksi muuta kaapelia, mikrofoni ja jalusta toimivat "
     "hyvin. Pyydän hyvitystä viallisesta kaapelista."),
    ("ja", "XLRケーブル 5m", "ダイナミックマイク", "三脚",
     "XLRケーブル3本のうち1本にノイズが出ます。残りの2本、マイクと三脚は問題ありません。"
     "不良のケーブル1本分を返金してください。"),
    ("ko", "XLR 케이블 5m", "다이나믹 마이크", "삼각대",
     "XLR 케이블 3개 중 1개에서 잡음이 나요. 나머지 2개, 마이크랑 삼각대는 괜찮아요. "
     "불량 케이블 1개 환불해 주세요."),
    ("zh", "卡侬线 5米", "动圈麦克风", "三脚架",
     "3条卡侬线中有1条有杂音。另外2条、麦克风和三脚架都没问题。请退那1条坏线的钱。"),
    ("tr", "XLR Kablo 5 m", "Dinamik Mikrofon", "Tripod",
     "Üç XLR kablodan biri cızırdıyor. Diğer iki kablo, mikrofon ve tripod sorunsuz çalışıyor. "
     "Arızalı kablonun ücretini iade eder misiniz?"),
    ("ar", "كابل XLR 5 م", "ميكروفون ديناميكي", "حامل ثلاثي",
     "كابل واحد من الكابلات الـ 3 فيه تشويش. الكابلين الآخرين، الميكروفون والحامل يعملون بشكل "
     "جيد. أرجو استرداد ثمن الكابل المعيب."),
    ("ro", "Cablu XLR 5 m", "Microfon dinamic", "Trepied",
     "Unul dintre cele trei cabluri XLR pârâie. Celelalte două cabluri, microfonul și trepiedul "
     "funcționează bine. Vă rog să-mi rambursați cablul defect."),
]


def _paid(cable: str, mic: str, tripod: str):
    return order((cable, 3, _CABLE), (mic, 1, _MIC), (tripod, 1, _TRIPOD), currency="eur")


@pytest.mark.parametrize(("lang", "cable", "mic", "tripod", "said"), LISTED)
def test_a_count_listed_fine_is_of_units_kept(lang: str, cable: str, mic: str, tripod: str,
                                              said: str) -> None:
    allowed(_CABLE, _paid(cable, mic, tripod), said)  # the one cable said faulty


@pytest.mark.parametrize(("lang", "cable", "mic", "tripod", "said"), LISTED)
def test_the_units_and_lines_listed_fine_stay_unasked(lang: str, cable: str, mic: str, tripod: str,
                                                       said: str) -> None:
    paid = _paid(cable, mic, tripod)
    not_allowed(3 * _CABLE, paid, said)  # the whole line: two of it said to work
    not_allowed(2 * _CABLE, paid, said)  # the two said to work
    not_allowed(_CABLE + _MIC, paid, said)  # the microphone, listed fine
    not_allowed(_CABLE + _TRIPOD, paid, said)  # the tripod, listed fine
    not_allowed(paid.total, paid, said)


# the same list said broken, or said not to work: nothing of it is kept, and the cables it
# counts are asked with the rest (never fewer lines than it names)
BROKEN = [
    ("en", "XLR Cable 5 m", "Dynamic Microphone", "Tripod",
     "The three XLR cables, the microphone and the tripod do not work. Please refund the cable."),
    ("de", "XLR-Kabel 5 m", "Mikrofon dynamisch", "Stativ",
     "Die drei Kabel, das Mikrofon und das Stativ funktionieren nicht. Bitte erstattet das Kabel."),
    ("es", "Cable XLR 5 m", "Micrófono dinámico", "Trípode",
     "Los tres cables, el micrófono y el trípode no funcionan. Reembolsen el cable, por favor."),
]


@pytest.mark.parametrize(("lang", "cable", "mic", "tripod", "said"), BROKEN)
def test_a_list_said_broken_keeps_nothing(lang: str, cable: str, mic: str, tripod: str,
                                          said: str) -> None:
    paid = _paid(cable, mic, tripod)
    not_allowed(_CABLE, paid, said)  # one cable: no count of one said
