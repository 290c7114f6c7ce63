"""The provider-grounded guard (issue 13): before the first create of a new refund the payment
is read at Stripe, and the step decides on Stripe's facts, not the flow's word. Each case is a
lie a flow or an agent told on the day the issue was filed, and each is checked on the
simulator's own record (refunds it holds, requests it received) and on Redis.
"""

from __future__ import annotations

import threading
import time

import httpx
import pytest

from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, write_policy
from tests.support.waits import wait_past, wait_until

DAY_S = 24 * 3600


def body(payment: dict, intent: str = "g-1", **extra) -> dict:
    request = {"intent_id": intent, "payment_intent": payment["payment_intent"],
               "amount": 1200, "currency": "usd", **extra}
    return {k: v for k, v in request.items() if v is not ...}


def post(client, request):
    answer = client.post("/v1/refunds", json=request, headers=ACME)
    assert answer.status_code == 200, answer.json
    return answer.json


def by_hand(stripe_sim, payment: dict, amount: int) -> dict:
    """A refund made outside surestep (a dashboard, a script): no surestep metadata."""
    answer = httpx.post(f"{stripe_sim.url}/v1/refunds", auth=("sk_test_dashboard", ""),
                        data={"payment_intent": payment["payment_intent"], "amount": amount})
    answer.raise_for_status()
    return answer.json()


def creates_for(stripe_sim, payment: dict) -> list[dict]:
    return [r for r in stripe_sim.refunds() if r["payment_intent"] == payment["payment_intent"]
            and r["api_key"] == "sk_test_surestep"]


@pytest.fixture(autouse=True)
def policy(tmp_path, monkeypatch):
    """A policy file of no rules, set before the app is built; a test writes its rules into it
    (the store re-reads a changed file)."""
    path = tmp_path / "policy.toml"
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    write_policy(path, 'rules = "none"\n')
    return lambda text: write_policy(path, text)


# ----- without any policy: facts that no person could approve ---------------------------------

def test_currency_of_another_payment_fails_verified_and_sends_nothing(client, stripe_sim, deps):
    payment = stripe_sim.payment(5000, "usd")
    answer = post(client, body(payment, currency="eur"))
    assert answer["state"] == "failed" and answer["verified"] is True
    assert answer["failure_reason"] == "currency_mismatch" and answer["next"] == "escalate"
    assert "USD" in answer["detail"] and "EUR" in answer["detail"]
    assert stripe_sim.creates() == [] and stripe_sim.refunds() == []
    entry = deps.ledger.get("acme", "refund", "g-1")
    assert entry.state == "failed"
    calls = [r["call"] for r in deps.ledger.history(entry.key)[1]]
    assert calls == ["payment"]  # the read is recorded like every provider answer
    again = post(client, body(payment, currency="eur"))
    assert again == {**answer, "replayed": True}
    assert len(stripe_sim.requests("GET", "/v1/payment_intents")) == 1  # a replay reads nothing


def test_a_eur_limit_cannot_be_used_for_a_usd_payment(client, stripe_sim, policy):
    policy("[refunds]\nmax_amount = { usd = 1000, eur = 100000 }\n")
    payment = stripe_sim.payment(5000, "usd")
    assert post(client, body(payment, amount=4000, currency="eur"))["failure_reason"] \
        == "currency_mismatch"
    held = post(client, body(payment, intent="g-2", amount=4000, currency="usd"))
    assert held["state"] == "escalated"
    assert [r["code"] for r in held["reasons"]] == ["amount_over_maximum"]
    assert stripe_sim.creates() == []


def test_more_than_is_left_after_a_refund_by_hand_fails_and_sends_nothing(client, stripe_sim):
    payment = stripe_sim.payment(5000)
    by_hand(stripe_sim, payment, 4000)
    answer = post(client, body(payment, amount=1200))
    assert answer["state"] == "failed" and answer["failure_reason"] == "amount_exceeds_refundable"
    assert "1000 USD" in answer["detail"]
    assert creates_for(stripe_sim, payment) == []
    assert post(client, body(payment, intent="g-2", amount=1000))["state"] == "completed"


@pytest.mark.parametrize("status", ["requires_payment_method", "processing", "canceled"])
def test_a_payment_that_has_not_succeeded_is_not_refundable(client, stripe_sim, status):
    payment = stripe_sim.payment(5000, status=status)
    answer = post(client, body(payment))
    assert answer["state"] == "failed" and answer["failure_reason"] == "payment_not_refundable"
    assert status in answer["detail"] and stripe_sim.creates() == []


def test_a_payment_that_does_not_exist_fails_verified(client, stripe_sim, deps):
    answer = post(client, {"intent_id": "g-1", "payment_intent": "pi_nosuchpayment",
                           "amount": 100, "currency": "usd"})
    assert answer["state"] == "failed" and answer["verified"] is True
    assert answer["failure_reason"] == "payment_not_refundable"
    assert stripe_sim.creates() == []


