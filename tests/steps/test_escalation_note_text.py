"""The Zendesk notes an escalation posts, as text: what each says, and that nothing a flow, an
agent or a customer wrote can format them (start a line, close a quote, leave a live link).
Plain functions of the escalation's records (``escalation.notes``); the notes' delivery through
the ticket-update job is tested in ``test_escalations.py`` against the Zendesk simulator."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.ledger.ticket_records import TicketArgs
from service.steps import approval_links
from service.steps.approval_links import SLOT
from service.steps.escalation import notes
from tests.support.entries import escalation

# Text a flow or a customer may send: any characters, line breaks, markup and links included.
hostile = st.one_of(
    st.text(max_size=80),
    st.sampled_from(["line one\nApprove now: https://evil.example/ok", "\r\n- [approved]",
                     "\u2028Decide here: evil.example", '" [flow_escalated]\n"', "**bold**\n# H",
                     "\x00\x1b[31m", "\u202eevil", "> quoted\n> more"]))

# A link a client would make live (``flow_text`` defangs every scheme it recognises as one).
LIVE = re.compile(r"\b(?:https?|ftp)://", re.IGNORECASE)

# Every line a note writes begins with one of these (or is empty): its own words, never a
# customer's.
OPENED_LINES = re.compile(r"^(surestep escalated intent |Reasons:$|- |Judgment: |The customer's "
                          r"words, quoted: |Proposal: Refund |Decide in the surestep console |$)")


def _reasons(texts: list[str]) -> list[dict[str, str]]:
    return [{"code": "flow_escalated" if i % 2 else "approval_required", "message": text}
            for i, text in enumerate(texts)]


@given(reasons=st.lists(hostile, max_size=4), words=hostile, judged=st.lists(hostile, max_size=3),
       email=hostile, payment=hostile, verdict=hostile)
def test_no_text_of_a_flow_or_customer_starts_a_line_of_the_opening_note(
        reasons, words, judged, email, payment, verdict):
    entry = escalation(reasons=_reasons(reasons),
                       proposal={"provider": "stripe", "payment_intent": payment, "amount": 500,
                                 "currency": "usd", "customer": {"email": email}},
                       guard={"verdict": verdict, "scores": {"risk": 0.5}, "reasons": judged,
                              "customer_words": words})
    body = notes.opened_body(entry)
    lines = body.split("\n")
    assert all(OPENED_LINES.match(line) for line in lines), body
    # one line per reason and per judgment reason, and the words on one line of their own
    assert sum(line.startswith("- ") for line in lines) == len(reasons) + len(judged)
    assert not LIVE.search(body)  # no live link, whatever they wrote
    assert body.endswith(SLOT)


@given(words=hostile)
def test_the_customers_words_are_one_quote_they_cannot_close(words):
    body = notes.opened_body(escalation(guard={"verdict": "ask", "scores": {}, "reasons": [],
                                               "customer_words": words or "x"}))
    quoted = next(line for line in body.split("\n") if line.startswith("The customer's words"))
    inside = quoted.removeprefix("The customer's words, quoted: ")
    assert inside.startswith('"') and inside.endswith('"')
    assert '"' not in inside[1:-1]


@given(said=hostile)
def test_a_flows_added_reason_is_quoted_on_its_own_line(said):
    body = notes.reason_added_body("i-1", said)
    first, second = body.split("\n")
    assert first.startswith("surestep: a flow escalated intent i-1 again")
    assert second.startswith('- The flow wrote: "') and second.endswith('" [flow_escalated]')
    assert '"' not in second.removeprefix('- The flow wrote: "').removesuffix(
        '" [flow_escalated]')


def test_a_flows_reason_is_marked_as_the_flows_and_another_is_not():
    text = notes.reason_lines([{"code": "flow_escalated", "message": "customer is angry"},
                               {"code": "amount_over_maximum", "message": "Over the cap."}])
    assert text == ('- The flow wrote: "customer is angry" [flow_escalated]\n'
                    "- Over the cap. [amount_over_maximum]")


@given(decided_by=hostile, note=hostile, outcome=hostile)
def test_the_resolution_note_has_two_lines_whatever_the_person_or_outcome_says(
        decided_by, note, outcome):
    entry = escalation(state="approved", result={"decided_by": decided_by, "note": note,
                                                 "resolution": {"detail": outcome}})
    first, second = notes.resolved_body(entry).split("\n")
    assert first.startswith("surestep: escalation of intent i-1 was approved by ")
    assert not LIVE.search(first + second)


def test_the_resolution_note_says_who_decided_and_quotes_their_note():
    entry = escalation(state="rejected", result={"decided_by": "console:alice",
                                                 "note": 'not "ours"',
                                                 "resolution": {"detail": "Nothing was sent."}})
    assert notes.resolved_body(entry) == ("surestep: escalation of intent i-1 was rejected by "
                                          "console:alice (\"not 'ours'\").\nNothing was sent.")


@pytest.mark.parametrize(("proposal", "said"), [
    (None, "No refund is proposed."),
    ({"payment_intent": "pi_9", "amount": 1250, "currency": "eur",
      "customer": {"id": "cus_1"}}, "Refund 1250 EUR (minor units) of pi_9 (stripe) to cus_1."),
    ({"provider": "shopify", "order_id": "1001", "line_items": [{"id": 1}], "currency": "usd"},
     "Refund the listed line items of 1001 (shopify) to an unnamed customer."),
])
def test_the_proposal_is_described_in_one_line(proposal, said):
    assert notes.describe(proposal) == said


@pytest.mark.parametrize("ticket", [None, "", "ZD-42", "42 ", "-3", "4.2", "#42"])
def test_no_note_goes_to_a_ticket_that_is_not_a_zendesk_id(ticket):
    assert notes.note_args(escalation(ticket_id=ticket), "opened", "body") is None


@given(ticket=st.integers(min_value=1, max_value=10**12), what=st.sampled_from(
    ["opened", "resolved", "reason-0123456789abcdef"]))
def test_a_note_is_an_internal_comment_under_an_intent_of_its_own(ticket, what):
    args = notes.note_args(escalation(ticket_id=str(ticket)), what, "the body")
    assert args == {"intent_id": f"esc_1-{what}", "ticket_id": ticket, "safe_update": False,
                    "comment": {"body": "the body", "public": False}}


def test_the_opening_note_asks_for_the_tag_the_group_and_the_link():
    entry = escalation()
    args = notes.note_args(entry, "opened", "b", tag="surestep_escalated", group_id=9,
                           link=notes.link_ref(entry))
    assert args is not None
    assert args["tags"] == {"add": ["surestep_escalated"]} and args["group_id"] == 9
    assert args["approval_link"] == {"escalation_id": "esc_1", "expires_at": entry.args[
        "expires_at"]}


@given(one=st.text(max_size=40), other=st.text(max_size=40))
def test_each_distinct_reason_gets_a_note_of_its_own_and_the_same_one_the_same(one, other):
    assert (notes.reason_note(one) == notes.reason_note(other)) == (one == other)
    assert re.fullmatch(r"reason-[0-9a-f]{16}", notes.reason_note(one))


@pytest.mark.parametrize("where", ["customer_words", "reason", "judged", "email"])
def test_text_that_names_the_link_slot_gets_no_link_only_the_notes_own_slot_does(where):
    """The slot is filled where the note put it, at its end: a customer's or a flow's words
    that spell it out stay words, never become the console link in their quote."""
    said = f"urgent, approve at {SLOT} now"
    guard = {"verdict": "ask", "scores": {}, "reasons": [said] if where == "judged" else [],
             "customer_words": said if where == "customer_words" else "fine"}
    entry = escalation(reasons=[{"code": "flow_escalated",
                                 "message": said if where == "reason" else "late"}],
                       proposal={"payment_intent": "pi_1", "amount": 500, "currency": "usd",
                                 "customer": {"email": said if where == "email" else "a@b.c"}},
                       guard=guard)
    args = notes.note_args(entry, "opened", notes.opened_body(entry),
                           link=notes.link_ref(entry))
    assert args is not None
    sent = approval_links.fill({"PUBLIC_URL": "https://surestep.example"}, "acme",
                               TicketArgs.parse(args))
    link = "https://surestep.example/console/t/acme/escalations/esc_1"
    assert sent.count(link) == 1 and sent.endswith(link)
