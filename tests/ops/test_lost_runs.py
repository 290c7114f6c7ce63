"""A ticket update recorded ``queued`` whose RQ job was lost (the process or Redis died between
the ledger write and the enqueue) is not stuck: a flow's retry is only a replay, but the sweeper
finds it overdue, sees its job gone and enqueues the run; it lands once. A job still waiting in
RQ is left alone, and a flow's retries never postpone the rescue."""

from __future__ import annotations

import time

from rq import SimpleWorker
from rq.job import Job, JobStatus

from service.ledger import keys
from service.ops import sweeper
from service.steps import ticket
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.helpers import drain

LATER = 10_000  # seconds: past any run's overdue time


def test_a_lost_first_run_is_requeued_by_the_sweeper_and_lands_once(client, deps, zendesk_sim,
                                                                     rdb):
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="lost-1").json["job_id"]
    key = deps.ledger.key("acme", ticket.SINGLE, "lost-1")
    lost = ticket.latest_job_id(deps, key)
    Job.fetch(lost, connection=rdb).delete(remove_from_queue=True)  # the fault: the job is gone
    assert deps.queue.count == 0
    again = update(client, tid, intent="lost-1")
    assert again.json["replayed"] is True and deps.queue.count == 0  # a retry enqueues nothing

    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_requeued": 1}
    drain(deps)
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1
    assert rdb.zscore(keys.waiting("acme"), key) is None  # settled: no longer waited for
    assert sweeper.sweep(deps, now=time.time() + LATER) == {}


def test_a_job_still_in_rq_is_left_alone_and_retries_do_not_postpone(client, deps, zendesk_sim,
                                                                     rdb):
    [tid] = new_tickets(zendesk_sim)
    update(client, tid, intent="wait-1")
    key = deps.ledger.key("acme", ticket.SINGLE, "wait-1")
    due = rdb.zscore(keys.waiting("acme"), key)
    update(client, tid, intent="wait-1")  # a flow's retry, a request later: a replay
    assert rdb.zscore(keys.waiting("acme"), key) == due
    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_waiting": 1}
    assert deps.queue.count == 1  # nothing added: its job is still queued
    drain(deps)
    assert len(ours(zendesk_sim)) == 1


def test_a_run_whose_hint_and_job_a_failover_lost_is_found_by_the_state_index(
        client, deps, zendesk_sim, rdb):
    """What a Sentinel failover left in the loaded run: the entry (its claim was WAITed) says
    ``queued``, but the lost-run hint and the RQ job, written without ``WAIT``, are gone. The
    state index, written by the same confirmed script as the entry, still names it."""
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="failover-1").json["job_id"]
    key = deps.ledger.key("acme", ticket.SINGLE, "failover-1")
    assert rdb.zscore(keys.state("acme", "queued"), key) is not None
    Job.fetch(ticket.latest_job_id(deps, key), connection=rdb).delete(remove_from_queue=True)
    rdb.zrem(keys.waiting("acme"), key)  # the fault: hint and job never reached the replica

    assert sweeper.sweep(deps, now=time.time()) == {}  # younger than a run's overdue time
    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_requeued": 1}
    drain(deps)
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1
    for state in ("queued", "working"):
        assert rdb.zscore(keys.state("acme", state), key) is None  # settled: out of the index
    assert sweeper.sweep(deps, now=time.time() + LATER) == {}


def test_a_working_run_with_a_live_job_and_no_hint_is_left_alone(client, deps, zendesk_sim,
                                                                 rdb):
    """An entry the state index names without a hint, whose job is still in RQ, is not run
    twice: the sweeper writes the hint back and waits."""
    [tid] = new_tickets(zendesk_sim)
    update(client, tid, intent="failover-2")
    key = deps.ledger.key("acme", ticket.SINGLE, "failover-2")
    rdb.zrem(keys.waiting("acme"), key)
    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_waiting": 1}
    assert rdb.zscore(keys.waiting("acme"), key) is not None  # the hint is back
    assert deps.queue.count == 1
    drain(deps)
    assert len(ours(zendesk_sim)) == 1


def test_a_job_whose_record_outlived_its_place_in_rq_is_requeued(client, deps, zendesk_sim, rdb):
    """Seen once in the chaos suite under load, after a Redis kill: a ticket update `working`,
    its retry's job recorded `scheduled` but in no registry, so RQ would never run it, and the
    sweeper took the record's word and waited for ever. A job is alive only where RQ holds it."""
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_before", method="PUT")
    job_id = update(client, tid, intent="orphan-1").json["job_id"]
    key = deps.ledger.key("acme", ticket.SINGLE, "orphan-1")
    SimpleWorker([deps.queue], connection=rdb).work(burst=True)  # the first run: dropped, a retry
    retry = ticket.latest_job_id(deps, key)
    assert Job.fetch(retry, connection=rdb).get_status() == JobStatus.SCHEDULED
    deps.queue.scheduled_job_registry.remove(retry)  # the fault: the record stays, its place goes
    assert Job.fetch(retry, connection=rdb).get_status() == JobStatus.SCHEDULED

    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_requeued": 1}
    drain(deps)
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 2


def test_a_queued_job_whose_place_in_the_queue_is_gone_is_requeued(client, deps, zendesk_sim, rdb):
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="orphan-2").json["job_id"]
    key = deps.ledger.key("acme", ticket.SINGLE, "orphan-2")
    lost = ticket.latest_job_id(deps, key)
    assert rdb.lrem(deps.queue.key, 0, lost) == 1  # the fault: `queued`, in no queue
    assert Job.fetch(lost, connection=rdb).get_status() == JobStatus.QUEUED

    assert sweeper.sweep(deps, now=time.time() + LATER) == {"run_requeued": 1}
    drain(deps)
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1
