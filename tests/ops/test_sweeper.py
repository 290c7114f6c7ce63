"""The sweeper settles claims whose process died: a real gunicorn worker SIGKILLed after Stripe
committed the refund but before the ledger recorded it ends ``completed`` with Stripe's refund
id, with no second refund, and without any request from the flow. It never races a live
request (the lease is the lock), and what it cannot find it leaves ``unknown`` for a retry
with the same provider key, or hands to a person when the policy says so."""

from __future__ import annotations

import threading
import time

import httpx
import pytest

from service.ledger import index as ledger_index
from service.ops import sweeper
from service.steps import common, ticket
from tests.processes.test_crash import claim_of, gunicorn, kill_worker_mid_request, wait_out_lease  # noqa: F401
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy
from tests.support.helpers import LiveServer, drain
from tests.support.ops_helpers import audit_of, refund, scrape
from tests.support.waits import wait_past


@pytest.mark.slow
@pytest.mark.crash
def test_killed_after_the_provider_committed_the_sweeper_completes_it(gunicorn, stripe_sim,  # noqa: F811
                                                                      deps, client):
    payment = stripe_sim.payment()
    body = {"intent_id": "swept-1", "payment_intent": payment["payment_intent"], "amount": 700,
            "currency": "usd"}
    # Stripe commits the refund, then its answer is held: the worker dies in between.
    stripe_sim.fault("slow_response", method="POST", path="/v1/refunds", delay_s=3.0)
    kill_worker_mid_request(gunicorn, stripe_sim, body)
    deadline = time.monotonic() + 3
    while not stripe_sim.refunds() and time.monotonic() < deadline:
        time.sleep(0.02)  # the simulator commits on its own, whatever happened to our worker
    [committed] = stripe_sim.refunds()
    claim = claim_of(deps.ledger.redis, "swept-1")
    assert claim["state"] == "in_progress" and claim["result"] == "{}"
    assert sweeper.sweep(deps) == {}  # the lease still runs: the lock is held, hands off
    wait_out_lease(deps.ledger.redis, "swept-1")
    assert ledger_index.expired_claims(deps.ledger.redis) == ["sst:{acme}:refund:swept-1"]

    deps.queue.enqueue("jobs.ops.sweep")  # the periodic job, run by a worker as in production
    drain(deps, done=lambda: deps.ledger.get("acme", "refund", "swept-1").state != "in_progress")
    entry = deps.ledger.get("acme", "refund", "swept-1")
    assert entry.state == "completed" and entry.result["refund_id"] == committed["id"]
    assert entry.result["verified"] is True
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    last = audit_of(deps, "swept-1")[-1]
    assert (last["from"], last["to"], last["actor"]) == ("in_progress", "completed", "sweeper")
    assert ledger_index.expired_claims(deps.ledger.redis) == []
    # the flow's retry is a replay of what the sweeper found
    again = httpx.post(gunicorn.url + "/v1/refunds", json=body, headers=ACME, timeout=10).json()
    assert again["state"] == "completed" and again["replayed"] is True
    assert again["refund_id"] == committed["id"] and len(stripe_sim.creates()) == 1
    samples = scrape(client)
    assert samples[("surestep_sweeps_total", (("outcome", "completed"),))] == 1


def stuck_claim(deps, client, stripe_sim, intent: str) -> dict:
    """A claim exactly as the refund step makes it, whose process died before sending: the
    arguments are those the step stored for a twin intent made through the API."""
    payment = stripe_sim.payment()
    twin = refund(client, stripe_sim, intent + "-twin", payment=payment)
    args = deps.ledger.get("acme", "refund", twin["intent_id"]).args
    # the step fingerprints the request as sent, then records the account it resolved to
    fp = common.fingerprint({k: v for k, v in args.items() if k != "account"})
    got = deps.ledger.claim("acme", "refund", intent, fingerprint=fp, args=args,
                            provider_key=common.provider_key("acme", intent, "refund", fp),
                            lease_s=0.05)
    assert got.kind == "claimed"
    wait_past(got.entry.lease_until, "the stuck claim's lease (50 ms) to run out")
    return {"intent_id": intent, "payment_intent": payment["payment_intent"],
            "amount": args["amount"], "currency": args["currency"]}


def test_nothing_found_is_unknown_and_the_retry_sends_the_same_key_once(client, stripe_sim,
                                                                        deps):
    body = stuck_claim(deps, client, stripe_sim, "swept-2")
    creates_before = len(stripe_sim.creates())
    assert sweeper.sweep(deps) == {"unknown": 1}
    entry = deps.ledger.get("acme", "refund", "swept-2")
    assert entry.state == "unknown" and entry.result["provider_status"] == "not_found"
    assert len(stripe_sim.creates()) == creates_before  # the sweeper never sends a refund
    retried = client.post("/v1/refunds", json=body, headers=ACME).json
    assert retried["state"] == "completed" and retried["attempts"] == 2
    [sent] = stripe_sim.creates()[creates_before:]
    assert sent["idempotency_key"] == entry.provider_key


