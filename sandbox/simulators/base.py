"""Shared machinery for the connector simulators (Stripe now; Zendesk and Shopify later).

A simulator is a `Simulator` subclass that registers its API routes on a `Router`.
`sandbox.simulators.server.serve(app)` runs it on a threaded HTTP/1.1 server (one
thread per connection), so one slow or held request never blocks another. Every simulator gets the same
control plane; control requests are never faulted and never logged:

    POST   /_sim/faults    {"mode", "method"?, "path"?, "body_contains"?, "times"?: 1|null,
                            "delay_s"?: 0, "status"?: 500, "retry_after"?: 1, "body"?, "flavor"?,
                            "omit"?: ["a.b", ...]}
    GET    /_sim/faults    -> {"data": [fault, ...]}  (active faults, in the order they apply)
    DELETE /_sim/faults    -> {"deleted": n}
    GET    /_sim/requests  -> {"data": [entry, ...]}  (optional ?method=POST&path=/v1/refunds prefix)
    POST   /_sim/reset     -> {"reset": true}  (data, faults, log, clock offset; then re-seeds)
    GET    /_sim/clock     -> {"now": t, "offset_s": s}
    POST   /_sim/clock     {"advance_s": N} -> {"now": t, "offset_s": s}

Faults come from `sandbox.faults` (the chaos proxy's engine too): modes, matching, spec
check. A bad spec is 400 in the simulator's error shape, naming each bad field; nothing is
added. `delay_s` is how long the fault waits where it acts: for latency just before the
simulator commits (a Stripe refund create after claiming its key, so a retry meanwhile gets
409), before the answer or the cut for every other mode. "After" modes act once the simulator
changed its state and stored any idempotent result (error_after's answer is what a replay
gets). error_before, error_after and rate_limit answer `body` if given, else the shape of
`flavor` if given, else the simulator's own (`fault_error`, `rate_limited`). omit_after
answers without the fields `omit` names (what a replay gets stays whole).

Log entries: {"t", "method", "path", "idempotency_key", "params", "status", "fault",
"answered"}; appended on arrival (status and answered are None while in flight);
status stays None when nothing was processed; answered is False when the connection
was cut instead of answered.
"""

from __future__ import annotations

import json
import re
import secrets
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import parse_qs, parse_qsl

from sandbox.faults import BEFORE, CUTS, BadSpec, Fault, FaultPlan, answer_json, omitted

__all__ = ["Delivery", "HttpError", "Request", "Response", "Router", "SimClock", "Simulator"]

class HttpError(Exception):
    """Raised by a route handler to answer with `response` instead of returning."""

    def __init__(self, response: Response):
        super().__init__(response.status)
        self.response = response


@dataclass
class Response:
    """A JSON response: `body` is serialised as JSON (None means an empty body)."""

    status: int
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Request:
    """One received request plus the per-request fault bookkeeping."""

    method: str
    path: str
    query: str
    headers: Any  # email.message.Message: case-insensitive .get()
    body: bytes
    id: str = ""
    fault: Fault | None = None
    held: bool = False
    commit_fault_done: bool = False

    def json(self) -> Any:
        """The body parsed as JSON ({} when empty); ValueError if it is not JSON."""
        return json.loads(self.body) if self.body.strip() else {}

    def matching(self, rows: list[dict], *fields: str) -> list[dict]:
        """``rows`` whose ``field`` equals the query's value, for each of ``fields`` given in
        the query (a control endpoint's filter: ``/_sim/refunds?payment_intent=pi_1``)."""
        query = dict(parse_qsl(self.query))
        wanted = {f: query[f] for f in fields if f in query}
        return [r for r in rows if all(str(r.get(f)) == v for f, v in wanted.items())]


class SimClock:
    """Wall-clock time plus an offset that only moves forward (for expiry and settlement)."""

    def __init__(self) -> None:
        self.offset_s = 0.0

    def now(self) -> float:
        return time.time() + self.offset_s

    def advance(self, seconds: float) -> None:
        if not isinstance(seconds, (int, float)) or seconds < 0:
            raise ValueError("advance_s must be a number >= 0")
        self.offset_s += seconds


