"""Lines the customer names by another number of the line's series: the title carries a model
number after its brand or series ("Garmin Edge 540", "Anker 737 Power Bank", "Samsung Galaxy
S23"), and the customer writes a number of the same shape (as many digits, the same letter
before them) right after one of those words ("my Edge 840", "Galaxy S24"), or as the item with
a word of the language framing it ("the 733 one", "de 840", "die 840er", "model 840", "840の方").
The customer speaks of another model of the series; a refund of the line is of something they
did not name.

The line's own number written as often keeps it named ("Edge 540", "the 737", "737er"); a
number that is a measure, a price, a quantity or a date ("840 €", "733 mAh", "2x", "15 March"),
one after a "#" or in a decimal, a year, and a title number written inside a word or after a
hyphen or a slash ("WH-1000XM5", "240W", "24K") are no model numbers.

``other_number(texts, titles, codes)`` returns those lines.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.tables import RUN_TOGETHER, fold_fragment
from service.judgment.tables.seriesno import AFTER, BEFORE, UNITS
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")
# a model number: a letter perhaps, 2 to 5 digits, standing as a word of its own (the German
# "-er" glued after it: "die 840er"; beside letters of a script written without spaces, "955の方"),
# not in a decimal, a range, a code or after a sign
_NUMBER = re.compile(r"(?<![a-z0-9.,#/$€£¥+-])([a-z]?)(\d{2,5})(er)?(?![a-z0-9%°']|[.,:]\d|-\d|/\d)")
_CURRENCY = re.compile(r"\s*[$€£¥₺₩]")
_YEAR = range(1950, 2050)


def other_number(texts: list[str], titles: Titles, codes: tuple[str, ...]) -> set[int]:
    """The lines named by another number of their series (see the module's docstring)."""
    numbered = [(i, n) for i, line in enumerate(titles.lines) if (n := _title_number(line.title)) is not None]
    # (only a text with a run of two digits can name one: the rest unread)
    if not numbered or not any(any(c.isdigit() for c in text) for text in texts):
        return set()
    folded = [fold(text) for text in texts]
    framing = _framing(tuple(codes))
    other: set[int] = set()
    for i, (letter, digits, anchors) in numbered:
        own = sum(len(re.findall(rf"(?<!\d){letter}{digits}(?!\d)", low)) for low in folded)
        for low in folded:
            for m in _NUMBER.finditer(low):
                said, said_digits = m.group(1), m.group(2)
                if said != letter or len(said_digits) != len(digits) or said_digits == digits \
                        or _measure(low, m) or (not letter and int(said_digits) in _YEAR):
                    continue
                before = _TOKEN.findall(low[:m.start()][-40:])[-1:]
                anchored = bool(before) and before[0] in anchors
                framed = (len(digits) >= 3 or letter) and framing is not None and (
                    m.group(3) is not None or _framed(low, m, framing))
                if not anchored and not framed:
                    continue
                times = sum(len(re.findall(rf"(?<!\d){said}{said_digits}(?!\d)", t)) for t in folded)
                if times > own:
                    other.add(i)
    return other


def _measure(low: str, m: re.Match[str]) -> bool:
    """Whether the number is a measure, a price or a date: a unit or a currency right after it,
    or a currency right before it."""
    after = _TOKEN.match(low[m.end():].lstrip())
    if after and after.group() in UNITS or _CURRENCY.match(low[m.end():]):
        return True
    return low[:m.start()].rstrip()[-1:] in "$€£¥₺₩#"


def _framed(low: str, m: re.Match[str], framing: tuple[re.Pattern[str], re.Pattern[str]]) -> bool:
    """Whether a word of the customer's languages frames the number as the item."""
    before, after = framing
    return bool(before.search(low[:m.start()][-24:]) or after.match(low[m.end():]))


@lru_cache(maxsize=64)
def _framing(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """The words framing a bare number in ``codes``' languages: one pattern ending right before
    the number, one starting right after it."""
    spaced = [fold_fragment(w) for c in codes if c not in RUN_TOGETHER for w in BEFORE.get(c, ())]
    runs = [fold_fragment(w) for c in codes if c in RUN_TOGETHER for w in BEFORE.get(c, ())]
    spaced_after = [fold_fragment(w) for c in codes if c not in RUN_TOGETHER for w in AFTER.get(c, ())]
    runs_after = [fold_fragment(w) for c in codes if c in RUN_TOGETHER for w in AFTER.get(c, ())]
    if not (spaced or runs):
        return None
    before = [rf"(?<!\w)(?:{'|'.join(spaced)})\s+$"] if spaced else []
    before += [rf"(?:{'|'.join(runs)})\s?$"] if runs else []
    after = [rf"\s+(?:{'|'.join(spaced_after)})(?!\w)"] if spaced_after else []
    after += [rf"\s?(?:{'|'.join(runs_after)})"] if runs_after else []
    return re.compile("|".join(before)), re.compile("|".join(after) or r"(?!)")


@lru_cache(maxsize=4096)
def _title_number(title: str) -> tuple[str, str, frozenset[str]] | None:
    """A title's one model number after its brand or series, its letter and digits, and the
    words before it ("Garmin Edge 540": ("", "540", {"garmin", "edge"})); None where it has
    none, or several."""
    low = fold(title)
    found = []
    for m in _NUMBER.finditer(low):
        if m.group(3) or _measure(low, m) or m.start() and low[m.start() - 1] not in " (":
            continue
        before = [w for w in _TOKEN.findall(low[:m.start()]) if w.isalpha() and len(w) > 1]
        if before:
            found.append((m.group(1), m.group(2), frozenset(before)))
    return found[0] if len(found) == 1 else None
