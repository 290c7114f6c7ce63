"""The replay fast path (service.steps.refund.replay): a byte-identical retry of a settled
intent is answered from the ledger, and every other request takes the full path as before.

Which path ran is read from Redis's own command counts: the full path runs the claim script
(EVALSHA), the fast path one HGETALL. Answers are compared with the full path's, and side
effects with the simulator's record.
"""

from __future__ import annotations

import pytest

from tests.support.constants import ACME


def body_for(payment: dict, intent: str = "fast-1", **extra) -> dict:
    return {"intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 700,
            "currency": "usd", **extra}


def claims(rdb) -> int:
    """How many times Redis has run a script (the ledger's claim is one) so far."""
    return int(rdb.info("commandstats").get("cmdstat_evalsha", {}).get("calls", 0))


def post(client, body, headers=ACME):
    return client.post("/v1/refunds", json=body, headers=headers)


@pytest.mark.parametrize("setup, state", [
    ({}, "completed"),
    ({"refund_pending_s": 0, "refund_initial_status": "failed"}, "failed"),
])
def test_a_retry_of_a_settled_intent_is_the_recorded_answer_without_a_claim(
        client, stripe_sim, rdb, setup, state):
    if setup:
        stripe_sim.configure(**setup)
    body = body_for(stripe_sim.payment())
    first = post(client, body)
    assert first.status_code == 200 and first.json["state"] == state
    calls, before = len(stripe_sim.requests()), claims(rdb)
    again = post(client, body)
    assert claims(rdb) == before  # no claim script: answered from the hash
    assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json == {**first.json, "replayed": True}
    assert len(stripe_sim.requests()) == calls  # nothing sent, nothing read


def test_an_escalated_intent_is_replayed_as_escalated(client, stripe_sim, deps, rdb, tmp_path):
    policy = tmp_path / "policy.toml"
    policy.write_text("[refunds]\napproval_above = { usd = 500 }\n")
    from service.steps.rules import PolicyStore

    deps.policy = PolicyStore(str(policy))
    body = body_for(stripe_sim.payment())
    first = post(client, body).json
    assert first["state"] == "escalated"
    before = claims(rdb)
    again = post(client, body).json
    assert claims(rdb) == before and again == {**first, "replayed": True}
    assert stripe_sim.actions() == []


@pytest.mark.parametrize("change", [
    {"currency": "USD"},  # normalised by the schema: the same intent, by the full path
    {"provider": "stripe"},  # the default, sent: the same fingerprint, fast
])
def test_equivalent_bodies_get_the_same_replay(client, stripe_sim, change):
    body = body_for(stripe_sim.payment())
    first = post(client, body).json
    again = post(client, {**body, **change})
    assert again.status_code == 200 and again.json == {**first, "replayed": True}
    assert len(stripe_sim.creates()) == 1


@pytest.mark.parametrize("change, status, field", [
    ({"amount": 800}, 422, "amount"),  # other arguments: the full path's conflict
    ({"surprise": 1}, 422, "surprise"),  # unknown field: validation
    ({"amount": "700"}, 422, "amount"),  # a string is not an integer
    ({"provider": ["stripe"]}, 422, "provider"),
])
def test_any_other_body_takes_the_full_path_and_its_error(client, stripe_sim, rdb, change,
                                                           status, field):
    body = body_for(stripe_sim.payment())
    post(client, body)
    before = rdb.hgetall("sst:{acme}:refund:fast-1")
    answer = post(client, {**body, **change})
    assert answer.status_code == status and answer.content_type == "application/problem+json"
    assert field in answer.json["errors"]
    assert rdb.hgetall("sst:{acme}:refund:fast-1") == before  # nothing changed
    assert len(stripe_sim.creates()) == 1


def test_malformed_json_is_still_400(client, stripe_sim):
    answer = client.post("/v1/refunds", data=b'{"intent_id": "fast-1",',
                         headers={**ACME, "Content-Type": "application/json"})
    assert answer.status_code == 400 and answer.content_type == "application/problem+json"


def test_a_pending_intent_is_read_again_at_the_provider(client, stripe_sim):
    stripe_sim.configure(refund_pending_s=60, refund_outcome="succeeded")
    body = body_for(stripe_sim.payment())
    assert post(client, body).json["state"] == "pending"
    reads = len(stripe_sim.requests("GET"))
    stripe_sim.advance(61)
    again = post(client, body).json
    assert again["state"] == "completed" and again["replayed"] is True
    assert len(stripe_sim.requests("GET")) == reads + 1  # the full path's re-read


def test_a_resume_url_or_an_idempotency_key_takes_the_full_path(client, stripe_sim, rdb):
    body = body_for(stripe_sim.payment())
    post(client, body)
    before = claims(rdb)
    with_url = post(client, {**body, "resume_url": "http://127.0.0.1:9/hook"})
    assert with_url.status_code == 200 and with_url.json["replayed"] is True
    assert rdb.smembers("sst:{acme}:refund:fast-1:resume") == {b"http://127.0.0.1:9/hook"}
    keyed = post(client, body, headers={**ACME, "Idempotency-Key": "k-1"})
    assert keyed.status_code == 200 and keyed.json["replayed"] is True
    assert rdb.get("sst:{acme}:idem:k-1") is not None  # the key was bound, as before
    assert claims(rdb) == before + 2


def test_another_tenants_identical_body_is_a_new_intent(client, stripe_sim):
    from tests.support.constants import GLOBEX

    body = body_for(stripe_sim.payment())
    post(client, body)
    other = post(client, body, headers=GLOBEX).json
    assert other["replayed"] is False
    assert len(stripe_sim.creates()) == 2


def test_a_settled_replay_stands_without_its_provider_and_a_new_intent_does_not(
        env, rdb, monkeypatch, stripe_sim):
    """The recorded answer of a settled intent is replayed even after its provider or account
    went away (both paths: nothing is sent either way); a new intent is refused (503)."""
    from service.web.app import create_app

    body = body_for(stripe_sim.payment())
    app = create_app()
    try:
        assert post(app.test_client(), body).json["state"] == "completed"
    finally:
        app.extensions["surestep"].close()
    monkeypatch.delenv("STRIPE_API_KEY")
    app = create_app()
    try:
        answer = post(app.test_client(), body)
        assert answer.status_code == 200 and answer.json["replayed"] is True
        full = post(app.test_client(), {**body, "resume_url": "http://127.0.0.1:9/cb"})
        assert full.status_code == 200 and full.json["replayed"] is True  # the full path too
        new = post(app.test_client(), {**body, "intent_id": "fast-new-1"})
        assert new.status_code == 503
    finally:
        app.extensions["surestep"].close()


def test_without_redis_bad_input_is_still_422_and_a_valid_body_503(env, stripe_sim):
    from sandbox.embedded_redis import free_port
    from service.web.app import create_app

    app = create_app({"REDIS_URL": f"redis://127.0.0.1:{free_port()}"})
    try:
        client = app.test_client()
        bad = post(client, {**body_for(stripe_sim.payment()), "amount": "700"})
        assert bad.status_code == 422 and "amount" in bad.json["errors"]
        valid = post(client, body_for(stripe_sim.payment()))
        assert valid.status_code == 503 and valid.content_type == "application/problem+json"
    finally:
        app.extensions["surestep"].close()
    assert stripe_sim.actions() == []
