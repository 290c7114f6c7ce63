"""Create a Refund's Item and what it says a replay is (issue 38), rendered from the module's own
templates by the Make runtime emulator and sent to the service, the Stripe simulator behind it.

Before: the default Intent ID ``zendesk-<ticket>`` merged two legitimate refunds of one ticket
(two items, the same amount) into one intent, so the second answered ``completed`` with
``replayed: true``, and a scenario routing on ``state`` told the customer it was done; and a
replay's output had nothing that told it apart from the news but ``replayed``.
"""

from __future__ import annotations

import hashlib

import httpx
import pytest

from tests.integrations.make.make_app import MakeApp, as_replay, run_module, shape_diff
from tests.support.guard_helpers import write_policy

APP = MakeApp.load()
NEWS = "Your refund has been made; the payment provider confirms it."


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


def refund(connection, http, payment: dict, **extra) -> dict:
    """Create a Refund as a builder maps it from a Zendesk ticket, the Intent ID left empty."""
    params = {"ticket_id": "48213", "provider": "stripe",
              "payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
              **extra}
    return run_module(APP, "createRefund", params, connection, http).output


def test_two_items_of_one_ticket_are_two_refunds_and_each_replays_as_itself(
        connection, http, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    first = refund(connection, http, payment, item="mug-1")
    second = refund(connection, http, payment, item="Blue mug #2")
    hashed = "h" + hashlib.sha256(b"Blue mug #2").hexdigest()[:24]
    assert first["intent_id"] == "zendesk-48213:mug-1"
    assert second["intent_id"] == f"zendesk-48213:{hashed}"  # as the Zapier app and n8n write it
    assert [first["state"], second["state"]] == ["completed", "completed"]
    assert [first["replayed"], second["replayed"]] == [False, False]
    assert first["customer_message"] == second["customer_message"] == NEWS
    assert first["already_refunded_on"] is second["already_refunded_on"] is None
    held = stripe_sim.refunds()
    assert sorted(r["id"] for r in held) == sorted([first["refund_id"], second["refund_id"]])
    assert [r["amount"] for r in held] == [1200, 1200]
    assert {r["metadata"]["surestep_intent_id"] for r in held} == {first["intent_id"],
                                                                   second["intent_id"]}
    for out in (first, second):
        assert deps.ledger.get("acme", "refund", out["intent_id"]).state == "completed"
    assert shape_diff(first, APP.modules["createRefund"].samples) == []

    again = refund(connection, http, payment, item="mug-1")  # Make re-runs the first
    assert again == as_replay(first)
    assert again["customer_message"].startswith("Your payment was already refunded on ")
    assert again["already_refunded_on"] == first["state_since"][:10]
    assert len(stripe_sim.refunds()) == 2 and len(stripe_sim.creates()) == 2


def test_without_an_item_the_intent_is_as_before_and_a_second_refund_is_a_replay(
        connection, http, stripe_sim):
    payment = stripe_sim.payment(5000)
    first = refund(connection, http, payment)
    second = refund(connection, http, payment, item="")  # an empty mapping: no Item
    assert first["intent_id"] == second["intent_id"] == "zendesk-48213"
    assert second == as_replay(first)
    assert second["customer_message"] != NEWS  # told as done before, never as news
    assert len(stripe_sim.refunds()) == 1


@pytest.fixture
def one_refund_per_ticket(tmp_path, monkeypatch):
    """The policy's one-refund-per-ticket rule (set before the app is built)."""
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\none_refund_per_ticket = true\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))


def test_with_one_refund_per_ticket_the_second_item_waits_for_a_person(
        one_refund_per_ticket, connection, http, stripe_sim):
    """The Item makes a second refund its own intent; the policy's one-per-ticket rule, where an
    operator set it, still holds that second refund for a person (nothing sent)."""
    payment = stripe_sim.payment(5000)
    first = refund(connection, http, payment, item="mug-1")
    second = refund(connection, http, payment, item="mug-2")
    assert first["state"] == "completed"
    assert second["state"] == "escalated" and second["next"] == "wait_for_human"
    assert [r["code"] for r in second["reasons"]] == ["possible_duplicate"]
    assert second["customer_message"] == "A colleague will review your request and get back to you."
    assert len(stripe_sim.refunds()) == 1


def test_an_item_on_a_mapped_intent_id_joins_it_too(connection, http, stripe_sim):
    payment = stripe_sim.payment(5000)
    out = refund(connection, http, payment, intent_id="order-9", item="line-2")
    assert out["intent_id"] == "order-9:line-2"
    [held] = stripe_sim.refunds()
    assert held["metadata"]["surestep_intent_id"] == "order-9:line-2"
