"""The Make escalation modules end to end: Create an Escalation with the flow's connection,
Approve and Reject an Escalation with a person's ops connection, rendered by tests.integrations.make.make_iml
and sent to the service on a real HTTP server with the Stripe simulator behind it. What
happened is read from the simulator's own record and from the ledger in Redis.
"""

from __future__ import annotations

import json

import httpx
import pytest

from tests.integrations.make.make_app import (
    MakeApp,
    MakeError,
    check_connection,
    run_module,
    shape_diff,
)
from tests.support.guard_helpers import OPS_KEYS, api_decisions, write_policy

APP = MakeApp.load()
APPROVAL_POLICY = "[refunds]\napproval_above = { usd = 5000 }\n"
API_DOOR = '[escalations]\ndecisions = "api"\n'  # ops keys may decide through the API


@pytest.fixture(autouse=True)
def ops_keys(tmp_path, monkeypatch):
    """Alice's ops key; and, unless a test says otherwise, a policy under which ops keys decide
    through the API (``decisions = "api"``), as Approve and Reject need. Before the app."""
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    return api_decisions(tmp_path, monkeypatch)


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


@pytest.fixture
def ops(live):
    """Alice's ops connection (SURESTEP_OPS_KEYS: acme:alice:ops_alice)."""
    return {"baseUrl": live.url, "apiKey": "ops_alice"}


def run(module_id, params, connection, http):
    return run_module(APP, module_id, params, connection, http)


def refund_params(payment: dict, intent: str, amount: int = 1200) -> dict:
    return {"intent_id": intent, "ticket_id": "48213", "provider": "stripe",
            "payment_intent": payment["payment_intent"], "amount": amount, "currency": "usd",
            "reason": "requested_by_customer",
            "customer": {"id": "cus_123", "email": "ana@example.com"},
            "metadata": [{"key": "agent", "value": "make"}]}


def unknown_refund(stripe_sim, connection, http, intent="zendesk-48213") -> dict:
    """Create a Refund whose outcome stays unknown: Stripe never got the request (dropped
    before its commit) and the lookup finds no refund of ours."""
    payment = stripe_sim.payment(5000)
    stripe_sim.fault("drop_before", method="POST", path="/v1/refunds", times=None)
    out = run("createRefund", refund_params(payment, intent), connection, http).output
    assert out["state"] == "unknown" and out["next"] == "retry"
    stripe_sim.clear_faults()
    assert stripe_sim.refunds() == []
    return out


def escalate(intent, connection, http, **extra):
    return run("createEscalation", {"intent_id": intent, "reason": "Refund unknown after retries",
                                    "context": [{"key": "zendesk_ticket", "value": "48213"}],
                                    **extra}, connection, http)


def test_the_ops_connection_is_checked_and_its_key_never_logged(live, http):
    result = check_connection(APP, "surestepOps", {"baseUrl": live.url, "apiKey": "ops_alice"},
                              http)
    assert result.request["url"] == f"{live.url}/v1/escalations"
    assert result.request["qs"] == {"limit": 1} and result.output == {"data": []}
    assert "ops_alice" not in json.dumps(result.log)
    with pytest.raises(MakeError) as refused:
        check_connection(APP, "surestepOps", {"baseUrl": live.url, "apiKey": "ops_nope"}, http)
    assert refused.value.type == "InvalidAccessTokenError" and refused.value.status == 401


