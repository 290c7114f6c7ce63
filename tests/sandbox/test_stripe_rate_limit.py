"""The Stripe simulator's enforced rate limit (``rate_limit_rps``), over real HTTP: off by
default; once set, a key's requests past the limit in any second are 429 ``rate_limit`` (what the
stripe SDK raises as RateLimitError), logged and counted, with nothing processed; other keys and
the control plane are not touched by it; a bad setting changes nothing; reset turns it off."""

from __future__ import annotations

import threading
import time

import httpx
import pytest
import stripe

KEY, OTHER = "sk_test_rate_one", "sk_test_rate_two"


def get(sim, key: str = KEY, path: str = "/v1/balance", **headers: str) -> httpx.Response:
    return sim.http.get(path, headers={"Authorization": f"Bearer {key}", **headers})


def test_off_by_default_every_request_is_answered(stripe_sim):
    assert stripe_sim.control("GET", "/_sim/config")["rate_limit_rps"] is None
    assert {get(stripe_sim).status_code for _ in range(40)} == {200}


def test_past_the_limit_a_key_gets_stripes_429_and_nothing_is_processed(stripe_sim):
    pi = stripe_sim.payment(5000)["payment_intent"]
    stripe_sim.configure(rate_limit_rps=5)
    assert [get(stripe_sim).status_code for _ in range(5)] == [200] * 5
    refused = stripe_sim.http.post("/v1/refunds", data={"payment_intent": pi, "amount": "100"},
                                   headers={"Authorization": f"Bearer {KEY}",
                                            "Idempotency-Key": "rate-1"})
    assert refused.status_code == 429
    error = refused.json()["error"]
    assert (error["type"], error["code"]) == ("invalid_request_error", "rate_limit")
    assert stripe_sim.refunds() == []  # not processed: its key stored nothing either
    assert get(stripe_sim, OTHER).status_code == 200  # per key
    assert get(stripe_sim, KEY, **{"Stripe-Account": "acct_1Any"}).status_code == 429  # key's
    assert stripe_sim.control("GET", "/_sim/faults")["data"] == []  # the control plane is free
    logged = [r["status"] for r in stripe_sim.requests()]
    assert logged.count(429) == 2 and logged.count(200) == 6
    assert stripe_sim.control("GET", "/_sim/rate") == {"admitted": 6, "refused": 2, "peak": 5}
    time.sleep(1.05)  # the window moved on: the same key is answered again
    client = stripe.StripeClient(KEY, base_addresses={"api": stripe_sim.url},
                                 max_network_retries=0)
    assert client.v1.refunds.create(params={"payment_intent": pi, "amount": 100},
                                    options={"idempotency_key": "rate-1"}).amount == 100


def test_the_sdk_sees_a_rate_limit_error(stripe_sim):
    stripe_sim.configure(rate_limit_rps=1)
    client = stripe.StripeClient(KEY, base_addresses={"api": stripe_sim.url},
                                 max_network_retries=0)
    client.v1.balance.retrieve()
    with pytest.raises(stripe.RateLimitError) as limited:
        client.v1.balance.retrieve()
    assert limited.value.http_status == 429


def test_callers_on_many_threads_never_get_more_than_the_limit_in_a_second(stripe_sim):
    stripe_sim.configure(rate_limit_rps=10)
    answers: list[tuple[float, int]] = []

    def caller() -> None:
        with httpx.Client(base_url=stripe_sim.url) as http:
            for _ in range(15):
                status = http.get("/v1/balance", headers={
                    "Authorization": f"Bearer {KEY}"}).status_code
                answers.append((time.monotonic(), status))

    threads = [threading.Thread(target=caller) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    state = stripe_sim.control("GET", "/_sim/rate")
    assert state["peak"] == 10 and state["refused"] > 0
    assert state["admitted"] + state["refused"] == 90 == len(answers)
    assert sum(1 for _, s in answers if s == 200) == state["admitted"]


@pytest.mark.parametrize("value", [0, -1, "20", True, 20_000])
def test_a_bad_setting_is_400_and_changes_nothing(stripe_sim, value):
    stripe_sim.configure(rate_limit_rps=7)
    answer = stripe_sim.http.post("/_sim/config", json={"rate_limit_rps": value,
                                                        "refund_pending_s": 9})
    assert answer.status_code == 400 and "rate_limit_rps" in answer.json()["error"]["message"]
    config = stripe_sim.control("GET", "/_sim/config")
    assert (config["rate_limit_rps"], config["refund_pending_s"]) == (7, 0.0)


def test_reset_turns_the_limit_off_and_forgets_its_counts(stripe_sim):
    stripe_sim.configure(rate_limit_rps=1)
    get(stripe_sim), get(stripe_sim)
    stripe_sim.reset()
    assert stripe_sim.control("GET", "/_sim/config")["rate_limit_rps"] is None
    assert stripe_sim.control("GET", "/_sim/rate") == {"admitted": 0, "refused": 0, "peak": 0}
    assert {get(stripe_sim).status_code for _ in range(5)} == {200}
