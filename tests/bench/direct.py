"""Figure ``direct``: a new refund through surestep against a careful integration written by
hand, side by side in one run.

The careful integration is what a developer writes who does it right without surestep, with
the stripe SDK against the same Stripe simulator: read the payment (to check what may be
refunded), create the refund with an idempotency key, read the refund back (to answer with
Stripe's word, not the create's). surestep's new refund (``POST /v1/refunds`` on gunicorn with
the Procfile's config) does the same three Stripe calls and its ledger around them: the claim,
the records of each answer, the guard's mark, the settle. One client, one request at a time,
each for a payment of its own, alternating rounds of ``direct`` and ``surestep`` (keep-alive
connections both). The figure is each median and their difference: what surestep adds to a
refund's wall time. Every answer must be ``completed`` (``succeeded`` for the direct one).
"""

from __future__ import annotations

import http.client
import json
import statistics
import time
import uuid

import stripe

from tests.bench.stack import KEY, Stack

COUNT, QUICK_COUNT, ROUNDS = 150, 15, 3


def run(stack: Stack, quick: bool) -> dict:
    count = QUICK_COUNT if quick else COUNT
    client = stripe.StripeClient("sk_test_bench", base_addresses={"api": stack.stripe.url},
                                 max_network_retries=0)
    times: dict[str, list[float]] = {"direct": [], "surestep": []}
    with stack.web() as web:
        conn = http.client.HTTPConnection("127.0.0.1", web, timeout=60)
        try:
            for name in ("direct", "surestep"):  # warm both
                _one(name, client, conn, stack.stripe.payment(5000)["payment_intent"], "warm")
            for r in range(ROUNDS):
                for name in ("direct", "surestep"):
                    for n in range(count // ROUNDS):
                        payment = stack.stripe.payment(5000)["payment_intent"]
                        times[name].append(_one(name, client, conn, payment,
                                                f"{name}-{r}-{n}-{uuid.uuid4().hex[:10]}"))
        finally:
            conn.close()
    direct, ours = statistics.median(times["direct"]), statistics.median(times["surestep"])
    return {"refunds_each": len(times["direct"]), "direct_p50_ms": 1000 * direct,
            "surestep_p50_ms": 1000 * ours, "added_ms": 1000 * (ours - direct),
            "ratio": ours / direct}


def _one(name: str, client: stripe.StripeClient, conn: http.client.HTTPConnection,
         payment: str, tag: str) -> float:
    started = time.perf_counter()
    if name == "direct":
        state = _careful(client, payment, tag)
        assert state == "succeeded", f"the direct refund ended {state}"
    else:
        conn.request("POST", "/v1/refunds", json.dumps({
            "intent_id": tag, "payment_intent": payment, "amount": 700, "currency": "usd"}),
            {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"})
        answer = json.loads(conn.getresponse().read())
        assert answer.get("state") == "completed", f"surestep answered {answer}"
    return time.perf_counter() - started


def _careful(client: stripe.StripeClient, payment: str, key: str) -> str:
    """Read the payment, refund what it allows with an idempotency key, read the refund back."""
    intent = client.v1.payment_intents.retrieve(payment, {"expand": ["latest_charge"]})
    assert intent.status == "succeeded" and intent.amount_received >= 700
    made = client.v1.refunds.create({"payment_intent": payment, "amount": 700},
                                    {"idempotency_key": key})
    return client.v1.refunds.retrieve(made.id).status or "unknown"


def table(result: dict) -> list[str]:
    return [f"{result['refunds_each']} new refunds each, one at a time, the simulator answering "
            "at once.", "", "| integration | p50 answer | surestep adds |", "|---|---:|---:|",
            f"| by hand (stripe SDK: read, create with a key, read back) | "
            f"{result['direct_p50_ms']:.1f} ms | |",
            f"| surestep (`POST /v1/refunds`, gunicorn) | {result['surestep_p50_ms']:.1f} ms | "
            f"{result['added_ms']:+.1f} ms ({result['ratio']:.2f}x) |"]
