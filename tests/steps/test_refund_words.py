"""The words of a refund held for a person (issue 38): its ``detail`` says what holds it (a pause
an operator set is not "the guard policy"), that nothing was sent, and who decides, each once;
the duplicate-window and one-per-ticket reasons read as one sentence each. Through the API,
against the Stripe simulator, whose records show that nothing was sent."""

from __future__ import annotations

import re

import pytest

from service.steps import pauses
from tests.steps.test_grounded_guard import body, by_hand, post
from tests.support.guard_helpers import OPS_KEYS, write_policy


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    write_policy(path, 'rules = "none"\n')
    return lambda text: write_policy(path, text)


def assert_said_once(detail: str) -> None:
    """Nothing was sent, and a person decides: each said once, no sentence twice."""
    assert len(re.findall(r"nothing was sent", detail, re.IGNORECASE)) == 1, detail
    assert len(re.findall(r"\bperson\b", detail)) == 1, detail
    parts = [p.strip().lower() for p in re.split(r"[.:;]\s", detail) if p.strip()]
    assert len(parts) == len(set(parts)), detail
    assert ") (" not in detail and "((" not in detail, detail  # no parentheses in parentheses


def test_a_paused_refund_says_an_operator_paused_it_and_a_person_decides(client, deps,
                                                                         stripe_sim, policy):
    policy("[refunds]\napproval_above = { usd = 5000 }\n")
    assert pauses.pause(deps, "acme", "*", actor="console:alice", note="duplicates")
    held = post(client, body(stripe_sim.payment(20000), intent="w-paused"))
    assert held["state"] == "escalated" and held["reasons"][0]["code"] == "paused"
    assert "guard policy" not in held["detail"]
    assert held["detail"].startswith("An operator paused new refunds for this tenant")
    assert_said_once(held["detail"])
    both = post(client, body(stripe_sim.payment(20000), intent="w-both", amount=7500))
    assert [r["code"] for r in both["reasons"]] == ["paused", "approval_required"]
    assert "Also: 7500 USD (minor units) is above the approval threshold" in both["detail"]
    assert_said_once(both["detail"])
    assert stripe_sim.creates() == []


def test_a_refund_over_the_threshold_says_a_person_must_approve_it_once(client, stripe_sim,
                                                                        policy):
    policy("[refunds]\napproval_above = { usd = 1000 }\n")
    held = post(client, body(stripe_sim.payment(5000)))
    assert held["detail"] == ("A person must approve this refund; nothing was sent: 1200 USD "
                              "(minor units) is above the approval threshold of 1000 USD "
                              "(minor units).")
    assert_said_once(held["detail"])
    assert stripe_sim.creates() == []


def test_the_duplicate_window_and_one_per_ticket_say_each_thing_once(client, stripe_sim,
                                                                     policy):
    policy("[refunds]\nduplicate_window_minutes = 10\none_refund_per_ticket = true\n"
           "approval_above = { usd = 1000 }\n")
    by_hand_payment = stripe_sim.payment(50000)
    made = by_hand(stripe_sim, by_hand_payment, 900)
    seen = post(client, body(by_hand_payment, intent="w-seen", amount=900))
    assert seen["reasons"][0]["message"] == (
        f"Payment {by_hand_payment['payment_intent']} already got a refund of 900 USD (minor "
        f"units) in the last 10 minutes: {made['id']}, made by someone else, not surestep.")
    waiting = stripe_sim.payment(50000)  # the first waits for approval and holds the amount
    assert post(client, body(waiting, intent="w-1"))["state"] == "escalated"
    second = post(client, body(waiting, intent="w-2"))
    assert second["reasons"][0]["message"] == (
        f"Payment {waiting['payment_intent']} already has a refund of 1200 USD (minor units) "
        f"in flight or made within the duplicate window (intent 'w-1').")
    ticketed = post(client, body(stripe_sim.payment(50000), intent="w-3", amount=500,
                                 ticket_id="77"))
    assert ticketed["state"] == "completed"
    same_ticket = post(client, body(stripe_sim.payment(50000), intent="w-4", amount=600,
                                    ticket_id="77"))
    assert same_ticket["reasons"][0]["message"] == (
        "Ticket 77 already has a refund that completed, is pending or is in flight (intent "
        "'w-3'); the policy allows one per ticket.")
    for held in (seen, second, same_ticket):
        assert held["state"] == "escalated"
        assert held["detail"].startswith("The refund policy holds this refund for a person; "
                                         "nothing was sent: ")
        assert_said_once(held["detail"])
    assert [r["amount"] for r in stripe_sim.refunds() if r["api_key"] == "sk_test_surestep"] \
        == [500]
