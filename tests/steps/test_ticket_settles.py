"""Jobs settle: a Zendesk answer no retry can change (404 RecordNotFound, 403 Forbidden, 422
RecordInvalid, 401) ends a ticket update on the run that got it, whichever call got it (the
``safe_update`` stamp read, a read-back, a bulk job's status), with Zendesk's error per ticket;
nothing runs it again. A pending refund whose provider says it does not exist stops being
re-read. Against the simulators over real HTTP, real Redis, RQ (a real worker process for the
long-polls, ``drain`` in this process for the rest)."""

from __future__ import annotations

import json
import time

import pytest
from rq import SimpleWorker

from service.ops import sweeper
from service.steps import ticket
from service.steps.refund import verify_job_id
from tests.processes.test_ticket_workers import Workers, wait_until
from tests.steps.test_refund_step import post, refund_body
from tests.steps.test_tickets import job, new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.helpers import Receiver, drain

MISSING = 424242  # no such ticket at the simulator
LATER = 10_000  # seconds: past any lease and any run's overdue time


@pytest.fixture
def worker(env):
    group = Workers(1)
    yield group
    group.close()


def transitions(deps, intent, step=ticket.SINGLE) -> list[tuple]:
    audit, _ = deps.ledger.history(deps.ledger.key("acme", step, intent))
    return [(a["from"], a["to"]) for a in audit]


def runs(deps, intent, step=ticket.SINGLE) -> int:
    return int(deps.ledger.redis.hget(deps.ledger.key("acme", step, intent), "runs") or 0)


def zendesk_calls(zendesk_sim) -> list[tuple]:
    return [(r["method"], r["path"], r["status"]) for r in zendesk_sim.requests(path="/api/v2/")]


def assert_settled_for_good(client, deps, zendesk_sim, intent, ticket_id, **request) -> None:
    """Nothing runs the entry again: not a sweep long after, not a run, not a flow's retry
    (``request``: the rest of the first request, which the retry repeats)."""
    calls, seen, ran = zendesk_calls(zendesk_sim), transitions(deps, intent), runs(deps, intent)
    assert sweeper.sweep(deps, now=time.time() + LATER) == {}
    assert ticket.run(deps, "acme", ticket.SINGLE, intent) == seen[-1][1]
    started = time.monotonic()
    again = update(client, ticket_id, intent=intent, wait=10, **request)
    assert again.status_code == 200 and again.json["replayed"] is True
    assert again.json["state"] == seen[-1][1] and time.monotonic() - started < 2
    assert runs(deps, intent) == ran and transitions(deps, intent) == seen
    assert zendesk_calls(zendesk_sim) == calls


@pytest.mark.slow
@pytest.mark.parametrize("safe_update", [True, False])
def test_an_update_of_a_missing_ticket_fails_on_its_one_run(client, deps, zendesk_sim, worker,
                                                            safe_update):
    hook = Receiver(failures=0)
    try:
        client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": hook.url, "events": ["ticket_update.failed"]})
        started = time.monotonic()
        answer = update(client, MISSING, intent="gone-1", safe_update=safe_update, wait=20,
                        resume_url=hook.url)
        assert answer.status_code == 200, answer.json
        assert time.monotonic() - started < 15
        body = answer.json
        assert body["state"] == "failed" and body["next"] == "escalate"
        assert body["attempts"] == 1 and "RecordNotFound" in body["detail"]
        assert body["results"] == [{"ticket_id": MISSING, "state": "failed", "comment_id": None,
                                    "audit_id": None, "error": "RecordNotFound: Not found"}]
        # one run: one claim by the worker, one RQ job, one call to Zendesk, nothing written
        assert transitions(deps, "gone-1") == [(None, "queued"), ("queued", "in_progress"),
                                               ("in_progress", "failed")]
        assert runs(deps, "gone-1") == 1
        path = f"/api/v2/tickets/{MISSING}.json"
        assert zendesk_calls(zendesk_sim) == [("GET" if safe_update else "PUT", path, 404)]
        assert zendesk_sim.control("GET", "/_sim/comments")["data"] == []
        # announced as any failure is: the resume_url gets the result, subscribers the event
        wait_until(lambda: len(hook.received) >= 2, timeout_s=15)
        bodies = [json.loads(raw) for _, raw in hook.received]
        [event] = [b for b in bodies if "type" in b]
        [resumed] = [b for b in bodies if "type" not in b]
        assert event["type"] == "ticket_update.failed" and event["data"]["state"] == "failed"
        assert resumed["job_id"] == body["job_id"] and resumed["state"] == "failed"
        assert_settled_for_good(client, deps, zendesk_sim, "gone-1", MISSING,
                                safe_update=safe_update, resume_url=hook.url)
        time.sleep(1.0)  # the worker took nothing more for it either
        assert runs(deps, "gone-1") == 1 and len(hook.received) == 2
    finally:
        hook.close()


