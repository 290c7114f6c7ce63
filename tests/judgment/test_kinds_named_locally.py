"""Kinds of product a customer names in their own language where the title says it in English
(issue 39, the eighteenth round): a rice cooker, a router, and the local words for a hair dryer
("feonul") and a down jacket ("puchówka") that the table lacked. Unread, the customer's words
named no line, and the line's price read as one they do not name. Written in our own words, not
from any corpus's ticket; the contrast (the same words where the payment holds no such line, the
price another line's) stays with a person."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_COOKER = (("Kimura IH Rice Cooker 1.8L White", 1, 6990), ("Ceramic Bowl Set 4 pcs", 1, 1990))
_NO_COOKER = (("Kimura Air Fryer 4L White", 1, 6990), ("Ceramic Bowl Set 4 pcs", 1, 1990))

_RICE = {
    "de": "Der Reiskocher geht nicht an. Bitte erstatten Sie mir den Reiskocher.",
    "fr": "Le cuiseur à riz ne s'allume pas. Remboursez-moi le cuiseur à riz, svp.",
    "es": "La arrocera no enciende. Devuélvanme el dinero de la arrocera.",
    "it": "Il cuociriso non si accende. Rimborsatemi il cuociriso per favore.",
    "nl": "De rijstkoker gaat niet aan. Graag mijn geld terug voor de rijstkoker.",
    "pl": "Ryżowar się nie włącza. Proszę o zwrot pieniędzy za ryżowar.",
    "sv": "Riskokaren startar inte. Jag vill ha pengarna tillbaka för riskokaren.",
    "fi": "Riisinkeitin ei käynnisty. Haluan rahat takaisin riisinkeittimestä.",
    "ja": "炊飯器の電源が入りません。炊飯器の代金を返金してください。",
    "ko": "밥솥 전원이 안 켜져요. 밥솥 환불해 주세요.",
    "zh": "电饭煲开不了机，请退电饭煲的钱。",
}


@pytest.mark.parametrize("lang", sorted(_RICE))
def test_a_rice_cooker_named_in_the_customer_s_words_is_the_line(lang):
    found = judged(6990, order(*_COOKER, currency="eur"), _RICE[lang])
    assert found.verdict == "allow", shown(found, (_RICE[lang],))


@pytest.mark.parametrize("lang", sorted(_RICE))
def test_a_rice_cooker_where_no_line_is_one_stays_with_a_person(lang):
    found = judged(6990, order(*_NO_COOKER, currency="eur"), _RICE[lang])
    assert found.verdict != "allow", shown(found, (_RICE[lang],))


_ROUTER = (("Linkwave AX3000 Wi-Fi 6 Router", 1, 8990), ("Cat6 Ethernet Cable 2m", 1, 990))
_NO_ROUTER = (("Linkwave AX3000 Wi-Fi 6 Camera", 1, 8990), ("Cat6 Ethernet Cable 2m", 1, 990))

_ROUTED = {
    "fi": "Reititin ei yhdistä mihinkään. Haluan rahat takaisin reitittimestä.",
    "ko": "공유기가 연결이 안 돼요. 공유기 환불해 주세요.",
    "ja": "ルーターが繋がりません。ルーターの代金を返金してください。",
    "zh": "路由器连不上网，请退路由器的钱。",
}


@pytest.mark.parametrize("lang", sorted(_ROUTED))
def test_a_router_named_in_the_customer_s_words_is_the_line(lang):
    found = judged(8990, order(*_ROUTER, currency="eur"), _ROUTED[lang])
    assert found.verdict == "allow", shown(found, (_ROUTED[lang],))


@pytest.mark.parametrize("lang", sorted(_ROUTED))
def test_a_router_where_no_line_is_one_stays_with_a_person(lang):
    found = judged(8990, order(*_NO_ROUTER, currency="eur"), _ROUTED[lang])
    assert found.verdict != "allow", shown(found, (_ROUTED[lang],))


@pytest.mark.parametrize(("paid", "amount", "text"), [
    ((("Aerion Supersonic Hair Dryer Copper", 1, 219900), ("Wide Tooth Comb", 1, 6900)), 219900,
     "Feonul se oprește singur după un minut. Vreau banii pe feon."),
    ((("Polar Retro Down Jacket Red M", 1, 149900), ("Polar Wool Scarf Grey", 1, 14900)), 149900,
     "Puchówka jest za mała, odsyłam ją. Proszę o zwrot za puchówkę."),
])
def test_a_local_word_for_a_titled_kind_names_the_line(paid, amount, text):
    found = judged(amount, order(*paid, currency="ron"), text)
    assert found.verdict == "allow", shown(found, (text,))
