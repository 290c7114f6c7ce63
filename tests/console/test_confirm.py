"""Every approval passes a confirmation that repeats amount and customer: the intent page's
Approve decides nothing and answers "Refund 20.00 USD to <customer> on <payment>?"; Confirm
refunds exactly that amount (the Stripe simulator's record); Go back decides nothing. A lower
amount is typed in the currency's major units with the currency's own decimals (JPY none,
KWD three). Through the Flask test client against the Stripe simulator and a real Redis."""

from __future__ import annotations

import html
import json
import re

import pytest

from service.web.console import amounts
from tests.console.helpers import decision_form, escalated_refund, hidden_fields, sign_in
from tests.support.constants import ACME
from tests.support.guard_helpers import write_policy

PATH = "/console/t/acme/intents/c-1"


def heading(page: str) -> str:
    h1 = page.split('id="confirm-title">', 1)[1].split("</h1>", 1)[0]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", h1)).split())


def ask(client, amount: str = "", note: str = "") -> str:
    """The intent page's Approve: the confirmation page (nothing decided yet)."""
    asked = client.post(PATH + "/decide", data=decision_form(client.get(PATH).text,
                                                             amount=amount, note=note))
    assert asked.status_code == 200 and 'id="confirm-form"' in asked.text, asked.text[:2000]
    return asked.text


def test_the_confirmation_repeats_amount_and_customer_and_confirm_refunds_exactly_that(
        client, deps, stripe_sim):
    held = escalated_refund(client, stripe_sim, "c-1", amount=7500,
                            customer={"id": "cus_42", "email": "ana@example.com"})
    sign_in(client, "ops_alice")
    page = ask(client, amount="20", note="half came back")
    assert heading(page) == (f"Refund 20.00 USD to cus_42, ana@example.com on "
                             f"{held['payment_intent']}?")
    assert "(lower than the 75.00 USD proposed)" in page and "half came back" in page
    assert "Confirm: refund 20.00 USD" in page
    assert stripe_sim.creates() == [] and deps.ledger.get("acme", "escalation",
                                                          "c-1").state == "open"
    answer = client.post(PATH + "/decide", data=hidden_fields(page, "confirm-form"))
    assert answer.status_code == 303, answer.text
    [made] = stripe_sim.refunds()
    assert (made["amount"], made["currency"], made["payment_intent"]) == (
        2000, "usd", held["payment_intent"])
    escalation = client.get(f"/v1/escalations/{held['escalation']['id']}", headers=ACME).json
    assert (escalation["decided_by"], escalation["note"]) == ("console:alice", "half came back")


def test_approving_the_proposed_amount_is_confirmed_too_and_going_back_decides_nothing(
        client, deps, stripe_sim):
    held = escalated_refund(client, stripe_sim, "c-1", amount=7500,
                            customer={"id": "cus_42"})
    sign_in(client, "ops_alice")
    page = ask(client)
    assert heading(page) == f"Refund 75.00 USD to cus_42 on {held['payment_intent']}?"
    assert "(as proposed)" in page
    back = page.split('id="go-back" href="', 1)[1].split('"', 1)[0]
    assert client.get(html.unescape(back)).status_code == 200  # Go back: the intent's page
    assert ask(client, amount="75,00").count("75.00 USD") >= 2  # the proposal, typed: the same
    assert stripe_sim.creates() == []
    assert deps.ledger.get("acme", "escalation", "c-1").state == "open"
    answer = client.post(PATH + "/decide", data=hidden_fields(page, "confirm-form"))
    assert answer.status_code == 303
    assert [r["amount"] for r in stripe_sim.refunds()] == [7500]


def test_a_confirmation_whose_proposal_changed_since_decides_nothing(client, deps, rdb,
                                                                     stripe_sim):
    escalated_refund(client, stripe_sim, "c-1", amount=7500)
    sign_in(client, "ops_alice")
    page = ask(client, amount="20")
    entry = deps.ledger.get("acme", "escalation", "c-1")
    rdb.hset(entry.key, "args", json.dumps(
        {**entry.args, "proposal": {**entry.args["proposal"], "amount": 9900}}))
    answer = client.post(PATH + "/decide", data=hidden_fields(page, "confirm-form"))
    assert answer.status_code == 409 and "its proposal changed since" in answer.text
    assert stripe_sim.creates() == []


@pytest.mark.parametrize("typed, currency, minor", [
    ("20", "usd", 2000), ("20.00", "usd", 2000), ("20,00", "usd", 2000), ("20.5", "usd", 2050),
    (" 0.01 ", "usd", 1), ("2000", "jpy", 2000), ("20", "kwd", 20000),
    ("20.125", "kwd", 20125), ("20,1", "kwd", 20100)])
def test_an_amount_is_read_in_the_currencys_major_units(typed, currency, minor):
    assert amounts.lower(typed, {"amount": 10 ** 9, "currency": currency}) == minor


@pytest.mark.parametrize("typed, currency, why", [
    ("2000.5", "jpy", "JPY has no decimals: write a whole number"),
    ("20.1255", "kwd", "KWD has 3 decimals: write at most 3 after the point, such as 20.000"),
    ("20.555", "usd", "USD has 2 decimals"), ("1,000.00", "usd", "without"),
    ("-1", "usd", "more than zero"), ("0", "jpy", "more than zero"),
    ("0.00", "usd", "more than zero"), ("20 USD", "usd", "as a number in USD"),
    ("1e3", "usd", "as a number"), ("", "usd", "as a number")])
def test_an_amount_the_currency_cannot_have_is_refused(typed, currency, why):
    with pytest.raises(amounts.Refused, match=re.escape(why)):
        amounts.lower(typed, {"amount": 10 ** 9, "currency": currency})


@pytest.fixture
def every_currency_asked(console_env):
    write_policy(console_env, "[refunds]\napproval_above = { usd = 5000, jpy = 5000, "
                              "kwd = 5000 }\n")


@pytest.mark.parametrize("currency, proposed, typed, shown, refused", [
    ("jpy", 9000, "2000", "2000 JPY", "2000.5"),
    ("kwd", 9000, "2.125", "2.125 KWD", "2.1255")])
def test_a_lower_amount_in_a_currency_of_other_decimals(every_currency_asked, client, deps,
                                                        stripe_sim, currency, proposed, typed,
                                                        shown, refused):
    payment = stripe_sim.payment(20000, currency=currency)
    held = client.post("/v1/refunds", headers=ACME, json={
        "intent_id": "c-1", "payment_intent": payment["payment_intent"], "amount": proposed,
        "currency": currency}).json
    assert held["state"] == "escalated", held
    sign_in(client, "ops_alice")
    bad = client.post(PATH + "/decide", data=decision_form(client.get(PATH).text,
                                                           amount=refused))
    assert bad.status_code == 400 and "nothing was decided" in bad.text
    page = ask(client, amount=typed)
    assert heading(page).startswith(f"Refund {shown} to ")
    assert client.post(PATH + "/decide",
                       data=hidden_fields(page, "confirm-form")).status_code == 303
    [made] = stripe_sim.refunds()
    assert (made["amount"], made["currency"]) == (amounts.lower(typed, {
        "amount": proposed, "currency": currency}), currency)
