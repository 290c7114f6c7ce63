"""Events out as REST hooks, delivered by RQ jobs run in this process (``drain``) to real HTTP
receivers: signed with the subscription's secret, one delivery per event with a unique id,
retried while the subscriber is down, dead-lettered visibly, and unsubscribed by a 410."""

from __future__ import annotations

import json
import time

import pytest

from service.events import deliveries
from tests.steps.test_tickets import new_tickets, update
from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import ALICE, OPS_KEYS, Receiver, api_decisions
from tests.support.helpers import drain


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


@pytest.fixture
def receivers():
    made: list[Receiver] = []

    def make(**kw) -> Receiver:
        made.append(Receiver(**kw))
        return made[-1]

    yield make
    for receiver in made:
        receiver.close()


def subscribe(client, url, events, headers=ACME):
    return client.post("/v1/subscriptions", json={"target_url": url, "events": events},
                       headers=headers)


def refund(client, stripe_sim, intent, **extra):
    payment = stripe_sim.payment(5000)
    return client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1000,
        "currency": "usd", **extra}).json


def events_of(receiver) -> list[dict]:
    return [json.loads(body) for _, body in receiver.received]


def test_a_subscriber_down_for_a_while_gets_every_event_once(client, deps, stripe_sim,
                                                             zendesk_sim, receivers):
    hook = receivers(up=False)
    sub = subscribe(client, hook.url, ["refund.completed", "refund.failed",
                                       "ticket_update.completed"]).json
    assert sub["secret"].startswith("whsec_") and sub["id"].startswith("sub_")
    refund(client, stripe_sim, "ev-1")
    refund(client, stripe_sim, "ev-2")
    refund(client, stripe_sim, "ev-3", amount=999999)  # more than the payment: failed
    [ticket] = new_tickets(zendesk_sim)
    update(client, ticket, intent="ev-ticket")
    # three tries fail while it is down (0.2 s, then 0.4 s, 0.8 s backoff)...
    started = time.monotonic()
    drain(deps, done=lambda: time.monotonic() - started > 1.0)
    assert hook.received == []
    pending = client.get(f"/v1/subscriptions/{sub['id']}/deliveries", headers=ACME).json["data"]
    assert len(pending) == 4 and {d["state"] for d in pending} == {"pending"}
    assert all(d["attempts"] >= 1 and d["last_error"] for d in pending)
    hook.start()  # ...then it is back, within the retry schedule
    drain(deps, done=lambda: len(hook.received) >= 4)
    drain(deps)
    got = events_of(hook)
    assert sorted(e["type"] for e in got) == ["refund.completed", "refund.completed",
                                              "refund.failed", "ticket_update.completed"]
    ids = [e["id"] for e in got]
    assert len(set(ids)) == 4  # each event once, each with its own id
    for headers, body in hook.received:
        assert deliveries.verify(sub["secret"], body, headers["Surestep-Signature"])
        assert headers["Surestep-Event-Id"] == json.loads(body)["id"]
        assert headers["Surestep-Event"] == json.loads(body)["type"]
    intents = sorted(e["data"]["intent_id"] for e in got)
    assert intents == ["ev-1", "ev-2", "ev-3", "ev-ticket"]
    done = client.get(f"/v1/subscriptions/{sub['id']}/deliveries", headers=ACME).json["data"]
    assert {d["state"] for d in done} == {"delivered"}
    # replays of the same steps emit nothing new
    refund(client, stripe_sim, "ev-1")
    drain(deps)
    assert len(hook.received) == 4


