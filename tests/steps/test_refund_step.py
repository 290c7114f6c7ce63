"""The refund step against a real Redis and the Stripe simulator over real HTTP.

Every assertion that matters is made on the simulator's own record (refunds it holds, requests
it received) or on Redis, not only on our reply.
"""

from __future__ import annotations

import json

import pytest
from rq import SimpleWorker

from service.steps.refund import verify_job_id
from tests.support.constants import ACME, GLOBEX
from tests.support.helpers import Receiver, drain
from tests.support.waits import sim_idle, wait_until


def refund_body(payment: dict, intent: str = "zendesk-48213", **extra) -> dict:
    return {"intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1200,
            "currency": "usd", **extra}


def post(client, body, headers=ACME):
    return client.post("/v1/refunds", json=body, headers=headers)


def test_new_intent_completes_only_after_a_read_and_replays_without_a_second_call(client, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    first = post(client, refund_body(payment, ticket_id="48213"))
    assert first.status_code == 200, first.json
    body = first.json
    assert body["state"] == "completed" and body["verified"] is True
    assert body["next"] == "notify_customer" and body["replayed"] is False
    assert "Idempotent-Replayed" not in first.headers
    [refund] = stripe_sim.refunds()
    assert refund["id"] == body["refund_id"] and refund["status"] == "succeeded"
    assert refund["metadata"]["surestep_intent_id"] == "zendesk-48213"
    assert refund["metadata"]["surestep_ticket_id"] == "48213"
    entry = deps.ledger.get("acme", "refund", "zendesk-48213")
    assert refund["idempotency_key"] == entry.provider_key
    # the payment was read first (the guard's facts), and completed came from a retrieve
    # after the create, not from the create response
    calls = [(r["method"], r["path"]) for r in stripe_sim.requests()]
    assert calls == [("GET", f"/v1/payment_intents/{payment['payment_intent']}"),
                     ("POST", "/v1/refunds"), ("GET", f"/v1/refunds/{refund['id']}")]

    again = post(client, refund_body(payment, ticket_id="48213"))
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json == {**body, "replayed": True}
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1


def test_provider_key_is_deterministic_and_never_the_sdks(client, stripe_sim, deps, rdb):
    payment = stripe_sim.payment()
    post(client, refund_body(payment))
    key = deps.ledger.get("acme", "refund", "zendesk-48213").provider_key
    rdb.flushdb()  # a lost ledger entry...
    stripe_sim.advance(0)
    post(client, refund_body(payment))
    keys = {r["idempotency_key"] for r in stripe_sim.creates()}
    assert keys == {key}  # ...re-sends the very same key, so Stripe replays: one refund
    assert len(stripe_sim.refunds()) == 1


def test_pending_refund_is_pending_until_the_provider_settles_it(client, stripe_sim, deps):
    stripe_sim.configure(refund_pending_s=60, refund_outcome="succeeded")
    payment = stripe_sim.payment()
    first = post(client, refund_body(payment)).json
    assert first["state"] == "pending" and first["next"] == "wait"
    replay = post(client, refund_body(payment)).json
    assert replay["state"] == "pending" and replay["replayed"] is True
    stripe_sim.advance(61)
    verified = client.post("/v1/refunds/verify", json={"intent_id": "zendesk-48213"},
                           headers=ACME).json
    assert verified["state"] == "completed" and verified["verified"] is True
    assert len(stripe_sim.creates()) == 1
    audit = client.get("/v1/intents/zendesk-48213", headers=ACME).json["steps"][0]["audit"]
    assert [(a["from"], a["to"], a["actor"]) for a in audit] == [
        (None, "in_progress", "api"), ("in_progress", "pending", "api"),
        ("pending", "completed", "api")]


def test_pending_refund_is_followed_up_by_the_verify_job(client, stripe_sim, deps):
    stripe_sim.configure(refund_pending_s=30, refund_outcome="failed")
    payment = stripe_sim.payment()
    assert post(client, refund_body(payment)).json["state"] == "pending"
    scheduled = deps.queue.scheduled_job_registry.get_job_ids()
    assert scheduled == [verify_job_id("acme", "zendesk-48213", 1)]
    stripe_sim.advance(31)
    job = deps.queue.fetch_job(scheduled[0])
    deps.queue.enqueue_job(job)  # what the scheduler does when the time comes
    SimpleWorker([deps.queue], connection=deps.ledger.redis).work(burst=True)
    entry = deps.ledger.get("acme", "refund", "zendesk-48213")
    assert entry.state == "failed" and entry.result["failure_reason"] == "declined"
    assert job.get_status(refresh=True) == "finished"


def test_refund_that_fails_at_the_provider_is_failed(client, stripe_sim):
    stripe_sim.configure(refund_pending_s=0, refund_initial_status="failed")
    body = post(client, refund_body(stripe_sim.payment())).json
    assert body["state"] == "failed" and body["next"] == "escalate"


def test_definitive_rejection_is_failed_and_creates_nothing(client, stripe_sim):
    payment = stripe_sim.payment(1000)
    body = post(client, refund_body(payment, amount=5000)).json
    assert body["state"] == "failed" and body["verified"] is True
    assert body["failure_reason"] == "amount_exceeds_refundable"  # seen in the payment's read
    assert body["provider_status"] is None and stripe_sim.refunds() == []
    assert stripe_sim.creates() == []


def test_incident_slow_commit_beyond_timeout_never_reports_completed_early(client, stripe_sim, deps):
    """The 9.7 s incident: the call outlives the client's timeout but commits at Stripe."""
    stripe_sim.configure(refund_pending_s=60, refund_outcome="succeeded")
    stripe_sim.fault("slow_response", method="POST", path="/v1/refunds", delay_s=2.5)
    payment = stripe_sim.payment()
    first = post(client, refund_body(payment)).json
    assert first["state"] == "pending"  # found by lookup, read back: not completed
    retry = post(client, refund_body(payment)).json  # the flow's retry
    assert retry["replayed"] is True and retry["refund_id"] == first["refund_id"]
    wait_until(sim_idle(stripe_sim), "the slow response to finish before counting")
    assert len(stripe_sim.refunds()) == 1 and len(stripe_sim.creates()) == 1
    stripe_sim.advance(61)
    final = client.post("/v1/refunds/verify", json={"intent_id": "zendesk-48213"},
                        headers=ACME).json
    assert final["state"] == "completed"
    assert len(stripe_sim.refunds()) == 1


def test_held_request_then_retry_uses_the_same_key(client, stripe_sim, deps):
    """The lookup runs before Stripe commits: unknown, and every retry re-sends the same key."""
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=2.0)
    payment = stripe_sim.payment()
    first = post(client, refund_body(payment)).json
    assert first["state"] == "unknown" and first["next"] == "retry"
    second = post(client, refund_body(payment)).json  # Stripe still executing: 409 in use
    assert second["state"] in ("unknown", "completed")
    wait_until(sim_idle(stripe_sim), "Stripe to commit the held create", 15)
    final = post(client, refund_body(payment)).json
    assert final["state"] == "completed"
    assert len(stripe_sim.refunds()) == 1
    assert len({r["idempotency_key"] for r in stripe_sim.creates()}) == 1