def test_an_escalation_created_then_approved_refunds_once(connection, ops, http, stripe_sim,
                                                         deps):
    unknown_refund(stripe_sim, connection, http)
    created = escalate("zendesk-48213", connection, http)
    esc = created.output
    assert created.status == 201 and esc["state"] == "open" and esc["replayed"] is False
    assert esc["kind"] == "unknown_outcome" and esc["proposal"]["amount"] == 1200
    assert esc["context"] == {"zendesk_ticket": "48213"}
    assert shape_diff(esc, APP.modules["createEscalation"].samples) == []
    # Make re-runs the module: the same escalation, nobody is asked twice.
    again = escalate("zendesk-48213", connection, http)
    assert again.status == 200 and again.output == {**esc, "replayed": True}

    approved = run("approveEscalation", {"escalation_id": esc["id"], "note": "checked"}, ops,
                   http)
    out = approved.output
    assert out["state"] == "approved" and out["decided_by"] == "ops:alice"
    assert out["resolution"]["state"] == "completed" and out["replayed"] is False
    [refund] = stripe_sim.refunds()
    assert refund["id"] == out["resolution"]["refund_id"] and refund["amount"] == 1200
    assert refund["status"] == "succeeded"
    entry = deps.ledger.get("acme", "refund", "zendesk-48213")
    assert entry.state == "completed" and refund["idempotency_key"] == entry.provider_key
    assert shape_diff(out, APP.modules["approveEscalation"].samples) == []
    assert "ops_alice" not in json.dumps(approved.log)
    creates = len(stripe_sim.creates())  # the dropped attempt and the approved one

    # A second approval (a re-run, a double click) changes nothing.
    second = run("approveEscalation", {"escalation_id": esc["id"]}, ops, http).output
    assert second == {**out, "replayed": True}
    assert len(stripe_sim.creates()) == creates == 2 and len(stripe_sim.refunds()) == 1
    # The flow re-running Create an Escalation gets the decision as it stands.
    replay = escalate("zendesk-48213", connection, http).output
    assert replay["state"] == "approved" and replay["replayed"] is True
    steps = {s["step"]: s for s in run("getIntent", {"intent_id": "zendesk-48213"}, connection,
                                       http).output["steps"]}
    decision = [a for a in steps["escalation"]["audit"] if a["to"] == "approved"][0]
    assert decision["actor"] == "ops:alice" and "checked" in decision["note"]


def test_a_reject_refunds_nothing(connection, ops, http, stripe_sim):
    """Rejecting an unknown outcome sends nothing more; Stripe is read once more and holds no
    refund (the attempt was dropped before it), so the refund fails, verified."""
    unknown_refund(stripe_sim, connection, http, intent="zendesk-500")
    esc = escalate("zendesk-500", connection, http).output
    rejected = run("rejectEscalation", {"escalation_id": esc["id"], "note": "not our order"},
                   ops, http).output
    assert rejected["state"] == "rejected" and rejected["decided_by"] == "ops:alice"
    assert rejected["resolution"]["state"] == "failed"
    assert rejected["resolution"]["failure_reason"] == "rejected_by_person"
    assert "nothing more will be sent" in rejected["resolution"]["detail"]
    again = run("rejectEscalation", {"escalation_id": esc["id"]}, ops, http).output
    assert again == {**rejected, "replayed": True}
    # Approving afterwards cannot help, so it is not retried: a DataError, nothing sent.
    with pytest.raises(MakeError) as late:
        run("approveEscalation", {"escalation_id": esc["id"]}, ops, http)
    assert late.value.type == "DataError" and late.value.status == 409
    assert "Already decided" in late.value.message and "rejected" in late.value.message
    assert stripe_sim.refunds() == [] and len(stripe_sim.creates()) == 1  # the dropped one


@pytest.fixture
def approval_policy(tmp_path, monkeypatch):
    """Refunds over 50.00 USD wait for a person, who may decide through the API (set before
    the app is built)."""
    path = tmp_path / "policy.toml"
    write_policy(path, APPROVAL_POLICY + API_DOOR)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    return path


def test_a_rejected_approval_sends_nothing_and_fails_the_refund(approval_policy, connection,
                                                                ops, http, stripe_sim):
    payment = stripe_sim.payment(20000)
    params = refund_params(payment, "zendesk-48213", amount=7500)
    held = run("createRefund", params, connection, http).output
    assert held["state"] == "escalated" and held["next"] == "wait_for_human"
    assert held["reasons"][0]["code"] == "approval_required"
    rejected = run("rejectEscalation", {"escalation_id": held["escalation"]["id"],
                                        "note": "not our order"}, ops, http).output
    assert rejected["state"] == "rejected" and rejected["kind"] == "approval"
    assert rejected["resolution"]["state"] == "failed"
    assert rejected["resolution"]["failure_reason"] == "rejected_by_person"
    assert shape_diff(rejected, APP.modules["rejectEscalation"].samples) == []
    retry = run("createRefund", params, connection, http).output  # the flow runs again
    assert retry["state"] == "failed" and retry["failure_reason"] == "rejected_by_person"
    assert stripe_sim.actions() == []  # not a create, not even a lookup


