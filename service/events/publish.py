"""Events out: what happened, delivered to every subscription that asked for it.

Steps call ``emit`` where a state settles (refund completed/failed/unknown, escalation created
and resolved, ticket update completed/failed). They do so only when their ledger transition
actually happened (the settle script says ``settled``), which Redis grants to exactly one
process, so an event is emitted once. Each event gets a unique id; each (event, subscription)
one delivery record, signed with the subscription's secret and retried by
``service.events.deliveries``. Body: ``{"id", "type", "created_at", "data"}``; ``data`` is the same
shape the step's own endpoint answers with.
"""

from __future__ import annotations

import hashlib
import logging
import uuid
from typing import Any

from service.deps import Deps
from service.events import deliveries, subscriptions
from service.ledger import keys, read_ahead
from service.ledger.connection import StoreError

log = logging.getLogger("surestep.events")


def reads_for_emit(tenant: str) -> list[read_ahead.Read]:
    """What ``emit`` reads first, to send on a round trip the step makes before it (the
    settle whose outcome it announces); nothing outside a web request (``service.ledger.read_ahead``)."""
    return [subscriptions.ids_read(tenant)] if read_ahead.active() else []


def emit(deps: Deps, tenant: str, event: str, data: dict[str, Any],
         once_as: str | None = None) -> str | None:
    """Queue ``event`` for every matching subscription; returns its id (None: nobody listens).
    A failure to queue is logged, never raised: the step's own answer is already true.
    ``once_as``: a name for this one happening (``<esc id>:resolved``), which makes the event's
    id, so that emitting it again (a sweep finishing what a dead process began) queues no
    second delivery (``deliveries.create`` keeps the first for an id)."""
    try:
        targets = subscriptions.matching(deps, tenant, event)
        if not targets:
            return None
        event_id = "evt_" + (uuid.uuid4().hex[:24] if once_as is None else
                             hashlib.sha256(f"{tenant}\n{once_as}".encode()).hexdigest()[:24])
        body = {"id": event_id, "type": event, "created_at": deps.clock.wall(), "data": data}
        for sub in targets:
            delivery_id = "dlv_" + hashlib.sha256(f"{event_id}\n{sub.id}".encode()).hexdigest()[:24]
            deliveries.create(deps, tenant, delivery_id, sub.target_url, body,
                              index=keys.subscription(tenant, sub.id, "deliveries"),
                              secret=f"sub:{sub.id}",
                              meta={"event_id": event_id, "event": event, "subscription": sub.id})
        return event_id
    except StoreError:
        log.exception("event %s for %s not queued", event, tenant)
        return None
