"""Provider webhooks in: signatures checked on the raw body (bad, old, tampered: 400, nothing
changed, not even a read at the provider), each event handled once by its id, and valid
events move the ledger forward only through a read of the provider's truth. A refund that
fails after it was completed is recorded, announced as refund.failed and escalated."""

from __future__ import annotations

import json
import time

import pytest

from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import Receiver
from tests.support.helpers import drain
from tests.support.ops_helpers import (
    WEBHOOK_ENV,
    audit_of,
    post_shopify,
    post_stripe,
    post_zendesk,
    refund,
    sim_refund,
    stripe_event,
    stripe_signature,
    zendesk_timestamp,
)
from tests.support.shopify_helpers import refund_body


@pytest.fixture(autouse=True)
def webhook_secrets(env, monkeypatch):
    for name, value in WEBHOOK_ENV.items():
        monkeypatch.setenv(name, value)


def reads_of(stripe_sim, refund_id):
    return stripe_sim.requests("GET", f"/v1/refunds/{refund_id}")


def test_bad_signature_old_timestamp_tampering_and_no_header_are_refused_changing_nothing(
        client, stripe_sim, deps):
    done = refund(client, stripe_sim, "wh-refused")
    rid = done["refund_id"]
    stripe_sim.control("POST", f"/_sim/refunds/{rid}/status", {"status": "failed",
                                                              "failure_reason": "lost_or_stolen_card"})
    body = stripe_event(sim_refund(stripe_sim, rid), "refund.failed")
    before_audit, before_reads = audit_of(deps, "wh-refused"), len(reads_of(stripe_sim, rid))
    other = stripe_event(sim_refund(stripe_sim, rid), "refund.failed")
    attempts = {
        "wrong secret": stripe_signature(body, "whsec_attacker"),
        "old timestamp": stripe_signature(body, timestamp=int(time.time()) - 301),
        "signature of another body": stripe_signature(other),
        "no header": None,
        "garbage header": "t=abc,v1=zzz",
    }
    for name, signature in attempts.items():
        answer = post_stripe(client, body, signature)
        assert answer.status_code == 400, name
        assert answer.mimetype == "application/problem+json", name
        assert answer.json["type"].endswith("/invalid-signature"), name
    entry = deps.ledger.get("acme", "refund", "wh-refused")
    assert entry.state == "completed" and audit_of(deps, "wh-refused") == before_audit
    assert len(reads_of(stripe_sim, rid)) == before_reads  # not even a read was made
    assert not deps.ledger.redis.keys("sst:@webhook:*")  # and no event id was spent


def test_refund_failed_after_completed_flips_the_state_escalates_and_replays_are_ignored(
        client, stripe_sim, deps):
    hook = Receiver()
    try:
        sub = client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": hook.url, "events": ["refund.failed", "escalation.created"]}).json
        done = refund(client, stripe_sim, "wh-flip", ticket_id="48213")
        assert done["state"] == "completed"
        rid = done["refund_id"]
        stripe_sim.control("POST", f"/_sim/refunds/{rid}/status",
                           {"status": "failed", "failure_reason": "lost_or_stolen_card"})
        body = stripe_event(sim_refund(stripe_sim, rid), "refund.failed", "evt_flip_1")
        answer = post_stripe(client, body, stripe_signature(body))
        assert answer.status_code == 200, answer.json
        assert answer.json == {"received": True, "event_id": "evt_flip_1",
                               "status": "processed", "outcome": "reversed"}
        entry = deps.ledger.get("acme", "refund", "wh-flip")
        assert entry.state == "failed" and entry.result["refund_id"] == rid
        assert entry.result["failure_reason"] == "lost_or_stolen_card"
        last = audit_of(deps, "wh-flip")[-1]
        assert (last["from"], last["to"], last["actor"]) == ("completed", "failed",
                                                             "webhook:stripe")
        [escalation] = client.get("/v1/escalations?state=open", headers=ACME).json["data"]
        assert escalation["intent_id"] == "wh-flip" and escalation["ticket_id"] == "48213"
        assert escalation["reasons"][0]["code"] == "refund_failed_after_success"
        audit_after, reads_after = audit_of(deps, "wh-flip"), len(reads_of(stripe_sim, rid))

        # Stripe retries the same event (a new signature, same id): handled once.
        replay = post_stripe(client, body, stripe_signature(body))
        assert replay.status_code == 200 and replay.json["status"] == "duplicate"
        assert replay.json["outcome"] == "reversed"
        assert audit_of(deps, "wh-flip") == audit_after
        assert len(reads_of(stripe_sim, rid)) == reads_after
        assert len(client.get("/v1/escalations", headers=ACME).json["data"]) == 1

        drain(deps, done=lambda: len(hook.received) >= 2)
        kinds = sorted(json.loads(b)["type"] for _, b in hook.received)
        assert kinds == ["escalation.created", "refund.failed"]
        assert sub["id"]
    finally:
        hook.close()


