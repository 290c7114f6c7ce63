"""The customer's own words that the item spoken of may be of another of their orders: they are
not sure which order it was ("non so se era su quest'ordine o quello di ottobre", "no idea which
order it was on", ``tables.whichorder.UNSURE``), or they placed several ("I got two of them in
separate orders", ``tables.elsewhere.SEVERAL``) and tell theirs apart by a size this payment's
line of that unit is not ("it's the 40 oz one", where the line is 30 oz) and never write the
line's own. Or the item is another purchase's (``elsewhere.said_elsewhere``: "the kettle I got
at Argos") and the line is named only where its price is likened to the item's and asked in its
place ("the toaster costs about the same, refund that instead", ``SAME_PRICE``; "just refund the
film at least", ``IN_PLACE``): a stand-in.
This payment is one order: a refund of its line's price is of an item they do not say it sold
them.

``other_order(texts, titles, found, first)``: which of the three the customer's texts (the
subject, ``texts[:first]``, left out) say ("unsure", "several", "stand_in"), else "". A
sentence that says this order against the other ("this order", "this time":
``tables.elsewhere.THIS``) keeps the several orders' reading out; not knowing which is said of
this order too, so nothing keeps it out. The texts are read as one: a search of each form's
gate keys, and of its pattern where they stand.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from service.judgment.clauses import marks_in
from service.judgment.elsewhere import said_elsewhere
from service.judgment.tables import Patterns, gates, joined
from service.judgment.tables.elsewhere import SEVERAL, THIS
from service.judgment.tables.narrowed import narrowed
from service.judgment.tables.whichorder import IN_PLACE, SAME_PRICE, UNSURE
from service.judgment.text import fold
from service.judgment.titles import Titles

# a size or a capacity with its unit, as customers write them beside the item ("40 oz", "1,2 l")
_SIZED = re.compile(r"(?<![\w.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(oz|ml|cl|dl|l|ltr|litre|liter|cm|mm|gb|tb|inch|inches"
                    r"|zoll|[\"″])(?![a-z0-9])")
_UNIT = {"ltr": "l", "litre": "l", "liter": "l", "inches": "in", "inch": "in", "zoll": "in", '"': "in",
         "″": "in"}
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])|\n+")


def other_order(texts: list[str], titles: Titles, found: list[Patterns], first: int) -> str:
    """Which way the customer says the item may be of another of their orders (see the
    module's docstring): "unsure", "several", "stand_in", else ""."""
    codes = tuple(p.table.code for p in found if p.table.code in UNSURE)
    if not codes:
        return ""
    unsure, several, this, like = _compiled(codes)
    # the texts as one, a line apart (no pattern reads past a line's end): one fold, and each
    # long pattern searched once: with the alternatives whose every key stands in them alone
    # (``narrowed``: the same matches; a ticket's texts hold the keys of few), the several
    # orders (whose keys most texts hold) where its gate's keys stand, and only where a title
    # writes a size
    folded = fold("\n".join(texts[first:]))
    if narrowed(unsure).search(folded):
        return "unsure"
    owns = [_title_sizes(line.title) for line in titles.lines]  # (most titles: no size)
    if any(owns) and gates.prefilter(several)(folded) and several.search(folded) \
            and not this.search(folded) and _another_size(folded, owns):
        return "several"
    if narrowed(like).search(folded) and _stand_in(texts, titles, found, first, like):
        return "stand_in"
    return ""


def _stand_in(texts: list[str], titles: Titles, found: list[Patterns], first: int,
              like: re.Pattern[str]) -> bool:
    """Whether the lines the customer names are named only in sentences that liken a price and
    complain of nothing, and their texts say the item complained of is another purchase's."""
    likened: set[int] = set()
    other: set[int] = set()
    for text in texts[first:]:
        for folded in (fold(s) for s in _split(text)):
            named = {m.line for m in titles.mentions(folded)}
            if like.search(folded) and not marks_in(folded, found).get("complaint"):
                likened |= named
            else:
                other |= named
    return bool(likened) and not likened & other and said_elsewhere(texts, found, first, _split)


def _split(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(text or "") if s.strip()]


def _another_size(folded: str, owns: list[frozenset[tuple[str, str]]]) -> bool:
    """Whether the texts write a size of a unit some line's title writes, none of them that
    line's own, and the line is the only one of that unit ("40 oz", the one line "30 oz")."""
    said: dict[str, set[str]] = {}
    for unit, n in _sizes(folded):
        said.setdefault(unit, set()).add(n)
    if not said:
        return False
    for unit, written in said.items():
        lines = [own for own in owns if any(u == unit for u, _ in own)]
        if len(lines) == 1 and not written & {n for u, n in lines[0] if u == unit}:
            return True
    return False


@lru_cache(maxsize=4096)
def _title_sizes(title: str) -> frozenset[tuple[str, str]]:
    return frozenset(_sizes(fold(title)))


def _sizes(folded: str) -> set[tuple[str, str]]:
    """The (unit, figure) pairs of the sizes a folded text writes ("1,2 l": ("l", "1.2"))."""
    out = set()
    for m in _SIZED.finditer(folded):
        n = m.group(1).replace(",", ".")
        out.add((_UNIT.get(m.group(2), m.group(2)), n.rstrip("0").rstrip(".") if "." in n else n))
    return out


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str],
                                              re.Pattern[str]]:
    # (a like price, or "at least", "instead": the line asked in the item's place)
    like = {c: (*SAME_PRICE.get(c, ()), *IN_PLACE.get(c, ())) for c in codes}
    found = (joined(codes, UNSURE), joined(codes, SEVERAL), joined(codes, THIS), joined(codes, like))
    assert all(p is not None for p in found), "every language of the form has its words in every table"
    return found  # type: ignore[return-value]
