"""A provider event's once-only mark has a lease (issue 24, Why 7), and a correctly signed
Stripe event whose data is not Stripe's shape is refused without a write (Why 10).

The mark is written exactly as a handler that died mid-work leaves it (before this change:
``working`` with a 7-day TTL; after: ``working|<lease until>|<owner>``); Stripe's redelivery
is then answered 409 with Retry-After while the lease runs and handled after it, on the
Stripe simulator's record and the ledger in Redis."""

from __future__ import annotations

import json

import pytest

from service.ledger import marks
from tests.support import clock as test_clock
from tests.support.ops_helpers import (
    WEBHOOK_ENV,
    audit_of,
    post_stripe,
    refund,
    sim_refund,
    stripe_event,
    stripe_signature,
)


@pytest.fixture(autouse=True)
def webhook_secrets(env, monkeypatch):
    for name, value in WEBHOOK_ENV.items():
        monkeypatch.setenv(name, value)


def failed_at_stripe(client, stripe_sim, intent: str, event_id: str) -> tuple[str, bytes]:
    """A completed refund that Stripe now shows failed, and its signed refund.failed event."""
    done = refund(client, stripe_sim, intent)
    rid = done["refund_id"]
    stripe_sim.control("POST", f"/_sim/refunds/{rid}/status", {"status": "failed"})
    return rid, stripe_event(sim_refund(stripe_sim, rid), "refund.failed", event_id)


MARK = "sst:@webhook:stripe:{}"


def test_a_mark_left_without_a_lease_by_a_dead_handler_is_taken_over(client, stripe_sim, deps,
                                                                     rdb):
    rid, event = failed_at_stripe(client, stripe_sim, "dead-old", "evt_dead_old")
    # what the handler before leases wrote, then died (a deploy, an OOM kill): every
    # redelivery got 409 "being handled" until Stripe stopped retrying
    rdb.set(MARK.format("evt_dead_old"), "working", ex=7 * 24 * 3600)
    reads = len(stripe_sim.requests("GET", f"/v1/refunds/{rid}"))  # the refund's own read
    answer = post_stripe(client, event, stripe_signature(event))
    assert answer.status_code == 200 and answer.json["status"] == "processed", answer.json
    assert deps.ledger.get("acme", "refund", "dead-old").state == "failed"
    assert len(stripe_sim.requests("GET", f"/v1/refunds/{rid}")) == reads + 1
    assert rdb.get(MARK.format("evt_dead_old")) == answer.json["outcome"].encode()
    assert 0 < rdb.ttl(MARK.format("evt_dead_old")) <= 7 * 24 * 3600


def test_a_live_lease_is_409_with_retry_after_and_the_redelivery_after_it_is_handled(
        client, stripe_sim, deps, rdb):
    rid, event = failed_at_stripe(client, stripe_sim, "dead-new", "evt_dead_new")
    clock = test_clock.use(deps)  # the app's: its handlers read the mark's lease by it
    until = clock.wall() + 2
    rdb.set(MARK.format("evt_dead_new"), f"working|{until!r}|a-handler-that-died", ex=3600)
    reads = stripe_sim.requests("GET", f"/v1/refunds/{rid}")
    busy = post_stripe(client, event, stripe_signature(event))
    assert busy.status_code == 409 and busy.json["type"].endswith("/webhook-in-flight")
    assert 1 <= int(busy.headers["Retry-After"]) <= 2
    assert deps.ledger.get("acme", "refund", "dead-new").state == "completed"
    assert stripe_sim.requests("GET", f"/v1/refunds/{rid}") == reads  # not even a read
    clock.advance(1.9)  # the dead handler's lease still runs
    assert post_stripe(client, event, stripe_signature(event)).status_code == 409
    clock.advance(0.2)  # and now it has run out (on the app's clock, not waited out)
    again = post_stripe(client, event, stripe_signature(event))
    assert again.status_code == 200 and again.json["status"] == "processed", again.json
    assert deps.ledger.get("acme", "refund", "dead-new").state == "failed"
    assert audit_of(deps, "dead-new")[-1]["to"] == "failed"
    duplicate = post_stripe(client, event, stripe_signature(event))
    assert duplicate.json["status"] == "duplicate"


