""""All good, you can cancel the trace!": a word for everything that is the subject of "fine"
("all good", "todo bien", "一切都好": ``tables.allfine``) names no whole to cancel or to pay
back. ``whole_named`` says whether a sentence's words for everything or for the order still
stand once those are set aside; ``fine_of_it`` and ``all_fine`` (read by ``reading``) whether a
sentence says something, or everything, is fine and nothing is wrong."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.clauses import Clause, kept_and_bad
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


def fine_of_it(clauses: list[Clause], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """A sentence that names no line and says something is fine, works or is kept, and nothing
    is wrong: not the rest ("the rest is fine"), not an offer taken up ("that works for me")."""
    if marks.get("rest") or marks.get("accept") or marks.get("yes") or marks.get("please"):
        return False
    said = [kept_and_bad(c) for c in clauses]
    return any(kept for kept, _ in said) and not any(bad for _, bad in said)


def all_fine(clauses: list[Clause], marks: dict[str, list[tuple[int, int]]], here: set[int],
              asks: bool, complaint: bool) -> bool:
    """"Everything is here and fine", "alles ist da und in Ordnung", "Her şey geldi, sorun
    yok": the whole said to be fine, no line named, nothing asked, nothing wrong, no thanks
    (a "thanks, all fine" takes up a refund offered), not the rest (the rest being fine keeps
    only the rest): the complaint is withdrawn."""
    if here or asks or complaint or not marks.get("everything") or marks.get("rest") \
            or marks.get("accept") or marks.get("yes"):
        return False
    return any(kept_and_bad(c)[0] and not kept_and_bad(c)[1] for c in clauses)


def rest_fine(marks: dict[str, list[Span]]) -> dict[str, list[Span]]:
    """"Geri kalan her şey yolunda", "everything else is all fine": the words that would withdraw
    the whole ("her şey yolunda") said right after a word for the rest say only the rest is fine,
    and withdraw nothing (the rest is kept: ``keeping``). A copy: ``marks`` is cached."""
    rests, withdrawn = marks.get("rest"), marks.get("withdrawn")
    if not rests or not withdrawn:
        return marks
    left = [(a, b) for a, b in withdrawn if not any(e <= a <= e + 1 for _, e in rests)]
    return marks if len(left) == len(withdrawn) else {**marks, "withdrawn": left}
