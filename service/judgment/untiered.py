"""Lines whose model's tier the customer says theirs is not: "the case for the regular iPhone 15,
not the Pro" where the one case on this payment is for the "iPhone 15 Pro" (``tables.untiered``
holds the negations). The customer speaks of another model's item, and a refund of this line's
price is of something they did not name. Read only of a tier the line's title holds
(``variants``' tiers: pro, max, plus, mini, ...) and only where the text never says that tier
without the negation ("the Pro, not the Max" keeps the Pro line named)."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables.untiered import AFTER, BEFORE, RUN_BEFORE
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.variants import CAPITALS, TIERS

# the tiers read so: never "se", "fe" ("no se", "não se" are Spanish and Portuguese), nor "plus"
# ("non plus", "pas plus" are French)
_NEGATABLE = TIERS - CAPITALS - {"plus"}

_TOKEN = re.compile(r"[^\W_]+")


@cache
def _negated(tier: str) -> re.Pattern[str]:
    before = "|".join(f"(?:{b})" for b in dict.fromkeys(BEFORE.values()) if b)
    after = "|".join(f"(?:{a})" for a in dict.fromkeys(AFTER.values()))
    run = "|".join(RUN_BEFORE.values())
    # (a tier is ASCII: its edges are a Latin letter's or a digit's, a script's letters run on)
    return re.compile(rf"(?:(?<![\w])(?:{before})|{run}){tier}(?![a-z0-9])|(?<![a-z0-9]){tier}(?:{after})")


def untiered(texts: list[str], titles: Titles) -> set[int]:
    """The lines whose title's tier the customer negates and never says alone."""
    folded = [fold(text) for text in texts]
    out: set[int] = set()
    for i, line in enumerate(titles.lines):
        for tier in _NEGATABLE & set(_TOKEN.findall(fold(line.title))):
            if not any(tier in low for low in folded):  # (the cheap test first)
                continue
            found = [m.span() for low in folded for m in _negated(tier).finditer(low)]
            if not found:
                continue
            alone = sum(len(re.findall(rf"(?<![a-z0-9]){tier}(?![a-z0-9])", low)) for low in folded)
            if alone <= len(found):  # every "pro" of the text stands in a negation
                out.add(i)
    return out
