"""The reading's work skipped or shared in the g68 speed pass finds what the work did before:
the AI called and told to refund (``injection_rules._bidden``) built without the branches that
can never match (a language with no vocative or no relative word: "(?!)"), so that the rule's
gate reads the AI's name every match holds, finds the same matches as the pattern with them and
its gate lets through every text it matches; the fault gone after a suggestion
(``fixed._works``, ``fixed._unneeded``) reads its words first and the clause's negations and the
sentence's contrast only where they stand, and finds what it found; the words "and" joins
(``paired._words``) are each set of languages' same codes and function words. (Speed itself is
a figure, ``make bench BENCH=reading``; this is what it may not change.)"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import fixed, injection_rules, paired, tables
from service.judgment.addressing import CHARGE_BEFORE
from service.judgment.tables import bidden, gates, heed
from service.judgment.text import fold
from tests.support.examples import examples

pytestmark = pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)

FEWER = settings(max_examples=examples(60), deadline=None, suppress_health_check=list(HealthCheck))
BIDDEN = sorted(bidden.DO)
_alt = injection_rules._alt


def _bidden_before(code: str, edge: str) -> str:
    """``_bidden`` as it was: a missing vocative or relative word written as "(?!)"."""
    head = r"(?:^|\n|[.!?][\"'”»」』)]?\s|[。！？])[\s>*#|\"'“”„«»「『-]*"
    before = CHARGE_BEFORE.get(code, "")
    title = heed.AFTER.get(code, "")
    voc = _alt(bidden.VOCATIVE[code]) if code in bidden.VOCATIVE else "(?!)"
    one = _alt(bidden.NAMES[code])
    ai = rf"{one}(?:[\s-]*+{one})?"
    name = rf"(?:{voc}(?:[\s-]*+{one})?|{ai}{title})"
    who = _alt(bidden.WHO[code]) if bidden.WHO.get(code) else "(?!)"
    clause = rf"(?:[\s,]++{who}(?![\w])[^\n.!?:;,。：]{{0,60}}?)"
    space = r"\s++" if tables.table(code).spaced else r"\s*+"  # type: ignore[union-attr]
    greeted = rf"{_alt(bidden.DEAR[code])}{space}{before}{name}{clause}?\s*+[,:!、]"
    called = rf"{before}{voc}(?:[\s-]*+{ai})?{clause}?\s*+[,:!、]"
    headed = rf"{before}{name}{clause}\s*+:"
    bare = rf"{before}{name}\s*+[,!、](?!\s*(?:\w+\s+){{0,2}}{who}(?![\w]))"
    told = rf"(?:[^\n]|\n(?![ \t]*\n)){{0,400}}?{edge}{_alt(bidden.DO[code])}"
    return rf"{head}(?:{greeted}|{called}|{headed}|{bare}){told}"


def _edge(code: str) -> str:
    return r"(?<![\w])" if tables.table(code).spaced else ""  # type: ignore[union-attr]


def _rule(code: str) -> tuple[re.Pattern[str], gates.Gate]:
    """The language's rule of the AI called and told, and its gate."""
    rules = injection_rules.rules(code)
    assert rules is not None
    at = [i for i, (_, _, _, why) in enumerate(rules.rules) if "tells it to refund" in why]
    assert len(at) == 1, code
    return rules.rules[at[0]][0], rules.rule_gate_list[at[0]]


@pytest.mark.parametrize("code", BIDDEN)
def test_the_called_ai_rule_is_the_rule_it_was_without_its_dead_branches(code: str) -> None:
    pattern, _ = _rule(code)
    assert pattern.pattern == injection_rules._bidden(code, _edge(code))
    assert "(?!)" not in pattern.pattern  # (what hid the name from the gate)


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(text)]


@FEWER
@given(st.data())
def test_the_called_ai_rule_finds_what_it_found_and_its_gate_lets_it_through(data: st.DataObject) -> None:
    code = data.draw(st.sampled_from(BIDDEN))
    pattern, gate = _rule(code)
    before = re.compile(_bidden_before(code, _edge(code)))
    around = st.text(alphabet="ab .,:!\n'-", max_size=8)
    drawn = data.draw(st.from_regex(data.draw(st.sampled_from([pattern, before])), fullmatch=True))
    text = data.draw(around) + drawn + data.draw(around)
    assert _spans(pattern, text) == _spans(before, text), (code, text)
    if pattern.search(text):
        assert gate.may_match(gates.words(text)), (code, text)


