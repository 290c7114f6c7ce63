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
  (IDEMPOTENCY_KEY_PARAMETER_MISMATCH). refundCreate's payload has plain `UserError`s (field,
  message: no `code`), so these come as userErrors with those messages. Keys are kept 24 h,
  scoped per access token (app and shop). Before 2026-04 the directive is optional.
- Cost-based throttling (/docs/apps/build/apis/graphql-admin/rate-limits): a leaky bucket
  per access token (`bucket_max` points, restored at `restore_rate` per simulated second). A
  query whose requested cost exceeds what is available is not executed: HTTP 200 (or 429,
  `throttle_http_status`) with `errors[0].extensions.code` THROTTLED; a single query over
  1000 points is MAX_COST_EXCEEDED. Every answer carries `extensions.cost`
  (`requestedQueryCost`, `actualQueryCost`, `throttleStatus` {`maximumAvailable`,
  `currentlyAvailable`, `restoreRate`}); the difference between requested and actual cost is
  given back after execution.
- Transactions and refunds: see `shopify_store.py`.

Requests are logged and matched against faults under `/admin/api/<version>/graphql.json/
<rootField>` (e.g. `.../graphql.json/refundCreate`), so a fault can target the mutation alone;
the logged `params` hold `operation`, `query`, `variables` and the `idempotency_key` taken
from the directive.

Control endpoints (besides those of `base.Simulator`):
    POST /_sim/orders  {"amount"? (minor units) | "line_items"?: [{"name"?, "quantity",
                        "unit_amount"}], "currency"?: "USD", "gateway"?, "id"?: n} -> order
    GET  /_sim/orders  -> {"data": [order, ...]}
    GET  /_sim/refunds -> {"data": [refund + "idempotency_key", ...]} (oldest first)
    POST /_sim/transactions/<n or gid>/status  {"status", "error_code"?} -> transaction
    GET|POST /_sim/config  {"refund_pending_s", "refund_outcome", "refund_error_code",
                            "refund_initial_status", "bucket_max", "restore_rate",
                            "throttle_http_status"} -> config
    GET  /_sim/cost    -> {"throttled": n, "buckets": {...}, "charges": [...]}
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from graphql import (GraphQLError, GraphQLSyntaxError, OperationType, VariableNode, execute, parse,
                     validate)

from connectors.simulators.base import HttpError, Request, Response, Router, Simulator
from connectors.simulators.shopify_schema import SCHEMA, operation_of, query_cost, root_fields
from connectors.simulators.shopify_store import STATUSES, Store, UserErrors, gid, gid_number
from connectors.simulators.shopify_views import order_view, refund_view

KEY_TTL_S = 24 * 60 * 60
SINGLE_QUERY_MAX = 1000
ENDPOINT = re.compile(r"/admin/api/(?P<version>[^/]+)/graphql\.json(?:/(?P<op>\w+))?")
_VERSION = re.compile(r"\d{4}-(01|04|07|10)|unstable")
_TOKEN = re.compile(r"shp(at|ca|ss|pa)_[A-Za-z0-9_]+")
MISSING_DIRECTIVE = "The @idempotent directive is required for this mutation but was not provided."
CONCURRENT = "This request is currently in progress, please try again."
MISMATCH = "The same idempotency key cannot be used with different operation parameters."
DEFAULT_CONFIG = {"refund_pending_s": 0.0, "refund_outcome": "SUCCESS",
                  "refund_error_code": "CARD_DECLINED", "refund_initial_status": None,
                  "bucket_max": 1000.0, "restore_rate": 50.0, "throttle_http_status": 200}
_CHECKS = {
    "refund_pending_s": lambda v: isinstance(v, (int, float)) and v >= 0,
    "refund_outcome": lambda v: v in ("SUCCESS", "FAILURE", "ERROR"),
    "refund_error_code": lambda v: isinstance(v, str) and v != "",
    "refund_initial_status": lambda v: v is None or v in STATUSES,
    "bucket_max": lambda v: isinstance(v, (int, float)) and v >= 1,
    "restore_rate": lambda v: isinstance(v, (int, float)) and v > 0,
    "throttle_http_status": lambda v: v in (200, 429),
}


@dataclass
class _KeyRecord:
    """What an idempotency key was first used with; `done` False while still executing."""

    input: str
    created: float
    done: bool = False
    refund_id: int | None = None
    user_errors: list | None = None


