"""Rolling an account's key without removing it: the new key is checked by the same read first
(a failing one leaves the account as it was), every process uses it from its next request, and
the audit trail names what changed, never the values."""

from __future__ import annotations

from tests.accounts.conftest import ALICE, STRIPE_B_KEY, add
from tests.accounts.test_isolation import refund
from tests.accounts.test_rotation_and_cli import cli
from tests.support.constants import ACME

NEW_KEY = "sk_test_rolledKeyNumber0002"


def keys_used(sim):
    return [r["api_key"] for r in sim.refunds()]


def test_a_rolled_key_replaces_the_old_one_after_its_read(client, deps, stripe_b):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    assert refund(client, stripe_b.payment(), "roll-1", account="eu").json["state"] == "completed"
    stripe_b.accept_api_keys(NEW_KEY)  # rolled at Stripe: the old key is refused from now on
    wrong = client.patch("/v1/accounts/stripe/eu", headers=ALICE,
                         json={"api_key": "sk_test_notTheRolledOne003"})
    assert wrong.status_code == 422 and wrong.json["type"].endswith("account-check-failed")
    before = client.get("/v1/accounts/stripe/eu", headers=ALICE).json
    assert before["hint"] == "…" + STRIPE_B_KEY[-4:]  # left as it was
    rolled = client.patch("/v1/accounts/stripe/eu", headers=ALICE, json={"api_key": NEW_KEY})
    assert rolled.status_code == 200, rolled.json
    assert rolled.json["hint"] == "…" + NEW_KEY[-4:] and NEW_KEY not in rolled.text
    assert rolled.json["updated_by"] == "ops:alice"
    # the app had the old key's connector cached: its next request builds the new one
    assert refund(client, stripe_b.payment(), "roll-2", account="eu").json["state"] == "completed"
    assert keys_used(stripe_b) == [STRIPE_B_KEY, NEW_KEY]
    trail = client.get("/v1/accounts/stripe/eu", headers=ALICE)
    assert [r["action"] for r in trail.json["audit"]][:1] == ["update"]
    assert trail.json["audit"][0]["fields"] == ["api_key (secret)"]
    assert NEW_KEY not in trail.text and STRIPE_B_KEY not in trail.text


def test_the_audit_names_only_the_secrets_that_changed(client, stripe_b):
    """Before: rolling the webhook secret audited every secret the account keeps as changed."""
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url, webhook_secret="whsec_one").status_code == 201
    for body in ({"webhook_secret": "whsec_two"}, {"api_key": STRIPE_B_KEY}):
        assert client.patch("/v1/accounts/stripe/eu", headers=ALICE,
                            json=body).status_code == 200
    trail = client.get("/v1/accounts/stripe/eu", headers=ALICE).json["audit"]
    updates = [r["fields"] for r in trail if r["action"] == "update"]
    assert sorted(map(tuple, updates)) == [(), ("webhook_secret (secret)",)]  # the same key: none


def test_update_is_ops_only_and_refuses_another_providers_fields(client, rdb, stripe_b):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    sealed = rdb.hget("sst:{acme}:account:stripe:eu", "secret")
    assert client.patch("/v1/accounts/stripe/eu", headers=ACME,
                        json={"api_key": NEW_KEY}).status_code == 403
    other = client.patch("/v1/accounts/stripe/eu", headers=ALICE,
                         json={"shop_url": "https://x.myshopify.com"})
    assert other.status_code == 422 and "shop_url" in other.json["errors"]
    off = client.patch("/v1/accounts/stripe/eu", headers=ALICE,
                       json={"api_base": "http://169.254.169.254"})
    assert off.status_code == 422 and "api_base" in off.json["errors"]
    empty = client.patch("/v1/accounts/stripe/eu", headers=ALICE, json={})
    assert empty.status_code == 200 and empty.json["hint"] == "…" + STRIPE_B_KEY[-4:]
    assert client.patch("/v1/accounts/stripe/nope", headers=ALICE,
                        json={"api_key": NEW_KEY}).status_code == 404
    assert rdb.hget("sst:{acme}:account:stripe:eu", "secret") == sealed  # nothing changed
    assert stripe_b.requests("GET", "/v1/balance").__len__() == 1  # only the add's read


def test_the_cli_rolls_a_key_from_stdin(env, client, stripe_b):
    assert add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url).status_code == 201
    stripe_b.accept_api_keys(NEW_KEY)
    rolled = cli(env, "update", "acme", "stripe", "eu", "--new-secret", stdin=NEW_KEY + "\n")
    assert rolled.returncode == 0, rolled.stderr
    assert NEW_KEY not in rolled.stdout + rolled.stderr
    assert refund(client, stripe_b.payment(), "roll-cli", account="eu").json["state"] == \
        "completed"
    assert keys_used(stripe_b) == [NEW_KEY]


def test_a_webhook_secret_is_removed_by_null_and_a_stray_comma_is_refused(client, rdb, stripe_b):
    """Before: a webhook_secret could not be removed once set, and "old,,new" or "s," became
    secrets of their own, one of them empty-ended."""
    from tests.accounts.test_webhooks_accounts import post_stripe
    from tests.support.ops_helpers import stripe_event
    made = add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
               api_base=stripe_b.url, webhook_secret="whsec_one,whsec_two")
    assert made.status_code == 201, made.json
    path = made.json["webhook_url"].split("://", 1)[1].split("/", 1)[1]
    body = stripe_event({"id": "re_none", "object": "refund", "metadata": {}}, "refund.updated")
    assert post_stripe(client, "/" + path, body, "whsec_two").status_code == 200
    sealed = rdb.hget("sst:{acme}:account:stripe:eu", "secret")
    for bad in ("whsec_one,,whsec_two", "whsec_one,", ",whsec_two", "whsec one"):
        refused = client.patch("/v1/accounts/stripe/eu", headers=ALICE,
                               json={"webhook_secret": bad})
        assert refused.status_code == 422 and "webhook_secret" in refused.json["errors"], bad
        assert rdb.hget("sst:{acme}:account:stripe:eu", "secret") == sealed
    removed = client.patch("/v1/accounts/stripe/eu", headers=ALICE, json={"webhook_secret": None})
    assert removed.status_code == 200, removed.json
    answer = post_stripe(client, "/" + path, body, "whsec_two")
    assert answer.status_code == 400 and answer.json["type"].endswith("/invalid-signature")
    trail = client.get("/v1/accounts/stripe/eu", headers=ALICE).json["audit"]
    assert trail[0]["action"] == "update" and trail[0]["fields"] == ["webhook_secret (secret)"]
