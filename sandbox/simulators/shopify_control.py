"""The Shopify simulator's control plane: create orders, read its own record of refunds and
transactions, force a transaction's status, change settlement and throttling settings.

A mixin of `ShopifySimulator` (it uses the simulator's `lock`, `clock`, `store`, `config`).
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from decimal import Decimal
from typing import Any

from sandbox.simulators.base import Request, Response
from sandbox.simulators.shopify_schema import SCHEMA
from sandbox.simulators.shopify_store import STATUSES, gid, gid_number

DEFAULT_CONFIG = {"refund_pending_s": 0.0, "refund_outcome": "SUCCESS",
                  "refund_error_code": "CARD_DECLINED", "refund_initial_status": None,
                  "refund_attempt_error": False, "bucket_max": 1000.0, "restore_rate": 50.0,
                  "throttle_http_status": 200,
                  # once: another client of the same app spends `points` just as the next
                  # request for the root field `operation` arrives, before its own charge
                  "spend_before": None,
                  # the shop (one instance is one shop): null access_tokens takes any
                  # well-formed token, as by default; a list takes those tokens only
                  "access_tokens": None, "shop_name": "Surestep Test Shop",
                  "shop_domain": "surestep-test.myshopify.com", "shop_email": "owner@example.com"}
TOKEN = re.compile(r"shp(at|ca|ss|pa)_[A-Za-z0-9_]+")  # a well-formed Admin API access token
_CHECKS = {
    "refund_pending_s": lambda v: isinstance(v, (int, float)) and v >= 0,
    "refund_outcome": lambda v: v in ("SUCCESS", "FAILURE", "ERROR"),
    "refund_error_code": lambda v: isinstance(v, str) and v != "",
    "refund_initial_status": lambda v: v is None or v in STATUSES,
    "refund_attempt_error": lambda v: isinstance(v, bool),
    "bucket_max": lambda v: isinstance(v, (int, float)) and v >= 1,
    "restore_rate": lambda v: isinstance(v, (int, float)) and v > 0,
    "throttle_http_status": lambda v: v in (200, 429),
    "spend_before": lambda v: v is None or (
        isinstance(v, dict) and set(v) == {"operation", "points"}
        and isinstance(v["operation"], str) and re.fullmatch(r"[A-Za-z_]\w*", v["operation"])
        is not None and type(v["points"]) in (int, float) and v["points"] > 0),
    "access_tokens": lambda v: v is None or (isinstance(v, list) and all(
        isinstance(t, str) and TOKEN.fullmatch(t) for t in v)),
    "shop_name": lambda v: isinstance(v, str) and v.strip() != "",
    "shop_domain": lambda v: isinstance(v, str) and re.fullmatch(
        r"[a-z0-9][a-z0-9-]*\.myshopify\.com", v) is not None,
    "shop_email": lambda v: isinstance(v, str) and "@" in v,
}
_ORDER_FIELDS = {"amount", "currency", "line_items", "gateway", "id", "customer_id", "email",
                 "customer_email", "created_at", "cancelled", "shipping"}
DEFAULT = object()  # "not given", as against an explicit null
_YEAR_10000 = 253402300800.0


class ShopifyControl:
    """`/_sim/orders`, `/_sim/refunds`, `/_sim/transactions/<n>/status`, `/_sim/config`."""

    def add_control_routes(self, router: Any) -> None:
        router.add("POST", "/_sim/orders", self._ctl_add_order)
        router.add("GET", "/_sim/orders", lambda req: Response(200, {"data": self.orders()}))
        router.add("GET", "/_sim/refunds",
                   lambda req: Response(200, {"data": req.matching(self.refunds(), "order_id")}))
        router.add("POST", r"/_sim/transactions/(?P<txn>[^/]+)/status", self._ctl_set_status)
        router.add("POST", "/_sim/config", self._ctl_configure)
        router.add("GET", "/_sim/config", lambda req: Response(200, dict(self.config)))

    def add_order(self, amount: int | None = None, currency: str = "USD",
                  line_items: list[dict] | None = None, gateway: str = "shopify_payments",
                  id: int | None = None, customer_id: Any = DEFAULT,  # noqa: A002
                  email: Any = DEFAULT, customer_email: Any = DEFAULT,
                  created_at: Any = None, cancelled: bool = False,
                  shipping: Any = None) -> dict:
        """A paid order (line items and one successful SALE); ValueError if invalid.

        Its customer is ``customer_id`` (a number or Customer gid; None: a guest checkout;
        default: the order's own number), whose e-mail is ``customer_email`` (default
        ``customer<n>@example.com``); the order's ``email`` defaults to the customer's.
        ``created_at`` (unix seconds or ISO 8601; default now) dates the order and its SALE;
        ``cancelled`` marks it cancelled now. ``shipping`` (minor units, or ``[{"title",
        "amount"}]``) adds shipping lines, charged in the SALE with the items."""
        if (amount is None) == (line_items is None):
            raise ValueError("give exactly one of amount or line_items")
        if amount is not None:
            line_items = [{"name": "Item", "quantity": 1, "unit_amount": amount}]
        items = []
        for item in line_items or []:
            qty, unit = item.get("quantity"), item.get("unit_amount")
            if not all(type(v) is int and v >= 1 for v in (qty, unit)):
                raise ValueError("quantity and unit_amount must be positive integers")
            items.append((str(item.get("name") or "Item"), qty, Decimal(unit) / 100))
        if not items or currency not in SCHEMA.type_map["CurrencyCode"].values:
            raise ValueError("need at least one line item and a supported currency code")
        if id is not None and (type(id) is not int or id < 1):
            raise ValueError("id must be a positive integer")
        created = None if created_at is None else _timestamp(created_at)
        charges = _shipping(shipping)
        customer = None if customer_id in (None, DEFAULT) else _customer_number(customer_id)
        for name, value in (("email", email), ("customer_email", customer_email)):
            if value not in (None, DEFAULT) and (type(value) is not str or "@" not in value):
                raise ValueError(f"{name} must be an e-mail address or null")
        if type(cancelled) is not bool:
            raise ValueError("cancelled must be true or false")
        with self.lock:
            now = self.clock.now()
            order = self.store.add_order(items, currency, str(gateway), now, id, created, charges)
            if customer_id is not None:
                number = order.id if customer is None else customer
                known = self.store.customers.get(number)
                address = customer_email
                if address is DEFAULT:
                    address = known.email if known else f"customer{number}@example.com"
                order.customer = self.store.customer(number, address)
            if email is DEFAULT:
                email = order.customer.email if order.customer else None
            order.email = email
            order.cancelled_at = now if cancelled else None
            return self._order_json(order)

    def orders(self) -> list[dict]:
        with self.lock:
            return [self._order_json(o) for o in self.store.orders.values()]

    def refunds(self) -> list[dict]:
        """Every refund with its transactions as they are now, oldest first."""
        with self.lock:
            rows = sorted(self.store.refunds.values(), key=lambda r: r.id)
            for refund in rows:
                refund.order.settle(self.clock.now())
            return [{"id": gid("Refund", r.id), "order_id": gid("Order", r.order.id),
                     "note": r.note, "notify": r.notify, "idempotency_key": r.idempotency_key,
                     "created": r.created,
                     "line_items": [{"line_item_id": gid("LineItem", li.id), "quantity": q,
                                     "restock_type": s} for li, q, s in r.line_items],
                     "transactions": [_txn_json(t) for t in r.transactions]} for r in rows]

    def configure(self, **changes: Any) -> dict:
        """Change settlement and throttling settings (see DEFAULT_CONFIG); ValueError if bad."""
        for name, value in changes.items():
            if name not in _CHECKS or not _CHECKS[name](value):
                raise ValueError(f"invalid config: {name}={value!r}")
        with self.lock:
            self.config.update({k: list(v) if isinstance(v, list) else v  # a copy, not theirs
                                for k, v in changes.items()})
            return dict(self.config)

    def set_transaction_status(self, txn: str, status: str, error_code: str | None = None) -> dict:
        """Force a transaction's status (KeyError if unknown, ValueError if not a status)."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}")
        number = gid_number(txn, "OrderTransaction") or (int(txn) if str(txn).isdigit() else -1)
        with self.lock:
            found = [t for o in self.store.orders.values() for t in o.transactions
                     if t.id == number]
            if not found:
                raise KeyError(txn)
            found[0].set_status(status, error_code)
            return _txn_json(found[0])

    def _order_json(self, order: Any) -> dict:
        order.settle(self.clock.now())
        return {"id": gid("Order", order.id), "name": order.name, "currency": order.currency,
                "line_items": [{"id": gid("LineItem", li.id), "name": li.name,
                                "quantity": li.quantity, "unit_amount": int(li.unit * 100),
                                "refundable_quantity": li.quantity - li.refunded}
                               for li in order.line_items],
                "shipping": [{"title": s.title, "amount": int(s.amount * 100)}
                             for s in order.shipping],
                "transactions": [_txn_json(t) for t in order.transactions],
                "customer_id": gid("Customer", order.customer.id) if order.customer else None,
                "customer_email": order.customer.email if order.customer else None,
                "email": order.email, "created": order.created,
                "cancelled_at": order.cancelled_at,
                "financial_status": order.financial_status(), "refundable": order.refundable()}

    def _ctl_add_order(self, request: Request) -> Response:
        body = self._control_json(request)
        unknown = set(body) - _ORDER_FIELDS
        try:
            if unknown:
                raise ValueError(f"unknown fields: {sorted(unknown)}")
            return Response(200, self.add_order(**body))
        except (TypeError, ValueError, AttributeError) as exc:
            return self.error(request, 400, str(exc))

    def _ctl_configure(self, request: Request) -> Response:
        try:
            return Response(200, self.configure(**self._control_json(request)))
        except ValueError as exc:
            return self.error(request, 400, str(exc))

    def _ctl_set_status(self, request: Request, txn: str) -> Response:
        body = self._control_json(request)
        try:
            return Response(200, self.set_transaction_status(txn, body.get("status"),
                                                             body.get("error_code")))
        except KeyError:
            return self.error(request, 404, f"No such transaction: {txn}")
        except ValueError as exc:
            return self.error(request, 400, str(exc))


