"""What the console's browser tests share: Debian's Chromium through Selenium (the
``browser`` fixture, tests/console/conftest.py), waiting for a page, clicking through a form,
signing in, axe-core in the page, and screenshots (into docs/ when
``SURESTEP_SCREENSHOTS=docs``)."""

from __future__ import annotations

import base64
import json
import os
import tempfile
from pathlib import Path

# The screenshots go to docs/ only when asked (SURESTEP_SCREENSHOTS=docs), so a test run leaves
# the tree as it was; otherwise beside the other temporary files.
DOCS = (Path(__file__).resolve().parents[2] / "docs" if os.environ.get("SURESTEP_SCREENSHOTS")
        == "docs" else Path(tempfile.gettempdir()) / "surestep-console-screenshots")
PEOPLE = {"ops_alice": "alice", "ops_olga": "olga"}


def wait_for(browser, css: str, timeout: float = 30):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, timeout).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, css) and b.find_element(By.CSS_SELECTOR, css))


def click(browser, element_id: str, then: str) -> None:
    """Click and wait for the page the form leads to (POST, then 303 to a GET)."""
    from selenium.webdriver.support.ui import WebDriverWait

    old = browser.find_element("tag name", "html")
    browser.find_element("id", element_id).click()
    WebDriverWait(browser, 30).until(lambda b: b.find_element("tag name", "html") != old)
    wait_for(browser, then)


def screenshot(browser, name: str) -> None:
    """The whole page (as tall as it is, up to 3,000 pixels) into ``DOCS``."""
    DOCS.mkdir(parents=True, exist_ok=True)
    width, height = browser.execute_script(
        "return [document.documentElement.clientWidth, document.documentElement.scrollHeight]")
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 3000), "scale": 1}})
    (DOCS / name).write_bytes(base64.b64decode(shot["data"]))


def text(browser, element_id: str) -> str:
    return browser.find_element("id", element_id).text


def accessible(browser, axe_source: str, page: str) -> None:
    """axe-core, run in the page: no serious or critical violation."""
    browser.execute_script(axe_source)
    found = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']})"
        ".then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))))"
        ".catch(e => done([{id: 'axe-error', impact: 'critical', help: String(e)}]));")
    bad = [v for v in found if v["impact"] in ("serious", "critical")]
    assert not bad, f"{page}: {json.dumps(bad, indent=1)}"


def sign_in(browser, live, key: str, axe_source: str | None = None) -> None:
    browser.get(live.url + "/console/queue")
    wait_for(browser, "#key")
    assert "Sign in" in browser.title
    if axe_source:
        accessible(browser, axe_source, "sign-in")
    browser.find_element("id", "key").send_keys(key)
    click(browser, "sign-in", "#count-person")
    assert PEOPLE[key] in text(browser, "who")
