"""The shared Stripe rate budget against a real Redis (its clock is Redis's own TIME, so these
run in real time, a place freeing a second after its answer), and the connector spending it
against the Stripe simulator over real HTTP."""

from __future__ import annotations

import random
import threading
import time

import pytest
import redis

from connectors.errors import RateLimited
from connectors.stripe import StripeRefunds
from sandbox.embedded_redis import EmbeddedRedis
from service import config
from service.errors import ConfigError
from service.ledger.stripe_budget import AFTER_S, POLL_S, BudgetWait, Limits, StripeBudget

KEY = "sk_test_budget"
SMALL = Limits(live=8, test=4, endpoint=3)


@pytest.fixture
def make(redis_url, rdb):
    clients = []

    def build(api_key: str = KEY, limits: Limits = SMALL, max_wait_s: float = 0.0,
              hold_s: float = 5.0, sleep=time.sleep) -> StripeBudget:
        client = redis.Redis.from_url(redis_url)  # one client per "process"
        clients.append(client)
        return StripeBudget(client, api_key, limits, max_wait_s=max_wait_s, hold_s=hold_s,
                            sleep=sleep)

    yield build
    for client in clients:
        client.close()


def spend(budget: StripeBudget, endpoints: list[str], answered: bool = False) -> list[str]:
    """The endpoints the budget let through at once (max_wait_s 0: the others raise), left in
    flight, or ``answered`` (released)."""
    passed = []
    for endpoint in endpoints:
        try:
            place = budget.acquire(endpoint)
        except BudgetWait:
            continue
        passed.append(endpoint)
        if answered:
            budget.release(place)
    return passed


def test_processes_holding_one_key_share_its_places(make):
    a, b = make(), make()
    first = a.acquire("GET /a")
    assert spend(a, ["GET /b"]) == ["GET /b"]
    assert spend(b, ["GET /c", "GET /d", "GET /e"]) == ["GET /c", "GET /d"]  # test mode: 4
    with pytest.raises(BudgetWait) as in_flight:
        a.acquire("GET /f")
    assert in_flight.value.seconds == POLL_S  # every place in flight: look again soon
    a.release(first)  # answered: its place frees a second from now
    with pytest.raises(BudgetWait) as answered:
        b.acquire("GET /f")
    assert 0.8 * AFTER_S < answered.value.seconds <= AFTER_S


def test_a_live_key_has_the_live_limit_and_another_key_its_own_budget(make):
    live, test = make("sk_live_budget"), make("sk_test_other")
    assert (live.mode, live.limit, test.mode, test.limit) == ("live", 8, "test", 4)
    assert len(spend(live, [f"GET /{n}" for n in range(12)])) == 8
    assert len(spend(test, [f"GET /{n}" for n in range(12)])) == 4  # not spent by the live one
    assert len(spend(make("rk_live_budget"), ["GET /x"])) == 1  # a restricted key: its own
    assert make("sk_live_budget").account == live.account  # keyed by the key alone


def test_one_endpoint_is_held_to_its_own_limit_within_the_account(make):
    live = make("sk_live_endpoint")
    assert spend(live, ["POST /v1/refunds"] * 5) == ["POST /v1/refunds"] * 3
    assert spend(live, ["GET /v1/refunds/{id}"] * 6) == ["GET /v1/refunds/{id}"] * 3
    assert len(spend(live, ["GET /v1/balance"] * 6)) == 2  # the account's 8 are spent


def test_a_waiting_request_goes_once_the_window_has_moved(make):
    slept = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        time.sleep(seconds)

    budget = make(max_wait_s=5.0, sleep=sleep)
    spend(budget, [f"GET /{n}" for n in range(4)], answered=True)
    started = time.monotonic()
    waited = budget.acquire("GET /late").waited_s
    assert 0.8 * AFTER_S < waited <= time.monotonic() - started + 0.01
    # what the budget chose to wait: a window and no more (a loaded machine may oversleep it)
    assert slept and sum(slept) < AFTER_S + 0.3


def test_a_request_never_answered_keeps_its_place_for_its_hold(make):
    budget, sent = make(hold_s=0.5), time.monotonic()
    spend(budget, [f"GET /{n}" for n in range(4)])  # no answers: they may still reach Stripe
    assert spend(budget, ["GET /x"]) == []
    make(max_wait_s=5.0).acquire("GET /x")  # the budget's own wait for the first free place
    assert time.monotonic() - sent >= 0.45  # ... which came when the hold ran out, not before


