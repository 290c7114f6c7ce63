"""The trigger words of the injection rules: each covered and watched language's word
beginnings (or, in the languages written without spaces, runs) that make a text worth reading
with that language's instruction forms, and the automata ``injection`` finds them with in one
pass over a text (split from ``injection``, which reads the forms)."""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from service.judgment import tables
from service.judgment.tables import gates


def _triggers(t: tables.Table) -> tuple[frozenset[str], tuple[str, ...]]:
    """The literal word beginnings (spaced languages) or runs (the others) that make a text
    worth reading with this language's instruction forms."""
    words: set[str] = set()
    for fragment in (*t.override, *t.ai, *t.role, *t.as_ai, *t.bypass, *t.authority, *t.directive,
                     *t.address, *t.approved, *t.command, *t.obliged):
        shortest = 3 if t.spaced else 2  # two Chinese or Japanese characters are a word
        for run in re.findall(rf"[^\W\d_]{{{shortest},}}",
                              tables.fold_fragment(re.sub(r"\\\w", " ", fragment))):
            words.add(run[:5])
    if t.spaced:
        return frozenset(words), ()
    return frozenset(), tuple(sorted(words))


_NOT_LETTER = re.compile(r"[\W\d_]")
_ASCII_NOT_LETTER = str.maketrans({chr(c): " " for c in range(128) if not chr(c).isalpha()})


def letter_runs(text: str) -> str:
    """``text`` with a space before it and every character that is no letter a space: a run
    of letters begins where a space stands before a letter."""
    return " " + (text.translate(_ASCII_NOT_LETTER) if text.isascii() else _NOT_LETTER.sub(" ", text))


@lru_cache(maxsize=1)
def trigger_automata() -> tuple[Any, Any]:
    """Automata of the trigger index: every trigger beginning after a space (its value: the
    beginnings it holds, itself and the shorter ones that are triggers too, each with each
    language it is a trigger of, as (language, beginning)), and every run of the languages
    written without spaces (its value: those languages)."""
    spaced, runs = trigger_index()
    by_run: dict[str, set[str]] = {}
    for code, words in runs.items():
        for run in words:
            by_run.setdefault(run, set()).add(code)
    return (gates.automaton({" " + start: frozenset((code, start[:n]) for n in range(3, len(start) + 1)
                                                    if start[:n] in spaced for code in spaced[start[:n]])
                             for start in spaced}),
            gates.automaton({run: frozenset(codes) for run, codes in by_run.items()}))


@lru_cache(maxsize=1)
def trigger_index() -> tuple[dict[str, frozenset[str]], dict[str, tuple[str, ...]]]:
    """Every covered and watched language's trigger words, by word beginning (one look-up a
    word of the text, not one a language)."""
    spaced: dict[str, set[str]] = {}
    runs: dict[str, tuple[str, ...]] = {}
    for code in (*tables.COVERED, *tables.watched_tables()):
        starts, words = triggers(code)
        for start in starts:
            spaced.setdefault(start, set()).add(code)
        if words:
            runs[code] = words
    return {k: frozenset(v) for k, v in spaced.items()}, runs


@cache
def triggers(code: str) -> tuple[frozenset[str], tuple[str, ...]]:
    found = tables.table(code)
    return _triggers(found) if found is not None else (frozenset(), ())