def test_a_410_removes_the_subscription(client, deps, stripe_sim, receivers):
    gone = receivers(status=410)
    kept = receivers()
    sub = subscribe(client, gone.url, ["refund.completed"]).json
    other = subscribe(client, kept.url, ["refund.completed"]).json
    refund(client, stripe_sim, "gone-1")
    drain(deps)
    assert len(gone.received) == 1 and len(kept.received) == 1
    assert client.get(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 404
    listed = client.get("/v1/subscriptions", headers=ACME).json["data"]
    assert [s["id"] for s in listed] == [other["id"]] and "secret" not in listed[0]
    refund(client, stripe_sim, "gone-2")
    drain(deps)
    assert len(gone.received) == 1 and len(kept.received) == 2


def test_last_try_leaves_a_visible_dead_letter(client, deps, stripe_sim, receivers, monkeypatch):
    monkeypatch.setenv("SURESTEP_DELIVERY_ATTEMPTS", "3")  # read by the jobs' own Deps
    broken = receivers(status=500)
    sub = subscribe(client, broken.url, ["refund.completed"]).json
    refund(client, stripe_sim, "dead-1")
    drain(deps)
    assert len(broken.received) == 3
    assert len({h["Surestep-Event-Id"] for h, _ in broken.received}) == 1  # one event, retried
    view = client.get(f"/v1/subscriptions/{sub['id']}", headers=ACME).json
    assert view["dead_letters"] == 1
    [dead] = client.get(f"/v1/subscriptions/{sub['id']}/deliveries?state=failed",
                        headers=ACME).json["data"]
    assert dead["state"] == "failed" and dead["last_status"] == 500
    assert dead["event"] == "refund.completed" and dead["attempts"] == 3


@pytest.fixture
def decided_on_the_api(tmp_path, monkeypatch):
    api_decisions(tmp_path, monkeypatch)


def test_escalation_events(decided_on_the_api, client, deps, stripe_sim, receivers):
    hook = receivers()
    subscribe(client, hook.url, ["escalation.created", "escalation.resolved"])
    opened = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "esc-ev", "reason": "please look"}).json
    client.post(f"/v1/escalations/{opened['id']}/reject", headers=ALICE, json={"note": "no"})
    drain(deps, done=lambda: len(hook.received) >= 2)
    created, resolved = events_of(hook)
    assert created["type"] == "escalation.created" and created["data"]["id"] == opened["id"]
    assert resolved["type"] == "escalation.resolved" and resolved["data"]["state"] == "rejected"
    assert resolved["data"]["decided_by"] == "ops:alice"


def test_delete_unsubscribes_and_tenants_are_apart(client, deps, stripe_sim, receivers):
    hook = receivers()
    sub = subscribe(client, hook.url, ["refund.completed"]).json
    other = client.delete(f"/v1/subscriptions/{sub['id']}", headers=GLOBEX)
    assert other.status_code == 404  # tenant-scoped: not GLOBEX's, and ACME's is untouched
    assert client.get(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 200
    assert client.get("/v1/subscriptions", headers=GLOBEX).json["data"] == []
    gone = client.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME)
    assert gone.status_code == 204 and gone.data == b"" and "json" not in gone.content_type
    assert client.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 204
    assert client.get(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 404
    refund(client, stripe_sim, "del-1")
    drain(deps)
    assert hook.received == []


def test_bad_subscriptions_are_refused_and_change_nothing(client, rdb):
    cases = [({"events": ["refund.completed"]}, "target_url"),
             ({"target_url": "ftp://example.com/x", "events": ["refund.completed"]}, "target_url"),
             ({"target_url": "https://hooks.example.com/x", "events": []}, "events"),
             ({"target_url": "https://hooks.example.com/x", "events": ["refund.maybe"]}, "events"),
             ({"target_url": "http://169.254.169.254/latest/meta-data", "events":
               ["refund.completed"]}, "target_url"),
             ({"target_url": "http://10.0.0.7:5678/webhook", "events": ["refund.completed"]},
              "target_url"),
             ({"target_url": "http://[::1]:8080/x", "events": ["refund.completed"]}, "target_url")]
    for body, field in cases:
        response = client.post("/v1/subscriptions", json=body, headers=ACME)
        assert response.status_code == 422, (body, response.json)
        assert response.content_type == "application/problem+json"
        assert field in response.json["errors"], (body, response.json)
    private = client.post("/v1/subscriptions", json=cases[5][0], headers=ACME).json
    assert "SURESTEP_ALLOWED_TARGETS=10.0.0.7" in private["errors"]["target_url"][0]
    assert rdb.dbsize() == 0
