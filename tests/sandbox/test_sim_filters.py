"""The simulators' record filters: one payment's, order's or ticket's side effects alone."""

from __future__ import annotations

import stripe

from tests.support.constants import ACME
from tests.support.shopify_helpers import refund_body


def test_stripe_refunds_filter_by_payment_intent(stripe_sim):
    one, two = stripe_sim.payment(), stripe_sim.payment()
    client = stripe.StripeClient("sk_test_surestep", base_addresses={"api": stripe_sim.url})
    for payment in (one, two, two):
        client.v1.refunds.create(params={"payment_intent": payment["payment_intent"],
                                         "amount": 100})
    rows = stripe_sim.http.get("/_sim/refunds",
                               params={"payment_intent": two["payment_intent"]}).json()["data"]
    assert [r["payment_intent"] for r in rows] == [two["payment_intent"]] * 2
    assert len(stripe_sim.refunds()) == 3  # no filter: every refund


def test_zendesk_comments_filter_by_ticket(client, zendesk_sim):
    first, second = [t["id"] for t in zendesk_sim.control("POST", "/_sim/tickets",
                                                          {"count": 2})["data"]]
    for ticket in (first, second):
        zendesk_sim.http.put(f"/api/v2/tickets/{ticket}.json",
                             json={"ticket": {"comment": {"body": f"on {ticket}"}}},
                             auth=("ops@example.com/token", "zd-token")).raise_for_status()
    rows = zendesk_sim.http.get("/_sim/comments", params={"ticket_id": second}).json()["data"]
    assert rows and {r["ticket_id"] for r in rows} == {second}
    assert [r["body"] for r in rows if r["body"].startswith("on ")] == [f"on {second}"]


def test_shopify_refunds_filter_by_order(client, shopify_sim):
    orders = [shopify_sim.order(5000), shopify_sim.order(5000)]
    for n, order in enumerate(orders):
        answer = client.post("/v1/refunds", headers=ACME, json=refund_body(order, f"f-{n}"))
        assert answer.json["state"] == "completed"
    rows = shopify_sim.http.get("/_sim/refunds", params={"order_id": orders[1]["id"]}).json()
    assert [r["order_id"] for r in rows["data"]] == [orders[1]["id"]]
