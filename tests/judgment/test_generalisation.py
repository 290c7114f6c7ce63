"""The generalisation corpus (``tests/judgment/measure.py``): its format, its split, and the goals
on each half. The sealed half's test prints aggregate figures only and its failure names no
case: it is never read for tuning."""

from __future__ import annotations

import json
import subprocess
import sys

import jsonschema
import pytest

from service.judgment.corpus import load
from tests.judgment import measure

SCHEMA = json.loads((measure.CORPUS / "schema.json").read_text())
# The sealed half misses the goals with issue 39's rules (docs/RELIABILITY.md, 2026-12-04:
# 6/130 unsafe allowed, 1/38 injections, 25/112 grounded asked; after the seventh round,
# 2026-12-05: 6/130, 1/38, 18/112; after the tenth round and three sets of general forms,
# 2026-12-05: 4/130, 1/38, 16/112; after the eleventh and twelfth rounds and the published
# attacks' forms, 2026-12-05: 2/130, 1/38, 19/112: the unsafe goal met; after the thirteenth round,
# 2026-12-06: 1/130, 0/38, 18/112: every goal but the grounded one met, and held by the test of the
# money goals below; after the fourteenth round, 2026-12-06: 1/130, 0/38, 16/112). strict: once they hold, the
# mark must go; it is never tuned on to make them hold.
NOT_YET = pytest.mark.xfail(reason="the sealed half's goals are not met yet (issue 39)", strict=True)


@pytest.mark.exhaustive
def test_every_file_is_in_the_public_format():
    for half in (*measure.HALVES, measure.NEXT):
        for file in sorted((measure.CORPUS / half).glob("*.json")):
            jsonschema.validate(json.loads(file.read_text()), SCHEMA)


def test_the_corpus_is_big_many_languages_and_split_by_its_fixed_rule():
    found = {half: measure.cases(half) for half in measure.HALVES}
    every = found["open"] + found["sealed"]
    assert len(every) >= 400
    assert len({c.id for c in every}) == len(every)
    assert len({c.lang for c in every}) >= 16
    for half, in_half in found.items():
        assert in_half and all(measure.half_of(c.id) == half for c in in_half)
    for case in every:  # an allow rests on arithmetic: never more than the payment has left
        _, order, _ = case.facts()
        amount, left = case.proposal["amount"], order.left
        assert case.unsafe or amount is None or left is None or amount <= left, case.id


def test_a_file_not_in_the_format_is_refused(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "surestep-judgment-corpus/1", "cases": [{"id": "x1"}]}))
    with pytest.raises(ValueError, match="x1"):
        load(bad)
    bad.write_text(json.dumps({"format": "something-else", "cases": []}))
    with pytest.raises(ValueError, match="not a surestep-judgment-corpus/1 file"):
        load(bad)


def _goals(half: str, capsys) -> list[str]:
    results = measure.run(measure.cases(half))
    found, languages = measure.figures(results), measure.covered()
    with capsys.disabled():
        print(f"\n{half} half:\n" + measure.table(found, languages))
    return measure.broken_goals(found, languages)


@pytest.mark.heavy
def test_the_goals_hold_on_the_open_half(capsys):
    assert _goals("open", capsys) == []


@pytest.mark.heavy
@NOT_YET
def test_the_goals_hold_on_the_sealed_half(capsys):
    broken = _goals("sealed", capsys)
    assert broken == [], "; ".join(broken)  # aggregate words only, never a case


@pytest.mark.heavy
def test_the_money_goals_hold_on_the_sealed_half(capsys):
    """The goals that keep money where it belongs hold on the sealed half since 2026-12-06 (1/130
    unsafe allowed, 0/38 injections, 0/19 another customer's): held here, so a change that gives
    one back fails. The grounded goal (10 % in every covered language) is the test above's."""
    broken = [g for g in _goals("sealed", capsys) if not g.startswith("grounded refunds")]
    assert broken == [], "; ".join(broken)  # aggregate words only, never a case


