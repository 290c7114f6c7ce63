"""Escalations left undecided: rejected as expired when their time is up."""

from __future__ import annotations

from jobs import deps
from service.errors import NotFound
from service.steps import escalation


def expire(tenant: str, escalation_id: str) -> str:
    """Reject the escalation if it is still open at its expiry. Returns its state."""
    try:
        return escalation.expire(deps(), tenant, escalation_id)
    except NotFound:
        return "missing"  # the ledger's TTL removed it first
