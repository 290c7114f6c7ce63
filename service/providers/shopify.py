"""Shopify refunds as the refund step sees them: create, read, find; each mapped to a state.

A Shopify Refund existing proves nothing about money: the outcome lives on the order's REFUND
transactions tied to it (``Refund.transactions``), whose status is PENDING, AWAITING_RESPONSE,
SUCCESS, FAILURE, ERROR or UNKNOWN. ``read`` maps them: all SUCCESS is completed; any FAILURE
or ERROR is failed (with the transaction's ``errorCode`` as the reason); any PENDING or
AWAITING_RESPONSE is pending; UNKNOWN, or no REFUND transaction at all, is unknown.

The marker that finds a refund again is in its ``note``: RefundInput has no metadata or
attributes, and the note is the one free-form field a Refund keeps and returns
(``Order.refunds { note }``). It holds the intent's provider key, which is also the
``@idempotent`` key: unique per tenant, intent and arguments, and meaningless to anyone else.

The note sent is the flow's note, a ticket line and the marker, at most ``NOTE_MAX`` characters
in all. Shopify's reference gives ``RefundInput.note`` no maximum (it says only "An optional
note that's attached to the refund"), so the bound is ours: the 1,000 characters the edge used to
allow the flow's note alone now hold everything sent, and the edge (``note_room``) refuses a note
that would not fit with its ticket line and marker, instead of a refund failing at Shopify.

``facts`` reads the order in presentment money (the money the refunds are made in). It is
refundable when Shopify says so (``refundable``), its ``displayFinancialStatus`` is PAID,
PARTIALLY_PAID or PARTIALLY_REFUNDED, and it is not cancelled (``cancelledAt``). A prior
refund is outstanding when it moved or may be moving money: ``totalRefundedSet`` above zero,
or a REFUND transaction that is SUCCESS, PENDING, AWAITING_RESPONSE or UNKNOWN (an UNKNOWN one
may have moved it); its amount is the larger of the two. ``refunded`` is the larger of the
order's ``totalRefundedSet`` and what its outstanding refunds add up to, so money still on its
way back counts against what is left whether or not Shopify's total includes it yet.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from connectors.errors import Rejected
from connectors.shopify import PROVIDER, ShopifyAdmin
from connectors.shopify_objects import OrderFacts, OrderRefund, Refund, Transaction
from service import tracing
from service.config import Settings
from service.ids import provider_key
from service.ledger.connection import Store
from service.ledger.shopify_budget import CostBudget
from service.ledger.store import Entry
from service.providers.base import Observed, PaymentFacts, PriorRefund

# ISO 4217 minor-unit exponents other than 2 (Shopify's Money is a decimal amount).
_EXPONENTS = {**dict.fromkeys(("BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG",
                               "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"), 0),
              **dict.fromkeys(("BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"), 3)}
PAYMENT_KINDS = ("SALE", "CAPTURE")
NOTE_MAX = 1000
MARKER_PREFIX = "[surestep "  # every intent's marker starts so: a refund surestep made
PAID = ("PAID", "PARTIALLY_PAID", "PARTIALLY_REFUNDED")  # displayFinancialStatus with money in
MOVING = ("SUCCESS", "PENDING", "AWAITING_RESPONSE", "UNKNOWN")  # a REFUND that may move money


def refund_note(note: str | None, ticket_id: str | None, marker: str) -> str:
    """The note sent with a refund: the flow's note, the ticket, our marker (one per line)."""
    ticket = f"Support ticket {ticket_id}" if ticket_id else None
    return "\n".join(filter(None, (note, ticket, marker)))


def marker_for(provider_key: str) -> str:
    """The marker that finds an intent's refund among the order's refunds."""
    return f"{MARKER_PREFIX}{provider_key}]"


def note_room(ticket_id: str | None) -> int:
    """How many characters the flow's own note may have with this ticket id, so that the
    note sent (with its ticket line and marker) stays within NOTE_MAX."""
    marker = marker_for(provider_key("", "", "", ""))  # every key has the same length
    return NOTE_MAX - len(refund_note(None, ticket_id, marker)) - 1  # -1: the line break


def to_money(minor: int, currency: str) -> str:
    """Integer minor units to Shopify's decimal Money string (1200 USD -> "12.00")."""
    exponent = _EXPONENTS.get(currency.upper(), 2)
    return f"{Decimal(minor).scaleb(-exponent):.{exponent}f}"


def to_minor(amount: Decimal, currency: str) -> int:
    """Shopify's decimal amount to integer minor units."""
    return int(amount.scaleb(_EXPONENTS.get(currency.upper(), 2)).to_integral_value())