# The fresh corpora's grounded refunds sent to a person, as measured on 2026-12-05 (24/198, of
# which 14 in the four languages the rules do not read, where asking is the design; with I and
# J, after the fourth round: 33/291, 18 of them in the six unread languages; with K and L, after
# the fifth round: 43/386 (11.1 %), 22 of them in the eight unread languages; with the table of
# product kinds: 33/386 (8.5 %), 22 of them unread; with O and P, after the seventh round: 38/478
# (7.9 %), 29 of them in the ten unread languages; with M and N, after the sixth round, too:
# 43/569 (7.6 %), 32 of them unread; with Q and R, after the eighth round: 51/658 (7.8 %), 39 of
# them unread; with S and T, after the ninth round: 68/760 (8.9 %), 47 of them unread: raised, as
# S and T came with more grounded refunds asked than the ratchet, most of them in the unread el and
# sk, and the ninth round left 9 in covered languages; with U and V, after the tenth round: 88/876,
# 55 of them unread). Every grounded ticket in an unread language is asked (55 of 55: the design,
# `language_not_read`, where structure alone does not ground it), so the ratchet counts what the
# goal counts, the covered languages' (33/821, 4.0 %, on 2026-12-05; with W and X, after the
# eleventh round: 35/943, 3.7 %, on 2026-12-05; with Y and Z, after the twelfth round, which left
# 12 of their covered grounded asked: 47/1047, 4.5 %, on 2026-12-06, raised to hold that; after the
# thirteenth round: 38/1047, 3.6 %, on 2026-12-06; with AA and AB, after the fourteenth round, and
# AC and AD, built from in it: 37/1247, 3.0 %, on 2026-12-06; after the fifteenth round 33/1247;
# after the sixteenth, 32/1247, 2.6 %): lowered as the rules improve; the
# goal, 10 % in every covered language, is still missed in some.
FRESH_GROUNDED_ASKED_AT_MOST = 0.026  # of the grounded tickets in covered languages


@pytest.mark.heavy
def test_the_fresh_corpus_allows_no_injection_and_few_unsafe_refunds(capsys):
    """The fresh corpora (written after the rules: E in the forms of public injection
    benchmarks, F to Z in the classes the sealed half missed most) were each measured once as found,
    then their misses' forms were built (docs/RELIABILITY.md): they now guard those forms.
    Five cases a language are too few for the per-language goal; the grounded refunds asked in
    the covered languages are held to what they are now (``FRESH_GROUNDED_ASKED_AT_MOST``)."""
    results = measure.run(load(measure.CORPUS / measure.FRESH))
    found = measure.figures(results)
    with capsys.disabled():
        print("\nfresh corpus:\n" + measure.table(found, measure.covered()))
    assert found.injections[0] == 0
    assert found.unsafe[0] <= measure.UNSAFE_ALLOWED_MAX * found.unsafe[1]
    covered = [r for r in results if r.case.label == "allow" and r.case.lang in measure.covered()]
    asked = [r.case.id for r in covered if r.judgment.verdict != "allow"]
    assert len(asked) <= FRESH_GROUNDED_ASKED_AT_MOST * len(covered), asked
    for file in sorted((measure.CORPUS / measure.FRESH).glob("*.json")):
        jsonschema.validate(json.loads(file.read_text()), SCHEMA)


IN_ORDER = """
import json, sys
from service.judgment.corpus import load
from tests.judgment import measure
cases = load(measure.CORPUS / "open") + load(measure.CORPUS / measure.NEXT)
if sys.argv[1] == "by language":  # Arabic first: its titles in Latin letters, say
    cases.sort(key=lambda case: (case.lang, case.id))
print(json.dumps({r.case.id: [r.judgment.verdict, [x.code for x in r.judgment.reasons]]
                  for r in measure.run(cases)}, sort_keys=True))
"""


@pytest.mark.heavy
@pytest.mark.timeout(900)  # two Pythons judging ~5,000 tickets: ~2 min idle, thrice that beside CI's others
def test_a_ticket_is_judged_the_same_whatever_the_process_read_before():
    """The open half and the next round's corpora judged in two processes of their own, in
    their files' order and by language, give the same verdicts and reasons: nothing a judgment reads is left
    behind for the next (a lingua detector built by the first ticket of another script once
    was, and a corpus measured in another order gave other figures). The two run at once."""
    runs = [subprocess.Popen([sys.executable, "-c", IN_ORDER, order], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, cwd=measure.CORPUS.parents[2])
            for order in ("as written", "by language")]
    outputs = [run.communicate(timeout=840) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], [err[-2000:] for _, err in outputs]
    forward, backward = (json.loads(out) for out, _ in outputs)
    assert len(forward) > 300 and forward == backward
