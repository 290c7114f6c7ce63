"""Figure ``throughput``: the refund step against the bare endpoint of the same app.

One gunicorn (the Procfile's settings), the same clients for each scenario, in interleaved
rounds: ``bare`` (``GET /v1/me``), ``new`` intents and ``replay`` of completed intents; the
figure is each scenario's requests/s (its median round) as a share of ``bare``, and the same
ratio in gunicorn's CPU per request (steadier on a shared machine). Also the ledger's own Redis
work for one new intent (claim, two raw-response records, settle), timed in this process
against the same Redis.
"""

from __future__ import annotations

import os
import time
import uuid

import redis

from service.ledger.store import Ledger
from tests.bench import load
from tests.bench.stack import Stack, percentile

DURATION_S = float(os.environ.get("BENCH_SECONDS", "6"))
QUICK_S = 2.0
ROUNDS = 3  # each scenario's time split into interleaved rounds (see load.compare)
PAYMENTS = 500  # new intents take these in turn: a few refunds each, as real payments have
RAW = {"id": "re_x", "object": "refund", "status": "succeeded", "amount": 1}


def run(stack: Stack, quick: bool) -> dict:
    seconds = QUICK_S if quick else DURATION_S
    with stack.web() as port:
        payment = ",".join(stack.stripe.payment(10**9)["payment_intent"]
                           for _ in range(PAYMENTS))
        prefix = f"replay{uuid.uuid4().hex[:6]}"
        load.prepare_replays(port, payment, prefix)
        load.drive(port, "replay", payment, prefix, 1.0)  # warm every worker and thread
        rows = load.compare({name: (port, name) for name in ("bare", "new", "replay")},
                            payment, seconds, ROUNDS, prefix, stack.web_cpu_s)
    return {"seconds": seconds, "rounds": ROUNDS, "clients": f"{load.PROCESSES}x{load.THREADS}",
            "web_workers": int(os.environ.get("WEB_CONCURRENCY", "2")),
            "web_threads": int(os.environ.get("SURESTEP_THREADS", "32")),
            "rows": list(rows.values()),
            "redis": "cluster of 3 primaries" if stack.cluster else "one redis-server",
            "ledger": ledger_overhead(stack.ledger_client(), 500 if quick else 2000)}


def ledger_overhead(client: redis.Redis, samples: int) -> dict:
    """p50/p99 of the ledger's Redis work for one new intent, in-process, same Redis."""
    ledger, times = Ledger(client, ttl_s=3600), []
    try:
        for i in range(samples):
            started = time.perf_counter()
            claim = ledger.claim("bench", "refund", f"l-{started}-{i}", fingerprint="f",
                                 args={"amount": 1}, provider_key=f"k{started}{i}", lease_s=30)
            entry = claim.entry
            ledger.record_response(entry.key, {"call": "create", "body": RAW})
            ledger.record_response(entry.key, {"call": "retrieve", "body": RAW})
            ledger.settle(entry, "completed", {"refund_id": "re_x"}, actor="bench", note="ok",
                          owner=claim.owner)
            times.append(time.perf_counter() - started)
    finally:
        client.close()
    times.sort()
    return {"samples": samples, "p50_ms": 1000 * percentile(times, 0.5),
            "p99_ms": 1000 * percentile(times, 0.99)}


def table(result: dict) -> list[str]:
    bare = result["rows"][0]["rps"]
    lines = [f"{result.get('redis', 'one redis-server')}: {result['clients']} keep-alive clients, "
             f"{result['seconds']:.0f} s per scenario in "
             f"{result['rounds']} interleaved rounds (requests/s: the median round), gunicorn "
             f"{result['web_workers']} workers x {result['web_threads']} threads", "",
             "| scenario | requests/s | p50 ms | p99 ms | throughput vs bare | "
             "gunicorn CPU ms per request | bare's CPU vs this |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    bare_cpu = result["rows"][0]["cpu_ms"]
    for row in result["rows"]:
        lines.append(f"| {row['scenario']} | {row['rps']:.0f} | {row['p50_ms']:.1f} | "
                     f"{row['p99_ms']:.1f} | {row['rps'] / bare:.0%} | {row['cpu_ms']:.2f} | "
                     f"{bare_cpu / row['cpu_ms']:.0%} |")
    ledger = result["ledger"]
    lines += ["", f"ledger work per new intent: p50 {ledger['p50_ms']:.2f} ms, "
                  f"p99 {ledger['p99_ms']:.2f} ms ({ledger['samples']} in-process, same Redis)"]
    return lines
