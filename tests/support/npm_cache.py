"""An npm package a test runs or reads (the MCP Inspector, the conformance suite, the Tasks
extension's schemas), installed once into a cache folder outside the repo and reinstalled only
when its version changes. Without npm, or with the registry unreachable (the machine's state,
not surestep's behaviour), the test skips, saying why."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest


def installed(package: str, version: str, folder: str, home_env: str, what: str) -> Path:
    """The package's folder under ``node_modules`` in ``$home_env`` (default
    ``~/.cache/<folder>``), installed there at ``version`` if it is not already."""
    home = Path(os.environ.get(home_env, Path.home() / ".cache" / folder))
    if shutil.which("npm") is None:
        pytest.skip(f"SKIPPED: {what} needs npm (install Node.js 20 and npm)")
    where = home.joinpath("node_modules", *package.split("/"))
    manifest = where / "package.json"
    if not manifest.exists() or json.loads(manifest.read_text())["version"] != version:
        home.mkdir(parents=True, exist_ok=True)
        try:
            subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent",
                            f"{package}@{version}"], cwd=home, check=True, timeout=600,
                           capture_output=True, text=True)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
            pytest.skip(f"SKIPPED: {what}: {package} could not be installed from npm ({exc})")
    return where
