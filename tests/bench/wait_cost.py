"""Figure ``wait``: what ``SURESTEP_REDIS_MIN_REPLICAS=1`` costs a new intent.

A primary with one replica on loopback (``sandbox.sentinel.SentinelGroup``, the failover test's
group). The ledger's Redis work for one new intent (claim, two raw-response records, settle),
in this process, in interleaved rounds of ``MIN_REPLICAS=0`` (no WAIT) and ``1`` (WAIT for one
replica after the claim and after the settle, as ``service.ledger.store._write`` does). The
figure is the ratio of the medians from one run; the replica is on the same machine, so the
WAIT costs one replication round trip over loopback, a lower bound for a replica across a
network.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import redis

from sandbox.sentinel import SentinelGroup
from service.ledger.store import Ledger
from tests.bench.stack import Stack, percentile
from tests.bench.throughput import RAW

ROUNDS = 5


def one_intent(ledger: Ledger, tag: str) -> float:
    started = time.perf_counter()
    claim = ledger.claim("bench", "refund", f"w-{tag}", fingerprint="f", args={"amount": 1},
                         provider_key=f"k-{tag}", lease_s=30)
    assert claim.kind == "claimed", claim
    ledger.record_response(claim.entry.key, {"call": "create", "body": RAW})
    ledger.record_response(claim.entry.key, {"call": "retrieve", "body": RAW})
    outcome, _ = ledger.settle(claim.entry, "completed", {"refund_id": "re_x"}, actor="bench",
                               note="ok", owner=claim.owner)
    assert outcome == "settled", outcome
    return time.perf_counter() - started


def run(stack: Stack, quick: bool) -> dict:
    samples = 200 if quick else 2000
    with tempfile.TemporaryDirectory() as where:
        group = SentinelGroup(Path(where), replicas=1, sentinels=1).start()
        client = redis.Redis(port=group.master().port)
        try:
            ledgers = {0: Ledger(client, ttl_s=3600, min_replicas=0),
                       1: Ledger(client, ttl_s=3600, min_replicas=1, wait_ms=1000)}
            times: dict[int, list[float]] = {0: [], 1: []}
            for r in range(ROUNDS):
                for replicas, ledger in ledgers.items():
                    times[replicas] += [one_intent(ledger, f"{replicas}-{r}-{i}-{time.time()}")
                                        for i in range(samples // ROUNDS)]
        finally:
            client.close()
            group.stop()
    rows = []
    for replicas, got in times.items():
        got.sort()
        rows.append({"min_replicas": replicas, "samples": len(got),
                     "p50_ms": 1000 * percentile(got, 0.5), "p99_ms": 1000 * percentile(got, 0.99)})
    return {"rows": rows, "rounds": ROUNDS}


def table(result: dict) -> list[str]:
    base = result["rows"][0]["p50_ms"]
    lines = ["The ledger's Redis work for one new intent (claim, two raw records, settle), "
             f"in-process, {result['rounds']} interleaved rounds, one replica on loopback", "",
             "| SURESTEP_REDIS_MIN_REPLICAS | intents | p50 ms | p99 ms | p50 vs 0 |",
             "|---:|---:|---:|---:|---:|"]
    for row in result["rows"]:
        lines.append(f"| {row['min_replicas']} | {row['samples']} | {row['p50_ms']:.2f} | "
                     f"{row['p99_ms']:.2f} | {row['p50_ms'] / base:.2f}x |")
    return lines
