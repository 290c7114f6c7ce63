"""Reconciliation per account: the environment's account (simulator A) and acme's own (``eu``
and ``outlet``, simulators B) are each listed on their own and compared only with the ledger
entries claimed on them. A refund made by hand in a tenant account's dashboard is found there;
an entry of one account is never reported missing because another account holds (or lacks)
its refund; every finding and the report's ``checked`` name the account; a tenant's account
shows in its own report only. Stripe Connect entries are read on their connected account."""

from __future__ import annotations

import json

import pytest

from service.cli import commands as cli
from service.ops import reconcile
from service.steps import common
from tests.accounts.conftest import ALICE, STRIPE_B_KEY, add
from tests.accounts.test_isolation import refund
from tests.support.constants import ACME, GLOBEX
from tests.support.shopify_helpers import refund_body, refund_by_hand


def by_hand(sim, payment: dict, amount: int, metadata: dict | None = None) -> dict:
    """A refund made in the account's own dashboard: not through surestep."""
    data = {"payment_intent": payment["payment_intent"], "amount": amount}
    data.update({f"metadata[{k}]": v for k, v in (metadata or {}).items()})
    made = sim.http.post("/v1/refunds", data=data,
                         headers={"Authorization": f"Bearer {STRIPE_B_KEY}"})
    assert made.status_code == 200, made.text
    return made.json()


def ledger_says(deps, intent: str, payment: dict, refund_id: str, account: str) -> None:
    """A completed entry on ``account`` naming ``refund_id``, through the ledger's own scripts
    (with the arguments and provider key the refund step gives an entry on that account)."""
    args = {"provider": "stripe", "payment_intent": payment["payment_intent"], "amount": 900,
            "currency": "usd"}
    fp = common.fingerprint(args)
    claim = deps.ledger.claim("acme", "refund", intent, fingerprint=fp,
                              args={**args, "account": account},
                              provider_key=common.provider_key(
                                  "acme", intent, "refund", common.account_bound(fp, account)),
                              lease_s=30)
    deps.ledger.settle(claim.entry, "completed", {
        "refund_id": refund_id, "amount": 900, "currency": "usd", "verified": True,
        "provider_status": "succeeded", "detail": "seeded"}, actor="test", note="seeded",
        owner=claim.owner)


def reports(deps) -> dict[str, dict]:
    return {r["tenant"]: r for r in reconcile.run(deps, 3600)}


def kinds(report) -> set[tuple]:
    return {(f["kind"], f["account"], f["intent_id"]) for f in report["findings"]}


def line(report, provider: str, account: str) -> dict:
    [found] = [a for a in report["checked"]["accounts"]
               if (a["provider"], a["account"]) == (provider, account)]
    return found


def test_a_refund_by_hand_in_a_tenant_accounts_dashboard_is_found_there(client, deps,
                                                                       stripe_sim, accounts_b):
    stripe_b = accounts_b["stripe"]
    at_b = stripe_b.payment(amount=5000)
    ours = refund(client, at_b, "rc-eu-1", account="eu")
    assert ours.json["state"] == "completed", ours.json
    manual = by_hand(stripe_b, at_b, 700)
    refund(client, stripe_sim.payment(amount=5000), "rc-env-1")  # env: clean
    before = (stripe_b.refunds(), stripe_sim.refunds())

    got = reports(deps)
    acme = got["acme"]
    [finding] = acme["findings"]
    assert (finding["kind"], finding["account"], finding["provider"]) == (
        "manual_refund", "eu", "stripe")
    assert [r["refund_id"] for r in finding["refunds"]] == [manual["id"]]
    assert finding["refunds"][0]["account"] == "eu" and "'eu'" in finding["detail"]
    assert line(acme, "stripe", "eu")["refunds"] == 2 and line(acme, "stripe", "eu")["complete"]
    assert line(acme, "stripe", "eu")["ledger_entries"] == 1
    assert line(acme, "stripe", "env")["refunds"] == 1
    assert acme["checked"]["stripe"] == {"refunds": 3, "complete": True, "error": None,
                                         "accounts": ["env", "eu"]}
    # acme's account is acme's: globex's report neither names nor counts it
    globex = got["globex"]
    assert globex["findings"] == [] and globex["checked"]["stripe"]["accounts"] == ["env"]
    assert [a["account"] for a in globex["checked"]["accounts"]] == ["env", "env"]
    assert "eu" not in json.dumps(client.get(f"/v1/reconciliations/{globex['id']}",
                                             headers=GLOBEX).json)
    # the API names the account of each finding
    stored = client.get(f"/v1/reconciliations/{acme['id']}", headers=ACME).json
    assert stored["findings"][0]["account"] == "eu"
    assert (stripe_b.refunds(), stripe_sim.refunds()) == before  # read only


