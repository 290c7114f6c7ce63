"""The console's layout, measured in a real headless Chromium: the queue is one line a row at a
desktop's width (every row under 80 px tall), and at a phone's 390 px nothing scrolls
sideways, neither the queue (its rows become cards) nor an intent's page nor the approval's
confirmation. Its screenshots (``SURESTEP_SCREENSHOTS=docs`` writes them to docs/):
``console-queue.png`` and ``console-queue-390.png``."""

from __future__ import annotations

import time

from tests.console.browsing import accessible, click, screenshot, sign_in, wait_for
from tests.console.helpers import escalated_refund
from tests.support.constants import GLOBEX

ROWS = "return [...document.querySelectorAll('#rows tbody tr')].map(r => r.getBoundingClientRect().height)"
WIDE = "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"


def phone(browser) -> None:
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})


def a_busy_queue(client, deps, stripe_sim) -> None:
    """What waits on an afternoon: refunds over the threshold with their customers and
    tickets, one the guard asked about (three reasons), a flow's question, another tenant's."""
    for n, (amount, email) in enumerate(((7500, "ana@example.com"),
                                         (12999, "j.mcallister-whitfield@longcompany.example"),
                                         (15000, None))):
        customer = {"id": f"cus_{n}42", **({"email": email} if email else {})}
        escalated_refund(client, stripe_sim, f"refund-{n + 1}", amount=amount,
                         customer=customer, ticket_id=str(48213 + n))
    deps.ledger.claim("acme", "escalation", "order-4471-mug", fingerprint="", args={
        "id": "esc_order4471", "kind": "approval", "expires_at": time.time() + 72 * 3600,
        "context": {}, "ticket_id": "48219",
        "reasons": [{"code": "args_not_grounded", "message": "Not a figure the customer wrote."},
                    {"code": "prompt_injection_suspected", "message": "Words to the AI."},
                    {"code": "customer_mismatch", "message": "Not the payment's customer."}],
        "proposal": {"provider": "stripe", "account": "env", "amount": 4999, "currency": "usd",
                     "payment_intent": "pi_guarded", "customer": {"email": "ana@example.com"}},
        "guard": {"verdict": "ask", "scores": {"p_unsafe": 0.55}}},
        provider_key="", lease_s=0, initial="open", reclaim=(), to="open")
    client.post("/v1/escalations", headers={"Authorization": "Bearer key_acme"},
                json={"intent_id": "flow-question", "reason": "The customer wrote twice"})
    escalated_refund(client, stripe_sim, "globex-1", amount=9000, headers=GLOBEX,
                     customer={"id": "cus_9", "email": "li@globex.example"}, ticket_id="7")


def test_the_queue_is_a_line_a_row_and_fits_a_phone(browser, live, client, deps, stripe_sim,
                                                    axe_source):
    a_busy_queue(client, deps, stripe_sim)
    sign_in(browser, live, "ops_olga")  # an operator: every tenant, the tenant column
    screenshot(browser, "console-queue.png")
    heights = browser.execute_script(ROWS)
    assert len(heights) == 6 and max(heights) < 80, heights
    scroll, width = browser.execute_script(WIDE)
    assert scroll <= width
    phone(browser)
    browser.refresh()
    wait_for(browser, "#rows")
    assert browser.execute_script(WIDE) == [390, 390]  # nothing scrolls sideways
    accessible(browser, axe_source, "queue at 390 px")
    screenshot(browser, "console-queue-390.png")
    browser.get(live.url + "/console/t/acme/intents/refund-2")
    wait_for(browser, "#approve")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
    browser.find_element("id", "amount-lower").send_keys("99.5")
    click(browser, "approve", "#confirm-title")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
    accessible(browser, axe_source, "confirmation at 390 px")