def test_a_handler_that_outlived_its_lease_does_not_overwrite_the_takers_mark(deps, rdb):
    key, clock = "sst:@webhook:stripe:evt_slow", test_clock.use(deps)
    slow = marks.take(deps.ledger, key, lease_s=5, ttl_s=60)
    assert slow.kind == "taken"
    clock.advance(4.9)
    assert marks.take(deps.ledger, key, lease_s=5, ttl_s=60).kind == "busy"  # still its lease
    clock.advance(0.2)  # the slow handler's lease has run out
    taker = marks.take(deps.ledger, key, lease_s=5, ttl_s=60)
    assert taker.kind == "taken_over" and taker.previous == slow.token
    assert marks.finish(rdb, slow, "completed") is False  # the slow one's answer is its own
    assert marks.release(rdb, slow) is False
    assert rdb.get(key).decode() == taker.token
    assert marks.finish(rdb, taker, "failed") is True
    done = marks.take(rdb, key, lease_s=5, ttl_s=60)
    assert (done.kind, done.outcome) == ("done", "failed")


SHAPES = {
    "data a list": lambda refund: [refund],
    "data a string": lambda refund: "refund",
    "data.object a list": lambda refund: {"object": [refund]},
    "data.object a number": lambda refund: {"object": 7},
    "metadata a string": lambda refund: {"object": {**refund, "metadata": "surestep"}},
    "metadata a list": lambda refund: {"object": {**refund, "metadata": [["a", "b"]]}},
}


@pytest.mark.parametrize("shape", SHAPES, ids=list(SHAPES))
def test_a_signed_event_whose_data_is_not_an_object_is_400_and_writes_nothing(
        client, stripe_sim, deps, rdb, shape):
    rid, good = failed_at_stripe(client, stripe_sim, "shape-1", "evt_shape")
    event = json.loads(good)
    event["data"] = SHAPES[shape](event["data"]["object"])
    body = json.dumps(event).encode()
    before, reads = audit_of(deps, "shape-1"), stripe_sim.requests("GET", f"/v1/refunds/{rid}")
    answer = post_stripe(client, body, stripe_signature(body))
    # was: 500 (AttributeError), which Stripe resends for three days
    assert answer.status_code == 400, (answer.status_code, answer.data[:300])
    assert answer.mimetype == "application/problem+json" and "not an object" in \
        answer.json["detail"]
    assert rdb.keys("sst:@webhook:*") == [] and audit_of(deps, "shape-1") == before
    assert stripe_sim.requests("GET", f"/v1/refunds/{rid}") == reads
    # the id was not spent: the event as Stripe sends it is handled
    fixed = post_stripe(client, good, stripe_signature(good))
    assert fixed.status_code == 200 and fixed.json["status"] == "processed"


def test_null_or_absent_data_and_ids_that_are_not_strings_are_not_ours(client, stripe_sim, deps):
    rid, good = failed_at_stripe(client, stripe_sim, "shape-2", "evt_meta")
    reads = stripe_sim.requests("GET", f"/v1/refunds/{rid}")
    shapes = [{"object": {"metadata": None}}, {"object": None}, None,
              {"object": {"metadata": {"surestep_tenant": ["acme"], "surestep_intent_id": 2}}}]
    for n, data in enumerate(shapes):
        event = json.loads(good)
        event["id"] = f"evt_meta_{n}"
        if data is None:
            del event["data"]
        else:
            event["data"] = data
        body = json.dumps(event).encode()
        answer = post_stripe(client, body, stripe_signature(body))
        assert answer.status_code == 200 and answer.json["outcome"] == "not_ours", answer.json
    assert stripe_sim.requests("GET", f"/v1/refunds/{rid}") == reads
