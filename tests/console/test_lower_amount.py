"""A person may approve less than proposed, never more, in the proposal's currency, typed in
its major units as people write money (``50``, ``50.00``, ``50,00``): the refund then made is
exactly the lower amount (Stripe simulator's records), and both the escalation's and the
refund's audit trails say who lowered it. A bad amount decides nothing and answers the page
again under an error summary, what was typed kept."""

from __future__ import annotations

import pytest

from service.errors import BadRequest
from service.ledger.entries import dumps
from service.steps import escalations
from service.steps.escalation_decide import Changed
from tests.console.helpers import approve, decision_form, escalated_refund, sign_in
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy

PATH = "/console/t/acme/intents/low-1"


def page_of(client) -> str:
    page = client.get(PATH)
    assert page.status_code == 200, page.text
    return page.text


def test_approving_a_lower_amount_refunds_exactly_that(client, deps, stripe_sim):
    held = escalated_refund(client, stripe_sim, "low-1", amount=7500)
    sign_in(client, "ops_alice")
    assert 'id="amount-lower"' in page_of(client)
    answer = approve(client, PATH, page_of(client), amount="50,00",
                     note="half the order came back")
    assert answer.status_code == 303, answer.text
    [made] = stripe_sim.refunds()
    assert (made["amount"], made["currency"]) == (5000, "usd")
    assert made["payment_intent"] == held["payment_intent"]
    assert len(stripe_sim.creates()) == 1
    refund = client.get("/v1/intents/low-1", headers=ACME).json
    steps = {s["step"]: s for s in refund["steps"]}
    assert steps["refund"]["state"] == "completed"
    assert steps["refund"]["result"]["amount"] == 5000
    assert deps.ledger.get("acme", "refund", "low-1").args["amount"] == 5000
    said = [(a["actor"], a["note"]) for s in refund["steps"] for a in s["audit"]]
    assert ("console:alice", "approved for 5000 of the 7500 proposed (minor units): half the "
                             "order came back") in said
    assert ("console:alice", "a person approved 5000 of the 7500 proposed (minor units)") in said
    escalation = client.get(f"/v1/escalations/{held['escalation']['id']}", headers=ACME).json
    assert escalation["decided_by"] == "console:alice"
    assert escalation["resolution"]["amount"] == 5000
    assert "for 50.00 USD (lower than proposed) by alice" in page_of(client)


@pytest.mark.parametrize("amount", ["75.01", "7500", "0", "0,00", "-5", "20.555", "1,000.00",
                                    "5e3", "abc", "$20", "٣٠٠", "20.", ".5"])
def test_a_bad_lower_amount_decides_nothing(client, deps, stripe_sim, amount):
    held = escalated_refund(client, stripe_sim, "low-1", amount=7500)
    sign_in(client, "ops_alice")
    answer = client.post(PATH + "/decide", data=decision_form(page_of(client), amount=amount,
                                                              note="kept"))
    assert answer.status_code == 400 and "nothing was decided" in answer.text
    summary = answer.text.split('id="error-summary"', 1)[1].split("</div>", 1)[0]
    assert 'href="#amount-lower"' in summary and "nothing was decided" in summary
    assert 'id="confirm-form"' not in answer.text
    assert 'value="kept"' in answer.text  # what was typed is there to correct
    assert client.get(f"/v1/escalations/{held['escalation']['id']}",
                      headers=ACME).json["state"] == "open"
    assert deps.ledger.get("acme", "refund", "low-1").args["amount"] == 7500
    assert stripe_sim.creates() == []


