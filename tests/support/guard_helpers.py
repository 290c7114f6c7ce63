"""Helpers for guard, escalation and event tests: policy files, ops keys, receivers."""

from __future__ import annotations

import os
import socket
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

OPS_KEYS = "acme:alice:ops_alice,acme:bob:ops_bob,globex:gina:ops_gina"
ALICE = {"Authorization": "Bearer ops_alice"}
BOB = {"Authorization": "Bearer ops_bob"}
# A policy with no refund rules under which ops keys may decide on the API (by default,
# decisions = "console": the API's approve and reject are 403).
API_DECISIONS = 'rules = "none"\n\n[escalations]\ndecisions = "api"\n'


def api_decisions(tmp_path: Path, monkeypatch) -> Path:
    """Set SURESTEP_POLICY to a file of ``API_DECISIONS``, before the app is built."""
    path = tmp_path / "api-decisions.toml"
    write_policy(path, API_DECISIONS)
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    return path


def write_policy(path: Path, text: str) -> None:
    """Replace the policy file atomically (a new inode, as editors and config tools do)."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".toml")
    with os.fdopen(fd, "w") as handle:
        handle.write(text)
    os.replace(tmp, path)


class Receiver:
    """A webhook receiver on 127.0.0.1 that can be down (port held, not listening), answer
    with a chosen status, and records every request it accepted."""

    def __init__(self, status: int = 200, up: bool = True):
        self.status, self.received = status, []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers), body))
                self.send_response(receiver.status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler, bind_and_activate=False)
        self.server.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.server_bind()  # the port is ours; until listen() a connect is refused
        self.url = f"http://127.0.0.1:{self.server.server_port}/hooks/surestep"
        self.thread = None
        if up:
            self.start()

    def start(self) -> None:
        self.server.server_activate()
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        if self.thread is not None:
            self.server.shutdown()
            self.thread.join(timeout=5)
        self.server.server_close()
