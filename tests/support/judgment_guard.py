"""A stand-in for a user's own guard (``[judgment] guard_url``), on loopback: a real HTTP server
that records what it was sent, checks the signature, and answers as a test tells it to.

    with StandInGuard(secret="...") as guard:
        guard.answer = {"verdict": "ask", "scores": {...}}   # or: guard.status = 500,
        guard.delay_s = 2                                     # guard.raw = b"not json"
        ...   guard.url, guard.requests (parsed bodies), guard.signatures_ok
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from connectors.guard import HEADER, sign


class StandInGuard:
    def __init__(self, secret: str | None = None):
        self.secret = secret
        self.answer: Any = {"verdict": "allow", "scores": {"p_unsafe": 0.05, "args_grounded": 0.9,
                                                           "injected": 0.0, "violation": 0.0}}
        self.status, self.delay_s, self.raw = 200, 0.0, None
        self.requests: list[Any] = []
        self.signatures_ok: list[bool] = []
        guard = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                guard.requests.append(json.loads(body))
                given = self.headers.get(HEADER) or ""
                stamp = dict(p.split("=", 1) for p in given.split(",") if "=" in p).get("t", "0")
                guard.signatures_ok.append(bool(guard.secret) and given == sign(
                    guard.secret, body, int(stamp) if stamp.isdigit() else 0))
                time.sleep(guard.delay_s)
                payload = guard.raw if guard.raw is not None else json.dumps(guard.answer).encode()
                try:
                    self.send_response(guard.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:  # the client gave up first (its timeout)
                    pass

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/check"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)

    def __enter__(self) -> "StandInGuard":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
