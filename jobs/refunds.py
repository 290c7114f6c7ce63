"""Follow-up of refunds the provider left pending, and of unknowns a read can settle (a refund
made but not read back, a create whose answer was lost: ``refund.followed_up``)."""

from __future__ import annotations

from typing import Any

import structlog

from connectors.errors import ErrorKind, recorded_kind
from jobs import deps
from service.deps import Deps
from service.errors import InFlight
from service.steps import refund as refund_step

log = structlog.get_logger("surestep.jobs.refunds")
# The kinds of error (``connectors.errors.ErrorKind``, as the ledger's record of an error keeps
# it) that say the provider has no such refund, or refuses the read for good. Reading again
# cannot change that; an outage (ambiguous), a 429 or refused credentials (fixable by an
# operator) can change.
PERMANENT: tuple[ErrorKind, ...] = ("missing", "rejected")


def verify_pending(tenant: str, intent_id: str, attempt: int) -> str:
    """Re-read a pending (or unread) refund; schedule the next read with backoff while it
    stays so and is younger than SURESTEP_VERIFY_FOR_S, unless the provider's answer to this
    read was one no retry can change. Returns the state it found."""
    d = deps()
    started = d.clock.wall()
    try:
        outcome = refund_step.verify(d, tenant, intent_id, actor=refund_step.FOLLOW_UP)
    except InFlight:  # the flow retried an unknown: that run reads and follows up itself
        return "in_flight"
    entry = outcome.entry
    young = d.clock.wall() - entry.created_at < d.config["SURESTEP_VERIFY_FOR_S"]
    if refund_step.followed_up(entry.state, entry.result) and young:
        refusal = _refusal_since(d, entry.key, started)
        if refusal is not None:
            log.warning("refund no longer followed up: the provider refused the read",
                        tenant=tenant, intent_id=intent_id, attempt=attempt,
                        status=refusal.get("status"), code=refusal.get("code"),
                        message=refusal.get("message"))
            return entry.state
        refund_step.schedule_verify(d, tenant, intent_id, attempt + 1)
    return entry.state


def _refusal_since(d: Deps, entry_key: str, since: float) -> dict[str, Any] | None:
    """The permanent error this verify recorded for its read, if it got one."""
    _, raw = d.ledger.history(entry_key)
    for record in reversed(raw):
        if record.get("at", 0) < since:
            return None
        if record.get("call") in ("retrieve", "lookup"):
            return record if recorded_kind(record) in PERMANENT else None
    return None
