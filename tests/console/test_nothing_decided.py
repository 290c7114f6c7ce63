"""Only a signed-in person of the tenant decides, once, on what they were shown: a bare HTTP
client holding the note's link, a signed-out one, a form scraped or replayed, another tenant's
operator and another site's form all decide nothing (the escalation stays open in the ledger,
Stripe gets no refund)."""

from __future__ import annotations

import json

import httpx

from service.steps import approval_links
from tests.console.helpers import decision_form, escalated_refund, field, hidden_fields
from tests.console.test_sessions import browser_like, signed_in
from tests.support.constants import ACME

PATH = "/console/t/acme/intents/nd-1"


def form_of(http: httpx.Client, **more: str) -> dict:
    page = http.get(PATH)
    assert page.status_code == 200, page.text
    return decision_form(page.text, note="mallory", **more)


def still_open(client, deps, stripe_sim, esc_id: str) -> None:
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "open"
    assert deps.ledger.get("acme", "refund", "nd-1").state == "escalated"
    assert stripe_sim.creates() == []


def test_the_notes_link_alone_decides_nothing(live, client, deps, stripe_sim):
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    link = approval_links.console_path("acme", esc_id)  # what the Zendesk note carries
    alice, _ = signed_in(live, "ops_alice")
    form = form_of(alice)  # the page's CSRF value and fingerprint, scraped by someone
    with browser_like(live) as bare:
        opened = bare.get(link)
        assert opened.status_code == 303
        assert opened.headers["Location"].startswith("/console/sign-in?next=")
        assert esc_id not in bare.get(opened.headers["Location"]).text.split("next")[0]
        for method in ("POST", "PUT", "DELETE"):
            assert bare.request(method, link, data=form).status_code == 405
        assert bare.get(link, params=form).status_code == 303  # a GET never decides
        assert bare.post(PATH + "/decide", data=form).status_code == 403  # no session
        bare.cookies.set("sst_console", "x" * 43)
        assert bare.post(PATH + "/decide", data=form).status_code == 403  # a made-up one
    followed = alice.get(link)  # a signed-in person: the escalation's page, nothing decided
    assert followed.status_code == 303 and f"esc={esc_id}" in followed.headers["Location"]
    assert alice.get(followed.headers["Location"]).status_code == 200
    still_open(client, deps, stripe_sim, esc_id)
    alice.close()


def test_no_one_without_the_tenants_session_decides(live, client, deps, stripe_sim):
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    alice, _ = signed_in(live, "ops_alice")
    form = form_of(alice)
    with browser_like(live) as bare:
        assert bare.get(PATH).status_code == 303  # to the sign-in page, nothing shown
        assert bare.get(PATH + "/decide").status_code == 405
        assert bare.get(PATH + "/decide", params=form).status_code == 405
    bob, _ = signed_in(live, "ops_bob")
    assert bob.post(PATH + "/decide", data=form).status_code == 403  # alice's CSRF value
    gina, _ = signed_in(live, "ops_gina")  # another tenant's operator
    assert gina.get(PATH).status_code == 404
    assert gina.get(approval_links.console_path("acme", esc_id)).status_code == 404
    assert gina.post(PATH + "/decide", data={**form, "csrf_token": field(
        gina.get("/console/queue").text)}).status_code == 404
    elsewhere = alice.post(PATH + "/decide", data=form,
                           headers={"Origin": "https://evil.example"})
    assert elsewhere.status_code == 403
    changed = alice.post(PATH + "/decide", data={**form, "shown": "0" * 32})
    assert changed.status_code == 409 and "not the one you were shown" in changed.text
    other = alice.post(PATH + "/decide", data={**form, "escalation": "esc_" + "0" * 24})
    assert other.status_code == 404
    higher = alice.post(PATH + "/decide", data={**form, "amount": "9000"})
    assert higher.status_code == 400
    forged = alice.post(PATH + "/decide", data={**form, "confirm": "0" * 64})
    assert forged.status_code == 400  # a Confirm that no confirmation page of hers made
    asked = alice.post(PATH + "/decide", data=form)  # a real confirmation, for 75.00 USD
    other_amount = {**hidden_fields(asked.text, "confirm-form"), "amount": "1.00"}
    assert alice.post(PATH + "/decide", data=other_amount).status_code == 400
    still_open(client, deps, stripe_sim, esc_id)
    for http in (alice, bob, gina):
        http.close()


def test_a_decision_counts_once_and_a_replayed_form_changes_nothing(live, client, stripe_sim):
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    alice, _ = signed_in(live, "ops_alice")
    bob, _ = signed_in(live, "ops_bob")
    alice_form, bob_form = form_of(alice), form_of(bob)  # two people, the same page open
    asked = alice.post(PATH + "/decide", data=alice_form)  # the confirmation: nothing decided
    assert asked.status_code == 200 and stripe_sim.creates() == []
    confirmed = hidden_fields(asked.text, "confirm-form")
    assert alice.post(PATH + "/decide", data=confirmed).status_code == 303
    assert alice.post(PATH + "/decide", data=confirmed).status_code == 409  # Confirm again
    replayed = alice.post(PATH + "/decide", data=alice_form)  # its page showed it open
    assert replayed.status_code == 409 and "approved by alice (console)" in replayed.text
    refused = bob.post(PATH + "/decide", data={**bob_form, "decision": "reject"})
    assert refused.status_code == 409 and "after your page was shown" in refused.text
    assert "approved by alice (console)" in refused.text
    assert len(stripe_sim.creates()) == 1
    escalation = client.get(f"/v1/escalations/{esc_id}", headers=ACME).json
    assert escalation["decided_by"] == "console:alice" and escalation["note"] == "mallory"
    assert escalation["resolution"]["state"] == "completed"
    audit = client.get("/v1/intents/nd-1", headers=ACME).json
    actors = {a["actor"] for step in audit["steps"] for a in step["audit"]}
    assert "console:alice" in actors and "console:bob" not in actors
    page = alice.get(PATH)
    alice.post("/console/sign-out", data={"csrf_token": field(page.text)})
    assert alice.post(PATH + "/decide", data=alice_form).status_code == 403  # signed out
    assert len(stripe_sim.creates()) == 1
    alice.close()
    bob.close()


def test_a_proposal_changed_since_the_page_was_shown_is_not_decided(live, client, deps, rdb,
                                                                    stripe_sim):
    """The form is bound to the whole proposal it showed: with the stored proposal's amount
    changed under the open page (no path of ours does it; the binding must not rely on that),
    approving is refused and nothing is sent."""
    esc_id = escalated_refund(client, stripe_sim, "nd-1")["escalation"]["id"]
    alice, _ = signed_in(live, "ops_alice")
    form = form_of(alice)
    entry = deps.ledger.get("acme", "escalation", "nd-1")
    args = {**entry.args, "proposal": {**entry.args["proposal"], "amount": 9900}}
    rdb.hset(entry.key, "args", json.dumps(args))
    changed = alice.post(PATH + "/decide", data=form)
    assert changed.status_code == 409 and "its proposal changed since" in changed.text
    still_open(client, deps, stripe_sim, esc_id)
    fresh = form_of(alice)  # the page as it is now: "99.00" shown, and that can be decided
    assert fresh["shown"] != form["shown"]
    assert alice.post(PATH + "/decide", data={**fresh, "decision": "reject"}).status_code == 303
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "rejected"
    assert stripe_sim.creates() == []
    alice.close()
