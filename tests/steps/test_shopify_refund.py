"""The refund step with provider shopify, against a real Redis and the Shopify simulator over
real HTTP. Assertions that matter are made on the simulator's own record (its refunds, their
REFUND transactions, the requests it received) or on Redis.
"""

from __future__ import annotations

import json

import pytest
from rq import SimpleWorker

from service.events import deliveries
from service.steps.refund import verify_job_id
from service.web.app import create_app
from tests.support.constants import ACME
from tests.support.shopify_helpers import GRAPHQL, Receiver, refund_body
from tests.support.waits import sim_idle, wait_until


def post(client, body):
    return client.post("/v1/refunds", json=body, headers=ACME)


def verify(client, intent="shop-1001"):
    return client.post("/v1/refunds/verify", json={"intent_id": intent}, headers=ACME)


def operations(shopify_sim):
    return [r["params"]["operation"] for r in shopify_sim.requests()]


def test_amount_refund_completes_only_after_reading_its_refund_transaction(client, shopify_sim,
                                                                           deps):
    order = shopify_sim.order(5000)
    first = post(client, refund_body(order, ticket_id="48213", note="damaged box"))
    body = first.json
    assert first.status_code == 200 and body["state"] == "completed", body
    assert body["provider"] == "shopify" and body["verified"] is True
    assert body["amount"] == 1200 and body["currency"] == "usd"
    assert body["provider_status"] == "SUCCESS" and body["next"] == "notify_customer"
    [refund] = shopify_sim.refunds()
    entry = deps.ledger.get("acme", "refund", "shop-1001")
    assert refund["id"] == body["refund_id"] and refund["idempotency_key"] == entry.provider_key
    assert refund["note"] == f"damaged box\nSupport ticket 48213\n[surestep {entry.provider_key}]"
    [txn] = refund["transactions"]
    assert (txn["kind"], txn["status"], txn["amount"]) == ("REFUND", "SUCCESS", "12.00")
    assert txn["parent_id"] == order["transactions"][0]["id"]
    # the guard's read of the order's facts, the order's payments, the create; completed came
    # from a read of the refund after the create, not from the create's answer
    assert operations(shopify_sim) == ["order", "order", "refundCreate", "refund"]
    again = post(client, refund_body(order, ticket_id="48213", note="damaged box"))
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json == {**body, "replayed": True}
    assert len(shopify_sim.creates()) == 1 and len(shopify_sim.refunds()) == 1


def test_line_item_refund_moves_the_money_shopify_suggests(client, shopify_sim):
    order = shopify_sim.order(None, line_items=[{"name": "Mug", "quantity": 3, "unit_amount": 450},
                                                {"name": "Tee", "quantity": 1, "unit_amount": 1500}])
    mug = order["line_items"][0]["id"]
    body = post(client, {"intent_id": "shop-li", "provider": "shopify", "order_id": order["id"],
                         "refund_line_items": [{"line_item_id": mug, "quantity": 2}],
                         "notify": True}).json
    assert body["state"] == "completed" and body["amount"] == 900, body
    [refund] = shopify_sim.refunds()
    assert refund["line_items"] == [{"line_item_id": mug, "quantity": 2,
                                     "restock_type": "NO_RESTOCK"}]
    assert refund["transactions"][0]["amount"] == "9.00" and refund["notify"] is True
    assert shopify_sim.orders()[0]["line_items"][0]["refundable_quantity"] == 1
    assert operations(shopify_sim) == ["order", "order", "refundCreate", "refund"]


