"""Least privilege for callbacks (issue 42, items 1 and 2): each resume_url registration signs
its deliveries with a secret of its own, answered once to the request that registered it; no
flow key reads a secret on ``GET /v1/me``, so a guarded agent holding one cannot sign a "refund
completed" the flow would believe. The tenant-wide secret lives on only in a migration window,
for ops keys and for URLs registered before. And a URL a duplicate request registers while
another request's settle runs is still delivered, exactly once.

Against the Stripe simulator over real HTTP and a real Redis; the deliveries reach real
receivers on loopback, and their own records are what is checked."""

from __future__ import annotations

import json
import threading
import time

import pytest

from service.events import deliveries
from service.ledger import delivery_records, keys
from service.web.app import create_app
from tests.support.cluster import CLUSTER
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, OPS_KEYS
from tests.support.helpers import Receiver, drain
from tests.support.redis_hold import HoldingProxy

INTENT = "zendesk-42001"


def refund_body(payment: dict, **extra) -> dict:
    return {"intent_id": INTENT, "payment_intent": payment["payment_intent"], "amount": 1200,
            "currency": "usd", **extra}


def post(client, body):
    return client.post("/v1/refunds", json=body, headers=ACME)


def pending(stripe_sim) -> dict:
    stripe_sim.configure(refund_pending_s=30, refund_outcome="succeeded")
    return stripe_sim.payment()


@pytest.fixture
def ops_env(monkeypatch, env):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)
    return env


def test_me_answers_no_secret_to_a_flow_key_and_the_tenant_secret_only_in_the_window(
        ops_env, rdb):
    closed = create_app()
    try:
        flow = closed.test_client().get("/v1/me", headers=ACME)
        assert flow.status_code == 200 and flow.json == {"tenant": "acme", "role": "flow"}
        ops = closed.test_client().get("/v1/me", headers=ALICE).json
        assert ops == {"tenant": "acme", "role": "ops", "actor": "ops:alice"}
    finally:
        closed.extensions["surestep"].close()
    until = time.time() + 3600
    window = create_app({"SURESTEP_TENANT_SECRET_UNTIL": until})
    try:
        client = window.test_client()
        assert client.get("/v1/me", headers=ACME).json == {"tenant": "acme", "role": "flow"}
        ops = client.get("/v1/me", headers=ALICE).json
        tenant_wide = deliveries.signing_secret(window.extensions["surestep"].config, "acme")
        assert ops["signing_secret"] == tenant_wide and ops["signing_secret_until"] == until
    finally:
        window.extensions["surestep"].close()


def test_each_registration_signs_with_its_own_secret_shown_once(client, stripe_sim, deps):
    first_flow, second_flow = Receiver(failures=0), Receiver(failures=0)
    try:
        payment = pending(stripe_sim)
        first = post(client, refund_body(payment, resume_url=first_flow.url)).json
        assert first["state"] == "pending" and first["resume_secret"].startswith("whsec_")
        again = post(client, refund_body(payment, resume_url=first_flow.url)).json
        assert "resume_secret" not in again  # the same URL again: its secret is not read out
        second = post(client, refund_body(payment, resume_url=second_flow.url)).json
        assert second["resume_secret"] not in (None, first["resume_secret"])
        assert "resume_secret" not in post(client, refund_body(payment)).json  # no URL, none
        entry_key = deps.ledger.key("acme", "refund", INTENT)
        intent = client.get(f"/v1/intents/{INTENT}", headers=ACME).get_data(as_text=True)
        assert first["resume_secret"] not in intent and second["resume_secret"] not in intent

        stripe_sim.advance(31)
        assert client.post("/v1/refunds/verify", headers=ACME,
                           json={"intent_id": INTENT}).json["state"] == "completed"
        drain(deps, done=lambda: first_flow.received and second_flow.received)
        [(headers, raw)] = first_flow.received
        [(other_headers, other_raw)] = second_flow.received
        assert json.loads(raw)["state"] == "completed"
        signature, other = headers["Surestep-Signature"], other_headers["Surestep-Signature"]
        assert deliveries.verify(first["resume_secret"], raw, signature)
        assert deliveries.verify(second["resume_secret"], other_raw, other)
        # what an agent with a flow key could have signed is refused by each receiver's check:
        # the tenant-wide secret, and another registration's
        tenant_wide = deliveries.signing_secret(deps.config, "acme")
        assert not deliveries.verify(tenant_wide, raw, signature)
        assert not deliveries.verify(second["resume_secret"], raw, signature)
        assert not deliveries.verify(first["resume_secret"], other_raw, other)
        assert len(delivery_records.of_entry(deps.ledger, entry_key)) == 2
    finally:
        first_flow.close()
        second_flow.close()


def legacy_registration(rdb, deps, url: str) -> None:
    """A resume_url as it was stored before registrations had secrets: in the entry's set only."""
    rdb.sadd(keys.part(deps.ledger.key("acme", "refund", INTENT), "resume"), url)


def test_a_url_registered_before_secrets_is_given_up_once_the_window_is_closed(
        client, stripe_sim, deps, rdb):
    receiver = Receiver(failures=0)
    try:
        payment = pending(stripe_sim)
        assert post(client, refund_body(payment)).json["state"] == "pending"
        legacy_registration(rdb, deps, receiver.url)
        stripe_sim.advance(31)
        client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": INTENT})
        entry_key = deps.ledger.key("acme", "refund", INTENT)
        drain(deps, done=lambda: [deliveries.record(deps, "acme", d).get("state") for d in
                                  delivery_records.of_entry(deps.ledger, entry_key)]
              == ["failed"])
        assert receiver.received == []  # nothing signed with the tenant's secret was sent
        [delivery_id] = delivery_records.of_entry(deps.ledger, entry_key)
        record = deliveries.record(deps, "acme", delivery_id)
        assert record["state"] == "failed" and record["last_error"] == deliveries.NO_SECRET_ERROR
        assert "SURESTEP_TENANT_SECRET_UNTIL" in record["last_error"]
    finally:
        receiver.close()


