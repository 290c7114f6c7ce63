"""Bad input gets a clear problem+json error and changes nothing: no Redis key, no provider call."""

from __future__ import annotations

import json

import pytest

from tests.support.constants import ACME

GOOD = {"intent_id": "zendesk-1", "payment_intent": "pi_demo_1", "amount": 1200, "currency": "usd"}
JSON = {**ACME, "Content-Type": "application/json"}


def body(**changes):
    data = {**GOOD, **changes}
    return json.dumps({k: v for k, v in data.items() if v is not ...})


CASES = [
    # (name, headers, raw body, status, field named in errors or None)
    ("no auth", {"Content-Type": "application/json"}, body(), 401, None),
    ("wrong key", {"Authorization": "Bearer nope", "Content-Type": "application/json"}, body(), 401, None),
    # HTTP Basic with the key as user name is accepted (Zapier); a wrong or garbled one is not
    ("basic wrong key", {"Authorization": "Basic bm9wZTo=", "Content-Type": "application/json"}, body(), 401, None),
    ("basic not base64", {"Authorization": "Basic !!!", "Content-Type": "application/json"}, body(), 401, None),
    ("malformed json", JSON, '{"intent_id": "x",', 400, None),
    ("plain text body", {**ACME, "Content-Type": "text/plain"}, body(), 415, None),
    # form bodies are accepted on step endpoints (Zapier) and validated like JSON
    ("form body missing fields", {**ACME, "Content-Type": "application/x-www-form-urlencoded"},
     "intent_id=zendesk-1&currency=usd", 422, "amount"),
    ("form body amount not a number", {**ACME, "Content-Type": "application/x-www-form-urlencoded"},
     "intent_id=zendesk-1&payment_intent=pi_demo_1&amount=12.5&currency=usd", 422, "amount"),
    ("form body clashing keys", {**ACME, "Content-Type": "application/x-www-form-urlencoded"},
     "intent_id=zendesk-1&payment_intent=pi_demo_1&amount=1200&currency=usd"
     "&customer=x&customer__email=a%40b.co", 422, "customer"),
    ("resume_url at loopback", JSON, body(resume_url="http://localhost:5678/webhook"), 422, "resume_url"),
    ("resume_url at metadata service", JSON, body(resume_url="http://169.254.169.254/latest/"), 422, "resume_url"),
    ("no content type", ACME, body(), 415, None),
    ("too large", JSON, body(metadata={f"k{i}": "v" * 500 for i in range(200)}), 413, None),
    ("json array", JSON, "[1, 2]", 422, None),
    ("missing intent", JSON, body(intent_id=...), 422, "intent_id"),
    ("bad intent chars", JSON, body(intent_id="zendesk 1/2"), 422, "intent_id"),
    ("intent too long", JSON, body(intent_id="x" * 201), 422, "intent_id"),
    ("amount zero", JSON, body(amount=0), 422, "amount"),
    ("amount negative", JSON, body(amount=-5), 422, "amount"),
    ("amount float", JSON, body(amount=12.5), 422, "amount"),
    ("amount string", JSON, body(amount="1200"), 422, "amount"),
    ("amount bool", JSON, body(amount=True), 422, "amount"),
    ("currency", JSON, body(currency="dollars"), 422, "currency"),
    ("both payment refs", JSON, body(charge="ch_demo_1"), 422, "payment_intent"),
    ("no payment ref", JSON, body(payment_intent=...), 422, "payment_intent"),
    ("bad payment intent id", JSON, body(payment_intent="ch_1"), 422, "payment_intent"),
    ("provider", JSON, body(provider="paypal"), 422, "provider"),
    ("reason", JSON, body(reason="because"), 422, "reason"),
    ("unknown field", JSON, body(amount_cents=1200), 422, "amount_cents"),
    ("customer email", JSON, body(customer={"email": "not-an-email"}), 422, "customer"),
    ("customer unknown field", JSON, body(customer={"name": "A"}), 422, "customer"),
    ("metadata too many keys", JSON, body(metadata={f"k{i}": "v" for i in range(21)}), 422, "metadata"),
    ("metadata non-string", JSON, body(metadata={"a": 1}), 422, "metadata"),
    ("metadata reserved key", JSON, body(metadata={"surestep_intent_id": "x"}), 422, "metadata"),
    ("bad idempotency key", {**JSON, "Idempotency-Key": ""}, body(), 422, "Idempotency-Key"),
]


@pytest.mark.parametrize("name,headers,raw,status,field", CASES, ids=[c[0] for c in CASES])
def test_bad_input_is_refused_and_changes_nothing(client, rdb, stripe_sim, name, headers, raw,
                                                  status, field):
    response = client.post("/v1/refunds", data=raw, headers=headers)
    assert response.status_code == status, response.json
    assert response.content_type == "application/problem+json"
    problem = response.json
    assert problem["status"] == status and problem["title"] and problem["detail"]
    assert problem["type"].startswith("https://")
    if field:
        assert field in problem["errors"], problem
    assert rdb.dbsize() == 0, rdb.keys()
    assert stripe_sim.requests() == []


def test_verify_validates_too(client, rdb, stripe_sim):
    response = client.post("/v1/refunds/verify", json={"intent_id": "a b"}, headers=ACME)
    assert response.status_code == 422 and "intent_id" in response.json["errors"]
    missing = client.post("/v1/refunds/verify", json={"intent_id": "nope"}, headers=ACME)
    assert missing.status_code == 404
    assert rdb.dbsize() == 0 and stripe_sim.requests() == []


def test_health_needs_no_auth_and_openapi_documents_the_schemas(client):
    health = client.get("/v1/health")
    assert health.status_code == 200 and health.json["redis"]["ok"] is True
    spec = client.get("/openapi.json").json
    schemas = spec["components"]["schemas"]
    assert schemas["RefundRequest"]["oneOf"] == [  # by provider
        {"$ref": "#/components/schemas/StripeRefundRequest"},
        {"$ref": "#/components/schemas/ShopifyRefundRequest"}]
    assert set(schemas["StripeRefundRequest"]["required"]) == {"intent_id", "amount", "currency"}
    assert "/v1/refunds" in spec["paths"] and "/v1/refunds/verify" in spec["paths"]
    assert client.get("/docs").status_code == 200
