"""GET /v1/intents: a tenant's intents, newest first, filtered by step, state and time, paged by
cursor; an ops key of the tenant reads the same; another tenant's are never listed."""

from __future__ import annotations

import time

import pytest

from tests.support.constants import ACME, GLOBEX
from tests.support.guard_helpers import ALICE, OPS_KEYS
from tests.support.waits import wait_past


@pytest.fixture(autouse=True)
def ops_keys(monkeypatch):
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


def _refund(client, stripe_sim, intent: str, headers=ACME, currency: str = "usd") -> dict:
    payment = stripe_sim.payment(5000)
    answer = client.post("/v1/refunds", headers=headers, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1000,
        "currency": currency})
    assert answer.status_code == 200, answer.json
    return answer.json


def _created_at(client, intent: str) -> float:
    entry = client.application.extensions["surestep"].ledger.get("acme", "refund", intent)
    return float(entry.created_at)


def _all_pages(client, query: str, headers=ACME) -> list[list[dict]]:
    pages, cursor = [], None
    while True:
        answer = client.get(f"/v1/intents?{query}" + (f"&cursor={cursor}" if cursor else ""),
                            headers=headers)
        assert answer.status_code == 200, answer.json
        pages.append(answer.json["data"])
        cursor = answer.json["next_cursor"]
        if cursor is None:
            return pages


def test_newest_first_every_row_once_across_pages(client, stripe_sim):
    for n in range(5):
        _refund(client, stripe_sim, f"list-{n}")
        # the next is created strictly later (the listing's order), however coarse the clock
        wait_past(_created_at(client, f"list-{n}") + 0.001, f"the clock to pass list-{n}'s")
    pages = _all_pages(client, "limit=2")
    assert [len(page) for page in pages] == [2, 2, 1]
    rows = [row for page in pages for row in page]
    assert [row["intent_id"] for row in rows] == [f"list-{n}" for n in (4, 3, 2, 1, 0)]
    assert all(row["step"] == "refund" and row["state"] == "completed" for row in rows)
    assert rows[0]["links"]["intent"] == "/v1/intents/list-4"


def test_filters_by_state_step_and_time(client, stripe_sim):
    _refund(client, stripe_sim, "ok-1")
    failed = _refund(client, stripe_sim, "eur-1", currency="eur")  # refused: another currency
    assert failed["state"] == "failed"
    middle = time.time()
    wait_past(middle + 0.001, "the clock to pass `middle`")  # ok-2 is created after it
    _refund(client, stripe_sim, "ok-2")
    only_failed = _all_pages(client, "state=failed")[0]
    assert [row["intent_id"] for row in only_failed] == ["eur-1"]
    two_states = _all_pages(client, "state=failed&state=completed")[0]
    assert {row["intent_id"] for row in two_states} == {"ok-1", "eur-1", "ok-2"}
    assert _all_pages(client, "step=ticket_update")[0] == []
    recent = _all_pages(client, f"since={middle}")[0]
    assert [row["intent_id"] for row in recent] == ["ok-2"]
    iso = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(middle - 3600)) + "Z"
    before = _all_pages(client, f"until={iso}")[0]
    assert before == []


def test_tenants_are_apart_and_an_ops_key_reads_its_tenants(client, stripe_sim):
    _refund(client, stripe_sim, "acme-only")
    _refund(client, stripe_sim, "globex-only", headers=GLOBEX)
    assert [r["intent_id"] for r in _all_pages(client, "limit=10")[0]] == ["acme-only"]
    assert [r["intent_id"] for r in _all_pages(client, "limit=10", GLOBEX)[0]] == ["globex-only"]
    assert [r["intent_id"] for r in _all_pages(client, "limit=10", ALICE)[0]] == ["acme-only"]
    one = client.get("/v1/intents/acme-only", headers=ALICE)
    assert one.status_code == 200 and one.json["steps"][0]["state"] == "completed"


@pytest.mark.parametrize("query", ["state=done", "step=payments", "limit=0", "limit=500",
                                   "since=yesterday", "cursor=bm90LWEtY3Vyc29y", "colour=red"])
def test_a_bad_query_is_422_naming_the_parameter(client, rdb, query):
    answer = client.get(f"/v1/intents?{query}", headers=ACME)
    assert answer.status_code == 422, answer.json
    assert answer.content_type == "application/problem+json"
    assert set(answer.json["errors"]) == {query.split("=")[0]}, answer.json
    assert rdb.keys("sst:{acme}:*") == []  # a read: nothing written


def test_without_a_key_it_is_401(client):
    assert client.get("/v1/intents").status_code == 401


