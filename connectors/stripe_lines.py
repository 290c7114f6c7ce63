"""What a Stripe payment was for, as small dataclasses: the lines of the Checkout Session or of
the invoice it paid, and their shipping (``StripeRefunds.order_lines`` reads them).

Stripe keeps no lines on a PaymentIntent. A payment made by Checkout has its session
(``GET /v1/checkout/sessions?payment_intent=``; its ``line_items`` only when expanded, then
``/v1/checkout/sessions/{id}/line_items`` for more), one that paid an invoice has its invoice
payment (``GET /v1/invoice_payments?payment[type]=payment_intent&payment[payment_intent]=``,
the invoice expanded; ``/v1/invoices/{id}/lines`` for more). Anything else: the amount alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Literal

Source = Literal["checkout_session", "invoice", "none"]


@dataclass(frozen=True)
class PaymentLine:
    description: str
    quantity: int
    unit_amount: int | None  # minor units; None when the price is not a whole minor unit
    amount_total: int  # minor units, what the line cost


@dataclass(frozen=True)
class PaymentLines:
    """The lines of one payment (``source`` none: Stripe holds none for it). ``complete`` is
    False when there were more pages than were read. ``raw`` is each answer, for the ledger."""

    source: Source
    source_id: str | None = None
    currency: str | None = None
    lines: tuple[PaymentLine, ...] = ()
    shipping: int = 0
    customer_email: str | None = None
    complete: bool = True
    raw: tuple[dict[str, Any], ...] = ()


def session_line(item: dict[str, Any]) -> PaymentLine:
    """A Checkout Session's ``item`` (stripe.LineItem)."""
    found = item.get("price")
    price: dict[str, Any] = found if isinstance(found, dict) else {}
    quantity = item.get("quantity") or 1
    total = int(item.get("amount_total") or 0)
    unit = price.get("unit_amount")
    return PaymentLine(str(item.get("description") or ""), quantity,
                       unit if isinstance(unit, int) else (total // quantity if total % quantity == 0 else None),
                       total)


def invoice_line(item: dict[str, Any]) -> PaymentLine:
    """An invoice's ``line_item`` (stripe.InvoiceLineItem); its unit price is
    ``pricing.unit_amount_decimal``."""
    quantity = item.get("quantity") or 1
    unit_raw = (item.get("pricing") or {}).get("unit_amount_decimal")
    try:
        unit_value = Decimal(str(unit_raw)) if unit_raw is not None else None
    except InvalidOperation:
        unit_value = None
    unit = int(unit_value) if unit_value is not None and unit_value == unit_value.to_integral_value() else None
    return PaymentLine(str(item.get("description") or ""), quantity, unit, int(item.get("amount") or 0))


def shipping_of(obj: dict[str, Any]) -> int:
    """A session's or an invoice's shipping, minor units (0 when none)."""
    cost = obj.get("shipping_cost")
    if isinstance(cost, dict) and isinstance(total := cost.get("amount_total"), int):
        return total
    details = obj.get("total_details")
    return int((details or {}).get("amount_shipping") or 0) if isinstance(details, dict) else 0
