"""Every refund and comment lands in the account it named, at the simulators' own records;
another tenant's account, or a payment of another account, moves no money.

The environment's account of each provider (``env``) is simulator A (the suite's usual
fixtures); acme's second accounts are simulators B (``accounts_b``). globex has only ``env``.
"""

from __future__ import annotations

from tests.accounts.conftest import ALICE
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME, GLOBEX
from tests.support.helpers import drain
from tests.support.shopify_helpers import refund_body


def refund(client, payment, intent, headers=ACME, **extra):
    return client.post("/v1/refunds", json={"intent_id": intent, "payment_intent": payment["payment_intent"],
                                            "amount": 1200, "currency": "usd", **extra},
                       headers=headers)


def test_each_stripe_refund_lands_in_the_account_it_named(client, stripe_sim, accounts_b):
    stripe_b = accounts_b["stripe"]
    at_a, at_b = stripe_sim.payment(amount=5000), stripe_b.payment(amount=5000)
    named = refund(client, at_b, "acc-b-1", account="eu")
    assert named.status_code == 200, named.json
    assert named.json["state"] == "completed" and named.json["account"] == "eu"
    default = refund(client, at_a, "acc-a-1")
    assert default.json["state"] == "completed" and default.json["account"] == "env"
    assert [r["payment_intent"] for r in stripe_b.refunds()] == [at_b["payment_intent"]]
    assert [r["payment_intent"] for r in stripe_sim.refunds()] == [at_a["payment_intent"]]
    assert stripe_b.refunds()[0]["id"] == named.json["refund_id"]
    # a retry of either replays from its own account; nothing more is sent anywhere
    assert refund(client, at_b, "acc-b-1", account="eu").json["replayed"] is True
    assert len(stripe_b.refunds()) == 1 and len(stripe_sim.refunds()) == 1


def test_a_payment_of_another_account_moves_no_money(client, stripe_sim, accounts_b):
    stripe_b = accounts_b["stripe"]
    at_a = stripe_sim.payment(amount=5000)
    wrong = refund(client, at_a, "acc-wrong-1", account="eu")  # A's payment, B's account
    assert wrong.status_code == 200 and wrong.json["state"] == "failed", wrong.json
    assert "has no payment" in wrong.json["detail"]
    assert stripe_b.refunds() == [] and stripe_sim.refunds() == []


def test_another_tenants_account_is_unknown_and_nothing_is_sent(client, rdb, stripe_sim,
                                                                accounts_b):
    stripe_b = accounts_b["stripe"]
    at_b = stripe_b.payment(amount=5000)
    before = set(rdb.keys("sst:globex:*"))
    answer = refund(client, at_b, "globex-1", headers=GLOBEX, account="eu")
    assert answer.status_code == 422 and answer.json["type"].endswith("unknown-account")
    assert "account" in answer.json["errors"]
    assert set(rdb.keys("sst:globex:*")) == before  # no entry, no key binding
    assert stripe_b.refunds() == [] and stripe_sim.refunds() == []
    assert stripe_b.requests("POST", "/v1/refunds") == []
    # and acme's names are not globex's to list
    names = client.get("/v1/accounts", headers=GLOBEX).json["data"]
    assert {row["name"] for row in names} == {"env"}


def test_a_flow_sees_names_only_and_the_default(client, accounts_b):
    rows = client.get("/v1/accounts?provider=stripe", headers=ACME).json["data"]
    assert rows == [{"provider": "stripe", "name": "env", "default": True},
                    {"provider": "stripe", "name": "eu", "default": False}]
    made = client.put("/v1/accounts/stripe/eu/default", headers=ALICE)
    assert made.status_code == 200 and made.json["default"] is True
    rows = client.get("/v1/accounts?provider=stripe", headers=ACME).json["data"]
    assert [row["name"] for row in rows if row["default"]] == ["eu"]


