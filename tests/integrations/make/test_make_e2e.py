"""The Make modules run end to end: rendered by tests.integrations.make.make_iml from their own templates, sent
to the service on a real HTTP server (Stripe simulator behind it), answers applied with each
module's ``response`` directives. Assertions are made on the simulator's record and on Redis as
well as on the module's output.
"""

from __future__ import annotations

import json
import threading

import httpx
import pytest

from sandbox.embedded_redis import free_port
from service.web.app import create_app
from tests.integrations.make.make_app import (
    MakeApp,
    MakeError,
    as_replay,
    check_connection,
    run_module,
    shape_diff,
)
from tests.support.helpers import LiveServer

APP = MakeApp.load()


@pytest.fixture
def http():
    # Make gives a module 40 s; the client may take that long, no longer.
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


def refund_params(payment: dict, **extra) -> dict:
    """What a builder maps into Create a Refund from a Zendesk ticket (module 1)."""
    return {"intent_id": "zendesk-48213", "ticket_id": "48213", "provider": "stripe",
            "payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
            "reason": "requested_by_customer",
            "customer": {"id": "cus_123", "email": "ana@example.com"},
            "metadata": [{"key": "agent", "value": "make"}], **extra}


def run(module_id, params, connection, http):
    return run_module(APP, module_id, params, connection, http)


def test_connection_check_names_the_tenant_and_never_logs_the_key(live, http):
    result = check_connection(APP, "surestep", {"baseUrl": live.url, "apiKey": "key_acme"}, http)
    assert result.metadata == {"type": "text", "value": "acme"}
    assert result.request["url"] == f"{live.url}/v1/me"
    assert "key_acme" in result.request["headers"]["Authorization"]  # it was sent...
    assert "key_acme" not in json.dumps(result.log)  # ...and is not in the log

    with pytest.raises(MakeError) as refused:
        check_connection(APP, "surestep", {"baseUrl": live.url, "apiKey": "wrong"}, http)
    assert refused.value.type == "InvalidAccessTokenError" and refused.value.status == 401


def test_create_a_refund_then_a_rerun_is_a_replay(connection, http, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    first = run("createRefund", refund_params(payment), connection, http)
    out = first.output
    assert out["state"] == "completed" and out["verified"] is True and out["replayed"] is False
    [refund] = stripe_sim.refunds()
    assert refund["id"] == out["refund_id"] and refund["status"] == "succeeded"
    assert refund["metadata"]["surestep_intent_id"] == "zendesk-48213"
    assert refund["metadata"]["agent"] == "make"  # the key/value array became metadata
    assert shape_diff(out, APP.modules["createRefund"].samples) == []
    assert "key_acme" not in json.dumps(first.log)  # Base's log.sanitize covers modules too

    # Make re-runs the module (Break handler, incomplete execution, timeout): a replay.
    again = run("createRefund", refund_params(payment), connection, http)
    assert again.output == as_replay(out)  # and it says so: "was already refunded on <date>"
    assert again.headers["idempotent-replayed"] == "true"
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    assert deps.ledger.get("acme", "refund", "zendesk-48213").attempts == 1


def test_intent_id_defaults_to_the_ticket(connection, http, stripe_sim, deps):
    params = refund_params(stripe_sim.payment())
    del params["intent_id"]  # left empty: Make leaves the parameter out
    out = run("createRefund", params, connection, http).output
    assert out["intent_id"] == "zendesk-48213" and out["state"] == "completed"
    assert stripe_sim.refunds()[0]["metadata"]["surestep_intent_id"] == "zendesk-48213"


def test_invalid_input_is_a_data_error_and_changes_nothing(connection, http, stripe_sim, rdb):
    params = refund_params(stripe_sim.payment(), currency="dollars")
    with pytest.raises(MakeError) as error:
        run("createRefund", params, connection, http)
    assert error.value.type == "DataError" and error.value.status == 422
    assert error.value.message.startswith("[422] Validation failed:")
    assert "Fields: currency." in error.value.message
    assert rdb.keys("*") == [] and stripe_sim.requests() == []


def test_no_intent_id_and_no_ticket_is_a_data_error(connection, http, stripe_sim, rdb):
    params = refund_params(stripe_sim.payment())
    del params["intent_id"], params["ticket_id"]
    with pytest.raises(MakeError) as error:
        run("createRefund", params, connection, http)
    assert error.value.type == "DataError" and "intent_id" in error.value.message
    assert rdb.keys("*") == [] and stripe_sim.requests() == []


def test_same_intent_other_amount_is_a_data_error(connection, http, stripe_sim):
    payment = stripe_sim.payment()
    run("createRefund", refund_params(payment), connection, http)
    with pytest.raises(MakeError) as error:
        run("createRefund", refund_params(payment, amount=999), connection, http)
    assert error.value.type == "DataError"
    assert "Idempotency conflict" in error.value.message and "amount" in error.value.message
    assert len(stripe_sim.creates()) == 1


def test_wrong_key_is_an_invalid_access_token_error(live, http, stripe_sim):
    with pytest.raises(MakeError) as error:
        run("createRefund", refund_params(stripe_sim.payment()),
            {"baseUrl": live.url, "apiKey": "nope"}, http)
    assert error.value.type == "InvalidAccessTokenError" and "API key" in error.value.message
    assert stripe_sim.requests() == []


@pytest.fixture
def quick_duplicates(env, monkeypatch):
    """A concurrent duplicate waits 0.3 s (not 5 s) before its 409; set before the app is built."""
    monkeypatch.setenv("SURESTEP_DUPLICATE_WAIT_S", "0.3")


def test_a_run_while_the_same_intent_executes_is_a_rate_limit_error_then_a_replay(
        quick_duplicates, connection, http, stripe_sim):
    payment = stripe_sim.payment()
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=0.8)
    first: dict = {}

    def first_run() -> None:
        with httpx.Client(timeout=40) as own:
            first.update(run("createRefund", refund_params(payment), connection, own).output)

    worker = threading.Thread(target=first_run)
    worker.start()
    try:
        while not stripe_sim.creates():
            threading.Event().wait(0.02)
        with pytest.raises(MakeError) as busy:
            run("createRefund", refund_params(payment), connection, http)
    finally:
        worker.join(timeout=10)
    assert busy.value.type == "RateLimitError" and busy.value.status == 409
    assert "Retry after" in busy.value.message
    # Make retries later: the retry replays the first execution's result.
    retry = run("createRefund", refund_params(payment), connection, http).output
    assert retry == as_replay(first) and retry["state"] == "completed"
    assert len(stripe_sim.creates()) == 1


