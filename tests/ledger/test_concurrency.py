"""Concurrent duplicates (n8n firing one webhook twice 30-150 ms apart, or 50 at once)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import httpx

from service.web.app import create_app
from tests.support.constants import ACME
from tests.support.helpers import LiveServer


def test_fifty_concurrent_identical_requests_make_one_refund_and_fifty_consistent_answers(
        live, stripe_sim):
    payment = stripe_sim.payment()
    # Stripe takes a while: every duplicate arrives while the first is still executing.
    stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=0.4)
    body = {"intent_id": "zendesk-777", "payment_intent": payment["payment_intent"],
            "amount": 900, "currency": "usd"}
    with httpx.Client(base_url=live.url, headers=ACME, timeout=30,
                      limits=httpx.Limits(max_connections=60)) as http:
        with ThreadPoolExecutor(max_workers=50) as pool:
            responses = list(pool.map(lambda _: http.post("/v1/refunds", json=body), range(50)))
    assert [r.status_code for r in responses] == [200] * 50
    answers = [r.json() for r in responses]
    assert {(a["state"], a["refund_id"], a["amount"]) for a in answers} == {
        ("completed", answers[0]["refund_id"], 900)}
    assert sum(not a["replayed"] for a in answers) == 1
    assert sum(r.headers.get("Idempotent-Replayed") == "true" for r in responses) == 49
    assert len(stripe_sim.refunds()) == 1 and len(stripe_sim.creates()) == 1


def test_duplicate_still_running_after_the_wait_gets_409_with_retry_after(env, rdb, stripe_sim):
    app = create_app({"SURESTEP_DUPLICATE_WAIT_S": 0.3, "SURESTEP_PROVIDER_TIMEOUT_S": 5})
    server = LiveServer(app)
    try:
        payment = stripe_sim.payment()
        stripe_sim.fault("latency", method="POST", path="/v1/refunds", delay_s=1.5)
        body = {"intent_id": "z-9", "payment_intent": payment["payment_intent"], "amount": 100,
                "currency": "usd"}
        with httpx.Client(base_url=server.url, headers=ACME, timeout=30) as http, \
                ThreadPoolExecutor(max_workers=2) as pool:
            first = pool.submit(http.post, "/v1/refunds", json=body)
            while not stripe_sim.creates():
                pass
            second = http.post("/v1/refunds", json=body)
            assert second.status_code == 409
            assert second.headers["content-type"] == "application/problem+json"
            # one more duplicate wait (0.3 s, rounded up), not the lease (35 s here)
            assert second.headers["Retry-After"] == "1"
            assert first.result().json()["state"] == "completed"
            assert http.post("/v1/refunds", json=body).json()["replayed"] is True
        assert len(stripe_sim.refunds()) == 1
    finally:
        server.close()
        app.extensions["surestep"].close()
