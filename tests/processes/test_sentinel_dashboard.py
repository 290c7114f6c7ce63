"""The RQ dashboard (/ops/rq) on Sentinel: with only ``REDIS_SENTINELS`` set (no ``REDIS_URL``)
it is mounted and shows the queue the workers use, read through real sentinels on loopback
(``sandbox.sentinel``: a primary, a replica, one sentinel)."""

from __future__ import annotations

import gc
import warnings

import pytest
import redis

from sandbox.sentinel import SentinelGroup
from service.web.api.ops import dashboard_url
from service.web.app import create_app
from tests.ops.test_ops import basic

pytestmark = pytest.mark.slow
OPS_KEYS = "*:olga:sst_ops_operator"


@pytest.fixture
def group(tmp_path):
    started = SentinelGroup(tmp_path / "redis", replicas=1, sentinels=1).start()
    yield started
    started.stop()


def test_the_dashboard_reads_the_queue_through_the_sentinels(env, group, monkeypatch):
    monkeypatch.delenv("REDIS_URL")
    for name, value in {**group.settings(), "SURESTEP_OPS_KEYS": OPS_KEYS}.items():
        monkeypatch.setenv(name, value)
    app = create_app()
    try:
        client, deps = app.test_client(), app.extensions["surestep"]
        assert client.get("/ops/rq/").status_code == 401  # still behind the operator key
        page = client.get("/ops/rq/", headers=basic("sst_ops_operator"))
        assert page.status_code == 200 and b"<title>RQ dashboard</title>" in page.data
        deps.queue.enqueue("jobs.ops.sweep", job_id="shown-through-the-sentinels")
        queues = client.get("/ops/rq/0/data/queues.json", headers=basic("sst_ops_operator")).json
        assert [(q["name"], q["count"]) for q in queues["queues"]] == [("surestep", 1)]
        # what it read is the primary's: the sentinels' master, not a stray server
        with redis.Redis.from_url(group.master().url) as primary:
            assert primary.llen("rq:queue:surestep") == 1
    finally:
        app.redis_conn.connection_pool.disconnect()  # a pool it was given: close() leaves it
        deps.close()
        # rq-dashboard builds a client per request (from the URL) and never closes it; through
        # Sentinel its pool is not the client's own, so its socket waits for the collector.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            gc.collect()


def test_sentinels_its_url_cannot_name_leave_the_dashboard_unmounted():
    settings = {"SENTINELS": (("::1", 26379),), "REDIS_SENTINEL_MASTER": "surestep",
                "REDIS_URL": None}
    assert dashboard_url(settings) is None  # its parser splits an IPv6 host at the first ':'
    assert dashboard_url({**settings, "SENTINELS": (("127.0.0.1", 26379),)}).startswith(
        "redis+sentinel://127.0.0.1:26379/surestep/0?")
    assert dashboard_url({"SENTINELS": (), "REDIS_URL": "redis://127.0.0.1:6379/2"}) == (
        "redis://127.0.0.1:6379/2")
