"""What a person's decision on a proposed refund does: carried out once under the refund's own
intent and provider key, or turned down with nothing sent.

``service.wiring`` hands this module to the escalation step as ``Deps.proposals["refund"]``
(the ``Proposals`` interface in ``escalations``), so escalations know nothing of refunds.
"""

from __future__ import annotations

from typing import Any

from service.deps import Deps
from service.events import deliveries
from service.ledger import keys
from service.ledger.store import Entry
from service.steps import guard, refund_escalation
from service.steps.refund import STEP, after_settle, run_claimed
from service.steps.refund import view as refund_view
from service.steps.refund_result import result as _result


def of_intent(deps: Deps, tenant: str, intent_id: str) -> Entry | None:
    """The intent's refund, if it has one (a flow's escalation of an unknown one proposes a
    retry)."""
    return deps.ledger.get(tenant, STEP, intent_id)


def park(deps: Deps, entry: Entry, esc_id: str, reasons: list, actor: str) -> Entry | None:
    """Park the unknown refund as ``escalated`` under the escalation just opened."""
    return refund_escalation.escalate_unknown(deps, entry, esc_id, reasons, actor)


def view(entry: Entry) -> dict[str, Any]:
    """The refund as the escalation's resolution shows it."""
    return refund_view(entry, replayed=False)


def _parked_under(deps: Deps, tenant: str, intent_id: str, esc_id: str) -> Entry | None:
    """The intent's refund if it waits (``escalated``) under this escalation, else None: a
    decision on another escalation of the intent (an older one, a flow's) never moves it."""
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None or entry.state != "escalated":
        return None
    parked = entry.result.get("escalation_id")
    return entry if parked in (None, esc_id) else None


def carry_out(deps: Deps, tenant: str, intent_id: str, actor: str, *,
              esc_id: str, amount: int | None = None) -> Entry | None:
    """Execute an escalated refund that a person approved, under its original intent and
    provider key, at most once: only the run that moves it out of ``escalated`` acts, and only
    while it is parked under the approved escalation ``esc_id``. ``amount``: the lower amount
    the person approved (the escalation step checked it), written into the refund's args
    before it runs, so a run after a crash sends the same."""
    parked = _parked_under(deps, tenant, intent_id, esc_id)
    if parked is None:
        return deps.ledger.get(tenant, STEP, intent_id)
    if amount is not None and parked.args.get("amount") != amount and not deps.ledger.narrow(
            parked, {**parked.args, "amount": amount}, actor=actor,
            note=f"a person approved {amount} of the {parked.args['amount']} proposed (minor "
                 f"units)"):
        return deps.ledger.get(tenant, STEP, intent_id)  # it moved meanwhile: not ours to run
    claim = deps.ledger.claim(tenant, STEP, intent_id, fingerprint="", args=None,
                              provider_key="", lease_s=deps.config["SURESTEP_LEASE_S"],
                              actor=actor, initial="", reclaim=("escalated",),
                              note="approved by a person: executing the proposed refund")
    if claim.kind not in ("claimed", "reclaimed"):
        return deps.ledger.get(tenant, STEP, intent_id)
    guard.clear(deps, claim.entry, "approved")
    deps.redis.delete(keys.part(claim.entry.key, "unknowns"))
    done = run_claimed(deps, claim.entry, claim, actor)
    if done.state in ("completed", "failed"):
        deliveries.schedule(deps, done, refund_view(done, replayed=False))
    return done


def turn_down(deps: Deps, tenant: str, intent_id: str, actor: str, note: str, *,
              esc_id: str, sent_nothing: bool, expired: bool) -> Entry | None:
    """A person rejected (or nobody decided in time): nothing is sent. A refund that was
    never sent ends ``failed``; one whose outcome stayed unknown stays ``escalated``. Only a
    refund parked under this escalation (``esc_id``) is touched."""
    entry = _parked_under(deps, tenant, intent_id, esc_id)
    if entry is None:
        return deps.ledger.get(tenant, STEP, intent_id)
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
        deliveries.schedule(deps, now, refund_view(now, replayed=False))
    return now
