"""The OpenAPI document says what the API does (issue 15): errors, ids, cursors, numbers, forms.

Each test holds one promise of ``/openapi.json`` against the real app (``service.web.openapi``
adds what the schemas alone do not say); tests/web/test_openapi_fuzz.py then fuzzes all of them.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import jsonschema
import pytest

from service import ids
from service.errors import PROBLEM
from tests.support.constants import ACME

FORM = "application/x-www-form-urlencoded"


@pytest.fixture
def doc(client) -> dict:
    return client.get("/openapi.json").json


def _operations(doc):
    for path, item in doc["paths"].items():
        for method, operation in item.items():
            if method != "parameters":
                yield path, method, operation


def _problem_validator(doc):
    return jsonschema.Draft202012Validator({**doc["components"]["schemas"]["Problem"],
                                            "$defs": {}})


def test_every_error_response_is_problem_json_with_the_problem_schema(doc):
    default = doc["components"]["responses"]["DEFAULT_ERROR"]["content"]
    assert list(default) == [PROBLEM]
    assert default[PROBLEM]["schema"] == {"$ref": "#/components/schemas/Problem"}
    for path, method, operation in _operations(doc):
        responses = operation["responses"]
        assert responses["default"] == {"$ref": "#/components/responses/DEFAULT_ERROR"}
        assert "503" in responses, (method, path)
        for status, response in responses.items():
            if status != "default" and int(status) >= 400 and (path, status) != ("/v1/health",
                                                                                 "503"):
                assert list(response["content"]) == [PROBLEM], (method, path, status)


def test_the_problem_schema_fits_the_bodies_errors_really_have(client, doc):
    validator = _problem_validator(doc)
    bodies = [client.get("/v1/me").json,  # 401
              client.post("/v1/refunds", headers=ACME, json={"intent_id": "x"}).json,  # 422
              client.post("/v1/refunds", headers=ACME, data=b"{",
                          content_type="application/json").json,  # 400
              client.get("/v1/intents/x", headers=ACME).json]  # 404
    for body in bodies:
        validator.validate(body)
    assert {body["status"] for body in bodies} == {401, 422, 400, 404}
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({"type": "x", "title": "t", "status": "422", "detail": "d"})


def test_health_needs_no_key_and_says_so(client, doc):
    assert doc["paths"]["/v1/health"]["get"]["security"] == []
    assert "401" not in doc["paths"]["/v1/health"]["get"]["responses"]
    assert "401" in doc["paths"]["/v1/me"]["get"]["responses"]


def test_an_undeclared_method_is_405_with_allow_and_its_own_type(client):
    answer = client.open("/v1/me", method="TRACE", headers=ACME)
    assert answer.status_code == 405 and answer.content_type == PROBLEM
    assert set(answer.headers["Allow"].split(", ")) >= {"GET", "HEAD", "OPTIONS"}
    assert answer.json["type"] == "https://surestep.dev/problems/method-not-allowed"
    assert answer.json["status"] == 405


def test_path_ids_carry_the_pattern_they_are_checked_with(doc):
    seen = set()
    for path, item in doc["paths"].items():
        for param in item.get("parameters", []):
            if param["in"] == "path" and param["schema"].get("type") == "string":
                assert param["schema"]["pattern"] == ids.path_rule(param["name"]).regex.pattern
                seen.add(param["name"])
            elif param["in"] == "path":
                assert param["schema"] == {"type": "integer", "minimum": 1,
                                           "maximum": 2**63 - 1}, path
    assert {"intent_id", "sub_id", "job_id", "escalation_id", "report_id"} <= seen


def test_every_cursor_of_the_documented_form_is_a_position(client, doc, rdb, stripe_sim):
    [cursor] = [p for p in doc["paths"]["/v1/intents"]["get"]["parameters"]
                if p["name"] == "cursor"]
    pattern = re.compile(cursor["schema"]["pattern"])
    for n in range(3):
        payment = stripe_sim.payment(5000)
        assert client.post("/v1/refunds", headers=ACME, json={
            "intent_id": f"cur-{n}", "payment_intent": payment["payment_intent"],
            "amount": 100, "currency": "usd"}).status_code == 200
    first = client.get("/v1/intents?limit=2", headers=ACME).json
    assert pattern.fullmatch(first["next_cursor"]), first["next_cursor"]
    made_up = "0~refund~0"  # no row there: an empty page, not a 422
    assert pattern.fullmatch(made_up)
    answer = client.get(f"/v1/intents?cursor={made_up}", headers=ACME)
    assert answer.status_code == 200 and answer.json == {"data": [], "next_cursor": None}
    everything = client.get("/v1/intents?cursor=99999999999~escalation~zzz", headers=ACME).json
    assert [row["intent_id"] for row in everything["data"]] == ["cur-2", "cur-1", "cur-0"]


def test_a_number_with_a_zero_fraction_is_that_integer(client, rdb, stripe_sim):
    payment = stripe_sim.payment(5000)
    body = {"intent_id": "whole", "payment_intent": payment["payment_intent"],
            "amount": 1200.0, "currency": "usd"}
    first = client.post("/v1/refunds", headers=ACME, json=body)
    assert first.status_code == 200 and first.json["amount"] == 1200, first.json
    again = client.post("/v1/refunds", headers=ACME, json={**body, "amount": 1200})
    assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    sent = len(stripe_sim.requests())
    half = client.post("/v1/refunds", headers=ACME, json={**body, "intent_id": "half",
                                                          "amount": 1200.5})
    assert half.status_code == 422 and set(half.json["errors"]) == {"amount"}
    assert len(stripe_sim.requests()) == sent and rdb.keys("sst:{acme}:*half*") == []


def test_a_list_error_next_to_a_schema_error_is_422_not_500(client, rdb):
    """marshmallow names a list's bad items by index next to "_schema": mixed keys, which JSON
    serialisation with sorted keys could not order (a 500 before)."""
    answer = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "mixed", "comment": {"body": "x"}, "ticket_ids": [1, "two", 1]})
    assert answer.status_code == 422, answer.data
    assert set(answer.json["errors"]["ticket_ids"]) == {"1", "_schema"}
    assert rdb.keys("sst:{acme}:*") == []


def test_refund_bodies_are_a_oneof_by_provider(doc):
    schemas = doc["components"]["schemas"]
    stripe, shopify = schemas["StripeRefundRequest"], schemas["ShopifyRefundRequest"]
    validator = jsonschema.Draft202012Validator({"$ref": "#/components/schemas/RefundRequest",
                                                 "components": doc["components"]})
    ok = {"intent_id": "a", "payment_intent": "pi_1", "amount": 100, "currency": "usd"}
    assert validator.is_valid(ok)
    assert not validator.is_valid({**ok, "charge": "ch_1"})  # exactly one of the two
    assert not validator.is_valid({**ok, "order_id": "gid://shopify/Order/1"})
    lines = {"intent_id": "b", "provider": "shopify", "order_id": "gid://shopify/Order/1",
             "refund_line_items": [{"line_item_id": "gid://shopify/LineItem/1", "quantity": 1}]}
    assert validator.is_valid(lines)
    assert not validator.is_valid({**lines, "amount": 100})  # line items, or money
    assert shopify["properties"]["provider"]["enum"] == ["shopify"]
    assert stripe["properties"]["metadata"]["maxProperties"] == 20
    assert schemas["RefundResult"]["properties"]["amount"]["type"] == ["integer", "null"]


def test_no_object_has_a_length_and_urls_are_uris(doc):
    def walk(node):
        if isinstance(node, dict):
            if node.get("type") == "object":
                assert "maxLength" not in node and "minLength" not in node, node
            assert node.get("format") != "url", node
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(doc)
    target = doc["components"]["schemas"]["SubscriptionRequest"]["properties"]["target_url"]
    assert target["format"] == "uri" and target["pattern"].startswith("^[Hh][Tt][Tt][Pp]")


def test_form_bodies_are_documented_where_they_are_accepted(client, doc, rdb, stripe_sim):
    body = doc["paths"]["/v1/refunds"]["post"]["requestBody"]["content"]
    assert body[FORM]["schema"] == {"$ref": "#/components/schemas/RefundRequestForm"}
    stripe_form = doc["components"]["schemas"]["StripeRefundRequestForm"]["properties"]
    assert "customer__email" in stripe_form and "metadata" not in stripe_form
    payment = stripe_sim.payment(5000)
    answer = client.post("/v1/refunds", headers=ACME, content_type=FORM, data={
        "intent_id": "form-1", "payment_intent": payment["payment_intent"], "amount": "700",
        "currency": "usd", "customer__email": "ana@example.com"})
    assert answer.status_code == 200 and answer.json["amount"] == 700, answer.json


DOCUMENT = """
import sys
from service.web.app import create_app
sys.stdout.buffer.write(create_app().test_client().get("/openapi.json").get_data())
"""


@pytest.mark.heavy
def test_the_document_is_the_same_bytes_in_every_process():
    """Two processes with other string hashes serve the same bytes: a client or a cache that
    compares the document (an ETag, a diff in review, a generated SDK) sees no change where
    there is none. The error answers an operation gains were added in a set's order, which
    Python's string hashing changes from process to process."""
    env = {**os.environ, "SURESTEP_API_KEYS": "acme:key_acme", "REDIS_URL": "redis://127.0.0.1:1/0"}
    served = [subprocess.run([sys.executable, "-c", DOCUMENT], capture_output=True, check=True,
                             timeout=120, env={**env, "PYTHONHASHSEED": seed}).stdout
              for seed in ("1", "2")]
    assert served[0] == served[1] and len(served[0]) > 10_000
