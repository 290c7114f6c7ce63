"""Escalations: decisions that belong to a person, carried out exactly once.

An escalation is a ledger entry of step ``escalation`` under the intent it is about (one per
intent), so its creation and every decision land in the intent's audit trail with who, when
and why. Its ``args`` hold what does not change (kind, reasons, the proposed refund, context,
expiry); its ``result`` the decision. States: ``open`` -> ``approved`` | ``rejected``.

Deciding is one compare-and-set (``Ledger.move`` from ``open``): of two people, two clicks or
two tabs, exactly one decision is recorded; the others see it and change nothing. Approving a
proposed refund re-claims the refund's own entry from ``escalated`` (another compare-and-set)
and runs it under the original intent and provider key. An escalation not decided within
``expire_after_hours`` (policy, default 72) is rejected as expired by an RQ job scheduled at
its expiry; deciding also checks the expiry, in case the scheduler runs late.
"""

from __future__ import annotations

import hashlib
import math
import time
from datetime import datetime, timezone
from typing import Any, Protocol

from service import tasks
from service.deps import Deps
from service.errors import AlreadyDecided, NotFound
from service.events import publish as events
from service.ledger import keys
from service.ledger.store import Entry
from service.steps import escalation_notes, flow_text
from service.steps.guard import Reason

STEP = "escalation"
KINDS = ("approval", "policy", "unknown_outcome", "manual")


class Proposals(Protocol):
    """What carries out a proposal when a person decides (``Deps.proposals``; the refund step's
    ``refund_decisions`` is the one kind today). Each call is safe to repeat."""

    def of_intent(self, deps: Deps, tenant: str, intent_id: str) -> Entry | None: ...

    def park(self, deps: Deps, entry: Entry, esc_id: str, reasons: list, actor: str
             ) -> Entry | None: ...

    def carry_out(self, deps: Deps, tenant: str, intent_id: str, actor: str
                  ) -> Entry | None: ...

    def turn_down(self, deps: Deps, tenant: str, intent_id: str, actor: str, note: str, *,
                  sent_nothing: bool, expired: bool) -> Entry | None: ...

    def view(self, entry: Entry) -> dict[str, Any]: ...


PROPOSAL = "refund"  # the kind of every proposal so far


def escalation_id(tenant: str, intent_id: str) -> str:
    return "esc_" + hashlib.sha256(f"{tenant}\n{intent_id}".encode()).hexdigest()[:24]


def create(deps: Deps, tenant: str, intent_id: str, *, kind: str, reasons: list[Reason],
           proposal: dict[str, Any] | None, context: dict[str, Any] | None = None,
           ticket_id: str | None = None, actor: str = "api") -> tuple[Entry, bool]:
    """Open the intent's escalation, or return the one it has. Returns (entry, created)."""
    esc_id = escalation_id(tenant, intent_id)
    expires_at = time.time() + deps.policy.current().expire_after_s
    args = {"id": esc_id, "kind": kind, "reasons": [r.as_dict() for r in reasons],
            "proposal": proposal, "context": context or {}, "ticket_id": ticket_id,
            "expires_at": expires_at}
    pipe = deps.redis.pipeline()  # the indexes first: an entry is never unreachable by its id
    pipe.set(keys.escalation_id(tenant, esc_id), intent_id, ex=deps.ledger.ttl_s)
    pipe.zadd(keys.escalations(tenant), {intent_id: time.time()}, nx=True)
    pipe.execute()
    claim = deps.ledger.claim(tenant, STEP, intent_id, fingerprint="", args=args,
                              provider_key=esc_id, lease_s=0, actor=actor, initial="open",
                              reclaim=(), to="open",
                              note="escalated: " + "; ".join(r.message for r in reasons))
    if claim.kind != "claimed":
        return deps.ledger.get(tenant, STEP, intent_id), False
    entry = claim.entry
    deps.redis.zadd(keys.escalations(tenant, open_only=True), {intent_id: entry.created_at})
    schedule_expiry(deps, tenant, esc_id, expires_at)
    escalation_notes.opened(deps, entry)
    events.emit(deps, tenant, "escalation.created", view(deps, entry))
    return entry, True


