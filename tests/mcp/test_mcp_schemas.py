"""The tools say what they do (issue 38): complete, bounded input schemas, an ``outputSchema``
on every tool that every structured answer meets (checked with ``jsonschema`` here, beside the
SDK client's own check), ``serverInfo.version`` the package's, no capability advertised that
the server does not serve, and arguments refused in our words with nothing sent."""

from __future__ import annotations

from importlib.metadata import version

import pytest
from jsonschema import Draft202012Validator

from tests.mcp.client import call, made, output_errors

BOUNDED = {("refund", "amount"): ("minimum", "maximum"),
           ("refund", "wait"): ("exclusiveMinimum", "maximum"),
           ("update_ticket", "wait"): ("minimum", "maximum"),
           ("update_ticket", "comment"): ("minLength", "maxLength"),
           ("escalate", "reason"): ("minLength", "maxLength")}
ENUMS = {("refund", "reason"), ("update_ticket", "status")}
PATTERNS = {("refund", "currency"), ("refund", "payment_intent"), ("refund", "charge"),
            ("refund", "order_id"), ("get_intent", "intent_id")}


def test_every_input_schema_is_complete_and_bounded(mcp_url):
    tools = {t.name: t for t in call(mcp_url, "list").tools}
    for name, tool in tools.items():
        schema = tool.input_schema
        Draft202012Validator.check_schema(schema)
        assert "required" in schema and schema["additionalProperties"] is False, name
        assert "oneOf" not in schema and "anyOf" not in schema  # agent runtimes refuse them
        for prop, rule in schema["properties"].items():
            assert rule.get("description"), (name, prop)
            assert "null" not in str(rule.get("type")), (name, prop)  # never "nullable"
    assert set(tools["refund"].input_schema["required"]) == {"amount", "currency"}
    assert set(tools["update_ticket"].input_schema["required"]) == {"ticket_id", "comment"}
    for (tool, prop), keys in BOUNDED.items():
        rule = tools[tool].input_schema["properties"][prop]
        assert all(key in rule for key in keys), (tool, prop, rule)
    for tool, prop in ENUMS:
        assert tools[tool].input_schema["properties"][prop]["enum"], (tool, prop)
    for tool, prop in PATTERNS:
        assert tools[tool].input_schema["properties"][prop]["pattern"], (tool, prop)
    assert tools["refund"].input_schema["properties"]["reason"]["enum"] == [
        "duplicate", "fraudulent", "requested_by_customer"]
    assert "item" in tools["refund"].input_schema["properties"]
    assert "item" in tools["refund"].description


def test_every_tool_has_an_output_schema_and_its_answers_meet_it(mcp_url, stripe_sim,
                                                                 zendesk_sim):
    for tool in call(mcp_url, "list").tools:
        assert tool.output_schema, tool.name
        Draft202012Validator.check_schema(tool.output_schema)
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 700, "currency": "usd",
            "ticket_id": "4401"}
    refund = call(mcp_url, "refund", args).structured_content
    replay = call(mcp_url, "refund", args).structured_content
    big = stripe_sim.payment(90_000)
    escalated = call(mcp_url, "refund", {"payment_intent": big["payment_intent"],
                                         "amount": 90_000, "currency": "usd"})
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"subject": "Mug"})["data"]
    answers = {
        "refund": [refund, replay, escalated.structured_content],
        "refund_status": [call(mcp_url, "refund_status", {"intent_id": refund["intent_id"]}),
                          call(mcp_url, "refund_status", {"ticket_id": 4401})],
        "get_intent": [call(mcp_url, "get_intent", {"intent_id": refund["intent_id"]})],
        "escalate": [call(mcp_url, "escalate", {"intent_id": refund["intent_id"],
                                                "reason": "The customer disputes it."})],
        "update_ticket": [call(mcp_url, "update_ticket", {"ticket_id": ticket["id"],
                                                          "comment": "Looking.", "wait": 0})],
    }
    for name, bodies in answers.items():
        for body in bodies:
            body = getattr(body, "structured_content", body)
            assert body is not None, name
            assert output_errors(mcp_url, name, body) == [], (name, body)


def test_server_info_names_the_version_and_only_what_is_served(mcp_url):
    started = call(mcp_url, "init")
    assert started.server_info.name == "surestep"
    assert started.server_info.version == version("surestep")
    capabilities = started.capabilities
    assert capabilities.tools is not None
    assert capabilities.prompts is None and capabilities.resources is None
    assert capabilities.logging is None and capabilities.completions is None


def test_a_whole_number_float_amount_is_that_amount(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "currency": "usd", "ticket_id": "4402"}
    as_float = call(mcp_url, "refund", {**args, "amount": 1200.0})
    assert not as_float.is_error, as_float.content[0].text
    assert as_float.structured_content["amount"] == 1200
    as_int = call(mcp_url, "refund", {**args, "amount": 1200}).structured_content
    assert as_int["intent_id"] == as_float.structured_content["intent_id"]
    assert as_int["replayed"] is True
    assert [r["amount"] for r in made(stripe_sim)] == [1200]


@pytest.mark.parametrize("amount, shown", [("1200", '"1200"'), (True, "true"), (12.5, "12.5"),
                                           (None, "null"), (0, "0")])
def test_an_amount_that_is_not_a_whole_number_is_refused_in_our_words(mcp_url, stripe_sim, rdb,
                                                                      amount, shown):
    payment = stripe_sim.payment(5000)
    got = call(mcp_url, "refund", {"payment_intent": payment["payment_intent"], "amount": amount,
                                   "currency": "usd", "ticket_id": "4403"})
    assert got.is_error
    assert got.content[0].text == (f"amount must be a whole number of minor units from 1 to "
                                   f"99999999 (1200 is 12.00 USD); got {shown}. Nothing was "
                                   f"sent.")
    assert stripe_sim.requests("POST", "/v1/refunds") == [] and made(stripe_sim) == []
    assert rdb.keys("*mcp-refund*") == []


@pytest.mark.parametrize("arguments, words", [
    ({"payment_intent": "pi_x", "currency": "usd"}, "amount is required: a whole number"),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "dollars"},
     "currency must be a three-letter currency code (usd); got \"dollars\"."),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "reason": "angry"},
     "reason must be one of duplicate, fraudulent, requested_by_customer"),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "wait": 30},
     "wait must be a number of seconds above 0 and at most 25; got 30."),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "intent_id": "mine",
      "approve": True}, "Unknown arguments approve, intent_id: the refund tool takes"),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "item": "mug\nline 2"},
     "item must be one line"),
])
def test_refusals_say_which_argument_and_what_it_must_be(mcp_url, stripe_sim, rdb, arguments,
                                                         words):
    got = call(mcp_url, "refund", arguments)
    assert got.is_error and words in got.content[0].text, got.content[0].text
    assert got.content[0].text.endswith("Nothing was sent.")
    assert "validation error" not in got.content[0].text.lower()  # never pydantic's words
    assert stripe_sim.requests("POST", "/v1/refunds") == [] and rdb.keys("*mcp-refund*") == []
