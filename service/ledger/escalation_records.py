"""An escalation's records, typed: what it asks (``EscalationArgs``: the question, its reasons,
the proposal a person decides on, when it expires) and what was decided (``EscalationResult``),
parsed once from the JSON its entry stores (``Entry.escalation_args`` and
``Entry.escalation_result``).

As for a refund (``refund_records``), the stored JSON is what it was: an escalation's args are
written once when it opens (and narrowed by a flow's reason added while it is open), its
result by the decision; these only read them. An escalation written before numbering has no
``number`` (it is the intent's first); one written before slots no ``intent_id``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypedDict, get_args

from service.ledger.refund_records import ReasonRecord, RefundArgs

# Why a person is asked: a refund over the approval threshold, one the policy holds, an
# outcome that stayed unknown, or a flow's own question.
EscalationKind = Literal["approval", "policy", "unknown_outcome", "manual"]
KINDS: tuple[EscalationKind, ...] = get_args(EscalationKind)
# The kinds whose proposal was never sent (a person may approve less, and a rejection ends it).
NEVER_SENT: tuple[EscalationKind, ...] = ("approval", "policy")


class EscalationGuard(TypedDict):
    """The judgment's payload an escalation keeps and shows (``opening.clean_guard``)."""

    verdict: str
    scores: dict[str, float]
    reasons: list[str]
    customer_words: str


@dataclass(frozen=True)
class EscalationArgs:
    """What an escalation asks, as its entry recorded it."""

    id: str
    kind: EscalationKind
    reasons: tuple[ReasonRecord, ...]
    # the refund's arguments a person decides on (None: nothing is proposed, a flow's question)
    proposal: Mapping[str, Any] | None
    context: Mapping[str, Any]
    ticket_id: str | None
    expires_at: float
    intent_id: str | None = None  # None: written before slots (the entry's own name is it)
    number: int = 1
    question: str | None = None
    guard: EscalationGuard | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> EscalationArgs:
        """The record of stored arguments (ValueError for a kind no escalation has)."""
        kind = raw.get("kind")
        if kind not in KINDS:
            raise ValueError(f"an escalation recorded with kind {kind!r}")
        ticket = raw.get("ticket_id")
        return cls(id=str(raw["id"]), kind=kind, reasons=tuple(raw.get("reasons") or ()),
                   proposal=raw.get("proposal"), context=raw.get("context") or {},
                   ticket_id=None if ticket is None else str(ticket),
                   expires_at=float(raw["expires_at"]), intent_id=raw.get("intent_id"),
                   number=int(raw.get("number", 1)), question=raw.get("question"),
                   guard=raw.get("guard") or None)

    @property
    def refund(self) -> RefundArgs | None:
        """The proposed refund's arguments, typed (None: nothing is proposed)."""
        return RefundArgs.parse(self.proposal) if self.proposal else None

    @property
    def never_sent(self) -> bool:
        """Whether the proposal was never sent (a person may approve less of it)."""
        return self.kind in NEVER_SENT


@dataclass(frozen=True)
class EscalationResult:
    """What was decided, as its entry recorded it (all None while it is open)."""

    decided_by: str | None = None
    decided_at: float | None = None
    note: str | None = None
    approved_amount: int | None = None  # a lower amount the person approved
    expired: bool = False
    # what carrying the decision out did (the refund as it then stood); None: not yet
    resolution: Mapping[str, Any] | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> EscalationResult:
        return cls(decided_by=raw.get("decided_by"), decided_at=raw.get("decided_at"),
                   note=raw.get("note"), approved_amount=raw.get("approved_amount"),
                   expired=bool(raw.get("expired")), resolution=raw.get("resolution"))
