"""The refund step and its verify: plain functions that views and jobs both call.

The state a flow sees is never optimistic. ``completed`` needs a read of the refund at the
provider that says ``succeeded``; an ambiguous write (timeout, reset, 5xx, key in use) is
settled by a lookup of the payment's refunds, matched by our metadata, before anything is sent
again; what the lookup cannot settle is ``unknown``, and retrying it is always safe because
the retry re-uses the same provider key after looking again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from connectors.errors import Ambiguous, AuthFailed, ProviderError, RateLimited, Rejected
from connectors.stripe import Refund, StripeRefunds
from service.deps import Deps
from service.errors import InFlight, NotFound, ServiceError
from service.ledger import Claim, Entry
from service.steps import common

STEP = "refund"

_STATE_OF = {"succeeded": "completed", "pending": "pending", "requires_action": "pending",
             "failed": "failed", "canceled": "failed"}


@dataclass(frozen=True)
class Outcome:
    """A settled entry and whether this answer replays an earlier execution."""

    entry: Entry
    replayed: bool


class ProviderNotConfigured(ServiceError):
    status, title, slug = 503, "Provider not configured", "provider-not-configured"


def refund(deps: Deps, tenant: str, args: dict[str, Any], actor: str = "api") -> Outcome:
    """Perform the refund for ``args["intent_id"]`` at most once and report verified state."""
    _stripe(deps)  # fail before claiming: an unconfigured provider must leave no trace
    intent_id = args["intent_id"]
    call_args = {k: v for k, v in args.items() if k != "intent_id"}
    fp = common.fingerprint(call_args)
    key = common.provider_key(tenant, intent_id, STEP, fp)
    got = common.claim_or_wait(deps, tenant, STEP, intent_id, args=call_args,
                               args_fingerprint=fp, key=key)
    if isinstance(got, Entry):
        if got.state == "pending":
            got = _refresh(deps, got, actor="replay")
        return Outcome(got, replayed=True)
    entry = got.entry
    state, result = _execute(deps, entry, got)
    _, settled = deps.ledger.settle(entry, state, result, actor=actor, owner=got.owner,
                                    note=result["detail"])
    if state == "pending":
        schedule_verify(deps, tenant, intent_id, attempt=1)
    if settled is None or settled.lease_live():
        # Our lease ran out mid-call and another request took the intent over; its answer
        # (from the same provider key) is the one to give.
        raise InFlight("This attempt outlived its lease and another request took over; "
                       "retry to get its result.", retry_after=2)
    return Outcome(settled, replayed=False)


def verify(deps: Deps, tenant: str, intent_id: str, actor: str = "api") -> Outcome:
    """Re-read the provider for an intent and record what it says; never writes to it."""
    entry = deps.ledger.get(tenant, STEP, intent_id)
    if entry is None:
        raise NotFound(f"No refund intent {intent_id!r} for this API key.")
    if entry.lease_live():
        raise InFlight("The refund is being executed right now; verify again shortly.",
                       retry_after=2)
    return Outcome(_refresh(deps, entry, actor=actor), replayed=False)


def schedule_verify(deps: Deps, tenant: str, intent_id: str, attempt: int) -> None:
    """Have a worker re-read a pending refund later, with capped exponential backoff."""
    from datetime import timedelta

    delay = min(5 * 2 ** (attempt - 1), 600)
    deps.queue.enqueue_in(timedelta(seconds=delay), "jobs.refunds.verify_pending",
                          tenant, intent_id, attempt,
                          job_id=verify_job_id(tenant, intent_id, attempt),
                          description=f"verify refund {tenant}/{intent_id} #{attempt}")


def verify_job_id(tenant: str, intent_id: str, attempt: int) -> str:
    """Derived from the ledger key, so the same follow-up can never be scheduled twice
    (RQ ids allow only letters, digits, '_' and '-')."""
    return f"verify-refund-{common.fingerprint([tenant, intent_id])[:24]}-{attempt}"


def stripe_params(tenant: str, intent_id: str, args: dict[str, Any]) -> dict[str, Any]:
    """What is sent to Stripe: the payment, the amount, and metadata that finds it again."""
    metadata = dict(args.get("metadata") or {})
    metadata.update(surestep_intent_id=intent_id, surestep_tenant=tenant)
    if args.get("ticket_id"):
        metadata["surestep_ticket_id"] = args["ticket_id"]
    params: dict[str, Any] = {"amount": args["amount"], "metadata": metadata}
    for name in ("payment_intent", "charge", "reason"):
        if args.get(name):
            params[name] = args[name]
    return params


def _stripe(deps: Deps) -> StripeRefunds:
    if deps.stripe is None:
        raise ProviderNotConfigured("STRIPE_API_KEY is not set; nothing was sent.")
    return deps.stripe


def _execute(deps: Deps, entry: Entry, claim: Claim) -> tuple[str, dict[str, Any]]:
    """One attempt under our claim: settle what earlier attempts did, then create and read."""
    stripe, args = _stripe(deps), entry.args
    if entry.result.get("refund_id"):
        return _read(deps, entry, entry.result["refund_id"])
    if claim.attempts > 1:
        found = _lookup(deps, entry)
        if isinstance(found, Refund):
            return _read(deps, entry, found.id)
    try:
        created = stripe.create(stripe_params(entry.tenant, entry.intent_id, args),
                                idempotency_key=entry.provider_key)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "create", **exc.as_record()})
        return _after_create_error(deps, entry, exc)
    deps.ledger.record_response(entry.key, {"call": "create", "body": created.raw})
    return _read(deps, entry, created.id)


def _after_create_error(deps: Deps, entry: Entry, exc: ProviderError) -> tuple[str, dict]:
    if isinstance(exc, Rejected):
        return "failed", _result(entry, verified=True, status=exc.code or "rejected",
                                 detail=f"Stripe refused the refund: {exc.message}")
    if isinstance(exc, RateLimited):
        return "unknown", _result(entry, status="rate_limited", retry_after=exc.retry_after,
                                  detail="Stripe rate-limited the request before processing it; "
                                         "no refund was created. Retrying is safe.")
    if isinstance(exc, AuthFailed):
        return "unknown", _result(entry, status="auth_error",
                                  detail="Stripe refused surestep's API key; no refund was "
                                         "created. Fix STRIPE_API_KEY, then retry.")
    found = _lookup(deps, entry)
    if isinstance(found, Refund):
        return _read(deps, entry, found.id)
    looked = ("the lookup failed too" if isinstance(found, ProviderError)
              else "no refund for this intent was found")
    return "unknown", _result(entry, status="no_answer",
                              detail=f"Stripe's answer was lost: {exc.message}; {looked}. "
                                     f"Retrying is safe (same key).")


def _lookup(deps: Deps, entry: Entry) -> Refund | ProviderError | None:
    """Find this intent's refund among the payment's refunds, by our metadata."""
    try:
        found = _stripe(deps).find(payment_intent=entry.args.get("payment_intent"),
                                   charge=entry.args.get("charge"),
                                   metadata={"surestep_intent_id": entry.intent_id,
                                             "surestep_tenant": entry.tenant})
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "lookup", **exc.as_record()})
        return exc
    deps.ledger.record_response(entry.key, {"call": "lookup",
                                            "body": found.raw if found else None})
    return found


def _read(deps: Deps, entry: Entry, refund_id: str) -> tuple[str, dict[str, Any]]:
    """The provider's truth about one refund, as a state and a result."""
    try:
        refund = _stripe(deps).retrieve(refund_id)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "retrieve", **exc.as_record()})
        return "unknown", _result(entry, refund_id=refund_id, status="unread",
                                  detail=f"Refund {refund_id} exists but reading it back failed "
                                         f"({exc.message}); verify again.")
    deps.ledger.record_response(entry.key, {"call": "retrieve", "body": refund.raw})
    state = _STATE_OF.get(refund.status, "unknown")
    return state, _result(entry, refund=refund, verified=state != "unknown",
                          detail=_sentence(state, refund))


