"""Decisions stay with people (issue 38): where the API's approve and reject may decide.

By default (``[escalations] decisions = "console"``, or no policy at all) an ops key deciding on
``/v1/escalations/<id>/approve`` or ``/reject`` is 403 problem+json naming the console: the
escalation stays open, nothing reaches the Stripe simulator, nothing is written to the audit.
With ``decisions = "api"`` the same call decides, audited as the ops key's person. Before: every
ops key decided through the API, so a Zap holding one approved every escalation it was fed.
"""

from __future__ import annotations

import pytest

from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, OPS_KEYS, write_policy

HELD = '[refunds]\napproval_above = { usd = 5000 }\n'
PROBLEM = "application/problem+json"


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


@pytest.fixture
def policy_path(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, HELD)  # before the app reads it; a test rewrites it (re-read on change)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    return path


def held_refund(client, stripe_sim, intent: str) -> str:
    """A refund the approval threshold holds for a person; its escalation's id."""
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd"}).json
    assert answer["state"] == "escalated", answer
    return answer["escalation"]["id"]


def escalation_audit(client, intent: str) -> list[dict]:
    steps = client.get(f"/v1/intents/{intent}", headers=ACME).json["steps"]
    return [row for step in steps if step["step"] == "escalation" for row in step["audit"]]


def refused_in_console(client, stripe_sim, deps, esc_id: str, intent: str) -> None:
    """Both decisions are 403 naming the console; nothing decided, sent or audited."""
    audit_before = escalation_audit(client, intent)
    for decision in ("approve", "reject"):
        answer = client.post(f"/v1/escalations/{esc_id}/{decision}", headers=ALICE,
                             json={"note": "looks fine"})
        assert answer.status_code == 403 and answer.content_type == PROBLEM, answer.json
        problem = answer.json
        assert problem["type"].endswith("/decisions-in-console")
        assert problem["console_url"] == (
            f"{deps.config['PUBLIC_URL']}/console/t/acme/escalations/{esc_id}")
        assert "console" in problem["detail"] and problem["console_url"] in problem["detail"]
        assert 'decisions = "api"' in problem["detail"]
        assert "Nothing was decided and nothing was sent" in problem["detail"]
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["state"] == "open" and escalation["decided_by"] is None
    assert stripe_sim.refunds() == [] and stripe_sim.creates() == []
    assert escalation_audit(client, intent) == audit_before
    refund = client.get(f"/v1/intents/{intent}", headers=ACME).json["steps"]
    assert [s["state"] for s in refund if s["step"] == "refund"] == ["escalated"]


def test_by_default_an_ops_key_cannot_decide_through_the_api(policy_path, client,
                                                             stripe_sim, deps):
    write_policy(policy_path, HELD)
    esc_id = held_refund(client, stripe_sim, "held-default-1")
    refused_in_console(client, stripe_sim, deps, esc_id, "held-default-1")


def test_decisions_console_said_out_loud_refuses_too(policy_path, client, stripe_sim,
                                                     deps):
    write_policy(policy_path, HELD + '[escalations]\ndecisions = "console"\n')
    esc_id = held_refund(client, stripe_sim, "held-console-1")
    refused_in_console(client, stripe_sim, deps, esc_id, "held-console-1")


def test_without_any_policy_an_escalation_is_still_decided_in_the_console(client,
                                                                          stripe_sim):
    opened = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "by-flow-1", "reason": "customer disputes the amount"}).json
    answer = client.post(f"/v1/escalations/{opened['id']}/approve", headers=ALICE,
                         json={"note": ""})
    assert answer.status_code == 403, answer.json
    assert answer.json["type"].endswith("/decisions-in-console")
    assert client.get(f"/v1/escalations/{opened['id']}", headers=ACME).json["state"] == "open"


def test_with_decisions_api_the_ops_key_decides_and_the_audit_names_its_person(
        policy_path, client, stripe_sim, deps):
    write_policy(policy_path, HELD + '[escalations]\ndecisions = "api"\n')
    esc_id = held_refund(client, stripe_sim, "held-api-1")
    answer = client.post(f"/v1/escalations/{esc_id}/approve", headers=ALICE,
                         json={"note": "checked the order"})
    assert answer.status_code == 200, answer.json
    assert answer.json["state"] == "approved" and answer.json["decided_by"] == "ops:alice"
    assert answer.json["resolution"]["state"] == "completed"
    [refund] = stripe_sim.refunds()
    assert refund["amount"] == 7500 and refund["metadata"]["surestep_intent_id"] == "held-api-1"
    decided = [row for row in escalation_audit(client, "held-api-1") if row["from"] == "open"]
    assert [(row["actor"], row["to"]) for row in decided] == [("ops:alice", "approved")]
    assert decided[0]["note"] == "approved: checked the order"
    entry = deps.ledger.get("acme", "refund", "held-api-1")
    assert entry.state == "completed" and entry.result["refund_id"] == refund["id"]


def test_the_policy_is_reread_so_the_door_closes_again_without_a_restart(
        policy_path, client, stripe_sim):
    write_policy(policy_path, HELD + '[escalations]\ndecisions = "api"\n')
    first = held_refund(client, stripe_sim, "held-switch-1")
    write_policy(policy_path, HELD)  # the operator takes the API's door away again
    answer = client.post(f"/v1/escalations/{first}/approve", headers=ALICE, json={"note": ""})
    assert answer.status_code == 403 and stripe_sim.refunds() == []
