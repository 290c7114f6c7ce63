"""Deciding an escalation, once, and carrying the decision out (the rest of its story is in
``opening``'s docstring).

``decide`` takes keyword arguments after the decision (``actor``, ``note``, ``amount``: a
person may approve less than proposed, never more, in the proposal's currency, for a refund
never sent; the refund's args are narrowed to it before it runs, audited on both entries).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from service.deps import Deps
from service.errors import AlreadyDecided, BadRequest
from service.events import publish as events
from service.ledger import escalation_index, side_keys
from service.ledger.store import Entry
from service.states import APPROVED, ESCALATION_DECIDED, OPEN, REJECTED, EscalationState
from service.steps.escalation import notes, records, slots

STEP = slots.STEP
# how long a resolver may take between taking the mark and recording the resolution (one
# ledger write) before another takes it over; the sweeper looks at a decision this old
RESOLVE_LEASE_S = 60


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
    entry = _as_it_stands(deps, tenant, esc_id)
    target = TARGETS[decision]
    lower = lower_amount(entry, decision, amount)
    if entry.state == OPEN:
        rechecked(deps, entry, lower)
    note = note.strip()[:500]
    outcome, now = deps.ledger.move(
        entry.key, tenant, STEP, entry.intent_id, from_states=(OPEN,), to=target,
        result=_decided(entry, actor, deps.clock.wall(), note, lower),
        actor=actor, note=_said(entry, target, lower, note), args_were=bound_to)
    now = now or entry
    _refused(deps, now, outcome, target)
    moved = outcome == "moved"
    if moved:
        escalation_index.decided(deps.ledger, tenant, slots.ledger_name(entry),
                                 now.escalation_result.decided_at)
    if target == APPROVED or moved:
        now = carry_out(deps, now, target, actor) or now
    return now, moved


def _as_it_stands(deps: Deps, tenant: str, esc_id: str) -> Entry:
    """The escalation to decide on, expired first (rejected) when it is open and its time
    is up."""
    entry = records.get(deps, tenant, esc_id)
    if entry.state == OPEN and deps.clock.wall() >= entry.escalation_args.expires_at:
        expire(deps, tenant, esc_id)
        entry = records.get(deps, tenant, esc_id)
    return entry


def _decided(entry: Entry, actor: str, at: float, note: str,
             lower: int | None) -> dict[str, Any]:
    """The escalation's result once decided: who, when, their note and, approved for less,
    the amount approved."""
    return {**entry.result, "decided_by": actor, "decided_at": at, "note": note,
            **({"approved_amount": lower} if lower is not None else {})}


def _said(entry: Entry, target: str, lower: int | None, note: str) -> str:
    """The decision as the audit trail says it: the state, the lower amount against the one
    proposed (minor units), and the person's note."""
    said = target + (f" for {lower} of the {_proposed(entry)} proposed (minor units)"
                     if lower is not None else "")
    return said + (f": {note}" if note else "")


def _refused(deps: Deps, now: Entry, outcome: str, target: str) -> None:
    """Raise for a decision the compare-and-set did not take: the escalation's arguments
    changed since the person was shown them (``Changed``), or the other decision came first
    (``AlreadyDecided``, 409). The same decision again is no refusal: it changes nothing."""
    if outcome == "changed":
        raise Changed(now)
    if outcome != "moved" and now.state != target:
        who = now.escalation_result.decided_by or "someone"
        raise AlreadyDecided(f"This escalation was already {now.state} by {who}; nothing "
                             f"changed.", escalation=records.view(deps, now))


# What each decision moves an open escalation to.
TARGETS: dict[str, EscalationState] = {"approve": APPROVED, "reject": REJECTED}


def _proposed(entry: Entry) -> int | None:
    """The amount the escalation's proposal would refund (None: it proposes none)."""
    refund = entry.escalation_args.refund
    return refund.amount if refund is not None else None


def lower_amount(entry: Entry, decision: str, amount: object) -> int | None:
    """The lower amount a person may approve, or None (the proposal as it is): a positive
    whole number of minor units, below the proposed amount, in its currency, for a refund
    that was never sent (a retry of an unknown one must send what was sent before)."""
    if amount is None:
        return None
    refund, proposed = entry.escalation_args.refund, _proposed(entry)
    if decision != "approve":
        raise BadRequest("A lower amount goes with approving; nothing was decided.")
    if refund is None or not entry.escalation_args.never_sent or proposed is None:
        raise BadRequest("Only a refund of an amount that was never sent can be approved for "
                         "less; nothing was decided.")
    amount = _minor_units(amount)
    if amount > proposed:
        raise BadRequest(f"A person may approve less than proposed, never more: at most "
                         f"{proposed} (minor units of {str(refund.currency).upper()}); "
                         f"nothing was decided.")
    return None if amount == proposed else amount


