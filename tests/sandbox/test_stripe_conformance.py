"""The Stripe simulator and our Stripe connector held to Stripe's spec as the installed stripe
SDK's generated classes carry it (tests/support/stripe_spec.py), with no network beyond loopback.

The objects are the simulator's raw JSON over real HTTP (refunds in every status, created,
retrieved and listed; PaymentIntents and Charges, expanded as our connector reads them);
the parameters are every request our connector and the refund step sent to the simulator,
each checked against its endpoint's params TypedDict.
"""

from __future__ import annotations

import time

import httpx
import pytest
import stripe
from stripe.params import (
    BalanceRetrieveParams,
    ChargeRetrieveParams,
    PaymentIntentRetrieveParams,
    RefundCreateParams,
    RefundListParams,
    RefundRetrieveParams,
)

from sandbox.simulators import stripe_accounts, stripe_sim
from tests.support.constants import ACME
from tests.support.stripe_spec import (
    never_null,
    object_problems,
    param_problems,
    required,
    value_problems,
)

STATUSES = ("pending", "requires_action", "succeeded", "failed", "canceled")
KEY = {"Authorization": "Bearer sk_test_conformance"}


def api(sim) -> httpx.Client:
    return httpx.Client(base_url=sim.url, headers=KEY, timeout=10)


def create(http: httpx.Client, payment: dict, amount: int = 100, **extra) -> dict:
    response = http.post("/v1/refunds", data={"payment_intent": payment["payment_intent"],
                                              "amount": amount, **extra})
    assert response.status_code == 200, response.text
    return response.json()


# ----- the reading of the SDK the checks rely on ----------------------------------------------
def test_the_sdk_still_marks_the_never_null_objects_and_the_required_fields_we_rely_on():
    assert never_null(stripe.Refund, "destination_details")
    assert never_null(stripe.Refund, "next_action")
    assert never_null(stripe.Refund.NextAction, "display_details")
    # nullable objects (anyOf + nullable, with a description) are not taken for never-null
    assert not never_null(stripe.PaymentIntent, "next_action")
    assert not never_null(stripe.Charge, "payment_method_details")
    assert not never_null(stripe.Refund, "failure_reason")  # a scalar
    assert required(stripe.Refund.DestinationDetails, "type")
    assert required(stripe.Refund.NextAction.DisplayDetails, "email_sent")
    assert required(stripe.Refund.NextAction.DisplayDetails, "expires_at")
    assert not required(stripe.Refund, "destination_details")


def test_the_checks_bite_on_what_the_spec_does_not_allow():
    good = {"id": "re_1", "object": "refund", "amount": 100, "created": 1, "currency": "usd",
            "status": "succeeded", "destination_details": {"type": "card"}}
    assert object_problems(good, stripe.Refund, "refund") == []
    bad = [({"destination_details": None}, "refund.destination_details: null"),
           ({"destination_details": {"card": {}}}, "refund.destination_details.type: missing"),
           ({"next_action": {"type": "display_details", "display_details": None}},
            "refund.next_action.display_details: null"),
           ({"next_action": {"type": "display_details", "display_details": {"expires_at": 1}}},
            "refund.next_action.display_details.email_sent: missing"),
           ({"amount": "100"}, "refund.amount: '100' is not int"),
           ({"object": "charge"}, "refund.object"),
           ({"reason": "changed_mind"}, "refund.reason"),  # reason's Literal | str: not this
           ({"refunded_to": "card"}, "refund.refunded_to: not a field of Refund"),
           ({"charge": {"id": "ch_1", "object": "charge", "amount": True}}, "refund.charge.")]
    for change, expected in bad:
        found = object_problems({**good, **change}, stripe.Refund, "refund")
        if expected == "refund.reason":  # a free string is allowed by the SDK's Union
            assert found == [], found
            continue
        assert any(p.startswith(expected) for p in found), (change, found)
    assert param_problems({"amount": "12.5"}, RefundCreateParams) == [
        "params[amount]: '12.5' is not int"]
    assert param_problems({"idempotency_key": "k", "refund_amount": "1"}, RefundCreateParams) == [
        "params[idempotency_key]: not a parameter of RefundCreateParams",
        "params[refund_amount]: not a parameter of RefundCreateParams"]
    assert param_problems({"created": {"since": "1"}}, RefundListParams) == [
        "params[created][since]: not a parameter of RefundListParamsCreated"]


