"""The tests on a Redis Cluster: ``SURESTEP_TEST_CLUSTER=1`` (``make test-cluster``) puts the
ledger of every ``app`` on a real 3-primary Cluster on loopback (``sandbox.cluster``) and RQ on
a plain embedded Redis of its own, as a deployment on a Cluster must (``tests/conftest.py``)."""

from __future__ import annotations

import os

import pytest
from redis.cluster import RedisCluster

CLUSTER = os.environ.get("SURESTEP_TEST_CLUSTER", "") == "1"

# A test of one Redis server itself (its replicas, its crash and restart): not a Cluster's.
single_redis = pytest.mark.skipif(CLUSTER, reason="about one Redis server (its replicas, its "
                                  "crash): SURESTEP_TEST_CLUSTER runs the ledger on a Cluster")


class WholeCluster(RedisCluster):
    """The tests' own view of the Cluster: ``keys`` asks every primary (redis-py sends KEYS
    to one node by default; a test that looks for a key must see all of them)."""

    def keys(self, pattern="*", **kwargs):
        return super().keys(pattern, target_nodes=RedisCluster.PRIMARIES, **kwargs)
