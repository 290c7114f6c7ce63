"""A long alternation searched with only the alternatives whose every key stands in a text
(``tables.narrowed``, the g70 speed pass) finds what the whole pattern finds: the same matches,
in the same places, in the same order, or nothing where it found nothing. Checked on the
patterns the reading searches so (the goods sent back, "twice" beside a charge, a subject's
events, the offers' long meanings, another order's words) and on other alternations of the
tables (the offers' other meanings, "only", "the two", "goes with", free shipping's words), on
texts drawn from their own alternatives; and the splitting itself on small patterns. (Speed
is a figure, ``make bench BENCH=reading``; this is what it may not change.)"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import (
    actions,
    cameonly,
    charges,
    clauses,
    customer,
    elsewhere,
    tables,
    together,
    whichorder,
)
from service.judgment.tables import narrowed as module
from service.judgment.tables.narrowed import narrowed, pieces, split
from service.judgment.text import fold
from tests.support.examples import examples

FEWER = settings(max_examples=examples(150), deadline=None, suppress_health_check=list(HealthCheck))


def _patterns() -> list[re.Pattern[str]]:
    found = [actions.RETURNED, actions.ONLY, cameonly._ALONE, charges.TWICE, charges._TWICE_WORDS,
             charges._GRATIS_WORDS, clauses._GOES_WITH, actions.CANCELLED, charges.FREE_SHIPPING]
    for code in tables.COVERED:
        p = tables.patterns(code)
        found += [q for name in customer._OFFER_MEANINGS if p is not None
                  and (q := getattr(p, name)) is not None]
        codes = (code,) if code == "en" else (code, "en")
        if code in whichorder.UNSURE:
            unsure, several, _, like = whichorder._compiled(codes)
            found += [unsure, several, like]
        found.append(together._pattern(codes)[0])
        found += [q for q in elsewhere._several(codes) if q is not None]
    return found


PATTERNS = _patterns()


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), {k: v for k, v in m.groupdict().items() if v is not None})
            for m in pattern.finditer(text)]


def _same(pattern: re.Pattern[str], text: str) -> None:
    found = narrowed(pattern)
    assert [(m.span(), {k: v for k, v in m.groupdict().items() if v is not None})
            for m in found.finditer(text)] == _spans(pattern, text), (pattern.pattern[:80], text)
    assert (found.search(text) is None) == (pattern.search(text) is None)
    if pattern.search(text):
        assert found.search(text).span() == pattern.search(text).span()  # type: ignore[union-attr]


def _drawn(data: st.DataObject, pattern: re.Pattern[str]) -> str:
    """A few of the pattern's own alternatives (each matched whole), some words between."""
    own = pieces(pattern) or [pattern.pattern]
    noise = st.sampled_from(["", " ", ", ", ". ", "\n", " the ", " back ", " my ", " it ", " 2 ",
                             " not ", " you ", " and then "])
    parts = []
    for _ in range(data.draw(st.integers(1, 4))):
        piece = data.draw(st.sampled_from(own))
        parts.append(data.draw(st.from_regex(re.compile(piece, pattern.flags), fullmatch=True)))
        parts.append(data.draw(noise))
    return "".join(parts)


@pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)
@FEWER
@given(st.data())
def test_a_narrowed_pattern_finds_what_the_whole_pattern_finds(data: st.DataObject) -> None:
    pattern = data.draw(st.sampled_from(PATTERNS))
    text = _drawn(data, pattern)
    _same(pattern, text)
    _same(pattern, fold(text))


@pytest.mark.exhaustive
@FEWER
@given(st.data())
def test_two_patterns_alternatives_mixed_find_the_same(data: st.DataObject) -> None:
    # (an alternative of one pattern beside another's: a text holding several forms' keys)
    one, other = data.draw(st.sampled_from(PATTERNS)), data.draw(st.sampled_from(PATTERNS))
    text = _drawn(data, one) + " " + _drawn(data, other)
    _same(one, text)
    _same(other, text)


@pytest.mark.parametrize("text", [
    "I sent the lamp back yesterday", "ich schicke den Kessel (den großen) zurück", "get back to me",
    "the lamp is already back with you", "返品したいです", "je voudrais rendre la lampe",
    "I returned it, and sent the other one back too", "only the lid, just the lid", "",
    "charged twice for the same order", "I was charged two times", "both of the two mugs",
])
def test_plain_sentences_are_found_alike(text: str) -> None:
    for pattern in PATTERNS:
        _same(pattern, text)
        _same(pattern, fold(text))


def test_a_sentence_no_alternative_can_match_is_not_searched() -> None:
    # (the whole pattern's gate lets "back" through; no alternative has its every key there)
    assert narrowed(actions.RETURNED).of(fold("Could you get back to me about the delivery?")) is None
    one = narrowed(actions.RETURNED).of(fold("I sent the lamp back"))
    assert one is not None and one.pattern.count("|") < 20 < actions.RETURNED.pattern.count("|")


def test_the_alternatives_are_split_at_the_top_and_spread_out_of_an_edged_group() -> None:
    assert split(r"a|b(?:c|d)|[|]|\||e") == ["a", "b(?:c|d)", "[|]", r"\|", "e"]
    assert pieces(re.compile(r"(?<![\w])(?:ab|cd(?:e|f))(?![\w])|xy")) == [
        r"(?<![\w])(?:ab)(?![\w])", r"(?<![\w])(?:cd(?:e|f))(?![\w])", "xy"]
    # (a group with a quantifier after it, or anything but look-arounds, is one alternative)
    assert pieces(re.compile(r"(?:ab|cd)+|xy")) == ["(?:ab|cd)+", "xy"]
    assert pieces(re.compile(r"q(?:ab|cd)|xy")) == ["q(?:ab|cd)", "xy"]


def test_patterns_with_groups_flags_or_one_alternative_are_searched_whole() -> None:
    for source, flags in ((r"(a)|b", 0), (r"(?P<n>a)|b", 0), (r"abc|def", re.IGNORECASE),
                          (r"(?i)abc|def", 0), (r"abc", 0), (r"(?x) a | b", 0)):
        assert pieces(re.compile(source, flags)) is None, source
    # (a pattern with groups is still asked its own strict gate: searched whole, or not at all)
    spaced = together._pattern(("en",))[0]
    assert narrowed(spaced).of("the two mugs") is spaced
    assert narrowed(spaced).of("a mug and a plate") is None


def test_the_kept_sub_patterns_are_bounded() -> None:
    found = module.Narrowed(re.compile("|".join(rf"(?<![\w])(?:w{i}x)(?![\w])" for i in range(300))))
    for i in range(300):
        assert found.search(f"say w{i}x now") is not None
    assert len(found._kept) <= module._MAX_KEPT
