"""Make picks the account (issue 17), against the service: the List accounts RPC agrees with
``/openapi.json`` (and a changed list endpoint is caught), and run for real it lists the
tenant's accounts; a refund or a ticket update whose Account field names one lands in that
account's own simulator, the empty choice in the tenant's default, a name the tenant does not
have nowhere (a ``DataError``). Accounts are added by a person's ops key, as ops add them.
"""

from __future__ import annotations

import copy

import httpx
import pytest
from cryptography.fernet import Fernet

from connectors.zendesk import MARKER
from service.web.app import create_app
from tests.integrations.make.make_app import MakeApp, MakeError, run_module, shape_diff
from tests.integrations.make.make_contract import module_problems, resolve
from tests.integrations.make.make_rpc import rpc_problems, run_rpc
from tests.support.guard_helpers import OPS_KEYS
from tests.support.helpers import Sim, drain
from tests.support.shopify_helpers import ShopifySim

APP = MakeApp.load()
OPS = {"Authorization": "Bearer ops_alice"}  # acme's person (SURESTEP_OPS_KEYS)
STRIPE_OPTIONS = "rpc://listAccounts?provider=stripe"
ZENDESK_OPTIONS = "rpc://listAccounts?provider=zendesk"
CONNECTED = "acct_1Nv0FGQ9RKHgCVdK"


# -- the contract ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def openapi() -> dict:
    app = create_app({"REDIS_URL": "redis://127.0.0.1:9", "SURESTEP_API_KEYS": "t:k"})
    try:
        return app.test_client().get("/openapi.json").json
    finally:
        app.extensions["surestep"].close()


def test_the_rpc_matches_the_service(openapi):
    assert rpc_problems(openapi, APP, "listAccounts") == []


def _listing(doc) -> dict:
    return doc["paths"]["/v1/accounts"]["get"]


def _answer(doc) -> dict:
    return resolve(doc, _listing(doc)["responses"]["200"]["content"]["application/json"][
        "schema"])


def _items(doc) -> dict:
    return resolve(doc, _answer(doc)["properties"]["data"]["items"])


def _query(doc) -> dict:
    [provider] = [p for p in _listing(doc)["parameters"] if p["name"] == "provider"]
    return provider


RPC_CHANGES = {
    "the list moves": (lambda d: d["paths"].update(
        {"/v1/account-names": d["paths"].pop("/v1/accounts")}), "is not an operation"),
    "an account's name is renamed": (lambda d: _items(d)["properties"].update(
        label=_items(d)["properties"].pop("name")), "item.name is not a field"),
    "the default flag goes": (lambda d: _items(d)["properties"].pop("default"),
                              "item.default is not a field"),
    "the list is no longer under data": (lambda d: _answer(d)["properties"].update(
        accounts=_answer(d)["properties"].pop("data")), "body.data is not in the answer"),
    "a provider the RPC does not offer": (lambda d: resolve(d, _query(d)["schema"])[
        "enum"].append("paypal"), "does not offer ['paypal']"),
    "the provider filter is renamed": (lambda d: _query(d).update(name="kind"),
                                       "query provider: not a query parameter"),
}


@pytest.mark.parametrize("change", sorted(RPC_CHANGES))
def test_changing_the_list_without_the_rpc_is_caught(openapi, change):
    mutate, expected = RPC_CHANGES[change]
    changed = copy.deepcopy(openapi)
    mutate(changed)
    problems = rpc_problems(changed, APP, "listAccounts")
    assert any(expected in p for p in problems), problems


FREE_FORM = {"output.reasons[]": "Reason", "output.escalation": None}


@pytest.mark.parametrize("module_id,schema,field", [
    ("createRefund", "StripeRefundRequest", "account"),
    ("createRefund", "StripeRefundRequest", "stripe_account"),
    ("createRefund", "ShopifyRefundRequest", "account"),
    ("postTicketUpdate", "TicketUpdateRequest", "account"),
    ("postBulkTicketUpdate", "BulkTicketUpdateRequest", "account"),
])
def test_an_account_field_the_service_stops_taking_is_caught(openapi, module_id, schema, field):
    assert module_problems(openapi, APP, module_id, free_form=FREE_FORM) == []
    changed = copy.deepcopy(openapi)
    changed["components"]["schemas"][schema]["properties"].pop(field)
    problems = module_problems(changed, APP, module_id, free_form=FREE_FORM)
    assert any(f"body.{field}: not a field" in p for p in problems), problems


