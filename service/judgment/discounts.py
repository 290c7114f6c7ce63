"""A discount the payment did not take off, in the customer's figures: they write a whole
percent (a code's digits, "WELCOME15"; "15 %") and an exact figure that is that percent of a
line they name, or of the whole ("the code was accepted but the full 80.00 was charged for the
lamp: 12.00 is missing", a 15 % code). The figure is no line's price, yet it names something on
the payment: that share of the line.

``discounted(order, request)`` reads such figures as differences the customer is owed.
"""

from __future__ import annotations

from service.judgment.facts import Order
from service.judgment.request import Figure, Request

# the percents a discount is given in: whole fives up to a half
_PERCENTS = frozenset(range(5, 55, 5))


def discounted(order: Order, request: Request) -> None:
    """Reads the customer's exact figures that are a percent they write too of a line they
    name, or of the whole (see the module's docstring), as differences they are owed."""
    percents = request.counts & _PERCENTS
    stray = {f.amount for f in request.figures if f.exact and f.names == "nothing"}
    if not percents or not stray:
        return
    bases = [order.lines[i].total for i in sorted(request.named | request.mentioned)]
    found = {amount for amount in stray for value in (*bases, order.total) for p in percents
             if abs(value * p - amount * 100) <= 100}
    if not found:
        return
    request.differences |= found
    request.figures = [Figure(f.amount, f.exact, "difference", None, f.said_of)
                       if f.names == "nothing" and f.amount in found else f
                       for f in request.figures]
