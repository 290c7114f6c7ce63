"""Figure ``tracing``: what OpenTelemetry traces cost a new refund, on against off, in one run.

The same gunicorn (the Procfile's config) three times: traces off (no OTEL_* set), on with
every instrumentation (OTLP/HTTP to a receiver on loopback that decodes each export:
tests/support/otlp.py), and on without the Redis instrumentation
(``OTEL_PYTHON_DISABLED_INSTRUMENTATIONS=redis``: our spans and the HTTP calls, not the two dozen
Redis commands). Rounds alternate the three. Each reports the p50 wall time of a new refund and
the web's CPU per refund (``Stack.web_cpu_s``, the master and its workers from /proc: the
steadier figure on a shared machine). Every answer must be ``completed``; with traces on, the
receiver must have received the refunds' traces.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import statistics
import time
import uuid

from tests.bench.stack import KEY, Stack
from tests.support.otlp import OtlpReceiver

COUNT, QUICK_COUNT, ROUNDS = 150, 15, 3
MODES = ("off", "on", "on_no_redis")


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_COUNT if quick else COUNT
    receiver = OtlpReceiver()
    exported = {**receiver.env(), "OTEL_BSP_SCHEDULE_DELAY": "1000"}  # the SDK's 5 s: 1 s
    env = {"off": {}, "on": exported,
           "on_no_redis": {**exported, "OTEL_PYTHON_DISABLED_INSTRUMENTATIONS": "redis"}}
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
        time.sleep(1.5)  # the last batch exported
        traced = {s.trace_id for s in receiver.spans if s.name == "refund.settle"}
        assert len(traced) >= 2 * (count // ROUNDS) * ROUNDS, \
            f"the receiver holds {len(traced)} refund traces"
    finally:
        receiver.close()
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
    rows = {"off": "traces off (no OTEL_* set)", "on": "on: OTLP/HTTP to loopback, every "
            "instrumentation", "on_no_redis": "on, without the Redis instrumentation"}
    lines = [f"{result['refunds_each']} new refunds each, one at a time, one gunicorn worker "
             "each.", "", "| traces | p50 answer | added | web CPU per refund | added |",
             "|---|---:|---:|---:|---:|"]
    for mode, label in rows.items():
        added = ("", "") if mode == "off" else (
            f"{result[f'{mode}_added_p50_ms']:+.2f} ms", f"{result[f'{mode}_added_cpu_ms']:+.2f} ms")
        lines.append(f"| {label} | {result[f'{mode}_p50_ms']:.2f} ms | {added[0]} | "
                     f"{result[f'{mode}_cpu_ms']:.2f} ms | {added[1]} |")
    return lines