# -- run against the service ----------------------------------------------------------------

@pytest.fixture(autouse=True)
def ops_and_encryption(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)  # before the app is built
    monkeypatch.setenv("SURESTEP_ACCOUNTS_KEY", Fernet.generate_key().decode())


@pytest.fixture(scope="module")
def stripe_eu_session():
    sim = Sim("stripe")  # a second Stripe account: its own simulator
    yield sim
    sim.close()


@pytest.fixture
def stripe_eu(stripe_eu_session):
    stripe_eu_session.reset()
    yield stripe_eu_session
    stripe_eu_session.reset()


@pytest.fixture(scope="module")
def zendesk_us_session():
    sim = Sim("zendesk")
    yield sim
    sim.close()


@pytest.fixture
def zendesk_us(zendesk_us_session):
    zendesk_us_session.reset()
    yield zendesk_us_session
    zendesk_us_session.reset()


@pytest.fixture(scope="module")
def shop_b_session():
    sim = ShopifySim()
    yield sim
    sim.close()


@pytest.fixture
def shop_b(shop_b_session):
    shop_b_session.reset()
    yield shop_b_session
    shop_b_session.reset()


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


def add_account(live, http, body: dict) -> dict:
    response = http.post(f"{live.url}/v1/accounts", json=body, headers=OPS)
    assert response.status_code == 201, response.text
    return response.json()


@pytest.fixture
def eu(live, http, stripe_eu):
    """acme's second Stripe account, ``eu``, at its own simulator."""
    return add_account(live, http, {"provider": "stripe", "name": "eu",
                                    "api_key": "sk_test_euAccount4242", "api_base": stripe_eu.url})


def refund_params(payment: dict, intent: str, **extra) -> dict:
    return {"intent_id": intent, "ticket_id": "48213", "provider": "stripe",
            "payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd",
            **extra}


def stripe_posts(sim) -> list:
    return sim.requests("POST", "/v1/refunds")


def test_the_picker_lists_the_tenants_accounts_and_follows_the_default(live, http, connection,
                                                                      eu):
    options = run_rpc(APP, STRIPE_OPTIONS, {"provider": "stripe"}, connection, http)
    assert options == [{"label": "env (default)", "value": "env"}, {"label": "eu", "value": "eu"}]
    assert run_rpc(APP, ZENDESK_OPTIONS, {}, connection, http) == [
        {"label": "env (default)", "value": "env"}]
    # Another tenant's picker never shows acme's accounts.
    globex = {**connection, "apiKey": "key_globex"}
    assert run_rpc(APP, STRIPE_OPTIONS, {}, globex, http) == [
        {"label": "env (default)", "value": "env"}]

    made = http.put(f"{live.url}/v1/accounts/stripe/eu/default", headers=OPS)
    assert made.status_code == 200, made.text
    assert run_rpc(APP, STRIPE_OPTIONS, {}, connection, http) == [
        {"label": "env", "value": "env"}, {"label": "eu (default)", "value": "eu"}]

    with pytest.raises(MakeError) as refused:
        run_rpc(APP, STRIPE_OPTIONS, {}, {**connection, "apiKey": "wrong"}, http)
    assert refused.value.type == "InvalidAccessTokenError"  # the Base's errors, for RPCs too


def test_a_refund_lands_in_the_account_it_picked_and_the_empty_choice_in_the_default(
        connection, http, stripe_sim, stripe_eu, eu):
    at_eu = stripe_eu.payment(5000)
    picked = run_module(APP, "createRefund", refund_params(at_eu, "zendesk-1-eu", account="eu"),
                        connection, http).output
    assert picked["state"] == "completed" and picked["account"] == "eu"
    [refund] = stripe_eu.refunds()
    assert refund["id"] == picked["refund_id"] and refund["api_key"] == "sk_test_euAccount4242"
    assert stripe_sim.refunds() == [] and stripe_posts(stripe_sim) == []
    assert shape_diff(picked, APP.modules["createRefund"].samples) == []

    at_env = stripe_sim.payment(5000)
    default = run_module(APP, "createRefund", refund_params(at_env, "zendesk-2"), connection,
                         http).output
    assert default["state"] == "completed" and default["account"] == "env"
    assert [r["id"] for r in stripe_sim.refunds()] == [default["refund_id"]]
    assert len(stripe_eu.refunds()) == 1

    # The account is part of the request: the same Intent ID in another account is refused.
    with pytest.raises(MakeError) as moved:
        run_module(APP, "createRefund", refund_params(at_env, "zendesk-2", account="eu"),
                   connection, http)
    assert moved.value.type == "DataError" and "account" in moved.value.message
    assert len(stripe_eu.refunds()) == 1 and len(stripe_sim.refunds()) == 1

    # eu's payment is not env's: the default account cannot find it and moves no money.
    other = run_module(APP, "createRefund", refund_params(at_eu, "zendesk-3"), connection,
                       http).output
    assert other["state"] == "failed" and len(stripe_eu.refunds()) == 1