def test_a_flow_key_cannot_decide(connection, http, stripe_sim, deps):
    unknown_refund(stripe_sim, connection, http)
    esc = escalate("zendesk-48213", connection, http).output
    with pytest.raises(MakeError) as refused:
        run("approveEscalation", {"escalation_id": esc["id"]}, connection, http)
    assert refused.value.type == "InvalidConfigurationError" and refused.value.status == 403
    assert "ops key" in refused.value.message  # the service's own detail says which key
    assert deps.ledger.get("acme", "escalation", "zendesk-48213").state == "open"
    assert stripe_sim.refunds() == [] and len(stripe_sim.creates()) == 1


def test_bad_escalation_input_is_a_data_error_and_changes_nothing(connection, ops, http, rdb):
    with pytest.raises(MakeError) as empty_reason:
        run("createEscalation", {"intent_id": "zendesk-1", "reason": ""}, connection, http)
    assert empty_reason.value.type == "DataError" and empty_reason.value.status == 422
    assert "Fields: reason." in empty_reason.value.message
    with pytest.raises(MakeError) as no_intent:
        run("createEscalation", {"reason": "why"}, connection, http)  # no intent, no ticket
    assert no_intent.value.type == "DataError" and "intent_id" in no_intent.value.message
    with pytest.raises(MakeError) as unknown:
        run("rejectEscalation", {"escalation_id": "esc_nope"}, ops, http)
    assert unknown.value.type == "DataError" and unknown.value.status == 404
    assert rdb.keys("*") == []


def test_intent_id_defaults_to_the_ticket_like_create_a_refund(connection, http, stripe_sim):
    unknown_refund(stripe_sim, connection, http)  # intent zendesk-48213, the ticket's default
    esc = run("createEscalation", {"ticket_id": "48213", "reason": "please look"}, connection,
              http).output
    assert esc["intent_id"] == "zendesk-48213" and esc["kind"] == "unknown_outcome"


def test_where_decisions_stay_in_the_console_approve_and_reject_decide_nothing(
        approval_policy, connection, ops, http, stripe_sim, deps):
    """surestep's default (``decisions = "console"``): a scenario's Approve or Reject with an ops
    connection is refused (403, InvalidConfigurationError: Make stops the scenario, a retry
    cannot help), naming the console; the escalation stays open and Stripe is not called.
    Once the operator sets ``decisions = "api"``, the same module approves, once."""
    write_policy(approval_policy, APPROVAL_POLICY)  # no [escalations]: the default
    payment = stripe_sim.payment(20000)
    held = run("createRefund", refund_params(payment, "zendesk-48213", amount=7500), connection,
               http).output
    esc_id = held["escalation"]["id"]
    for module in ("approveEscalation", "rejectEscalation"):
        with pytest.raises(MakeError) as refused:
            run(module, {"escalation_id": esc_id, "note": "approved by a scenario"}, ops, http)
        assert refused.value.type == "InvalidConfigurationError" and refused.value.status == 403
        assert f"/console/t/acme/escalations/{esc_id}" in refused.value.message
        assert 'decisions = "api"' in refused.value.message
        assert "Nothing was decided and nothing was sent" in refused.value.message
    assert deps.ledger.get("acme", "escalation", "zendesk-48213").state == "open"
    assert deps.ledger.get("acme", "refund", "zendesk-48213").state == "escalated"
    assert stripe_sim.refunds() == [] and stripe_sim.actions() == []

    write_policy(approval_policy, APPROVAL_POLICY + API_DOOR)  # the operator opens the door
    approved = run("approveEscalation", {"escalation_id": esc_id, "note": "checked"}, ops,
                   http).output
    assert approved["state"] == "approved" and approved["decided_by"] == "ops:alice"
    [refund] = stripe_sim.refunds()
    assert refund["amount"] == 7500 and refund["id"] == approved["resolution"]["refund_id"]
