"""Intent ids may contain ':'; an intent named like another intent's side key (``X:audit``,
``X:raw``, ``X:resume``) is an intent of its own and leaves ``X``'s records alone."""

from __future__ import annotations

from tests.support.constants import ACME


def test_colon_ids_do_not_collide_with_side_keys(client, stripe_sim, rdb):
    payment = stripe_sim.payment(100_000)["payment_intent"]

    def refund(intent: str, **extra):
        body = {"intent_id": intent, "payment_intent": payment, "amount": 100,
                "currency": "usd", **extra}
        return client.post("/v1/refunds", headers=ACME, json=body)

    assert refund("X").json["state"] == "completed"
    for suffix in ("audit", "raw", "resume"):
        answer = refund(f"X:{suffix}")
        assert answer.status_code == 200 and answer.json["state"] == "completed", answer.json
    replay = refund("X", resume_url="http://127.0.0.1:9/hook")
    assert replay.status_code == 200 and replay.json["replayed"], replay.json
    x = client.get("/v1/intents/X", headers=ACME).json["steps"][0]
    assert [a["to"] for a in x["audit"]] == ["in_progress", "completed"]
    assert len(stripe_sim.refunds()) == 4  # one per intent, nothing shared
    ids = {r["metadata"]["surestep_intent_id"] for r in stripe_sim.refunds()}
    assert ids == {"X", "X:audit", "X:raw", "X:resume"}
    assert client.get("/v1/intents/X:audit", headers=ACME).json["steps"][0]["state"] == "completed"
