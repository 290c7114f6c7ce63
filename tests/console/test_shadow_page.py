"""The intent's page of a refund judged in shadow mode (issue 41): what the guard would have
done, and that it did not, in a real headless Chromium."""

from __future__ import annotations

from tests.console.browsing import accessible, screenshot, sign_in, text, wait_for
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy

MUG = {"description": "Blue Ceramic Mug", "quantity": 1, "unit_amount": 1200}
KETTLE = {"description": "Copper Kettle", "quantity": 1, "unit_amount": 15000}


def test_the_intent_page_says_what_the_guard_would_have_done_in_shadow(
        browser, axe_source, live, client, stripe_sim, zendesk_sim, console_env):
    write_policy(console_env, '[judgment]\nmode = "shadow"\n')
    person = zendesk_sim.control("POST", "/_sim/users", {"name": "Ana Lopez",
                                                         "email": "ana@example.com"})
    [made] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Broken mug", "requester_id": person["id"],
        "description": "Hi, the $12 mug arrived broken <b>really</b>. Can I get a refund?"})["data"]
    payment = stripe_sim.payment(16200, line_items=[MUG, KETTLE], customer_email="ana@example.com")
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "shadow-1", "payment_intent": payment["payment_intent"], "amount": 12000,
        "currency": "usd", "ticket_id": str(made["id"])}).json
    assert answer["state"] == "completed" and answer["guard"]["mode"] == "shadow"
    assert answer["guard"]["verdict"] == "ask"
    assert [r["amount"] for r in stripe_sim.refunds()] == [12000]

    sign_in(browser, live, "ops_alice")
    browser.get(live.url + "/console/t/acme/intents/shadow-1")
    wait_for(browser, "#shadow-guard")
    said = text(browser, "shadow-said")
    assert "would have sent this refund to a person (ask)" in said
    assert "did not act" in said and "went on as the other rules decided" in said
    shown = text(browser, "shadow-guard")
    assert "args_grounded" in shown and "Guard: ask" in shown
    assert "<b>" not in browser.page_source.split('id="shadow-guard"')[1].split("</div>")[0]
    assert "judged: ask (ungrounded_amount, customer_match) (shadow mode: recorded, not acted " \
           "on)." in text(browser, "timeline")
    accessible(browser, axe_source, "intent in shadow mode")
    screenshot(browser, "console-intent-shadow.png")
