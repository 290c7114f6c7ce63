"""Refunds parked for a person as ``escalated``.

The refund step calls ``escalate`` when the guard stops a new refund (nothing is sent) and
``count_unknown`` after each outcome that stayed unknown. What happens once a person decides is
``refund_decisions``'s (the escalation step calls it through ``Deps.proposals``).
"""

from __future__ import annotations

from service.deps import Deps
from service.errors import InFlight
from service.ledger import keys
from service.ledger.store import Entry
from service.steps import escalations, guard
from service.steps.refund_result import result as _result


def escalate(deps: Deps, entry: Entry, owner: str, verdict: guard.Verdict,
              actor: str) -> Entry:
    """Nothing is sent: the refund waits for a person, with the reasons and the proposal."""
    kind = "policy" if verdict.breaches else "approval"
    esc, _ = escalations.create(deps, entry.tenant, entry.intent_id, kind=kind,
                                reasons=verdict.reasons, proposal=dict(entry.args),
                                ticket_id=entry.args.get("ticket_id"), actor=actor)
    detail = ("A person must approve this refund: " if kind == "approval"
              else "The guard policy stopped this refund; a person decides: ")
    result = {**_result(entry, detail=detail + " ".join(r.message for r in verdict.reasons)),
              "reasons": [r.as_dict() for r in verdict.reasons], "escalation_id": esc.args["id"]}
    _, settled = deps.ledger.settle(entry, "escalated", result, actor=actor, owner=owner,
                                    note=result["detail"])
    if settled is None or settled.lease_live():
        raise InFlight("This attempt outlived its lease and another request took over; "
                       "retry to get its result.", retry_after=2)
    return settled


def count_unknown(deps: Deps, entry: Entry, actor: str) -> Entry:
    """The policy's ``escalate_after_unknown``: after that many attempts and verifications
    that could not settle the outcome, a person decides whether to try again."""
    limit = deps.policy.current().escalate_after_unknown
    if not limit:
        return entry
    key = keys.part(entry.key, "unknowns")
    count = deps.redis.incr(key)
    deps.redis.expire(key, deps.ledger.ttl_s)
    if count < limit:
        return entry
    reason = guard.Reason("unknown_outcome", f"{count} attempts and verifications could not "
                                             f"settle whether the refund happened.")
    esc, _ = escalations.create(deps, entry.tenant, entry.intent_id, kind="unknown_outcome",
                                reasons=[reason], proposal=dict(entry.args),
                                ticket_id=entry.args.get("ticket_id"), actor=actor)
    if esc.state != "open":
        return entry  # a person already decided on this intent: the flow retries as usual
    return escalate_unknown(deps, entry, esc.args["id"], [reason], actor) or entry


def escalate_unknown(deps: Deps, entry: Entry, esc_id: str, reasons: list, actor: str
                     ) -> Entry | None:
    """Park an ``unknown`` refund as ``escalated`` (forward only, never over a live claim)."""
    result = {**entry.result, "reasons": [r.as_dict() for r in reasons],
              "escalation_id": esc_id,
              "detail": "The outcome stayed unknown; a person decides whether to retry (same "
                        "provider key, after another lookup). " + entry.result.get("detail", "")}
    outcome, now = deps.ledger.settle(entry, "escalated", result, actor=actor,
                                      note="escalated: " + reasons[0].message)
    return now if outcome in ("settled", "unchanged") else None
