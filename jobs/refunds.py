"""Follow-up of refunds the provider left pending."""

from __future__ import annotations

import time

from jobs import deps
from service.steps import refund as refund_step


def verify_pending(tenant: str, intent_id: str, attempt: int) -> str:
    """Re-read a pending refund; schedule the next read with backoff while it stays pending
    and is younger than SURESTEP_VERIFY_FOR_S. Returns the state it found."""
    d = deps()
    outcome = refund_step.verify(d, tenant, intent_id, actor="verify-job")
    entry = outcome.entry
    young = time.time() - entry.created_at < d.config["SURESTEP_VERIFY_FOR_S"]
    if entry.state == "pending" and young:
        refund_step.schedule_verify(d, tenant, intent_id, attempt + 1)
    return entry.state
