"""A Redis failover under a storm, with real processes on loopback: a primary, two replicas and
three sentinels (``sandbox.sentinel``), two gunicorn "hosts" and two ``surestep worker`` hosts
connecting through the sentinels, the Stripe and Zendesk simulators. Client threads post
refunds (each on its own payment) and ticket updates, each retried as a flow retries until it
is acknowledged (a 200 ``completed`` refund, a 202/200 ticket update); the primary is SIGKILLed
mid-storm and Sentinel promotes a replica.

Two replicas, not one: with ``SURESTEP_REDIS_MIN_REPLICAS=1`` a promoted replica needs a
replica of its own before any write is confirmed again (with one, writes wait until the old
primary is back as a replica; see docs/RELIABILITY.md).

- ``MIN_REPLICAS=1``: no acknowledged intent is missing or behind on the new primary, no
  payment has two refunds, no ticket two comments, and every flow settles afterwards.
- ``MIN_REPLICAS=0``: the same storm, measured rather than asserted: how many acknowledged
  intents the new primary no longer holds (printed; docs/RELIABILITY.md has the figures). The
  no-duplicates outcome still holds for refunds (Stripe's key is derived, not stored).

Each run prints the time from the kill to the first success on the new primary, how long
the flows took to settle afterwards, and what the worker hosts' logs say recovered them.
"""

from __future__ import annotations

import collections
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from connectors.zendesk import MARKER
from sandbox.embedded_redis import free_port
from sandbox.sentinel import SentinelGroup
from service import config as config_module
from service.ledger import connection, keys
from tests.steps.test_tickets import new_tickets
from tests.support.constants import ACME, API_KEYS

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]
REFUNDS, TICKETS, CLIENTS = 120, 24, 12
KILL_AFTER_ACKS = 40  # refunds acknowledged before the primary dies


