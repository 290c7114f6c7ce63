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

from service.judgment import concepts
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")


def other_kind_phrase(texts: list[str], titles: Titles) -> set[int]:
    """The lines named only by a word of their title inside another kind's name (see the
    module's docstring)."""
    if not any(t.concepts for t in titles.titles):
        return set()
    other: set[int] = set()
    own: set[int] = set()
    for text in texts:
        folded = fold(text)
        mentions = titles.mentions(folded)
        if not mentions:
            continue
        spans = [m.span() for m in _TOKEN.finditer(folded)]
        tokens = [folded[a:b] for a, b in spans]
        starts = {a: k for k, (a, _) in enumerate(spans)}
        for mention in mentions:
            k = starts.get(mention.start)
            kinds = titles.titles[mention.line].concepts
            # the title words this word is (none read: a phrase of a kind, a run of characters)
            words = [w for i, w in (titles.read(tokens[k]) or ()) if i == mention.line] \
                if k is not None else []
            if k is None or not words or not kinds or any(w[:1] in "#@" for w in words):
                own.add(mention.line)
                continue
            kind = _phrase_kind(tokens, k)
            if kind is not None and not any(kind in concepts.family(c) for c in kinds):
                other.add(mention.line)
            elif any(_of_kind(w, kinds) for w in words):
                own.add(mention.line)  # (a brand or a model word beside names no kind)
    return other - own


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