def test_each_accounts_entries_are_compared_with_that_account_only(client, deps, stripe_sim,
                                                                   accounts_b):
    stripe_b = accounts_b["stripe"]
    at_a, at_b = stripe_sim.payment(amount=5000), stripe_b.payment(amount=5000)
    on_env = refund(client, at_a, "rc-env-2")
    on_eu = refund(client, at_b, "rc-eu-2", account="eu")
    assert on_env.json["state"] == on_eu.json["state"] == "completed"
    # neither is missing because the other account lacks it (eu's refund is not at A, env's
    # is not at B): no finding at all, and nothing was read at the wrong account
    assert reports(deps)["acme"]["findings"] == []
    assert not stripe_sim.requests("GET", f"/v1/refunds/{on_eu.json['refund_id']}")
    assert not stripe_b.requests("GET", f"/v1/refunds/{on_env.json['refund_id']}")

    # an entry naming a refund that only the other account holds is missing at its own
    ledger_says(deps, "rc-ghost-env", stripe_sim.payment(), on_eu.json["refund_id"], "env")
    ledger_says(deps, "rc-ghost-eu", stripe_b.payment(), on_env.json["refund_id"], "eu")
    acme = reports(deps)["acme"]
    assert kinds(acme) == {("missing_at_provider", "env", "rc-ghost-env"),
                           ("missing_at_provider", "eu", "rc-ghost-eu")}
    eu = next(f for f in acme["findings"] if f["account"] == "eu")
    assert "stripe account 'eu'" in eu["detail"]
    assert line(acme, "stripe", "eu")["ledger_entries"] == 2
    assert line(acme, "stripe", "env")["ledger_entries"] == 2


def test_a_shopify_tenant_shops_refund_by_hand_is_found_there(client, deps, shopify_sim,
                                                              accounts_b):
    outlet = accounts_b["shopify"]
    order = outlet.order(5000)
    ours = client.post("/v1/refunds", headers=ACME,
                       json=refund_body(order, intent="rc-outlet-1", account="outlet"))
    assert ours.json["state"] == "completed", ours.json
    manual = refund_by_hand(outlet, order, "5.00")
    env_order = shopify_sim.order(5000)
    assert client.post("/v1/refunds", headers=ACME, json=refund_body(
        env_order, intent="rc-shop-env")).json["state"] == "completed"

    acme = reports(deps)["acme"]
    assert [(f["kind"], f["account"], f["refunds"][0]["refund_id"])
            for f in acme["findings"]] == [("manual_refund", "outlet", manual)]
    assert line(acme, "shopify", "outlet")["refunds"] == 2
    assert line(acme, "shopify", "env")["refunds"] == 1
    assert acme["checked"]["shopify"]["complete"] is True


def test_another_tenants_marker_in_a_tenants_account_is_not_that_tenants(client, deps,
                                                                         accounts_b):
    stripe_b = accounts_b["stripe"]
    at_b = stripe_b.payment(amount=5000)
    assert refund(client, at_b, "rc-eu-3", account="eu").json["state"] == "completed"
    # someone copies globex's marker into acme's account, on the payment acme refunded
    copied = by_hand(stripe_b, at_b, 300, {"surestep_tenant": "globex",
                                           "surestep_intent_id": "g-1"})
    got = reports(deps)
    assert got["globex"]["findings"] == []  # nothing of acme's account in globex's report
    assert [(f["kind"], f["account"], f["refunds"][0]["refund_id"])
            for f in got["acme"]["findings"]] == [("manual_refund", "eu", copied["id"])]


