"""RQ's scheduler process dies (it exits on the first Redis error it meets, so a Redis restart
can kill it; or the OOM killer): our worker restarts it within seconds, where RQ alone waits for
its next maintenance, so scheduled runs (retries, re-polls, sweeps) go on."""

from __future__ import annotations

import os
import signal
import time
from datetime import timedelta

import pytest
import redis
from rq import Queue

from sandbox.embedded_redis import EmbeddedRedis
from tests.chaos.processes import RQWorker, children

pytestmark = [pytest.mark.slow, pytest.mark.crash]


def wait_for(predicate, timeout_s: float, what: str) -> float:
    started = time.monotonic()
    while not predicate():
        assert time.monotonic() - started < timeout_s, f"timed out waiting for {what}"
        time.sleep(0.05)
    return time.monotonic() - started


def test_a_dead_scheduler_is_restarted_within_seconds(env, tmp_path):
    server = EmbeddedRedis(tmp_path / "redis", appendfsync="always").start()
    worker = RQWorker({**os.environ, **env, "REDIS_URL": server.url})
    client = redis.Redis.from_url(server.url)
    try:
        wait_for(lambda: len(children(worker.process.pid)) == 1, 20, "the scheduler process")
        [scheduler] = children(worker.process.pid)
        os.kill(scheduler, signal.SIGKILL)
        job = Queue("surestep", connection=client).enqueue_in(timedelta(seconds=1), "os.getpid")
        took = wait_for(lambda: job.get_status(refresh=True) == "finished", 20,
                        "the scheduled job to run")
        assert took < 12, took  # RQ alone: at its next maintenance (10 min by default)
        assert worker.process.poll() is None
    finally:
        worker.close()
        client.close()
        server.stop()
