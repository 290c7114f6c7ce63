""""All good, you can cancel the trace!": a word for everything that is the subject of "fine"
("all good", "todo bien", "一切都好": ``tables.allfine``) names no whole to cancel or to pay
back. ``whole_named`` says whether a sentence's words for everything or for the order still
stand once those are set aside."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import joined
from service.judgment.tables.allfine import ALL_FINE

Span = tuple[int, int]


@cache
def _compiled(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    return joined(tuple(dict.fromkeys(codes)), ALL_FINE)


def whole_named(folded: str, marks: dict[str, list[Span]], codes: tuple[str, ...]) -> bool:
    """Whether ``marks`` hold a word for the order or for everything outside what the sentence
    says is fine."""
    spans = marks.get("order", []) + marks.get("everything", [])
    if not spans:
        return False
    fine = _compiled(codes)
    found = [m.span() for m in fine.finditer(folded)] if fine is not None else []
    return any(not any(s < b and a < e for s, e in found) for a, b in spans)
