"""Bad Shopify refund requests get a clear problem+json error and change nothing: no Redis key,
no request to the Shopify simulator."""

from __future__ import annotations

import pytest

from tests.support.constants import ACME

ORDER = "gid://shopify/Order/1001"
LINE = {"line_item_id": "gid://shopify/LineItem/1002", "quantity": 1}
GOOD = {"intent_id": "shop-1", "provider": "shopify", "order_id": ORDER, "amount": 1200,
        "currency": "usd"}


def body(**changes):
    data = {**GOOD, **changes}
    return {k: v for k, v in data.items() if v is not ...}


CASES = [
    # (name, body, field named in errors)
    ("missing order", body(order_id=...), "order_id"),
    ("order not a gid", body(order_id="1001"), "order_id"),
    ("order gid of another type", body(order_id="gid://shopify/Customer/1"), "order_id"),
    ("no amount nor line items", body(amount=..., currency=...), "amount"),
    ("amount without currency", body(currency=...), "currency"),
    ("amount and line items", body(refund_line_items=[LINE]), "amount"),
    ("currency and line items", body(amount=..., refund_line_items=[LINE]), "currency"),
    ("amount zero", body(amount=0), "amount"),
    ("amount float", body(amount=12.5), "amount"),
    ("amount string", body(amount="1200"), "amount"),
    ("currency", body(currency="dollars"), "currency"),
    ("empty line items", body(amount=..., currency=..., refund_line_items=[]),
     "refund_line_items"),
    ("line item not a gid", body(amount=..., currency=..., refund_line_items=[
        {"line_item_id": "2", "quantity": 1}]), "refund_line_items"),
    ("line item quantity zero", body(amount=..., currency=..., refund_line_items=[
        {**LINE, "quantity": 0}]), "refund_line_items"),
    ("line item quantity string", body(amount=..., currency=..., refund_line_items=[
        {**LINE, "quantity": "1"}]), "refund_line_items"),
    ("line item twice", body(amount=..., currency=..., refund_line_items=[LINE, LINE]),
     "refund_line_items"),
    ("line item unknown field", body(amount=..., currency=..., refund_line_items=[
        {**LINE, "restock": True}]), "refund_line_items"),
    ("notify not a boolean", body(notify="yes"), "notify"),
    ("notify a number", body(notify=1), "notify"),
    ("note too long", body(note="x" * 1001), "note"),
    # fits alone, but not once surestep adds its marker (and the ticket line) to it
    ("note too long with the marker", body(note="x" * 945), "note"),
    ("note too long with the ticket", body(note="x" * 924, ticket_id="48213"), "note"),
    ("stripe payment on shopify", body(payment_intent="pi_1"), "payment_intent"),
    ("stripe metadata on shopify", body(metadata={"a": "b"}), "metadata"),
    ("stripe reason on shopify", body(reason="duplicate"), "reason"),
    ("unknown field", body(amount_cents=1200), "amount_cents"),
    ("bad intent", body(intent_id="a b"), "intent_id"),
    ("bad resume_url", body(resume_url="ftp://x"), "resume_url"),
    ("shopify order on stripe", {"intent_id": "s-1", "payment_intent": "pi_1", "amount": 100,
                                 "currency": "usd", "order_id": ORDER}, "order_id"),
    ("shopify line items on stripe", {"intent_id": "s-1", "payment_intent": "pi_1",
                                      "amount": 100, "currency": "usd",
                                      "refund_line_items": [LINE]}, "refund_line_items"),
]


@pytest.mark.parametrize("name,payload,field", CASES, ids=[c[0] for c in CASES])
def test_bad_shopify_input_is_refused_and_changes_nothing(client, rdb, shopify_sim, stripe_sim,
                                                         name, payload, field):
    response = client.post("/v1/refunds", json=payload, headers=ACME)
    assert response.status_code == 422, response.json
    assert response.content_type == "application/problem+json"
    problem = response.json
    assert problem["title"] and problem["detail"] and problem["type"].startswith("https://")
    assert field in problem["errors"], problem
    assert rdb.dbsize() == 0, rdb.keys()
    assert shopify_sim.requests() == [] and stripe_sim.requests() == []


def test_the_same_intent_with_other_shopify_arguments_is_422_naming_them(client, shopify_sim):
    order = shopify_sim.order(5000)
    first = client.post("/v1/refunds", json={**GOOD, "order_id": order["id"]}, headers=ACME)
    assert first.json["state"] == "completed"
    sent = len(shopify_sim.requests())
    other = client.post("/v1/refunds", json={**GOOD, "order_id": order["id"], "amount": 1300,
                                             "note": "x"}, headers=ACME)
    assert other.status_code == 422 and set(other.json["errors"]) == {"amount", "note"}
    assert len(shopify_sim.requests()) == sent


def test_openapi_documents_the_shopify_fields(client):
    schema = client.get("/openapi.json").json["components"]["schemas"]["ShopifyRefundRequest"]
    assert {"order_id", "refund_line_items", "note", "notify"} <= set(schema["properties"])
    assert schema["properties"]["provider"]["enum"] == ["shopify"]