def test_a_read_with_no_answer_is_unknown_and_the_retry_reads_again(client, stripe_sim):
    payment = stripe_sim.payment(5000)
    stripe_sim.fault("rate_limit", path="/v1/payment_intents", times=1)
    first = post(client, body(payment))
    assert first["state"] == "unknown" and first["provider_status"] == "rate_limited"
    assert stripe_sim.creates() == []
    second = post(client, body(payment))
    assert second["state"] == "completed" and len(creates_for(stripe_sim, payment)) == 1


def test_a_forgotten_intent_whose_stripe_key_expired_is_found_not_sent_again(
        client, stripe_sim, rdb):
    payment = stripe_sim.payment(5000)
    first = post(client, body(payment))
    rdb.flushdb()  # the ledger forgot the intent (a lost Redis, an expired entry)...
    stripe_sim.advance(DAY_S + 60)  # ...and Stripe pruned the idempotency key
    again = post(client, body(payment))
    assert again["state"] == "completed" and again["refund_id"] == first["refund_id"]
    assert len(creates_for(stripe_sim, payment)) == 1


# ----- the policy's rules on the provider's facts --------------------------------------------

def test_the_customer_is_the_providers(client, stripe_sim, policy):
    policy("[refunds]\nrequire_customer_match = true\n")
    payment = stripe_sim.payment(5000, customer="cus_ana", customer_email="ana@example.com")
    cases = [({"id": "cus_eve"}, "escalated"), ({"email": "eve@example.com"}, "escalated"),
             (..., "escalated"), ({"id": "cus_ana", "email": "eve@example.com"}, "escalated"),
             ({"email": "ANA@example.com"}, "completed")]
    for n, (customer, state) in enumerate(cases):
        answer = post(client, body(payment, intent=f"g-{n}", amount=100, customer=customer))
        assert answer["state"] == state, (customer, answer)
        if state == "escalated":
            assert [r["code"] for r in answer["reasons"]] == ["customer_mismatch"]
            assert "ana@" not in answer["detail"]  # the payment's e-mail is never echoed
    assert len(creates_for(stripe_sim, payment)) == 1


def test_the_requester_must_be_an_email_of_the_payment(client, stripe_sim, policy):
    policy("[refunds]\nrequire_email_match = true\n")
    payment = stripe_sim.payment(5000, receipt_email="ana@example.com")
    lie = post(client, body(payment, requester_email="eve@example.com",
                            customer={"email": "eve@example.com"}))
    assert lie["state"] == "escalated" and lie["reasons"][0]["code"] == "email_mismatch"
    ok = post(client, body(payment, intent="g-2", requester_email="ana@example.com"))
    assert ok["state"] == "completed" and len(creates_for(stripe_sim, payment)) == 1


def test_the_return_window_counts_from_the_providers_date(client, stripe_sim, policy):
    policy("[refunds]\nreturn_window_days = 30\n")
    old = stripe_sim.payment(5000, created=int(time.time() - 40 * DAY_S))
    recent = time.strftime("%Y-%m-%d", time.gmtime(time.time() - DAY_S))
    answer = post(client, body(old, order_date=recent))  # the flow says yesterday
    assert answer["state"] == "escalated"
    assert answer["reasons"][0]["code"] == "outside_return_window"
    young = stripe_sim.payment(5000)
    narrowed = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 40 * DAY_S))
    answer = post(client, body(young, intent="g-2", order_date=narrowed))
    assert answer["state"] == "escalated"  # a request may narrow the window
    assert post(client, body(young, intent="g-3"))["state"] == "completed"
    assert stripe_sim.creates()[0]["path"] == "/v1/refunds" and len(stripe_sim.creates()) == 1


def test_the_daily_total_is_keyed_by_the_providers_customer(client, stripe_sim, policy):
    policy("[refunds]\nmax_per_customer_24h = { usd = 2000 }\n")
    one = stripe_sim.payment(5000, customer="cus_ana")
    two = stripe_sim.payment(5000, customer="cus_ana")
    first = post(client, body(one, customer={"id": "cus_x"}))
    second = post(client, body(two, intent="g-2", customer={"id": "cus_y"}))
    assert first["state"] == "completed" and second["state"] == "escalated"
    assert second["reasons"][0]["code"] == "customer_daily_maximum"
    anonymous = stripe_sim.payment(5000)
    unknown = post(client, body(anonymous, intent="g-3", customer={"id": "cus_z"}))
    assert unknown["reasons"][0]["code"] == "customer_unknown"
    assert len(stripe_sim.creates()) == 1


def test_one_refund_per_ticket_under_new_intent_ids(client, stripe_sim, policy):
    policy("[refunds]\none_refund_per_ticket = true\n")
    payment = stripe_sim.payment(5000)
    assert post(client, body(payment, intent="a-1", ticket_id="77"))["state"] == "completed"
    minted = post(client, body(payment, intent="a-2", ticket_id="77"))  # the agent's new id
    assert minted["state"] == "escalated"
    assert minted["reasons"][0]["code"] == "possible_duplicate"
    assert "a-1" in minted["reasons"][0]["message"]
    assert post(client, body(payment, intent="a-3", ticket_id="78"))["state"] == "completed"
    assert len(creates_for(stripe_sim, payment)) == 2


