"""An ``unknown`` the provider may hold a refund behind is followed up by the verify job, as a
``pending`` one is: a refund made but not read back (``unread``: its read-back failed, or found
no room in Stripe's budget), or a create whose answer was lost while the lookup failed too
(``no_answer``). The job's read settles it with no flow retry and resumes whoever waits. An
unknown behind which nothing was sent (``rate_limited``, ``auth_error``) is not followed up:
the flow's retry is what sends it.

Against the Stripe simulator over real HTTP; the job runs in a real RQ worker."""

from __future__ import annotations

import json

from rq import SimpleWorker

from service.steps.refund import verify_job_id
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy
from tests.support.helpers import Receiver, drain

INTENT = "zendesk-77001"


def post(client, payment: dict, **extra):
    return client.post("/v1/refunds", headers=ACME, json={
        "intent_id": INTENT, "payment_intent": payment["payment_intent"], "amount": 1200,
        "currency": "usd", **extra}).json


def run_verify_job(deps, attempt: int = 1) -> None:
    """What the scheduler does when the job's time comes, then a worker."""
    [job_id] = deps.queue.scheduled_job_registry.get_job_ids()
    assert job_id == verify_job_id("acme", INTENT, attempt)
    deps.queue.enqueue_job(deps.queue.fetch_job(job_id))
    deps.queue.scheduled_job_registry.remove(job_id)
    SimpleWorker([deps.queue], connection=deps.ledger.redis).work(burst=True)


def test_a_refund_made_but_not_read_back_is_settled_by_the_verify_job(client, stripe_sim, deps):
    receiver = Receiver(failures=0)
    try:
        stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=500)
        payment = stripe_sim.payment()
        first = post(client, payment, resume_url=receiver.url)
        assert first["state"] == "unknown" and first["provider_status"] == "unread"
        [refund] = stripe_sim.refunds()
        assert first["refund_id"] == refund["id"]

        run_verify_job(deps)
        entry = deps.ledger.get("acme", "refund", INTENT)
        assert entry.state == "completed" and entry.result["verified"] is True
        drain(deps, done=lambda: len(receiver.received) >= 1)
        [(_, raw)] = receiver.received
        assert json.loads(raw)["state"] == "completed"
        # settled: nothing more is scheduled, and the flow's retry replays it
        assert deps.queue.scheduled_job_registry.get_job_ids() == []
        again = post(client, payment, resume_url=receiver.url)
        assert again["state"] == "completed" and again["replayed"] is True
        assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    finally:
        receiver.close()


def test_a_read_that_fails_again_is_followed_up_again(client, stripe_sim, deps):
    stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=503, times=2)
    payment = stripe_sim.payment()
    assert post(client, payment)["provider_status"] == "unread"
    run_verify_job(deps, attempt=1)
    assert deps.ledger.get("acme", "refund", INTENT).state == "unknown"
    run_verify_job(deps, attempt=2)  # the first job scheduled the next one
    assert deps.ledger.get("acme", "refund", INTENT).state == "completed"
    assert len(stripe_sim.creates()) == 1


def test_a_lost_create_answer_and_a_failed_lookup_are_settled_by_the_verify_job(
        client, stripe_sim, deps):
    stripe_sim.fault("error_after", method="POST", path="/v1/refunds", status=500)
    stripe_sim.fault("error_before", method="GET", path="/v1/refunds", status=500)
    payment = stripe_sim.payment()
    first = post(client, payment)
    assert first["state"] == "unknown" and first["provider_status"] == "no_answer"
    assert first["refund_id"] is None and len(stripe_sim.refunds()) == 1  # Stripe made it

    run_verify_job(deps)  # a lookup by the intent's marker: never a create
    entry = deps.ledger.get("acme", "refund", INTENT)
    assert entry.state == "completed" and entry.result["refund_id"] == stripe_sim.refunds()[0]["id"]
    assert len(stripe_sim.creates()) == 1


def test_nothing_is_followed_up_when_nothing_was_sent(client, stripe_sim, deps):
    stripe_sim.fault("rate_limit", method="POST", path="/v1/refunds", retry_after=2)
    payment = stripe_sim.payment()
    first = post(client, payment)
    assert first["state"] == "unknown" and first["provider_status"] == "rate_limited"
    assert deps.queue.scheduled_job_registry.get_job_ids() == []
    assert stripe_sim.refunds() == []


def test_a_follow_up_that_meets_the_flows_retry_leaves_it_to_that_run(client, stripe_sim, deps):
    """The flow retried the unknown and holds the claim: the job reads nothing and schedules
    nothing; the run that holds the claim settles (and follows up) itself."""
    from jobs.refunds import verify_pending

    stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=500)
    payment = stripe_sim.payment()
    assert post(client, payment)["provider_status"] == "unread"
    entry = deps.ledger.get("acme", "refund", INTENT)
    claim = deps.ledger.claim(entry.tenant, entry.step, entry.intent_id,
                              fingerprint=entry.fingerprint, args=entry.args,
                              provider_key=entry.provider_key, lease_s=30)
    assert claim.kind == "reclaimed"  # a live claim, as the flow's retry would hold
    reads = len(stripe_sim.requests("GET"))
    assert verify_pending("acme", INTENT, 1) == "in_flight"
    assert len(stripe_sim.requests("GET")) == reads


def test_follow_ups_do_not_count_towards_asking_a_person(client, stripe_sim, deps, monkeypatch,
                                                         tmp_path):
    """``escalate_after_unknown`` counts the flow's attempts and verifications: the service's
    own re-reads, which the flow never asked for, do not send the intent to a person."""
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[refunds]\nescalate_after_unknown = 1\n")
    stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=500, times=3)
    payment = stripe_sim.payment()
    assert post(client, payment)["provider_status"] == "unread"  # the app has no such rule
    monkeypatch.setenv("SURESTEP_POLICY", str(policy))  # the worker's Deps are built now
    run_verify_job(deps, attempt=1)
    run_verify_job(deps, attempt=2)
    entry = deps.ledger.get("acme", "refund", INTENT)
    assert entry.state == "unknown" and not entry.result.get("escalation_id")
    assert client.get("/v1/escalations?state=open", headers=ACME).json["data"] == []
    run_verify_job(deps, attempt=3)  # the read answers at last
    assert deps.ledger.get("acme", "refund", INTENT).state == "completed"


def test_a_read_the_provider_refuses_for_good_is_not_followed_up_again(client, stripe_sim, deps):
    """The verify job stops when its read meets an error of a kind no retry changes
    (``jobs.refunds.PERMANENT``, by ``ErrorKind`` as the ledger's record keeps it)."""
    stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=500, times=1)
    payment = stripe_sim.payment()
    assert post(client, payment)["provider_status"] == "unread"
    stripe_sim.fault("error_before", method="GET", path="/v1/refunds/re_", status=400)
    run_verify_job(deps, attempt=1)
    assert deps.ledger.get("acme", "refund", INTENT).state == "unknown"
    _, raw = deps.ledger.history(deps.ledger.key("acme", "refund", INTENT))
    assert [(r["call"], r.get("kind")) for r in raw if "error" in r][-1] == ("retrieve",
                                                                            "rejected")
    assert deps.queue.scheduled_job_registry.get_job_ids() == []  # no attempt 2
    assert len(stripe_sim.creates()) == 1
