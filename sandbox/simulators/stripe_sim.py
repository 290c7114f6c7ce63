"""Stripe refund API simulator: the subset of Stripe's API that surestep uses.

Documented Stripe rules it follows (docs.stripe.com, checked before writing this):
- Idempotent requests (/api/idempotent_requests, /idempotency): the status code and body
  of the first request made with a key are saved once endpoint execution begins, and
  retries with that key get them back, 500s included, marked `Idempotent-Replayed: true`
  (/error-low-level). Incoming parameters are compared with the original's: a different
  endpoint or different parameters is an `idempotency_error` (400). Nothing is saved when
  the parameters fail validation or when the request conflicts with one still executing
  (409 Conflict, code `idempotency_key_in_use`). Keys are up to 255 characters, may be
  pruned once at least 24 hours old (then the key makes a new request), and have no
  effect on GET. Here keys are scoped per (API key, connected account): see stripe_accounts.
- Errors (/api/errors): HTTP 400/401/404/409/429/500 with
  {"error": {"type", "code"?, "message", "param"?, "doc_url"?, "request_log_url"}};
  the `Request-Id` header names the request; the `Idempotency-Key` header is echoed.
- Refunds (/api/refunds): create takes `payment_intent` or `charge`, `amount` (default:
  all that is left), `reason` (duplicate | fraudulent | requested_by_customer), `metadata`
  and the other documented parameters (accepted, not simulated). A fully refunded charge
  gives `charge_already_refunded`; more than is left gives `amount_too_large`; an unknown
  id gives `resource_missing`. Status is pending | requires_action | succeeded | failed |
  canceled; failed refunds carry `failure_reason`. List filters by `charge`,
  `payment_intent`, `created[gt|gte|lt|lte]`, pages with `limit` (1-100, default 10),
  `starting_after` / `ending_before`, and returns the newest first.
- Payments (/api/payment_intents/retrieve, /api/charges/retrieve): read with `expand`, as
  `stripe_payments` renders them; a refund of a payment that has not succeeded is 400
  `payment_intent_unexpected_state`; what is left counts `amount_captured`.
- Metadata (/api/metadata): at most 50 keys, keys up to 40 characters without square
  brackets, values up to 500 characters.
- Rate limits (/rate-limits): 429 Too Many Requests, code `rate_limit`: from a fault, or, once
  `rate_limit_rps` is configured, for every request of a key past that many in any second
  (`stripe_limits`; GET /_sim/rate counts them).
- Accounts (accepted keys, Stripe Connect's Stripe-Account header, GET /v1/balance): see
  `stripe_accounts`.
- What a payment was for (Checkout Sessions, invoices, their line items): see `stripe_orders`.

Choices the docs leave open (each kept close to what Stripe's SDKs expect):
- Keys are scoped per (API key, connected account); only POST /v1/refunds uses them.
- Errors found once execution began (resource_missing, amount_too_large,
  charge_already_refunded) are stored under the key like successes.
- 409 in-use is type invalid_request_error; the 400 mismatch has no code; 429 is
  code rate_limit with Retry-After; an error_after 500 is type api_error and,
  like its replays, carries `Stripe-Should-Retry: false` (stripe-python expects that
  header on 500s the idempotency layer will only replay).
- Settlement (POST /_sim/config): a new refund starts as `refund_initial_status` if set,
  else `pending` when `refund_pending_s` > 0, else `refund_outcome`; a pending refund
  becomes `refund_outcome` once `refund_pending_s` simulated seconds have passed, checked
  whenever it is read or listed. pending, requires_action and succeeded refunds count
  against the refundable amount; failed and canceled do not.

Simulator control endpoints (besides those of `base.Simulator`):
    POST /_sim/payments  {"amount", "currency"?: "usd", "id"?: "pi_...", "status"?, "customer"?,
                          "customer_email"?, "receipt_email"?, "billing_email"?, "created"?,
                          "captured"?, "account"?: "acct_...", "line_items"?, "shipping"?,
                          "source"?: "checkout" | "invoice"} -> payment (see
                          stripe_payments.Payment; "account": the connected account it is
                          made in, null: the platform; line items: see stripe_orders)
    GET  /_sim/payments  -> {"data": [payment + "amount_refunded", ...]}
    GET|POST /_sim/config  {"refund_pending_s", "refund_outcome", "refund_failure_reason",
                            "refund_initial_status", "api_keys": null | ["sk_test_...", ...],
                            "connected_accounts": ["acct_...", ...],
                            "rate_limit_rps": null | N} -> config
                            (api_keys null: any well-formed test key, as by default;
                            rate_limit_rps null: no enforced limit, as by default)
    GET  /_sim/rate  -> {"admitted", "refused", "peak"} (the enforced limit's counts)
    GET  /_sim/refunds[?payment_intent=] -> {"data": [refund + "idempotency_key", "api_key",
                                             "stripe_account", ...]} (oldest first)
    POST /_sim/refunds/<id>/status  {"status", "failure_reason"?} -> refund
"""

