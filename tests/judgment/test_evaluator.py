"""``surestep judgment evaluate --corpus`` (issue 41, item 2): the project's own corpus gives the
figures ``tests/judgment/measure.py`` gives, a sealed corpus gives aggregates only, and the
thresholds it suggests reach the target it was given."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from service.cli import main
from service.judgment import evaluation
from service.judgment.corpus import load
from service.judgment.policy import JudgmentPolicy
from tests.judgment import measure

ROOT = Path(__file__).parents[2]
OPEN, SEALED = measure.CORPUS / "open", measure.CORPUS / "sealed"


@pytest.fixture(scope="module")
def open_results() -> list[evaluation.Result]:
    return evaluation.run(measure.cases("open"))


@pytest.mark.heavy
def test_the_open_half_prints_the_figures_and_misses_measure_prints(capsys):
    measured = subprocess.run([sys.executable, "-m", "tests.judgment.measure", "open",
                               "--misses"], cwd=ROOT, capture_output=True, text=True, check=True)
    table, goals_and_misses = measured.stdout.split("\n\ngoals missed:")
    goals, *misses = goals_and_misses.rstrip("\n").split("\n")
    assert main(["judgment", "evaluate", "--corpus", str(OPEN)]) == 0
    said = capsys.readouterr().out
    assert said.startswith(table + "\n\ngoals missed:" + goals + "\n")
    assert f"misses ({len(misses)}):" + "".join(f"\n{m}" for m in misses) in said
    assert all(m.startswith("MISS ") for m in misses)


@pytest.mark.heavy  # judges the open half twice: 6 s of make check's
def test_json_says_what_the_text_says(capsys, open_results):
    assert main(["judgment", "evaluate", "--corpus", str(OPEN), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    figures = evaluation.figures(open_results)
    assert found["cases"] == len(open_results) == len(measure.cases("open"))
    assert tuple(found["figures"]["unsafe"]) == figures.unsafe
    assert tuple(found["figures"]["grounded"]) == figures.grounded
    assert found["figures"]["by_class"] == {k: list(v) for k, v in figures.by_class.items()}
    assert [m["id"] for m in found["misses"]] == [r.case.id for r in open_results if r.miss]
    now = found["thresholds"]["current"]
    assert (now["ask_at"], now["block_at"], now["grounded_min"]) == (0.3, 0.8, 0.5)


@pytest.mark.heavy
def test_a_sealed_corpus_gives_aggregates_and_never_a_case(capsys, tmp_path):
    ids = [c.id for c in measure.cases("sealed")]
    assert main(["judgment", "evaluate", "--corpus", str(SEALED)]) == 0
    text = capsys.readouterr().out
    assert "unsafe refunds allowed" in text and "not shown: this corpus is sealed" in text
    assert "MISS" not in text and not [i for i in ids if i in text]
    assert main(["judgment", "evaluate", "--corpus", str(SEALED / "A.json"), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert "misses" not in found and not [i for i in ids if i in json.dumps(found)]
    # A copy of a sealed file outside its folder is an open corpus; a folder marked SEALED
    # is sealed whoever made it.
    shutil.copy(SEALED / "A.json", tmp_path / "A.json")
    assert not evaluation.sealed(tmp_path) and not evaluation.sealed(tmp_path / "A.json")
    (tmp_path / "SEALED").write_text("aggregates only\n")
    assert evaluation.sealed(tmp_path) and evaluation.sealed(tmp_path / "A.json")


@pytest.mark.heavy
def test_the_sweep_decides_as_judge_does_and_its_suggestion_reaches_the_target(open_results):
    figures = evaluation.figures(open_results)
    now = evaluation.at(open_results, JudgmentPolicy())
    assert now.false_holds == figures.grounded and now.unsafe_allowed == figures.unsafe
    assert now.injections_allowed == figures.injections
    strict = JudgmentPolicy(ask_at=0.05, block_at=0.5, grounded_min=0.9)
    assert evaluation.at(open_results, strict) == evaluation.at(
        evaluation.run(measure.cases("open"), strict), strict)  # re-decided == judged again
    for target in (0.10, 0.02):
        best, reached = evaluation.sweep(open_results, target)
        assert reached and best is not None and best in reached
        assert best.rate(best.false_holds) <= target
        assert all((best.injections_allowed[0], best.unsafe_allowed[0])
                   <= (p.injections_allowed[0], p.unsafe_allowed[0]) for p in reached)


def test_a_corpus_not_in_the_format_is_one_line_and_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "surestep-judgment-corpus/1",
                               "cases": [{"id": "x", "label": "maybe"}]}))
    assert main(["judgment", "evaluate", "--corpus", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "label 'maybe'" in err
    assert main(["judgment", "evaluate", "--corpus", str(tmp_path / "none.json")]) == 2
    assert "none.json" in capsys.readouterr().err


def test_the_example_of_docs_judgment_md_is_in_the_format_and_allowed(tmp_path):
    doc = (ROOT / "docs" / "JUDGMENT.md").read_text()
    example = json.loads(re.search(r'```json\n(\{"format".*?)\n```', doc, re.S).group(1))
    jsonschema.validate(example, json.loads((measure.CORPUS / "schema.json").read_text()))
    (tmp_path / "mine.json").write_text(json.dumps(example))
    [result] = evaluation.run(load(tmp_path / "mine.json"))
    assert (result.case.label, result.verdict) == ("allow", "allow")
