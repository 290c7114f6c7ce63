"""A refund entry's records, typed: its arguments (``RefundArgs``) and its result
(``RefundResult``), parsed once from the JSON the entry stores (``Entry.refund_args`` and
``Entry.refund_result`` read them the first time they are asked for, then keep them).

The stored JSON is not changed by them, so entries written before keep being read: the
arguments are the request as the flow sent it (its fingerprint is of those very bytes, so they
are stored as the request's dict, never re-serialised from a record), and a result is written
as a ``RefundResultRecord``, the stored shape spelled as a TypedDict, as dbos-transact-py
spells its recorded rows. What the parse adds is the defaults of older entries, said once: no
``provider`` is Stripe (refunds before Shopify), no ``account`` is the environment's (before
accounts), an in-progress entry's result is empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, NotRequired, TypedDict, get_args

RefundProviderName = Literal["stripe", "shopify"]
REFUND_PROVIDERS: tuple[RefundProviderName, ...] = get_args(RefundProviderName)
# The environment's account (service.accounts): an entry written before accounts names none.
ENV_ACCOUNT = "env"
# What the judgment's answer says (service.judgment.verdict.Verdict) and how it was recorded.
GuardVerdict = Literal["allow", "ask", "block"]
GuardMode = Literal["enforce", "shadow"]


class ReasonRecord(TypedDict):
    """One reason, as recorded (``service.judgment.verdict.Reason.as_dict``)."""

    code: str
    message: str


class GuardShown(TypedDict):
    """The judgment's answer as a refund's result carries it and every answer shows it
    (``service.steps.refund.judging.shown``): stored JSON handed back as it was recorded."""

    verdict: GuardVerdict
    scores: dict[str, float]
    reasons: list[ReasonRecord]
    source: str
    by: str
    mode: GuardMode
    external: NotRequired[dict[str, Any]]
    reading: NotRequired[dict[str, Any]]


class RefundResultRecord(TypedDict, total=False):
    """A refund's result as stored: every key ``RefundResult`` reads. An attempt's result
    (``service.steps.refund.results.of``) has the first six; the others where they apply."""

    refund_id: str | None
    provider_status: str | None
    amount: int | None
    currency: str | None
    verified: bool
    detail: str
    failure_reason: str
    retry_after: float
    guard: GuardShown
    escalation_id: str | None
    reasons: list[ReasonRecord]
    trace: str  # the traceparent of the request that parked it (a person's decision links it)
    was: str  # the state a read that found no such refund took it from


@dataclass(frozen=True)
class RefundArgs:
    """A refund's arguments as its entry recorded them (the request's, with its account)."""

    provider: RefundProviderName
    account: str
    amount: int | None  # minor units; None: a Shopify refund by line items
    currency: str | None
    payment_intent: str | None = None
    charge: str | None = None
    order_id: str | None = None
    stripe_account: str | None = None
    ticket_id: str | None = None
    # what the guard's rules check (service.steps.rules), never sent to the provider
    reason: str | None = None
    requester_email: str | None = None
    order_date: str | None = None  # ISO date or date-time
    customer_id: str | None = None
    customer_email: str | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> RefundArgs:
        """The record of stored arguments (ValueError for a value no request could have)."""
        provider = raw.get("provider") or "stripe"
        if provider not in REFUND_PROVIDERS:
            raise ValueError(f"a refund recorded for provider {provider!r}")
        customer = raw.get("customer") or {}
        return cls(provider=provider, account=raw.get("account") or ENV_ACCOUNT,
                   amount=_amount(raw.get("amount")), currency=_text(raw, "currency"),
                   payment_intent=_text(raw, "payment_intent"), charge=_text(raw, "charge"),
                   order_id=_text(raw, "order_id"),
                   stripe_account=_text(raw, "stripe_account") or None,
                   ticket_id=_ticket(raw.get("ticket_id")), reason=_text(raw, "reason"),
                   requester_email=_text(raw, "requester_email"),
                   order_date=_text(raw, "order_date"),
                   customer_id=_text(customer, "id"), customer_email=_text(customer, "email"))

    def payment(self) -> str:
        """What the refund is against, in words: the order, the PaymentIntent or the charge."""
        if self.order_id:
            return f"order {self.order_id}"
        if self.payment_intent:
            return f"payment {self.payment_intent}"
        return f"charge {self.charge}"


@dataclass(frozen=True)
class RefundResult:
    """A refund's result as its entry recorded it (all None/empty while it is in progress)."""

    refund_id: str | None = None
    provider_status: str | None = None
    amount: int | None = None
    currency: str | None = None
    verified: bool = False
    detail: str = ""
    failure_reason: str | None = None
    retry_after: float | None = None
    guard: GuardShown | None = None
    escalation_id: str | None = None
    # None: the result names no reasons (only a refund a person was asked about, or one the
    # judgment blocked, has them: an answer shows them only then)
    reasons: tuple[ReasonRecord, ...] | None = None
    trace: str | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> RefundResult:
        """The record of a stored result (ValueError for an amount that is not whole)."""
        reasons = raw.get("reasons")
        return cls(refund_id=_text(raw, "refund_id"),
                   provider_status=_text(raw, "provider_status"),
                   amount=_amount(raw.get("amount")), currency=_text(raw, "currency"),
                   verified=bool(raw.get("verified")), detail=raw.get("detail") or "",
                   failure_reason=_text(raw, "failure_reason"),
                   retry_after=_seconds(raw.get("retry_after")),
                   guard=raw.get("guard") or None,
                   escalation_id=_text(raw, "escalation_id") or None,
                   reasons=None if reasons is None else tuple(reasons),
                   trace=_text(raw, "trace") or None)

    def carried(self) -> RefundResultRecord:
        """What every later result of the intent carries over from this one: the judgment's
        ``guard`` once recorded, and the escalation a person was asked (with its reasons)."""
        kept: RefundResultRecord = {}
        if self.guard:
            kept["guard"] = self.guard
        if self.escalation_id:
            kept["escalation_id"] = self.escalation_id
            kept["reasons"] = list(self.reasons or ())
        return kept


def _text(raw: Mapping[str, Any], name: str) -> str | None:
    value = raw.get(name)
    if value is None or isinstance(value, str):
        return value
    raise ValueError(f"a refund record's {name} is {type(value).__name__}, not text")


def _ticket(value: object) -> str | None:
    """The ticket's reference as the request gave it (text; a number from an older writer)."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise ValueError(f"a refund record's ticket_id is {value!r}")


def _amount(value: object) -> int | None:
    """Minor units, whole (a bool is no amount, though Python counts it an int)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise ValueError(f"a refund record's amount is {value!r}, not whole minor units")


def _seconds(value: object) -> float | None:
    if value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        return value
    raise ValueError(f"a refund record's retry_after is {value!r}, not seconds")
