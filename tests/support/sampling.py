"""Which cases of a judgment form test `make check` runs (``SURESTEP_CHECK=1``).

A form's cases are its sentences in one language after another (most of the judgment's tests,
each 3-5 ms of reading), and a change that breaks a form breaks it in most of them: `make check`
runs a fifth of the cases of each parametrized test under ``tests/judgment/`` that has
``SAMPLED_FROM`` or more, its first case always among them and the rest chosen by a hash of the
case's id (crc32 of the node id: the same cases every run and on every worker, a case's place
never hanging on the cases beside it). A form of fewer cases runs whole; `make test`,
`make check-judgment` and CI (no ``SURESTEP_CHECK``) run every case: what the sample leaves (a
twin in one language of many) is run there before a judgment change is merged. A fifth, not the
half of stop 62, the third of stop 63 nor the quarter of stop 64: each round's form tests took
the loop past 50 s again (stop 65: 52 s warm and idle with a quarter, 5,358 tests; 41 s with a
fifth).

The choice is made where pytest makes the cases (``pytest_generate_tests``, tests/conftest.py):
a case left out is never built as a test item, so neither worker of `make check` collects it or
deselects it afterwards."""

from __future__ import annotations

import os
import zlib
from collections.abc import Sequence
from pathlib import Path

import pytest

from tests.support import examples

SAMPLED_FROM = 4
SAMPLED_ONE_IN = 5
JUDGMENT = f"{os.sep}judgment{os.sep}"


def kept(function_id: str, case_ids: Sequence[str]) -> list[bool]:
    """For each case of the test ``function_id`` (its node id without a case, ``path::name``),
    given its cases' ids in order, whether `make check` runs it: all of a test of fewer than
    ``SAMPLED_FROM`` cases, else the first and those whose node id's crc32 falls on
    ``SAMPLED_ONE_IN``'s zero."""
    if len(case_ids) < SAMPLED_FROM:
        return [True] * len(case_ids)
    return [n == 0 or zlib.crc32(f"{function_id}[{case}]".encode()) % SAMPLED_ONE_IN == 0
            for n, case in enumerate(case_ids)]


def sample(metafunc: pytest.Metafunc) -> None:
    """Leaves out of ``metafunc``'s cases (every parametrization made, pytest's list of them) those
    `make check` does not run; nothing outside `make check`, outside tests/judgment, or for a test
    whose case the command line names (``path::name[case]``: that case is what was asked)."""
    definition = metafunc.definition
    # pytest's own list of the cases: private, so pyproject.toml bounds pytest below 10, and a
    # pytest without it runs every case (the sample is a speed-up, never a test's meaning)
    calls = getattr(metafunc, "_calls", None)
    if not examples.QUICK or not isinstance(calls, list) or len(calls) < SAMPLED_FROM \
            or JUDGMENT not in str(definition.path) \
            or _named_by_case(metafunc.config.args, definition.path, definition.name):
        return
    keep = kept(definition.nodeid, [callspec.id for callspec in calls])
    calls[:] = [callspec for callspec, k in zip(calls, keep, strict=True) if k]


def _named_by_case(args: Sequence[str], path: Path, name: str) -> bool:
    for arg in args:
        file, _, rest = arg.partition("::")
        if "[" in rest and Path(file).name == path.name and rest.split("[")[0].split("::")[-1] == name:
            return True
    return False
