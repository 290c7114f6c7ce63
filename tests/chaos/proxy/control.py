"""The chaos proxy's control plane and request log (``tests.chaos.proxy``).

Control plane on the same port, never forwarded and never logged:

    POST   /_chaos/faults  {mode, method?, path?, body_contains?, times?: 1|null, delay_s?: 0,
                            status?: 500, retry_after?: 1, body?, flavor?: "auto",
                            omit?: ["a.b", ...]} -> 201 fault
    GET    /_chaos/faults  -> {"data": [fault, ...]}      DELETE /_chaos/faults -> {"deleted": n}
    GET    /_chaos/log     -> {"data": [entry, ...]}  (?method=&path= prefix &since=<at>
                              &open=1: only requests not yet answered or cut, e.g. held)
    POST   /_chaos/reset   -> {"reset": true}  (faults and log)

A bad spec is 400 application/problem+json (``errors`` per field) and adds nothing.
Every field is accepted with every mode (and checked), but ``status``, ``body`` and ``flavor``
act only in error_before, error_after and rate_limit (always 429), ``retry_after`` only in
rate_limit; the fault as answered shows the values that act (null for the rest). Without ``body``
an injected answer has the provider's
error shape, chosen by ``flavor`` ("stripe" | "zendesk" | "shopify"; "auto" guesses from the
path: /api/v2/ Zendesk, /admin/ Shopify, else Stripe); each of our connectors maps it by its
status (429 rate-limited, 5xx ambiguous, other 4xx rejected).

Log entries, one per proxied request, oldest first (the newest LOG_LIMIT kept): {"method",
"path", "query", "fault" (mode or null), "fault_id", "forwarded" (the request's bytes were
handed to the upstream), "upstream_status", "status" (what the client got; null when cut),
"cut" ("drop" | "reset" | null), "conn" and "upstream_conn" (connection numbers), "error",
"at" (unix time of arrival)}.
"""

from __future__ import annotations

import collections
import json
import time
from urllib.parse import parse_qs

from sandbox.faults import BadSpec, Fault, FaultPlan
from tests.chaos.proxy.wire import Request, json_response, problem

LOG_LIMIT = 100_000


class ChaosControl:
    """The fault plan (``sandbox.faults``, the simulators' engine too) and the log, and the
    ``/_chaos/`` endpoints that drive them. Used from the proxy's one event loop."""

    def __init__(self) -> None:
        self.plan = FaultPlan("chaos")
        self.log: collections.deque[dict] = collections.deque(maxlen=LOG_LIMIT)

    def record(self, request: Request, fault: Fault | None, conn: int) -> dict:
        """Append the log entry of one proxied request; the caller fills in what happens."""
        entry = {"method": request.method, "path": request.path, "query": request.query,
                 "fault": fault.mode if fault else None, "fault_id": fault.id if fault else None,
                 "forwarded": False, "upstream_status": None, "status": None, "cut": None,
                 "conn": conn, "upstream_conn": None, "error": None, "at": time.time()}
        self.log.append(entry)
        return entry

    def control(self, request: Request) -> bytes:
        """Answer one /_chaos/ request (see the module docstring)."""
        routes = {"/_chaos/faults": {"POST": self._add, "GET": self._faults,
                                     "DELETE": self._clear},
                  "/_chaos/log": {"GET": self._log}, "/_chaos/reset": {"POST": self._reset}}
        methods = routes.get(request.path)
        if methods is None:
            return problem(404, f"no control endpoint {request.path}")
        if request.method not in methods:
            return problem(405, f"{request.path} takes {', '.join(methods)}")
        return methods[request.method](request)

    def _add(self, request: Request) -> bytes:
        try:
            spec = json.loads(request.body or b"null")
        except ValueError:
            return problem(400, "the body must be JSON")
        try:
            return json_response(201, self.plan.add(spec).as_json())
        except BadSpec as exc:
            return problem(400, "the fault spec is not valid; nothing was added", exc.errors)

    def _faults(self, request: Request) -> bytes:
        return json_response(200, {"data": self.plan.list()})

    def _clear(self, request: Request) -> bytes:
        return json_response(200, {"deleted": self.plan.clear()})

    def _log(self, request: Request) -> bytes:
        query = {k: v[-1] for k, v in parse_qs(request.query).items()}
        try:
            since = float(query.get("since", "-inf"))
        except ValueError:
            return problem(400, "since must be a number (unix time)")
        method, path = query.get("method"), query.get("path", "")
        only_open = query.get("open", "0") not in ("0", "false", "")
        return json_response(200, {"data": [
            e for e in self.log if e["at"] >= since and e["path"].startswith(path)
            and (method is None or e["method"] == method.upper())
            and not (only_open and (e["status"] is not None or e["cut"] is not None))]})

    def _reset(self, request: Request) -> bytes:
        self.plan.clear()
        self.log.clear()
        return json_response(200, {"reset": True})
