"""A purchase elsewhere still to be made: "refund the two broken ones, I'll buy them somewhere
else", "erstatten Sie mir die zwei, ich kaufe sie woanders", "ikisinin parasını iade edin,
başka yerden alırım", "他の店で買います". The words for "elsewhere" and "another shop" there
are the customer's remedy, what they will do with the money, never where the item complained of
came from: ``elsewhere`` counts the item another purchase's only where the purchase is made
(``tables.intended``: a verb of buying still to come, before the place or after it, and the
whole form of the languages written as runs). A past purchase elsewhere ("I bought it
elsewhere", "woanders gekauft", "başka yerden aldım") is none of these, and stays another
purchase's.

Only where the customer wishes no other remedy and declines no money anywhere in their words
(``remedy``): beside "send me a new one, not the money", buying elsewhere is what they would
be left to do, not what they do with a refund asked, and the words stay as ``elsewhere`` reads
them."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.clauses import marks_in
from service.judgment.tables import RUN_TOGETHER, Patterns, fold_fragment
from service.judgment.tables.intended import PLACE, TO_BUY, TO_BUY_AFTER, TO_BUY_RUN
from service.judgment.text import fold

_GAP_BEFORE = r" (?:[\w'-]+ ){0,3}"  # "I'll buy [a new pair] elsewhere"
_GAP_AFTER = r" (?:[\w'-]+ ){0,2}"  # "woanders [einen neuen] kaufen"


@cache
def _compiled(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    forms: list[str] = []
    for code in codes:
        if code in RUN_TOGETHER:
            forms += [f"(?:{fold_fragment(f)})" for f in TO_BUY_RUN.get(code, ())]
            continue
        places = "|".join(fold_fragment(p) for p in PLACE.get(code, ()))
        if not places:
            continue
        before = "|".join(fold_fragment(v) for v in TO_BUY.get(code, ()))
        after = "|".join(fold_fragment(v) for v in TO_BUY_AFTER.get(code, ()))
        if before:
            forms.append(rf"(?<![\w])(?:{before})(?:-\w+)?{_GAP_BEFORE}(?:{places})(?![\w])")
        if after:
            forms.append(rf"(?<![\w])(?:{places}){_GAP_AFTER}(?:{after})(?![\w])")
    return re.compile("|".join(forms)) if forms else None


def to_come(folded: str, at: int, codes: tuple[str, ...]) -> bool:
    """Whether the words for elsewhere standing at ``at`` in ``folded`` are of a purchase still
    to be made (see the module's docstring), in the languages ``codes``."""
    pattern = _compiled(codes)
    return pattern is not None and any(m.start() <= at < m.end() for m in pattern.finditer(folded))


def remedy(texts: list[str], found: list[Patterns]) -> bool:
    """Whether the customer's ``texts`` wish no other remedy and decline no money (read only
    where a purchase elsewhere to come stands)."""
    for text in texts:
        marks = marks_in(fold(text), found)
        if marks.get("instead") or marks.get("declined"):
            return False
    return True
