"""A difference asked from a price this payment never took: the customer writes what they say
they paid, the price now, and the gap between the two as what they want back ("I paid 99, it
is 69 now, refund the 30"), but no line, no unit and not the payment cost what they say they
paid (the coat was 89: the gap to the price now would be 20). The gap is between two figures
of their own, neither on this payment: it names nothing here, and a person checks what was paid.

``unpaid_gap(amount, order, figures)`` gives the figures (said paid, price now), or None; the
contradictions read it (``contradictions.against``). Structure only: the words for a difference
are read before (``figures.differences``, which names the gap's figure "difference").
"""

from __future__ import annotations

from service.judgment.facts import Order
from service.judgment.request import Figure


def unpaid_gap(amount: int, order: Order, figures: list[Figure]) -> tuple[int, int] | None:
    """The figures (said paid, price now) whose gap ``amount`` is, where ``amount`` is written
    as the difference asked, the price said paid names nothing on this payment and no price this
    payment took is as far from the price now; else None."""
    if not any(f.names == "difference" and close(amount, f.amount) for f in figures):
        return None
    stray = sorted({f.amount for f in figures if f.names == "nothing"}, reverse=True)
    if len(stray) < 2:
        return None
    paid = {li.total for li in order.lines} | {li.unit for li in order.lines if li.unit}
    paid |= {w for w in (order.total, order.left) if w}
    paid |= {f.amount for f in figures if f.names in ("line", "units", "whole")}
    for said in stray:
        if any(close(said, p) for p in paid):
            continue
        for now in stray:
            if now < said and close(said - now, amount) and not any(
                    close(p - now, amount) for p in paid):
                return said, now
    return None


def close(amount: int, value: int, slack: int = 1) -> bool:
    return abs(amount - value) <= slack
