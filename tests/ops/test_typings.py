"""The types of ours for a library that ships none (``typings/``, mypy's ``mypy_path``) say
what the installed library does: mypy's stubtest compares every name they declare with the
package's own functions and classes (parameters, their kinds and defaults), so a flask-smorest
release that renames or drops a parameter fails here rather than typing a call that breaks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TYPINGS = ROOT / "typings"


def stubtest(module: str, typings: Path = TYPINGS) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", module, "--ignore-missing-stub",
         "--allowlist", str(TYPINGS / "stubtest-allowlist.txt")],
        cwd=ROOT, env={**os.environ, "MYPYPATH": str(typings)}, capture_output=True,
        text=True, timeout=120)


def test_the_flask_smorest_types_match_the_installed_package():
    done = stubtest("flask_smorest")
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_parameter_the_package_does_not_have_is_found(tmp_path):
    """The check can fail: the same types with a parameter flask-smorest has never had."""
    copy = tmp_path / "flask_smorest"
    copy.mkdir()
    for stub in (TYPINGS / "flask_smorest").glob("*.pyi"):
        text = stub.read_text()
        if stub.name == "__init__.pyi":
            text = text.replace("        success: bool = False,\n",
                                "        success: bool = False,\n        weight: int = 0,\n")
            assert "weight" in text
        (copy / stub.name).write_text(text)
    done = stubtest("flask_smorest", tmp_path)
    assert done.returncode == 1 and "alt_response" in done.stdout and "weight" in done.stdout, \
        done.stdout + done.stderr
