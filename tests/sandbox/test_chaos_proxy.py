"""The chaos proxy as a real process between a client and the real Stripe simulator: every mode,
checked against the simulator's own record (what it received, what it committed), keep-alive,
the control plane, bad specs, upstream framings, and a clean stop on SIGTERM.
(What each connector makes of the faults: tests/connectors/test_chaos_connectors.py.)
"""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import threading
import time
from urllib.parse import urlencode, urlsplit

import httpx
import pytest

from sandbox.embedded_redis import free_port
from tests.support.chaos_helpers import ChaosProxy
from tests.support.waits import wait_until

KEY = {"Authorization": "Bearer sk_test_surestep"}


@pytest.fixture(scope="module")
def proxy_session(stripe_sim_session):
    proxy = ChaosProxy(stripe_sim_session.url)
    yield proxy
    assert proxy.close() == 0


@pytest.fixture
def proxy(stripe_sim, proxy_session):
    proxy_session.reset()
    yield proxy_session
    proxy_session.reset()


@pytest.fixture
def payment(stripe_sim):
    return stripe_sim.payment(5000)["payment_intent"]


def create_bytes(proxy_url: str, payment_intent: str, key: str, amount: int = 100) -> bytes:
    """A refund create exactly as the stripe SDK frames it, ending the connection after."""
    body = urlencode({"payment_intent": payment_intent, "amount": amount}).encode()
    host = urlsplit(proxy_url).netloc
    return (f"POST /v1/refunds HTTP/1.1\r\nHost: {host}\r\nAuthorization: {KEY['Authorization']}"
            f"\r\nIdempotency-Key: {key}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body


def raw_exchange(url: str, data: bytes, timeout_s: float = 5.0) -> tuple[bytes, str]:
    """Send ``data`` on a new connection and read to its end: (bytes received, "fin" | "rst")."""
    parts = urlsplit(url)
    received = b""
    with socket.create_connection((parts.hostname, parts.port), timeout=timeout_s) as sock:
        sock.sendall(data)
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except ConnectionResetError:
            return received, "rst"
    return received, "fin"


def refund(client: httpx.Client, payment_intent: str, key: str) -> httpx.Response:
    return client.post("/v1/refunds", data={"payment_intent": payment_intent, "amount": 100},
                       headers={**KEY, "Idempotency-Key": key})


def keys_committed(sim) -> list[str]:
    """Idempotency keys of the creates the simulator processed and answered 200."""
    return [r["idempotency_key"] for r in sim.creates() if r["status"] == 200]


def test_keep_alive_one_connection_each_side_and_bytes_unchanged(proxy, stripe_sim, payment):
    with httpx.Client(base_url=proxy.url) as client:
        created = [refund(client, payment, f"keep-{i}").json() for i in range(10)]
        reads = [client.get(f"/v1/refunds/{r['id']}", headers=KEY) for r in created * 3]
    assert all(r.status_code == 200 for r in reads)
    assert [r.json()["id"] for r in reads] == [r["id"] for r in created] * 3
    log = proxy.log()
    assert len(log) == 40 and {e["conn"] for e in log} == {log[0]["conn"]}
    assert {e["upstream_conn"] for e in log} == {log[0]["upstream_conn"]}
    assert all(e["forwarded"] and e["fault"] is None and e["status"] == 200 for e in log)
    sim_creates = stripe_sim.creates()  # the simulator parsed exactly what the client sent
    assert [(r["idempotency_key"], r["params"]["amount"]) for r in sim_creates] == [
        (f"keep-{i}", "100") for i in range(10)]


def test_latency_delays_then_forwards(proxy, stripe_sim, payment):
    proxy.fault("latency", delay_s=0.4)
    with httpx.Client(base_url=proxy.url) as client:
        started = time.monotonic()
        assert refund(client, payment, "lat-1").status_code == 200
        assert time.monotonic() - started >= 0.4
    assert keys_committed(stripe_sim) == ["lat-1"]
    assert proxy.log()[0]["fault"] == "latency"


def test_a_held_request_lands_after_its_client_gave_up(proxy, stripe_sim, payment):
    proxy.fault("latency", delay_s=2.0)  # far beyond the client's 0.3 s, even on a busy machine
    with httpx.Client(base_url=proxy.url, timeout=0.3) as client:
        with pytest.raises(httpx.ReadTimeout):
            refund(client, payment, "late-1")
    assert stripe_sim.creates() == []  # still held
    assert [e["fault"] for e in proxy.log(open_only=True)] == ["latency"]
    proxy.wait_idle(timeout_s=10)
    assert keys_committed(stripe_sim) == ["late-1"]  # a late packet still lands
    assert proxy.log(open_only=True) == [] and proxy.log()[0]["upstream_status"] == 200


def test_slow_response_commits_before_the_client_gives_up(proxy, stripe_sim, payment):
    proxy.fault("slow_response", delay_s=1.5)
    with httpx.Client(base_url=proxy.url, timeout=0.5) as client:
        with pytest.raises(httpx.ReadTimeout):
            refund(client, payment, "slow-1")
    assert proxy.wait_upstream_done()[0]["upstream_status"] == 200
    assert keys_committed(stripe_sim) == ["slow-1"] and len(stripe_sim.refunds()) == 1


CUTS = {"fin": "drop", "rst": "reset"}


@pytest.mark.parametrize("mode, closed", [("drop_before", "fin"), ("reset_before", "rst")])
def test_cut_before_forwarding_nothing_reaches_the_provider(proxy, stripe_sim, payment,
                                                            mode, closed):
    proxy.fault(mode)
    assert raw_exchange(proxy.url, create_bytes(proxy.url, payment, "cut-1")) == (b"", closed)
    assert stripe_sim.creates() == [] and stripe_sim.refunds() == []
    [entry] = proxy.log()
    assert (entry["fault"], entry["forwarded"], entry["cut"]) == (mode, False, CUTS[closed])


@pytest.mark.parametrize("mode, closed", [("drop_after", "fin"), ("reset_after", "rst")])
def test_cut_after_forwarding_the_provider_committed(proxy, stripe_sim, payment, mode, closed):
    proxy.fault(mode)
    assert raw_exchange(proxy.url, create_bytes(proxy.url, payment, "lost-1")) == (b"", closed)
    assert keys_committed(stripe_sim) == ["lost-1"] and len(stripe_sim.refunds()) == 1
    [entry] = proxy.log()
    assert entry["forwarded"] and entry["upstream_status"] == 200 and entry["status"] is None
    assert entry["cut"] == CUTS[closed]


def test_error_after_answers_5xx_though_the_provider_committed(proxy, stripe_sim, payment):
    proxy.fault("error_after")
    proxy.fault("error_after", status=503, body={"oops": True})
    with httpx.Client(base_url=proxy.url) as client:
        first, second = refund(client, payment, "err-1"), refund(client, payment, "err-2")
    assert first.status_code == 500 and first.json()["error"]["type"] == "api_error"
    assert second.status_code == 503 and second.json() == {"oops": True}
    assert keys_committed(stripe_sim) == ["err-1", "err-2"] and len(stripe_sim.refunds()) == 2
    assert [e["upstream_status"] for e in proxy.log()] == [200, 200]


def test_error_before_answers_without_forwarding(proxy, stripe_sim, payment):
    proxy.fault("error_before", status=502)
    with httpx.Client(base_url=proxy.url) as client:
        assert refund(client, payment, "eb-1").status_code == 502
        assert refund(client, payment, "eb-2").status_code == 200  # the same connection goes on
    assert [r["idempotency_key"] for r in stripe_sim.creates()] == ["eb-2"]


def test_rate_limit_burst_then_a_pass(proxy, stripe_sim, payment):
    proxy.fault("rate_limit", times=3, retry_after=2)
    with httpx.Client(base_url=proxy.url) as client:
        answers = [refund(client, payment, "rl-1") for _ in range(4)]
    assert [a.status_code for a in answers] == [429, 429, 429, 200]
    assert [a.headers.get("retry-after") for a in answers[:3]] == ["2", "2", "2"]
    assert answers[0].json()["error"]["code"] == "rate_limit"
    assert [r["idempotency_key"] for r in stripe_sim.creates()] == ["rl-1"]  # only the pass
    assert proxy.faults() == []


def test_times_null_applies_until_cleared(proxy, stripe_sim, payment):
    proxy.fault("error_before", times=None, status=503, method="post", path="/v1/refunds")
    with httpx.Client(base_url=proxy.url) as client:
        assert [refund(client, payment, f"tn-{i}").status_code for i in range(4)] == [503] * 4
        assert proxy.faults()[0]["hits"] == 4 and proxy.faults()[0]["times"] is None
        assert client.get("/v1/refunds", params={"payment_intent": payment},
                          headers=KEY).status_code == 200  # GET does not match
        assert proxy.clear() == 1
        assert refund(client, payment, "tn-4").status_code == 200
    assert [r["idempotency_key"] for r in stripe_sim.creates()] == ["tn-4"]


def test_first_matching_fault_takes_the_hit(proxy, stripe_sim, payment):
    proxy.fault("error_before", status=502, method="GET", path="/v1/refunds/")
    proxy.fault("error_before", status=503, method="POST", body_contains="amount=100")
    proxy.fault("error_before", status=504)
    with httpx.Client(base_url=proxy.url) as client:
        created = refund(client, payment, "m-1")
        assert created.status_code == 503
        assert client.get("/v1/refunds", params={"payment_intent": payment},
                          headers=KEY).status_code == 504  # a list is not /v1/refunds/<id>
        assert refund(client, payment, "m-2").status_code == 200
        retrieved = client.get(f"/v1/refunds/{refund(client, payment, 'm-2').json()['id']}",
                               headers=KEY)
    assert retrieved.status_code == 502 and proxy.faults() == []


BAD_SPECS = [
    {"mode": "explode"}, {}, {"mode": "latency", "times": 0}, {"mode": "latency", "times": 1.5},
    {"mode": "latency", "delay_s": -1}, {"mode": "latency", "delay_s": "1"},
    {"mode": "latency", "path": "v1/refunds"}, {"mode": "latency", "method": 7},
    {"mode": "latency", "status": 200}, {"mode": "error_after", "status": "500"},
    {"mode": "error_after", "status": 200}, {"mode": "error_before", "retry_after": 1.5},
    {"mode": "rate_limit", "retry_after": -1}, {"mode": "rate_limit", "status": 600},
    {"mode": "rate_limit", "flavor": "paypal"}, {"mode": "latency", "surprise": 1},
    [], "latency", None,
]


@pytest.mark.parametrize("spec", BAD_SPECS)
def test_a_bad_spec_is_400_problem_json_and_adds_nothing(proxy, stripe_sim, spec):
    proxy.fault("latency", delay_s=0)
    before = proxy.faults()
    answer = proxy.http.post("/_chaos/faults", json=spec)
    assert answer.status_code == 400
    assert answer.headers["content-type"] == "application/problem+json"
    assert answer.json()["status"] == 400 and answer.json()["detail"]
    assert proxy.faults() == before and proxy.log() == []


def test_answer_options_are_accepted_with_every_mode_and_act_only_where_they_apply(
        proxy, stripe_sim, payment):
    """One generator may send the same options with every mode (the chaos state machine does)."""
    common = {"status": 503, "retry_after": 4, "body": {"x": 1}, "flavor": "stripe"}
    latency = proxy.fault("latency", delay_s=0, **common)
    limit = proxy.fault("rate_limit", **common)
    assert (latency["status"], latency["retry_after"], latency["body"]) == (None, None, None)
    assert (limit["status"], limit["retry_after"], limit["body"]) == (429, 4, {"x": 1})
    with httpx.Client(base_url=proxy.url) as client:
        assert refund(client, payment, "opt-1").status_code == 200
        limited = refund(client, payment, "opt-2")
    assert (limited.status_code, limited.headers["retry-after"], limited.json()) == (
        429, "4", {"x": 1})
    assert keys_committed(stripe_sim) == ["opt-1"]


def test_control_plane_is_never_forwarded(proxy, stripe_sim):
    assert proxy.http.post("/_chaos/faults", content=b"{not json").status_code == 400
    assert proxy.http.get("/_chaos/nothing").status_code == 404
    assert proxy.http.put("/_chaos/log").status_code == 405
    assert proxy.http.get("/_chaos/log", params={"since": "x"}).status_code == 400
    assert stripe_sim.requests() == [] and proxy.log() == []


def test_the_simulators_own_cuts_show_through(proxy, stripe_sim, payment):
    stripe_sim.fault("reset_after")
    assert raw_exchange(proxy.url, create_bytes(proxy.url, payment, "sim-1")) == (b"", "rst")
    stripe_sim.fault("drop_after")
    assert raw_exchange(proxy.url, create_bytes(proxy.url, payment, "sim-2")) == (b"", "fin")
    assert keys_committed(stripe_sim) == ["sim-1", "sim-2"]
    assert [e["cut"] for e in proxy.log()] == ["reset", "drop"]


def test_unreachable_upstream_is_502():
    with ChaosProxy(f"http://127.0.0.1:{free_port()}") as proxy:
        answer = httpx.get(proxy.url + "/v1/refunds", headers=KEY)
        assert answer.status_code == 502 and answer.json()["error"]["type"] == "api_error"
        [entry] = proxy.log()
        assert not entry["forwarded"] and "unreachable" in entry["error"]


class Framings:
    """An upstream on a real socket answering chunked, read-to-close and Connection: close."""

    ANSWERS = {
        b"/chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                     b"5\r\nhello\r\n6;x=1\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n",
        b"/to-close": b"HTTP/1.1 200 OK\r\n\r\nread until the end",
        b"/close": b"HTTP/1.1 201 Created\r\nContent-Length: 4\r\nConnection: close\r\n\r\ndone",
        b"/head": b"HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n",
        b"/silent-close": b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",  # then closes
    }
    CLOSING = (b"/to-close", b"/close", b"/silent-close")

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.server.getsockname()[1]}"
        self.connections = self.closed = 0  # accepted; closed by this side (its FIN sent)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            self.connections += 1
            with conn:
                self._answer_all(conn)
            self.closed += 1

    def _answer_all(self, conn: socket.socket) -> None:
        buffer = b""
        while chunk := conn.recv(65536):
            buffer += chunk
            while b"\r\n\r\n" in buffer:
                head, buffer = buffer.split(b"\r\n\r\n", 1)
                path = head.split(b" ")[1]
                conn.sendall(self.ANSWERS[path])
                if path in self.CLOSING:
                    return

    def close(self) -> None:
        self.server.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept(); close() alone won't
        self.server.close()
        self.thread.join(timeout=5)
        assert not self.thread.is_alive()