def test_a_rolled_secret_is_accepted_from_either_side_of_the_roll(client, stripe_sim, deps,
                                                                  monkeypatch):
    done = refund(client, stripe_sim, "wh-roll")
    body = stripe_event(sim_refund(stripe_sim, done["refund_id"]), "refund.updated", "evt_r1")
    # Stripe signs with both secrets during a roll: two v1 values, one of them ours.
    both = stripe_signature(body, "whsec_old_secret")
    both += "," + stripe_signature(body, "whsec_unknown_newer").split(",")[1]
    assert post_stripe(client, body, both).json["outcome"] == "completed"
    # only the old secret's signature: still valid while we list both secrets
    body2 = stripe_event(sim_refund(stripe_sim, done["refund_id"]), "refund.updated", "evt_r2")
    assert post_stripe(client, body2, stripe_signature(body2, "whsec_old_secret")).status_code == 200


def test_refund_updated_settles_a_pending_refund_and_resumes_the_waiting_flow(client,
                                                                               stripe_sim, deps):
    stripe_sim.configure(refund_pending_s=3600)
    waiting = Receiver()
    try:
        first = refund(client, stripe_sim, "wh-pending", resume_url=waiting.url)
        assert first["state"] == "pending"
        stripe_sim.control("POST", f"/_sim/refunds/{first['refund_id']}/status",
                           {"status": "succeeded"})
        body = stripe_event(sim_refund(stripe_sim, first["refund_id"]), "refund.updated")
        assert post_stripe(client, body, stripe_signature(body)).json["outcome"] == "completed"
        assert deps.ledger.get("acme", "refund", "wh-pending").state == "completed"
        drain(deps, done=lambda: waiting.received)  # the delivery job, not the 1 h timer
        [(_, delivered)] = waiting.received
        assert json.loads(delivered)["state"] == "completed"
    finally:
        waiting.close()


def test_events_that_are_not_ours_change_nothing(client, stripe_sim, deps):
    manual = stripe_sim.http.post("/v1/refunds", data={
        "payment_intent": stripe_sim.payment()["payment_intent"], "amount": 100},
        headers={"Authorization": "Bearer sk_test_surestep"}).json()
    body = stripe_event(manual, "refund.updated")
    assert post_stripe(client, body, stripe_signature(body)).json["outcome"] == "not_ours"
    other = stripe_event({"id": "ch_1", "object": "charge"}, "charge.succeeded")
    assert post_stripe(client, other, stripe_signature(other)).json["outcome"] == "ignored"
    assert not deps.ledger.redis.keys("sst:{acme}:refund:*")


def test_shopify_refund_webhook_settles_a_pending_refund_once(client, shopify_sim, deps):
    shopify_sim.configure(refund_pending_s=3600)
    order = shopify_sim.order(5000)
    first = client.post("/v1/refunds", json=refund_body(order, intent="wh-shop"),
                        headers=ACME).json
    assert first["state"] == "pending"
    [sim] = shopify_sim.refunds()
    shopify_sim.set_status(sim["transactions"][0]["id"], "SUCCESS")
    payload = {"id": 890088186, "order_id": 450789469, "note": sim["note"],
               "admin_graphql_api_id": sim["id"], "transactions": []}
    bad = post_shopify(client, payload, secret="not-the-secret")
    assert bad.status_code == 400 and deps.ledger.get("acme", "refund", "wh-shop").state == "pending"
    ok = post_shopify(client, payload, delivery="b54557e4-bdd9-4b37-8a5f-bf7d70bcd043")
    assert ok.json["outcome"] == "completed"
    entry = deps.ledger.get("acme", "refund", "wh-shop")
    assert entry.state == "completed" and entry.result["refund_id"] == sim["id"]
    again = post_shopify(client, payload, delivery="b54557e4-bdd9-4b37-8a5f-bf7d70bcd043")
    assert again.json["status"] == "duplicate"
    assert len(shopify_sim.creates()) == 1


