"""Every answer about money is structured and says only what is known (issue 38): a refund
that is running elsewhere is ``unknown`` with ``in_flight`` (never a tool error that says
nothing was sent while money moves), a call with another ``reason`` for the same refund is told
what the first call did, two items of one price on one ticket are two refunds only when each
is named (``item``), and a replay says when the refund was made. Through the SDK's client over
real HTTP, against the Stripe simulator (its own records) and the ledger."""

from __future__ import annotations

import asyncio
import hashlib
import time
from datetime import datetime, timezone

import pytest

from service.mcp import tools
from tests.mcp.client import call, call_until_completed, made, output_errors, session_call
from tests.support.guard_helpers import write_policy

TOLD_UNKNOWN = "We could not confirm your refund yet; there is no need to ask again."


@pytest.fixture
def quick_duplicates(env, monkeypatch):
    """A duplicate gives up waiting for the first call sooner than the provider answers it
    (production: 5 s against a 10 s provider timeout; here 0.5 s against a 3 s create)."""
    monkeypatch.setenv("SURESTEP_DUPLICATE_WAIT_S", "0.5")
    monkeypatch.setenv("SURESTEP_PROVIDER_TIMEOUT_S", "6")
    monkeypatch.setenv("SURESTEP_LEASE_S", "20")


def slow(stripe_sim, amount: int, ticket: str) -> dict:
    payment = stripe_sim.payment(5000)
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=3)
    return {"payment_intent": payment["payment_intent"], "amount": amount, "currency": "usd",
            "ticket_id": ticket}


def assert_in_flight(got, url: str) -> None:
    assert not got.is_error, got.content[0].text
    body = got.structured_content
    assert body["state"] == "unknown" and body["in_flight"] is True, body
    assert body["retry_after"] >= 1 and body["customer_may_be_told"] == TOLD_UNKNOWN
    assert body["calling_again_is_safe"] is True
    assert "nothing was sent" not in body["detail"].lower()  # money may be moving
    assert output_errors(url, "refund", body) == []


def test_two_identical_calls_while_stripe_is_slow_are_both_in_flight_and_one_refund(
        quick_duplicates, mcp_server, stripe_sim):
    args = {**slow(stripe_sim, 1500, "3801"), "wait": 1.5}

    async def both():
        return await asyncio.gather(*(session_call(mcp_server.url, "refund", args)
                                      for _ in range(2)))

    answers = asyncio.run(both())
    assert [a.content[0].text for a in answers if a.is_error] == []  # no tool error
    for got in answers:
        assert_in_flight(got, mcp_server.url)
    assert {a.structured_content["intent_id"] for a in answers} == {
        tools.derived_intent("acme", args)}
    done = call_until_completed(mcp_server.url, args, deadline=_later(15))
    assert done[-1]["verified"] is True
    assert [r["amount"] for r in made(stripe_sim)] == [1500]
    entry = mcp_server.deps.ledger.get("acme", "refund", tools.derived_intent("acme", args))
    assert entry.state == "completed" and entry.attempts == 1


def test_a_call_cancelled_by_the_client_and_reissued_is_in_flight_and_one_refund(
        quick_duplicates, mcp_server, stripe_sim):
    """MCP 2026-07-28 tells a client whose call timed out to cancel it and may re-issue it:
    the re-issued call meets the first one still at Stripe."""
    args = slow(stripe_sim, 1600, "3802")

    async def cancel_then_reissue():
        with pytest.raises(Exception):  # noqa: B017 - the SDK's timeout, any form
            await session_call(mcp_server.url, "refund", args, read_timeout_seconds=0.3)
        return await session_call(mcp_server.url, "refund", {**args, "wait": 1.5})

    assert_in_flight(asyncio.run(cancel_then_reissue()), mcp_server.url)
    call_until_completed(mcp_server.url, args, deadline=_later(15))
    assert [r["amount"] for r in made(stripe_sim)] == [1600]


