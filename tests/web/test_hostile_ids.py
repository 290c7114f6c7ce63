"""Identity is exact: an id is taken whole as sent or refused (422), never trimmed, folded or
normalised, so nothing near-identical becomes a second intent (``service.ids``).

Every refusal is checked where it would show: no ``sst:*`` key in Redis, and nothing in the
Stripe simulator's own record of refunds and requests.
"""

from __future__ import annotations

import pytest

from service.steps.refund import settled_replay
from tests.support.constants import ACME
from tests.support.guard_helpers import ALICE, OPS_KEYS

JSON = {**ACME, "Content-Type": "application/json"}


@pytest.fixture
def ops_keys(monkeypatch):
    """People's ops keys, set before the app is built (list this fixture before ``client``)."""
    monkeypatch.setenv("SURESTEP_OPS_KEYS", OPS_KEYS)


def keys(rdb) -> list[bytes]:
    return list(rdb.scan_iter("sst:*"))


def refund(client, payment: dict, intent: str = "abc", headers: dict | None = None, **extra):
    return client.post("/v1/refunds", headers=headers or ACME, json={
        "intent_id": intent, "payment_intent": payment["payment_intent"], "amount": 1200,
        "currency": "usd", **extra})


def refused(response, field: str) -> None:
    assert response.status_code == 422, response.json
    assert response.content_type == "application/problem+json"
    assert field in response.json["errors"], response.json


def test_abc_newline_is_refused_and_abc_refunds_once(client, rdb, stripe_sim):
    payment = stripe_sim.payment(5000)
    refused(refund(client, payment, "abc\n"), "intent_id")
    assert keys(rdb) == [] and stripe_sim.requests() == [] and stripe_sim.refunds() == []
    first = refund(client, payment, "abc")
    assert first.status_code == 200 and first.json["state"] == "completed"
    for variant in ("abc\n", "abc\r\n", "abc ", " abc", "abc\t", "abc\x00", "\u0430bc", "ａbc"):
        refused(refund(client, payment, variant), "intent_id")
    again = refund(client, payment, "abc")
    assert again.json["replayed"] is True and again.json["refund_id"] == first.json["refund_id"]
    assert len(stripe_sim.refunds()) == 1
    assert len(stripe_sim.creates()) == 1


@pytest.mark.parametrize("field,value", [
    ("payment_intent", "pi_demo_1\n"), ("payment_intent", "pi_demo_\u0661"),  # Arabic-Indic 1
    ("payment_intent", "pi_dеmo"),  # a Cyrillic e
    ("currency", "usd\n"), ("ticket_id", "48213\n"), ("ticket_id", " 48213"),
    ("ticket_id", "48213 "), ("ticket_id", "048213"), ("ticket_id", "４８２１３"),
    ("ticket_id", "\u0664\u0668"), ("ticket_id", "48\u200b213"), ("ticket_id", "48\x7f"),
])
def test_stripe_ids_are_matched_whole_and_ascii(client, rdb, stripe_sim, field, value):
    payment = stripe_sim.payment(5000)
    refused(refund(client, payment, **{field: value}), field)
    assert keys(rdb) == [] and stripe_sim.requests() == []


@pytest.mark.parametrize("value", ["cus_a\n", " cus_a", "cus_a ", "cus_\u200ba", "cus_ａ",
                                   "cus a", ""])
def test_a_customer_id_is_matched_whole_and_ascii(client, rdb, stripe_sim, value):
    """The guard compares customer.id with the payment's customer exactly: a look-alike is
    refused at the edge rather than merely failing to match there."""
    payment = stripe_sim.payment(5000, customer="cus_a")
    response = refund(client, payment, customer={"id": value})
    assert response.status_code == 422 and "customer" in response.json["errors"], response.json
    assert keys(rdb) == [] and stripe_sim.requests() == []


def test_charge_ids_are_matched_whole(client, rdb, stripe_sim):
    body = {"intent_id": "c-1", "charge": "ch_demo\n", "amount": 100, "currency": "usd"}
    refused(client.post("/v1/refunds", json=body, headers=ACME), "charge")
    assert keys(rdb) == [] and stripe_sim.requests() == []


@pytest.mark.parametrize("changes,field", [
    ({"order_id": "gid://shopify/Order/1\n"}, "order_id"),
    ({"order_id": "gid://shopify/Order/\u0661"}, "order_id"),
    ({"refund_line_items": [{"line_item_id": "gid://shopify/LineItem/1\n", "quantity": 1}]},
     "refund_line_items"),
    ({"ticket_id": "1 "}, "ticket_id"),
])
def test_shopify_ids_are_matched_whole(client, rdb, shopify_sim, changes, field):
    body = {"intent_id": "s-1", "provider": "shopify", "order_id": "gid://shopify/Order/1",
            "amount": 100, "currency": "usd", **changes}
    if "refund_line_items" in changes:
        body.pop("amount"), body.pop("currency")
    refused(client.post("/v1/refunds", json=body, headers=ACME), field)
    assert keys(rdb) == []


def test_a_good_ticket_reference_is_taken_as_sent(client, rdb, stripe_sim):
    payment = stripe_sim.payment(5000)
    answer = refund(client, payment, "t-1", ticket_id="JIRA-12 b")
    assert answer.status_code == 200 and answer.json["state"] == "completed"


