"""Provider webhooks in: each event handled once, and only as a hint to read the truth.

A webhook says something changed; it is not taken at its word. A refund event makes the
refund step re-read the refund from the provider (``verify``: retrieve, or a lookup by our
marker) and record what the read says, forward only; a Zendesk ticket event wakes the ticket
updates waiting on that ticket. So a forged or stale body could at worst cause a read.

- Once per event: ``sst:@webhook:<provider>:<event id>`` is marked before handling
  (``working``, under a lease of ``SURESTEP_LEASE_S``, ``service.ledger.marks``) and holds the
  outcome after; a copy that arrives while the first is being handled gets 409 with
  Retry-After (the provider retries), one after it gets 200 ``duplicate``; a handler that
  raises releases the id so the provider's retry handles it, and one that died (a deploy, an
  OOM or timeout kill) is taken over by the first copy after its lease.
- A refund the ledger had ``completed`` that a read now shows ``failed`` (Stripe's
  ``refund.failed`` after success, a Shopify REFUND transaction that failed late) is recorded
  (the ledger's forward settle allows completed -> failed), announced as ``refund.failed`` by
  the refund step, and escalated to a person: the customer was probably told it succeeded.
- An event for a claim that a request holds right now is re-read by a job after its lease.
- Each event comes in on a ``sources.Source``: the environment's account (every tenant's
  entries on ``env``) or one tenant's account (that tenant's entries on that account). What
  the event names outside its source is ``unknown_intent`` or ``nothing_waiting``, exactly as
  if it did not exist: nothing is read, woken or changed, and nothing is told about it.
"""

from __future__ import annotations

import math
from datetime import timedelta
from typing import Any, Callable

import structlog

from service import tasks
from service.deps import Deps
from service.errors import BadRequest, InFlight, ProviderUnreadable, StillHandling
from service.inbound.sources import Source
from service.ledger import counters, marks
from service.ledger import index as ledger_index
from service.ledger.store import Entry
from service.providers.listings import SHOPIFY_MARKER
from service.steps import escalation, ticket
from service.steps import refund as refund_step
from service.steps.rules import Reason

SEEN_TTL_S = 7 * 24 * 3600  # longer than any provider's retry schedule (Stripe: 3 days)
STRIPE_REFUND_EVENTS = ("refund.created", "refund.updated", "refund.failed",
                        "charge.refund.updated")
log = structlog.get_logger("surestep.webhooks")


def once(deps: Deps, source: Source, event_id: str,
         handler: Callable[[], str]) -> dict[str, Any]:
    """Run ``handler`` for this event unless it ran (or runs) already; returns the answer."""
    provider, account = source.provider, source.label
    mark = marks.take(deps.ledger, source.seen_key(event_id),
                      lease_s=deps.config["SURESTEP_LEASE_S"], ttl_s=SEEN_TTL_S)
    if mark.kind == "busy":
        raise StillHandling(f"Event {event_id} is being handled; try again shortly.",
                            retry_after=max(1, min(30, math.ceil(mark.lease_until - deps.clock.wall()))))
    if mark.kind == "done":
        counters.incr(deps.ledger, "webhooks", provider=provider, account=account,
                     outcome="duplicate")
        return {"received": True, "event_id": event_id, "status": "duplicate",
                "outcome": mark.outcome}
    if mark.kind == "taken_over":
        log.warning("webhook taken over after its handler's lease ran out", provider=provider,
                    account=account, event_id=event_id)
    try:
        outcome = handler()
    except BaseException:
        marks.release(deps.ledger, mark)
        raise
    marks.finish(deps.ledger, mark, outcome)
    counters.incr(deps.ledger, "webhooks", provider=provider, account=account, outcome=outcome)
    log.info("webhook handled", provider=provider, account=account, event_id=event_id,
             outcome=outcome)
    return {"received": True, "event_id": event_id, "status": "processed", "outcome": outcome}


