"""Redis not answering mid-request is a 503 problem with Retry-After (a flow retries it), never
a 500, and nothing reaches the provider; once Redis is back the same request completes once."""

from __future__ import annotations

import pytest

from sandbox.embedded_redis import EmbeddedRedis
from service.web.app import create_app
from tests.support.cluster import single_redis
from tests.support.constants import ACME

pytestmark = [pytest.mark.slow, single_redis]


def test_redis_down_is_503_with_retry_after_and_nothing_sent(env, stripe_sim, tmp_path,
                                                              monkeypatch):
    server = EmbeddedRedis(tmp_path / "redis", appendfsync="always").start()
    monkeypatch.setenv("REDIS_URL", server.url)
    app = create_app()
    client = app.test_client()
    body = {"intent_id": "down-1", "payment_intent": stripe_sim.payment()["payment_intent"],
            "amount": 300, "currency": "usd"}
    try:
        server.kill()
        answer = client.post("/v1/refunds", headers=ACME, json=body)
        assert answer.status_code == 503, answer.json
        assert answer.mimetype == "application/problem+json"
        assert answer.headers["Retry-After"] == "1" and answer.json["retry_after"] == 1
        assert answer.json["type"].endswith("/store-unavailable")
        assert stripe_sim.creates() == []
        server.start()
        again = client.post("/v1/refunds", headers=ACME, json=body)
        assert again.status_code == 200 and again.json["state"] == "completed"
        assert len(stripe_sim.refunds()) == 1
    finally:
        app.extensions["surestep"].close()
        server.stop()
