"""A wrong or revoked credential is a clear error when the account is added (the cheap read)
and when it is used (auth_error, nothing sent); Stripe Connect's ``stripe_account`` is sent as
the Stripe-Account header, is part of the request's identity, and scopes what can be refunded."""

from __future__ import annotations

import pytest

from tests.accounts.conftest import (
    ALICE,
    SHOPIFY_B_TOKEN,
    STRIPE_B_KEY,
    ZENDESK_B_TOKEN,
    add,
)
from tests.accounts.test_isolation import refund
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.helpers import drain


def test_a_wrong_key_is_refused_when_added_and_nothing_is_stored(client, rdb, stripe_b,
                                                                 shopify_b, zendesk_b):
    stripe_b.accept_api_keys("sk_test_theRealOne000001")
    shopify_b.accept_tokens("shpat_theRealOne000001")
    zendesk_b.accept_credentials(api_tokens=[("eu@example.com", "the-real-one")])
    answers = [
        add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
            api_base=stripe_b.url),
        add(client, ALICE, provider="shopify", name="outlet", shop_url=shopify_b.url,
            access_token=SHOPIFY_B_TOKEN),
        add(client, ALICE, provider="zendesk", name="support-eu", base_url=zendesk_b.url,
            email="eu@example.com", api_token=ZENDESK_B_TOKEN)]
    for answer in answers:
        assert answer.status_code == 422, answer.json
        assert answer.json["type"].endswith("account-check-failed")
        assert "AuthFailed" in answer.json["detail"] and "nothing was stored" in answer.json[
            "detail"]
    assert rdb.keys("sst:{acme}:account*") == []
    ok = add(client, ALICE, provider="stripe", name="eu", api_key="sk_test_theRealOne000001",
             api_base=stripe_b.url)
    assert ok.status_code == 201


def test_a_revoked_key_is_auth_error_at_use_and_nothing_is_sent(client, deps, accounts_b):
    stripe_b, zendesk_b = accounts_b["stripe"], accounts_b["zendesk"]
    payment = stripe_b.payment(amount=5000)
    stripe_b.accept_api_keys("sk_test_someOtherKey0001")  # the account's key was rolled
    answer = refund(client, payment, "revoked-1", account="eu")
    assert answer.json["state"] == "unknown" and answer.json["provider_status"] == "auth_error"
    assert stripe_b.refunds() == []
    tested = client.post("/v1/accounts/stripe/eu/test", headers=ALICE)
    assert tested.status_code == 422 and tested.json["type"].endswith("account-check-failed")
    trail = client.get("/v1/accounts/stripe/eu", headers=ALICE).json["audit"]
    assert trail[0]["action"] == "test" and trail[0]["ok"] is False
    zendesk_b.accept_credentials(api_tokens=[("eu@example.com", "rolled")])
    [tid] = new_tickets(zendesk_b)
    update(client, tid, intent="revoked-zd-1", account="support-eu")
    drain(deps)
    assert ours(zendesk_b) == []


@pytest.fixture
def connected(stripe_b, client):
    stripe_b.connect_accounts("acct_1Brand")
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    return stripe_b


def test_stripe_connect_refunds_on_the_connected_account(client, connected):
    payment = connected.payment(amount=5000, account="acct_1Brand")
    done = refund(client, payment, "connect-1", account="eu", stripe_account="acct_1Brand")
    assert done.json["state"] == "completed", done.json
    assert done.json["stripe_account"] == "acct_1Brand"
    [made] = connected.refunds()
    assert made["stripe_account"] == "acct_1Brand" and made["id"] == done.json["refund_id"]
    # the same payment without the header is not the platform's: nothing moves
    platform = refund(client, payment, "connect-2", account="eu")
    assert platform.json["state"] == "failed" and len(connected.refunds()) == 1
    # stripe_account is part of the identity: the same intent with another is a conflict
    other = refund(client, payment, "connect-1", account="eu", stripe_account="acct_2Other")
    assert other.status_code == 422 and "stripe_account" in other.json["errors"]
    assert len(connected.refunds()) == 1


def test_a_connected_account_stripe_does_not_know_moves_no_money(client, connected):
    payment = connected.payment(amount=5000, account="acct_1Brand")
    unknown = refund(client, payment, "connect-3", account="eu", stripe_account="acct_9Nobody")
    assert unknown.json["state"] in ("failed", "unknown"), unknown.json
    assert connected.refunds() == []


@pytest.mark.parametrize("value", ["acct_", "acct_../x", "ACCT_1", "acct_1 ", "sk_test_x"])
def test_a_malformed_connected_account_is_422_and_nothing_is_sent(client, rdb, connected,
                                                                   value):
    payment = connected.payment(amount=5000, account="acct_1Brand")
    answer = refund(client, payment, "connect-bad", account="eu", stripe_account=value)
    assert answer.status_code == 422 and "stripe_account" in answer.json["errors"]
    assert connected.requests("POST", "/v1/refunds") == []
    assert rdb.keys("sst:{acme}:refund:*") == []


def test_stripe_account_is_refused_on_shopify(client, shopify_sim):
    order = shopify_sim.order(amount=5000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "shop-connect", "provider": "shopify", "order_id": order["id"],
        "amount": 100, "currency": "usd", "stripe_account": "acct_1Brand"})
    assert answer.status_code == 422 and "stripe_account" in answer.json["errors"]
