"""The one line that came, where the others are missing: "only the drill was in the parcel, the
bit set and the holder are missing", "Im Paket war nur der Akkuschrauber", "只到了起子机，钻头套装
没到". The line said to be the only one that came is the one the customer has, never asked: it
reads as kept, so an amount with it is not what they ask, and the lines asked are the others
(named, or counted: "refund the two missing items").

Read in a clause that names a line and says "only" (``actions.ONLY``; the French "seule", the
Chinese "只"), with a verb of arriving or "in the parcel" (``tables.shortfall.CAME``) in it or in
a clause beside it that names nothing, where the comment says something is missing
(``tables.shortfall.MISSING``) and those clauses say nothing missing, wrong, asked or sent back,
and count nothing ("only 3 of the 4 came" is ``shortfall``'s, the units that came).
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import numbers
from service.judgment.actions import ONLY
from service.judgment.clauses import Clause
from service.judgment.request import Request
from service.judgment.tables import gates, joined
from service.judgment.tables.shortfall import CAME, MISSING
from service.judgment.text import fold

__all__ = ["kept_came"]

_DIGIT = re.compile(r"\d")
# "only" as a clause of arriving says it beside ``actions.ONLY``'s adverbs: the French adjective
# ("seule la perceuse est arrivée"), the Chinese adverb before its verb ("只到了", "仅收到")
_ALONE = re.compile(r"(?<![\w])seul(?:e|s|es)?(?![\w])|只|仅|僅")


def _only(folded: str) -> bool:
    return bool((gates.prefilter(ONLY)(folded) and ONLY.search(folded)) or _ALONE.search(folded))
_SAYS = ("complaint", "refund", "back", "full", "rest", "everything", "declined", "withdrawn")


@cache
def _words(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    return joined(codes, CAME), joined(codes, MISSING)


def kept_came(clauses: list[Clause], comment: str, codes: tuple[str, ...], request: Request) -> None:
    """Keep the lines of a clause that says they alone came (see the module's docstring)."""
    if not any(_only(c.folded) for c in clauses if c.lines):
        return
    came, missing = _words(codes)
    if came is None or missing is None or not missing.search(fold(comment)):
        return
    for i, clause in enumerate(clauses):
        # (with the clauses beside it that name nothing: "im Paket war | nur der Akkuschrauber")
        near = [clause] + [clauses[j] for j in (i - 1, i + 1) if 0 <= j < len(clauses) and not clauses[j].lines]
        said = " ".join(c.folded for c in near)
        if not clause.lines or not _only(clause.folded) or not came.search(said) \
                or missing.search(said) or any(c.marks.get(m) for c in near for m in _SAYS) \
                or any(_DIGIT.search(numbers.digits(said, code)) for code in codes):
            continue
        for mention in clause.lines:
            request.kept.add(mention.line)
            request.named.discard(mention.line)
            request.complained.discard(mention.line)
