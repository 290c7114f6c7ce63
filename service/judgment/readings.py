"""The facts built from what the connectors read: a Zendesk ticket, its requester and its
comment pages; a payment's facts (``service.providers.base.PaymentFacts``) with the lines
Stripe (``connectors.stripe_lines.PaymentLines``) or Shopify
(``connectors.shopify_objects.OrderLines``) holds; the flow's own words from a request.

Pure functions: the refund step does the reads (at the same time as the payment's read) and
records each in the ledger; these only reshape the answers.
"""

from __future__ import annotations

from typing import Any, Iterable

from connectors.shopify_objects import OrderLines
from connectors.stripe_lines import PaymentLines
from connectors.zendesk_reads import CommentPage, TicketSummary, User
from service.judgment.facts import Comment, FlowWord, Line, Order, Proposal, Shipping, Ticket
from service.judgment.money import to_minor
from service.providers.base import PaymentFacts


def ticket_of(summary: TicketSummary, requester: User | None,
              pages: Iterable[CommentPage]) -> Ticket:
    """The ticket as the judgment sees it: its requester (by the ticket's requester_id) and
    every comment read, each marked as the requester's or not."""
    comments, complete = [], True
    for page in pages:
        comments += [Comment(c.author_id, c.public, c.author_id is not None
                             and c.author_id == summary.requester_id, c.plain_body, c.id)
                     for c in page.comments]
        complete = page.next_url is None
    return Ticket(id=str(summary.id), requester_id=summary.requester_id,
                  requester_name=requester.name if requester else None,
                  requester_email=requester.email if requester else None,
                  subject=summary.subject or "", comments=tuple(comments), complete=complete)


def missing_of(payment: PaymentFacts) -> list[str]:
    """The figures an Order needs that the provider's read did not give (unknown is not zero:
    no Order is made of them, ``verdict.judge_unknown`` judges instead)."""
    return [name for name, value in (("its currency", payment.currency),
                                     ("what was paid", payment.paid)) if value is None]


def order_of(payment: PaymentFacts, lines: PaymentLines | OrderLines | None = None) -> Order:
    """The order: the payment's own figures, with the lines its provider holds (if any).
    ``missing_of`` must be empty; ``refunded`` may be None (``Order.left`` is then unknown)."""
    currency, paid = payment.currency, payment.paid
    if currency is None or paid is None:  # what missing_of names
        raise ValueError(f"payment {payment.id}: {', '.join(missing_of(payment))} not given")
    currency = currency.lower()
    made, shipping, complete, more = _lines_of(lines, currency)
    emails = set(payment.emails) | more
    return Order(id=payment.id, currency=currency, total=paid, captured=paid,
                 refunded=payment.refunded, customer_id=payment.customer_id,
                 emails=tuple(sorted(emails)), lines=made, shipping=shipping,
                 lines_complete=complete)


def _lines_of(lines: PaymentLines | OrderLines | None, currency: str
              ) -> tuple[tuple[Line, ...], tuple[Shipping, ...], bool, set[str]]:
    """The lines, the shipping, whether every line was read, and the customer's e-mail the
    lines' read adds (Stripe's Checkout Session), from what the provider holds (nothing: no
    lines, complete)."""
    if isinstance(lines, PaymentLines) and lines.source != "none":
        made = tuple(Line(li.description, li.quantity, li.unit_amount, li.amount_total)
                     for li in lines.lines)
        shipping = (Shipping("Shipping", lines.shipping),) if lines.shipping else ()
        emails = {lines.customer_email.lower()} if lines.customer_email else set()
        return made, shipping, lines.complete, emails
    if isinstance(lines, OrderLines):
        made = tuple(Line(li.title, li.quantity, to_minor(li.unit, currency),
                          to_minor(li.total, currency), li.refundable_quantity)
                     for li in lines.lines)
        return made, tuple(Shipping(s.title, to_minor(s.amount, currency))
                           for s in lines.shipping if s.amount > 0), lines.complete, set()
    return (), (), True, set()


def titles_of(lines: PaymentLines | OrderLines | None) -> list[str]:
    """The titles of the lines ``order_of`` makes of ``lines``, in the same order (the model
    reader names a line by its number in this list)."""
    if isinstance(lines, PaymentLines) and lines.source != "none":
        return [li.description for li in lines.lines]
    if isinstance(lines, OrderLines):
        return [li.title for li in lines.lines]
    return []


def proposal_of(args: dict[str, Any], payment_id: str, currency: str) -> Proposal:
    """The agent's proposal, from a refund request's arguments (currency: the request's,
    else the payment's)."""
    return Proposal(payment_id=payment_id, currency=(args.get("currency") or currency).lower(),
                    amount=args.get("amount"), reason=args.get("reason"))


def flow_of(args: dict[str, Any]) -> FlowWord | None:
    """The flow's own word about the customer: ``conversation`` (a string or a list of the
    customer's messages), ``intent``, and the customer's e-mail it names. None: it sent none."""
    raw = args.get("conversation")
    conversation = (raw,) if isinstance(raw, str) else tuple(
        m if isinstance(m, str) else str((m or {}).get("content") or "")
        for m in raw or () if isinstance(m, (str, dict))
        and (isinstance(m, str) or (m or {}).get("role", "user") == "user"))
    intent = args.get("intent") if isinstance(args.get("intent"), str) else None
    customer = args.get("customer")
    if not isinstance(customer, dict):
        customer = {}
    word = FlowWord(conversation=conversation, intent=intent,
                    customer_email=customer.get("email") or args.get("requester_email"))
    return None if word.empty else word
