"""The stripe SDK's transport (connectors.stripe_http) against the real Stripe simulator.

What the refund step relies on: every transport failure is ``Ambiguous`` (never a success,
never a definitive refusal), whether or not Stripe committed (the simulator's own record says
which); answers keep their status and headers; one keep-alive connection carries a flow of
calls; and the metrics callback sees every answer.
"""

from __future__ import annotations

import pytest

from connectors.errors import Ambiguous, RateLimited, Rejected
from connectors.stripe import StripeRefunds


@pytest.fixture
def refunds(stripe_sim):
    client = StripeRefunds("sk_test_transport", stripe_sim.url, timeout_s=1.0)
    yield client
    client.close()


def create(refunds, payment: dict, key: str, amount: int = 100):
    return refunds.create({"payment_intent": payment["payment_intent"], "amount": amount},
                          idempotency_key=key)


@pytest.mark.parametrize("mode, committed", [("reset_before", 0), ("drop_before", 0),
                                             ("reset_after", 1), ("drop_after", 1)])
def test_a_cut_connection_is_ambiguous_whether_or_not_stripe_committed(refunds, stripe_sim,
                                                                        mode, committed):
    stripe_sim.fault(mode, method="POST", path="/v1/refunds", times=1)
    payment = stripe_sim.payment()
    with pytest.raises(Ambiguous) as raised:
        create(refunds, payment, "k-cut")
    assert raised.value.message.startswith("no answer from Stripe (A ")
    assert len(stripe_sim.refunds()) == committed
    again = create(refunds, payment, "k-cut")  # the same key on a new connection
    assert len(stripe_sim.refunds()) == 1 and again.id == stripe_sim.refunds()[0]["id"]


def test_an_answer_slower_than_the_timeout_is_ambiguous_and_was_committed(refunds, stripe_sim):
    stripe_sim.fault("slow_response", method="POST", path="/v1/refunds", delay_s=2.0,
                     times=1)
    payment = stripe_sim.payment()
    with pytest.raises(Ambiguous) as raised:
        create(refunds, payment, "k-slow")
    assert "Timeout" in raised.value.message
    assert len(stripe_sim.refunds()) == 1  # the refund exists: only the answer was lost


def test_nothing_listening_is_ambiguous(stripe_sim):
    from sandbox.embedded_redis import free_port

    client = StripeRefunds("sk_test_transport", f"http://127.0.0.1:{free_port()}", 1.0)
    try:
        with pytest.raises(Ambiguous):
            client.retrieve("re_missing")
    finally:
        client.close()


def test_answers_keep_their_status_and_headers(refunds, stripe_sim):
    payment = stripe_sim.payment(amount=500)
    with pytest.raises(Rejected) as too_much:
        create(refunds, payment, "k-big", amount=900)
    assert too_much.value.status == 400 and too_much.value.code == "amount_too_large"
    assert too_much.value.request_id  # from the Request-Id header
    stripe_sim.fault("rate_limit", method="POST", path="/v1/refunds", retry_after=3, times=1)
    with pytest.raises(RateLimited) as limited:
        create(refunds, payment, "k-limited")
    assert limited.value.retry_after == 3  # Retry-After read case-insensitively
    assert stripe_sim.refunds() == []


def test_one_keep_alive_connection_carries_sequential_calls_and_each_answer_is_reported(
        refunds, stripe_sim):
    seen = []
    refunds._http.on_answer = lambda method, status, seconds, path: seen.append((method, status,
                                                                                 seconds))
    payment = stripe_sim.payment()
    created = create(refunds, payment, "k-flow")
    for _ in range(20):
        assert refunds.retrieve(created.id).status == "succeeded"
    pool = refunds._http._manager(stripe_sim.url).connection_from_url(stripe_sim.url)
    assert pool.num_connections == 1
    assert [(m, s) for m, s, _ in seen] == [("POST", 200)] + [("GET", 200)] * 20
    assert all(0 < seconds < 1 for _, _, seconds in seen)
    assert len(stripe_sim.requests("GET", "/v1/refunds/")) == 20


def test_a_create_sends_what_the_sdks_typed_call_sends(refunds, stripe_sim):
    """create() goes through the SDK's raw_request: the same form encoding (nested metadata,
    characters to escape) and key header as ``v1.refunds.create``, by the simulator's record."""
    import stripe

    from connectors.stripe_http import PooledHTTPClient

    payment = stripe_sim.payment()
    params = {"payment_intent": payment["payment_intent"], "amount": 5,
              "reason": "requested_by_customer",
              "metadata": {"surestep_intent_id": "a b/\u00fc", "note": "v&x=1"}}
    created = refunds.create(params, idempotency_key="k-raw")
    http = PooledHTTPClient(1.0)
    try:
        typed = stripe.StripeClient("sk_test_transport", base_addresses={"api": stripe_sim.url},
                                    max_network_retries=0, http_client=http)
        typed.v1.refunds.create(params=params, options={"idempotency_key": "k-typed"})
    finally:
        http.close()
    ours, theirs = stripe_sim.creates()
    assert ours["params"] == theirs["params"]
    assert ours["params"]["metadata"] == params["metadata"]
    assert (ours["idempotency_key"], theirs["idempotency_key"]) == ("k-raw", "k-typed")
    assert refunds.retrieve(created.id).metadata == params["metadata"]


class ForwardProxy:
    """A plain-HTTP forward proxy that records each absolute-form request line it relays."""

    def __init__(self):
        import http.client
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        from threading import Thread
        from urllib.parse import urlsplit

        seen = self.seen = []

        class Relay(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _relay(self):
                seen.append(f"{self.command} {self.path}")
                target = urlsplit(self.path)
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                upstream = http.client.HTTPConnection(target.hostname, target.port, timeout=5)
                try:
                    upstream.request(self.command, target.path + (f"?{target.query}"
                                                                  if target.query else ""),
                                     body=body, headers=dict(self.headers))
                    answer = upstream.getresponse()
                    payload = answer.read()
                finally:
                    upstream.close()
                self.send_response(answer.status)
                for name, value in answer.getheaders():
                    if name.lower() not in ("content-length", "connection", "transfer-encoding"):
                        self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = _relay

            def log_message(self, *_):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Relay)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


@pytest.mark.parametrize("bypass", [False, True])
def test_the_environments_proxy_is_used_unless_no_proxy_names_the_host(stripe_sim, monkeypatch,
                                                                        bypass):
    """As httpx did before (trust_env): HTTP(S)_PROXY carries the calls, NO_PROXY exempts."""
    proxy = ForwardProxy()
    monkeypatch.setenv("HTTP_PROXY", proxy.url)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1" if bypass else "")
    client = StripeRefunds("sk_test_transport", stripe_sim.url, timeout_s=2.0)
    try:
        created = create(client, stripe_sim.payment(), "k-proxy")
        assert client.retrieve(created.id).id == created.id
    finally:
        client.close()
        proxy.close()
    expected = [] if bypass else [f"POST {stripe_sim.url}/v1/refunds",
                                  f"GET {stripe_sim.url}/v1/refunds/{created.id}"]
    assert proxy.seen == expected
    assert len(stripe_sim.refunds()) == 1