def test_a_marked_refund_in_another_account_than_the_ledgers_is_a_mismatch(client, deps,
                                                                          stripe_sim,
                                                                          accounts_b):
    stripe_b = accounts_b["stripe"]
    on_env = refund(client, stripe_sim.payment(amount=5000), "rc-env-4")
    assert on_env.json["state"] == "completed"
    # a refund carrying that intent's marker, made in acme's eu account
    copied = by_hand(stripe_b, stripe_b.payment(amount=5000), 1000,
                     {"surestep_tenant": "acme", "surestep_intent_id": "rc-env-4"})
    [finding] = reports(deps)["acme"]["findings"]
    assert (finding["kind"], finding["account"], finding["intent_id"]) == (
        "ledger_mismatch", "eu", "rc-env-4")
    assert "on account 'env'" in finding["detail"] and copied["id"] in finding["detail"]


def test_one_stripe_account_under_two_names_is_no_mismatch(client, deps, stripe_sim):
    # acme adds the environment's own Stripe account again, as "main"
    assert add(client, ALICE, provider="stripe", name="main", api_key=STRIPE_B_KEY,
               api_base=stripe_sim.url).status_code == 201
    done = refund(client, stripe_sim.payment(amount=5000), "rc-main-1", account="main")
    assert done.json["state"] == "completed" and done.json["account"] == "main"
    acme = reports(deps)["acme"]
    assert acme["findings"] == []
    assert line(acme, "stripe", "main")["refunds"] == line(acme, "stripe", "env")["refunds"] == 1


@pytest.fixture
def connected(accounts_b):
    accounts_b["stripe"].connect_accounts("acct_1Brand")
    return accounts_b["stripe"]


def test_a_connect_entry_is_read_on_its_connected_account(client, deps, connected):
    payment = connected.payment(amount=5000, account="acct_1Brand")
    done = refund(client, payment, "rc-connect-1", account="eu", stripe_account="acct_1Brand")
    assert done.json["state"] == "completed", done.json
    acme = reports(deps)["acme"]
    assert acme["findings"] == []
    eu = line(acme, "stripe", "eu")
    # the listing is the platform's own (the connected refund is not in it); the entry was read
    assert eu["refunds"] == 0 and eu["connected_reads"] == 1 and eu["complete"]
    assert "platform's own refunds only" in eu["covers"]
    # read by id and found: without the Stripe-Account header the simulator answers 404
    reads = connected.requests("GET", f"/v1/refunds/{done.json['refund_id']}")
    assert reads and reads[-1]["status"] == 200

    # the connected account's refund fails later: a mismatch naming both accounts
    connected.control("POST", f"/_sim/refunds/{done.json['refund_id']}/status",
                      {"status": "failed", "failure_reason": "lost_or_stolen_card"})
    [finding] = reports(deps)["acme"]["findings"]
    assert (finding["kind"], finding["account"], finding["stripe_account"]) == (
        "ledger_mismatch", "eu", "acct_1Brand")
    assert "the ledger says completed, the provider says failed" in finding["detail"]


def test_entries_on_a_removed_account_make_the_report_incomplete(client, deps, accounts_b):
    stripe_b = accounts_b["stripe"]
    assert refund(client, stripe_b.payment(amount=5000), "rc-gone-1",
                  account="eu").json["state"] == "completed"
    assert client.delete("/v1/accounts/stripe/eu", headers=ALICE).status_code == 204
    acme = reports(deps)["acme"]
    assert acme["findings"] == []  # not "missing": nothing of it could be read
    gone = line(acme, "stripe", "eu")
    assert gone["complete"] is False and "no such account any more" in gone["error"]
    assert acme["checked"]["stripe"]["complete"] is False
    assert acme["checked"]["stripe"]["error"].startswith("account 'eu': ")


def test_the_cli_names_the_account(client, deps, accounts_b, capsys):
    stripe_b = accounts_b["stripe"]
    at_b = stripe_b.payment(amount=5000)
    assert refund(client, at_b, "rc-cli-1", account="eu").json["state"] == "completed"
    manual = by_hand(stripe_b, at_b, 400)
    assert cli.main(["reconcile", "--since", "1h"]) == 1
    out = capsys.readouterr().out
    assert "acme: 1 discrepancies (1 manual_refund)" in out
    assert f"[manual_refund] refund {manual['id']}" in out and "in account 'eu'" in out
    assert cli.main(["reconcile", "--since", "1h", "--json"]) == 1
    [acme] = [r for r in json.loads(capsys.readouterr().out) if r["tenant"] == "acme"]
    assert acme["findings"][0]["account"] == "eu" and acme["findings"][0]["new"] is False
