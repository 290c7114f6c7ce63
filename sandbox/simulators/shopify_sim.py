"""Shopify Admin GraphQL simulator: the operations surestep's Shopify connector sends.

`POST /admin/api/<version>/graphql.json` with `X-Shopify-Access-Token` runs a real GraphQL
executor (graphql-core) over the schema slice in `shopify_schema.py`: a query or mutation
that names anything outside it fails validation and is answered with the errors, loudly.

Documented Shopify behaviour it follows (shopify.dev, checked before writing this):
- `refundCreate` and `@idempotent(key:)` (changelog "Making idempotency mandatory for
  inventory adjustments and refund mutations", 2026-04; /docs/api/usage/implementing-
  idempotency): from 2026-04 a refundCreate without the directive is a runtime error ("The
  @idempotent directive is required for this mutation but was not provided.", code
  BAD_REQUEST, `refundCreate: null`); the directive goes on the field, not the operation
  (validation error). The same key with the same input returns the original operation's
  result, rebuilt from the current state (so a replayed refund shows its transactions as they
  are now); a request whose key is still executing gets "This request is currently in
  progress, please try again." (IDEMPOTENCY_CONCURRENT_REQUEST); the same key with other
  input gets "The same idempotency key cannot be used with different operation parameters."
  (IDEMPOTENCY_KEY_PARAMETER_MISMATCH); after an attempt that failed inside Shopify
  (`refund_attempt_error`: an INTERNAL_SERVER_ERROR, nothing created) the same key gets "A
  previous request with this idempotency key failed. Retry with a new idempotency key."
  (IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED). An empty or blank key is refused (BAD_REQUEST, in the
  simulator's words), never taken for no key. refundCreate's payload has plain `UserError`s
  (field, message: no `code`), so these come as userErrors with those messages. Keys are kept 24 h,
  scoped per access token (app and shop). Before 2026-04 the directive is optional; versions
  before 2026-01 have no @idempotent at all (their schema lacks it: a validation error).
- Cost-based throttling (/docs/apps/build/apis/graphql-admin/rate-limits): a leaky bucket
  per access token (`bucket_max` points, restored at `restore_rate` per simulated second). A
  query whose requested cost exceeds what is available is not executed: HTTP 200 (or 429,
  `throttle_http_status`) with `errors[0].extensions.code` THROTTLED; a single query over
  1000 points is MAX_COST_EXCEEDED. Every answer carries `extensions.cost`
  (`requestedQueryCost`, `actualQueryCost`, `throttleStatus` {`maximumAvailable`,
  `currentlyAvailable`, `restoreRate`}); the difference between requested and actual cost is
  given back after execution. `spend_before` ({"operation": rootField, "points": n}, once)
  has another client of the same app spend up to n points just as the next request for that
  root field arrives, before it is charged: the drain between an app's read and its mutation
  that a real shop sees when two clients share a bucket, made deterministic.
- Transactions and refunds: see `shopify_store.py`.
- The shop (one instance is one shop): `shop { id name myshopifyDomain email currencyCode }`
  (QueryRoot.shop: Shop!, fields as the 2026-04 Admin schema has them), from `shop_name`,
  `shop_domain`, `shop_email` in /_sim/config. An access token the shop did not issue, or one
  that was revoked, is HTTP 401 `{"errors": "[API] Invalid API key or access token
  (unrecognized login or wrong password)"}` (Shopify's words as its clients report them, e.g.
  php-shopify's ApiException code 401; the docs only name 401 Unauthorized); by default any
  well-formed token (shpat_, shpca_, shpss_, shppa_) is taken, as it always was;
  `access_tokens` (a list) takes those only.

Requests are logged and matched against faults under `/admin/api/<version>/graphql.json/
<rootField>` (e.g. `.../graphql.json/refundCreate`), so a fault can target the mutation alone;
the logged `params` hold `operation`, `query`, `variables` and the `idempotency_key` taken
from the directive.

Control endpoints (besides those of `base.Simulator`):
    POST /_sim/orders  {"amount"? (minor units) | "line_items"?: [{"name"?, "quantity",
                        "unit_amount"}], "currency"?: "USD", "gateway"?, "id"?: n,
                        "customer_id"?, "email"?, "customer_email"?, "created_at"?,
                        "cancelled"?} -> order (see ShopifyControl.add_order)
    GET  /_sim/orders  -> {"data": [order, ...]}
    GET  /_sim/refunds[?order_id=] -> {"data": [refund + "idempotency_key", ...]} (oldest first)
    POST /_sim/transactions/<n or gid>/status  {"status", "error_code"?} -> transaction
    GET|POST /_sim/config  {"refund_pending_s", "refund_outcome", "refund_error_code",
                            "refund_attempt_error", "refund_initial_status", "bucket_max", "restore_rate",
                            "throttle_http_status", "spend_before": null | {"operation",
                            "points"}, "access_tokens": null | ["shpat_...", ...],
                            "shop_name", "shop_domain", "shop_email"} -> config
    GET  /_sim/cost    -> {"throttled": n, "buckets": {...}, "charges": [...]}
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from graphql import (
    GraphQLError,
    GraphQLSyntaxError,
    OperationType,
    VariableNode,
    execute,
    parse,
    validate,
)

from sandbox.simulators.base import HttpError, Request, Response, Router, Simulator
from sandbox.simulators.shopify_bucket import CostBuckets
from sandbox.simulators.shopify_control import DEFAULT_CONFIG, TOKEN, ShopifyControl
from sandbox.simulators.shopify_schema import operation_of, query_cost, root_fields, schema_for
from sandbox.simulators.shopify_store import Store, UserErrors, gid_number
from sandbox.simulators.shopify_views import order_view, refund_view

KEY_TTL_S = 24 * 60 * 60
SINGLE_QUERY_MAX = 1000
ENDPOINT = re.compile(r"/admin/api/(?P<version>[^/]+)/graphql\.json(?:/(?P<op>\w+))?")
_VERSION = re.compile(r"\d{4}-(01|04|07|10)|unstable")
MISSING_DIRECTIVE = "The @idempotent directive is required for this mutation but was not provided."
CONCURRENT = "This request is currently in progress, please try again."
MISMATCH = "The same idempotency key cannot be used with different operation parameters."
PREVIOUS_FAILED = "A previous request with this idempotency key failed. Retry with a new idempotency key."
BLANK_KEY = "The @idempotent directive's key cannot be blank."
ATTEMPT_ERROR = "Internal error. Looks like something went wrong on our end."
@dataclass
class _KeyRecord:
    """What an idempotency key was first used with; `done` False while still executing."""

    input: str
    created: float
    done: bool = False
    failed: bool = False
    refund_id: int | None = None
    user_errors: list | None = None


class ShopifySimulator(ShopifyControl, Simulator):
    """Orders, refundCreate with @idempotent, REFUND transactions that settle later, and a
    cost bucket. Drivable from Python too: `add_order`, `configure`, `refunds`, `orders`,
    `set_transaction_status`, `cost_state`, plus the base `reset`, `requests`, `clock`."""

    name = "shopify"

    # ----- Simulator hooks ----------------------------------------------------------
    def add_routes(self, router: Router) -> None:
        router.add("POST", ENDPOINT.pattern, self._graphql, commits=True)
        self.add_control_routes(router)
        router.add("GET", "/_sim/cost", lambda req: Response(200, self.cost_state()))

    def reset_data(self) -> None:
        self.config = dict(DEFAULT_CONFIG)
        self.store = Store()
        self._keys: dict[tuple[str, str], _KeyRecord] = {}
        self.buckets = CostBuckets(self.clock.now, lambda: self.config)

    def seed(self) -> None:
        for number in range(1, 6):
            self.add_order(line_items=[{"name": "T-shirt", "quantity": 2, "unit_amount": 1500},
                                       {"name": "Mug", "quantity": 1, "unit_amount": 2000}],
                           id=number)

    def dispatch(self, request: Request) -> Any:
        # Name the request after its root field, so logs and faults can tell them apart.
        if request.method == "POST" and ENDPOINT.fullmatch(request.path):
            fields = self._root_fields(request)
            if fields:
                request.path = f"{request.path}/{fields[0].name.value}"
        return super().dispatch(request)

    def parse_params(self, request: Request) -> dict:
        body = request.json()
        fields = self._root_fields(request)
        return {"operation": fields[0].name.value if fields else None,
                "query": body.get("query"), "variables": body.get("variables"),
                "idempotency_key": _directive_key(fields, body.get("variables") or {})}

    def error(self, request: Request, status: int, message: str, **fields: Any) -> Response:
        return Response(status, {"errors": message, **fields})

    def rate_limited(self, request: Request, fault: Any) -> Response:
        response = Response(429, {"errors": [_throttled_error()]})
        response.headers["Retry-After"] = str(fault.retry_after)
        return response

    def fault_error(self, request: Request, status: int) -> Response:
        return Response(status, {"errors": "Internal Server Error" if status >= 500
                                 else f"Simulated {status} error"})

    def decorate(self, request: Request, response: Response) -> None:
        response.headers.setdefault("X-Request-Id", request.id)

    # ----- POST /admin/api/<version>/graphql.json --------------------------------------
    def _graphql(self, request: Request, version: str, op: str | None = None) -> Response:
        token = self._authenticate(request)
        if not _VERSION.fullmatch(version):
            raise HttpError(self.error(request, 404, "Not Found"))
        body, document = self._document(request)
        schema = schema_for(version)  # @idempotent exists from IDEMPOTENT_SINCE on
        errors = validate(schema, document)
        operation = operation_of(document, body.get("operationName"))
        if errors or operation is None:
            messages = [e.formatted for e in errors] or [{"message": "Provide exactly one "
                                                          "operation, or an operationName."}]
            return Response(200, {"errors": messages})
        variables = body.get("variables") or {}
        requested = query_cost(document, operation, variables)
        if requested > SINGLE_QUERY_MAX:
            return Response(200, {"errors": [{"message": f"Query cost is {requested}, which "
                                              f"exceeds the single query max cost limit "
                                              f"({SINGLE_QUERY_MAX}).",
                                              "extensions": {"code": "MAX_COST_EXCEEDED"}}],
                                  "extensions": {"cost": self.buckets.report(token, requested,
                                                                             None)}})
        self._others_spend(token, request)
        throttled = self._charge(token, requested)
        if throttled is not None:
            return throttled
        mutation = operation.operation == OperationType.MUTATION
        if not mutation:
            self.hold_point(request)  # a mutation holds after claiming its key instead
        context = {"request": request, "token": token, "version": version, "schema": schema}
        if mutation:
            result = self._execute(document, operation, variables, context)
        else:
            with self.lock:
                result = self._execute(document, operation, variables, context)
        actual = query_cost(document, operation, variables, result.data or {})
        answer: dict[str, Any] = {"data": result.data}
        if result.errors:
            answer["errors"] = [e.formatted for e in result.errors]
        self.buckets.give_back(token, requested - actual)
        answer["extensions"] = {"cost": self.buckets.report(token, requested, actual)}
        return Response(200, answer)

    def _execute(self, document: Any, operation: Any, variables: dict, context: dict) -> Any:
        root = {"order": lambda info, id: self._order(id),
                "refund": lambda info, id: self._refund(id),
                "shop": lambda info: self._shop(),
                "refundCreate": lambda info, input: self._refund_create(info, input)}
        name = operation.name.value if operation.name else None
        return execute(context["schema"], document, root_value=root, context_value=context,
                       variable_values=variables, operation_name=name)

    def _order(self, order_gid: str) -> dict | None:
        order = self.store.orders.get(gid_number(order_gid, "Order") or -1)
        if order is None:
            return None
        order.settle(self.clock.now())
        return order_view(self.store, order)

    def _shop(self) -> dict:
        cfg = self.config
        return {"id": "gid://shopify/Shop/1", "name": cfg["shop_name"],
                "myshopifyDomain": cfg["shop_domain"], "email": cfg["shop_email"],
                "currencyCode": "USD"}

    def _refund(self, refund_gid: str) -> dict | None:
        refund = self.store.refunds.get(gid_number(refund_gid, "Refund") or -1)
        if refund is None:
            return None
        refund.order.settle(self.clock.now())
        return refund_view(self.store, refund)

    # ----- refundCreate with @idempotent ---------------------------------------------------
    def _refund_create(self, info: Any, data: dict) -> dict:
        context = info.context
        key = _directive_key(info.field_nodes, info.variable_values)
        if key is None and context["version"] >= "2026-04":
            raise GraphQLError(MISSING_DIRECTIVE, extensions={"code": "BAD_REQUEST"})
        if key is not None and not key.strip():  # never taken for "no key"
            raise GraphQLError(BLANK_KEY, extensions={"code": "BAD_REQUEST"})
        canonical = json.dumps(data, sort_keys=True, default=str)
        slot = (context["token"], key or "")
        with self.lock:
            self._prune_keys()
            record = self._keys.get(slot) if key else None
            if record is not None:
                return self._reuse(record, canonical)
            record = _KeyRecord(canonical, self.clock.now())
            if key:
                self._keys[slot] = record
        try:
            self.hold_point(context["request"])  # after the key is claimed: a retry collides
            if self.config["refund_attempt_error"]:  # fails inside: nothing is created
                record.failed = record.done = True
                raise GraphQLError(ATTEMPT_ERROR, extensions={"code": "INTERNAL_SERVER_ERROR"})
            with self.lock:
                try:
                    refund = self.store.create_refund(data.get("orderId"), data, key,
                                                      self.config, self.clock.now())
                    record.refund_id = refund.id
                except UserErrors as exc:
                    record.user_errors = exc.errors
                record.done = True
                return self._payload(record)
        except BaseException:
            with self.lock:  # a crash mid-request stores nothing: the key may be used again
                if not record.done:
                    self._keys.pop(slot, None)
            raise

    def _reuse(self, record: _KeyRecord, canonical: str) -> dict:
        if record.input != canonical:
            return {"refund": None, "order": None,
                    "userErrors": [{"field": None, "message": MISMATCH}]}
        if not record.done:
            return {"refund": None, "order": None,
                    "userErrors": [{"field": None, "message": CONCURRENT}]}
        if record.failed:
            return {"refund": None, "order": None,
                    "userErrors": [{"field": None, "message": PREVIOUS_FAILED}]}
        return self._payload(record)

    def _payload(self, record: _KeyRecord) -> dict:
        """The mutation's answer, built from the current state (replays included)."""
        if record.refund_id is None:
            return {"refund": None, "order": None, "userErrors": list(record.user_errors or [])}
        refund = self.store.refunds[record.refund_id]
        refund.order.settle(self.clock.now())
        return {"refund": refund_view(self.store, refund),
                "order": order_view(self.store, refund.order), "userErrors": []}

    def _prune_keys(self) -> None:
        horizon = self.clock.now() - KEY_TTL_S
        for slot, record in list(self._keys.items()):
            if record.done and record.created <= horizon:
                del self._keys[slot]

    # ----- the cost bucket ----------------------------------------------------------------
    def _others_spend(self, token: str, request: Request) -> None:
        """``spend_before``: another client's spend, once, as this request arrives."""
        with self.lock:
            spend = self.config["spend_before"]
            if spend is None or not request.path.endswith("/" + spend["operation"]):
                return
            self.config["spend_before"] = None
        self.buckets.spend(token, spend["points"])

    def _charge(self, token: str, requested: int) -> Response | None:
        """Take the requested points, or answer THROTTLED without executing anything."""
        available = self.buckets.charge(token, requested)
        if available is None:
            return None
        body = {"errors": [_throttled_error()],
                "extensions": {"cost": self.buckets.report(token, requested, None)}}
        status = self.config["throttle_http_status"]
        wait = math.ceil((requested - available) / self.config["restore_rate"])
        return Response(status, body, {"Retry-After": str(wait)} if status == 429 else {})

    def cost_state(self) -> dict:
        """The simulator's own record of throttling: buckets, charges and THROTTLED count."""
        return self.buckets.state()

    # ----- request helpers ---------------------------------------------------------------------
    def _authenticate(self, request: Request) -> str:
        token = request.headers.get("X-Shopify-Access-Token") or ""
        accepted = self.config["access_tokens"]  # None: any well-formed token
        if not TOKEN.fullmatch(token) or (accepted is not None and token not in accepted):
            raise HttpError(self.error(request, 401, "[API] Invalid API key or access token "
                                                     "(unrecognized login or wrong password)"))
        return token

    def _document(self, request: Request) -> tuple[dict, Any]:
        try:
            body = request.json()
        except ValueError:
            raise HttpError(self.error(request, 400, "Body must be JSON")) from None
        if not isinstance(body, dict) or not isinstance(body.get("query"), str):
            raise HttpError(self.error(request, 400, {"query": "Required parameter missing or "
                                                               "invalid"}))
        if not isinstance(body.get("variables") or {}, dict):
            raise HttpError(self.error(request, 400, {"variables": "must be an object"}))
        try:
            return body, parse(body["query"])
        except GraphQLSyntaxError as exc:
            raise HttpError(Response(200, {"errors": [exc.formatted]})) from None

    @staticmethod
    def _root_fields(request: Request) -> list:
        try:
            body = json.loads(request.body)
            return root_fields(parse(body["query"]), body.get("operationName"))
        except (ValueError, TypeError, KeyError, GraphQLSyntaxError):
            return []


def _directive_key(field_nodes: Any, variables: Any) -> str | None:
    """The `@idempotent(key:)` value on the refundCreate field, if any (a literal or a
    variable; ``variables`` raw, or graphql-core's coerced values during execution)."""
    values = getattr(variables, "coerced", variables) or {}
    for node in field_nodes or ():
        if node.name.value != "refundCreate":
            continue
        for directive in node.directives or ():
            for argument in directive.arguments if directive.name.value == "idempotent" else ():
                if argument.name.value == "key":
                    value = argument.value
                    if isinstance(value, VariableNode):
                        return values.get(value.name.value)
                    return getattr(value, "value", None)
    return None


def _throttled_error() -> dict:
    return {"message": "Throttled", "extensions": {
        "code": "THROTTLED", "documentation": "https://shopify.dev/api/usage/rate-limits"}}