class Fleet:
    """Two gunicorn hosts (one worker, six threads each) and two RQ worker hosts."""

    def __init__(self, env: dict[str, str], logs: Path):
        bin_dir = Path(sys.executable).parent
        self.urls, self.processes = [], []
        for i in range(2):
            port = free_port()
            self.urls.append(f"http://127.0.0.1:{port}")
            self._start([str(bin_dir / "gunicorn"), "--config",
                         "python:service.web.gunicorn_conf", "service.web.app:create_app()"],
                        {**env, "SURESTEP_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "1",
                         "SURESTEP_THREADS": "6"}, logs / f"web{i}.log")
        for i in range(2):
            self._start([str(bin_dir / "surestep"), "worker"], env, logs / f"worker{i}.log")
        deadline = time.monotonic() + 30
        for url in self.urls:
            while True:
                try:
                    if httpx.get(url + "/v1/me", headers=ACME, timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline, "gunicorn did not come up"
                time.sleep(0.1)

    def _start(self, argv: list[str], env: dict[str, str], log: Path) -> None:
        with log.open("w") as sink:
            self.processes.append(subprocess.Popen(argv, env=env, stdout=sink,
                                                   stderr=subprocess.STDOUT))

    def close(self) -> None:
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


class Storm:
    """Client threads, each taking the next intent and posting it until acknowledged."""

    def __init__(self, urls: list[str], work: list[tuple[str, str, dict]]):
        self.urls, self.work, self.lock = urls, collections.deque(work), threading.Lock()
        self.acked: dict[str, tuple[float, str]] = {}  # intent -> (when, state)
        self.calls: list[tuple[float, float, int]] = []  # (sent, answered, status)
        self.stop = False

    def run(self, n: int) -> list[threading.Thread]:
        threads = [threading.Thread(target=self._client, args=(i,), daemon=True)
                   for i in range(n)]
        for thread in threads:
            thread.start()
        return threads

    def _client(self, i: int) -> None:
        with httpx.Client(timeout=15, headers=ACME) as http:
            self._posts(i, http)

    def _posts(self, i: int, http: httpx.Client) -> None:
        while not self.stop:
            with self.lock:
                if not self.work:
                    return
                intent, path, body = self.work.popleft()
            tries = 0
            while not self.stop:
                sent = time.time()
                try:
                    answer = http.post(self.urls[(i + tries) % 2] + path, json=body)
                    status, state = answer.status_code, answer.json().get("state")
                except (httpx.TransportError, ValueError):
                    status, state = 0, None
                with self.lock:
                    self.calls.append((sent, time.time(), status))
                if (status == 200 and state == "completed") or (status == 202 and "tickets" in path):
                    with self.lock:
                        self.acked[intent] = (time.time(), state)
                    break
                tries += 1  # any other status is counted in `calls` and fails the test
                time.sleep(0.2)


def _settings(group: SentinelGroup, stripe_sim, zendesk_sim, min_replicas: int) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    return {**env, **group.settings(), "SURESTEP_REDIS_MIN_REPLICAS": str(min_replicas),
            "SURESTEP_API_KEYS": API_KEYS, "STRIPE_API_KEY": "sk_test_surestep",
            "STRIPE_API_BASE": stripe_sim.url, "ZENDESK_BASE_URL": zendesk_sim.url,
            "ZENDESK_EMAIL": "ops@example.com", "ZENDESK_API_TOKEN": "zd-token",
            "SURESTEP_PROVIDER_TIMEOUT_S": "2", "SURESTEP_LEASE_S": "4",
            "SURESTEP_DUPLICATE_WAIT_S": "0.5", "SURESTEP_SWEEP_EVERY": "1",
            "SURESTEP_READBACK_DELAY_S": "0.5", "SURESTEP_POLL_MAX_S": "1",
            "SURESTEP_LOG_LEVEL": "warning"}


def _logged(logs: Path, pattern: str) -> int:
    """Lines with ``pattern`` in the worker hosts' logs (read once they exited: buffered)."""
    return sum(path.read_text(errors="replace").count(pattern)
               for path in logs.glob("worker*.log"))


def _where(store, intent: str, now: float) -> dict:
    """Where a stuck ticket update is, for the failure's message: its lost-run hint (seconds
    from now) and the waiting-room sets that hold it."""
    key = f"sst:{{acme}}:ticket_update:{intent}"
    hint = store.zscore(keys.waiting("acme"), key)
    return {"hint_in_s": None if hint is None else round(hint - now, 1),
            "rooms": [k for k in store.scan_iter(match="*:room*", count=1000)
                      if store.type(k) == b"zset" and store.zscore(k, key) is not None]}


def _storm(tmp_path, stripe_sim, zendesk_sim, min_replicas: int) -> dict:
    started = time.monotonic()
    group = SentinelGroup(tmp_path / "redis", replicas=2).start()
    fleet = None
    try:
        env = _settings(group, stripe_sim, zendesk_sim, min_replicas)
        work = [(f"fo-r{i}", "/v1/refunds", {
            "intent_id": f"fo-r{i}", "amount": 700, "currency": "usd",
            "payment_intent": stripe_sim.payment()["payment_intent"]}) for i in range(REFUNDS)]
        tickets = new_tickets(zendesk_sim, TICKETS)
        for i, ticket in enumerate(tickets):  # mixed in, a ticket update every fifth item
            work.insert(i * 5, (f"fo-t{i}", f"/v1/tickets/{ticket}/updates", {
                "intent_id": f"fo-t{i}", "comment": {"body": "On its way.", "public": True}}))
        fleet = Fleet(env, tmp_path)
        storm = Storm(fleet.urls, work)
        threads = storm.run(CLIENTS)
        deadline = time.monotonic() + 30
        while sum(1 for k in storm.acked if "-r" in k) < KILL_AFTER_ACKS:
            assert time.monotonic() < deadline, "the storm never got going"
            time.sleep(0.01)
        with storm.lock:
            before = dict(storm.acked)
        old = group.kill_master()
        killed_at = time.time()
        new = group.wait_failover(old.port)
        promoted_at = time.time()
        for thread in threads:
            thread.join(timeout=90)
        assert not any(t.is_alive() for t in threads), "the storm did not finish"
        first_ok = min(done for sent, done, status in storm.calls
                       if sent > killed_at and status in (200, 202))
        errors = collections.Counter(status for sent, _, status in storm.calls
                                     if sent > killed_at and status not in (200, 202))
        # What the new primary holds of what was acknowledged (before the settle pass below).
        store = connection.connect(config_module.load(environ=env))
        lost, behind = [], []
        for intent, (_, state) in storm.acked.items():
            step = "refund" if "-r" in intent else "ticket_update"
            held = store.hget(f"sst:{{acme}}:{step}:{intent}", "state")
            if held is None:
                lost.append(intent)
            elif state == "completed" and held != b"completed":
                behind.append(intent)
        # Every flow settles: each intent once more until it is completed.
        settle_from = time.monotonic()
        # Usually seconds; ~10-15 s when a worker had taken a job and quit before starting it
        # (jobs.worker retries it) or a dead scheduler's lock is taken over; RQ alone took
        # 60-90 s for either.
        settle_deadline = settle_from + 150
        with httpx.Client(timeout=15, headers=ACME) as http:
            for intent, path, body in work:
                while True:
                    answer = http.post(fleet.urls[0] + path, json={**body, "wait": 5}
                                       if "tickets" in path else body)
                    if answer.status_code == 200 and answer.json()["state"] == "completed":
                        break
                    assert time.monotonic() < settle_deadline, (intent, answer.text, [
                        (k, store.type(k), store.hget(k, "status"))
                        for k in store.keys(f"rq:job:{answer.json().get('job_id')}*")],
                        _where(store, intent, time.time()))
                    time.sleep(0.3)
        refunds = collections.Counter(r["payment_intent"] for r in stripe_sim.refunds())
        comments = collections.Counter(c["custom"][MARKER] for c in
                                       zendesk_sim.control("GET", "/_sim/comments")["data"]
                                       if MARKER in c["custom"])
        settle_s = time.monotonic() - settle_from
        open_claims = store.zcard("sst:{acme}:@open")
        store.close()
        fleet.close()
        result = {"acked_before_kill": len(before), "acked": len(storm.acked),
                  "lost": lost, "behind": behind,
                  "kill_to_promotion_s": round(promoted_at - killed_at, 2),
                  "kill_to_first_success_s": round(first_ok - killed_at, 2),
                  "errors_after_kill": dict(errors), "new_primary": new.port,
                  "duplicate_refunds": sum(n - 1 for n in refunds.values() if n > 1),
                  "refunds": len(refunds), "duplicate_comments":
                      sum(n - 1 for n in comments.values() if n > 1),
                  "commented": len(comments), "open_claims": open_claims,
                  "settle_s": round(settle_s, 1),
                  "schedulers_died": _logged(tmp_path, "raised an exception"),
                  "workers_restarted": _logged(tmp_path, "the RQ worker quit on its own"),
                  "scheduler_locks_taken_over": _logged(tmp_path, "took over a dead scheduler"),
                  "stuck_jobs_retried": _logged(tmp_path, "retried a job its worker took"),
                  "run_s": round(time.monotonic() - started, 1)}
        print(f"\nfailover with SURESTEP_REDIS_MIN_REPLICAS={min_replicas}: {result}")
        return result
    finally:
        if fleet is not None:
            fleet.close()
        group.stop()


def test_failover_with_one_replica_confirmed_loses_nothing(tmp_path, stripe_sim, zendesk_sim):
    result = _storm(tmp_path, stripe_sim, zendesk_sim, min_replicas=1)
    assert result["lost"] == [] and result["behind"] == []
    assert result["acked"] == REFUNDS + TICKETS
    assert result["duplicate_refunds"] == 0 and result["refunds"] == REFUNDS
    assert result["duplicate_comments"] == 0 and result["commented"] == TICKETS
    assert set(result["errors_after_kill"]) <= {0, 409, 503}  # never a 500
    assert result["kill_to_first_success_s"] < 15
    # RQ's own recoveries (a dead scheduler's lock, a job taken and never started) took 60-90 s
    assert result["settle_s"] < 40


def test_failover_without_replica_confirmation_is_measured(tmp_path, stripe_sim, zendesk_sim):
    result = _storm(tmp_path, stripe_sim, zendesk_sim, min_replicas=0)
    # What may be lost is measured (printed); refunds are still never doubled, as Stripe's
    # idempotency key is derived from the intent, not read from the ledger.
    assert result["duplicate_refunds"] == 0 and result["refunds"] == REFUNDS
    assert set(result["errors_after_kill"]) <= {0, 409, 503}
