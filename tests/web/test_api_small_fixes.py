"""The smaller API items of issue 16, each as a caller meets it: a valid key of the wrong kind
is told which kind the endpoint needs (403, not "not valid"); another tenant's subscription
cannot be deleted, even silently; an Idempotency-Key conflict names the fields that differ;
/metrics names its charset once; gunicorn's own 400/414/431 answers are problem+json."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from prometheus_client import CONTENT_TYPE_LATEST

from sandbox.embedded_redis import free_port
from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import ALICE, OPS_KEYS, Receiver
from tests.support.helpers import drain

PROBLEM = "application/problem+json"


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


def stored(rdb) -> list[bytes]:
    return sorted(rdb.scan_iter("sst:*"))


def refund_body(stripe_sim, intent: str, **extra) -> dict:
    payment = stripe_sim.payment(5000)
    return {"intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1000,
            "currency": "usd", **extra}


# 1. A valid key of the other role: 403 saying which key this endpoint needs.

def test_an_ops_key_on_a_flow_endpoint_is_403_naming_the_flow_key_it_needs(client, rdb,
                                                                           stripe_sim):
    body = refund_body(stripe_sim, "ops-on-flow-1")
    for method, path, kw in [("post", "/v1/refunds", {"json": body}),
                             ("post", "/v1/refunds/verify", {"json": {"intent_id": "x"}}),
                             ("get", "/v1/subscriptions", {})]:
        answer = getattr(client, method)(path, headers=ALICE, **kw)
        assert answer.status_code == 403, (path, answer.json)
        assert answer.content_type == PROBLEM
        detail = answer.json["detail"]
        assert "ops key" in detail and "SURESTEP_API_KEYS" in detail, detail
        assert "not valid" not in detail
    assert stored(rdb) == [] and stripe_sim.refunds() == []
    # A key that is no key at all is still 401.
    unknown = client.post("/v1/refunds", json=body, headers={"Authorization": "Bearer nope"})
    assert unknown.status_code == 401 and unknown.json["detail"] == "The API key is not valid."


def test_a_flow_key_on_an_ops_only_endpoint_is_403_naming_the_ops_key_it_needs(client, rdb):
    opened = client.post("/v1/escalations", headers=ACME,
                         json={"intent_id": "flow-on-ops-1", "reason": "check"}).json
    before = {key: rdb.dump(key) for key in stored(rdb)}
    answer = client.post(f"/v1/escalations/{opened['id']}/approve", headers=ACME,
                         json={"note": "yes"})
    assert answer.status_code == 403 and answer.content_type == PROBLEM
    assert "ops key (SURESTEP_OPS_KEYS)" in answer.json["detail"]
    assert {key: rdb.dump(key) for key in stored(rdb)} == before


def test_a_flow_key_on_the_rq_dashboard_is_403_naming_the_operator_key(env, rdb, monkeypatch):
    from service.web.app import create_app

    monkeypatch.setenv("SURESTEP_OPS_KEYS", "*:olga:sst_ops_operator," + OPS_KEYS)
    app = create_app()
    try:
        answer = app.test_client().get("/ops/rq/", headers=ACME)
        assert answer.status_code == 403 and answer.content_type == PROBLEM
        assert "flow's API key" in answer.json["detail"]
        assert "operator key" in answer.json["detail"]
    finally:
        app.redis_conn.close()
        app.extensions["surestep"].close()


# 2. DELETE of another tenant's subscription: 404, and it changes nothing.

def test_deleting_another_tenants_subscription_is_404_and_it_still_gets_events(client, deps,
                                                                              rdb, stripe_sim):
    hook = Receiver()
    try:
        sub = client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": hook.url, "events": ["refund.completed"]}).json
        before = {key: rdb.dump(key) for key in stored(rdb)}
        other = client.delete(f"/v1/subscriptions/{sub['id']}", headers=GLOBEX)
        assert other.status_code == 404 and other.content_type == PROBLEM
        assert sub["id"] in other.json["detail"]
        assert {key: rdb.dump(key) for key in stored(rdb)} == before  # nothing written
        assert rdb.hget(f"sst:{{acme}}:sub:{sub['id']}", "target_url") == hook.url.encode()
        assert rdb.sismember("sst:{acme}:subs", sub["id"])
        assert client.post("/v1/refunds", headers=ACME,
                           json=refund_body(stripe_sim, "sub-404-1")).status_code == 200
        drain(deps, done=lambda: len(hook.received) >= 1)
        [(_, delivered)] = hook.received
        assert json.loads(delivered)["type"] == "refund.completed"
        # An id ACME never had is 404 too; its own is 204, and again 204 once it is gone.
        assert client.delete("/v1/subscriptions/sub_000000000000000000000000",
                             headers=ACME).status_code == 404
        assert client.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 204
        assert client.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 204
        assert client.delete(f"/v1/subscriptions/{sub['id']}",
                             headers=GLOBEX).status_code == 404
    finally:
        hook.close()


# 3. The Idempotency-Key conflict names the fields that differ.

def test_an_idempotency_key_conflict_names_the_fields_that_differ(client, rdb, stripe_sim):
    first = refund_body(stripe_sim, "idem-fields-1")
    headers = {**ACME, "Idempotency-Key": "k-fields"}
    assert client.post("/v1/refunds", json=first, headers=headers).status_code == 200
    before = {key: rdb.dump(key) for key in stored(rdb)}
    again = client.post("/v1/refunds", headers=headers,
                        json={**first, "intent_id": "idem-fields-2", "amount": 700})
    assert again.status_code == 422 and again.content_type == PROBLEM
    assert again.json["type"].endswith("/idempotency-conflict")
    assert sorted(again.json["errors"]) == ["amount", "intent_id"]
    assert "Idempotency-Key" in again.json["errors"]["amount"][0]
    assert "(was 1000)" in again.json["errors"]["amount"][0]
    assert {key: rdb.dump(key) for key in stored(rdb)} == before
    assert len(stripe_sim.refunds()) == 1


def test_a_binding_from_before_the_args_were_kept_still_conflicts(client, rdb, stripe_sim):
    rdb.set("sst:{acme}:idem:k-old", "0" * 64)  # the fingerprint alone, as older versions wrote
    # the claim that bound it registered the tenant (a key is bound by a claim, which does)
    rdb.sadd("sst:@tenants", "acme")
    before = {key: rdb.dump(key) for key in stored(rdb)}
    answer = client.post("/v1/refunds", json=refund_body(stripe_sim, "idem-old-1"),
                         headers={**ACME, "Idempotency-Key": "k-old"})
    assert answer.status_code == 422 and "errors" not in answer.json
    assert {key: rdb.dump(key) for key in stored(rdb)} == before and stripe_sim.refunds() == []


# 4. /metrics: one charset.

def test_metrics_name_their_charset_once(client):
    answer = client.get("/metrics")
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == CONTENT_TYPE_LATEST
    assert answer.headers["Content-Type"].count("charset") == 1


# 5. gunicorn's own refusals, from a real gunicorn on loopback.

@contextmanager
def gunicorn(env: dict, tmp_path: Path):
    port = free_port()
    extra = {"SURESTEP_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1",
             "SURESTEP_THREADS": "2"}
    with (tmp_path / "gunicorn-stderr.txt").open("wb") as sink:
        process = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), "--config",
                                    "python:service.web.gunicorn_conf", "service.web.app:create_app()"],
                                   env={**os.environ, **env, **extra}, stderr=sink)
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    httpx.get(f"http://127.0.0.1:{port}/v1/health", timeout=1)
                    break
                except httpx.TransportError:
                    assert time.monotonic() < deadline and process.poll() is None
                    time.sleep(0.1)
            yield port
        finally:
            process.terminate()
            process.wait(timeout=30)


def raw(port: int, data: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are (httpx would refuse to send these) and read the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in
               (line.partition(":") for line in lines)}
    return int(status_line.split(" ")[1]), headers, body


@pytest.mark.slow
def test_gunicorns_own_refusals_are_problem_json(env, rdb, tmp_path):
    long_line = b"GET /v1/me?" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    big_header = b"GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n"
    many = b"GET /v1/me HTTP/1.1\r\nHost: x\r\n" + b"".join(
        b"X-%d: 1\r\n" % i for i in range(120)) + b"\r\n"
    with gunicorn(env, tmp_path) as port:
        for request, status, slug in [(long_line, 414, "uri-too-long"),
                                      (big_header, 431, "header-fields-too-large"),
                                      (many, 431, "header-fields-too-large"),
                                      (b"NOT HTTP\r\n\r\n", 400, "bad-request")]:
            got, headers, body = raw(port, request)
            assert (got, headers["content-type"]) == (status, PROBLEM), body
            assert int(headers["content-length"]) == len(body)
            problem = json.loads(body)
            assert problem["status"] == status and problem["type"].endswith("/" + slug)
            assert b"aaaa" not in body and b"bbbb" not in body  # the input is not echoed
        me = httpx.get(f"http://127.0.0.1:{port}/v1/me", headers=ACME, timeout=5)
        assert me.status_code == 200 and me.json()["tenant"] == "acme"
    assert stored(rdb) == []
