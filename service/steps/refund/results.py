"""What a refund attempt records as its result, and the sentence a flow reads in ``detail``.

Shared by the refund step, its guard, its reads and its parking, so each builds the same shape.
"""

from __future__ import annotations

from service.ledger.refund_records import RefundResultRecord
from service.ledger.store import Entry
from service.providers.base import Observed
from service.states import COMPLETED, FAILED, PENDING


def of(entry: Entry, *, detail: str, refund: Observed | None = None, verified: bool = False,
       status: str | None = None, refund_id: str | None = None,
       retry_after: float | None = None, failure_reason: str | None = None
       ) -> RefundResultRecord:
    """The result of one attempt: the refund as read (or the request's amount and currency),
    whether it is verified, and the sentence for the flow. The judgment's ``guard``, once
    recorded for the intent, is carried into every later result (a replay, a re-read, a
    person's decision all answer the verdict that was recorded, never a new one). So is the
    escalation a person decided (``escalation_id`` and its ``reasons``): the refund a person
    approved completes with an event that names the escalation, as ``escalation.resolved``
    names the refund."""
    result: RefundResultRecord = {**_as_read(entry, refund, refund_id, status),
                                  "verified": verified, "detail": detail}
    if refund is not None and refund.failure_reason:
        result["failure_reason"] = refund.failure_reason
    elif failure_reason:
        result["failure_reason"] = failure_reason
    if retry_after is not None:
        result["retry_after"] = retry_after
    result.update(entry.refund_result.carried())
    return result


def sentence(label: str, refund: Observed) -> str:
    """What ``label`` (the provider's name) says of the refund as read, in the flow's words."""
    money = f"{refund.amount} {(refund.currency or '').upper()} (minor units)"
    name, status = label, refund.provider_status
    return {
        COMPLETED: f"{name} confirms refund {refund.id} of {money} succeeded.",
        PENDING: f"Refund {refund.id} of {money} is {status} at {name}; not settled yet.",
        FAILED: f"Refund {refund.id} of {money} is {status} at {name}"
                  + (f" ({refund.failure_reason})." if refund.failure_reason else "."),
    }.get(refund.state, f"Refund {refund.id} has status {status!r} at {name}, which does not "
                        f"settle it; verify again.")


def _as_read(entry: Entry, refund: Observed | None, refund_id: str | None,
             status: str | None) -> RefundResultRecord:
    """The refund's id, status, amount and currency: as the provider showed it when it was
    read, else as given (the id and status) and as the request asked (amount, currency)."""
    args = entry.refund_args
    if refund is None:
        return {"refund_id": refund_id, "provider_status": status, "amount": args.amount,
                "currency": args.currency}
    return {"refund_id": refund.id, "provider_status": refund.provider_status,
            "amount": refund.amount if refund.amount is not None else args.amount,
            "currency": refund.currency if refund.currency else args.currency}
