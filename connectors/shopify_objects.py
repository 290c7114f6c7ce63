"""The objects Shopify's Admin API answers with, as the small typed dataclasses the client
returns: transactions, refunds, an order's facts, suggested refunds.

Money is read in presentment currency (``presentmentMoney``): the currency the customer paid
in and the one surestep's refunds are made in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any


@dataclass(frozen=True)
class Transaction:
    """An OrderTransaction: kind SALE/CAPTURE/REFUND..., status SUCCESS/PENDING/..."""

    id: str
    kind: str
    status: str
    gateway: str | None
    amount: Decimal | None = None
    currency: str | None = None
    error_code: str | None = None
    parent_id: str | None = None

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "Transaction":
        amount, currency = money(raw) if raw.get("amountSet") else (None, None)
        return cls(id=raw["id"], kind=raw.get("kind") or "", status=raw.get("status") or "UNKNOWN",
                   gateway=raw.get("gateway"), amount=amount, currency=currency,
                   error_code=raw.get("errorCode"),
                   parent_id=(raw.get("parentTransaction") or {}).get("id"))


@dataclass(frozen=True)
class Refund:
    """A Refund with the REFUND transactions that carry its money, as read from Shopify."""

    id: str
    note: str | None
    order_id: str | None
    transactions: tuple[Transaction, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "Refund":
        nodes = ((raw.get("transactions") or {}).get("nodes") or [])
        return cls(id=raw["id"], note=raw.get("note"), order_id=(raw.get("order") or {}).get("id"),
                   transactions=tuple(Transaction.from_json(t) for t in nodes), raw=raw)


@dataclass(frozen=True)
class RefundSummary:
    """An order's refund as listed on the order: enough to recognise ours by its note."""

    id: str
    note: str | None


@dataclass(frozen=True)
class OrderRefund:
    """A refund as its order lists it: total refunded, dates, and its first transactions."""

    id: str
    note: str | None
    created_at: str | None
    updated_at: str | None
    refunded: Decimal  # totalRefundedSet, presentment
    transactions: tuple[Transaction, ...]

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "OrderRefund":
        nodes = (raw.get("transactions") or {}).get("nodes") or []
        return cls(raw["id"], raw.get("note"), raw.get("createdAt"), raw.get("updatedAt"),
                   _total(raw, "totalRefundedSet"), tuple(Transaction.from_json(t) for t in nodes))


@dataclass(frozen=True)
class OrderFacts:
    """An order as Shopify records it: presentment money (received, refunded), financial
    status, ``refundable``, cancellation, customer, e-mails, creation, and its refunds."""

    id: str
    currency: str
    received: Decimal
    refunded: Decimal
    financial_status: str | None
    refundable: bool
    cancelled_at: str | None
    created_at: str
    email: str | None
    customer_id: str | None
    customer_email: str | None
    refunds: tuple[OrderRefund, ...]
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "OrderFacts":
        customer = raw.get("customer") or {}
        return cls(id=raw["id"], currency=raw["presentmentCurrencyCode"],
                   received=_total(raw, "totalReceivedSet"),
                   refunded=_total(raw, "totalRefundedSet"),
                   financial_status=raw.get("displayFinancialStatus"),
                   refundable=bool(raw.get("refundable")), cancelled_at=raw.get("cancelledAt"),
                   created_at=raw["createdAt"], email=raw.get("email"),
                   customer_id=customer.get("id"),
                   customer_email=(customer.get("defaultEmailAddress") or {}).get("emailAddress"),
                   refunds=tuple(OrderRefund.from_json(r) for r in raw.get("refunds") or []),
                   raw=raw)


@dataclass(frozen=True)
class LineItem:
    """An order's line: its title, how many, how many may still be refunded, its unit price
    and what it cost after discounts (presentment money)."""

    id: str
    title: str
    quantity: int
    refundable_quantity: int
    unit: Decimal
    total: Decimal


@dataclass(frozen=True)
class ShippingLine:
    title: str
    amount: Decimal  # after discounts, presentment money


@dataclass(frozen=True)
class OrderLines:
    """What an order was for. ``complete`` is False when it has more lines than were read."""

    id: str
    currency: str
    lines: tuple[LineItem, ...]
    shipping: tuple[ShippingLine, ...]
    complete: bool
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "OrderLines":
        items = raw.get("lineItems") or {}
        ships = raw.get("shippingLines") or {}
        lines = tuple(_line_item(n) for n in items.get("nodes") or [])
        shipping = tuple(ShippingLine(n.get("title") or "", money(n, "discountedPriceSet")[0])
                         for n in ships.get("nodes") or [])
        more = any((part.get("pageInfo") or {}).get("hasNextPage") for part in (items, ships))
        return cls(raw["id"], raw["presentmentCurrencyCode"], lines, shipping, not more, raw)


def _line_item(node: dict[str, Any]) -> LineItem:
    """One of an order's lines: its title (else its name), the quantity ordered and still
    refundable (all of it when not given), the unit price and the total after discounts."""
    return LineItem(node["id"], node.get("title") or node.get("name") or "", node["quantity"],
                    node.get("refundableQuantity", node["quantity"]),
                    money(node, "originalUnitPriceSet")[0], money(node, "discountedTotalSet")[0])


@dataclass(frozen=True)
class SuggestedMove:
    """One suggested REFUND transaction: how much goes back through which parent."""

    parent_id: str | None
    gateway: str | None
    amount: Decimal
    currency: str | None


@dataclass(frozen=True)
class Suggestion:
    """Shopify's suggested refund for some line items: the total and its transactions."""

    amount: Decimal
    currency: str | None
    moves: tuple[SuggestedMove, ...]


def money(node: dict[str, Any], name: str = "amountSet") -> tuple[Decimal, str | None]:
    """A MoneyBag field's presentment amount and currency code (0 when absent)."""
    bag = (node.get(name) or {}).get("presentmentMoney") or {}
    return Decimal(bag.get("amount") or "0"), bag.get("currencyCode")


def _total(node: dict[str, Any], name: str) -> Decimal:
    return money(node, name)[0]

