"""Accounts per tenant: a second simulator of each provider (each its own process, so its own
account), the encryption key, and the people's ops keys."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from tests.support.helpers import Sim
from tests.support.shopify_helpers import ShopifySim

ACCOUNTS_KEY = Fernet.generate_key().decode()
OPS_KEYS = "acme:alice:ops_acme,globex:gary:ops_globex"
ALICE = {"Authorization": "Bearer ops_acme"}
GARY = {"Authorization": "Bearer ops_globex"}
STRIPE_B_KEY = "sk_test_accountBsecret0001"
SHOPIFY_B_TOKEN = "shpat_accountBtoken0001"
ZENDESK_B_TOKEN = "zd-b-token-secret-0001"


@pytest.fixture
def env(env, monkeypatch):
    """The suite's environment, with accounts enabled and the ops keys of both tenants."""
    extra = {"SURESTEP_ACCOUNTS_KEY": ACCOUNTS_KEY, "SURESTEP_OPS_KEYS": OPS_KEYS}
    for name, value in extra.items():
        monkeypatch.setenv(name, value)
    return {**env, **extra}


def _session(make):
    sim = make()
    yield sim
    sim.close()


@pytest.fixture(scope="session")
def stripe_b_session():
    yield from _session(lambda: Sim("stripe"))


@pytest.fixture(scope="session")
def shopify_b_session():
    yield from _session(ShopifySim)


@pytest.fixture(scope="session")
def zendesk_b_session():
    yield from _session(lambda: Sim("zendesk"))


def _fresh(sim):
    sim.reset()
    yield sim
    sim.reset()


@pytest.fixture
def stripe_b(stripe_b_session):
    yield from _fresh(stripe_b_session)


@pytest.fixture
def shopify_b(shopify_b_session):
    yield from _fresh(shopify_b_session)


@pytest.fixture
def zendesk_b(zendesk_b_session):
    yield from _fresh(zendesk_b_session)


def add(client, headers, **body):
    return client.post("/v1/accounts", json=body, headers=headers)


@pytest.fixture
def accounts_b(client, stripe_b, shopify_b, zendesk_b):
    """acme's second account of each provider, each at its own simulator: stripe ``eu``,
    shopify ``outlet``, zendesk ``support-eu``."""
    made = [add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
                api_base=stripe_b.url),
            add(client, ALICE, provider="shopify", name="outlet", shop_url=shopify_b.url,
                access_token=SHOPIFY_B_TOKEN),
            add(client, ALICE, provider="zendesk", name="support-eu", base_url=zendesk_b.url,
                email="eu@example.com", api_token=ZENDESK_B_TOKEN)]
    assert [r.status_code for r in made] == [201, 201, 201], [r.get_json() for r in made]
    return {"stripe": stripe_b, "shopify": shopify_b, "zendesk": zendesk_b}
