"""`make check`'s sample of the judgment's form tests (tests/support/sampling.py), chosen where
pytest makes a test's cases: the same cases every time, each form's first among them, the crc32
choice of the node id the sample has made since stop 62, and every case when ``SURESTEP_CHECK``
is not set (`make test`, `make check-judgment`, CI). A form file is collected here as pytest
collects it, its cases counted against the tables they are made of."""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest

from tests.judgment import test_fifteenth_round_am as form
from tests.support import examples
from tests.support.sampling import SAMPLED_FROM, SAMPLED_ONE_IN, _named_by_case, kept

FORM = Path(form.__file__)
TABLES = {"test_money_declined_in_the_passive_is_asked": form.PASSIVE_DECLINE,
          "test_money_asked_in_the_passive_stays_allowed": form.PASSIVE_ASKED,
          "test_a_new_part_wished_instead_of_the_money_is_asked": form.NEW_PART,
          "test_a_change_of_mind_said_alone_withdraws_the_request": form.CHANGED_MIND}


def _collected(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch,
               quick: bool) -> dict[str, list[str]]:
    """The form file's tests as pytest collects them with ``SURESTEP_CHECK=1`` (``quick``) or
    without: each test's name, its cases' node ids in order."""
    monkeypatch.setattr(examples, "QUICK", quick)
    found: dict[str, list[str]] = {}
    for item in pytest.Module.from_parent(request.session, path=FORM).collect():
        assert isinstance(item, pytest.Function)
        found.setdefault(item.originalname, []).append(item.nodeid)
    return found


def test_every_case_is_collected_without_the_check(request, monkeypatch) -> None:
    found = _collected(request, monkeypatch, quick=False)
    assert set(TABLES) <= set(found)
    for name, table in TABLES.items():
        assert len(found[name]) == len(table) >= SAMPLED_FROM, name
    for name, cases in found.items():  # every test of the file: one case a row of its table
        marks = [m for m in getattr(getattr(form, name), "pytestmark", []) if m.name == "parametrize"]
        assert len(cases) == (len(marks[0].args[1]) if marks else 1), name


def test_the_check_runs_each_forms_first_case_and_the_same_crc32_fifth(request, monkeypatch) -> None:
    every = _collected(request, monkeypatch, quick=False)
    sampled = _collected(request, monkeypatch, quick=True)
    assert _collected(request, monkeypatch, quick=True) == sampled  # the same cases every time
    assert sampled.keys() == every.keys()
    for name, cases in every.items():
        # the rule as the sample applied it to the collected items until stop 66
        wanted = cases if len(cases) < SAMPLED_FROM else [
            nodeid for n, nodeid in enumerate(cases)
            if n == 0 or zlib.crc32(nodeid.encode()) % SAMPLED_ONE_IN == 0]
        assert sampled[name] == wanted, name
        assert sampled[name][0] == cases[0]
    assert sum(map(len, sampled.values())) < sum(map(len, every.values()))


def test_the_rule_keeps_the_first_and_a_fifth_of_the_rest() -> None:
    cases = [f"{lang}-{n}" for lang in ("en", "de", "ja", "ar") for n in range(250)]
    choice = kept("tests/judgment/test_x.py::test_y", cases)
    assert choice == kept("tests/judgment/test_x.py::test_y", cases)
    assert choice[0] and 150 < sum(choice) < 250
    assert choice != kept("tests/judgment/test_x.py::test_z", cases)  # the test's id counts
    assert kept("tests/judgment/test_x.py::test_y", cases[1:SAMPLED_FROM]) == [True] * (SAMPLED_FROM - 1)
    # a case's own id decides, never its place among the others
    assert [k for c, k in zip(cases, choice, strict=True) if c != cases[5]][1:] == \
        kept("tests/judgment/test_x.py::test_y", cases[:5] + cases[6:])[1:]


def test_a_case_named_on_the_command_line_is_never_left_out() -> None:
    name = "test_a_new_part_wished_instead_of_the_money_is_asked"
    assert _named_by_case([f"{FORM}::{name}[fr-La charni]"], FORM, name)
    assert _named_by_case([f"tests/judgment/{FORM.name}::{name}[fr-x]"], FORM, name)
    assert not _named_by_case([f"{FORM}::{name}", "tests/judgment"], FORM, name)
    assert not _named_by_case([f"{FORM}::test_money_declined_in_the_passive_is_asked[en-x]"], FORM, name)