def test_a_lower_amount_goes_only_with_approving_a_refund_never_sent(client, deps, stripe_sim):
    held = escalated_refund(client, stripe_sim, "low-1", amount=7500)
    esc_id = held["escalation"]["id"]
    for decision, amount in (("reject", 5000), ("approve", True), ("approve", 5000.0)):
        with pytest.raises(BadRequest):
            escalations.decide(deps, "acme", esc_id, decision, actor="console:alice",
                               amount=amount)
    flows = client.post("/v1/escalations", headers=ACME, json={"intent_id": "low-2",
                                                               "reason": "look at it"}).json
    with pytest.raises(BadRequest, match="never sent"):  # no proposal of an amount
        escalations.decide(deps, "acme", flows["id"], "approve", actor="console:alice",
                           amount=100)
    same, changed = escalations.decide(deps, "acme", esc_id, "approve", actor="console:alice",
                                       amount=7500)  # the proposal itself: a plain approval
    assert changed and "approved_amount" not in same.result
    assert [r["amount"] for r in stripe_sim.refunds()] == [7500]


def test_a_decision_bound_to_args_that_changed_since_decides_nothing(client, deps, stripe_sim,
                                                                      rdb):
    """The proposal a decision is bound to is checked in the decision's own compare-and-set:
    args changed between the person's page and the decision (no product path does this yet;
    the test writes them) answer ``Changed`` and nothing is decided or sent."""
    held = escalated_refund(client, stripe_sim, "low-1", amount=7500)
    esc_id = held["escalation"]["id"]
    shown = escalations.get(deps, "acme", esc_id)
    changed = {**shown.args, "proposal": {**shown.args["proposal"], "amount": 9000}}
    rdb.hset(shown.key, "args", dumps(changed))
    with pytest.raises(Changed):
        escalations.decide(deps, "acme", esc_id, "approve", actor="console:alice",
                           bound_to=shown.args)
    assert escalations.get(deps, "acme", esc_id).state == "open"
    assert stripe_sim.creates() == []
    same, moved = escalations.decide(deps, "acme", esc_id, "reject", actor="console:alice",
                                     bound_to=changed)  # bound to what it says now: counts
    assert moved and same.state == "rejected"


@pytest.fixture
def duplicate_window(console_env):
    write_policy(console_env, "[refunds]\napproval_above = { usd = 5000 }\n"
                              "duplicate_window_minutes = 30\n")


def test_the_guard_rechecks_a_lower_amount_against_the_duplicate_window(
        duplicate_window, client, deps, stripe_sim):
    """The duplicate window is keyed by the payment and the amount, so a lower amount is
    judged again: another intent refunded exactly that amount of this payment a moment ago,
    and approving it is refused, nothing decided or sent; another lower amount goes ahead."""
    payment = stripe_sim.payment(20000)["payment_intent"]
    first = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "dup-a", "payment_intent": payment, "amount": 5000, "currency": "usd"})
    assert first.json["state"] == "completed", first.json
    held = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "dup-b", "payment_intent": payment, "amount": 7500, "currency": "usd"})
    assert held.json["state"] == "escalated", held.json
    esc_id = held.json["escalation"]["id"]
    with pytest.raises(BadRequest, match=r"'dup-a' is refunding 5000 USD \(minor units\) of "
                                         r"this payment"):
        escalations.decide(deps, "acme", esc_id, "approve", actor="console:alice", amount=5000)
    assert escalations.get(deps, "acme", esc_id).state == "open"
    sign_in(client, "ops_alice")  # the console: confirmed, then refused on the page
    path = "/console/t/acme/intents/dup-b"
    refused = approve(client, path, client.get(path).text, amount="50", note="kept")
    assert refused.status_code == 400 and 'value="kept"' in refused.text
    summary = refused.text.split('id="error-summary"', 1)[1].split("</div>", 1)[0]
    assert "&#39;dup-a&#39;" in summary and "50.00 USD" in summary and "minor units" not in summary
    assert "nothing was decided" in summary
    assert escalations.get(deps, "acme", esc_id).state == "open"
    assert [r["amount"] for r in stripe_sim.refunds()] == [5000]
    same, changed = escalations.decide(deps, "acme", esc_id, "approve", actor="console:alice",
                                       amount=4000)
    assert changed and same.result["approved_amount"] == 4000
    assert sorted(r["amount"] for r in stripe_sim.refunds()) == [4000, 5000]
