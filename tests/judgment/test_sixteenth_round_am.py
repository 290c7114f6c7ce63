"""The sixteenth round's forms of corpus AM, in our own words: a figure the customer asks that
is more than the payment took, of a kind no line is (another item's price); each beside the
grounded twin that must stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# -- a figure beyond the payment, said of a kind no line is: another item's price ---------------

# (a band and a cable of the brand: a watch is of the band's family, so the brand beside it
# names the band)
_WATCH_BITS = order(("Polar Silicone Band 20mm Black", 1, 3490), ("Polar Charging Cable USB-A", 1, 1990))

BEYOND = [
    ("en", "Hi, I sent my Polar watch (249 $) back last week, please refund the 249 $."),
    ("de", "Hallo, meine Polar Uhr (249 $) habe ich zurückgeschickt, bitte die 249 $ überweisen."),
    ("es", "Hola, devolví mi reloj Polar (249 $), por favor reembolsen los 249 $."),
    ("sv", "Hej, jag skickade tillbaka min Polar klocka (249 $), betala tillbaka de 249 $."),
]


@pytest.mark.parametrize(("lang", "said"), BEYOND)
def test_a_figure_beyond_the_payment_of_another_kind_is_asked(lang: str, said: str) -> None:
    asked(5480, _WATCH_BITS, said, reason="item_not_on_payment")


BEYOND_OWN = [
    ("en", "Hi, the Polar band and the cable came broken, I sent them back, please refund them."),
    ("en", "Hi, the Polar band (34.90 $) came torn, I sent it back: please refund the 34.90 $."),
    ("de", "Hallo, das Polar Armband und das Kabel (54,80 $) habe ich zurückgeschickt, bitte "
           "erstatten."),
]


@pytest.mark.parametrize(("lang", "said"), BEYOND_OWN)
def test_the_lines_sent_back_stay_allowed(lang: str, said: str) -> None:
    allowed(3490 if "34.90" in said else 5480, _WATCH_BITS, said)
