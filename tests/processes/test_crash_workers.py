"""RQ workers SIGKILLed mid-job, run as the Procfile runs them (`rq worker --with-scheduler
--worker-class jobs.worker.Worker`): the work-horse and its parent die together, so nobody is
left to move the job out of StartedJobRegistry. What recovers it:

- our sweeper (every SURESTEP_SWEEP_EVERY): the dead run's ledger claim sits in ``sst:{acme}:@open``;
  once its lease runs out a ticket update is re-queued (the run reads the ticket back before
  it sends anything) and a refund is settled by a lookup at the provider;
- RQ's own maintenance: once the dead execution's heartbeat (90 s) has run out it retries the
  job (ticket runs carry ``Retry(max=3)``) or moves it to FailedJobRegistry
  (``AbandonedJobError``); the retried run finds the entry settled and does nothing.

When only the parent and the work-horse die, RQ's scheduler process (forked by the parent)
lives on as an orphan holding the scheduler lock and keeps scheduling. When it dies too (a
container or host gone), a restarted worker must wait out its lock (61 s); ``jobs.worker``
then takes it over within RQ's maintenance interval, capped at 30 s.

Every test asserts on the simulators' own records: one comment per intent at Zendesk, one
refund per intent at Stripe.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

import pytest
from rq.job import Job
from rq.registry import FailedJobRegistry, StartedJobRegistry

from service.steps import ticket
from tests.processes.test_crash import claim_of, gunicorn, kill_worker_mid_request  # noqa: F401
from tests.processes.test_ticket_workers import (
    Workers,
    children,
    scheduler_pid,
    wait_until,
    workers,  # noqa: F401
)
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.ops_helpers import audit_of, scrape

pytestmark = [pytest.mark.slow, pytest.mark.crash]
FAST = {"SURESTEP_LEASE_S": "2", "SURESTEP_SWEEP_EVERY": "1"}


def gone(pid: int) -> bool:
    """Exited (a zombie nobody reaped yet counts as gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


@pytest.fixture
def orphans():
    """Processes a killed parent leaves behind (its scheduler), stopped at the end."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        if not gone(pid):
            os.kill(pid, signal.SIGTERM)  # a warm stop releases the scheduler lock
    for pid in pids:
        wait_until(lambda: gone(pid), timeout_s=20, every_s=0.05)


def kill_mid_job(group: Workers, rdb, *, scheduler_too: bool) -> dict[str, int]:
    """SIGKILL the worker's parent, then its work-horse (the parent never sees the horse
    die, so nothing moves the job on); with ``scheduler_too`` the scheduler as well."""
    parent = group.processes[0].pid
    horse, scheduler = group.work_horse(rdb), scheduler_pid(rdb)
    assert sorted(children(parent)) == sorted([horse, scheduler])
    os.kill(parent, signal.SIGKILL)
    os.kill(horse, signal.SIGKILL)
    if scheduler_too:
        os.kill(scheduler, signal.SIGKILL)
    group.processes[0].wait(timeout=10)
    wait_until(lambda: gone(horse) and (gone(scheduler) or not scheduler_too), timeout_s=10,
               every_s=0.05)
    return {"parent": parent, "horse": horse, "scheduler": scheduler}


def executions(rdb) -> dict[str, float]:
    """StartedJobRegistry as RQ stores it (job id -> when its heartbeat runs out), read
    without the cleanup RQ's own readers run first."""
    key = StartedJobRegistry("surestep", connection=rdb).key
    return {member.decode().rsplit(":", 1)[0]: expires
            for member, expires in rdb.zrange(key, 0, -1, withscores=True)}


def started_job(rdb) -> tuple[Job, float]:
    """The one execution in StartedJobRegistry right after the kill (no other worker runs)."""
    [(job_id, expires)] = executions(rdb).items()
    return Job.fetch(job_id, connection=rdb), expires


def abandoned_cleanup_at(rdb, expires: float) -> None:
    """RQ's maintenance as it runs once the dead execution's heartbeat has expired: the very
    ``StartedJobRegistry.cleanup`` the worker calls, at that moment rather than 90 s from now
    (executions started later, e.g. of the live worker, expire later and are not touched)."""
    StartedJobRegistry("surestep", connection=rdb).cleanup(timestamp=expires)


def entry_key(intent: str) -> str:
    return f"sst:{{acme}}:{ticket.SINGLE}:{intent}"


def test_worker_and_work_horse_killed_after_zendesk_applied_it_lands_once(  # noqa: F811
        client, deps, rdb, zendesk_sim, workers, orphans):
    [tid] = new_tickets(zendesk_sim)
    # Zendesk applies the update, then holds its answer: the worker dies with the write done.
    zendesk_sim.fault("slow_response", method="PUT", delay_s=5)
    first = workers(1, **FAST)
    wait_until(lambda: rdb.get("rq:scheduler-lock:surestep"), timeout_s=15, every_s=0.05)
    job_id = update(client, tid, intent="kill-1").json["job_id"]
    wait_until(lambda: ours(zendesk_sim), timeout_s=15, every_s=0.05)
    pids = kill_mid_job(first, rdb, scheduler_too=False)
    orphans.append(pids["scheduler"])

    dead, expires = started_job(rdb)
    assert dead.get_status() == "started" and dead.func_name == "jobs.tickets.run"
    assert dead.retries_left == 3
    claim = rdb.hgetall(entry_key("kill-1"))
    assert claim[b"state"] == b"in_progress" and json.loads(claim[b"result"])["sending"] is True

    workers(1, **FAST)  # the supervisor's restart; the orphan scheduler keeps the lock
    wait_until(lambda: client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"]
               == "completed", timeout_s=60)
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 1  # read back
    view = client.get(f"/v1/jobs/{job_id}", headers=ACME).json
    assert view["detail"] == "Zendesk shows our update on the ticket (read back)."
    assert any("lease expired" in a["note"] for a in audit_of(deps, "kill-1", ticket.SINGLE))
    samples = scrape(client)
    assert samples[("surestep_sweeps_total", (("outcome", "requeued"),))] >= 1
    assert not gone(pids["scheduler"])  # the orphan scheduled the sweeps that recovered it

    # RQ's own handling of the abandoned job: retried (Retry(max=3)); the run finds the
    # entry settled and sends nothing.
    assert executions(rdb).get(dead.id) == expires  # nobody had touched it until now
    abandoned_cleanup_at(rdb, expires)
    assert Job.fetch(dead.id, connection=rdb).retries_left == 2
    wait_until(lambda: Job.fetch(dead.id, connection=rdb).get_status() == "finished",
               timeout_s=30)
    assert Job.fetch(dead.id, connection=rdb).return_value() == "completed"
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 1


