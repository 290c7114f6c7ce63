"""The simulators as separate provider accounts (issue 17): two processes of each simulator, each
one account, that take only the credentials they were given once configured, answer the cheap
reads surestep checks credentials with, and (Stripe) keep Stripe Connect's connected accounts
apart. Every behaviour is driven over real HTTP on 127.0.0.1 (the stripe SDK for Stripe), and
``/_sim/reset`` gives back the default (any well-formed credential) in each.
"""

from __future__ import annotations

import base64

import httpx
import pytest
import stripe

from tests.support.helpers import Sim
from tests.support.shopify_helpers import GRAPHQL, ShopifySim

EU_KEY, US_KEY = "sk_test_eu_account_0001", "sk_test_us_account_0002"
CONNECTED, STRANGER = "acct_1EuShop", "acct_1Unknown"
SHOP = "query Shop { shop { name myshopifyDomain } }"


@pytest.fixture(scope="module")
def second_stripe():
    sim = Sim("stripe")
    yield sim
    sim.close()


@pytest.fixture(scope="module")
def second_shopify():
    sim = ShopifySim()
    yield sim
    sim.close()


@pytest.fixture(scope="module")
def second_zendesk():
    sim = Sim("zendesk")
    yield sim
    sim.close()


@pytest.fixture(autouse=True)
def _fresh(request):
    """Each second instance a test uses starts and ends at its defaults."""
    used = [request.getfixturevalue(n) for n in ("second_stripe", "second_shopify",
                                                 "second_zendesk") if n in request.fixturenames]
    for sim in used:
        sim.reset()
    yield
    for sim in used:
        sim.reset()


def sdk(sim: Sim, key: str = EU_KEY) -> stripe.StripeClient:
    return stripe.StripeClient(key, base_addresses={"api": sim.url}, max_network_retries=0)


def on(account: str | None) -> dict:
    return {"stripe_account": account} if account else {}


# ----- Stripe: the keys an instance takes ------------------------------------------------------
def test_two_stripe_instances_take_only_their_own_keys_until_reset(stripe_sim, second_stripe):
    stripe_sim.accept_api_keys(EU_KEY)
    second_stripe.accept_api_keys(US_KEY)
    payment = stripe_sim.payment(5000)
    assert sdk(stripe_sim, EU_KEY).v1.balance.retrieve().available[0].amount == 5000
    assert sdk(second_stripe, US_KEY).v1.balance.retrieve().available[0].amount == 0
    for sim, key in ((stripe_sim, US_KEY), (second_stripe, EU_KEY)):
        with pytest.raises(stripe.AuthenticationError) as refused:
            sdk(sim, key).v1.refunds.create(params={"payment_intent": payment["payment_intent"]})
        assert refused.value.http_status == 401
        assert str(refused.value.user_message) == f"Invalid API Key provided: {key[:8]}" + (
            "*" * (len(key) - 12)) + key[-4:]
    assert stripe_sim.refunds() == [] and second_stripe.refunds() == []
    stripe_sim.reset()
    assert stripe_sim.control("GET", "/_sim/config")["api_keys"] is None
    assert sdk(stripe_sim, "sk_test_anything_goes").v1.balance.retrieve().object == "balance"
    assert second_stripe.control("GET", "/_sim/config")["api_keys"] == [US_KEY]  # its own


def test_a_bad_stripe_control_payload_changes_nothing(stripe_sim):
    for bad in ({"api_keys": ["pk_test_public"]}, {"api_keys": "sk_test_one"},
                {"connected_accounts": ["acct_with-dash"]}, {"connected_accounts": None}):
        answer = stripe_sim.http.post("/_sim/config", json=bad)
        assert answer.status_code == 400, bad
    config = stripe_sim.control("GET", "/_sim/config")
    assert (config["api_keys"], config["connected_accounts"]) == (None, [])
    assert stripe_sim.http.post("/_sim/payments", json={"amount": 100, "account": "acct_"}
                                ).status_code == 400
    assert stripe_sim.control("GET", "/_sim/payments")["data"] == []