def test_pending_transaction_is_pending_until_the_verify_job_sees_it_settle_and_resume_url_fires_once(
        client, shopify_sim, deps):
    shopify_sim.configure(refund_pending_s=30, refund_outcome="SUCCESS")
    order = shopify_sim.order(5000)
    receiver = Receiver()
    try:
        first = post(client, refund_body(order, resume_url=receiver.url)).json
        assert first["state"] == "pending" and first["provider_status"] == "PENDING"
        assert first["next"] == "wait" and first["verified"] is True
        secret = first["resume_secret"]  # the registration's own, shown once
        for answer in (post(client, refund_body(order, resume_url=receiver.url)).json,
                       verify(client).json):
            assert answer["state"] == "pending"  # never completed while the money is pending
            assert "resume_secret" not in answer  # never read again
        scheduled = deps.queue.scheduled_job_registry.get_job_ids()
        assert scheduled == [verify_job_id("acme", "shop-1001", 1)]
        shopify_sim.advance(31)
        job = deps.queue.fetch_job(scheduled[0])
        deps.queue.enqueue_job(job)  # what the scheduler does when the time comes
        SimpleWorker([deps.queue], connection=deps.ledger.redis).work(burst=True)  # verify + delivery
        assert job.get_status(refresh=True) == "finished" and job.return_value() == "completed"
        entry = deps.ledger.get("acme", "refund", "shop-1001")
        assert entry.state == "completed" and entry.result["provider_status"] == "SUCCESS"
        assert shopify_sim.refunds()[0]["transactions"][0]["status"] == "SUCCESS"
        assert verify(client).json["state"] == "completed"  # settling again delivers nothing
        SimpleWorker([deps.queue], connection=deps.ledger.redis).work(burst=True)
        [(headers, raw)] = receiver.received
        assert deliveries.verify(secret, raw, headers["Surestep-Signature"])
        tenant_wide = deliveries.signing_secret(deps.config, "acme")
        assert not deliveries.verify(tenant_wide, raw, headers["Surestep-Signature"])
        delivered = json.loads(raw)
        assert delivered["state"] == "completed" and delivered["refund_id"] == first["refund_id"]
        assert len(shopify_sim.creates()) == 1
    finally:
        receiver.close()


def test_a_refund_transaction_that_ends_in_failure_is_failed_with_its_reason(client, shopify_sim):
    shopify_sim.configure(refund_pending_s=20, refund_outcome="FAILURE",
                          refund_error_code="CARD_DECLINED")
    order = shopify_sim.order(5000)
    assert post(client, refund_body(order)).json["state"] == "pending"
    shopify_sim.advance(21)
    final = verify(client).json
    assert final["state"] == "failed" and final["next"] == "escalate"
    assert final["provider_status"] == "FAILURE" and final["failure_reason"] == "CARD_DECLINED"
    assert "CARD_DECLINED" in final["detail"]
    assert shopify_sim.refunds()[0]["transactions"][0]["status"] == "FAILURE"


@pytest.mark.parametrize("status,state", [("ERROR", "failed"), ("UNKNOWN", "unknown"),
                                          ("AWAITING_RESPONSE", "pending")])
def test_every_transaction_status_maps_to_a_flow_state(client, shopify_sim, status, state):
    shopify_sim.configure(refund_initial_status=status)
    body = post(client, refund_body(shopify_sim.order(5000))).json
    assert body["state"] == state and body["provider_status"] == status
    assert body["verified"] is (state != "unknown")


@pytest.mark.parametrize("mode", ["drop_after", "error_after"])
def test_lost_answer_after_commit_ends_in_one_refund_settled_by_verification(client, shopify_sim,
                                                                             mode):
    shopify_sim.fault(mode, method="POST", path=GRAPHQL + "/refundCreate")
    order = shopify_sim.order(5000)
    body = post(client, refund_body(order)).json
    assert body["state"] == "completed" and body["attempts"] == 1, body
    # (after the guard's read of the order's facts and the payments read) found by its note
    # among the order's refunds; that read is the truth (nothing is read twice) and the
    # refundCreate was not sent again
    assert operations(shopify_sim) == ["order", "order", "refundCreate", "order", "refund"]
    again = post(client, refund_body(order)).json
    assert again["replayed"] is True and again["refund_id"] == body["refund_id"]
    assert len(shopify_sim.refunds()) == 1 and len(shopify_sim.creates()) == 1
    intent = client.get("/v1/intents/shop-1001", headers=ACME).json["steps"][0]
    assert [r["call"] for r in intent["responses"]] == ["payment", "create", "lookup"]


def test_a_running_key_gets_unknown_and_a_later_retry_settles_on_one_refund(client, shopify_sim):
    """Our 1 s timeout ends the first call while Shopify still holds it; the retry meets
    Shopify's concurrent-request error: both unknown, and every attempt used the same key."""
    shopify_sim.fault("latency", path=GRAPHQL + "/refundCreate", delay_s=1.5)
    order = shopify_sim.order(5000)
    assert post(client, refund_body(order)).json["state"] == "unknown"
    second = post(client, refund_body(order)).json
    assert second["state"] in ("unknown", "completed") and second["next"] in ("retry",
                                                                              "notify_customer")
    wait_until(sim_idle(shopify_sim), "Shopify to commit the held refundCreate", 15)
    final = post(client, refund_body(order)).json
    assert final["state"] == "completed"
    assert len(shopify_sim.refunds()) == 1
    assert len({r["params"]["idempotency_key"] for r in shopify_sim.creates()}) == 1


