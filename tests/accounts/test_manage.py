"""Managing accounts: ops keys of the same tenant only, audited, validated at the edge (bad
input changes nothing), credentials checked by a cheap read before anything is stored, and
removal refused while an intent on the account is unsettled."""

from __future__ import annotations

import pytest

from tests.accounts.conftest import ALICE, GARY, STRIPE_B_KEY, add
from tests.support.constants import ACME


def account_keys(rdb, tenant="acme"):
    return sorted(k.decode() for k in rdb.keys(f"sst:{{{tenant}}}:account*"))


def test_a_flow_key_cannot_add_and_nothing_is_stored(client, rdb, stripe_b):
    answer = add(client, ACME, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
                 api_base=stripe_b.url)
    assert answer.status_code == 403 and "ops key" in answer.json["detail"]
    assert account_keys(rdb) == [] and stripe_b.requests("GET", "/v1/balance") == []


def test_ops_add_shows_a_hint_never_the_secret_and_is_audited(client, stripe_b):
    answer = add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
                 api_base=stripe_b.url, default=True)
    assert answer.status_code == 201, answer.json
    body = answer.json
    assert body["hint"] == "…" + STRIPE_B_KEY[-4:] and STRIPE_B_KEY not in answer.text
    assert body["default"] is True and body["created_by"] == "ops:alice"
    assert body["settings"] == {"api_base": stripe_b.url}
    assert len(stripe_b.requests("GET", "/v1/balance")) == 1  # the cheap read, once
    one = client.get("/v1/accounts/stripe/eu", headers=ALICE)
    assert one.status_code == 200 and STRIPE_B_KEY not in one.text
    assert [(r["action"], r["actor"]) for r in one.json["audit"]] == [("add", "ops:alice")]
    assert client.get("/v1/accounts/stripe/eu", headers=ACME).status_code == 403


def test_another_tenants_ops_key_sees_and_changes_nothing(client, stripe_b, rdb):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    assert client.get("/v1/accounts/stripe/eu", headers=GARY).status_code == 404
    assert client.delete("/v1/accounts/stripe/eu", headers=GARY).status_code == 404
    assert client.put("/v1/accounts/stripe/eu/default", headers=GARY).status_code == 404
    assert "sst:{acme}:account:stripe:eu" in account_keys(rdb)


@pytest.mark.parametrize("body, field", [
    ({"provider": "stripe", "name": "Bad Name", "api_key": STRIPE_B_KEY}, "name"),
    ({"provider": "stripe", "name": "env", "api_key": STRIPE_B_KEY}, "name"),
    ({"provider": "stripe", "name": "eu", "api_key": "pk_test_publishable"}, "api_key"),
    ({"provider": "stripe", "name": "eu", "api_key": STRIPE_B_KEY,
      "api_base": "http://169.254.169.254"}, "api_base"),
    ({"provider": "stripe", "name": "eu", "api_key": STRIPE_B_KEY,
      "api_base": "https://api.stripe.com.evil.example"}, "api_base"),
    ({"provider": "stripe", "name": "eu", "api_key": STRIPE_B_KEY,
      "api_base": "https://user:pw@api.stripe.com"}, "api_base"),
    ({"provider": "stripe", "name": "eu", "api_key": STRIPE_B_KEY,
      "shop_url": "https://x.myshopify.com"}, "shop_url"),
    ({"provider": "shopify", "name": "s", "access_token": "shpat_abcd1234",
      "shop_url": "http://x.myshopify.com"}, "shop_url"),
    ({"provider": "zendesk", "name": "z", "base_url": "https://acme.zendesk.com"}, "api_token"),
    ({"provider": "zendesk", "name": "z", "base_url": "https://10.0.0.1", "oauth_token": "t"},
     "base_url"),
    ({"provider": "paypal", "name": "p"}, "provider"),
    # the forms a host hides behind: the provider's name in a lookalike (IDNA, read as
    # xn--... by the connection), 10.0.0.1 as an integer or in hex (the suite allows only
    # 127.0.0.1, so these are refused as 10.0.0.1 would be), a scheme that is not http(s)
    ({"provider": "zendesk", "name": "z", "base_url": "https://acme.zendesk.cоm",
      "oauth_token": "t"}, "base_url"),
    ({"provider": "zendesk", "name": "z", "base_url": "https://167772161", "oauth_token": "t"},
     "base_url"),
    ({"provider": "zendesk", "name": "z", "base_url": "https://0xa.1", "oauth_token": "t"},
     "base_url"),
    ({"provider": "shopify", "name": "s", "access_token": "shpat_abcd1234",
      "shop_url": "ftp://x.myshopify.com"}, "shop_url"),
    ({"provider": "zendesk", "name": "z", "base_url": "https://0x7f.1", "oauth_token": "t"},
     None),  # 127.0.0.1, which the suite allows: the allow-list reads the hex form too
    ({"provider": "shopify", "name": "s", "access_token": "shpat_abcd1234",
      "shop_url": "https://x.myshopify.com#.evil.example"}, "shop_url"),
    # a secret is printable ASCII without spaces, as the document's pattern says: a character
    # Python calls a space and JSON Schema does not (U+001C), a final newline, a space inside
    *[({"provider": "zendesk", "name": "z", "base_url": "https://acme.zendesk.com",
        "oauth_token": token}, "oauth_token") for token in ("\x1c", "tok\n", "a b", "tök")],
    ({"provider": "zendesk", "name": "z", "base_url": "https://acme.zendesk.com",
      "email": "a@example.com", "api_token": "\x85"}, "api_token"),
])
def test_bad_accounts_are_refused_at_the_edge_and_nothing_is_stored_or_sent(
        client, rdb, stripe_b, body, field):
    answer = client.post("/v1/accounts", json=body, headers=ALICE)
    assert answer.status_code == 422, answer.json
    if field is None:  # the URL passes; the credentials read fails (nothing listens on 443)
        assert answer.json["type"].endswith("/account-check-failed"), answer.json
    else:
        assert field in answer.json["errors"], answer.json
    assert account_keys(rdb) == [] and stripe_b.requests() == []