# ----- Stripe: the balance ---------------------------------------------------------------------
def test_the_balance_is_the_account_s_own_less_its_refunds(stripe_sim):
    platform = stripe_sim.payment(5000)
    stripe_sim.payment(2000, currency="eur", account=CONNECTED)
    client = sdk(stripe_sim)
    client.v1.refunds.create(params={"payment_intent": platform["payment_intent"],
                                     "amount": 1200})
    mine = client.v1.balance.retrieve()
    theirs = client.v1.balance.retrieve(options=on(CONNECTED))
    assert [(a.amount, a.currency) for a in mine.available] == [(3800, "usd")]
    assert [(a.amount, a.currency) for a in theirs.available] == [(2000, "eur")]
    assert "connect_reserved" in mine and "connect_reserved" not in theirs  # "Connect only"
    assert client.v1.balance.retrieve(options={"stripe_account": CONNECTED}).livemode is False
    with pytest.raises(stripe.InvalidRequestError) as unknown:
        client.v1.balance.retrieve(params={"limit": 1})  # type: ignore[typeddict-unknown-key]
    assert unknown.value.code == "parameter_unknown"


# ----- Stripe Connect ----------------------------------------------------------------------------
def test_a_connected_account_s_payment_is_seen_only_with_its_stripe_account(stripe_sim):
    theirs = stripe_sim.payment(5000, account=CONNECTED)
    ours = stripe_sim.payment(3000)
    client = sdk(stripe_sim)
    assert client.v1.payment_intents.retrieve(theirs["payment_intent"],
                                              options=on(CONNECTED)).amount == 5000
    refund = client.v1.refunds.create(params={"payment_intent": theirs["payment_intent"],
                                              "amount": 700}, options=on(CONNECTED))
    [row] = stripe_sim.refunds()
    assert (row["id"], row["stripe_account"], row["api_key"]) == (refund.id, CONNECTED, EU_KEY)
    assert client.v1.refunds.retrieve(refund.id, options=on(CONNECTED)).amount == 700
    assert [r.id for r in client.v1.refunds.list(options=on(CONNECTED)).data] == [refund.id]
    assert client.v1.refunds.list().data == []  # the platform sees none of it
    other_scope = [
        lambda: client.v1.payment_intents.retrieve(theirs["payment_intent"]),
        lambda: client.v1.charges.retrieve(theirs["charge"]),
        lambda: client.v1.refunds.retrieve(refund.id),
        lambda: client.v1.refunds.create(params={"payment_intent": theirs["payment_intent"]}),
        lambda: client.v1.refunds.list(params={"starting_after": refund.id}),
        lambda: client.v1.payment_intents.retrieve(ours["payment_intent"], options=on(CONNECTED)),
        lambda: client.v1.refunds.create(params={"charge": ours["charge"]}, options=on(CONNECTED)),
    ]
    for call in other_scope:  # exactly as an unknown id
        with pytest.raises(stripe.InvalidRequestError) as missing:
            call()
        assert (missing.value.http_status, missing.value.code) == (404, "resource_missing")
        assert str(missing.value.user_message).startswith("No such ")
    assert len(stripe_sim.refunds()) == 1
    unknown = stripe_sim.http.get(f"/v1/refunds/{refund.id}",
                                  headers={"Authorization": f"Bearer {EU_KEY}"}).json()["error"]
    never = stripe_sim.http.get("/v1/refunds/re_never",
                                headers={"Authorization": f"Bearer {EU_KEY}"}).json()["error"]
    assert {k: v for k, v in unknown.items() if k not in ("message", "request_log_url")} == {
        k: v for k, v in never.items() if k not in ("message", "request_log_url")}


