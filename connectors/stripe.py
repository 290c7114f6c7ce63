"""A thin typed client for the Stripe refund endpoints, over the official ``stripe`` SDK.

It creates, retrieves and finds refunds and says what Stripe said, as small dataclasses or as
the errors of ``connectors.errors``. It never retries on its own (``max_network_retries=0``)
and never invents an idempotency key: the caller passes one derived from its own record.

With a request budget (``connectors.budgets.RequestBudget``; the shared one is
``service.ledger.stripe_budget``) every call first reserves one request of
its endpoint from the key's shared budget; when that would take longer than the budget's wait,
it raises ``RateLimited`` with nothing sent (retrying is safe), and a 429 Stripe sends anyway
holds every process off for its Retry-After.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator
from urllib.parse import quote

import stripe

from connectors.budgets import BudgetWait, RequestBudget
from connectors.errors import Ambiguous, AuthFailed, Missing, ProviderError, RateLimited, Rejected
from connectors.stripe_http import PooledHTTPClient
from connectors.stripe_lines import PaymentLines, invoice_line, session_line, shipping_of

PROVIDER = "stripe"
# The Stripe API version surestep speaks, sent on every call (Stripe-Version), whatever the
# installed SDK's default: the objects and parameters we read were checked against this one.
# pyproject.toml bounds the SDK to the major version that ships it.
API_VERSION = "2026-10-28.endive"
LOOKUP_PAGES = 10  # 10 pages of 100: far more refunds than one payment ever carries
LINE_PAGES = 5  # pages of 100 line items read beyond the first ones an answer includes
WINDOW_PAGES = 200  # a reconciliation window of up to 20,000 refunds
# order_lines sends its invoice lookup from here, beside its session lookup (each waits for
# at most the client's own timeout, so a few threads serve a process's concurrent refunds).
_LOOKUPS = ThreadPoolExecutor(max_workers=16, thread_name_prefix="stripe-lines")


class Incomplete(ProviderError):
    """A listing had more pages than the caller allowed: the result would be partial."""


@dataclass(frozen=True)
class Refund:
    """A Stripe refund as read from Stripe."""

    id: str
    status: str
    amount: int
    currency: str
    payment_intent: str | None
    charge: str | None
    metadata: dict[str, str]
    failure_reason: str | None
    created: int
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_stripe(cls, obj: Any) -> "Refund":
        raw = obj.to_dict() if hasattr(obj, "to_dict") else dict(obj)
        return cls(id=raw["id"], status=raw.get("status") or "unknown", amount=raw["amount"],
                   currency=raw["currency"], payment_intent=raw.get("payment_intent"),
                   charge=raw.get("charge"), metadata=dict(raw.get("metadata") or {}),
                   failure_reason=raw.get("failure_reason"), created=raw.get("created", 0),
                   raw=raw)


def translate(exc: stripe.StripeError) -> ProviderError:
    """The one place where Stripe's errors become ours (status to class)."""
    status = exc.http_status
    kw: dict[str, Any] = {"provider": PROVIDER, "status": status, "code": _code(exc),
                          "request_id": exc.request_id, "body": exc.json_body}
    message = " ".join((exc.user_message or str(exc) or type(exc).__name__).split())
    if isinstance(exc, stripe.APIConnectionError) or status is None:
        cause = message.rpartition("Network error: ")[2].rstrip(")") or "connection error"
        return Ambiguous(f"no answer from Stripe ({cause})", **kw)
    return _by_status(status, message, exc.headers, kw)


def _code(exc: stripe.StripeError) -> str | None:
    """Stripe's error code: the SDK's, else the body's (the SDK gives a 429 no code; Stripe's
    body has it: rate_limit, or lock_timeout)."""
    error = exc.json_body.get("error") if isinstance(exc.json_body, dict) else None
    return exc.code or (error.get("code") if isinstance(error, dict) else None)


def _by_status(status: int, message: str, headers: Any, kw: dict[str, Any]) -> ProviderError:
    """An answer's error by its status: 429 rate-limited (with Retry-After); 409 (an
    idempotent request still in flight) and 5xx an open outcome; 401 and 403 our
    credentials; 404 missing; any other a refusal."""
    if status == 429:
        return RateLimited(message, retry_after=_retry_after(headers), **kw)
    if status == 409 or status >= 500:
        return Ambiguous(message, **kw)
    if status in (401, 403):
        return AuthFailed(message, **kw)
    if status == 404:
        return Missing(message, **kw)
    return Rejected(message, **kw)


def _retry_after(headers: Any) -> float | None:
    try:
        return float((headers or {}).get("retry-after") or (headers or {}).get("Retry-After")
                     or "")  # none: ValueError, so None
    except (TypeError, ValueError):
        return None