def test_a_sweep_killed_mid_lookup_is_finished_by_the_next_one(  # noqa: F811
        gunicorn, stripe_sim, rdb, deps, client, workers, orphans):
    payment = stripe_sim.payment()
    body = {"intent_id": "swept-kill", "payment_intent": payment["payment_intent"],
            "amount": 700, "currency": "usd"}
    # First crash: the web worker dies after Stripe committed, leaving a claim in_progress.
    stripe_sim.fault("slow_response", method="POST", path="/v1/refunds", delay_s=3.0)
    kill_worker_mid_request(gunicorn, stripe_sim, body)
    wait_until(lambda: stripe_sim.refunds(), timeout_s=5, every_s=0.02)
    [committed] = stripe_sim.refunds()
    assert claim_of(rdb, "swept-kill")["state"] == "in_progress"

    # Second crash: the sweep that looks it up at Stripe dies with its worker.
    stripe_sim.fault("latency", method="GET", path="/v1/refunds", delay_s=5.0)
    first = workers(1, **FAST)
    wait_until(lambda: stripe_sim.requests("GET", "/v1/refunds"), timeout_s=30, every_s=0.05)
    pids = kill_mid_job(first, rdb, scheduler_too=False)
    orphans.append(pids["scheduler"])
    dead, expires = started_job(rdb)
    assert dead.func_name == "jobs.ops.sweep" and dead.get_status() == "started"
    assert claim_of(rdb, "swept-kill")["state"] == "in_progress"  # the lookup wrote nothing

    workers(1, **FAST)
    wait_until(lambda: claim_of(rdb, "swept-kill")["state"] != "in_progress", timeout_s=30)
    entry = deps.ledger.get("acme", "refund", "swept-kill")
    assert entry.state == "completed" and entry.result["refund_id"] == committed["id"]
    assert entry.result["verified"] is True
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    last = audit_of(deps, "swept-kill")[-1]
    assert (last["from"], last["to"], last["actor"]) == ("in_progress", "completed", "sweeper")

    # RQ's own handling: a sweep has no retries, so the abandoned run is failed, visibly.
    abandoned_cleanup_at(rdb, expires)
    failed = FailedJobRegistry("surestep", connection=rdb)
    assert dead.id in failed.get_job_ids()
    assert "AbandonedJobError" in Job.fetch(dead.id, connection=rdb).latest_result().exc_string
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1


def test_whole_worker_killed_a_restarted_worker_recovers_on_its_own(client, rdb, zendesk_sim,
                                                                   workers):  # noqa: F811
    """Parent, work-horse and scheduler all SIGKILLed (a container gone), Zendesk never got
    the write; a new worker started with the Procfile's own flags recovers it in real time:
    nothing is fast-forwarded here."""
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("drop_before", method="PUT", delay_s=5, times=1)
    first = workers(1, **FAST)
    wait_until(lambda: rdb.get("rq:scheduler-lock:surestep"), timeout_s=15, every_s=0.05)
    job_id = update(client, tid, intent="kill-all").json["job_id"]
    wait_until(lambda: zendesk_sim.requests("PUT"), timeout_s=15, every_s=0.05)
    killed_at = time.monotonic()
    kill_mid_job(first, rdb, scheduler_too=True)
    dead, _ = started_job(rdb)
    assert rdb.get("rq:scheduler-lock:surestep")  # the dead scheduler's lock outlives it

    workers(1, **FAST)
    wait_until(lambda: client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"]
               == "completed", timeout_s=150, every_s=0.5)
    settled_after = time.monotonic() - killed_at
    assert len(ours(zendesk_sim)) == 1  # sent again once: nothing had landed
    assert len(zendesk_sim.requests("PUT")) == 2

    # RQ's maintenance, on its own clock: the abandoned execution is retried, and the retry
    # finds the entry settled.
    wait_until(lambda: Job.fetch(dead.id, connection=rdb).get_status() == "finished"
               and dead.id not in executions(rdb), timeout_s=150, every_s=0.5)
    retried_after = time.monotonic() - killed_at
    assert Job.fetch(dead.id, connection=rdb).retries_left == 2
    assert len(ours(zendesk_sim)) == 1 and len(zendesk_sim.requests("PUT")) == 2
    print(f"\nworker, work-horse and scheduler killed: settled after {settled_after:.0f} s, "
          f"the abandoned RQ job retried and finished after {retried_after:.0f} s")
