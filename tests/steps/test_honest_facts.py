"""A fact the provider did not give is unknown, never zero (issue 24, Why 6). The simulators
answer the payment's read without one field (the fault engine's ``omit_after``: the object as
an older Stripe API version or a Stripe-compatible service gives it), and the guard then
either leaves the check to the provider's own refusal (captured, refunded, status: the create
goes with the derived key) or asks a person (currency, customer, created), saying which field
was missing. Checked on the simulators' request logs and records, and on the ledger."""

from __future__ import annotations

import pytest

from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy
from tests.support.shopify_helpers import GRAPHQL


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    write_policy(path, 'rules = "none"\n')
    return lambda text: write_policy(path, text)


def refund(client, intent: str, **body) -> dict:
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "amount": 500, "currency": "usd", **body})
    assert answer.status_code == 200, answer.json
    return answer.json


def read_without(sim, payment: dict, *fields: str, charge: bool = False) -> None:
    """The next read of this payment answers without ``fields``."""
    path = (f"/v1/charges/{payment['charge']}" if charge
            else f"/v1/payment_intents/{payment['payment_intent']}")
    sim.fault("omit_after", method="GET", path=path, omit=list(fields))


def payment_record(deps, intent: str) -> dict:
    _, responses = deps.ledger.history(deps.ledger.key("acme", "refund", intent))
    [record] = [r for r in responses if r["call"] == "payment"]
    return record


def sent(stripe_sim, deps, intent: str) -> list[dict]:
    """The creates Stripe got for this intent: each with the key derived from our record."""
    key = deps.ledger.get("acme", "refund", intent).provider_key
    return [r for r in stripe_sim.creates() if r["idempotency_key"] == key]


def test_a_charge_without_amount_captured_is_refunded_not_refused_as_zero_left(
        client, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    read_without(stripe_sim, payment, "amount_captured", charge=True)
    answer = refund(client, "no-captured", charge=payment["charge"])
    # on the day of the issue: failed, "500 USD is more than the 0 USD left", nothing sent
    assert answer["state"] == "completed" and answer["verified"] is True, answer
    assert len(sent(stripe_sim, deps, "no-captured")) == 1
    assert payment_record(deps, "no-captured")["not_given"] == ["amount_captured"]
    mark = deps.ledger.redis.get(deps.ledger.key("acme", "refund", "no-captured") + ":guard")
    assert mark == b"passed; left to the provider: amount_captured"


def test_without_amount_captured_stripes_own_refusal_stops_an_over_refund(client, stripe_sim,
                                                                          deps):
    payment = stripe_sim.payment(5000)
    read_without(stripe_sim, payment, "amount_captured", charge=True)
    answer = refund(client, "too-much", charge=payment["charge"], amount=6000)
    assert answer["state"] == "failed" and answer["verified"] is True, answer
    assert answer["failure_reason"] == "amount_exceeds_refundable"
    assert answer["provider_status"] == "amount_too_large"  # Stripe's word, not ours
    [create] = sent(stripe_sim, deps, "too-much")
    assert create["status"] == 400
    assert stripe_sim.refunds() == []


def test_without_amount_refunded_what_was_refunded_by_hand_is_not_read_as_zero(
        client, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    stripe_sim.http.post("/v1/refunds", headers={"Authorization": "Bearer sk_test_dashboard"},
                         data={"charge": payment["charge"], "amount": 4500}).raise_for_status()
    read_without(stripe_sim, payment, "amount_refunded", charge=True)
    answer = refund(client, "no-refunded", charge=payment["charge"], amount=1000)
    assert answer["state"] == "failed" and answer["provider_status"] == "amount_too_large"
    assert len(sent(stripe_sim, deps, "no-refunded")) == 1  # Stripe decided, on its figures
    assert payment_record(deps, "no-refunded")["not_given"] == ["amount_refunded"]


def test_a_payment_intent_without_its_status_is_left_to_stripe_not_called_unrefundable(
        client, stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    read_without(stripe_sim, payment, "status")
    answer = refund(client, "no-status", payment_intent=payment["payment_intent"])
    assert answer["state"] == "completed", answer  # was: failed, payment_not_refundable
    assert len(sent(stripe_sim, deps, "no-status")) == 1


def test_a_payment_without_its_currency_goes_to_a_person_and_nothing_is_sent(client,
                                                                            stripe_sim, deps):
    payment = stripe_sim.payment(5000)
    read_without(stripe_sim, payment, "currency")
    answer = refund(client, "no-currency", payment_intent=payment["payment_intent"])
    # was: failed, currency_mismatch, "The payment is in ; the request says USD"
    assert answer["state"] == "escalated", answer
    [reason] = answer["reasons"]
    assert reason["code"] == "currency_unknown" and "(currency)" in reason["message"]
    assert stripe_sim.creates() == []
    assert payment_record(deps, "no-currency")["not_given"] == ["currency"]


def test_a_payment_without_its_customer_is_not_a_mismatch_and_cannot_dodge_the_daily_cap(
        client, stripe_sim, deps, policy):
    policy("[refunds]\nrequire_customer_match = true\nmax_per_customer_24h = { usd = 1000 }\n")
    payment = stripe_sim.payment(5000, customer="cus_1", customer_email="ana@example.com",
                                 receipt_email="ana@example.com")
    customer = {"id": "cus_1", "email": "ana@example.com"}
    first = refund(client, "cap-1", payment_intent=payment["payment_intent"], amount=600,
                   customer=customer)
    assert first["state"] == "completed", first
    read_without(stripe_sim, payment, "customer")
    second = refund(client, "cap-2", payment_intent=payment["payment_intent"], amount=600,
                    customer={"email": "ana@example.com"})
    # was: keyed by the receipt e-mail instead of cus_1, so 1200 passed a 1000 cap
    assert second["state"] == "escalated", second
    assert [r["code"] for r in second["reasons"]] == ["customer_unknown"]
    assert len(stripe_sim.creates()) == 1
    read_without(stripe_sim, payment, "customer")
    third = refund(client, "cap-3", payment_intent=payment["payment_intent"], amount=100,
                   customer=customer)
    # was: customer_mismatch ("is not the payment's customer"), which nobody had said
    assert [r["code"] for r in third["reasons"]] == ["customer_unknown"], third


def test_a_payment_without_its_date_is_not_years_old(client, stripe_sim, deps, policy):
    policy("[refunds]\nreturn_window_days = 30\n")
    payment = stripe_sim.payment(5000)
    read_without(stripe_sim, payment, "created")
    answer = refund(client, "no-created", payment_intent=payment["payment_intent"])
    # was: outside_return_window, "The order is 20000-odd days old"
    assert [r["code"] for r in answer["reasons"]] == ["created_unknown"], answer
    assert stripe_sim.creates() == []


def test_a_shopify_order_without_total_received_is_refunded_not_refused_as_zero(
        client, shopify_sim, deps):
    order = shopify_sim.order(5000)
    shopify_sim.fault("omit_after", method="POST", path=GRAPHQL,
                      body_contains="SurestepOrderFacts", omit=["data.order.totalReceivedSet"])
    answer = refund(client, "shop-no-received", provider="shopify", order_id=order["id"])
    assert answer["state"] == "completed", answer
    assert payment_record(deps, "shop-no-received")["not_given"] == ["totalReceivedSet"]
    assert len(shopify_sim.creates()) == 1
