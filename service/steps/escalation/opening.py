"""Opening an escalation: a decision that belongs to a person, asked once per question.

**An escalation belongs to one question.** Every path that hands something to a person goes
through one rule, ``escalate``::

    escalate(deps, tenant, intent_id, *, kind, reasons, proposal, context=None,
             ticket_id=None, actor="api", question=None, guard=None) -> (Entry, created)

``kind`` is one of ``KINDS``; ``reasons`` a list of ``rules.Reason``; ``proposal`` the refund a
person would approve (the refund entry's args) or None; ``question`` what is asked, as a key
(default ``question_of(kind, proposal, reasons)``: the same proposal is the same question
whichever rule stopped it, and one without a proposal is its kind and reasons); ``guard`` an
optional payload of the judgment that asked (``{"verdict": str, "scores": {name: number},
"reasons": [str | {"message": str}], "customer_words": str}``), kept one line per text
(``clean_guard``), shown in the Zendesk note, the console and ``view(...)["guard"]``.

The rule returns the intent's escalation that asks the same question, in whatever state (the
same question asked again, e.g. after a crash between opening and parking, gets the answer it
has), or opens a new one. It never hands a question to an escalation of another: a decided
escalation does not take a new question (a refund that fails after a person approved it gets
its own), and an open one without a proposal (a flow's ``POST /v1/escalations``) does not take
a refund's proposal: the refund opens its own, so nobody approves a refund they were shown as
"no refund is proposed". Escalations are numbered per intent (``slots``: the first
keeps the id and ledger entry of the old one-per-intent layout). A refund parked under an
escalation calls ``follow`` after parking, so a decision made in between is carried out.

An escalation is a ledger entry of step ``escalation``, so its creation and every decision land
in an audit trail with who, when and why. Its ``args`` hold what does not change (kind,
reasons, the proposal, context, expiry, question); its ``result`` the decision. States:
``open`` -> ``approved`` | ``rejected``. Deciding (``deciding``) is one compare-and-set
(``Ledger.move`` from ``open``): of two people, two clicks or two tabs, exactly one decision is
recorded. Approving re-claims the refund's own entry from ``escalated`` (another compare-and-set,
and only while the refund is parked under this escalation) and runs it under the original intent
and provider key. An escalation not decided within ``expire_after_hours`` (policy, default 72)
is rejected as expired by an RQ job; deciding also checks the expiry.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, NamedTuple

from service.deps import Deps
from service.errors import InFlight
from service.events import publish as events
from service.ledger import escalation_index
from service.ledger.store import Entry, Owned
from service.states import ESCALATED, ESCALATION_DECIDED, OPEN, UNKNOWN
from service.steps import flow_text
from service.steps.escalation import deciding, notes, records, slots
from service.steps.escalation.records import (
    PROPOSAL,
    escalation_id,
    get,
    get_or_none,
    schedule_expiry,
    view,
)
from service.steps.rules import Reason, sentences

STEP, KINDS = records.STEP, records.KINDS


def question_of(kind: str, proposal: dict[str, Any] | None, reasons: list[Reason]) -> str:
    """What an escalation asks, as a key: a proposal to decide (the same refund is the same
    question, whichever rule stopped it), or for one without a proposal its kind and reasons."""
    if proposal:
        family = "retry" if kind == "unknown_outcome" else "decide"
        return f"{family}:{_digest(proposal)}"
    return f"{kind}:" + _digest([[r.code, r.message] for r in reasons])


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode()).hexdigest()[:32]


def _question(entry: Entry) -> str:
    """An escalation's question; one stored before questions were kept has it computed."""
    args = entry.escalation_args
    return args.question or question_of(
        args.kind, dict(args.proposal) if args.proposal else None,
        [Reason(r["code"], r["message"]) for r in args.reasons])


def escalate(deps: Deps, tenant: str, intent_id: str, *, kind: str, reasons: list[Reason],
             proposal: dict[str, Any] | None, context: dict[str, Any] | None = None,
             ticket_id: str | None = None, actor: str = "api", question: str | None = None,
             guard: dict[str, Any] | None = None) -> tuple[Entry, bool]:
    """The one rule (see the module's docstring). Returns (escalation, created)."""
    if kind not in KINDS:
        raise ValueError(f"escalation kind {kind!r} is not one of {KINDS}")
    asked = question or question_of(kind, proposal, reasons)
    for _ in range(8):
        found, highest = slots.all_of(deps, tenant, intent_id)
        for entry in reversed(found):
            if _question(entry) == asked:  # the same question: its escalation, in any state
                return entry, False
        n = highest + 1
        opened = _open(deps, tenant, intent_id, n, kind=kind, reasons=reasons,
                       proposal=proposal, context=context, ticket_id=ticket_id, actor=actor,
                       question=asked, guard=guard)
        if opened is not None:
            return opened, True
    raise InFlight("Escalations of this intent are being opened right now; retry.",
                   retry_after=1)