def open_by_flow(deps: Deps, tenant: str, intent_id: str, *, reason: str,
                 context: dict[str, Any] | None, ticket_id: str | None,
                 actor: str) -> tuple[Entry, bool]:
    """A flow escalates on purpose (e.g. after ``unknown``). A refund of this intent whose
    outcome is unknown is parked ``escalated`` and proposed for a retry; otherwise the
    escalation carries no proposal and a decision is only recorded."""
    proposals = deps.proposals[PROPOSAL]
    refund = proposals.of_intent(deps, tenant, intent_id)
    retry = refund is not None and refund.state == "unknown"
    reasons = [Reason("flow_escalated", flow_text.one_line(reason))]
    entry, created = create(deps, tenant, intent_id,
                            kind="unknown_outcome" if retry else "manual", reasons=reasons,
                            proposal=dict(refund.args) if retry else None, context=context,
                            ticket_id=ticket_id or (refund.args.get("ticket_id")
                                                    if refund else None), actor=actor)
    if created and retry:
        proposals.park(deps, refund, entry.args["id"], reasons, actor)
    return entry, created


def schedule_expiry(deps: Deps, tenant: str, esc_id: str, expires_at: float) -> None:
    """Have RQ's scheduler reject the escalation when its time is up (a second late: the
    scheduler keeps whole seconds and may run a job up to one early)."""
    deps.queue.enqueue_at(datetime.fromtimestamp(math.ceil(expires_at) + 1, timezone.utc),
                          tasks.ESCALATION_EXPIRE, tenant, esc_id,
                          job_id=f"expire-{esc_id}-{time.time_ns()}",  # a re-run: a new job
                          description=f"expire {esc_id}")


def get(deps: Deps, tenant: str, esc_id: str) -> Entry:
    """The escalation by id; NotFound for another tenant's or an unknown id."""
    intent = deps.redis.get(keys.escalation_id(tenant, esc_id))
    entry = deps.ledger.get(tenant, STEP, intent.decode()) if intent else None
    if entry is None:
        raise NotFound(f"No escalation {esc_id!r} for this key.")
    return entry


def listing(deps: Deps, tenant: str, state: str | None, limit: int = 100) -> list[Entry]:
    """Newest first; ``state`` open reads the open index, others filter every escalation."""
    index = keys.escalations(tenant, open_only=state == "open")
    found = []
    for raw in deps.redis.zrevrange(index, 0, -1):
        entry = deps.ledger.get(tenant, STEP, raw.decode())
        if entry is not None and (state is None or entry.state == state):
            found.append(entry)
            if len(found) >= limit:
                break
    return found


def decide(deps: Deps, tenant: str, esc_id: str, decision: str, *, actor: str,
           note: str = "") -> tuple[Entry, bool]:
    """Approve or reject, once. Returns (escalation, changed). The same decision again
    changes nothing; the other decision after it is AlreadyDecided (409)."""
    entry = get(deps, tenant, esc_id)
    if entry.state == "open" and time.time() >= entry.args["expires_at"]:
        expire(deps, tenant, esc_id)
        entry = get(deps, tenant, esc_id)
    target = {"approve": "approved", "reject": "rejected"}[decision]
    note = note.strip()[:500]
    outcome, now = deps.ledger.move(
        entry.key, tenant, STEP, entry.intent_id, from_states=("open",), to=target,
        result={**entry.result, "decided_by": actor, "decided_at": time.time(), "note": note},
        actor=actor, note=f"{target}" + (f": {note}" if note else ""))
    now = now or entry
    if outcome != "moved" and now.state != target:
        who = now.result.get("decided_by", "someone")
        raise AlreadyDecided(f"This escalation was already {now.state} by {who}; nothing "
                             f"changed.", escalation=view(deps, now))
    if outcome == "moved":
        deps.redis.zrem(keys.escalations(tenant, open_only=True), entry.intent_id)
    if target == "approved" or outcome == "moved":
        now = _carry_out(deps, now, target, actor) or now
    return now, outcome == "moved"