def _refresh(deps: Deps, entry: Entry, actor: str) -> Entry:
    """Re-read the provider for a settled (or abandoned) entry and record it, forward only."""
    if entry.state == "failed" and not entry.result.get("refund_id"):
        return entry  # Stripe refused the request outright: there is nothing to read.
    if entry.result.get("refund_id"):
        state, result = _read(deps, entry, entry.result["refund_id"])
    else:
        found = _lookup(deps, entry)
        if isinstance(found, ProviderError):
            return entry
        if found is None:
            state, result = "unknown", _result(entry, status="not_found",
                                               detail="Stripe holds no refund for this intent; "
                                                      "retrying the refund step is safe.")
        else:
            state, result = _read(deps, entry, found.id)
    if state == "unknown" and entry.state != "unknown" and entry.state != "in_progress":
        return entry  # a failed read never downgrades what was verified before
    _, now = deps.ledger.settle(entry, state, result, actor=actor, note=result["detail"])
    return now or entry


def _result(entry: Entry, *, detail: str, refund: Refund | None = None, verified: bool = False,
            status: str | None = None, refund_id: str | None = None,
            retry_after: float | None = None) -> dict[str, Any]:
    result = {"refund_id": refund.id if refund else refund_id,
              "provider_status": refund.status if refund else status,
              "amount": refund.amount if refund else entry.args["amount"],
              "currency": refund.currency if refund else entry.args["currency"],
              "verified": verified, "detail": detail}
    if refund is not None and refund.failure_reason:
        result["failure_reason"] = refund.failure_reason
    if retry_after is not None:
        result["retry_after"] = retry_after
    return result


def _sentence(state: str, refund: Refund) -> str:
    money = f"{refund.amount} {refund.currency.upper()} (minor units)"
    return {
        "completed": f"Stripe confirms refund {refund.id} of {money} succeeded.",
        "pending": f"Refund {refund.id} of {money} is {refund.status} at Stripe; not settled yet.",
        "failed": f"Refund {refund.id} of {money} is {refund.status} at Stripe"
                  + (f" ({refund.failure_reason})." if refund.failure_reason else "."),
    }.get(state, f"Refund {refund.id} has status {refund.status!r}, which surestep does not "
                 f"recognise; verify again.")