def test_service_failure_is_a_connection_error(env, http, stripe_sim):
    """Redis down: the service answers 503 store-unavailable, which Make should retry later."""
    broken = create_app({"REDIS_URL": f"redis://127.0.0.1:{free_port()}"})
    server = LiveServer(broken)
    try:
        with pytest.raises(MakeError) as error:
            run("createRefund", refund_params(stripe_sim.payment()),
                {"baseUrl": server.url, "apiKey": "key_acme"}, http)
    finally:
        server.close()
        broken.extensions["surestep"].close()
    assert error.value.type == "ConnectionError" and error.value.status == 503
    assert stripe_sim.refunds() == []


def test_verify_a_refund_settles_a_pending_one(connection, http, stripe_sim):
    stripe_sim.configure(refund_pending_s=60, refund_outcome="succeeded")
    created = run("createRefund", refund_params(stripe_sim.payment()), connection, http).output
    assert created["state"] == "pending" and created["next"] == "wait"
    stripe_sim.advance(61)
    verified = run("verifyRefund", {"intent_id": created["intent_id"]}, connection, http).output
    assert verified["state"] == "completed" and verified["verified"] is True
    assert shape_diff(verified, APP.modules["verifyRefund"].samples) == []
    assert stripe_sim.refunds()[0]["status"] == "succeeded" and len(stripe_sim.creates()) == 1


def test_verify_an_unknown_intent_is_a_data_error(connection, http, stripe_sim):
    with pytest.raises(MakeError) as error:
        run("verifyRefund", {"intent_id": "zendesk-404"}, connection, http)
    assert error.value.type == "DataError" and error.value.status == 404
    assert stripe_sim.requests() == []


def test_get_an_intent_returns_the_ledger(connection, http, stripe_sim, deps):
    created = run("createRefund", refund_params(stripe_sim.payment()), connection, http).output
    out = run("getIntent", {"intent_id": "zendesk-48213"}, connection, http).output
    [step] = out["steps"]
    entry = deps.ledger.get("acme", "refund", "zendesk-48213")
    assert step["state"] == entry.state == "completed" and step["provider_key"] == entry.provider_key
    assert step["result"]["refund_id"] == created["refund_id"]
    assert [a["to"] for a in step["audit"]] == ["in_progress", "completed"]
    assert shape_diff(out, APP.modules["getIntent"].samples) == []


def test_create_a_shopify_refund_by_amount_then_a_rerun_is_a_replay(connection, http, shopify_sim):
    order = shopify_sim.order(5000)
    params = {"intent_id": "shop-1001", "ticket_id": "48213", "provider": "shopify",
              "order_id": order["id"], "amount": 1200, "currency": "usd",
              "note": "damaged box", "notify": True}
    out = run("createRefund", params, connection, http).output
    assert out["state"] == "completed" and out["provider"] == "shopify" and out["amount"] == 1200
    [refund] = shopify_sim.refunds()
    assert refund["id"] == out["refund_id"] and refund["notify"] is True
    assert refund["transactions"][0]["amount"] == "12.00"
    again = run("createRefund", params, connection, http).output
    assert again == as_replay(out) and len(shopify_sim.creates()) == 1


def test_create_a_shopify_refund_by_line_items(connection, http, shopify_sim):
    order = shopify_sim.order(None, line_items=[{"name": "Mug", "quantity": 3, "unit_amount": 450}])
    mug = order["line_items"][0]["id"]
    out = run("createRefund", {"intent_id": "shop-li", "provider": "shopify",
                               "order_id": order["id"],
                               "refund_line_items": [{"line_item_id": mug, "quantity": 2}]},
              connection, http).output
    assert out["state"] == "completed" and out["amount"] == 900
    assert shopify_sim.refunds()[0]["line_items"][0]["quantity"] == 2


def test_stripe_fields_on_a_shopify_refund_are_a_data_error(connection, http, shopify_sim, rdb):
    """Make shows each provider's own fields; a mapping that still sends another's is refused."""
    order = shopify_sim.order(5000)
    with pytest.raises(MakeError) as error:
        run("createRefund", {"intent_id": "shop-x", "provider": "shopify", "order_id": order["id"],
                             "amount": 100, "currency": "usd", "reason": "duplicate"},
            connection, http)
    assert error.value.type == "DataError" and "reason" in error.value.message
    assert rdb.keys("*") == [] and shopify_sim.creates() == []