def expire(deps: Deps, tenant: str, esc_id: str) -> str:
    """Reject an open escalation whose time is up (the RQ job, and a late decision)."""
    entry = get(deps, tenant, esc_id)
    if entry.state == "open" and time.time() < entry.args["expires_at"]:
        schedule_expiry(deps, tenant, esc_id, entry.args["expires_at"])  # ran early: again
        return entry.state
    if entry.state != "open":
        return entry.state
    hours = round((entry.args["expires_at"] - entry.created_at) / 3600, 3)
    outcome, now = deps.ledger.move(
        entry.key, tenant, STEP, entry.intent_id, from_states=("open",), to="rejected",
        result={"decided_by": "expiry", "decided_at": time.time(), "expired": True,
                "note": f"expired without a decision (after {hours:g} h)"},
        actor="expiry", note=f"rejected: expired without a decision (after {hours:g} h)")
    if outcome == "moved" and now is not None:
        deps.redis.zrem(keys.escalations(tenant, open_only=True), entry.intent_id)
        _carry_out(deps, now, "rejected", "expiry")
    return now.state if now else "missing"


def _carry_out(deps: Deps, esc: Entry, target: str, actor: str) -> Entry:
    """Apply a decision to the refund it is about, then record and announce the outcome.
    Safe to repeat: the refund's own compare-and-set lets only one run execute it."""
    proposals = deps.proposals[PROPOSAL]
    done = None
    if esc.args.get("proposal") and target == "approved":
        done = proposals.carry_out(deps, esc.tenant, esc.intent_id, actor)
    elif esc.args.get("proposal"):
        done = proposals.turn_down(deps, esc.tenant, esc.intent_id, actor,
                                     esc.result.get("note") or "",
                                     sent_nothing=esc.args["kind"] in ("approval", "policy"),
                                     expired=bool(esc.result.get("expired")))
    if esc.result.get("resolution") is not None or (done is not None and done.lease_live()):
        return esc  # recorded already, or another request is still carrying it out
    if not deps.redis.set(keys.part(esc.key, "resolved"), target, nx=True, ex=deps.ledger.ttl_s):
        return deps.ledger.get(esc.tenant, STEP, esc.intent_id) or esc  # another run records it
    resolution = proposals.view(done) if done else {
        "state": target, "detail": "No refund was proposed; the decision is recorded."}
    _, now = deps.ledger.move(esc.key, esc.tenant, STEP, esc.intent_id, from_states=(target,),
                              to=target, result={**esc.result, "resolution": resolution},
                              actor=actor,
                              note=f"carried out: {resolution['state']}: {resolution['detail']}")
    now = now or esc
    escalation_notes.resolved(deps, now)
    events.emit(deps, esc.tenant, "escalation.resolved", view(deps, now))
    return now


def view(deps: Deps, entry: Entry) -> dict[str, Any]:
    """An escalation as the API, the events and the approval page show it."""
    args, result = entry.args, entry.result
    return {"id": args["id"], "intent_id": entry.intent_id, "state": entry.state,
            "kind": args["kind"], "reasons": args["reasons"], "proposal": args["proposal"],
            "context": args["context"], "ticket_id": args.get("ticket_id"),
            "created_at": entry.created_at, "expires_at": args["expires_at"],
            "decided_by": result.get("decided_by"), "decided_at": result.get("decided_at"),
            "note": result.get("note"), "resolution": result.get("resolution"),
            "links": {"self": f"/v1/escalations/{args['id']}",
                      "intent": f"/v1/intents/{entry.intent_id}",
                      "approve": f"/v1/escalations/{args['id']}/approve",
                      "reject": f"/v1/escalations/{args['id']}/reject"}}
