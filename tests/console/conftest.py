"""The console's suites: ops keys of two tenants and a ``*`` operator, a policy that asks a
person above 50.00 USD, Debian's Chromium through Selenium and axe-core (from npm, cached
outside the repo)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.guard_helpers import OPS_KEYS, write_policy

CONSOLE_OPS_KEYS = OPS_KEYS + ",*:olga:ops_olga"


@pytest.fixture(autouse=True)
def console_env(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", CONSOLE_OPS_KEYS)
    return path


@pytest.fixture(autouse=True)
def few_delivery_attempts(monkeypatch):
    """A resume_url delivery is given up after two tries (a dead delivery in seconds)."""
    monkeypatch.setenv("SURESTEP_DELIVERY_ATTEMPTS", "2")


CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-dev-shm-usage", "--window-size=1360,1000", "--force-device-scale-factor=1"]
AXE_CACHE = Path.home() / ".cache" / "surestep-axe"
AXE = AXE_CACHE / "node_modules" / "axe-core" / "axe.min.js"


@pytest.fixture
def browser():
    """Debian's headless Chromium through Selenium (never a downloaded browser)."""
    if not (CHROMIUM and DRIVER):
        pytest.skip("SKIPPED LOUDLY: chromium / chromedriver are not installed (apt-get install "
                    "chromium chromium-driver; .ci/run does it): the console was NOT tested "
                    "in a browser")
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ARGS:
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core's axe.min.js, installed with npm into a cache outside the repo once."""
    if not AXE.exists():
        npm = shutil.which("npm")
        if npm is None:
            pytest.skip("SKIPPED LOUDLY: npm is not installed: the console's pages were NOT "
                        "checked with axe-core")
        AXE_CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([npm, "install", "--prefix", str(AXE_CACHE), "--no-audit", "--no-fund",
                        "--no-save", "axe-core@4"], check=True, capture_output=True,
                       timeout=300)
    return AXE.read_text()