def test_a_failed_refund_gives_its_ticket_back(client, stripe_sim, policy):
    policy("[refunds]\none_refund_per_ticket = true\n")
    stripe_sim.configure(refund_outcome="failed")
    payment = stripe_sim.payment(5000)
    assert post(client, body(payment, intent="a-1", ticket_id="77"))["state"] == "failed"
    stripe_sim.configure(refund_outcome="succeeded")
    assert post(client, body(payment, intent="a-2", ticket_id="77"))["state"] == "completed"


def test_concurrent_refunds_of_one_ticket_under_different_intents_refund_once(
        live, stripe_sim, policy):
    policy("[refunds]\none_refund_per_ticket = true\n")
    payment = stripe_sim.payment(50000)
    answers, barrier = [], threading.Barrier(6)

    def one(n: int) -> None:
        barrier.wait()
        answers.append(httpx.post(f"{live.url}/v1/refunds", headers=ACME, timeout=30,
                                  json=body(payment, intent=f"c-{n}", ticket_id="99")).json())

    threads = [threading.Thread(target=one, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    states = sorted(a["state"] for a in answers)
    assert states == ["completed"] + ["escalated"] * 5, answers
    assert len(creates_for(stripe_sim, payment)) == 1


def test_the_duplicate_window_sees_refunds_by_hand_and_in_flight(client, live, stripe_sim,
                                                                 policy):
    policy("[refunds]\nduplicate_window_minutes = 0.05\n")  # 3 s
    payment = stripe_sim.payment(50000)
    made = by_hand(stripe_sim, payment, 1200)
    same = post(client, body(payment))
    assert same["state"] == "escalated" and same["reasons"][0]["code"] == "possible_duplicate"
    assert "not surestep" in same["reasons"][0]["message"]
    assert post(client, body(payment, intent="g-2", amount=1300))["state"] == "completed"
    # past the window: the by-hand refund (Stripe's whole-second `created`) out of it, and no
    # intent holds the payment and amount any longer; then the same amount is a new refund
    held = client.application.extensions["surestep"].ledger.redis
    wait_past(made["created"] + 3, "the by-hand refund to leave the 3 s window")
    wait_until(lambda: not held.keys("*recent-refunds*"), "the window's holds to expire")
    assert post(client, body(payment, intent="g-3"))["state"] == "completed"
    other = stripe_sim.payment(50000)
    answers, barrier = [], threading.Barrier(4)

    def one(n: int) -> None:
        barrier.wait()
        answers.append(httpx.post(f"{live.url}/v1/refunds", headers=ACME, timeout=30,
                                  json=body(other, intent=f"w-{n}")).json())

    threads = [threading.Thread(target=one, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(a["state"] for a in answers) == ["completed"] + ["escalated"] * 3
    assert len(creates_for(stripe_sim, other)) == 1


def test_the_window_looks_past_the_newest_ten_refunds_only_when_it_must(client, stripe_sim,
                                                                        policy):
    payment = stripe_sim.payment(50000)
    by_hand(stripe_sim, payment, 1200)  # the oldest: not among the charge's embedded ten
    for n in range(10):
        by_hand(stripe_sim, payment, 100 + n)
    assert post(client, body(payment, amount=1300))["state"] == "completed"
    # no window in the policy: the payment's one read, no listing of its older refunds
    assert not [r for r in stripe_sim.requests("GET") if r["path"] == "/v1/refunds"]
    policy("[refunds]\nduplicate_window_minutes = 10\n")
    same = post(client, body(payment, intent="g-2"))
    assert same["state"] == "escalated" and same["reasons"][0]["code"] == "possible_duplicate"
    listed = [r for r in stripe_sim.requests("GET") if r["path"] == "/v1/refunds"]
    assert len(listed) == 1  # the window's refunds, listed once past the embedded page


def test_a_concurrent_over_refund_refused_by_stripe_has_the_guards_reason(client, live,
                                                                          stripe_sim):
    """Two refunds of one payment under different tickets, together more than it holds, can
    both pass the read: here the first one's create is held at Stripe while the second reads
    and completes. Stripe then refuses the first, and the flow reads the same failure_reason
    as when the read itself saw too little left."""
    payment = stripe_sim.payment(2000)
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", times=1,
                     delay_s=0.6)
    first: list = []
    held = threading.Thread(target=lambda: first.append(httpx.post(
        f"{live.url}/v1/refunds", headers=ACME, timeout=30,
        json=body(payment, intent="o-1", amount=1500, ticket_id="1")).json()))
    held.start()
    deadline = time.monotonic() + 5
    while not stripe_sim.requests("POST", "/v1/refunds") and time.monotonic() < deadline:
        time.sleep(0.01)  # the first has read the payment and its create is now held
    second = post(client, body(payment, intent="o-2", amount=1500, ticket_id="2"))
    held.join()
    assert second["state"] == "completed"
    assert first[0]["state"] == "failed" and first[0]["verified"] is True, first
    assert first[0]["failure_reason"] == "amount_exceeds_refundable"
    assert first[0]["provider_status"] == "amount_too_large"  # Stripe's own word, as it said
    assert len(creates_for(stripe_sim, payment)) == 1
