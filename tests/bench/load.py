"""Closed-loop HTTP load: P processes x T keep-alive connections, each sending back to back.

Scenarios: ``bare`` (``GET /v1/me``: auth, JSON, access log: the app's floor), ``new`` (a
refund step for a new intent each time: claim, create, retrieve, settle) and ``replay``
(refund steps for the ``REPLAYS`` intents that ``prepare_replays`` completed first). Every
answer must be 200, or the run stops: a figure made of errors would be meaningless.
"""

from __future__ import annotations

import http.client
import json
import statistics
import threading
import time
import uuid
import zlib
from concurrent.futures import ProcessPoolExecutor
from typing import Callable

from tests.bench.stack import KEY, percentile

PROCESSES, THREADS = 2, 8
REPLAYS = 200
HEADERS = {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"}


def _request(scenario: str, payment: str, tag: str, n: int) -> tuple[str, str, str | None]:
    """``payment``: one PaymentIntent id, or several comma-separated that the requests take in
    turn (a real payment has a few refunds, not the whole benchmark's; the refund step reads
    the payment and its refunds before each new intent)."""
    if scenario == "bare":
        return "GET", "/v1/me", None
    intent = f"new-{tag}-{n}" if scenario == "new" else f"{tag}-{n % REPLAYS}"
    payments = payment.split(",")  # spread by the intent: every client's n-th request differs
    return "POST", "/v1/refunds", json.dumps({"intent_id": intent,
                                              "payment_intent": payments[
                                                  zlib.crc32(intent.encode()) % len(payments)],
                                              "amount": 1, "currency": "usd"})


def drive(port: int, scenario: str, payment: str, tag: str, seconds: float) -> list[float]:
    """One load process: THREADS connections for ``seconds``; returns every latency (s)."""
    latencies: list[float] = []
    lock = threading.Lock()

    def loop(thread: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        mine, i, end = [], 0, time.monotonic() + seconds
        try:
            while time.monotonic() < end:
                i += 1
                # replays spread over the REPLAYS intents; new intents never repeat
                n = (thread * 7 + i) if scenario == "replay" else thread * 10**7 + i
                method, path, body = _request(scenario, payment, tag, n)
                started = time.perf_counter()
                conn.request(method, path, body=body, headers=HEADERS)
                response = conn.getresponse()
                response.read()
                if response.status != 200:
                    raise RuntimeError(f"{scenario}: HTTP {response.status}")
                mine.append(time.perf_counter() - started)
        finally:
            conn.close()
            with lock:
                latencies.extend(mine)

    threads = [threading.Thread(target=loop, args=(t,)) for t in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies


def prepare_replays(port: int, payment: str, prefix: str) -> None:
    """Complete the REPLAYS intents ``<prefix>-<n>`` once, so a replay run only replays."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        for n in range(REPLAYS):
            method, path, body = _request("replay", payment, prefix, n)
            conn.request(method, path, body=body, headers=HEADERS)
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"preparing replays: HTTP {response.status}")
    finally:
        conn.close()


def measure(port: int, scenario: str, payment: str, seconds: float, replay_prefix: str) -> dict:
    """Requests/s and latency percentiles of one scenario, PROCESSES x THREADS clients."""
    tag = replay_prefix if scenario == "replay" else uuid.uuid4().hex[:8]
    with ProcessPoolExecutor(PROCESSES) as pool:
        parts = [pool.submit(drive, port, scenario, payment,
                             tag if scenario == "replay" else f"{tag}{p}", seconds)
                 for p in range(PROCESSES)]
        latencies = sorted(x for part in parts for x in part.result())
    return {"scenario": scenario, "requests": len(latencies), "rps": len(latencies) / seconds,
            "p50_ms": 1000 * percentile(latencies, 0.50),
            "p99_ms": 1000 * percentile(latencies, 0.99), "latencies": latencies}


def compare(cases: dict, payment: str, seconds: float, rounds: int, replay_prefix: str,
            cpu_s: Callable[[int], float]) -> dict:
    """Measure every case (name -> (port, scenario)) ``rounds`` times, interleaved, for
    ``seconds / rounds`` each: the machine is shared, and a neighbour's burst then lands on
    one round of every case instead of all of one case. A case's requests/s is its median
    round; its latency percentiles are over all its rounds; its server CPU per request is
    ``cpu_s(port)``'s growth over all its rounds."""
    runs: dict = {name: [] for name in cases}
    cpu = dict.fromkeys(cases, 0.0)
    for _ in range(rounds):
        for name, (port, scenario) in cases.items():
            before = cpu_s(port)
            runs[name].append(measure(port, scenario, payment, seconds / rounds, replay_prefix))
            cpu[name] += cpu_s(port) - before
    result = {}
    for name, rows in runs.items():
        latencies = sorted(x for row in rows for x in row["latencies"])
        result[name] = {"scenario": rows[0]["scenario"], "requests": len(latencies),
                        "rps": statistics.median(row["rps"] for row in rows),
                        "rounds_rps": [row["rps"] for row in rows],
                        "p50_ms": 1000 * percentile(latencies, 0.50),
                        "p99_ms": 1000 * percentile(latencies, 0.99),
                        "cpu_ms": 1000 * cpu[name] / len(latencies)}
    return result
