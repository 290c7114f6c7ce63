"""A ground for an amount, and the grounds of money charged that was never owed: the shipping
said to be free, the shipping or the payment said taken twice, one of two units or two lines
that hold the second charge (``charges`` reads the words). ``grounding`` weighs them with the
rest; ``Ground`` is the one shape every ground has."""

from __future__ import annotations

from dataclasses import dataclass

from service.judgment.facts import Order
from service.judgment.request import Request

__all__ = ["IMPLIED", "SHIPPING", "Ground", "doubled", "never_owed", "not_held", "whole_payment",
           "within"]

SHIPPING, IMPLIED = 0.85, 0.70
WRITTEN = 0.90  # the payment said taken twice, its amount written (``grounding.FULL``)


@dataclass(frozen=True)
class Ground:
    amount: int
    score: float
    code: str
    why: str  # in words, never the customer's text


def never_owed(order: Order, request: Request, wanted: set[int], shipping: int) -> list[Ground]:
    """Money the customer says was taken that was never owed (``charges``): the shipping said
    to be free; the shipping said taken twice, else the payment, where they name no line (or
    write only its amount: "99 € at 18:41 and another 99 € at 18:42" names this payment as the
    second charge, whatever lines it has). Never the payment where the figures they write of
    the charge are another amount, or where it holds the second charge itself (``doubled``:
    two units of a line, two lines of one title): then the whole is not what came twice."""
    if request.shipping_kept or request.kept or request.said_elsewhere:
        return []  # (nor where the charge spoken of is another purchase's)
    if shipping and request.free_shipping:
        return [Ground(shipping, SHIPPING, "free_shipping", "the shipping, which the customer "
                                                            "says was to be free")]
    if not request.taken_twice:
        return []
    whole = whole_payment(order)
    written = [f.amount for f in request.figures]
    this = bool(written) and all(any(abs(a - w) <= 1 for w in whole) for a in written)
    if wanted and not (this and len(wanted) == len(order.lines)):
        return []
    if request.shipping_said:
        return [Ground(shipping, SHIPPING, "taken_twice", "the shipping, which the customer "
                                                          "says was charged twice")] if shipping else []
    if (written and not this) or within(order, request, wanted):
        return []
    if this:
        return [Ground(w, WRITTEN, "taken_twice", "the whole payment, whose amount the customer "
                                                  "writes of a charge they say was taken twice")
                for w in whole]
    return [Ground(w, IMPLIED, "taken_twice", "the whole payment, which the customer says was "
                                              "taken twice") for w in whole]


def within(order: Order, request: Request, wanted: set[int]) -> bool:
    """Whether the payment itself holds the charge said taken twice (``doubled`` finds one of
    two units, or of two lines of one title): the whole payment is then not the second charge."""
    return request.taken_twice and bool(doubled(order, request, wanted))


def doubled(order: Order, request: Request, wanted: set[int]) -> list[Ground]:
    """The payment taken twice where the payment itself holds the second charge: one of a
    line of two units, or one of two lines of the same title, of the lines named (else of
    any), for a customer who says they were charged twice ("the monthly plan went through
    twice"; the payment's one line, two months of it)."""
    if not request.taken_twice or request.kept or request.units:
        return []
    of = sorted(wanted) or range(len(order.lines))
    lines = [order.lines[i] for i in of]
    out = [Ground(li.unit, IMPLIED, "taken_twice", f"one of the two {li.title!r}, which the "
                                                   f"customer says were charged twice")
           for li in lines if li.quantity == 2 and li.unit]
    titles = [li.title for li in lines]
    out += [Ground(li.total, IMPLIED, "taken_twice", f"one of the two lines {li.title!r}, which "
                                                     f"the customer says were charged twice")
            for li in lines if titles.count(li.title) == 2]
    shipping = sum(s.amount for s in order.shipping)
    if request.shipping_said and not request.shipping_kept and shipping and shipping % 2 == 0:
        # the shipping said charged twice ("2x verzendkosten van 4,95") where the payment's
        # shipping holds both: one of its halves
        out.append(Ground(shipping // 2, SHIPPING, "taken_twice", "one of the two shipping charges "
                                                                  "the customer says were taken"))
    return out


def not_held(order: Order, request: Request, wanted: set[int], grounds: list[Ground]) -> list[Ground]:
    """``grounds`` without the whole payment asked by implication where the payment itself holds
    both charges said taken twice (``within``: "charged twice for my plan", the payment's one
    line two of it, asks one of them back, never the payment). A line the customer names keeps
    its ground: "two identical orders, refund the second", its line of two units the order."""
    if not within(order, request, wanted):
        return grounds
    return [g for g in grounds if g.code != "whole"]


def whole_payment(order: Order) -> list[int]:
    """The whole payment: what was paid, and what is left of it."""
    return sorted({w for w in (order.total, order.left) if w})
