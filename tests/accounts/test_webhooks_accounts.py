"""Provider webhooks per account: each tenant account has its own URL (shown in its ops view),
verified with that account's webhook_secret, and its events touch only that tenant's entries on
that account. The tenant in the URL is no secret: a tenant can sign anything with its own
account's secret, so an event naming another tenant's (or another account's) intent is
answered as unknown and reads, wakes and changes nothing.

acme's accounts are at the B simulators (``*_b``); globex, the one trying, adds its own
account at the same simulator, with its own secret."""

from __future__ import annotations

import json
import uuid
from urllib.parse import urlsplit

import pytest

from service.inbound import signatures as webhook_signatures
from tests.accounts.conftest import ALICE, GARY, SHOPIFY_B_TOKEN, STRIPE_B_KEY, ZENDESK_B_TOKEN
from tests.accounts.conftest import add as add_account
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.helpers import drain
from tests.support.ops_helpers import (
    WEBHOOK_ENV,
    ZENDESK_SECRET,
    scrape,
    sim_refund,
    stripe_event,
    stripe_signature,
    zendesk_timestamp,
)
from tests.support.shopify_helpers import refund_body

ACME_SECRET = {"stripe": "whsec_acme_eu_0001", "shopify": "shpss_acme_outlet_0001",
               "zendesk": "zd_acme_support_eu_0001"}
GLOBEX_SECRET = {"stripe": "whsec_globex_gx_0001", "shopify": "shpss_globex_gx_0001",
                 "zendesk": "zd_globex_gx_0001"}
ACME_NAME = {"stripe": "eu", "shopify": "outlet", "zendesk": "support-eu"}


@pytest.fixture(autouse=True)
def webhook_secrets(env, monkeypatch):
    for name, value in WEBHOOK_ENV.items():
        monkeypatch.setenv(name, value)


def fields(provider, sim, token):
    return {"stripe": {"api_key": token, "api_base": sim.url},
            "shopify": {"shop_url": sim.url, "access_token": token},
            "zendesk": {"base_url": sim.url, "email": "ops@example.com",
                        "api_token": token}}[provider]


def account(client, headers, provider, name, sim, token, secret=None):
    """Add the account (with ``secret`` as its webhook_secret); its webhook URL's path."""
    extra = {"webhook_secret": secret} if secret else {}
    made = add_account(client, headers, provider=provider, name=name,
                       **fields(provider, sim, token), **extra)
    assert made.status_code == 201, made.json
    return urlsplit(made.json["webhook_url"]).path


def both(client, provider, sim):
    """acme's account and globex's, at the same simulator: (acme's path, globex's path)."""
    token = {"stripe": STRIPE_B_KEY, "shopify": SHOPIFY_B_TOKEN,
             "zendesk": ZENDESK_B_TOKEN}[provider]
    return (account(client, ALICE, provider, ACME_NAME[provider], sim, token,
                    ACME_SECRET[provider]),
            account(client, GARY, provider, "gx", sim, token, GLOBEX_SECRET[provider]))


def post_stripe(client, path, body, secret):
    return client.post(path, data=body, headers={
        "Content-Type": "application/json", "Stripe-Signature": stripe_signature(body, secret)})


def post_shopify(client, path, payload, secret, delivery=None):
    body = json.dumps(payload).encode()
    return client.post(path, data=body, headers={
        "Content-Type": "application/json", "X-Shopify-Topic": "refunds/create",
        "X-Shopify-Webhook-Id": delivery or str(uuid.uuid4()),
        "X-Shopify-Hmac-Sha256": webhook_signatures.sign_shopify(secret, body)})


def post_zendesk(client, path, payload, secret):
    body, stamp = json.dumps(payload).encode(), zendesk_timestamp()
    return client.post(path, data=body, headers={
        "Content-Type": "application/json", "X-Zendesk-Webhook-Signature-Timestamp": stamp,
        "X-Zendesk-Webhook-Signature": webhook_signatures.sign_zendesk(secret, body, stamp)})


def stripe_refund(client, sim, intent, **extra):
    payment = sim.payment(5000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1000,
        "currency": "usd", **extra})
    assert answer.status_code == 200, answer.json
    return answer.json


def history(deps, intent, step="refund"):
    entry = deps.ledger.get("acme", step, intent)
    return entry.state, deps.ledger.history(entry.key)


def snapshot(rdb):
    """Every key and value but the metrics' counters (a refusal is counted)."""
    return {key: rdb.dump(key) for key in rdb.keys("*") if not key.startswith(b"sst:@metrics")}


