"""A ledger write that reaches a replica (a connection still on a node Sentinel has just
demoted: seen in the failover test when a busy machine made the sentinels fail over twice) is
a store outage, a ``redis.ConnectionError`` answered 503 and retried, never a 500. With
``SURESTEP_REDIS_MIN_REPLICAS`` a script that wrote nothing there (the claim of an intent
already settled) is followed by ``WAIT``, which a replica refuses with its own error rather
than ``READONLY``. Two real ``redis-server`` processes, the second following the first."""

from __future__ import annotations

import time

import pytest
import redis

from sandbox.embedded_redis import EmbeddedRedis
from service.ledger.store import Ledger

pytestmark = pytest.mark.slow
CLAIM = {"fingerprint": "fp", "args": {"n": 1}, "provider_key": "pk-1", "lease_s": 5}


@pytest.fixture
def pair(tmp_path):
    primary = EmbeddedRedis(tmp_path / "primary").start()
    replica = EmbeddedRedis(tmp_path / "replica", extra_args=(
        "--replicaof", "127.0.0.1", str(primary.port))).start()
    yield redis.Redis(port=primary.port), redis.Redis(port=replica.port)
    replica.stop()
    primary.stop()


def test_a_write_that_reaches_a_replica_is_an_outage_not_an_error(pair):
    primary, replica = pair
    ledger = Ledger(primary, 3600)
    claim = ledger.claim("acme", "refund", "i-1", **CLAIM)
    entry = ledger.get("acme", "refund", "i-1")
    assert ledger.settle(entry, "completed", {"id": "re_1"}, actor="api", note="done",
                         owner=claim.owner)[0] == "settled"
    deadline = time.monotonic() + 15
    while replica.hget("sst:{acme}:refund:i-1", "state") != b"completed":
        assert time.monotonic() < deadline, "the replica never caught up"
        time.sleep(0.05)
    before = replica.hgetall("sst:{acme}:refund:i-1")

    on_replica = Ledger(replica, 3600, min_replicas=1, wait_ms=100)
    with pytest.raises(redis.ConnectionError, match="replica"):
        on_replica.claim("acme", "refund", "i-1", **CLAIM)  # settled: nothing written, WAIT
    with pytest.raises(redis.ConnectionError, match="replica"):
        on_replica.claim("acme", "refund", "i-2", **CLAIM)  # a new claim: READONLY
    assert replica.hgetall("sst:{acme}:refund:i-1") == before
    assert not replica.exists("sst:{acme}:refund:i-2")
