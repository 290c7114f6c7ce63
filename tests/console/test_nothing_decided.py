"""Only a signed-in person of the tenant decides, once, on what they were shown: a bare HTTP
client, a signed-out one, a form scraped or replayed, another tenant's operator and another
site's form all decide nothing (the escalation stays open, Stripe gets no refund)."""

from __future__ import annotations

import httpx

from tests.console.helpers import SHOWN, escalated_refund, field
from tests.console.test_sessions import browser_like, signed_in
from tests.support.constants import ACME

PATH = "/console/t/acme/intents/nd-1"


def form_of(http: httpx.Client) -> dict:
    page = http.get(PATH)
    assert page.status_code == 200, page.text
    return {"csrf_token": field(page.text), "shown": field(page.text, SHOWN),
            "decision": "approve", "note": "mallory"}


def still_open(client, stripe_sim, esc_id: str) -> None:
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "open"
    assert stripe_sim.creates() == []


def test_no_one_without_the_tenants_session_decides(live, client, stripe_sim):
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    alice, _ = signed_in(live, "ops_alice")
    form = form_of(alice)
    with browser_like(live) as bare:
        assert bare.get(PATH).status_code == 303  # to the sign-in page, nothing shown
        assert bare.get(PATH + "/decide").status_code == 405
        assert bare.get(PATH + "/decide", params=form).status_code == 405
        assert bare.post(PATH + "/decide", data=form).status_code == 403  # scraped, no session
        bare.cookies.set("sst_console", "x" * 43)
        assert bare.post(PATH + "/decide", data=form).status_code == 403  # a made-up session
    bob, _ = signed_in(live, "ops_bob")
    assert bob.post(PATH + "/decide", data=form).status_code == 403  # alice's CSRF value
    gina, _ = signed_in(live, "ops_gina")  # another tenant's operator
    assert gina.get(PATH).status_code == 404
    assert gina.post(PATH + "/decide", data={**form, "csrf_token": field(
        gina.get("/console/queue").text)}).status_code == 404
    elsewhere = alice.post(PATH + "/decide", data=form,
                           headers={"Origin": "https://evil.example"})
    assert elsewhere.status_code == 403
    changed = alice.post(PATH + "/decide", data={**form, "shown": "0" * 32})
    assert changed.status_code == 409 and "not the one you were shown" in changed.text
    higher = alice.post(PATH + "/decide", data={**form, "amount": "9000"})
    assert higher.status_code == 400
    still_open(client, stripe_sim, esc_id)
    for http in (alice, bob, gina):
        http.close()


def test_a_decision_counts_once_and_a_replayed_form_changes_nothing(live, client, stripe_sim):
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    alice, _ = signed_in(live, "ops_alice")
    bob, _ = signed_in(live, "ops_bob")
    alice_form, bob_form = form_of(alice), form_of(bob)  # two people, the same page open
    assert alice.post(PATH + "/decide", data=alice_form).status_code == 303
    assert alice.post(PATH + "/decide", data=alice_form).headers["Location"].endswith(
        "m=already")  # replayed: the same decision, counted once
    refused = bob.post(PATH + "/decide", data={**bob_form, "decision": "reject"})
    assert refused.status_code == 409 and "already approved by console:alice" in refused.text
    assert len(stripe_sim.creates()) == 1
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["decided_by"] == "console:alice" and escalation["note"] == "mallory"
    assert escalation["resolution"]["state"] == "completed"
    audit = client.get("/v1/intents/nd-1", headers=ACME).json
    actors = {a["actor"] for step in audit["steps"] for a in step["audit"]}
    assert "console:alice" in actors
    page = alice.get(PATH)
    alice.post("/console/sign-out", data={"csrf_token": field(page.text)})
    assert alice.post(PATH + "/decide", data=alice_form).status_code == 403  # signed out
    assert len(stripe_sim.creates()) == 1
    alice.close()
    bob.close()
