"""The escalation rule (issue 24, "Why" 1, 2 and 9), against a real Redis and the Stripe and
Zendesk simulators over real HTTP: a refund after a flow's escalation gets an escalation of its
own that carries its proposal and is carried out on approval; a refund a person approved that
the provider later reverses is escalated again; a flow's reason cannot pose as the approval
line. Asserted on the simulators' records and the ledger, not on our answers alone."""

from __future__ import annotations

import re

import pytest

from service.steps import escalation
from service.steps.rules import Reason
from tests.console.helpers import sign_in
from tests.steps.test_escalations import POLICY, big_refund, decide
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, BOB
from tests.support.helpers import drain
from tests.support.ops_helpers import (
    escalation_world,
    post_stripe,
    sim_refund,
    stripe_event,
    stripe_signature,
)


@pytest.fixture(autouse=True)
def policy_path(tmp_path, monkeypatch):
    return escalation_world(tmp_path, monkeypatch, POLICY)


def notes_of(zendesk_sim, ticket):
    return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
            if c["ticket_id"] == ticket]


def test_a_refund_after_a_flows_escalation_gets_its_own_with_its_proposal(client, stripe_sim,
                                                                         deps):
    manual = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "big-1", "reason": "customer wants a refund, checking"}).json
    assert manual["proposal"] is None
    payment = stripe_sim.payment(20000)
    answer = big_refund(client, payment).json
    assert answer["state"] == "escalated"
    esc_id = answer["escalation"]["id"]
    assert esc_id != manual["id"]  # before: the flow's escalation, with no proposal, for ever
    stored = escalation.get(deps, "acme", esc_id)
    assert stored.state == "open" and stored.args["proposal"]["amount"] == 7500
    assert stored.intent_id == "big-1" and stored.args["number"] == 2
    assert deps.ledger.get("acme", "refund", "big-1").result["escalation_id"] == esc_id
    # the flow's escalation is untouched: approving it records a decision and sends nothing
    assert decide(client, manual["id"], "approve", BOB).json["resolution"]["detail"].startswith(
        "No refund was proposed")
    assert stripe_sim.actions() == [] and deps.ledger.get("acme", "refund", "big-1"
                                                          ).state == "escalated"
    approved = decide(client, esc_id, "approve", ALICE).json
    assert approved["resolution"]["state"] == "completed"
    [made] = stripe_sim.refunds()
    assert made["amount"] == 7500 and made["metadata"]["surestep_intent_id"] == "big-1"
    assert deps.ledger.get("acme", "refund", "big-1").state == "completed"
    listed = client.get("/v1/escalations", headers=ACME).json["data"]
    assert sorted(e["id"] for e in listed) == sorted([manual["id"], esc_id])
    assert {e["intent_id"] for e in listed} == {"big-1"}
    assert escalation.of_intent(deps, "acme", "big-1").args["id"] == esc_id


def test_a_person_approved_refund_reversed_by_the_provider_is_escalated_again(
        client, stripe_sim, zendesk_sim, deps):
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    first = big_refund(client, payment, ticket_id=str(ticket)).json["escalation"]["id"]
    assert decide(client, first, "approve", ALICE).json["resolution"]["state"] == "completed"
    [made] = stripe_sim.refunds()
    drain(deps, done=lambda: len(notes_of(zendesk_sim, ticket)) >= 2)
    stripe_sim.control("POST", f"/_sim/refunds/{made['id']}/status",
                       {"status": "failed", "failure_reason": "lost_or_stolen_card"})
    body = stripe_event(sim_refund(stripe_sim, made["id"]), "refund.failed", "evt_esc_flip")
    answer = post_stripe(client, body, stripe_signature(body))
    assert answer.status_code == 200 and answer.json["outcome"] == "reversed", answer.json
    assert deps.ledger.get("acme", "refund", "big-1").state == "failed"
    [reversal] = client.get("/v1/escalations?state=open", headers=ACME).json["data"]
    assert reversal["id"] != first and reversal["intent_id"] == "big-1"
    assert reversal["reasons"][0]["code"] == "refund_failed_after_success"
    assert escalation.get(deps, "acme", first).state == "approved"  # the decision stands
    drain(deps, done=lambda: len(notes_of(zendesk_sim, ticket)) >= 3)
    third = notes_of(zendesk_sim, ticket)[2]
    assert third["public"] is False and "lost_or_stolen_card" in third["body"]
    # another event about the same reversal asks nothing new
    again = stripe_event(sim_refund(stripe_sim, made["id"]), "refund.updated", "evt_esc_flip2")
    assert post_stripe(client, again, stripe_signature(again)).status_code == 200
    assert len(client.get("/v1/escalations", headers=ACME).json["data"]) == 2
    assert len(stripe_sim.creates()) == 1


INJECTED = ("customer is upset\n\nApprove or reject: https://elsewhere.example/approve/x\r\n"
            "\u2028see www.evil.example\u202e or evil.example/path")


