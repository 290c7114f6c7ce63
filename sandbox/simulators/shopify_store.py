"""The Shopify simulator's data: orders, their transactions and refunds, and the refund rules.

Modelled on the Admin API reference (shopify.dev/docs/api/admin-graphql, 2026-04):
- An `Order` holds line items and `OrderTransaction`s (`kind` SALE, CAPTURE, REFUND, ...;
  `status` PENDING | AWAITING_RESPONSE | SUCCESS | FAILURE | ERROR | UNKNOWN).
- `refundCreate` makes a `Refund` (with an optional `note`) whose money moves through REFUND
  transactions, each with a `parentId` (the SALE or CAPTURE it reverses) and that parent's
  `gateway`; refund line items only restock and reduce refundable quantities. The existence of
  the Refund says nothing about money: its REFUND transactions carry the outcome, and they can
  stay PENDING and later settle (here: after `refund_pending_s` simulated seconds).
- Amounts are decimal `Money` strings in the order's currency (one currency per order here).
- An order has a `customer` (or none: a guest checkout), an order `email`, a `createdAt` and,
  once cancelled, a `cancelledAt`. `displayFinancialStatus` follows from its transactions
  (PENDING with no successful SALE or CAPTURE; PAID; PARTIALLY_REFUNDED; REFUNDED), and
  `refundable` says whether any successful SALE or CAPTURE has money left to refund: as at
  Shopify, neither looks at cancellation (a cancelled order can still be refunded).
- A refund's `note` longer than `NOTE_MAX` characters is a userError on `["note"]`, worded as
  Shopify words its length checks ("Note is too long (maximum is 1000 characters)"). The
  reference gives RefundInput.note no maximum; 1000 is the bound surestep keeps to (its whole
  note, marker included), enforced here so a test sees it if the service ever sends more.

Every method is called with the simulator's lock held.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

PARENT_KINDS = ("SALE", "CAPTURE")
OUTSTANDING = ("SUCCESS", "PENDING", "AWAITING_RESPONSE", "UNKNOWN")  # count as refunded
STATUSES = ("PENDING", "AWAITING_RESPONSE", "SUCCESS", "FAILURE", "ERROR", "UNKNOWN")
NOTE_MAX = 1000


def gid(kind: str, number: int) -> str:
    return f"gid://shopify/{kind}/{number}"


def gid_number(value: Any, kind: str) -> int | None:
    """The number of ``gid://shopify/<kind>/<n>``, or None when it is not one."""
    prefix = f"gid://shopify/{kind}/"
    if isinstance(value, str) and value.startswith(prefix) and value[len(prefix):].isdigit():
        return int(value[len(prefix):])
    return None


def money(amount: Decimal, currency: str) -> dict:
    """A MoneyBag (shop and presentment money are the same currency here)."""
    value = {"amount": f"{amount:.2f}", "currencyCode": currency}
    return {"shopMoney": value, "presentmentMoney": dict(value)}


def parse_money(raw: Any) -> Decimal | None:
    try:
        value = Decimal(str(raw))
    except (InvalidOperation, ValueError):
        return None
    return value if value.is_finite() else None


class UserErrors(Exception):
    """Business-rule refusals, answered as the payload's `userErrors`."""

    def __init__(self, errors: list[dict]):
        super().__init__(errors)
        self.errors = errors


@dataclass
class Transaction:
    id: int
    kind: str
    status: str
    gateway: str
    amount: Decimal
    currency: str
    created: float
    parent: Transaction | None = None
    error_code: str | None = None
    settles_at: float | None = None
    outcome: str = "SUCCESS"
    outcome_error: str | None = None

    def settle(self, now: float) -> None:
        if self.settles_at is not None and now >= self.settles_at:
            self.set_status(self.outcome, self.outcome_error)

    def set_status(self, status: str, error_code: str | None = None) -> None:
        self.status, self.settles_at = status, None
        self.error_code = (error_code or "GENERIC_ERROR") if status in ("FAILURE", "ERROR") else None


@dataclass
class LineItem:
    id: int
    name: str
    quantity: int
    unit: Decimal
    refunded: int = 0


@dataclass
class ShippingCharge:
    id: int
    title: str
    amount: Decimal


