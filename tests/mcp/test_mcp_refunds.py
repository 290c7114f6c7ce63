"""The MCP server as agents call it: the SDK's own client over real HTTP on loopback, against
uvicorn serving ``service.mcp.app`` and the Stripe simulator. What counts is what the simulator
holds afterwards (refunds made) and what the tools answered."""

from __future__ import annotations

import asyncio
import socket
import time
from datetime import datetime, timezone

import httpx
import httpx2
import pytest
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from service.ledger import counters
from service.ledger.connection import client_of
from service.mcp import answers as mcp_answers
from service.mcp import tools
from tests.mcp.client import call, call_until_completed, made, session_call
from tests.support.waits import wait_until


def test_the_tools_say_what_they_do(mcp_url):
    listed = {t.name: t for t in call(mcp_url, "list").tools}
    assert set(listed) == {"refund", "refund_status", "get_intent", "escalate", "update_ticket"}
    refund = listed["refund"].annotations
    assert refund.destructive_hint is True and refund.idempotent_hint is True
    assert refund.open_world_hint is True and refund.read_only_hint is False
    assert "never refunds twice" in listed["refund"].description
    assert listed["refund_status"].annotations.read_only_hint is True
    assert "intent_id" not in listed["refund"].input_schema["properties"]  # the model sets no key


def test_a_refund_called_three_times_is_one_refund_and_the_confirmed_sentence(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
            "ticket_id": "48213"}
    answers = [call(mcp_url, "refund", args) for _ in range(3)]
    today = datetime.now(timezone.utc).date().isoformat()
    for got in answers:
        assert not got.is_error, got.content
        body = got.structured_content
        assert body["state"] == "completed" and body["verified"] is True
        assert body["intent_id"] == tools.derived_intent("acme", args)
    assert [a.structured_content["replayed"] for a in answers] == [False, True, True]
    told = [a.structured_content["customer_may_be_told"] for a in answers]
    assert told == ["Your refund of 12.00 USD is confirmed by Stripe."] + [  # news once
        f"12.00 USD was already refunded on {today} (confirmed by Stripe)."] * 2
    assert len({a.structured_content["state_since"] for a in answers}) == 1  # the original's
    assert [r["amount"] for r in made(stripe_sim)] == [1200]
    status = call(mcp_url, "refund_status", {"intent_id": answers[0].structured_content["intent_id"]})
    assert status.structured_content["state"] == "completed"
    by_ticket = call(mcp_url, "refund_status", {"ticket_id": 48213}).structured_content
    assert [r["state"] for r in by_ticket["refunds"]] == ["completed"]
    assert by_ticket["customer_may_be_told"] == told[1]  # a status is no news either
    none = call(mcp_url, "refund_status", {"ticket_id": "99999"}).structured_content
    assert none["refunds"] == [] and "no refund on record" in none["customer_may_be_told"]
    assert call(mcp_url, "refund_status", {}).is_error


def test_an_agent_s_replays_are_counted_by_step_as_the_api_s_are(mcp_server, stripe_sim):
    """A tool call answered ``replayed: true`` counts in ``surestep_replays_total{step}``,
    as an API answer marked ``Idempotent-Replayed`` does: an agent retrying is what an ops
    team watches that metric for."""
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 900, "currency": "usd",
            "ticket_id": "5150"}
    answers = [call(mcp_server.url, "refund", args) for _ in range(3)]
    assert [a.structured_content["replayed"] for a in answers] == [False, True, True]
    field = counters._field("replays", {"step": "refund"})
    redis = client_of(mcp_server.deps.ledger)
    wait_until(lambda: redis.hget(counters.COUNTERS, field) == b"2",
               what="the MCP process's tally to send its two replays")
    assert [r["amount"] for r in made(stripe_sim)] == [900]


def test_fifty_concurrent_identical_calls_make_one_refund(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 700, "currency": "usd",
            "ticket_id": "777"}

    async def many():
        return await asyncio.gather(*(session_call(mcp_url, "refund", args) for _ in range(50)))

    answers = asyncio.run(many())
    states = [a.structured_content["state"] for a in answers]
    assert not any(a.is_error for a in answers)
    assert set(states) <= {"completed", "unknown"} and "completed" in states
    assert [r["amount"] for r in made(stripe_sim)] == [700]
    again = call(mcp_url, "refund", args)  # whoever answered unknown asks again: the truth
    assert again.structured_content["state"] == "completed"
    assert [r["amount"] for r in made(stripe_sim)] == [700]


