"""What an escalation is, as stored and shown: its id, where the intent's escalations are
read (``get``, ``of_intent``, ``listing``), how one is shown (``view``), and its expiry job.

Opening one is ``opening``'s, deciding it ``decide``'s; both read escalations from here.
"""

from __future__ import annotations

import math
import time
from datetime import datetime, timezone
from typing import Any

from service import tasks
from service.deps import Deps
from service.errors import NotFound
from service.ledger import escalation_index
from service.ledger.escalation_records import KINDS as KINDS
from service.ledger.store import Entry
from service.states import OPEN
from service.steps.escalation import slots

STEP = slots.STEP
PROPOSAL = "refund"  # the kind of every proposal so far


def escalation_id(tenant: str, intent_id: str, n: int = 1) -> str:
    """The id of the intent's escalation ``n`` (1: the id escalations had before numbering)."""
    return slots.esc_id(tenant, intent_id, n)


def of_intent(deps: Deps, tenant: str, intent_id: str) -> Entry | None:
    """The intent's escalation a person should look at: the newest open one, else the newest."""
    found, _ = slots.all_of(deps, tenant, intent_id)
    waiting = [e for e in found if e.state == OPEN]
    return (waiting or found)[-1] if found else None


def schedule_expiry(deps: Deps, tenant: str, esc_id: str, expires_at: float) -> None:
    """Have RQ's scheduler reject the escalation when its time is up (a second late: the
    scheduler keeps whole seconds and may run a job up to one early)."""
    deps.queue.enqueue_at(datetime.fromtimestamp(math.ceil(expires_at) + 1, timezone.utc),
                          tasks.ESCALATION_EXPIRE, tenant, esc_id,
                          job_id=f"expire-{esc_id}-{time.time_ns()}",  # a re-run: a new job
                          description=f"expire {esc_id}")


def get(deps: Deps, tenant: str, esc_id: str) -> Entry:
    """The escalation by id; NotFound for another tenant's or an unknown id."""
    name = escalation_index.name_of(deps.ledger, tenant, esc_id)
    entry = slots.get(deps, tenant, name) if name else None
    if entry is None or entry.escalation_args.id != esc_id:
        raise NotFound(f"No escalation {esc_id!r} for this key.")
    return entry


def listing(deps: Deps, tenant: str, state: str | None, limit: int = 100) -> list[Entry]:
    """Newest first; ``state`` open reads the open index, others filter every escalation."""
    found = []
    for name in escalation_index.names(deps.ledger, tenant, open_only=state == OPEN):
        entry = slots.get(deps, tenant, name)
        if entry is not None and (state is None or entry.state == state):
            found.append(entry)
            if len(found) >= limit:
                break
    return found


def get_or_none(deps: Deps, tenant: str, esc_id: str) -> Entry | None:
    try:
        return get(deps, tenant, esc_id)
    except NotFound:
        return None


def view(deps: Deps, entry: Entry) -> dict[str, Any]:
    """An escalation as the API, the events and the approval page show it."""
    args, result = entry.escalation_args, entry.escalation_result
    return {"id": args.id, "intent_id": entry.intent_id, "state": entry.state,
            "kind": args.kind, "reasons": list(args.reasons), "proposal": args.proposal,
            "context": args.context, "ticket_id": args.ticket_id,
            "created_at": entry.created_at, "expires_at": args.expires_at,
            "decided_by": result.decided_by, "decided_at": result.decided_at,
            "note": result.note, "resolution": result.resolution,
            "number": args.number, "guard": args.guard,
            "links": {"self": f"/v1/escalations/{args.id}",
                      "intent": f"/v1/intents/{entry.intent_id}",
                      "approve": f"/v1/escalations/{args.id}/approve",
                      "reject": f"/v1/escalations/{args.id}/reject"}}
