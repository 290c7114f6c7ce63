"""Periodic jobs (the sweeper, reconciliation) on RQ's scheduler, never more than one per period.

RQ 3's ``CronScheduler`` runs as its own process (``rq cron``), and every copy of that process
enqueues on its own, so two deployments of it would double every run. Instead each periodic
job is an ordinary scheduled job that the existing ``rq worker --with-scheduler`` runs: slot
``n`` of a job with period ``every`` runs at ``n * every`` under the job id
``surestep-<name>-<n>``, and it is scheduled only by whoever first sets
``sst:@schedule:<name>:<n>`` (SET NX). Every worker start and every periodic run call
``ensure_all``, which schedules the next slot of each job if nobody has: however many workers
start, and whatever fails, there is one pending run per job, and a missed one (all workers
down) is not made up in a burst.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Literal

from service import tasks
from service.deps import Deps
from service.ledger import marks

# name -> (job function, the setting holding its period in seconds; 0 turns it off)
Every = Literal["SURESTEP_SWEEP_EVERY", "SURESTEP_RECONCILE_EVERY"]  # their periods' settings
PERIODIC: dict[str, tuple[str, Every]] = {"sweep": (tasks.SWEEP, "SURESTEP_SWEEP_EVERY"),
                                          "reconcile": (tasks.RECONCILE,
                                                        "SURESTEP_RECONCILE_EVERY")}


def next_slot(now: float, every: float) -> int:
    return int(now // every) + 1


def ensure(deps: Deps, name: str, now: float | None = None) -> str | None:
    """Schedule the next run of ``name`` unless someone has; returns its job id if we did."""
    func, setting = PERIODIC[name]
    every = float(deps.config[setting] or 0)
    if every <= 0:
        return None
    now = datetime.now(timezone.utc).timestamp() if now is None else now
    slot = next_slot(now, every)
    if not marks.first_in_slot(deps.ledger, name, slot, int(every * 3) + 60):
        return None
    job_id = f"surestep-{name}-{slot}"
    deps.queue.enqueue_at(datetime.fromtimestamp(slot * every, timezone.utc), func,
                          job_id=job_id, description=f"{name} (every {every:g} s)",
                          result_ttl=int(every * 3) + 60, failure_ttl=7 * 24 * 3600)
    return job_id


def ensure_all(deps: Deps, now: float | None = None) -> list[str]:
    """Make sure every periodic job has its next run scheduled; returns what was added."""
    return [job_id for name in PERIODIC if (job_id := ensure(deps, name, now))]
