"""Units said fine and units said wrong, the thing in a word no title holds, where the counts
make up no line ("two work, but one will not pair", of a line of four): what is kept is units,
never a whole line, so neither the whole line, the other line ("everything but" it) nor the
whole payment is what the customer asks; the refund is at most the units said wrong (issue 39's
"a count binds to the line it is said of"; ``madeup`` binds the pair that makes up one line).
The same where the one said wrong is a colloquial "one" ("eentje", "uno solo", "하나") and where
a connective ending joins the two clauses ("2개는 잘 작동하는데 1개는 ..."). Each unsafe case
has its twins: the pair that fills the line (its one unit still allowed), the units said fine
that are a whole line (the other line still allowed). Our own words, never a corpus ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order
from tests.judgment.test_units_against_one_total import MADE_UP

_VALVE, _UNIT = "Homematic IP Evo HmIP-eTRV-E", 5495
_HUB = ("Homematic IP Access Point HmIP-HAP", 1, 4495)
_THREE = order((_VALVE, 3, _UNIT), _HUB, currency="eur")
_FOUR = order((_VALVE, 4, _UNIT), _HUB, currency="eur")
_SIX = order((_VALVE, 6, _UNIT), _HUB, currency="eur")
# two lines of four units: the pair of counts fits both, binds neither
_FOURS = order((_VALVE, 4, _UNIT), ("Homematic IP Wall Thermostat HmIP-WTH", 4, 4995), currency="eur")
# a line of two: the two said fine are that whole line, the one said wrong the hub
_TWO = order((_VALVE, 2, _UNIT), _HUB, currency="eur")

# two said fine, one said wrong, the thing in a word no title holds: the sentences of
# test_units_against_one_total (of a line they make up) and the four languages it lacks
APART = [
    *MADE_UP,
    ("nl", "Over de radiatorkranen: twee werken, maar één wil niet koppelen. Kunnen jullie die "
           "ene kraan terugbetalen?"),
    ("ja", "サーモスタットの件です。2つはちゃんと動くけど1つは接続できません。その1つを返金して"
           "もらえますか？"),
    ("ko", "온도조절 밸브 관련입니다. 2개는 잘 작동하지만 1개는 연결이 안 돼요. 그 1개 환불해 "
           "주실 수 있나요?"),
    ("zh", "关于温控阀：2个能正常工作，但是1个连不上。能退那1个的钱吗？"),
]


@pytest.mark.parametrize(("lang", "said"), APART)
@pytest.mark.parametrize("paid", [_FOUR, _SIX], ids=["four", "six"])
def test_counts_that_fill_no_line_ask_no_whole_line(lang: str, said: str, paid) -> None:
    whole = paid.lines[0].total
    not_allowed(whole, paid, said)  # the whole line: two of it said to work
    not_allowed(4495, paid, said)  # the hub: never spoken of
    not_allowed(paid.total, paid, said)  # everything
    not_allowed(2 * _UNIT, paid, said)  # the two said to work
    not_allowed(3 * _UNIT, paid, said)  # the two and the one


@pytest.mark.parametrize(("lang", "said"), APART)
def test_counts_two_lines_could_hold_ask_neither_whole(lang: str, said: str) -> None:
    not_allowed(4 * _UNIT, _FOURS, said)
    not_allowed(4 * 4995, _FOURS, said)
    not_allowed(_FOURS.total, _FOURS, said)


@pytest.mark.parametrize(("lang", "said"), APART)
def test_the_pair_that_fills_the_line_keeps_its_unit(lang: str, said: str) -> None:
    # the twin: of a line of three the one said wrong is its unit (``madeup``)
    allowed(_UNIT, _THREE, said)
    not_allowed(_THREE.lines[0].total, _THREE, said)


# (where the rules read the hub as the one said wrong today: the two are the line of two)
_HUB_TODAY = ("en", "fr", "es", "it", "pl", "pt", "sv", "fi", "tr", "ar")


@pytest.mark.parametrize(("lang", "said"), APART)
def test_the_two_said_fine_are_never_refunded_whole(lang: str, said: str) -> None:
    not_allowed(2 * _UNIT, _TWO, said)  # the line of two: both said to work
    not_allowed(_TWO.total, _TWO, said)
    if lang in _HUB_TODAY:  # the twin: the two kept are the line of two, the rest is the hub
        allowed(4495, _TWO, said)


# the one said wrong in a colloquial "one" ("one of them", "eentje", "uno solo", "하나")
COLLOQUIAL = [
    ("en", "About the radiator valves: two of them work, but one of them will not pair. Can you "
           "refund that valve?"),
    ("de", "Zu den Heizungsventilen: zwei laufen, aber einer davon lässt sich nicht koppeln. "
           "Können Sie mir das Ventil erstatten?"),
    ("fr", "Pour les têtes thermostatiques : deux marchent, mais un seul ne se connecte pas. "
           "Pouvez-vous me rembourser celle-là ?"),
    ("es", "Sobre los cabezales: dos funcionan, pero uno solo no se conecta. ¿Me pueden "
           "reembolsar ese cabezal?"),
    ("it", "Riguardo alle valvole: due funzionano, ma una sola non si collega. Potete rimborsarmi "
           "quella valvola?"),
    ("nl", "Over de radiatorkranen: twee werken, maar eentje wil niet koppelen. Kunnen jullie die "
           "kraan terugbetalen?"),
    ("pl", "Co do głowic: dwie działają, ale jedna z nich się nie paruje. Czy możecie zwrócić "
           "pieniądze za tę głowicę?"),
    ("pt", "Sobre as válvulas: duas funcionam, mas uma só não emparelha. Podem reembolsar essa "
           "válvula?"),
    ("sv", "Det gäller ventilerna: två funkar, men en av dem går inte att para. Kan ni återbetala "
           "den ventilen?"),
    ("da", "Det handler om ventilerne: to virker, men en af dem vil ikke parre. Kan I refundere "
           "den ventil?"),
    ("nb", "Det gjelder ventilene: to virker, men en av dem lar seg ikke pare. Kan dere refundere "
           "den ventilen?"),
    ("fi", "Venttiileistä: kaksi toimii, mutta yksi niistä ei yhdisty. Voitteko hyvittää sen "
           "venttiilin?"),
    ("ro", "Despre capete: două merg, dar unul dintre ele nu se conectează. Puteți să-mi "
           "returnați banii pentru acel cap?"),
    ("tr", "Vanalar hakkında: ikisi çalışıyor ama bir tanesi bağlanmıyor. O vananın ücretini iade "
           "eder misiniz?"),
    ("ar", "بخصوص الصمامات: اثنان يعملان، لكن واحد منها لا يتصل. ممكن تستردون لي ثمنه؟"),
    ("ja", "サーモスタットの件です。2つはちゃんと動くけど、ひとつは接続できません。それを返金して"
           "もらえますか？"),
    ("ko", "온도조절 밸브 관련입니다. 두 개는 잘 작동하지만 하나는 연결이 안 돼요. 그거 환불해 "
           "주실 수 있나요?"),
    ("zh", "关于温控阀：两个能正常工作，但是有一个连不上。能退那个的钱吗？"),
]


@pytest.mark.parametrize(("lang", "said"), COLLOQUIAL)
@pytest.mark.parametrize("paid", [_THREE, _FOUR], ids=["three", "four"])
def test_a_colloquial_one_asks_no_whole_line(lang: str, said: str, paid) -> None:
    not_allowed(paid.lines[0].total, paid, said)  # the whole line: two of it said to work
    not_allowed(4495, paid, said)  # the hub
    not_allowed(paid.total, paid, said)
    not_allowed(2 * _UNIT, paid, said)  # the two said to work


# a connective ending or word inside one sentence sets the two apart ("-는데", "〜けど",
# "…，但是…", "-ken", "لكن"): the two said fine are never the units asked
JOINED = [
    ("ko", "온도조절 밸브 관련입니다. 2개는 잘 작동하는데 1개는 연결이 안 돼요. 그 1개 환불해 "
           "주실 수 있나요?"),
    ("ko", "온도조절 밸브 관련입니다. 2개는 괜찮은데 1개는 연결이 안 돼요. 그 1개 환불해 주실 "
           "수 있나요?"),
    ("ko", "온도조절 밸브 관련입니다. 2개는 문제없는데요 1개는 연결이 안 돼요. 그 1개 환불 "
           "부탁드립니다."),
    ("ko", "온도조절 밸브 관련입니다. 2개는 괜찮지만 1개는 연결이 안 돼요. 그 1개 환불해 주실 "
           "수 있나요?"),
    ("ja", "サーモスタットの件です。2つはちゃんと動くけど1つは接続できません。その1つを返金して"
           "もらえますか？"),
    ("ja", "サーモスタットの件です。2つは問題ないが、1つは接続できません。その1つを返金して"
           "もらえますか？"),
    ("ja", "サーモスタットの件です。2つはちゃんと動くが1つは接続できません。その1つを返金して"
           "もらえますか？"),
    ("zh", "关于温控阀：2个能正常工作，但是1个连不上。能退那1个的钱吗？"),
    ("zh", "关于温控阀：2个能正常工作但是1个连不上。能退那1个的钱吗？"),
    ("tr", "Vanalar hakkında: ikisi çalışırken biri bağlanmıyor. O bir vananın ücretini iade "
           "eder misiniz?"),
    ("ar", "بخصوص الصمامات: اثنان يعملان لكن واحد لا يتصل. ممكن تستردون لي ثمن الواحد؟"),
    ("ar", "بخصوص الصمامات: اثنين شغالين بس واحد ما يتصل. ممكن ترجعون لي ثمنه؟"),
]


@pytest.mark.parametrize(("lang", "said"), JOINED)
@pytest.mark.parametrize("paid", [_THREE, _FOUR], ids=["three", "four"])
def test_the_two_joined_to_the_one_are_never_the_units_asked(lang: str, said: str, paid) -> None:
    not_allowed(2 * _UNIT, paid, said)  # the two said to work
    not_allowed(paid.lines[0].total, paid, said)
    not_allowed(paid.total, paid, said)
    not_allowed(4495, paid, said)


def test_a_connective_ending_joins_no_fault_to_a_count_said_fine() -> None:
    # the twin: the count said wrong before "-는데" is still the units asked ("1개는 연결이
    # 안 되는데 나머지 2개는 괜찮아요": the one, of the line of three)
    allowed(_UNIT, _THREE, "온도조절 밸브 관련입니다. 1개는 연결이 안 되는데 나머지 2개는 괜찮아요. "
                           "그 1개 환불해 주실 수 있나요?")


_GLASSES = order(("Riedel Vinum Bordeaux 0.6L", 4, 29000), ship=3000, currency="krw")


def test_a_connective_ending_of_background_keeps_the_unit_asked() -> None:
    # the twin: "-는데" joining the order to the fault ("I bought a set of four, and one came
    # cracked"), the rest said fine: the one cracked is the unit asked, never the three
    said = ("와인잔 4개 세트를 샀는데 하나가 금이 간 채로 왔어요 ㅠㅠ 나머지 3개는 괜찮아요. "
            "금 간 거 하나만 환불해 주세요")
    allowed(29000, _GLASSES, said)
    not_allowed(3 * 29000, _GLASSES, said)
    not_allowed(4 * 29000, _GLASSES, said)
