"""The Shopify simulator over real HTTP, as any GraphQL client would see it: @idempotent rules,
transactions that settle later, cost-based throttling, loud rejection of what it does not know.
"""

from __future__ import annotations

import subprocess
import sys
import threading

import httpx
import pytest

from sandbox.embedded_redis import free_port
from tests.support.shopify_helpers import GRAPHQL
from tests.support.waits import wait_until

CREATE = """
mutation Create($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) {
    refund { id transactions(first: 5) { nodes { id kind status errorCode } } }
    userErrors { field message }
  }
}"""
NO_DIRECTIVE = """
mutation Create($input: RefundInput!) {
  refundCreate(input: $input) { refund { id } userErrors { field message } }
}"""
ORDER = "query O($id: ID!) { order(id: $id) { id transactions(first: 5) { id kind status } } }"


def refund_input(order: dict, amount: str = "12.00", note: str = "n") -> dict:
    sale = order["transactions"][0]
    return {"orderId": order["id"], "note": note, "currency": "USD", "transactions": [
        {"orderId": order["id"], "parentId": sale["id"], "gateway": sale["gateway"],
         "kind": "REFUND", "amount": amount}]}


def create(shopify_sim, order, key="key-1", **kw):
    return shopify_sim.graphql(CREATE, {"input": refund_input(order, **kw), "key": key}).json()


def test_refund_create_without_the_directive_is_refused_from_2026_04(shopify_sim):
    order = shopify_sim.order(5000)
    body = shopify_sim.graphql(NO_DIRECTIVE, {"input": refund_input(order)}).json()
    assert body["data"] == {"refundCreate": None}
    [error] = body["errors"]
    assert error["message"] == ("The @idempotent directive is required for this mutation but "
                                "was not provided.")
    assert error["extensions"]["code"] == "BAD_REQUEST" and error["path"] == ["refundCreate"]
    assert shopify_sim.refunds() == []
    # before 2026-04 the directive was optional
    older = shopify_sim.graphql(NO_DIRECTIVE, {"input": refund_input(order)}, version="2026-01")
    assert older.json()["data"]["refundCreate"]["refund"]["id"]
    assert len(shopify_sim.refunds()) == 1 and shopify_sim.refunds()[0]["idempotency_key"] is None


def test_the_directive_belongs_on_the_field_not_the_operation(shopify_sim):
    order = shopify_sim.order(5000)
    query = NO_DIRECTIVE.replace("($input: RefundInput!)", "($input: RefundInput!) "
                                 "@idempotent(key: \"k\")")
    body = shopify_sim.graphql(query, {"input": refund_input(order)}).json()
    assert "data" not in body and "may not be used on mutation" in body["errors"][0]["message"]
    assert shopify_sim.refunds() == []


def test_same_key_same_input_replays_the_original_refund_as_it_is_now(shopify_sim):
    shopify_sim.configure(refund_pending_s=30, refund_outcome="SUCCESS")
    order = shopify_sim.order(5000)
    first = create(shopify_sim, order)["data"]["refundCreate"]
    node = first["refund"]["transactions"]["nodes"][0]
    assert node["kind"] == "REFUND" and node["status"] == "PENDING"
    shopify_sim.advance(31)
    again = create(shopify_sim, order)["data"]["refundCreate"]
    assert again["refund"]["id"] == first["refund"]["id"]
    assert again["refund"]["transactions"]["nodes"][0]["status"] == "SUCCESS"
    assert len(shopify_sim.refunds()) == 1


def test_same_key_other_input_is_a_parameter_mismatch(shopify_sim):
    order = shopify_sim.order(5000)
    create(shopify_sim, order)
    other = create(shopify_sim, order, amount="13.00")["data"]["refundCreate"]
    assert other["refund"] is None
    assert other["userErrors"] == [{"field": None, "message": "The same idempotency key cannot "
                                    "be used with different operation parameters."}]
    assert len(shopify_sim.refunds()) == 1


