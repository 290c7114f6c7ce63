"""Cost-based throttling end to end: the service over real HTTP, the Shopify simulator's leaky
bucket, and the budget in Redis shared by every request thread."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.support.constants import ACME
from tests.support.shopify_helpers import GRAPHQL, refund_body


def refund_over_http(live, body: dict) -> dict:
    with httpx.Client(base_url=live.url, timeout=30) as http:
        return http.post("/v1/refunds", json=body, headers=ACME).json()


def test_a_burst_larger_than_the_budget_sends_nothing_it_cannot_cover_and_completes_once_each(
        live, shopify_sim):
    shopify_sim.configure(bucket_max=200, restore_rate=200)  # the order's facts cost 147
    orders = [shopify_sim.order(5000) for _ in range(8)]
    bodies = [refund_body(order, intent=f"burst-{n}") for n, order in enumerate(orders)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(lambda body: refund_over_http(live, body), bodies))
    deadline = time.monotonic() + 30
    while any(a["state"] != "completed" for a in answers) and time.monotonic() < deadline:
        waits = [a["retry_after"] or 1 for a in answers if a["state"] == "unknown"]
        assert all(a["state"] in ("completed", "unknown") for a in answers), answers
        time.sleep(min(waits))  # the flow's retry, as `next: retry` + retry_after tell it
        answers = [a if a["state"] == "completed" else refund_over_http(live, body)
                   for a, body in zip(answers, bodies)]
    assert [a["state"] for a in answers] == ["completed"] * 8
    cost = shopify_sim.cost()
    assert cost["throttled"] == 0  # no request was ever sent that the bucket could not cover
    assert all(c["available"] >= c["requested"] for c in cost["charges"])
    assert sum(c["requested"] for c in cost["charges"]) > 3 * 200  # the burst did exceed it
    refunds = shopify_sim.refunds()
    assert sorted(r["order_id"] for r in refunds) == sorted(o["id"] for o in orders)
    assert len({r["idempotency_key"] for r in refunds}) == 8
    # Control: refundCreates sent at once without the budget, three per order (24 of some 18
    # points each: twice what the bucket holds), are throttled.
    shopify_sim.advance(60)  # a full bucket again
    with ThreadPoolExecutor(max_workers=8) as pool:
        raw = list(pool.map(lambda n: shopify_sim.graphql(
            "mutation C($input: RefundInput!, $key: String!) { refundCreate(input: $input) "
            "@idempotent(key: $key) { refund { id note createdAt order { id } transactions("
            "first: 5) { nodes { id kind status gateway errorCode processedAt amountSet { "
            "presentmentMoney { amount currencyCode } } } } } userErrors { field message } } }",
            {"key": f"raw-{n}", "input": {"orderId": orders[n % 8]["id"], "transactions": [{
                "orderId": orders[n % 8]["id"], "kind": "REFUND", "amount": "1.00",
                "gateway": "shopify_payments",
                "parentId": orders[n % 8]["transactions"][0]["id"]}]}}).json(), range(24)))
    assert any(r.get("errors", [{}])[0].get("extensions", {}).get("code") == "THROTTLED"
               for r in raw)


def test_throttled_refund_create_waits_for_the_points_and_resends_the_same_request(live,
                                                                                  shopify_sim):
    """Another client of the same app drains the bucket between our last read of the order
    (its payments, after the guard's read of its facts) and our refundCreate: Shopify answers
    THROTTLED (HTTP 200), we wait, and send it again. The simulator spends the other client's
    points as our refundCreate arrives (`spend_before`), so the drain always lands between the
    two: it once raced our read from another thread, and lost under load."""
    shopify_sim.configure(bucket_max=150, restore_rate=40,  # the order's facts cost 147
                          spend_before={"operation": "refundCreate", "points": 150})
    order = shopify_sim.order(5000)
    answer = refund_over_http(live, refund_body(order))
    assert answer["state"] == "completed", answer
    creates = shopify_sim.creates()
    assert len(creates) == 2 and creates[0]["params"] == creates[1]["params"]  # same request
    assert shopify_sim.cost()["throttled"] == 1 and len(shopify_sim.refunds()) == 1
    spent = [c for c in shopify_sim.cost()["charges"] if c.get("other_client")]
    assert len(spent) == 1 and spent[0]["requested"] > 140  # what the other client took


def test_a_429_with_retry_after_is_waited_out_and_the_same_mutation_sent_again(client,
                                                                              shopify_sim):
    shopify_sim.fault("rate_limit", path=GRAPHQL + "/refundCreate", retry_after=1)
    started = time.monotonic()
    body = client.post("/v1/refunds", json=refund_body(shopify_sim.order(5000)),
                       headers=ACME).json
    assert body["state"] == "completed" and time.monotonic() - started >= 1.0
    creates = shopify_sim.creates()
    assert [c["status"] for c in creates] == [429, 200]
    assert creates[0]["params"]["idempotency_key"] == creates[1]["params"]["idempotency_key"]
    assert len(shopify_sim.refunds()) == 1


def test_a_wait_longer_than_a_web_request_allows_is_unknown_with_retry_after(client, shopify_sim,
                                                                            deps):
    shopify_sim.configure(bucket_max=150, restore_rate=1)  # the order's facts cost 147
    first = client.post("/v1/refunds", json=refund_body(shopify_sim.order(5000), intent="a"),
                        headers=ACME).json
    assert first["state"] == "completed"
    sent = len(shopify_sim.requests())
    started = time.monotonic()
    second = client.post("/v1/refunds", json=refund_body(shopify_sim.order(5000), intent="b"),
                         headers=ACME).json
    assert time.monotonic() - started < 2.5  # SHOPIFY_MAX_WAIT_S is 2: it did not sleep it out
    assert second["state"] == "unknown" and second["next"] == "retry"
    assert second["retry_after"] > 2 and second["provider_status"] == "rate_limited"
    # the read of the order's facts the budget could not cover was never sent, nor anything
    assert [r["params"]["operation"] for r in shopify_sim.requests()[sent:]] == []
    assert len(shopify_sim.refunds()) == 1 and shopify_sim.cost()["throttled"] == 0
    assert deps.ledger.get("acme", "refund", "b").state == "unknown"
