"""The RQ worker class for surestep (``rq worker -w jobs.worker.Worker``, ``surestep worker``).

RQ forks a work-horse per job. Building the connectors (Redis pool, HTTP clients with their
TLS contexts) in every horse cost more than the jobs themselves, so the parent builds them
once before it starts working and each horse inherits them through fork. That is safe: the
parent never opens a connection with them, and redis-py re-connects in a forked child.

Before working, the parent also routes its logs through the JSON formatter and makes sure
the periodic jobs (sweeper, reconciliation) have their next run scheduled; each job's log
lines carry its job id, tenant and intent id.

RQ's maintenance is what recovers from a worker that died with SIGKILL: it retries (or fails)
the jobs a dead work-horse left in StartedJobRegistry once their heartbeat (90 s) has run out.
RQ runs it every 10 minutes and looks only between two blocking dequeues of up to 405 s; here
it runs at least every ``MAINTENANCE_S`` (see docs/RELIABILITY.md).

The scheduler (which moves every scheduled job: sweeps, re-runs, retries, deliveries) runs in
one worker at a time, the one holding ``rq:scheduler-lock:<queue>``. RQ's scheduler process
exits on its first Redis error, and its lock (61 s, refreshed every second) outlives it; RQ
starts another only when that lock has run out, at a maintenance pass. After a failover, or a
host gone with its scheduler, nothing scheduled ran for a minute or more. So a worker with no
live scheduler checks every ``SCHEDULER_CHECK_S``: a lock that is its own (its scheduler
process died) or free, it takes at once; a lock whose holder has not refreshed it for
``STALE_S`` (its time to live has dropped that far below 61 s: Redis's clock, not a host's),
it deletes, in one script that checks holder and age, and takes. A live scheduler refreshes
its lock every second, so a lock is never taken from one that does.

A worker takes a job by moving it into RQ's intermediate queue, then records it as started;
one that meets a Redis error in between quits with the job in neither (seen in a failover:
a dequeue on the new primary, the next command on a connection still bound to the dead one).
RQ's maintenance retries (or fails) such a job at its first pass over a minute after it first
saw it there, 60-90 s. Every worker checks every ``SCHEDULER_CHECK_S`` and does the same once
it has seen a job there unstarted at every check for ``STUCK_S`` (moving one into it and
starting it takes milliseconds), one worker per job.

The periodic jobs are a chain (``service.ops.schedules``): each run schedules the next slot. A
failover can lose the next slot's job (written to the old primary, never replicated), and then
no sweep ever ran again (seen: a ticket update whose run was lost never rescued). Every check
calls ``ensure_all`` too (one SET NX per periodic job when nothing is missing), so a broken
chain is mended within a period or two.

RQ's worker rides out a Redis outage only inside its blocking dequeue; a Redis error anywhere
else in its loop (a heartbeat, its maintenance, watching a work-horse) makes it quit, which in
a Redis failover (Sentinel promoting a replica) stopped the worker for good. ``run`` starts a
new one (after ``RESTART_S``, releasing the old one's scheduler lock if Redis answers by then)
until a stop was asked for: what a supervisor would do, inside the process, so ``surestep
worker`` outlives a failover by itself.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import redis
import structlog
from rq.defaults import DEFAULT_MAINTENANCE_TASK_INTERVAL
from rq.exceptions import StopRequested
from rq.job import Job
from rq.queue import Queue
from rq.worker import Worker as ForkingWorker

import jobs
from service import logs, tasks, tracing
from service.deps import Deps
from service.ops import schedules

# Which positional arguments of each job name what (the rest of its lines inherit them).
ARGS = {tasks.TICKET_RUN: ("tenant", "step", "intent_id"),
        tasks.REFUND_VERIFY: ("tenant", "intent_id", "attempt"),
        tasks.DELIVER: ("tenant", "delivery_id"),
        tasks.REFUND_REFRESH: ("tenant", "intent_id")}


# A pass is a few Redis commands per queue: cheap next to a quarter of an hour of stalled jobs.
MAINTENANCE_S = 30
SCHEDULER_CHECK_S = 2
# A scheduler lock not refreshed for this long is a dead scheduler's (RQ's refresh every 1 s).
STALE_S = 10
# A job taken into the intermediate queue and not started within this was its dead worker's.
STUCK_S = 10
RESTART_S = 1.0

# Delete the lock if it is still ARGV[1]'s and has less than ARGV[2] ms to live.
TAKE_OVER_STALE_LOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
    local left = redis.call('PTTL', KEYS[1])
    if left >= 0 and left < tonumber(ARGV[2]) then
        return redis.call('DEL', KEYS[1])
    end
end
return 0
"""

log = structlog.get_logger("surestep.worker")