class StripeRefunds:
    """Create, read and look up refunds with one pooled HTTP client."""

    def __init__(self, api_key: str, base_url: str, timeout_s: float,
                 budget: RequestBudget | None = None):
        self.budget = budget
        self._http = PooledHTTPClient(timeout_s)
        self._client = stripe.StripeClient(api_key, base_addresses={"api": base_url},
                                           stripe_version=API_VERSION,
                                           max_network_retries=0, http_client=self._http)

    def close(self) -> None:
        """Close the pooled connections."""
        self._http.close()

    # ``stripe_account`` (Stripe Connect): the connected account the call is made on, sent as
    # the Stripe-Account header (the SDK's request option); None: the platform's own account.

    def create(self, params: dict[str, Any], idempotency_key: str,
               stripe_account: str | None = None) -> Refund:
        """POST /v1/refunds with our key; raises a ProviderError subclass on anything else."""
        return self._call("post", "/v1/refunds", "POST /v1/refunds",
                          idempotency_key=idempotency_key, **_on(stripe_account), **params)

    def retrieve(self, refund_id: str, stripe_account: str | None = None) -> Refund:
        """GET /v1/refunds/<id>: the provider's current truth about one refund."""
        return self._call("get", f"/v1/refunds/{quote(refund_id, safe='')}",
                          "GET /v1/refunds/{id}", **_on(stripe_account))

    def balance(self) -> dict[str, Any]:
        """GET /v1/balance: the cheapest read that proves the API key works."""
        return dict(self._request("GET /v1/balance",
                                  lambda: self._client.raw_request("get", "/v1/balance")).data)

    def _call(self, method: str, path: str, endpoint: str, **params: Any) -> Refund:
        # The SDK's documented raw_request: the same encoding, headers and error classes as
        # v1.refunds.*, without building a StripeObject that from_stripe turns back into a
        # dict (~0.1 ms of CPU per call, two calls per new refund).
        response = self._request(endpoint,
                                 lambda: self._client.raw_request(method, path, **params))
        return Refund.from_stripe(response.data)

    def _request(self, endpoint: str, send: Callable[[], Any]) -> Any:
        """One request within the budget: reserve a place (or raise RateLimited, nothing
        sent), send it, release the place once answered, and tell the budget about a 429
        rate_limit; Stripe's errors become ours."""
        if self.budget is None:
            return self._send(send)
        try:
            place = self.budget.acquire(endpoint)
        except BudgetWait as exc:
            raise RateLimited(
                f"Stripe's rate budget for this account had no room for {endpoint} within "
                f"{self.budget.max_wait_s:g} s (next in about {exc.seconds:.1f} s); nothing was "
                f"sent.",
                retry_after=max(1, math.ceil(exc.seconds)), provider=PROVIDER,
                code="rate_limit") from None
        try:
            answer = self._send(send)
        except ProviderError as error:
            if error.status is not None:  # answered (no answer: it may still arrive)
                self.budget.release(place)
            if isinstance(error, RateLimited) and error.code != "lock_timeout":  # not a busy
                self.budget.blocked(error.retry_after)  # object: the rate, for everyone
            raise
        self.budget.release(place)
        return answer

    @staticmethod
    def _send(send: Callable[[], Any]) -> Any:
        try:
            return send()
        except stripe.StripeError as exc:
            raise translate(exc) from exc

    def payment(self, *, payment_intent: str | None, charge: str | None,
                stripe_account: str | None = None) -> dict[str, Any]:
        """One read of the money a refund is for: the PaymentIntent with its latest charge,
        that charge's refunds and the customer expanded, or the Charge with its refunds and
        customer. ``Missing`` when Stripe has no such payment."""
        if payment_intent:
            path = f"/v1/payment_intents/{quote(payment_intent, safe='')}"
            expand, endpoint = ["customer", "latest_charge.refunds"], "GET /v1/payment_intents/{id}"
        else:
            path, expand = f"/v1/charges/{quote(charge or '', safe='')}", ["customer", "refunds"]
            endpoint = "GET /v1/charges/{id}"
        data = self._request(endpoint, lambda: self._client.raw_request(
            "get", path, expand=expand, **_on(stripe_account))).data
        return data.to_dict() if hasattr(data, "to_dict") else dict(data)

    def order_lines(self, *, payment_intent: str | None, stripe_account: str | None = None,
                    max_pages: int = LINE_PAGES) -> PaymentLines:
        """What the payment was for: the lines of the Checkout Session that made it, else of
        the invoice it paid (``connectors.stripe_lines``), else none. The two lookups are sent
        at the same time (one round trip, not two, for a payment that has neither: the refund's
        facts stay at one round trip, issue 25), at the price of an invoice lookup not needed
        when a session is found; more reads only for over 10 lines. Nothing is read for a
        Charge without a PaymentIntent."""
        if not payment_intent:
            return PaymentLines("none")
        on = _on(stripe_account)
        invoice_lookup = _LOOKUPS.submit(
            self._get, "GET /v1/invoice_payments", "/v1/invoice_payments", limit=1,
            payment={"type": "payment_intent", "payment_intent": payment_intent},
            expand=["data.invoice"], **on)
        try:
            sessions = self._get("GET /v1/checkout/sessions", "/v1/checkout/sessions",
                                 payment_intent=payment_intent, limit=1,
                                 expand=["data.line_items"], **on)
        finally:
            payments_or_error = invoice_lookup.exception() or invoice_lookup.result()
        if sessions.get("data"):
            return self._session_lines(sessions, max_pages, on)
        if isinstance(payments_or_error, BaseException):
            raise payments_or_error
        return self._invoice_lines(sessions, payments_or_error, max_pages, on)

    def _session_lines(self, sessions: dict[str, Any], max_pages: int,
                       on: dict[str, str]) -> PaymentLines:
        """The lines of the Checkout Session that made the payment (the first listed), its
        shipping and its customer's e-mail."""
        session = sessions["data"][0]
        lines, raws, complete = self._lines(session.get("line_items") or {},
                                            "GET /v1/checkout/sessions/{id}/line_items",
                                            max_pages, on)
        details = session.get("customer_details") or {}
        return PaymentLines("checkout_session", session.get("id"), session.get("currency"),
                            tuple(session_line(i) for i in lines), shipping_of(session),
                            details.get("email") or session.get("customer_email"), complete,
                            (sessions, *raws))

    def _invoice_lines(self, sessions: dict[str, Any], payments: dict[str, Any], max_pages: int,
                       on: dict[str, str]) -> PaymentLines:
        """The lines of the invoice the payment paid (the first invoice payment that expands
        one), its shipping and customer's e-mail; ``none`` when it paid no invoice."""
        invoice = next((p.get("invoice") for p in payments.get("data") or []
                        if isinstance(p.get("invoice"), dict)), None)
        if invoice is None:
            return PaymentLines("none", raw=(sessions, payments))
        lines, raws, complete = self._lines(invoice.get("lines") or {},
                                            "GET /v1/invoices/{id}/lines", max_pages, on)
        return PaymentLines("invoice", invoice.get("id"), invoice.get("currency"),
                            tuple(invoice_line(i) for i in lines), shipping_of(invoice),
                            invoice.get("customer_email"), complete, (sessions, payments, *raws))

    def _lines(self, listed: dict[str, Any], endpoint: str, max_pages: int,
               on: dict[str, str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]], bool]:
        """The items of an included list, then its further pages at its ``url``."""
        items, raws = list(listed.get("data") or []), []
        more, url = bool(listed.get("has_more")), listed.get("url")
        for _ in range(max_pages):
            if not (more and url and items):
                break
            page = self._get(endpoint, url, limit=100, starting_after=items[-1]["id"], **on)
            raws.append(page)
            items += page.get("data") or []
            more = bool(page.get("has_more"))
        return items, raws, not more

    def _get(self, endpoint: str, path: str, **params: Any) -> dict[str, Any]:
        if not path.startswith("/v1/"):
            raise Rejected(f"Stripe's answer linked to {path!r}, outside /v1/; not followed",
                           provider=PROVIDER)
        data = self._request(endpoint, lambda: self._client.raw_request("get", path, **params)).data
        return data.to_dict() if hasattr(data, "to_dict") else dict(data)

    def refunds(self, *, payment_intent: str | None, charge: str | None,
                since: float, stripe_account: str | None = None) -> list[Refund]:
        """The newest 100 refunds of one payment created since ``since`` (unix seconds)."""
        return list(self._list(max_pages=1, payment_intent=payment_intent, charge=charge,
                               created={"gte": int(since)}, stripe_account=stripe_account))

    def find(self, *, payment_intent: str | None, charge: str | None,
             metadata: dict[str, str], stripe_account: str | None = None) -> Refund | None:
        """The newest refund of that payment whose metadata holds all of ``metadata``."""
        for refund in self._list(payment_intent=payment_intent, charge=charge,
                                 stripe_account=stripe_account):
            if all(refund.metadata.get(k) == v for k, v in metadata.items()):
                return refund
        return None

    def list_created(self, since: int, until: int | None = None,
                     max_pages: int = WINDOW_PAGES) -> Iterator[Refund]:
        """Every refund created in ``[since, until)`` (unix seconds), newest first, all
        payments; raises ``Incomplete`` rather than silently stop at ``max_pages``."""
        created: dict[str, int] = {"gte": int(since)}
        if until is not None:
            created["lt"] = int(until)
        yield from self._list(max_pages=max_pages, complete=True, created=created)

    def _list(self, max_pages: int = LOOKUP_PAGES, complete: bool = False,
              stripe_account: str | None = None, **filters: Any) -> Iterator[Refund]:
        params: dict[str, Any] = {k: v for k, v in filters.items() if v}
        params["limit"] = 100
        for _ in range(max_pages):
            page = self._request("GET /v1/refunds", lambda: self._client.v1.refunds.list(
                params=params, options=_on(stripe_account)))  # type: ignore[arg-type]
            refunds = [Refund.from_stripe(item) for item in page.data]
            yield from refunds
            if not page.has_more or not refunds:
                return
            params["starting_after"] = refunds[-1].id
        if complete:  # a lookup may stop early; a window listing must not look whole
            raise Incomplete(f"more than {max_pages} pages of refunds in the window",
                             provider=PROVIDER)


def _on(stripe_account: str | None) -> dict[str, str]:
    """The request option that makes a call on a connected account (nothing: the platform)."""
    return {"stripe_account": stripe_account} if stripe_account else {}