def test_a_different_amount_is_a_different_intent(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    first = call(mcp_url, "refund", {"payment_intent": payment["payment_intent"], "amount": 100,
                                     "currency": "usd", "ticket_id": "9"})
    second = call(mcp_url, "refund", {"payment_intent": payment["payment_intent"], "amount": 200,
                                      "currency": "usd", "ticket_id": "9"})
    assert first.structured_content["intent_id"] != second.structured_content["intent_id"]


def test_bad_keys_are_refused_over_http_and_nothing_is_sent(mcp_url, stripe_sim):
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    for headers, status in (({}, 401), ({"Authorization": "Bearer nope"}, 401),
                            ({"Authorization": "Bearer ops_alice"}, 403)):
        got = httpx.post(mcp_url, json=body, headers={**headers, "Accept":
                         "application/json, text/event-stream"}, timeout=10)
        assert got.status_code == status
        assert got.headers["content-type"] == "application/problem+json"
    assert made(stripe_sim) == []


@pytest.mark.parametrize("arguments, words", [
    ({"amount": 1200, "currency": "usd", "ticket_id": "1"}, "exactly one of"),  # no payment
    ({"payment_intent": "pi_x", "amount": -5, "currency": "usd"}, "amount must be a whole"),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "intent_id": "mine"}, "Unknown"),
    ({"payment_intent": "pi_x", "amount": 5, "currency": "usd", "idempotency_key": "k"}, "Unknown"),
])
def test_bad_arguments_are_tool_errors_with_advice_and_nothing_is_sent(mcp_url, stripe_sim,
                                                                       arguments, words):
    got = call(mcp_url, "refund", arguments)
    assert got.is_error
    assert words in got.content[0].text
    assert made(stripe_sim) == [] and stripe_sim.requests("POST", "/v1/refunds") == []


def test_an_escalated_refund_hands_the_agent_no_link_and_no_token(mcp_url, stripe_sim):
    payment = stripe_sim.payment(90_000)  # over the policy's approval_above of 500.00 USD
    args = {"payment_intent": payment["payment_intent"], "amount": 90_000, "currency": "usd",
            "ticket_id": "5"}
    got = call(mcp_url, "refund", args)
    body = got.structured_content
    assert body["state"] == "escalated" and body["escalation_id"]
    assert call(mcp_url, "refund", args).structured_content["state"] == "escalated"  # no 2nd
    text = got.content[0].text
    assert body["customer_may_be_told"].startswith("A colleague will review")
    for forbidden in ("/console", "/approve", "token", "http://", "https://"):
        assert forbidden not in text
    assert made(stripe_sim) == []


def test_the_agent_gives_up_while_stripe_is_slow_then_calls_again_one_refund(mcp_url, stripe_sim):
    """The background's incident, scaled down: the provider takes longer than the agent's
    executor waits (here 2.5 s against 0.5 s; the service's own provider timeout is 1 s), the
    agent calls again, and the second call answers what happened: one refund."""
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1300, "currency": "usd",
            "ticket_id": "4101"}
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=2.5)

    async def impatient():
        async with httpx2.AsyncClient(headers={"Authorization": "Bearer key_acme"},
                                      timeout=30) as http:
            async with streamable_http_client(mcp_url, http_client=http) as streams:
                async with ClientSession(streams[0], streams[1]) as session:
                    await session.initialize()
                    with pytest.raises(Exception):  # noqa: B017 - the SDK's timeout, any form
                        await session.call_tool("refund", args, read_timeout_seconds=0.5)

    asyncio.run(impatient())
    deadline = time.monotonic() + 10
    while not made(stripe_sim) and time.monotonic() < deadline:
        time.sleep(0.1)
    answers = call_until_completed(mcp_url, args, deadline)
    assert "13.00 USD" in answers[-1]["customer_may_be_told"]
    assert "confirmed by Stripe" in answers[-1]["customer_may_be_told"]
    assert [r["amount"] for r in made(stripe_sim)] == [1300]