def test_inside_the_window_a_url_registered_before_secrets_is_signed_with_the_tenants(
        monkeypatch, env, rdb, stripe_sim):
    # in the environment: the worker's jobs build their settings from it
    monkeypatch.setenv("SURESTEP_TENANT_SECRET_UNTIL", str(time.time() + 3600))
    app = create_app()
    deps, client, receiver = app.extensions["surestep"], app.test_client(), Receiver(failures=0)
    try:
        payment = pending(stripe_sim)
        assert post(client, refund_body(payment)).json["state"] == "pending"
        legacy_registration(rdb, deps, receiver.url)
        stripe_sim.advance(31)
        client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": INTENT})
        drain(deps, done=lambda: receiver.received)
        [(headers, raw)] = receiver.received
        assert deliveries.verify(deliveries.signing_secret(deps.config, "acme"), raw,
                                 headers["Surestep-Signature"])
    finally:
        receiver.close()
        deps.close()


@pytest.mark.skipif(CLUSTER, reason="the proxy stands in front of one Redis server")
def test_a_url_registered_while_the_settle_runs_is_delivered_exactly_once(
        monkeypatch, client, stripe_sim, deps, redis_url):
    """The race forced: a duplicate request (its own app, whose Redis traffic passes a proxy)
    reads the refund pending; its registration of a new resume_url is held at the proxy while
    the verify settles the refund and delivers to the URLs it read; then the registration goes
    on. Register, then re-check: the new URL is delivered too, once."""
    waiting, late = Receiver(failures=0), Receiver(failures=0)
    with HoldingProxy(redis_url) as proxy:
        monkeypatch.setenv("REDIS_URL", proxy.url)
        duplicate_app = create_app()
        try:
            payment = pending(stripe_sim)
            assert post(client, refund_body(payment, resume_url=waiting.url)).json[
                "state"] == "pending"
            stripe_sim.advance(31)
            proxy.hold(late.url.encode())
            answers: list = []
            duplicate = threading.Thread(target=lambda: answers.append(post(
                duplicate_app.test_client(), refund_body(payment, resume_url=late.url)).json))
            duplicate.start()
            assert proxy.held.wait(10), "the duplicate's registration never reached Redis"
            settled = client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": INTENT})
            assert settled.json["state"] == "completed"
            proxy.release()
            duplicate.join(20)
            [answer] = answers
            assert answer["state"] == "completed"
        finally:
            duplicate_app.extensions["surestep"].close()
    drain(deps, done=lambda: waiting.received and late.received)
    drain(deps)  # whatever is left: nothing may be delivered twice
    assert len(waiting.received) == 1 and len(late.received) == 1
    [(headers, raw)] = late.received
    assert json.loads(raw)["state"] == "completed"
    assert deliveries.verify(answer.get("resume_secret", ""), raw,
                             headers["Surestep-Signature"])
    entry_key = deps.ledger.key("acme", "refund", INTENT)
    assert len(delivery_records.of_entry(deps.ledger, entry_key)) == 2
    assert len(stripe_sim.creates()) == 1
    waiting.close()
    late.close()


@pytest.mark.skipif(CLUSTER, reason="the proxy stands in front of one Redis server")
def test_a_url_registered_while_a_ticket_run_ends_is_delivered_exactly_once(
        monkeypatch, client, zendesk_sim, deps, redis_url):
    """The same race for a ticket update: a duplicate finds the update queued, its registration
    is held at Redis while a worker's run posts the comment and settles it (delivering to the
    URLs it read), then goes on: the duplicate's URL gets the result too, once."""
    from tests.steps.test_tickets import new_tickets, ours, update

    waiting, late = Receiver(failures=0), Receiver(failures=0)
    [ticket] = new_tickets(zendesk_sim)
    with HoldingProxy(redis_url) as proxy:
        monkeypatch.setenv("REDIS_URL", proxy.url)
        duplicate_app = create_app()
        try:
            first = update(client, ticket, intent="zd-race", resume_url=waiting.url).json
            assert first["state"] == "queued"
            proxy.hold(late.url.encode())
            answers: list = []
            duplicate = threading.Thread(target=lambda: answers.append(update(
                duplicate_app.test_client(), ticket, intent="zd-race",
                resume_url=late.url).json))
            duplicate.start()
            assert proxy.held.wait(10), "the duplicate's registration never reached Redis"
            drain(deps, done=lambda: deps.ledger.get("acme", "ticket_update",
                                                     "zd-race").state == "completed")
            proxy.release()
            duplicate.join(20)
            [answer] = answers
            assert answer["state"] == "completed" and answer["replayed"] is True
        finally:
            duplicate_app.extensions["surestep"].close()
    drain(deps, done=lambda: waiting.received and late.received)
    drain(deps)
    assert len(waiting.received) == 1 and len(late.received) == 1
    [(headers, raw)] = late.received
    assert json.loads(raw)["state"] == "completed"
    assert deliveries.verify(answer.get("resume_secret", ""), raw,
                             headers["Surestep-Signature"])
    assert len(ours(zendesk_sim)) == 1  # the comment posted once
    waiting.close()
    late.close()