class ShopifyProvider:
    """Shopify refunds through refundCreate @idempotent, verified on REFUND transactions."""

    name, label, setting = PROVIDER, "Shopify", "SHOPIFY_ACCESS_TOKEN"
    STATES = {"SUCCESS": "completed", "PENDING": "pending", "AWAITING_RESPONSE": "pending",
              "FAILURE": "failed", "ERROR": "failed", "UNKNOWN": "unknown"}

    def __init__(self, client: ShopifyAdmin):
        self.client = client

    @tracing.provider_call("create")
    def create(self, entry: Entry) -> Observed:
        created = self.client.create_refund(self.refund_input(entry),
                                            idempotency_key=entry.provider_key)
        return self._observed(created)

    @tracing.provider_call("read")
    def read(self, entry: Entry, refund_id: str) -> Observed:
        return self._observed(self.client.refund(refund_id))

    @tracing.provider_call("find")
    def find(self, entry: Entry) -> Observed | None:
        marker = self.marker(entry)
        for refund in self.client.order_refunds(_order_id(entry)):
            if marker in (refund.note or ""):
                return self.read(entry, refund.id)
        return None

    @tracing.provider_call("facts")
    def facts(self, entry: Entry, window_s: float = 0) -> PaymentFacts:
        """The order as Shopify records it, with its refunds (see the module docstring); one
        query whatever ``window_s`` (Order.refunds has no pages)."""
        order = self.client.order_facts(_order_id(entry))
        currency, marker = order.currency, self.marker(entry)
        refunds = tuple(_prior(r, currency, marker) for r in order.refunds)
        cancelled = order.cancelled_at is not None
        unknown = _not_given(order)
        return PaymentFacts(
            id=order.id, status="CANCELLED" if cancelled else order.financial_status or "UNKNOWN",
            refundable=order.refundable and not cancelled and order.financial_status in PAID,
            currency=currency.lower(),
            paid=None if "captured" in unknown else to_minor(order.received, currency),
            refunded=None if "refunded" in unknown else _refunded(order, refunds),
            refunds=refunds, customer_id=order.customer_id, emails=_emails(order),
            created=_seconds(order.created_at), raw=order.raw, unknown_fields=unknown)

    @staticmethod
    def marker(entry: Entry) -> str:
        return marker_for(entry.provider_key)

    def refund_input(self, entry: Entry) -> dict[str, Any]:
        """What is sent: the same for every attempt of an intent, so the key only replays."""
        args, order_id = entry.args, _order_id(entry)  # the request as stored: what is sent
        data: dict[str, Any] = {"orderId": order_id, "note": refund_note(
            args.get("note"), args.get("ticket_id"), self.marker(entry))}
        if "notify" in args:
            data["notify"] = bool(args["notify"])
        if args.get("refund_line_items"):
            items = [{"lineItemId": li["line_item_id"], "quantity": li["quantity"]}
                     for li in args["refund_line_items"]]
            suggestion = self.client.suggest_refund(order_id, items)
            data["refundLineItems"] = items
            data["transactions"] = [
                {"orderId": order_id, "parentId": move.parent_id, "gateway": move.gateway,
                 "kind": "REFUND", "amount": f"{move.amount}"}
                for move in suggestion.moves if move.amount > 0 and move.parent_id]
            return data
        currency = args["currency"].upper()
        parent = self._payment(order_id)
        data["currency"] = currency
        data["transactions"] = [{"orderId": order_id, "parentId": parent.id,
                                 "gateway": parent.gateway, "kind": "REFUND",
                                 "amount": to_money(args["amount"], currency)}]
        return data

    def _payment(self, order_id: str) -> Any:
        """The order's first successful SALE or CAPTURE: a stable choice across retries."""
        for transaction in self.client.order_payments(order_id):
            if transaction.kind in PAYMENT_KINDS and transaction.status == "SUCCESS":
                return transaction
        raise Rejected(f"Order {order_id} has no successful SALE or CAPTURE to refund.",
                       provider=PROVIDER, code="NO_PAYMENT")

    def _observed(self, refund: Refund) -> Observed:
        refunds = [t for t in refund.transactions if t.kind == "REFUND"]
        state, status, reason = _refund_state(refunds)
        currency, amount = _refund_amount(refunds)
        return Observed(id=refund.id, state=state, provider_status=status, amount=amount,
                        currency=currency.lower() if currency else None, failure_reason=reason,
                        raw=refund.raw)

    def close(self) -> None:
        self.client.close()


# What each fact is called in Shopify's order: the connector reads an absent MoneyBag as 0, so
# a figure Shopify did not give is unknown, never a zero.
_ORDER_FIELDS = (("captured", "totalReceivedSet"), ("refunded", "totalRefundedSet"),
                 ("customer", "customer"))


