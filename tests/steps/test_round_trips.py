"""The Redis round trips of a new Stripe refund, counted at redis-py's socket write: each
provider answer's metrics and rate-budget release ride on its raw record's round trip
(``service.ledger.ride_along``). The budget's places are still released on time, a rider's
failure never fails the record, and a rider never reaches another Redis."""

from __future__ import annotations

import redis

from sandbox.embedded_redis import EmbeddedRedis
from service.ledger import ride_along
from tests.steps.test_replay_fast_path import body_for
from tests.support.constants import ACME
from tests.support.round_trips import RoundTrips

NEW_REFUND_TRIPS = 11  # 20 before the riders, 14 before the read-aheads (BENCHMARKS §1c, §1d)


def post(client, body):
    return client.post("/v1/refunds", json=body, headers=ACME)


def test_a_new_refund_takes_11_round_trips_and_its_metrics_ride_on_the_raw_records(
        client, stripe_sim):
    assert post(client, body_for(stripe_sim.payment(), intent="warm")).json["state"] \
        == "completed"  # the tenant registered, the connections open
    body = body_for(stripe_sim.payment(), intent="rt-1")
    with RoundTrips() as trips:
        answer = post(client, body)
    assert answer.json["state"] == "completed", answer.json
    assert len(trips) == NEW_REFUND_TRIPS, trips.names
    records = [trip for trip in trips.names if "RPUSH" in trip]
    assert len(records) == 3  # the payment's read, the create, the read-back
    for trip in records:  # the answer's counters and its release, then the record
        assert trip[:1] == ["HINCRBY"] and "EVAL" in trip, trip
    assert not [trip for trip in trips.names if trip and set(trip) <= {"HINCRBY",
                                                                      "HINCRBYFLOAT"}]
    with RoundTrips() as trips:
        assert post(client, body).json["state"] == "completed"
    assert len(trips) == 1


def test_a_released_place_frees_a_second_after_its_answer_not_at_its_hold(client, stripe_sim,
                                                                         rdb):
    assert post(client, body_for(stripe_sim.payment(), intent="rt-2")).json["state"] \
        == "completed"
    [places] = [key for key in rdb.keys("sst:rl:stripe:*") if b":ep:" not in key
                and not key.endswith(b":blocked")]
    seconds, micros = rdb.time()
    now = seconds + micros / 1e6
    frees = [score for _, score in rdb.zrange(places, 0, -1, withscores=True)]
    assert len(frees) == 3
    assert all(now < score <= now + 1.0 for score in frees), (now, frees)  # hold: 3 s here


def test_the_metrics_and_the_release_are_counted_as_before(client, stripe_sim, rdb):
    assert post(client, body_for(stripe_sim.payment(), intent="rt-3")).json["state"] \
        == "completed"
    counters = {key.decode(): int(value) for key, value in rdb.hgetall(
        "sst:@metrics:counters").items() if key.startswith(b"provider_responses")}
    assert sum(counters.values()) == 3, counters


def test_a_failing_rider_is_dropped_and_the_record_is_written(deps, rdb):
    with ride_along.scope():
        ride_along.later(deps.ledger.redis, lambda pipe: pipe.evalsha("0" * 40, 0))  # NOSCRIPT
        ride_along.later(deps.ledger.redis, lambda pipe: pipe.eval())  # refused as it is queued
        ride_along.later(deps.ledger.redis, lambda pipe: pipe.hincrby("sst:@metrics:counters",
                                                               "ridden", 1))
        deps.ledger.record_response("sst:{acme}:refund:x", {"call": "create", "body": {}})
    assert rdb.llen("sst:{acme}:refund:x:raw") == 1
    assert rdb.hget("sst:@metrics:counters", "ridden") == b"1"


def test_a_rider_never_rides_another_redis_and_goes_at_the_scope_end(deps, rdb, tmp_path):
    other_server = EmbeddedRedis(tmp_path / "other").start()
    try:
        other = redis.Redis.from_url(other_server.url)
        with ride_along.scope():
            ride_along.later(other, lambda pipe: pipe.set("rider", "other"))
            with RoundTrips() as trips:
                deps.ledger.record_response("sst:{acme}:refund:y", {"call": "create"})
            assert [trip for trip in trips.names if "RPUSH" in trip] == [
                ["RPUSH", "LTRIM", "EXPIRE"]]
            assert other.get("rider") is None  # kept: not this pipeline's Redis
        assert other.get("rider") == b"other"  # sent when the scope closed
        assert rdb.get("rider") is None
    finally:
        other_server.stop()


def test_outside_a_scope_a_later_write_goes_at_once(deps, rdb):
    """Jobs and the CLI open no scope: what they hand to ``later`` is sent before it returns."""
    ride_along.later(deps.ledger.redis, lambda pipe: pipe.set("sent", "now"))
    assert rdb.get("sent") == b"now"