def test_unknown_too_often_goes_to_a_person_by_policy(client, stripe_sim, deps, env, rdb,
                                                      monkeypatch, tmp_path):
    policy = tmp_path / "policy.toml"
    write_policy(policy, "[refunds]\nescalate_after_unknown = 1\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(policy))
    from service.web.app import create_app

    app = create_app()
    try:
        ruled = app.extensions["surestep"]
        stuck_claim(ruled, app.test_client(), stripe_sim, "swept-3")
        assert sweeper.sweep(ruled) == {"escalated": 1}
        entry = ruled.ledger.get("acme", "refund", "swept-3")
        assert entry.state == "escalated" and entry.result["escalation_id"]
        [esc] = app.test_client().get("/v1/escalations?state=open", headers=ACME).json["data"]
        assert esc["intent_id"] == "swept-3" and esc["kind"] == "unknown_outcome"
    finally:
        app.extensions["surestep"].close()


def test_a_live_request_is_never_raced(client, stripe_sim, deps, app):
    server = LiveServer(app)
    payment = stripe_sim.payment()
    body = {"intent_id": "swept-live", "payment_intent": payment["payment_intent"],
            "amount": 500, "currency": "usd"}
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=0.8)
    answers = []
    sender = threading.Thread(target=lambda: answers.append(httpx.post(
        server.url + "/v1/refunds", json=body, headers=ACME, timeout=10).json()))
    try:
        sender.start()
        deadline = time.monotonic() + 5
        while not stripe_sim.creates():
            assert time.monotonic() < deadline
            time.sleep(0.02)
        # Even told that every lease has run out, the sweeper re-reads the entry: live, hands off.
        assert sweeper.sweep(deps, now=time.time() + 3600) == {}
        assert deps.ledger.get("acme", "refund", "swept-live").state == "in_progress"
        sender.join(timeout=10)
    finally:
        server.close()
    [answer] = answers
    assert answer["state"] == "completed" and answer["attempts"] == 1
    assert all(a["actor"] != "sweeper" for a in audit_of(deps, "swept-live"))
    assert len(stripe_sim.refunds()) == 1


@pytest.mark.parametrize("landed", [False, True], ids=["died-before-the-write",
                                                       "died-after-zendesk-applied-it"])
def test_an_expired_ticket_claim_is_requeued_once_and_lands_once(client, deps, zendesk_sim,
                                                                 landed):
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="swept-ticket", safe_update=False).json["job_id"]
    deps.queue.empty()  # its run was lost with the worker: only the sweeper can bring it back
    # A run claims the entry and marks it "sending" exactly as ticket.run does, then dies.
    claim = deps.ledger.claim("acme", ticket.SINGLE, "swept-ticket", fingerprint="", args=None,
                              provider_key="", lease_s=0.3, actor="worker", initial="",
                              reclaim=("queued", "working"))
    assert claim.kind in ("claimed", "reclaimed")
    deps.ledger.update_result(claim.entry, {"sending": True, "sends": 1})
    if landed:  # ... after Zendesk applied the write, with our marker
        deps.zendesk.update_ticket(tid, ticket.payload(claim.entry))
    assert sweeper.sweep(deps) == {}  # the lease still runs: hands off
    assert deps.queue.count == 0
    wait_past(claim.entry.lease_until, "the dead run's lease (0.3 s) to run out")
    assert sweeper.sweep(deps) == {"requeued": 1}
    assert sweeper.sweep(deps) == {"requeued_before": 1}  # once per expired lease
    [requeued] = deps.queue.get_job_ids()
    assert requeued.startswith(job_id + "-")  # a run of the same job, under a new run id

    drain(deps, done=lambda: deps.ledger.get("acme", ticket.SINGLE, "swept-ticket").state
          in ticket.TERMINAL)
    entry = deps.ledger.get("acme", ticket.SINGLE, "swept-ticket")
    assert entry.state == "completed" and entry.result["verified"] is True
    assert entry.result["detail"] == ("Zendesk shows our update on the ticket (read back)."
                                      if landed else
                                      "Zendesk applied the update (audit in its answer).")
    [comment] = ours(zendesk_sim)
    assert comment["ticket_id"] == tid and len(zendesk_sim.requests("PUT")) == 1
    assert ledger_index.expired_claims(deps.ledger.redis) == []
    assert sweeper.sweep(deps) == {}
    samples = scrape(client)
    assert samples[("surestep_sweeps_total", (("outcome", "requeued"),))] == 1
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
