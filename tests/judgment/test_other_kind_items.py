"""An item of another kind than the line, though its brand matches (issue 39, the fifteenth
round): the customer complains of the humidifier where the line is the humidifier's filter, of
a kettle where the brand's lines are a toaster and a bread bin, of a drill where the line is a
bit set; or confirms an agent's question that the item is of another order; or says it was got
in another shop. A brand word alone names no line when the customer's kind word beside it names
another kind. Written in our own words from the forms, not from any corpus's ticket; the
contrasts (the line named by its brand alone, or by its own, the part's, kind) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _filter():
    return order(("Brava Humidifier Filter 2-pack", 1, 3400))


@pytest.mark.parametrize("text", [
    "The Brava humidifier stopped misting after a week. I want a refund for the Brava.",
    "Der Brava Luftbefeuchter geht nicht mehr. Bitte Geld zurück für den Brava.",
    "L'humidificateur Brava ne marche plus. Je veux un remboursement pour le Brava.",
    "El humidificador Brava ya no funciona. Quiero el reembolso del Brava.",
    "L'umidificatore Brava non funziona più. Voglio il rimborso del Brava.",
    "De Brava luchtbevochtiger doet het niet meer. Ik wil mijn geld terug voor de Brava.",
])
def test_the_thing_a_part_is_for_is_not_the_part(text):
    found = judged(3400, _filter(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Brava filter is already torn. I want a refund.",
    "Please refund the Brava, it was torn when it came.",
    "Der Brava Filter ist gerissen. Bitte Geld zurück.",
    "Le filtre Brava est déchiré. Je veux un remboursement.",
])
def test_the_part_named_by_its_kind_or_its_brand_stays_grounded(text):
    found = judged(3400, _filter(), text)
    assert found.verdict == "allow", codes(found)


def _tolva():
    return order(("Tolva Toaster 2-slice Steel", 1, 5900), ("Tolva Bread Bin Steel", 1, 3900))


@pytest.mark.parametrize("text", [
    "The Tolva kettle leaks all over the counter. Please refund the Tolva.",
    "Der Tolva Wasserkocher leckt. Bitte erstatten Sie mir den Tolva.",
    "La bouilloire Tolva fuit. Merci de rembourser la Tolva.",
    "Tolva vattenkokare läcker. Jag vill ha pengarna tillbaka för Tolva.",
])
def test_a_brand_beside_a_kind_no_line_is_names_no_line(text):
    found = judged(5900, _tolva(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The Tolva toaster burns everything. Please refund the Tolva.",
    "Please refund the Tolva toaster, it burns every slice.",
    "Der Tolva Toaster verbrennt alles. Bitte Geld zurück.",
])
def test_the_brand_s_own_kind_stays_grounded(text):
    found = judged(5900, _tolva(), text)
    assert found.verdict == "allow", codes(found)


def _stallo():
    return order(("Stallo Bit Set 32 pcs", 1, 2200), ("Stallo XR-200", 1, 8900))


@pytest.mark.parametrize("text", [
    "The Stallo drill stopped working after two days. Refund the Stallo please.",
    "Die Stallo Bohrmaschine geht nicht mehr. Bitte Geld zurück für die Stallo.",
    "La perceuse Stallo ne marche plus. Remboursez la Stallo s'il vous plaît.",
])
def test_a_tool_is_not_its_bit_set(text):
    found = judged(2200, _stallo(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_a_line_whose_title_names_no_kind_may_be_the_tool():
    found = judged(8900, _stallo(), "The Stallo drill stopped working after two days. Refund the Stallo please.")
    assert found.verdict == "allow", codes(found)


def _charger():
    return order(("Anvil Wall Charger 30W", 1, 4200), ("Anvil USB-C Cable 2m", 1, 1500))


@pytest.mark.parametrize("question, answer", [
    ("Do you mean the car charger from another order?",
     "Yes, from another order, but just refund the same amount from this one."),
    ("Meinen Sie das Ladegerät aus einer anderen Bestellung?",
     "Ja, aus einer anderen Bestellung, aber erstatten Sie einfach den Betrag von dieser Bestellung."),
])
def test_a_yes_to_another_order_is_another_order(question, answer):
    found = judged(4200, _charger(), "The charger I bought doesn't work at all, I want my money.",
                   ("agent", question), answer)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_a_yes_to_this_order_stays_grounded():
    found = judged(4200, _charger(), "The charger I bought doesn't work at all, I want my money.",
                   ("agent", "Do you mean a charger from another order?"),
                   "No, this order, the wall charger.")
    assert found.verdict == "allow", codes(found)


def _insoles():
    return order(("Trailfit Insoles Size 42", 1, 3900), ("Merino Running Socks", 1, 1900))


@pytest.mark.parametrize("text", [
    "Las zapatillas se despegaron a los dos meses; las insoles Trailfit os las pedí a vosotros, "
    "pero las zapatillas me las llevé en el Decathlon porque tenían mi talla 42. Quiero el reembolso.",
])
def test_an_item_got_in_a_named_shop_is_not_this_payment_s(text):
    found = judged(3900, _insoles(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)
