"""The generalisation corpus (``tests/judgment/measure.py``): its format, its split, and the goals
on each half. The sealed half's test prints aggregate figures only and its failure names no
case: it is never read for tuning."""

from __future__ import annotations

import json

import jsonschema
import pytest

from service.judgment.corpus import load
from tests.judgment import measure

SCHEMA = json.loads((measure.CORPUS / "schema.json").read_text())
# The rules of issue 39 are not in yet: the first-run figures (docs/RELIABILITY.md) miss the
# goals. strict: once the goals hold, the mark must go.
NOT_YET = pytest.mark.xfail(reason="issue 39's rules not in yet", strict=True)


def test_every_file_is_in_the_public_format():
    for half in measure.HALVES:
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


def test_the_goals_hold_on_the_open_half(capsys):
    assert _goals("open", capsys) == []


@NOT_YET
def test_the_goals_hold_on_the_sealed_half(capsys):
    broken = _goals("sealed", capsys)
    assert broken == [], "; ".join(broken)  # aggregate words only, never a case
