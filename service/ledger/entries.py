"""The ledger's records: an intent's ``Entry`` for one step, the answer to a ``Claim``, and how
both are read from the scripts' replies (``service.ledger.store`` keeps them in Redis)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal, cast, get_args

from service.ledger import long_fields
from service.ledger.escalation_records import EscalationArgs, EscalationResult
from service.ledger.refund_records import RefundArgs, RefundResult
from service.ledger.ticket_records import TicketArgs, TicketResult
from service.states import IN_PROGRESS as IN_PROGRESS
from service.states import State, state


@dataclass(frozen=True)
class Entry:
    """One intent's record for one step."""

    key: str
    tenant: str
    step: str
    intent_id: str
    state: State
    fingerprint: str
    args: dict[str, Any]
    provider_key: str
    attempts: int
    lease_until: float
    result: dict[str, Any]
    created_at: float
    updated_at: float
    # The entry's resume_urls when the settle that returned it read them in its own step
    # (``Ledger.settle``); None: not read (``deliveries.schedule`` then reads them).
    resume_urls: tuple[str, ...] | None = field(default=None, compare=False)

    def lease_live(self, now: float) -> bool:
        """Whether a claim holds the entry at ``now`` (the reader's clock)."""
        return self.state == IN_PROGRESS and self.lease_until > now

    # A step's records, typed: parsed from ``args`` and ``result`` the first time one is asked
    # for, then kept with the entry (a frozen entry never changes; ``replace`` makes a new one
    # that parses again). ``args`` and ``result`` stay the stored JSON the ledger writes back.

    @cached_property
    def refund_args(self) -> RefundArgs:
        """A refund entry's arguments (``service.ledger.refund_records``)."""
        return RefundArgs.parse(self.args)

    @cached_property
    def refund_result(self) -> RefundResult:
        """A refund entry's result (``service.ledger.refund_records``)."""
        return RefundResult.parse(self.result)

    @cached_property
    def ticket_args(self) -> TicketArgs:
        """A ticket update's arguments (``service.ledger.ticket_records``)."""
        return TicketArgs.parse(self.args)

    @cached_property
    def ticket_result(self) -> TicketResult:
        """A ticket update's result (``service.ledger.ticket_records``)."""
        return TicketResult.parse(self.result)

    @cached_property
    def escalation_args(self) -> EscalationArgs:
        """An escalation's arguments (``service.ledger.escalation_records``)."""
        return EscalationArgs.parse(self.args)

    @cached_property
    def escalation_result(self) -> EscalationResult:
        """An escalation's result (``service.ledger.escalation_records``)."""
        return EscalationResult.parse(self.result)


@dataclass(frozen=True)
class RequestKey:
    """An ``Idempotency-Key`` header's key and the request it is to be bound to (its
    fingerprint, and its arguments to name the fields a later, different request changes)."""

    key: str
    fingerprint: str
    args: dict[str, Any]


# The answer to a claim (``Ledger.claim``): one class per kind, told apart by ``kind``, so the
# type checker knows what each holds (``claim.kind in ("claimed", "reclaimed")`` narrows to
# Owned, whose entry is never None).


@dataclass(frozen=True)
class Owned:
    """``claimed``/``reclaimed``: you own the entry, with ``owner``; ``attempts`` counts this
    one. A claim of a new refund made while a pause of its tenant or account is set names that
    pause's field in ``paused`` (``service.ledger.pauses``): its owner holds it for a person and
    sends nothing."""

    kind: Literal["claimed", "reclaimed"]
    owner: str
    attempts: int
    entry: Entry
    paused: str = ""


@dataclass(frozen=True)
class Busy:
    """Someone else owns it, until ``lease_until``."""

    kind: Literal["busy"]
    lease_until: float