def check_stripe_event(event: dict[str, Any]) -> None:
    """BadRequest when ``data``, ``data.object`` or its ``metadata`` is there and is not an
    object (absent or null: nothing of ours, as before). Checked before the event's mark is
    taken, so a malformed event writes nothing. 400, not 200 ``ignored``: Stripe resends it for
    three days, each copy refused at the cost of a parse, and its dashboard shows the endpoint
    failing, where a 200 would drop the event unseen; Stripe itself never sends one."""
    where: str | None = None
    node: Any = event
    for name, path in (("data", "data"), ("object", "data.object"),
                       ("metadata", "data.object.metadata")):
        node = node.get(name)
        if node is None:
            return
        if not isinstance(node, dict):
            where = path
            break
    if where is not None:
        log.warning("stripe event refused: not Stripe's shape", event_id=event.get("id"),
                    field=where)
        raise BadRequest(f"The event's {where} is not an object, as Stripe sends it; nothing "
                         f"was changed.")


def stripe_event(deps: Deps, source: Source, event: dict[str, Any]) -> str:
    """``refund.*`` events for refunds carrying our metadata: re-read and record (the event's
    shape was checked by ``check_stripe_event``)."""
    if event.get("type") not in STRIPE_REFUND_EVENTS:
        return "ignored"
    refund = (event.get("data") or {}).get("object") or {}
    meta = refund.get("metadata") or {}
    tenant, intent_id = meta.get("surestep_tenant"), meta.get("surestep_intent_id")
    if not (tenant and intent_id and isinstance(tenant, str) and isinstance(intent_id, str)):
        return "not_ours"
    if not source.owns_tenant(tenant):
        return _outside(source, tenant, intent_id)
    return refresh(deps, source, tenant, intent_id, refund.get("id"))


def shopify_event(deps: Deps, source: Source, topic: str, payload: dict[str, Any]) -> str:
    """``refunds/create``: a refund whose note carries our marker is re-read and recorded."""
    if topic != "refunds/create":
        return "ignored"
    marker = SHOPIFY_MARKER.search(str(payload.get("note") or ""))
    owner = ledger_index.by_provider_key(deps.ledger, marker.group(1)) if marker else None
    if owner is None:
        return "not_ours" if marker is None else "unknown_intent"
    tenant, _, intent_id = ledger_index.parse(owner)
    if not source.owns_tenant(tenant):
        return _outside(source, tenant, intent_id)
    return refresh(deps, source, tenant, intent_id, payload.get("admin_graphql_api_id"))


def zendesk_event(deps: Deps, source: Source, payload: dict[str, Any]) -> str:
    """A ticket changed: wake the source's ticket updates waiting on it (one ticket number is
    another ticket in another Zendesk account, so only updates on this account are woken)."""
    ticket_id = zendesk_ticket(payload)
    if ticket_id is None:
        return "ignored"
    return "woke" if ticket.wake(deps, ticket_id, accept=source.owns) else "nothing_waiting"


def zendesk_ticket(payload: dict[str, Any]) -> int | None:
    """The ticket an event is about: Zendesk's event schema (``detail.id``, ``subject``
    ``zen:ticket:<id>``) or a trigger's body (``ticket_id``, ``ticket.id``)."""
    found_detail, found_ticket = payload.get("detail"), payload.get("ticket")
    detail: dict[str, Any] = found_detail if isinstance(found_detail, dict) else {}
    nested: dict[str, Any] = found_ticket if isinstance(found_ticket, dict) else {}
    subject = str(payload.get("subject") or "")
    is_ticket_event = str(payload.get("type") or "").startswith("zen:event-type:ticket")
    candidates = (detail.get("id") if is_ticket_event else None,
                  subject.removeprefix("zen:ticket:") if subject.startswith("zen:ticket:")
                  else None, payload.get("ticket_id"), nested.get("id"))
    for value in candidates:
        if str(value or "").isdigit():
            return int(str(value))
    return None


