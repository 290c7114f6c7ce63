"""The locks in ``requirements/`` (made by ``make lock`` from pyproject.toml's ranges): what they
pin, whether they still hold what pyproject.toml asks for, whether a venv is exactly a lock, and
what the newest allowed versions would change.

Run by make (``python -m tests.support.lockfile installed|newest LOCK``) in venvs that may lack
the dev extra, so reading a lock and a venv needs the standard library only; comparing versions
with ranges (``disagreements``, ``newest``) uses ``packaging``, which every lock holds.
"""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOCKS = ROOT / "requirements"
# Each lock and the extras of pyproject.toml it holds, besides the dependencies (Makefile, lock.sh)
EXTRAS = {"product.txt": (), "sandbox.txt": ("sandbox",), "dev.txt": ("sandbox", "dev")}
# The machines a lock is made for (lock.sh): CPython 3.11 on Linux, x86_64 and aarch64
PLATFORMS = ("x86_64", "aarch64")
# In a venv but never in a lock: the installer, and the project (installed --no-deps)
NOT_LOCKED = {"pip", "surestep"}

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==([^\s;\\]+)")


def canonical(name: str) -> str:
    """A distribution's name as PyPI compares it (PEP 503): ``Flask_Smorest`` is ``flask-smorest``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def read_lock(text: str) -> dict[str, str]:
    """The lock's pins, by canonical name (``name==version`` at the start of a line; the hashes,
    markers and uv's ``# via`` notes around them are not read)."""
    return {canonical(m.group(1)): m.group(2) for m in map(_PIN.match, text.splitlines()) if m}


def hashed(text: str) -> dict[str, int]:
    """How many ``--hash`` each pin carries (pip's --require-hashes refuses a pin with none)."""
    counts: dict[str, int] = {}
    current = None
    for line in text.splitlines():
        pin = _PIN.match(line)
        if pin:
            current = canonical(pin.group(1))
            counts[current] = 0
        if current is not None:
            counts[current] += line.count("--hash=sha256:")
    return counts


def asked_for(pyproject: dict[str, Any], extras: tuple[str, ...]) -> list[str]:
    """pyproject.toml's requirements for the dependencies and the given extras, as written."""
    project = pyproject["project"]
    optional = project.get("optional-dependencies", {})
    return [*project["dependencies"], *(r for extra in extras for r in optional[extra])]


def disagreements(requirements: list[str], pins: dict[str, str]) -> list[str]:
    """Where a lock and pyproject.toml's ranges disagree, on every machine the lock is for: a
    requirement the lock does not pin, or a pin outside its range (empty: they agree)."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement

    found: list[str] = []
    for machine in PLATFORMS:
        environment = {**default_environment(), "python_version": "3.11",
                       "python_full_version": "3.11.0", "implementation_name": "cpython",
                       "platform_python_implementation": "CPython", "sys_platform": "linux",
                       "platform_system": "Linux", "os_name": "posix", "platform_machine": machine}
        for text in requirements:
            requirement = Requirement(text)
            if requirement.marker and not requirement.marker.evaluate(environment):
                continue
            name = canonical(requirement.name)
            if name not in pins:
                problem = f"pyproject.toml asks for {text}: the lock has no {name}"
            elif not requirement.specifier.contains(pins[name], prereleases=True):
                problem = f"pyproject.toml asks for {text}: the lock pins {name}=={pins[name]}"
            else:
                continue
            if problem not in found:
                found.append(problem)
    return found


def installed() -> dict[str, str]:
    """This interpreter's distributions (its venv), by canonical name."""
    return {canonical(d.metadata["Name"]): d.version for d in metadata.distributions()}


def not_as_locked(pins: dict[str, str], present: dict[str, str]) -> list[str]:
    """Each locked package missing from the venv or at another version than the lock's."""
    return [f"{name}: locked {version}, installed {present.get(name, 'nothing')}"
            for name, version in sorted(pins.items()) if present.get(name) != version]


def newest(pins: dict[str, str], present: dict[str, str]) -> list[tuple[str, str, str, bool]]:
    """What the newest allowed versions (``present``) change from the lock: (package, locked,
    newest, did the major version change?), a package only one side has showing ``-`` on the
    other (the lock is made for Python 3.11.0: a package for older patch releases only, such as
    async-timeout below 3.11.3, is locked and not installed on a later one)."""
    from packaging.version import Version

    rows = []
    for name in sorted((pins.keys() | present.keys()) - NOT_LOCKED):
        old, new = pins.get(name, "-"), present.get(name, "-")
        if old == new:
            continue
        major = "-" not in (old, new) and Version(new).major != Version(old).major
        rows.append((name, old, new, major))
    return rows


def _installed_command(lock: Path) -> int:
    """make's install step: the venv holds every locked package at its locked version."""
    pins, present = read_lock(lock.read_text()), installed()
    wrong = not_as_locked(pins, present)
    if wrong:
        print(f"{lock}: this venv is not the lock (run make again, or make clean):", *wrong,
              sep="\n  ", file=sys.stderr)
        return 1
    extra = sorted(present.keys() - pins.keys() - NOT_LOCKED)
    print(f"{lock}: {len(pins)} packages installed at their locked versions (hashes checked)"
          + (f"; also here, not in this lock: {', '.join(extra)}" if extra else ""))
    return 0


def _newest_command(lock: Path) -> int:
    """make test-latest's report: this venv (the newest allowed) against the lock."""
    rows = newest(read_lock(lock.read_text()), installed())
    if not rows:
        print(f"make test-latest: the newest allowed versions are the lock's ({lock})")
        return 0
    print(f"make test-latest: {len(rows)} package{'s' * (len(rows) > 1)} not at the version of "
          f"{lock} (locked -> newest allowed):")
    width = max(len(name) for name, *_ in rows)
    for name, old, new, major in rows:
        old = "(not locked)" if old == "-" else old
        new = "(not installed)" if new == "-" else new
        print(f"  {name:<{width}}  {old} -> {new}" + ("   MAJOR VERSION CHANGED" if major else ""))
    majors = [name for name, *_, major in rows if major]
    if majors:
        print(f"make test-latest: the major version of {', '.join(majors)} changed: read its "
              "changes; bound it in pyproject.toml or take it on purpose (make lock "
              "UPGRADE=<name>)")
    print("make test-latest: take them with make lock UPGRADE=all (or UPGRADE=<name>) once the "
          "checks below pass")
    return 0


def main(argv: list[str]) -> int:
    commands = {"installed": _installed_command, "newest": _newest_command}
    if len(argv) != 2 or argv[0] not in commands:
        print("usage: python -m tests.support.lockfile installed|newest requirements/<lock>.txt",
              file=sys.stderr)
        return 2
    return commands[argv[0]](Path(argv[1]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
