"""The customer's own words that the item spoken of may be of another of their orders: they are
not sure which order it was ("non so se era su quest'ordine o quello di ottobre", "no idea which
order it was on", ``tables.whichorder.UNSURE``), or they placed several ("I got two of them in
separate orders", ``tables.elsewhere.SEVERAL``) and tell theirs apart by a size this payment's
line of that unit is not ("it's the 40 oz one", where the line is 30 oz) and never write the
line's own. This payment is one order: a refund of its line's price is of an item they do not
say it sold them.

``other_order(texts, titles, found, first)``: whether the customer's texts (the subject,
``texts[:first]``, left out) say so. A sentence that says this order against the other ("this
order", "this time": ``tables.elsewhere.THIS``) keeps the several orders' reading out; not
knowing which is said of this order too, so nothing keeps it out. A text with neither form's
gate word costs one search of it.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import Patterns, joined
from service.judgment.tables.elsewhere import SEVERAL, THIS
from service.judgment.tables.whichorder import UNSURE
from service.judgment.text import fold
from service.judgment.titles import Titles

# a size or a capacity with its unit, as customers write them beside the item ("40 oz", "1,2 l")
_SIZED = re.compile(r"(?<![\w.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(oz|ml|cl|dl|l|ltr|litre|liter|cm|mm|gb|tb|inch|inches"
                    r"|zoll|[\"″])(?![a-z0-9])")
_UNIT = {"ltr": "l", "litre": "l", "liter": "l", "inches": "in", "inch": "in", "zoll": "in", '"': "in",
         "″": "in"}


def other_order(texts: list[str], titles: Titles, found: list[Patterns], first: int) -> bool:
    """Whether the customer says the item may be of another of their orders (see the module's
    docstring)."""
    codes = tuple(p.table.code for p in found if p.table.code in UNSURE)
    if not codes:
        return False
    unsure, several, this = _compiled(codes)
    folded = [fold(t) for t in texts[first:]]
    if any(unsure.search(f) for f in folded):
        return True
    if not any(several.search(f) for f in folded) or any(this.search(f) for f in folded):
        return False
    return _another_size(folded, titles)


def _another_size(folded: list[str], titles: Titles) -> bool:
    """Whether the texts write a size of a unit some line's title writes, none of them that
    line's own, and the line is the only one of that unit ("40 oz", the one line "30 oz")."""
    said: dict[str, set[str]] = {}
    for text in folded:
        for unit, n in _sizes(text):
            said.setdefault(unit, set()).add(n)
    if not said:
        return False
    owns = [_sizes(fold(line.title)) for line in titles.lines]
    for unit, written in said.items():
        lines = [own for own in owns if any(u == unit for u, _ in own)]
        if len(lines) == 1 and not written & {n for u, n in lines[0] if u == unit}:
            return True
    return False


def _sizes(folded: str) -> set[tuple[str, str]]:
    """The (unit, figure) pairs of the sizes a folded text writes ("1,2 l": ("l", "1.2"))."""
    out = set()
    for m in _SIZED.finditer(folded):
        n = m.group(1).replace(",", ".")
        out.add((_UNIT.get(m.group(2), m.group(2)), n.rstrip("0").rstrip(".") if "." in n else n))
    return out


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    found = (joined(codes, UNSURE), joined(codes, SEVERAL), joined(codes, THIS))
    assert all(p is not None for p in found), "every language of the form has its words in every table"
    return found  # type: ignore[return-value]