def test_the_ops_view_shows_each_accounts_webhook_url_and_env_keeps_its_own(client, stripe_b):
    account(client, ALICE, "stripe", "eu", stripe_b, STRIPE_B_KEY, ACME_SECRET["stripe"])
    answer = client.get("/v1/accounts?provider=stripe", headers=ALICE)
    urls = {row["name"]: urlsplit(row["webhook_url"]).path for row in answer.json["data"]}
    assert urls == {"env": "/v1/webhooks/stripe", "eu": "/v1/webhooks/stripe/acme/eu"}
    assert ACME_SECRET["stripe"] not in answer.text
    one = client.get("/v1/accounts/stripe/eu", headers=ALICE).json
    assert urlsplit(one["webhook_url"]).path == "/v1/webhooks/stripe/acme/eu"
    flow = client.get("/v1/accounts?provider=stripe", headers=ACME).json["data"]
    assert all("webhook_url" not in row for row in flow)  # a flow sees names only


def test_a_stripe_event_signed_with_the_accounts_secret_settles_its_refund_once(
        client, stripe_b, deps):
    path, _ = both(client, "stripe", stripe_b)
    stripe_b.configure(refund_pending_s=3600)
    first = stripe_refund(client, stripe_b, "wha-1", account="eu")
    assert first["state"] == "pending"
    stripe_b.control("POST", f"/_sim/refunds/{first['refund_id']}/status",
                     {"status": "succeeded"})
    body = stripe_event(sim_refund(stripe_b, first["refund_id"]), "refund.updated", "evt_a1")
    answer = post_stripe(client, path, body, ACME_SECRET["stripe"])
    assert answer.status_code == 200, answer.json
    assert answer.json == {"received": True, "event_id": "evt_a1", "status": "processed",
                           "outcome": "completed"}
    state, (audit, _) = history(deps, "wha-1")
    assert state == "completed" and audit[-1]["actor"] == "webhook:stripe:eu"
    again = post_stripe(client, path, body, ACME_SECRET["stripe"])
    assert again.json["status"] == "duplicate"
    counted = scrape(client)[("surestep_webhooks_total", (
        ("account", "acme:eu"), ("outcome", "completed"), ("provider", "stripe")))]
    assert counted == 1


def test_a_signature_made_with_another_accounts_secret_is_400_and_changes_nothing(
        client, stripe_b, deps, rdb):
    path, globex_path = both(client, "stripe", stripe_b)
    stripe_b.configure(refund_pending_s=3600)
    first = stripe_refund(client, stripe_b, "wha-2", account="eu")
    rid = first["refund_id"]
    stripe_b.control("POST", f"/_sim/refunds/{rid}/status", {"status": "succeeded"})
    body = stripe_event(sim_refund(stripe_b, rid), "refund.updated", "evt_a2")
    before, reads = snapshot(rdb), len(stripe_b.requests("GET", f"/v1/refunds/{rid}"))
    attempts = {"globex's secret at acme's URL": (path, GLOBEX_SECRET["stripe"]),
                "the environment's secret at acme's URL": (path, "whsec_new_secret"),
                "acme's secret at the environment's URL": ("/v1/webhooks/stripe",
                                                           ACME_SECRET["stripe"]),
                "acme's secret at globex's URL": (globex_path, ACME_SECRET["stripe"])}
    for name, (where, secret) in attempts.items():
        answer = post_stripe(client, where, body, secret)
        assert answer.status_code == 400, name
        assert answer.json["type"].endswith("/invalid-signature"), name
    assert snapshot(rdb) == before  # no entry moved, no event id spent
    assert len(stripe_b.requests("GET", f"/v1/refunds/{rid}")) == reads  # not even a read
    assert history(deps, "wha-2")[0] == "pending"