def test_a_ticket_zendesk_forbids_fails_on_its_one_run(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.configure(forbidden_ticket_ids=[tid])
    job_id = update(client, tid, intent="forbid-1").json["job_id"]
    drain(deps, timeout_s=10)
    done = job(client, job_id).json
    assert done["state"] == "failed" and "forbade" in done["detail"]
    assert done["results"][0]["error"].startswith("Forbidden: You do not have access")
    assert zendesk_calls(zendesk_sim) == [("GET", f"/api/v2/tickets/{tid}.json", 403)]
    assert runs(deps, "forbid-1") == 1
    assert_settled_for_good(client, deps, zendesk_sim, "forbid-1", tid)


def test_a_closed_ticket_fails_with_zendesks_reason(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.configure(fail_ticket_ids=[tid])
    job_id = update(client, tid, intent="closed-1").json["job_id"]
    drain(deps, timeout_s=10)
    done = job(client, job_id).json
    assert done["state"] == "failed"
    assert done["results"][0]["error"] == ("RecordInvalid: Record validation errors: "
                                           "Status: closed prevents ticket update")
    assert [c[0::2] for c in zendesk_calls(zendesk_sim)] == [("GET", 200), ("PUT", 422)]
    assert ours(zendesk_sim) == []
    assert runs(deps, "closed-1") == 1
    assert_settled_for_good(client, deps, zendesk_sim, "closed-1", tid)


def test_refused_credentials_fail_the_job_with_auth_error(client, deps, zendesk_sim,
                                                          monkeypatch):
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="auth-1").json["job_id"]
    for name in ("ZENDESK_EMAIL", "ZENDESK_API_TOKEN"):
        monkeypatch.delenv(name)  # the worker's connector now sends no credentials
    drain(deps, timeout_s=10)
    done = job(client, job_id).json
    assert done["state"] == "failed" and done["next"] == "escalate"
    assert done["results"][0]["error"] == "auth_error: Couldn't authenticate you"
    assert "credentials" in done["detail"] and "ZENDESK_API_TOKEN" in done["detail"]
    assert [c[2] for c in zendesk_calls(zendesk_sim)] == [401]
    assert runs(deps, "auth-1") == 1
    assert_settled_for_good(client, deps, zendesk_sim, "auth-1", tid)


def test_a_ticket_gone_before_the_read_back_fails_it(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_before", method="PUT")
    job_id = update(client, tid, intent="vanish-1", safe_update=False).json["job_id"]
    drain(deps, done=lambda: zendesk_sim.requests("PUT"), timeout_s=10)
    zendesk_sim.reset()  # the ticket is deleted while the run waits to read back
    drain(deps, timeout_s=10)
    done = job(client, job_id).json
    assert done["state"] == "failed", done
    assert done["results"][0]["error"] == "RecordNotFound: Not found"
    # the look before a re-send starts with the ticket's stamp (then the audits): 404
    assert zendesk_calls(zendesk_sim) == [("GET", f"/api/v2/tickets/{tid}.json", 404)]
    assert runs(deps, "vanish-1") == 2  # the send that was cut, then the look
    assert_settled_for_good(client, deps, zendesk_sim, "vanish-1", tid, safe_update=False)


def test_a_forbidden_read_back_after_a_lost_answer_is_unknown_not_failed(client, deps,
                                                                         zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_after", method="PUT")  # it landed; the answer was lost
    job_id = update(client, tid, intent="blind-1").json["job_id"]
    drain(deps, done=lambda: zendesk_sim.requests("PUT"), timeout_s=10)
    zendesk_sim.configure(forbidden_ticket_ids=[tid])  # and now we may not look
    drain(deps, timeout_s=10)
    done = job(client, job_id).json
    assert done["state"] == "unknown" and done["next"] == "retry", done  # never a false failed
    assert done["results"][0]["error"].startswith("Forbidden:")
    assert "may have landed" in done["detail"]
    zendesk_sim.configure(forbidden_ticket_ids=[])  # fixed: the flow's retry reads back
    again = update(client, tid, intent="blind-1")
    assert again.status_code == 202
    drain(deps, timeout_s=10)
    assert job(client, job_id).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 1


def test_bulk_update_with_a_missing_ticket_reports_it_and_updates_the_rest(client, deps,
                                                                          zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-gone", "ticket_ids": [tid, MISSING], "comment": {"body": "note"}})
    drain(deps, timeout_s=15)
    done = job(client, response.json["job_id"]).json
    assert done["state"] == "failed"
    states = {r["ticket_id"]: (r["state"], r["error"]) for r in done["results"]}
    assert states == {tid: ("completed", None),
                      MISSING: ("failed", "TicketUpdateFailed: Ticket not found")}
    assert [c["ticket_id"] for c in ours(zendesk_sim)] == [tid]
    assert runs(deps, "bulk-gone", ticket.BULK) >= 2  # the send, then the polls: then none
    before = runs(deps, "bulk-gone", ticket.BULK)
    assert sweeper.sweep(deps, now=time.time() + LATER) == {}
    assert ticket.run(deps, "acme", ticket.BULK, "bulk-gone") == "failed"
    assert runs(deps, "bulk-gone", ticket.BULK) == before


def test_bulk_read_back_of_a_missing_ticket_fails_that_ticket_only(client, deps, zendesk_sim):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.configure(job_duration_s=0.3)
    zendesk_sim.fault("drop_after", method="PUT")  # Zendesk queued it; we never heard
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-rb", "ticket_ids": [tid, MISSING], "comment": {"body": "note"}})
    drain(deps, timeout_s=15)
    done = job(client, response.json["job_id"]).json
    assert done["state"] == "failed", done
    states = {r["ticket_id"]: (r["state"], r["error"]) for r in done["results"]}
    assert states == {tid: ("completed", None), MISSING: ("failed", "RecordNotFound: Not found")}
    assert len(zendesk_sim.requests("PUT")) == 1 and len(ours(zendesk_sim)) == 1


def test_a_bulk_job_whose_status_expired_is_read_back_not_polled_for_ever(client, deps,
                                                                          zendesk_sim):
    ids = new_tickets(zendesk_sim, 2)
    zendesk_sim.configure(job_duration_s=0.2, job_status_ttl_s=0)  # gone at once
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-ttl", "ticket_ids": ids, "comment": {"body": "note"}})
    drain(deps, timeout_s=15)
    done = job(client, response.json["job_id"]).json
    assert done["state"] == "completed", done
    assert {r["ticket_id"]: r["state"] for r in done["results"]} == dict.fromkeys(ids,
                                                                                  "completed")
    statuses = [r["status"] for r in zendesk_sim.requests("GET", "/api/v2/job_statuses/")]
    assert statuses == [404]  # polled once, found gone, then the tickets were read
    assert len(zendesk_sim.requests("PUT")) == 1
    assert sorted(c["ticket_id"] for c in ours(zendesk_sim)) == sorted(ids)


def test_a_bulk_job_status_gone_before_the_job_ran_is_not_sent_again(client, deps, zendesk_sim):
    """A status that vanishes sooner than the settle time after the job was queued (RQ's
    schedule has whole seconds, so the first poll can come at once) may belong to a job that
    has not run: the tickets are read back only when the settle time from the queueing is
    over, so the update is not sent a second time."""
    ids = new_tickets(zendesk_sim, 2)
    zendesk_sim.configure(job_duration_s=1.2, job_status_ttl_s=0)  # settle is 1.5 s here
    response = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-early", "ticket_ids": ids, "comment": {"body": "note"}})
    drain(deps, timeout_s=15)
    done = job(client, response.json["job_id"]).json
    assert done["state"] == "completed", done
    assert len(zendesk_sim.requests("PUT")) == 1
    assert sorted(c["ticket_id"] for c in ours(zendesk_sim)) == sorted(ids)  # once each


def test_a_pending_refund_the_provider_no_longer_has_is_not_re_read(client, deps, stripe_sim):
    stripe_sim.configure(refund_pending_s=60)
    assert post(client, refund_body(stripe_sim.payment(), intent="gone-r")).json["state"] \
        == "pending"
    stripe_sim.reset()  # the provider answers 404 resource_missing for the refund from now on
    _run_verify(deps, "gone-r", attempt=1)
    entry = deps.ledger.get("acme", "refund", "gone-r")
    _, raw = deps.ledger.history(entry.key)
    assert raw[-1]["call"] == "retrieve" and raw[-1]["status"] == 404
    assert verify_job_id("acme", "gone-r", 2) not in deps.queue.scheduled_job_registry.get_job_ids()


def test_a_pending_refund_read_that_failed_for_now_is_read_again(client, deps, stripe_sim):
    stripe_sim.configure(refund_pending_s=60)
    assert post(client, refund_body(stripe_sim.payment(), intent="flaky-r")).json["state"] \
        == "pending"
    stripe_sim.fault("error_after", method="GET", path="/v1/refunds/", times=None)
    _run_verify(deps, "flaky-r", attempt=1)
    assert verify_job_id("acme", "flaky-r", 2) in deps.queue.scheduled_job_registry.get_job_ids()


def _run_verify(deps, intent, attempt):
    """Run the scheduled verify job now, as RQ's scheduler would when its time comes."""
    queued = deps.queue.fetch_job(verify_job_id("acme", intent, attempt))
    deps.queue.scheduled_job_registry.remove(queued)
    deps.queue.enqueue_job(queued)
    SimpleWorker([deps.queue], connection=deps.ledger.redis).work(burst=True)
    assert queued.get_status(refresh=True) == "finished"


def test_sends_given_up_on_end_unknown_and_the_flow_s_retry_sends_again(client, deps,
                                                                          zendesk_sim):
    """Every send cut before it lands, up to SURESTEP_MAX_SENDS: the update ends ``unknown``
    ("retrying the step is safe"). The retry the answer invites reads back and sends again
    (conditioned on the ticket's stamp), once Zendesk answers: one comment. Before, the retry
    found the sends used up and ended ``unknown`` at once, on every retry, for ever (the chaos
    suite saw a flow loop queued/unknown after a long Zendesk outage on writes)."""
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_before", method="PUT", times=None)  # no write lands, no answer
    job_id = update(client, tid, intent="outage-1").json["job_id"]
    drain(deps, done=lambda: job(client, job_id).json["state"] == "unknown", timeout_s=60)
    done = job(client, job_id).json
    assert done["state"] == "unknown" and "never confirmed" in done["detail"], done
    sent = len(zendesk_sim.requests("PUT"))
    assert sent == deps.config["SURESTEP_MAX_SENDS"] and ours(zendesk_sim) == []
    zendesk_sim.clear_faults()  # Zendesk writes again: the flow's retry
    again = update(client, tid, intent="outage-1")
    assert again.status_code == 202
    drain(deps, done=lambda: job(client, job_id).json["state"] != "queued", timeout_s=60)
    drain(deps, done=lambda: job(client, job_id).json["state"] in ("completed", "unknown",
                                                                      "failed"), timeout_s=60)
    assert job(client, job_id).json["state"] == "completed", job(client, job_id).json
    assert len(ours(zendesk_sim)) == 1
