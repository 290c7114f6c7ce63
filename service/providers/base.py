"""What every refund provider adapter gives the refund step: the ``RefundProvider`` interface,
and the provider's answers as plain types (a refund as observed, the payment's facts)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from service.ledger.store import Entry


@dataclass(frozen=True)
class Observed:
    """A refund as the provider shows it, with the flow state that status means."""

    id: str
    state: str  # completed | pending | failed | unknown
    provider_status: str
    amount: int | None
    currency: str | None
    failure_reason: str | None = None
    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True)
class PriorRefund:
    """A refund the payment or order already has at the provider (made by anyone)."""

    id: str
    amount: int | None  # minor units; None when the provider does not say
    created: float  # unix seconds
    outstanding: bool  # counts against what is left: pending or succeeded, not failed
    ours: bool  # carries this intent's own marker (an earlier attempt of this intent)
    by_surestep: bool  # carries a surestep marker (this intent's or another's)


# The facts a provider's read may leave out, by the name the guard's messages use. A figure
# the provider did not give is unknown (None), never zero: ``PaymentFacts.unknown`` names it.
FACTS = ("status", "currency", "captured", "refunded", "customer", "created")


@dataclass(frozen=True)
class PaymentFacts:
    """The provider's own record of the money a refund is for, read before the first create:
    the guard decides on these facts, never on what the flow says about the payment. A fact
    the read did not give is None (``refundable``: True, ``customer_id``: None) and named in
    ``unknown`` (each of ``FACTS``, with the provider's field in ``unknown_fields``)."""

    id: str
    refundable: bool  # paid / succeeded and not canceled: money that can be given back
    status: str  # the provider's own word for the payment's state
    currency: str | None  # lower-case ISO code of the money as paid (Shopify: presentment)
    paid: int | None  # captured / received, minor units
    refunded: int | None  # refunded or being refunded, minor units, as the provider counts it
    refunds: tuple[PriorRefund, ...]
    customer_id: str | None
    emails: frozenset[str]  # lower-case: the customer's, the receipt's, the billing e-mail
    created: float | None  # unix seconds: when the payment or order was made
    raw: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    unknown_fields: dict[str, str] = field(default_factory=dict)  # fact -> provider's field

    @property
    def unknown(self) -> frozenset[str]:
        """The facts (of ``FACTS``) the provider's read did not give."""
        return frozenset(self.unknown_fields)

    @property
    def left(self) -> int | None:
        """What may still be refunded; None when the provider did not say what was captured
        or refunded."""
        if self.paid is None or self.refunded is None:
            return None
        return max(self.paid - self.refunded, 0)


class RefundProvider(Protocol):
    """What the refund step needs from a provider. Every method raises
    ``connectors.errors.ProviderError`` subclasses, never anything else."""

    name: str
    label: str
    setting: str  # the environment variable that enables it

    def create(self, entry: Entry) -> Observed:
        """Send the refund with ``entry.provider_key`` as the idempotency key."""

    def read(self, entry: Entry, refund_id: str) -> Observed:
        """The provider's current truth about one refund (never the create response)."""

    def find(self, entry: Entry) -> Observed | None:
        """This intent's refund, found by the marker ``create`` attached, or None."""

    def facts(self, entry: Entry, window_s: float = 0) -> PaymentFacts:
        """The payment (Stripe) or order (Shopify) the refund is for, with its refunds (at
        least those of the last ``window_s`` seconds, the policy's duplicate window);
        ``connectors.errors.Missing`` when the provider has no such payment."""
