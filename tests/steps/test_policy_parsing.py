"""The guard policy as parsed from its TOML document (``rules.policy_file.parse``): what each
key becomes, and that a value no rule could mean is refused with the key named. How a file is
read at start-up and re-read on change (the last good policy kept) is tested through the app
in ``test_guard_policy.py``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.errors import PolicyError
from service.steps.rules import policy_file
from service.steps.rules.policy_file import parse

AMOUNT_KEYS = ["max_amount", "max_per_customer_24h", "approval_above"]


@given(key=st.sampled_from(AMOUNT_KEYS),
       table=st.dictionaries(st.text(alphabet="abcdEFGH1 ", min_size=1, max_size=4),
                             st.one_of(st.integers(-3, 10**9), st.floats(0, 10), st.booleans()),
                             min_size=1, max_size=3))
def test_an_amount_table_takes_three_letter_currencies_and_whole_amounts_only(key, table):
    good = all(len(c) == 3 and c.isalpha() for c in table) and all(
        type(a) is int and a >= 0 for a in table.values())
    if not good:
        with pytest.raises(PolicyError, match=f"refunds.{key}"):
            parse({"refunds": {key: table}})
        return
    lowered = {c.lower(): a for c, a in table.items()}
    assert getattr(parse({"refunds": {key: table}}), key) == lowered
    assert parse({"refunds": {key: table}}).has_amount_rules


@given(minutes=st.one_of(st.integers(-5, 2000), st.floats(-1, 2000, allow_nan=False)))
def test_the_duplicate_window_is_more_than_nothing_and_at_most_a_day(minutes):
    if 0 < minutes <= 1440:
        assert parse({"refunds": {"duplicate_window_minutes": minutes}}
                     ).duplicate_window_minutes == float(minutes)
    else:
        with pytest.raises(PolicyError, match="duplicate_window_minutes"):
            parse({"refunds": {"duplicate_window_minutes": minutes}})


@given(hours=st.one_of(st.integers(1, 10**4), st.floats(0.01, 1e4)))
def test_an_escalation_expires_after_the_hours_the_policy_gives(hours):
    policy = parse({"rules": "none", "escalations": {"expire_after_hours": hours}})
    assert policy.expire_after_s == hours * 3600


def test_an_escalation_expires_after_three_days_by_default():
    assert parse({"rules": "none"}).expire_after_s == 72 * 3600


@given(key=st.sampled_from(["require_email_match", "require_customer_match",
                            "one_refund_per_ticket", "duplicate_window_minutes",
                            "return_window_days", "allowed_reasons", "max_amount"]))
def test_rules_none_and_a_refund_rule_cannot_both_be_meant(key):
    value = {"duplicate_window_minutes": 5, "return_window_days": 30,
             "allowed_reasons": ["duplicate"], "max_amount": {"usd": 1}}.get(key, True)
    assert parse({"refunds": {key: value}}).has_rules  # on its own: a rule in force
    with pytest.raises(PolicyError, match="turns every refund rule off"):
        parse({"rules": "none", "refunds": {key: value}})


@pytest.mark.parametrize("document", [{}, {"refunds": {}}, {"escalations": {"zendesk_tag": "x"}},
                                      {"refunds": {"require_email_match": False}}])
def test_a_document_that_sets_no_rule_must_say_so(document):
    with pytest.raises(PolicyError, match="sets no refund rule"):
        parse(document)
    assert not parse({**document, "rules": "none"}).has_rules


def test_escalate_after_unknown_alone_is_a_policy():
    assert parse({"refunds": {"escalate_after_unknown": 3}}).escalate_after_unknown == 3


@given(section=st.sampled_from(["refunds", "escalations"]),
       key=st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12))
def test_an_unknown_key_is_refused_by_its_name(section, key):
    if key in policy_file.KNOWN[section]:
        return
    with pytest.raises(PolicyError, match=f"unknown key\\(s\\) in \\[{section}\\]: {key} "):
        parse({"rules": "none", section: {key: 1}})


@given(tag=st.text(max_size=90))
def test_the_zendesk_tag_is_one_word(tag):
    ok = bool(tag) and " " not in tag and len(tag) <= 80
    if ok:
        assert parse({"rules": "none", "escalations": {"zendesk_tag": tag}}).zendesk_tag == tag
    else:
        with pytest.raises(PolicyError, match="zendesk_tag"):
            parse({"rules": "none", "escalations": {"zendesk_tag": tag}})


@pytest.mark.parametrize(("reasons", "ok"), [
    (["duplicate"], True), (list(policy_file.REASONS), True), ([], True),
    (["because"], False), ("duplicate", False), ([1], False)])
def test_allowed_reasons_are_stripes_reasons(reasons, ok):
    if ok:
        assert parse({"refunds": {"allowed_reasons": reasons}}).allowed_reasons == tuple(reasons)
    else:
        with pytest.raises(PolicyError, match="allowed_reasons"):
            parse({"refunds": {"allowed_reasons": reasons}})


@pytest.mark.parametrize(("value", "ok"), [("console", True), ("api", True), ("zapier", False),
                                           (True, False)])
def test_decisions_are_made_in_the_console_or_on_purpose_through_the_api(value, ok):
    document = {"rules": "none", "escalations": {"decisions": value}}
    if ok:
        assert parse(document).decisions == value
    else:
        with pytest.raises(PolicyError, match="escalations.decisions"):
            parse(document)


def test_parse_leaves_the_document_it_was_given_as_it_was():
    document = {"rules": "none", "escalations": {"zendesk_group_id": 5}}
    assert parse(document).zendesk_group_id == 5
    assert document == {"rules": "none", "escalations": {"zendesk_group_id": 5}}