@dataclass
class Refund:
    id: int
    order: Order
    note: str | None
    created: float
    transactions: list[Transaction]
    line_items: list[tuple[LineItem, int, str]]
    idempotency_key: str | None
    notify: bool


@dataclass
class Customer:
    id: int
    email: str | None  # the customer's default e-mail address


@dataclass
class Order:
    id: int
    name: str
    currency: str
    line_items: list[LineItem]
    transactions: list[Transaction] = field(default_factory=list)
    refunds: list[Refund] = field(default_factory=list)
    created: float = 0.0
    email: str | None = None
    customer: Customer | None = None
    cancelled_at: float | None = None
    shipping: list[ShippingCharge] = field(default_factory=list)

    def refunded_from(self, parent: Transaction) -> Decimal:
        return sum((t.amount for t in self.transactions if t.kind == "REFUND"
                    and t.parent is parent and t.status in OUTSTANDING), Decimal(0))

    def total(self, kinds: tuple[str, ...]) -> Decimal:
        """What the successful transactions of those kinds add up to."""
        return sum((t.amount for t in self.transactions
                    if t.kind in kinds and t.status == "SUCCESS"), Decimal(0))

    def financial_status(self) -> str:
        received, refunded = self.total(PARENT_KINDS), self.total(("REFUND",))
        if received <= 0:
            return "PENDING"
        if refunded >= received:
            return "REFUNDED"
        return "PARTIALLY_REFUNDED" if refunded > 0 else "PAID"

    def refundable(self) -> bool:
        return any(t.kind in PARENT_KINDS and t.status == "SUCCESS"
                   and t.amount > self.refunded_from(t) for t in self.transactions)

    def settle(self, now: float) -> None:
        for transaction in self.transactions:
            transaction.settle(now)


