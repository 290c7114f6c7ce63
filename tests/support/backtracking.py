"""Regular expressions that can try a number of ways to match that grows faster than the text.

Python's ``re`` backtracks, holds the GIL while it does, and cannot be interrupted: a pattern
that tries every way of splitting a run of characters hangs the worker that reads it (no
timeout, signal or thread can stop it). A customer writes the text the judgment's patterns
read, so such a pattern is a way to stop the service with one ticket. Two shapes cause it,
read here from the pattern's parse (``re._parser``, the tree ``re.compile`` builds):

- ``nested``: a repeat whose body holds another long repeat, with nothing in the body that the
  inner repeat cannot match and the body must match: ``(?:[a-z]+_?)+`` splits ``aaaa`` in 2^n
  ways, ``(?:[\\s/-]+[\\w-]+){0,3}`` splits a run of dashes in n^6. Exponential or of a high
  degree.
- ``adjacent``: three long repeats or more in a row that can match the same characters, only
  optional things between them (``\\s*\\[?\\s*\\{?\\s*``): a run of that character is split
  between them in n^3 ways at each place the search starts.

A repeat taken whole (``*+``, ``++``, ``(?>...)``) never gives back, so neither shape applies
inside it. Characters are compared on a sample (ASCII, Latin letters with marks, a few other
scripts' letters, spaces and invisible ones): enough to tell the classes these patterns use
apart; two classes are disjoint when no sample character is in both.
"""

from __future__ import annotations

import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]
from typing import Any, Iterator

SAMPLE = ([chr(c) for c in range(9, 127)] + list("éüßøåçñ’“”–—…ا日ㅎ한й٣")
          + ["\u200b", "\u00a0", "\u3000"])
LONG = 16  # a repeat that can take this many characters or more is a long one
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT)
_WORD = lambda c: c.isalnum() or c == "_"  # noqa: E731
_CATEGORIES = {sre.CATEGORY_DIGIT: str.isdigit, sre.CATEGORY_NOT_DIGIT: lambda c: not c.isdigit(),
               sre.CATEGORY_SPACE: str.isspace, sre.CATEGORY_NOT_SPACE: lambda c: not c.isspace(),
               sre.CATEGORY_WORD: _WORD, sre.CATEGORY_NOT_WORD: lambda c: not _WORD(c)}


def _one(op: Any, av: Any, char: str, icase: bool) -> bool:
    forms = {f for f in (char, char.lower(), char.upper()) if len(f) == 1} if icase else {char}
    if op is sre.LITERAL:
        return chr(av) in forms
    if op is sre.NOT_LITERAL:
        return chr(av) not in forms
    if op is sre.ANY:
        return char != "\n"
    negate, hit = False, False  # IN
    for o, a in av:
        if o is sre.NEGATE:
            negate = True
        elif o is sre.LITERAL:
            hit |= chr(a) in forms
        elif o is sre.RANGE:
            hit |= any(a[0] <= ord(f) <= a[1] for f in forms)
        elif o is sre.CATEGORY:
            hit |= _CATEGORIES[a](char)
    return hit != negate


def chars(seq: Any, icase: bool) -> frozenset[str]:
    """Every sample character ``seq`` can match somewhere."""
    out: set[str] = set()
    for op, av in seq:
        if op in (sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN):
            out |= {c for c in SAMPLE if _one(op, av, c, icase)}
        elif op in (*_REPEATS, sre.POSSESSIVE_REPEAT):
            out |= chars(av[2], icase)
        elif op is sre.SUBPATTERN:
            out |= chars(av[3], icase)
        elif op is sre.ATOMIC_GROUP:
            out |= chars(av, icase)
        elif op is sre.BRANCH:
            for branch in av[1]:
                out |= chars(branch, icase)
        elif op is sre.GROUPREF:
            out |= set(SAMPLE)
    return frozenset(out)


