"""The example scenario (make-modules/examples/refund-flow.blueprint.json) is consistent with the
app and runs end to end: Zendesk ticket in, refund, router on ``state``, ticket update or
escalation (Create an Escalation, then a note), against the service with the Stripe and Zendesk
simulators behind it; a person's approval through Approve an Escalation then refunds once."""

from __future__ import annotations

import json
import re
import threading
import time

import httpx
import pytest

from connectors.zendesk import MARKER
from tests.integrations.make.make_app import MAKE_DIR, MakeApp, flatten, run_module
from tests.integrations.make.make_scenario import CONNECTION, ScenarioRun, surestep_module, walk
from tests.support.guard_helpers import OPS_KEYS, api_decisions, write_policy
from tests.support.helpers import drain

APP = MakeApp.load()
BLUEPRINT = json.loads((MAKE_DIR / "examples" / "refund-flow.blueprint.json").read_text())
REFERENCE = re.compile(r"\{\{\s*(\d+)\.(\w+)")
WEBHOOK_FIELDS = {"ticket_id", "payment_intent", "amount_minor", "currency", "requester_email",
                  "escalation_group_id"}  # the Zendesk webhook body the builder README shows
STATES = {"completed", "pending", "failed", "unknown", "escalated"}  # every refund state


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)  # before the app is built


def test_blueprint_uses_only_what_the_app_defines():
    seen: dict[int, str] = {}
    for module in walk(BLUEPRINT["flow"]):
        module_id = surestep_module(module)
        if module_id:
            spec = APP.modules[module_id]  # KeyError: not a module of makecomapp.json
            selects = {p["name"] for p in spec.params if p["type"] == "select"}
            choice = {k: v for k, v in module["mapper"].items() if k in selects}
            shown = {p["name"] for p in flatten(spec.mappable_params, choice)}
            assert set(module["mapper"]) <= shown, module["id"]  # as Make shows that choice
            static = set(module["parameters"]) - {CONNECTION}
            assert static <= {p["name"] for p in spec.static_params}, module["id"]
        for ref, field in REFERENCE.findall(json.dumps([module.get("mapper"), module.get("filter")])):
            source = seen[int(ref)]  # KeyError: a reference to a later or unknown module
            fields = WEBHOOK_FIELDS if source == "webhook" else {
                p["name"] for p in APP.modules[source].interface}
            assert field in fields, (module["id"], ref, field)
        seen[module["id"]] = module_id or "webhook"


def test_router_covers_every_refund_state_once():
    [router] = [m for m in walk(BLUEPRINT["flow"]) if m["module"] == "builtin:BasicRouter"]
    routed = [c["b"] for route in router["routes"]
              for group in route["flow"][0]["filter"]["conditions"] for c in group]
    assert sorted(routed) == sorted(STATES)


@pytest.fixture
def connection(live):
    return {"baseUrl": live.url, "apiKey": "key_acme"}


def run_scenario(connection, deps, bundle) -> ScenarioRun:
    """The scenario in a thread (its ticket updates wait for their jobs); the RQ worker here."""
    outcome: dict = {}

    def scenario() -> None:
        try:
            with httpx.Client(timeout=40) as client:
                outcome["run"] = ScenarioRun(APP, connection, client).run(BLUEPRINT, bundle)
        except Exception as exc:  # re-raised in the test's thread below
            outcome["error"] = exc

    thread = threading.Thread(target=scenario)
    thread.start()
    while thread.is_alive():
        # RQ installs signal handlers, so the worker runs here in the main thread; it stops
        # with the scenario (a pending refund leaves verify jobs scheduled for later).
        drain(deps, done=lambda: not thread.is_alive())
        time.sleep(0.05)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["run"]


def ticket_bundle(zendesk_sim, stripe_sim, amount=1200, paid=5000) -> dict:
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"]
    payment = stripe_sim.payment(paid, receipt_email="ana@example.com")
    return {"ticket_id": str(ticket["id"]), "payment_intent": payment["payment_intent"],
            "amount_minor": str(amount), "currency": "usd", "requester_email": "ana@example.com",
            "escalation_group_id": "42"}


def our_comments(zendesk_sim) -> list[dict]:
    return [c for c in zendesk_sim.control("GET", "/_sim/comments")["data"] if MARKER in c["custom"]]


def test_completed_refund_tells_the_customer_and_a_rerun_changes_nothing(
        connection, deps, stripe_sim, zendesk_sim):
    bundle = ticket_bundle(zendesk_sim, stripe_sim)
    run = run_scenario(connection, deps, bundle)
    assert run.outputs[2]["state"] == "completed" and run.ran == [1, 2, 4]
    assert run.outputs[4]["state"] == "completed"
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{bundle['ticket_id']}")
    assert ticket["status"] == "solved" and "refund-completed" in ticket["tags"]
    [comment] = our_comments(zendesk_sim)
    assert comment["public"] is True and run.outputs[2]["refund_id"] in comment["body"]

    again = run_scenario(connection, deps, bundle)  # the same ticket arrives twice
    assert again.outputs[2]["replayed"] is True and again.outputs[4]["replayed"] is True
    assert len(stripe_sim.refunds()) == 1 and len(our_comments(zendesk_sim)) == 1


