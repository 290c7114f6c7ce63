"""Figure ``tickets``: 10,000 queued ticket updates carried out under a Zendesk rate limit.

The updates are recorded and queued first (``service.steps.ticket.submit``, the web step's
own function, from 8 threads), then ``WORKERS`` RQ workers start as the Procfile runs them.
Each update is one request (``safe_update: false``; with it, a ticket read comes first), so
the limit of ``LIMIT`` requests per ``WINDOW_S`` allows them in no less than
``(ceil(N / LIMIT) - 1) x WINDOW_S`` (the last window's requests can all go at its start).
The limit is chosen below what the workers can send, so the limit, not the workers, is the
bottleneck. Counted at the simulator: the 429s it had to send (each one a request the shared
budget should have held back) and the time from its first to its last accepted update. Also
checked there: exactly one comment per update, carrying that update's marker. Counted in the
ledger: the RQ runs the updates took (each one a job taken and forked), and the waiting
room's dispatcher jobs scheduled (its counter; an upper bound on those that ran).
"""

from __future__ import annotations

import math
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

from connectors.zendesk import MARKER
from service.ledger import keys
from service.ledger.rate_budget import RateBudget
from service.steps import ticket
from tests.bench.stack import TENANT, Stack, worker_cpu_s

UPDATES, LIMIT, WINDOW_S = 10_000, 200, 10.0
QUICK = (1_000, 100, 5.0)
WORKERS = 2
DONE = f"{ticket.SINGLE}||completed"  # the ledger's transition counter (ledger_index)


def run(stack: Stack, quick: bool) -> dict:
    count, limit, window = QUICK if quick else (UPDATES, LIMIT, WINDOW_S)
    with stack.zendesk(rate_limit=limit, rate_window_s=window) as (sim, env), \
            stack.deps(env) as deps:
        ids = [t["id"] for t in sim.control("POST", "/_sim/tickets", {"count": count})["data"]]
        budget = RateBudget(deps.ledger.redis, "zendesk", deps.zendesk.account).key
        deps.ledger.redis.delete(budget)
        tag, before = uuid.uuid4().hex[:8], _completed(deps)
        intents = [f"tk-{tag}-{n}" for n in range(count)]
        started = time.monotonic()
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(lambda pair: _submit(deps, *pair), zip(intents, ids)))
        queued_s, started = time.monotonic() - started, time.monotonic()
        minimum = (math.ceil(count / limit) - 1) * window
        cpu = worker_cpu_s()
        with stack.rq_workers(WORKERS, env):
            _wait(lambda: _completed(deps) - before >= count, timeout_s=3 * minimum + 300)
            settled_s = time.monotonic() - started
        cpu = worker_cpu_s() - cpu
        runs = _check_ledger(deps, intents)
        dispatchers = int(deps.ledger.redis.hget(budget, "dispatch_seq") or 0)
        span, full, windows = _check_simulator(sim, deps, intents, ids, limit, window)
        stats = sim.control("GET", "/_sim/stats")
    return {"updates": count, "limit": limit, "window_s": window, "workers": WORKERS,
            "queued_s": queued_s, "settled_s": settled_s, "provider_span_s": span,
            "minimum_s": minimum, "requests": stats["requests"],
            "rate_limited": stats["rate_limited"], "runs": runs, "full_windows": full,
            "windows": windows, "worker_cpu_ms_per_update": 1000 * cpu / count,
            "dispatchers": dispatchers}


def _submit(deps, intent: str, ticket_id: int) -> None:
    ticket.submit(deps, TENANT, ticket.SINGLE, {
        "intent_id": intent, "ticket_id": ticket_id, "safe_update": False,
        "comment": {"body": f"bench {intent}", "public": False}})


def _completed(deps) -> int:
    return int(deps.ledger.redis.hget(keys.transitions(TENANT), DONE) or 0)


def _wait(done, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"the updates did not all complete within {timeout_s:.0f} s")
        time.sleep(0.2)


def _check_ledger(deps, intents: list[str]) -> int:
    """Every intent completed; returns how many runs (RQ jobs) they took in all."""
    pipe = deps.ledger.redis.pipeline(transaction=False)
    for intent in intents:
        pipe.hmget(deps.ledger.key(TENANT, ticket.SINGLE, intent), "state", "runs")
    rows = pipe.execute()
    states = {state for state, _ in rows}
    assert states == {b"completed"}, states
    return sum(int(runs) for _, runs in rows)


def _check_simulator(sim, deps, intents: list[str], ids: list[int], limit: int,
                     window: float) -> tuple[float, int, int]:
    """Exactly one comment per update, on its ticket, with its marker. Returns the seconds
    from the first to the last request Zendesk accepted, and how many of the rate windows
    (the last, partial one left out) were used up to the limit: when all were, the limit was
    the bottleneck; when not, the workers were."""
    markers = {deps.ledger.get(TENANT, ticket.SINGLE, i).provider_key: t
               for i, t in zip(intents, ids)}
    comments = [c for c in sim.control("GET", "/_sim/comments")["data"]
                if c["custom"].get(MARKER) in markers]
    assert len(comments) == len(intents), (len(comments), len(intents))
    assert {c["custom"][MARKER]: c["ticket_id"] for c in comments} == markers
    calls = sorted((r["t"], r["status"]) for r in sim.requests(path="/api/"))
    accepted = [t for t, status in calls if status != 429]
    counts = _windows(calls, window)[:-1]
    return accepted[-1] - accepted[0], sum(c >= limit for c in counts), len(counts)


def _windows(calls: list[tuple[float, int]], window: float) -> list[int]:
    """Accepted requests per window, windows opened as the simulator opens them (fixed, from
    the first request after the previous one ran out)."""
    counts: list[int] = []
    start = float("-inf")
    for t, status in calls:
        if t >= start + window:
            start = t
            counts.append(0)
        counts[-1] += status != 429
    return counts


def table(result: dict) -> list[str]:
    r = result
    return [f"{r['updates']} ticket updates queued (in {r['queued_s']:.0f} s), then "
            f"{r['workers']} RQ workers; Zendesk simulator limit {r['limit']} requests per "
            f"{r['window_s']:.0f} s", "",
            "| updates | limit | minimum s | first to last accepted s | all settled s | "
            "vs minimum | 429s at Zendesk | windows at the limit | runs per update | "
            "dispatcher jobs | worker CPU ms per update |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
            f"| {r['updates']} | {r['limit']} / {r['window_s']:.0f} s | {r['minimum_s']:.0f} | "
            f"{r['provider_span_s']:.1f} | {r['settled_s']:.1f} | "
            f"{r['settled_s'] / r['minimum_s']:.2f}x | {r['rate_limited']} | "
            f"{r['full_windows']} of {r['windows']} | {r['runs'] / r['updates']:.2f} | "
            f"{r.get('dispatchers', 0)} | {r['worker_cpu_ms_per_update']:.0f} |"]
