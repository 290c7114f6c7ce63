"""The facts a judgment is made on, as plain frozen types: the ticket (read at Zendesk), the
order (read at the payment's provider), the agent's proposal, and the flow's own word.

Nothing here reads anything: ``service.judgment.readings`` builds these from the connectors'
answers, and tests build them directly. Amounts are integer minor units in the order's
currency; e-mails and currencies are kept as read (compared in ``identity`` and ``grounding``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from service.judgment import provenance


@dataclass(frozen=True)
class Comment:
    """One comment of the ticket: who wrote it, whether the customer can see it, its text."""

    author_id: int | None
    public: bool
    by_requester: bool  # written by the ticket's requester (the customer who asked)
    text: str  # plain text (Zendesk's plain_body, else body)
    id: int | None = None

    @property
    def customer_words(self) -> bool:
        """The customer's own words: public, by the requester. Agents' replies and internal
        notes are not the customer's and never raise groundedness."""
        return self.public and self.by_requester

    @property
    def own_text(self) -> str:
        """What the writer wrote as themselves, without what they quoted, forwarded, pasted or
        hid (``provenance``, read with English's mail words; the judgment reads the customer's
        language too: ``customer.words_of``)."""
        return provenance.own_text(provenance.segment(self.text))


@dataclass(frozen=True)
class Ticket:
    """A Zendesk ticket: its requester (the customer) and its comments, oldest first."""

    id: str | None
    requester_id: int | None
    requester_name: str | None
    requester_email: str | None
    subject: str
    comments: tuple[Comment, ...] = ()
    complete: bool = True  # False: more comments than were read

    def customer_texts(self) -> list[str]:
        """The customer's own words: the subject and the requester's public comments, each
        without what it quotes."""
        own = [c.own_text for c in self.comments if c.customer_words]
        return [t for t in (self.subject, *own) if t and t.strip()]

    def scanned_texts(self) -> list[str]:
        """Everything the customer controls, quotes included: the subject and every comment
        that is not an agent's internal note (an injection may hide in a quoted signature or
        in a CC's reply)."""
        texts = [c.text for c in self.comments if c.public or c.by_requester]
        return [t for t in (self.subject, *texts) if t and t.strip()]


@dataclass(frozen=True)
class Line:
    """One line of the order: a product, how many, its unit and total price."""

    title: str
    quantity: int
    unit: int | None  # minor units; None when the provider gives only the line's total
    total: int  # minor units, what the customer paid for the line
    refundable_quantity: int | None = None


@dataclass(frozen=True)
class Shipping:
    title: str
    amount: int  # minor units


@dataclass(frozen=True)
class Order:
    """The order or payment as its provider records it. Without line items (a bare Stripe
    payment) only the whole amount can ground a refund."""

    id: str
    currency: str  # lower case
    total: int  # what was charged, minor units
    captured: int | None = None
    refunded: int | None = 0  # None: the provider did not say (``left`` is then unknown)
    customer_id: str | None = None
    emails: tuple[str, ...] = ()  # the payment's customer's e-mails (customer, receipt, billing)
    lines: tuple[Line, ...] = ()
    shipping: tuple[Shipping, ...] = ()
    lines_complete: bool = True  # False: more lines than were read

    @property
    def left(self) -> int | None:
        """What may still be refunded (captured, else charged, less refunded); None when the
        provider did not say what was refunded (unknown is not zero)."""
        if self.refunded is None:
            return None
        paid = self.captured if self.captured is not None else self.total
        return max(paid - self.refunded, 0)


@dataclass(frozen=True)
class Proposal:
    """The refund the agent proposes."""

    payment_id: str  # the PaymentIntent, Charge or Shopify order
    currency: str
    amount: int | None  # minor units; None: all that is left
    reason: str | None = None


@dataclass(frozen=True)
class FlowWord:
    """What the flow says the customer said, when there is no ticket (a chat): used, and
    always marked as the flow's word, never the provider's."""

    conversation: tuple[str, ...] = ()  # the customer's messages, oldest first
    intent: str | None = None  # the agent's summary of what the customer wants
    customer_email: str | None = None  # who the flow says the customer is
    source: Literal["flow"] = field(default="flow", init=False)

    @property
    def empty(self) -> bool:
        return not any(t.strip() for t in self.conversation) and not (self.intent or "").strip()
