"""A fault-injecting HTTP/1.1 proxy between surestep and one provider (simulator or not).

    python -m connectors.simulators chaos --port 12120 --upstream http://127.0.0.1:12111

It prints nothing unless something goes wrong, and stops cleanly on SIGTERM or SIGINT.

Forwarding: keep-alive on both sides, one upstream connection per client connection (opened
on the first forwarded request, reopened after the upstream closed it), TCP_NODELAY on both.
A request (framed by Content-Length, or chunked) is forwarded byte for byte; the answer
(Content-Length, chunked, or read to close) is read whole, then written back as received. When
the upstream hangs up mid-exchange the proxy does the same to its client (FIN for FIN, RST for
RST), so the simulators' own cut faults still show through; an unreachable upstream is 502.

Faults (``connectors.simulators.chaos_faults``), one per request: the first active fault, in
the order added, whose ``method`` equals, ``path`` prefixes the request's path (query not
included) and ``body_contains`` is a substring of the body (e.g. a GraphQL mutation's name);
``times`` counts hits (null: until cleared). ``delay_s`` waits before forwarding for latency,
before acting for the modes that forward nothing, and after the answer was read for the rest.

Control plane on the same port, never forwarded and never logged:

    POST   /_chaos/faults  {mode, method?, path?, body_contains?, times?: 1|null, delay_s?: 0,
                            status?: 500, retry_after?: 1, body?, flavor?: "auto"} -> 201 fault
    GET    /_chaos/faults  -> {"data": [fault, ...]}      DELETE /_chaos/faults -> {"deleted": n}
    GET    /_chaos/log     -> {"data": [entry, ...]}  (?method=&path= prefix &since=<at>)
    POST   /_chaos/reset   -> {"reset": true}  (faults and log)

A bad spec is 400 application/problem+json (``errors`` per field) and adds nothing.
``status``, ``body`` and ``flavor`` are for error_before, error_after and rate_limit only;
``retry_after`` for rate_limit only. Without ``body`` an injected answer has the provider's
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

import argparse
import asyncio
import collections
import itertools
import json
import signal
import sys
import time
import traceback
from urllib.parse import parse_qs, urlsplit

from connectors.simulators.chaos_faults import (BEFORE, CUTS, BadSpec, ChaosFault, ChaosPlan,
                                                answer_body)
from connectors.simulators.chaos_http import (HEAD_LIMIT, Malformed, Request, Response, cut,
                                              json_response, no_delay, problem, read_request,
                                              read_response)

LOG_LIMIT = 100_000


class UpstreamLost(Exception):
    """The upstream hung up before a whole answer (``kind``: "drop" or "reset")."""

    def __init__(self, kind: str, error: str):
        super().__init__(error)
        self.kind, self.error = kind, error


class Upstream:
    """The one upstream connection of one client connection, opened lazily."""

    def __init__(self, proxy: ChaosProxy):
        self.proxy = proxy
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.id: int | None = None

    async def exchange(self, request: Request, entry: dict) -> Response:
        """Forward ``request`` and read its whole answer; OSError if it cannot connect,
        UpstreamLost if the upstream hung up after the request was handed over."""
        if self.writer is None or self.reader.at_eof() or self.writer.is_closing():
            self.close()  # the upstream ended the idle connection: open a new one
            self.reader, self.writer = await asyncio.open_connection(
                self.proxy.host, self.proxy.port, limit=HEAD_LIMIT)
            no_delay(self.writer)
            self.id = next(self.proxy.upstream_ids)
        entry["upstream_conn"] = self.id
        self.writer.write(request.raw)
        entry["forwarded"] = True
        try:
            await self.writer.drain()
            response = await read_response(self.reader, request.method)
        except ConnectionResetError as exc:
            self.close()
            raise UpstreamLost("reset", repr(exc)) from None
        except (asyncio.IncompleteReadError, OSError, Malformed) as exc:
            self.close()
            raise UpstreamLost("drop", repr(exc)) from None
        if response.close:
            self.close()
        return response

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


class Connection:
    """One client connection: requests in order, each forwarded, faulted or answered here."""

    def __init__(self, proxy: ChaosProxy, reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter):
        self.proxy, self.reader, self.writer = proxy, reader, writer
        self.id = next(proxy.conn_ids)
        self.upstream = Upstream(proxy)

    async def serve(self) -> None:
        """Serve until the client closes, a fault cuts, or an answer must end the connection."""
        try:
            while True:
                try:
                    request = await read_request(self.reader)
                except Malformed as exc:
                    await self._write(problem(400, str(exc)))
                    return
                if request is None:
                    return
                if request.path.startswith("/_chaos/"):
                    keep = await self._write(self.proxy.control(request)) and not request.close
                else:
                    keep = await self.exchange(request)
                if not keep:
                    return
        except (asyncio.IncompleteReadError, ConnectionError):
            return  # the client went away mid-request
        finally:
            self.upstream.close()
            if not self.writer.is_closing():
                self.writer.close()

    async def exchange(self, request: Request) -> bool:
        """Apply the matching fault (if any) to one request; True if the connection stays."""
        fault = self.proxy.plan.take(request.method, request.path, request.body)
        mode = fault.mode if fault else None
        entry = self.proxy.record(request, fault, self.id)
        if mode == "latency" or mode in BEFORE:
            await asyncio.sleep(fault.delay_s)
        if mode in CUTS and mode in BEFORE:
            return self._cut(entry, CUTS[mode])
        if mode in BEFORE:
            return await self._inject(entry, fault, request)
        try:
            response = await self.upstream.exchange(request, entry)
        except UpstreamLost as lost:
            entry["error"] = lost.error
            return self._cut(entry, lost.kind)  # the client sees what the proxy saw
        except OSError as exc:
            entry["error"] = f"upstream unreachable: {exc!r}"
            return await self._answer(entry, 502, answer_body(502, request.path), request.close)
        entry["upstream_status"] = response.status
        if mode not in (None, "latency"):
            await asyncio.sleep(fault.delay_s)
        if mode in CUTS:
            return self._cut(entry, CUTS[mode])
        if mode == "error_after":
            return await self._inject(entry, fault, request)
        entry["status"] = response.status
        return await self._write(response.raw) and not (request.close or response.close)

    async def _inject(self, entry: dict, fault: ChaosFault, request: Request) -> bool:
        body = answer_body(fault.status, request.path, fault.flavor, fault.body)
        headers = {"Retry-After": str(fault.retry_after)} if fault.mode == "rate_limit" else {}
        return await self._answer(entry, fault.status, body, request.close, headers)

    async def _answer(self, entry: dict, status: int, body: bytes, close: bool,
                      headers: dict[str, str] | None = None) -> bool:
        entry["status"] = status
        return await self._write(json_response(status, body, headers)) and not close

    def _cut(self, entry: dict, kind: str) -> bool:
        entry["cut"] = kind
        self.upstream.close()
        cut(self.writer, kind)
        return False

    async def _write(self, data: bytes) -> bool:
        try:
            self.writer.write(data)
            await self.writer.drain()
        except ConnectionError:
            return False
        return True


class ChaosProxy:
    """The proxy's state: upstream address, fault plan, log, and its live connections."""

    def __init__(self, upstream_url: str):
        parts = urlsplit(upstream_url)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError("the upstream must be an http://host:port URL")
        self.host, self.port = parts.hostname, parts.port or 80
        self.plan = ChaosPlan()
        self.log: collections.deque[dict] = collections.deque(maxlen=LOG_LIMIT)
        self.conn_ids, self.upstream_ids = itertools.count(1), itertools.count(1)
        self.tasks: set[asyncio.Task] = set()

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """asyncio.start_server's callback: serve one client connection to its end."""
        task = asyncio.current_task()
        self.tasks.add(task)
        try:
            no_delay(writer)
            await Connection(self, reader, writer).serve()
        except asyncio.CancelledError:
            pass  # shutdown: asyncio's stream callback would report a cancelled task as an error
        except Exception:  # a proxy bug must be visible and end only its own connection
            traceback.print_exc(file=sys.stderr)
            writer.transport.abort()
        finally:
            self.tasks.discard(task)

    def record(self, request: Request, fault: ChaosFault | None, conn: int) -> dict:
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
        return json_response(200, {"data": [
            e for e in self.log if e["at"] >= since and e["path"].startswith(path)
            and (method is None or e["method"] == method.upper())]})

    def _reset(self, request: Request) -> bytes:
        self.plan.clear()
        self.log.clear()
        return json_response(200, {"reset": True})


async def run(host: str, port: int, upstream_url: str) -> None:
    """Serve until SIGTERM or SIGINT, then close every connection and return."""
    proxy = ChaosProxy(upstream_url)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    server = await asyncio.start_server(proxy.handle, host, port, limit=HEAD_LIMIT,
                                        backlog=256)
    try:
        await stop.wait()
    finally:
        server.close()
        for task in list(proxy.tasks):
            task.cancel()
        await asyncio.gather(*proxy.tasks, return_exceptions=True)
        await server.wait_closed()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m connectors.simulators chaos")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--upstream", required=True, help="http://HOST:PORT of the provider")
    args = parser.parse_args(argv)
    try:
        ChaosProxy(args.upstream)
    except ValueError as exc:
        parser.error(str(exc))
    asyncio.run(run(args.host, args.port, args.upstream))
    return 0
