"""The RQ job functions' names, in one place: what the service enqueues and the worker runs.

These dotted names are what RQ stores with every queued and scheduled job (an escalation's
expiry can wait 72 h), so a job function is never renamed in place: a new name gets a new
constant, and the old function stays in ``jobs/`` for one release, calling the new one.
A test (``tests/ops/test_tasks.py``) checks that every name here resolves to a function in ``jobs/``.
"""

from __future__ import annotations

TICKET_RUN = "jobs.tickets.run"  # (tenant, step, intent_id[, paid, paid_until]): one run
TICKET_DISPATCH = "jobs.tickets.dispatch"  # (number[, tenant, account]): a room's runs into RQ
REFUND_VERIFY = "jobs.refunds.verify_pending"  # (tenant, intent_id, attempt)
REFUND_REFRESH = "jobs.ops.refresh_refund"  # (tenant, intent_id[, attempt]): after a webhook
DELIVER = "jobs.deliveries.deliver"  # (tenant, delivery_id): one resume_url / event delivery
ESCALATION_EXPIRE = "jobs.escalations.expire"  # (tenant, esc_id)
SWEEP = "jobs.ops.sweep"  # periodic: expired claims, overdue waits
RECONCILE = "jobs.ops.reconcile"  # periodic: the ledger against the providers

ALL = (TICKET_RUN, TICKET_DISPATCH, REFUND_VERIFY, REFUND_REFRESH, DELIVER, ESCALATION_EXPIRE,
       SWEEP, RECONCILE)
