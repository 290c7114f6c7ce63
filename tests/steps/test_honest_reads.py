"""Honest reads (issue 24, Why 5): a read of the provider that says "missing" is never reported
as a confirmation. After the Stripe simulator lost its state (a `make run` restart keeps the
ledger and starts the simulators empty; an account re-added on another Stripe account reads
the same way), verify, a retry and a provider webhook all say what Stripe said: it does not
know the refund. Checked on the simulator's request log and on the ledger in Redis."""

from __future__ import annotations

import pytest

from tests.support.constants import ACME
from tests.support.ops_helpers import (
    WEBHOOK_ENV,
    audit_of,
    post_stripe,
    refund,
    sim_refund,
    stripe_event,
    stripe_signature,
)


@pytest.fixture(autouse=True)
def webhook_secrets(env, monkeypatch):
    for name, value in WEBHOOK_ENV.items():
        monkeypatch.setenv(name, value)


def test_verify_after_the_provider_lost_the_refund_is_not_a_confirmation(client, stripe_sim,
                                                                        deps):
    done = refund(client, stripe_sim, "lost-1", amount=1200)
    assert done["state"] == "completed" and done["verified"] is True
    rid = done["refund_id"]
    stripe_sim.reset()  # the simulator restarted empty; the ledger kept the intent
    answer = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": "lost-1"}).json
    assert answer["state"] == "unknown" and answer["verified"] is False, answer
    assert answer["provider_status"] == "missing" and answer["next"] == "escalate"
    assert "confirms" not in answer["detail"] and f"does not know refund {rid}" in answer["detail"]
    assert "recorded it as completed" in answer["detail"]
    [read] = stripe_sim.requests("GET", f"/v1/refunds/{rid}")
    assert read["status"] == 404
    entry = deps.ledger.get("acme", "refund", "lost-1")
    assert entry.state == "unknown" and entry.result["was"] == "completed"
    assert entry.result["verified"] is False
    assert audit_of(deps, "lost-1")[-1]["from"] == "completed"
    assert audit_of(deps, "lost-1")[-1]["to"] == "unknown"
    # the flow's retry sends nothing new (the refund's id is known) and says the same
    again = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "lost-1", "payment_intent": done["payment"]["payment_intent"],
        "amount": 1200, "currency": "usd"}).json
    assert again["state"] == "unknown" and again["provider_status"] == "missing", again
    assert stripe_sim.requests("POST", "/v1/refunds") == []
    assert len(stripe_sim.requests("GET", f"/v1/refunds/{rid}")) == 2


def test_a_pending_refund_the_provider_lost_is_not_waited_on_for_ever(client, stripe_sim, deps):
    stripe_sim.configure(refund_pending_s=3600)
    done = refund(client, stripe_sim, "lost-pending")
    assert done["state"] == "pending"
    stripe_sim.reset()
    answer = client.post("/v1/refunds/verify", headers=ACME,
                         json={"intent_id": "lost-pending"}).json
    assert (answer["state"], answer["provider_status"]) == ("unknown", "missing"), answer
    assert deps.ledger.get("acme", "refund", "lost-pending").state == "unknown"


def test_a_signed_event_for_a_refund_the_provider_lost_is_answered_not_retried(client,
                                                                             stripe_sim, deps):
    done = refund(client, stripe_sim, "lost-hook")
    event = stripe_event(sim_refund(stripe_sim, done["refund_id"]), "refund.updated",
                         "evt_lost_hook")
    stripe_sim.reset()
    answer = post_stripe(client, event, stripe_signature(event))
    # a 503 would have Stripe resend it for three days, each read as missing as the first
    assert answer.status_code == 200 and answer.json["outcome"] == "missing", answer.json
    entry = deps.ledger.get("acme", "refund", "lost-hook")
    assert entry.state == "unknown" and entry.result["provider_status"] == "missing"
    assert deps.ledger.redis.get("sst:@webhook:stripe:evt_lost_hook") == b"missing"