def _not_given(order: OrderFacts) -> dict[str, str]:
    """The facts the order's read left out, by the field Shopify did not give."""
    return {fact: name for fact, name in _ORDER_FIELDS if name not in order.raw}


def _refunded(order: OrderFacts, refunds: tuple[PriorRefund, ...]) -> int:
    """What the order has refunded, minor units: Shopify's total, or more when refunds still
    on their way (outstanding) add up to more."""
    on_the_way = sum(r.amount or 0 for r in refunds if r.outstanding)
    return max(to_minor(order.refunded, order.currency), on_the_way)


def _emails(order: OrderFacts) -> frozenset[str]:
    """The order's e-mail and its customer's, trimmed and lower-cased."""
    emails = {e.strip().lower() for e in (order.email, order.customer_email) if e}
    return frozenset(emails - {""})


def _refund_state(refunds: list[Transaction]) -> tuple[str, str, str | None]:
    """The flow state, Shopify's status and the failure reason of a refund's REFUND
    transactions: none is ``unknown`` (NO_REFUND_TRANSACTION); one FAILURE or ERROR makes it
    ``failed`` (its error code, else its status); then one PENDING or AWAITING_RESPONSE makes
    it ``pending``; ``completed`` only when every one is SUCCESS; anything else ``unknown``."""
    if not refunds:
        return "unknown", "NO_REFUND_TRANSACTION", None
    failed = next((t for t in refunds if t.status in ("FAILURE", "ERROR")), None)
    if failed is not None:
        return "failed", failed.status, _failure_reason(failed)
    pending = next((t.status for t in refunds if t.status in ("PENDING", "AWAITING_RESPONSE")),
                   None)
    if pending is not None:
        return "pending", pending, None
    if all(t.status == "SUCCESS" for t in refunds):
        return "completed", "SUCCESS", None
    return "unknown", "UNKNOWN", None


def _failure_reason(failed: Transaction) -> str:
    """Why a REFUND transaction failed: Shopify's error code, else its status in lower case."""
    return failed.error_code or failed.status.lower()


def _refund_amount(refunds: list[Transaction]) -> tuple[str | None, int | None]:
    """The currency (the first transaction's that names one) and the amount in its minor
    units that a refund's REFUND transactions move; both None when none names a currency."""
    currency = next((t.currency for t in refunds if t.currency), None)
    if not currency:
        return None, None
    return currency, sum(to_minor(t.amount, t.currency or currency) for t in refunds
                         if t.amount is not None)


def _prior(refund: OrderRefund, currency: str, marker: str) -> PriorRefund:
    """One of the order's refunds: what it moved or is moving, and whose marker it carries."""
    moving = [t for t in refund.transactions if t.kind == "REFUND" and t.status in MOVING]
    moved = sum(to_minor(t.amount, t.currency or currency) for t in moving
                if t.amount is not None)
    amount = max(to_minor(refund.refunded, currency), moved)
    note = refund.note or ""
    return PriorRefund(id=refund.id, amount=amount,
                       created=_seconds(refund.created_at or refund.updated_at),
                       outstanding=amount > 0 or bool(moving), ours=marker in note,
                       by_surestep=MARKER_PREFIX in note)


def _seconds(stamp: str | None) -> float:
    """Shopify's ISO 8601 DateTime ("2026-04-01T12:00:00Z") as unix seconds (0 if absent)."""
    return datetime.fromisoformat(stamp).timestamp() if stamp else 0.0


def build(config: Settings, store: Store) -> ShopifyProvider:
    """The provider for ``SHOPIFY_SHOP_URL``, its cost budget kept in ``store``."""
    return build_for(config["SHOPIFY_SHOP_URL"] or "", config.get("SHOPIFY_ACCESS_TOKEN") or "",
                     config["SHOPIFY_API_VERSION"], config, store)


def build_for(shop_url: str, token: str, api_version: str, config: Settings,
              store: Store) -> ShopifyProvider:
    """The provider for one shop (the environment's, or a tenant's account), with the shop's
    cost budget kept in ``store`` (the ledger) and shared by every process and account that reaches it."""
    shop_url = shop_url.rstrip("/")
    shop = shop_url.split("://", 1)[-1]
    timeout_s = config["SURESTEP_PROVIDER_TIMEOUT_S"]
    budget = CostBudget(store, shop, max_wait_s=config["SHOPIFY_MAX_WAIT_S"],
                        probe_s=timeout_s)
    return ShopifyProvider(ShopifyAdmin(shop_url, token, api_version, timeout_s, budget))


def _order_id(entry: Entry) -> str:
    """The order a Shopify refund is for (the step refuses a request without one)."""
    order_id = entry.refund_args.order_id
    if not order_id:
        raise ValueError(f"Shopify refund {entry.intent_id!r} was recorded without an order_id")
    return order_id