def test_a_flows_reason_is_one_quoted_line_and_never_a_link(client, stripe_sim, zendesk_sim,
                                                            deps, live):
    [ticket] = new_tickets(zendesk_sim)
    made = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "inj-1", "reason": INJECTED, "ticket_id": str(ticket)})
    assert made.status_code == 201
    esc_id = made.json["id"]
    drain(deps, done=lambda: len(notes_of(zendesk_sim, ticket)) >= 1)
    [note] = notes_of(zendesk_sim, ticket)
    lines = note["body"].split("\n")
    asking = [line for line in lines if "Approve or reject" in line]
    assert len(asking) == 1  # the flow's words, quoted (ours ask for the console)
    [flows] = [line for line in lines if "flow_escalated" in line]
    assert flows.startswith('- The flow wrote: "customer is upset Approve or')
    assert "hxxps[:]//elsewhere[.]example/approve/x" in flows
    assert "www[.]evil[.]example" in flows and "evil[.]example/path" in flows
    assert "\u2028" not in note["body"] and "\u202e" not in note["body"]
    assert not re.search(r"https?://(?!127\.0\.0\.1|localhost)", note["body"])
    assert "elsewhere.example" not in note["body"] and "evil.example" not in note["body"]
    [ours] = [line for line in lines if line.startswith("Decide in the surestep console")]
    link = ours.rsplit(" ", 1)[1]
    # stored on one line: the API, the events and the console show the same
    stored = escalation.get(deps, "acme", esc_id).args["reasons"][0]["message"]
    assert "\n" not in stored and "https://" not in stored
    sign_in(client, "ops_alice")
    opened = client.get(link[link.index("/console/"):])
    assert opened.status_code == 303
    page = client.get(opened.headers["Location"])
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "elsewhere.example" not in html and "hxxps[:]//elsewhere[.]example" in html


def test_the_first_escalation_keeps_the_old_id_and_an_old_entry_still_reads(client, deps,
                                                                           stripe_sim):
    """An escalation stored before numbering (no intent_id, number or question in its args)
    is found by its old id, decided, and a refund's new question opens escalation 2."""
    import hashlib
    old_id = "esc_" + hashlib.sha256(b"acme\nbig-1").hexdigest()[:24]
    assert escalation.escalation_id("acme", "big-1") == old_id
    args = {"id": old_id, "kind": "manual", "reasons": [{"code": "flow_escalated",
                                                         "message": "old one"}],
            "proposal": None, "context": {}, "ticket_id": None, "expires_at": 4e9}
    deps.ledger.redis.set(f"sst:{{acme}}:escid:{old_id}", "big-1")
    deps.ledger.redis.zadd("sst:{acme}:escalations", {"big-1": 1.0})
    deps.ledger.redis.zadd("sst:{acme}:escalations:open", {"big-1": 1.0})
    deps.ledger.claim("acme", "escalation", "big-1", fingerprint="", args=args,
                      provider_key=old_id, lease_s=0, initial="open", reclaim=(), to="open")
    old = client.get(f"/v1/escalations/{old_id}", headers=ACME).json
    assert old["state"] == "open" and old["intent_id"] == "big-1"
    assert escalation.view(deps, escalation.get(deps, "acme", old_id))["number"] == 1
    replay = client.post("/v1/escalations", headers=ACME,
                         json={"intent_id": "big-1", "reason": "old one"})
    assert replay.status_code == 200 and replay.json["id"] == old_id
    answer = big_refund(client, stripe_sim.payment(20000)).json
    assert answer["escalation"]["id"] == escalation.escalation_id("acme", "big-1", 2)
    from service.steps.escalation import slots
    assert slots.all_of(deps, "acme", "big-1")[1] == 2
    assert decide(client, old_id, "reject", ALICE).json["state"] == "rejected"
    assert deps.ledger.get("acme", "refund", "big-1").state == "escalated"  # not its question


def test_the_same_question_asked_twice_gets_one_escalation_and_a_new_one_its_own(deps):
    ask = dict(kind="approval", reasons=[Reason("approval_required", "over")],
               proposal={"amount": 9000, "currency": "usd", "payment_intent": "pi_1"})
    first, created = escalation.escalate(deps, "acme", "q-1", **ask)
    again, created_again = escalation.escalate(deps, "acme", "q-1", **ask)
    assert created and not created_again and again.args["id"] == first.args["id"]
    other, created_other = escalation.escalate(
        deps, "acme", "q-1", kind="approval", reasons=ask["reasons"],
        proposal={**ask["proposal"], "amount": 8000},
        guard={"verdict": "ask", "scores": {"match": 0.42, "x": "no"}, "reasons": ["a\nb"],
               "customer_words": "refund me\nApprove: https://x.example/"})
    assert created_other and other.args["number"] == 2
    assert other.args["guard"] == {"verdict": "ask", "scores": {"match": 0.42},
                                   "reasons": ["a b"],
                                   "customer_words": "refund me Approve: hxxps[:]//x[.]example/"}
    with pytest.raises(ValueError):
        escalation.escalate(deps, "acme", "q-1", kind="nonsense", reasons=[], proposal=None)


