"""Reads a web request needs next ride on a round trip it makes anyway
(``service.ledger.read_ahead``): the default account with the replay check, the event subscriptions
with the settle. What rides is exactly what a read of its own would have found: a default
changed or a subscription added in the same request is read again, a kept reply is taken once,
and outside a request (jobs, the CLI) nothing is queued or kept. The settle also answers with
the entry's resume_urls, read in its own step."""

from __future__ import annotations

from service.events import deliveries, subscriptions
from service.ledger import keys, read_ahead
from service.ledger.account_records import default_read
from tests.steps.test_replay_fast_path import body_for
from tests.support.constants import ACME
from tests.support.round_trips import RoundTrips


def test_a_kept_read_is_taken_once_and_only_inside_a_scope():
    read = read_ahead.Read("x", lambda pipe: None)
    read_ahead.keep([read], [b"1"])  # no scope: nothing kept
    assert read_ahead.take("x") == (False, None) and not read_ahead.active()
    read_ahead.begin()
    try:
        read_ahead.keep([read], [b"1"])
        assert read_ahead.take("x") == (True, b"1")
        assert read_ahead.take("x") == (False, None)  # once
        read_ahead.keep([read], [b"2"])
        read_ahead.forget(lambda name: name == "x")
        assert read_ahead.take("x") == (False, None)
    finally:
        read_ahead.end()
    assert not read_ahead.active()


def test_the_default_read_ahead_is_what_the_account_store_answers(deps, rdb):
    deps.accounts.store.set_default("acme", "stripe", "eu", actor="test")
    read_ahead.begin()
    try:
        read = default_read("acme", "stripe")
        deps.ledger.get("acme", "refund", "nothing-here", reads=[read])
        with RoundTrips() as trips:
            assert deps.accounts.store.default("acme", "stripe") == "eu"
        assert len(trips) == 0  # taken, not read
        deps.ledger.get("acme", "refund", "nothing-here", reads=[read])
        deps.accounts.store.set_default("acme", "stripe", None, actor="test")  # a write: stale
        with RoundTrips() as trips:
            assert deps.accounts.store.default("acme", "stripe") is None
        assert len(trips) == 1
    finally:
        read_ahead.end()


def test_a_subscription_added_in_the_request_is_not_hidden_by_a_read_ahead(deps, rdb):
    read_ahead.begin()
    try:
        deps.ledger.get("acme", "refund", "nothing-here", reads=[subscriptions.ids_read("acme")])
        sub = subscriptions.create(deps, "acme", "http://127.0.0.1:9/hook", ["refund.completed"])
        assert [s.id for s in subscriptions.matching(deps, "acme", "refund.completed")] == [sub.id]
    finally:
        read_ahead.end()


def test_a_refund_with_a_subscription_emits_its_event_from_the_read_ahead(client, deps,
                                                                          stripe_sim, rdb):
    sub = subscriptions.create(deps, "acme", "http://127.0.0.1:9/hook", ["refund.completed"])
    body = body_for(stripe_sim.payment(), intent="ahead-1")
    answer = client.post("/v1/refunds", json=body, headers=ACME)
    assert answer.json["state"] == "completed"
    assert rdb.llen(keys.subscription("acme", sub.id, "deliveries")) == 1  # the event, once


def test_the_settle_answers_with_the_resume_urls_it_read(deps, rdb):
    claim = deps.ledger.claim("acme", "refund", "resume-1", fingerprint="f", args={},
                              provider_key="", lease_s=30)
    entry = claim.entry
    deliveries.register(deps, entry.key, "http://127.0.0.1:9/a")
    deliveries.register(deps, entry.key, "http://127.0.0.1:9/b")
    outcome, now = deps.ledger.settle(entry, "completed", {"detail": "done"}, actor="test",
                                      note="done", owner=claim.owner)
    assert outcome == "settled" and now.resume_urls == ("http://127.0.0.1:9/a",
                                                        "http://127.0.0.1:9/b")
    outcome, later = deps.ledger.settle(entry, "pending", {"detail": "older"}, actor="test",
                                        note="older")
    assert outcome == "stale" and later.resume_urls is None  # not read: schedule reads them
