"""Operations jobs: the periodic sweeper and reconciliation, and deferred webhook follow-ups."""

from __future__ import annotations

from datetime import timedelta

from jobs import deps
from service import tasks
from service.errors import InFlight
from service.ops import reconcile as reconciliation
from service.ops import schedules, sweeper
from service.steps import refund as refund_step


def sweep() -> dict[str, int]:
    """Settle the claims whose lease ran out (and keep the periodic jobs scheduled)."""
    d = deps()
    schedules.ensure_all(d)
    return sweeper.sweep(d)


def reconcile() -> int:
    """Reconcile the last SURESTEP_RECONCILE_WINDOW_S; returns the discrepancies found."""
    d = deps()
    schedules.ensure_all(d)
    reports = reconciliation.run(d, d.config["SURESTEP_RECONCILE_WINDOW_S"], actor="schedule")
    return sum(report["discrepancies"] for report in reports)


def refresh_refund(tenant: str, intent_id: str, attempt: int = 1) -> str:
    """A provider webhook arrived while a request held the intent: re-read it once that
    claim is over (verify records what the provider says, forward only)."""
    d = deps()
    try:
        return refund_step.verify(d, tenant, intent_id, actor="webhook").entry.state
    except InFlight:
        if attempt < 5:
            d.queue.enqueue_in(timedelta(seconds=d.config["SURESTEP_LEASE_S"]),
                               tasks.REFUND_REFRESH, tenant, intent_id, attempt + 1)
        return "in_progress"
