"""Deciding an escalation, once, and carrying the decision out (the rest of its story is in
``opening``'s docstring).

``decide`` takes keyword arguments after the decision (``actor``, ``note``, ``amount``: a
person may approve less than proposed, never more, in the proposal's currency, for a refund
never sent; the refund's args are narrowed to it before it runs, audited on both entries).
"""

from __future__ import annotations

import time
from typing import Any

from service.deps import Deps
from service.errors import AlreadyDecided, BadRequest
from service.events import publish as events
from service.ledger import escalation_index, side_keys
from service.ledger.store import Entry
from service.steps.escalation import notes, records, slots

STEP = slots.STEP


class Changed(Exception):
    """The escalation's arguments (its proposal) are not those the decision was bound to
    (``now``: the escalation as it stands); nothing was decided."""

    def __init__(self, now: Entry):
        super().__init__(now.key)
        self.now = now


def decide(deps: Deps, tenant: str, esc_id: str, decision: str, *, actor: str,
           note: str = "", amount: int | None = None,
           bound_to: dict[str, Any] | None = None) -> tuple[Entry, bool]:
    """Approve or reject, once. Returns (escalation, changed). The same decision again
    changes nothing; the other decision after it is AlreadyDecided (409). ``amount``: approve
    less than proposed (``lower_amount`` says what is allowed; BadRequest, nothing decided,
    otherwise). ``bound_to``: the escalation's args as the person was shown them; checked in
    the decision's own compare-and-set (``Changed``, nothing decided, when they differ)."""
    entry = records.get(deps, tenant, esc_id)
    if entry.state == "open" and time.time() >= entry.args["expires_at"]:
        expire(deps, tenant, esc_id)
        entry = records.get(deps, tenant, esc_id)
    target = {"approve": "approved", "reject": "rejected"}[decision]
    lower = lower_amount(entry, decision, amount)
    if entry.state == "open":
        rechecked(deps, entry, lower)
    note = note.strip()[:500]
    said = target + (f" for {lower} of the {entry.args['proposal']['amount']} proposed (minor "
                     f"units)" if lower is not None else "")
    outcome, now = deps.ledger.move(
        entry.key, tenant, STEP, entry.intent_id, from_states=("open",), to=target,
        result={**entry.result, "decided_by": actor, "decided_at": time.time(), "note": note,
                **({"approved_amount": lower} if lower is not None else {})},
        actor=actor, note=said + (f": {note}" if note else ""), args_were=bound_to)
    now = now or entry
    if outcome == "changed":
        raise Changed(now)
    if outcome != "moved" and now.state != target:
        who = now.result.get("decided_by", "someone")
        raise AlreadyDecided(f"This escalation was already {now.state} by {who}; nothing "
                             f"changed.", escalation=records.view(deps, now))
    if outcome == "moved":
        escalation_index.decided(deps.ledger, tenant, slots.ledger_name(entry))
    if target == "approved" or outcome == "moved":
        now = carry_out(deps, now, target, actor) or now
    return now, outcome == "moved"


def lower_amount(entry: Entry, decision: str, amount: object) -> int | None:
    """The lower amount a person may approve, or None (the proposal as it is): a positive
    whole number of minor units, below the proposed amount, in its currency, for a refund
    that was never sent (a retry of an unknown one must send what was sent before)."""
    if amount is None:
        return None
    proposal = entry.args.get("proposal") or {}
    proposed = proposal.get("amount")
    if decision != "approve":
        raise BadRequest("A lower amount goes with approving; nothing was decided.")
    if entry.args.get("kind") not in ("approval", "policy") or not isinstance(proposed, int):
        raise BadRequest("Only a refund of an amount that was never sent can be approved for "
                         "less; nothing was decided.")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        raise BadRequest("A lower amount is a positive whole number of minor units; nothing "
                         "was decided.")
    if amount > proposed:
        raise BadRequest(f"A person may approve less than proposed, never more: at most "
                         f"{proposed} (minor units of {str(proposal.get('currency')).upper()}); "
                         f"nothing was decided.")
    return None if amount == proposed else amount


def rechecked(deps: Deps, entry: Entry, lower: int | None) -> None:
    """The guard's rules again for a lower amount (``Proposals.recheck``): BadRequest, nothing
    decided, for one it breaks."""
    if lower is None:
        return
    why = deps.proposals[records.PROPOSAL].recheck(deps, entry.tenant, entry.intent_id,
                                                      lower)
    if why:
        raise BadRequest(f"{why}; nothing was decided.")


def expire(deps: Deps, tenant: str, esc_id: str) -> str:
    """Reject an open escalation whose time is up (the RQ job, and a late decision)."""
    entry = records.get(deps, tenant, esc_id)
    if entry.state == "open" and time.time() < entry.args["expires_at"]:
        records.schedule_expiry(deps, tenant, esc_id, entry.args["expires_at"])  # early
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
        escalation_index.decided(deps.ledger, tenant, slots.ledger_name(entry))
        carry_out(deps, now, "rejected", "expiry")
    return now.state if now else "missing"


def carry_out(deps: Deps, esc: Entry, target: str, actor: str) -> Entry:
    """Apply a decision to the refund it is about, then record and announce the outcome.
    Safe to repeat: the refund's own compare-and-set lets only one run execute it."""
    proposals = deps.proposals[records.PROPOSAL]
    done, esc_id = None, esc.args["id"]
    if esc.args.get("proposal") and target == "approved":
        done = proposals.carry_out(deps, esc.tenant, esc.intent_id, actor, esc_id=esc_id,
                                   amount=esc.result.get("approved_amount"))
    elif esc.args.get("proposal"):
        done = proposals.turn_down(deps, esc.tenant, esc.intent_id, actor,
                                   esc.result.get("note") or "", esc_id=esc_id,
                                   sent_nothing=esc.args["kind"] in ("approval", "policy"),
                                   expired=bool(esc.result.get("expired")))
    if esc.result.get("resolution") is not None or (done is not None and done.lease_live()):
        return esc  # recorded already, or another request is still carrying it out
    if not side_keys.resolve_once(deps.ledger, esc.key, target):
        return slots.get(deps, esc.tenant, slots.ledger_name(esc)) or esc  # another run does
    resolution = proposals.view(done) if done else {
        "state": target, "detail": "No refund was proposed; the decision is recorded."}
    _, now = deps.ledger.move(esc.key, esc.tenant, STEP, esc.intent_id,
                              from_states=(target,), to=target,
                              result={**esc.result, "resolution": resolution}, actor=actor,
                              note=f"carried out: {resolution['state']}: {resolution['detail']}")
    now = now or esc
    notes.resolved(deps, now)
    events.emit(deps, esc.tenant, "escalation.resolved", records.view(deps, now))
    return now