def test_an_account_the_platform_never_heard_of_is_403_and_moves_nothing(stripe_sim):
    payment = stripe_sim.payment(5000, account=CONNECTED)
    client = sdk(stripe_sim)
    with pytest.raises(stripe.PermissionError) as refused:
        client.v1.refunds.create(params={"payment_intent": payment["payment_intent"]},
                                 options=on(STRANGER))
    assert refused.value.http_status == 403
    assert refused.value.json_body["error"]["code"] == "account_invalid"
    assert str(refused.value.user_message) == (
        f"The provided key '{EU_KEY[:8]}{'*' * (len(EU_KEY) - 12)}{EU_KEY[-4:]}' does not have "
        f"access to account '{STRANGER}' (or that account does not exist). Application access "
        "may have been revoked.")
    assert stripe_sim.refunds() == []
    stripe_sim.connect_accounts(STRANGER)  # now the platform has it, with nothing in it
    assert [a.amount for a in client.v1.balance.retrieve(options=on(STRANGER)).available] == [0]
    stripe_sim.reset()
    for account in (STRANGER, CONNECTED):  # reset forgets both
        with pytest.raises(stripe.PermissionError):
            client.v1.balance.retrieve(options=on(account))


def test_idempotency_keys_are_kept_per_api_key_and_account(stripe_sim):
    theirs = stripe_sim.payment(5000, account=CONNECTED)
    client = sdk(stripe_sim)
    params = {"payment_intent": theirs["payment_intent"], "amount": 500}
    first = client.v1.refunds.create(params=params, options={**on(CONNECTED),
                                                             "idempotency_key": "same"})
    again = client.v1.refunds.create(params=params, options={**on(CONNECTED),
                                                             "idempotency_key": "same"})
    assert again.id == first.id
    # the same key and parameters as the platform: its own request, not a replay
    with pytest.raises(stripe.InvalidRequestError) as platform:
        client.v1.refunds.create(params=params, options={"idempotency_key": "same"})
    assert platform.value.code == "resource_missing"
    other_key = sdk(stripe_sim, US_KEY).v1.refunds.create(
        params=params, options={**on(CONNECTED), "idempotency_key": "same"})
    assert other_key.id != first.id
    assert [r["idempotency_key"] for r in stripe_sim.refunds()] == ["same", "same"]


# ----- Shopify ---------------------------------------------------------------------------------
def test_two_shops_answer_their_own_shop_query_and_only_their_own_tokens(shopify_sim,
                                                                         second_shopify):
    shopify_sim.name_shop("EU Store", "eu-store.myshopify.com")
    second_shopify.name_shop("US Store", "us-store.myshopify.com")
    shopify_sim.accept_tokens("shpat_eu_token")
    second_shopify.accept_tokens("shpat_us_token")
    eu = shopify_sim.graphql(SHOP, token="shpat_eu_token").json()
    us = second_shopify.graphql(SHOP, token="shpat_us_token").json()
    assert eu["data"] == {"shop": {"name": "EU Store", "myshopifyDomain": "eu-store.myshopify.com"}}
    assert us["data"]["shop"]["name"] == "US Store"
    assert eu["extensions"]["cost"]["requestedQueryCost"] == 1
    order = shopify_sim.order(5000)
    for sim, token in ((shopify_sim, "shpat_us_token"), (second_shopify, "shpat_eu_token")):
        refused = sim.graphql("query ($id: ID!) { order(id: $id) { id } }", {"id": order["id"]},
                              token=token)
        assert refused.status_code == 401
        assert refused.json() == {"errors": "[API] Invalid API key or access token "
                                            "(unrecognized login or wrong password)"}
    shopify_sim.reset()
    default = shopify_sim.graphql(SHOP, token="shpat_any_token").json()["data"]["shop"]
    assert default == {"name": "Surestep Test Shop",
                       "myshopifyDomain": "surestep-test.myshopify.com"}
    assert second_shopify.graphql(SHOP, token="shpat_any_token").status_code == 401


def test_a_bad_shopify_control_payload_changes_nothing(shopify_sim):
    for bad in ({"access_tokens": ["not-a-token"]}, {"shop_domain": "shop.example.com"},
                {"shop_name": " "}):
        assert shopify_sim.http.post("/_sim/config", json=bad).status_code == 400, bad
    config = shopify_sim.control("GET", "/_sim/config")
    assert (config["access_tokens"], config["shop_domain"]) == (None, "surestep-test.myshopify.com")
    assert shopify_sim.http.post(GRAPHQL, json={"query": SHOP}, headers={
        "X-Shopify-Access-Token": "shpat_still_any"}).status_code == 200


