"""What one sentence's reading derives from its text alone (with the judgment's order and
languages), read once a judgment: a ticket says a sentence again ("Refund please." in three
messages), and its marks and the money it says owed are the same each time. Kept on
``Titles.memo``, which lives as long as one judgment: nothing is kept across judgments.
"""

from __future__ import annotations

from service.judgment import mistaken, owed, payback, redo
from service.judgment.clauses import Clause, kept_and_bad, marks_in
from service.judgment.request import Request
from service.judgment.tables import Patterns
from service.judgment.titles import Titles

Marks = dict[str, list[tuple[int, int]]]


def marks(folded: str, found: list[Patterns], codes: tuple[str, ...], later: bool,
          titles: Titles) -> Marks:
    """The sentence's marks, with the money asked in plain words (``payback``): a dict shared
    by every reading of the text, never to be changed."""
    key = ("marks", folded, codes, later)
    if key not in titles.memo:
        titles.memo[key] = payback.marked(
            folded, payback.found_cheaper(folded, marks_in(folded, found), codes, later),
            tuple(p.table.code for p in found))
    return titles.memo[key]  # type: ignore[return-value]


def owed_asked(folded: str, marks: Marks, found: list[Patterns], clauses: list[Clause],
               request: Request, titles: Titles, later: bool
               ) -> tuple[str, tuple[int, int]] | None:
    """Money asked in the words of ``owed`` (owed, got, wanted, corrected, short, with money
    beside them), the shipping the sentence before spoke of counting as that money where this
    one names no money and no line but lines it says are fine ("Los productos están bien, pero
    el urgente me lo devolvéis"). ``marks``: the sentence's own, as ``later`` reads them."""
    before = request.shipping_last and not marks.get("shipping") and not marks.get("difference") \
        and all(kept_and_bad(c)[0] and not kept_and_bad(c)[1] for c in clauses if c.lines)
    codes = tuple(p.table.code for p in found)
    key = ("owed", folded, codes, later, before)
    if key not in titles.memo:
        titles.memo[key] = owed.asked(folded, marks, codes, before)
    # (or the overcharge told before, put right with a pronoun: "Can you fix that?": ``redo``)
    # (or a charge told before said a mistake: "That must be a mistake?": ``mistaken``)
    return titles.memo[key] or redo.after(folded, marks, codes, clauses, request.difference) \
        or mistaken.after(folded, marks, codes, clauses, request)  # type: ignore[return-value]
