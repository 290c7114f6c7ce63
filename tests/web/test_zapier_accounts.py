"""What the README's Zapier guide says about accounts (issue 17), as Webhooks by Zapier sends it:
form bodies and HTTP Basic with the key as user name. A Zap lists the names, names one in the
``account`` row (or leaves the row out for the default), and a platform adds ``stripe_account``
(Stripe Connect). Each account is a simulator of its own; every assertion on where money moved
is made at the simulators.
"""

from __future__ import annotations

import base64
from urllib.parse import urlencode

import pytest
from cryptography.fernet import Fernet

from tests.steps.test_tickets import ours
from tests.support.guard_helpers import OPS_KEYS
from tests.support.helpers import Sim, drain

FORM = "application/x-www-form-urlencoded"
OPS = {"Authorization": "Bearer ops_alice"}
CONNECTED = "acct_1Nv0FGQ9RKHgCVdK"


def zap(key: str = "key_acme") -> dict:
    return {"Authorization": "Basic " + base64.b64encode(f"{key}:".encode()).decode(),
            "Content-Type": FORM}


@pytest.fixture(autouse=True)
def ops_and_encryption(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)  # before the app is built
    monkeypatch.setenv("SURESTEP_ACCOUNTS_KEY", Fernet.generate_key().decode())


@pytest.fixture(scope="module")
def stripe_eu():
    sim = Sim("stripe")
    yield sim
    sim.close()


@pytest.fixture
def eu(client, stripe_eu):
    stripe_eu.reset()
    added = client.post("/v1/accounts", headers=OPS, json={
        "provider": "stripe", "name": "eu", "api_key": "sk_test_euAccount4242",
        "api_base": stripe_eu.url})
    assert added.status_code == 201, added.json
    return stripe_eu


def refund_form(payment: dict, intent: str, *rows: tuple[str, str]) -> str:
    return urlencode([("intent_id", intent), ("payment_intent", payment["payment_intent"]),
                      ("amount", "1200"), ("currency", "usd"), *rows])


def test_a_zap_lists_the_names_and_its_account_row_picks_where_the_refund_lands(client,
                                                                                stripe_sim, eu):
    listed = client.get("/v1/accounts?provider=stripe", headers=zap())
    assert listed.status_code == 200
    assert listed.json == {"data": [{"provider": "stripe", "name": "env", "default": True},
                                    {"provider": "stripe", "name": "eu", "default": False}]}

    at_eu = eu.payment(5000)
    picked = client.post("/v1/refunds", headers=zap(),
                         data=refund_form(at_eu, "zap-eu", ("account", "eu")))
    assert picked.status_code == 200, picked.json
    assert picked.json["state"] == "completed" and picked.json["account"] == "eu"
    assert [r["id"] for r in eu.refunds()] == [picked.json["refund_id"]]
    assert stripe_sim.requests(path="/v1/refunds") == []

    at_env = stripe_sim.payment(5000)
    default = client.post("/v1/refunds", headers=zap(), data=refund_form(at_env, "zap-env"))
    assert default.json["state"] == "completed" and default.json["account"] == "env"
    assert [r["id"] for r in stripe_sim.refunds()] == [default.json["refund_id"]]


@pytest.mark.parametrize("value", ["", "nope"])
def test_an_empty_or_unknown_account_row_is_a_422_and_nothing_moves(client, stripe_sim, rdb,
                                                                    value):
    payment = stripe_sim.payment(5000)
    refused = client.post("/v1/refunds", headers=zap(),
                          data=refund_form(payment, "zap-bad", ("account", value)))
    assert refused.status_code == 422 and "account" in refused.json["errors"]
    if value:  # a well-formed name the tenant does not have
        assert refused.json["type"].endswith("unknown-account")
    assert rdb.keys("*") == [] and stripe_sim.requests(path="/v1/refunds") == []
    assert client.get("/v1/intents/zap-bad", headers=zap()).status_code == 404


def test_stripe_connect_is_one_more_row_and_part_of_the_request(client, stripe_sim):
    stripe_sim.configure(connected_accounts=[CONNECTED])
    payment = stripe_sim.payment(5000, account=CONNECTED)
    first = client.post("/v1/refunds", headers=zap(), data=refund_form(
        payment, "zap-connect", ("stripe_account", CONNECTED)))
    assert first.status_code == 200, first.json
    assert first.json["state"] == "completed" and first.json["stripe_account"] == CONNECTED
    [refund] = stripe_sim.refunds()
    assert refund["stripe_account"] == CONNECTED

    # The same intent without the row (or with another account) is another request: a 422.
    other = client.post("/v1/refunds", headers=zap(), data=refund_form(payment, "zap-connect"))
    assert other.status_code == 422 and "stripe_account" in other.json["errors"]
    assert len(stripe_sim.refunds()) == 1


@pytest.fixture(scope="module")
def zendesk_us():
    sim = Sim("zendesk")  # closed after the app, whose client for it keeps a connection open
    yield sim
    sim.close()


def test_a_ticket_update_names_its_zendesk_account_the_same_way(client, deps, zendesk_sim,
                                                               zendesk_us):
    zendesk_us.reset()
    added = client.post("/v1/accounts", headers=OPS, json={
        "provider": "zendesk", "name": "us", "base_url": zendesk_us.url,
        "email": "ops@example.com", "api_token": "zd-token"})
    assert added.status_code == 201, added.json
    [ticket] = [t["id"] for t in zendesk_us.control("POST", "/_sim/tickets", {"count": 1})["data"]]
    queued = client.post(f"/v1/tickets/{ticket}/updates", headers=zap(), data=urlencode([
        ("intent_id", f"zap-{ticket}"), ("account", "us"),
        ("comment__body", "Your refund is on its way."), ("comment__public", "true")]))
    assert queued.status_code == 202, queued.json
    assert queued.json["account"] == "us"
    drain(deps)
    assert [c["ticket_id"] for c in ours(zendesk_us)] == [ticket]
    assert ours(zendesk_sim) == []