# ----- Zendesk ---------------------------------------------------------------------------------
def basic(email: str, token: str) -> dict:
    raw = base64.b64encode(f"{email}/token:{token}".encode()).decode()
    return {"Authorization": f"Basic {raw}"}


def comment(sim: Sim, ticket: int, headers: dict) -> httpx.Response:
    return sim.http.put(f"/api/v2/tickets/{ticket}.json", headers=headers,
                        json={"ticket": {"comment": {"body": "hello"}}})


def test_two_zendesk_accounts_take_only_their_own_credentials(zendesk_sim, second_zendesk):
    zendesk_sim.accept_credentials(api_tokens=[("ops@eu.example", "eu-token")])
    second_zendesk.accept_credentials(oauth_tokens=["us-oauth"])
    [eu_ticket] = zendesk_sim.control("POST", "/_sim/tickets")["data"]
    [us_ticket] = second_zendesk.control("POST", "/_sim/tickets")["data"]
    assert comment(zendesk_sim, eu_ticket["id"], basic("OPS@eu.example", "eu-token")).is_success
    bearer = {"Authorization": "Bearer us-oauth"}
    assert comment(second_zendesk, us_ticket["id"], bearer).is_success
    refused = [comment(zendesk_sim, eu_ticket["id"], basic("ops@eu.example", "us-token")),
               comment(zendesk_sim, eu_ticket["id"], bearer),
               comment(second_zendesk, us_ticket["id"], basic("ops@eu.example", "eu-token")),
               comment(second_zendesk, us_ticket["id"], {"Authorization": "Bearer eu-oauth"})]
    assert [r.status_code for r in refused] == [401] * 4
    assert refused[0].json()["error"] == refused[2].json()["error"] == "Couldn't authenticate you"
    assert refused[1].json()["error"] == refused[3].json()["error"] == "invalid_token"
    assert len(zendesk_sim.control("GET", "/_sim/comments")["data"]) == 1
    assert len(second_zendesk.control("GET", "/_sim/comments")["data"]) == 1
    zendesk_sim.reset()
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets")["data"]
    assert comment(zendesk_sim, ticket["id"], {"Authorization": "Bearer whatever"}).is_success


def test_users_me_is_the_authenticated_user_or_the_anonymous_one(zendesk_sim):
    def me(headers: dict) -> dict:
        answer = zendesk_sim.http.get("/api/v2/users/me.json", headers=headers)
        assert answer.status_code == 200, answer.text  # Show Self is allowed for anonymous users
        return answer.json()["user"]

    anyone = me(basic("agent@eu.example", "whatever"))  # by default any credential is taken
    assert anyone["id"] and anyone["email"] == "agent@eu.example"
    zendesk_sim.accept_credentials(api_tokens=[("agent@eu.example", "right")],
                                   oauth_tokens=["good-oauth"])
    user = me(basic("agent@eu.example", "right"))
    assert (user["id"], user["email"], user["role"]) == (anyone["id"], "agent@eu.example", "admin")
    assert me({"Authorization": "Bearer good-oauth"})["id"] is not None
    for bad in (basic("agent@eu.example", "wrong"), {"Authorization": "Bearer revoked"}, {}):
        anonymous = me(bad)
        assert (anonymous["id"], anonymous["name"]) == (None, "Anonymous user"), bad
    assert zendesk_sim.control("GET", "/_sim/stats")["requests"] == 6  # each one counted


def test_a_bad_zendesk_control_payload_changes_nothing(zendesk_sim):
    for bad in ({"api_tokens": [{"email": "a@b.c"}]}, {"api_tokens": "a@b.c:t"},
                {"oauth_tokens": [""]}):
        assert zendesk_sim.http.post("/_sim/config", json=bad).status_code == 400, bad
    config = zendesk_sim.control("GET", "/_sim/config")
    assert (config["api_tokens"], config["oauth_tokens"]) == (None, None)
