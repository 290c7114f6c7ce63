"""Ticket-update runs: one phase per run, re-scheduled with enqueue_in, never sleeping; and
the waiting room's dispatcher, which moves the runs waiting for the rate budget into RQ."""

from __future__ import annotations

from rq import get_current_job

from jobs import deps
from service.steps import ticket


def run(tenant: str, step: str, intent_id: str, paid: int = 0, paid_until: float = 0.0) -> str:
    """Move one ticket-update intent a phase forward (see service.steps.ticket.run)."""
    job = get_current_job()
    if job is not None and job.retries_left is not None and job.retries_left < ticket.RETRIES:
        paid = 0  # RQ's retry after a dead work-horse: the first attempt may have spent it
    return ticket.run(deps(), tenant, step, intent_id, paid=paid, paid_until=paid_until)


def dispatch(number: str = "", tenant: str = "", account: str = "") -> int:
    """Let through the waiting room what the window allows (see service.steps.ticket): the
    room of a tenant's Zendesk account, or (naming none) the environment's."""
    d = deps()
    where = (d.accounts.resolve(tenant, "zendesk", account) if tenant and account
             else ticket.env_account(d))
    return ticket.dispatch(d, where, dispatcher=number)
