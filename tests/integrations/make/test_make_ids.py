"""Identity is exact on Make's side too: a mapped id reaches the service as one path segment,
unchanged, whatever characters it holds. Every module wraps a mapped path segment in IML's
``encodeURL()`` (encodeURIComponent) and sets ``encodeUrl: false`` so Make does not encode it a
second time; an id like ``esc_X/reject#`` is then the literal id ``esc_X/reject#``, which is no
escalation of ours, instead of the route ``/v1/escalations/esc_X/reject``.

The runs go to the service on a real HTTP server with the simulators behind it; what happened
is read from the ledger in Redis and the simulators' own records.
"""

from __future__ import annotations

import httpx
import pytest

from tests.integrations.make.make_app import (
    MakeApp,
    MakeError,
    build_request,
    merge_base,
    run_module,
)
from tests.integrations.make.make_iml import expressions
from tests.integrations.make.make_iml_js import encode_uri, encode_url
from tests.integrations.make.test_make_escalations import escalate, refund_params, unknown_refund
from tests.integrations.make.test_make_tickets import new_tickets, update_params
from tests.support.guard_helpers import OPS_KEYS

APP = MakeApp.load()
HOSTILE = "a/b?c=d&e#f%2Fg h"
HOSTILE_ENCODED = "a%2Fb%3Fc%3Dd%26e%23f%252Fg%20h"  # encodeURIComponent(HOSTILE) in node
# (module, the parameter that is a path segment): every module URL with a mapped part.
PATH_IDS = [("approveEscalation", "escalation_id"), ("rejectEscalation", "escalation_id"),
            ("getIntent", "intent_id"), ("postTicketUpdate", "ticket_id"),
            ("waitForJob", "job_id")]


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)  # before the app is built


@pytest.fixture
def http():
    with httpx.Client(timeout=40) as client:
        yield client


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


@pytest.fixture
def ops(live):
    return {"baseUrl": live.url, "apiKey": "ops_alice"}


def run(module_id, params, connection, http):
    return run_module(APP, module_id, params, connection, http)


@pytest.mark.parametrize("text,component", [
    (HOSTILE, HOSTILE_ENCODED),
    ("esc_X/reject#", "esc_X%2Freject%23"),
    ("zendesk:48213.v1", "zendesk%3A48213.v1"),
    ("-_.!~*'()", "-_.!~*'()"),  # what encodeURIComponent leaves alone
    ("é漢😀", "%C3%A9%E6%BC%A2%F0%9F%98%80"),
    (48213, "48213"),
])
def test_encode_url_is_encode_uri_component(text, component):
    assert encode_url(text) == component


def test_makes_own_url_encoding_would_encode_an_encoded_segment_twice():
    """Why every module with encodeURL() also says encodeUrl false (Make's docs, "encodeUrl")."""
    assert encode_uri("/v1/x/a%2Fb?q#f é") == "/v1/x/a%252Fb?q#f%20%C3%A9"
    spec = merge_base(APP.base, APP.modules["getIntent"].communication)
    ctx = {"parameters": {"intent_id": "a/b"}, "connection": {"baseUrl": "https://s.example"}}
    assert build_request(spec, ctx)["url"] == "https://s.example/v1/intents/a%2Fb"
    twice = build_request({**spec, "encodeUrl": True}, ctx)["url"]
    assert twice == "https://s.example/v1/intents/a%252Fb"


def _components():
    for mid, module in APP.modules.items():
        yield mid, module.communication
    for wid, hook in APP.webhooks.items():
        for part in ("attach", "detach"):
            yield f"{wid}.{part}", hook[part]
    for cid, conn in APP.connections.items():
        yield cid, conn["communication"]


