"""The note's link and the old approval links, in a real headless Chromium (Debian's
``chromium`` and ``chromium-driver``, installed by ``.ci/run``; never downloaded) and a bare
HTTP client, against the service on a real HTTP server, the Stripe and Zendesk simulators and
a real Redis. The note's link leads through the console's sign-in to the escalation, where a
signed-in person decides; an old ``/approve/<token>`` link (as notes written before the
console carry) decides nothing, whatever is posted to it."""

from __future__ import annotations

import re
import shutil
import time

import httpx
import pytest

from service.steps import approval_links
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
                    "chromium chromium-driver; .ci/run does it): the approval link was NOT "
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


def escalate_with_note(client, deps, stripe_sim, zendesk_sim, intent: str):
    """An escalated refund of a ticket; returns (escalation id, the note's link, the notes)."""
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", "ticket_id": str(ticket),
        "customer": {"id": "cus_42", "email": "ana@example.com"}}).json
    assert answer["state"] == "escalated"

    def notes():
        return [c["body"] for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    drain(deps, done=lambda: bool(notes()))
    links = re.findall(r"https?://\S+", notes()[0])
    assert len(links) == 1 and "/approve/" not in notes()[0], notes()[0]
    return answer["escalation"]["id"], links[0], notes


def wait_for(browser, element_id: str):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, 30).until(
        lambda b: b.find_elements("id", element_id) and b.find_element("id", element_id))


def sign_in_here(browser, key: str) -> None:
    """On the console's sign-in page the link led to: sign in, and go where it pointed."""
    wait_for(browser, "key").send_keys(key)
    browser.find_element("id", "sign-in").click()
    wait_for(browser, "esc-state")


def test_the_notes_link_signs_a_person_in_and_they_decide_once(browser, live, client, deps,
                                                               stripe_sim, zendesk_sim):
    esc_id, link, _ = escalate_with_note(client, deps, stripe_sim, zendesk_sim, "page-1")
    path = approval_links.console_path("acme", esc_id)
    assert link.endswith(path) and link.startswith(deps.config["PUBLIC_URL"])
    browser.get(live.url + path)
    wait_for(browser, "key")  # the sign-in page: nothing of the escalation, no button
    assert not browser.find_elements("id", "approve") and "75.00" not in browser.page_source
    sign_in_here(browser, "ops_alice")
    assert browser.find_element("id", "esc-state").text == "open"
    assert "75.00 USD" in browser.find_element("id", "amount").text
    browser.find_element("id", "note").send_keys("order checked")
    browser.find_element("id", "approve").click()
    wait_for(browser, "confirm")  # the confirmation: amount and customer, nothing sent yet
    assert stripe_sim.creates() == []
    browser.find_element("id", "confirm").click()
    wait_for(browser, "message")
    assert browser.find_element("id", "esc-state").text == "approved"
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["decided_by"] == "console:alice" and escalation["note"] == "order checked"
    assert escalation["resolution"]["state"] == "completed"


def old_links(deps, esc_id: str) -> dict[str, str]:
    """Links as notes written before the console carry them: valid, expired, tampered."""
    config = deps.config
    valid = approval_links.make(config, "acme", esc_id, time.time() + 3600)
    return {"valid": valid, "expired": approval_links.make(config, "acme", esc_id, 1.0),
            "tampered": valid[:-3] + ("aaa" if not valid.endswith("aaa") else "bbb")}


def test_an_old_approval_link_decides_nothing_whatever_is_posted(browser, live, client, deps,
                                                                 stripe_sim, zendesk_sim):
    esc_id, _, notes = escalate_with_note(client, deps, stripe_sim, zendesk_sim, "page-2")
    tokens = old_links(deps, esc_id)
    console = approval_links.console_path("acme", esc_id)
    history_before = deps.ledger.history(deps.ledger.get("acme", "refund", "page-2").key)[0]
    with httpx.Client(base_url=live.url, timeout=30, follow_redirects=False) as http:
        for kind, token in tokens.items():
            shown = http.get(f"/approve/{token}")
            assert shown.status_code == 303, kind
            assert shown.headers["Location"] == (
                "/console/sign-in" if kind == "tampered" else console), kind
            for decision in ("approve", "reject"):  # the old page's form, as it was posted
                http.cookies.set("sst_csrf", "n" * 32, path="/approve")
                posted = http.post(f"/approve/{token}", data={
                    "csrf_token": "0" * 64, "decision": decision, "name": "Mallory"},
                    headers={"Origin": live.url})
                assert posted.status_code == 410 and "nothing was changed" in posted.text
        assert http.get(f"/approve/{tokens['valid']}?done=approved").status_code == 303
    browser.get(f"{live.url}/approve/{tokens['valid']}")  # a person follows an old note
    wait_for(browser, "key")
    assert not browser.find_elements("id", "approve")
    drain(deps, done=lambda: deps.queue.count == 0)  # whatever was queued has run
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "open"
    refund = deps.ledger.get("acme", "refund", "page-2")
    assert refund.state == "escalated"
    assert deps.ledger.history(refund.key)[0] == history_before
    assert stripe_sim.creates() == [] and stripe_sim.actions() == []
    assert len(notes()) == 1  # no second note: nothing was resolved
    sign_in_here(browser, "ops_bob")  # the old link still leads a person to the decision
    assert browser.find_element("id", "esc-state").text == "open"
