"""A line named with a model code of the customer's that is not the title's (``designations``
reads it with the others): "my rice cooker (JBS-A055)", "炊飯器（JBS-A055）", "la cafetière EC-685"
of a line whose title carries its own code, "... NL-BE05-WB". A model code is a run of capitals
and digits, joined by hyphens perhaps, of five letters and digits or more, with both; said right
beside the words that name the line (after them, or before them), it says which item the
customer speaks of: where the title's code is another, another model of the kind, an item not on
this payment (as another colour is, ``variants``).

The title's own code written in part or whole ("NL-BE05" of "NL-BE05-WB", "NLBE05") is the
line's; a title with no code is never contradicted; a code the text says anywhere that is the
line's own leaves the line named."""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment.text import fold
from service.judgment.titles import Titles

_CODE = re.compile(r"(?<![\w-])([A-Z][A-Z0-9]*+(?:-[A-Z0-9]++)*+)(?![\w-])")
_GATE = re.compile(r"[A-Z][A-Z0-9-]*\d")
_NEAR = 3  # characters between the line's words and the code: "炊飯器（", "cooker ("
_WINDOW = 40


def code_beside(texts: list[str], titles: Titles) -> set[int]:
    """The lines named right beside a model code that is not their title's own."""
    codes = [_title_codes(line.title) for line in titles.lines]
    if not any(codes) or not any(_GATE.search(text) for text in texts):
        return set()
    said = {c for text in texts for c in _codes(text)}
    other: set[int] = set()
    for text in texts:
        for m in _CODE.finditer(text):
            code = _key(m.group(1))
            if code is None:
                continue
            for i in _beside(text, m.start(), m.end(), titles):
                own = codes[i]
                if own and not any(_same(code, c) for c in own) \
                        and not any(_same(s, c) for s in said for c in own):
                    other.add(i)
    return other


def _beside(text: str, start: int, end: int, titles: Titles) -> set[int]:
    """The lines named right before ``start`` or right after ``end`` of ``text``."""
    # (never across a line's end: "Order #K-4471" above a pasted confirmation's item line)
    before = fold(text[max(0, start - _WINDOW):start].rpartition("\n")[2]).rstrip(" (（:：[")
    after_raw = text[end:end + _WINDOW].partition("\n")[0]
    after = fold(after_raw.lstrip(" )）:：]"))
    lines = {m.line for m in titles.mentions(before) if len(before) - m.end <= _NEAR - 1}
    return lines | {m.line for m in titles.mentions(after) if m.start <= _NEAR - 1}


def _same(code: str, own: str) -> bool:
    """Whether a code is the title's own, written in part or whole."""
    return code in own or own in code


@lru_cache(maxsize=4096)
def _title_codes(title: str) -> frozenset[str]:
    """A title's model codes (``_codes``), kept a process: the titles of the payments judged."""
    return _codes(title)


def _codes(text: str) -> frozenset[str]:
    """The model codes ``text`` holds, their hyphens off, in lower case."""
    return frozenset(k for m in _CODE.finditer(text) if (k := _key(m.group(1))) is not None)


def _key(code: str) -> str | None:
    """A code's letters and digits in lower case, where it has five or more and both."""
    key = code.replace("-", "").lower()
    if len(key) < 5 or key.isdigit() or key.isalpha():
        return None
    return key
