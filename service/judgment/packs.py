"""How many pieces a line holds: of one pack, the pieces its title states.

A line of one "Drinking Glass 4-pk" holds four glasses: "one of the four glasses" is a count of
that line's pieces, as "one of the four" is of a line of quantity four. The pack is read from
the title's structure (a number glued to a pack word, or "set of 4"), in the covered languages'
abbreviations; a title with no pack holds its quantity.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.facts import Line
from service.judgment.text import fold

_PACK = re.compile(
    r"(?<![\w.,])(\d{1,3}) ?-? ?(?:pk|pack|pakk|pakke|pakning|er-?pack|er-?set|st|stk|stck|pcs|pc|"
    r"pieces|pz|pezzi|szt|kpl|adet|tlg)(?![\w])|"
    r"(?<![\w])(?:set of|pack of|box of|lot de|set de|pack de|juego de|confezione da|set da|"
    r"conjunto de|zestaw|sett med|sæt med|set med)\s(\d{1,3})(?![\w.,])|"
    r"(\d{1,3})(?:個入り?|枚入り?|本入り?|个装|個裝|件套|개입|개 ?세트)")


@lru_cache(maxsize=1024)
def _pack(title: str) -> int:
    found = [int(n) for m in _PACK.finditer(fold(title)) for n in m.groups() if n]
    return found[0] if len(found) == 1 and 1 < found[0] <= 100 else 1


def pieces(line: Line) -> int:
    """The pieces ``line`` holds: a line of one pack, its title's pack; else its quantity (of
    two "4-pack"s, "one of them" counts packs, not glasses)."""
    return _pack(line.title) if line.quantity == 1 else line.quantity
