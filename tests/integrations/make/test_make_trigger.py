"""The "Watch Events" instant trigger end to end: its webhook's attach subscribes a dedicated URL
at the service, events are delivered there by the service's own RQ jobs (run in this process by
``drain``), the webhook's communication turns each delivery into the trigger's bundle, and
detach unsubscribes. The dedicated URL is a real HTTP receiver on 127.0.0.1 standing in for
Make's; what the service holds is read back over its API and from Redis.
"""

from __future__ import annotations

import json

import httpx
import pytest

from tests.integrations.make.make_app import MakeApp, MakeError, run_module, shape_diff
from tests.integrations.make.make_webhooks import attach, detach, trigger
from tests.support.constants import ACME
from tests.support.guard_helpers import Receiver
from tests.support.helpers import drain

APP = MakeApp.load()
WEBHOOK, TRIGGER = "watchEvents", "watchEvents"
PY_TYPES = {"text": str, "number": (int, float), "uinteger": int, "boolean": bool,
            "collection": dict, "array": list}


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


@pytest.fixture
def hook():
    """The webhook's dedicated URL (Make's hook.<zone>.make.com/<token>, here a receiver)."""
    receiver = Receiver()
    yield receiver
    receiver.close()


def subscriptions(live, http) -> list[dict]:
    return http.get(f"{live.url}/v1/subscriptions", headers=ACME).json()["data"]


def test_attach_subscribes_and_detach_unsubscribes(live, connection, http, hook, rdb):
    chosen = ["escalation.resolved", "escalation.created"]
    attached = attach(APP, WEBHOOK, {"events": chosen}, connection, hook.url, http)
    assert attached.status == 201 and attached.request["body"] == {"target_url": hook.url,
                                                                   "events": chosen}
    [sub] = subscriptions(live, http)
    assert attached.data == {"id": sub["id"]}  # all that Make keeps for detach
    assert sub["target_url"] == hook.url and sub["events"] == sorted(chosen)
    assert "key_acme" not in json.dumps(attached.log)  # Base's log.sanitize covers attach
    assert rdb.exists(f"sst:{{acme}}:sub:{sub['id']}")

    detached = detach(APP, WEBHOOK, attached.data, connection, http)
    assert detached.status == 204 and detached.request["method"] == "DELETE"
    assert subscriptions(live, http) == []
    assert not rdb.exists(f"sst:{{acme}}:sub:{sub['id']}") and rdb.smembers("sst:{acme}:subs") == set()
    # Detaching again (a 410 removed it already, or Make retries a detach) is not an error:
    # the service's unsubscribe is idempotent, so deactivating a scenario always works.
    again = detach(APP, WEBHOOK, attached.data, connection, http)
    assert again.status == 204


def test_attach_with_an_event_the_service_does_not_know_changes_nothing(connection, http,
                                                                       hook, rdb):
    with pytest.raises(MakeError) as refused:
        attach(APP, WEBHOOK, {"events": ["refund.done"]}, connection, hook.url, http)
    assert refused.value.type == "DataError" and refused.value.status == 422
    assert "Fields: events." in refused.value.message
    assert rdb.keys("*") == []


def bundle_problems(bundle: dict, interface: list[dict], where: str = "bundle") -> list[str]:
    """Where a bundle does not fit the trigger's interface: unknown envelope fields, and
    interface fields whose value has another type (a field an event lacks is fine)."""
    problems = [f"{where}.{k}: not in the interface" for k in bundle
                if where == "bundle" and k not in {p["name"] for p in interface}]
    for param in interface:
        value = bundle.get(param["name"])
        if value is None:
            continue
        if not isinstance(value, PY_TYPES[param["type"]]) or isinstance(value, bool) != (
                param["type"] == "boolean"):
            problems.append(f"{where}.{param['name']}: {value!r} is not {param['type']}")
        elif param["type"] == "collection" and param.get("spec"):
            problems += bundle_problems(value, param["spec"], f"{where}.{param['name']}")
    return problems


def test_delivered_events_are_parsed_by_the_trigger(live, connection, http, hook, deps,
                                                    stripe_sim, rdb):
    chosen = ["refund.completed", "escalation.created"]
    data = attach(APP, WEBHOOK, {"events": chosen}, connection, hook.url, http).data
    payment = stripe_sim.payment(5000)
    refund = run_module(APP, "createRefund", {
        "intent_id": "zendesk-48213", "provider": "stripe",
        "payment_intent": payment["payment_intent"], "amount": 1200, "currency": "usd"},
        connection, http).output
    escalation = run_module(APP, "createEscalation", {
        "intent_id": "zendesk-777", "reason": "customer disputes the amount"},
        connection, http).output
    bad = run_module(APP, "createRefund", {  # refund.failed: not chosen, never delivered
        "intent_id": "zendesk-9", "provider": "stripe",
        "payment_intent": payment["payment_intent"], "amount": 999999, "currency": "usd"},
        connection, http).output
    assert bad["state"] == "failed"
    drain(deps, done=lambda: len(hook.received) >= 2)  # (the escalation's expiry job waits)

    bundles = [trigger(APP, TRIGGER, body, headers) for headers, body in hook.received]
    by_type = {b["type"]: b for b in bundles}
    assert sorted(by_type) == sorted(chosen) and len(bundles) == 2
    for (headers, _), bundle in zip(hook.received, bundles):
        assert headers["Surestep-Event-Id"] == bundle["id"]  # the de-duplication key
        assert bundle_problems(bundle, APP.modules[TRIGGER].interface) == []
    completed = by_type["refund.completed"]
    told = {"customer_message", "already_refunded_on"}  # what the module adds to the answer
    assert completed["data"] == {k: v for k, v in refund.items() if k not in told}
    assert shape_diff(completed, APP.modules[TRIGGER].samples) == []
    created = by_type["escalation.created"]["data"]
    assert created["id"] == escalation["id"] and created["state"] == "open"
    assert created["reasons"] == [{"code": "flow_escalated",
                                   "message": "customer disputes the amount"}]
    # The service's own record: one delivery per chosen event, none for refund.failed.
    record = http.get(f"{live.url}/v1/subscriptions/{data['id']}/deliveries",
                      headers=ACME).json()["data"]
    assert sorted(d["event"] for d in record) == sorted(chosen)
    assert {d["state"] for d in record} == {"delivered"}
    detach(APP, WEBHOOK, data, connection, http)
    assert subscriptions(live, http) == []


def test_a_request_that_is_not_an_event_starts_nothing():
    headers = {"Content-Type": "application/json"}
    assert trigger(APP, TRIGGER, b'{"hello": "world"}', headers) is None
    event = {"id": "evt_1", "type": "refund.completed", "created_at": 1.5, "data": {}}
    assert trigger(APP, TRIGGER, json.dumps(event).encode(), headers) == event
