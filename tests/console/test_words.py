"""What the console's pages say, asserted on the rendered page: who answered each call of the
history (Zendesk the ticket's reads, surestep's judgment its judgment, Stripe the payment's),
amounts in major units, each reason said once, "nothing to carry out" for an escalation that
proposes nothing, and a Reject that keeps its note whatever amount was typed beside it."""

from __future__ import annotations

import html
import re

import pytest

from tests.console.helpers import approve, decision_form, escalated_refund, sign_in
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy

MUG = {"description": "Blue Ceramic Mug", "quantity": 1, "unit_amount": 1200}
KETTLE = {"description": "Copper Kettle", "quantity": 1, "unit_amount": 15000}


def text_of(page: str, element_id: str) -> str:
    """An element's text (up to its end tag), tags out, spaces folded."""
    part = page.split(f'id="{element_id}"', 1)[1].split(">", 1)[1]
    end = {"timeline": "</ol>", "escalation": "</section>"}.get(element_id, "</")
    return " ".join(re.sub(r"<[^>]+>", " ", html.unescape(part.split(end, 1)[0])).split())


def history(page: str) -> list[str]:
    """The history's lines, each without its time and the raw record."""
    timeline = page.split('id="timeline"', 1)[1].split("</ol>", 1)[0]
    lines = []
    for item in timeline.split("<li")[1:]:
        item = re.sub(r"<details>.*?</details>", "", item, flags=re.S)
        item = re.sub(r"<time[^>]*>.*?</time>", "", item, flags=re.S)
        lines.append(" ".join(re.sub(r"<[^>]+>", " ", html.unescape(item.split(">", 1)[1]))
                              .split()))
    return lines


@pytest.fixture
def judged(console_env):
    write_policy(console_env, "[judgment]\n")


def test_the_history_says_who_answered_what(judged, client, deps, stripe_sim, zendesk_sim):
    person = zendesk_sim.control("POST", "/_sim/users", {"name": "Ana", "email": "ana@example.com"})
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {
        "subject": "Order", "requester_id": person["id"],
        "description": "Hi, the $12 mug arrived broken. Can I get a refund for it?"})["data"]
    payment = stripe_sim.payment(16200, line_items=[MUG, KETTLE], customer_email="ana@example.com")
    held = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "w-1", "payment_intent": payment["payment_intent"], "amount": 12000,
        "currency": "usd", "ticket_id": str(ticket["id"])}).json
    assert held["state"] == "escalated" and held["guard"]["verdict"] == "ask", held
    sign_in(client, "ops_alice")
    page = client.get("/console/t/acme/intents/w-1").text
    said = history(page)
    calls = [line for line in said if "answered" in line or "judged" in line]
    assert f"Zendesk answered the read of the ticket: #{ticket['id']}, status open." in calls
    assert "Zendesk answered the read of the ticket's comments." in calls, said
    assert any(line.startswith("Stripe answered the read of the payment: pi_") for line in calls)
    assert "Stripe answered the read of the payment's line items." in calls, said
    assert any(re.fullmatch(r"surestep's judgment judged: ask \([a-z_]+(, [a-z_]+)*\)\.", line)
               for line in calls), said
    assert not [line for line in said if re.search(r"Stripe answered the (comments|ticket|"
                                                   r"judgment|lines)", line)], said
    panel = text_of(page, "escalation")
    for reason in held["reasons"]:  # each reason once, the guard's block repeating none
        assert panel.count(reason["message"][:40]) == 1, (reason, panel)


def test_amounts_are_said_in_major_units(client, stripe_sim):
    escalated_refund(client, stripe_sim, "w-2", amount=7500)
    sign_in(client, "ops_alice")
    page = client.get("/console/t/acme/intents/w-2").text
    panel = text_of(page, "escalation")
    assert "75.00 USD is above the approval threshold of 50.00 USD" in panel, panel
    assert "minor units" not in panel and "7500" not in panel
    assert not [line for line in history(page) if "minor units" in line], history(page)


def test_approving_an_escalation_that_proposes_nothing_says_nothing_to_carry_out(
        client, deps, stripe_sim):
    made = client.post("/v1/escalations", headers={"Authorization": "Bearer key_acme"},
                       json={"intent_id": "w-3", "reason": "the customer wrote twice"}).json
    sign_in(client, "ops_alice")
    path = "/console/t/acme/intents/w-3"
    page = client.get(path).text
    assert "nothing to carry out" in text_of(page, "proposal")
    assert text_of(page, "approve") == "Approve"  # no amount: none will be sent
    answer = approve(client, path, page, note="answered by mail")
    assert answer.status_code == 303
    done = client.get(answer.headers["Location"]).text
    assert text_of(done, "message") == ("Approved: the decision is recorded. This escalation "
                                        "proposes nothing, so there is nothing to carry out.")
    assert "carried out" not in text_of(done, "message")
    assert text_of(done, "result").startswith("approved: nothing to carry out")
    assert any("nothing to carry out" in line for line in history(done)), history(done)
    assert client.get(f"/v1/escalations/{made['id']}", headers=ACME).json["state"] == "approved"
    assert stripe_sim.creates() == []


def test_reject_with_an_amount_typed_rejects_and_keeps_the_note(client, deps, stripe_sim):
    held = escalated_refund(client, stripe_sim, "w-4", amount=7500)
    sign_in(client, "ops_alice")
    path = "/console/t/acme/intents/w-4"
    answer = client.post(path + "/decide", data=decision_form(
        client.get(path).text, "reject", amount="20", note="the customer kept the mug"))
    assert answer.status_code == 303, answer.text
    done = client.get(answer.headers["Location"]).text
    assert "The amount you typed was not used" in text_of(done, "message")
    assert text_of(done, "decided") == "rejected by alice (console): the customer kept the mug"
    escalation = client.get(f"/v1/escalations/{held['escalation']['id']}", headers=ACME).json
    assert (escalation["state"], escalation["note"]) == ("rejected", "the customer kept the mug")
    audit = deps.ledger.history(deps.ledger.get("acme", "escalation", "w-4").key)[0]
    assert [(a["actor"], a["note"]) for a in audit if a.get("to") == "rejected"][0] == (
        "console:alice", "rejected: the customer kept the mug")
    assert stripe_sim.creates() == []
