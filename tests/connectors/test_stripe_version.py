"""Every Stripe call carries the API version surestep speaks (connectors.stripe.API_VERSION),
not whatever the installed SDK defaults to: a recording server on loopback reads the header."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import stripe

from connectors.stripe import API_VERSION, StripeRefunds

REFUND = {"id": "re_1", "object": "refund", "status": "succeeded", "amount": 100,
          "currency": "usd", "payment_intent": "pi_1", "charge": "ch_1", "metadata": {},
          "created": 1}


def test_every_call_sends_the_pinned_api_version(monkeypatch):
    # the SDK's own default (what a newer or older stripe package would send) is not ours
    monkeypatch.setattr(stripe._api_version._ApiVersion, "CURRENT", "2020-08-27")
    seen = []

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            self.rfile.read(length)
            seen.append((self.command, self.headers.get("Stripe-Version")))
            body = json.dumps(REFUND).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = _answer

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    client = StripeRefunds("sk_test_x", f"http://127.0.0.1:{server.server_port}", 5)
    try:
        client.create({"payment_intent": "pi_1", "amount": 100}, idempotency_key="k")
        client.retrieve("re_1")
        client.payment(payment_intent="pi_1", charge=None)
    finally:
        client.close()
        server.shutdown()
        server.server_close()
    assert seen == [("POST", API_VERSION), ("GET", API_VERSION), ("GET", API_VERSION)]
