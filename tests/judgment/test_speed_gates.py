"""The injection rules' cheaper paths find what the long way finds (issue 39's reading under
5 ms): a tool call's plain forms read alone where a text holds none of a program's marks, and
the strict gates of a claimed approval and of an obligation, never closed on a text their
pattern matches.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import everywhere, injection_rules, language, provenance, tables, text
from service.judgment.tables import gates
from tests.support.examples import examples

pytestmark = pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)

SETTINGS = settings(max_examples=examples(150), deadline=None, suppress_health_check=list(HealthCheck))
AROUND = st.text(alphabet="ab _.,:()\n'\"-", max_size=8)


@functools.cache
def claims() -> list[tuple[str, str]]:
    """Each covered language's claimed approval and obligation (read when drawn, not when the
    module is collected: every worker of `make check` collects it)."""
    return [(code, name) for code in tables.COVERED for name in ("claim_own", "obliged")
            if getattr(injection_rules.rules(code), name) is not None]


def test_a_tool_calls_plain_forms_are_its_last_ones() -> None:
    # (the split is read from the pattern: were its forms moved, every text would be read whole)
    assert injection_rules._PLAIN_AT > 0
    assert everywhere.TOOL_CALL.pattern.endswith(injection_rules._TOOL_PLAIN.pattern)


@SETTINGS
@given(st.data())
def test_a_tool_call_without_a_programs_marks_is_found_by_its_plain_forms(data: st.DataObject) -> None:
    text = data.draw(AROUND) + data.draw(st.from_regex(everywhere.TOOL_CALL, fullmatch=True)) \
        + data.draw(AROUND)
    whole = [m.span() for m in everywhere.TOOL_CALL.finditer(text)]
    if not any(mark in text for mark in injection_rules._TOOL_MARKS):
        assert [m.span() for m in injection_rules._TOOL_PLAIN.finditer(text)] == whole, text
    if injection_rules._TOOL_PLAIN.search(text):
        english = injection_rules.rules("en")
        assert english is not None
        together, rule_of, *_ = injection_rules._rule_gates((english,))
        _, in_every, *_ = injection_rules._others((english,), len(rule_of))
        plain = next(gate for pattern, gate, *_ in injection_rules._EVERYWHERE
                     if pattern is injection_rules._TOOL_PLAIN)
        assert in_every[id(plain)] in together.passing(gates.words(text)), text


@SETTINGS
@given(st.data())
def test_the_strict_gates_of_a_claim_and_an_obligation_let_through_what_they_match(
        data: st.DataObject) -> None:
    code, name = data.draw(st.sampled_from(claims()))
    rules = injection_rules.rules(code)
    assert rules is not None
    pattern = getattr(rules, name)
    text = data.draw(AROUND) + data.draw(st.from_regex(pattern, fullmatch=True)) + data.draw(AROUND)
    if pattern.search(text):
        english = injection_rules.rules("en")
        assert english is not None
        chosen = tuple(dict.fromkeys((rules, english)))
        together, rule_of, *_ = injection_rules._rule_gates(chosen)
        of_language, *_ = injection_rules._others(chosen, len(rule_of))
        at = of_language[rules][0 if name == "obliged" else 1]
        assert at in together.passing(gates.words(text)), (code, name, text)


def test_a_latin_letters_fold_is_folded_already() -> None:
    # ``fold`` replaces each accented letter a text holds once, one after the other: no
    # letter's fold may hold a letter folded again
    folds = text.latin_folds()
    assert all(folds.get(ord(c)) is None for folded in folds.values() for c in folded)


@SETTINGS
@given(st.text(alphabet=st.characters(max_codepoint=0x24F), max_size=40))
def test_latin_letters_are_unaccented_as_one_translation_would(written: str) -> None:
    assert text.unaccented(written) == written.translate(text.latin_folds())


HEADS = [(code, kind) for code in tables.COVERED for kind in ("forward", "quote", "fields")]


@SETTINGS
@given(st.data())
def test_a_kinds_heads_joined_match_where_one_of_them_does(data: st.DataObject) -> None:
    code, kind = data.draw(st.sampled_from(HEADS))
    heads = provenance._patterns(tuple(dict.fromkeys((code, "en"))))
    patterns = getattr(heads, kind)
    line = data.draw(st.from_regex(data.draw(st.sampled_from(patterns)), fullmatch=True)) \
        if patterns and data.draw(st.booleans()) else data.draw(AROUND)
    joined = getattr(heads, kind + "_any")
    assert (joined.match(line) is not None) == any(p.match(line) for p in patterns), (code, kind, line)


@SETTINGS
@given(st.from_regex(provenance._AUTOMATED), st.from_regex(provenance._SPEAKER))
def test_a_lines_marks_stand_in_every_automated_notice_and_speaker(automated: str, speaker: str) -> None:
    if provenance._AUTOMATED.search(automated):
        assert any(mark in automated for mark in ("auto", "system", "do not reply")), automated
    if provenance._SPEAKER.match(speaker):
        assert ":" in speaker


def test_the_likeliest_language_read_from_lingua_s_values_is_the_one_lingua_detects() -> None:
    # ``language._likeliest`` reads lingua's answer from its confidence values (one pass of the
    # models, not two): on every text of the open corpus (comments, subjects, titles: long,
    # short, mixed, every script lingua tells languages apart in) lingua's own
    # ``detect_language_of`` answers the same
    from service.judgment.corpus import load
    from tests.judgment.measure import CORPUS

    texts = set()
    for case in load(CORPUS / "open"):
        _, paid, ticket = case.facts()
        texts |= {c.text for c in ticket.comments} | {ticket.subject} | {li.title for li in paid.lines}
    read = 0
    for whole in sorted(texts):
        sample = language._sample(whole)
        counted = language.scripts(sample)
        if not counted or counted.most_common(1)[0][0] not in language.FAMILIES:
            continue
        script = counted.most_common(1)[0][0]
        assert language._likeliest(script, sample) == \
            language._DETECTORS.get(script).detect_language_of(sample), sample
        read += 1
    assert read > 300