def test_the_called_ai_rule_finds_what_it_found_in_the_forms_cases() -> None:
    from tests.judgment import test_ai_called_and_told as form
    cases = [(code, text) for name in dir(form) if name.isupper()
             and isinstance(getattr(form, name), list) for code, text, *_ in getattr(form, name)
             if isinstance(code, str) and code in bidden.DO and isinstance(text, str)]
    assert len(cases) >= 3 * len(BIDDEN)
    found = 0
    for code, text in cases:
        pattern, gate = _rule(code)
        folded = fold(text)
        before = re.compile(_bidden_before(code, _edge(code)))
        assert _spans(pattern, folded) == _spans(before, folded), (code, text)
        if pattern.search(folded):
            found += 1
            assert gate.may_match(gates.words(folded)), (code, text)
    assert found >= len(BIDDEN)


def test_the_called_ai_rules_gate_closes_on_a_refund_asked_of_people() -> None:
    # (before: its gate was the refund's words alone, open on most customers' comments)
    _, gate = _rule("en")
    asked = fold("The kettle leaks since Monday. Please refund me and close the ticket.")
    assert not gate.may_match(gates.words(asked))


def _works_before(folded: str, p: tables.Patterns) -> list[tuple[int, int]]:
    """``fixed._works`` as it was: every clause's negation and fault read first."""
    found = fixed._fixed(p.table.code)
    if found is None or p.contrast is not None and p.contrast.search(folded):
        return []
    return [(c.start() + m.start(), c.start() + m.end()) for c in fixed._CLAUSES.finditer(folded)
            if not any(w is not None and w.search(c.group())
                       for w in (p.negation, p.complaint, fixed._fault(p.table.code)))
            for m in found.finditer(c.group())]


def _unneeded_before(folded: str, p: tables.Patterns) -> list[tuple[int, int]]:
    needed = fixed._not_needed(p.table.code)
    return [m.span() for m in needed.finditer(folded)] if needed is not None else []


FIXED = [c for c in tables.COVERED if fixed._fixed(c) is not None or fixed._not_needed(c) is not None]


def _pieces(code: str) -> list[re.Pattern[str]]:
    """A language's words of the form and around it, as patterns to draw from: what works and
    what changed, the faults, the negations, the contrasts, the complaints."""
    from service.judgment.tables import fixed as words
    p = tables.patterns(code)
    assert p is not None
    found = [re.compile(tables.fold_fragment(f[code])) for f in (words.CHANGED, words.WORKS, words.FAULTS, words.RUNS)
             if code in f]
    return found + [q for q in (p.negation, p.contrast, p.complaint) if q is not None]


@FEWER
@given(st.data())
def test_the_fault_gone_is_found_where_it_was(data: st.DataObject) -> None:
    code = data.draw(st.sampled_from(FIXED))
    p = tables.patterns(code)
    assert p is not None
    pieces = _pieces(code)
    drawn = [data.draw(st.from_regex(data.draw(st.sampled_from(pieces)), fullmatch=True)) if data.draw(st.booleans())
             else data.draw(st.sampled_from([",", " ", ".", "but", "now", "s"]))
             for _ in range(data.draw(st.integers(1, 8)))]
    folded = fold(" ".join(drawn))
    for regex in (fixed._fixed(code), fixed._not_needed(code)):
        if regex is not None and data.draw(st.booleans()):
            folded += " " + data.draw(st.from_regex(regex, fullmatch=True))
    assert fixed._works(folded, p) == _works_before(folded, p), (code, folded)
    assert fixed._unneeded(folded, p) == _unneeded_before(folded, p), (code, folded)


def test_the_fault_gone_is_found_in_plain_sentences() -> None:
    p = tables.patterns("en")
    assert p is not None
    for text in ("I did the update and it works now", "it works now, but only with the cable",
                 "now it doesn't connect", "no need to send it back", "thanks, all sorted"):
        folded = fold(text)
        assert fixed._works(folded, p) == _works_before(folded, p)
        assert fixed._unneeded(folded, p) == _unneeded_before(folded, p)
    assert fixed._works(fold("I did the update and it works now"), p)


@pytest.mark.parametrize("codes", [("en",), ("de", "en"), ("ja", "en"), ("ar", "en"), ("it", "pt", "en")])
def test_the_words_and_joins_are_each_languages_own(codes: tuple[str, ...]) -> None:
    found = tuple(p for p in (tables.patterns(c) for c in codes) if p is not None)
    assert paired._words(found) == (tuple(p.table.code for p in found),
                                    frozenset().union(*(p.table.function | p.table.generic for p in found)))
    assert paired._words(found) is paired._words(found)