def test_other_endpoints_take_exact_intent_ids(client, rdb, stripe_sim, zendesk_sim):
    refused(client.post("/v1/refunds/verify", json={"intent_id": "abc\n"}, headers=ACME),
            "intent_id")
    refused(client.post("/v1/escalations", json={"intent_id": "abc\n", "reason": "r"},
                        headers=ACME), "intent_id")
    refused(client.post("/v1/escalations", json={"intent_id": "abc", "reason": "r",
                                                 "ticket_id": "12\n"}, headers=ACME),
            "ticket_id")
    update = {"intent_id": "abc\n", "comment": {"body": "hi"}}
    refused(client.post("/v1/tickets/1/updates", json=update, headers=ACME), "intent_id")
    refused(client.post("/v1/tickets/updates", json={**update, "ticket_ids": [1]},
                        headers=ACME), "intent_id")
    too_big = {"intent_id": "abc", "comment": {"body": "hi"}, "ticket_ids": [2**63]}
    refused(client.post("/v1/tickets/updates", json=too_big, headers=ACME), "ticket_ids")
    assert keys(rdb) == [] and stripe_sim.requests() == []
    assert zendesk_sim.requests() == []


def test_path_ids_are_matched_whole(client, rdb, stripe_sim, zendesk_sim):
    payment = stripe_sim.payment(5000)
    assert refund(client, payment, "abc").status_code == 200
    before = sorted(keys(rdb))
    assert client.get("/v1/intents/abc", headers=ACME).status_code == 200
    refused(client.get("/v1/intents/abc%0A", headers=ACME), "intent_id")
    refused(client.get("/v1/intents/abc%20", headers=ACME), "intent_id")
    refused(client.get("/v1/jobs/job_1%0A", headers=ACME), "job_id")
    refused(client.get("/v1/escalations/esc_1%0A", headers=ACME), "escalation_id")
    refused(client.get("/v1/reconciliations/rec_1%0A", headers=ACME), "report_id")
    refused(client.get("/v1/subscriptions/sub_1%0A", headers=ACME), "sub_id")
    assert sorted(keys(rdb)) == before and len(stripe_sim.creates()) == 1


def test_a_path_id_cannot_reach_into_the_redis_key_it_ends(app, client, rdb):
    sub = client.post("/v1/subscriptions", headers=ACME, json={
        "target_url": "http://127.0.0.1:9/hook", "events": ["refund.completed"]}).json
    rdb.rpush(f"sst:{{acme}}:sub:{sub['id']}:dead", "a dead letter")
    before = sorted(keys(rdb))
    refused(client.delete(f"/v1/subscriptions/{sub['id']}:dead", headers=ACME), "sub_id")
    assert sorted(keys(rdb)) == before


@pytest.mark.parametrize("segment", ["0123", "01", "%201", "-1", "1.0", "0", "\u0661\u0662\u0663",
                                     "１２３", "9" * 20, "9223372036854775808"])
def test_a_ticket_number_in_the_path_is_plain_ascii_or_422(client, rdb, zendesk_sim, segment):
    update = {"intent_id": "tu-1", "comment": {"body": "hi"}}
    refused(client.post(f"/v1/tickets/{segment}/updates", json=update, headers=ACME),
            "ticket_id")
    assert keys(rdb) == [] and zendesk_sim.requests() == []


def test_decisions_take_exact_escalation_ids(ops_keys, client, rdb):
    for decision in ("approve", "reject"):
        refused(client.post(f"/v1/escalations/esc_1%0A/{decision}", json={"note": ""},
                            headers=ALICE), "escalation_id")
    assert keys(rdb) == []


@pytest.mark.parametrize("raw", ["", '""', '"k', 'k"', '" k"', '"k "', "a b", "k\x01",
                                 "k\x7f", '"k\\x"', "k" * 256])
def test_a_bad_idempotency_key_is_422_and_never_trimmed_into_another(client, rdb, stripe_sim,
                                                                      raw):
    payment = stripe_sim.payment(5000)
    refused(refund(client, payment, "idem-1", headers={**ACME, "Idempotency-Key": raw}),
            "Idempotency-Key")
    assert keys(rdb) == [] and stripe_sim.requests() == []


def test_quoting_is_syntax_so_quoted_and_bare_keys_are_one_key(client, rdb, stripe_sim):
    payment = stripe_sim.payment(5000)
    first = refund(client, payment, "idem-1", headers={**ACME, "Idempotency-Key": '"k-1"'})
    assert first.status_code == 200
    other = refund(client, payment, "idem-2", headers={**ACME, "Idempotency-Key": "k-1"})
    assert other.status_code == 422 and other.json["type"].endswith("idempotency-conflict")
    escaped = refund(client, payment, "idem-3", headers={**ACME, "Idempotency-Key": r'"a\"b"'})
    assert escaped.status_code == 200
    assert rdb.exists('sst:{acme}:idem:a"b') and len(stripe_sim.refunds()) == 2


def test_the_fast_path_never_answers_a_variant_from_an_entry(app, client, deps, rdb, stripe_sim):
    """Even an entry recorded under "abc\\n" before ids were matched whole is not replayed: the
    fast path answers only for an intent id that is one; the full path then refuses it."""
    payment = stripe_sim.payment(5000)
    assert refund(client, payment, "abc").json["state"] == "completed"
    legacy = deps.ledger.key("acme", "refund", "abc\n")
    rdb.restore(legacy, 0, rdb.dump(deps.ledger.key("acme", "refund", "abc")))
    body = {"intent_id": "abc\n", "payment_intent": payment["payment_intent"], "amount": 1200,
            "currency": "usd"}
    assert settled_replay(deps, "acme", body) is None
    assert settled_replay(deps, "acme", {**body, "intent_id": "abc"}) is not None
    refused(client.post("/v1/refunds", json=body, headers=ACME), "intent_id")
    assert len(stripe_sim.refunds()) == 1
