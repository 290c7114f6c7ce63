"""A subscription's credentials (issue 42): its secret rotates (item 1), and subscriptions stored
before the API refused ``user:password@`` in a URL (item 7):
their deliveries are refused, given up at once with the reason (nothing is sent, so the
credentials are not sent again), and they are flagged where a person looks: the API's listing
(the URL shown with ``***@``), ``surestep intents show`` and the console's queue.

A real refund's event through a real Redis and RQ worker; the receiver's own record says what
reached it."""

from __future__ import annotations

import json
import time

from service.cli import commands
from service.events import deliveries
from service.ledger import delivery_records, subscription_records
from tests.support.constants import ACME, GLOBEX
from tests.support.helpers import Receiver, drain

PASSWORD = "hunter2-old"


def stored_before_the_rule(deps, url: str) -> str:
    """A subscription as one was stored before the userinfo rule (the API refuses it now)."""
    sub_id = "sub_0ld0ld0ld0ld0ld0ld0ld0ld"
    subscription_records.add(deps.ledger, "acme", sub_id, {
        "target_url": url, "events": json.dumps(["refund.completed"]),
        "created_at": time.time() - 86400, "secret": "whsec_" + "0" * 48})
    return sub_id


def with_credentials(receiver: Receiver) -> str:
    return receiver.url.replace("http://", f"http://ops:{PASSWORD}@")


def test_a_subscription_with_credentials_in_its_url_is_refused_at_delivery(
        client, stripe_sim, deps):
    receiver = Receiver(failures=0)
    try:
        sub_id = stored_before_the_rule(deps, with_credentials(receiver))
        payment = stripe_sim.payment()
        done = client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "cred-1", "payment_intent": payment["payment_intent"], "amount": 500,
            "currency": "usd"}).json
        assert done["state"] == "completed"
        drain(deps)
        assert receiver.received == []  # nothing sent: the credentials do not go out again
        [dead] = client.get(f"/v1/subscriptions/{sub_id}/deliveries?state=failed",
                            headers=ACME).json["data"]
        assert dead["state"] == "failed" and dead["attempts"] == 1
        assert dead["last_error"] == deliveries.CREDENTIALS_ERROR
    finally:
        receiver.close()


def test_it_is_flagged_in_the_listing_without_its_password(client, deps):
    receiver = Receiver(failures=0)
    try:
        sub_id = stored_before_the_rule(deps, with_credentials(receiver))
        listed = client.get("/v1/subscriptions", headers=ACME)
        [sub] = listed.json["data"]
        assert sub["id"] == sub_id and sub["credentials_in_url"] is True
        assert sub["target_url"] == receiver.url.replace("http://", "http://***@")
        assert PASSWORD not in listed.get_data(as_text=True)
        fresh = client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": receiver.url, "events": ["refund.completed"]}).json
        assert fresh["credentials_in_url"] is False and fresh["target_url"] == receiver.url
    finally:
        receiver.close()


def test_intents_show_warns_of_it(client, stripe_sim, deps, capsys):
    receiver = Receiver(failures=0)
    try:
        sub_id = stored_before_the_rule(deps, with_credentials(receiver))
        payment = stripe_sim.payment()
        client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "cred-2", "payment_intent": payment["payment_intent"], "amount": 500,
            "currency": "usd"})
        assert commands.show_intent(deps, "acme", "cred-2") == 0
        shown = json.loads(capsys.readouterr().out)
        [warning] = shown["warnings"]
        assert warning["subscription"] == sub_id
        assert warning["problem"] == deliveries.CREDENTIALS_ERROR
        assert PASSWORD not in json.dumps(shown)
    finally:
        receiver.close()


def test_a_resume_url_with_credentials_is_refused_and_shown_without_them(
        client, stripe_sim, deps, rdb):
    """A resume_url registered before the rule (in the entry's set as it was stored then)."""
    receiver = Receiver(failures=0)
    try:
        stripe_sim.configure(refund_pending_s=30, refund_outcome="succeeded")
        payment = stripe_sim.payment()
        assert client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "cred-3", "payment_intent": payment["payment_intent"],
            "amount": 500, "currency": "usd"}).json["state"] == "pending"
        entry_key = deps.ledger.key("acme", "refund", "cred-3")
        rdb.sadd(f"{entry_key}:resume", with_credentials(receiver))
        stripe_sim.advance(31)
        client.post("/v1/refunds/verify", headers=ACME, json={"intent_id": "cred-3"})
        drain(deps, done=lambda: [deliveries.record(deps, "acme", d).get("state") for d in
                                  delivery_records.of_entry(deps.ledger, entry_key)]
              == ["failed"])
        assert receiver.received == []
        intent = client.get("/v1/intents/cred-3", headers=ACME)
        [step] = intent.json["steps"]
        assert step["delivery"]["state"] == "failed"
        assert step["delivery"]["last_error"] == deliveries.CREDENTIALS_ERROR
        assert step["delivery"]["url"] == receiver.url.replace("http://", "http://***@")
        assert PASSWORD not in intent.get_data(as_text=True)
    finally:
        receiver.close()


def test_a_subscription_secret_rotates_shown_once_and_the_old_one_signs_nothing(
        client, stripe_sim, deps):
    """Rotation per subscription (issue 42, item 1): a receiver whose secret may have leaked
    gets a fresh one; the next delivery verifies with it and not with the old."""
    receiver = Receiver(failures=0)
    try:
        sub = client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": receiver.url, "events": ["refund.completed"]}).json
        stored = subscription_records.secret(deps.ledger, "acme", sub["id"])
        by_other = client.post(f"/v1/subscriptions/{sub['id']}/rotate", headers=GLOBEX)
        assert by_other.status_code == 404  # another tenant's: its stored secret untouched
        assert subscription_records.secret(deps.ledger, "acme", sub["id"]) == stored == sub["secret"]
        rotated = client.post(f"/v1/subscriptions/{sub['id']}/rotate", headers=ACME)  # no body
        assert rotated.status_code == 200 and rotated.json["id"] == sub["id"]
        fresh = rotated.json["secret"]
        assert fresh.startswith("whsec_") and fresh != sub["secret"]
        assert subscription_records.secret(deps.ledger, "acme", sub["id"]) == fresh
        assert "secret" not in client.get(f"/v1/subscriptions/{sub['id']}", headers=ACME).json
        payment = stripe_sim.payment()
        client.post("/v1/refunds", headers=ACME, json={
            "intent_id": "rot-1", "payment_intent": payment["payment_intent"], "amount": 500,
            "currency": "usd"})
        drain(deps, done=lambda: receiver.received)
        [(headers, raw)] = receiver.received
        assert deliveries.verify(fresh, raw, headers["Surestep-Signature"])
        assert not deliveries.verify(sub["secret"], raw, headers["Surestep-Signature"])
        missing = client.post("/v1/subscriptions/sub_nonesuch0000000000000000/rotate",
                              headers=ACME, json={})
        assert missing.status_code == 404  # and nothing was written for it
        assert subscription_records.fields_of(deps.ledger, "acme",
                                              "sub_nonesuch0000000000000000") == {}
        assert client.get("/v1/subscriptions", headers=ACME).json["data"][0]["id"] == sub["id"]
    finally:
        receiver.close()
