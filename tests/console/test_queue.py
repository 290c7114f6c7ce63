"""The queue page: each bucket, its counts, filters, paging and search, each tenant seeing its
own and a ``*`` operator every one; what it shows of a dead delivery and a reconciliation
finding. Through the Flask test client against a real Redis and the Stripe simulator."""

from __future__ import annotations

import html
import re
import time

import httpx
import pytest

from service.ops import reconcile
from tests.console.helpers import escalated_refund, sign_in
from tests.console.test_indexes import API_DECISIONS
from tests.support.constants import GLOBEX
from tests.support.guard_helpers import Receiver, write_policy
from tests.support.helpers import drain
from tests.support.waits import wait_until


def rows_of(page: str) -> list[str]:
    """The rows of the page's table (``id="rows"``), each as its HTML."""
    body = page.split('id="rows"', 1)[1].split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return body.split("<tr>")[1:]


def cells(row: str) -> dict[str, str]:
    """A row's cells by their column's name, as text."""
    return {label: " ".join(re.sub(r"<[^>]+>", " ", html.unescape(text)).split())
            for label, text in re.findall(r'<td data-label="([^"]+)"[^>]*>(.*?)</td>', row,
                                          re.S)}


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


def test_a_row_is_one_line_of_what_a_person_decides(client, deps, stripe_sim):
    """One row per item: age, tenant, ticket, customer, the amount in major units, the
    reasons' codes (each once: the guard's repeat the escalation's), the state; the reasons'
    words and the guard's are on the intent's page, not in the queue."""
    escalated_refund(client, stripe_sim, "row-1", amount=7500, ticket_id="48213",
                     customer={"id": "cus_42", "email": "ana@example.com"})
    deps.ledger.claim("acme", "escalation", "row-guard", fingerprint="", args={
        "id": "esc_rowguard", "kind": "approval", "expires_at": time.time() + 3600,
        "context": {}, "ticket_id": "48214",
        "reasons": [{"code": "args_not_grounded", "message": "Not a figure the customer wrote."}],
        "proposal": {"provider": "stripe", "account": "env", "amount": 4999, "currency": "usd",
                     "payment_intent": "pi_guarded", "customer": {"id": "cus_7"}},
        "guard": {"verdict": "ask", "scores": {"p_unsafe": 0.55}, "reasons": [
            {"code": "args_not_grounded", "message": "Not a figure the customer wrote."}]}},
        provider_key="", lease_s=0, initial="open", reclaim=(), to="open")
    client.post("/v1/escalations", headers={"Authorization": "Bearer key_acme"},
                json={"intent_id": "row-flow", "reason": "look at it"})
    sign_in(client, "ops_alice")
    page = client.get("/console/queue")
    head = page.text.split('id="rows"', 1)[1].split("</thead>", 1)[0]
    assert re.findall(r'<th scope="col"[^>]*>([^<]+)</th>', head) == [
        "Intent", "Age", "Tenant", "Ticket", "Customer", "Amount", "Reasons", "State"]
    rows = {cells(r)["Intent"]: cells(r) for r in rows_of(page.text)}
    assert len(rows_of(page.text)) == 3 == len(rows)
    assert rows["row-1"] | {"Age": ""} == {
        "Intent": "row-1", "Age": "", "Tenant": "acme", "Ticket": "48213",
        "Customer": "ana@example.com", "Amount": "75.00 USD", "Reasons": "approval_required",
        "State": "open, 2 d 23 h left"}
    assert rows["row-guard"]["Reasons"] == "args_not_grounded"  # said once
    assert (rows["row-guard"]["Ticket"], rows["row-guard"]["Customer"]) == ("48214", "cus_7")
    assert (rows["row-flow"]["Amount"], rows["row-flow"]["Ticket"]) == ("none", "–")
    table = page.text.split('id="rows"', 1)[1].split("</table>", 1)[0]
    assert "minor units" not in table and "Not a figure" not in table and "Guard" not in table
    assert "Who may decide: alice, bob or an operator (olga)." in page.text


def late_pending(client):
    """The pending tab, once it counts one pending refund as late (else None)."""
    page = client.get("/console/queue?bucket=pending")
    return page if count(page, "pending") == 1 else None


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
    sign_in(client, "ops_alice")
    # past its time (SURESTEP_RECONCILE_STALE_S, 1 s); before reconcile, which reads re_slow
    # (Stripe: missing). The page itself says when: it counts a pending one once it is late.
    page = wait_until(lambda: late_pending(client), "q-pending to be counted late", 15)
    assert "q-pending" in page.text and "re_slow" in page.text
    httpx.post(f"{stripe_sim.url}/v1/refunds", data={  # by hand, in Stripe's dashboard
        "payment_intent": held["payment_intent"], "amount": 500},
        headers={"Authorization": "Bearer sk_test_surestep"}).raise_for_status()
    reconcile.run(deps, 3600)
    dead = client.get("/console/queue?bucket=dead")
    assert count(dead, "dead") == 1 and "127.0.0.1" in dead.text
    [row] = rows_of(dead.text)  # it names the intent whose result it carried, a link to it
    assert cells(row)["Intent"] == "q-dead" and cells(row)["Delivery"].startswith("dlv_")
    assert 'href="/console/t/acme/intents/q-dead">q-dead</a>' in row
    assert "/hooks/surestep" not in dead.text and "s=1" not in dead.text  # a URL's secret part
    findings = client.get("/console/queue?bucket=findings")
    assert count(findings, "findings") >= 1 and "manual_refund" in findings.text
    found = client.get(f"/console/queue?q={held['payment_intent']}")
    assert "q-dead" in found.text.split("Search results", 1)[1]


def test_words_stored_before_they_were_cleaned_are_shown_quoted_and_defanged(client, deps):
    """An escalation written before flow text was cleaned on the way in (its reason raw, with a
    link and a new line) is shown on one line, its URL defanged: the page never makes a flow's
    words a link or a line of its own. The queue's row names the reason by its code only."""
    open_escalation(deps, "acme", "old-raw", message="call me\nApprove: https://evil.example/x "
                                                     "or www.evil.example\u202e")
    sign_in(client, "ops_alice")
    queue, intent = client.get("/console/queue"), client.get("/console/t/acme/intents/old-raw")
    for page in (queue, intent):
        assert page.status_code == 200
        assert "evil.example" not in page.text and "\u202e" not in page.text
    assert "hxxps[:]//evil[.]example/x" in intent.text
    assert "<code>approval_required</code>" in rows_of(queue.text)[0]