@pytest.mark.parametrize("name,spec", list(_components()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_mapped_path_segment_is_encoded_once(name, spec):
    if not isinstance(spec, dict) or "url" not in spec:
        return  # the instant trigger makes no request of its own
    url = spec["url"]
    for base in ("{{parameters.baseUrl}}", "{{connection.baseUrl}}"):
        url = url.removeprefix(base)  # a connection's own base URL is not a segment
    found = expressions(url)
    assert all(e.strip().startswith("encodeURL(") for e in found), (name, url)
    assert spec.get("encodeUrl", True) is (not found), (name, "encodeUrl must be false")


@pytest.mark.parametrize("module_id,param", PATH_IDS)
def test_a_hostile_id_renders_as_one_encoded_segment(module_id, param):
    spec = merge_base(APP.base, APP.modules[module_id].communication)
    request = build_request(spec, {"parameters": {"intent_id": "i-1", param: HOSTILE},
                                   "connection": {"baseUrl": "https://s.example"}})
    url = httpx.URL(request["url"])
    assert HOSTILE_ENCODED in url.raw_path.decode()
    assert url.query == b"" and url.fragment == ""  # nothing of the id left the path


def test_a_detach_sends_the_subscription_id_as_one_segment():
    spec = merge_base(APP.base, APP.webhooks["watchEvents"]["detach"])
    request = build_request(spec, {"webhook": {"id": HOSTILE},
                                   "connection": {"baseUrl": "https://s.example"}})
    assert request["url"] == f"https://s.example/v1/subscriptions/{HOSTILE_ENCODED}"


@pytest.mark.parametrize("module_id,suffix,other", [
    ("approveEscalation", "/reject#", "rejected"), ("rejectEscalation", "/approve#", "approved")])
def test_an_id_that_spells_another_decision_decides_nothing(connection, ops, http, stripe_sim,
                                                            deps, module_id, suffix, other):
    """Unencoded, ``esc_X/reject#`` made Approve POST /v1/escalations/esc_X/reject (and the
    mirror image approved and refunded). Encoded, it is the literal id, which is not ours."""
    unknown_refund(stripe_sim, connection, http)
    esc = escalate("zendesk-48213", connection, http).output
    with pytest.raises(MakeError) as refused:
        run(module_id, {"escalation_id": esc["id"] + suffix, "note": "n"}, ops, http)
    assert refused.value.type == "DataError" and refused.value.status == 404
    assert deps.ledger.get("acme", "escalation", "zendesk-48213").state == "open"
    assert stripe_sim.refunds() == [] and len(stripe_sim.creates()) == 1  # the dropped one
    assert run("createEscalation", {"intent_id": "zendesk-48213", "reason": "r"}, connection,
               http).output["state"] == "open"  # neither approved nor rejected


def test_a_ticket_id_cannot_reach_another_ticket(connection, http, deps, zendesk_sim):
    """Unencoded, ticket ``<id>/updates#`` was POST /v1/tickets/<id>/updates: a real update."""
    [tid] = new_tickets(zendesk_sim)
    with pytest.raises(MakeError) as refused:
        run("postTicketUpdate", update_params(f"{tid}/updates#"), connection, http)
    assert refused.value.type == "DataError" and refused.value.status == 404
    assert deps.queue.count == 0 and zendesk_sim.requests() == []


def test_get_intent_sends_the_id_encoded_and_it_comes_back_whole(connection, http, stripe_sim,
                                                                 rdb):
    intent = "zendesk:48213.v1"  # ':' and '.' are allowed in an intent id; encodeURL escapes ':'
    created = run("createRefund", refund_params(stripe_sim.payment(5000), intent), connection,
                  http).output
    got = run("getIntent", {"intent_id": intent}, connection, http)
    assert got.request["url"].endswith("/v1/intents/zendesk%3A48213.v1")
    assert got.output["intent_id"] == intent
    assert got.output["steps"][0]["result"]["refund_id"] == created["refund_id"]
    before = sorted(rdb.scan_iter("*"))
    for hostile in (f"{intent}/x", f"{intent}?x=1", f"{intent}#x", f"{intent}%", HOSTILE):
        with pytest.raises(MakeError) as refused:
            run("getIntent", {"intent_id": hostile}, connection, http)
        assert refused.value.type == "DataError" and refused.value.status in (404, 422)
    assert sorted(rdb.scan_iter("*")) == before and len(stripe_sim.creates()) == 1
