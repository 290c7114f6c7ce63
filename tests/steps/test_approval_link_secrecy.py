"""Nothing the guarded agent can read decides: the Zendesk note carries only the escalation's
console link, and what a decision needs (a signed-in person's session and its CSRF value, the
ops key it was made from) is in no note, no answer to a flow key, no event. Real Redis, the
Stripe and Zendesk simulators over real HTTP, events delivered to a real receiver; the note's
link is followed without a session (nothing decided), then a person decides in the console."""

from __future__ import annotations

import json
import re

import pytest

from service.steps import approval_links
from service.steps.tickets import job_id_for
from tests.console.helpers import approve, sign_in
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME
from tests.support.guard_helpers import OPS_KEYS, Receiver, write_policy
from tests.support.helpers import drain
from tests.web.test_subscriptions import subscribe

EVENTS = ["refund.completed", "refund.failed", "refund.unknown", "escalation.created",
          "escalation.resolved", "ticket_update.completed", "ticket_update.failed"]


@pytest.fixture(autouse=True)
def policy_path(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    return path


@pytest.fixture
def hook():
    receiver = Receiver()
    yield receiver
    receiver.close()


def redis_text(rdb) -> str:
    """Every value in Redis as text (strings, hashes, lists, sets, sorted sets, streams)."""
    chunks = []
    for key in rdb.scan_iter(count=500):
        kind = rdb.type(key).decode()
        value = {"string": lambda: rdb.get(key), "hash": lambda: rdb.hgetall(key),
                 "list": lambda: rdb.lrange(key, 0, -1), "set": lambda: rdb.smembers(key),
                 "zset": lambda: rdb.zrange(key, 0, -1), "stream": lambda: rdb.xrange(key),
                 }.get(kind, lambda: b"")()
        chunks.append(repr(key) + repr(value))
    return "\n".join(chunks)


def test_the_note_holds_no_credential_and_only_a_signed_in_person_decides(
        app, client, deps, rdb, stripe_sim, zendesk_sim, hook):
    sub = subscribe(client, hook.url, EVENTS).json
    [ticket] = new_tickets(zendesk_sim)
    payment = stripe_sim.payment(20000)
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "secret-1", "payment_intent": payment["payment_intent"], "amount": 7500,
        "currency": "usd", "ticket_id": str(ticket), "customer": {"email": "ana@example.com"}})
    esc_id = answer.json["escalation"]["id"]

    def notes():
        return [c["body"] for c in zendesk_sim.control("GET", "/_sim/comments")["data"]
                if c["ticket_id"] == ticket]

    def events() -> set[str]:
        return {json.loads(body)["type"] for _, body in hook.received}

    # (the 72 h expiry job stays scheduled, so the queue never drains empty)
    drain(deps, done=lambda: bool(notes()) and events() >= {"escalation.created",
                                                            "ticket_update.completed"})
    links = re.findall(r"https?://\S+", notes()[0])
    path = approval_links.console_path("acme", esc_id)
    assert links == [deps.config["PUBLIC_URL"] + path] and approval_links.SLOT not in notes()[0]

    agent = app.test_client()  # holds only what the note says
    assert agent.get(path).status_code == 303 and agent.post(path).status_code == 405
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "open"

    csrf = sign_in(client, "ops_alice")  # a person, in their own browser
    session = client.get_cookie("sst_console", path="/console").value
    page = client.get(client.get(path).headers["Location"]).get_data(as_text=True)
    decided = approve(client, "/console/t/acme/intents/secret-1", page)
    assert decided.status_code == 303
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "approved"

    note_intent = f"{esc_id}-opened"
    note_entry = deps.ledger.get("acme", "ticket_update", note_intent)
    drain(deps, done=lambda: len(notes()) >= 2 and "escalation.resolved" in events())
    seen = {"notes": "\n".join(notes()), "refund answer": answer.get_data(as_text=True)}
    for url in ("/v1/intents/secret-1", f"/v1/intents/{note_intent}", "/v1/escalations",
                f"/v1/escalations/{esc_id}", f"/v1/jobs/{job_id_for(note_entry.key)}",
                f"/v1/subscriptions/{sub['id']}/deliveries", "/v1/subscriptions"):
        reply = client.get(url, headers=ACME)
        assert reply.status_code == 200, url
        seen[url] = reply.get_data(as_text=True)
    seen["events"] = "\n".join(body.decode() for _, body in hook.received)
    seen["redis"] = redis_text(rdb)
    secrets = {"session id": session, "ops key": "ops_alice", "csrf value": csrf}
    leaks = [(what, where) for what, value in secrets.items() for where, text in seen.items()
             if value in text and not (what == "csrf value" and where == "redis")]
    assert leaks == []  # (Redis keeps the session's CSRF value beside its id's digest)
