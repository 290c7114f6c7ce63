"""What an escalation asks and what a person may answer, as decisions on its records: the
question that makes one escalation per refund (``opening.question_of``), the judgment's payload
as stored (``clean_guard``), what a flow is told of its added reason (``reason_answer``) and
the lower amount a person may approve (``deciding.lower_amount``). The escalation rule itself,
with its ledger entries and notes, is tested in ``test_escalation_rule.py``."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.errors import BadRequest
from service.steps.escalation import clean_guard, lower_amount, question_of, reason_answer
from service.steps.rules import Reason
from tests.support.entries import escalation

proposals = st.fixed_dictionaries({"payment_intent": st.sampled_from(["pi_1", "pi_2"]),
                                   "amount": st.integers(1, 10**6),
                                   "currency": st.sampled_from(["usd", "eur"])})
reason_lists = st.lists(st.builds(Reason, st.sampled_from(["approval_required", "paused",
                                                           "possible_duplicate"]),
                                  st.text(max_size=20)), max_size=3)
kinds = st.sampled_from(["approval", "policy", "unknown_outcome", "manual"])


@given(proposal=proposals, kind=kinds, one=reason_lists, other=reason_lists)
def test_the_same_refund_is_the_same_question_whichever_rule_stopped_it(proposal, kind, one,
                                                                       other):
    asked = question_of(kind, proposal, one)
    assert asked == question_of(kind, dict(proposal), other)
    assert asked.startswith("retry:" if kind == "unknown_outcome" else "decide:")


@given(first=proposals, second=proposals)
def test_another_refund_is_another_question(first, second):
    assert (question_of("policy", first, []) == question_of("policy", second, [])) == (
        first == second)


@given(kind=kinds, one=reason_lists, other=reason_lists)
def test_without_a_proposal_the_question_is_its_kind_and_its_reasons(kind, one, other):
    asked = question_of(kind, None, one)
    assert asked.startswith(f"{kind}:")
    same = [(r.code, r.message) for r in one] == [(r.code, r.message) for r in other]
    assert (asked == question_of(kind, None, other)) == same


@given(scores=st.dictionaries(st.text(max_size=8), st.one_of(
    st.floats(allow_nan=False, allow_infinity=False), st.integers(-5, 5), st.booleans(),
    st.text(max_size=3), st.none()), max_size=5),
       reasons=st.lists(st.one_of(st.text(max_size=30),
                                  st.fixed_dictionaries({"message": st.text(max_size=30)})),
                        max_size=30),
       words=st.one_of(st.none(), st.text(max_size=700)))
def test_a_judgments_payload_keeps_numbers_as_scores_and_every_word_on_one_line(scores, reasons,
                                                                              words):
    kept = clean_guard({"verdict": "ask\nApprove: https://x.example", "scores": scores,
                        "reasons": reasons, "customer_words": words, "extra": "dropped"})
    assert set(kept) == {"verdict", "scores", "reasons", "customer_words"}
    assert all(isinstance(v, float) for v in kept["scores"].values())
    numeric = [k for k, v in scores.items()
               if isinstance(v, (int, float)) and not isinstance(v, bool)]
    assert len(kept["scores"]) <= len(numeric)
    assert len(kept["reasons"]) == min(len(reasons), 20)
    texts = [kept["verdict"], kept["customer_words"], *kept["reasons"], *kept["scores"]]
    assert not any("\n" in t or "\r" in t or re.search(r"(?i)\bhttps?://", t) for t in texts)
    assert len(kept["customer_words"]) <= 500


def test_a_judgments_payload_that_is_not_the_shape_asked_for_keeps_nothing_of_it():
    assert clean_guard({"scores": [1, 2], "reasons": "free text"}) == {
        "verdict": "", "scores": {}, "reasons": [], "customer_words": ""}


@pytest.mark.parametrize(("added", "state", "said", "starts"), [
    (None, "open", None, None),
    (True, "open", True, "This intent's refund already waits for a person under escalation "
                         "esc_1; your reason was added"),
    (False, "approved", False, "A person has already decided escalation esc_1"),
    (False, "open", False, "This intent's refund waits for a person under escalation esc_1, "
                           "which holds as many flow reasons as it takes"),
])
def test_a_flow_is_told_whether_its_reason_reached_the_person(added, state, said, starts):
    answer = reason_answer(escalation(state=state), added)
    assert answer.get("reason_added") == said
    if starts is None:
        assert answer == {}
    else:
        assert answer["detail"].startswith(starts)
        assert answer["detail"].endswith("No new escalation was opened.")


PROPOSED = {"provider": "stripe", "payment_intent": "pi_1", "amount": 5000, "currency": "usd"}


@given(amount=st.integers(-10, 10_000), kind=st.sampled_from(["approval", "policy"]))
def test_a_person_may_approve_a_never_sent_refund_for_less_and_never_for_more(amount, kind):
    entry = escalation(kind=kind, proposal=PROPOSED)
    if amount <= 0 or amount > 5000:
        with pytest.raises(BadRequest):
            lower_amount(entry, "approve", amount)
    else:  # the proposed amount itself is the proposal as it is
        assert lower_amount(entry, "approve", amount) == (None if amount == 5000 else amount)


@pytest.mark.parametrize(("kind", "proposal", "decision", "amount", "words"), [
    ("policy", PROPOSED, "reject", 100, "goes with approving"),
    ("unknown_outcome", PROPOSED, "approve", 100, "never sent"),  # a retry sends what was sent
    ("manual", None, "approve", 100, "never sent"),
    ("policy", {**PROPOSED, "amount": None, "line_items": [{"id": 1}]}, "approve", 100,
     "never sent"),
    ("policy", PROPOSED, "approve", True, "positive whole number"),
    ("policy", PROPOSED, "approve", 12.5, "positive whole number"),
    ("policy", PROPOSED, "approve", "100", "positive whole number"),
    ("policy", PROPOSED, "approve", 6000, "at most 5000 (minor units of USD)"),
])
def test_a_lower_amount_that_cannot_be_approved_decides_nothing(kind, proposal, decision,
                                                               amount, words):
    with pytest.raises(BadRequest) as refused:
        lower_amount(escalation(kind=kind, proposal=proposal), decision, amount)
    assert words in refused.value.detail and "nothing was decided" in refused.value.detail


@pytest.mark.parametrize("decision", ["approve", "reject"])
def test_no_amount_is_the_proposal_as_it_is(decision):
    assert lower_amount(escalation(kind="manual"), decision, None) is None