# ----- the simulator's objects ------------------------------------------------------------------
@pytest.mark.parametrize("status", STATUSES)
def test_a_refund_in_every_status_is_a_stripe_refund_created_retrieved_and_listed(stripe_sim,
                                                                                  status):
    stripe_sim.configure(refund_initial_status=status)
    payment = stripe_sim.payment(5000, receipt_email="jane@example.com")
    with api(stripe_sim) as http:
        created = create(http, payment, reason="duplicate", **{"metadata[order]": "A-1"})
        retrieved = http.get(f"/v1/refunds/{created['id']}").json()
        listed = http.get("/v1/refunds", params={"payment_intent": payment["payment_intent"]})
    assert created["status"] == status
    assert object_problems(created, stripe.Refund, "created") == []
    assert object_problems(retrieved, stripe.Refund, "retrieved") == []
    page_type = stripe.ListObject[stripe.Refund]
    assert value_problems(listed.json(), page_type, "listed", stripe.Refund) == []
    assert created["destination_details"]["type"] == "card"
    if status == "requires_action":
        details = created["next_action"]["display_details"]
        assert details["email_sent"]["email_sent_to"] == "jane@example.com"
        assert details["expires_at"] > details["email_sent"]["email_sent_at"] == created["created"]


def test_a_requires_action_refund_mails_its_instructions_to_the_instructions_email(stripe_sim):
    stripe_sim.configure(refund_initial_status="requires_action")
    payment = stripe_sim.payment(5000, receipt_email="jane@example.com")
    with api(stripe_sim) as http:
        refund = create(http, payment, instructions_email="refunds@example.com")
    assert refund["next_action"]["display_details"]["email_sent"]["email_sent_to"] == (
        "refunds@example.com")


def test_a_card_reference_is_there_once_the_refund_succeeded(stripe_sim):
    stripe_sim.configure(refund_pending_s=60)
    payment = stripe_sim.payment(5000)
    with api(stripe_sim) as http:
        pending = create(http, payment)
        stripe_sim.advance(60)
        settled = http.get(f"/v1/refunds/{pending['id']}").json()
    assert pending["destination_details"]["card"]["reference_status"] == "pending"
    assert pending["destination_details"]["card"]["reference"] is None
    assert settled["destination_details"]["card"]["reference_status"] == "available"
    assert settled["destination_details"]["card"]["reference"]
    assert object_problems(settled, stripe.Refund, "settled") == []


@pytest.mark.parametrize("expand", [[], ["customer", "latest_charge.refunds"],
                                    ["latest_charge"]])
@pytest.mark.parametrize("status", ["succeeded", "processing", "requires_capture"])
def test_a_payment_intent_is_a_stripe_payment_intent_as_read(stripe_sim, expand, status):
    payment = stripe_sim.payment(5000, status=status, customer="cus_conf", customer_email="a@b.co",
                                 billing_email="b@b.co")
    with api(stripe_sim) as http:
        if status == "succeeded":
            create(http, payment)
        body = http.get(f"/v1/payment_intents/{payment['payment_intent']}",
                        params={"expand[]": expand}).json()
    assert body["object"] == "payment_intent", body
    assert object_problems(body, stripe.PaymentIntent, "payment_intent") == []


@pytest.mark.parametrize("expand", [[], ["customer", "refunds"]])
def test_a_charge_is_a_stripe_charge_as_read(stripe_sim, expand):
    payment = stripe_sim.payment(5000, customer="cus_conf", receipt_email="r@b.co")
    with api(stripe_sim) as http:
        create(http, payment)
        body = http.get(f"/v1/charges/{payment['charge']}", params={"expand[]": expand}).json()
    assert body["object"] == "charge", body
    assert object_problems(body, stripe.Charge, "charge") == []


