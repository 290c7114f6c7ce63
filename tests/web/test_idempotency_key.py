"""A refused request binds nothing (issue 24, Why 8): the Idempotency-Key is bound by the refund
step's claim, in the same atomic step, so a 422 for an unknown account or for an intent_id
reused with other arguments leaves the key free, and the corrected request with the same key
(a Make or Zapier flow keying on its execution id) goes through. Checked in Redis (no
``sst:{acme}:idem:*`` key after a refusal) and on the Stripe simulator's record."""

from __future__ import annotations

import threading

import httpx

from tests.support.constants import ACME

KEY = '"exec-4711"'
IDEM = 'sst:{acme}:idem:exec-4711'


def body(payment: dict, intent: str = "idem-1", **changes) -> dict:
    return {"intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1000,
            "currency": "usd", **changes}


def post(client, request: dict, key: str = KEY):
    return client.post("/v1/refunds", json=request, headers={**ACME, "Idempotency-Key": key})


def test_a_422_for_an_unknown_account_binds_nothing_and_the_corrected_request_works(
        client, stripe_sim, rdb):
    payment = stripe_sim.payment(5000)
    before = set(rdb.keys("*"))
    typo = post(client, body(payment, account="stirpe-eu"))
    assert typo.status_code == 422 and typo.json["title"] != "Idempotency conflict", typo.json
    assert rdb.get(IDEM) is None and set(rdb.keys("*")) == before  # nothing was written
    fixed = post(client, body(payment))
    assert fixed.status_code == 200 and fixed.json["state"] == "completed", fixed.json
    assert rdb.get(IDEM) is not None
    assert len(stripe_sim.creates()) == 1


def test_an_intent_reused_with_other_arguments_binds_nothing(client, stripe_sim, rdb):
    payment = stripe_sim.payment(5000)
    first = client.post("/v1/refunds", json=body(payment), headers=ACME)
    assert first.json["state"] == "completed"
    reused = post(client, body(payment, amount=2000))  # the flow's typo: the old intent_id
    assert reused.status_code == 422 and "amount" in reused.json["errors"], reused.json
    assert "intent_id" in reused.json["detail"]
    assert rdb.get(IDEM) is None
    fixed = post(client, body(payment, intent="idem-2", amount=2000))
    assert fixed.status_code == 200 and fixed.json["state"] == "completed", fixed.json
    assert [c["params"]["amount"] for c in stripe_sim.creates()] == ["1000", "2000"]
    # the key is now bound: it stands for that request only
    assert post(client, body(payment, intent="idem-2", amount=2000)).json["replayed"] is True
    other = post(client, body(payment, intent="idem-3", amount=300))
    assert other.status_code == 422 and other.json["title"] == "Idempotency conflict"
    assert set(other.json["errors"]) == {"amount", "intent_id"}
    assert len(stripe_sim.creates()) == 2


def test_two_requests_racing_with_one_key_and_different_intents_refund_once(live, stripe_sim,
                                                                            rdb):
    payment = stripe_sim.payment(50000)
    for round_ in range(5):
        key, gate, answers = f'"race-{round_}"', threading.Barrier(2), []

        def send(intent: str) -> None:
            gate.wait()
            answers.append(httpx.post(f"{live.url}/v1/refunds", timeout=20, json=body(
                payment, intent=intent), headers={**ACME, "Idempotency-Key": key}))

        threads = [threading.Thread(target=send, args=(f"race-{round_}-{n}",)) for n in (1, 2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(a.status_code for a in answers) == [200, 422], [a.text for a in answers]
    assert len(stripe_sim.refunds()) == 5  # one per key