def test_a_request_whose_key_is_still_running_gets_the_concurrent_request_error(shopify_sim):
    order = shopify_sim.order(5000)
    shopify_sim.fault("latency", path=GRAPHQL + "/refundCreate", delay_s=1.0)
    answers = []
    first = threading.Thread(target=lambda: answers.append(create(shopify_sim, order)))
    first.start()
    wait_until(lambda: [r for r in shopify_sim.creates() if r["answered"] is None],
               "the first refundCreate to be held at the simulator, its key claimed")
    second = create(shopify_sim, order)["data"]["refundCreate"]
    first.join()
    assert second["userErrors"][0]["message"] == ("This request is currently in progress, "
                                                  "please try again.")
    assert answers[0]["data"]["refundCreate"]["refund"]["id"]
    assert len(shopify_sim.refunds()) == 1


def test_refund_transactions_settle_or_fail_later(shopify_sim):
    shopify_sim.configure(refund_pending_s=10, refund_outcome="FAILURE",
                          refund_error_code="CARD_DECLINED")
    order = shopify_sim.order(5000)
    create(shopify_sim, order)
    [refund] = shopify_sim.refunds()
    assert refund["transactions"][0]["status"] == "PENDING"
    shopify_sim.advance(11)
    txn = shopify_sim.refunds()[0]["transactions"][0]
    assert txn["status"] == "FAILURE" and txn["error_code"] == "CARD_DECLINED"
    # a failed refund gives the money back to refund: the full amount can be refunded again
    assert "userErrors" in create(shopify_sim, order, key="key-2", amount="50.00")["data"][
        "refundCreate"]
    assert shopify_sim.refunds()[1]["transactions"][0]["amount"] == "50.00"
    forced = shopify_sim.set_status(shopify_sim.refunds()[1]["transactions"][0]["id"], "ERROR",
                                    "PROCESSING_ERROR")
    assert forced["status"] == "ERROR" and forced["error_code"] == "PROCESSING_ERROR"


def test_business_rules_are_user_errors_and_create_nothing(shopify_sim):
    order = shopify_sim.order(1000)
    too_much = create(shopify_sim, order, amount="10.01")["data"]["refundCreate"]
    assert too_much["refund"] is None and too_much["userErrors"][0]["field"] == [
        "transactions", "0", "amount"]
    missing = shopify_sim.graphql(CREATE, {"key": "k9", "input": {
        **refund_input(order), "orderId": "gid://shopify/Order/999999"}}).json()
    assert missing["data"]["refundCreate"]["userErrors"][0]["field"] == ["orderId"]
    assert shopify_sim.refunds() == []


def test_unknown_fields_and_bad_requests_are_refused_loudly(shopify_sim):
    unknown = shopify_sim.graphql("{ products(first: 1) { nodes { id } } }").json()
    assert "Cannot query field 'products'" in unknown["errors"][0]["message"]
    no_token = shopify_sim.graphql(ORDER, {"id": "gid://shopify/Order/1"}, token="nope")
    assert no_token.status_code == 401 and "Invalid API key" in no_token.json()["errors"]
    not_json = shopify_sim.http.post(GRAPHQL, content=b"{", headers={
        "X-Shopify-Access-Token": "shpat_x"})
    assert not_json.status_code == 400
    bad_version = shopify_sim.graphql(ORDER, {"id": "x"}, version="v1")
    assert bad_version.status_code == 404
    assert shopify_sim.http.post("/_sim/orders", json={"amount": -1}).status_code == 400


def test_every_answer_reports_cost_and_a_short_bucket_throttles_without_executing(shopify_sim):
    order = shopify_sim.order(5000)
    body = shopify_sim.graphql(ORDER, {"id": order["id"]}).json()
    cost = body["extensions"]["cost"]
    assert cost["requestedQueryCost"] == 6 and cost["actualQueryCost"] == 2
    assert cost["throttleStatus"] == {"maximumAvailable": 1000.0, "currentlyAvailable": 998,
                                      "restoreRate": 50.0}
    shopify_sim.configure(bucket_max=20, restore_rate=1)
    assert create(shopify_sim, order)["data"]["refundCreate"]["refund"]  # costs 20, 15 spent
    throttled = create(shopify_sim, order, key="key-2")
    assert throttled["errors"][0]["extensions"]["code"] == "THROTTLED"
    assert throttled["extensions"]["cost"]["actualQueryCost"] is None
    assert len(shopify_sim.refunds()) == 1 and shopify_sim.cost()["throttled"] == 1
    shopify_sim.configure(throttle_http_status=429)
    as_429 = shopify_sim.graphql(CREATE, {"input": refund_input(order), "key": "key-3"})
    assert as_429.status_code == 429 and int(as_429.headers["Retry-After"]) >= 1
    shopify_sim.advance(60)  # the bucket restores with simulated time
    assert create(shopify_sim, order, key="key-3")["data"]["refundCreate"]["refund"]


