"""An item likened to another by its price: "same price as the joggers, £34", "refunder buksa
da, samme pris", "同じ金額で返金してもらえませんか". A customer who asks money at "the same
price" as something sets the price of one item beside another's: the one they complain of is
not the one whose price a line of this payment holds, and a refund of that line is a figure
matched, not the item (``grounding`` asks it). ``likened(texts, found)`` reads the words of
``tables.likened`` in the customer's own texts.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import concepts
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.sentences import sentences
from service.judgment.tables import Patterns, gates, joined
from service.judgment.tables.likened import SAME_PRICE
from service.judgment.text import fold
from service.judgment.titles import Titles


def likened(texts: list[str], found: list[Patterns], titles: Titles) -> frozenset[int] | None:
    """None where the customer's words liken nothing by its price; else the lines they name in
    sentences that liken nothing, by a kind of product ("the toaster burns every slice. It cost
    the same as ...": the toaster is spoken of on its own, the item complained of)."""
    codes = tuple(dict.fromkeys(p.table.code for p in found if p.table.code in SAME_PRICE))
    same = _same(codes) if codes else None
    if same is None:
        return None
    may = gates.prefilter(same)  # (its words looked for in one pass first)
    if not any(may(f) and same.search(f) for f in map(fold, texts)):
        return None
    return frozenset(m.line for t in texts for s in sentences(t) if not same.search(folded := fold(s))
                     for m in titles.mentions(folded) if _by_kind(m.words))


def _by_kind(words: frozenset[str]) -> bool:
    """Whether a mention's words name a kind of product (a brand or a colour alone names no
    item: "the Helly Hansen jacket", "the grey hoodie", of other lines of that brand or colour;
    "#" marks a kind found by the customer's own word for it)."""
    return any(w.startswith("#") or (not w.startswith("@") and concepts.of_word(w) is not None) for w in words)


def likened_only(amount: int, order: Order, request: Request) -> bool:
    """Whether the words liken an item to a line by its price where nothing of this payment can
    be what they liken: no line of ``amount`` named in a sentence that likens nothing ("the toaster
    burns. It cost the same as the bread bin": the toaster is the item), no two units of one price (two mugs "at the
    same price" are the lines), no charge said taken twice ("the same amount again")."""
    if request.likened is None or request.twice or request.taken_twice:
        return False
    prices = [li.unit if li.unit is not None else li.total for li in order.lines]
    return len(set(prices)) == len(prices) and all(li.quantity <= 1 for li in order.lines) \
        and not any(abs(amount - li.total) <= 1 for i, li in enumerate(order.lines) if i in request.likened)


@cache
def _same(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    return joined(codes, SAME_PRICE)
