"""/v1/health counts the workers that are alive: one that died without deregistering (SIGKILL,
a lost machine) keeps its record in Redis for minutes, and is reported as stale, not as a
worker."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from rq import Worker


def _registered(rdb, deps, name: str, silent_for_s: float) -> Worker:
    worker = Worker([deps.queue], connection=rdb, name=name)
    worker.register_birth()
    beat = datetime.now(timezone.utc) - timedelta(seconds=silent_for_s)
    rdb.hset(worker.key, "last_heartbeat", beat.strftime("%Y-%m-%dT%H:%M:%S.%fZ"))
    return worker


def test_a_worker_that_stopped_heartbeating_is_stale_not_counted(client, rdb, deps):
    _registered(rdb, deps, "died-by-sigkill", silent_for_s=600)
    health = client.get("/v1/health").get_json()
    assert health["workers"]["count"] == 0 and health["workers"]["stale"] == 1, health
    assert health["status"] == "degraded"
    _registered(rdb, deps, "alive-and-idle", silent_for_s=3)
    health = client.get("/v1/health").get_json()
    assert health["workers"]["count"] == 1 and health["workers"]["stale"] == 1, health
    assert health["status"] == "ok"
