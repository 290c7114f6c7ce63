"""Ticket-update runs: one phase per run, re-scheduled with enqueue_in, never sleeping."""

from __future__ import annotations

from jobs import deps
from service.steps import tickets


def run(tenant: str, step: str, intent_id: str) -> str:
    """Move one ticket-update intent a phase forward (see service.steps.tickets.run)."""
    return tickets.run(deps(), tenant, step, intent_id)