@dataclass(frozen=True)
class Conflicting:
    """``conflict``: the intent holds other arguments (``stored_args``); ``key_conflict``: the
    Idempotency-Key is bound to another request (``stored_args`` is the binding, its
    ``fingerprint`` and ``args``, None for a binding written before they were kept)."""

    kind: Literal["conflict", "key_conflict"]
    stored_args: dict[str, Any]


@dataclass(frozen=True)
class Settled:
    """It is in ``state``, which this claim may not take it from."""

    kind: Literal["settled"]
    state: State
    entry: Entry


@dataclass(frozen=True)
class Missing:
    """There is no such entry, and this claim was not to create one."""

    kind: Literal["missing"]


Claim = Owned | Busy | Conflicting | Settled | Missing

# What a settle did (``Ledger.settle``): recorded it, found it so already, lost the claim to
# another request, met a live claim, refused to go backwards, or found no entry.
SettleOutcome = Literal["settled", "unchanged", "lost", "busy", "stale", "missing"]
# What a compare-and-set move did (``Ledger.move``): moved it, found it in another state,
# found other args than it was bound to, or found no entry.
MoveOutcome = Literal["moved", "refused", "changed", "missing"]
SETTLE_OUTCOMES: tuple[SettleOutcome, ...] = get_args(SettleOutcome)
MOVE_OUTCOMES: tuple[MoveOutcome, ...] = get_args(MoveOutcome)


def settle_outcome(raw: object) -> SettleOutcome:
    """A settle script's answer as a ``SettleOutcome`` (ValueError for one it never gives)."""
    for known in SETTLE_OUTCOMES:
        if text(raw) == known:
            return known
    raise ValueError(f"the settle script answered {raw!r}")


def move_outcome(raw: object) -> MoveOutcome:
    """A move script's answer as a ``MoveOutcome`` (ValueError for one it never gives)."""
    for known in MOVE_OUTCOMES:
        if text(raw) == known:
            return known
    raise ValueError(f"the move script answered {raw!r}")


def text(raw: object) -> str:
    """A Redis reply as text: the client answers bytes (redis-py types a reply as any of
    bytes, str, int and more, so the ledger's readers narrow it here, once)."""
    if isinstance(raw, bytes):
        return raw.decode()
    if isinstance(raw, str):
        return raw
    raise TypeError(f"a Redis reply that is not text: {type(raw).__name__}")


def scored(rows: object) -> list[tuple[str, float]]:
    """A ``WITHSCORES`` reply as (member, score) pairs: paired by redis-py (``ZRANGE``) or
    flat (``ZDIFF`` under RESP2)."""
    items = list(cast(list[Any], rows or []))
    if items and not isinstance(items[0], (list, tuple)):
        items = list(zip(items[::2], items[1::2]))
    return [(text(member), float(score)) for member, score in items]


def from_reply(key: str, tenant: str, step: str, intent_id: str,
               flat: list[Any]) -> Entry | None:
    """An Entry from HGETALL's flat [field, value, ...] reply (None when empty)."""
    if not flat:
        return None
    fields = {flat[i]: flat[i + 1] for i in range(0, len(flat), 2)}
    h = {k.decode(): v.decode() for k, v in fields.items() if not long_fields.is_piece(k)}
    args, result = (long_fields.join(fields, name) for name in long_fields.LONG)
    if args is None or result is None:
        raise KeyError(f"{key} holds no args or result")
    return Entry(key=key, tenant=tenant, step=step, intent_id=intent_id, state=state(h["state"]),
                 fingerprint=h["fingerprint"], args=json.loads(args),
                 provider_key=h["provider_key"], attempts=int(h["attempts"]),
                 lease_until=float(h["lease_until"]), result=json.loads(result),
                 created_at=float(h["created_at"]), updated_at=float(h["updated_at"]))


def reply_field(flat: list[Any], name: bytes) -> str:
    """One field of HGETALL's flat reply ('' when it has none)."""
    for i in range(0, len(flat) - 1, 2):
        if flat[i] == name:
            return text(flat[i + 1])
    return ""


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