def test_a_taken_name_is_409_and_the_first_account_stands(client, stripe_b, stripe_sim):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    again = add(client, ALICE, provider="stripe", name="eu", api_key="sk_test_otherkey0002",
                api_base=stripe_sim.url)
    assert again.status_code == 409
    assert client.get("/v1/accounts/stripe/eu", headers=ALICE).json["settings"] == {
        "api_base": stripe_b.url}


def test_no_encryption_key_refuses_add_before_any_call(client, rdb, stripe_b, monkeypatch):
    from service.web.app import create_app

    monkeypatch.delenv("SURESTEP_ACCOUNTS_KEY")
    locked = create_app()
    try:
        answer = locked.test_client().post(
            "/v1/accounts", headers=ALICE, json={"provider": "stripe", "name": "eu",
                                                 "api_key": STRIPE_B_KEY,
                                                 "api_base": stripe_b.url})
    finally:
        locked.extensions["surestep"].close()
    assert answer.status_code == 503 and answer.json["type"].endswith("accounts-locked")
    assert account_keys(rdb) == [] and stripe_b.requests() == []


def test_remove_is_refused_while_an_intent_is_unsettled(client, deps, stripe_b):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    payment = stripe_b.payment(amount=5000)
    stripe_b.configure(refund_pending_s=60, refund_outcome="succeeded")
    pending = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "eu-pending-1", "payment_intent": payment["payment_intent"], "amount": 100,
        "currency": "usd", "account": "eu"})
    assert pending.json["state"] == "pending", pending.json
    refused = client.delete("/v1/accounts/stripe/eu", headers=ALICE)
    assert refused.status_code == 409 and refused.json["type"].endswith("account-in-use")
    assert refused.json["intents"] == [{"intent_id": "eu-pending-1", "step": "refund",
                                        "state": "pending"}]
    stripe_b.advance(61)
    assert client.post("/v1/refunds/verify", headers=ACME,
                       json={"intent_id": "eu-pending-1"}).json["state"] == "completed"
    assert client.delete("/v1/accounts/stripe/eu", headers=ALICE).status_code == 204
    names = [r["name"] for r in client.get("/v1/accounts", headers=ACME).json["data"]]
    assert "eu" not in names
    # the settled intent still replays; a new one on the removed account is refused
    again = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "eu-pending-1", "payment_intent": payment["payment_intent"], "amount": 100,
        "currency": "usd", "account": "eu"})
    assert again.status_code == 200 and again.json["replayed"] is True
    trail = [r["action"] for r in deps.accounts.store.audit("acme", "stripe", "eu")]
    assert trail == ["remove", "add"]