def test_no_second_sees_more_than_the_limit_however_requests_are_delayed(make):
    """Six "processes" whose requests reach Stripe up to 0.3 s after their reservation and
    whose answers take up to 0.3 s more: however a second is cut, it holds at most the
    limit's arrivals (a budget of send times alone would let a late one land with the next)."""
    arrivals: list[float] = []
    lock = threading.Lock()

    def process(seed: int) -> None:
        budget, rng = make(max_wait_s=30.0), random.Random(seed)
        for _ in range(4):
            place = budget.acquire("GET /v1/refunds/{id}")
            time.sleep(rng.uniform(0, 0.3))
            with lock:
                arrivals.append(time.monotonic())
            time.sleep(rng.uniform(0, 0.3))
            budget.release(place)

    threads = [threading.Thread(target=process, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    arrivals.sort()
    busiest = max(sum(1 for b in arrivals if a <= b < a + 1.0) for a in arrivals)
    assert len(arrivals) == 24 and busiest <= 3  # the endpoint's limit (SMALL: 3)


def test_a_429_from_stripe_holds_every_process_for_its_retry_after(make):
    a, b = make(), make()
    blocked = time.monotonic()
    a.blocked(0.6)
    with pytest.raises(BudgetWait) as held:
        b.acquire("GET /x")
    assert 0.3 < held.value.seconds <= 0.6
    make(max_wait_s=5.0).acquire("GET /x")  # the budget's own wait: until the block ends
    assert time.monotonic() - blocked >= 0.55


def test_redis_holds_a_fingerprint_of_the_key_never_the_key(make, rdb):
    spend(make(), ["POST /v1/refunds"])
    make().blocked(1)
    names = [k.decode() for k in rdb.keys("*")]
    assert names and all(KEY not in n for n in names)
    assert all(n.startswith("sst:rl:stripe:{") for n in names)  # one hash slot per account


# ----- the connector spends it -----------------------------------------------------------

def test_past_the_wait_nothing_is_sent_and_the_error_says_retry(make, stripe_sim):
    pi = stripe_sim.payment(5000)["payment_intent"]
    client = StripeRefunds(KEY, stripe_sim.url, 2.0, make())
    try:
        client.payment(payment_intent=pi, charge=None)
        spend(client.budget, ["GET /a", "GET /b", "GET /c"])  # other processes' requests
        sent = len(stripe_sim.requests())
        with pytest.raises(RateLimited) as limited:
            client.create({"payment_intent": pi, "amount": 100}, idempotency_key="k-1")
        assert limited.value.code == "rate_limit" and limited.value.retry_after >= 1
        assert "nothing was sent" in limited.value.message
        assert len(stripe_sim.requests()) == sent and stripe_sim.refunds() == []
    finally:
        client.close()


def test_a_connected_accounts_requests_spend_the_platform_keys_budget(make, stripe_sim):
    pi = stripe_sim.payment(5000, account="acct_shop1")["payment_intent"]
    client = StripeRefunds(KEY, stripe_sim.url, 2.0, make())
    try:
        for _ in range(3):
            client.payment(payment_intent=pi, charge=None, stripe_account="acct_shop1")
        client.balance()  # the platform's own request: the 4th of the key's 4
        with pytest.raises(RateLimited):
            client.balance()
    finally:
        client.close()


def test_a_rate_limit_429_blocks_the_budget_and_a_lock_timeout_does_not(make, stripe_sim):
    pi = stripe_sim.payment(5000)["payment_intent"]
    budget = make(limits=Limits(live=100, test=100, endpoint=100))
    client = StripeRefunds(KEY, stripe_sim.url, 2.0, budget)
    try:
        stripe_sim.fault("error_before", status=429, body={"error": {
            "type": "invalid_request_error", "code": "lock_timeout", "message": "locked"}})
        with pytest.raises(RateLimited):
            client.payment(payment_intent=pi, charge=None)
        assert spend(budget, ["GET /x"]) == ["GET /x"]  # a busy object: nobody is held
        stripe_sim.fault("rate_limit", retry_after=1)
        with pytest.raises(RateLimited) as limited:
            client.payment(payment_intent=pi, charge=None)
        assert limited.value.code == "rate_limit"
        sent = len(stripe_sim.requests())
        with pytest.raises(RateLimited) as held:
            client.payment(payment_intent=pi, charge=None)
        assert "nothing was sent" in held.value.message
        assert len(stripe_sim.requests()) == sent
    finally:
        client.close()


def test_redis_gone_while_stripe_answers_still_gives_the_caller_stripes_answer(tmp_path,
                                                                               stripe_sim):
    """The place is released best-effort: a Redis that stops answering during the call must
    not turn Stripe's answer (a refund made, say) into an error; the place waits out its hold."""
    server = EmbeddedRedis(tmp_path).start()
    client = redis.Redis.from_url(server.url, socket_timeout=1)
    refunds = StripeRefunds(KEY, stripe_sim.url, 5.0,
                            StripeBudget(client, KEY, SMALL, max_wait_s=0, hold_s=5))
    stripe_sim.fault("latency", path="/v1/balance", delay_s=0.8)
    killer = threading.Timer(0.3, server.kill)
    killer.start()
    try:
        assert refunds.balance()["object"] == "balance"
        assert stripe_sim.requests("GET", "/v1/balance")[0]["status"] == 200
    finally:
        killer.join()
        refunds.close()
        client.close()
        server.stop()


def test_the_settings_default_to_stripes_documented_limits_and_refuse_nonsense():
    defaults = config.load(environ={})
    assert [defaults[n] for n in ("STRIPE_RATE_LIVE", "STRIPE_RATE_TEST", "STRIPE_RATE_ENDPOINT",
                                  "STRIPE_MAX_WAIT_S")] == [100, 25, 25, 3.0]
    for name, value in (("STRIPE_RATE_TEST", "0"), ("STRIPE_RATE_LIVE", "fast"),
                        ("STRIPE_RATE_ENDPOINT", "-5"), ("STRIPE_MAX_WAIT_S", "-1")):
        with pytest.raises(ConfigError, match=name):
            config.load(environ={name: value})
