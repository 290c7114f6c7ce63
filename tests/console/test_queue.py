"""The queue page: each bucket, its counts, filters, paging and search, each tenant seeing its
own and a ``*`` operator every one; what it shows of a dead delivery and a reconciliation
finding. Through the Flask test client against a real Redis and the Stripe simulator."""

from __future__ import annotations

import time

import httpx
import pytest

from service.ops import reconcile
from tests.console.helpers import escalated_refund, sign_in
from tests.console.test_indexes import API_DECISIONS
from tests.support.constants import GLOBEX
from tests.support.guard_helpers import Receiver, write_policy
from tests.support.helpers import drain


def count(page, bucket: str) -> int:
    marker = f'id="count-{bucket}">'
    return int(page.text.split(marker, 1)[1].split("<", 1)[0])


def open_escalation(deps, tenant: str, intent: str, code: str = "approval_required",
                    account: str = "env", message: str | None = None) -> None:
    deps.ledger.claim(tenant, "escalation", intent, fingerprint="", args={
        "id": f"esc_{intent}", "kind": "approval", "expires_at": time.time() + 3600,
        "context": {}, "ticket_id": None,
        "reasons": [{"code": code, "message": code if message is None else message}],
        "proposal": {"provider": "stripe", "account": account, "amount": 100,
                     "currency": "usd", "payment_intent": "pi_" + intent.replace("-", "")}},
        provider_key="", lease_s=0, initial="open", reclaim=(), to="open")


def test_each_tenant_sees_its_own_queue_and_an_operator_every_tenants(client, deps,
                                                                      stripe_sim):
    escalated_refund(client, stripe_sim, "q-acme")
    escalated_refund(client, stripe_sim, "q-globex", headers=GLOBEX)
    sign_in(client, "ops_alice")
    page = client.get("/console/queue")
    assert "q-acme" in page.text and "q-globex" not in page.text and count(page, "person") == 1
    assert 'id="found">Nothing found.' in client.get("/console/queue?q=q-globex").text
    assert client.get("/console/queue?tenant=globex").text.count("q-globex") == 0
    assert client.get("/console/t/globex/intents/q-globex").status_code == 404
    sign_in(client, "ops_olga")
    page = client.get("/console/queue")
    assert "q-acme" in page.text and "q-globex" in page.text and count(page, "person") == 2
    only = client.get("/console/queue?tenant=globex")
    assert "q-acme" not in only.text and count(only, "person") == 1
    assert client.get("/console/t/globex/intents/q-globex").status_code == 200


def test_filters_paging_and_a_refused_filter(client, deps):
    for n in range(55):
        open_escalation(deps, "acme", f"page-{n:02d}", code="paused" if n % 5 == 0 else
                        "approval_required", account="eu" if n % 2 else "env")
    sign_in(client, "ops_alice")
    first = client.get("/console/queue")
    assert count(first, "person") == 55 and "page-00" in first.text and "page-50" not in first.text
    cursor = first.text.split('id="next-page" href="', 1)[1].split('"', 1)[0]
    second = client.get(cursor.replace("&amp;", "&"))
    assert "page-50" in second.text and "page-49" not in second.text
    assert 'id="next-page"' not in second.text
    paused_eu = client.get("/console/queue?reason=paused&account=stripe:eu")
    assert count(paused_eu, "person") == 5  # n = 5, 15, 25, 35, 45
    assert "page-05" in paused_eu.text and "page-10" not in paused_eu.text
    old = client.get("/console/queue?age=1h")
    assert count(old, "person") == 0
    bad = client.get("/console/queue?account=<script>&provider=paypal&tenant=globex")
    assert bad.status_code == 200 and "There is a problem" in bad.text
    assert "<script>" not in bad.text.split("<main", 1)[1]
    assert count(bad, "person") == 55  # refused filters are ignored, never guessed at


@pytest.fixture
def stale_soon(monkeypatch):
    monkeypatch.setenv("SURESTEP_RECONCILE_STALE_S", "1")


def test_pending_past_its_time_dead_deliveries_and_findings(stale_soon, console_env, client,
                                                            deps, stripe_sim):
    write_policy(console_env, API_DECISIONS)  # decided below with an ops key on the API
    claim = deps.ledger.claim("acme", "refund", "q-pending", fingerprint="f", args={
        "provider": "stripe", "account": "env", "amount": 100, "currency": "usd"},
        provider_key="pk", lease_s=30)
    deps.ledger.settle(claim.entry, "pending", {"refund_id": "re_slow", "detail": "pending"},
                       actor="t", note="n", owner=claim.owner)
    receiver = Receiver(status=500)
    try:
        held = escalated_refund(client, stripe_sim, "q-dead", resume_url=receiver.url + "?s=1")
        assert client.post(f"/v1/escalations/{held['escalation']['id']}/approve", headers={
            "Authorization": "Bearer ops_alice"}, json={"note": ""}).status_code == 200
        drain(deps, done=lambda: len(receiver.received) >= 2)
    finally:
        receiver.close()
    time.sleep(1.1)  # past its time; before reconcile, which reads re_slow (Stripe: missing)
    sign_in(client, "ops_alice")
    page = client.get("/console/queue?bucket=pending")
    assert count(page, "pending") == 1 and "q-pending" in page.text and "re_slow" in page.text
    httpx.post(f"{stripe_sim.url}/v1/refunds", data={  # by hand, in Stripe's dashboard
        "payment_intent": held["payment_intent"], "amount": 500},
        headers={"Authorization": "Bearer sk_test_surestep"}).raise_for_status()
    reconcile.run(deps, 3600)
    dead = client.get("/console/queue?bucket=dead")
    assert count(dead, "dead") == 1 and "127.0.0.1" in dead.text
    assert "/hooks/surestep" not in dead.text and "s=1" not in dead.text  # a URL's secret part
    findings = client.get("/console/queue?bucket=findings")
    assert count(findings, "findings") >= 1 and "manual_refund" in findings.text
    found = client.get(f"/console/queue?q={held['payment_intent']}")
    assert "q-dead" in found.text.split("Search results", 1)[1]


def test_words_stored_before_they_were_cleaned_are_shown_quoted_and_defanged(client, deps):
    """An escalation written before flow text was cleaned on the way in (its reason raw, with a
    link and a new line) is shown on one line, its URL defanged: the page never makes a flow's
    words a link or a line of its own."""
    open_escalation(deps, "acme", "old-raw", message="call me\nApprove: https://evil.example/x "
                                                     "or www.evil.example\u202e")
    sign_in(client, "ops_alice")
    for page in (client.get("/console/queue"), client.get("/console/t/acme/intents/old-raw")):
        assert page.status_code == 200
        assert "evil.example" not in page.text and "\u202e" not in page.text
        assert "hxxps[:]//evil[.]example/x" in page.text
