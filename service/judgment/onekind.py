"""One thing of a kind several lines are: a kind named once, in the singular, names ONE line.

"The mug broke, please refund it", of a blue mug and a white mug: the customer names one mug,
not both; which one, their words do not say. Their word fits several lines equally (no colour,
model or size sets one apart), it is written as the title's word or the kind's name itself (no
plural ending: "mug", "Tasse", "tasse", never "mugs", "Tassen"), and nothing makes it several: no
count ("both", "the two", "両方", "两个"), no word for each, all or another (``tables.onekind``),
no plural marker of a language that writes none on its noun (Korean 들, Chinese 们). Then a sum
of those lines, or the whole payment, is not what was named (``grounding`` drops those grounds);
one line's price stays as the lines named ground it.

Never where any of the customer's words names those lines apart or in the plural.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache

from service.judgment import concepts
from service.judgment.tables import RUN_TOGETHER, fold_fragment
from service.judgment.tables.onekind import MANY, MARKERS, PLURAL
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.together import BOTH, count_said

__all__ = ["one_of_a_kind", "single"]


@cache
def _many(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
    """The words that make a kind several, in ``codes`` and English (spaced words bounded, the
    glued ones of Japanese, Korean, Chinese anywhere), and the plural markers."""
    spaced = [fold_fragment(w) for c in (*codes, "en") if c not in RUN_TOGETHER for w in MANY.get(c, ())]
    glued = [fold_fragment(w) for c in codes if c in RUN_TOGETHER for w in MANY.get(c, ())]
    many = re.compile(r"(?<![\w])(?:" + "|".join(dict.fromkeys(spaced)) + r")(?![\w])"
                      + "".join("|" + w for w in dict.fromkeys(glued)))
    markers = [fold_fragment(w) for c in codes for w in MARKERS.get(c, ())]
    return many, (re.compile("|".join(markers)) if markers else None)


def _singular(folded: str, start: int, end: int, words: frozenset[str],
              markers: re.Pattern[str] | None, codes: tuple[str, ...]) -> bool:
    """Whether the word at ``start``-``end`` is written singular: the title's word itself or a
    kind's name in the languages read, neither a plural's ending on a stem another name or title
    word shares; or a word of a language without a plural, no plural marker in or after it."""
    word = folded[start:end]
    if markers is not None and markers.search(folded, start, end + 1):
        return False
    if not word.isascii() and re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]", word):
        return True  # (Japanese, Chinese, Korean: no plural on the noun)
    known = [w for w in words if not w.startswith("#")]
    if word not in known and not concepts.named_in(word, codes):
        return False
    # (a plural: an ending of one of the languages on a stem another name or title word shares)
    others = [w for w in known + [n for n in concepts.names() if n[:3] == word[:3]] if w != word]
    for ending in {e for c in codes for e in PLURAL.get(c, ())}:
        stem = word[:-len(ending)]
        stem = stem[:-1] if len(stem) >= 4 and stem[-1] == stem[-2] else stem  # ("mokken")
        if word.endswith(ending) and len(stem) >= 3 and any(
                w.startswith(stem) and len(w) - len(stem) <= 1 for w in others):
            return False
    return True


def one_of_a_kind(texts: list[str], titles: Titles, codes: tuple[str, ...]) -> frozenset[int]:
    """The lines one kind named once, in the singular, fits (several), where every word of the
    customer's naming any line is that one kind so named and nothing counts several; else none."""
    many, markers = _many(tuple(dict.fromkeys(codes)))
    group: frozenset[int] | None = None
    said: set[str] = set()  # the words that name the lines
    for text in texts:
        folded = fold(text)
        found = titles.mentions(folded)
        if not found:
            continue
        spans: dict[tuple[int, int], set[int]] = {}
        words: dict[tuple[int, int], frozenset[str]] = {}
        for m in found:
            spans.setdefault((m.start, m.end), set()).add(m.line)
            words[(m.start, m.end)] = words.get((m.start, m.end), frozenset()) | m.words
        for (start, end), lines in spans.items():
            if len(lines) < 2 or (group is not None and group != lines):
                return frozenset()
            group = frozenset(lines)
            said.add(folded[start:end])
            if len(said) > 1:
                return frozenset()  # (two words, "the perfume and the incense": two things)
            if not _singular(folded, start, end, words[(start, end)], markers, codes):
                return frozenset()
        if BOTH.search(folded) or count_said(folded, codes, []) or many.search(folded):
            return frozenset()
    return group or frozenset()


def single(one_kind: frozenset[int], combos: Iterable[tuple[int, ...]]) -> Iterator[tuple[int, ...]]:
    """The sets of lines ``combos`` holding at most one of ``one_kind`` (one thing of a kind named
    once: never two of its lines)."""
    return (combo for combo in combos if len(one_kind.intersection(combo)) < 2)