def test_refused_refund_escalates_to_a_person(connection, deps, stripe_sim, zendesk_sim):
    bundle = ticket_bundle(zendesk_sim, stripe_sim, amount=9000)  # more than was paid
    run = run_scenario(connection, deps, bundle)
    assert run.outputs[2]["state"] == "failed" and run.ran == [1, 2, 8, 6]
    escalation = run.outputs[8]
    assert escalation["state"] == "open" and escalation["kind"] == "manual"
    assert escalation["proposal"] is None  # nothing to retry: a decision is only recorded
    assert escalation["context"] == {"zendesk_ticket": bundle["ticket_id"],
                                     "refund_state": "failed"}
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{bundle['ticket_id']}")
    assert ticket["status"] == "open" and "refund-escalated" in ticket["tags"]
    assert ticket["group_id"] == 42
    service_note, scenario_note = our_comments(zendesk_sim)  # both internal, in this order
    assert service_note["public"] is False and "/console/t/" in service_note["body"]
    assert scenario_note["public"] is False and "failed" in scenario_note["body"]
    assert escalation["id"] in scenario_note["body"]
    assert stripe_sim.refunds() == []


@pytest.fixture
def api_decisions_policy(tmp_path, monkeypatch):
    """Ops keys may decide through the API (``decisions = "api"``; set before the app is built)."""
    api_decisions(tmp_path, monkeypatch)


def test_unknown_refund_is_escalated_and_a_persons_approval_refunds_once(
        api_decisions_policy, connection, live, deps, stripe_sim, zendesk_sim):
    bundle = ticket_bundle(zendesk_sim, stripe_sim)
    stripe_sim.fault("drop_before", method="POST", path="/v1/refunds", times=None)
    run = run_scenario(connection, deps, bundle)
    assert run.outputs[2]["state"] == "unknown" and run.ran == [1, 2, 8, 6]
    escalation = run.outputs[8]
    assert escalation["kind"] == "unknown_outcome" and escalation["proposal"]["amount"] == 1200
    assert stripe_sim.refunds() == []
    stripe_sim.clear_faults()
    with httpx.Client(timeout=40) as http:  # a person, with their own ops connection
        alice = {"baseUrl": live.url, "apiKey": "ops_alice"}
        approved = run_module(APP, "approveEscalation", {"escalation_id": escalation["id"]},
                              alice, http).output
        assert approved["resolution"]["state"] == "completed"
        again = run_module(APP, "approveEscalation", {"escalation_id": escalation["id"]},
                           alice, http).output
    assert again["replayed"] is True
    [refund] = stripe_sim.refunds()
    assert refund["id"] == approved["resolution"]["refund_id"] and refund["amount"] == 1200
    drain(deps, done=lambda: len(our_comments(zendesk_sim)) >= 3)  # the decision's note
    assert "approved by ops:alice" in our_comments(zendesk_sim)[2]["body"]
    notes = len(our_comments(zendesk_sim))
    rerun = run_scenario(connection, deps, bundle)  # the same ticket arrives again
    assert rerun.outputs[2]["state"] == "completed" and rerun.outputs[2]["replayed"] is True
    assert rerun.ran == [1, 2, 4] and len(stripe_sim.refunds()) == 1
    assert len(our_comments(zendesk_sim)) == notes + 1  # only the completed route's comment
    # the module says the refund was made before this run (when the person approved it)
    assert rerun.outputs[2]["already_refunded_on"] == rerun.outputs[2]["state_since"][:10]


@pytest.fixture
def approval_policy(tmp_path, monkeypatch):
    path = tmp_path / "policy.toml"
    write_policy(path, "[refunds]\napproval_above = { usd = 5000 }\n")
    monkeypatch.setenv("SURESTEP_POLICY", str(path))  # before the app is built


def test_refund_waiting_for_approval_takes_the_escalation_branch(
        approval_policy, connection, deps, stripe_sim, zendesk_sim):
    bundle = ticket_bundle(zendesk_sim, stripe_sim, amount=7500, paid=10000)
    run = run_scenario(connection, deps, bundle)
    assert run.outputs[2]["state"] == "escalated" and run.ran == [1, 2, 8, 6]
    # The service opened the escalation itself; the module answers that one, not a second.
    assert run.outputs[8]["id"] == run.outputs[2]["escalation"]["id"]
    assert run.outputs[8]["replayed"] is True and run.outputs[8]["kind"] == "approval"
    assert stripe_sim.actions() == []


def test_pending_refund_is_noted_internally(connection, deps, stripe_sim, zendesk_sim):
    stripe_sim.configure(refund_pending_s=600, refund_outcome="succeeded")
    bundle = ticket_bundle(zendesk_sim, stripe_sim)
    run = run_scenario(connection, deps, bundle)
    assert run.outputs[2]["state"] == "pending" and run.ran == [1, 2, 5]
    ticket = zendesk_sim.control("GET", f"/_sim/tickets/{bundle['ticket_id']}")
    assert ticket["status"] == "pending" and "refund-pending" in ticket["tags"]
