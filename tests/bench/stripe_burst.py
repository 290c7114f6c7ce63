"""The Stripe burst (issue 18): distinct refunds sent at once through two gunicorn (2 workers
each), settled by two RQ workers' verify reads, against a Stripe simulator that enforces
``RPS`` requests per second per key and answers 429 past it. Run with the shared budget
(``STRIPE_RATE_TEST`` = the simulator's limit) and without it (a limit far above), it reports
the simulator's own 429 count, the Stripe requests each run needed, and the time to settle all
against the minimum the limit allows.

    python -m tests.bench.stripe_burst [--quick]     (make-free: not one of run.py's figures)

Each refund's web request reads the payment, creates the refund (which starts ``pending``) and
reads it back; a verify job on a worker reads it again once it has settled (``succeeded``). A
web request waits at most ``MAX_WAIT_S`` for the budget, else answers ``unknown`` with nothing
sent (``provider_status`` ``rate_limited``), or ``unread`` when the refund was made and only its
read-back found no room (a verify job reads it later as well);
the client then retries after its ``retry_after`` (the same intent: safe). A figure that finds a
promise broken (a refund made
twice or never, a 429 with the budget on) fails: exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import httpx

from tests.bench.stack import KEY, Stack

RPS = 20  # the simulator's limit, and the budget's
MAX_WAIT_S = 2.0
HEADERS = {"Authorization": f"Bearer {KEY}"}


def refund_once(urls: list[str], n: int, intent: str, payment: str, deadline: float) -> dict:
    """Send one intent until its answer is no longer ``unknown`` (retrying is always safe: a
    flow does so on ``next: retry``): ``rate_limited`` when the budget had no room in time, or
    ``unread`` when the refund was made but its read-back had none."""
    tries, limited = 0, 0
    with httpx.Client(base_url=urls[n % len(urls)], headers=HEADERS, timeout=30) as http:
        while True:
            tries += 1
            answer = http.post("/v1/refunds", json={"intent_id": intent, "amount": 100,
                                                    "payment_intent": payment, "currency": "usd"})
            body = answer.json()
            if answer.status_code != 200 or body.get("state") != "unknown" \
                    or time.monotonic() > deadline:
                return {"intent": intent, "status": answer.status_code, "state": body.get("state"),
                        "tries": tries, "rate_limited": limited, "detail": body.get("detail")}
            limited += body.get("provider_status") == "rate_limited"
            time.sleep(float(body.get("retry_after") or 1))


def settled(url: str, intents: list[str], timeout_s: float) -> dict[str, str]:
    """Each intent's refund state once none is pending (or the timeout): read from the ledger
    (GET /v1/intents/<id> calls no provider)."""
    deadline, states = time.monotonic() + timeout_s, {}
    with httpx.Client(base_url=url, headers=HEADERS, timeout=30) as http:
        while True:
            for intent in intents:
                if states.get(intent) not in ("completed", "failed"):
                    steps = http.get(f"/v1/intents/{intent}").json().get("steps") or []
                    states[intent] = steps[0]["state"] if steps else "missing"
            if all(s in ("completed", "failed") for s in states.values()) \
                    or time.monotonic() > deadline:
                return states
            time.sleep(0.5)


def burst(stack: Stack, refunds: int, budget: bool, timeout_s: float = 120) -> dict:
    """One run: ``refunds`` distinct refunds at once (see the module docstring)."""
    sim = stack.stripe
    sim.reset()
    sim.configure(rate_limit_rps=RPS, refund_pending_s=1)
    payments = [sim.payment(5000)["payment_intent"] for _ in range(refunds)]
    env = {"STRIPE_RATE_TEST": str(RPS if budget else 100_000),
           "STRIPE_MAX_WAIT_S": str(MAX_WAIT_S), "SURESTEP_PROVIDER_TIMEOUT_S": "10"}
    tag = uuid.uuid4().hex[:8]
    intents = [f"burst-{tag}-{n}" for n in range(refunds)]
    with stack.web(2, **env) as port_a, stack.web(2, **env) as port_b, \
            stack.rq_workers(2, {**stack.env, **env}):
        urls = [f"http://127.0.0.1:{port}" for port in (port_a, port_b)]
        started = time.monotonic()
        deadline = started + timeout_s
        with ThreadPoolExecutor(min(refunds, 64)) as pool:
            answers = list(pool.map(lambda n: refund_once(urls, n, intents[n], payments[n],
                                                          deadline), range(refunds)))
        answered_s = time.monotonic() - started
        states = settled(urls[0], intents, max(1.0, deadline - time.monotonic()))
        settled_s = time.monotonic() - started
    log = sim.requests()
    made = sim.refunds()
    per_payment: dict[str, int] = {}
    for refund in made:
        per_payment[refund["payment_intent"]] = per_payment.get(refund["payment_intent"], 0) + 1
    api = [r for r in log if r["status"] is not None]
    return {
        "budget": budget, "refunds": refunds, "limit_rps": RPS,
        "stripe_requests": len(api), "stripe_429": sum(1 for r in api if r["status"] == 429),
        "sim_rate": sim.control("GET", "/_sim/rate"),
        "rate_limited_answers": sum(a["rate_limited"] for a in answers),
        "unexpected": [a for a in answers if a["status"] != 200
                       or a["state"] not in ("pending", "completed")],
        "completed": sum(1 for s in states.values() if s == "completed"),
        "refunds_at_stripe": len(made), "doubled": sorted(p for p, c in per_payment.items() if c > 1),
        "never": sorted(set(payments) - set(per_payment)),
        "answered_s": answered_s, "settled_s": settled_s,
        "minimum_s": len([r for r in api if r["status"] != 429]) / RPS,
    }


def broken(run: dict) -> list[str]:
    """The promises a run broke."""
    problems = []
    if run["budget"] and run["stripe_429"]:
        problems.append(f"{run['stripe_429']} 429s at the simulator with the budget on")
    if run["doubled"] or run["never"] or run["refunds_at_stripe"] != run["refunds"]:
        problems.append(f"refunds at Stripe: {run['refunds_at_stripe']} for {run['refunds']}")
    if run["completed"] != run["refunds"] or run["unexpected"]:
        problems.append(f"{run['completed']} of {run['refunds']} completed; "
                        f"unexpected answers: {run['unexpected'][:3]}")
    return problems


def table(runs: list[dict]) -> str:
    rows = ["| budget | refunds | Stripe requests | 429s at the simulator | rate_limited answers "
            "(retried) | all answered | all settled | minimum at 20/s |",
            "|---|---|---|---|---|---|---|---|"]
    for run in runs:
        rows.append(f"| {'on' if run['budget'] else 'off'} | {run['refunds']} | "
                    f"{run['stripe_requests']} | {run['stripe_429']} | "
                    f"{run['rate_limited_answers']} | {run['answered_s']:.1f} s | "
                    f"{run['settled_s']:.1f} s | {run['minimum_s']:.1f} s |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="40 refunds instead of 200")
    args = parser.parse_args(argv)
    refunds = 40 if args.quick else 200
    stack = Stack()
    try:
        runs = [burst(stack, refunds, budget=False), burst(stack, refunds, budget=True)]
    finally:
        stack.close()
    print(table(runs))
    print(json.dumps([{k: v for k, v in r.items() if k != "unexpected"} for r in runs], indent=1))
    problems = [p for run in runs if run["budget"] for p in broken(run)]
    for problem in problems:
        print("FAILED:", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
