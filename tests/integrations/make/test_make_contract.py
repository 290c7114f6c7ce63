"""Contract tests: each Make module agrees with the service's /openapi.json.

The document is built from ``create_app()`` (the same marshmallow schemas that validate
requests), so changing an endpoint without changing its module fails here. The second half
changes the document in the ways an endpoint could change and shows the check notices each.
"""

from __future__ import annotations

import copy

import pytest

from service.web.app import create_app
from tests.integrations.make.make_app import MakeApp
from tests.integrations.make.make_contract import module_problems
from tests.integrations.make.make_contract_output import interface_fields
from tests.integrations.make.make_webhooks import webhook_problems

APP = MakeApp.load()
ACTIONS = sorted(m for m, spec in APP.modules.items() if spec.meta["moduleType"] != "instant_trigger")


@pytest.fixture(scope="module")
def openapi() -> dict:
    # Redis is never reached: building the app only creates (lazy) clients.
    app = create_app({"REDIS_URL": "redis://127.0.0.1:9", "SURESTEP_API_KEYS": "t:k"})
    try:
        return app.test_client().get("/openapi.json").json
    finally:
        app.extensions["surestep"].close()


# A variant whose required fields the document cannot say ({module: {select: option}}); none
# left: RefundRequest is a oneOf by provider, so Shopify's required fields are checked too.
UNDOCUMENTED: dict[str, dict] = {}
# An escalation's proposal, resolution and links are free-form objects in the document: the
# proposal is the refund request, the resolution the refund step's answer (see hook_schemas);
# links are checked end to end only (tests/integrations/make/test_make_escalations.py).
# The guard's scores are a number by score name (hook_schemas.EscalationGuardSchema).
ESCALATION = {"output.proposal": "RefundRequest", "output.resolution": "RefundResult",
              "output.links": None, "output.guard.scores": None}
# A refund's reasons and escalation (only on a refund a person was asked about) are free-form
# too: the escalation's Reasons, and {id, links} (checked end to end).
REFUND = {"output.reasons[]": "Reason", "output.escalation": None}
FREE_FORM = {"createEscalation": ESCALATION, "approveEscalation": ESCALATION,
             "rejectEscalation": ESCALATION, "createRefund": REFUND, "verifyRefund": REFUND}


def problems_of(doc, module_id):
    return module_problems(doc, APP, module_id, UNDOCUMENTED.get(module_id),
                           FREE_FORM.get(module_id))


@pytest.mark.parametrize("module_id", ACTIONS)
def test_module_matches_the_service(openapi, module_id):
    assert problems_of(openapi, module_id) == []


def test_both_refund_forms_are_checked_against_their_own_form(openapi):
    """Shopify's form requires order_id: a module that stopped sending it is caught."""
    changed = copy.deepcopy(openapi)
    changed["components"]["schemas"]["ShopifyRefundRequest"]["required"].append("note")
    problems = module_problems(changed, APP, "createRefund", free_form=FREE_FORM["createRefund"])
    assert problems and all("[provider=shopify]" in p for p in problems), problems


def _schema(doc, name):
    return doc["components"]["schemas"][name]


