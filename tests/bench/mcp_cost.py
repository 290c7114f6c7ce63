"""Figure ``mcp``: what the MCP door adds to a refund, against the API's own endpoint.

The same stack (gunicorn with the Procfile's config for the API; ``surestep mcp``, uvicorn, for
the MCP server; the Stripe simulator answering at once), one client sending new refunds one
after another, each for a payment of its own, alternating rounds of ``api`` (``POST
/v1/refunds``) and ``mcp`` (a JSON-RPC ``tools/call`` of ``refund`` over Streamable HTTP,
stateless, as an agent's client sends it after initializing). The figure is the median answer
time of each and their difference: the MCP server's added cost per refund (the SDK's request
handling, the JSON-RPC envelope, the schema checks; no extra process hop is involved: both
call the refund step in-process against the same Redis). Every answer must be ``completed``.
Measured by wall time on one client: on a shared machine, read it as a difference within one
run, not as an absolute.
"""

from __future__ import annotations

import http.client
import json
import statistics
import subprocess
import time
import uuid

from sandbox.embedded_redis import free_port
from tests.bench.stack import BIN, KEY, Stack

COUNT, QUICK_COUNT, ROUNDS = 60, 10, 3


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_COUNT if quick else COUNT
    port = free_port()
    mcp = subprocess.Popen([str(BIN / "surestep"), "mcp", "--port", str(port)],
                           env={**stack.env, "SURESTEP_LOG_LEVEL": "warning"},
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times: dict[str, list[float]] = {"api": [], "mcp": []}
    try:
        _wait_mcp(port, mcp)
        with stack.web() as web:
            for name, target in (("api", web), ("mcp", port)):  # warm both
                _send(name, target, stack.stripe.payment(5000)["payment_intent"], f"warm-{name}")
            for r in range(ROUNDS):
                for name, target in (("api", web), ("mcp", port)):
                    for n in range(count // ROUNDS):
                        payment = stack.stripe.payment(5000)["payment_intent"]
                        times[name].append(_send(name, target, payment, f"{name}-{r}-{n}-{uuid.uuid4().hex[:10]}"))
    finally:
        mcp.terminate()
        mcp.wait(timeout=30)
    api, via_mcp = statistics.median(times["api"]), statistics.median(times["mcp"])
    return {"refunds_each": len(times["api"]), "api_median_ms": 1000 * api,
            "mcp_median_ms": 1000 * via_mcp, "added_ms": 1000 * (via_mcp - api),
            "ratio": via_mcp / api}


def _wait_mcp(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"surestep mcp exited with {process.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/mcp")
            conn.getresponse().read()
            conn.close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("surestep mcp did not start")


def _send(name: str, port: int, payment: str, tag: str) -> float:
    amount = 100 + (abs(hash(tag)) % 900)
    if name == "api":
        path, body = "/v1/refunds", {"intent_id": tag, "payment_intent": payment,
                                     "amount": amount, "currency": "usd"}
    else:
        path, body = "/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
            "name": "refund", "arguments": {"payment_intent": payment, "amount": amount,
                                            "currency": "usd", "ticket_id": str(abs(hash(tag)))}}}
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        started = time.perf_counter()
        conn.request("POST", path, json.dumps(body), {
            "Authorization": f"Bearer {KEY}", "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream"})
        answer = json.loads(conn.getresponse().read())
        took = time.perf_counter() - started
    finally:
        conn.close()
    state = answer.get("state") if name == "api" else \
        ((answer.get("result") or {}).get("structuredContent") or {}).get("state")
    assert state == "completed", f"{name} refund answered {answer}"
    return took


def table(result: dict) -> list[str]:
    return [f"{result['refunds_each']} new refunds each, one at a time, the simulator answering at "
            "once.", "", "| door | median answer | added by MCP |", "|---|---:|---:|",
            f"| API (`POST /v1/refunds`, gunicorn) | {result['api_median_ms']:.1f} ms | |",
            f"| MCP (`tools/call refund`, uvicorn) | {result['mcp_median_ms']:.1f} ms | "
            f"{result['added_ms']:+.1f} ms ({result['ratio']:.2f}x) |"]

