"""Figure ``tracing``: what OpenTelemetry traces cost a new refund, on against off, in one run.

The same gunicorn (the Procfile's config) four times: traces off (no OTEL_* set), on as
shipped (our spans: the inbound request, claim, guard, each provider call, settle), the same
with 5% of the traces sampled (``OTEL_TRACES_SAMPLER=parentbased_traceidratio``, ``0.05``), and
on with every library instrumentation (``SURESTEP_TRACE_LIBRARIES=all``: the Flask
instrumentation's inbound span, a span per Redis command and per HTTP call). Spans go over
OTLP/HTTP to a receiver on loopback, in a process of its own, that keeps each export's body and
decodes them all after the run (tests/support/otlp.py's ``decode``): a collector runs
elsewhere, and decoding while the refunds run would take the shared cores from them.

The four take turns request by request (each its own keep-alive connection, the order
rotating), so a neighbour's burst on the shared machine lands on all four alike. Each reports
the p50 wall time of a new refund and the web's CPU per refund (``Stack.web_cpu_s``, the master
and its workers from /proc, the exporter's thread included: read at each round's ends, and
once more after the batch processor's delay, when what was left has been exported). Every
answer must be ``completed``; with traces on, the receiver must have received the refunds'
traces. Then the refund's spans alone, steadier than any whole refund here
(tests/bench/tracing_spans.py): their CPU on the request's thread and on the exporter's.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import multiprocessing
import statistics
import subprocess
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.bench.stack import KEY, Stack
from tests.support.otlp import answer_export, decode

COUNT, QUICK_COUNT, ROUNDS = 400, 16, 8
DRAIN_S = 5.5  # the SDK's batch delay (OTEL_BSP_SCHEDULE_DELAY, 5 s) and a little
MODES = ("off", "on", "on_sampled", "on_all")


def _receive(conn: Any) -> None:
    """The receiver's process: its URL; on request, the ids of the refund traces it holds."""
    bodies: list[bytes] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            bodies.append(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
            answer_export(self)

        def log_message(self, *_: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    conn.send(f"http://127.0.0.1:{server.server_address[1]}/v1/traces")
    conn.recv()
    conn.send({s.trace_id for body in list(bodies) for s in decode(body)
               if s.name == "refund.settle"})
    server.shutdown()


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_COUNT if quick else COUNT
    rounds = 2 if quick else ROUNDS
    ours, theirs = multiprocessing.Pipe()
    process = multiprocessing.Process(target=_receive, args=(theirs,), daemon=True)
    process.start()
    # the batch processor as shipped: the SDK's defaults (an export each 5 s or 512 spans)
    exported = {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": ours.recv()}
    env = {"off": {}, "on": exported, "on_all": {**exported, "SURESTEP_TRACE_LIBRARIES": "all"},
           "on_sampled": {**exported, "OTEL_TRACES_SAMPLER": "parentbased_traceidratio",
                          "OTEL_TRACES_SAMPLER_ARG": "0.05"}}
    wall: dict[str, list[float]] = {mode: [] for mode in MODES}
    cpu: dict[str, list[float]] = {mode: [] for mode in MODES}  # per round, per refund
    try:
        with contextlib.ExitStack() as webs:
            ports = {mode: webs.enter_context(stack.web(workers=1, **env[mode]))
                     for mode in MODES}
            for r in range(rounds):
                _round(stack, ports, r, count // rounds, wall, cpu)
            # what each still had to export, exported on the batch processor's schedule: its
            # CPU counted with the last round's refunds (the idle web's is its baseline)
            before = {mode: stack.web_cpu_s(ports[mode]) for mode in MODES}
            time.sleep(DRAIN_S)
            for mode in MODES:
                cpu[mode][-1] += 1000 * (stack.web_cpu_s(ports[mode]) - before[mode]) / (
                    count // rounds)
        spans = {mode: _spans_cost(stack, env[mode]) for mode in ("off", "on")}
        # the webs stopped: each flushed its batch at exit (the SDK's shutdown)
        ours.send("count")
        traced = ours.recv()
        assert len(traced) >= 2 * (count // rounds) * rounds, \
            f"the receiver holds {len(traced)} refund traces"
    finally:
        process.kill()
        process.join()
    per = len(wall["off"])
    out: dict = {"refunds_each": per, "rounds": rounds, "cpu_rounds_ms": cpu,
                 "wall_ms": {mode: [round(1000 * w, 3) for w in wall[mode]] for mode in MODES}}
    for mode in MODES:
        out[f"{mode}_p50_ms"] = 1000 * statistics.median(wall[mode])
        out[f"{mode}_cpu_ms"] = statistics.fmean(cpu[mode])
    out["spans_request_us"] = spans["on"]["request_us"] - spans["off"]["request_us"]
    out["spans_exporter_us"] = spans["on"]["exporter_us"] - spans["off"]["exporter_us"]
    for mode in MODES[1:]:
        out[f"{mode}_added_p50_ms"] = out[f"{mode}_p50_ms"] - out["off_p50_ms"]
        out[f"{mode}_added_cpu_ms"] = out[f"{mode}_cpu_ms"] - out["off_cpu_ms"]
    return out


def _spans_cost(stack: Stack, env: dict[str, str]) -> dict[str, float]:
    """The refund's spans themselves, in a process of their own (tests/bench/tracing_spans)."""
    done = subprocess.run([sys.executable, "-m", "tests.bench.tracing_spans"], check=True,
                          env={**stack.env, **env}, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _round(stack: Stack, ports: dict[str, int], r: int, count: int,
           wall: dict[str, list[float]], cpu: dict[str, list[float]]) -> None:
    """``count`` new refunds on each web, taking turns request by request (the order rotating
    each time), a keep-alive connection each; each web's CPU per refund in the round."""
    work = {mode: [(stack.stripe.payment(5000)["payment_intent"],
                    f"{mode}-{r}-{n}-{uuid.uuid4().hex[:10]}") for n in range(count + 1)]
            for mode in MODES}
    conns = {mode: http.client.HTTPConnection("127.0.0.1", port, timeout=60)
             for mode, port in ports.items()}
    try:
        for mode in MODES:  # the connection opened and the web warm before the clock starts
            _one(conns[mode], *work[mode][0])
        before = {mode: stack.web_cpu_s(ports[mode]) for mode in MODES}
        for n in range(1, count + 1):
            for mode in MODES[n % len(MODES):] + MODES[:n % len(MODES)]:
                wall[mode].append(_one(conns[mode], *work[mode][n]))
        for mode in MODES:
            cpu[mode].append(1000 * (stack.web_cpu_s(ports[mode]) - before[mode]) / count)
    finally:
        for conn in conns.values():
            conn.close()


def _one(conn: http.client.HTTPConnection, payment: str, tag: str) -> float:
    started = time.perf_counter()
    conn.request("POST", "/v1/refunds", json.dumps({
        "intent_id": tag, "payment_intent": payment, "amount": 700, "currency": "usd"}),
        {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
    answer = json.loads(conn.getresponse().read())
    assert answer.get("state") == "completed", f"surestep answered {answer}"
    return time.perf_counter() - started


def table(result: dict) -> list[str]:
    rows = {"off": "traces off (no OTEL_* set)", "on": "on, as shipped: our spans (OTLP/HTTP to "
            "loopback)", "on_sampled": "on, 5% of traces sampled",
            "on_all": "on, `SURESTEP_TRACE_LIBRARIES=all` (about the shipped default before)"}
    lines = [f"{result['refunds_each']} new refunds each, one at a time, taking turns, one "
             "gunicorn worker each.", "", "| traces | p50 answer | added | web CPU per refund | added |",
             "|---|---:|---:|---:|---:|"]
    for mode, label in rows.items():
        added = ("", "") if mode == "off" else (
            f"{result[f'{mode}_added_p50_ms']:+.2f} ms", f"{result[f'{mode}_added_cpu_ms']:+.2f} ms")
        lines.append(f"| {label} | {result[f'{mode}_p50_ms']:.2f} ms | {added[0]} | "
                     f"{result[f'{mode}_cpu_ms']:.2f} ms | {added[1]} |")
    return lines + ["", "The refund's seven spans themselves (tests/bench/tracing_spans.py, on "
                    "against off, the least of 7 runs): "
                    f"{result['spans_request_us']:.0f} us of CPU a refund on the request's "
                    f"thread, {result['spans_exporter_us']:.0f} us on the exporter's."]
