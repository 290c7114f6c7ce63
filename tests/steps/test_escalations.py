"""Escalations against a real Redis, the Stripe and Zendesk simulators over real HTTP: approvals
carried out once (also when raced), rejections and expiry that send nothing, the audit trail,
the unknown-outcome rule, a flow escalating on purpose, and the Zendesk internal note."""

from __future__ import annotations

import threading

import httpx
import pytest

from service import tasks
from service.steps import escalation as escalation_step
from tests.steps.test_tickets import new_tickets
from tests.support import clock as test_clock
from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import ALICE, BOB, OPS_KEYS, write_policy
from tests.support.helpers import drain

POLICY = """
[refunds]
approval_above = { usd = 5000 }
escalate_after_unknown = 2
[escalations]
zendesk_tag = "needs_approval"
zendesk_group_id = 4242
decisions = "api"
"""
JSON = {"Content-Type": "application/json"}


@pytest.fixture(autouse=True)
def policy_path(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, POLICY)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    return path


def big_refund(client, payment, intent="big-1", **extra):
    return client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", "customer": {"email": "ana@example.com"}, **extra})


def decide(http, esc_id, decision, headers, note=""):
    return http.post(f"/v1/escalations/{esc_id}/{decision}", json={"note": note},
                     headers=headers)


