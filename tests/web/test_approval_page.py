"""The approval page in a real headless Chromium (Debian's ``chromium`` and ``chromium-driver``,
installed by ``.ci/run``; never downloaded), against the service on a real HTTP server, the
Stripe and Zendesk simulators and a real Redis. The link is the one Zendesk's internal note got."""

from __future__ import annotations

import re
import shutil

import httpx
import pytest

from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy
from tests.support.helpers import drain

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-dev-shm-usage"]


@pytest.fixture(autouse=True)
def policy_path(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    return path


@pytest.fixture
def browser():
    if not (CHROMIUM and DRIVER):
        pytest.skip("SKIPPED LOUDLY: chromium / chromedriver are not installed (apt-get install "
                    "chromium chromium-driver; .ci/run does it): the approval page was NOT "
                    "tested in a browser")
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


def escalate_with_note(client, deps, stripe_sim, zendesk_sim, intent: str) -> tuple[str, str]:
    """An escalated refund of a ticket; returns (escalation id, the link's path from the note)."""
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", "ticket_id": str(ticket),
        "customer": {"id": "cus_42", "email": "ana@example.com"}}).json
    assert answer["state"] == "escalated"

    def note():
        return [c["body"] for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    drain(deps, done=lambda: bool(note()))
    path = re.search(r"/approve/\S+", note()[0]).group(0)
    return answer["escalation"]["id"], path


def text(browser, element_id: str) -> str:
    return browser.find_element("id", element_id).text


def click_and_wait(browser, button_id: str, state: str) -> None:
    """Click a decision button and wait for the page it leads to (POST, then 303 to GET)."""
    from selenium.webdriver.support.ui import WebDriverWait

    old = browser.find_element("id", "state")
    browser.find_element("id", button_id).click()
    WebDriverWait(browser, 30).until(lambda b: b.find_elements("id", "message")
                                     and b.find_element("id", "state") != old)
    assert text(browser, "state") == state, browser.page_source


def test_approve_in_a_real_browser_refunds_once(browser, live, client, deps, stripe_sim,
                                                zendesk_sim):
    esc_id, path = escalate_with_note(client, deps, stripe_sim, zendesk_sim, "page-1")
    captured = CapturedForm(live, path)
    browser.get(live.url + path)
    first = browser.current_window_handle
    browser.switch_to.new_window("tab")  # the same link open twice (a second tab, a colleague)
    browser.get(live.url + path)
    second = browser.current_window_handle
    browser.switch_to.window(first)
    assert "Refund approval" in browser.title
    assert text(browser, "state") == "open" and "75.00 USD" in text(browser, "amount")
    assert "approval threshold" in browser.page_source and "cus_42" in browser.page_source
    assert "in_progress" in text(browser, "audit") and "escalated" in text(browser, "audit")
    browser.find_element("name", "name").send_keys("Alice")
    browser.find_element("name", "note").send_keys("order checked")
    click_and_wait(browser, "approve", "approved")
    assert text(browser, "message") == "Approved."
    assert text(browser, "result").startswith("completed: Stripe confirms refund re_")
    assert "link:Alice" in text(browser, "audit")
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    # the stale page in the other tab is clicked too: refused, nothing changes
    browser.switch_to.window(second)
    browser.find_element("name", "name").send_keys("Bob")
    click_and_wait(browser, "approve", "approved")
    assert text(browser, "message") == "Already approved; nothing changed."
    assert browser.find_elements("id", "approve") == []  # a decided page has no buttons
    browser.refresh()
    assert text(browser, "state") == "approved" and browser.find_elements("id", "reject") == []
    replay = captured.post("reject")  # a valid form, replayed after the decision
    assert replay.status_code == 409 and "Already approved" in replay.text
    assert len(stripe_sim.creates()) == 1
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["decided_by"] == "link:Alice" and escalation["note"] == "order checked"
    assert escalation["resolution"]["state"] == "completed"


class CapturedForm:
    """The page loaded like a browser would (cookie and CSRF value kept) to post it later."""

    def __init__(self, live, path: str):
        self.http, self.path = httpx.Client(base_url=live.url, timeout=30), path
        page = self.http.get(path)
        self.csrf = re.search(r'name="csrf_token" value="([^"]+)"', page.text).group(1)

    def post(self, decision: str) -> httpx.Response:
        try:
            return self.http.post(self.path, data={"csrf_token": self.csrf,
                                                   "decision": decision, "name": "Mallory"})
        finally:
            self.http.close()


def test_reject_tampered_and_forged_requests_in_a_real_browser(browser, live, client, deps,
                                                               stripe_sim, zendesk_sim):
    esc_id, path = escalate_with_note(client, deps, stripe_sim, zendesk_sim, "page-2")
    token = path.rsplit("/", 1)[1]
    tampered = token[:-3] + ("aaa" if not token.endswith("aaa") else "bbb")
    browser.get(f"{live.url}/approve/{tampered}")
    assert "not valid" in text(browser, "message")
    assert browser.find_elements("id", "approve") == []
    # a form posted without the page's cookie (another site, a script) is refused
    with httpx.Client(base_url=live.url, timeout=30) as http:
        csrf = re.search(r'name="csrf_token" value="([^"]+)"', http.get(path).text).group(1)
    forged = httpx.post(live.url + path, data={"csrf_token": csrf, "decision": "approve",
                                               "name": "Mallory"})
    assert forged.status_code == 403
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "open"
    captured = CapturedForm(live, path)
    browser.get(live.url + path)
    browser.find_element("name", "name").send_keys("Bob")
    click_and_wait(browser, "reject", "rejected")
    assert text(browser, "message") == "Rejected."
    assert text(browser, "result").startswith("failed: A person rejected this refund")
    replay = captured.post("approve")
    assert replay.status_code == 409 and "Already rejected" in replay.text
    assert stripe_sim.actions() == []
