"""GraphQL views of the simulator's store: dicts shaped like Shopify's Admin API objects.

graphql-core's default resolver reads dict keys and calls callables with ``(info, **args)``,
so fields that take arguments (``first``, ``refundLineItems``) are lambdas here.
"""

from __future__ import annotations

from datetime import datetime, timezone
from decimal import Decimal
from typing import Any, Callable

from graphql import GraphQLError

from sandbox.simulators.shopify_store import (
    PARENT_KINDS,
    Customer,
    LineItem,
    Order,
    Refund,
    ShippingCharge,
    Store,
    Transaction,
    UserErrors,
    gid,
    money,
)

MAX_PAGE = 250  # Shopify's largest `first`


def iso(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _first(first: Any) -> int | None:
    if first is not None and not 0 <= first <= MAX_PAGE:
        raise GraphQLError(f"The value of first must be between 0 and {MAX_PAGE}.")
    return first


def paged(make: Callable[[], list]) -> Callable:
    """A list field with an optional `first` argument."""
    return lambda info, first=None: make()[:_first(first)]


def connection(make: Callable[[], list]) -> Callable:
    def resolve(info, first=None):
        items = make()
        page = items[:_first(first)]
        return {"nodes": page, "edges": [{"cursor": str(n), "node": item}
                                         for n, item in enumerate(page)],
                "pageInfo": {"hasNextPage": len(items) > len(page), "hasPreviousPage": False}}
    return resolve


def transaction_view(t: Transaction) -> dict:
    return {"id": gid("OrderTransaction", t.id), "kind": t.kind, "status": t.status,
            "gateway": t.gateway, "errorCode": t.error_code, "test": True,
            "createdAt": iso(t.created),
            "processedAt": iso(t.created) if t.status != "PENDING" else None,
            "amountSet": money(t.amount, t.currency),
            "parentTransaction": lambda info: transaction_view(t.parent) if t.parent else None}


def line_item_view(line: LineItem, currency: str) -> dict:
    # no discounts here: what the line cost is its unit price times its quantity
    return {"id": gid("LineItem", line.id), "name": line.name, "title": line.name,
            "quantity": line.quantity, "refundableQuantity": line.quantity - line.refunded,
            "originalUnitPriceSet": money(line.unit, currency),
            "originalTotalSet": money(line.unit * line.quantity, currency),
            "discountedTotalSet": money(line.unit * line.quantity, currency)}


def shipping_line_view(line: ShippingCharge, currency: str) -> dict:
    return {"id": gid("ShippingLine", line.id), "title": line.title, "code": line.title,
            "originalPriceSet": money(line.amount, currency),
            "discountedPriceSet": money(line.amount, currency)}


def refund_line_views(lines: list, currency: str) -> list[dict]:
    return [{"lineItem": line_item_view(line, currency), "quantity": qty, "restockType": restock}
            for line, qty, restock in lines]


def refund_view(store: Store, refund: Refund) -> dict:
    order = refund.order
    settled = sum((t.amount for t in refund.transactions if t.status == "SUCCESS"), Decimal(0))
    return {"id": gid("Refund", refund.id), "note": refund.note, "createdAt": iso(refund.created),
            "updatedAt": iso(refund.created),
            "order": lambda info: order_view(store, order),
            "totalRefundedSet": money(settled, order.currency),
            "refundLineItems": connection(lambda: refund_line_views(refund.line_items,
                                                                    order.currency)),
            "transactions": connection(lambda: [transaction_view(t)
                                                for t in refund.transactions])}


def order_view(store: Store, order: Order) -> dict:
    customer = order.customer
    return {"id": gid("Order", order.id), "name": order.name, "currencyCode": order.currency,
            "presentmentCurrencyCode": order.currency, "email": order.email,
            "createdAt": iso(order.created),
            "cancelledAt": iso(order.cancelled_at) if order.cancelled_at is not None else None,
            "displayFinancialStatus": order.financial_status(),
            "refundable": order.refundable(),
            "customer": customer_view(customer) if customer else None,
            "totalReceivedSet": money(order.total(PARENT_KINDS), order.currency),
            "totalRefundedSet": money(order.total(("REFUND",)), order.currency),
            "transactions": paged(lambda: [transaction_view(t) for t in order.transactions]),
            "refunds": paged(lambda: [refund_view(store, r) for r in order.refunds]),
            "lineItems": connection(lambda: [line_item_view(li, order.currency)
                                             for li in order.line_items]),
            "shippingLines": connection(lambda: [shipping_line_view(s, order.currency)
                                                 for s in order.shipping]),
            "suggestedRefund": lambda info, refundLineItems=None, suggestFullRefund=None:
                suggested_view(store, order, refundLineItems, suggestFullRefund)}


def customer_view(customer: Customer) -> dict:
    address = {"emailAddress": customer.email} if customer.email else None
    return {"id": gid("Customer", customer.id), "defaultEmailAddress": address,
            "email": customer.email}


def suggested_view(store: Store, order: Order, items: list[dict] | None,
                   full: bool | None) -> dict:
    if full:
        items = [{"lineItemId": gid("LineItem", li.id), "quantity": li.quantity - li.refunded}
                 for li in order.line_items if li.quantity > li.refunded]
    try:
        suggestion = store.suggest(order, items)
    except UserErrors as exc:
        raise GraphQLError(exc.errors[0]["message"]) from None
    parent, amount = suggestion["parent"], suggestion["amount"]
    transactions = [] if parent is None or amount <= 0 else [{
        "amountSet": money(amount, order.currency), "gateway": parent.gateway,
        "kind": "SUGGESTED_REFUND", "parentTransaction": transaction_view(parent)}]
    return {"amountSet": money(amount, order.currency),
            "refundLineItems": refund_line_views(suggestion["lines"], order.currency),
            "suggestedTransactions": transactions}
