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
