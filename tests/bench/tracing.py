"""Figure ``tracing``: what OpenTelemetry traces cost a new refund, on against off, in one run.

The same gunicorn (the Procfile's config) four times: traces off (no OTEL_* set), on as
shipped (our spans: the inbound request, claim, guard, each provider call, settle), the same
with 5% of the traces sampled (``OTEL_TRACES_SAMPLER=parentbased_traceidratio``, ``0.05``), and
on with every library instrumentation (``SURESTEP_TRACE_LIBRARIES=all``: the Flask instrumentation's
inbound span, a span per Redis command and per HTTP call). Spans go over OTLP/HTTP to a receiver
on loopback that decodes each export (tests/support/otlp.py), in a process of its own so that
its decoding does not take the load generator's GIL. Rounds alternate the four. Each reports
the p50 wall time of a new refund and the web's CPU per refund (``Stack.web_cpu_s``, the master
and its workers from /proc, the exporter's thread included: the steadier figure on a shared
machine). Every answer must be ``completed``; with traces on, the receiver must have received
the refunds' traces.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import multiprocessing
import statistics
import time
import uuid
from typing import Any

from tests.bench.stack import KEY, Stack
from tests.support.otlp import OtlpReceiver

COUNT, QUICK_COUNT, ROUNDS = 300, 15, 5
MODES = ("off", "on", "on_sampled", "on_all")


def _receive(conn: Any) -> None:
    """The receiver's process: its URL, then on request the ids of the refund traces held."""
    receiver = OtlpReceiver()
    conn.send(receiver.url)
    conn.recv()
    conn.send({s.trace_id for s in list(receiver.spans) if s.name == "refund.settle"})
    receiver.close()


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_COUNT if quick else COUNT
    ours, theirs = multiprocessing.Pipe()
    process = multiprocessing.Process(target=_receive, args=(theirs,), daemon=True)
    process.start()
    exported = {"OTEL_TRACES_EXPORTER": "otlp", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": ours.recv(),
                "OTEL_BSP_SCHEDULE_DELAY": "1000"}  # the SDK's 5 s: 1 s
    env = {"off": {}, "on": exported, "on_all": {**exported, "SURESTEP_TRACE_LIBRARIES": "all"},
           "on_sampled": {**exported, "OTEL_TRACES_SAMPLER": "parentbased_traceidratio",
                          "OTEL_TRACES_SAMPLER_ARG": "0.05"}}
    wall: dict[str, list[float]] = {mode: [] for mode in MODES}
    cpu: dict[str, float] = dict.fromkeys(MODES, 0.0)
    try:
        with contextlib.ExitStack() as webs:
            ports = {mode: webs.enter_context(stack.web(workers=1, **env[mode]))
                     for mode in MODES}
            for mode in MODES:  # warm each
                _batch(ports[mode], [(stack.stripe.payment(5000)["payment_intent"],
                                      f"warm-{mode}")])
            for r in range(ROUNDS):
                for mode in MODES:  # a connection per batch: gunicorn closes idle keep-alives
                    work = [(stack.stripe.payment(5000)["payment_intent"],
                             f"{mode}-{r}-{n}-{uuid.uuid4().hex[:10]}")
                            for n in range(count // ROUNDS)]
                    before = stack.web_cpu_s(ports[mode])
                    wall[mode] += _batch(ports[mode], work)
                    cpu[mode] += stack.web_cpu_s(ports[mode]) - before
        # the webs stopped: each flushed its batch at exit (the SDK's shutdown)
        ours.send("count")
        traced = ours.recv()
        assert len(traced) >= 2 * (count // ROUNDS) * ROUNDS, \
            f"the receiver holds {len(traced)} refund traces"
    finally:
        process.kill()
        process.join()
    per = len(wall["off"])
    out: dict = {"refunds_each": per}
    for mode in MODES:
        out[f"{mode}_p50_ms"] = 1000 * statistics.median(wall[mode])
        out[f"{mode}_cpu_ms"] = 1000 * cpu[mode] / per
    for mode in MODES[1:]:
        out[f"{mode}_added_p50_ms"] = out[f"{mode}_p50_ms"] - out["off_p50_ms"]
        out[f"{mode}_added_cpu_ms"] = out[f"{mode}_cpu_ms"] - out["off_cpu_ms"]
    return out


def _batch(port: int, work: list[tuple[str, str]]) -> list[float]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        return [_one(conn, payment, tag) for payment, tag in work]
    finally:
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
    lines = [f"{result['refunds_each']} new refunds each, one at a time, one gunicorn worker "
             "each.", "", "| traces | p50 answer | added | web CPU per refund | added |",
             "|---|---:|---:|---:|---:|"]
    for mode, label in rows.items():
        added = ("", "") if mode == "off" else (
            f"{result[f'{mode}_added_p50_ms']:+.2f} ms", f"{result[f'{mode}_added_cpu_ms']:+.2f} ms")
        lines.append(f"| {label} | {result[f'{mode}_p50_ms']:.2f} ms | {added[0]} | "
                     f"{result[f'{mode}_cpu_ms']:.2f} ms | {added[1]} |")
    return lines