def test_a_url_naming_no_account_or_one_without_a_secret_answers_as_a_wrong_signature(
        client, accounts_b, stripe_b, rdb):
    """Which tenants and accounts exist cannot be learnt from the webhook URLs: a URL naming
    no account of the tenant, or an account without a webhook_secret (acme's ``eu`` here), is
    answered exactly as a wrong signature at acme's real ``us`` URL is, signed or not; only
    names that can never be an account's are 404. Nothing is written, and names anyone can
    write share one metrics label."""
    account(client, ALICE, "stripe", "us", stripe_b, STRIPE_B_KEY, ACME_SECRET["stripe"])
    body = b'{"id": "evt_none", "type": "refund.updated"}'
    before = snapshot(rdb)

    def answer(path, headers):
        got = client.post(path, data=body, headers={"Content-Type": "application/json",
                                                    **headers})
        return got.status_code, got.mimetype, got.json["type"], got.json["detail"]

    for headers in ({"Stripe-Signature": stripe_signature(body, "whsec_anything")}, {}):
        real = answer("/v1/webhooks/stripe/acme/us", headers)
        assert real[:2] == (400, "application/problem+json"), real
        assert real[2].endswith("/invalid-signature"), real
        for path in ("/v1/webhooks/stripe/acme/nope", "/v1/webhooks/stripe/globex/us",
                     "/v1/webhooks/stripe/nobody/us", "/v1/webhooks/stripe/acme/eu",
                     "/v1/webhooks/shopify/acme/us"):
            assert answer(path, headers)[:3] == real[:3], path
            if path.startswith("/v1/webhooks/stripe/"):
                assert answer(path, headers) == real, path  # the very same words
    for path in ("/v1/webhooks/stripe/acme/env", "/v1/webhooks/stripe/ac:me/eu",
                 "/v1/webhooks/stripe/acme/EU"):
        missing = post_stripe(client, path, body, "whsec_anything")
        assert missing.status_code == 404, path
        assert missing.mimetype == "application/problem+json", path
    assert snapshot(rdb) == before
    refused = {dict(labels)["account"] for (name, labels) in scrape(client)
               if name == "surestep_webhooks_total" and ("outcome", "refused") in labels}
    assert refused == {"-"}  # before: {"acme:us", "acme:eu", "unknown"}, an oracle of names


def test_one_tenants_signed_event_never_touches_another_tenants_intent(client, stripe_b, deps):
    path, globex_path = both(client, "stripe", stripe_b)
    done = stripe_refund(client, stripe_b, "wha-3", account="eu")
    rid = done["refund_id"]
    stripe_b.control("POST", f"/_sim/refunds/{rid}/status", {"status": "failed"})
    # globex signs, with its own secret, the very event Stripe would send acme
    body = stripe_event(sim_refund(stripe_b, rid), "refund.failed", "evt_shared")
    assert b'"surestep_tenant": "acme"' in body
    before, reads = history(deps, "wha-3"), len(stripe_b.requests("GET", f"/v1/refunds/{rid}"))
    forged = post_stripe(client, globex_path, body, GLOBEX_SECRET["stripe"])
    assert forged.status_code == 200 and forged.json["outcome"] == "unknown_intent"
    assert history(deps, "wha-3") == before  # still completed, nothing recorded
    assert len(stripe_b.requests("GET", f"/v1/refunds/{rid}")) == reads
    assert client.get("/v1/escalations", headers=ACME).json["data"] == []
    # acme's own event, with the id globex used: not spent by globex, handled
    real = post_stripe(client, path, body, ACME_SECRET["stripe"])
    assert real.json["status"] == "processed" and real.json["outcome"] == "reversed"
    assert history(deps, "wha-3")[0] == "failed"


def test_an_event_touches_only_intents_on_its_own_account(client, stripe_sim, stripe_b, deps):
    path, _ = both(client, "stripe", stripe_b)
    on_env = stripe_refund(client, stripe_sim, "wha-env")
    on_eu = stripe_refund(client, stripe_b, "wha-eu", account="eu")
    for sim, done in ((stripe_sim, on_env), (stripe_b, on_eu)):
        sim.control("POST", f"/_sim/refunds/{done['refund_id']}/status", {"status": "failed"})
    env_event = stripe_event(sim_refund(stripe_sim, on_env["refund_id"]), "refund.failed")
    eu_event = stripe_event(sim_refund(stripe_b, on_eu["refund_id"]), "refund.failed")
    before = history(deps, "wha-env"), history(deps, "wha-eu")
    reads = len(stripe_sim.requests("GET")), len(stripe_b.requests("GET"))
    # acme's eu account signs an event about acme's intent on env, and env one about eu's
    crossed = [post_stripe(client, path, env_event, ACME_SECRET["stripe"]),
               post_stripe(client, "/v1/webhooks/stripe", eu_event, "whsec_new_secret")]
    assert [r.json["outcome"] for r in crossed] == ["unknown_intent", "unknown_intent"]
    assert (history(deps, "wha-env"), history(deps, "wha-eu")) == before
    assert (len(stripe_sim.requests("GET")), len(stripe_b.requests("GET"))) == reads
    # each at its own URL: handled
    assert post_stripe(client, path, eu_event, ACME_SECRET["stripe"]).json["outcome"] == "reversed"
    at_env = post_stripe(client, "/v1/webhooks/stripe", env_event, "whsec_new_secret")
    assert at_env.json["outcome"] == "reversed"


