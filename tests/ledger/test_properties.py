"""Property: over random sequences of requests, retries, verifies and provider faults, there is
at most one refund per intent, and `completed` only when the simulator holds a succeeded refund.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.web.app import create_app
from tests.support.constants import ACME
from tests.support.waits import sim_idle, wait_until

INTENTS = ["t-1", "t-2", "t-3"]
FAULTS = ["error_after", "drop_after", "reset_after", "rate_limit",
          "slow_response", "latency", "drop_before"]
DELAYED = {"slow_response", "latency"}

ops = st.one_of(
    st.tuples(st.just("refund"), st.sampled_from(INTENTS), st.sampled_from([300, 700])),
    st.tuples(st.just("verify"), st.sampled_from(INTENTS), st.none()),
    st.tuples(st.just("fault"), st.sampled_from(FAULTS), st.none()),
    st.tuples(st.just("settle"), st.sampled_from([0, 5, 40]), st.sampled_from(["succeeded", "failed"])),
    st.tuples(st.just("advance"), st.none(), st.none()),
)


def check_invariants(stripe_sim, rdb, answers):
    refunds = stripe_sim.refunds()
    by_intent: dict[str, list] = {}
    for refund in refunds:
        by_intent.setdefault(refund["metadata"].get("surestep_intent_id"), []).append(refund)
    duplicates = {k: len(v) for k, v in by_intent.items() if len(v) > 1}
    assert not duplicates, f"duplicate refunds: {duplicates}"
    status = {r["id"]: r["status"] for r in refunds}
    for answer in answers:
        if answer.get("state") == "completed":
            assert status.get(answer["refund_id"]) == "succeeded", answer


@settings(max_examples=40, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(sequence=st.lists(ops, min_size=1, max_size=10))
def test_at_most_one_refund_per_intent_and_no_optimistic_completed(env, rdb, stripe_sim, sequence):
    rdb.flushdb()
    stripe_sim.reset()
    payment = stripe_sim.payment(100_000)
    app = create_app({"SURESTEP_PROVIDER_TIMEOUT_S": 0.3, "SURESTEP_LEASE_S": 3,
                      "SURESTEP_DUPLICATE_WAIT_S": 1})
    client, answers, delayed = app.test_client(), [], False
    try:
        for op, a, b in sequence:
            if op == "refund":
                response = client.post("/v1/refunds", headers=ACME, json={
                    "intent_id": a, "payment_intent": payment["payment_intent"],
                    "amount": b, "currency": "usd"})
                assert response.status_code in (200, 409, 422), response.json
                if response.status_code == 200:
                    answers.append(response.json)
            elif op == "verify":
                response = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": a})
                assert response.status_code in (200, 404, 409), response.json
                if response.status_code == 200:
                    answers.append(response.json)
            elif op == "fault":
                delayed |= a in DELAYED
                stripe_sim.fault(a, method="POST", path="/v1/refunds", delay_s=0.5)
            elif op == "settle":
                stripe_sim.configure(refund_pending_s=a, refund_outcome=b)
            else:
                stripe_sim.advance(60)
            check_invariants(stripe_sim, rdb, answers)
        if delayed:
            wait_until(sim_idle(stripe_sim), "the delayed creates to finish at Stripe")
            # ... then check once more
        check_invariants(stripe_sim, rdb, answers)
        for entry_key in rdb.keys("sst:{acme}:refund:*"):
            entry = app.extensions["surestep"].ledger.get_many([entry_key.decode()])[0] \
                if entry_key.count(b":") == 3 else None
            if entry and entry.state == "completed":
                refund_id = entry.result["refund_id"]
                assert {r["id"]: r["status"] for r in stripe_sim.refunds()}[refund_id] == "succeeded"
    finally:
        app.extensions["surestep"].close()


SHOPIFY_FAULTS = ["error_after", "drop_after", "reset_after", "rate_limit",
                  "latency", "drop_before"]
shopify_ops = st.one_of(
    st.tuples(st.just("refund"), st.sampled_from(INTENTS), st.sampled_from([300, 700])),
    st.tuples(st.just("verify"), st.sampled_from(INTENTS), st.none()),
    st.tuples(st.just("fault"), st.sampled_from(SHOPIFY_FAULTS), st.none()),
    st.tuples(st.just("settle"), st.sampled_from([0, 5, 40]),
              st.sampled_from(["SUCCESS", "FAILURE"])),
    st.tuples(st.just("advance"), st.none(), st.none()),
)


def check_shopify_invariants(shopify_sim, rdb, answers):
    keys = {}
    for entry_key in rdb.keys("sst:{acme}:refund:*"):
        if entry_key.count(b":") == 3 and rdb.hget(entry_key, "provider_key"):
            keys[rdb.hget(entry_key, "provider_key").decode()] = entry_key.decode()
    refunds = shopify_sim.refunds()
    per_intent: dict[str, int] = {}
    for refund in refunds:
        intent = keys.get(refund["idempotency_key"], refund["idempotency_key"])
        per_intent[intent] = per_intent.get(intent, 0) + 1
        assert f"[surestep {refund['idempotency_key']}]" in refund["note"]
    assert all(n == 1 for n in per_intent.values()), f"duplicate refunds: {per_intent}"
    settled = {r["id"]: {t["status"] for t in r["transactions"]} for r in refunds}
    for answer in answers:
        if answer.get("state") == "completed":
            assert settled.get(answer["refund_id"]) == {"SUCCESS"}, answer


@settings(max_examples=25, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(sequence=st.lists(shopify_ops, min_size=1, max_size=8))
def test_shopify_at_most_one_refund_per_intent_and_completed_only_on_success(env, rdb,
                                                                            shopify_sim,
                                                                            sequence):
    rdb.flushdb()
    shopify_sim.reset()
    order = shopify_sim.order(100_000)
    app = create_app({"SURESTEP_PROVIDER_TIMEOUT_S": 0.3, "SURESTEP_LEASE_S": 3,
                      "SURESTEP_DUPLICATE_WAIT_S": 1})
    client, answers, delayed = app.test_client(), [], False
    try:
        for op, a, b in sequence:
            if op == "refund":
                response = client.post("/v1/refunds", headers=ACME, json={
                    "intent_id": a, "provider": "shopify", "order_id": order["id"],
                    "amount": b, "currency": "usd"})
                assert response.status_code in (200, 409, 422), response.json
                if response.status_code == 200:
                    answers.append(response.json)
            elif op == "verify":
                response = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": a})
                assert response.status_code in (200, 404, 409), response.json
                if response.status_code == 200:
                    answers.append(response.json)
            elif op == "fault":
                delayed |= a == "latency"
                shopify_sim.fault(a, path="/admin/api/2026-04/graphql.json/refundCreate",
                                  delay_s=0.5)
            elif op == "settle":
                shopify_sim.configure(refund_pending_s=a, refund_outcome=b)
            else:
                shopify_sim.advance(60)
            check_shopify_invariants(shopify_sim, rdb, answers)
        if delayed:
            wait_until(sim_idle(shopify_sim), "the held refundCreates to finish at Shopify")
            # ... then check once more
        check_shopify_invariants(shopify_sim, rdb, answers)
    finally:
        app.extensions["surestep"].close()
