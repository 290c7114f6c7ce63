"""The guard's rules as decisions on records: a refund's arguments, the provider's facts about
its payment, the policy and the time (``rules.checks``, ``rules.payment_facts``). The holds
that make the stateful rules safe under concurrency are tested against a real Redis in
``test_guard_policy.py``; what each rule decides, and says, is tested here, over ranges."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from service.ledger.refund_records import RefundArgs
from service.providers.base import PaymentFacts, PriorRefund
from service.steps.rules import Policy, checks, payment_facts
from service.steps.rules.checks import Spend
from tests.support.entries import NOW

DAY = 24 * 3600
amounts = st.integers(min_value=1, max_value=10**9)


def facts(**over) -> PaymentFacts:
    base = dict(id="pi_1", refundable=True, status="succeeded", currency="usd", paid=100_000,
                refunded=0, refunds=(), customer_id="cus_1",
                emails=frozenset({"ann@example.com"}), created=NOW - 3 * DAY)
    return PaymentFacts(**{**base, **over})


def args(**over) -> RefundArgs:
    return RefundArgs(**{"provider": "stripe", "account": "env", "amount": 1200,
                         "currency": "usd", "payment_intent": "pi_1", **over})


def codes(reasons) -> list[str]:
    return [r.code for r in reasons]


# -- what the payment's facts forbid, whatever the policy -------------------------------------

@given(amount=amounts, paid=amounts, refunded=st.integers(min_value=0, max_value=10**9))
def test_more_than_is_left_is_refused_and_no_more_is_not(amount, paid, refunded):
    found = payment_facts.refusal(args(amount=amount), facts(paid=paid, refunded=refunded),
                                  "Stripe")
    left = max(paid - refunded, 0)
    assert (found is not None) == (amount > left)
    if found is not None:
        assert found.code == "amount_exceeds_refundable"
        assert found.message.endswith("Nothing was sent.")
        assert f"{left} USD (minor units) left to refund" in found.message


@given(amount=amounts)
def test_what_is_left_unknown_is_left_to_the_provider(amount):
    assert payment_facts.refusal(args(amount=amount), facts(paid=None), "Stripe") is None


@pytest.mark.parametrize(("over", "code"), [
    ({"refundable": False, "status": "requires_payment_method"}, "payment_not_refundable"),
    ({"currency": "eur"}, "currency_mismatch"),
])
def test_a_payment_that_forbids_the_refund_says_why_and_that_nothing_was_sent(over, code):
    found = payment_facts.refusal(args(), facts(**over), "Stripe")
    assert found is not None and found.code == code
    assert found.message.endswith("Nothing was sent.")


def test_the_requests_currency_is_compared_without_case():
    assert payment_facts.refusal(args(currency="USD"), facts(), "Stripe") is None


# -- the policy's stateless rules --------------------------------------------------------------

@given(amount=amounts, cap=amounts)
def test_the_maximum_per_refund_breaks_only_above_it(amount, cap):
    found = checks.rules(Policy(max_amount={"usd": cap}), args(amount=amount), facts(), NOW)
    assert ("amount_over_maximum" in codes(found)) == (amount > cap)


def test_a_currency_the_maximum_does_not_cover_is_a_breach_not_a_pass():
    found = checks.rules(Policy(max_amount={"eur": 10}), args(), facts(), NOW)
    assert codes(found) == ["currency_not_covered"]


def test_line_items_under_an_amount_rule_are_a_breach():
    found = checks.rules(Policy(approval_above={"usd": 10}), args(amount=None), facts(), NOW)
    assert codes(found) == ["amount_not_given"]


prior = st.builds(PriorRefund, id=st.sampled_from(["re_a", "re_b"]),
                  amount=st.sampled_from([None, 500, 1200]),
                  created=st.floats(min_value=NOW - 3 * 3600, max_value=NOW),
                  outstanding=st.booleans(), ours=st.booleans(), by_surestep=st.booleans())


@given(refunds=st.lists(prior, max_size=4), minutes=st.integers(min_value=1, max_value=1440))
def test_the_duplicate_window_holds_exactly_a_same_amount_refund_of_someone_else_within_it(
        refunds, minutes):
    found = checks.rules(Policy(duplicate_window_minutes=minutes), args(amount=1200),
                         facts(refunds=tuple(refunds)), NOW)
    recent = [r for r in refunds if r.outstanding and not r.ours and r.amount == 1200
              and r.created >= NOW - minutes * 60]
    assert codes(found) == (["possible_duplicate"] if recent else [])
    if recent:
        who = "surestep" if recent[0].by_surestep else "someone else, not surestep"
        assert found[0].message.endswith(f"{recent[0].id}, made by {who}.")


@given(age_days=st.floats(min_value=0, max_value=400), window=st.integers(1, 365),
       stated_days=st.one_of(st.none(), st.integers(min_value=0, max_value=400)))
def test_an_order_date_may_narrow_the_return_window_and_never_widen_it(age_days, window,
                                                                        stated_days):
    policy = Policy(return_window_days=window)
    stated = None if stated_days is None else datetime.fromtimestamp(
        NOW - stated_days * DAY, tz=timezone.utc).date().isoformat()
    created = NOW - age_days * DAY
    on_facts = checks.rules(policy, args(), facts(created=created), NOW)
    with_date = checks.rules(policy, args(order_date=stated), facts(created=created), NOW)
    assert ("outside_return_window" in codes(on_facts)) == ((NOW - created) / DAY > window)
    if "outside_return_window" in codes(on_facts):  # a stated date never takes it away
        assert "outside_return_window" in codes(with_date)


@given(requester=st.emails(), payer=st.emails())
def test_a_mismatched_requester_is_named_and_the_payments_email_never_is(requester, payer):
    assume(requester.lower() != payer.lower())
    found = checks.rules(Policy(require_email_match=True), args(requester_email=requester),
                         facts(emails=frozenset({payer.lower()})), NOW)
    assert codes(found) == ["email_mismatch"]
    # the requester's own address, and nothing of the payment's
    assert found[0].message == (f"The requester ({requester.lower()}) is not an e-mail of the "
                                f"payment's customer at the provider.")


@pytest.mark.parametrize(("given_", "expected"), [
    ({}, ["customer_mismatch"]),
    ({"customer_id": "cus_2"}, ["customer_mismatch"]),
    ({"customer_email": "bob@example.com"}, ["customer_mismatch"]),
    ({"customer_id": "cus_1"}, []),
    ({"customer_email": "ANN@example.com"}, []),
])
def test_the_customer_rule_compares_the_requests_customer_with_the_payments(given_, expected):
    found = checks.rules(Policy(require_customer_match=True), args(**given_), facts(), NOW)
    assert codes(found) == expected


def test_an_unknown_customer_is_never_called_a_mismatch():
    found = checks.rules(Policy(require_customer_match=True), args(customer_id="cus_2"),
                         facts(customer_id=None, unknown_fields={"customer": "customer"}), NOW)
    assert found == []


@pytest.mark.parametrize(("reason", "ok"), [("duplicate", True), (None, False),
                                            ("requested_by_customer", False)])
def test_allowed_reasons(reason, ok):
    found = checks.rules(Policy(allowed_reasons=("duplicate",)), args(reason=reason), facts(),
                         NOW)
    assert (found == []) == ok


# -- facts the read did not give ----------------------------------------------------------------

def test_an_unknown_currency_goes_to_a_person_whatever_the_policy():
    found = payment_facts.unknowns(Policy(), args(), facts(
        currency=None, unknown_fields={"currency": "currency"}), "Stripe", NOW)
    assert codes(found) == ["currency_unknown"]
    assert "nothing was sent" in found[0].message


@pytest.mark.parametrize(("policy", "asked"), [
    (Policy(), False), (Policy(max_per_customer_24h={"usd": 1}), True),
    (Policy(require_customer_match=True), True), (Policy(require_email_match=True), True),
])
def test_an_unknown_customer_goes_to_a_person_only_when_a_rule_needs_one(policy, asked):
    found = payment_facts.unknowns(policy, args(requester_email="x@example.com"), facts(
        customer_id=None, emails=frozenset(), unknown_fields={"customer": "customer"}),
        "Stripe", NOW)
    assert ("customer_unknown" in codes(found)) == asked


def test_an_unknown_payment_date_is_not_asked_about_when_the_stated_one_is_too_old():
    policy, missing = Policy(return_window_days=30), {"created": "created"}
    old = payment_facts.unknowns(policy, args(order_date="2020-01-01"),
                                 facts(created=None, unknown_fields=missing), "Stripe", NOW)
    new = payment_facts.unknowns(policy, args(), facts(created=None, unknown_fields=missing),
                                 "Stripe", NOW)
    assert (codes(old), codes(new)) == ([], ["created_unknown"])


@pytest.mark.parametrize(("value", "moment"), [
    ("2026-03-01", datetime(2026, 3, 1, tzinfo=timezone.utc)),
    ("2026-03-01T10:30:00", datetime(2026, 3, 1, 10, 30, tzinfo=timezone.utc)),
    ("2026-03-01T10:30:00Z", datetime(2026, 3, 1, 10, 30, tzinfo=timezone.utc)),
    ("2026-03-01T12:30:00+02:00", datetime(2026, 3, 1, 10, 30, tzinfo=timezone.utc)),
])
def test_an_order_date_is_read_as_utc_unless_it_says_otherwise(value, moment):
    assert payment_facts.order_timestamp(value) == moment.timestamp()


# -- approval, and what the stateful rules hold --------------------------------------------------

@given(amount=st.one_of(st.none(), amounts), threshold=amounts)
def test_approval_is_asked_exactly_above_the_threshold(amount, threshold):
    found = checks.approval(Policy(approval_above={"usd": threshold}), amount, "usd")
    assert (found is not None) == (amount is not None and amount > threshold)
    if found is not None:
        assert found.code == "approval_required"
        assert found.message == (f"{amount} USD (minor units) is above the approval threshold "
                                 f"of {threshold} USD (minor units).")


def test_no_threshold_for_the_currency_asks_nothing():
    assert checks.approval(Policy(approval_above={"eur": 1}), 10**6, "usd") is None


@pytest.mark.parametrize(("over", "ident"), [
    ({}, "id:cus_1"),
    ({"customer_id": None, "emails": frozenset({"b@x.io", "a@x.io"})}, "email:a@x.io"),
    ({"customer_id": None, "emails": frozenset()}, None),
])
def test_the_customer_a_daily_maximum_counts_against(over, ident):
    assert checks.customer_of(facts(**over)) == ident


def test_the_daily_maximum_holds_the_amount_against_the_payments_customer():
    wanted = checks.spend(Policy(max_per_customer_24h={"usd": 5000}), 1200, facts())
    assert wanted == Spend(currency="usd", customer="id:cus_1", cap=5000, amount=1200)


@pytest.mark.parametrize(("policy", "amount", "over"), [
    (Policy(), 1200, {}),  # no maximum
    (Policy(max_per_customer_24h={"eur": 1}), 1200, {}),  # none for the payment's currency
    (Policy(max_per_customer_24h={"usd": 1}), None, {}),  # line items
    (Policy(max_per_customer_24h={"usd": 1}), 1200,  # asked about by ``unknowns`` already
     {"customer_id": None, "emails": frozenset(), "unknown_fields": {"customer": "customer"}}),
])
def test_the_daily_maximum_holds_nothing_where_it_does_not_apply(policy, amount, over):
    assert checks.spend(policy, amount, facts(**over)) is None


def test_a_payment_with_no_customer_goes_to_a_person_under_a_daily_maximum():
    found = checks.spend(Policy(max_per_customer_24h={"usd": 1}), 1200,
                         facts(customer_id=None, emails=frozenset()))
    assert found is not None and not isinstance(found, Spend)
    assert found.code == "customer_unknown"


@given(total=st.integers(min_value=0, max_value=10**6), amount=amounts, cap=amounts)
def test_the_daily_maximum_says_what_is_held_what_is_asked_and_the_cap(total, amount, cap):
    found = checks.over_maximum(Spend("usd", "id:cus_1", cap, amount), total)
    assert found.code == "customer_daily_maximum"
    assert found.message == (f"This customer already has {total} USD (minor units) refunded or "
                             f"in progress in the last 24 h; {amount} USD (minor units) more "
                             f"would pass the maximum of {cap} USD (minor units).")


def test_a_held_ticket_and_a_held_payment_name_the_intent_holding_them():
    ticket = checks.ticket_taken("77", "w-1")
    payment = checks.payment_taken(facts(), 1200, "w-1")
    assert (ticket.code, payment.code) == ("possible_duplicate", "possible_duplicate")
    assert "Ticket 77" in ticket.message and "(intent 'w-1')" in ticket.message
    assert payment.message == ("Payment pi_1 already has a refund of 1200 USD (minor units) in "
                               "flight or made within the duplicate window (intent 'w-1').")
