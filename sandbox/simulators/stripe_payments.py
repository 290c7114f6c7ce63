"""The Stripe simulator's payments: PaymentIntents, their Charges and Customers, as Stripe shows
them to a read (``GET /v1/payment_intents/<id>``, ``GET /v1/charges/<id>``), with ``expand``.

Field names, types and nullability follow the stripe SDK's generated classes
(``stripe._payment_intent.PaymentIntent``, ``stripe._charge.Charge``, ``stripe._customer.Customer``):
a PaymentIntent's ``amount_received``, ``customer``, ``receipt_email``, ``status``, ``created`` and
``latest_charge``; a Charge's ``amount_captured``, ``amount_refunded``, ``billing_details.email``,
``captured``, ``paid``, ``refunded`` and ``status``. Only what surestep reads is simulated; the
statuses are Stripe's own (a PaymentIntent can be ``succeeded``, ``processing``,
``requires_payment_method``, ``requires_capture``, ``canceled``...).

Expansion (docs.stripe.com/api/expanding_objects): ``customer`` and ``latest_charge`` on a
PaymentIntent, ``customer`` and ``refunds`` on a Charge, and dotted paths through them
(``latest_charge.refunds``); anything else is Stripe's 400 "This property cannot be expanded".
A Charge's ``refunds`` is no longer included unless expanded (API version 2022-11-15); expanded,
it is a list object with the newest 10 and ``has_more``.

Refunds (``stripe._refund.Refund``) are rendered here too. ``destination_details`` is never null
(an object with its ``type``, here always ``card``: the simulator's payments are card payments):
``card.reference`` (the acquirer reference number) is there once the refund succeeded,
``reference_status`` ``pending`` before, ``unavailable`` when it failed or was canceled. A
``requires_action`` refund's ``next_action`` is ``display_details``: the refund-instructions
e-mail (sent at creation to ``instructions_email``, else the payment's receipt, customer or
billing e-mail) and ``expires_at`` (``INSTRUCTIONS_TTL_S`` after creation: the simulator's
choice, Stripe does not publish the span).
"""

from __future__ import annotations

import secrets
import string
from dataclasses import dataclass, field
from typing import Any, Callable

PI_STATUSES = ("requires_payment_method", "requires_confirmation", "requires_action",
               "processing", "requires_capture", "canceled", "succeeded")
EMBEDDED_REFUNDS = 10
INSTRUCTIONS_TTL_S = 45 * 24 * 60 * 60
_EXPANDABLE = {"payment_intent": {"customer", "latest_charge"}, "charge": {"customer", "refunds"}}


@dataclass
class Payment:
    """A PaymentIntent with its one charge (the simulator's payments never retry)."""

    payment_intent: str
    charge: str
    amount: int
    currency: str
    created: int = 0
    status: str = "succeeded"
    customer: str | None = None
    customer_email: str | None = None
    receipt_email: str | None = None
    billing_email: str | None = None
    captured: int | None = None  # None: all of amount once succeeded
    account: str | None = None  # the connected account it was made in (None: the platform)

    @property
    def amount_captured(self) -> int:
        if self.status != "succeeded":
            return 0
        return self.amount if self.captured is None else self.captured

    def to_json(self) -> dict:
        return {"payment_intent": self.payment_intent, "charge": self.charge,
                "amount": self.amount, "currency": self.currency, "account": self.account}


def new_id(prefix: str, length: int = 24) -> str:
    alphabet = string.ascii_letters + string.digits
    return prefix + "".join(secrets.choice(alphabet) for _ in range(length))



