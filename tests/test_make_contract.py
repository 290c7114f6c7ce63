"""Contract tests: each Make module agrees with the service's /openapi.json.

The document is built from ``create_app()`` (the same marshmallow schemas that validate
requests), so changing an endpoint without changing its module fails here. The second half
changes the document in the ways an endpoint could change and shows the check notices each.
"""

from __future__ import annotations

import copy

import pytest

from service import create_app
from tests.make_app import MakeApp
from tests.make_contract import module_problems

APP = MakeApp.load()


@pytest.fixture(scope="module")
def openapi() -> dict:
    # Redis is never reached: building the app only creates (lazy) clients.
    app = create_app({"REDIS_URL": "redis://127.0.0.1:9", "SURESTEP_API_KEYS": "t:k"})
    try:
        return app.test_client().get("/openapi.json").json
    finally:
        app.extensions["surestep"].close()


# OpenAPI documents one RefundRequest whose `required` is Stripe's (amount, currency); what a
# Shopify refund requires (order_id; amount + currency or refund_line_items) is enforced by
# ShopifyRefundRequestSchema and only described in prose. Its fields and types are still
# checked; the test below fails once the document can say it (e.g. a oneOf by provider).
UNDOCUMENTED = {"createRefund": {"provider": "shopify"}}


@pytest.mark.parametrize("module_id", sorted(APP.modules))
def test_module_matches_the_service(openapi, module_id):
    assert module_problems(openapi, APP, module_id, UNDOCUMENTED.get(module_id)) == []


def test_the_undocumented_variant_is_still_undocumented(openapi):
    problems = module_problems(openapi, APP, "createRefund")
    assert problems and all("[provider=shopify]" in p for p in problems), problems


def _schema(doc, name):
    return doc["components"]["schemas"][name]


CHANGES = {
    "a body field is renamed": (
        "createRefund", lambda d: _schema(d, "RefundRequest")["properties"].update(
            amount_minor=_schema(d, "RefundRequest")["properties"].pop("amount")),
        "body.amount"),
    "a field changes type": (
        "verifyRefund", lambda d: _schema(d, "VerifyRequest")["properties"]["intent_id"].update(
            type="integer"), "body.intent_id"),
    "an enum loses a value the module offers": (
        "createRefund", lambda d: _schema(d, "RefundRequest")["properties"]["reason"].update(
            enum=["duplicate", "fraudulent"]), "requested_by_customer"),
    "a new required field": (
        "createRefund", lambda d: _schema(d, "RefundRequest")["required"].append("ticket_id"),
        "body.ticket_id"),
    "an optional field becomes required nowhere in the module": (
        "verifyRefund", lambda d: _schema(d, "VerifyRequest")["required"].clear(),
        "parameter intent_id"),
    "a path is renamed": (
        "getIntent", lambda d: d["paths"].update(
            {"/v1/intent/{intent_id}": d["paths"].pop("/v1/intents/{intent_id}")}),
        "GET /v1/intents/{intent_id} is not an operation"),
    "a path parameter is renamed": (
        "getIntent", lambda d: d["paths"].update(
            {"/v1/intents/{id}": d["paths"].pop("/v1/intents/{intent_id}")}),
        "is not an operation"),
    "a method changes": (
        "verifyRefund", lambda d: d["paths"]["/v1/refunds/verify"].update(
            put=d["paths"]["/v1/refunds/verify"].pop("post")), "POST /v1/refunds/verify"),
    "a response field is removed": (
        "createRefund", lambda d: _schema(d, "RefundResult")["properties"].pop("state"),
        "output.state"),
    "a response field changes type": (
        "createRefund", lambda d: _schema(d, "RefundResult")["properties"]["attempts"].update(
            type="string"), "output.attempts"),
    "a Shopify field is removed": (
        "createRefund", lambda d: _schema(d, "RefundRequest")["properties"].pop("order_id"),
        "body.order_id: not a field"),
    "a nested field stops being required": (
        "postTicketUpdate", lambda d: _schema(d, "Comment")["required"].clear(),
        "comment: module requires ['body'], the service []"),
    "a query parameter is renamed": (
        "waitForJob", lambda d: d["paths"]["/v1/jobs/{job_id}"]["get"]["parameters"][0].update(
            name="timeout"), "query wait"),
    "a nested response field is removed": (
        "getIntent", lambda d: _schema(d, "Audit")["properties"].pop("actor"),
        "output.steps[].audit[].actor"),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_changing_an_endpoint_without_its_module_is_caught(openapi, change):
    module_id, mutate, expected = CHANGES[change]
    changed = copy.deepcopy(openapi)
    mutate(changed)
    problems = module_problems(changed, APP, module_id, UNDOCUMENTED.get(module_id))
    assert any(expected in p for p in problems), problems


MAKE_MODULE_LIMIT_S = 40  # Make stops a module that runs longer (ModuleTimeoutError)


@pytest.mark.parametrize("module_id", ["postTicketUpdate", "postBulkTicketUpdate", "waitForJob"])
def test_long_polls_end_well_inside_makes_module_limit(openapi, module_id):
    """The service may hold a request for `wait` seconds: the module never asks for more than
    the service allows, and that leaves Make's 40 s with room for the request itself."""
    [wait] = [p for p in APP.modules[module_id].params if p["name"] == "wait"]
    operation = {"waitForJob": ("/v1/jobs/{job_id}", "get")}.get(module_id)
    if operation:
        [schema] = [p["schema"] for p in openapi["paths"][operation[0]][operation[1]]["parameters"]
                    if p["name"] == "wait"]
    else:
        body = "TicketUpdateRequest" if module_id == "postTicketUpdate" else "BulkTicketUpdateRequest"
        schema = _schema(openapi, body)["properties"]["wait"]
    assert wait["validate"]["max"] <= schema["maximum"] <= MAKE_MODULE_LIMIT_S - 10
    assert wait["default"] <= wait["validate"]["max"]
