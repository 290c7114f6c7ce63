"""Test helpers: drive a simulator through its control endpoints, and serve our app for real."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
from werkzeug.serving import make_server

from sandbox.embedded_redis import free_port


class Sim:
    """A provider simulator running as its own process, driven over HTTP like a real service."""

    def __init__(self, kind: str):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen([sys.executable, "-m", "sandbox.simulators", kind,
                                         "--port", str(self.port)],
                                        stdout=subprocess.DEVNULL)
        self.http = httpx.Client(base_url=self.url, timeout=10)
        deadline = time.monotonic() + 20
        while True:
            try:
                self.http.get("/_sim/faults")
                break
            except httpx.TransportError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError(f"{kind} simulator did not start") from None
                time.sleep(0.05)

    def close(self) -> None:
        self.http.close()
        self.process.terminate()
        try:  # a simulator mid-request on a loaded machine may take longer than SIGTERM allows
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()  # (seen once at a session's teardown with the load at 11)
            self.process.wait(timeout=10)

    def _json(self, method: str, path: str, body: Any = None) -> Any:
        response = self.http.request(method, path, json=body)
        response.raise_for_status()
        return response.json() if response.content else None

    def reset(self) -> None:
        self._json("POST", "/_sim/reset")

    def payment(self, amount: int = 5000, currency: str = "usd", **facts: Any) -> dict:
        """A payment at the Stripe simulator; ``facts``: status, customer, customer_email,
        receipt_email, billing_email, created, captured (sandbox.simulators.stripe_payments),
        account (``acct_...``: made in that connected account; default the platform's)."""
        return self._json("POST", "/_sim/payments", {"amount": amount, "currency": currency,
                                                     **facts})

    def fault(self, mode: str, **options: Any) -> None:
        self._json("POST", "/_sim/faults", {"mode": mode, **options})

    def clear_faults(self) -> None:
        self._json("DELETE", "/_sim/faults")

    def configure(self, **settings: Any) -> None:
        self._json("POST", "/_sim/config", settings)

    def accept_api_keys(self, *keys: str) -> None:
        """Stripe: take only these secret keys from now on, answering any other well-formed
        key 401 "Invalid API Key provided" (``reset`` takes any well-formed key again)."""
        self.configure(api_keys=list(keys))

    def connect_accounts(self, *accounts: str) -> None:
        """Stripe: the connected accounts (``acct_...``) this platform has besides those a
        payment was made in; a ``Stripe-Account`` it has never heard of is 403."""
        self.configure(connected_accounts=list(accounts))

    def accept_credentials(self, api_tokens: Any = (), oauth_tokens: Any = ()) -> None:
        """Zendesk: take only these ``(email, api_token)`` pairs and OAuth bearer tokens from
        now on; anything else is 401 (``reset`` takes any credential again)."""
        self.configure(api_tokens=[{"email": e, "api_token": t} for e, t in api_tokens],
                       oauth_tokens=list(oauth_tokens))

    def advance(self, seconds: float) -> None:
        self._json("POST", "/_sim/clock", {"advance_s": seconds})

    def refunds(self) -> list[dict]:
        body = self._json("GET", "/_sim/refunds")
        return body["data"] if isinstance(body, dict) else body

    def requests(self, method: str | None = None, path: str | None = None) -> list[dict]:
        """The simulator's request log, filtered by method and path prefix."""
        body = self._json("GET", "/_sim/requests")
        log = body["data"] if isinstance(body, dict) else body
        return [r for r in log if (method is None or r["method"] == method)
                and (path is None or r["path"].startswith(path))]

    def control(self, method: str, path: str, body: Any = None) -> Any:
        """Any other control endpoint of this simulator (e.g. POST /_sim/tickets)."""
        return self._json(method, path, body)

    def actions(self) -> list[dict]:
        """Every request but the guard's read of the payment (GET /v1/payment_intents/<id> or
        /v1/charges/<id>), which comes before any create of a new refund intent."""
        return [r for r in self.requests() if not (r["method"] == "GET" and r["path"].startswith(
            ("/v1/payment_intents/", "/v1/charges/")))]

    def creates(self) -> list[dict]:
        """Every POST /v1/refunds the simulator received, faulted or not."""
        return self.requests("POST", "/v1/refunds")


class LiveServer:
    """Our Flask app on a real threaded HTTP server in this process (for concurrency tests)."""

    def __init__(self, app):
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


def drain(deps, done=lambda: False, timeout_s: float = 20.0) -> None:
    """Run the queue in this process as a worker with its scheduler would, until ``done()``
    or nothing is left (queued or scheduled): moves due scheduled jobs, then works in burst."""
    from rq import SimpleWorker
    from rq.scheduler import RQScheduler

    deadline = time.monotonic() + timeout_s
    worker = SimpleWorker([deps.queue], connection=deps.queue.connection)
    while not done():
        scheduler = RQScheduler([deps.queue], connection=deps.queue.connection)
        scheduler.acquire_locks()
        scheduler.enqueue_scheduled_jobs()
        scheduler.release_locks()
        worker.work(burst=True)
        if not deps.queue.count and not deps.queue.scheduled_job_registry.count:
            return
        if time.monotonic() > deadline:
            raise TimeoutError("the queue did not drain in time")
        time.sleep(0.05)


class Receiver:
    """A resume_url receiver that answers 500 a given number of times, then 200."""

    def __init__(self, failures: int):
        self.failures, self.received = failures, []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers), body))
                status = 500 if len(receiver.received) <= receiver.failures else 200
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/resume/abc"
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
