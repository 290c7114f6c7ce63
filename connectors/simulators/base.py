"""Shared machinery for the connector simulators (Stripe now; Zendesk and Shopify later).

A simulator is a `Simulator` subclass that registers its API routes on a `Router`.
`serve(app)` runs it on a threaded HTTP server (one thread per connection, HTTP/1.0),
so one slow or held request never blocks another. Every simulator gets the same
control plane; control requests are never faulted and never logged:

    POST   /_sim/faults    {"mode", "method"?, "path"?, "times"?: 1|null, "delay_s"?: 0, "retry_after"?: 1}
    GET    /_sim/faults    -> {"data": [fault, ...]}  (active faults, in the order they apply)
    DELETE /_sim/faults    -> {"deleted": n}
    GET    /_sim/requests  -> {"data": [entry, ...]}  (optional ?method=POST&path=/v1/refunds prefix)
    POST   /_sim/reset     -> {"reset": true}  (data, faults, log, clock offset; then re-seeds)
    GET    /_sim/clock     -> {"now": t, "offset_s": s}
    POST   /_sim/clock     {"advance_s": N} -> {"now": t, "offset_s": s}

One fault applies per request: the first active fault, in the order added, whose
`method` equals and whose `path` prefixes the request's; `times` counts hits (null:
until cleared). `delay_s` is how long the fault waits where it acts: before
processing for hold_before_commit, before the answer or the cut for every other mode.
"Commit" means the simulator changed its state and stored any idempotent result.

Log entries: {"t", "method", "path", "idempotency_key", "params", "status", "fault",
"answered"}; appended on arrival (status and answered are None while in flight);
status stays None when nothing was processed; answered is False when the connection
was cut instead of answered.
"""

from __future__ import annotations

import itertools
import json
import re
import secrets
import socket
import struct
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

MODES = {
    "slow_after_commit": "process fully, wait delay_s, then answer normally",
    "drop_after_commit": "process fully, then close the connection (FIN) without answering",
    "reset_after_commit": "process fully, then reset the connection (RST) without answering",
    "error_after_commit": "process fully, then answer the simulator's 500 instead",
    "rate_limit": "answer 429 with Retry-After: retry_after; nothing processed or stored",
    "hold_before_commit": "wait delay_s after receiving, then process normally",
    "drop_before_commit": "close the connection (FIN) without processing anything",
    "reset_before_commit": "reset the connection (RST) without processing anything",
}
CUT_BEFORE = {"drop_before_commit": "drop", "reset_before_commit": "reset"}
CUT_AFTER = {"drop_after_commit": "drop", "reset_after_commit": "reset"}


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


@dataclass
class Fault:
    """One injected fault; `times` is the remaining hit count (None: until cleared)."""

    id: str
    mode: str
    method: str | None = None
    path: str | None = None
    times: int | None = 1
    delay_s: float = 0.0
    retry_after: int = 1
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        return (self.method in (None, method)) and path.startswith(self.path or "")


