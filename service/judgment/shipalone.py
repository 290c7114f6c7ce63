"""The shipping asked alone: "please refund the express shipping", "速達の送料を返金してください".

A sentence that asks money back and names the shipping, and names no line, no "everything",
"the rest", a part or a difference, asks the shipping's price and nothing else; where every ask
of the ticket is such a one, the whole payment is not what the customer asks for (``grounding``
grounds no implied whole then). An ask naming anything else ("refund everything, the shipping
too", "I'm sending it back", "refund me") asks beyond the shipping, and the whole is read as
before."""

from __future__ import annotations

from service.judgment.request import Request

# marks that ask more than the shipping in the same sentence
_BEYOND = ("full", "everything", "rest", "partial", "difference", "instead")


def note(marks: dict[str, list[tuple[int, int]]], here: set[int], request: Request) -> None:
    """Notes on ``request`` whether an asking sentence (its ``marks``, the lines ``here`` it
    names) asks the shipping alone or something beyond it."""
    # (a shipping negated is the goods not sent, "如果还没发货请帮我整单取消退款": no charge asked)
    shipping = [(s, e) for s, e in marks.get("shipping", [])
                if not any(0 <= s - b <= 1 or (a < e and s < b) for a, b in marks.get("negation", []))]
    if shipping and not here and not any(marks.get(m) for m in _BEYOND):
        request.shipping_alone = True
    else:
        request.beyond_shipping = True


def only(request: Request) -> bool:
    """Whether every ask the customer made names the shipping alone."""
    return request.shipping_alone and not request.beyond_shipping and not request.full
