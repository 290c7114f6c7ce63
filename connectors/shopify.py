"""A thin typed client for the Shopify Admin GraphQL API (refunds), over one pooled httpx client.

`POST <shop>/admin/api/<version>/graphql.json` with `X-Shopify-Access-Token`. It reads an
order's payments and its facts (money, status, customer, refunds), asks Shopify for a
suggested refund of line items, creates refunds, and reads refunds with their transactions;
it returns the small dataclasses of `connectors.shopify_objects` or raises the errors of
`connectors.errors` (mapped in `translate`). It never decides policy and never invents an
idempotency key: `refundCreate` always carries `@idempotent(key:)` with the caller's key.

Throttling is cost-based: every call first takes its requested cost from the shop's
`CostBudget` (shared through Redis) and feeds the answer's `extensions.cost.throttleStatus`
back. A THROTTLED answer (HTTP 200 with `errors[].extensions.code` THROTTLED, or 429) was not
executed, so the very same request (same key for a mutation) is sent again once the points
are back; when that would take past the budget's deadline, `RateLimited` says how long.
"""

from __future__ import annotations

import math
from typing import Any

import httpx

from connectors import shopify_queries as q
from connectors.budgets import BudgetWait, CostBudget
from connectors.errors import Ambiguous, AuthFailed, Missing, ProviderError, RateLimited, Rejected
from connectors.shopify_objects import (
    OrderFacts,
    OrderLines,
    Refund,
    RefundSummary,
    SuggestedMove,
    Suggestion,
    Transaction,
    money,
)

PROVIDER = "shopify"
# Codes Shopify documents for @idempotent mutations with typed errors; refundCreate's plain
# UserError has no code, so its documented messages identify them too.
IDEMPOTENCY_MESSAGES = {
    "IDEMPOTENCY_CONCURRENT_REQUEST": "currently in progress",
    "IDEMPOTENCY_KEY_PARAMETER_MISMATCH": "cannot be used with different operation parameters",
}
# "A previous request with this idempotency key failed. Retry with a new idempotency key."
# (shopify.dev, the idempotent mutations' error codes): the attempt under this key failed inside
# Shopify and created nothing, and this key will never create anything: a refusal, not an open
# outcome. Only a new intent (a new key) can try again; the connector never makes one up.
PREVIOUS_ATTEMPT_FAILED = ("IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED",
                           "previous request with this idempotency key failed")


class _Throttled(Exception):
    """Not executed for lack of points (THROTTLED, or HTTP 429)."""


def translate(status: int, body: Any, request_id: str | None,
              mutation: str | None = None) -> ProviderError | _Throttled | None:
    """The one place where Shopify's answers become errors (None: usable data). For a
    ``mutation``, its payload's ``userErrors`` too: a refusal, except Shopify's idempotency
    errors, whose outcome is open (the key may still commit, or already did something)."""
    kw = dict(provider=PROVIDER, status=status, request_id=request_id, body=body)
    if status >= 400:
        return _http_error(status, body, kw)
    if not isinstance(body, dict):
        return Ambiguous("Shopify's answer was not JSON", **kw)
    errors = body.get("errors") or []
    if errors:
        return _graphql_errors(errors, kw)
    return _payload_errors(body, mutation, kw) if mutation else None


def _http_error(status: int, body: Any, kw: dict[str, Any]) -> ProviderError | _Throttled:
    """An HTTP status of 400 or more: our credentials refused (401, 403), out of points (429),
    no such shop or API version (404), an open outcome (5xx), else a refusal."""
    if status in (401, 403):
        return AuthFailed(_message(body, "access denied"), code="ACCESS_DENIED", **kw)
    if status == 429:
        return _Throttled()
    if status == 404:
        return Missing(_message(body, "shop or API version not found"), code="NOT_FOUND", **kw)
    if status >= 500:
        return Ambiguous(_message(body, f"Shopify answered {status}"), code=str(status), **kw)
    return Rejected(_message(body, f"Shopify refused the request ({status})"), **kw)


# What a GraphQL top-level error's code (its first one) makes of the answer; any other is a
# refusal (GRAPHQL_ERROR when none has a code).
GRAPHQL_ERRORS: dict[str, type[ProviderError]] = {
    "ACCESS_DENIED": AuthFailed,
    "INTERNAL_SERVER_ERROR": Ambiguous,
}