def test_a_shopify_refund_lands_in_the_shop_it_picked(live, http, connection, shopify_sim,
                                                      shop_b):
    shop_b.accept_tokens("shpat_brandB4242")  # brand-b's own token, no other
    add_account(live, http, {"provider": "shopify", "name": "brand-b", "shop_url": shop_b.url,
                             "access_token": "shpat_brandB4242"})
    shopify = "rpc://listAccounts?provider=shopify"
    assert run_rpc(APP, shopify, {"provider": "shopify"}, connection, http) == [
        {"label": "env (default)", "value": "env"}, {"label": "brand-b", "value": "brand-b"}]
    order = shop_b.order(5000)
    out = run_module(APP, "createRefund", {
        "intent_id": "shop-b-1", "provider": "shopify", "account": "brand-b",
        "order_id": order["id"], "amount": 1200, "currency": "usd"}, connection, http).output
    assert out["state"] == "completed" and out["account"] == "brand-b"
    assert [r["id"] for r in shop_b.refunds()] == [out["refund_id"]]
    assert shopify_sim.creates() == []


def test_stripe_connect_refunds_as_the_connected_account(connection, http, stripe_sim):
    stripe_sim.configure(connected_accounts=[CONNECTED])
    payment = stripe_sim.payment(5000, account=CONNECTED)
    out = run_module(APP, "createRefund", refund_params(payment, "zendesk-4",
                                                        stripe_account=CONNECTED),
                     connection, http).output
    assert out["state"] == "completed"
    assert out["account"] == "env" and out["stripe_account"] == CONNECTED
    [refund] = stripe_sim.refunds()
    assert refund["stripe_account"] == CONNECTED


def test_an_account_the_tenant_does_not_have_is_a_data_error_and_sends_nothing(
        live, http, connection, stripe_sim, stripe_eu, rdb):
    payment = stripe_sim.payment(5000)
    with pytest.raises(MakeError) as refused:
        run_module(APP, "createRefund", refund_params(payment, "zendesk-5", account="eu"),
                   connection, http)
    assert refused.value.type == "DataError" and refused.value.status == 422
    assert "Fields: account." in refused.value.message
    assert stripe_sim.requests() == [] and stripe_eu.requests() == []  # nothing sent
    assert rdb.keys("*") == []  # nothing written
    intent = http.get(f"{live.url}/v1/intents/zendesk-5", headers={
        "Authorization": "Bearer key_acme"})
    assert intent.status_code == 404


def test_a_ticket_update_lands_in_the_zendesk_account_it_picked(live, http, connection, deps,
                                                               zendesk_sim, zendesk_us):
    add_account(live, http, {"provider": "zendesk", "name": "us", "base_url": zendesk_us.url,
                             "email": "ops@example.com", "api_token": "zd-token"})
    assert run_rpc(APP, ZENDESK_OPTIONS, {}, connection, http) == [
        {"label": "env (default)", "value": "env"}, {"label": "us", "value": "us"}]
    [ticket] = [t["id"] for t in zendesk_us.control("POST", "/_sim/tickets", {"count": 1})["data"]]
    params = {"ticket_id": ticket, "intent_id": f"zendesk-{ticket}-us", "account": "us",
              "comment": {"body": "Your refund is on its way.", "public": True}, "wait": 0}
    queued = run_module(APP, "postTicketUpdate", params, connection, http).output
    assert queued["account"] == "us"
    drain(deps)
    done = run_module(APP, "waitForJob", {"job_id": queued["job_id"], "wait": 25}, connection,
                      http).output
    assert done["state"] == "completed" and done["account"] == "us"
    assert shape_diff(done, APP.modules["waitForJob"].samples) == []

    def comments(sim):
        return [c for c in sim.control("GET", "/_sim/comments")["data"] if MARKER in c["custom"]]

    assert [c["ticket_id"] for c in comments(zendesk_us)] == [ticket]
    assert comments(zendesk_sim) == []
