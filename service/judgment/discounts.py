"""A discount the payment did not take off, in the customer's figures: they write a whole
percent (a code's digits, "WELCOME15"; "15 %") and an exact figure that is that percent of a
line they name, or of the whole ("the code was accepted but the full 80.00 was charged for the
lamp: 12.00 is missing", a 15 % code). The figure is no line's price, yet it names something on
the payment: the difference between what was charged and what was due.

``discounted(order, request)`` returns such figures; ``figures.spelled_out`` counts them among
the differences the customer's figures spell out.
"""

from __future__ import annotations

from service.judgment.facts import Order
from service.judgment.request import Request

# the percents a discount is given in: whole fives up to a half
_PERCENTS = frozenset(range(5, 55, 5))


def discounted(order: Order, request: Request) -> set[int]:
    """The customer's exact figures that are a percent they write too of a line they name, or
    of the whole (see the module's docstring)."""
    percents = request.counts & _PERCENTS
    stray = {f.amount for f in request.figures if f.exact and f.names == "nothing"} if percents else ()
    if not stray:
        return set()
    bases = [order.lines[i].total for i in sorted(request.named | request.mentioned)]
    return {amount for amount in stray for value in (*bases, order.total) for p in percents
            if abs(value * p - amount * 100) <= 100}