def test_user_errors_are_failed_with_their_messages_and_create_nothing(client, shopify_sim):
    # more of a line item than is left to refund: a refusal only Shopify's refundCreate makes
    order = shopify_sim.order(None, line_items=[{"name": "Mug", "quantity": 1,
                                                 "unit_amount": 1000}])
    body = post(client, {"intent_id": "shop-ue", "provider": "shopify", "order_id": order["id"],
                         "refund_line_items": [{"line_item_id": order["line_items"][0]["id"],
                                                "quantity": 2}]}).json
    assert body["state"] == "failed" and body["verified"] is True
    assert body["provider_status"] == "USER_ERROR"
    assert "is not refundable (1 left)" in body["detail"]
    assert shopify_sim.refunds() == [] and len(shopify_sim.creates()) == 1
    # more money than is left, or an order Shopify does not have: the guard's read of the
    # order refuses it before anything is sent
    over = post(client, refund_body(shopify_sim.order(1000), amount=5000)).json
    assert over["state"] == "failed" and over["failure_reason"] == "amount_exceeds_refundable"
    missing = post(client, refund_body({"id": "gid://shopify/Order/424242"}, intent="x")).json
    assert missing["state"] == "failed" and "has no order" in missing["detail"]
    assert shopify_sim.refunds() == [] and len(shopify_sim.creates()) == 1


def test_every_refund_create_carries_the_idempotent_directive_with_the_ledger_key(client,
                                                                                shopify_sim,
                                                                                deps):
    """The simulator refuses a refundCreate without @idempotent (see test_shopify_sim), so a
    refund it created proves the directive was there; the key is the one in the ledger."""
    shopify_sim.fault("error_after", path=GRAPHQL + "/refundCreate")
    for n in range(3):
        post(client, refund_body(shopify_sim.order(5000), intent=f"d-{n}"))
    creates = shopify_sim.creates()
    keys = {r["params"]["idempotency_key"] for r in creates}
    expected = {deps.ledger.get("acme", "refund", f"d-{n}").provider_key for n in range(3)}
    assert keys == expected and len(shopify_sim.refunds()) == 3
    assert all("@idempotent(key: $key)" in r["params"]["query"] for r in creates)


def test_verify_works_for_shopify_intents_and_never_writes(client, shopify_sim):
    post(client, refund_body(shopify_sim.order(5000)))
    before = len(shopify_sim.creates())
    assert verify(client).json["state"] == "completed"
    assert len(shopify_sim.creates()) == before
    assert operations(shopify_sim)[-1] == "refund"


def test_unconfigured_shopify_is_503_and_sends_nothing(env, rdb, monkeypatch, shopify_sim):
    monkeypatch.delenv("SHOPIFY_SHOP_URL")
    app = create_app()
    try:
        response = app.test_client().post("/v1/refunds", headers=ACME,
                                          json=refund_body(shopify_sim.order(5000)))
        assert response.status_code == 503
        assert response.content_type == "application/problem+json"
        assert rdb.dbsize() == 0 and shopify_sim.requests() == []
    finally:
        app.extensions["surestep"].close()


def test_a_refused_access_token_is_unknown_and_names_the_setting(env, rdb, monkeypatch,
                                                                shopify_sim):
    monkeypatch.setenv("SHOPIFY_ACCESS_TOKEN", "not-a-token")
    app = create_app()
    try:
        body = post(app.test_client(), refund_body(shopify_sim.order(5000))).json
        assert body["state"] == "unknown" and body["provider_status"] == "auth_error"
        assert "SHOPIFY_ACCESS_TOKEN" in body["detail"]
        assert shopify_sim.refunds() == [] and shopify_sim.creates() == []
    finally:
        app.extensions["surestep"].close()


@pytest.mark.parametrize("changes,facts,reason", [
    ({"currency": "eur"}, {}, "currency_mismatch"),  # an agent's wrong currency
    ({"amount": 6000}, {}, "amount_exceeds_refundable"),
    ({}, {"cancelled": True}, "payment_not_refundable"),
])
def test_the_orders_own_facts_refuse_a_lying_refund_and_send_nothing(client, shopify_sim, rdb,
                                                                     changes, facts, reason):
    order = shopify_sim.order(5000, **facts)
    answer = post(client, refund_body(order, **changes)).json
    assert answer["state"] == "failed" and answer["failure_reason"] == reason, answer
    assert shopify_sim.creates() == [] and shopify_sim.refunds() == []
    assert rdb.hget("sst:{acme}:refund:shop-1001", "state") == b"failed"