class Router:
    """Maps (method, full-match regex) to a handler `fn(request, **groups) -> Response`.

    `commits=True` marks handlers that call `hold_point`/`commit_point` themselves,
    at the moment they commit (e.g. after claiming an idempotency key)."""

    def __init__(self) -> None:
        self._routes: list[tuple[str, Any, Callable, bool]] = []

    def add(self, method: str, pattern: str, handler: Callable, *, commits: bool = False) -> None:
        self._routes.append((method, re.compile(pattern), handler, commits))

    def match(self, method: str, path: str):
        for route_method, regex, handler, commits in self._routes:
            found = regex.fullmatch(path)
            if found and route_method == method:
                return handler, found.groupdict(), commits
        return None


@dataclass
class Delivery:
    """What the HTTP layer must do: write `response` (after `delay_s`), or cut."""

    response: Response | None
    cut: str | None = None  # "drop" | "reset"
    delay_s: float = 0.0


class Simulator:
    """Base class: control plane, fault application, request log, clock, reset.

    Subclasses implement `add_routes`, `reset_data`, `seed`, and may override the
    response hooks (`error`, `rate_limited`, `fault_error`, `decorate`) to speak
    their API's error shape. State is guarded by `self.lock` (re-entrant)."""

    name = "sim"

    def __init__(self, *, seed_demo: bool = False) -> None:
        self.seed_demo = seed_demo
        self.lock = threading.RLock()
        self.clock = SimClock()
        self.faults = FaultPlan()
        self._log: list[dict] = []
        self._wake = threading.Event()  # set on server close: cuts every sleep short
        self.router = Router()
        self._add_control_routes()
        self.add_routes(self.router)
        self.reset()

    # ----- hooks for subclasses -------------------------------------------------
    def add_routes(self, router: Router) -> None:
        """Register the simulated API's routes."""

    def reset_data(self) -> None:
        """Forget all simulated data (called under the lock)."""

    def seed(self) -> None:
        """Create the demo data (called under the lock when seed_demo is on)."""

    def parse_params(self, request: Request) -> Any:
        """The request's parameters as logged; default: the query string."""
        return {k: v[-1] for k, v in parse_qs(request.query, keep_blank_values=True).items()}

    def error(self, request: Request, status: int, message: str, **fields: Any) -> Response:
        return Response(status, {"error": {"message": message, **fields}})

    def rate_limited(self, request: Request, fault: Fault) -> Response:
        resp = self.error(request, 429, "Too many requests")
        resp.headers["Retry-After"] = str(fault.retry_after)
        return resp

    def fault_error(self, request: Request, status: int) -> Response:
        """The error error_before and error_after answer (`status`: 500 unless given)."""
        return self.error(request, status, "Simulated server error")

    def decorate(self, request: Request, response: Response) -> None:
        """Add per-response headers (e.g. request ids)."""

    # ----- public API ------------------------------------------------------------
    def reset(self) -> None:
        """Clear data, faults, log and clock offset; re-seed if seeding is on."""
        with self.lock:
            self.faults.clear()
            self._log.clear()
            self.clock.offset_s = 0.0
            self.reset_data()
            if self.seed_demo:
                self.seed()

    def requests(self, method: str | None = None, path: str | None = None) -> list[dict]:
        """Copies of the request-log entries, oldest first, optionally filtered."""
        with self.lock:
            return [
                dict(e) for e in self._log
                if (method is None or e["method"] == method.upper())
                and e["path"].startswith(path or "")
            ]

    def sleep(self, seconds: float) -> None:
        """Sleep that returns early once `wake_sleepers` is called (server close)."""
        if seconds > 0:
            self._wake.wait(seconds)

    def wake_sleepers(self, wake: bool = True) -> None:
        """End every current and future `sleep` at once (False: sleeps sleep again)."""
        self._wake.set() if wake else self._wake.clear()

    def hold_point(self, request: Request) -> None:
        """Apply latency once: call just before committing."""
        if request.fault and request.fault.mode == "latency" and not request.held:
            request.held = True
            self.sleep(request.fault.delay_s)

    def commit_point(self, request: Request, response: Response) -> Response:
        """Apply error_after once: call after committing, before storing a result."""
        fault = request.fault
        if fault and fault.mode == "error_after" and not request.commit_fault_done:
            request.commit_fault_done = True
            return self._fault_answer(request, fault)
        return response

    def dispatch(self, request: Request) -> Delivery:
        """Route one request through faults, the handler and the log."""
        request.id = "req_" + secrets.token_hex(7)
        if request.path.startswith("/_sim/"):
            return Delivery(self._answer(request, self._route(request)))
        fault = request.fault = self.faults.take(request.method, request.path, request.body)
        mode = fault.mode if fault else None
        entry = self._log_arrival(request, mode)
        # delay_s is where the fault acts: before committing for latency (hold_point),
        # before the answer (or the cut) for every other mode.
        delay = fault.delay_s if fault and mode != "latency" else 0.0
        cut = CUTS.get(mode)
        if mode in BEFORE and cut:
            self._finish(entry, None, answered=False)
            return Delivery(None, cut, delay)
        if mode in BEFORE:  # error_before, rate_limit: nothing processed or stored
            response = self._fault_answer(request, fault)
        else:
            response = self.commit_point(request, self._route(request))
        if mode == "omit_after":  # the answer only: what is stored (and replayed) is whole
            response = Response(response.status, omitted(response.body, fault.omit),
                                response.headers)
        self._finish(entry, response.status, answered=cut is None)
        return Delivery(self._answer(request, response), cut, delay)

    # ----- internals -------------------------------------------------------------
    def _fault_answer(self, request: Request, fault: Fault) -> Response:
        """The answer of error_before, error_after or rate_limit (see the module docstring)."""
        if fault.body is None and fault.flavor == "auto":
            return (self.rate_limited(request, fault) if fault.mode == "rate_limit"
                    else self.fault_error(request, fault.status))
        headers = {"Retry-After": str(fault.retry_after)} if fault.mode == "rate_limit" else {}
        body = answer_json(fault.status, request.path, fault.flavor, fault.body)
        return Response(fault.status, body, headers)

    def _answer(self, request: Request, response: Response) -> Response:
        self.decorate(request, response)
        return response

    def _log_arrival(self, request: Request, mode: str | None) -> dict:
        # Logged on arrival (status None until answered) so tests can see in-flight requests.
        try:
            params = self.parse_params(request)
        except Exception:  # a malformed body is still worth logging
            params = request.body.decode("utf-8", "replace")
        entry = {
            "t": self.clock.now(), "method": request.method, "path": request.path,
            "idempotency_key": request.headers.get("Idempotency-Key"), "params": params,
            "status": None, "fault": mode, "answered": None,
        }
        with self.lock:
            self._log.append(entry)
        return entry

    def _finish(self, entry: dict, status: int | None, answered: bool) -> None:
        with self.lock:
            entry.update(status=status, answered=answered)

    def _route(self, request: Request) -> Response:
        found = self.router.match(request.method, request.path)
        if found is None:
            return self.error(request, 404, f"Unrecognized request URL ({request.method}: {request.path}).")
        handler, args, commits = found
        if not commits:
            self.hold_point(request)
        try:
            return handler(request, **args)
        except HttpError as exc:
            return exc.response
        except Exception:  # a simulator bug must still answer, and be visible
            traceback.print_exc(file=sys.stderr)
            return self.error(request, 500, "Internal simulator error")

    def _control_json(self, request: Request) -> dict:
        try:
            body = request.json()
        except ValueError:
            raise HttpError(self.error(request, 400, "Body must be JSON")) from None
        if not isinstance(body, dict):
            raise HttpError(self.error(request, 400, "Body must be a JSON object"))
        return body

    def _add_control_routes(self) -> None:
        r = self.router
        r.add("POST", "/_sim/faults", self._ctl_add_fault)
        r.add("GET", "/_sim/faults", lambda req: Response(200, {"data": self.faults.list()}))
        r.add("DELETE", "/_sim/faults", lambda req: Response(200, {"deleted": self.faults.clear()}))
        r.add("GET", "/_sim/requests", self._ctl_requests)
        r.add("POST", "/_sim/reset", lambda req: self.reset() or Response(200, {"reset": True}))
        r.add("GET", "/_sim/clock", lambda req: Response(200, self._clock_json()))
        r.add("POST", "/_sim/clock", self._ctl_clock)

    def _ctl_add_fault(self, request: Request) -> Response:
        try:
            return Response(200, self.faults.add(self._control_json(request)).as_json())
        except BadSpec as exc:
            return self.error(request, 400, f"Bad fault spec, nothing added: {exc}")

    def _ctl_requests(self, request: Request) -> Response:
        query = {k: v[-1] for k, v in parse_qs(request.query).items()}
        return Response(200, {"data": self.requests(query.get("method"), query.get("path"))})

    def _ctl_clock(self, request: Request) -> Response:
        try:
            self.clock.advance(self._control_json(request).get("advance_s", 0))
        except ValueError as exc:
            return self.error(request, 400, str(exc))
        return Response(200, self._clock_json())

    def _clock_json(self) -> dict:
        return {"now": self.clock.now(), "offset_s": self.clock.offset_s}
