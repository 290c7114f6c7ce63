"""Durability: the embedded Redis SIGKILLed in the middle of a burst of refund steps and
restarted on the same data directory. Every step that was answered is in the ledger after the
restart, as it was answered. That guarantee needs ``appendfsync always`` (each write is on
disk before Redis replies, so before we answer); with ``everysec`` a crash of the machine
(not only of redis-server) may lose up to about a second of answered steps."""

from __future__ import annotations

import threading
import time

import httpx
import pytest

from sandbox.embedded_redis import EmbeddedRedis
from service.web.app import create_app
from tests.support.cluster import single_redis
from tests.support.constants import ACME
from tests.support.helpers import LiveServer

pytestmark = [pytest.mark.slow, pytest.mark.crash, single_redis]
SENDERS = 6


def wait_for(predicate, what: str, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.01)


@pytest.fixture
def fragile_redis(tmp_path):
    server = EmbeddedRedis(tmp_path / "redis", appendfsync="always").start()
    yield server
    server.stop()


def burst(url: str, payment: str, answered: dict, failures: list, stop: threading.Event,
          n: int) -> None:
    with httpx.Client(timeout=10) as http:
        i = 0
        while not stop.is_set():
            intent, i = f"dur-{n}-{i}", i + 1
            body = {"intent_id": intent, "payment_intent": payment, "amount": 10,
                    "currency": "usd"}
            try:
                answer = http.post(url + "/v1/refunds", json=body, headers=ACME)
            except httpx.TransportError as exc:
                failures.append(repr(exc))
                continue
            if answer.status_code == 200:
                answered[intent] = answer.json()
            else:
                failures.append(answer.status_code)


def test_every_answered_step_is_in_the_ledger_after_redis_is_killed(env, stripe_sim,
                                                                    fragile_redis, monkeypatch):
    monkeypatch.setenv("REDIS_URL", fragile_redis.url)
    app = create_app()
    deps = app.extensions["surestep"]
    live = LiveServer(app)
    payment = stripe_sim.payment(10_000_000)["payment_intent"]
    answered: dict[str, dict] = {}
    failures: list = []
    stop = threading.Event()
    senders = [threading.Thread(target=burst, args=(live.url, payment, answered, failures, stop, n))
               for n in range(SENDERS)]
    try:
        for sender in senders:
            sender.start()
        # Waited for by count, not by time: a loaded machine answered only 5 in the first second.
        wait_for(lambda: len(answered) >= 30, "a burst of answered steps")
        failed_before = len(failures)
        fragile_redis.kill()  # SIGKILL, mid-burst
        before_kill = len(answered)
        # down until the requests in flight have failed rather than ridden it out (past the
        # client's own retries, service.ledger.connection: a dead Redis fails a command after
        # 1 to 2 s): as many failures as senders
        wait_for(lambda: len(failures) >= failed_before + SENDERS, "the senders' requests to fail")
        fragile_redis.start()  # same port, same data directory: replays the append-only file
        wait_for(lambda: len(answered) >= before_kill + 10, "steps answered after the restart")
    finally:
        stop.set()
        for sender in senders:
            sender.join(timeout=20)
        live.close()
    try:
        assert before_kill >= 20 and len(answered) > before_kill  # a burst, and it recovered
        assert failures  # requests in flight when Redis died were not answered 200
        lost = []
        for intent, body in answered.items():
            entry = deps.ledger.get("acme", "refund", intent)
            if entry is None or (entry.state, entry.result.get("refund_id")) != (
                    body["state"], body["refund_id"]):
                lost.append(intent)
        assert lost == []
        # ... and each is backed by the refund Stripe holds under the entry's own key
        held = {r["id"]: r for r in stripe_sim.refunds()}
        for intent, body in answered.items():
            assert held[body["refund_id"]]["metadata"]["surestep_intent_id"] == intent
    finally:
        deps.close()
