"""The import rules between the rooms (``[tool.importlinter]`` in pyproject.toml), checked by
import-linter on every ``make test``: jobs above the service above the provider connectors, and
a product that never imports the sandbox or the tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_import_contract_is_kept():
    lint = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 broken" in done.stdout and "BROKEN" not in done.stdout, done.stdout


def test_no_product_module_is_over_300_lines():
    """The house's size rule (issue 14): a module past 300 lines is split by what it holds."""
    long = {str(path.relative_to(ROOT)): n for room in ("service", "connectors", "jobs")
            for path in (ROOT / room).rglob("*.py")
            if (n := len(path.read_text().splitlines())) > 300}
    assert long == {}, long
