"""Figure ``scaling``: throughput from 1 to 2 gunicorn workers, and from 1 to 2 RQ workers.

Web: the same clients as ``throughput`` drive new intents and replays against two gunicorns
at once, one with ``WEB_CONCURRENCY`` 1 and one with 2 (threads per worker unchanged), in
interleaved rounds. Queue: ticket updates (each a ticket read for ``safe_update`` and the
write; the Zendesk simulator answers at once, no rate limit) queued first, then carried by 1 or
2 RQ workers in burst mode, alternating, ``ROUNDS`` times each; the rate is updates over the
span from Zendesk's first to its last call, and the median round is reported. The figure is
the ratio 2 : 1; on a 2-core machine that also runs the clients and the simulators, 2x is the
ceiling, not the expectation.
"""

from __future__ import annotations

import os
import time
import uuid

from service.ledger.rate_budget import RateBudget
from service.steps import ticket
from tests.bench import load
from tests.bench.stack import TENANT, Stack, worker_cpu_s

DURATION_S = float(os.environ.get("BENCH_SECONDS", "6"))
UPDATES, QUICK_UPDATES = 900, 150  # split over ROUNDS
ROUNDS = 3


def run(stack: Stack, quick: bool) -> dict:
    seconds = 2.0 if quick else DURATION_S
    updates = QUICK_UPDATES if quick else UPDATES
    queue: dict[int, list[dict]] = {1: [], 2: []}
    for _ in range(ROUNDS):  # interleaved, like the web rounds
        for workers in queue:
            queue[workers].append(queue_row(stack, workers, updates // ROUNDS))
    return {"seconds": seconds, "rounds": ROUNDS, "web": web_rows(stack, seconds),
            "queue": [_median(rows) for rows in queue.values()]}


def web_rows(stack: Stack, seconds: float) -> list[dict]:
    """new and replay requests/s with 1 and with 2 gunicorn workers, both servers up at once
    and driven in interleaved rounds."""
    with stack.web(workers=1) as one, stack.web(workers=2) as two:
        payment = stack.stripe.payment(10**9)["payment_intent"]
        prefix = f"scale{uuid.uuid4().hex[:6]}"
        load.prepare_replays(one, payment, prefix)
        for port in (one, two):
            load.drive(port, "replay", payment, prefix, 1.0)  # warm every worker and thread
        cases = {(w, name): (port, name) for w, port in ((1, one), (2, two))
                 for name in ("new", "replay")}
        rows = load.compare(cases, payment, seconds, ROUNDS, prefix, stack.web_cpu_s)
    return [{"workers": w, "new_rps": rows[(w, "new")]["rps"],
             "replay_rps": rows[(w, "replay")]["rps"],
             "rounds": {name: rows[(w, name)]["rounds_rps"] for name in ("new", "replay")}}
            for w in (1, 2)]


def _median(rows: list[dict]) -> dict:
    """The round with the median rate, and every round's rate."""
    ordered = sorted(rows, key=lambda row: row["per_s"])
    return {**ordered[len(ordered) // 2], "rounds_per_s": [row["per_s"] for row in rows]}


def queue_row(stack: Stack, workers: int, updates: int) -> dict:
    """Ticket updates per second carried by ``workers`` RQ workers."""
    with stack.zendesk(rate_limit=10**9) as (sim, env), stack.deps(env) as deps:
        deps.ledger.redis.delete(RateBudget(deps.ledger.redis, "zendesk", deps.zendesk.account).key)
        ids = [t["id"] for t in sim.control("POST", "/_sim/tickets", {"count": updates})["data"]]
        startup = _burst_cpu_s(stack, workers, env)  # the queue is empty: start and exit only
        intents = [f"w{workers}-{uuid.uuid4().hex[:6]}-{n}" for n in range(updates)]
        for intent, tid in zip(intents, ids):
            ticket.submit(deps, TENANT, ticket.SINGLE, {
                "intent_id": intent, "ticket_id": tid, "safe_update": True,
                "comment": {"body": "bench", "public": False}})
        started = time.monotonic()
        cpu = _burst_cpu_s(stack, workers, env) - startup
        elapsed = time.monotonic() - started
        pipe = deps.ledger.redis.pipeline(transaction=False)
        for intent in intents:
            pipe.hget(deps.ledger.key(TENANT, ticket.SINGLE, intent), "state")
        done = sum(state == b"completed" for state in pipe.execute())
        calls = [r["t"] for r in sim.requests(path="/api/")]
    assert done == updates, f"{done} of {updates} ticket updates completed"
    # The rate is taken between the first and the last call Zendesk saw: the workers' start
    # (imports, building Deps) is a one-off that would otherwise weigh on a short run.
    span = max(calls) - min(calls)
    return {"workers": workers, "updates": updates, "seconds": elapsed, "span_s": span,
            "per_s": updates / span, "worker_cpu_ms_per_update": 1000 * cpu / updates}


def _burst_cpu_s(stack: Stack, workers: int, env: dict) -> float:
    """CPU seconds of ``workers`` RQ workers (and their work-horses) working the queue empty."""
    cpu = worker_cpu_s()
    with stack.rq_workers(workers, env, burst=True) as procs:
        for proc in procs:
            proc.wait(timeout=600)
    return worker_cpu_s() - cpu


def table(result: dict) -> list[str]:
    web, queue = result["web"], result["queue"]
    lines = [f"{result['rounds']} interleaved rounds each; rates: the median round (all rounds "
             f"in brackets)", "",
             "| gunicorn workers | new intents/s | replays/s | new vs 1 worker | "
             "replays vs 1 worker |", "|---:|---:|---:|---:|---:|"]
    for r in web:
        lines.append(f"| {r['workers']} | {r['new_rps']:.0f} ({_rates(r['rounds']['new'])}) | "
                     f"{r['replay_rps']:.0f} ({_rates(r['rounds']['replay'])}) | "
                     f"{r['new_rps'] / web[0]['new_rps']:.2f}x | "
                     f"{r['replay_rps'] / web[0]['replay_rps']:.2f}x |")
    lines += ["", "| RQ workers | updates per round | seconds (first to last call) | "
                  "updates/s | vs 1 worker | worker CPU ms per update (start-up excluded) |",
              "|---:|---:|---:|---:|---:|---:|"]
    for r in queue:
        lines.append(f"| {r['workers']} | {r['updates']} | {r['span_s']:.1f} | "
                     f"{r['per_s']:.0f} ({_rates(r['rounds_per_s'])}) | "
                     f"{r['per_s'] / queue[0]['per_s']:.2f}x | "
                     f"{r['worker_cpu_ms_per_update']:.0f} |")
    return lines


def _rates(values: list[float]) -> str:
    return ", ".join(f"{v:.0f}" for v in values)
