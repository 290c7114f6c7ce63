"""A flow's (or an agent's) wrong ``account``: whitespace, case, traversal, another tenant's
name, an empty or oversized value, the wrong type. Each is a 422 naming ``account``, and
nothing is written to Redis or sent to either simulator."""

from __future__ import annotations

import pytest

from tests.accounts.test_isolation import refund
from tests.steps.test_tickets import new_tickets, update
from tests.support.constants import ACME, GLOBEX

BAD = ["eu ", " eu", "eu\n", "EU", "../eu", "eu:x", "", "e" * 41, "é", 7, None, ["eu"],
       {"name": "eu"}]


@pytest.mark.parametrize("value", BAD, ids=repr)
def test_a_malformed_account_is_422_and_nothing_moves(client, rdb, stripe_sim, accounts_b,
                                                      value):
    payment = accounts_b["stripe"].payment(amount=5000)
    before = set(rdb.keys("*"))
    answer = refund(client, payment, "hostile-acct", account=value)
    assert answer.status_code == 422, answer.json
    assert "account" in answer.json["errors"]
    assert set(rdb.keys("*")) == before
    assert accounts_b["stripe"].requests("POST", "/v1/refunds") == []
    assert stripe_sim.requests("POST", "/v1/refunds") == []


def test_another_tenants_zendesk_account_moves_no_comment(client, deps, rdb, accounts_b):
    [tid] = new_tickets(accounts_b["zendesk"])
    before = set(rdb.keys("*"))
    for headers, name in ((GLOBEX, "support-eu"), (ACME, "support-eu ")):
        answer = update(client, tid, intent="hostile-zd", headers=headers, account=name)
        assert answer.status_code == 422 and "account" in answer.json["errors"], answer.json
    assert set(rdb.keys("*")) == before and deps.queue.count == 0
    assert accounts_b["zendesk"].requests("PUT") == []
