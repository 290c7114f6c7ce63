"""``make bench``: surestep's load figures, each a ratio measured within one run.

    python -m tests.bench.run [FIGURE ...] [--quick]      (make bench BENCH="storm --quick")

Figures (one module each, run in this order; none given: all):

    throughput  refund steps (new intents, replays) against the bare ``GET /v1/me``
    storm       1,000 concurrent requests for one intent: one Stripe call, time to answer all
    tickets     10,000 queued ticket updates under a Zendesk rate limit: 429s, time vs minimum
    memory      Redis memory per 100,000 ledger entries made by the ledger's own code
    scaling     throughput from 1 to 2 gunicorn workers and from 1 to 2 RQ workers
    wait        what SURESTEP_REDIS_MIN_REPLICAS=1 (WAIT for a replica) costs a new intent
    console     the ops console's queue page with 10,000 open items
    judged      a judged refund's wall time with every provider answering after 300 ms
    reading     the judgment's own reading of a 20-comment ticket: CPU time against 5 ms
    runs        a comment of one character's long run: the judgment's CPU, and its growth x4
    mcp         what the MCP door adds to a refund against POST /v1/refunds
    direct      a new refund through surestep against a careful integration by hand
    tracing     what OpenTelemetry traces add to a new refund (on, on without Redis spans, off)

``--quick`` runs every figure small (seconds instead of minutes) to check that it works; its
numbers are not the published ones. The stack is started as production runs it (gunicorn with
the Procfile's config, RQ workers with the scheduler, an embedded Redis unless REDIS_URL is set,
the simulators answering at once). Tables go to stdout as Markdown, everything to
var/bench.json. A figure that finds a broken promise (a second provider call, a lost update)
fails the run: exit status 1.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

import redis

from tests.bench import (
    console,
    direct,
    judged,
    load,
    mcp_cost,
    memory,
    reading,
    runs,
    scaling,
    storm,
    throughput,
    tickets,
    tracing,
    wait_cost,
)
from tests.bench import stack as stack_module
from tests.bench.stack import Stack

# tests.bench.profile_hot_path drives the stack through these names (from before the split).
KEY, PROCESSES = stack_module.KEY, load.PROCESSES
start_gunicorn = stack_module.start_gunicorn


def drive(port: int, scenario: str, payment: str, tag: str, seconds: float) -> list[float]:
    """The old signature: replays always use the intents ``replay-0`` .. ``replay-199``."""
    return load.drive(port, scenario, payment, "replay" if scenario == "replay" else tag, seconds)


FIGURES = {"throughput": throughput, "storm": storm, "tickets": tickets, "memory": memory,
           "scaling": scaling, "wait": wait_cost, "console": console, "judged": judged,
           "reading": reading, "runs": runs, "mcp": mcp_cost, "direct": direct,
           "tracing": tracing}


def machine(redis_url: str) -> dict:
    """What the figures ran on: cores, CPU, Python, Redis, the load average now, and the
    commit checked out (uncommitted changes in the tree are not recorded)."""
    client = redis.Redis.from_url(redis_url)
    try:
        version = client.info("server")["redis_version"]
    finally:
        client.close()
    model = next((line.split(":", 1)[1].strip() for line in
                  Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor() or "unknown")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    return {"cores": os.cpu_count(), "cpu": model, "python": platform.python_version(),
            "redis": version, "loadavg": os.getloadavg(), "commit": commit or None,
            "date": time.strftime("%Y-%m-%d %H:%M", time.localtime())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make bench", description=__doc__.split("\n")[0])
    parser.add_argument("figures", nargs="*", metavar="FIGURE",
                        help=f"any of {', '.join(FIGURES)} (default: all)")
    parser.add_argument("--quick", action="store_true", help="small runs, to check it works")
    args = parser.parse_args(argv)
    unknown = [name for name in args.figures if name not in FIGURES]
    if unknown:
        parser.error(f"unknown figure {', '.join(unknown)}; choose from {', '.join(FIGURES)}")
    Path("var").mkdir(exist_ok=True)
    stack = Stack()
    try:
        results = {name: figure(stack, name, args.quick) for name in args.figures or FIGURES}
    finally:
        stack.close()
    save(results)
    return 1 if any("failed" in result for result in results.values()) else 0


def figure(stack: Stack, name: str, quick: bool) -> dict:
    """Run one figure and print its table; a broken promise (AssertionError) is reported
    and recorded, and the other figures still run."""
    print(f"\n## {name}{' (quick)' if quick else ''}\n", flush=True)
    before, started = machine(stack.redis_url), time.monotonic()
    try:
        result = FIGURES[name].run(stack, quick)
    except AssertionError as exc:
        print(f"FAILED: {exc!r}", flush=True)
        result = {"failed": repr(exc)}
    else:
        print("\n".join(FIGURES[name].table(result)), flush=True)
    after = os.getloadavg()
    print(f"\n{before['cores']} cores ({before['cpu']}), Python {before['python']}, Redis "
          f"{before['redis']}, load average {before['loadavg'][0]:.2f} before, {after[0]:.2f} "
          f"after, {time.monotonic() - started:.0f} s", flush=True)
    return {**result, "quick": quick, "machine": before, "loadavg_after": after,
            "wall_s": time.monotonic() - started}


def save(results: dict) -> None:
    """Merge into var/bench.json: a figure run alone replaces only its own entry."""
    path = Path("var/bench.json")
    try:
        stored = json.loads(path.read_text())
    except (OSError, ValueError):
        stored = {}
    path.write_text(json.dumps({**stored, **results}, indent=2))


if __name__ == "__main__":
    sys.exit(main())
