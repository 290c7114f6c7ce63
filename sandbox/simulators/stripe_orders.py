"""What a Stripe payment was for: the Checkout Session or the invoice it paid, with their lines.

Field names, types and nullability follow the stripe SDK's generated classes
(``stripe.checkout.Session``, ``stripe.LineItem``, ``stripe.Price``, ``stripe.Invoice``,
``stripe.InvoiceLineItem``, ``stripe.InvoicePayment``) and the endpoints' parameter TypedDicts
(``SessionListParams``, ``SessionListLineItemsParams``, ``InvoicePaymentListParams``,
``InvoiceRetrieveParams``, ``InvoiceListLinesParams``). Only what surestep reads is simulated:

- ``GET /v1/checkout/sessions?payment_intent=pi_...`` lists the session that made the
  payment (newest first, ``limit`` 1-100, default 10); ``line_items`` is not included unless
  expanded (``expand[]=data.line_items`` on a list, ``line_items`` on a retrieve), and then
  holds the first ``EMBEDDED`` lines with ``has_more``; ``GET /v1/checkout/sessions/{id}`` and
  ``GET /v1/checkout/sessions/{id}/line_items`` (paged by ``starting_after``) give the rest.
  A session's shipping is ``shipping_cost.amount_total`` and ``total_details.amount_shipping``.
- ``GET /v1/invoice_payments?payment[type]=payment_intent&payment[payment_intent]=pi_...``
  lists the invoice payments of a PaymentIntent (``expand[]=data.invoice`` expands the invoice);
  ``GET /v1/invoices/{id}`` includes ``lines`` (the first ``EMBEDDED``, ``has_more``), and ``GET
  /v1/invoices/{id}/lines`` pages the rest. An invoice line's unit price is
  ``pricing.unit_amount_decimal`` (API versions since 2025-03-31).
- An unknown id is 404 ``resource_missing``; an unknown parameter 400 ``parameter_unknown``.

A payment is given lines at creation (``POST /_sim/payments`` with ``"line_items": [{"description",
"quantity", "unit_amount"}]``, ``"shipping"`` in minor units, and ``"source": "checkout" |
"invoice"``); the lines and the shipping must add up to the payment's amount.

A mixin of `StripeSimulator` (its lock, clock, `_payments`, `_fail`, `_params`, `_reject_unknown`,
`_positive_int`, `scope`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.simulators.base import Request, Response
from sandbox.simulators.stripe_payments import Payment, new_id, parse_expand

EMBEDDED = 10
SESSION_LIST = {"created", "customer", "customer_details", "ending_before", "expand", "limit",
                "payment_intent", "payment_link", "starting_after", "status", "subscription"}
LINE_LIST = {"ending_before", "expand", "limit", "starting_after"}
INVOICE_PAYMENT_LIST = {"created", "ending_before", "expand", "invoice", "limit", "payment",
                        "starting_after", "status"}
INVOICE_RETRIEVE = {"expand"}
SOURCES = ("checkout", "invoice")


@dataclass
class Line:
    id: str
    description: str
    quantity: int
    unit_amount: int

    @property
    def total(self) -> int:
        return self.quantity * self.unit_amount


@dataclass
class Order:
    """What a payment was for: a Checkout Session (``cs_``) or an invoice (``in_``)."""

    id: str
    kind: str  # checkout | invoice
    payment: Payment
    lines: list[Line]
    shipping: int = 0
    inpay: str = field(default_factory=lambda: new_id("inpay_"))


def _page(rows: list[Any], params: dict, limit_default: int = 10) -> tuple[list[Any], bool]:
    limit = int(params.get("limit") or limit_default)
    after, before = params.get("starting_after"), params.get("ending_before")
    ids = [r.id for r in rows]
    if after in ids:
        rows = rows[ids.index(after) + 1:]
    elif before in ids:
        rows = rows[:ids.index(before)][-limit:]
    return rows[:limit], len(rows) > limit


class StripeOrders:
    """Checkout Sessions, invoices and their lines for `StripeSimulator`."""

    def add_order_routes(self, router: Any) -> None:
        router.add("GET", "/v1/checkout/sessions", self._list_sessions)
        router.add("GET", r"/v1/checkout/sessions/(?P<sid>[^/]+)", self._retrieve_session)
        router.add("GET", r"/v1/checkout/sessions/(?P<sid>[^/]+)/line_items", self._session_lines)
        router.add("GET", "/v1/invoice_payments", self._list_invoice_payments)
        router.add("GET", r"/v1/invoices/(?P<iid>[^/]+)", self._retrieve_invoice)
        router.add("GET", r"/v1/invoices/(?P<iid>[^/]+)/lines", self._invoice_lines)

    def reset_orders(self) -> None:
        self._orders: dict[str, Order] = {}  # by session or invoice id

    def attach_order(self, payment: Payment, source: str, lines: list[dict], shipping: int) -> None:
        """Give ``payment`` what it was for (ValueError if the lines do not add up)."""
        if source not in SOURCES:
            raise ValueError(f"source must be one of {SOURCES}")
        made = []
        for item in lines:
            qty, unit = item.get("quantity", 1), item.get("unit_amount")
            if not all(type(v) is int and v >= 1 for v in (qty, unit)):
                raise ValueError("each line needs a positive quantity and unit_amount")
            made.append(Line(new_id("li_"), str(item.get("description") or "Item"), qty, unit))
        if type(shipping) is not int or shipping < 0:
            raise ValueError("shipping must be a whole number of minor units >= 0")
        if not made or sum(li.total for li in made) + shipping != payment.amount:
            raise ValueError("the lines and the shipping must add up to the payment's amount")
        order = Order(new_id("cs_test_" if source == "checkout" else "in_"), source, payment,
                      made, shipping)
        with self.lock:
            self._orders[order.id] = order

    # ----- views -------------------------------------------------------------------------------
    def _line_list(self, order: Order, url: str, rows: list[Line], more: bool) -> dict:
        view = self._session_line if order.kind == "checkout" else self._invoice_line
        return {"object": "list", "data": [view(order, li) for li in rows], "has_more": more,
                "url": url}

    def _session_line(self, order: Order, line: Line) -> dict:
        currency = order.payment.currency
        return {"id": line.id, "object": "item", "amount_discount": 0, "amount_subtotal": line.total,
                "amount_tax": 0, "amount_total": line.total, "currency": currency,
                "description": line.description, "quantity": line.quantity,
                "price": {"id": "price_" + line.id[3:], "object": "price", "active": True,
                          "billing_scheme": "per_unit", "created": order.payment.created,
                          "currency": currency, "custom_unit_amount": None, "livemode": False,
                          "lookup_key": None, "metadata": {}, "nickname": None,
                          "product": "prod_" + line.id[3:], "recurring": None,
                          "tax_behavior": "unspecified", "tiers_mode": None,
                          "transform_quantity": None, "type": "one_time",
                          "unit_amount": line.unit_amount,
                          "unit_amount_decimal": str(line.unit_amount)}}

    def _invoice_line(self, order: Order, line: Line) -> dict:
        return {"id": "il_" + line.id[3:], "object": "line_item", "amount": line.total,
                "currency": order.payment.currency, "description": line.description,
                "discount_amounts": [], "discountable": True, "discounts": [],
                "invoice": order.id, "livemode": False, "metadata": {}, "parent": None,
                "period": {"start": order.payment.created, "end": order.payment.created},
                "pretax_credit_amounts": [], "pricing": {
                    "type": "price_details", "unit_amount_decimal": str(line.unit_amount),
                    "price_details": {"price": "price_" + line.id[3:],
                                      "product": "prod_" + line.id[3:]}},
                "quantity": line.quantity, "subtotal": line.total, "taxes": []}

    def _session(self, order: Order, paths: list[list[str]]) -> dict:
        p = order.payment
        body = {"id": order.id, "object": "checkout.session", "amount_subtotal": p.amount - order.shipping,
                "amount_total": p.amount, "created": p.created, "currency": p.currency,
                "automatic_tax": {"enabled": False, "liability": None, "provider": None,
                                  "status": None},
                "custom_fields": [], "custom_text": {"after_submit": None, "shipping_address": None,
                                                     "submit": None,
                                                     "terms_of_service_acceptance": None},
                "expires_at": p.created + 24 * 3600, "payment_method_types": ["card"],
                "shipping_options": [],
                "customer": p.customer, "customer_details": {
                    "address": None, "business_name": None, "email": p.customer_email or p.receipt_email,
                    "individual_name": None, "name": None, "phone": None, "tax_exempt": "none",
                    "tax_ids": []},
                "customer_email": p.customer_email, "invoice": None, "livemode": False,
                "metadata": {}, "mode": "payment", "payment_intent": p.payment_intent,
                "payment_status": "paid", "status": "complete", "url": None,
                "shipping_cost": {"amount_subtotal": order.shipping, "amount_tax": 0,
                                  "amount_total": order.shipping, "shipping_rate": None}
                if order.shipping else None,
                "total_details": {"amount_discount": 0, "amount_shipping": order.shipping,
                                  "amount_tax": 0}}
        if ["line_items"] in paths:
            rows = order.lines
            body["line_items"] = self._line_list(order, f"/v1/checkout/sessions/{order.id}/line_items",
                                                 rows[:EMBEDDED], len(rows) > EMBEDDED)
        return body

    def _invoice(self, order: Order) -> dict:
        p = order.payment
        rows = order.lines
        return {"id": order.id, "object": "invoice", "amount_due": p.amount, "amount_paid": p.amount,
                "amount_remaining": 0, "amount_overpaid": 0, "amount_shipping": order.shipping,
                "attempt_count": 1, "attempted": True, "automatic_tax": {
                    "disabled_reason": None, "enabled": False, "liability": None,
                    "provider": None, "status": None},
                "collection_method": "charge_automatically", "default_tax_rates": [],
                "discounts": [], "issuer": {"type": "self"}, "payment_settings": {
                    "default_mandate": None, "payment_method_options": None,
                    "payment_method_types": None},
                "period_end": p.created, "period_start": p.created,
                "post_payment_credit_notes_amount": 0, "pre_payment_credit_notes_amount": 0,
                "starting_balance": 0, "status_transitions": {
                    "finalized_at": p.created, "marked_uncollectible_at": None,
                    "paid_at": p.created, "voided_at": None},
                "created": p.created, "currency": p.currency,
                "customer": p.customer, "customer_email": p.customer_email, "customer_name": None,
                "livemode": False, "metadata": {}, "number": "INV-" + order.id[-6:].upper(),
                "status": "paid", "subtotal": p.amount - order.shipping, "total": p.amount,
                "shipping_cost": {"amount_subtotal": order.shipping, "amount_tax": 0,
                                  "amount_total": order.shipping, "shipping_rate": None}
                if order.shipping else None,
                "lines": self._line_list(order, f"/v1/invoices/{order.id}/lines", rows[:EMBEDDED],
                                         len(rows) > EMBEDDED)}

    def _invoice_payment(self, order: Order, expand: bool) -> dict:
        p = order.payment
        return {"id": order.inpay, "object": "invoice_payment", "amount_paid": p.amount,
                "amount_requested": p.amount, "created": p.created, "currency": p.currency,
                "invoice": self._invoice(order) if expand else order.id, "is_default": True,
                "livemode": False, "payment": {"type": "payment_intent",
                                               "payment_intent": p.payment_intent},
                "status": "paid", "status_transitions": {"canceled_at": None,
                                                         "paid_at": p.created}}

    # ----- handlers ---------------------------------------------------------------------------
    def _visible(self, request: Request, kind: str) -> list[Order]:
        _, account = self.scope(request)
        with self.lock:
            rows = [o for o in self._orders.values() if o.kind == kind
                    and o.payment.account == account]
        return sorted(rows, key=lambda o: -o.payment.created)

    def _find_order(self, request: Request, oid: str, kind: str) -> Order:
        found = next((o for o in self._visible(request, kind) if o.id == oid), None)
        if found is None:
            noun = "checkout.session" if kind == "checkout" else "invoice"
            self._fail(request, 404, f"No such {noun}: '{oid}'", code="resource_missing", param="id")
        return found  # type: ignore[return-value]

    def _checked(self, request: Request, known: set, expandable: set[str]) -> tuple[dict, list]:
        params = self._params(request)
        self._reject_unknown(request, params, known)
        if "limit" in params:
            self._positive_int(request, "limit", params["limit"], maximum=100)
        paths = parse_expand(params.get("expand"))
        for path in paths:
            if ".".join(path) not in expandable:
                self._fail(request, 400, f"This property cannot be expanded ({'.'.join(path)}).",
                           param="expand")
        return params, paths

    def _list_sessions(self, request: Request) -> Response:
        params, paths = self._checked(request, SESSION_LIST, {"data.line_items"})
        rows = [o for o in self._visible(request, "checkout")
                if params.get("payment_intent") in (None, o.payment.payment_intent)
                and params.get("customer") in (None, o.payment.customer)]
        page, more = _page(rows, params)
        inner = [path[1:] for path in paths]
        return Response(200, {"object": "list", "url": "/v1/checkout/sessions", "has_more": more,
                              "data": [self._session(o, inner) for o in page]})

    def _retrieve_session(self, request: Request, sid: str) -> Response:
        _, paths = self._checked(request, {"expand"}, {"line_items"})
        return Response(200, self._session(self._find_order(request, sid, "checkout"), paths))

    def _session_lines(self, request: Request, sid: str) -> Response:
        params, _ = self._checked(request, LINE_LIST, set())
        order = self._find_order(request, sid, "checkout")
        rows, more = _page(order.lines, params)
        return Response(200, self._line_list(order, f"/v1/checkout/sessions/{sid}/line_items",
                                             rows, more))

    def _list_invoice_payments(self, request: Request) -> Response:
        params, paths = self._checked(request, INVOICE_PAYMENT_LIST, {"data.invoice"})
        payment = params.get("payment") if isinstance(params.get("payment"), dict) else {}
        if payment and payment.get("type") not in ("payment_intent", "payment_record"):
            self._fail(request, 400, "Invalid payment[type]", param="payment[type]")
        rows = [o for o in self._visible(request, "invoice")
                if payment.get("payment_intent") in (None, o.payment.payment_intent)
                and params.get("invoice") in (None, o.id)]
        page, more = _page([_Keyed(o.inpay, o) for o in rows], params)
        return Response(200, {"object": "list", "url": "/v1/invoice_payments", "has_more": more,
                              "data": [self._invoice_payment(k.order, ["data", "invoice"] in paths)
                                       for k in page]})

    def _retrieve_invoice(self, request: Request, iid: str) -> Response:
        self._checked(request, INVOICE_RETRIEVE, set())
        return Response(200, self._invoice(self._find_order(request, iid, "invoice")))

    def _invoice_lines(self, request: Request, iid: str) -> Response:
        params, _ = self._checked(request, LINE_LIST, set())
        order = self._find_order(request, iid, "invoice")
        keyed = [_Keyed("il_" + li.id[3:], li) for li in order.lines]
        rows, more = _page(keyed, params)
        return Response(200, self._line_list(order, f"/v1/invoices/{iid}/lines",
                                             [k.order for k in rows], more))


@dataclass
class _Keyed:
    """A row paged by an id other than its own (an invoice payment, an invoice line)."""

    id: str
    order: Any
