"""A fault-injecting HTTP/1.1 proxy between surestep and one provider (simulator or not).

    python -m tests.chaos.proxy --port 12120 --upstream http://127.0.0.1:12111

It prints nothing unless something goes wrong, and stops cleanly on SIGTERM or SIGINT.

Forwarding: keep-alive on both sides, one upstream connection per client connection (opened
on the first forwarded request, reopened after the upstream closed it or after
``--upstream-idle-s``, 5 s, idle, so a provider's idle timeout never races a forwarded request
into a drop nobody asked for), TCP_NODELAY on both.
A request (framed by Content-Length, or chunked) is forwarded byte for byte; the answer
(Content-Length, chunked, or read to close) is read whole, then written back as received. When
the upstream hangs up mid-exchange the proxy does the same to its client (FIN for FIN, RST for
RST), so the simulators' own cut faults still show through; an unreachable upstream is 502.

Faults (``sandbox.faults``, the simulators' engine too), one per request: the first active
fault, in the order added, whose ``method`` equals, ``path`` prefixes the request's path (query
not included) and ``body_contains`` is a substring of the body (e.g. a GraphQL mutation's name);
``times`` counts hits (null: until cleared). ``delay_s`` waits before forwarding for latency,
before acting for the modes that forward nothing, and after the answer was read for the rest.

Modes (the provider "commits" when it gets the forwarded request):

    latency        wait delay_s, forward (even if the client gave up meanwhile: a late
                   request still lands), answer normally
    slow_response  forward, read the answer, wait delay_s, answer it
    drop_before    FIN to the client, nothing forwarded      reset_before  the same with RST
    drop_after     forward, read the answer, FIN instead     reset_after   the same with RST
    error_after    forward, read the answer, answer `status` (default 500) with `body` instead
    error_before   answer `status` with `body`, nothing forwarded
    rate_limit     answer 429 + Retry-After: retry_after, nothing forwarded (times: N = burst)
    omit_after     forward, read the answer, pass its JSON body on without the `omit` fields
                   (an answer that is not one JSON body of a known length passes unchanged)

The control plane on the same port (``chaos_control``, never forwarded): ``POST|GET|DELETE
/_chaos/faults``, ``GET /_chaos/log``, ``POST /_chaos/reset``. Tests drive it through
``tests.support.chaos_helpers.ChaosProxy``.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import signal
import sys
import time
import traceback
from urllib.parse import urlsplit

from sandbox.faults import BEFORE, CUTS, Fault, answer_body, omitted
from tests.chaos.proxy.control import ChaosControl
from tests.chaos.proxy.wire import (
    HEAD_LIMIT,
    Malformed,
    Request,
    Response,
    cut,
    json_body,
    json_response,
    no_delay,
    problem,
    read_request,
    read_response,
)

UPSTREAM_IDLE_S = 5.0  # below the simulators' 10 s idle timeout (and any provider's we know)


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
        self.idle_since = 0.0

    async def exchange(self, request: Request, entry: dict) -> Response:
        """Forward ``request`` and read its whole answer; OSError if it cannot connect,
        UpstreamLost if the upstream hung up after the request was handed over."""
        if self.writer is None or self.reader.at_eof() or self.writer.is_closing() \
                or time.monotonic() - self.idle_since > self.proxy.upstream_idle_s:
            # closed by the upstream, or idle so long that its idle timeout could close it
            # while our request is on the way (a drop the proxy would have made up): reconnect
            self.close()
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
        self.idle_since = time.monotonic()
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
        body = json_body(response) if mode == "omit_after" else None
        if body is not None:
            return await self._answer(entry, response.status,
                                      json.dumps(omitted(body, fault.omit)).encode(),
                                      request.close or response.close)
        entry["status"] = response.status
        return await self._write(response.raw) and not (request.close or response.close)

    async def _inject(self, entry: dict, fault: Fault, request: Request) -> bool:
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


class ChaosProxy(ChaosControl):
    """The proxy: upstream address, its live connections, and (inherited) faults and log."""

    def __init__(self, upstream_url: str, upstream_idle_s: float = UPSTREAM_IDLE_S):
        super().__init__()
        self.upstream_idle_s = upstream_idle_s
        parts = urlsplit(upstream_url)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError("the upstream must be an http://host:port URL")
        self.host, self.port = parts.hostname, parts.port or 80
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

async def run(host: str, port: int, upstream_url: str,
              upstream_idle_s: float = UPSTREAM_IDLE_S) -> None:
    """Serve until SIGTERM or SIGINT, then close every connection and return."""
    proxy = ChaosProxy(upstream_url, upstream_idle_s)
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
    parser = argparse.ArgumentParser(prog="python -m tests.chaos.proxy")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--upstream", required=True, help="http://HOST:PORT of the provider")
    parser.add_argument("--upstream-idle-s", type=float, default=UPSTREAM_IDLE_S,
                        help="reconnect rather than reuse an upstream connection idle this long")
    args = parser.parse_args(argv)
    try:
        ChaosProxy(args.upstream)
    except ValueError as exc:
        parser.error(str(exc))
    asyncio.run(run(args.host, args.port, args.upstream, args.upstream_idle_s))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
