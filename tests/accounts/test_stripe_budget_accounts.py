"""The Stripe budget as the service uses it: one per Stripe key, whoever holds it. A web request
waits for it at most STRIPE_MAX_WAIT_S, then answers unknown / rate_limited with nothing sent at
Stripe, and its retry completes once there is room; two tenants' accounts on the same key share
one budget (keyed by the key, never by our tenant name), and another key has its own.

Another process's requests are stood in for by a ``StripeBudget`` of the same key on its own
Redis connection, holding places as requests in flight do."""

from __future__ import annotations

import time

import pytest
import redis

from service.ledger.stripe_budget import Limits, StripeBudget
from tests.accounts.conftest import ALICE, GARY, STRIPE_B_KEY, add
from tests.accounts.test_isolation import refund
from tests.support.constants import ACME, GLOBEX

LIMIT = 5  # a refund needs up to 4 calls (read, lookup, create, read-back)


@pytest.fixture
def env(env, monkeypatch):
    extra = {"STRIPE_RATE_TEST": str(LIMIT), "STRIPE_MAX_WAIT_S": "0.3"}
    for name, value in extra.items():
        monkeypatch.setenv(name, value)
    return {**env, **extra}


@pytest.fixture
def elsewhere(redis_url):
    """Another process's requests on a key: ``hold(key)`` takes every place (waiting, as the
    budget does, for any still held), ``free()`` answers them a second ago (their places free)."""
    client, held = redis.Redis.from_url(redis_url), []

    class Elsewhere:
        def hold(self, key: str) -> None:
            budget = StripeBudget(client, key, Limits(test=LIMIT), max_wait_s=5, hold_s=30)
            held.extend((budget, budget.acquire("GET /v1/balance")) for _ in range(LIMIT))

        def free(self) -> None:
            for budget, place in held:
                budget.release(place)  # frees AFTER_S (1 s) after the answer, by Redis's clock:
                for key in place.keys:  # its last second is moved into the past instead
                    client.zadd(key, {place.member: 0}, xx=True)
            held.clear()

    yield Elsewhere()
    client.close()


def test_past_the_wait_a_refund_is_rate_limited_with_nothing_sent_and_its_retry_completes(
        client, stripe_sim, elsewhere):
    payment = stripe_sim.payment(amount=5000)
    elsewhere.hold("sk_test_surestep")  # the environment's key, busy in other processes
    started = time.monotonic()
    answer = refund(client, payment, "budget-1")
    assert time.monotonic() - started < 2  # waited at most STRIPE_MAX_WAIT_S, not for room
    assert answer.status_code == 200, answer.json
    body = answer.json
    assert (body["state"], body["provider_status"], body["next"]) == (
        "unknown", "rate_limited", "retry")
    assert body["retry_after"] >= 1 and "no refund was sent" in body["detail"]
    assert stripe_sim.requests() == []  # not even the payment's read reached Stripe
    elsewhere.free()
    again = refund(client, payment, "budget-1")
    assert again.json["state"] == "completed", again.json
    assert [r["payment_intent"] for r in stripe_sim.refunds()] == [payment["payment_intent"]]


def test_two_tenants_accounts_on_one_key_share_its_budget_and_another_key_has_its_own(
        client, stripe_sim, stripe_b, elsewhere):
    made = [add(client, ALICE, provider="stripe", name="eu", api_key=STRIPE_B_KEY,
                api_base=stripe_b.url),
            add(client, GARY, provider="stripe", name="shared", api_key=STRIPE_B_KEY,
                api_base=stripe_b.url)]
    assert [r.status_code for r in made] == [201, 201], [r.get_json() for r in made]
    # the accounts' checks (GET /v1/balance) may still hold places: hold() waits them out
    at_b, at_a = stripe_b.payment(amount=5000), stripe_sim.payment(amount=5000)
    sent = len(stripe_b.requests())
    elsewhere.hold(STRIPE_B_KEY)
    acme = refund(client, at_b, "shared-acme", account="eu")
    globex = refund(client, at_b, "shared-globex", headers=GLOBEX, account="shared")
    assert acme.json["provider_status"] == globex.json["provider_status"] == "rate_limited"
    assert len(stripe_b.requests()) == sent and stripe_b.refunds() == []
    own = refund(client, at_a, "own-key", headers=ACME)  # the environment's key: its own
    assert own.json["state"] == "completed", own.json
    elsewhere.free()
    assert refund(client, at_b, "shared-acme", account="eu").json["state"] == "completed"
    assert len(stripe_b.refunds()) == 1
