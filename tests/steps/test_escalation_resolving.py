"""An escalation's decision carried out once, also when its resolver dies: the ``resolved`` mark
is held under a lease, and the sweeper finishes a half-resolved escalation (carried out,
recorded, its Zendesk note and its ``escalation.resolved`` event queued, once) when the lease ran
out; and the refund a person approved completes with an event naming the escalation. Real
Redis, the Stripe and Zendesk simulators over real HTTP, real receivers for the events."""

from __future__ import annotations

import json
import time

import pytest

from service.ledger import escalation_index, side_keys
from service.ops import sweeper
from service.steps import escalation
from service.steps.escalation import slots
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, OPS_KEYS, Receiver, write_policy
from tests.support.helpers import drain

POLICY = """
[refunds]
approval_above = { usd = 5000 }
[escalations]
decisions = "api"
"""
LEASE_S = 60  # escalation's RESOLVE_LEASE_S: spelled here so that the test fails without it


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, POLICY)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


@pytest.fixture
def hook():
    receiver = Receiver()
    yield receiver
    receiver.close()


def subscribed(client, hook, events) -> None:
    answer = client.post("/v1/subscriptions", headers=ACME,
                         json={"target_url": hook.url, "events": events})
    assert answer.status_code == 201, answer.json


def events_of(hook) -> list[dict]:
    return [json.loads(body) for _, body in hook.received]


def escalated(client, stripe_sim, intent: str, **extra) -> str:
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", **extra}).json
    assert answer["state"] == "escalated", answer
    return answer["escalation"]["id"]


def die_after_the_mark(deps, esc_id: str) -> None:
    """``decide`` run through the real step up to where a resolver dies: the decision
    recorded (the same compare-and-set and index as ``decide``), the refund carried out, the
    ``resolved`` mark taken; then nothing (no resolution recorded, no note, no event)."""
    esc = escalation.get(deps, "acme", esc_id)
    outcome, now = deps.ledger.move(esc.key, "acme", escalation.STEP, esc.intent_id,
                                    from_states=("open",), to="approved",
                                    result={"decided_by": "ops:alice", "decided_at": 1.0,
                                            "note": ""}, actor="ops:alice", note="approved")
    assert outcome == "moved"
    escalation_index.decided(deps.ledger, "acme", slots.ledger_name(esc), 1.0)
    deps.proposals["refund"].carry_out(deps, "acme", esc.intent_id, "ops:alice", esc_id=esc_id)
    assert side_keys.take_resolve(deps.ledger, esc.key, lease_s=LEASE_S)


def test_a_resolver_dead_between_the_mark_and_the_note_is_finished_by_the_sweep(
        client, deps, stripe_sim, zendesk_sim, hook):
    [ticket] = new_tickets(zendesk_sim)
    subscribed(client, hook, ["escalation.resolved", "refund.completed"])
    esc_id = escalated(client, stripe_sim, "dies-1", ticket_id=str(ticket))
    die_after_the_mark(deps, esc_id)
    [refund] = stripe_sim.refunds()  # the refund was sent, once
    stuck = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert stuck["state"] == "approved" and stuck["resolution"] is None

    sweeper.sweep(deps)  # the resolver's lease still runs: hands off
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["resolution"] is None
    assert escalation.follow(deps, "acme", esc_id, "api").result.get("resolution") is None

    later = time.time() + LEASE_S + 1  # the lease has run out by then
    swept = sweeper.sweep(deps, now=later)
    assert swept.get("escalation_resolved") == 1
    done = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert done["resolution"]["state"] == "completed"
    assert done["resolution"]["refund_id"] == refund["id"]
    audit = client.get("/v1/intents/dies-1", headers=ACME).json["steps"]
    [carried] = [a for s in audit if s["step"] == "escalation" for a in s["audit"]
                 if a["note"].startswith("carried out")]
    assert carried["actor"] == "sweeper"
    assert len(stripe_sim.creates()) == 1  # nothing sent again

    def notes():
        return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket and "approved by" in c["body"]]

    drain(deps, done=lambda: notes() and any(
        e["type"] == "escalation.resolved" for e in events_of(hook)))
    assert sweeper.sweep(deps, now=later + LEASE_S).get("escalation_resolved") is None
    drain(deps, done=lambda: True)
    [note] = notes()
    assert "approved by ops:alice" in note["body"] and "succeeded" in note["body"]
    resolved = [e for e in events_of(hook) if e["type"] == "escalation.resolved"]
    assert len(resolved) == 1 and resolved[0]["data"]["resolution"]["refund_id"] == refund["id"]


def test_a_resolution_recorded_but_not_announced_is_announced_once(client, deps, stripe_sim,
                                                                     hook):
    """A resolver that died after recording the resolution, before its note and event."""
    subscribed(client, hook, ["escalation.resolved"])
    esc_id = escalated(client, stripe_sim, "dies-2")
    die_after_the_mark(deps, esc_id)
    esc = escalation.get(deps, "acme", esc_id)
    refund = deps.ledger.get("acme", "refund", "dies-2")
    deps.ledger.move(esc.key, "acme", escalation.STEP, esc.intent_id, from_states=("approved",),
                     to="approved", result={**esc.result, "resolution": {
                         "state": refund.state, "detail": refund.result["detail"]}},
                     actor="ops:alice", note="carried out")
    later = time.time() + LEASE_S + 1
    assert sweeper.sweep(deps, now=later).get("escalation_announced") == 1
    assert sweeper.sweep(deps, now=later).get("escalation_announced") is None  # done with it
    drain(deps, done=lambda: len(hook.received) >= 1)
    [event] = events_of(hook)
    assert event["type"] == "escalation.resolved" and event["data"]["id"] == esc_id


def test_a_pending_refund_a_person_approved_completes_with_an_event_naming_the_escalation(
        client, deps, stripe_sim, hook):
    """``escalation.resolved`` fires once, with the refund pending; the refund's own
    ``refund.completed`` later carries the escalation's id, so a flow links the two."""
    subscribed(client, hook, ["escalation.resolved", "refund.completed"])
    stripe_sim.configure(refund_pending_s=60)
    esc_id = escalated(client, stripe_sim, "slow-1")
    approved = client.post(f"/v1/escalations/{esc_id}/approve", headers=ALICE, json={}).json
    assert approved["resolution"]["state"] == "pending"
    stripe_sim.advance(61)
    verified = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": "slow-1"}).json
    assert verified["state"] == "completed"
    assert verified["escalation"]["id"] == esc_id
    drain(deps, done=lambda: len(hook.received) >= 2)
    by_type = {e["type"]: e for e in events_of(hook)}
    assert by_type["escalation.resolved"]["data"]["resolution"]["state"] == "pending"
    completed = by_type["refund.completed"]["data"]
    assert completed["escalation"]["id"] == esc_id and completed["intent_id"] == "slow-1"
    assert completed["refund_id"] == by_type["escalation.resolved"]["data"]["resolution"][
        "refund_id"]
