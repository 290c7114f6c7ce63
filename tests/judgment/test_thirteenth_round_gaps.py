"""The thirteenth round's gaps, each a form: a charge said of another order never grounds this
payment (its "not this one" confirms the other order, it sets nothing against it); another model
of the line's brand named in its place names another item."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- a charge said of another order, "not this one" -----------------------------------------------

_GRINDER = order(("Burr Coffee Grinder", 1, 7900), currency="eur")

CHARGED_FOR_ANOTHER = [
    ("en", "My card was charged twice for a previous order, not this one. Please sort it out."),
    ("fr", "J'ai été débité deux fois pour une autre commande, pas celle-ci."),
    ("zh", "之前的订单被扣了两次款，不是这次的。"),
    ("tr", "Önceki siparişte kartımdan iki kez çekildi, bu sipariş için değil."),
    ("de", "Bei einer früheren Bestellung wurde doppelt abgebucht, nicht bei dieser."),
]


@pytest.mark.parametrize(("lang", "said"), CHARGED_FOR_ANOTHER)
def test_a_charge_said_of_another_order_grounds_nothing(lang: str, said: str) -> None:
    not_allowed(None, _GRINDER, said, subject="Payment")


@pytest.mark.parametrize("said", [
    "My card was charged twice for this order, not my previous order.",
    "Unlike my previous order, this time my card got charged twice.",
])
def test_a_charge_said_of_this_order_against_another_stays_grounded(said: str) -> None:
    allowed(None, _GRINDER, said, subject="Payment")
