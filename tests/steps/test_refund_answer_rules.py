"""What a refund's answer says for each thing the provider said: the state and result each
read, create error and guard read records (``refund.reads``, ``refund.results``,
``refund.guarding``, ``refund.parking``), and what a flow receives for an entry
(``refund.view``). Plain functions of records; the same answers through the API, against the
Stripe and Shopify simulators, are in ``test_refund_step.py`` and its neighbours.

The rules they keep, over every provider answer: ``completed`` only when verified; "no refund
was created" (or sent) only where the provider said nothing was processed; a failed read never
undoes what was verified before."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from connectors.errors import Ambiguous, AuthFailed, Missing, ProviderError, RateLimited, Rejected
from service.judgment.verdict import Judgment, Scores
from service.judgment.verdict import Reason as JudgedReason
from service.providers.base import Observed
from service.states import COMPLETED, FAILED, IN_PROGRESS, PENDING, REFUND_READ, UNKNOWN
from service.steps.refund import guarding, parking, reads, results, step
from service.steps.rules import Reason, Verdict
from tests.support.entries import refund

STATES = [COMPLETED, PENDING, FAILED, UNKNOWN]
RECORDED = [IN_PROGRESS, PENDING, COMPLETED, FAILED, UNKNOWN, "escalated"]
NOTHING_SENT = ("no refund was created", "no refund was sent", "nothing was sent")


def error(kind: type[ProviderError], message: str = "boom", **kw) -> ProviderError:
    return kind(message, provider="stripe", **kw)


errors = st.sampled_from([
    error(Ambiguous, "read timed out"), error(ProviderError, "502 Bad Gateway", status=502),
    error(RateLimited, "slow down", status=429, retry_after=3.0),
    error(AuthFailed, "bad key", status=401), error(Rejected, "too much", status=400,
                                                    code="amount_too_large"),
    error(Rejected, "no", status=400), error(Missing, "no such", status=404,
                                             code="resource_missing")])
observed = st.builds(Observed, id=st.just("re_1"), state=st.sampled_from(STATES),
                     provider_status=st.sampled_from(["succeeded", "pending", "failed",
                                                      "requires_action", "canceled"]),
                     amount=st.one_of(st.none(), st.integers(1, 10**6)),
                     currency=st.sampled_from([None, "usd"]),
                     failure_reason=st.sampled_from([None, "expired_or_canceled_card"]))


def says_nothing_sent(result) -> bool:
    return any(words in result["detail"].lower() for words in NOTHING_SENT)


def _answers_of_a_create_error(exc, found):
    entry = refund()
    refused = reads.create_refused("Stripe", "STRIPE_API_KEY", entry, exc)
    if refused is not None:
        return refused, True
    if isinstance(found, Observed):
        return reads.observed("Stripe", entry, found), False
    return reads.answer_lost("Stripe", entry, exc, lookup_failed=found is not None), False


@given(exc=errors, found=st.one_of(st.none(), st.just("lookup failed"), observed))
def test_an_answer_after_a_create_error_says_completed_only_when_verified(exc, found):
    (state, result), refused = _answers_of_a_create_error(exc, found)
    assert state != COMPLETED or result["verified"]
    assert state != UNKNOWN or not result["verified"]
    # nothing was sent only where the provider refused before processing anything
    assert says_nothing_sent(result) == (refused and isinstance(exc, (RateLimited, AuthFailed)))


@pytest.mark.parametrize(("exc", "state", "status", "reason"), [
    (error(Rejected, "too much", code="amount_too_large"), FAILED, "amount_too_large",
     "amount_exceeds_refundable"),
    (error(Rejected, "already", code="charge_already_refunded"), FAILED,
     "charge_already_refunded", "amount_exceeds_refundable"),
    (error(Rejected, "nope"), FAILED, "rejected", None),
    (error(RateLimited, "slow", retry_after=7.0), UNKNOWN, "rate_limited", None),
    (error(AuthFailed, "key"), UNKNOWN, "auth_error", None),
])
def test_a_refused_create_is_settled_without_a_lookup(exc, state, status, reason):
    got = reads.create_refused("Stripe", "STRIPE_API_KEY", refund(), exc)
    assert got is not None
    assert (got[0], got[1]["provider_status"], got[1].get("failure_reason")) == (
        state, status, reason)
    assert got[1]["verified"] == (state == FAILED)


def test_a_rate_limited_create_carries_the_providers_wait_and_a_refused_key_the_fix():
    limited = reads.create_refused("Stripe", "STRIPE_API_KEY", refund(),
                                   error(RateLimited, "slow", retry_after=7.0))
    auth = reads.create_refused("Shopify", "SHOPIFY_TOKEN", refund(), error(AuthFailed, "k"))
    assert limited is not None and limited[1]["retry_after"] == 7.0
    assert auth is not None and "Fix SHOPIFY_TOKEN, then retry." in auth[1]["detail"]


@pytest.mark.parametrize("exc", [error(Ambiguous, "timeout"), error(ProviderError, "502")])
def test_an_error_that_may_hide_a_refund_is_looked_up_first(exc):
    assert reads.create_refused("Stripe", "STRIPE_API_KEY", refund(), exc) is None


@pytest.mark.parametrize(("failed", "words"), [(True, "the lookup failed too"),
                                               (False, "no refund for this intent was found")])
def test_a_lost_answer_is_unknown_and_says_what_the_lookup_found(failed, words):
    state, result = reads.answer_lost("Stripe", refund(), error(Ambiguous, "reset"),
                                      lookup_failed=failed)
    assert (state, result["provider_status"], result["verified"]) == (UNKNOWN, "no_answer",
                                                                      False)
    assert result["detail"] == (f"Stripe's answer was lost: reset; {words}. Retrying is safe "
                                f"(same key).")


@given(refund_=observed)
def test_a_read_refund_is_verified_unless_its_state_is_unknown(refund_):
    state, result = reads.observed("Stripe", refund(), refund_)
    assert state == refund_.state
    assert result["verified"] == (state != UNKNOWN)
    assert result["refund_id"] == "re_1" and result["provider_status"] == refund_.provider_status


@pytest.mark.parametrize(("state", "said"), [
    (COMPLETED, "Stripe confirms refund re_1 of 900 USD (minor units) succeeded."),
    (PENDING, "Refund re_1 of 900 USD (minor units) is st at Stripe; not settled yet."),
    (FAILED, "Refund re_1 of 900 USD (minor units) is st at Stripe (card_gone)."),
    (UNKNOWN, "Refund re_1 has status 'st' at Stripe, which does not settle it; verify again."),
])
def test_the_sentence_for_each_state_a_read_gives(state, said):
    read = Observed("re_1", state, "st", 900, "usd", failure_reason="card_gone")
    assert results.sentence("Stripe", read) == said


def test_a_read_amount_and_currency_win_over_the_requests_and_the_request_fills_the_gaps():
    read = results.of(refund(amount=1200), detail="d",
                      refund=Observed("re_1", PENDING, "pending", 800, "eur"))
    unread = results.of(refund(amount=1200), detail="d",
                        refund=Observed("re_1", PENDING, "pending", None, None))
    assert (read["amount"], read["currency"]) == (800, "eur")
    assert (unread["amount"], unread["currency"]) == (1200, "usd")


@given(guard=st.booleans(), esc=st.booleans(), refund_=st.one_of(st.none(), observed))
def test_every_later_result_carries_the_judgment_and_the_escalation_recorded(guard, esc,
                                                                            refund_):
    before: dict = {}
    if guard:
        before["guard"] = {"verdict": "ask", "scores": {}, "reasons": [], "source": "rules",
                           "by": "surestep", "mode": "enforce"}
    if esc:
        before.update(escalation_id="esc_1", reasons=[{"code": "c", "message": "m"}])
    result = results.of(refund(before), detail="again", refund=refund_)
    assert ("guard" in result) == guard
    assert result.get("escalation_id") == ("esc_1" if esc else None)
    assert result.get("reasons") == (before["reasons"] if esc else None)


@pytest.mark.parametrize(("exc", "status"), [(error(Missing, "gone", status=404), "missing"),
                                             (error(Ambiguous, "timeout"), "unread"),
                                             (error(RateLimited, "slow"), "unread")])
@pytest.mark.parametrize("recorded", RECORDED)
def test_a_failed_retrieve_is_unknown_and_unverified(exc, status, recorded):
    state, result = reads.read_failed("Stripe", refund(state=recorded), "re_1", exc)
    assert (state, result["provider_status"], result["verified"]) == (UNKNOWN, status, False)
    assert result["refund_id"] == "re_1"
    # a refund the provider does not know: what was read before is said to be unconfirmed
    assert ("which this read does not confirm" in result["detail"]) == (
        status == "missing" and recorded in REFUND_READ)


@given(recorded=st.sampled_from(RECORDED), state=st.sampled_from(STATES),
       status=st.sampled_from([None, "missing", "unread", "succeeded"]))
def test_a_failed_read_never_downgrades_what_was_verified_before(recorded, state, status):
    change = reads.reread(recorded, state, status)
    if state != UNKNOWN:
        assert change == "settle"
    elif status == "missing" and recorded in REFUND_READ:
        assert change == "move"  # the provider said it has no such refund: unconfirmed now
    elif recorded in (UNKNOWN, IN_PROGRESS):
        assert change == "settle"
    else:
        assert change == "keep"


@pytest.mark.parametrize(("state", "status", "again"), [
    (PENDING, "pending", True), (UNKNOWN, "unread", True), (UNKNOWN, "no_answer", True),
    (UNKNOWN, "rate_limited", False), (UNKNOWN, "auth_error", False),
    (UNKNOWN, "missing", False), (COMPLETED, "succeeded", False), (FAILED, "failed", False),
])
def test_a_worker_reads_again_only_what_a_later_read_can_settle(state, status, again):
    assert step.followed_up(state, {"provider_status": status}) == again


# -- what a flow receives ---------------------------------------------------------------------

@given(state=st.sampled_from(RECORDED),
       status=st.sampled_from([None, "succeeded", "missing", "rate_limited"]))
def test_the_answers_next_step_follows_its_state_and_a_missing_refund_goes_to_a_person(state,
                                                                                     status):
    entry = refund({"provider_status": status, "detail": "d", "verified": state == COMPLETED},
                   state=state)
    view = step.view(entry, replayed=False)
    expected = {COMPLETED: "notify_customer", PENDING: "wait", FAILED: "escalate",
                UNKNOWN: "retry", "escalated": "wait_for_human"}.get(state, "retry")
    assert view["next"] == ("escalate" if status == "missing" else expected)
    assert (view["state"], view["verified"]) == (state, state == COMPLETED)


def test_an_answer_shows_reasons_and_escalation_only_where_a_person_was_asked():
    plain = step.view(refund({"detail": "d"}, state=COMPLETED), replayed=True)
    blocked = step.view(refund({"detail": "d", "reasons": [{"code": "c", "message": "m"}]},
                               state=FAILED), replayed=False)
    asked = step.view(refund({"detail": "d", "escalation_id": "esc_9"}, state="escalated"),
                      replayed=False)
    assert "reasons" not in plain and "escalation" not in plain and plain["replayed"] is True
    assert blocked["reasons"] == [{"code": "c", "message": "m"}] and "escalation" not in blocked
    assert asked["reasons"] == [] and asked["escalation"] == {
        "id": "esc_9", "links": {"self": "/v1/escalations/esc_9"}}


@given(moment=st.floats(min_value=0, max_value=4e9))
def test_state_since_is_the_last_transition_in_utc_to_the_second(moment):
    entry = refund(state=COMPLETED)
    entry = type(entry)(**{**entry.__dict__, "updated_at": moment})
    since = step.since(entry)
    assert since.endswith("Z") and "." not in since
    second = datetime.fromisoformat(since.replace("Z", "+00:00"))
    assert second.tzinfo == timezone.utc
    # the second the moment is in (as a timestamp reads to the microsecond)
    assert -1e-6 <= moment - second.timestamp() < 1


# -- the guard's read of the payment, and a refund held for a person --------------------------

@given(exc=errors)
def test_a_payment_that_cannot_be_read_sends_nothing_and_only_a_missing_one_fails(exc):
    judged = guarding.unread("Stripe", "STRIPE_API_KEY", refund(), exc)
    assert judged.kind == "stop" and judged.result is not None
    assert judged.state == (FAILED if isinstance(exc, Missing) else UNKNOWN)
    assert judged.result["verified"] == isinstance(exc, Missing)
    assert says_nothing_sent(judged.result)
    assert judged.result.get("retry_after") == (exc.retry_after if isinstance(
        exc, RateLimited) else None)


verdicts = st.builds(Verdict, breaches=st.lists(st.builds(Reason, st.sampled_from(
    ["amount_over_maximum", "possible_duplicate"]), st.text(min_size=1, max_size=20)),
    max_size=2).map(tuple), approval=st.one_of(st.none(), st.just(Reason("approval_required",
                                                                          "Over."))))


@given(kind=st.sampled_from(["go", "ours", "escalate", "block", "stop"]), verdict=verdicts,
       paused=st.sampled_from(["", "*", "stripe:env"]))
def test_a_paused_claim_holds_for_a_person_what_it_would_send_or_ask_about(kind, verdict,
                                                                        paused):
    judged = guarding.Judgement(kind, verdict=verdict)
    held = guarding.hold(judged, paused)
    if not paused or kind not in ("go", "escalate"):
        assert held is judged
        return
    assert held.kind == "escalate" and held.verdict is not None
    first, *others = held.verdict.breaches
    assert first.code == "paused"
    assert ("this tenant" in first.message) == (paused == "*")
    assert others == list(verdict.breaches) + ([verdict.approval] if verdict.approval else [])


# Reasons as the guard words them: a pause's own sentence says that nothing was sent.
reasons = st.lists(st.sampled_from([
    Reason("approval_required", "1200 USD (minor units) is above the approval threshold."),
    Reason("paused", "An operator paused new refunds for this tenant: nothing was sent, and a "
                     "person carries this refund out or rejects it."),
    Reason("amount_over_maximum", "Over the cap."),
    Reason("possible_duplicate", "Ticket 7 already has a refund.")]), min_size=1, max_size=3)


@given(reasons=reasons)
def test_a_held_refund_says_what_holds_it_and_that_nothing_was_sent_once(reasons):
    detail = parking.held(reasons)
    first = reasons[0]
    if first.code == "approval_required":
        assert detail.startswith("A person must approve this refund; nothing was sent:")
    elif first.code == "paused":
        assert detail.startswith(first.message)
    else:
        assert detail.startswith("The refund policy holds this refund for a person")
    assert all(r.message in detail for r in reasons)
    assert detail.lower().count("nothing was sent") == 1 + sum(
        r.code == "paused" for r in reasons[1:])


def judgment(verdict: str, *codes: str) -> Judgment:
    return Judgment(verdict=verdict, scores=Scores(0.9, 0.0, 0.0, 0.1),
                    reasons=tuple(JudgedReason(code, f"{code}.") for code in codes))


@given(verdict=verdicts, said=st.sampled_from(["allow", "ask", "block"]),
       codes=st.lists(st.sampled_from(["not_grounded", "injected"]), max_size=2))
def test_an_enforced_judgment_blocks_asks_with_the_rules_reasons_or_leaves_it_to_the_rules(
        verdict, said, codes):
    acted = guarding.enforced(judgment(said, *codes), verdict)
    if said == "allow":
        assert acted is None
    elif said == "block":
        assert acted is not None and acted.kind == "block"
    else:  # the person sees the rules' reasons first, then the judgment's
        assert acted is not None and acted.kind == "escalate" and acted.verdict is not None
        rules_ = list(verdict.breaches) + ([verdict.approval] if verdict.approval else [])
        assert [r.code for r in acted.verdict.breaches] == [r.code for r in rules_] + codes


def test_no_judgment_leaves_it_to_the_rules():
    assert guarding.enforced(None, Verdict(approval=Reason("approval_required", "Over."))) is None


@given(attempts=st.integers(1, 50), amount=st.integers(1, 10**6))
def test_an_unknown_refund_asks_again_after_each_attempt_a_person_approved(attempts, amount):
    entry = refund(amount=amount)
    entry = type(entry)(**{**entry.__dict__, "attempts": attempts})
    asked = parking.retry_question(entry)
    assert asked.startswith("retry:") and asked.endswith(f":{attempts}")
    again = type(entry)(**{**entry.__dict__, "attempts": attempts + 1})
    assert parking.retry_question(again) != asked  # a new question after another attempt
    assert asked.rsplit(":", 1)[0] == parking.retry_question(again).rsplit(":", 1)[0]
