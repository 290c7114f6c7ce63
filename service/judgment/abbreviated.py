"""A title word written half in Latin letters, half in Chinese characters ("T恤", a T-shirt;
"U盘", a USB stick; "POLO衫", a polo shirt) is called by its Latin part alone in Chinese text:
"白T" (the white T), "这件polo", "两个U". The Latin part names the line where it stands as a
word of its own in the text: after a Chinese character (a colour, "短"; a single letter only
so), or a run of two letters or more between anything but letters and digits.

``abbreviated(reading, titles)`` returns the places such parts stand in a folded Chinese or
Japanese text, with the line whose title holds the word: ``(line, start, end, word)``. Read by
``titles`` where the text holds Chinese or Japanese characters.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.text import fold

_HAN = "\u3400-\u9fff\uf900-\ufaff"
# a Latin part (four letters at most) right before a Chinese character, no letter or digit before it
_MIXED = re.compile(rf"(?<![a-z0-9])([a-z]{{1,4}})[{_HAN}]+")


@lru_cache(maxsize=1024)
def _parts(title: str) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """The Latin parts of the title's mixed words, with the word and where the part stands
    alone in a text."""
    out = []
    for m in _MIXED.finditer(fold(title)):
        part = m.group(1)
        before = rf"(?<=[{_HAN}])" if len(part) == 1 else r"(?<![a-z0-9])"
        out.append((part, m.group(), re.compile(rf"{before}{part}(?![a-z0-9])")))
    return tuple(out)


def abbreviated(reading: str, titles: list[str]) -> list[tuple[int, int, int, str]]:
    """The places in ``reading`` where a title's mixed word stands as its Latin part alone
    (see the module's docstring)."""
    found = []
    for i, title in enumerate(titles):
        for part, word, alone in _parts(title):
            found += [(i, m.start(), m.end(), word) for m in alone.finditer(reading)
                      if reading[m.end():m.end() + len(word) - len(part)] != word[len(part):]]
    return found
