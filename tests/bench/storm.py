"""Figure ``storm``: 1,000 concurrent requests for ONE intent, as a webhook storm sends them.

All connections are opened first, then every request is written in one burst. A client that
gets 409 sleeps its ``Retry-After`` and retries on a new connection, as a flow would. Reported:
the first answers (time to the last one, p50/p99, how many 200 vs 409) and the settled answers
(every client holding a 200). Asserted on the Stripe simulator's own request log: exactly one
create; and every client ends with the same completed refund.

Two rows: Stripe answering at once, and Stripe taking ``SLOW_S`` (longer than the service's
``SURESTEP_DUPLICATE_WAIT_S``, 5 s), so waiting duplicates must give up with 409.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid

from tests.bench.stack import KEY, Stack, percentile

REQUESTS, QUICK_REQUESTS = 1000, 200
SLOW_S = 8.0


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_REQUESTS if quick else REQUESTS
    with stack.web() as port:
        rows = [storm(stack, port, count, delay_s) for delay_s in (0.0, SLOW_S)]
    return {"requests": count, "rows": rows}


def storm(stack: Stack, port: int, count: int, delay_s: float) -> dict:
    """One storm; raises AssertionError if more than one refund reached Stripe."""
    stack.stripe.reset()  # a clean request log: everything in it is this storm's
    payment = stack.stripe.payment(5000)["payment_intent"]
    if delay_s:
        stack.stripe.fault("slow_response", method="POST", path="/v1/refunds",
                           delay_s=delay_s, times=None)
    intent = f"storm-{uuid.uuid4().hex[:8]}"
    body = json.dumps({"intent_id": intent, "payment_intent": payment, "amount": 1200,
                       "currency": "usd"}).encode()
    answers = asyncio.run(_storm(port, body, count))
    stack.stripe.clear_faults()
    creates = stack.stripe.creates()
    calls = stack.stripe.requests()
    refunds = [r for r in stack.stripe.refunds() if r["payment_intent"] == payment]
    finals = {(a["state"], a["refund_id"]) for a in answers}
    assert len(creates) == 1 and len(refunds) == 1, (len(creates), len(refunds))
    assert finals == {("completed", refunds[0]["id"])}, finals
    return _summary(answers, delay_s, len(creates), len(calls))


def _summary(answers: list[dict], delay_s: float, creates: int, calls: int) -> dict:
    first = sorted(a["first_s"] for a in answers)
    settled = sorted(a["settled_s"] for a in answers)
    return {"provider_delay_s": delay_s, "requests": len(answers), "stripe_creates": creates,
            "stripe_requests": calls,
            "first_200": sum(a["first_status"] == 200 for a in answers),
            "first_409": sum(a["first_status"] == 409 for a in answers),
            "retry_after_s": sorted({a["retry_after"] for a in answers if a["retry_after"]}),
            "retries": sum(a["retries"] for a in answers),
            "replayed": sum(a["replayed"] for a in answers),
            "first_last_s": first[-1], "first_p50_s": percentile(first, .5),
            "first_p99_s": percentile(first, .99), "settled_last_s": settled[-1],
            "settled_p50_s": percentile(settled, .5), "settled_p99_s": percentile(settled, .99)}


async def _storm(port: int, body: bytes, count: int) -> list[dict]:
    request = (f"POST /v1/refunds HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
               f"Authorization: Bearer {KEY}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    conns = await asyncio.gather(*(asyncio.open_connection("127.0.0.1", port)
                                   for _ in range(count)))
    started = time.perf_counter()
    for _, writer in conns:  # the burst: every request on the wire before any answer is read
        writer.write(request)
    return await asyncio.gather(*(_client(port, request, conn, started) for conn in conns))


async def _client(port: int, request: bytes, conn, started: float) -> dict:
    """Read the first answer; on 409 sleep Retry-After and retry (new connection)."""
    status, headers, body = await _answer(*conn)
    first_s, first_status, retries = time.perf_counter() - started, status, 0
    retry_after = int(headers.get("retry-after", 0)) if status == 409 else None
    while status == 409:
        await asyncio.sleep(int(headers.get("retry-after", 1)))
        retries += 1
        conn = await asyncio.open_connection("127.0.0.1", port)
        conn[1].write(request)
        status, headers, body = await _answer(*conn)
    if status != 200:
        raise RuntimeError(f"storm: HTTP {status}: {body[:300]!r}")
    answer = json.loads(body)
    return {"first_s": first_s, "first_status": first_status, "retry_after": retry_after,
            "retries": retries, "settled_s": time.perf_counter() - started,
            "state": answer["state"], "refund_id": answer["refund_id"],
            "replayed": headers.get("idempotent-replayed") == "true"}


async def _answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
    """One HTTP/1.1 response (Content-Length framed); closes the connection."""
    try:
        status = int((await reader.readline()).split()[1])
        headers = {}
        while (line := await reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            headers[name.strip().lower()] = value.strip()
        body = await reader.readexactly(int(headers.get("content-length", 0)))
        return status, headers, body
    finally:
        writer.close()
        await writer.wait_closed()


def table(result: dict) -> list[str]:
    lines = [f"{result['requests']} concurrent POST /v1/refunds for one intent_id; a 409 "
             f"sleeps Retry-After, then retries", "",
             "| Stripe answers in | Stripe creates | first answers: 200 / 409 | first: last, "
             "p50, p99 s | settled: last, p50, p99 s | retries |",
             "|---|---:|---:|---:|---:|---:|"]
    for r in result["rows"]:
        delay = "at once" if not r["provider_delay_s"] else f"{r['provider_delay_s']:.0f} s"
        lines.append(
            f"| {delay} | {r['stripe_creates']} | {r['first_200']} / {r['first_409']} | "
            f"{r['first_last_s']:.2f}, {r['first_p50_s']:.2f}, {r['first_p99_s']:.2f} | "
            f"{r['settled_last_s']:.2f}, {r['settled_p50_s']:.2f}, {r['settled_p99_s']:.2f} | "
            f"{r['retries']} (Retry-After {r['retry_after_s'] or '-'}) |")
    return lines
