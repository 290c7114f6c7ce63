"""Pausing new refunds: held for a person with nothing sent, replays and verifies still answered,
carried out or rejected through the escalation afterwards, and checked in the claim's own
script, so that a pause set while 50 refunds are in flight lets none through that was
claimed after it. Against the Stripe simulator and a real Redis."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx

from service.steps import pauses
from tests.console.helpers import approve, decision_form, sign_in
from tests.support.constants import ACME


def refund(client, stripe_sim, intent: str, amount: int = 1000) -> dict:
    payment = stripe_sim.payment(20000)
    return client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": amount,
        "currency": "usd"}).json


def decide(client, intent: str, decision: str):
    path = f"/console/t/acme/intents/{intent}"
    page = client.get(path)
    if decision == "approve":
        return approve(client, path, page.text)
    return client.post(path + "/decide", data=decision_form(page.text, decision))


def test_a_paused_tenant_holds_new_refunds_with_nothing_sent_then_a_person_decides(
        client, deps, stripe_sim):
    before = refund(client, stripe_sim, "before-pause")
    assert before["state"] == "completed"
    assert pauses.pause(deps, "acme", "*", actor="console:alice", note="duplicates")
    held = refund(client, stripe_sim, "held-1")
    assert held["state"] == "escalated" and held["reasons"][0]["code"] == "paused", held
    rejected = refund(client, stripe_sim, "held-2", amount=7500)  # over the threshold too
    assert [r["code"] for r in rejected["reasons"]] == ["paused", "approval_required"]
    assert len(stripe_sim.creates()) == 1  # only the refund from before the pause
    body = {"intent_id": "before-pause"}
    assert client.post("/v1/refunds/verify", headers=ACME, json=body).json["state"] == \
        "completed"
    again = client.post("/v1/refunds", headers=ACME, json={**_args_of(deps, "held-1"),
                                                           "intent_id": "held-1"}).json
    assert again["state"] == "escalated" and again["replayed"] is True
    sign_in(client, "ops_alice")
    assert decide(client, "held-1", "approve").status_code == 303  # still paused
    assert decide(client, "held-2", "reject").status_code == 303
    done = client.get("/v1/intents/held-1", headers=ACME).json
    assert [s["state"] for s in done["steps"] if s["step"] == "refund"] == ["completed"]
    assert [c["params"]["amount"] for c in stripe_sim.creates()] in (
        [1000, 1000], ["1000", "1000"])
    failed = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": "held-2"}).json
    assert failed["state"] == "failed" and failed["failure_reason"] == "rejected_by_person"
    assert pauses.resume(deps, "acme", "*", actor="console:alice")
    assert refund(client, stripe_sim, "after-resume")["state"] == "completed"
    assert [h["action"] for h in pauses.history(deps, "acme")] == ["resume", "pause"]


def _args_of(deps, intent: str) -> dict:
    entry = deps.ledger.get("acme", "refund", intent)
    return {k: v for k, v in entry.args.items() if k not in ("account",)}


def test_an_account_pause_holds_that_account_only(client, deps, stripe_sim):
    assert pauses.pause(deps, "acme", "stripe:eu", actor="console:alice")
    assert refund(client, stripe_sim, "env-goes")["state"] == "completed"
    assert pauses.pause(deps, "acme", "stripe:env", actor="console:alice")
    assert refund(client, stripe_sim, "env-held")["reasons"][0]["code"] == "paused"
    assert not pauses.pause(deps, "acme", "stripe:env", actor="console:bob")  # the first stands
    assert pauses.current(deps, "acme")["stripe:env"]["by"] == "console:alice"


def intent_of(create: dict) -> str:
    params = create["params"]
    meta = params.get("metadata") if isinstance(params.get("metadata"), dict) else {}
    return meta.get("surestep_intent_id") or params.get("metadata[surestep_intent_id]")


def test_a_pause_set_while_50_refunds_are_in_flight_lets_none_claimed_after_it_through(
        live, deps, stripe_sim):
    stripe_sim.fault("latency", method="GET", path="/v1/payment_intents", delay_s=0.15)
    payments = [stripe_sim.payment(20000)["payment_intent"] for _ in range(50)]
    answers: dict[str, dict] = {}
    paused_at: list[float] = []
    started = threading.Event()

    def send(n: int) -> None:
        started.set()
        with httpx.Client(base_url=live.url, timeout=60) as http:
            answers[f"flight-{n}"] = http.post("/v1/refunds", headers=ACME, json={
                "intent_id": f"flight-{n}", "payment_intent": payments[n], "amount": 1000,
                "currency": "usd"}).json()

    with ThreadPoolExecutor(max_workers=12) as pool:
        futures = [pool.submit(send, n) for n in range(50)]
        started.wait(10)
        deadline = time.monotonic() + 30
        while len(stripe_sim.creates()) < 5 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert pauses.pause(deps, "acme", "*", actor="console:alice")
        paused_at.append(time.time())
        for future in futures:
            future.result()
    states = {intent: a["state"] for intent, a in answers.items()}
    assert len(states) == 50 and set(states.values()) <= {"completed", "escalated"}, states
    completed = {i for i, s in states.items() if s == "completed"}
    held = {i for i, s in states.items() if s == "escalated"}
    assert completed and held, states  # the pause landed while refunds were in flight
    for intent in held:
        assert answers[intent]["reasons"][0]["code"] == "paused"
    creates = stripe_sim.creates()
    assert sorted(intent_of(c) for c in creates) == sorted(completed)  # one each, none held
    for intent in completed:  # each went ahead because its claim came before the pause
        audit = deps.ledger.history(deps.ledger.key("acme", "refund", intent))[0]
        assert audit[0]["at"] < paused_at[0] and "paused" not in audit[0]["note"]
    for intent in held:
        assert deps.ledger.get("acme", "escalation", intent).state == "open"
    late = [c for c in creates if c["t"] > paused_at[0]]
    print(f"\n50 in flight: {len(completed)} claimed before the pause and completed "
          f"({len(late)} of their creates reached Stripe after the pause's write), "
          f"{len(held)} held, none created")