def test_approval_raced_by_two_people_refunds_once(client, live, stripe_sim, deps):
    payment = stripe_sim.payment(20000)
    answer = big_refund(client, payment).json
    assert answer["state"] == "escalated" and answer["reasons"][0]["code"] == "approval_required"
    esc_id = answer["escalation"]["id"]
    assert stripe_sim.actions() == []
    flow_try = decide(client, esc_id, "approve", ACME)
    assert flow_try.status_code == 403 and flow_try.content_type == "application/problem+json"
    barrier, answers = threading.Barrier(2), []

    def approve(headers):
        with httpx.Client(base_url=live.url, timeout=30) as http:
            barrier.wait()
            answers.append(decide(http, esc_id, "approve", headers, note="checked the order"))

    threads = [threading.Thread(target=approve, args=(h,)) for h in (ALICE, BOB)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(a.status_code for a in answers) == [200, 200]
    assert sorted(a.json()["replayed"] for a in answers) == [False, True]
    assert len(stripe_sim.creates()) == 1
    [refund] = stripe_sim.refunds()
    assert refund["amount"] == 7500 and refund["metadata"]["surestep_intent_id"] == "big-1"
    assert refund["idempotency_key"] == deps.ledger.get("acme", "refund", "big-1").provider_key
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    winner = [a.json() for a in answers if not a.json()["replayed"]][0]
    assert escalation["state"] == "approved" and escalation["decided_by"] == winner["decided_by"]
    assert escalation["resolution"]["state"] == "completed"
    assert escalation["resolution"]["refund_id"] == refund["id"]
    # a double click, a late click and the flow's retry change nothing
    assert decide(client, esc_id, "approve", ALICE).json["replayed"] is True
    late = decide(client, esc_id, "reject", BOB)
    assert late.status_code == 409 and late.json["escalation"]["state"] == "approved"
    again = big_refund(client, payment).json
    assert again["state"] == "completed" and again["replayed"] is True
    assert len(stripe_sim.creates()) == 1
    # who decided, when and why: in the intent's audit trail
    steps = {s["step"]: s for s in client.get("/v1/intents/big-1", headers=ACME).json["steps"]}
    decisions = [a for a in steps["escalation"]["audit"] if a["to"] == "approved"]
    assert decisions[0]["actor"] == winner["decided_by"] and decisions[0]["at"] > 0
    assert "checked the order" in decisions[0]["note"]
    refund_audit = [(a["from"], a["to"]) for a in steps["refund"]["audit"]]
    assert refund_audit == [(None, "in_progress"), ("in_progress", "escalated"),
                            ("escalated", "in_progress"), ("in_progress", "completed")]
    assert steps["refund"]["audit"][2]["actor"].startswith("ops:")


def test_reject_sends_nothing_and_fails_the_refund(client, stripe_sim):
    payment = stripe_sim.payment(20000)
    esc_id = big_refund(client, payment).json["escalation"]["id"]
    rejected = decide(client, esc_id, "reject", ALICE, note="not our order")
    assert rejected.status_code == 200 and rejected.json["state"] == "rejected"
    assert rejected.json["decided_by"] == "ops:alice" and rejected.json["note"] == "not our order"
    assert rejected.json["resolution"]["state"] == "failed"
    assert decide(client, esc_id, "approve", BOB).status_code == 409
    retry = big_refund(client, payment).json
    assert retry["state"] == "failed" and retry["failure_reason"] == "rejected_by_person"
    assert "not our order" in retry["detail"]
    assert stripe_sim.actions() == []
    listed = client.get("/v1/escalations?state=open", headers=ACME).json["data"]
    assert listed == []
    assert [e["id"] for e in client.get("/v1/escalations?state=rejected",
                                        headers=ACME).json["data"]] == [esc_id]


def test_expiry_rejects_and_sends_nothing(policy_path, client, deps, stripe_sim):
    write_policy(policy_path, POLICY + "expire_after_hours = 2\n")
    clock = test_clock.use(deps)  # the app's: two hours pass on it, none on the wall
    payment = stripe_sim.payment(20000)
    esc_id = big_refund(client, payment).json["escalation"]["id"]
    clock.advance(2 * 3600 - 1)
    # the expiry job's own step (jobs/escalations.py), run by the app's Deps at its time
    assert escalation_step.expire(deps, "acme", esc_id) == "open"  # a second early: kept
    clock.advance(1)
    assert escalation_step.expire(deps, "acme", esc_id) == "rejected"
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["state"] == "rejected" and escalation["decided_by"] == "expiry"
    assert "expired" in escalation["note"]
    refund = big_refund(client, payment).json
    assert refund["state"] == "failed" and refund["failure_reason"] == "escalation_expired"
    late = decide(client, esc_id, "approve", ALICE)
    assert late.status_code == 409 and "expiry" in late.json["detail"]
    assert stripe_sim.actions() == []


def test_the_expiry_job_run_in_process_reads_the_apps_clock(policy_path, client, deps,
                                                          stripe_sim):
    """The expiry job (``jobs.escalations.expire``) run by an in-process worker builds its own
    Deps (``jobs.deps()``): it reads the clock the app's requests read, so two hours on it are
    two hours for the job too."""
    write_policy(policy_path, POLICY + "expire_after_hours = 2\n")
    clock = test_clock.use(deps)
    esc_id = big_refund(client, stripe_sim.payment(20000)).json["escalation"]["id"]
    clock.advance(2 * 3600 + 1)
    job = deps.queue.enqueue(tasks.ESCALATION_EXPIRE, "acme", esc_id)  # as the scheduler would
    drain(deps, done=lambda: job.get_status(refresh=True) == "finished")
    assert job.return_value() == "rejected"
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["decided_by"] == "expiry"
    assert stripe_sim.actions() == []


def test_unknown_outcomes_escalate_and_approval_retries_with_the_same_key(client, stripe_sim,
                                                                         deps):
    payment = stripe_sim.payment(3000)
    stripe_sim.fault("drop_before", method="POST", path="/v1/refunds", times=None)
    body = {"intent_id": "unk-1", "payment_intent": payment["payment_intent"], "amount": 1000,
            "currency": "usd"}
    first = client.post("/v1/refunds", json=body, headers=ACME).json
    assert first["state"] == "unknown" and first["next"] == "retry"
    second = client.post("/v1/refunds", json=body, headers=ACME).json
    assert second["state"] == "escalated" and second["reasons"][0]["code"] == "unknown_outcome"
    esc_id = second["escalation"]["id"]
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["kind"] == "unknown_outcome"
    assert client.post("/v1/refunds", json=body, headers=ACME).json["state"] == "escalated"
    assert len(stripe_sim.creates()) == 2  # the two dropped attempts; the replay sent nothing
    stripe_sim.clear_faults()
    approved = decide(client, esc_id, "approve", ALICE).json
    assert approved["resolution"]["state"] == "completed"
    keys = {r["idempotency_key"] for r in stripe_sim.creates()}
    assert keys == {deps.ledger.get("acme", "refund", "unk-1").provider_key}
    assert len(stripe_sim.refunds()) == 1


def test_a_flow_escalates_on_purpose(client, stripe_sim, rdb):
    answer = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "zendesk-77", "reason": "customer disputes the amount",
        "context": {"ticket_url": "https://example.zendesk.com/agent/tickets/77"}})
    assert answer.status_code == 201, answer.json
    body = answer.json
    assert body["kind"] == "manual" and body["proposal"] is None and body["state"] == "open"
    assert body["reasons"] == [{"code": "flow_escalated", "message": "customer disputes the amount"}]
    again = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "zendesk-77", "reason": "customer disputes the amount"})
    assert again.status_code == 200 and again.json["replayed"] is True
    assert again.json["id"] == body["id"]
    assert client.get(f"/v1/escalations/{body['id']}", headers=GLOBEX).status_code == 404
    decided = decide(client, body["id"], "approve", ALICE, note="refund by hand").json
    assert decided["state"] == "approved" and decided["resolution"]["state"] == "approved"
    assert stripe_sim.actions() == []