def _graphql_errors(errors: list[Any], kw: dict[str, Any]) -> ProviderError | _Throttled:
    """A 200 that carries top-level GraphQL ``errors``: THROTTLED anywhere is out of points;
    otherwise the first code decides (``GRAPHQL_ERRORS``), with every message joined."""
    codes = [((e.get("extensions") or {}).get("code")) for e in errors if isinstance(e, dict)]
    if "THROTTLED" in codes:
        return _Throttled()
    message = "; ".join(str(e.get("message", e)) if isinstance(e, dict) else str(e)
                        for e in errors)
    code = next((c for c in codes if c), "GRAPHQL_ERROR")
    return GRAPHQL_ERRORS.get(code, Rejected)(message, code=code, **kw)


def _payload_errors(body: dict[str, Any], mutation: str, kw: dict[str, Any]) -> ProviderError | None:
    """The mutation's ``userErrors``: none is usable data; the previous attempt under this key
    failed is a refusal; Shopify's other idempotency errors an open outcome; else a refusal
    with the first code given (USER_ERROR when none is)."""
    payload = (body.get("data") or {}).get(mutation) or {}
    errors = payload.get("userErrors") or []
    if not errors:
        return None
    message = "; ".join(e.get("message", "") for e in errors)
    code, text = PREVIOUS_ATTEMPT_FAILED
    if _names(errors, code, text):
        return Rejected(f"{message} (nothing was refunded under this intent's key; a new "
                        f"intent may try again)", code=code, **kw)
    for code, text in IDEMPOTENCY_MESSAGES.items():
        if _names(errors, code, text):
            return Ambiguous(message, code=code, **kw)
    return Rejected(message, code=_first_code(errors), **kw)


def _first_code(errors: list[dict[str, Any]]) -> str:
    """The first code the ``userErrors`` give, USER_ERROR when none gives one."""
    return next((e["code"] for e in errors if e.get("code")), "USER_ERROR")


def _names(errors: list[dict[str, Any]], code: str, text: str) -> bool:
    """Whether one of the ``userErrors`` is this error: by its code, or by its documented
    message (a UserError has no code)."""
    return any(e.get("code") == code or text in e.get("message", "") for e in errors)


def _message(body: Any, default: str) -> str:
    if isinstance(body, dict) and body.get("errors"):
        errors = body["errors"]
        return errors if isinstance(errors, str) else str(errors)
    return default


def _cost(body: Any) -> dict[str, Any] | None:
    return (body.get("extensions") or {}).get("cost") if isinstance(body, dict) else None