def test_upstream_framings_and_reconnects():
    upstream = Framings()
    try:
        with ChaosProxy(upstream.url) as proxy, httpx.Client(base_url=proxy.url) as client:
            assert client.head("/head").headers["content-length"] == "99"
            chunked = client.get("/chunked")
            assert chunked.text == "hello world"
            assert client.get("/close").text == "done"
            assert client.get("/to-close").text == "read until the end"
            assert client.get("/silent-close").text == "ok"
            # the upstream's FIN arrives while the connection is idle
            wait_until(lambda: upstream.closed == 3, "the upstream to close /silent-close's")
            assert client.get("/chunked").text == "hello world"
            log = proxy.log()
        assert [e["status"] for e in log] == [200, 200, 201, 200, 200, 200]
        assert [e["upstream_conn"] for e in log] == [1, 1, 1, 2, 3, 4]
        first = log[0]["conn"]  # a close-framed answer ends the client's connection too
        assert [e["conn"] for e in log] == [first] * 3 + [first + 1] + [first + 2] * 2
        assert upstream.connections == 4
    finally:
        upstream.close()


def test_an_idle_upstream_connection_is_replaced_not_reused():
    upstream = Framings()
    try:
        with ChaosProxy(upstream.url, upstream_idle_s=0.3) as proxy, \
                httpx.Client(base_url=proxy.url) as client:
            assert [client.get("/chunked").status_code for _ in range(3)] == [200] * 3
            time.sleep(0.5)
            assert client.get("/chunked").status_code == 200
            assert [e["upstream_conn"] for e in proxy.log()] == [1, 1, 1, 2]
            assert len({e["conn"] for e in proxy.log()}) == 1
        assert upstream.connections == 2
    finally:
        upstream.close()


def test_sigterm_stops_with_connections_open(stripe_sim):
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "tests.chaos.proxy",
                                "--port", str(port), "--upstream", stripe_sim.url],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(base_url=url) as control:
            deadline = time.monotonic() + 20
            while True:
                try:
                    control.post("/_chaos/faults", json={"mode": "latency", "delay_s": 60})
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline and process.poll() is None
                    time.sleep(0.05)
            idle = socket.create_connection(("127.0.0.1", port))
            held = socket.create_connection(("127.0.0.1", port))
            held.sendall(b"GET /v1/refunds HTTP/1.1\r\nHost: x\r\n\r\n")  # waits 60 s
            while not control.get("/_chaos/log").json()["data"]:  # read (so no RST on close)
                assert time.monotonic() < deadline
                time.sleep(0.05)
            process.send_signal(signal.SIGTERM)
            out, err = process.communicate(timeout=10)
            assert (process.returncode, out, err) == (0, b"", b"")
            assert held.recv(10) == b"" and idle.recv(10) == b""
            idle.close()
            held.close()
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