@pytest.mark.parametrize("mode", ["error_after", "reset_after", "drop_after"])
def test_commit_then_lost_answer_ends_in_one_refund(client, stripe_sim, mode):
    stripe_sim.fault(mode, method="POST", path="/v1/refunds")
    payment = stripe_sim.payment()
    body = post(client, refund_body(payment)).json
    assert body["state"] == "completed" and body["attempts"] == 1
    again = post(client, refund_body(payment)).json
    assert again["replayed"] is True and again["refund_id"] == body["refund_id"]
    assert len(stripe_sim.refunds()) == 1 and len(stripe_sim.creates()) == 1


def test_rate_limited_is_unknown_with_retry_after_and_retry_is_safe(client, stripe_sim):
    stripe_sim.fault("rate_limit", method="POST", path="/v1/refunds", retry_after=2)
    payment = stripe_sim.payment()
    first = post(client, refund_body(payment)).json
    assert first["state"] == "unknown" and first["retry_after"] == 2
    assert stripe_sim.refunds() == []
    second = post(client, refund_body(payment)).json
    assert second["state"] == "completed" and second["attempts"] == 2
    assert len(stripe_sim.refunds()) == 1
    assert len({r["idempotency_key"] for r in stripe_sim.creates()}) == 1


def test_same_intent_other_arguments_is_422_naming_fields_and_sends_nothing(client, stripe_sim, deps):
    payment = stripe_sim.payment()
    post(client, refund_body(payment))
    sent = len(stripe_sim.requests())
    response = post(client, refund_body(payment, amount=1300, reason="duplicate"))
    assert response.status_code == 422
    assert response.content_type == "application/problem+json"
    assert set(response.json["errors"]) == {"amount", "reason"}
    assert len(stripe_sim.requests()) == sent
    assert deps.ledger.get("acme", "refund", "zendesk-48213").args["amount"] == 1200


