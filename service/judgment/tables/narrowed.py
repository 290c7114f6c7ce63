"""A long alternation searched with only the alternatives that can match in a text.

A pattern of many alternatives (``actions.RETURNED``: a hundred ways of sending goods back, in
eighteen languages) is tried alternative by alternative at every word of a text, and a text the
whole pattern's gate lets through ("get back to me": the word "back") mostly holds the keys of
one alternative or none. ``narrowed(pattern).of(text)`` gives the pattern made of the
alternatives whose own strict gates (``gates.gate``) let the text through, in their order, or
None where none does: its matches are the whole pattern's.

Why the same matches: at each place of the text the engine tries the alternatives in order and
takes the first that matches; an alternative left out is one whose gate closed, so it matches
nowhere in the text (a gate never closes where its pattern matches), and trying it changed
nothing. An alternative written ``PRE(?:A1|A2|...)SUF``, where ``PRE`` and ``SUF`` are look-arounds
alone (no width, no groups, not backtracked into), is read as ``PRE(?:A1)SUF|PRE(?:A2)SUF|...``:
the engine tries them in the same order. Only patterns without capturing groups are split (a
group left out would renumber the others): the rest are searched whole, where their own strict
gate lets the text through.
"""

from __future__ import annotations

import re

from service.judgment.tables import gates

_LOOKAROUND = ("(?<!", "(?<=", "(?=", "(?!")
_MAX_KEPT = 256  # sub-patterns kept a pattern (each a set of its alternatives)
# a pattern this long (characters) mostly costs more to search whole than its alternatives'
# gates cost to read; shorter ones mostly less (measured on the reading bench's sentences and
# comments: the offers' withdrawals, 4,500 characters, 19 -> 8 µs a comment; their refund, 1,000
# characters, 5 -> 7 µs)
LONG = 4000


def _skip(source: str, i: int) -> int:
    """Where the atom at ``i`` ends: an escape, a class, or (from "(") its closing ")"."""
    char = source[i]
    if char == "\\":
        return i + 2
    if char == "[":
        i += 1
        if i < len(source) and source[i] == "^":
            i += 1
        if i < len(source) and source[i] == "]":
            i += 1
        while i < len(source) and source[i] != "]":
            i += 2 if source[i] == "\\" else 1
        return i + 1
    if char == "(":
        i += 1
        while i < len(source) and source[i] != ")":
            i = _skip(source, i)
        return i + 1
    return i + 1


def split(source: str) -> list[str]:
    """``source``'s top-level alternatives (at "|" outside any group or class)."""
    parts, start, i = [], 0, 0
    while i < len(source):
        if source[i] == "|":
            parts.append(source[start:i])
            start = i + 1
            i += 1
        else:
            i = _skip(source, i)
    parts.append(source[start:])
    return parts


def _spread(alternative: str) -> list[str]:
    """``PRE(?:A1|A2)SUF`` (``PRE``, ``SUF`` look-arounds alone) as ``PRE(?:A1)SUF``,
    ``PRE(?:A2)SUF``; any other alternative as itself."""
    i = 0
    while alternative.startswith(_LOOKAROUND, i):
        i = _skip(alternative, i)
    if not alternative.startswith("(?:", i):
        return [alternative]
    end = _skip(alternative, i)
    j = end
    while j < len(alternative) and alternative.startswith(_LOOKAROUND, j):
        j = _skip(alternative, j)
    if j != len(alternative):  # (a quantifier or more after the group: not one to spread)
        return [alternative]
    inner = split(alternative[i + 3:end - 1])
    if len(inner) == 1:
        return [alternative]
    before, after = alternative[:i], alternative[end:]
    return [f"{before}(?:{part}){after}" for part in inner]


def pieces(pattern: re.Pattern[str]) -> list[str] | None:
    """The alternatives ``pattern`` is searched as, spread (``_spread``); None where it is not
    split (capturing groups, a verbose or case-free pattern, inline flags, one alternative)."""
    source = pattern.pattern
    if pattern.groups or pattern.flags & (re.VERBOSE | re.IGNORECASE) or source.startswith("(?") \
            and not source.startswith(("(?:", *_LOOKAROUND)):
        return None
    found = [piece for part in split(source) for piece in _spread(part)]
    return found if len(found) > 1 else None


class Narrowed:
    """A pattern and its alternatives' gates (``of``: the pattern a text needs searched with)."""

    def __init__(self, pattern: re.Pattern[str]):
        self.pattern = pattern
        self.pieces = pieces(pattern)
        self._set: gates.Gates | None = None
        self._kept: dict[frozenset[int], re.Pattern[str]] = {}
        # (a pattern not split, its groups kept: its own strict gate, the whole searched or not)
        read = [gates.gate(re.compile(p, pattern.flags), strict=True) for p in self.pieces] \
            if self.pieces is not None else [gates.gate(pattern, strict=True)]
        if not any(g.open for g in read):  # (an open one: most texts let through anyway)
            self._set = gates.Gates(read)

    def of(self, text: str) -> re.Pattern[str] | None:
        """The pattern made of the alternatives that may match in ``text`` (the whole pattern
        where all may), or None where none may."""
        if self._set is None:
            return self.pattern
        passing = self._set.passing(gates.words(text))
        if not passing:
            return None
        if len(passing) == self._set.count:
            return self.pattern
        key = frozenset(passing)
        found = self._kept.get(key)
        if found is None:
            if len(self._kept) >= _MAX_KEPT:
                self._kept.clear()
            assert self.pieces is not None
            found = self._kept[key] = re.compile(
                "|".join(self.pieces[i] for i in sorted(passing)), self.pattern.flags)
        return found

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``, the same match."""
        found = self.of(text)
        return found.search(text) if found is not None else None

    def finditer(self, text: str) -> list[re.Match[str]]:
        """``pattern.finditer(text)``'s matches, the same ones (as a list)."""
        found = self.of(text)
        return list(found.finditer(text)) if found is not None else []


# by the patterns' identities (a compiled pattern hashes its whole program at every look-up),
# each kept with its pattern, so an identity is never reused while its entry stands
_NARROWED: dict[int, Narrowed] = {}


def narrowed(pattern: re.Pattern[str]) -> Narrowed:
    """``pattern`` read into its alternatives' gates, the first time it is asked (module-level
    patterns: kept as long as the process)."""
    found = _NARROWED.get(id(pattern))
    if found is None:
        if len(_NARROWED) >= 1024:  # (patterns made per set of languages come and go)
            _NARROWED.clear()
        found = _NARROWED[id(pattern)] = Narrowed(pattern)
    return found
