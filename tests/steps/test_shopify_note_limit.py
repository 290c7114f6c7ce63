"""A Shopify refund's note holds the flow's note, the ticket line and surestep's marker within
1000 characters: refused at the edge when it would not fit (nothing recorded, nothing sent),
sent whole when it just fits, and refused by the simulator itself beyond the bound."""

from __future__ import annotations

from service.providers.shopify import NOTE_MAX, note_room
from tests.sandbox.test_shopify_sim import create
from tests.support.constants import ACME
from tests.support.shopify_helpers import refund_body

TICKET = "48213"


def test_a_note_that_just_fits_is_sent_whole_and_one_more_character_is_refused(client, rdb,
                                                                               shopify_sim):
    order = shopify_sim.order(5000)
    room = note_room(TICKET)
    assert room == NOTE_MAX - len("\nSupport ticket 48213\n[surestep sst_]") - 40
    over = client.post("/v1/refunds", headers=ACME, json=refund_body(
        order, ticket_id=TICKET, note="n" * (room + 1)))
    assert over.status_code == 422 and over.content_type == "application/problem+json"
    assert f"At most {room} characters" in over.json["errors"]["note"][0]
    assert rdb.dbsize() == 0 and shopify_sim.requests() == []

    fits = client.post("/v1/refunds", headers=ACME, json=refund_body(
        order, ticket_id=TICKET, note="n" * room))
    assert fits.status_code == 200 and fits.json["state"] == "completed", fits.json
    [refund] = shopify_sim.refunds()
    assert len(refund["note"]) == NOTE_MAX
    assert refund["note"].startswith("n" * room + "\nSupport ticket 48213\n[surestep sst_")


def test_the_simulator_refuses_a_note_over_the_bound_and_creates_nothing(shopify_sim):
    order = shopify_sim.order(5000)
    body = create(shopify_sim, order, key="long", note="x" * (NOTE_MAX + 1))
    payload = body["data"]["refundCreate"]
    assert payload["refund"] is None
    assert payload["userErrors"] == [{"field": ["note"], "message":
                                      f"Note is too long (maximum is {NOTE_MAX} characters)"}]
    assert shopify_sim.refunds() == []
    exact = create(shopify_sim, order, key="exact", note="x" * NOTE_MAX)
    assert exact["data"]["refundCreate"]["refund"]["id"]
    assert [len(r["note"]) for r in shopify_sim.refunds()] == [NOTE_MAX]