@pytest.mark.parametrize("account", [None, "acct_1Conformance"])
def test_a_balance_is_a_stripe_balance_for_the_platform_and_a_connected_account(stripe_sim,
                                                                                account):
    stripe_sim.connect_accounts("acct_1Conformance")
    stripe_sim.payment(5000, account=account)
    stripe_sim.payment(1000, currency="eur", account=account)
    extra = {"Stripe-Account": account} if account else {}
    with httpx.Client(base_url=stripe_sim.url, headers={**KEY, **extra}, timeout=10) as http:
        body = http.get("/v1/balance").json()
    assert body["object"] == "balance", body
    assert object_problems(body, stripe.Balance, "balance") == []
    assert {a["currency"]: a["amount"] for a in body["available"]} == {"usd": 5000, "eur": 1000}
    assert ("connect_reserved" in body) == (account is None)


def test_the_parameters_the_simulator_takes_are_stripe_s():
    def documented(typed) -> set:
        return set(typed.__annotations__) - set(stripe.RequestOptions.__annotations__)
    assert documented(RefundCreateParams) >= stripe_sim._CREATE_PARAMS
    assert documented(RefundListParams) >= stripe_sim._LIST_PARAMS
    retrieve = stripe_sim._RETRIEVE_PARAMS
    assert retrieve["payment_intent"] <= documented(PaymentIntentRetrieveParams)
    assert retrieve["charge"] <= documented(ChargeRetrieveParams)
    assert retrieve["refund"] <= documented(RefundRetrieveParams)
    assert documented(BalanceRetrieveParams) >= stripe_accounts.BALANCE_PARAMS


# ----- what our connector sends -------------------------------------------------------------
ENDPOINTS = {("POST", "/v1/refunds"): RefundCreateParams, ("GET", "/v1/refunds"): RefundListParams,
             ("GET", "/v1/refunds/"): RefundRetrieveParams,
             ("GET", "/v1/payment_intents/"): PaymentIntentRetrieveParams,
             ("GET", "/v1/charges/"): ChargeRetrieveParams}


def _endpoint(method: str, path: str):
    for (m, prefix), typed in ENDPOINTS.items():
        if m == method and (path == prefix or (prefix.endswith("/") and path.startswith(prefix))):
            return (m, prefix), typed
    raise AssertionError(f"our connector called {method} {path}, which no check covers")


def test_every_parameter_our_connector_sends_is_a_documented_one(client, deps, stripe_sim):
    by_pi, by_charge = stripe_sim.payment(50_000), stripe_sim.payment(5000)
    answers = [client.post("/v1/refunds", headers=ACME, json={
                   "intent_id": "conf-pi", "payment_intent": by_pi["payment_intent"],
                   "amount": 1200, "currency": "usd", "reason": "requested_by_customer",
                   "ticket_id": "48213", "metadata": {"order": "A-1"}}),
               client.post("/v1/refunds", headers=ACME, json={
                   "intent_id": "conf-ch", "charge": by_charge["charge"], "amount": 700,
                   "currency": "usd"})]
    assert [a.status_code for a in answers] == [200, 200], [a.json for a in answers]
    with api(stripe_sim) as http:  # more than a page, so a listing sends starting_after
        for _ in range(101):
            create(http, by_pi, amount=1)
    connector = deps.refund_providers["stripe"].client
    assert len(list(connector.list_created(int(time.time()) - 60))) == 103
    assert connector.find(payment_intent=None, charge=by_charge["charge"],
                          metadata={"surestep_intent_id": "conf-ch"}) is not None
    connector.refunds(payment_intent=by_pi["payment_intent"], charge=None, since=time.time() - 60)
    ours = [r for r in stripe_sim.requests() if r["path"].startswith("/v1/")
            and (r["method"], r["params"].get("amount")) != ("POST", "1")]
    seen, problems = set(), []
    for request in ours:
        endpoint, typed = _endpoint(request["method"], request["path"])
        seen.add(endpoint)
        problems += param_problems(request["params"], typed, f"{request['method']} "
                                                             f"{request['path']}")
    assert problems == []
    assert seen == set(ENDPOINTS)  # every endpoint we call was looked at
    sent = {name for r in ours for name in r["params"]}
    assert {"amount", "metadata", "payment_intent", "charge", "reason", "expand", "created",
            "limit", "starting_after"} <= sent