from __future__ import annotations

import base64
import itertools
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

from sandbox.simulators import demo
from sandbox.simulators.base import HttpError, Request, Response, Router, Simulator
from sandbox.simulators.stripe_accounts import (
    ACCOUNT_CHECKS,
    ACCOUNT_CONFIG,
    ACCOUNT_ID,
    API_KEY,
    StripeAccounts,
    redact,
)
from sandbox.simulators.stripe_limits import RATE_CHECKS, RATE_CONFIG, KeyRateLimit
from sandbox.simulators.stripe_orders import StripeOrders
from sandbox.simulators.stripe_payments import (
    PI_STATUSES,
    Payment,
    PaymentViews,
    Refund,
    new_id,
    parse_expand,
    unexpandable,
)

KEY_TTL_S = 24 * 60 * 60
_CREATE_PARAMS = {
    "amount", "charge", "currency", "customer", "expand", "instructions_email", "metadata",
    "origin", "payment_intent", "reason", "refund_application_fee", "reverse_transfer",
}
_RETRIEVE_PARAMS = {"payment_intent": {"client_secret", "expand"}, "charge": {"expand"},
                    "refund": {"expand"}}
_LIST_PARAMS = {"charge", "created", "ending_before", "expand", "limit", "payment_intent", "starting_after"}
_REASONS = ("duplicate", "fraudulent", "requested_by_customer")
_STATUSES = ("pending", "requires_action", "succeeded", "failed", "canceled")
_OUTSTANDING = ("pending", "requires_action", "succeeded")  # count against the refundable amount
DEFAULT_CONFIG = {
    "refund_pending_s": 0.0, "refund_outcome": "succeeded",
    "refund_failure_reason": "declined", "refund_initial_status": None, **ACCOUNT_CONFIG,
    **RATE_CONFIG,
}


