"""Judgment: is the refund an agent proposes what the customer asked for?

Plain, deterministic, explainable functions over facts read elsewhere (the ticket at Zendesk,
the payment and its lines at Stripe or Shopify): no I/O, no Redis, no Flask. The refund step
reads the facts, calls ``judge`` (and, with ``[judgment] guard_url``, the user's own guard
through ``connectors.guard``, combined by ``external.combine``), and acts on the verdict.

    facts      the types: Ticket, Comment, Order, Line, Shipping, Proposal, FlowWord
    readings   the facts from the connectors' answers (ticket_of, order_of, flow_of, ...)
    text       Unicode folding, hidden forms revealed, quoted mail split off
    money      figures of money as people write them, in several languages
    lexicon    the words that mean "refund", "everything", "shipping", "note to the AI"...
    grounding  args_grounded: the amount against the customer's words and the order's lines
    identity   the requester against the payment's customer, as mailboxes
    injection  injected: instructions aimed at an agent in the customer's text
    verdict    violation, p_unsafe, the verdict, ``judge`` and the Judgment it returns
    policy     the [judgment] table of the policy TOML (JudgmentPolicy, parse)
    external   the external guard's request, its answer, and the stricter of two verdicts
    reader     the model reader: its request (the ticket as untrusted data), schema, checked answer
    reader_verdict  what a reading grounds (amounts ours), the stricter verdict, the one lift
"""

from service.judgment.facts import Comment, FlowWord, Line, Order, Proposal, Shipping, Ticket
from service.judgment.policy import JudgmentPolicy
from service.judgment.policy import parse as parse_policy
from service.judgment.verdict import Judgment, Reason, Scores, judge

__all__ = ["Comment", "FlowWord", "Judgment", "JudgmentPolicy", "Line", "Order", "Proposal",
           "Reason", "Scores", "Shipping", "Ticket", "judge", "parse_policy"]
