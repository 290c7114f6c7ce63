"""Refunds parked for a person as ``escalated``.

The refund step calls ``escalate`` when the guard stops a new refund (nothing is sent) and
``count_unknown`` after each outcome that stayed unknown. Both ask through the escalation rule
(``escalation.escalate``): the refund's question gets an escalation of its own, carrying its
proposal, never a flow's proposal-less one nor one a person already decided on another
question. After parking, ``escalation.follow`` carries out a decision made in between. What
happens once a person decides is ``proposals``'s (through ``Deps.proposals``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service import tracing
from service.deps import Deps
from service.errors import InFlight
from service.ledger import side_keys
from service.ledger.refund_records import GuardShown, RefundResultRecord
from service.ledger.store import Entry
from service.states import ESCALATED, OPEN
from service.steps import escalation
from service.steps.refund import judging, results
from service.steps.rules import Reason, Verdict

STEP = "refund"


def escalate(deps: Deps, entry: Entry, owner: str, verdict: Verdict,
             actor: str, *, guard_payload: dict[str, Any] | None = None) -> Entry:
    """Nothing is sent: the refund waits for a person, with the reasons and the proposal.
    ``guard_payload``: the judgment's ``{verdict, scores, reasons, customer_words}``, kept with
    the escalation and shown in its note (``escalation.escalate``'s ``guard``)."""
    kind = "policy" if verdict.breaches else "approval"
    esc, _ = escalation.escalate(deps, entry.tenant, entry.intent_id, kind=kind,
                                  reasons=verdict.reasons, proposal=dict(entry.args),
                                  ticket_id=entry.refund_args.ticket_id, actor=actor,
                                  guard=guard_payload)
    esc_id = esc.escalation_args.id
    result = results.of(entry, detail=held(verdict.reasons))
    result["reasons"], result["escalation_id"] = [r.as_dict() for r in verdict.reasons], esc_id
    trace = tracing.traceparent().get("trace")  # the decision's trace links back to this request
    if trace:
        result["trace"] = trace
    _, settled = deps.ledger.settle(entry, ESCALATED, result, actor=actor, owner=owner,
                                    note=result["detail"])
    if settled is None or settled.lease_live(deps.clock.wall()):
        raise InFlight("This attempt outlived its lease and another request took over; "
                       "retry to get its result.", retry_after=2)
    return _followed(deps, settled, esc_id, actor)


# What holds a refund for a person, by its first reason; a pause says so itself (an operator
# paused the tenant's refunds: not a rule of the policy).
LEADS = {"approval_required": "A person must approve this refund; nothing was sent:",
         "paused": ""}
POLICY_LEAD = "The refund policy holds this refund for a person; nothing was sent:"


def held(reasons: list[Reason]) -> str:
    """The detail of a refund parked for a person: what holds it and that nothing was sent,
    each said once (a pause's own sentence says both, so it leads alone)."""
    first, *rest = reasons
    lead = LEADS.get(first.code, POLICY_LEAD)
    others = [r.message for r in rest]
    if others and not lead:
        others.insert(0, "Also:")
    return " ".join(filter(None, (lead, first.message, *others)))


def carry(deps: Deps, entry: Entry, shown: GuardShown) -> Entry:
    """The judgment's ``guard`` recorded with the intent under our claim (so a crash before
    the settle keeps it), and the entry every later result is built from."""
    result = {**entry.result, "guard": shown}
    deps.ledger.update_result(entry, result)
    return replace(entry, result=result)


def with_guard(entry: Entry, result: RefundResultRecord) -> RefundResultRecord:
    guard_shown = entry.refund_result.guard
    return {**result, "guard": guard_shown} if guard_shown else result


def blocked(deps: Deps, entry: Entry, judgment: Any, actor: str) -> RefundResultRecord:
    """The result of a refund the judgment blocks: ``failed``, verified (nothing was sent),
    ``guard_blocked`` with the reasons; with ``[judgment] block_escalates``, an escalation for
    a person's look. It proposes nothing: a blocked refund is not one a person approves here
    (they may start a new one); the refund's arguments ride along as context."""
    reasons = [Reason(r.code, r.message) for r in judgment.reasons]
    result = results.of(entry, verified=True, failure_reason="guard_blocked",
                        detail="The judgment blocked this refund; nothing was sent: "
                               + " ".join(r.message for r in reasons))
    result["reasons"] = [r.as_dict() for r in reasons]
    if deps.policy.current().judgment.block_escalates:
        esc, _ = escalation.escalate(
            deps, entry.tenant, entry.intent_id, kind="policy", reasons=reasons, proposal=None,
            context={"blocked_refund": _blocked_context(entry.args)},
            ticket_id=entry.refund_args.ticket_id, actor=actor,
            guard=judging.for_escalation(judgment))
        result["escalation_id"] = esc.escalation_args.id
    return result


def _blocked_context(args: dict[str, Any]) -> dict[str, Any]:
    return {k: args[k] for k in ("provider", "account", "payment_intent", "charge", "order_id",
                                 "amount", "currency", "reason", "ticket_id") if k in args}


def count_unknown(deps: Deps, entry: Entry, actor: str) -> Entry:
    """The policy's ``escalate_after_unknown``: after that many attempts and verifications
    that could not settle the outcome, a person decides whether to try again."""
    limit = deps.policy.current().escalate_after_unknown
    if not limit:
        return entry
    count = side_keys.count_unknown(deps.ledger, entry.key)
    if count < limit:
        return entry
    reason = Reason("unknown_outcome", f"{count} attempts and verifications could not "
                                             f"settle whether the refund happened.")
    proposal = dict(entry.args)
    esc, _ = escalation.escalate(
        deps, entry.tenant, entry.intent_id, kind="unknown_outcome", reasons=[reason],
        proposal=proposal, ticket_id=entry.refund_args.ticket_id, actor=actor,
        question=retry_question(entry))
    if esc.state != OPEN:
        return entry  # this very question was decided already: the flow retries as usual
    esc_id = esc.escalation_args.id
    parked = escalate_unknown(deps, entry, esc_id, [reason], actor)
    return _followed(deps, parked, esc_id, actor) if parked else entry


def retry_question(entry: Entry) -> str:
    """"Try this unknown refund again?" after its ``attempts``-th attempt: a new question once
    a person's approved retry stays unknown in its turn."""
    return "retry:" + escalation.question_of("unknown_outcome", dict(entry.args), []
                                              ).split(":", 1)[1] + f":{entry.attempts}"


def escalate_unknown(deps: Deps, entry: Entry, esc_id: str, reasons: list[Any], actor: str
                     ) -> Entry | None:
    """Park an ``unknown`` refund as ``escalated`` (forward only, never over a live claim)."""
    result = {**entry.result, "reasons": [r.as_dict() for r in reasons],
              "escalation_id": esc_id,
              "detail": "The outcome stayed unknown; a person decides whether to retry (same "
                        "provider key, after another lookup). " + entry.refund_result.detail}
    outcome, now = deps.ledger.settle(entry, ESCALATED, result, actor=actor,
                                      note="escalated: " + reasons[0].message)
    return now if outcome in ("settled", "unchanged") else None


def _followed(deps: Deps, parked: Entry, esc_id: str, actor: str) -> Entry:
    """The refund after ``escalation.follow``: carried out or turned down if a person decided
    while it was being parked, else as parked."""
    esc = escalation.follow(deps, parked.tenant, esc_id, actor)
    if esc is None or esc.state == OPEN:
        return parked
    return deps.ledger.get(parked.tenant, STEP, parked.intent_id) or parked
