"""One refund attempt's reads of the provider, each as a state and a result: the retrieve of a
known refund, the lookup by this intent's marker, and what an error of the create means.

The state is never optimistic: a read that fails is ``unknown`` (``unread``) and never undoes
what was verified before; a read the provider answers "no such refund" is ``missing``, which
is no confirmation of anything the ledger recorded before (``step._refresh`` moves it).
"""

from __future__ import annotations

from typing import Literal

from connectors.errors import AuthFailed, Missing, ProviderError, RateLimited, Rejected
from service.deps import Deps
from service.ledger.refund_records import RefundResultRecord
from service.ledger.store import Entry
from service.providers.base import Observed, RefundProvider
from service.states import FAILED, IN_PROGRESS, REFUND_READ, UNKNOWN
from service.steps.refund import results

# A provider's own refusal of more than is left (a concurrent refund of the same payment passed
# the guard's read too) gets the guard's code, so a flow branches on one failure_reason.
OVER_REFUND = dict.fromkeys(("amount_too_large", "charge_already_refunded"),
                            "amount_exceeds_refundable")


def after_create_error(deps: Deps, provider: RefundProvider, entry: Entry,
                        exc: ProviderError) -> tuple[str, RefundResultRecord]:
    """What an error of the create means: a refusal settles it (``create_refused``); any
    other error may hide a refund made, so the intent's refund is looked up first."""
    refused = create_refused(provider.label, provider.setting, entry, exc)
    if refused is not None:
        return refused
    found = lookup(deps, provider, entry)
    if isinstance(found, Observed):
        return truth(provider, entry, found)
    return answer_lost(provider.label, entry, exc, lookup_failed=found is not None)


def create_refused(label: str, setting: str, entry: Entry,
                   exc: ProviderError) -> tuple[str, RefundResultRecord] | None:
    """A create the provider refused before processing it (nothing was made: rejected,
    rate-limited, our credentials refused), or None: the error may hide a refund made."""
    if isinstance(exc, Rejected):
        return FAILED, results.of(entry, verified=True, status=exc.code or "rejected",
                                  failure_reason=OVER_REFUND.get(exc.code or ""),
                                  detail=f"{label} refused the refund: {exc.message}")
    if isinstance(exc, RateLimited):
        return UNKNOWN, results.of(entry, status="rate_limited", retry_after=exc.retry_after,
                                   detail=f"{label} rate-limited the request before processing "
                                          f"it; no refund was created. Retrying is safe.")
    if isinstance(exc, AuthFailed):
        return UNKNOWN, results.of(entry, status="auth_error",
                                   detail=f"{label} refused surestep's credentials; no refund "
                                          f"was created. Fix {setting}, then retry.")
    return None


def answer_lost(label: str, entry: Entry, exc: ProviderError,
                lookup_failed: bool) -> tuple[str, RefundResultRecord]:
    """The create's answer was lost and the lookup found no refund (or failed too):
    ``unknown``, never "no refund was created" (one may be on its way)."""
    looked = ("the lookup failed too" if lookup_failed
              else "no refund for this intent was found")
    return UNKNOWN, results.of(entry, status="no_answer",
                               detail=f"{label}'s answer was lost: {exc.message}; {looked}. "
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
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "retrieve", **exc.as_record()})
        return read_failed(provider.label, entry, refund_id, exc)
    deps.ledger.record_response(entry.key, {"call": "retrieve", "body": refund.raw})
    return truth(provider, entry, refund)


def read_failed(label: str, entry: Entry, refund_id: str,
                exc: ProviderError) -> tuple[str, RefundResultRecord]:
    """A retrieve that did not read the refund: ``unknown``, unverified: ``missing`` when the
    provider says it has no such refund, else ``unread`` (verify again)."""
    if isinstance(exc, Missing):
        return UNKNOWN, results.of(entry, refund_id=refund_id, status=MISSING,
                                   detail=missing(label, entry, refund_id, exc))
    return UNKNOWN, results.of(entry, refund_id=refund_id, status="unread",
                               detail=f"Refund {refund_id} exists but reading it back failed "
                                      f"({exc.message}); verify again.")


# provider_status of a refund the provider says it does not have (404 on its read): not a
# confirmation of anything, whatever the ledger recorded before. Nothing re-reads it by itself
# (it is not an unsettled read) and the flow's next step is a person, not a retry.
MISSING = "missing"


def missing(label: str, entry: Entry, refund_id: str, exc: ProviderError) -> str:
    """What a flow is told of a refund the provider says it does not have."""
    before = (f" surestep had recorded it as {entry.state} from an earlier read, which this "
              f"read does not confirm." if entry.state in REFUND_READ
              else "")
    return (f"{label} does not know refund {refund_id} ({exc.status or 'missing'}"
            f"{' ' + exc.code if exc.code else ''}): the account's credentials may now belong "
            f"to another {label} account, or the provider lost its data.{before} "
            f"Nothing was sent. Reconcile it by hand (GET /v1/intents/{entry.intent_id} holds "
            f"every answer) before telling the customer; a retry sends nothing new.")


def truth(provider: RefundProvider, entry: Entry,
          refund: Observed) -> tuple[str, RefundResultRecord]:
    """State and result from a read of the provider: a retrieve, or the lookup's listing, which
    is a read of the refund as it is now too (so a found refund is not read a second time)."""
    return observed(provider.label, entry, refund)


def observed(label: str, entry: Entry, refund: Observed) -> tuple[str, RefundResultRecord]:
    """``truth`` from the refund as read: its state, verified unless that state is
    ``unknown``, and the sentence that says what ``label`` said."""
    return refund.state, results.of(entry, refund=refund, verified=refund.state != UNKNOWN,
                                    detail=results.sentence(label, refund))


# What a re-read (``step._refresh``) does to the state an entry recorded.
Reread = Literal["move", "keep", "settle"]


def reread(recorded: str, state: str, provider_status: str | None) -> Reread:
    """What a re-read that found ``state`` (with ``provider_status``) does to an entry in
    ``recorded``: ``move`` it to unknown (the provider says it has no such refund, so what a
    read verified before is no longer confirmed), ``keep`` it (a failed read never downgrades
    what was verified before), or ``settle`` what was read (forward only)."""
    if state == UNKNOWN and provider_status == MISSING and recorded in REFUND_READ:
        return "move"
    if state == UNKNOWN and recorded not in (UNKNOWN, IN_PROGRESS):
        return "keep"
    return "settle"
