"""What a person's decision on a proposed refund does: carried out once under the refund's own
intent and provider key, or turned down with nothing sent.

``service.wiring`` hands this module to the escalation step as ``Deps.proposals["refund"]``
(the ``Proposals`` interface in ``service.deps``), so escalations know nothing of refunds.
"""

from __future__ import annotations

from typing import Any

from service import tracing
from service.deps import Deps
from service.events import deliveries
from service.ledger import side_keys
from service.ledger.refund_records import RefundResultRecord
from service.ledger.store import Entry
from service.providers.base import Observed
from service.states import ESCALATED, FAILED, REFUND_DELIVERED
from service.steps import rules
from service.steps.refund import parking, reads, results
from service.steps.refund.step import STEP, after_settle, provider_for, run_claimed, schedule_verify
from service.steps.refund.step import view as refund_view


def of_intent(deps: Deps, tenant: str, intent_id: str) -> Entry | None:
    """The intent's refund, if it has one (a flow's escalation of an unknown one proposes a
    retry)."""
    return deps.ledger.get(tenant, STEP, intent_id)


def park(deps: Deps, entry: Entry, esc_id: str, reasons: list[Any], actor: str) -> Entry | None:
    """Park the unknown refund as ``escalated`` under the escalation just opened."""
    return parking.escalate_unknown(deps, entry, esc_id, reasons, actor)


def view(entry: Entry) -> dict[str, Any]:
    """The refund as the escalation's resolution shows it."""
    return refund_view(entry, replayed=False)


def _parked_under(deps: Deps, tenant: str, intent_id: str, esc_id: str) -> Entry | None:
    """The intent's refund if it waits (``escalated``) under this escalation, else None: a
    decision on another escalation of the intent (an older one, a flow's) never moves it."""
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None or entry.state != ESCALATED:
        return None
    parked = entry.refund_result.escalation_id
    return entry if parked in (None, esc_id) else None


def recheck(deps: Deps, tenant: str, intent_id: str, amount: int) -> str | None:
    """The guard again, for the lower ``amount`` a person is about to approve: why not, or
    None (``rules.recheck_amount``)."""
    parked = deps.ledger.get(tenant, STEP, intent_id)
    return rules.recheck_amount(deps, parked, amount) if parked is not None else None


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
    proposed = parked.refund_args.amount
    if amount is not None and proposed != amount and not deps.ledger.narrow(
            parked, {**parked.args, "amount": amount}, actor=actor,
            note=f"a person approved {amount} of the {proposed} proposed (minor units)"):
        return deps.ledger.get(tenant, STEP, intent_id)  # it moved meanwhile: not ours to run
    claim = deps.ledger.claim(tenant, STEP, intent_id, fingerprint="", args=None,
                              provider_key="", lease_s=deps.config["SURESTEP_LEASE_S"],
                              actor=actor, initial="", reclaim=(ESCALATED,),
                              note="approved by a person: executing the proposed refund")
    if claim.kind not in ("claimed", "reclaimed"):
        return deps.ledger.get(tenant, STEP, intent_id)
    rules.clear(deps, claim.entry, "approved")
    side_keys.forget_unknowns(deps.ledger, claim.entry.key)
    # a span of the decision's trace, linked to the request that parked the refund (a wait
    # for a person is a link between two traces, not a span hours long)
    with tracing.span("refund.approved", {"surestep.intent_id": intent_id,
                                          "surestep.escalation_id": esc_id},
                      links=tracing.link({"traceparent": parked.refund_result.trace}
                                         if parked.refund_result.trace else None)):
        done = run_claimed(deps, claim.entry, claim, actor)
    if done.state in REFUND_DELIVERED:
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
        return _turned_down_unknown(deps, entry, why, actor)
    return _refused(deps, entry, why + " Nothing was sent.", expired, actor)


def _turned_down_unknown(deps: Deps, entry: Entry, why: str, actor: str) -> Entry | None:
    """A person said no to retrying a refund whose outcome stayed unknown: nothing more is
    sent, and the provider is looked up once more (a read), so the refund ends as what the
    provider holds: the refund it made after all, or none (failed, verified). Only when that
    lookup fails too does it stay ``escalated``, with a worker re-reading it later (reads only),
    so that a refund the provider did make is found."""
    provider = provider_for(deps, entry)
    found = reads.lookup(deps, provider, entry)
    if isinstance(found, Observed):
        state, result = reads.truth(provider, entry, found)
        result["detail"] = (f"{why} {provider.label} had made it before the decision, so it "
                            f"stands: {result['detail']}")
        result.update(_kept(entry))
        return _settled(deps, entry, state, result, actor)
    if found is None:
        return _refused(deps, entry, f"{why} {provider.label} holds no refund for this "
                                     f"intent; nothing more will be sent.", False, actor)
    outcome, now = deps.ledger.settle(entry, ESCALATED, {
        **entry.result, "detail": why + " The earlier attempt's outcome stays unverified (the "
                                        "lookup failed); nothing more will be sent, and it is "
                                        "read again later."}, actor=actor, note=why)
    schedule_verify(deps, entry.tenant, entry.intent_id, 1)
    return now


def _kept(entry: Entry) -> RefundResultRecord:
    kept = entry.refund_result
    return {"reasons": list(kept.reasons or ()), "escalation_id": kept.escalation_id}


def _refused(deps: Deps, entry: Entry, detail: str, expired: bool, actor: str) -> Entry | None:
    result = results.of(entry, verified=True, detail=detail,
                        status="expired" if expired else "rejected")
    result["failure_reason"] = "escalation_expired" if expired else "rejected_by_person"
    result.update(_kept(entry))
    return _settled(deps, entry, FAILED, result, actor)


def _settled(deps: Deps, entry: Entry, state: str, result: RefundResultRecord,
             actor: str) -> Entry | None:
    outcome, now = deps.ledger.settle(entry, state, result, actor=actor, note=result["detail"])
    if now is not None and outcome == "settled":
        now = after_settle(deps, now, outcome, actor)
        deliveries.schedule(deps, now, refund_view(now, replayed=False))
    return now
