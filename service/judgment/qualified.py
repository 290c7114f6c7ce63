"""A title's word the customer writes only inside a name of another kind of product: "la
machine à café" where the line is a "Moulin à café" (a grinder), "my coffee machine" where it is
a "Coffee Grinder", "la máquina de café" of a "Molinillo de café". The word qualifies the line's
kind in its title and another kind in the text: the customer speaks of another item, and the
line is not named by it.

``other_kind_phrase(texts, titles)`` returns the lines every mention of which is such a word
(a mention by the line's own kind, or by a word of its kind said outside such a phrase, names
the line; a brand or a model word names no kind).
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.matching import stem
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")


def other_kind_phrase(texts: list[str], titles: Titles) -> set[int]:
    """The lines named only by a word of their title inside another kind's name (see the
    module's docstring). Reads the words the titles' mentions read already (``Titles.read``):
    no mention is looked for again."""
    if not any(t.concepts for t in titles.titles):
        return set()
    # (the title words read that a kind's name of several words holds and that name no kind of
    # their line: "café" of a "Moulin à café"; none in most tickets, which end here)
    if not any(_in_phrases(w) and not _of_kind(w, titles.titles[i].concepts)
               for i, words in titles.read_words().items() for w in words):
        return set()
    other: set[int] = set()
    own: set[int] = set()
    for text in texts:
        tokens = _TOKEN.findall(fold(text))
        for k, token in enumerate(tokens):
            for line, word in titles.read(token) or ():
                kinds = titles.titles[line].concepts
                if not kinds or word[:1] in "#@":
                    own.add(line)
                    continue
                kind = _phrase_kind(tokens, k) if _in_phrases(word) else None
                if kind is not None and not any(kind in concepts.family(c) for c in kinds):
                    other.add(line)
                elif _of_kind(word, kinds):
                    own.add(line)  # (a brand or a model word beside names no kind)
    return other - own


@lru_cache(maxsize=4096)
def _in_phrases(word: str) -> bool:
    """Whether a title's word is a word of some kind's name of several words."""
    return word[:1] not in "#@" and stem(word) in _phrase_stems()


@lru_cache(maxsize=1)
def _phrase_stems() -> frozenset[str]:
    return frozenset(w for phrase in concepts.phrase_stems() for w in phrase)


@lru_cache(maxsize=4096)
def _of_kind(word: str, kinds: frozenset[str]) -> bool:
    """Whether a title word names the line's kind (``purpose``'s kind word)."""
    found = concepts.of_title(word)
    return bool(found) and not kinds - frozenset().union(*(concepts.family(k) for k in found))


def _phrase_kind(tokens: list[str], k: int) -> str | None:
    """The kind a name of two or three words around ``tokens[k]`` names: the word with those
    before it ("machine à café") or after it ("coffee machine")."""
    # (``of_phrase`` reads a window's last three words, then its last two: each window here
    # holds the word in both)
    for a, b in ((k - 2, k + 1), (k - 1, k + 2), (k, k + 2)):
        if a >= 0 and b <= len(tokens) and b - a >= 2:
            kind = concepts.of_phrase(tuple(tokens[a:b]))
            if kind is not None:
                return kind
    return None
