"""Amounts built from the payment's structure (a set of lines, units of a line, a share of one
line) that the judgment found, but whose ask it did not read (round 18): goods said to go back
with an intransitive verb ("beide gehen zurück", "ze gaan retour", "de går tillbaka", "想退");
a return asked as a question, with a fault or a reason told ("they don't fit, can I send them
back?"), in every language; a share an agent offers of an item they name in words no title
matches ("half the table's price"), taken up, is of the one line the customer's own words name;
the Arabic money word in the construct state ("أبي مبلغ الثلاثة", the amount of the three).

Beside each, its unsafe twin: the line kept included, the share taken of the whole order or of
the other line, the question asked with no reason, the money declined. Our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_WINTER = order(("Merino Wool Scarf", 1, 3900), ("Leather Gloves", 1, 4500),
                ("Knit Beanie Hat", 1, 2200), ship=450, currency="eur")
_BACK = 3900 + 4500  # the scarf and the gloves
_WITH_KEPT = _BACK + 2200  # the hat, which they keep, with them
_ALL = _WITH_KEPT + 450

GO_BACK = [
    ("de", "Schal und Handschuhe gehen heute zurück, die Farbe ist falsch. Die Mütze behalte ich."),
    ("nl", "De sjaal en de handschoenen gaan vandaag retour, verkeerde kleur. De muts houd ik."),
    ("sv", "Halsduken och handskarna går tillbaka i dag, fel färg. Mössan behåller jag."),
    ("da", "Tørklædet og handskerne går retur i dag, forkert farve. Huen beholder jeg."),
    ("nb", "Skjerfet og hanskene går i retur i dag, feil farge. Lua beholder jeg."),
    ("fi", "Huivi ja hanskat lähtevät takaisin tänään, väärä väri. Pipon pidän."),
]


@pytest.mark.parametrize(("lang", "said"), GO_BACK)
def test_goods_said_to_go_back_ask_the_lines_they_name(lang: str, said: str) -> None:
    allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize(("lang", "said"), GO_BACK)
def test_goods_said_to_go_back_never_ground_the_line_kept(lang: str, said: str) -> None:
    not_allowed(_WITH_KEPT, _WINTER, said, subject="Retour")
    not_allowed(_ALL, _WINTER, said, subject="Retour")


def test_a_cause_that_goes_back_to_something_is_no_return() -> None:
    # "geht auf ... zurück": the fault's cause, nothing sent back
    not_allowed(_BACK, _WINTER, "Der Fehler an Schal und Handschuhen geht wohl auf die Wäsche "
                                "zurück. Schade.", subject="Frage")


_TEA = order(("Celadon Tea Cup", 2, 6000), ("Celadon Teapot", 1, 20000), ("Bamboo Tray", 1, 15000),
             currency="cny")


def test_a_return_wanted_in_chinese_asks_the_lines_named() -> None:
    said = "杯子和茶壶的颜色和图片不一样，想退。茶盘很好，我留着。"
    allowed(32000, _TEA, said, subject="退货")
    not_allowed(47000, _TEA, said, subject="退货")  # the tray, kept, with them


ASKED_WITH_A_REASON = [
    ("pt", "O cachecol e as luvas não servem. Posso devolver os dois? O gorro fico com ele."),
    ("it", "La sciarpa e i guanti non mi vanno bene. Posso restituirli? Il berretto lo tengo."),
    ("fr", "L'écharpe et les gants ne me vont pas. Puis-je les renvoyer ? Je garde le bonnet."),
    ("de", "Schal und Handschuhe sind zu klein. Kann ich sie zurückschicken? Die Mütze behalte ich."),
    ("sv", "Halsduken och handskarna passar inte. Kan jag returnera dem? Mössan behåller jag."),
    ("da", "Tørklædet og handskerne passer ikke. Kan jeg sende dem retur? Huen beholder jeg."),
    ("nb", "Skjerfet og hanskene passer ikke. Kan jeg sende dem tilbake? Lua beholder jeg."),
    ("pl", "Szalik i rękawiczki nie pasują. Czy mogę je odesłać? Czapkę zostawiam."),
]


@pytest.mark.parametrize(("lang", "said"), ASKED_WITH_A_REASON)
def test_a_return_asked_with_a_reason_asks_the_lines_named(lang: str, said: str) -> None:
    allowed(_BACK, _WINTER, said, subject="Retour")


@pytest.mark.parametrize(("lang", "said"), ASKED_WITH_A_REASON)
def test_a_return_asked_never_grounds_the_line_kept(lang: str, said: str) -> None:
    not_allowed(_WITH_KEPT, _WINTER, said, subject="Retour")
    not_allowed(_ALL, _WINTER, said, subject="Retour")


@pytest.mark.parametrize("said", [
    "Posso devolver o cachecol e as luvas?",
    "Puis-je renvoyer l'écharpe et les gants ?",
    "Kann ich Schal und Handschuhe zurückschicken?",
    "Kan jag returnera halsduken och handskarna?",
    "Can I return the scarf and the gloves?",
])
def test_a_return_asked_with_no_reason_asks_about_returns(said: str) -> None:
    not_allowed(_BACK, _WINTER, said, subject="Frage")


_ROOM = order(("Walnut Side Table", 1, 18000), ("Linen Napkins 4-pack", 1, 2400), currency="eur")
_HALF_TABLE = 9000

OFFERED_OF_AN_ITEM = [
    ("en", "The side table came with a deep scratch on the top.",
     "So sorry! We can give you back half of the piece's price if you keep it.",
     "Deal, I'll keep it then."),
    ("da", "Bordet kom med en dyb ridse i toppen.",
     "Det er vi kede af. Vi kan give halvdelen af møblets pris retur, hvis du beholder det.",
     "Det er en aftale, så beholder jeg det."),
    ("de", "Der Beistelltisch kam mit einem tiefen Kratzer auf der Platte an.",
     "Das tut uns leid. Wir erstatten Ihnen die Hälfte des Möbelpreises, wenn Sie es behalten.",
     "Einverstanden, dann behalte ich ihn."),
]


@pytest.mark.parametrize(("lang", "first", "offer", "taken"), OFFERED_OF_AN_ITEM)
def test_a_share_offered_of_an_item_is_of_the_line_the_customer_names(
        lang: str, first: str, offer: str, taken: str) -> None:
    allowed(_HALF_TABLE, _ROOM, first, ("agent", offer), taken, subject="Kratzer")


@pytest.mark.parametrize(("lang", "first", "offer", "taken"), OFFERED_OF_AN_ITEM)
def test_a_share_offered_of_an_item_is_never_of_the_order_nor_the_other_line(
        lang: str, first: str, offer: str, taken: str) -> None:
    not_allowed((18000 + 2400) // 2, _ROOM, first, ("agent", offer), taken, subject="Kratzer")
    not_allowed(1200, _ROOM, first, ("agent", offer), taken, subject="Kratzer")
    not_allowed(18000, _ROOM, first, ("agent", offer), taken, subject="Kratzer")


def test_a_share_offered_where_the_customer_keeps_a_line_by_name_stays_asked() -> None:
    # the one line named is kept as fine: the item the share is of is not told
    not_allowed(_HALF_TABLE, _ROOM, "The side table is fine, but something else came scratched.",
                ("agent", "So sorry! We can give you back half of the piece's price."),
                "Deal.", subject="Scratch")


_CUPS = order(("Gold Rim Coffee Cup", 12, 1500), currency="aed", ship=2000)


def test_the_money_of_some_units_wanted_in_the_construct_state_asks_them() -> None:
    said = "طلبت ١٢ فنجان، وصل ٣ منها مكسورة والباقي سليم. أبي مبلغ الثلاثة المكسورة بس."
    allowed(4500, _CUPS, said, subject="فناجين مكسورة")
    not_allowed(18000, _CUPS, said, subject="فناجين مكسورة")  # the whole line, three said


def test_the_money_of_some_units_declined_in_the_construct_state_asks_nothing() -> None:
    said = "طلبت ١٢ فنجان، وصل ٣ منها مكسورة. ما ابي مبلغ الثلاثة، ارسلوا بدلها."
    not_allowed(4500, _CUPS, said, subject="فناجين مكسورة")



_LIDS = order(("Glass Lid 24cm", 1, 1290), ("Glass Lid 28cm", 1, 1490), ("Stainless Saucepan 24cm", 1, 4990),
              ship=399, currency="eur")
_TWO_LIDS = 1290 + 1490

# a known gap (on main too): the customer's own item their complaint names ("don't fit my
# saucepans") is read as a line named, and "just the lids" does not take it out again
@pytest.mark.xfail(strict=True, reason="known gap: 'my saucepans' named beside a complaint is read as the line")
def test_the_customers_own_item_named_in_a_complaint_is_not_asked() -> None:
    not_allowed(_TWO_LIDS + 4990, _LIDS, "The two glass lids don't fit my saucepans. Can I return just "
                                         "the lids?", subject="Lids")


def test_only_a_kind_no_title_matches_never_asks_the_line_named_before() -> None:
    # "só as tampas" where no title says "tampa": only something else than the pan named
    said = "As duas tampas não servem nas minhas panelas. Posso devolver só as tampas?"
    not_allowed(4990, _LIDS, said, subject="Tampas")
    not_allowed(_TWO_LIDS + 4990, _LIDS, said, subject="Tampas")


@pytest.mark.parametrize("said", [
    "Molemmat muut ovat liian pienet, palautan ne. Pipon jätän itselleni.",
    "Palautan kaksi muuta, liian pienet. Pipon jätän itselleni.",
])
def test_a_line_left_with_the_customer_in_finnish_is_kept(said: str) -> None:
    paid = order(("Merino Wool Scarf", 1, 3900), ("Leather Gloves", 1, 4500), ("Knit Beanie Hat", 1, 2200),
                 currency="eur")
    allowed(_BACK, paid, said, subject="Palautus")
    not_allowed(_WITH_KEPT, paid, said, subject="Palautus")
    not_allowed(2200, paid, said, subject="Palautus")
