"""Which of the payment's lines a piece of text names, and where: a line is named by the words
of its title (a product's words, not "set", "pack" or a size), as people write them: inflected
("mugs", "Tassen", "kubki"), inside a compound ("Kaffeetasse" names a "Tasse" line and a "Tasse"
names a "Kaffeetasse"), with a typo; in Japanese, Chinese and Korean, by a run of the title's
characters.

``Titles(order)`` is built once per judgment; ``mentions(reading)`` returns each line's
mentions in one reading (text as ``text.fold`` leaves it) with their places. When two lines
share the words found ("Blue Mug", "Red Mug" and "the mug"), both are named; when one line's
words found include another's ("the red mug"), only that one is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from service.judgment.facts import Order
from service.judgment.text import fold

# Words in titles that name no product: sizes, packs, colours are kept (they tell lines apart).
_NOT_PRODUCT = frozenset("""
the and for with set pack item size new one two three of in a an x cm mm ml l kg g oz in inch
pcs pc piece pieces unit units per de la le les des du et en het een und mit fur der die das
von zu y con para el los las com para do da dos das e o os as il lo gli di del della con per
""".split())
_TOKEN = re.compile(r"[^\W_]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


@dataclass(frozen=True)
class Mention:
    line: int  # index in ``order.lines``
    start: int
    end: int
    words: frozenset[str]  # the title's words found


def stem(word: str) -> str:
    """A crude stem shared by the languages read: plural and case endings off."""
    for suffix in ("ies", "es", "en", "er", "s", "e", "n", "a", "i", "y", "o"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[:-len(suffix)]
    return word


@lru_cache(maxsize=4096)
def _title_words(title: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """(the title's product words, its CJK runs)."""
    folded = fold(title)
    words = frozenset(w for w in _TOKEN.findall(folded)
                      if len(w) >= 3 and w not in _NOT_PRODUCT and not w.isdigit()
                      and not re.fullmatch(r"\d+\w{0,3}", w) and not _CJK.fullmatch(w))
    runs = tuple(r for r in _CJK.findall(folded) if len(r) >= 2)
    return words, runs


def same_word(text_word: str, title_word: str) -> bool:
    """Whether a word of the text is a title's word, as people inflect, compound and mistype."""
    if text_word == title_word:
        return True
    a, b = text_word, title_word
    if len(a) < 3 or len(b) < 3:
        return False
    if len(a) == 3 and len(b) >= 6 and b.endswith(a):
        return True  # the head of a compound title: "mok" names a "Koffiemok"
    if stem(a) == stem(b):
        return True
    shorter, longer = sorted((a, b), key=len)
    if len(shorter) >= 4 and (longer.endswith(shorter) or longer.startswith(shorter)):
        return True  # a compound (Kaffeetasse / Tasse) or an ending (kubka / kubek: see below)
    prefix = _common_prefix(a, b)
    if prefix >= 4 and prefix >= 0.7 * len(shorter):
        return True
    return len(shorter) >= 6 and _one_edit(a, b)


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def _one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    shorter, longer = sorted((a, b), key=len)
    return any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


class Titles:
    """The order's lines' titles, matched against readings."""

    def __init__(self, order: Order):
        self.lines = order.lines
        self.words = [_title_words(line.title) for line in order.lines]

    def mentions(self, reading: str) -> list[Mention]:
        """Each line's mentions in ``reading``, in order of place; dominated lines left out."""
        found: dict[int, list[tuple[int, int, str]]] = {}
        tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(reading)]
        for i, (words, runs) in enumerate(self.words):
            for start, end, token in tokens:
                hit = next((w for w in words if same_word(token, w)), None)
                if hit is not None:
                    found.setdefault(i, []).append((start, end, hit))
            for run in runs:
                for match in re.finditer(re.escape(run), reading):
                    found.setdefault(i, []).append((match.start(), match.end(), run))
        matched = {i: frozenset(w for *_, w in hits) for i, hits in found.items()}
        kept = [i for i in matched if not any(matched[i] < other for other in matched.values())]
        return sorted((Mention(i, s, e, matched[i]) for i in kept for s, e, _ in found[i]),
                      key=lambda m: m.start)

    def quoted(self, reading: str) -> set[int]:
        """The lines whose whole title the text writes (all of its product words, or its CJK
        characters): named by structure, in any language."""
        out = set()
        tokens = _TOKEN.findall(reading)
        for i, (words, runs) in enumerate(self.words):
            if words and all(any(t == w or stem(t) == stem(w) for t in tokens) for w in words):
                out.add(i)
            elif runs and all(r in reading for r in runs):
                out.add(i)
        return out
