"""The approval link is a bearer credential: it reaches Zendesk's internal note and nothing a
flow key can read. Real Redis, the Stripe and Zendesk simulators over real HTTP, events
delivered to a real receiver; the link from the note is then used to approve, once."""

from __future__ import annotations

import json
import re

import pytest

from service.steps import approval_links
from service.steps.tickets import job_id_for
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


def test_the_link_is_only_in_the_zendesk_note_and_it_works(client, deps, rdb, stripe_sim,
                                                            zendesk_sim, hook):
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
    path = re.search(r"/approve/(\S+)", notes()[0])
    assert path is not None and approval_links.SLOT not in notes()[0]
    token = path.group(1)
    assert len(token) > 40

    note_intent = f"{esc_id}-opened"
    note_entry = deps.ledger.get("acme", "ticket_update", note_intent)
    assert note_entry.state == "completed"
    seen = {"refund answer": answer.get_data(as_text=True)}
    for url in ("/v1/intents/secret-1", f"/v1/intents/{note_intent}", "/v1/escalations",
                "/v1/escalations?state=open", f"/v1/escalations/{esc_id}",
                f"/v1/jobs/{job_id_for(note_entry.key)}", f"/v1/subscriptions/{sub['id']}/deliveries",
                "/v1/subscriptions"):
        reply = client.get(url, headers=ACME)
        assert reply.status_code == 200, url
        seen[url] = reply.get_data(as_text=True)
    seen["events"] = "\n".join(body.decode() for _, body in hook.received)
    seen["redis"] = redis_text(rdb)
    leaks = [where for where, text in seen.items() if token in text]
    assert leaks == []
    # the ledger keeps the placeholder, and Zendesk's echo of the comment was recorded redacted
    note_step = json.loads(seen[f"/v1/intents/{note_intent}"])["steps"][0]
    assert approval_links.SLOT in note_step["args"]["comment"]["body"]
    assert approval_links.WITHHELD in json.dumps(note_step["responses"])

    page = client.get(f"/approve/{token}")  # the link from the note works: it decides, once
    assert page.status_code == 200 and "75.00 USD" in page.get_data(as_text=True)
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', page.get_data(as_text=True)).group(1)
    decided = client.post(f"/approve/{token}", data={"csrf_token": csrf, "decision": "approve",
                                                     "name": "Alice"})
    assert decided.status_code == 303
    assert len(stripe_sim.creates()) == 1 and len(stripe_sim.refunds()) == 1
    assert client.get(f"/v1/escalations/{esc_id}", headers=ACME).json["state"] == "approved"
