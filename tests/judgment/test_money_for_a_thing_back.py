"""Money for a thing wanted back with the thing between ("Rahat padasta takaisin", the money for
the pot back; "Das Geld für den Topf zurück"), and "pata" (a pot, a casserole) a Finnish name of
the pot's kind (issue 39, the grounded side). Written in our own words from the class's
definition (grounded_line), never from a ticket.

The contrasts stay with a person: the line said fine proposed, and the whole payment."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order


def _paid():
    return order(("Staub Cocotte Casserole 24cm", 1, 21900), ("Serving Bowl 20cm", 1, 2400),
                 ship=490, currency="eur")


ASKED = [
    "Pata murtui liedellä toisella kerralla. Kulho on kunnossa. Rahat padasta takaisin, kiitos.",
    "Padan kansi halkesi. Kulho on ok. Rahani padasta takaisin.",
    "Der Topf ist beim zweiten Mal gesprungen. Die Schüssel ist in Ordnung. Das Geld für den Topf zurück, bitte.",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_money_for_the_thing_back_grounds_its_line(text):
    allowed(21900, _paid(), text, reason="grounded_line")


@pytest.mark.parametrize("amount", [2400, None])
@pytest.mark.parametrize("text", ASKED[:2])
def test_the_line_said_fine_or_the_whole_stays_with_a_person(text, amount):
    not_allowed(amount, _paid(), text)
