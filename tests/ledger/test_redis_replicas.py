"""SURESTEP_REDIS_MIN_REPLICAS: a claim, a ``sending`` mark and a settle are confirmed by WAIT
before anything acts on them. Against the tests' own Redis, which has no replica, WAIT 1 can
never be confirmed: every write step answers 503 store-unavailable and nothing reaches a
provider; with a real replica (a second redis-server following the first) the same request
completes once. Plus the settings' checks (REDIS_SENTINELS, the new numbers)."""

from __future__ import annotations

import time

import pytest
import redis

from sandbox.embedded_redis import EmbeddedRedis
from service import config as config_module
from service.errors import ConfigError
from service.ledger.connection import NotReplicated
from service.ledger.store import Ledger
from service.web.app import create_app
from tests.steps.test_round_trips import NEW_REFUND_TRIPS
from tests.steps.test_tickets import new_tickets, update
from tests.support.cluster import single_redis
from tests.support.constants import ACME
from tests.support.round_trips import RoundTrips

pytestmark = single_redis  # replicas of one server, and WAIT (not supported on a Cluster yet)


def _app(monkeypatch, **settings: str):
    for name, value in settings.items():
        monkeypatch.setenv(name, value)
    return create_app()


def test_no_replica_to_confirm_a_claim_is_503_and_nothing_is_sent(env, rdb, stripe_sim,
                                                                  monkeypatch):
    app = _app(monkeypatch, SURESTEP_REDIS_MIN_REPLICAS="1", SURESTEP_REDIS_WAIT_MS="100")
    body = {"intent_id": "wait-1", "payment_intent": stripe_sim.payment()["payment_intent"],
            "amount": 300, "currency": "usd"}
    try:
        answer = app.test_client().post("/v1/refunds", headers=ACME, json=body)
        assert answer.status_code == 503, answer.json
        assert answer.json["type"].endswith("/store-unavailable")
        assert answer.headers["Retry-After"] == "1"
        # not even the guard's read of the payment: the claim was not confirmed
        assert [r for r in stripe_sim.requests() if not r["path"].startswith("/_sim")] == []
        # the unconfirmed claim gave its lease back, so the retry takes it over at once
        entry = rdb.hgetall("sst:{acme}:refund:wait-1")
        assert entry[b"state"] == b"in_progress"
        assert float(entry[b"lease_until"]) <= time.time()
        assert rdb.zscore("sst:{acme}:@open", "sst:{acme}:refund:wait-1") <= time.time()
    finally:
        app.extensions["surestep"].close()
    monkeypatch.setenv("SURESTEP_REDIS_MIN_REPLICAS", "0")
    again = create_app()
    try:
        done = again.test_client().post("/v1/refunds", headers=ACME, json=body)
        assert done.status_code == 200 and done.json["state"] == "completed", done.json
        assert len(stripe_sim.refunds()) == 1 and len(stripe_sim.creates()) == 1
    finally:
        again.extensions["surestep"].close()


def test_no_replica_to_confirm_a_ticket_update_is_503_and_nothing_is_sent(
        env, rdb, zendesk_sim, monkeypatch):
    [ticket] = new_tickets(zendesk_sim)
    app = _app(monkeypatch, SURESTEP_REDIS_MIN_REPLICAS="1", SURESTEP_REDIS_WAIT_MS="100")
    try:
        answer = update(app.test_client(), ticket, intent="wait-zd")
        assert answer.status_code == 503, answer.json
        assert answer.json["type"].endswith("/store-unavailable")
        assert rdb.llen("rq:queue:surestep") == 0  # no job queued: no worker will send
        assert [r for r in zendesk_sim.requests() if r["method"] != "GET"
                and not r["path"].startswith("/_sim")] == []
    finally:
        app.extensions["surestep"].close()


def test_every_ledger_write_waits_for_its_replicas(rdb):
    """claim, update_result (the `sending` mark), settle and move each raise NotReplicated
    when WAIT does not confirm them; with min_replicas=0 none waits."""
    ledger = Ledger(rdb, 3600, min_replicas=1, wait_ms=50)
    plain = Ledger(rdb, 3600)
    claim = plain.claim("acme", "ticket", "w-1", fingerprint="f", args={}, provider_key="",
                        lease_s=30)
    entry = plain.get("acme", "ticket", "w-1")
    with pytest.raises(NotReplicated, match="progress mark"):
        ledger.update_result(entry, {"sending": True})
    assert plain.get("acme", "ticket", "w-1").result == {"sending": True}  # on the primary only
    with pytest.raises(NotReplicated, match="settle"):
        ledger.settle(entry, "completed", {}, actor="test", note="", owner=claim.owner)
    with pytest.raises(NotReplicated, match="move"):
        ledger.move(entry.key, "acme", "ticket", "w-1", from_states=("completed",), to="failed",
                    result={}, actor="test", note="")
    with pytest.raises(NotReplicated, match="claim"):
        ledger.claim("acme", "ticket", "w-2", fingerprint="f", args={}, provider_key="",
                     lease_s=30)
    assert isinstance(NotReplicated("x"), redis.ConnectionError)  # answered as an outage: 503