create = escalate  # the name callers used before the rule: it is the rule


def _open(deps: Deps, tenant: str, intent_id: str, n: int, *, kind: str, reasons: list[Reason],
          proposal: dict[str, Any] | None, context: dict[str, Any] | None,
          ticket_id: str | None, actor: str, question: str,
          guard: dict[str, Any] | None) -> Entry | None:
    """Take slot ``n`` and announce it; None when another request took that slot first."""
    esc_id, name = escalation_id(tenant, intent_id, n), slots.name(intent_id, n)
    expires_at = deps.clock.wall() + deps.policy.current().expire_after_s
    args = {"id": esc_id, "kind": kind, "reasons": [r.as_dict() for r in reasons],
            "proposal": proposal, "context": context or {}, "ticket_id": ticket_id,
            "expires_at": expires_at, "intent_id": intent_id, "number": n,
            "question": question, **({"guard": clean_guard(guard)} if guard else {})}
    escalation_index.index(deps.ledger, tenant, esc_id, name, deps.clock.wall())  # before the entry
    claim = deps.ledger.claim(tenant, STEP, name, fingerprint="", args=args,
                              provider_key=esc_id, lease_s=0, actor=actor, initial=OPEN,
                              reclaim=(), to=OPEN, note="escalated: " + sentences(reasons))
    slots.taken(deps, tenant, intent_id, n)
    if not isinstance(claim, Owned) or claim.kind != "claimed":
        return None
    entry = slots.load(claim.entry)
    escalation_index.opened(deps.ledger, tenant, name, entry.created_at)
    schedule_expiry(deps, tenant, esc_id, expires_at)
    notes.opened(deps, entry)
    events.emit(deps, tenant, "escalation.created", view(deps, entry))
    return entry


def clean_guard(guard: dict[str, Any]) -> dict[str, Any]:
    """A judgment's payload as stored and shown: its words one line each (``flow_text``),
    scores as numbers; anything else is dropped."""
    found_scores, found_reasons = guard.get("scores"), guard.get("reasons")
    scores: dict[str, Any] = found_scores if isinstance(found_scores, dict) else {}
    reasons: list[Any] = found_reasons if isinstance(found_reasons, list) else []
    return {"verdict": flow_text.line(guard.get("verdict"), 40),
            "scores": {flow_text.line(k, 60): float(v) for k, v in scores.items()
                       if isinstance(v, (int, float)) and not isinstance(v, bool)},
            "reasons": [flow_text.line(r.get("message") if isinstance(r, dict) else r, 300)
                        for r in reasons[:20]],
            "customer_words": flow_text.line(guard.get("customer_words"), 500)}


def follow(deps: Deps, tenant: str, esc_id: str, actor: str) -> Entry | None:
    """After a refund is parked under an escalation: if a person decided it meanwhile (between
    its opening and the park, when carrying the decision out found the refund still being
    worked on), carry the decision out now. Safe to repeat; returns the escalation."""
    entry = get(deps, tenant, esc_id)
    if entry.state in ESCALATION_DECIDED and entry.escalation_result.resolution is None:
        return deciding.carry_out(deps, entry, entry.state, actor)
    return entry


class ByFlow(NamedTuple):
    """What a flow's escalation gave: the escalation, whether this request opened it, and,
    when the intent's refund already waited for a person under an open escalation, whether
    the flow's reason is on it now (``added``: True, added now or by the same request before;
    False, not added: the escalation holds ``FLOW_REASONS_MAX`` flows' reasons already; None:
    the refund waited for nobody)."""

    entry: Entry
    created: bool
    added: bool | None = None


FLOW_REASONS_MAX = 20  # flows' reasons one open escalation takes: a person reads every one