CHANGES = {
    "a body field is renamed": (
        "createRefund", lambda d: _schema(d, "StripeRefundRequest")["properties"].update(
            amount_minor=_schema(d, "StripeRefundRequest")["properties"].pop("amount")),
        "body.amount"),
    "a field changes type": (
        "verifyRefund", lambda d: _schema(d, "VerifyRequest")["properties"]["intent_id"].update(
            type="integer"), "body.intent_id"),
    "an enum loses a value the module offers": (
        "createRefund", lambda d: _schema(d, "StripeRefundRequest")["properties"]["reason"].update(
            enum=["duplicate", "fraudulent"]), "requested_by_customer"),
    "a new required field": (
        "createRefund", lambda d: _schema(d, "StripeRefundRequest")["required"].append("ticket_id"),
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
        "createRefund", lambda d: _schema(d, "ShopifyRefundRequest")["properties"].pop("order_id"),
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
    "an escalation field is removed": (
        "createEscalation", lambda d: _schema(d, "Escalation")["properties"].pop("kind"),
        "output.kind"),
    "the escalation's reason is renamed": (
        "createEscalation", lambda d: _schema(d, "EscalationRequest")["properties"].update(
            why=_schema(d, "EscalationRequest")["properties"].pop("reason")), "body.reason"),
    "the decision's path changes": (
        "approveEscalation", lambda d: d["paths"].update(
            {"/v1/escalations/{escalation_id}/approval": d["paths"].pop(
                "/v1/escalations/{escalation_id}/approve")}), "is not an operation"),
    "the decision note is renamed": (
        "rejectEscalation", lambda d: _schema(d, "Decision")["properties"].update(
            comment=_schema(d, "Decision")["properties"].pop("note")), "body.note"),
    "the refund result behind a resolution loses a field": (
        "approveEscalation", lambda d: _schema(d, "RefundResult")["properties"].pop("refund_id"),
        "output.resolution.refund_id"),
    "an escalation's object gains a shape the module does not describe": (
        "rejectEscalation", lambda d: _schema(d, "Escalation")["properties"].update(
            reasons={"type": "array", "items": {"type": "string"}}), "output.reasons"),
    "the refund's answer gains a field the refund modules' output would drop": (
        "createRefund", lambda d: _schema(d, "RefundResult")["properties"].update(
            refunded_at={"type": "string"}), "output.refunded_at: a field of the service's "
                                             "answer that the output drops"),
    "the refund's answer gains a field the module adds itself": (
        "verifyRefund", lambda d: _schema(d, "RefundResult")["properties"].update(
            customer_message={"type": "string"}), "output.customer_message: a field of the "
                                                  "service's answer that the output rewrites"),
}


def test_a_refund_output_that_drops_or_hides_a_field_is_caught(openapi):
    """The refund modules' output passes surestep's answer through field by field and adds
    what to tell the customer; a template that drops a field, or adds one the interface does
    not show, is a problem."""
    module = APP.modules["createRefund"]
    original = copy.deepcopy(module.communication)
    try:
        del module.communication["response"]["output"]["state_since"]
        module.communication["response"]["output"]["told_at"] = "{{body.state_since}}"
        problems = problems_of(openapi, "createRefund")
    finally:
        module.communication = original
    assert any("output.state_since: a field of the service's answer that the output drops" in p
               for p in problems), problems
    assert any("output.told_at: added but not in the interface" in p for p in problems), problems


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_changing_an_endpoint_without_its_module_is_caught(openapi, change):
    module_id, mutate, expected = CHANGES[change]
    changed = copy.deepcopy(openapi)
    mutate(changed)
    problems = problems_of(changed, module_id)
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


# The trigger: attach subscribes, detach unsubscribes, and the events the builder may choose are
# the service's. `data` of an event is what the step's endpoint answers.
WEBHOOK = "watchEvents"
EVENT_DATA = {"refund": "RefundResult", "escalation": "Escalation", "ticket_update": "JobResult"}
NOT_OFFERED_YET = {"reconciliation.discrepancy"}  # an ops event: not in the builders' trigger yet


def test_webhook_attach_and_detach_match_the_service(openapi):
    assert webhook_problems(openapi, APP, WEBHOOK) == []


def _service_events(doc) -> set[str]:
    return set(_schema(doc, "SubscriptionRequest")["properties"]["events"]["items"]["enum"])


def _offered() -> set[str]:
    [events] = APP.webhooks[WEBHOOK]["params"]
    return {option["value"] for option in events["options"]}


def test_the_trigger_offers_the_services_events(openapi):
    assert _offered() <= _service_events(openapi)
    assert _service_events(openapi) - _offered() <= NOT_OFFERED_YET


def test_event_data_fields_are_fields_of_the_steps_answers(openapi):
    [data] = [p for p in APP.modules[WEBHOOK].interface if p["name"] == "data"]
    schemas = [_schema(openapi, EVENT_DATA[event.split(".")[0]]) for event in sorted(_offered())]
    # A refund's reasons are free-form in the document; they are the escalation's Reasons.
    free_form = {"data.reasons[]": "Reason"}
    assert list(interface_fields(openapi, data["spec"], schemas, "data", free_form)) == []


WEBHOOK_CHANGES = {
    "subscribing moves": (lambda d: d["paths"].update(
        {"/v1/hooks": d["paths"].pop("/v1/subscriptions")}), "attach: POST /v1/subscriptions"),
    "the target field is renamed": (lambda d: _schema(d, "SubscriptionRequest")["properties"]
                                    .update(url=_schema(d, "SubscriptionRequest")["properties"]
                                            .pop("target_url")), "body.target_url"),
    "an offered event is dropped": (lambda d: _schema(d, "SubscriptionRequest")["properties"]
                                    ["events"]["items"]["enum"].remove("refund.unknown"),
                                    "'refund.unknown' is not one of"),
    "the answer has no id": (lambda d: _schema(d, "Subscription")["properties"].pop("id"),
                             "data.id: body.id is not in the answer"),
    "unsubscribing moves": (lambda d: d["paths"]["/v1/subscriptions/{sub_id}"].pop("delete"),
                            "detach: DELETE"),
}


@pytest.mark.parametrize("change", sorted(WEBHOOK_CHANGES))
def test_changing_subscriptions_without_the_webhook_is_caught(openapi, change):
    mutate, expected = WEBHOOK_CHANGES[change]
    changed = copy.deepcopy(openapi)
    mutate(changed)
    problems = webhook_problems(changed, APP, WEBHOOK)
    assert any(expected in p for p in problems), problems
