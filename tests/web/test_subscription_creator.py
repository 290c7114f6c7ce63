"""Only the API key that created a subscription rotates its secret or deletes it.

Any flow key of a tenant could rotate the signing secret of any of the tenant's subscriptions
(or delete them): its receiver then refuses every delivery, signed with a secret it was never
given. The creator is recorded as its key id (a one-way digest, never the key); another key
of the tenant gets a problem+json 403 and nothing changes: the secret stored in Redis is the
one the creator was given, and the subscription is still there. A subscription stored before
creators were recorded, or whose creator's key was rotated out, keeps today's behaviour: any
key of its tenant may rotate or delete it.
"""

from __future__ import annotations

import json
import time

import pytest

from service.ledger import subscription_records
from service.web.app import create_app
from tests.support.constants import ACME, API_KEYS

OTHER = {"Authorization": "Bearer key_acme_other"}  # a second flow key of the same tenant


@pytest.fixture
def two_keys(env, monkeypatch):
    """acme has two flow keys (set before the app is built)."""
    monkeypatch.setenv("SURESTEP_API_KEYS", API_KEYS + ",acme:key_acme_other")


def subscribe(client, headers=ACME):
    answer = client.post("/v1/subscriptions", headers=headers, json={
        "target_url": "http://127.0.0.1:9/hook", "events": ["refund.completed"]})
    assert answer.status_code == 201, answer.json
    return answer.json


def test_another_key_of_the_tenant_can_neither_rotate_nor_delete(two_keys, client, deps):
    sub = subscribe(client)
    stored = subscription_records.fields_of(deps.ledger, "acme", sub["id"])
    assert stored["secret"] == sub["secret"]
    assert stored["creator"].startswith("key_") and "key_acme" not in stored.values()
    for verb, path in (("post", f"/v1/subscriptions/{sub['id']}/rotate"),
                       ("delete", f"/v1/subscriptions/{sub['id']}")):
        refused = getattr(client, verb)(path, headers=OTHER)
        assert refused.status_code == 403, refused.json
        assert refused.content_type.startswith("application/problem+json")
        assert "created by another API key" in refused.json["detail"]
        assert "Nothing was changed" in refused.json["detail"]
        # nothing changed: the stored secret is the creator's, the subscription still listed
        assert subscription_records.fields_of(deps.ledger, "acme", sub["id"]) == stored
        assert sub["id"] in subscription_records.ids(deps.ledger, "acme")
    rotated = client.post(f"/v1/subscriptions/{sub['id']}/rotate", headers=ACME)
    assert rotated.status_code == 200 and rotated.json["secret"] != sub["secret"]
    assert subscription_records.secret(deps.ledger, "acme", sub["id"]) == rotated.json["secret"]
    assert client.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 204
    assert subscription_records.fields_of(deps.ledger, "acme", sub["id"]) == {}


def test_each_key_manages_its_own(two_keys, client, deps):
    mine, theirs = subscribe(client), subscribe(client, OTHER)
    assert client.post(f"/v1/subscriptions/{theirs['id']}/rotate",
                       headers=OTHER).status_code == 200
    assert client.post(f"/v1/subscriptions/{mine['id']}/rotate",
                       headers=OTHER).status_code == 403
    assert subscription_records.secret(deps.ledger, "acme", mine["id"]) == mine["secret"]
    listed = client.get("/v1/subscriptions", headers=OTHER).json["data"]
    assert {s["id"] for s in listed} == {mine["id"], theirs["id"]}  # both still listed


def test_a_subscription_stored_without_a_creator_keeps_todays_behaviour(two_keys, client,
                                                                       deps):
    sub_id = "sub_0ld0ld0ld0ld0ld0ld0ld0ld"
    subscription_records.add(deps.ledger, "acme", sub_id, {
        "target_url": "http://127.0.0.1:9/hook", "events": json.dumps(["refund.completed"]),
        "created_at": time.time() - 86400, "secret": "whsec_" + "0" * 48})
    rotated = client.post(f"/v1/subscriptions/{sub_id}/rotate", headers=OTHER)
    assert rotated.status_code == 200
    assert subscription_records.secret(deps.ledger, "acme", sub_id) == rotated.json["secret"]
    assert client.delete(f"/v1/subscriptions/{sub_id}", headers=ACME).status_code == 204


def test_once_its_creators_key_is_rotated_out_the_tenants_keys_manage_it(two_keys, client,
                                                                         deps, monkeypatch):
    """A creator no longer configured (its key rotated out of SURESTEP_API_KEYS) leaves no one
    who may manage its subscriptions, and Zapier's or Make's unsubscribe with the new key
    would fail for ever: the tenant's keys may rotate and delete those."""
    sub = subscribe(client, OTHER)
    monkeypatch.setenv("SURESTEP_API_KEYS", API_KEYS)  # key_acme_other rotated out
    app = create_app()
    try:
        after = app.test_client()
        rotated = after.post(f"/v1/subscriptions/{sub['id']}/rotate", headers=ACME)
        assert rotated.status_code == 200, rotated.json
        assert subscription_records.secret(deps.ledger, "acme", sub["id"]) == \
            rotated.json["secret"]
        assert after.delete(f"/v1/subscriptions/{sub['id']}", headers=ACME).status_code == 204
    finally:
        app.extensions["surestep"].close()