def decode_form(text: str) -> dict:
    """Decode Stripe's form encoding (`metadata[k]=v`, `expand[0]=x`, `created[gte]=1`)
    into nested dicts; bracket keys that are all indices become lists."""
    root: dict = {}
    for key, value in parse_qsl(text, keep_blank_values=True):
        name, _, rest = key.partition("[")
        parts = [name] + (re.findall(r"([^\[\]]*)\]", "[" + rest) if rest else [])
        node = root
        for part in parts[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ValueError(f"Invalid array or hash parameter: {key}")
        last = parts[-1] if parts[-1] != "" else str(len(node))
        node[last] = value
    # metadata keys are free-form (and may be digits), so it never becomes a list.
    return {k: v if k == "metadata" else _listify(v) for k, v in root.items()}


def _listify(node: Any) -> Any:
    if not isinstance(node, dict):
        return node
    items = {k: _listify(v) for k, v in node.items()}
    if items and all(k.isdigit() for k in items):
        return [items[k] for k in sorted(items, key=int)]
    return items


@dataclass
class _KeyRecord:
    """What an idempotency key was first used for; status None while still executing."""

    params: dict
    created: float
    status: int | None = None
    body: Any = None


def _money(amount: int, currency: str) -> str:
    return f"${amount / 100:.2f}" if currency == "usd" else f"{amount / 100:.2f} {currency.upper()}"


def _order(refund: Refund) -> tuple[int, int]:
    return (-refund.created, -refund.seq)  # ascending == Stripe's newest-first order


class StripeSimulator(StripeAccounts, StripeOrders, Simulator):
    """Stripe's refund API (create, retrieve, list) with Stripe's idempotency rules.

    Drivable from Python too: `add_payment`, `configure`, `refunds`, `payments`,
    `set_refund_status`, plus the base `reset`, `requests`, `faults`, `clock`."""

    name = "stripe"

    # ----- Simulator hooks ----------------------------------------------------------
    def add_routes(self, router: Router) -> None:
        router.add("POST", "/v1/refunds", self._create_refund, commits=True)
        router.add("GET", "/v1/refunds", self._list_refunds)
        router.add("GET", r"/v1/refunds/(?P<refund_id>[^/]+)", self._retrieve_refund)
        router.add("GET", r"/v1/payment_intents/(?P<pi>[^/]+)", self._retrieve_payment_intent)
        router.add("GET", r"/v1/charges/(?P<charge>[^/]+)", self._retrieve_charge)
        router.add("GET", "/v1/balance", self._retrieve_balance)
        self.add_order_routes(router)
        router.add("POST", "/_sim/payments", self._ctl_add_payment)
        router.add("GET", "/_sim/payments", lambda req: Response(200, {"data": self.payments()}))
        router.add("POST", "/_sim/config", self._ctl_configure)
        router.add("GET", "/_sim/config", lambda req: Response(200, dict(self.config)))
        router.add("GET", "/_sim/refunds", lambda req: Response(
            200, {"data": req.matching(self.refunds(), "payment_intent")}))
        router.add("POST", r"/_sim/refunds/(?P<refund_id>[^/]+)/status", self._ctl_set_status)
        router.add("GET", "/_sim/rate", lambda req: Response(200, self._rate.state()))

    def reset_data(self) -> None:
        self.config = dict(DEFAULT_CONFIG)
        self._payments: dict[str, Payment] = {}  # by payment_intent id
        self._charges: dict[str, Payment] = {}  # by charge id
        self._refunds: dict[str, Refund] = {}
        self._by_payment: dict[str, list[Refund]] = {}  # payment_intent -> its refunds, oldest first
        # (api key, connected account or None, idempotency key)
        self._keys: dict[tuple[str, str | None, str], _KeyRecord] = {}
        self._seq = itertools.count(1)
        self._views = PaymentViews(refunds_of=self._refunds_json, refunded=self._refunded)
        self._rate = KeyRateLimit()
        self.reset_orders()

    def seed(self) -> None:
        """The demo payments (``sandbox.simulators.demo``): pi_demo_1..5 by Ana, whose e-mail
        the Zendesk simulator's tickets 1-20 carry, and one per demo ticket with its lines."""
        customer, email = demo.CUSTOMER
        for pi in demo.PAYMENTS:
            self.add_payment(demo.PAYMENT_AMOUNT, "usd", id=pi, customer=customer,
                             customer_email=email, receipt_email=email)
        for story in demo.STORIES:
            self.add_payment(story.amount, "usd", id=story.payment_intent, customer=story.customer,
                             customer_email=story.email, receipt_email=story.email,
                             line_items=[{"description": d, "quantity": q, "unit_amount": u}
                                         for d, q, u in story.lines],
                             shipping=story.shipping)

    def parse_params(self, request: Request) -> dict:
        text = request.body.decode() if request.method == "POST" else request.query
        return decode_form(text)

    def error(self, request: Request, status: int, message: str, *, etype: str = "invalid_request_error",
              code: str | None = None, param: str | None = None) -> Response:
        err: dict[str, Any] = {"type": etype, "message": message}
        if code:
            err["code"] = code
            err["doc_url"] = "https://stripe.com/docs/error-codes/" + code.replace("_", "-")
        if param:
            err["param"] = param
        err["request_log_url"] = f"https://dashboard.stripe.com/test/logs/{request.id}"
        return Response(status, {"error": err})

    def rate_limited(self, request: Request, fault: Any) -> Response:
        response = self.error(request, 429, "Request rate limit exceeded. Learn more about rate limits "
                              "here https://stripe.com/docs/rate-limits.", code="rate_limit")
        response.headers["Retry-After"] = str(fault.retry_after)
        return response

    def _route(self, request: Request) -> Response:
        """Every API request passes the enforced rate limit of its key first (when set); one
        that is over it is answered 429 with nothing processed, as a rate_limit fault is."""
        if not request.path.startswith("/_sim/"):
            try:
                api_key = self._authenticate(request)
            except HttpError:
                api_key = ""  # no key: not counted, its 401 follows
            if api_key and not self._rate.admit(api_key, self.config["rate_limit_rps"]):
                return self.error(request, 429, "Request rate limit exceeded. Learn more about "
                                  "rate limits here https://stripe.com/docs/rate-limits.",
                                  code="rate_limit")
        return super()._route(request)

    def fault_error(self, request: Request, status: int) -> Response:
        if status >= 500:
            return self.error(request, status, "An unknown error occurred", etype="api_error")
        return self.error(request, status, f"Simulated {status} error")

    def decorate(self, request: Request, response: Response) -> None:
        response.headers.setdefault("Request-Id", request.id)
        for echoed in ("Idempotency-Key", "Stripe-Version"):
            if request.headers.get(echoed):
                response.headers.setdefault(echoed, request.headers[echoed])

    # ----- POST /v1/refunds ---------------------------------------------------------------
    def _create_refund(self, request: Request) -> Response:
        (api_key, account), params = self.scope(request), self._params(request)
        key = self._idempotency_key(request)
        if key is None:  # no key: simply executed
            args = {**self._clean_create(request, params), "account": account}
            return self._execute_create(request, args, api_key, None)
        slot = (api_key, account, key)
        with self.lock:
            self._prune_keys()
            record = self._keys.get(slot)
            if record is not None:
                return self._reuse(request, record, params, key)
            args = self._clean_create(request, params)  # raises before anything is saved
            args["account"] = account
            record = self._keys[slot] = _KeyRecord(params, self.clock.now())
        try:
            response = self._execute_create(request, args, api_key, key)
        except BaseException:
            with self.lock:
                self._keys.pop(slot, None)
            raise
        with self.lock:
            record.status, record.body = response.status, response.body
        if response.status >= 500:  # stored: a retry would only replay it
            response.headers["Stripe-Should-Retry"] = "false"
        return response

    def _reuse(self, request: Request, record: _KeyRecord, params: dict, key: str) -> Response:
        """Answer a request whose key is known: mismatch 400, in-flight 409, or replay.
        (Only POST /v1/refunds takes keys here, so the endpoint always matches.)"""
        if record.params != params:
            self._fail(request, 400, "Keys for idempotent requests can only be used with the same "
                       "parameters they were first used with. Try using a key other than "
                       f"'{key}' if you meant to execute a different request.", etype="idempotency_error")
        if record.status is None:
            self._fail(request, 409, "There is currently another in-progress request using this "
                       "Idempotent Key (that probably means you submitted twice, and the other request "
                       f"is still going through): {key}. Please try again later.",
                       code="idempotency_key_in_use")
        headers = {"Idempotent-Replayed": "true"}
        if record.status >= 500:
            headers["Stripe-Should-Retry"] = "false"
        return Response(record.status, record.body, headers)

    def _prune_keys(self) -> None:
        horizon = self.clock.now() - KEY_TTL_S
        for slot, record in list(self._keys.items()):
            if record.status is not None and record.created <= horizon:
                del self._keys[slot]

    def _clean_create(self, request: Request, params: dict) -> dict:
        """Validate create parameters (failures are never stored under a key)."""
        self._reject_unknown(request, params, _CREATE_PARAMS)
        pi, charge = self._string(request, params, "payment_intent"), self._string(request, params, "charge")
        if not pi and not charge:
            self._fail(request, 400, "One of the following params should be provided for this request: "
                       "payment_intent or charge.", code="parameter_missing")
        amount = params.get("amount")
        reason = self._string(request, params, "reason")
        if reason is not None and reason not in _REASONS:
            self._fail(request, 400, "Invalid reason: must be one of duplicate, fraudulent, or "
                       "requested_by_customer", param="reason")
        return {
            "payment_intent": pi, "charge": charge, "reason": reason,
            "amount": None if amount is None else self._positive_int(request, "amount", amount),
            "metadata": self._clean_metadata(request, params.get("metadata", {})),
            "instructions_email": self._string(request, params, "instructions_email"),
        }

    def _clean_metadata(self, request: Request, raw: Any) -> dict:
        if raw == "":
            return {}
        if not isinstance(raw, dict):
            self._fail(request, 400, "Invalid hash", param="metadata")
        if len(raw) > 50:
            self._fail(request, 400, f"You can specify up to 50 keys in metadata, but you passed {len(raw)}.",
                       param="metadata")
        for k, v in raw.items():
            if len(k) > 40:
                self._fail(request, 400, f"Metadata keys can have a maximum length of 40 characters, "
                           f"but '{k}' has {len(k)}.", param=f"metadata[{k}]")
            if not isinstance(v, str) or len(v) > 500:
                self._fail(request, 400, "Metadata values must be strings of up to 500 characters.",
                           param=f"metadata[{k}]")
        return {k: v for k, v in raw.items() if v != ""}  # an empty value unsets the key

    def _execute_create(self, request: Request, args: dict, api_key: str, key: str | None) -> Response:
        self.hold_point(request)  # after the key is claimed: a retry now gets 409
        with self.lock:
            try:
                response = Response(200, self._commit_refund(request, args, api_key, key).to_json())
            except HttpError as exc:  # execution began: these results are stored too
                response = exc.response
        return self.commit_point(request, response)

    def _commit_refund(self, request: Request, args: dict, api_key: str, key: str | None) -> Refund:
        payment = self._payment_for(request, args["payment_intent"], args["charge"],
                                    args["account"])
        if payment.status != "succeeded":
            self._fail(request, 400, f"PaymentIntent {payment.payment_intent} does not have a "
                       f"successful charge to refund.", code="payment_intent_unexpected_state")
        left = payment.amount_captured - self._refunded(payment)
        if left <= 0:
            self._fail(request, 400, f"Charge {payment.charge} has already been refunded.",
                       code="charge_already_refunded")
        amount = left if args["amount"] is None else args["amount"]
        if amount > left:
            self._fail(request, 400, f"Refund amount ({_money(amount, payment.currency)}) is greater than "
                       f"unrefunded amount on charge ({_money(left, payment.currency)})",
                       code="amount_too_large", param="amount")
        cfg, now = self.config, self.clock.now()
        pending_s = cfg["refund_pending_s"]
        initial = cfg["refund_initial_status"] or ("pending" if pending_s > 0 else cfg["refund_outcome"])
        refund = Refund(
            new_id("re_"), next(self._seq), amount, payment, int(now), args["metadata"], args["reason"],
            "pending", api_key, key, outcome=cfg["refund_outcome"],
            outcome_failure_reason=cfg["refund_failure_reason"],
            instructions_email=args.get("instructions_email"),
        )
        refund.set_status(initial, cfg["refund_failure_reason"])
        if initial == "pending" and pending_s > 0:
            refund.settles_at = now + pending_s
        self._refunds[refund.id] = refund
        self._by_payment.setdefault(payment.payment_intent, []).append(refund)
        return refund

    def _payment_for(self, request: Request, pi: str | None, charge: str | None,
                     account: str | None) -> Payment:
        payment = self._in_scope(self._payments.get(pi) if pi else None, account)
        if pi and payment is None:
            self._fail(request, 404, f"No such payment_intent: '{pi}'", code="resource_missing",
                       param="payment_intent")
        if charge:
            by_charge = self._in_scope(self._charges.get(charge), account)
            if by_charge is None:
                self._fail(request, 404, f"No such charge: '{charge}'", code="resource_missing", param="charge")
            if payment is not None and by_charge is not payment:
                self._fail(request, 400, f"Charge {charge} does not belong to PaymentIntent {pi}.",
                           param="charge")
            payment = by_charge
        return payment  # type: ignore[return-value]

    @staticmethod
    def _in_scope(payment: Payment | None, account: str | None) -> Payment | None:
        """The payment if it belongs to ``account`` (None: the platform), else None: a
        payment of another account is unknown to the request, as at Stripe."""
        return payment if payment is not None and payment.account == account else None

    def _refunded(self, payment: Payment) -> int:
        now = self.clock.now()
        total = 0
        for refund in self._by_payment.get(payment.payment_intent, ()):
            if refund.payment is payment:
                refund.settle(now)
                total += refund.amount if refund.status in _OUTSTANDING else 0
        return total

    # ----- GET /v1/refunds/<id>, GET /v1/refunds ----------------------------------------------
    def _retrieve_refund(self, request: Request, refund_id: str) -> Response:
        _, account = self.scope(request)
        self._reject_unknown(request, self._params(request), _RETRIEVE_PARAMS["refund"])
        with self.lock:
            refund = self._refund_or_404(request, refund_id, "id", account)
            refund.settle(self.clock.now())
            return Response(200, refund.to_json())

    def _list_refunds(self, request: Request) -> Response:
        _, account = self.scope(request)
        query = self._params(request)
        self._reject_unknown(request, query, _LIST_PARAMS)
        limit = self._positive_int(request, "limit", query.get("limit", "10"), maximum=100)
        in_range = self._created_filter(request, query.get("created"))
        after, before = query.get("starting_after"), query.get("ending_before")
        if after and before:
            self._fail(request, 400, "You may only specify one of these parameters: ending_before, "
                       "starting_after.")
        pi, charge = query.get("payment_intent"), query.get("charge")
        with self.lock:
            now = self.clock.now()
            rows = [
                r for r in sorted(self._by_payment.get(pi, ()) if pi else self._refunds.values(),
                                  key=_order)
                if pi in (None, r.payment.payment_intent) and charge in (None, r.payment.charge)
                and r.payment.account == account and in_range(r.created)
            ]
            if after or before:
                cursor = _order(self._refund_or_404(request, after or before,
                                                    "starting_after" if after else "ending_before",
                                                    account))
                rows = [r for r in rows if (_order(r) > cursor if after else _order(r) < cursor)]
            page = rows[-limit:] if before else rows[:limit]
            for refund in page:
                refund.settle(now)
            body = {"object": "list", "url": "/v1/refunds", "has_more": len(rows) > limit,
                    "data": [r.to_json() for r in page]}
        return Response(200, body)

    def _created_filter(self, request: Request, raw: Any):
        if raw is None:
            return lambda created: True
        if not isinstance(raw, dict):
            exact = self._positive_int(request, "created", raw)
            return lambda created: created == exact
        self._reject_unknown(request, raw, {"gt", "gte", "lt", "lte"}, prefix="created")
        b = {op: self._positive_int(request, f"created[{op}]", v) for op, v in raw.items()}
        return lambda c: (c > b.get("gt", -1) and c >= b.get("gte", -1)
                          and c < b.get("lt", 1 << 62) and c <= b.get("lte", 1 << 62))

    # ----- GET /v1/payment_intents/<id>, GET /v1/charges/<id> -------------------------------
    def _retrieve_payment_intent(self, request: Request, pi: str) -> Response:
        return self._retrieve_payment(request, "payment_intent", self._payments, pi)

    def _retrieve_charge(self, request: Request, charge: str) -> Response:
        return self._retrieve_payment(request, "charge", self._charges, charge)

    def _retrieve_payment(self, request: Request, kind: str, by_id: dict[str, Payment],
                          wanted: str) -> Response:
        _, account = self.scope(request)
        payment = self._in_scope(by_id.get(wanted), account)
        params = self._params(request)
        # a PaymentIntent's retrieve also takes its client_secret; a Charge's takes expand alone
        self._reject_unknown(request, params, _RETRIEVE_PARAMS[kind])
        paths = parse_expand(params.get("expand"))
        bad = unexpandable(kind, paths)
        if bad is not None:
            self._fail(request, 400, f"This property cannot be expanded ({bad}).",
                       param="expand")
        if payment is None:
            self._fail(request, 404, f"No such {kind}: '{wanted}'", code="resource_missing",
                       param="id")
        with self.lock:
            view = self._views.payment_intent if kind == "payment_intent" else self._views.charge
            return Response(200, view(payment, paths))

    def _refunds_json(self, payment: Payment) -> list[dict]:
        """A payment's refunds, newest first (called under the lock)."""
        now = self.clock.now()
        rows = sorted(self._by_payment.get(payment.payment_intent, ()), key=_order)
        for refund in rows:
            refund.settle(now)
        return [r.to_json() for r in rows]

    # ----- simulator control (Python API and /_sim endpoints) ---------------------------------
    def add_payment(self, amount: int, currency: str = "usd", id: str | None = None,  # noqa: A002
                    **facts: Any) -> dict:
        """Create a payment (payment intent + charge), by default succeeded and refundable;
        ``facts``: status, customer, customer_email, receipt_email, billing_email, created
        (unix seconds; default now), captured, account (the connected account it is made in;
        default None: the platform), and what it was for: line_items [{description, quantity,
        unit_amount}], shipping and source (checkout | invoice; see stripe_orders).
        ValueError if invalid."""
        lines, shipping = facts.pop("line_items", None), facts.pop("shipping", 0)
        source = facts.pop("source", "checkout" if lines else None)
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
            raise ValueError("amount must be a positive integer")
        if not isinstance(currency, str) or not re.fullmatch(r"[A-Za-z]{3}", currency):
            raise ValueError("currency must be a 3-letter ISO code")
        if id is not None and not re.fullmatch(r"pi_[A-Za-z0-9_]+", str(id)):
            raise ValueError("id must look like pi_...")
        self._check_facts(facts, amount)
        pi = id or new_id("pi_")
        facts.setdefault("created", int(self.clock.now()))
        payment = Payment(pi, "ch_" + pi[3:], amount, currency.lower(), **facts)
        with self.lock:
            if pi in self._payments or payment.charge in self._charges:
                raise ValueError(f"payment {pi} already exists")
            self._payments[pi] = self._charges[payment.charge] = payment
        if lines is not None or source is not None:
            try:
                self.attach_order(payment, source or "checkout", lines or [], shipping)
            except ValueError:
                with self.lock:
                    del self._payments[pi], self._charges[payment.charge]
                raise
        return payment.to_json()

    @staticmethod
    def _check_facts(facts: dict, amount: int) -> None:
        for name in ("customer", "customer_email", "receipt_email", "billing_email"):
            if facts.get(name) is not None and not isinstance(facts[name], str):
                raise ValueError(f"{name} must be a string")
        if facts.get("customer") is not None and not re.fullmatch(r"cus_\w+", facts["customer"]):
            raise ValueError("customer must look like cus_...")
        account = facts.get("account")
        if account is not None and not (isinstance(account, str) and ACCOUNT_ID.fullmatch(account)):
            raise ValueError("account must look like acct_... (letters and digits, up to 64)")
        if facts.get("status", "succeeded") not in PI_STATUSES:
            raise ValueError(f"status must be one of {PI_STATUSES}")
        for name, top in (("created", 1 << 40), ("captured", amount)):
            value = facts.get(name)
            if value is not None and (type(value) is not int or not 0 <= value <= top):
                raise ValueError(f"{name} must be an integer from 0 to {top}")

    def payments(self) -> list[dict]:
        """Every payment with `amount_refunded` (pending + succeeded refunds)."""
        with self.lock:
            return [{**p.to_json(), "amount_refunded": self._refunded(p)} for p in self._payments.values()]

    def configure(self, **changes: Any) -> dict:
        """Change settlement settings (see DEFAULT_CONFIG); ValueError if invalid."""
        checks = {
            "refund_pending_s": lambda v: isinstance(v, (int, float)) and v >= 0,
            "refund_outcome": lambda v: v in ("succeeded", "failed", "canceled"),
            "refund_failure_reason": lambda v: isinstance(v, str) and v != "",
            "refund_initial_status": lambda v: v is None or v in _STATUSES, **ACCOUNT_CHECKS,
            **RATE_CHECKS,
        }
        for name, value in changes.items():
            if name not in checks or not checks[name](value):
                raise ValueError(f"invalid config: {name}={value!r}")
        with self.lock:
            self.config.update({k: list(v) if isinstance(v, list) else v  # a copy, not theirs
                                for k, v in changes.items()})
            return dict(self.config)

    def refunds(self) -> list[dict]:
        """Every refund (current status), oldest first, with its idempotency and API key."""
        with self.lock:
            now, rows = self.clock.now(), sorted(self._refunds.values(), key=lambda r: r.seq)
            for refund in rows:
                refund.settle(now)
            return [{**r.to_json(), "idempotency_key": r.idempotency_key, "api_key": r.api_key,
                     "stripe_account": r.payment.account} for r in rows]

    def set_refund_status(self, refund_id: str, status: str, failure_reason: str | None = None) -> dict:
        """Force a refund's status (KeyError if unknown, ValueError if not a Stripe status)."""
        if status not in _STATUSES:
            raise ValueError(f"status must be one of {_STATUSES}")
        with self.lock:
            refund = self._refunds[refund_id]
            refund.set_status(status, failure_reason)
            return refund.to_json()

    def _ctl_add_payment(self, request: Request) -> Response:
        body = self._control_json(request)
        unknown = set(body) - {"amount", "currency", "id", "status", "customer", "customer_email",
                               "receipt_email", "billing_email", "created", "captured", "account",
                               "line_items", "shipping", "source"}
        try:
            if unknown:
                raise ValueError(f"unknown fields: {sorted(unknown)}")
            return Response(200, self.add_payment(**body))
        except (TypeError, ValueError) as exc:
            return self.error(request, 400, str(exc))

    def _ctl_configure(self, request: Request) -> Response:
        try:
            return Response(200, self.configure(**self._control_json(request)))
        except ValueError as exc:
            return self.error(request, 400, str(exc))

    def _ctl_set_status(self, request: Request, refund_id: str) -> Response:
        body = self._control_json(request)
        try:
            return Response(200, self.set_refund_status(refund_id, body.get("status"), body.get("failure_reason")))
        except KeyError:
            return self.error(request, 404, f"No such refund: '{refund_id}'", code="resource_missing")
        except ValueError as exc:
            return self.error(request, 400, str(exc))

    # ----- request helpers ---------------------------------------------------------------------
    def _fail(self, request: Request, status: int, message: str, **fields: Any) -> None:
        raise HttpError(self.error(request, status, message, **fields))

    def _authenticate(self, request: Request) -> str:
        """The request's API key (Bearer, or Basic with the key as user), else 401."""
        scheme, _, credential = (request.headers.get("Authorization") or "").partition(" ")
        key = credential.strip() if scheme.lower() == "bearer" else ""
        if scheme.lower() == "basic":
            try:
                key = base64.b64decode(credential.strip()).decode().partition(":")[0]
            except ValueError:  # binascii.Error and UnicodeDecodeError are ValueErrors
                key = ""
        if not key:
            self._fail(request, 401, "You did not provide an API key. You need to provide your API key "
                       "in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer "
                       "YOUR_SECRET_KEY').")
        if not API_KEY.fullmatch(key):
            self._fail(request, 401, f"Invalid API Key provided: {redact(key)}")
        return key

    def _idempotency_key(self, request: Request) -> str | None:
        key = request.headers.get("Idempotency-Key") or None
        if key is not None and len(key) > 255:
            self._fail(request, 400, "Idempotency keys can be at most 255 characters long.")
        return key

    def _params(self, request: Request) -> dict:
        try:
            return self.parse_params(request)
        except ValueError as exc:  # includes UnicodeDecodeError
            raise HttpError(self.error(request, 400, f"Invalid request: {exc}")) from None

    def _reject_unknown(self, request: Request, params: dict, known: set, prefix: str = "") -> None:
        for name in params:
            if name not in known:
                shown = f"{prefix}[{name}]" if prefix else name
                self._fail(request, 400, f"Received unknown parameter: {shown}", code="parameter_unknown",
                           param=shown)

    def _string(self, request: Request, params: dict, name: str) -> str | None:
        value = params.get(name)
        if value is not None and not isinstance(value, str):
            self._fail(request, 400, f"Invalid string: {value!r}", param=name)
        return value or None

    def _positive_int(self, request: Request, name: str, raw: Any, maximum: int | None = None) -> int:
        if not isinstance(raw, str) or not re.fullmatch(r"-?\d+", raw):
            self._fail(request, 400, f"Invalid integer: {raw}", code="parameter_invalid_integer", param=name)
        value = int(raw)
        if value < 1 or (maximum is not None and value > maximum):
            bound = f"between 1 and {maximum}" if maximum else "a positive integer"
            self._fail(request, 400, f"Invalid {name}: must be {bound}", code="parameter_invalid_integer",
                       param=name)
        return value

    def _refund_or_404(self, request: Request, refund_id: str, param: str,
                       account: str | None) -> Refund:
        refund = self._refunds.get(refund_id)
        if refund is None or refund.payment.account != account:  # another account's: unknown
            self._fail(request, 404, f"No such refund: '{refund_id}'", code="resource_missing", param=param)
        return refund  # type: ignore[return-value]
