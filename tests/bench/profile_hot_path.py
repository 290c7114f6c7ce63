"""Where a request's CPU goes: py-spy profiles and per-process CPU of the refund hot path.

    .venv/bin/python -m tests.bench.profile_hot_path [--seconds 6] [--scenarios bare,new,replay]

Starts the stack as ``make bench`` does (gunicorn with the Procfile's settings, an embedded
Redis, the Stripe simulator), drives one scenario at a time with keep-alive clients, and
meanwhile samples every gunicorn worker and the simulator with ``py-spy record`` (needs
ptrace: root or CAP_SYS_PTRACE). For each scenario it prints

- CPU milliseconds per request of each process group (gunicorn workers, Stripe simulator,
  Redis, and the rest of the machine: the load generator and anything else running), read
  from /proc before and after, so the service's cost and the rig's can be told apart;
- the provider calls' wall time as the service itself observed it (the metrics histogram);
- the share of the workers' samples by area (inclusive, first match in ``AREAS``'s order) and
  the top frames by own time.

Profiles (py-spy's collapsed stacks) are kept under var/profile/ for flame graphs.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import redis

from tests.bench import load as clients
from tests.bench.stack import Stack, start_gunicorn

OUT = Path("var/profile")
REPLAYS = "profile-replay"  # the prefix of the intents the replay scenario replays
TICK = os.sysconf("SC_CLK_TCK")
USER, SYSTEM = slice(11, 12), slice(12, 13)
# (area, substrings of a frame "function (file:line)"); a stack goes to the first area, in this
# order, that any of its frames matches: nested areas come first, and the decorators that wrap
# every view (webargs', flask-smorest's) are not marks, or they would take every view's stack.
AREAS = [
    ("metrics hooks", ("service/ledger/counters.py",)),
    ("ledger (Redis scripts)", ("service/ledger.py",)),
    ("provider calls (stripe SDK, HTTP client)", ("stripe/", "urllib3/", "httpx/", "httpcore/")),
    ("logging (structlog, access line)", ("structlog/", "service/logs.py", "logging/")),
    ("request load (webargs, marshmallow)", ("Parser.parse (webargs/",)),
    ("response dump (marshmallow, JSON)", ("Schema.dump (marshmallow/", "jsonify (flask/")),
    ("other Redis calls", ("redis/",)),
    ("auth", ("service/auth.py",)),
    ("refund step (own code)", ("service/steps/",)),
    ("flask, werkzeug", ("flask/", "werkzeug/")),
    ("gunicorn (sockets, HTTP parsing)", ("gunicorn/",)),
]


def children(pid: int) -> list[int]:
    """Direct child processes of ``pid`` (gunicorn's workers)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def cpu_s(pid: int, which: slice = slice(11, 13)) -> float:
    """CPU seconds of one process, its threads included: user and system time by default,
    ``USER`` or ``SYSTEM`` for one of them."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(f) for f in fields[which]) / TICK


def machine_busy_s() -> float:
    """CPU seconds the whole machine spent busy (all cores) since boot."""
    user, nice, system, idle, iowait, irq, softirq, steal = map(
        int, Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9])
    return (user + nice + system + irq + softirq + steal) / TICK


def py_spy(pid: int, seconds: float, name: str) -> tuple[subprocess.Popen, Path]:
    """Start sampling one process (non-blocking: the process is never paused)."""
    out = OUT / f"{name}-{pid}.txt"
    binary = shutil.which("py-spy", path=str(Path(sys.executable).parent)) or "py-spy"
    process = subprocess.Popen([binary, "record", "--pid", str(pid), "--format", "raw",
                                "--rate", "200", "--nonblocking", "--gil", "--duration",
                                str(int(seconds)), "--output", str(out)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process, out


def read_stacks(paths: list[Path]) -> list[tuple[list[str], int]]:
    """py-spy's collapsed stacks: (frames root first, samples)."""
    stacks = []
    for path in paths:
        if path.exists():
            for line in path.read_text().splitlines():
                frames, _, count = line.rpartition(" ")
                if frames and count.isdigit():  # py-spy may end a file mid-line when stopped
                    stacks.append((frames.split(";"), int(count)))
    return stacks


def shares(stacks: list[tuple[list[str], int]]) -> tuple[int, dict[str, float], list]:
    """Total samples, the share of each area, and the top frames by own samples."""
    total = sum(n for _, n in stacks) or 1
    areas: collections.Counter = collections.Counter()
    own: collections.Counter = collections.Counter()
    for frames, n in stacks:
        area = next((name for name, marks in AREAS
                     if any(m in f for f in frames for m in marks)), "other")
        areas[area] += n
        own[frames[-1]] += n
    return total, {a: n / total for a, n in areas.most_common()}, [
        (frame, n / total) for frame, n in own.most_common(12)]


def provider_wall_ms(client: redis.Redis) -> dict[str, float]:
    """Mean wall time of a provider call per method, from the service's own histogram."""
    hist = {k.decode(): float(v) for k, v in client.hgetall("sst:@metrics:hist").items()}
    means = {}
    for key, count in hist.items():
        if key.startswith("provider_latency|") and key.endswith("|count") and count:
            base = key[:-len("|count")]
            means[base.split("method=")[1].split("|")[0]] = 1000 * hist[base + "|sum"] / count
    return means


def load(scenario: str, port: int, payment: str, seconds: float) -> int:
    """Drive one scenario as ``make bench`` does; the number of requests answered."""
    with ProcessPoolExecutor(clients.PROCESSES) as pool:
        parts = [pool.submit(clients.drive, port, scenario, payment,
                             REPLAYS if scenario == "replay" else f"p{p}{time.time()}", seconds)
                 for p in range(clients.PROCESSES)]
        return sum(len(part.result()) for part in parts)


def profile(scenario: str, port: int, payment: str, seconds: float, pids: dict[str, list[int]],
            client: redis.Redis) -> dict:
    """One scenario twice: measured (throughput, CPU per process group, provider wall time),
    then sampled by py-spy (which costs CPU of its own, so it is kept out of the first run)."""
    client.delete("sst:@metrics:hist")
    before = {g: sum(cpu_s(p) for p in ps) for g, ps in pids.items()}
    workers_sys = sum(cpu_s(p, SYSTEM) for p in pids["workers"])
    busy = machine_busy_s()
    requests = load(scenario, port, payment, seconds)
    spent = {g: sum(cpu_s(p) for p in ps) - before[g] for g, ps in pids.items()}
    workers_sys = sum(cpu_s(p, SYSTEM) for p in pids["workers"]) - workers_sys
    spent["rest (load generator, others)"] = machine_busy_s() - busy - sum(spent.values())
    row = {"scenario": scenario, "requests": requests, "rps": requests / seconds,
           "cpu_ms_per_request": {g: 1000 * s / requests for g, s in spent.items()},
           "workers_system_share": workers_sys / max(spent["workers"], 1e-9),
           "provider_wall_ms": provider_wall_ms(client)}
    samplers = [(group, *py_spy(pid, seconds, f"{scenario}-{group}"))
                for group in ("workers", "simulator") for pid in pids[group]]
    time.sleep(0.5)  # py-spy attaches before the load starts
    load(scenario, port, payment, seconds - 1)
    for _, process, _ in samplers:
        process.wait(timeout=60)
    for group in ("workers", "simulator"):
        total, areas, top = shares(read_stacks([out for g, _, out in samplers if g == group]))
        row[group] = {"samples": total, "areas": areas, "top": top}
    return row


def report(row: dict) -> None:
    print(f"\n## {row['scenario']}: {row['rps']:.0f} requests/s")
    print("CPU ms per request: " + ", ".join(f"{g} {ms:.2f}"
                                              for g, ms in row["cpu_ms_per_request"].items())
          + f" (workers: {row['workers_system_share']:.0%} in the kernel)")
    if row["provider_wall_ms"]:
        print("provider call wall ms (service's view): " + ", ".join(
            f"{m} {ms:.1f}" for m, ms in row["provider_wall_ms"].items()))
    for group in ("workers", "simulator"):
        data = row[group]
        if data["samples"] <= 1:
            continue
        print(f"\n{group} ({data['samples']} samples), by area:")
        for area, share in data["areas"].items():
            print(f"  {share:6.1%}  {area}")
        print("top frames by own time:")
        for frame, share in data["top"]:
            print(f"  {share:6.1%}  {frame}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=7.0)
    parser.add_argument("--scenarios", default="bare,new,replay")
    options = parser.parse_args()
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    stack = Stack(Path("var/profile-redis"))
    gunicorn, port = start_gunicorn(stack.env)
    client = redis.Redis.from_url(stack.redis_url)
    rows = []
    try:
        pids = {"workers": children(gunicorn.pid), "simulator": [stack.stripe.process.pid]}
        if stack.redis_server is not None:
            pids["redis"] = [stack.redis_server.process.pid]
        payment = stack.stripe.payment(10**9)["payment_intent"]
        clients.prepare_replays(port, payment, REPLAYS)
        clients.drive(port, "replay", payment, REPLAYS, 1.0)  # warm every worker and thread
        for scenario in options.scenarios.split(","):
            rows.append(profile(scenario, port, payment, options.seconds, pids, client))
            report(rows[-1])
    finally:
        client.close()
        gunicorn.terminate()
        gunicorn.wait(timeout=30)
        stack.close()
    (OUT / "profile.json").write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
