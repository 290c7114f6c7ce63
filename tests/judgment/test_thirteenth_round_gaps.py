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


# -- another model of the line's brand or series named in its place -------------------------------

_WATCH = order(("Samsung Galaxy Watch6 Classic 47mm", 1, 32900), currency="eur")
_TABLET = order(("Apple iPad Air 11-inch Wi-Fi 128GB", 1, 69900), ("USB-C Charger 20W", 1, 1900))
_BOSE = order(("Bose SoundLink Flex 2 Portable Speaker", 1, 14900), ("Braided Aux Cable", 1, 990))
_MARSHALL = order(("Marshall Emberton 3 Speaker Black", 1, 16900), ("Silicone Sleeve", 1, 1490))


@pytest.mark.parametrize(("paid", "amount", "said"), [
    (_WATCH, None, ("Meine Galaxy Watch FE lädt nicht mehr, bitte das Geld zurück.",)),
    (_TABLET, 69900, ("The iPad Pro screen has dead pixels, please refund it.",)),
    (_BOSE, 14900, ("My SoundLink Revolve 2 stopped charging, I'd like my money back.",)),
    (_MARSHALL, 16900, ("My Marshall speaker won't switch on anymore, refund please.",
                        ("agent", "Sorry to hear that! Which speaker is it?"),
                        "The Acton 2, the black one. Bought it a while ago.")),
])
def test_another_model_of_the_brand_names_another_item(paid, amount, said) -> None:
    not_allowed(amount, paid, *said, subject="Broken")


@pytest.mark.parametrize(("paid", "amount", "said"), [
    (_WATCH, None, ("Meine Galaxy Watch lädt nicht mehr, bitte das Geld zurück.",)),
    (_WATCH, None, ("Die Watch6 Classic von Samsung lädt nicht mehr, bitte das Geld zurück.",)),
    (_TABLET, 69900, ("The iPad Air screen has dead pixels, please refund it.",)),
    (_TABLET, 69900, ("The iPad screen has dead pixels, please refund it.",)),
    (_BOSE, 14900, ("My SoundLink Flex stopped charging, I'd like my money back.",)),
    (_BOSE, 14900, ("The Flex 2 by Bose stopped charging, I'd like my money back.",)),
    (_MARSHALL, 16900, ("My Marshall speaker won't switch on anymore, refund please.",
                        ("agent", "Sorry to hear that! Which speaker is it?"),
                        "The Emberton, the black one. Bought it a while ago.")),
])
def test_the_lines_own_model_abbreviated_or_reordered_stays_named(paid, amount, said) -> None:
    allowed(amount, paid, *said, subject="Broken")