def open_by_flow(deps: Deps, tenant: str, intent_id: str, *, reason: str,
                 context: dict[str, Any] | None, ticket_id: str | None,
                 actor: str) -> ByFlow:
    """A flow escalates on purpose (e.g. after ``unknown``). A refund of this intent whose
    outcome is unknown is parked ``escalated`` and proposed for a retry; a refund already
    waiting for a person answers with its escalation, the flow's reason added to it (the
    person deciding sees it among the reasons, as the flow's words); otherwise the escalation
    carries no proposal and a decision is only recorded. The same request again (same
    reason) gets the escalation it made, as it stands. The reason is kept on one line
    (``flow_text``)."""
    said = flow_text.line(reason, 1000)
    made = _made_by_flow(deps, tenant, intent_id, said)
    if made is not None:  # the flow's request again (a re-run): what it made or added to
        opened_it = list(made.escalation_args.reasons[:1]) == [
            Reason("flow_escalated", said).as_dict()]
        return ByFlow(made, False, None if opened_it else True)
    proposals = deps.proposals[PROPOSAL]
    refund = proposals.of_intent(deps, tenant, intent_id)
    waiting = _waiting(deps, tenant, refund)
    if waiting is not None:
        return _add_reason(deps, waiting, said, actor)
    reasons = [Reason("flow_escalated", said)]
    if refund is None or refund.state != UNKNOWN:
        entry, created = escalate(
            deps, tenant, intent_id, kind="manual", reasons=reasons, proposal=None,
            context=context, actor=actor,
            ticket_id=ticket_id or (refund.refund_args.ticket_id if refund else None))
        return ByFlow(entry, created)
    entry, created = escalate(
        deps, tenant, intent_id, kind="unknown_outcome", reasons=reasons,
        proposal=dict(refund.args), context=context,
        ticket_id=ticket_id or refund.refund_args.ticket_id, actor=actor,
        question=f"retry:{_digest(dict(refund.args))}:{refund.attempts}")
    if entry.state == OPEN:
        proposals.park(deps, refund, entry.escalation_args.id, reasons, actor)
        entry = follow(deps, tenant, entry.escalation_args.id, actor) or entry
    return ByFlow(entry, created)


def reason_answer(entry: Entry, added: bool | None) -> dict[str, Any]:
    """What an answer to a flow's escalation says of its reason, when the intent's refund
    already waited for a person: ``reason_added`` and a sentence (nothing otherwise, so every
    other answer keeps its shape)."""
    if added is None:
        return {}
    esc_id = entry.escalation_args.id
    if added:
        return {"reason_added": True, "detail": (
            f"This intent's refund already waits for a person under escalation "
            f"{esc_id}; your reason was added to it, and the person deciding sees it "
            f"there. No new escalation was opened.")}
    if entry.state != OPEN:  # decided meanwhile: the refund no longer waits
        return {"reason_added": False, "detail": (
            f"A person has already decided escalation {esc_id}, under which this "
            f"intent's refund waited; your reason was not added. Read the intent for what the "
            f"decision did. No new escalation was opened.")}
    return {"reason_added": False, "detail": (
        f"This intent's refund waits for a person under escalation {esc_id}, which "
        f"holds as many flow reasons as it takes; your reason was not added. No new escalation "
        f"was opened.")}


def _add_reason(deps: Deps, waiting: Entry, said: str, actor: str) -> ByFlow:
    """The flow's reason on the open escalation its refund waits on, once (a compare-and-set
    on the escalation's args while it is open: a decision bound to the reasons shown before is
    refused as changed, so nobody approves without seeing it); not when it is decided
    meanwhile, nor past ``FLOW_REASONS_MAX``."""
    reason = Reason("flow_escalated", said).as_dict()
    for _ in range(8):
        reasons = list(waiting.escalation_args.reasons)
        if reason in reasons:
            return ByFlow(waiting, False, True)
        if sum(r["code"] == "flow_escalated" for r in reasons) >= FLOW_REASONS_MAX:
            return ByFlow(waiting, False, False)
        if deps.ledger.narrow(waiting, {**waiting.args, "reasons": [*reasons, reason]},
                              actor=actor, note="a flow added its reason: "
                                                + flow_text.quote(said)):
            added = get(deps, waiting.tenant, waiting.escalation_args.id)
            notes.reason_added(deps, added, said)
            return ByFlow(added, False, True)
        waiting = get(deps, waiting.tenant, waiting.escalation_args.id)
        if waiting.state != OPEN:
            return ByFlow(waiting, False, False)
    raise InFlight("The escalation is being changed right now; retry.", retry_after=1)


def _made_by_flow(deps: Deps, tenant: str, intent_id: str, said: str) -> Entry | None:
    """The escalation a flow's request with this reason made before, or added it to, if any."""
    for earlier in reversed(slots.all_of(deps, tenant, intent_id)[0]):
        if {"code": "flow_escalated", "message": said} in earlier.escalation_args.reasons:
            return earlier
    return None


def _waiting(deps: Deps, tenant: str, refund: Entry | None) -> Entry | None:
    """The open escalation a refund is parked under, if it is."""
    parked_under = refund.refund_result.escalation_id if refund is not None else None
    if refund is None or refund.state != ESCALATED or not parked_under:
        return None
    waiting = get_or_none(deps, tenant, parked_under)
    return waiting if waiting is not None and waiting.state == OPEN else None


