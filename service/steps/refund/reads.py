"""One refund attempt's reads of the provider, each as a state and a result: the retrieve of a
known refund, the lookup by this intent's marker, and what an error of the create means.

The state is never optimistic: a read that fails is ``unknown`` (``unread``) and never undoes
what was verified before; a read the provider answers "no such refund" is ``missing``, which
is no confirmation of anything the ledger recorded before (``step._refresh`` moves it).
"""

from __future__ import annotations

from connectors.errors import AuthFailed, Missing, ProviderError, RateLimited, Rejected
from service.deps import Deps
from service.ledger.refund_records import RefundResultRecord
from service.ledger.store import Entry
from service.providers.base import Observed, RefundProvider
from service.states import FAILED, REFUND_READ, UNKNOWN
from service.steps.refund import results

# A provider's own refusal of more than is left (a concurrent refund of the same payment passed
# the guard's read too) gets the guard's code, so a flow branches on one failure_reason.
OVER_REFUND = dict.fromkeys(("amount_too_large", "charge_already_refunded"),
                            "amount_exceeds_refundable")


def after_create_error(deps: Deps, provider: RefundProvider, entry: Entry,
                        exc: ProviderError) -> tuple[str, RefundResultRecord]:
    name = provider.label
    if isinstance(exc, Rejected):
        return FAILED, results.of(entry, verified=True, status=exc.code or "rejected",
                                              failure_reason=OVER_REFUND.get(exc.code or ""),
                                              detail=f"{name} refused the refund: {exc.message}")
    if isinstance(exc, RateLimited):
        return UNKNOWN, results.of(entry, status="rate_limited", retry_after=exc.retry_after,
                                  detail=f"{name} rate-limited the request before processing "
                                         f"it; no refund was created. Retrying is safe.")
    if isinstance(exc, AuthFailed):
        return UNKNOWN, results.of(entry, status="auth_error",
                                  detail=f"{name} refused surestep's credentials; no refund was "
                                         f"created. Fix {provider.setting}, then retry.")
    found = lookup(deps, provider, entry)
    if isinstance(found, Observed):
        return truth(provider, entry, found)
    looked = ("the lookup failed too" if isinstance(found, ProviderError)
              else "no refund for this intent was found")
    return UNKNOWN, results.of(entry, status="no_answer",
                              detail=f"{name}'s answer was lost: {exc.message}; {looked}. "
                                     f"Retrying is safe (same key).")


def lookup(deps: Deps, provider: RefundProvider, entry: Entry) -> Observed | ProviderError | None:
    """Find this intent's refund at the provider, by the marker attached at creation."""
    try:
        found = provider.find(entry)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "lookup", **exc.as_record()})
        return exc
    deps.ledger.record_response(entry.key, {"call": "lookup",
                                            "body": found.raw if found else None})
    return found


def read(deps: Deps, provider: RefundProvider, entry: Entry,
          refund_id: str) -> tuple[str, RefundResultRecord]:
    """The provider's truth about one refund, as a state and a result."""
    try:
        refund = provider.read(entry, refund_id)
    except Missing as exc:
        deps.ledger.record_response(entry.key, {"call": "retrieve", **exc.as_record()})
        return UNKNOWN, results.of(entry, refund_id=refund_id, status=MISSING,
                                               detail=missing(provider, entry, refund_id, exc))
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "retrieve", **exc.as_record()})
        return UNKNOWN, results.of(entry, refund_id=refund_id, status="unread",
                                  detail=f"Refund {refund_id} exists but reading it back failed "
                                         f"({exc.message}); verify again.")
    deps.ledger.record_response(entry.key, {"call": "retrieve", "body": refund.raw})
    return truth(provider, entry, refund)


# provider_status of a refund the provider says it does not have (404 on its read): not a
# confirmation of anything, whatever the ledger recorded before. Nothing re-reads it by itself
# (it is not an unsettled read) and the flow's next step is a person, not a retry.
MISSING = "missing"


def missing(provider: RefundProvider, entry: Entry, refund_id: str, exc: ProviderError) -> str:
    before = (f" surestep had recorded it as {entry.state} from an earlier read, which this "
              f"read does not confirm." if entry.state in REFUND_READ
              else "")
    return (f"{provider.label} does not know refund {refund_id} ({exc.status or 'missing'}"
            f"{' ' + exc.code if exc.code else ''}): the account's credentials may now belong "
            f"to another {provider.label} account, or the provider lost its data.{before} "
            f"Nothing was sent. Reconcile it by hand (GET /v1/intents/{entry.intent_id} holds "
            f"every answer) before telling the customer; a retry sends nothing new.")


def truth(provider: RefundProvider, entry: Entry,
          refund: Observed) -> tuple[str, RefundResultRecord]:
    """State and result from a read of the provider: a retrieve, or the lookup's listing, which
    is a read of the refund as it is now too (so a found refund is not read a second time)."""
    return refund.state, results.of(entry, refund=refund, verified=refund.state != UNKNOWN,
                                 detail=results.sentence(provider, refund))
