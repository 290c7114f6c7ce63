"""The other units of a line kept: the payment's one line holds several units, the customer
complains of one and says the rest is fine and kept ("den ene stol vipper, den anden er fin og
den beholder jeg"), naming no count. The whole line's price refunds the units they keep too:
a person decides how many come back. ``other_units_kept(amount, order, request)`` says whether
``amount`` is the whole of such a line.
"""

from __future__ import annotations

from service.judgment.contradictions import close
from service.judgment.facts import Order
from service.judgment.request import Request


def other_units_kept(amount: int, order: Order, request: Request) -> bool:
    """Whether ``amount`` is the whole of the payment's one line of several units, where the
    customer says the rest is kept and names no count, share or line kept by its own name."""
    if not request.rest_kept or len(order.lines) != 1 or request.units or request.full:
        return False
    line = order.lines[0]
    return line.quantity > 1 and close(amount, line.total)