def test_another_clients_spend_lands_once_as_the_named_root_field_arrives(shopify_sim):
    order = shopify_sim.order(5000)
    for bad in ({"operation": "refundCreate"}, {"operation": "x y", "points": 5},
                {"operation": "refundCreate", "points": 0}, "refundCreate",
                {"operation": "refundCreate", "points": True},
                {"operation": " refundCreate", "points": 5},
                {"operation": "refundCreate", "points": 5, "extra": 1}):
        with pytest.raises(httpx.HTTPStatusError):
            shopify_sim.configure(spend_before=bad)
    assert shopify_sim.http.get("/_sim/config").json()["spend_before"] is None  # none taken
    shopify_sim.configure(bucket_max=40, restore_rate=1,
                          spend_before={"operation": "refundCreate", "points": 30})
    assert shopify_sim.graphql(ORDER, {"id": order["id"]}).status_code == 200  # not drained
    throttled = create(shopify_sim, order)  # costs 20: 38 were there, 30 went as it arrived
    assert throttled["errors"][0]["extensions"]["code"] == "THROTTLED"
    assert shopify_sim.http.get("/_sim/config").json()["spend_before"] is None  # once
    shopify_sim.advance(60)
    assert create(shopify_sim, order)["data"]["refundCreate"]["refund"]
    spent = [c for c in shopify_sim.cost()["charges"] if c.get("other_client")]
    assert [c["requested"] for c in spent] == [30.0]


def test_a_query_over_the_single_query_limit_is_refused(shopify_sim):
    query = ("query O($id: ID!) { order(id: $id) { refunds(first: 250) { transactions(first: "
             "250) { nodes { id } } } } }")
    body = shopify_sim.graphql(query, {"id": "gid://shopify/Order/1"}).json()
    assert body["errors"][0]["extensions"]["code"] == "MAX_COST_EXCEEDED"


def test_faults_can_target_refund_create_alone(shopify_sim):
    order = shopify_sim.order(5000)
    shopify_sim.fault("drop_after", path=GRAPHQL + "/refundCreate")
    assert shopify_sim.graphql(ORDER, {"id": order["id"]}).status_code == 200
    with pytest.raises(httpx.RemoteProtocolError):
        create(shopify_sim, order)
    assert len(shopify_sim.refunds()) == 1  # committed, answer lost
    [logged] = shopify_sim.creates()
    assert logged["answered"] is False and logged["params"]["idempotency_key"] == "key-1"


def test_line_item_refunds_use_the_suggested_refund(shopify_sim):
    order = shopify_sim.order(None, line_items=[{"name": "A", "quantity": 3, "unit_amount": 450}])
    line = order["line_items"][0]["id"]
    query = """query S($id: ID!, $items: [RefundLineItemInput!]) { order(id: $id) {
      suggestedRefund(refundLineItems: $items) { amountSet { presentmentMoney { amount } }
        suggestedTransactions { gateway parentTransaction { id } } } } }"""
    body = shopify_sim.graphql(query, {"id": order["id"], "items": [
        {"lineItemId": line, "quantity": 2}]}).json()
    suggested = body["data"]["order"]["suggestedRefund"]
    assert suggested["amountSet"]["presentmentMoney"]["amount"] == "9.00"
    assert suggested["suggestedTransactions"][0]["parentTransaction"]["id"] == \
        order["transactions"][0]["id"]


def test_cli_runs_the_simulator_with_demo_orders():
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "sandbox.simulators", "shopify",
                                "--port", str(port), "--seed-demo"], stdout=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout.readline().strip() == f"shopify simulator on http://127.0.0.1:{port}"
        orders = httpx.get(f"http://127.0.0.1:{port}/_sim/orders", timeout=5).json()["data"]
        assert [o["id"] for o in orders] == [f"gid://shopify/Order/{n}" for n in range(1, 6)]
        assert all(o["transactions"][0]["amount"] == "50.00" for o in orders)
    finally:
        process.terminate()
        process.wait(timeout=10)
        process.stdout.close()
