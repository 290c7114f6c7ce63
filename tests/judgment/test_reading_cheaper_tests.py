"""Searches of the reading the g70 speed pass made cheaper, each with the answer it gave
before: a capitalised word not first in its sentence (``brandrun.capital_inside``, which looks
from each capital instead of trying the pattern at every place), a letter beside a digit or a
sign (``hidden._DIGIT_IN_WORD``, looked for from the digit), and a clause's cuts looked for
only where one of their signs stands (``clauses._CLAUSE_SIGNS``). (Speed is a figure, ``make
bench BENCH=reading``; this is what it may not change.)"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import brandrun, clauses, hidden
from tests.support.examples import examples

FEWER = settings(max_examples=examples(400), deadline=None, suppress_health_check=list(HealthCheck))

# the patterns as they were searched
CAPITAL = re.compile(r"[^\s.!?。！？]\s*(?<![A-Za-z])[A-Z][a-z]{2,}")
DIGIT_IN_WORD = re.compile(r"[a-z][0-9@$!]|[0-9@$!][a-z]")

_CHARS = "aAbBVxyz019@$!.,;:?!。！？()-–—\n\t \u00a0\u3000，、；：é"
TEXTS = st.text(alphabet=_CHARS, max_size=40)


@pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)
@FEWER
@given(TEXTS)
def test_the_cheaper_searches_answer_as_the_patterns_did(text: str) -> None:
    assert brandrun.capital_inside(text) == bool(CAPITAL.search(text)), text
    assert bool(hidden._DIGIT_IN_WORD.search(text)) == bool(DIGIT_IN_WORD.search(text)), text
    if clauses._CLAUSE.search(text):
        assert clauses._CLAUSE_SIGNS.search(text), text


@pytest.mark.parametrize("text", [
    "Hi there,\n\nI got my order last week. The mug is great.", "the Vento kettle leaks",
    "Order 123 Vento", "it broke.  Vento said so", "it broke?\tVento", "(Vento)", "x,Vento",
    "BVento", "aVento", "Ve", "Vento", " Vento", "\u3000Vento", "。Vento", "th3 r3fund 1s",
    "pay $50 now", "a1", "1a", "12 34", "@home", "nothing here", "a - b", "a (b) c", "a—b",
])
def test_plain_texts_are_answered_alike(text: str) -> None:
    for t in (text, text.lower()):
        assert brandrun.capital_inside(t) == bool(CAPITAL.search(t)), t
        assert bool(hidden._DIGIT_IN_WORD.search(t)) == bool(DIGIT_IN_WORD.search(t)), t
        assert bool(clauses._CLAUSE.search(t)) <= bool(clauses._CLAUSE_SIGNS.search(t)), t