def _minor_units(amount: object) -> int:
    """A lower amount as a person may give it: a positive whole number of minor units (not a
    boolean); BadRequest, nothing decided, for anything else."""
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        raise BadRequest("A lower amount is a positive whole number of minor units; nothing "
                         "was decided.")
    return amount


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
    expires_at = entry.escalation_args.expires_at
    if entry.state == OPEN and deps.clock.wall() < expires_at:
        records.schedule_expiry(deps, tenant, esc_id, expires_at)  # early
        return entry.state
    if entry.state != OPEN:
        return entry.state
    hours = round((expires_at - entry.created_at) / 3600, 3)
    outcome, now = deps.ledger.move(
        entry.key, tenant, STEP, entry.intent_id, from_states=(OPEN,), to=REJECTED,
        result={"decided_by": "expiry", "decided_at": deps.clock.wall(), "expired": True,
                "note": f"expired without a decision (after {hours:g} h)"},
        actor="expiry", note=f"rejected: expired without a decision (after {hours:g} h)")
    if outcome == "moved" and now is not None:
        escalation_index.decided(deps.ledger, tenant, slots.ledger_name(entry))
        carry_out(deps, now, REJECTED, "expiry")
    return now.state if now else "missing"


def carry_out(deps: Deps, esc: Entry, target: str, actor: str,
              now: float | None = None) -> Entry:
    """Apply a decision to the refund it is about, then record and announce the outcome.
    Safe to repeat: the refund's own compare-and-set lets only one run execute it, and the
    resolution is recorded by the one run that holds the ``resolved`` mark's lease (a run that
    died holding it is taken over once the lease ran out by ``now``: ``finish_unresolved``)."""
    proposals = deps.proposals[records.PROPOSAL]
    done = _applied(deps, esc, target, actor)
    if esc.escalation_result.resolution is not None or (
            done is not None and done.lease_live(deps.clock.wall())):
        return esc  # recorded already, or another request is still carrying it out
    token = side_keys.take_resolve(deps.ledger, esc.key, lease_s=RESOLVE_LEASE_S, now=now)
    if token is None:
        return slots.get(deps, esc.tenant, slots.ledger_name(esc)) or esc  # another run does
    fresh = slots.get(deps, esc.tenant, slots.ledger_name(esc)) or esc
    if fresh.escalation_result.resolution is not None:  # recorded by a run whose lease ran out
        side_keys.resolve_done(deps.ledger, esc.key, token)
        return fresh
    resolution = proposals.view(done) if done else {
        "state": target, "detail": "No refund was proposed; the decision is recorded."}
    _, moved = deps.ledger.move(esc.key, esc.tenant, STEP, esc.intent_id,
                                from_states=(target,), to=target,
                                result={**fresh.result, "resolution": resolution},
                                actor=actor,
                                note=f"carried out: {resolution['state']}: "
                                     f"{resolution['detail']}")
    side_keys.resolve_done(deps.ledger, esc.key, token)
    resolved = moved or fresh
    announce(deps, resolved)
    return resolved


def _applied(deps: Deps, esc: Entry, target: str, actor: str) -> Entry | None:
    """The decision applied to the refund it proposes: an approval carries it out (for the
    amount approved), a rejection turns it down; the refund's entry as it left it, or None
    when the escalation proposes no refund."""
    args, decided = esc.escalation_args, esc.escalation_result
    if not args.proposal:
        return None
    proposals = deps.proposals[records.PROPOSAL]
    if target == APPROVED:
        return proposals.carry_out(deps, esc.tenant, esc.intent_id, actor, esc_id=args.id,
                                   amount=decided.approved_amount)
    return proposals.turn_down(deps, esc.tenant, esc.intent_id, actor, decided.note or "",
                               esc_id=args.id, sent_nothing=args.never_sent,
                               expired=decided.expired)


def announce(deps: Deps, esc: Entry) -> None:
    """Tell the ticket (a note) and the subscribers (``escalation.resolved``) what a recorded
    resolution gave, then take the escalation off the resolving list. Safe to repeat: the note
    is a ticket update under an id of its own, the event's id is the escalation's."""
    notes.resolved(deps, esc)
    events.emit(deps, esc.tenant, "escalation.resolved", records.view(deps, esc),
                once_as=f"{esc.escalation_args.id}:resolved")
    escalation_index.resolved(deps.ledger, esc.tenant, slots.ledger_name(esc))


def finish_unresolved(deps: Deps, now: float | None = None, limit: int = 100) -> Counter[str]:
    """The sweeper's part: escalations decided more than a lease ago whose decision was not
    carried out and announced (the process resolving it died): carried out now (the refund's
    compare-and-set and the mark's lease keep it once), or, recorded but not announced, the
    note and the event queued. Counts what each gave."""
    now = deps.clock.wall() if now is None else now
    outcomes: Counter[str] = Counter()
    for tenant, name in escalation_index.unresolved(deps.ledger, now - RESOLVE_LEASE_S, limit):
        esc = slots.get(deps, tenant, name)
        if esc is None or esc.state not in ESCALATION_DECIDED:
            escalation_index.resolved(deps.ledger, tenant, name)  # gone (TTL), or never decided
            continue
        if esc.escalation_result.resolution is None:
            after = carry_out(deps, esc, esc.state, "sweeper", now=now)
            outcomes["escalation_resolved" if after.escalation_result.resolution is not None
                     else "escalation_busy"] += 1
        else:
            announce(deps, esc)
            outcomes["escalation_announced"] += 1
    return outcomes