def _must(seq: Any, icase: bool) -> Iterator[frozenset[str]]:
    """The characters of each thing ``seq`` must match at least one character of."""
    for op, av in seq:
        if op in (sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN):
            yield chars([(op, av)], icase)
        elif op in (*_REPEATS, sre.POSSESSIVE_REPEAT) and av[0] >= 1 and av[2].getwidth()[0] >= 1:
            yield chars(av[2], icase)
        elif op is sre.SUBPATTERN and av[3].getwidth()[0] >= 1:
            yield chars(av[3], icase)
        elif op is sre.BRANCH and all(b.getwidth()[0] >= 1 for b in av[1]):
            yield chars([(op, av)], icase)


def _long(seq: Any) -> Iterator[Any]:
    """The long repeats in ``seq`` that give back (not in a lookaround, not taken whole)."""
    for op, av in seq:
        if op in _REPEATS:
            if av[1] >= LONG:
                yield av
            yield from _long(av[2])
        elif op is sre.SUBPATTERN:
            yield from _long(av[3])
        elif op is sre.BRANCH:
            for branch in av[1]:
                yield from _long(branch)


def _bodies(body: Any) -> list[Any]:
    """A repeat's body, or each alternative when the body is one alternation."""
    if len(body) == 1 and body[0][0] is sre.SUBPATTERN:
        body = body[0][1][3]
    if len(body) == 1 and body[0][0] is sre.BRANCH:
        return list(body[0][1][1])
    return [body]


def _nested(seq: Any, icase: bool) -> Iterator[str]:
    for op, av in seq:
        if op in _REPEATS and av[1] >= 2:
            for body in _bodies(av[2]):
                for inner in _long(body):
                    own = chars(inner[2], icase)
                    if not any(not (must & own) for must in _must(body, icase)):
                        yield (f"nested: a repeat {{{av[0]},{av[1]}}} over a repeat "
                               f"{{{inner[0]},{inner[1]}}} with no separator it must match")
                        break
            yield from _nested(av[2], icase)
        elif op is sre.SUBPATTERN:
            yield from _nested(av[3], icase)
        elif op is sre.BRANCH:
            for branch in av[1]:
                yield from _nested(branch, icase)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            yield from _nested(av[1], icase)


def _optional(node: Any) -> bool:
    op, av = node
    if op in _REPEATS or op is sre.POSSESSIVE_REPEAT:
        return bool(av[0] == 0 or av[2].getwidth()[0] == 0)
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return True
    if op is sre.SUBPATTERN:
        return bool(av[3].getwidth()[0] == 0)
    if op is sre.BRANCH:
        return any(b.getwidth()[0] == 0 for b in av[1])
    return False


def _adjacent(seq: Any, icase: bool) -> Iterator[str]:
    at = [i for i, (op, av) in enumerate(seq) if op in _REPEATS and av[1] >= LONG]
    run = 1
    for a, b in zip(at, at[1:]):
        overlap = chars(seq[a][1][2], icase) & chars(seq[b][1][2], icase)
        run = run + 1 if overlap and all(_optional(n) for n in seq[a + 1:b]) else 1
        if run == 3:
            yield "adjacent: three long repeats of the same characters in a row"
    for op, av in seq:
        subs = ([av[2]] if op in (*_REPEATS, sre.POSSESSIVE_REPEAT) else [av[3]] if op is sre.SUBPATTERN
                else list(av[1]) if op is sre.BRANCH else [av[1]] if op in (sre.ASSERT, sre.ASSERT_NOT)
                else [])
        for sub in subs:
            yield from _adjacent(sub, icase)


def problems(pattern: str, flags: int = 0) -> list[str]:
    """What in ``pattern`` can make a search try more ways than the text is long."""
    seq = parser.parse(pattern, flags)
    icase = bool(flags & re.IGNORECASE)
    return sorted(set(_nested(seq, icase)) | set(_adjacent(seq, icase)))
