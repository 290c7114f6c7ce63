"""A charge said not to have been owed, the customer's indirect ask for its money back: "I
shouldn't have paid for the express shipping", "die Versandkosten hätte ich nicht bezahlen
müssen", "je n'aurais pas dû payer les frais de port", "速達の送料は払う必要がなかった",
"배송비는 낼 필요가 없었어요", "运费我本来不应该付", "ما كان لازم ادفع الشحن". A negated modal of duty
or need over a verb of paying or of being charged, in the past (``tables.undue``): the money of
what the sentence names (a line, the shipping; else what the ticket names) is asked back, as a
"refund" mark would ask it. The present and the future ("I shouldn't have to pay for the
return") and the positive ("I should have paid") ask nothing; a decline in the same sentence
("... but I don't want any money back") still declines (``reading``).

``marked(folded, marks, codes)`` adds the "refund" mark; most sentences are left at one search
of the words' gate (``tables.gates``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from service.judgment.tables import gates, joined
from service.judgment.tables.undue import UNDUE

Span = tuple[int, int]
Marks = dict[str, list[Span]]


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, Callable[[str], bool] | None]:
    pattern = joined(codes, UNDUE)
    return pattern, (gates.prefilter(pattern) if pattern is not None else None)


def marked(folded: str, marks: Marks, codes: tuple[str, ...]) -> Marks:
    """``marks`` with a "refund" mark where ``folded`` says a charge was not owed (a copy where
    one is added)."""
    if marks.get("refund"):
        return marks  # (asked already)
    pattern, gate = _compiled(tuple(dict.fromkeys(codes)))
    if pattern is None or gate is None or not gate(folded):
        return marks  # (most sentences)
    found = pattern.search(folded)
    if found is None:
        return marks
    return {**marks, "refund": sorted(marks.get("refund", []) + [found.span()])}