def _txn_json(t: Any) -> dict:
    return {"id": gid("OrderTransaction", t.id), "kind": t.kind, "status": t.status,
            "gateway": t.gateway, "amount": f"{t.amount:.2f}", "currency": t.currency,
            "error_code": t.error_code,
            "parent_id": gid("OrderTransaction", t.parent.id) if t.parent else None}


def _timestamp(value: Any) -> float:
    """Unix seconds, or an ISO 8601 date-time (UTC when it names no offset), from 1970 on."""
    problem = "created_at must be unix seconds or an ISO 8601 date-time from 1970 to 9999"
    if type(value) in (int, float):
        seconds = float(value)
    else:
        try:
            parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
        except ValueError:
            raise ValueError(problem) from None
        seconds = (parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)).timestamp()
    if not 0 <= seconds < _YEAR_10000:  # also refuses NaN
        raise ValueError(problem)
    return seconds


def _customer_number(value: Any) -> int:
    number = value if type(value) is int else gid_number(value, "Customer")
    if number is None or number < 1:
        raise ValueError("customer_id must be a positive number or a Customer gid")
    return number


def _shipping(value: Any) -> list[tuple[str, Decimal]]:
    """Shipping lines from minor units, or from ``[{"title", "amount"}]``."""
    if value is None:
        return []
    items = [{"title": "Standard", "amount": value}] if type(value) is int else value
    if not isinstance(items, list):
        raise ValueError("shipping must be minor units or a list of {title, amount}")
    out = []
    for item in items:
        amount = item.get("amount") if isinstance(item, dict) else None
        if type(amount) is not int or amount < 0:
            raise ValueError("each shipping line needs an amount in minor units >= 0")
        out.append((str(item.get("title") or "Shipping"), Decimal(amount) / 100))
    return out