class ShopifyAdmin:
    """The refund calls surestep makes, through one pooled client and one cost budget."""

    def __init__(self, shop_url: str, access_token: str, api_version: str, timeout_s: float,
                 budget: CostBudget, transport: httpx.BaseTransport | None = None):
        self.endpoint = f"{shop_url.rstrip('/')}/admin/api/{api_version}/graphql.json"
        self.budget = budget
        self._http = httpx.Client(timeout=httpx.Timeout(timeout_s), transport=transport,
                                  headers={"X-Shopify-Access-Token": access_token,
                                           "Content-Type": "application/json"})
        self._costs = dict(q.COSTS)  # learned from each answer's requestedQueryCost

    def close(self) -> None:
        """Close the pooled connections."""
        self._http.close()

    def shop(self) -> dict[str, Any]:
        """The shop's name and domain: the cheapest read that proves the token works."""
        return self._data("shop", q.SHOP, {}).get("shop") or {}

    def order_payments(self, order_id: str) -> list[Transaction]:
        """The order's transactions (SALE and CAPTURE among them), oldest first."""
        data = self._data("order_payments", q.ORDER_PAYMENTS, {"id": order_id})
        order = data.get("order") or self._missing(order_id)
        return [Transaction.from_json(t) for t in order.get("transactions") or []]

    def suggest_refund(self, order_id: str, line_items: list[dict[str, Any]]) -> Suggestion:
        """Shopify's suggested refund for ``[{lineItemId, quantity}]``."""
        data = self._data("suggest_refund", q.SUGGEST_REFUND,
                          {"id": order_id, "refundLineItems": line_items})
        order = data.get("order") or self._missing(order_id)
        suggested = order.get("suggestedRefund") or {}
        amount, currency = money(suggested)
        moves = []
        for move in suggested.get("suggestedTransactions") or []:
            move_amount, move_currency = money(move)
            moves.append(SuggestedMove((move.get("parentTransaction") or {}).get("id"),
                                       move.get("gateway"), move_amount, move_currency))
        return Suggestion(amount, currency, tuple(moves))

    def create_refund(self, refund_input: dict[str, Any], idempotency_key: str) -> Refund:
        """refundCreate(input) @idempotent(key: idempotency_key)."""
        if not idempotency_key or not idempotency_key.strip():  # Shopify refuses a blank one
            raise ValueError("refundCreate needs the caller's idempotency key")
        body = self._call("create_refund", q.REFUND_CREATE,
                          {"input": refund_input, "key": idempotency_key}, "refundCreate")
        payload = (body.get("data") or {}).get("refundCreate") or {}
        if not payload.get("refund"):
            raise Ambiguous("refundCreate answered without a refund or userErrors",
                            provider=PROVIDER, status=200, body=body)
        return Refund.from_json(payload["refund"])

    def refund(self, refund_id: str) -> Refund:
        """The refund and its transactions as Shopify shows them now."""
        data = self._data("refund", q.REFUND, {"id": refund_id})
        return Refund.from_json(data.get("refund") or self._missing(refund_id))

    def order_facts(self, order_id: str) -> OrderFacts:
        """The order's money, status, customer and refunds in one read (``Missing`` if none)."""
        data = self._data("order_facts", q.ORDER_FACTS, {"id": order_id})
        return OrderFacts.from_json(data.get("order") or self._missing(order_id))

    def order_lines(self, order_id: str) -> OrderLines:
        """What the order was for: its lines and shipping lines (``Missing`` if none)."""
        data = self._data("order_lines", q.ORDER_LINES, {"id": order_id})
        return OrderLines.from_json(data.get("order") or self._missing(order_id))

    def order_refunds(self, order_id: str) -> list[RefundSummary]:
        """The order's refunds (id and note), oldest first."""
        data = self._data("order_refunds", q.ORDER_REFUNDS, {"id": order_id})
        order = data.get("order") or self._missing(order_id)
        return [RefundSummary(r["id"], r.get("note")) for r in order.get("refunds") or []]

    # ----- transport, budget and errors -------------------------------------------------
    def _data(self, name: str, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        return self._call(name, query, variables).get("data") or {}

    def _call(self, name: str, query: str, variables: dict[str, Any], mutation: str | None = None) -> dict[str, Any]:
        """Send one operation within the cost budget and return the answer's body."""
        deadline = self.budget.deadline()
        while True:
            try:
                reserved = self.budget.acquire(self._costs[name], deadline)
            except BudgetWait as exc:
                raise self._rate_limited(exc.seconds) from None
            status, body, headers = self._post(query, variables)
            request_id = headers.get("X-Request-Id")
            cost = _cost(body)
            self._learn(name, reserved, cost)
            outcome = translate(status, body, request_id, mutation)
            if isinstance(outcome, _Throttled):
                self._hold_if_unforeseen(name, cost, headers)
                continue  # not executed: the same request goes again when points are back
            if outcome is not None:
                raise outcome
            answer: dict[str, Any] = body  # translate refused any body that is not an answer
            return answer

    def _learn(self, name: str, reserved: int, cost: dict[str, Any] | None) -> None:
        """Tell the budget what an answer's cost figures say (what it cost, what is left) and
        learn what the operation asks for next time; an answer without them changes nothing."""
        if cost and cost.get("throttleStatus"):
            self.budget.observe(reserved, cost.get("actualQueryCost"), cost["throttleStatus"])
            self._costs[name] = int(cost.get("requestedQueryCost") or self._costs[name])

    def _hold_if_unforeseen(self, name: str, cost: dict[str, Any] | None,
                            headers: httpx.Headers) -> None:
        """After a throttled answer the budget did not foresee (no cost figures, a bare 429,
        or figures that say it should have fit), hold everyone for Retry-After (or 1 s): the
        budget cannot tell when points are back. A foreseen one the budget already waits for."""
        reported = (cost or {}).get("throttleStatus") or {}
        if not reported or reported["currentlyAvailable"] >= self._costs[name]:
            self.budget.blocked(_retry_after(headers) or 1.0)

    def _post(self, query: str, variables: dict[str, Any]) -> tuple[int, Any, httpx.Headers]:
        try:
            response = self._http.post(self.endpoint, json={"query": query,
                                                            "variables": variables})
        except httpx.HTTPError as exc:
            raise Ambiguous(f"no answer from Shopify ({type(exc).__name__}: {exc})",
                            provider=PROVIDER) from exc
        try:
            body = response.json()
        except ValueError:
            body = response.text
        return response.status_code, body, response.headers

    def _rate_limited(self, seconds: float) -> RateLimited:
        return RateLimited(f"Shopify's cost budget for this shop needs {seconds:.1f} s to "
                           f"restore before the request can be sent; nothing was sent.",
                           retry_after=max(1, math.ceil(seconds)), provider=PROVIDER,
                           code="THROTTLED")

    @staticmethod
    def _missing(gid: str) -> dict[str, Any]:
        raise Missing(f"{gid} does not exist at this shop", provider=PROVIDER, status=200,
                      code="NOT_FOUND")


def _retry_after(headers: httpx.Headers) -> float | None:
    try:
        return float(headers.get("Retry-After"))
    except (TypeError, ValueError):
        return None