def test_idempotency_key_header_binds_one_payload_per_tenant(client, stripe_sim):
    payment = stripe_sim.payment()
    headers = {**ACME, "Idempotency-Key": '"8e03978e-40d5-43e8"'}
    assert post(client, refund_body(payment), headers).status_code == 200
    other = post(client, refund_body(payment, intent="zendesk-1"), headers)
    assert other.status_code == 422 and other.json["title"] == "Idempotency conflict"
    assert post(client, refund_body(payment), headers).json["replayed"] is True
    # Another tenant may use the same header value for its own request.
    assert post(client, refund_body(payment, intent="g-1", amount=100),
                {**GLOBEX, "Idempotency-Key": '"8e03978e-40d5-43e8"'}).status_code == 200
    assert len(stripe_sim.refunds()) == 2


def test_tenants_cannot_read_or_verify_each_others_intents(client, stripe_sim):
    post(client, refund_body(stripe_sim.payment()))
    assert client.get("/v1/intents/zendesk-48213", headers=GLOBEX).status_code == 404
    verify = client.post("/v1/refunds/verify", json={"intent_id": "zendesk-48213"}, headers=GLOBEX)
    assert verify.status_code == 404 and verify.content_type == "application/problem+json"
    assert client.get("/v1/intents/zendesk-48213", headers=ACME).status_code == 200


def test_verify_never_writes_to_the_provider(client, stripe_sim):
    post(client, refund_body(stripe_sim.payment()))
    before = len(stripe_sim.creates())
    for _ in range(3):
        assert client.post("/v1/refunds/verify", json={"intent_id": "zendesk-48213"},
                           headers=ACME).json["state"] == "completed"
    assert len(stripe_sim.creates()) == before
    assert all(r["method"] == "GET" for r in stripe_sim.requests()[2:])


def test_intent_shows_ledger_entry_audit_and_raw_responses(client, stripe_sim):
    post(client, refund_body(stripe_sim.payment()))
    intent = client.get("/v1/intents/zendesk-48213", headers=ACME).json
    [step] = intent["steps"]
    assert step["step"] == "refund" and step["state"] == "completed"
    assert [r["call"] for r in step["responses"]] == ["payment", "create", "retrieve"]
    assert step["responses"][0]["body"]["object"] == "payment_intent"
    assert step["responses"][1]["body"]["object"] == "refund"
    assert step["audit"][-1]["to"] == "completed"


def test_unconfigured_stripe_is_503_and_sends_nothing(env, rdb, monkeypatch, stripe_sim):
    from service.web.app import create_app

    monkeypatch.delenv("STRIPE_API_KEY")
    app = create_app()
    try:
        response = app.test_client().post("/v1/refunds", json=refund_body(stripe_sim.payment()),
                                          headers=ACME)
        assert response.status_code == 503
        assert response.content_type == "application/problem+json"
    finally:
        app.extensions["surestep"].close()


def test_pending_refund_resumes_the_waiting_flow_once_when_it_settles(client, stripe_sim, deps):
    receiver = Receiver(failures=0)
    try:
        stripe_sim.configure(refund_pending_s=30, refund_outcome="succeeded")
        payment = stripe_sim.payment()
        body = refund_body(payment, resume_url=receiver.url)
        assert post(client, body).json["state"] == "pending"
        # a re-run of the flow passes its own new resume URL: not a different request
        assert post(client, {**body, "resume_url": receiver.url + "-rerun"}).json["replayed"]
        stripe_sim.advance(31)
        drain(deps, done=lambda: len(receiver.received) >= 2, timeout_s=30)
        drain(deps)  # whatever is left (nothing may be delivered twice)
        assert len(receiver.received) == 2  # one per waiting URL, once each
        delivered = [json.loads(raw) for _, raw in receiver.received]
        assert {d["state"] for d in delivered} == {"completed"}
        assert len(stripe_sim.creates()) == 1
    finally:
        receiver.close()