def test_surestep_mcp_serves_the_tools(env, rdb, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    binary = Path(sys.executable).parent / "surestep"
    proc = subprocess.Popen([str(binary), "mcp", "--port", str(port)], env=dict(os.environ),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url, deadline = f"http://127.0.0.1:{port}/mcp", time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.post(url, json={}, timeout=1).status_code == 401:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
        assert {t.name for t in call(url, "list").tools} >= {"refund", "refund_status"}
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_escalate_and_get_intent_tell_the_truth_and_hand_out_no_link(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 800, "currency": "usd",
            "ticket_id": "31"}
    intent = call(mcp_url, "refund", args).structured_content["intent_id"]
    first = call(mcp_url, "escalate", {"intent_id": intent, "reason": "The customer disputes it."})
    again = call(mcp_url, "escalate", {"intent_id": intent, "reason": "The customer disputes it."})
    assert not first.is_error, first.content
    assert first.structured_content["escalation_id"] == again.structured_content["escalation_id"]
    assert again.structured_content["replayed"] is True
    assert first.structured_content["customer_may_be_told"].startswith("A colleague will review")
    found = call(mcp_url, "get_intent", {"intent_id": intent})
    steps = {s["step"]: s for s in found.structured_content["steps"]}
    assert steps["refund"]["state"] == "completed"
    text = found.content[0].text + first.content[0].text
    for forbidden in ("/console", "/approve", "http://", "https://"):
        assert forbidden not in text
    refused = call(mcp_url, "get_intent", {"intent_id": intent, "approve": True})
    assert refused.is_error and "Unknown arguments approve" in refused.content[0].text
    assert call(mcp_url, "get_intent", {"intent_id": "nope-1"}).is_error
    assert [r["amount"] for r in made(stripe_sim)] == [800]


def test_a_refund_answers_within_its_wait_and_the_next_call_tells_what_happened(mcp_url,
                                                                               stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1400, "currency": "usd",
            "ticket_id": "4102"}
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=1.8)
    started = time.monotonic()
    first = call(mcp_url, "refund", {**args, "wait": 0.3})
    assert time.monotonic() - started < 1.5  # well before Stripe answers
    body = first.structured_content
    assert not first.is_error and body["state"] == "unknown" and body["in_flight"] is True
    assert body["calling_again_is_safe"] is True and "will not refund twice" in body["detail"]
    call_until_completed(mcp_url, args, time.monotonic() + 15)
    assert [r["amount"] for r in made(stripe_sim)] == [1400]
    assert call(mcp_url, "refund", {**args, "wait": 0}).is_error  # a wait of 0 is refused


def test_the_descriptions_read_as_text_not_as_indented_source(mcp_url):
    for listed in call(mcp_url, "list").tools:
        assert "\n    " not in listed.description and listed.description.strip() == listed.description


@pytest.mark.parametrize("arguments", [
    {"payment_intent": "pi_x", "amount": "1200", "currency": "usd"},  # a string amount
    {"payment_intent": "pi_x", "amount": 1200.5, "currency": "usd"},
    {"payment_intent": "pi_x", "amount": True, "currency": "usd"},
    {"payment_intent": "pi_x", "amount": 1200, "currency": "usd", "wait": True},
    {"payment_intent": "pi_x", "amount": 1200, "currency": "usd", "wait": 26},
    {"payment_intent": " pi_x", "amount": 1200, "currency": "usd"},
    {"payment_intent": "pi_x", "amount": 1200, "currency": "US D"},
    {"payment_intent": "pi_x" * 400, "amount": 1200, "currency": "usd"},
    {"payment_intent": "pi_x", "amount": 1200, "currency": "usd", "ticket_id": {"id": 1}},
    {"payment_intent": "pi_x", "order_id": "gid://shopify/Order/1", "amount": 1200,
     "currency": "usd"},  # two payments: which one?
    {"amount": 1200, "currency": "usd", "ticket_id": "7"},  # no payment at all
    {"order_id": "1001", "amount": 1200, "currency": "usd"},  # not an order's gid
    {"order_id": "gid://shopify/Order/1", "amount": 1200, "currency": "usd", "reason": "x" * 6000},
])
def test_hostile_refund_arguments_are_refused_and_nothing_is_sent(mcp_url, stripe_sim,
                                                                  shopify_sim, arguments):
    got = call(mcp_url, "refund", arguments)
    assert got.is_error, got.structured_content
    assert stripe_sim.requests("POST", "/v1/refunds") == [] and made(stripe_sim) == []
    assert shopify_sim.creates() == []


def test_a_shopify_order_refunded_three_times_is_one_refund(mcp_url, shopify_sim):
    order = shopify_sim.order(5000)
    args = {"order_id": order["id"], "amount": 1200, "currency": "usd", "ticket_id": "5150",
            "reason": "requested_by_customer"}
    answers = [call(mcp_url, "refund", args).structured_content for _ in range(3)]
    assert [a["state"] for a in answers] == ["completed"] * 3, answers
    assert [a["replayed"] for a in answers] == [False, True, True]
    assert {a["provider"] for a in answers} == {"shopify"}
    assert answers[0]["customer_may_be_told"] == "Your refund of 12.00 USD is confirmed by Shopify."
    assert answers[0]["intent_id"] == tools.derived_intent("acme", args)
    assert len(shopify_sim.creates()) == 1
    [refund] = shopify_sim.refunds()
    assert refund["note"].startswith("Requested by the customer\nSupport ticket 5150\n")


def test_another_tenant_s_refund_is_not_theirs_to_read(mcp_url, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 500, "currency": "usd",
            "ticket_id": "61"}
    intent = call(mcp_url, "refund", args).structured_content["intent_id"]
    theirs = call(mcp_url, "refund_status", {"intent_id": intent}, key="key_globex")
    assert theirs.is_error and "no refund" in theirs.content[0].text
    assert call(mcp_url, "refund_status", {"ticket_id": "61"},
                key="key_globex").structured_content["refunds"] == []
    assert call(mcp_url, "get_intent", {"intent_id": intent}, key="key_globex").is_error


def test_the_sentence_spells_amounts_in_the_currency_s_own_decimals():
    view = {"state": "completed", "verified": True, "provider": "stripe", "currency": "jpy",
            "amount": 500}
    assert mcp_answers.told(view) == "Your refund of 500 JPY is confirmed by Stripe."
    assert mcp_answers.told({**view, "currency": "usd", "amount": 1200}) == (
        "Your refund of 12.00 USD is confirmed by Stripe.")