def test_the_default_account_is_used_when_none_is_named(client, stripe_sim, accounts_b):
    stripe_b = accounts_b["stripe"]
    assert client.put("/v1/accounts/stripe/eu/default", headers=ALICE).status_code == 200
    at_b = stripe_b.payment(amount=5000)
    answer = refund(client, at_b, "acc-default-1")
    assert answer.json["state"] == "completed" and answer.json["account"] == "eu"
    assert len(stripe_b.refunds()) == 1 and stripe_sim.refunds() == []
    # the default moving later does not move an intent recorded on the old one
    assert client.put("/v1/accounts/stripe/env/default", headers=ALICE).status_code == 200
    again = refund(client, at_b, "acc-default-1")
    assert again.json["replayed"] is True and again.json["account"] == "eu"
    assert len(stripe_b.refunds()) == 1 and stripe_sim.refunds() == []


def test_shopify_refunds_land_in_the_named_shop(client, shopify_sim, accounts_b):
    shop_b = accounts_b["shopify"]
    order_a, order_b = shopify_sim.order(amount=5000), shop_b.order(amount=5000)
    named = client.post("/v1/refunds", json=refund_body(order_b, "shop-b-1", account="outlet"),
                        headers=ACME)
    assert named.json["state"] == "completed" and named.json["account"] == "outlet", named.json
    assert len(shop_b.creates()) == 1 and shopify_sim.creates() == []
    default = client.post("/v1/refunds", json=refund_body(order_a, "shop-a-1"), headers=ACME)
    assert default.json["state"] == "completed" and default.json["account"] == "env"
    assert len(shop_b.creates()) == 1 and len(shopify_sim.creates()) == 1
    # an order only shop A has (the simulators number orders alike: A's third has no twin)
    only_a = [shopify_sim.order(amount=5000) for _ in range(2)][-1]
    assert only_a["id"] not in {o["id"] for o in shop_b.orders()}
    wrong = client.post("/v1/refunds", json=refund_body(only_a, "shop-w-1", account="outlet"),
                        headers=ACME)
    assert wrong.json["state"] == "failed", wrong.json
    assert len(shop_b.creates()) == 1 and len(shopify_sim.creates()) == 1


def test_ticket_comments_land_in_the_named_zendesk(client, deps, zendesk_sim, accounts_b):
    zendesk_b = accounts_b["zendesk"]
    [tid_b] = new_tickets(zendesk_b)
    [tid_a] = new_tickets(zendesk_sim)
    named = update(client, tid_b, intent="zd-b-1", account="support-eu")
    assert named.status_code == 202 and named.json["account"] == "support-eu", named.json
    default = update(client, tid_a, intent="zd-a-1")
    assert default.json["account"] == "env"
    drain(deps)
    assert [c["ticket_id"] for c in ours(zendesk_b)] == [tid_b]
    assert [c["ticket_id"] for c in ours(zendesk_sim)] == [tid_a]
    done = client.get(f"/v1/jobs/{named.json['job_id']}", headers=ACME).json
    assert done["state"] == "completed"
    unknown = update(client, tid_b, intent="zd-x-1", headers=GLOBEX, account="support-eu")
    assert unknown.status_code == 422 and unknown.json["type"].endswith("unknown-account")
    drain(deps)
    assert len(ours(zendesk_b)) == 1


def test_metrics_name_the_account_each_call_went_to(client, stripe_sim, accounts_b):
    refund(client, accounts_b["stripe"].payment(amount=5000), "metrics-b-1", account="eu")
    refund(client, stripe_sim.payment(amount=5000), "metrics-a-1")
    text = client.get("/metrics").get_data(as_text=True)
    lines = [line for line in text.splitlines()
             if line.startswith("surestep_provider_responses_total{")]
    assert any('account="acme:eu"' in line and 'provider="stripe"' in line for line in lines)
    assert any('account="env"' in line and 'provider="stripe"' in line for line in lines)