def test_with_a_replica_the_same_writes_are_confirmed(env, rdb, stripe_sim, monkeypatch,
                                                      tmp_path, redis_url):
    port = int(redis_url.rsplit(":", 1)[1].split("/")[0])
    replica = EmbeddedRedis(tmp_path / "replica", extra_args=(
        "--replicaof", "127.0.0.1", str(port))).start()
    try:
        deadline = time.monotonic() + 15
        # Connected is not enough: until its first sync ends the replica acknowledges nothing
        # (state wait_bgsave, then send_bulk), and a WAIT then runs out on a busy machine.
        while (rdb.info("replication").get("slave0") or {}).get("state") != "online":
            assert time.monotonic() < deadline, "the replica never came online"
            time.sleep(0.05)
        # The bound is the default's five times over: what is tested is that the writes are
        # confirmed, and a machine busy with other work can take more than a second to.
        app = _app(monkeypatch, SURESTEP_REDIS_MIN_REPLICAS="1", SURESTEP_REDIS_WAIT_MS="5000")
        body = {"intent_id": "wait-ok", "amount": 300, "currency": "usd",
                "payment_intent": stripe_sim.payment()["payment_intent"]}
        try:
            answer = app.test_client().post("/v1/refunds", headers=ACME, json=body)
            assert answer.status_code == 200 and answer.json["state"] == "completed", answer.json
            assert len(stripe_sim.refunds()) == 1
            follower = redis.Redis(port=replica.port)
            assert follower.hget("sst:{acme}:refund:wait-ok", "state") == b"completed"
            # WAIT rides with its write: no SCRIPT EXISTS first, as many trips as without it
            rdb.script_flush()  # and a script the server forgot is loaded, then run once
            for intent in ("wait-flushed", "wait-trips"):
                body = {**body, "intent_id": intent,
                        "payment_intent": stripe_sim.payment()["payment_intent"]}
                with RoundTrips() as trips:
                    answer = app.test_client().post("/v1/refunds", headers=ACME, json=body)
                assert answer.json["state"] == "completed", answer.json
            assert len(trips) == NEW_REFUND_TRIPS, trips.names
            # the claim, then the settle with the subscriptions read for its event riding along
            assert [trip for trip in trips.names if "WAIT" in trip] == [
                ["EVALSHA", "WAIT"], ["EVALSHA", "SMEMBERS", "WAIT"]]
            assert len(stripe_sim.refunds()) == 3
        finally:
            app.extensions["surestep"].close()
    finally:
        rdb.replicaof("NO", "ONE")  # harmless on a primary; the replica goes away
        replica.stop()


@pytest.mark.parametrize("sentinels, master, message", [
    ("127.0.0.1", "m", "host:port"),
    ("127.0.0.1:0", "m", "host:port"),
    ("127.0.0.1:26379,:26380", "m", "host:port"),
    ("127.0.0.1:26379", "", "REDIS_SENTINEL_MASTER"),
])
def test_malformed_sentinel_settings_stop_the_start(sentinels, master, message):
    with pytest.raises(ConfigError, match=message):
        config_module.load(environ={"REDIS_SENTINELS": sentinels,
                                    "REDIS_SENTINEL_MASTER": master})


def test_sentinel_settings_are_parsed_and_the_numbers_checked():
    loaded = config_module.load(environ={"REDIS_SENTINELS": "127.0.0.1:26379, [::1]:26380",
                                         "REDIS_SENTINEL_MASTER": "surestep"})
    assert loaded["SENTINELS"] == (("127.0.0.1", 26379), ("::1", 26380))
    assert loaded["SURESTEP_REDIS_MIN_REPLICAS"] == 0
    for name, value in (("SURESTEP_REDIS_MIN_REPLICAS", "-1"), ("SURESTEP_REDIS_WAIT_MS", "0")):
        with pytest.raises(ConfigError, match=name):
            config_module.load(environ={name: value})