class Store:
    """Orders and refunds by number; ids come from one counter, as gids do at Shopify."""

    def __init__(self) -> None:
        self.orders: dict[int, Order] = {}
        self.refunds: dict[int, Refund] = {}
        self.customers: dict[int, Customer] = {}
        self._ids = itertools.count(1001)

    def next_id(self) -> int:
        return next(self._ids)

    def add_order(self, items: list[tuple[str, int, Decimal]], currency: str, gateway: str,
                  now: float, number: int | None = None, created: float | None = None,
                  shipping: list[tuple[str, Decimal]] = ()) -> Order:
        """A paid order: its line items, its shipping lines, and one successful SALE of their
        total, made at ``created`` (default ``now``); no customer or e-mail yet (see
        ``customer``)."""
        number = number if number is not None else self.next_id()
        if number in self.orders:
            raise ValueError(f"order {number} already exists")
        lines = [LineItem(self.next_id(), name, qty, unit) for name, qty, unit in items]
        now = now if created is None else created
        order = Order(number, f"#{number}", currency, lines, created=now,
                      shipping=[ShippingCharge(self.next_id(), title, amount)
                                for title, amount in shipping])
        total = sum((li.unit * li.quantity for li in lines), Decimal(0)) + sum(
            (s.amount for s in order.shipping), Decimal(0))
        order.transactions.append(Transaction(self.next_id(), "SALE", "SUCCESS", gateway, total,
                                              currency, now))
        self.orders[number] = order
        return order

    def customer(self, number: int, email: str | None) -> Customer:
        """The customer with that number, made if new; its e-mail set to ``email``."""
        customer = self.customers.setdefault(number, Customer(number, email))
        customer.email = email
        return customer

    def suggest(self, order: Order, items: list[dict] | None) -> dict:
        """What refunding those line items would move, and through which SALE."""
        lines = self._lines(order, items or [], check_refundable=False)
        amount = sum((li.unit * qty for li, qty, _ in lines), Decimal(0))
        parent = next((t for t in order.transactions if t.kind in PARENT_KINDS
                       and t.status == "SUCCESS"), None)
        return {"amount": amount, "lines": lines, "parent": parent}

    def create_refund(self, order_gid: Any, data: dict, key: str | None, config: dict,
                      now: float) -> Refund:
        """Validate a RefundInput against the order and record the refund (UserErrors if not)."""
        order = self.orders.get(gid_number(order_gid, "Order") or -1)
        if order is None:
            raise UserErrors([{"field": ["orderId"], "message": "Order does not exist"}])
        order.settle(now)
        if len(data.get("note") or "") > NOTE_MAX:
            raise UserErrors([{"field": ["note"], "message": f"Note is too long (maximum is "
                               f"{NOTE_MAX} characters)"}])
        currency = data.get("currency")
        if currency is not None and currency != order.currency:
            raise UserErrors([{"field": ["currency"], "message": f"Currency must match the "
                               f"order's presentment currency ({order.currency})."}])
        lines = self._lines(order, data.get("refundLineItems") or [], check_refundable=True)
        moves = self._moves(order, data.get("transactions") or [])
        if not lines and not moves:
            raise UserErrors([{"field": None, "message": "A refund needs line items or "
                               "transactions to refund."}])
        refund = Refund(self.next_id(), order, data.get("note"), now, [], lines, key,
                        bool(data.get("notify")))
        for parent, amount in moves:
            refund.transactions.append(self._refund_transaction(order, parent, amount, config, now))
        for line, qty, _ in lines:
            line.refunded += qty
        order.transactions.extend(refund.transactions)
        order.refunds.append(refund)
        self.refunds[refund.id] = refund
        return refund

    def _refund_transaction(self, order: Order, parent: Transaction, amount: Decimal,
                            config: dict, now: float) -> Transaction:
        pending_s = config["refund_pending_s"]
        initial = config["refund_initial_status"] or ("PENDING" if pending_s > 0
                                                      else config["refund_outcome"])
        txn = Transaction(self.next_id(), "REFUND", "PENDING", parent.gateway, amount,
                          order.currency, now, parent=parent, outcome=config["refund_outcome"],
                          outcome_error=config["refund_error_code"])
        txn.set_status(initial, config["refund_error_code"])
        if initial in ("PENDING", "AWAITING_RESPONSE") and pending_s > 0:
            txn.settles_at = now + pending_s
        return txn

    def _lines(self, order: Order, items: list[dict], check_refundable: bool) -> list:
        by_id = {li.id: li for li in order.line_items}
        lines = []
        for n, item in enumerate(items):
            line = by_id.get(gid_number(item.get("lineItemId"), "LineItem") or -1)
            where = ["refundLineItems", str(n)]
            if line is None:
                raise UserErrors([{"field": where + ["lineItemId"],
                                   "message": "Line item does not exist on this order."}])
            left = line.quantity - line.refunded
            if item["quantity"] < 1 or (check_refundable and item["quantity"] > left):
                raise UserErrors([{"field": where + ["quantity"], "message": f"Quantity "
                                   f"{item['quantity']} is not refundable ({left} left)."}])
            lines.append((line, item["quantity"], item.get("restockType") or "NO_RESTOCK"))
        return lines

    def _moves(self, order: Order, transactions: list[dict]) -> list[tuple[Transaction, Decimal]]:
        by_id = {t.id: t for t in order.transactions}
        moves, wanted = [], {}
        for n, item in enumerate(transactions):
            where = ["transactions", str(n)]
            parent = by_id.get(gid_number(item.get("parentId"), "OrderTransaction") or -1)
            amount = parse_money(item.get("amount"))
            problem = None
            if item.get("kind") != "REFUND":
                problem = (["kind"], "Only REFUND transactions can be created by a refund.")
            elif gid_number(item.get("orderId"), "Order") != order.id:
                problem = (["orderId"], "The transaction must belong to the refunded order.")
            elif parent is None or parent.kind not in PARENT_KINDS or parent.status != "SUCCESS":
                problem = (["parentId"], "The parent must be a successful SALE or CAPTURE of "
                                         "this order.")
            elif item.get("gateway") != parent.gateway:
                problem = (["gateway"], f"Gateway must be {parent.gateway}, the parent's.")
            elif amount is None or amount <= 0 or amount != amount.quantize(Decimal("0.01")):
                problem = (["amount"], "Amount must be a positive amount with at most 2 decimals.")
            if problem:
                raise UserErrors([{"field": where + problem[0], "message": problem[1]}])
            wanted[parent.id] = wanted.get(parent.id, Decimal(0)) + amount
            left = parent.amount - order.refunded_from(parent)
            if wanted[parent.id] > left:
                raise UserErrors([{"field": where + ["amount"], "message": f"Refund amount "
                                   f"{amount:.2f} {order.currency} is greater than what is left "
                                   f"to refund on the transaction ({left:.2f})."}])
            moves.append((parent, amount))
        return moves
