"""Figure ``scaling``: throughput from 1 to 2 gunicorn workers, and from 1 to 2 RQ workers.

Web: the same clients as ``throughput`` drive new intents and replays against gunicorn with
``WEB_CONCURRENCY`` 1, then 2 (threads per worker unchanged). Queue: ``UPDATES`` ticket updates
(each a ticket read for ``safe_update`` and the write; the Zendesk simulator answers at once,
no rate limit) queued first, then carried by 1, then 2 RQ workers in burst mode. The figure is
the ratio 2 : 1; on a 2-core machine that also runs the clients and the simulators, 2x is the
ceiling, not the expectation.
"""

from __future__ import annotations

import os
import time
import uuid

from service.ratelimit import RateBudget
from service.steps import tickets
from tests.bench import load
from tests.bench.stack import TENANT, Stack, worker_cpu_s

DURATION_S = float(os.environ.get("BENCH_SECONDS", "6"))
UPDATES, QUICK_UPDATES = 600, 150


def run(stack: Stack, quick: bool) -> dict:
    seconds = 2.0 if quick else DURATION_S
    web = [web_row(stack, workers, seconds) for workers in (1, 2)]
    queue = [queue_row(stack, workers, QUICK_UPDATES if quick else UPDATES) for workers in (1, 2)]
    return {"seconds": seconds, "web": web, "queue": queue}


def web_row(stack: Stack, workers: int, seconds: float) -> dict:
    """new and replay requests/s with ``workers`` gunicorn workers."""
    with stack.web(workers=workers) as port:
        payment = stack.stripe.payment(10**9)["payment_intent"]
        prefix = f"scale{uuid.uuid4().hex[:6]}"
        load.prepare_replays(port, payment, prefix)
        load.drive(port, "replay", payment, prefix, 1.0)  # warm every worker and thread
        rows = {name: load.measure(port, name, payment, seconds, prefix)
                for name in ("new", "replay")}
    return {"workers": workers, "new_rps": rows["new"]["rps"],
            "replay_rps": rows["replay"]["rps"], "rows": list(rows.values())}


def queue_row(stack: Stack, workers: int, updates: int) -> dict:
    """Ticket updates per second carried by ``workers`` RQ workers."""
    with stack.zendesk(rate_limit=10**9) as (sim, env), stack.deps(env) as deps:
        deps.redis.delete(RateBudget(deps.redis, "zendesk", deps.zendesk.account).key)
        ids = [t["id"] for t in sim.control("POST", "/_sim/tickets", {"count": updates})["data"]]
        intents = [f"w{workers}-{uuid.uuid4().hex[:6]}-{n}" for n in range(updates)]
        for intent, tid in zip(intents, ids):
            tickets.submit(deps, TENANT, tickets.SINGLE, {
                "intent_id": intent, "ticket_id": tid, "safe_update": True,
                "comment": {"body": "bench", "public": False}})
        started, cpu = time.monotonic(), worker_cpu_s()
        with stack.rq_workers(workers, env, burst=True) as procs:
            for proc in procs:
                proc.wait(timeout=600)
        elapsed, cpu = time.monotonic() - started, worker_cpu_s() - cpu
        pipe = deps.redis.pipeline(transaction=False)
        for intent in intents:
            pipe.hget(deps.ledger.key(TENANT, tickets.SINGLE, intent), "state")
        done = sum(state == b"completed" for state in pipe.execute())
    assert done == updates, f"{done} of {updates} ticket updates completed"
    return {"workers": workers, "updates": updates, "seconds": elapsed,
            "per_s": done / elapsed, "worker_cpu_ms_per_update": 1000 * cpu / updates}


def table(result: dict) -> list[str]:
    web, queue = result["web"], result["queue"]
    lines = ["| gunicorn workers | new intents/s | replays/s | new vs 1 worker | "
             "replays vs 1 worker |", "|---:|---:|---:|---:|---:|"]
    for r in web:
        lines.append(f"| {r['workers']} | {r['new_rps']:.0f} | {r['replay_rps']:.0f} | "
                     f"{r['new_rps'] / web[0]['new_rps']:.2f}x | "
                     f"{r['replay_rps'] / web[0]['replay_rps']:.2f}x |")
    lines += ["", "| RQ workers | ticket updates | seconds | updates/s | vs 1 worker | "
                  "worker CPU ms per update |", "|---:|---:|---:|---:|---:|---:|"]
    for r in queue:
        lines.append(f"| {r['workers']} | {r['updates']} | {r['seconds']:.1f} | "
                     f"{r['per_s']:.0f} | {r['per_s'] / queue[0]['per_s']:.2f}x | "
                     f"{r['worker_cpu_ms_per_update']:.0f} |")
    return lines
