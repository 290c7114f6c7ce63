"""What a dead worker leaves behind, recovered by real workers (``rq worker --with-scheduler
--worker-class jobs.worker.Worker``, as the Procfile runs them) within seconds rather than
RQ's minute or more (both seen as the failover test's ~60 s settles, docs/RELIABILITY.md):

- RQ's scheduler lock outlives its scheduler (61 s, refreshed every second by a live one):
  the worker holding it is SIGKILLed with its scheduler (a host gone; in a Redis failover
  RQ's scheduler exits on its first Redis error the same way). The other worker takes the
  dead scheduler's lock over and runs what is scheduled, and never takes a live one's lock.
- A job a worker moved into RQ's intermediate queue and never started (it quit on a Redis
  error in between): the state is made as that worker's dequeue leaves it (the same LMOVE on
  the same keys), then a worker starts; it retries the job as RQ would, 60-90 s later."""

from __future__ import annotations

import os
import signal
import time
from datetime import timedelta
from pathlib import Path

import pytest
from rq import Queue, Retry

from jobs.worker import SCHEDULER_CHECK_S, STALE_S, STUCK_S
from tests.processes.test_ticket_workers import scheduler_pid, wait_until, workers  # noqa: F401

pytestmark = pytest.mark.slow
LOCK = "rq:scheduler-lock:surestep"


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def gone(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_dead_schedulers_lock_is_taken_over_in_seconds(rdb, workers):  # noqa: F811
    group = workers(2)
    scheduler = scheduler_pid(rdb)
    holder = rdb.get(LOCK)
    # Both workers are up and checking: a live scheduler keeps its lock past STALE_S.
    wait_until(lambda: len(rdb.smembers("rq:workers:surestep")) == 2, timeout_s=20)
    time.sleep(STALE_S + 2 * SCHEDULER_CHECK_S)
    assert rdb.get(LOCK) == holder and scheduler_pid(rdb) == scheduler

    [host] = [p for p in group.processes if p.pid == parent_of(scheduler)]
    os.kill(host.pid, signal.SIGKILL)
    os.kill(scheduler, signal.SIGKILL)
    host.wait(timeout=10)
    wait_until(lambda: gone(scheduler), timeout_s=10, every_s=0.05)
    killed_at = time.monotonic()
    assert rdb.get(LOCK) == holder and rdb.ttl(LOCK) > 50  # the lock outlives its scheduler

    job = Queue("surestep", connection=rdb).enqueue_in(timedelta(seconds=1), "time.time")
    wait_until(lambda: job.get_status(refresh=True) == "finished", timeout_s=90, every_s=0.2)
    ran_after = time.monotonic() - killed_at
    assert rdb.get(LOCK) not in (None, holder)
    assert scheduler_pid(rdb) != scheduler
    print(f"\na dead scheduler's lock taken over: the scheduled job ran {ran_after:.1f} s "
          "after the kill")
    # RQ alone: only when the lock runs out (61 s), at a maintenance pass (up to 30 s later).
    assert ran_after < STALE_S + 4 * SCHEDULER_CHECK_S


def test_a_job_its_worker_took_and_never_started_is_retried_in_seconds(rdb, workers):  # noqa: F811
    queue = Queue("surestep", connection=rdb)
    job = queue.enqueue("time.time", retry=Retry(max=1, interval=1))
    # What a worker's dequeue leaves when it quits right after taking the job.
    assert rdb.lmove(queue.key, queue.intermediate_queue.key) == job.id.encode()
    started = time.monotonic()
    workers(1)
    wait_until(lambda: job.get_status(refresh=True) == "finished", timeout_s=150, every_s=0.2)
    ran_after = time.monotonic() - started
    assert queue.intermediate_queue.get_job_ids() == []
    job.refresh()
    assert job.retries_left == 0 and len(job.results()) == 1  # retried once, ran once
    print(f"\na job stuck in the intermediate queue ran {ran_after:.1f} s after a worker started")
    # RQ alone: at its first maintenance pass more than a minute after it first saw the job.
    assert ran_after < STUCK_S + 15