@pytest.mark.parametrize("made", [True, False])
def test_a_rejected_retry_of_an_unknown_refund_ends_as_stripe_holds_it(client, stripe_sim, deps,
                                                                        made):
    """Two attempts whose answers and lookups were lost escalate (unknown_outcome); a person
    rejects the retry. Before: the refund stayed ``escalated`` on a decided escalation for
    ever, although Stripe held a refund it had made. Now the rejection reads Stripe once more
    (nothing is sent): the refund it made stands, or none was made and the refund failed."""
    payment = stripe_sim.payment(3000)
    stripe_sim.fault("drop_after" if made else "drop_before", method="POST", path="/v1/refunds",
                     times=None)
    stripe_sim.fault("drop_before", method="GET", path="/v1/refunds", times=None)
    body = {"intent_id": "unk-2", "payment_intent": payment["payment_intent"], "amount": 1000,
            "currency": "usd"}
    assert client.post("/v1/refunds", json=body, headers=ACME).json["state"] == "unknown"
    esc_id = client.post("/v1/refunds", json=body, headers=ACME).json["escalation"]["id"]
    stripe_sim.clear_faults()
    creates = len(stripe_sim.creates())
    decided = decide(client, esc_id, "reject", ALICE).json
    assert decided["state"] == "rejected"
    entry = deps.ledger.get("acme", "refund", "unk-2")
    assert len(stripe_sim.creates()) == creates  # the rejection sent nothing
    if made:
        [held] = stripe_sim.refunds()
        assert entry.state == "completed" and entry.result["refund_id"] == held["id"]
        assert entry.result["verified"] is True and "before the decision" in entry.result[
            "detail"]
    else:
        assert stripe_sim.refunds() == []
        assert entry.state == "failed" and entry.result["failure_reason"] == "rejected_by_person"
        assert entry.result["verified"] is True and "holds no refund" in entry.result["detail"]
    replay = client.post("/v1/refunds", json=body, headers=ACME).json
    assert replay["state"] == entry.state and len(stripe_sim.creates()) == creates


def test_a_flows_later_escalation_adds_its_reason_to_the_open_one_and_says_so(
        client, stripe_sim, zendesk_sim, deps):
    """The refund waits for a person (over the threshold); the flow escalates the same intent
    with a reason of its own: no second escalation, the reason is on the open one (one line,
    defanged, the flow's words), the answer says it was added, and a person sees it in the
    console. The same request again adds nothing more."""
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    esc_id = big_refund(client, payment, ticket_id=str(ticket)).json["escalation"]["id"]
    later = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "big-1", "reason": INJECTED})
    assert later.status_code == 200, later.json
    body = later.json
    assert body["id"] == esc_id and body["replayed"] is True and body["reason_added"] is True
    assert f"waits for a person under escalation {esc_id}; your reason was added" in \
        body["detail"]
    [theirs] = [r for r in body["reasons"] if r["code"] == "flow_escalated"]
    assert theirs["message"].startswith("customer is upset Approve or reject: hxxps[:]//")
    assert "\n" not in theirs["message"] and "https://" not in theirs["message"]
    stored = escalation.get(deps, "acme", esc_id)
    assert stored.state == "open" and stored.args["reasons"][0]["code"] == "approval_required"
    assert stored.args["reasons"][1] == theirs
    assert [e["id"] for e in client.get("/v1/escalations", headers=ACME).json["data"]] == [
        esc_id]
    audit = {s["step"]: s for s in client.get("/v1/intents/big-1", headers=ACME).json["steps"]}
    [added] = [a for a in audit["escalation"]["audit"] if "added its reason" in a["note"]]
    assert added["actor"] == "api" and '"customer is upset' in added["note"]
    again = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "big-1", "reason": INJECTED}).json
    assert again["reason_added"] is True and again["id"] == esc_id
    assert len(escalation.get(deps, "acme", esc_id).args["reasons"]) == 2  # not twice
    sign_in(client, "ops_alice")
    page = client.get("/console/t/acme/intents/big-1").get_data(as_text=True)
    assert "customer is upset Approve or reject: hxxps[:]//elsewhere[.]example" in page
    drain(deps, done=lambda: len(notes_of(zendesk_sim, ticket)) >= 2)
    opened, added_note = notes_of(zendesk_sim, ticket)  # one note for the reason, not two
    assert added_note["public"] is False and "its reason was added" in added_note["body"]
    [line] = [x for x in added_note["body"].split("\n") if "flow_escalated" in x]
    assert line.startswith('- The flow wrote: "customer is upset Approve or reject: hxxps')
    assert "elsewhere.example" not in added_note["body"]
    assert stripe_sim.actions() == []
