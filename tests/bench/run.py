"""``make bench``: throughput and latency of the refund step, as ratios from one run.

Starts the stack as production runs it (gunicorn with the Procfile's config, an embedded Redis
unless REDIS_URL is set, the Stripe simulator answering at once), then drives, one after the
other with the same client settings: the bare authenticated endpoint ``GET /v1/me``, new refund
intents, and replays of completed intents. It also times the ledger's own Redis work for one
new intent (claim, two raw-response records, settle, reads) in this process.

Absolute numbers depend on the machine (the load generator shares its cores with the server);
the ratios are what to compare. Results go to stdout as a Markdown table and to var/bench.json.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from service.embedded_redis import EmbeddedRedis, free_port
from tests.helpers import Sim

DURATION_S = float(os.environ.get("BENCH_SECONDS", "6"))
PROCESSES, THREADS = 2, 8
KEY = "bench_key"


def drive(port: int, scenario: str, payment: str, tag: str, seconds: float) -> list[float]:
    """One load process: THREADS keep-alive connections, each sending back to back."""
    latencies: list[float] = []
    lock = threading.Lock()

    def loop(thread: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine, i, end = [], 0, time.monotonic() + seconds
        while time.monotonic() < end:
            i += 1
            if scenario == "bare":
                method, path, body = "GET", "/v1/me", None
            else:
                intent = (f"new-{tag}-{thread}-{i}" if scenario == "new"
                          else f"replay-{(thread * 7 + i) % 200}")
                method, path = "POST", "/v1/refunds"
                body = json.dumps({"intent_id": intent, "payment_intent": payment,
                                   "amount": 1, "currency": "usd"})
            started = time.perf_counter()
            conn.request(method, path, body=body, headers={
                "Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"{scenario}: HTTP {response.status}")
            mine.append(time.perf_counter() - started)
        conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=loop, args=(t,)) for t in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies


def measure(port: int, scenario: str, payment: str) -> dict:
    tag = uuid.uuid4().hex[:8]
    with ProcessPoolExecutor(PROCESSES) as pool:
        parts = [pool.submit(drive, port, scenario, payment, f"{tag}{p}", DURATION_S)
                 for p in range(PROCESSES)]
        latencies = sorted(x for part in parts for x in part.result())
    return {"scenario": scenario, "requests": len(latencies),
            "rps": len(latencies) / DURATION_S,
            "p50_ms": 1000 * statistics.median(latencies),
            "p99_ms": 1000 * latencies[int(len(latencies) * 0.99) - 1]}


def ledger_overhead(redis_url: str, samples: int = 2000) -> dict:
    """p50/p99 of the ledger's Redis work for one new intent (claim, two raw-response
    records, settle), measured in-process against the same Redis."""
    import redis

    from service.ledger import Ledger

    client = redis.Redis.from_url(redis_url)
    ledger, times = Ledger(client, ttl_s=3600), []
    raw = {"id": "re_x", "object": "refund", "status": "succeeded", "amount": 1}
    for i in range(samples):
        started = time.perf_counter()
        claim = ledger.claim("bench", "refund", f"l-{i}", fingerprint="f", args={"amount": 1},
                             provider_key="k", lease_s=30)
        entry = claim.entry
        ledger.record_response(entry.key, {"call": "create", "body": raw})
        ledger.record_response(entry.key, {"call": "retrieve", "body": raw})
        ledger.settle(entry, "completed", {"refund_id": "re_x"}, actor="bench", note="ok",
                      owner=claim.owner)
        times.append(time.perf_counter() - started)
    client.close()
    times.sort()
    return {"p50_ms": 1000 * statistics.median(times), "p99_ms": 1000 * times[int(samples * .99)]}


def worker_throughput(env: dict, workers: int, updates: int = 600) -> dict:
    """Ticket updates per second carried by N RQ workers, Zendesk simulator answering at once."""
    import redis

    from service import config as config_module
    from service import deps as deps_module
    from service.steps import tickets

    zendesk = Sim("zendesk")
    env = {**env, "ZENDESK_BASE_URL": zendesk.url, "ZENDESK_API_TOKEN": "t",
           "ZENDESK_EMAIL": "bench@example.com"}
    deps = deps_module.build(config_module.load(environ=env))
    try:
        zendesk.control("POST", "/_sim/config", {"rate_limit": 10**9})
        ids = [t["id"] for t in zendesk.control("POST", "/_sim/tickets", {"count": updates})["data"]]
        tag = uuid.uuid4().hex[:6]
        for n, tid in enumerate(ids):
            tickets.submit(deps, "bench", tickets.SINGLE, {
                "intent_id": f"w{workers}-{tag}-{n}", "ticket_id": tid,
                "comment": {"body": "bench", "public": False}, "safe_update": True})
        rq = Path(sys.executable).parent / "rq"
        started = time.monotonic()
        procs = [subprocess.Popen([str(rq), "worker", "--burst", "--worker-class",
                                   "jobs.worker.Worker", "--url", env["REDIS_URL"],
                                   "--logging_level", "WARNING", "surestep"], env=env)
                 for _ in range(workers)]
        for proc in procs:
            proc.wait(timeout=600)
        elapsed = time.monotonic() - started
        client = redis.Redis.from_url(env["REDIS_URL"])
        done = sum(client.hget(deps.ledger.key("bench", tickets.SINGLE, f"w{workers}-{tag}-{n}"),
                               "state") == b"completed" for n in range(updates))
        client.close()
    finally:
        deps.close()
        zendesk.close()
    return {"workers": workers, "updates": updates, "completed": done,
            "per_s": done / elapsed, "seconds": elapsed}


def start_gunicorn(env: dict) -> tuple[subprocess.Popen, int]:
    port = free_port()
    gunicorn = Path(sys.executable).parent / "gunicorn"
    process = subprocess.Popen([str(gunicorn), "--config", "python:service.gunicorn_conf",
                                "service:create_app()"],
                               env={**env, "SURESTEP_BIND": f"127.0.0.1:{port}",
                                    "SURESTEP_LOG_LEVEL": "warning"})
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/v1/health")
            conn.getresponse().read()
            conn.close()
            return process, port
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("gunicorn did not start")


def main() -> int:
    Path("var").mkdir(exist_ok=True)
    redis_server = None
    if not os.environ.get("REDIS_URL"):
        redis_server = EmbeddedRedis(Path("var/bench-redis")).start()
    redis_url = os.environ.get("REDIS_URL") or redis_server.url
    sim = Sim("stripe")
    env = {**os.environ, "REDIS_URL": redis_url, "SURESTEP_API_KEYS": f"bench:{KEY}",
           "STRIPE_API_KEY": "sk_test_bench", "STRIPE_API_BASE": sim.url}
    gunicorn, port = start_gunicorn(env)
    try:
        payment = sim.payment(10**9)["payment_intent"]
        drive(port, "replay", payment, "warm", 1.0)  # creates the 200 replay intents, warms up
        rows = [measure(port, name, payment) for name in ("bare", "new", "replay")]
        ledger = ledger_overhead(redis_url)
        gunicorn.terminate()
        gunicorn.wait(timeout=30)
        workers = [worker_throughput(env, n) for n in (1, 2)]
    finally:
        gunicorn.terminate()
        gunicorn.wait(timeout=30)
        sim.close()
        if redis_server is not None:
            redis_server.stop()
            redis_server.wipe()
    report(rows, ledger, workers)
    return 0


def report(rows: list[dict], ledger: dict, worker_rows: list[dict]) -> None:
    bare = rows[0]["rps"]
    workers = os.environ.get("WEB_CONCURRENCY", "2")
    threads = os.environ.get("SURESTEP_THREADS", "32")
    print(f"\n{PROCESSES}x{THREADS} keep-alive clients, {DURATION_S:.0f} s per scenario, "
          f"gunicorn {workers} workers x {threads} threads, {os.cpu_count()} cores\n")
    print("| scenario | requests/s | p50 ms | p99 ms | throughput vs bare |")
    print("|---|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row['scenario']} | {row['rps']:.0f} | {row['p50_ms']:.1f} | "
              f"{row['p99_ms']:.1f} | {row['rps'] / bare:.0%} |")
    print(f"\nledger work per new intent: p50 {ledger['p50_ms']:.2f} ms, "
          f"p99 {ledger['p99_ms']:.2f} ms (in-process, same Redis)")
    print("\n| RQ workers | ticket updates | seconds | updates/s | vs 1 worker |")
    print("|---:|---:|---:|---:|---:|")
    for row in worker_rows:
        print(f"| {row['workers']} | {row['completed']}/{row['updates']} | {row['seconds']:.1f} | "
              f"{row['per_s']:.0f} | {row['per_s'] / worker_rows[0]['per_s']:.2f}x |")
    Path("var/bench.json").write_text(json.dumps({"rows": rows, "ledger": ledger,
                                                  "workers": worker_rows}, indent=2))


if __name__ == "__main__":
    sys.exit(main())