def test_bad_escalation_input_changes_nothing(client, rdb):
    for body, field in [({"reason": "x"}, "intent_id"), ({"intent_id": "a b", "reason": "x"},
                                                         "intent_id"),
                        ({"intent_id": "a"}, "reason"), ({"intent_id": "a", "reason": ""},
                                                         "reason"),
                        ({"intent_id": "a", "reason": "x", "extra": 1}, "extra")]:
        response = client.post("/v1/escalations", json=body, headers=ACME)
        assert response.status_code == 422 and field in response.json["errors"], body
    assert client.post("/v1/escalations", json={"intent_id": "a", "reason": "x"},
                       headers={"Authorization": "Bearer ops_nope"}).status_code == 401
    assert client.get("/v1/escalations/esc_nope", headers=ACME).status_code == 404
    assert client.post("/v1/escalations/esc_nope/approve", json={},
                       headers=ALICE).status_code == 404
    assert rdb.dbsize() == 0


def test_zendesk_gets_an_internal_note_a_tag_and_a_group(client, deps, stripe_sim, zendesk_sim):
    [ticket] = new_tickets(zendesk_sim)

    def notes():
        return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    payment = stripe_sim.payment(20000)
    answer = big_refund(client, payment, ticket_id=str(ticket)).json
    esc_id = answer["escalation"]["id"]
    drain(deps, done=lambda: len(notes()) >= 1)  # (the 72 h expiry job stays scheduled)
    state = zendesk_sim.control("GET", f"/_sim/tickets/{ticket}")
    assert "needs_approval" in state["tags"] and state["group_id"] == 4242
    [note] = notes()
    assert note["public"] is False
    assert "approval threshold" in note["body"] and "7500 USD" in note["body"]
    assert f"/console/t/acme/escalations/{esc_id}" in note["body"]
    assert "/approve/" not in note["body"]
    decide(client, esc_id, "approve", ALICE, note="ok")
    drain(deps, done=lambda: len(notes()) >= 2)
    later = notes()
    assert len(later) == 2 and later[1]["public"] is False
    assert "approved by ops:alice" in later[1]["body"] and "succeeded" in later[1]["body"]


def test_me_tells_a_flow_key_from_a_persons_ops_key(client):
    ops = client.get("/v1/me", headers=ALICE)
    assert ops.status_code == 200
    assert ops.json == {"tenant": "acme", "role": "ops", "actor": "ops:alice"}
    flow = client.get("/v1/me", headers=ACME).json
    assert flow == {"tenant": "acme", "role": "flow"}  # no secret to a flow key
    assert client.get("/v1/me", headers={"Authorization": "Bearer nope"}).status_code == 401
