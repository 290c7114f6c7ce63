"""A step's request identity as plain functions (``steps.common``): the fingerprint of its
arguments, the provider key derived from it, the 422 that names what a reused intent id
changed, the Retry-After of a duplicate still running; and the forms an operator's pause and
an old approval link take (``rules.pausing``, ``approval_links``). Claims and waits on the
ledger are tested against a real Redis in ``test_refund_step.py``."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.errors import BadRequest
from service.steps import approval_links, common
from service.steps.rules import check_scope

values = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=10))
arguments = st.dictionaries(st.sampled_from(["amount", "currency", "reason", "ticket_id",
                                             "payment_intent", "account"]), values, max_size=6)


@given(args=arguments)
def test_the_same_arguments_in_any_order_are_the_same_request(args):
    turned = dict(reversed(list(args.items())))
    assert common.fingerprint(args) == common.fingerprint(turned)
    assert common.canonical(args) == json.dumps(args, sort_keys=True, separators=(",", ":"),
                                                ensure_ascii=False)


@given(one=arguments, other=arguments)
def test_other_arguments_are_another_request_with_another_provider_key(one, other):
    same = common.canonical(one) == common.canonical(other)
    assert (common.fingerprint(one) == common.fingerprint(other)) == same
    keys = [common.provider_key("acme", "i-1", "refund", common.fingerprint(a))
            for a in (one, other)]
    assert (keys[0] == keys[1]) == same
    assert all(k.startswith("sst_") and len(k) == 44 for k in keys)


@given(fp=st.text(alphabet="0123456789abcdef", min_size=64, max_size=64),
       account=st.sampled_from(["env", "eu", "us-2"]))
def test_the_environments_account_keeps_the_keys_it_had_and_another_gets_its_own(fp, account):
    bound = common.account_bound(fp, account)
    assert (bound == fp) == (account == "env")


@given(stored=arguments, new=arguments)
def test_a_reused_intent_id_names_exactly_the_fields_that_differ_and_says_nothing_was_sent(
        stored, new):
    refused = common.conflict(stored, new)
    differ = sorted(k for k in set(stored) | set(new) if stored.get(k) != new.get(k))
    assert sorted(refused.errors or {}) == differ
    assert "nothing was sent" in refused.detail
    for name in differ:
        assert (refused.errors or {})[name] == [
            f"differs from the first request for this intent_id (was "
            f"{json.dumps(stored.get(name))})"]


@given(lease_left=st.floats(-100, 10_000), wait=st.floats(0.01, 120))
def test_a_duplicate_still_running_is_retried_after_whole_seconds_within_its_lease(lease_left,
                                                                                  wait):
    hint = common.retry_hint(1_000.0 + lease_left, 1_000.0, wait)
    assert isinstance(hint, int) and 1 <= hint <= 30
    assert hint <= max(1, -(-lease_left // 1))  # never past the lease (but at least a second)
    assert hint <= max(1, -(-wait // 1))  # one duplicate wait at most


@pytest.mark.parametrize(("scope", "ok"), [
    ("*", True), ("stripe:env", True), ("shopify:eu-2", True), ("stripe:", False),
    ("zendesk:env", False), ("stripe:EU", False), ("stripe", False), ("", False),
    ("stripe:env:x", False), ("**", False)])
def test_a_pause_is_the_tenant_or_one_refund_account(scope, ok):
    if ok:
        assert check_scope(scope) == scope
    else:
        with pytest.raises(BadRequest, match="A pause is"):
            check_scope(scope)


CONFIG = {"SURESTEP_SECRET_KEY": "s3cret", "PUBLIC_URL": "https://surestep.example"}


@given(tenant=st.sampled_from(["acme", "globex"]), esc=st.from_regex(r"\Aesc_[a-z0-9]{1,20}\Z"),
       expires=st.integers(0, 2**31))
def test_an_old_approval_link_points_to_its_escalation_and_only_ours_does(tenant, esc, expires):
    token = approval_links.make(CONFIG, tenant, esc, expires)
    link = approval_links.read(CONFIG, token)
    assert (link.tenant, link.escalation_id, link.expires_at) == (tenant, esc, float(expires))
    with pytest.raises(approval_links.BadLink):
        approval_links.read({**CONFIG, "SURESTEP_SECRET_KEY": "other"}, token)
    with pytest.raises(approval_links.BadLink):
        approval_links.read(CONFIG, token[:-2] + ("AA" if token[-2:] != "AA" else "BB"))


@given(args=arguments, url=st.one_of(st.none(), st.text(max_size=20)),
       wait=st.one_of(st.none(), st.integers(0, 25)))
def test_how_a_request_is_answered_is_not_part_of_what_it_asks(args, url, wait):
    asked = common.call_args({**args, "intent_id": "i-1"}, "resume_url", "wait")
    answered = common.call_args({**args, "intent_id": "i-2", "resume_url": url, "wait": wait},
                                "resume_url", "wait")
    assert common.fingerprint(asked) == common.fingerprint(answered)
    assert "intent_id" not in asked


@given(args=arguments)
def test_an_account_of_none_is_the_default_account_as_if_not_sent(args):
    without = {k: v for k, v in args.items() if k != "account"}
    assert common.call_args({**without, "account": None}) == without
    if args.get("account") is not None:
        assert common.call_args(args)["account"] == args["account"]
