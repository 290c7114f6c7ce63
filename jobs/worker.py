"""The RQ worker class for surestep (``rq worker -w jobs.worker.Worker``, ``surestep worker``).

RQ forks a work-horse per job. Building the connectors (Redis pool, HTTP clients with their
TLS contexts) in every horse cost more than the jobs themselves, so the parent builds them
once before it starts working and each horse inherits them through fork. That is safe: the
parent never opens a connection with them, and redis-py re-connects in a forked child.

Before working, the parent also routes its logs through the JSON formatter and makes sure
the periodic jobs (sweeper, reconciliation) have their next run scheduled; each job's log
lines carry its job id, tenant and intent id.

RQ's maintenance is what recovers from a worker that died with SIGKILL: it starts this
worker's scheduler once the dead one's lock (61 s) has run out, and retries (or fails) the
jobs a dead work-horse left in StartedJobRegistry once their heartbeat (90 s) has. RQ runs it
every 10 minutes and looks only between two blocking dequeues of up to 405 s, so a worker
restarted after such a crash ran no scheduled job (sweeps, re-runs, retries, deliveries) for
up to ~13 minutes. Here it runs at least every ``MAINTENANCE_S`` (see docs/RELIABILITY.md).

RQ's worker rides out a Redis outage only inside its blocking dequeue; a Redis error anywhere
else in its loop (a heartbeat, its maintenance, watching a work-horse) makes it quit, which in
a Redis failover (Sentinel promoting a replica) stopped the worker for good. ``run`` starts a
new one (after ``RESTART_S``, releasing the old one's scheduler lock, which would otherwise
hold the new scheduler off for 61 s) until a stop was asked for: what a supervisor would do,
inside the process, so ``surestep worker`` outlives a failover by itself.
"""

from __future__ import annotations

import time

import redis
import structlog
from rq.defaults import DEFAULT_MAINTENANCE_TASK_INTERVAL
from rq.exceptions import StopRequested
from rq.utils import now
from rq.worker import Worker as ForkingWorker

import jobs
from service import logs, tasks
from service.ops import schedules

# Which positional arguments of each job name what (the rest of its lines inherit them).
ARGS = {tasks.TICKET_RUN: ("tenant", "step", "intent_id"),
        tasks.REFUND_VERIFY: ("tenant", "intent_id", "attempt"),
        tasks.DELIVER: ("tenant", "delivery_id"),
        tasks.REFUND_REFRESH: ("tenant", "intent_id")}


# A pass is a few Redis commands per queue: cheap next to a quarter of an hour of stalled jobs.
MAINTENANCE_S = 30
SCHEDULER_CHECK_S = 2
RESTART_S = 1.0


class Worker(ForkingWorker):
    """RQ's forking worker, with surestep's Deps built once in the parent, and RQ's
    maintenance at least every MAINTENANCE_S (``rq worker`` always passes its 600 s default)."""

    def __init__(self, *args, **kwargs):
        asked = kwargs.get("maintenance_interval", DEFAULT_MAINTENANCE_TASK_INTERVAL)
        kwargs["maintenance_interval"] = min(asked, MAINTENANCE_S)
        super().__init__(*args, **kwargs)

    @property
    def should_run_maintenance_tasks(self) -> bool:
        """Also when this worker's scheduler process has died (checked at most every
        SCHEDULER_CHECK_S): RQ's scheduler exits on its first Redis error, so a Redis restart
        kills it, and RQ restarts it only at its next maintenance. Its lock carries this
        worker's scheduler name, so the restart re-acquires it at once."""
        process = self.scheduler._process if self.scheduler else None
        if (process is not None and not process.is_alive() and self.last_cleaned_at
                and (now() - self.last_cleaned_at).total_seconds() > SCHEDULER_CHECK_S):
            return True
        return super().should_run_maintenance_tasks

    @property
    def dequeue_timeout(self) -> int:
        """An idle worker wakes often enough to notice a dead scheduler and to run maintenance
        on time."""
        return max(1, min(super().dequeue_timeout, SCHEDULER_CHECK_S * 2))

    def work(self, *args, **kwargs):
        deps = jobs.deps()
        logs.configure(deps.config["SURESTEP_LOG_LEVEL"])
        schedules.ensure_all(deps)
        return super().work(*args, **kwargs)

    def perform_job(self, job, queue, *args, **kwargs):
        structlog.contextvars.clear_contextvars()
        names = ARGS.get(job.func_name, ())
        context = {name: value for name, value in zip(names, job.args) if name != "attempt"}
        structlog.contextvars.bind_contextvars(job_id=job.id, job=job.func_name, **context)
        try:
            return super().perform_job(job, queue, *args, **kwargs)
        finally:
            structlog.contextvars.clear_contextvars()


def run(queues, connection, *, burst: bool, logging_level: str) -> None:
    """Work the queues with the scheduler, starting a new worker when RQ's quits on its own
    (it logged why); return when a stop was asked for (SIGTERM, SIGINT) or a burst is done."""
    log = structlog.get_logger("surestep.worker")
    while True:
        worker = Worker(queues, connection=connection)
        try:
            worker.work(burst=burst, with_scheduler=True, logging_level=logging_level)
        except (redis.ConnectionError, redis.TimeoutError, redis.ResponseError) as exc:
            log.warning("worker teardown met a Redis error", error=repr(exc))
        # RQ marks a stop asked for by a signal with its date (and, mid-job, _stop_requested)
        if burst or worker._stop_requested or worker._shutdown_requested_date is not None:
            return
        log.error("the RQ worker quit on its own; starting a new one", worker=worker.name)
        try:
            time.sleep(RESTART_S)  # a signal now still reaches the quit worker's handler
        except StopRequested:
            return
        if worker.scheduler is not None:
            try:  # owner-checked; left held, its 61 s lock keeps the next scheduler off
                worker.scheduler.release_locks()
            except redis.RedisError:
                pass  # still down: the next worker's maintenance takes the lock when it expires
