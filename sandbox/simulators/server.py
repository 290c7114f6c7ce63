"""The HTTP side of the simulators: a threaded HTTP/1.1 server that applies cuts and delays.

``serve(app)`` starts a ``Simulator`` on a daemon thread (port 0 picks a free port) and returns
a ``SimServer`` (``url``, ``close()``, context manager). One thread per connection, so a held or
slow request never blocks another; keep-alive as the real APIs; a cut closes its connection.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from sandbox.simulators.base import Request, Response, Simulator


class _Handler(BaseHTTPRequestHandler):
    # HTTP/1.1 keep-alive, as the real APIs: clients pool connections. A cut closes the
    # connection it happened on, which is what a client sees from a real provider too.
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as two writes: no 40 ms stalls
    server_version = "surestep-sim"
    timeout = 10  # bounds a silent client, so close() can always join handler threads

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

    def date_time_string(self, timestamp: float | None = None) -> str:
        """The ``Date`` header from the simulator's own clock (``/_sim/clock`` moves it), as a
        provider's ``Date`` is its own clock: the one its records' times are read from."""
        app: Simulator = self.server.app  # type: ignore[attr-defined]
        return super().date_time_string(app.clock.now() if timestamp is None else timestamp)

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
