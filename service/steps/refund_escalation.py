"""Refunds that wait for a person: parked as ``escalated``, then carried out or turned down.

The refund step calls ``escalate`` when the guard stops a new refund (nothing is sent) and
``count_unknown`` after each outcome that stayed unknown; the escalation step calls
``carry_out`` when a person approves and ``turn_down`` when one rejects or time runs out.
"""

from __future__ import annotations

from service.events import deliveries
from service.deps import Deps
from service.errors import InFlight
from service.ledger.store import Entry
from service.steps import guard
from service.steps.refund import STEP, after_settle, run_claimed, view
from service.steps.refund_result import result as _result


def escalate(deps: Deps, entry: Entry, owner: str, verdict: guard.Verdict,
              actor: str) -> Entry:
    """Nothing is sent: the refund waits for a person, with the reasons and the proposal."""
    from service.steps import escalations

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
    key = entry.key + ":unknowns"
    count = deps.redis.incr(key)
    deps.redis.expire(key, deps.ledger.ttl_s)
    if count < limit:
        return entry
    from service.steps import escalations

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


def carry_out(deps: Deps, tenant: str, intent_id: str, actor: str) -> Entry | None:
    """Execute an escalated refund that a person approved, under its original intent and
    provider key, at most once: only the run that moves it out of ``escalated`` acts."""
    claim = deps.ledger.claim(tenant, STEP, intent_id, fingerprint="", args=None,
                              provider_key="", lease_s=deps.config["SURESTEP_LEASE_S"],
                              actor=actor, initial="", reclaim=("escalated",),
                              note="approved by a person: executing the proposed refund")
    if claim.kind not in ("claimed", "reclaimed"):
        return deps.ledger.get(tenant, STEP, intent_id)
    guard.clear(deps, claim.entry, "approved")
    deps.redis.delete(claim.entry.key + ":unknowns")
    done = run_claimed(deps, claim.entry, claim, actor)
    if done.state in ("completed", "failed"):
        deliveries.schedule(deps, done, view(done, replayed=False))
    return done


def turn_down(deps: Deps, tenant: str, intent_id: str, actor: str, note: str, *,
              sent_nothing: bool, expired: bool) -> Entry | None:
    """A person rejected (or nobody decided in time): nothing is sent. A refund that was
    never sent ends ``failed``; one whose outcome stayed unknown stays ``escalated``."""
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None or entry.state != "escalated":
        return entry
    why = ("Nobody decided in time; the escalation expired." if expired
           else "A person rejected this refund" + (f": {note}" if note else "."))
    if not sent_nothing:
        outcome, now = deps.ledger.settle(entry, "escalated", {
            **entry.result, "detail": why + " The earlier attempt's outcome stays unverified; "
                                            "nothing more will be sent."}, actor=actor, note=why)
        return now
    result = {**_result(entry, verified=True, detail=why + " Nothing was sent.",
                        status="expired" if expired else "rejected"),
              "failure_reason": "escalation_expired" if expired else "rejected_by_person",
              "reasons": entry.result.get("reasons", []),
              "escalation_id": entry.result.get("escalation_id")}
    outcome, now = deps.ledger.settle(entry, "failed", result, actor=actor, note=why)
    if now is not None and outcome == "settled":
        now = after_settle(deps, now, outcome, actor)
        deliveries.schedule(deps, now, view(now, replayed=False))
    return now