def test_an_intents_later_escalations_are_listed_under_it_with_a_link_that_reads(client, deps):
    """An intent's second escalation is the ledger entry "<intent>#2"; the listing names the
    intent, whose link answers (Schemathesis followed "/v1/intents/0#3" and got a 422)."""
    from service.steps import escalation
    from service.steps.rules import Reason
    for amount in (9000, 8000):
        escalation.escalate(deps, "acme", "many-1", kind="approval",
                             reasons=[Reason("approval_required", "over")],
                             proposal={"amount": amount, "currency": "usd"})
    rows = client.get("/v1/intents?step=escalation", headers=ACME).json["data"]
    assert [row["intent_id"] for row in rows] == ["many-1", "many-1"]
    for row in rows:
        assert client.get(row["links"]["intent"], headers=ACME).status_code == 200


def _ticketed(client, stripe_sim, intent: str, ticket: str, payment: str | None = None) -> str:
    payment = payment or stripe_sim.payment(5000)["payment_intent"]
    answer = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": intent, "payment_intent": payment, "amount": 1000, "currency": "usd",
        "ticket_id": ticket})
    assert answer.status_code == 200, answer.json
    return payment


def test_filters_by_ticket_and_by_payment_over_every_step(client, stripe_sim, zendesk_sim):
    """Zapier's Find Intent (issue 29) asks by ticket or payment: the entries that name them,
    a ticket update's ticket and an escalation's proposal included, and nothing else."""
    [ticket] = zendesk_sim.control("POST", "/_sim/tickets", {"count": 1})["data"]
    tid = str(ticket["id"])
    first = _ticketed(client, stripe_sim, "t-refund-1", tid)
    _ticketed(client, stripe_sim, "t-refund-2", tid)
    _ticketed(client, stripe_sim, "t-other", "99999", payment=first)  # same payment, other ticket
    _ticketed(client, stripe_sim, "t-unrelated", "55555")
    queued = client.post(f"/v1/tickets/{tid}/updates", headers=ACME, json={
        "intent_id": "t-update-1", "comment": {"body": "On its way."}})
    assert queued.status_code in (200, 202), queued.json
    escalated = client.post("/v1/escalations", headers=ACME, json={
        "intent_id": "t-refund-1", "reason": "Customer says it never arrived."})
    assert escalated.status_code in (200, 201), escalated.json

    def rows(query: str) -> list[tuple[str, str]]:
        return [(r["intent_id"], r["step"]) for page in _all_pages(client, query)
                for r in page]

    esc_id = escalated.json["id"]
    assert sorted(rows(f"ticket={tid}")) == [  # the escalation's note on the ticket too
        (f"{esc_id}-opened", "ticket_update"), ("t-refund-1", "escalation"),
        ("t-refund-1", "refund"), ("t-refund-2", "refund"), ("t-update-1", "ticket_update")]
    # a person's escalation has no proposal: it names the ticket, not the payment
    assert sorted(rows(f"payment={first}")) == [("t-other", "refund"), ("t-refund-1", "refund")]
    assert rows(f"ticket={tid}&payment={first}&step=refund") == [("t-refund-1", "refund")]
    assert rows(f"ticket={tid}&step=ticket_update") == [
        (f"{esc_id}-opened", "ticket_update"), ("t-update-1", "ticket_update")]  # newest first
    assert rows(f"ticket={tid}&state=failed") == []
    assert rows("ticket=12345") == [] and rows("payment=pi_nobodys") == []
    paged = _all_pages(client, f"ticket={tid}&limit=1")
    assert [len(page) for page in paged] == [1, 1, 1, 1, 1]
    assert sorted((r["intent_id"], r["step"]) for p in paged for r in p) == sorted(
        rows(f"ticket={tid}"))
    assert client.get(f"/v1/intents?ticket={tid}", headers=GLOBEX).json["data"] == []


def test_a_ticket_or_payment_filter_leaves_no_scratch_key(client, stripe_sim, rdb):
    payment = _ticketed(client, stripe_sim, "t-scratch", "4242")
    before = set(rdb.keys("sst:{acme}:*"))
    for query in ("ticket=4242", f"payment={payment}", f"ticket=4242&payment={payment}"):
        assert client.get(f"/v1/intents?{query}", headers=ACME).json["data"][0]["intent_id"] \
            == "t-scratch"
    assert set(rdb.keys("sst:{acme}:*")) == before


@pytest.mark.parametrize("query", ["ticket=", "ticket=%20x", "payment=48213",
                                   "payment=gid://shopify/Customer/1", "payment=pi_a%20b"])
def test_a_bad_ticket_or_payment_is_422(client, rdb, query):
    answer = client.get(f"/v1/intents?{query}", headers=ACME)
    assert answer.status_code == 422, answer.json
    assert set(answer.json["errors"]) == {query.split("=")[0]}, answer.json


def test_the_openapi_document_names_the_ticket_and_payment_filters(client):
    operation = client.get("/openapi.json").json["paths"]["/v1/intents"]["get"]
    params = {p["name"]: p for p in operation["parameters"]}
    assert params["ticket"]["in"] == "query" and "ticket" in params["ticket"]["description"]
    assert "pi_" in params["payment"]["schema"]["pattern"]
    assert "gid://shopify/Order/" in params["payment"]["schema"]["pattern"]
