"""The periodic jobs' chain outlives a failover that loses its next link.

Each periodic run schedules the next slot (``service.ops.schedules``). A failover can lose the
job of the next slot (and its slot mark): written to the dead primary, never replicated. Seen
in the failover test under load: no sweep ran again, and a ticket update whose run was lost
with it waited 150 s for a rescue that never came. Here the loss is made by hand on a real
worker: every scheduled sweep and every slot mark deleted; the workers' own checks schedule
the chain again within seconds."""

from __future__ import annotations

import time

import pytest
from rq import Queue
from rq.job import Job

from jobs.worker import SCHEDULER_CHECK_S
from service.ledger import keys
from service.steps import ticket
from tests.processes.test_ticket_workers import wait_until, workers  # noqa: F401
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support import waits
from tests.support.constants import ACME

pytestmark = pytest.mark.slow


def sweeps_finished_after(rdb, since: float) -> list[str]:
    """Sweep jobs that ended after ``since`` (RQ's own record of each)."""
    queue = Queue("surestep", connection=rdb)
    done = []
    for job_id in queue.finished_job_registry.get_job_ids():
        job = queue.fetch_job(job_id)
        if job_id.startswith("surestep-sweep-") and job and job.ended_at and \
                job.ended_at.timestamp() > since:
            done.append(job_id)
    return done


def test_a_sweep_chain_that_lost_its_next_link_is_mended(rdb, workers,  # noqa: F811
                                                         monkeypatch):
    monkeypatch.setenv("SURESTEP_SWEEP_EVERY", "1")
    monkeypatch.setenv("SURESTEP_RECONCILE_EVERY", "0")
    workers(1)
    wait_until(lambda: sweeps_finished_after(rdb, 0), timeout_s=30)
    queue = Queue("surestep", connection=rdb)
    # What a failover that lost the chain's last writes leaves: no scheduled sweep, no marks.
    # (Repeated until no sweep is queued or running, which could schedule one more link before
    # it notices; then once more, for one that ended between the reads.)
    def lose_the_chain() -> bool:
        for job_id in queue.scheduled_job_registry.get_job_ids():
            if job_id.startswith("surestep-sweep-"):
                queue.scheduled_job_registry.remove(job_id, delete_job=True)
        for key in rdb.scan_iter("sst:@schedule:sweep:*"):
            rdb.delete(key)
        return not [j for j in queue.get_job_ids() + queue.started_job_registry.get_job_ids()
                    if j.startswith("surestep-sweep-")]

    waits.wait_until(lose_the_chain, "no sweep queued or running", 30, every_s=0.1)
    lose_the_chain()
    lost_at = time.time()
    wait_until(lambda: sweeps_finished_after(rdb, lost_at + 1), timeout_s=10 * SCHEDULER_CHECK_S)
    print(f"\nthe sweep chain mended: a sweep ran {time.time() - lost_at:.1f} s after the loss")


def test_a_run_whose_hint_and_job_a_failover_lost_is_rescued_by_a_real_worker(
        client, deps, zendesk_sim, rdb, workers, monkeypatch):  # noqa: F811
    """The loaded failover run's leftover, made by hand: an update recorded ``queued`` (its
    claim was confirmed) whose RQ job and lost-run hint (written without ``WAIT``) are gone.
    A real worker's periodic sweep finds it in the state index once it is overdue and runs it,
    once."""
    monkeypatch.setenv("SURESTEP_SWEEP_EVERY", "1")
    monkeypatch.setenv("SURESTEP_RECONCILE_EVERY", "0")
    monkeypatch.setenv("SURESTEP_LEASE_S", "1")  # a run is overdue 2 * 1 + 5 s after it is due
    [tid] = new_tickets(zendesk_sim)
    job_id = update(client, tid, intent="failover-live").json["job_id"]
    key = deps.ledger.key("acme", ticket.SINGLE, "failover-live")
    Job.fetch(ticket.latest_job_id(deps, key), connection=rdb).delete(remove_from_queue=True)
    rdb.zrem(keys.waiting("acme"), key)
    lost_at = time.time()
    workers(1)
    wait_until(lambda: deps.ledger.get("acme", ticket.SINGLE, "failover-live").state
               == "completed", timeout_s=60)
    print(f"\nthe lost run was rescued {time.time() - lost_at:.1f} s after the loss")
    assert client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"] == "completed"
    assert len(ours(zendesk_sim)) == 1
