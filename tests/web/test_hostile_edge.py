"""The edge never answers 500 to bad bytes (``service.web.bodies``): JSON nested too deep is 400,
a number out of range 422 naming its field, a body over 64 KiB 413 however it is framed, and
none of them logs an error or a traceback, writes to Redis or reaches a provider.

Chunked bodies depend on the server (Werkzeug cut them off at the limit), so those run against
gunicorn as the Procfile starts it, over real HTTP; the rest use the Flask test client.
"""

from __future__ import annotations

import http.client
import json
import logging
import os

import httpx
import pytest

from service.web.bodies import MAX_BODY, MAX_DEPTH
from tests.chaos.processes import Web
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, OPS_KEYS

JSON = {**ACME, "Content-Type": "application/json"}
FORM = {**ACME, "Content-Type": "application/x-www-form-urlencoded"}
DEEP = "[" * 1000 + "]" * 1000
# Every endpoint that takes a body, and a body for it that is valid but for what a test puts in
BODIES = {
    "/v1/refunds": {"intent_id": "e-1", "payment_intent": "pi_x", "amount": 1, "currency": "usd"},
    "/v1/refunds/verify": {"intent_id": "e-1"},
    "/v1/tickets/1/updates": {"intent_id": "e-1", "comment": {"body": "hi"}},
    "/v1/tickets/updates": {"intent_id": "e-1", "comment": {"body": "hi"}, "ticket_ids": [1]},
    "/v1/escalations": {"intent_id": "e-1", "reason": "r"},
    "/v1/subscriptions": {"target_url": "http://127.0.0.1:9/h", "events": ["refund.completed"]},
    "/v1/escalations/esc_1/approve": {"note": "n"},
    "/v1/escalations/esc_1/reject": {"note": "n"},
}


@pytest.fixture
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


@pytest.fixture
def untouched(rdb, stripe_sim, zendesk_sim, caplog):
    """After the test: no sst:* key, no provider request, no error logged."""
    caplog.set_level(logging.INFO)
    yield
    assert list(rdb.scan_iter("sst:*")) == []
    assert stripe_sim.requests() == [] and zendesk_sim.requests() == []
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def headers_for(path: str, base: dict) -> dict:
    return {**base, **ALICE} if path.endswith(("/approve", "/reject")) else base


def problem(response, status: int) -> dict:
    assert response.status_code == status, response.data[:300]
    assert response.content_type == "application/problem+json"
    return response.json


@pytest.mark.parametrize("path", list(BODIES))
def test_deep_nesting_is_400_on_every_json_endpoint(ops_keys, client, untouched, path):
    problem(client.post(path, data=DEEP, headers=headers_for(path, JSON)), 400)
    inside = {**BODIES[path], "x": json.loads("[" * MAX_DEPTH + "]" * MAX_DEPTH)}
    problem(client.post(path, data=json.dumps(inside), headers=headers_for(path, JSON)), 400)


def test_nesting_within_the_bound_reaches_the_schema(client, untouched):
    metadata = {"a": json.loads("[" * (MAX_DEPTH - 2) + "]" * (MAX_DEPTH - 2))}  # 32 levels
    answer = client.post("/v1/refunds", json={**BODIES["/v1/refunds"], "metadata": metadata},
                         headers=ACME)
    assert "metadata" in problem(answer, 422)["errors"]  # parsed, then refused by its schema


@pytest.mark.parametrize("digits", [5000, 4000, 101])
def test_an_integer_with_too_many_digits_is_422_naming_the_field(client, untouched, digits):
    raw = json.dumps(BODIES["/v1/refunds"]).replace('"amount": 1', '"amount": ' + "9" * digits)
    assert problem(client.post("/v1/refunds", data=raw, headers=JSON), 422)["errors"] == {
        "amount": ["A number out of range: integers of at most 100 digits, and finite numbers."]}


def test_a_long_integer_that_parses_is_refused_by_the_range(client, untouched):
    raw = json.dumps(BODIES["/v1/refunds"]).replace('"amount": 1', '"amount": ' + "9" * 60)
    assert "Must be greater" in problem(client.post("/v1/refunds", data=raw, headers=JSON),
                                        422)["errors"]["amount"][0]


@pytest.mark.parametrize("path,raw,field", [
    ("/v1/refunds", '{"intent_id": "e-1", "provider": "shopify", "order_id": '
                    '"gid://shopify/Order/1", "refund_line_items": [{"line_item_id": '
                    '"gid://shopify/LineItem/1", "quantity": 1' + "0" * 200 + '}]}',
     "refund_line_items"),
    ("/v1/tickets/1/updates", '{"intent_id": "e-1", "comment": {"body": "hi"}, '
                              '"custom_fields": [{"id": 1, "value": 1' + "0" * 200 + '}]}',
     "custom_fields"),
    ("/v1/tickets/1/updates", '{"intent_id": "e-1", "comment": {"body": "hi"}, "wait": 1e400}',
     "wait"),
    ("/v1/escalations", '{"intent_id": "e-1", "reason": "r", "context": {"n": -1e999}}',
     "context"),
])
def test_numbers_out_of_range_anywhere_are_422_naming_the_field(client, untouched, path, raw,
                                                                field):
    assert field in problem(client.post(path, data=raw, headers=JSON), 422)["errors"]


