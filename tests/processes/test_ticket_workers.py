"""Ticket updates carried by real `rq worker --with-scheduler` processes, as the Procfile runs
them: shared rate limits, long-polls, resume callbacks, many waiting jobs, a killed worker."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from service.events import deliveries
from tests.chaos.processes import children
from tests.steps.test_tickets import new_tickets, ours, update
from tests.support.constants import ACME
from tests.support.helpers import Receiver

pytestmark = pytest.mark.slow


class Workers:
    """N real RQ workers (each with the scheduler), stopped at the end."""

    def __init__(self, count: int, **env: str):
        rq = Path(sys.executable).parent / "rq"
        self.processes = [subprocess.Popen(
            [str(rq), "worker", "--with-scheduler", "--worker-class", "jobs.worker.Worker",
             "--url", os.environ["REDIS_URL"],
             "--logging_level", "WARNING", "surestep"], env={**os.environ, **env},
            start_new_session=True)  # its own group: close() finds what it forked
            for _ in range(count)]

    def work_horse(self, rdb) -> int:
        """The first worker's work-horse: its child that is not RQ's scheduler. (Not "the
        youngest child": a job taken at once forks the horse in the same clock tick as the
        scheduler, and then the scheduler was killed instead, 1 run in 4.)"""
        [horse] = [pid for pid in children(self.processes[0].pid) if pid != scheduler_pid(rdb)]
        return horse

    def close(self) -> None:
        """SIGTERM each worker (a warm stop: it stops its scheduler, releasing the lock), then
        stop whatever is left in its process group: a scheduler a SIGKILLed worker left as an
        orphan otherwise lives on, heartbeating into the suite's Redis after every flush (the
        keys that later tests' ``dbsize() == 0`` then met)."""
        for process in self.processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for process in self.processes:
            stop_group(process.pid)


def group_members(pgid: int) -> list[int]:
    """Live processes of a process group (zombies count as gone)."""
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            members.append(int(stat.parent.name))
    return members