class ShopifySimulator(Simulator):
    """Orders, refundCreate with @idempotent, REFUND transactions that settle later, and a
    cost bucket. Drivable from Python too: `add_order`, `configure`, `refunds`, `orders`,
    `set_transaction_status`, `cost_state`, plus the base `reset`, `requests`, `clock`."""

    name = "shopify"

    # ----- Simulator hooks ----------------------------------------------------------
    def add_routes(self, router: Router) -> None:
        router.add("POST", ENDPOINT.pattern, self._graphql, commits=True)
        router.add("POST", "/_sim/orders", self._ctl_add_order)
        router.add("GET", "/_sim/orders", lambda req: Response(200, {"data": self.orders()}))
        router.add("GET", "/_sim/refunds", lambda req: Response(200, {"data": self.refunds()}))
        router.add("POST", r"/_sim/transactions/(?P<txn>[^/]+(?:/[^/]+)*)/status",
                   self._ctl_set_status)
        router.add("POST", "/_sim/config", self._ctl_configure)
        router.add("GET", "/_sim/config", lambda req: Response(200, dict(self.config)))
        router.add("GET", "/_sim/cost", lambda req: Response(200, self.cost_state()))

    def reset_data(self) -> None:
        self.config = dict(DEFAULT_CONFIG)
        self.store = Store()
        self._keys: dict[tuple[str, str], _KeyRecord] = {}
        self._buckets: dict[str, list[float]] = {}  # token -> [available, at]
        self._charges: list[dict] = []
        self._throttled = 0

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

    def commit_failed(self, request: Request) -> Response:
        return Response(500, {"errors": "Internal Server Error"})

    def decorate(self, request: Request, response: Response) -> None:
        response.headers.setdefault("X-Request-Id", request.id)

    # ----- POST /admin/api/<version>/graphql.json --------------------------------------
    def _graphql(self, request: Request, version: str, op: str | None = None) -> Response:
        token = self._authenticate(request)
        if not _VERSION.fullmatch(version):
            raise HttpError(self.error(request, 404, "Not Found"))
        body, document = self._document(request)
        errors = validate(SCHEMA, document)
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
                                  "extensions": {"cost": self._cost(token, requested, None)}})
        throttled = self._charge(token, requested)
        if throttled is not None:
            return throttled
        mutation = operation.operation == OperationType.MUTATION
        if not mutation:
            self.hold_point(request)  # a mutation holds after claiming its key instead
        context = {"request": request, "token": token, "version": version}
        if mutation:
            result = self._execute(document, operation, variables, context)
        else:
            with self.lock:
                result = self._execute(document, operation, variables, context)
        actual = query_cost(document, operation, variables, result.data or {})
        answer: dict[str, Any] = {"data": result.data}
        if result.errors:
            answer["errors"] = [e.formatted for e in result.errors]
        answer["extensions"] = {"cost": self._refund_points(token, requested, actual)}
        return Response(200, answer)

    def _execute(self, document: Any, operation: Any, variables: dict, context: dict) -> Any:
        root = {"order": lambda info, id: self._order(id),
                "refund": lambda info, id: self._refund(id),
                "refundCreate": lambda info, input: self._refund_create(info, input)}
        name = operation.name.value if operation.name else None
        return execute(SCHEMA, document, root_value=root, context_value=context,
                       variable_values=variables, operation_name=name)

    def _order(self, order_gid: str) -> dict | None:
        order = self.store.orders.get(gid_number(order_gid, "Order") or -1)
        if order is None:
            return None
        order.settle(self.clock.now())
        return order_view(self.store, order)

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
    def _available(self, token: str) -> float:
        """Points available now (restored since the last charge), under the lock."""
        cfg, now = self.config, self.clock.now()
        bucket = self._buckets.setdefault(token, [float(cfg["bucket_max"]), now])
        bucket[0] = min(float(cfg["bucket_max"]),
                        bucket[0] + max(0.0, now - bucket[1]) * cfg["restore_rate"])
        bucket[1] = now
        return bucket[0]

    def _charge(self, token: str, requested: int) -> Response | None:
        """Take the requested points, or answer THROTTLED without executing anything."""
        with self.lock:
            available = self._available(token)
            throttled = available < requested
            self._charges.append({"t": self.clock.now(), "requested": requested,
                                  "available": round(available, 3), "throttled": throttled})
            del self._charges[:-1000]
            if not throttled:
                self._buckets[token][0] -= requested
                return None
            self._throttled += 1
            body = {"errors": [_throttled_error()],
                    "extensions": {"cost": self._cost(token, requested, None)}}
            status = self.config["throttle_http_status"]
            wait = math.ceil((requested - available) / self.config["restore_rate"])
            return Response(status, body, {"Retry-After": str(wait)} if status == 429 else {})

    def _refund_points(self, token: str, requested: int, actual: int) -> dict:
        with self.lock:
            self._available(token)
            bucket = self._buckets[token]
            bucket[0] = min(float(self.config["bucket_max"]), bucket[0] + requested - actual)
            return self._cost(token, requested, actual)

    def _cost(self, token: str, requested: int, actual: int | None) -> dict:
        with self.lock:
            return {"requestedQueryCost": requested, "actualQueryCost": actual,
                    "throttleStatus": {"maximumAvailable": float(self.config["bucket_max"]),
                                       "currentlyAvailable": math.floor(self._available(token)),
                                       "restoreRate": float(self.config["restore_rate"])}}

    def cost_state(self) -> dict:
        """The simulator's own record of throttling: buckets, charges and THROTTLED count."""
        with self.lock:
            return {"throttled": self._throttled, "charges": [dict(c) for c in self._charges],
                    "buckets": {t[:10] + "...": round(self._available(t), 3)
                                for t in self._buckets}}

    # ----- simulator control (Python API and /_sim endpoints) --------------------------------
    def add_order(self, amount: int | None = None, currency: str = "USD",
                  line_items: list[dict] | None = None, gateway: str = "shopify_payments",
                  id: int | None = None) -> dict:  # noqa: A002
        """A paid order (line items and one successful SALE); ValueError if invalid."""
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
        with self.lock:
            order = self.store.add_order(items, currency, str(gateway), self.clock.now(), id)
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
            self.config.update(changes)
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
                "transactions": [_txn_json(t) for t in order.transactions]}

    def _ctl_add_order(self, request: Request) -> Response:
        body = self._control_json(request)
        unknown = set(body) - {"amount", "currency", "line_items", "gateway", "id"}
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

    # ----- request helpers ---------------------------------------------------------------------
    def _authenticate(self, request: Request) -> str:
        token = request.headers.get("X-Shopify-Access-Token") or ""
        if not _TOKEN.fullmatch(token):
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


def _txn_json(t: Any) -> dict:
    return {"id": gid("OrderTransaction", t.id), "kind": t.kind, "status": t.status,
            "gateway": t.gateway, "amount": f"{t.amount:.2f}", "currency": t.currency,
            "error_code": t.error_code,
            "parent_id": gid("OrderTransaction", t.parent.id) if t.parent else None}