def test_shopify_refund_webhook_per_account(client, shopify_b, deps):
    path, globex_path = both(client, "shopify", shopify_b)
    shopify_b.configure(refund_pending_s=3600)
    first = client.post("/v1/refunds", headers=ACME, json=refund_body(
        shopify_b.order(5000), intent="wha-shop", account="outlet")).json
    assert first["state"] == "pending", first
    [sim] = shopify_b.refunds()
    shopify_b.set_status(sim["transactions"][0]["id"], "SUCCESS")
    payload = {"id": 890088186, "order_id": 450789469, "note": sim["note"],
               "admin_graphql_api_id": sim["id"], "transactions": []}
    before, calls = history(deps, "wha-shop"), len(shopify_b.requests())
    outside = [post_shopify(client, globex_path, payload, GLOBEX_SECRET["shopify"]),
               post_shopify(client, "/v1/webhooks/shopify", payload, WEBHOOK_ENV[
                   "SHOPIFY_WEBHOOK_SECRET"])]
    assert [r.json["outcome"] for r in outside] == ["unknown_intent", "unknown_intent"]
    wrong = post_shopify(client, path, payload, GLOBEX_SECRET["shopify"])
    assert wrong.status_code == 400
    assert history(deps, "wha-shop") == before and len(shopify_b.requests()) == calls
    ok = post_shopify(client, path, payload, ACME_SECRET["shopify"])
    assert ok.json["outcome"] == "completed"
    state, (audit, _) = history(deps, "wha-shop")
    assert state == "completed" and audit[-1]["actor"] == "webhook:shopify:outlet"
    assert len(shopify_b.creates()) == 1


def test_a_zendesk_event_wakes_only_its_accounts_updates(client, zendesk_b, deps):
    path, globex_path = both(client, "zendesk", zendesk_b)
    [ticket] = new_tickets(zendesk_b, 1)
    queued = client.post(f"/v1/tickets/{ticket}/updates", headers=ACME, json={
        "intent_id": "wha-zd", "account": "support-eu", "comment": {"body": "On its way"}})
    assert queued.status_code == 202, queued.json

    def event():
        return {"type": "zen:event-type:ticket.status_changed", "account_id": 1,
                "id": str(uuid.uuid4()), "subject": f"zen:ticket:{ticket}",
                "detail": {"id": str(ticket)}, "time": zendesk_timestamp()}

    jobs = deps.queue.count
    # globex's account, and the environment's Zendesk (where this number is another ticket)
    outside = [post_zendesk(client, globex_path, event(), GLOBEX_SECRET["zendesk"]),
               post_zendesk(client, "/v1/webhooks/zendesk", event(), ZENDESK_SECRET)]
    assert [r.json["outcome"] for r in outside] == ["nothing_waiting", "nothing_waiting"]
    assert post_zendesk(client, path, event(), ZENDESK_SECRET).status_code == 400
    assert deps.queue.count == jobs  # nothing woken
    woke = post_zendesk(client, path, event(), ACME_SECRET["zendesk"])
    assert woke.status_code == 200 and woke.json["outcome"] == "woke"
    assert deps.queue.count == jobs + 1
    drain(deps)
    assert deps.ledger.get("acme", "ticket_update", "wha-zd").state == "completed"
    assert [c["body"] for c in zendesk_b.control("GET", "/_sim/comments")["data"]] == [
        "On its way"]


def test_an_accounts_rolled_secret_verifies_from_either_side_of_the_roll(client, stripe_b):
    path = account(client, ALICE, "stripe", "eu", stripe_b, STRIPE_B_KEY,
                   "whsec_eu_old_0001,whsec_eu_new_0001")
    for secret in ("whsec_eu_old_0001", "whsec_eu_new_0001"):
        body = stripe_event({"id": "ch_1", "object": "charge"}, "charge.succeeded")
        assert post_stripe(client, path, body, secret).json["outcome"] == "ignored", secret
    body = stripe_event({"id": "ch_1", "object": "charge"}, "charge.succeeded")
    assert post_stripe(client, path, body, "whsec_eu_old_0001,whsec_eu_new_0001").status_code == 400