def refresh(deps: Deps, source: Source, tenant: str, intent_id: str,
            refund_id: str | None) -> str:
    """Re-read the intent's refund and record it; escalate a success that turned to failure."""
    entry = deps.ledger.get(tenant, refund_step.STEP, intent_id)
    if entry is None:
        return "unknown_intent"  # reconciliation reports refunds the ledger lacks
    unmatched = _unmatched(source, entry, refund_id)
    if unmatched is not None:
        return unmatched
    started = deps.clock.wall()
    try:
        now = refund_step.verify(deps, tenant, intent_id, actor=source.actor).entry
    except InFlight:
        deps.queue.enqueue_in(timedelta(seconds=max(1.0, entry.lease_until - deps.clock.wall() + 1)),
                              tasks.REFUND_REFRESH, tenant, intent_id)
        return "deferred"
    if now.state == "failed" and _was_completed(deps, now):
        _escalate_reversal(deps, source, now)  # one question per reversed refund, so a resent
        return "reversed"  # event that finds it failed already escalates nothing new
    if now.refund_result.provider_status == refund_step.MISSING:
        # the provider answered that it has no such refund: recorded (the refund step says so
        # to the flow); sending the event again would read the same answer for three days
        log.warning("webhook for a refund the provider does not know", tenant=tenant,
                    intent_id=intent_id, refund_id=entry.refund_result.refund_id or refund_id)
        return refund_step.MISSING
    _raise_if_unread(deps, entry, started, source.provider)
    return now.state


def _unmatched(source: Source, entry: Entry, refund_id: str | None) -> str | None:
    """Why an event is not applied to the intent it names: outside its source (answered as
    if there were none), or about another refund of the intent (a second refund for one
    intent: reconciliation reports it). None when the event is the intent's own."""
    if not source.owns(entry) or entry.refund_args.provider != source.provider:
        return _outside(source, entry.tenant, entry.intent_id)
    recorded = entry.refund_result.refund_id
    if recorded and refund_id and recorded != refund_id:
        log.warning("webhook for another refund of this intent", tenant=entry.tenant,
                    intent_id=entry.intent_id, refund_id=refund_id, recorded=recorded)
        return "other_refund"
    return None


def _raise_if_unread(deps: Deps, entry: Entry, started: float, provider: str) -> None:
    """ProviderUnreadable when the refresh's own read (recorded since ``started``) failed:
    the event is not handled yet, so 503 releases its id and the provider sends it again
    (reconciliation would catch it otherwise, an hour later)."""
    _, responses = deps.ledger.history(entry.key)
    if responses and responses[-1]["at"] >= started and responses[-1].get("error"):
        raise ProviderUnreadable(f"{provider} could not be read ({responses[-1]['message']}); "
                                 f"send the event again.")


def _was_completed(deps: Deps, entry: Entry) -> bool:
    audit, _ = deps.ledger.history(entry.key)
    return any(step.get("to") == "completed" for step in audit)


def _outside(source: Source, tenant: str, intent_id: str) -> str:
    """An event naming an intent its source may not touch: answered as if there were none."""
    log.warning("webhook names an intent outside its account; nothing done",
                provider=source.provider, account=source.label, tenant=tenant,
                intent_id=intent_id)
    return "unknown_intent"


def _escalate_reversal(deps: Deps, source: Source, entry: Entry) -> None:
    provider, result = source.provider, entry.refund_result
    why = f" ({result.failure_reason})" if result.failure_reason else ""
    reason = Reason("refund_failed_after_success",
                    f"{provider} confirmed refund {result.refund_id} as completed, then "
                    f"reported it {result.provider_status}{why}"
                    f"; the customer was probably told the money is on its way.")
    escalation.escalate(deps, entry.tenant, entry.intent_id, kind="manual", reasons=[reason],
                         proposal=None, context={"refund_id": result.refund_id,
                                                 "provider": provider},
                         ticket_id=entry.refund_args.ticket_id, actor=source.actor,
                         question=f"reversal:{result.refund_id}")
    log.warning("refund failed after success; escalated", tenant=entry.tenant,
                intent_id=entry.intent_id, refund_id=result.refund_id)
