"""A command's read cut short by an exception that is not Redis's (a signal handler raising, as
RQ's warm stop raises StopRequested in a blocking dequeue, or its job timeout raises in a
work-horse) must not leave its reply in a pooled connection for the next command to read.

redis-py closes such a connection itself (``Connection.read_response``, "a lot of code relies
on this behaviour"), but its ``SentinelManagedConnection`` reads with
``disconnect_on_error=False``, and the pool's check for left-over data is skipped while
maintenance notifications are on. Through Sentinel, every ``surestep worker`` stop met it
(RQ's ``register_death`` failed with "Wrong number of response items from pipeline execution":
its MULTI read the dequeue's late nil), and any command after such an interruption would read
the one before's answer. A real Sentinel group on loopback, no mocks.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sandbox.sentinel import SentinelGroup
from service.ledger.connection import connect
from tests.support.waits import wait_until

pytestmark = pytest.mark.slow


class Interrupted(Exception):
    pass


@pytest.fixture
def group(tmp_path):
    started = SentinelGroup(tmp_path / "redis", replicas=1, sentinels=1).start()
    yield started
    started.stop()


def sentinel_client(group: SentinelGroup):
    settings = group.settings()
    sentinels = [tuple(s.rsplit(":", 1)) for s in settings["REDIS_SENTINELS"].split(",")]
    return connect({"SENTINELS": [(h, int(p)) for h, p in sentinels],
                    "REDIS_SENTINEL_MASTER": settings["REDIS_SENTINEL_MASTER"]})


def blocked_clients(group: SentinelGroup) -> list[dict]:
    """The master's clients blocked in a command (flag ``b``), asked on a connection of its
    own (never one from the pool under test, whose reply it could read)."""
    watcher = sentinel_client(group)
    try:
        return [c for c in watcher.client_list() if "b" in c["flags"]]
    finally:
        watcher.close()


def interrupt_a_blocking_read(client, group: SentinelGroup) -> None:
    """BLPOP for 1 s, cut after 0.2 s by a signal handler's exception; then wait until the
    server has sent its (nil) reply, as RQ's dequeue's reply arrives after a warm stop (or
    the connection was closed: then no client of the master is blocked either)."""
    def raise_it(signum, frame):
        raise Interrupted()

    previous = signal.signal(signal.SIGALRM, raise_it)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(Interrupted):
            client.blpop(["nothing-here"], timeout=1)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    wait_until(lambda: not blocked_clients(group), "the master to answer the cut BLPOP", 10)


def test_a_command_after_an_interrupted_read_gets_its_own_answer(group):
    client = sentinel_client(group)
    interrupt_a_blocking_read(client, group)
    assert client.set("sst:probe", "1") is True
    assert client.get("sst:probe") == b"1"
    assert client.incr("sst:counter") == 1


def test_a_transaction_after_an_interrupted_read_is_whole(group):
    """What RQ's register_death does at a warm stop."""
    client = sentinel_client(group)
    client.sadd("rq:workers", "w1")
    interrupt_a_blocking_read(client, group)
    with client.pipeline() as pipe:
        pipe.srem("rq:workers", "w1").hset("rq:worker:w1", "death", "now")
        pipe.expire("rq:worker:w1", 60).delete("rq:worker:w1:executions")
        assert pipe.execute() == [1, 1, True, 0]
    assert client.hget("rq:worker:w1", "death") == b"now"


def test_surestep_worker_stops_cleanly_through_sentinel(env, group, monkeypatch, tmp_path):
    """The warm stop of a real ``surestep worker``: its record is unregistered (before, the
    teardown's Redis error was logged at every stop and the record lived on until its TTL)."""
    monkeypatch.delenv("REDIS_URL", raising=False)
    for name, value in group.settings().items():
        monkeypatch.setenv(name, value)
    log = tmp_path / "worker.log"
    with log.open("w") as sink:
        worker = subprocess.Popen([str(Path(sys.executable).parent / "surestep"), "worker"],
                                  env=dict(os.environ), stdout=sink, stderr=subprocess.STDOUT,
                                  start_new_session=True)
    client = sentinel_client(group)
    try:
        deadline = time.monotonic() + 30
        while not client.smembers("rq:workers:surestep"):
            assert time.monotonic() < deadline and worker.poll() is None, log.read_text()
            time.sleep(0.1)
        wait_until(lambda: blocked_clients(group), "the worker to block in its dequeue", 30)
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(timeout=30) == 0, log.read_text()
    finally:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGKILL)
            worker.wait()
    text = log.read_text()
    assert "teardown met a Redis error" not in text and "Wrong number" not in text, text
    assert client.smembers("rq:workers:surestep") == set()