def test_another_reason_for_the_same_refund_is_told_what_the_first_call_did(mcp_server,
                                                                            stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
            "ticket_id": "3803", "reason": "requested_by_customer"}
    first = call(mcp_server.url, "refund", args).structured_content
    assert first["state"] == "completed"
    for other in ({**args, "reason": "duplicate"}, {k: v for k, v in args.items()
                                                    if k != "reason"}):
        got = call(mcp_server.url, "refund", other)
        assert not got.is_error, got.content[0].text
        body = got.structured_content
        assert body["differs"] == ["reason"] and body["replayed"] is True
        assert body["state"] == "completed" and body["amount"] == 1200
        assert body["state_since"] == first["state_since"]
        assert body["intent_id"] == first["intent_id"]
        assert "Nothing was sent for this call" in body["detail"]
        assert "item" in body["detail"] and "refund_status" in body["detail"]  # what it may do
        assert body["customer_may_be_told"].startswith("12.00 USD was already refunded on ")
        assert output_errors(mcp_server.url, "refund", body) == []
    assert [r["amount"] for r in made(stripe_sim)] == [1200]
    assert len(stripe_sim.requests("POST", "/v1/refunds")) == 1


def test_a_replay_says_when_the_refund_was_made(mcp_server, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 900, "currency": "usd",
            "ticket_id": "3804"}
    first, again = (call(mcp_server.url, "refund", args).structured_content for _ in range(2))
    day = datetime.now(timezone.utc).date().isoformat()
    assert first["customer_may_be_told"] == "Your refund of 9.00 USD is confirmed by Stripe."
    assert again["replayed"] is True and again["state_since"] == first["state_since"]
    assert again["customer_may_be_told"] == (f"9.00 USD was already refunded on {day} "
                                             f"(confirmed by Stripe).")
    assert "is confirmed" not in again["customer_may_be_told"]  # not news, not again
    status = call(mcp_server.url, "refund_status", {"intent_id": first["intent_id"]})
    assert status.structured_content["customer_may_be_told"] == again["customer_may_be_told"]


def two_items(url: str, stripe_sim, first_item: str, second_item: str) -> tuple[dict, dict]:
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1100, "currency": "usd",
            "ticket_id": "3805"}
    return (call(url, "refund", {**args, "item": first_item}).structured_content,
            call(url, "refund", {**args, "item": second_item}).structured_content)


def test_two_items_of_one_price_on_one_ticket_are_two_refunds(mcp_server, stripe_sim):
    mug, plate = two_items(mcp_server.url, stripe_sim, "Blue mug", "Dinner plate")
    assert mug["state"] == plate["state"] == "completed"
    assert plate["replayed"] is False and mug["intent_id"] != plate["intent_id"]
    assert plate["customer_may_be_told"] == "Your refund of 11.00 USD is confirmed by Stripe."
    refunds = made(stripe_sim)
    assert [r["amount"] for r in refunds] == [1100, 1100]
    assert sorted(r["metadata"]["item"] for r in refunds) == ["Blue mug", "Dinner plate"]


def test_the_same_item_named_twice_is_one_refund(mcp_server, stripe_sim):
    first, again = two_items(mcp_server.url, stripe_sim, "Blue mug", "  blue MUG ")
    assert again["intent_id"] == first["intent_id"] and again["replayed"] is True
    assert [r["amount"] for r in made(stripe_sim)] == [1100]


def test_without_an_item_the_refund_is_the_one_it_always_was(mcp_server, stripe_sim):
    payment = stripe_sim.payment(5000)
    args = {"payment_intent": payment["payment_intent"], "amount": 1100, "currency": "usd",
            "ticket_id": "3806"}
    answers = [call(mcp_server.url, "refund", args).structured_content for _ in range(2)]
    assert answers[1]["replayed"] is True  # the second of one price still needs its item
    assert answers[0]["intent_id"] == "mcp-refund-" + _digest(
        "acme", "3806", payment["payment_intent"], "1100", "usd")
    assert [r["amount"] for r in made(stripe_sim)] == [1100]


def test_one_refund_per_ticket_still_holds_a_second_item_for_a_person(mcp_server, stripe_sim,
                                                                      tmp_path):
    write_policy(tmp_path / "policy.toml", "[refunds]\none_refund_per_ticket = true\n")
    mug, plate = two_items(mcp_server.url, stripe_sim, "Blue mug", "Dinner plate")
    assert mug["state"] == "completed"
    assert plate["state"] == "escalated" and plate["reasons"][0]["code"] == "possible_duplicate"
    assert plate["customer_may_be_told"].startswith("A colleague will review")
    assert [r["amount"] for r in made(stripe_sim)] == [1100]


def _digest(*parts: str) -> str:
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:40]


def _later(seconds: float) -> float:
    return time.monotonic() + seconds
