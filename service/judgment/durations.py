"""Whether a share word found in a clause measures time ("half an hour", "yarım saat", "half the
time", "an hour and a half"): a duration, never a share of a line or of the order. The words
are ``tables.durations``'; read only where a share word was found, so no sentence is searched
for them otherwise."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import durations, fold_fragment


@cache
def _patterns(code: str) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None]:
    after, before, within = (table.get(code) for table in (durations.AFTER, durations.BEFORE, durations.WITHIN))
    return (re.compile(r"[\s-]*(?:" + fold_fragment(after) + ")") if after else None,
            re.compile(fold_fragment(before)) if before else None,
            re.compile(fold_fragment(within)) if within else None)


def of_time(codes: tuple[str, ...], folded: str, start: int, end: int) -> bool:
    """Whether the share word at ``start``-``end`` of ``folded`` (a clause in one of the
    languages ``codes``: the share word's own first, then the text's, as "een half uur" reads
    English "half" before a Dutch hour) is said of a unit of time: the unit right after it,
    right before it, or written in one word with it."""
    return any(_of_time(code, folded, start, end) for code in dict.fromkeys(codes))


def _of_time(code: str, folded: str, start: int, end: int) -> bool:
    after, before, within = _patterns(code)
    if within is not None and within.search(folded, start, end):
        return True
    if after is not None and after.match(folded, end):
        return True
    return before is not None and before.search(folded[max(0, start - 24):start]) is not None
