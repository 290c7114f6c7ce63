"""Reconciliation against the Stripe and Shopify simulators and a real Redis: seeded with a
duplicate refund for one intent, a hand-made refund and a ledger entry whose refund is
missing, one run reports exactly those three findings, stores the report (tenant-scoped),
emits one reconciliation.discrepancy event, and changes nothing at the provider or in the
ledger. A stale pending entry is re-verified on the spot."""

from __future__ import annotations

import json
import time

import pytest

from connectors.shopify_queries import REFUND_CREATE
from service.cli import commands as cli
from service.ops import reconcile
from service.steps import common
from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import Receiver
from tests.support.helpers import drain
from tests.support.ops_helpers import refund, scrape
from tests.support.shopify_helpers import refund_body

STRIPE_AUTH = {"Authorization": "Bearer sk_test_surestep"}


def by_hand(stripe_sim, payment: dict, amount: int, metadata: dict | None = None,
            key: str | None = None) -> dict:
    """A refund made outside surestep: the dashboard, a script, a second system."""
    data = {"payment_intent": payment["payment_intent"], "amount": amount}
    data.update({f"metadata[{k}]": v for k, v in (metadata or {}).items()})
    headers = {**STRIPE_AUTH, **({"Idempotency-Key": key} if key else {})}
    response = stripe_sim.http.post("/v1/refunds", data=data, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


def ledger_says_completed(deps, intent: str, payment: dict, refund_id: str) -> None:
    """A ledger entry recording a refund the provider does not have (a write that went to
    another account, a restored backup): written through the ledger's own scripts."""
    args = {"provider": "stripe", "payment_intent": payment["payment_intent"], "amount": 900,
            "currency": "usd"}
    fp = common.fingerprint(args)
    claim = deps.ledger.claim("acme", "refund", intent, fingerprint=fp, args=args,
                              provider_key=common.provider_key("acme", intent, "refund", fp),
                              lease_s=30)
    deps.ledger.settle(claim.entry, "completed", {
        "refund_id": refund_id, "amount": 900, "currency": "usd", "verified": True,
        "provider_status": "succeeded", "detail": "seeded"}, actor="test", note="seeded",
        owner=claim.owner)


def seed(client, deps, stripe_sim) -> dict:
    dup = refund(client, stripe_sim, "rc-dup", ticket_id="700")
    # the same intent refunded again by something that copied our metadata, with its own key
    second = by_hand(stripe_sim, dup["payment"], 300, {"surestep_tenant": "acme",
                                                      "surestep_intent_id": "rc-dup"}, key="k2")
    manual_for = refund(client, stripe_sim, "rc-manual")
    manual = by_hand(stripe_sim, manual_for["payment"], 500)  # dashboard: no key, no metadata
    ledger_says_completed(deps, "rc-ghost", stripe_sim.payment(), "re_GhostNeverMadeAtStripe1")
    refund(client, stripe_sim, "rc-clean")
    by_hand(stripe_sim, stripe_sim.payment(), 200)  # a payment surestep never touched
    return {"dup": dup, "second": second, "manual": manual}


def test_one_report_with_exactly_the_three_seeded_findings_and_nothing_changed(
        client, deps, stripe_sim, capsys):
    hook = Receiver()
    try:
        client.post("/v1/subscriptions", headers=ACME, json={
            "target_url": hook.url, "events": ["reconciliation.discrepancy"]})
        seeded = seed(client, deps, stripe_sim)
        states = {i: deps.ledger.get("acme", "refund", i).state
                  for i in ("rc-dup", "rc-manual", "rc-ghost", "rc-clean")}
        refunds_before, posts_before = stripe_sim.refunds(), len(stripe_sim.creates())

        assert cli.main(["reconcile", "--since", "24h", "--json"]) == 1  # 1: discrepancies
        reports = {r["tenant"]: r for r in json.loads(capsys.readouterr().out)}
        assert set(reports) == {"acme", "globex"} and reports["globex"]["discrepancies"] == 0
        report = reports["acme"]
        found = {(f["kind"], f["intent_id"]): f for f in report["findings"]}
        assert set(found) == {("duplicate_refunds", "rc-dup"), ("manual_refund", None),
                              ("missing_at_provider", "rc-ghost")}
        assert {r["refund_id"] for r in found[("duplicate_refunds", "rc-dup")]["refunds"]} == {
            seeded["dup"]["refund_id"], seeded["second"]["id"]}
        assert [r["refund_id"] for r in found[("manual_refund", None)]["refunds"]] == [
            seeded["manual"]["id"]]
        assert found[("missing_at_provider", "rc-ghost")]["ledger"]["refund_id"] == \
            "re_GhostNeverMadeAtStripe1"
        assert report["counts"] == {"duplicate_refunds": 1, "manual_refund": 1,
                                    "missing_at_provider": 1}
        # the shape of before accounts, with the accounts it covers added
        assert report["checked"]["stripe"] == {"refunds": 6, "complete": True, "error": None,
                                               "accounts": ["env"]}
        [line] = [a for a in report["checked"]["accounts"] if a["provider"] == "stripe"]
        assert line["account"] == "env" and line["refunds"] == 6 and line["complete"]
        assert line["ledger_entries"] == 4 and "platform's own refunds only" in line["covers"]
        assert {f["account"] for f in report["findings"]} == {"env"}

        # reported, never corrected: no refund made or changed, no ledger state moved
        assert stripe_sim.refunds() == refunds_before
        assert len(stripe_sim.creates()) == posts_before
        assert {i: deps.ledger.get("acme", "refund", i).state for i in states} == states

        # stored, readable by its tenant only
        listed = client.get("/v1/reconciliations", headers=ACME).json["data"]
        assert [r["id"] for r in listed] == [report["id"]] and "findings" not in listed[0]
        stored = client.get(f"/v1/reconciliations/{report['id']}", headers=ACME).json
        assert stored["findings"] == report["findings"]
        assert client.get(f"/v1/reconciliations/{report['id']}", headers=GLOBEX).status_code == 404
        assert client.get("/v1/reconciliations", headers=GLOBEX).json["data"][0]["discrepancies"] == 0

        # emitted once; the next run reports the same findings as old news, no second event
        drain(deps, done=lambda: hook.received)
        [(_, body)] = hook.received
        event = json.loads(body)
        assert event["type"] == "reconciliation.discrepancy"
        assert event["data"]["reconciliation_id"] == report["id"]
        assert len(event["data"]["findings"]) == 3
        again = {r["tenant"]: r for r in reconcile.run(deps, 24 * 3600)}["acme"]
        assert again["discrepancies"] == 3 and again["new"] == 0
        drain(deps)
        assert len(hook.received) == 1
        samples = scrape(client)
        assert samples[("surestep_reconciliation_findings_total",
                        (("kind", "duplicate_refunds"),))] == 1
    finally:
        hook.close()


def test_a_stale_pending_refund_is_re_verified_on_the_spot(client, deps, stripe_sim, monkeypatch):
    stripe_sim.configure(refund_pending_s=3600)
    pending = refund(client, stripe_sim, "rc-stale")
    assert pending["state"] == "pending"
    stripe_sim.control("POST", f"/_sim/refunds/{pending['refund_id']}/status",
                       {"status": "succeeded"})
    deps.config["SURESTEP_RECONCILE_STALE_S"] = 0.2
    later = time.time() + 0.3  # the pass runs as of 0.3 s from now: past its stale time
    [report] = [r for r in reconcile.run(deps, 3600, now=later) if r["tenant"] == "acme"]
    [finding] = report["findings"]
    assert finding["kind"] == "stale" and finding["intent_id"] == "rc-stale"
    assert finding["ledger"]["state"] == "pending"
    assert finding["ledger"]["state_after"] == "completed"
    assert deps.ledger.get("acme", "refund", "rc-stale").state == "completed"
    assert not stripe_sim.requests("POST", "/v1/refunds")[1:]  # still the one create


def test_shopify_refunds_of_touched_orders_are_compared_by_their_note_marker(client, deps,
                                                                             shopify_sim):
    order = shopify_sim.order(5000)
    ours = client.post("/v1/refunds", json=refund_body(order, intent="rc-shop"), headers=ACME)
    assert ours.json["state"] == "completed"
    payment = order["transactions"][0]
    made = shopify_sim.graphql(REFUND_CREATE, {"key": "dashboard-1", "input": {
        "orderId": order["id"], "note": "goodwill", "currency": "USD",
        "transactions": [{"orderId": order["id"], "parentId": payment["id"],
                          "gateway": payment["gateway"], "kind": "REFUND", "amount": "5.00"}]}})
    manual = made.json()["data"]["refundCreate"]["refund"]
    untouched = shopify_sim.order(5000)  # refunds of orders surestep never touched: not ours
    assert untouched["id"] != order["id"]
    [report] = [r for r in reconcile.run(deps, 3600) if r["tenant"] == "acme"]
    assert [(f["kind"], f["provider"], f["refunds"][0]["refund_id"])
            for f in report["findings"]] == [("manual_refund", "shopify", manual["id"])]
    assert report["checked"]["shopify"]["refunds"] == 2


@pytest.mark.parametrize("since", ["24h", "90m", "7d", "3600"])
def test_since_takes_a_duration(since):
    assert cli.duration(since) > 0


def test_a_bad_since_is_refused(capsys):
    with pytest.raises(SystemExit) as exited:
        cli.main(["reconcile", "--since", "yesterday"])
    assert exited.value.code == 2 and "not a duration" in capsys.readouterr().err


def test_a_provider_not_configured_here_is_skipped_not_reported_missing(client, deps,
                                                                        shopify_sim):
    from service import wiring

    order = shopify_sim.order(5000)
    assert client.post("/v1/refunds", json=refund_body(order, intent="rc-elsewhere"),
                       headers=ACME).json["state"] == "completed"
    without = wiring.build({**deps.config, "SHOPIFY_SHOP_URL": None})
    try:
        [report] = [r for r in reconcile.run(without, 3600) if r["tenant"] == "acme"]
    finally:
        without.close()
    assert report["findings"] == [] and report["checked"]["shopify"]["refunds"] == 0