class Worker(ForkingWorker):
    """RQ's forking worker, with surestep's Deps built once in the parent, RQ's maintenance at
    least every MAINTENANCE_S (``rq worker`` always passes its 600 s default), and a scheduler
    started here when none is live (the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:  # rq's, passed on
        asked = kwargs.get("maintenance_interval", DEFAULT_MAINTENANCE_TASK_INTERVAL)
        kwargs["maintenance_interval"] = min(asked, MAINTENANCE_S)
        super().__init__(*args, **kwargs)
        self._burst = False
        self._deps: Deps | None = None
        self._checked_at = time.monotonic()
        self._unstarted: dict[tuple[str, str], float] = {}  # (queue, job id) -> first seen
        self._take_over = self.connection.register_script(TAKE_OVER_STALE_LOCK)

    @property
    def _cleaning_due(self) -> bool:
        due: bool = super().should_run_maintenance_tasks  # rq's property is unannotated
        return due

    @property
    def should_run_maintenance_tasks(self) -> bool:
        """Also every SCHEDULER_CHECK_S (a scheduler to start, stuck jobs to retry)."""
        return self._cleaning_due or (
            time.monotonic() - self._checked_at >= SCHEDULER_CHECK_S)

    def run_maintenance_tasks(self) -> None:
        self._checked_at = time.monotonic()
        try:
            if self.scheduler is not None and not self._burst and not self._scheduler_alive():
                self.start_scheduler_if_none_live()
            self.retry_stuck_dequeues()
            if self._deps is not None and not self._burst:  # a chain a failover broke is mended within a period
                schedules.ensure_all(self._deps)
        except redis.RedisError as exc:  # the next check tries again; it must not quit us
            log.warning("worker check met a Redis error", error=repr(exc))
        if self._cleaning_due:  # rq's own (unannotated: see start_scheduler_if_none_live)
            super().run_maintenance_tasks()  # type: ignore[no-untyped-call]

    def _scheduler_alive(self) -> bool:
        process = self.scheduler._process if self.scheduler else None
        return process is not None and process.is_alive()

    def start_scheduler_if_none_live(self) -> bool:
        """Take each queue's scheduler lock that is free, ours, or a dead scheduler's, and
        start this worker's scheduler on them; True if it started."""
        scheduler = self.scheduler
        if scheduler is None:  # a worker started without one (never ours: work() asks for it)
            return False
        stale_below_ms = (scheduler.interval + 60 - STALE_S) * 1000
        for name in sorted(scheduler._queue_names):
            key = scheduler.get_locking_key(name)
            found = self.connection.get(key)
            holder = found.decode() if isinstance(found, bytes) else found
            if holder is None or holder == scheduler.name:
                continue
            if self._take_over(keys=[key], args=[holder, stale_below_ms]):
                log.warning("took over a dead scheduler's lock", queue=name,
                            holder=holder, stale_s=STALE_S)
        # rq ships types but leaves acquire_locks, release_locks and run_maintenance_tasks bare
        scheduler.acquire_locks(auto_start=True)  # type: ignore[no-untyped-call]
        return self._scheduler_alive()

    def retry_stuck_dequeues(self) -> list[str]:
        """Retry (or fail, as RQ's own cleanup would) each job this worker has seen in a
        queue's intermediate queue, not started, at every check for STUCK_S; returns their
        ids. (Not RQ's first-seen mark: it outlives the job's stay, so a retried job that is
        taken again would look stuck at once.)"""
        done, seen, clock = [], {}, time.monotonic()
        for queue in self.queues:
            waiting = queue.intermediate_queue
            for job_id in waiting.get_job_ids():
                if job_id in queue.started_job_registry:
                    continue
                key = (queue.name, job_id)
                since = seen[key] = self._unstarted.get(key, clock)
                if clock - since < STUCK_S or not self.connection.set(
                        f"{waiting.key}:retried:{job_id}", self.name, nx=True, ex=STUCK_S * 6):
                    continue  # not yet, or another worker has it
                job = queue.fetch_job(job_id)
                if job is not None:
                    self.handle_job_failure(job, queue, exc_string=(
                        f"Job was stuck in the intermediate queue for {STUCK_S} s or more "
                        "(its worker quit between taking and starting it)."))
                waiting.remove(job_id)
                log.warning("retried a job its worker took and never started",
                            queue=queue.name, job_id=job_id, stuck_s=STUCK_S)
                done.append(job_id)
        self._unstarted = {key: at for key, at in seen.items() if key[1] not in done}
        return done

    @property
    def dequeue_timeout(self) -> int:
        """An idle worker wakes often enough to notice a dead scheduler and to run maintenance
        on time."""
        return max(1, min(super().dequeue_timeout, SCHEDULER_CHECK_S * 2))

    def work(self, burst: bool = False, **kwargs: Any) -> bool:  # type: ignore[override]
        self._burst = burst
        if tracing.configure(scrub=logs.mask):  # before Deps: its queue carries the context
            logs.add_context(tracing.log_ids)
        deps = self._deps = jobs.deps()
        logs.configure(deps.config["SURESTEP_LOG_LEVEL"])
        schedules.ensure_all(deps)  # and again at every check (``run_maintenance_tasks``)
        return super().work(burst=burst, **kwargs)

    def perform_job(self, job: Job, queue: Queue, *args: Any, **kwargs: Any) -> bool:
        structlog.contextvars.clear_contextvars()
        func = job.func_name or ""  # None only for a job that names no function
        names = ARGS.get(func, ())
        context = {name: value for name, value in zip(names, job.args) if name != "attempt"}
        structlog.contextvars.bind_contextvars(job_id=job.id, job=job.func_name, **context)
        try:
            if not tracing.on():
                return super().perform_job(job, queue, *args, **kwargs)
            # a child of the request's span (the job's meta), flushed before the horse exits
            with tracing.job_span(f"rq.job {func.rpartition('.')[2]}", job.meta, {
                    "messaging.system": "rq", "messaging.operation.type": "process",
                    "messaging.destination.name": queue.name, "messaging.message.id": job.id,
                    "surestep.job": job.func_name}):
                return super().perform_job(job, queue, *args, **kwargs)
        finally:
            structlog.contextvars.clear_contextvars()


def run(queues: Sequence[Queue], connection: redis.Redis, *, burst: bool, logging_level: str) -> None:
    """Work the queues with the scheduler, starting a new worker when RQ's quits on its own
    (it logged why); return when a stop was asked for (SIGTERM, SIGINT) or a burst is done."""
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
            try:  # owner-checked; the next worker takes it at once instead of after STALE_S
                worker.scheduler.release_locks()  # type: ignore[no-untyped-call]  # rq's, bare
            except redis.RedisError:
                pass  # still down: the next worker takes it over once it is stale