@pytest.mark.parametrize("raw", ['{"intent_id": NaN}', '{"context": {"a": Infinity}}',
                                 b'{"intent_id": "\xff"}'])
def test_not_json_is_400(client, untouched, raw):
    problem(client.post("/v1/escalations", data=raw, headers=JSON), 400)


@pytest.mark.parametrize("path", list(BODIES))
def test_a_body_over_64_kib_is_413_without_echoing_it(ops_keys, client, untouched, path):
    raw = json.dumps({**BODIES[path], "pad": "Z" * MAX_BODY})
    answer = client.post(path, data=raw, headers=headers_for(path, JSON))
    assert "ZZZZ" not in problem(answer, 413)["detail"] and len(answer.data) < 500
    form = client.post(path, data="pad=" + "Z" * MAX_BODY, headers=headers_for(path, FORM))
    assert "ZZZZ" not in problem(form, 413)["detail"]


def test_a_long_unknown_field_is_named_but_not_echoed_whole(client, untouched):
    answer = client.post("/v1/refunds", headers=JSON,
                         data=json.dumps({**BODIES["/v1/refunds"], "k" * 60_000: 1}))
    assert list(problem(answer, 422)["errors"]) == ["k" * 100 + "..."]
    assert len(answer.data) < 1000


@pytest.mark.parametrize("raw,field", [
    ("amount=" + "9" * 5000, "amount"), ("amount=1200%0A", "amount"),
    ("amount=%D9%A1%D9%A2", "amount"),  # Arabic-Indic digits: int() reads them as 12
])
def test_form_numbers_are_plain_ascii_decimals(client, untouched, raw, field):
    body = "intent_id=z-1&payment_intent=pi_x&currency=usd&" + raw
    assert field in problem(client.post("/v1/refunds", data=body, headers=FORM), 422)["errors"]


def test_form_ticket_ids_and_waits_are_plain_ascii_too(client, untouched):
    body = "intent_id=z-1&comment__body=hi&ticket_ids=%D9%A1%D9%A2&wait=nan"
    errors = problem(client.post("/v1/tickets/updates", data=body, headers=FORM), 422)["errors"]
    assert "ticket_ids" in errors and "wait" in errors


def test_a_deep_flattened_form_key_is_400(client, untouched):
    body = "intent_id=z-1&reason=r&context" + "__a" * (MAX_DEPTH + 1) + "=1"
    problem(client.post("/v1/escalations", data=body, headers=FORM), 400)


def chunks(data: bytes, size: int = 4096):
    for start in range(0, len(data), size):
        yield data[start:start + size]


def spaced_key(url: str, body: bytes) -> http.client.HTTPResponse:
    """POST with ``Idempotency-Key:   k-9  `` (httpx refuses to send such a header)."""
    connection = http.client.HTTPConnection(url.removeprefix("http://"), timeout=10)
    connection.request("POST", "/v1/refunds", body=body,
                       headers={**JSON, "Idempotency-Key": "  k-9  "})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def test_under_gunicorn_chunked_bodies_are_413_over_the_limit_and_whole_under_it(
        env, rdb, stripe_sim, zendesk_sim, capfd):
    web = Web({**os.environ, **env, "SURESTEP_THREADS": "4"}, workers=1)
    try:
        with httpx.Client(base_url=web.url, timeout=10) as client:
            for path in BODIES:
                big = json.dumps({**BODIES[path], "pad": "Z" * MAX_BODY}).encode()
                answer = client.post(path, content=chunks(big), headers=JSON)
                assert answer.status_code == 413 and b"ZZZZ" not in answer.content
                form = client.post(path, content=chunks(b"pad=" + b"Z" * MAX_BODY), headers=FORM)
                assert form.status_code == 413 and b"ZZZZ" not in form.content
                deep = client.post(path, content=chunks(DEEP.encode(), 100), headers=JSON)
                assert deep.status_code == 400
                assert deep.headers["content-type"] == "application/problem+json"
            assert list(rdb.scan_iter("sst:*")) == []
            assert stripe_sim.requests() == [] and zendesk_sim.requests() == []
            payment = stripe_sim.payment(5000)
            good = json.dumps({"intent_id": "chunked-1", "payment_intent":
                               payment["payment_intent"], "amount": 1200, "currency": "usd",
                               "metadata": {"pad": "p" * 400}}).encode()
            answer = client.post("/v1/refunds", content=chunks(good, 100), headers=JSON)
            assert answer.status_code == 200 and answer.json()["state"] == "completed"
            # Spaces around a header value are HTTP's, not the key's: gunicorn drops them.
            assert spaced_key(web.url, good).status == 200
            assert rdb.exists("sst:{acme}:idem:k-9") and len(stripe_sim.refunds()) == 1
    finally:
        web.close()
    logged = capfd.readouterr().err
    assert "Traceback" not in logged and '"level": "error"' not in logged