@dataclass
class Refund:
    """A refund plus the simulator's own bookkeeping (settlement, who created it)."""

    id: str
    seq: int
    amount: int
    payment: Payment
    created: int
    metadata: dict
    reason: str | None
    status: str
    api_key: str
    idempotency_key: str | None
    settles_at: float | None = None
    outcome: str = "succeeded"
    outcome_failure_reason: str = "declined"
    failure_reason: str | None = None
    instructions_email: str | None = None
    balance_transaction: str = field(default_factory=lambda: new_id("txn_"))
    reference: str = field(default_factory=lambda: "".join(
        secrets.choice(string.digits) for _ in range(23)))

    def settle(self, now: float) -> None:
        """Move a pending refund to its outcome once its settlement time has passed."""
        if self.status == "pending" and self.settles_at is not None and now >= self.settles_at:
            self.set_status(self.outcome, self.outcome_failure_reason)

    def set_status(self, status: str, failure_reason: str | None = None) -> None:
        self.status, self.settles_at = status, None
        self.failure_reason = (failure_reason or "unknown") if status == "failed" else None

    def to_json(self) -> dict:
        body = {
            "id": self.id, "object": "refund", "amount": self.amount,
            "balance_transaction": self.balance_transaction, "charge": self.payment.charge,
            "created": self.created, "currency": self.payment.currency,
            "destination_details": self._destination(), "metadata": dict(self.metadata),
            "payment_intent": self.payment.payment_intent, "reason": self.reason,
            "receipt_number": None, "source_transfer_reversal": None,
            "status": self.status, "transfer_reversal": None,
        }
        if self.status == "failed":
            body["failure_reason"] = self.failure_reason
            body["failure_balance_transaction"] = "txn_fail_" + self.id[3:]
        if self.status == "requires_action":
            body["next_action"] = {"type": "display_details", "display_details": {
                "email_sent": {"email_sent_at": self.created, "email_sent_to": self._email()},
                "expires_at": self.created + INSTRUCTIONS_TTL_S}}
        return body

    def _destination(self) -> dict:
        status = {"succeeded": "available", "pending": "pending",
                  "requires_action": "pending"}.get(self.status, "unavailable")
        return {"type": "card", "card": {
            "reference": self.reference if status == "available" else None,
            "reference_status": status, "reference_type": "acquirer_reference_number",
            "type": "refund"}}

    def _email(self) -> str:
        p = self.payment
        return (self.instructions_email or p.receipt_email or p.customer_email
                or p.billing_email or f"{p.customer or p.payment_intent}@customers.example")


def parse_expand(raw: Any) -> list[list[str]]:
    """``expand[]=a.b`` as decoded (a list, or one string) into paths."""
    items = raw if isinstance(raw, list) else ([] if raw in (None, "") else [raw])
    return [str(item).split(".") for item in items]


def _children(paths: list[list[str]], name: str) -> list[list[str]]:
    return [path[1:] for path in paths if path[0] == name and len(path) > 1]


def unexpandable(kind: str, paths: list[list[str]]) -> str | None:
    """The first path that cannot be expanded from a ``kind`` object, or None."""
    for path in paths:
        here = kind
        for part in path:
            if here is None or part not in _EXPANDABLE.get(here, ()):
                return ".".join(path)
            here = {"latest_charge": "charge"}.get(part)
    return None


@dataclass
class PaymentViews:
    """Renders payments as Stripe does; ``refunds_of`` gives a charge's refunds, newest first,
    as JSON (the simulator owns them)."""

    refunds_of: Callable[[Payment], list[dict]]
    refunded: Callable[[Payment], int]
    customers: dict[str, dict] = field(default_factory=dict)

    def payment_intent(self, p: Payment, paths: list[list[str]]) -> dict:
        expanded = {path[0] for path in paths}
        charge: Any = p.charge if p.status == "succeeded" else None
        if charge and "latest_charge" in expanded:
            charge = self.charge(p, _children(paths, "latest_charge"))
        return {
            "id": p.payment_intent, "object": "payment_intent", "amount": p.amount,
            "amount_capturable": p.amount if p.status == "requires_capture" else 0,
            "amount_received": p.amount_captured, "canceled_at": None,
            "cancellation_reason": None, "capture_method": "automatic",
            "confirmation_method": "automatic", "created": p.created,
            "currency": p.currency, "customer": self._customer(p, "customer" in expanded),
            "description": None, "latest_charge": charge, "livemode": False, "metadata": {},
            "payment_method_types": ["card"], "receipt_email": p.receipt_email,
            "status": p.status,
        }

    def charge(self, p: Payment, paths: list[list[str]]) -> dict:
        expanded = {path[0] for path in paths}
        refunded = self.refunded(p)
        body = {
            "id": p.charge, "object": "charge", "amount": p.amount,
            "amount_captured": p.amount_captured, "amount_refunded": refunded,
            "billing_details": {"address": None, "email": p.billing_email, "name": None,
                                "phone": None, "tax_id": None},
            "captured": p.amount_captured > 0, "created": p.created, "currency": p.currency,
            "customer": self._customer(p, "customer" in expanded), "disputed": False,
            "livemode": False, "metadata": {}, "paid": p.status == "succeeded",
            "payment_intent": p.payment_intent, "receipt_email": p.receipt_email,
            "refunded": refunded >= p.amount_captured > 0,
            "status": "succeeded" if p.status == "succeeded" else "pending",
        }
        if "refunds" in expanded:
            rows = self.refunds_of(p)
            body["refunds"] = {"object": "list", "data": rows[:EMBEDDED_REFUNDS],
                               "has_more": len(rows) > EMBEDDED_REFUNDS,
                               "url": f"/v1/charges/{p.charge}/refunds"}
        return body

    def _customer(self, p: Payment, expand: bool) -> Any:
        if p.customer is None or not expand:
            return p.customer
        return {"id": p.customer, "object": "customer", "email": p.customer_email,
                "created": p.created, "livemode": False, "metadata": {}, "name": None}