class FaultPlan:
    """The ordered list of active faults; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)

    def add(self, spec: dict) -> Fault:
        """Validate a JSON fault spec and append it; raises ValueError on a bad spec."""
        unknown = set(spec) - {"mode", "method", "path", "times", "delay_s", "retry_after"}
        if unknown:
            raise ValueError(f"unknown fault fields: {sorted(unknown)}")
        if spec.get("mode") not in MODES:
            raise ValueError(f"mode must be one of {sorted(MODES)}")
        times = spec.get("times", 1)
        if times is not None and (type(times) is not int or times < 1):
            raise ValueError("times must be a positive integer or null")
        delay, retry_after = spec.get("delay_s", 0.0), spec.get("retry_after", 1)
        if not isinstance(delay, (int, float)) or delay < 0:
            raise ValueError("delay_s must be a number >= 0")
        if not isinstance(retry_after, int) or retry_after < 0:
            raise ValueError("retry_after must be an integer >= 0")
        method, path = spec.get("method"), spec.get("path")
        if path is not None and not str(path).startswith("/"):
            raise ValueError("path must start with /")
        fault = Fault(
            f"flt_{next(self._ids)}", spec["mode"], method and str(method).upper(),
            path, times, float(delay), retry_after,
        )
        with self._lock:
            self._faults.append(fault)
        return fault

    def take(self, method: str, path: str) -> Fault | None:
        """Consume one hit of the first matching fault (exhausted faults are removed)."""
        with self._lock:
            for fault in self._faults:
                if fault.matches(method, path):
                    fault.hits += 1
                    if fault.times is not None:
                        fault.times -= 1
                        if fault.times == 0:
                            self._faults.remove(fault)
                    return fault
        return None

    def list(self) -> list[dict]:
        with self._lock:
            return [dict(vars(f)) for f in self._faults]

    def clear(self) -> int:
        with self._lock:
            count, self._faults = len(self._faults), []
        return count


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
    response hooks (`error`, `rate_limited`, `commit_failed`, `decorate`) to speak
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

    def commit_failed(self, request: Request) -> Response:
        """The 500 sent by error_after_commit."""
        return self.error(request, 500, "Simulated server error after commit")

    def decorate(self, request: Request, response: Response) -> None:
        """Add per-response headers (e.g. request ids)."""

    # ----- public API ------------------------------------------------------------
    def add_fault(self, mode: str, **options: Any) -> dict:
        """Python twin of POST /_sim/faults; ValueError on a bad spec."""
        return dict(vars(self.faults.add({"mode": mode, **options})))

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
        """Apply hold_before_commit once: call just before committing."""
        if request.fault and request.fault.mode == "hold_before_commit" and not request.held:
            request.held = True
            self.sleep(request.fault.delay_s)

    def commit_point(self, request: Request, response: Response) -> Response:
        """Apply error_after_commit once: call after committing, before storing a result."""
        fault = request.fault
        if fault and fault.mode == "error_after_commit" and not request.commit_fault_done:
            request.commit_fault_done = True
            return self.commit_failed(request)
        return response

    def dispatch(self, request: Request) -> Delivery:
        """Route one request through faults, the handler and the log."""
        request.id = "req_" + secrets.token_hex(7)
        if request.path.startswith("/_sim/"):
            return Delivery(self._answer(request, self._route(request)))
        fault = request.fault = self.faults.take(request.method, request.path)
        mode = fault.mode if fault else None
        entry = self._log_arrival(request, mode)
        # delay_s is where the fault acts: before processing for hold_before_commit,
        # before the answer (or the cut) for every other mode.
        delay = fault.delay_s if fault and mode != "hold_before_commit" else 0.0
        if mode in CUT_BEFORE:
            self._finish(entry, None, answered=False)
            return Delivery(None, CUT_BEFORE[mode], delay)
        if mode == "rate_limit":
            response = self.rate_limited(request, fault)
        else:
            response = self.commit_point(request, self._route(request))
        self._finish(entry, response.status, answered=mode not in CUT_AFTER)
        return Delivery(self._answer(request, response), CUT_AFTER.get(mode), delay)

    # ----- internals -------------------------------------------------------------
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
            return Response(200, dict(vars(self.faults.add(self._control_json(request)))))
        except ValueError as exc:
            return self.error(request, 400, str(exc))

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


class _Handler(BaseHTTPRequestHandler):
    # HTTP/1.1 keep-alive, as the real APIs: clients pool connections. A cut closes the
    # connection it happened on, which is what a client sees from a real provider too.
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as two writes: no 40 ms stalls
    server_version = "surestep-sim"
    timeout = 10  # bounds a silent client, so close() can always join handler threads

    def setup(self) -> None:
        super().setup()
        with self.server.open_lock:  # type: ignore[attr-defined]
            self.server.open_connections.add(self.connection)  # type: ignore[attr-defined]

    def finish(self) -> None:
        with self.server.open_lock:  # type: ignore[attr-defined]
            self.server.open_connections.discard(self.connection)  # type: ignore[attr-defined]
        super().finish()

    def _serve(self) -> None:
        app: Simulator = self.server.app  # type: ignore[attr-defined]
        target = urlsplit(self.path)
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        delivery = app.dispatch(Request(self.command, target.path, target.query, self.headers, body))
        app.sleep(delivery.delay_s)
        if delivery.cut is not None:
            self.close_connection = True  # never serve another request on a cut connection
        if delivery.cut == "reset":
            # SO_LINGER 0 makes close() send RST instead of FIN: the client sees a reset.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.rfile.close()
            self.connection.close()
        elif delivery.cut is None and delivery.response is not None:
            self._write(delivery.response)
        # "drop": write nothing; socketserver then closes the connection normally (FIN).

    do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = _serve

    def _write(self, response: Response) -> None:
        payload = b"" if response.body is None else json.dumps(response.body).encode()
        try:
            self.send_response(response.status)
            for name, value in response.headers.items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        except OSError:  # the client gave up first (e.g. it timed out on a slow response)
            pass

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # the simulator keeps its own request log


class _Server(ThreadingHTTPServer):
    daemon_threads = False  # so server_close() joins handler threads (no leaked sockets)
    request_queue_size = 256  # bursts of connections must not overflow the listen backlog

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.open_lock = threading.Lock()
        self.open_connections: set[socket.socket] = set()

    def close_idle(self) -> None:
        """End every open keep-alive connection, so handler threads return at once."""
        with self.open_lock:
            connections = list(self.open_connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class SimServer:
    """A running simulator. `url` is "http://HOST:PORT"; `close()` stops the server,
    joins its threads and is idempotent; usable as a context manager."""

    def __init__(self, app: Simulator, httpd: _Server, thread: threading.Thread) -> None:
        self.app, self._httpd, self._thread = app, httpd, thread
        host, port = httpd.server_address[:2]
        self.host, self.port = host, port
        self.url = f"http://{host}:{port}"
        self._closed = False
        self._close_lock = threading.Lock()

    def close(self) -> None:
        with self._close_lock:
            if self._closed:
                return
            self._closed = True
        self.app.wake_sleepers()  # held/slow handlers finish now instead of sleeping on
        self._httpd.shutdown()
        self._thread.join()
        self._httpd.server_close()

    def __enter__(self) -> SimServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def serve(app: Simulator, host: str = "127.0.0.1", port: int = 0) -> SimServer:
    """Start `app` on a daemon thread; port 0 picks a free port (see `SimServer.url`)."""
    httpd = _Server((host, port), _Handler)
    httpd.app = app  # type: ignore[attr-defined]
    app.wake_sleepers(False)
    thread = threading.Thread(
        target=httpd.serve_forever, kwargs={"poll_interval": 0.05},
        name=f"sim-{type(app).__name__}", daemon=True,
    )
    thread.start()
    return SimServer(app, httpd, thread)