def test_zendesk_ticket_event_wakes_the_waiting_update_and_bad_ones_are_refused(
        client, zendesk_sim, deps):
    [ticket] = new_tickets(zendesk_sim, 1)
    queued = client.post(f"/v1/tickets/{ticket}/updates", headers=ACME, json={
        "intent_id": "wh-zd", "comment": {"body": "Refund on its way"}})
    assert queued.status_code == 202
    event = {"type": "zen:event-type:ticket.status_changed", "account_id": 1,
             "id": "2b24ef10-19d4-4740-93cf-8f98ec4776c0", "subject": f"zen:ticket:{ticket}",
             "detail": {"id": str(ticket)}, "time": zendesk_timestamp()}
    jobs_before = deps.queue.count
    assert post_zendesk(client, event, secret="wrong").status_code == 400
    assert post_zendesk(client, event, timestamp=zendesk_timestamp(-301)).status_code == 400
    assert deps.queue.count == jobs_before  # refused: nothing woken
    woke = post_zendesk(client, event)
    assert woke.status_code == 200 and woke.json["outcome"] == "woke"
    assert deps.queue.count == jobs_before + 1
    assert post_zendesk(client, event).json["status"] == "duplicate"
    assert deps.queue.count == jobs_before + 1
    drain(deps)
    assert deps.ledger.get("acme", "ticket_update", "wh-zd").state == "completed"
    comments = zendesk_sim.control("GET", "/_sim/comments")["data"]
    assert [c["body"] for c in comments] == ["Refund on its way"]  # woken twice, posted once


def test_webhooks_need_their_secret_and_no_api_key(client, monkeypatch, env, rdb):
    body = b'{"id": "evt_1", "type": "refund.updated"}'
    # signed, no Authorization header: the signature is the authentication
    assert post_stripe(client, body, stripe_signature(body)).status_code == 200
    # an API key is not a signature
    assert client.post("/v1/webhooks/stripe", data=body, headers={
        **GLOBEX, "Content-Type": "application/json"}).status_code == 400
    monkeypatch.delenv("STRIPE_WEBHOOK_SECRET")
    from service.web.app import create_app

    bare = create_app()
    try:
        answer = bare.test_client().post("/v1/webhooks/stripe", data=body, headers={
            "Stripe-Signature": stripe_signature(body)})
        assert answer.status_code == 503 and answer.json["type"].endswith("/webhook-not-configured")
    finally:
        bare.extensions["surestep"].close()


def test_an_event_whose_read_fails_is_not_spent_and_the_resent_one_is_handled(client,
                                                                              stripe_sim, deps):
    done = refund(client, stripe_sim, "wh-unread")
    rid = done["refund_id"]
    stripe_sim.control("POST", f"/_sim/refunds/{rid}/status", {"status": "failed"})
    body = stripe_event(sim_refund(stripe_sim, rid), "refund.failed", "evt_unread")
    stripe_sim.fault("rate_limit", method="GET", path=f"/v1/refunds/{rid}", retry_after=1)
    first = post_stripe(client, body, stripe_signature(body))
    assert first.status_code == 503 and first.json["type"].endswith("/provider-unreadable")
    assert deps.ledger.get("acme", "refund", "wh-unread").state == "completed"
    resent = post_stripe(client, body, stripe_signature(body))  # Stripe's retry
    assert resent.status_code == 200 and resent.json["outcome"] == "reversed"
    assert deps.ledger.get("acme", "refund", "wh-unread").state == "failed"