def stop_group(pgid: int, timeout_s: float = 20) -> None:
    """SIGTERM what is left of a process group, then SIGKILL it if it outlives timeout_s."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if not group_members(pgid):
            return
        try:
            os.killpg(pgid, sig)
        except ProcessLookupError:
            return
        deadline = time.monotonic() + timeout_s
        while group_members(pgid) and time.monotonic() < deadline:
            time.sleep(0.05)


def scheduler_pid(rdb) -> int:
    """The RQ scheduler process holding the queue's scheduler lock (RQ's own record)."""
    wait_until(lambda: rdb.get("rq:scheduler-lock:surestep"), timeout_s=15, every_s=0.05)
    name = rdb.get("rq:scheduler-lock:surestep").decode()
    wait_until(lambda: rdb.hget(f"rq:scheduler:{name}", "pid"), timeout_s=15, every_s=0.05)
    return int(rdb.hget(f"rq:scheduler:{name}", "pid"))


@pytest.fixture
def workers(env):
    started: list[Workers] = []

    def start(count: int = 1, **extra: str) -> Workers:
        started.append(Workers(count, **extra))
        return started[-1]

    yield start
    for group in started:
        group.close()


def wait_until(predicate, timeout_s: float, every_s: float = 0.2) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(every_s)


def states(rdb, step: str = "ticket_update") -> list[str]:
    keys = [k for k in rdb.scan_iter(f"sst:{{acme}}:{step}:*", count=1000) if k.count(b":") == 3]
    return [rdb.hget(k, "state").decode() for k in keys]


def test_three_hundred_updates_from_two_workers_under_a_rate_limit(client, rdb, zendesk_sim,
                                                                   workers):
    zendesk_sim.control("POST", "/_sim/config", {"rate_limit": 30, "rate_window_s": 2})
    ids = new_tickets(zendesk_sim, 300)
    for n, tid in enumerate(ids):
        assert update(client, tid, intent=f"rl-{n}", safe_update=False).status_code == 202
    started = time.monotonic()
    workers(2)
    wait_until(lambda: states(rdb).count("completed") == 300, timeout_s=120, every_s=0.5)
    elapsed = time.monotonic() - started
    comments = ours(zendesk_sim)
    assert len(comments) == 300 and sorted(c["ticket_id"] for c in comments) == sorted(ids)
    windows = math.ceil(elapsed / 2)
    stats = zendesk_sim.control("GET", "/_sim/stats")
    assert stats["rate_limited"] <= 2 * windows, (stats, windows)
    print(f"\n300 updates in {elapsed:.1f} s (limit allows 300 in 20 s), "
          f"{stats['rate_limited']} x 429 over {windows} windows")


def test_wait_returns_as_soon_as_the_job_ends(client, rdb, zendesk_sim, workers):
    zendesk_sim.control("POST", "/_sim/config", {"job_duration_s": 1.5})
    workers(1)
    [tid] = new_tickets(zendesk_sim)
    started = time.monotonic()
    answer = update(client, tid, wait=20)
    assert answer.status_code == 200 and answer.json["state"] == "completed"
    assert time.monotonic() - started < 10
    ids = new_tickets(zendesk_sim, 2)
    queued = client.post("/v1/tickets/updates", headers=ACME, json={
        "intent_id": "bulk-w", "ticket_ids": ids, "comment": {"body": "note"}}).json
    started = time.monotonic()
    waited = client.get(f"/v1/jobs/{queued['job_id']}?wait=20", headers=ACME).json
    assert waited["state"] == "completed" and time.monotonic() - started < 10
    short = client.get(f"/v1/jobs/{queued['job_id']}?wait=0", headers=ACME)
    assert short.status_code == 200 and short.json["state"] == "completed"


def test_resume_url_gets_one_signed_delivery_on_the_third_try(client, rdb, zendesk_sim, workers):
    receiver = Receiver(failures=2)
    try:
        workers(1)
        [tid] = new_tickets(zendesk_sim)
        first = update(client, tid, resume_url=receiver.url).json
        job_id, secret = first["job_id"], first["resume_secret"]  # the registration's own
        again = update(client, tid, resume_url=receiver.url)  # a retry: still one delivery
        assert "resume_secret" not in again.json  # shown once, to the request that registered
        wait_until(lambda: len(receiver.received) >= 3, timeout_s=20)
        time.sleep(1.0)  # nothing more may arrive
        assert len(receiver.received) == 3
        assert "signing_secret" not in client.get("/v1/me", headers=ACME).json
        for headers, body in receiver.received:
            assert deliveries.verify(secret, body, headers["Surestep-Signature"])
            assert not deliveries.verify(secret, body + b" ", headers["Surestep-Signature"])
        final = json.loads(receiver.received[-1][1])
        assert final["job_id"] == job_id and final["state"] == "completed"
        view = client.get(f"/v1/jobs/{job_id}", headers=ACME).json
        assert view["delivery"]["state"] == "delivered" and view["delivery"]["attempts"] == 3
    finally:
        receiver.close()


def test_one_worker_carries_two_hundred_waiting_jobs(client, rdb, zendesk_sim, workers):
    zendesk_sim.control("POST", "/_sim/config", {"job_duration_s": 4, "rate_limit": 100000})
    ids = new_tickets(zendesk_sim, 200)
    for n, tid in enumerate(ids):
        client.post("/v1/tickets/updates", headers=ACME, json={
            "intent_id": f"wait-{n}", "ticket_ids": [tid], "comment": {"body": "note"}})
    started = time.monotonic()
    workers(1)
    most_working = 0

    def all_done():
        nonlocal most_working
        current = states(rdb, "ticket_bulk_update")
        most_working = max(most_working, current.count("working"))
        return current.count("completed") == 200

    wait_until(all_done, timeout_s=120, every_s=0.3)
    elapsed = time.monotonic() - started
    assert most_working >= 150, most_working  # they waited side by side...
    assert elapsed < 200 * 4 / 4, elapsed  # ...far faster than one at a time
    assert len(ours(zendesk_sim)) == 200
    print(f"\n200 jobs of 4 s each on one worker in {elapsed:.1f} s; "
          f"up to {most_working} waiting at once")


@pytest.mark.crash
def test_worker_killed_mid_update_still_lands_exactly_once(client, rdb, zendesk_sim, workers):
    [tid] = new_tickets(zendesk_sim)
    zendesk_sim.fault("latency", method="PUT", delay_s=1.5)
    group = workers(1, SURESTEP_LEASE_S="2")
    job_id = update(client, tid).json["job_id"]
    wait_until(lambda: zendesk_sim.requests("PUT"), timeout_s=15, every_s=0.05)
    os.kill(group.work_horse(rdb), signal.SIGKILL)  # it dies while Zendesk holds the write
    wait_until(lambda: client.get(f"/v1/jobs/{job_id}", headers=ACME).json["state"]
               == "completed", timeout_s=40)
    assert len(ours(zendesk_sim)) == 1
    audit = client.get("/v1/intents/zd-1", headers=ACME).json["steps"][0]["audit"]
    assert any("lease expired" in a["note"] for a in audit)
