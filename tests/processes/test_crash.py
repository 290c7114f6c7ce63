"""A process killed (SIGKILL) between its claim and Stripe's answer: after the lease expires the
next request takes the claim over and uses the same provider key, never a new one.

The service runs as in production: gunicorn with the Procfile's config, as a real process.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from sandbox.embedded_redis import free_port
from tests.support.constants import ACME
from tests.support.waits import wait_past

pytestmark = [pytest.mark.slow, pytest.mark.crash]
# Long enough that the retry sent during the lease still finds it running after gunicorn has
# restarted its killed worker on a loaded machine (2 s was not: 1 run in 12 took over early).
LEASE_S = 8


class Gunicorn:
    """surestep under gunicorn (1 worker), so a worker can be SIGKILLed mid-request."""

    def __init__(self, env: dict[str, str]):
        port = free_port()
        self.url = f"http://127.0.0.1:{port}"
        child_env = {**os.environ, **env, "SURESTEP_BIND": f"127.0.0.1:{port}",
                     "WEB_CONCURRENCY": "1", "SURESTEP_THREADS": "4",
                     "SURESTEP_LEASE_S": str(LEASE_S), "SURESTEP_PROVIDER_TIMEOUT_S": "5",
                     "SURESTEP_LOG_LEVEL": "warning", "SURESTEP_DUPLICATE_WAIT_S": "0.5"}
        gunicorn = Path(sys.executable).parent / "gunicorn"
        self.process = subprocess.Popen([str(gunicorn), "--config", "python:service.web.gunicorn_conf",
                                         "service.web.app:create_app()"], env=child_env)
        self.wait_ready()

    def wait_ready(self, timeout_s: float = 20) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/v1/health", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.1)
        raise RuntimeError("gunicorn did not come up")

    def worker_pids(self) -> list[int]:
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children").read_text()
        return [int(pid) for pid in children.split()]

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=20)


@pytest.fixture
def gunicorn(env, rdb, stripe_sim):
    server = Gunicorn(env)
    yield server
    server.close()


def kill_worker_mid_request(gunicorn, stripe_sim, body):
    """Send the request, wait until Stripe has received it, SIGKILL the worker serving it."""
    errors: list[Exception] = []

    def send():
        try:
            httpx.post(gunicorn.url + "/v1/refunds", json=body, headers=ACME, timeout=20)
        except httpx.TransportError as exc:
            errors.append(exc)

    sender = threading.Thread(target=send)
    sender.start()
    deadline = time.monotonic() + 10
    while not stripe_sim.creates():
        assert time.monotonic() < deadline, "the request never reached the simulator"
        time.sleep(0.02)
    [worker] = gunicorn.worker_pids()
    os.kill(worker, signal.SIGKILL)
    sender.join(timeout=20)
    assert errors, "the killed request should have lost its connection"
    gunicorn.wait_ready()  # the master starts a new worker


def claim_of(rdb, intent):
    raw = rdb.hgetall(f"sst:{{acme}}:refund:{intent}")
    return {k.decode(): v.decode() for k, v in raw.items()}


def wait_out_lease(rdb, intent) -> None:
    """Wait until the claim's own lease has run out (its end, as the ledger recorded it)."""
    wait_past(float(claim_of(rdb, intent)["lease_until"]), f"{intent}'s lease to run out", 60)


def test_killed_after_stripe_received_it_recovers_by_lookup_with_one_refund(gunicorn, stripe_sim, rdb):
    payment = stripe_sim.payment()
    body = {"intent_id": "crash-1", "payment_intent": payment["payment_intent"], "amount": 700,
            "currency": "usd"}
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=1.0)
    kill_worker_mid_request(gunicorn, stripe_sim, body)
    claim = claim_of(rdb, "crash-1")
    assert claim["state"] == "in_progress" and claim["attempts"] == "1"

    # The lease is the lock: a retry while it runs is refused (409), and the takeover comes
    # only once it has run out. A busy machine can spend the lease on the worker's restart, so
    # the retry sent now may already be after it: then it is the takeover. Either way, what is
    # checked is the ledger's own record: the re-claim happened at or after the lease's end.
    early = httpx.post(gunicorn.url + "/v1/refunds", json=body, headers=ACME, timeout=20)
    if early.status_code == 409:
        wait_out_lease(rdb, "crash-1")
        answer = httpx.post(gunicorn.url + "/v1/refunds", json=body, headers=ACME,
                            timeout=20).json()
    else:
        answer = early.json()
    assert answer["state"] == "completed" and answer["attempts"] == 2, answer
    audit = [json.loads(a) for a in rdb.lrange("sst:{acme}:refund:crash-1:audit", 0, -1)]
    [reclaim] = [a for a in audit if a["from"] == "in_progress" and a["to"] == "in_progress"]
    assert reclaim["at"] >= float(claim["lease_until"]), (reclaim, claim["lease_until"])
    [refund] = stripe_sim.refunds()
    assert refund["idempotency_key"] == claim["provider_key"]
    assert len(stripe_sim.creates()) == 1  # found by lookup: nothing re-sent


def test_killed_before_stripe_processed_it_resends_the_same_key(gunicorn, stripe_sim, rdb):
    payment = stripe_sim.payment()
    body = {"intent_id": "crash-2", "payment_intent": payment["payment_intent"], "amount": 700,
            "currency": "usd"}
    # Stripe receives the request but never processes it (the connection dies first).
    stripe_sim.fault("drop_before", method="POST", path="/v1/refunds", delay_s=1.0)
    kill_worker_mid_request(gunicorn, stripe_sim, body)
    claim = claim_of(rdb, "crash-2")
    assert claim["state"] == "in_progress"
    wait_out_lease(rdb, "crash-2")
    answer = httpx.post(gunicorn.url + "/v1/refunds", json=body, headers=ACME, timeout=20).json()
    assert answer["state"] == "completed" and answer["attempts"] == 2
    keys = [r["idempotency_key"] for r in stripe_sim.creates()]
    assert keys == [claim["provider_key"]] * 2
    assert len(stripe_sim.refunds()) == 1
