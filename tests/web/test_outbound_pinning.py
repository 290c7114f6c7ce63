"""Outbound URLs are resolved once and the connection goes to the address that was checked:
real sockets on 127.0.0.1 and 127.0.0.2, a resolver that answers like a rebinding DNS server
(a test stand-in for the system resolver, not for our code), TLS with a certificate for the
name (trustme), and resume deliveries through the worker to a name that resolves to 127.0.0.1."""

from __future__ import annotations

import ipaddress
import ssl
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import trustme

from service.events import deliveries, outbound
from tests.support.helpers import drain


class Listener:
    """An HTTP(S) server on one address that records each request's Host header (and, over
    TLS, the SNI name the client sent)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None):
        self.hosts: list[str] = []
        self.sni: list[str | None] = []
        listener = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                listener.hosts.append(self.headers["Host"])
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            do_POST = do_GET

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer((host, port), Handler)
        if tls is not None:
            tls.sni_callback = lambda sock, name, ctx: self.sni.append(name)
            self.server.socket = tls.wrap_socket(self.server.socket, server_side=True)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


class RebindingDNS:
    """Answers each lookup with the next of ``answers`` (the last one repeats), and counts."""

    def __init__(self, *answers: str):
        self.answers, self.calls = [ipaddress.ip_address(a) for a in answers], 0

    def __call__(self, host: str, port: int | None) -> list:
        self.calls += 1
        return [self.answers[min(self.calls, len(self.answers)) - 1]]


@pytest.fixture
def pair():
    """Listeners on 127.0.0.1 and 127.0.0.2, same port: where a rebinding would send us."""
    first = Listener("127.0.0.1")
    second = Listener("127.0.0.2", first.port)
    yield first, second
    first.close()
    second.close()


def test_a_name_is_resolved_once_and_the_checked_address_is_the_one_called(pair):
    checked, internal = pair
    dns = RebindingDNS("127.0.0.1", "127.0.0.2")  # the first answer passes, then it rebinds
    allowed = outbound.parse_allowed("127.0.0.1")
    url = f"http://rebind.test:{checked.port}/hook"
    with outbound.client(allowed, resolve=dns) as http:
        assert http.post(url, content=b"{}").status_code == 200
    assert dns.calls == 1  # one lookup: the connection went where the check looked
    assert checked.hosts == [f"rebind.test:{checked.port}"] and internal.hosts == []
    # the next connection looks up again, gets the rebound answer, and is refused before it
    with outbound.client(allowed, resolve=dns) as http, pytest.raises(outbound.Refused):
        http.post(url, content=b"{}")
    assert dns.calls == 2 and internal.hosts == []


def test_a_name_with_a_disallowed_answer_is_never_connected(pair):
    checked, internal = pair
    allowed = outbound.parse_allowed("127.0.0.1")
    with outbound.client(allowed, resolve=RebindingDNS("127.0.0.2")) as http:
        with pytest.raises(outbound.Refused, match="127.0.0.2, which is a loopback"):
            http.get(f"http://rebind.test:{checked.port}/")
    # one lookup answering a public and a private address: refused as a whole
    both = lambda host, port: [ipaddress.ip_address("93.184.215.14"),  # noqa: E731
                               ipaddress.ip_address("127.0.0.2")]
    with outbound.client(allowed, resolve=both) as http, pytest.raises(outbound.Refused):
        http.get(f"http://rebind.test:{checked.port}/")
    assert checked.hosts == [] and internal.hosts == []


def test_localhost_allowed_by_name_is_called_and_not_otherwise(pair):
    checked, _ = pair
    url = f"http://localhost:{checked.port}/"
    with outbound.client(outbound.parse_allowed("localhost")) as http:
        assert http.get(url).text == "ok"
    for allowed in ("", "10.0.0.0/8", "n8n.internal"):
        with outbound.client(outbound.parse_allowed(allowed)) as http:
            with pytest.raises(outbound.Refused, match="localhost resolves to 127.0.0.1"):
                http.get(url)
    assert checked.hosts == [f"localhost:{checked.port}"]


def test_tls_still_sends_and_verifies_the_host_name(tmp_path):
    ca = trustme.CA()
    server_tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("hooks.example.test").configure_cert(server_tls)
    client_tls = ssl.create_default_context()
    ca.configure_trust(client_tls)
    listener = Listener(tls=server_tls)
    try:
        allowed = outbound.parse_allowed("127.0.0.1")
        dns = RebindingDNS("127.0.0.1")
        with outbound.client(allowed, resolve=dns, verify=client_tls) as http:
            reply = http.get(f"https://hooks.example.test:{listener.port}/")
            assert reply.text == "ok"
            # the certificate is for the name, so a name it does not cover fails verification
            with pytest.raises(httpx.ConnectError, match="CERTIFICATE_VERIFY_FAILED"):
                http.get(f"https://other.example.test:{listener.port}/")
        assert listener.sni[0] == "hooks.example.test"
        assert listener.hosts == [f"hooks.example.test:{listener.port}"]
    finally:
        listener.close()


def test_a_resume_delivery_to_localhost_follows_the_allowed_targets(deps, monkeypatch, pair):
    receiver, _ = pair
    url = f"http://localhost:{receiver.port}/resume"

    def deliver(delivery_id: str) -> dict:
        entry_key = deps.ledger.key("acme", "refund", delivery_id)  # registered, own secret
        deliveries.register(deps, entry_key, url)
        deliveries.create(deps, "acme", delivery_id, url, {"state": "completed"},
                          index=f"sst:{{acme}}:test:{delivery_id}", secret="resume",
                          meta={"entry": entry_key})
        drain(deps, done=lambda: deliveries.record(deps, "acme", delivery_id)["state"]
              != "pending")
        return deliveries.record(deps, "acme", delivery_id)

    # the worker builds its settings from the environment, as a deployed one does
    monkeypatch.setenv("SURESTEP_ALLOWED_TARGETS", "127.0.0.1")  # the address, not the name
    refused = deliver("dlv_refused")
    assert refused["state"] == "failed" and refused["last_error"].startswith("refused:")
    assert receiver.hosts == []
    monkeypatch.setenv("SURESTEP_ALLOWED_TARGETS", "localhost")
    started = time.monotonic()
    delivered = deliver("dlv_allowed")
    assert delivered["state"] == "delivered" and delivered["last_status"] == "200"
    assert receiver.hosts == [f"localhost:{receiver.port}"]
    assert time.monotonic() - started < 15
