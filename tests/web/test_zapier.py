"""Zapier's "Webhooks by Zapier" as a client (form bodies, flattened keys, HTTP Basic with the
key as user name), and the outbound URL checks that keep flows from pointing surestep at
internal addresses."""

from __future__ import annotations

import base64
from urllib.parse import urlencode

import pytest

from service.web.app import create_app
from tests.steps.test_tickets import new_tickets, ours
from tests.support.constants import ACME
from tests.support.helpers import drain

FORM = "application/x-www-form-urlencoded"


def basic(key: str) -> dict:
    return {"Authorization": "Basic " + base64.b64encode(f"{key}:".encode()).decode()}


def test_a_zapier_form_request_is_the_same_refund_step_as_json(client, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    as_json = {"intent_id": "zap-1", "payment_intent": payment["payment_intent"],
               "amount": 1200, "currency": "usd", "reason": "requested_by_customer",
               "customer": {"id": "cus_9", "email": "ana@example.com"},
               "metadata": {"zap": "42"}}
    first = client.post("/v1/refunds", json=as_json, headers=ACME)
    assert first.status_code == 200 and first.json["state"] == "completed"
    form = urlencode([("intent_id", "zap-1"), ("payment_intent", payment["payment_intent"]),
                      ("amount", "1200"), ("currency", "USD"),
                      ("reason", "requested_by_customer"), ("customer__id", "cus_9"),
                      ("customer__email", "ana@example.com"), ("metadata__zap", "42")])
    second = client.post("/v1/refunds", data=form,
                         headers={**basic("key_acme"), "Content-Type": FORM})
    assert second.status_code == 200, second.json
    assert second.json["replayed"] is True and second.json["refund_id"] == first.json["refund_id"]
    assert second.headers["Idempotent-Replayed"] == "true"
    assert len(stripe_sim.creates()) == 1
    # flattened keys in a JSON body (Zapier's JSON payload without "unflatten") work too
    third = client.post("/v1/refunds", headers=basic("key_acme"), json={
        k: v for k, v in as_json.items() if k not in ("customer", "metadata")} | {
        "customer__id": "cus_9", "customer__email": "ana@example.com", "metadata__zap": "42"})
    assert third.json["replayed"] is True and len(stripe_sim.creates()) == 1
    stored = deps.ledger.get("acme", "refund", "zap-1").args
    assert stored["customer"] == {"id": "cus_9", "email": "ana@example.com"}


def test_form_values_are_typed_by_the_schema_and_still_validated(client, stripe_sim, rdb):
    payment = stripe_sim.payment(5000)
    bad = client.post("/v1/refunds", headers={**basic("key_acme"), "Content-Type": FORM},
                      data=urlencode({"intent_id": "zap-2", "payment_intent":
                                      payment["payment_intent"], "amount": "twelve",
                                      "currency": "usd", "customer__email": "nope"}))
    assert bad.status_code == 422
    assert {"amount", "customer"} <= set(bad.json["errors"])
    assert rdb.dbsize() == 0 and stripe_sim.requests(path="/v1/refunds") == []
    wrong = client.post("/v1/refunds", headers={**basic("key_nope"), "Content-Type": FORM},
                        data="intent_id=zap-2")
    assert wrong.status_code == 401 and wrong.json["detail"] == "The API key is not valid."


def test_a_zapier_form_ticket_update(client, deps, zendesk_sim):
    [ticket] = new_tickets(zendesk_sim)
    form = urlencode([("intent_id", "zap-t"), ("comment__body", "Refunded."),
                      ("comment__public", "false"), ("tags__add", "refunded"),
                      ("tags__add", "zapier"), ("status", "solved"), ("safe_update", "no")])
    answer = client.post(f"/v1/tickets/{ticket}/updates", data=form,
                         headers={**basic("key_acme"), "Content-Type": FORM})
    assert answer.status_code == 202, answer.json
    drain(deps)
    [comment] = ours(zendesk_sim)
    assert comment["public"] is False and comment["body"] == "Refunded."
    state = zendesk_sim.control("GET", f"/_sim/tickets/{ticket}")
    assert {"refunded", "zapier"} <= set(state["tags"]) and state["status"] == "solved"


@pytest.fixture
def strict_app(env, rdb):
    """The service as deployed: no SURESTEP_ALLOWED_TARGETS."""
    app = create_app({"SURESTEP_ALLOWED_TARGETS": ""})
    yield app
    app.extensions["surestep"].close()


SSRF = ["http://127.0.0.1:5678/webhook/abc", "http://169.254.169.254/latest/meta-data/",
        "http://localhost/x", "http://10.1.2.3/x", "http://[::1]:8080/x", "http://0.0.0.0:6379/",
        "http://2130706433/x", "file:///etc/passwd", "gopher://127.0.0.1:6379/_INFO"]


@pytest.mark.parametrize("url", SSRF)
def test_ssrf_resume_urls_are_refused_with_problem_json(strict_app, stripe_sim, rdb, url):
    payment = stripe_sim.payment()
    response = strict_app.test_client().post("/v1/refunds", headers=ACME, json={
        "intent_id": "ssrf", "payment_intent": payment["payment_intent"], "amount": 100,
        "currency": "usd", "resume_url": url})
    assert response.status_code == 422, response.json
    assert response.content_type == "application/problem+json"
    [message] = response.json["errors"]["resume_url"]
    if url.startswith("http"):
        assert "SURESTEP_ALLOWED_TARGETS=" in message
    assert rdb.dbsize() == 0 and stripe_sim.requests() == []


def test_allowed_targets_let_a_private_n8n_through(env, rdb, stripe_sim):
    app = create_app({"SURESTEP_ALLOWED_TARGETS": "10.0.0.0/8,n8n.internal"})
    try:
        client = app.test_client()
        payment = stripe_sim.payment()
        for n, url in enumerate(["http://10.1.2.3:5678/webhook/x", "http://n8n.internal/w/1",
                                 "https://hooks.zapier.com/hooks/catch/1/abc/"]):
            answer = client.post("/v1/refunds", headers=ACME, json={
                "intent_id": f"allowed-{n}", "payment_intent": payment["payment_intent"],
                "amount": 100, "currency": "usd", "resume_url": url})
            assert answer.status_code == 200, (url, answer.json)
        refused = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "allowed-x", "payment_intent": payment["payment_intent"],
            "amount": 100, "currency": "usd", "resume_url": "http://192.168.1.5/x"})
        assert refused.status_code == 422
    finally:
        app.extensions["surestep"].close()
