"""A ticket update's records, typed: its arguments (``TicketArgs``, parsed once from the JSON
its entry stores: ``Entry.ticket_args``), and its result as stored and as a run builds it
(``TicketResultRecord``, with a row per ticket: ``TicketRow``), read back as a
``TicketResult`` (``Entry.ticket_result``).

As for a refund (``refund_records``), the stored JSON is what it was: the arguments are the
request's dict (fingerprinted as sent), a result keeps its keys. One entry holds either a
single ticket's update (``ticket_id``) or a bulk one (``ticket_ids``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from service.ledger.refund_records import ENV_ACCOUNT
from service.states import TicketRowState

# The ticket fields an update may set besides its comment and tags (Zendesk's names).
FIELDS = ("status", "group_id", "assignee_id", "custom_fields")


class TicketRow(TypedDict):
    """One ticket's outcome: Zendesk's audit and comment when it applied the update, or its
    error (``"<name>: <message>"``) when it did not."""

    ticket_id: int | None
    state: TicketRowState
    comment_id: int | None
    error: str | None
    audit_id: NotRequired[int | None]


class TicketResultRecord(TypedDict, total=False):
    """A ticket update's result as stored: the answer (``verified``, ``detail``,
    ``results``) and what its runs know between them (a send that may have landed, a bulk
    job being polled, why it waits in the account's room)."""

    verified: bool
    detail: str
    results: list[TicketRow]
    waiting: str  # why the run waits in the waiting room (budget empty, a 429)
    sending: bool  # a send of ours may have landed: read back before sending again
    sends: int
    in_doubt: bool  # an earlier send may still land (a re-send takes the look first)
    ambiguous_at: float
    stamp_waits: int
    blind: bool  # a send went without a stamp: nothing at Zendesk refuses it landing late
    conflict_retried: bool
    zendesk_job: str  # a bulk update's job at Zendesk, being polled
    zendesk_job_url: str | None
    polls: int
    queued_at: float


@dataclass(frozen=True)
class TicketArgs:
    """A ticket update's arguments as its entry recorded them (the request's, with its
    account): one ticket or many, the comment, and the fields it sets."""

    account: str
    ticket_ids: tuple[int, ...]  # the one ticket of a single update, or the bulk update's
    bulk: bool
    comment_body: str
    comment_public: bool
    tags_add: tuple[str, ...] = ()
    tags_remove: tuple[str, ...] = ()
    safe_update: bool = True  # a single update's: conditioned on the ticket's stamp
    approval_link: str | None = None  # the escalation whose console link the comment carries
    # the ticket fields it sets, as Zendesk names them (status, group_id, assignee_id,
    # custom_fields), only those the request gave
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> TicketArgs:
        """The record of stored arguments (ValueError for one no request could have)."""
        bulk = "ticket_ids" in raw
        comment = raw.get("comment") or {}
        tags = raw.get("tags") or {}
        return cls(account=raw.get("account") or ENV_ACCOUNT, ticket_ids=_ticket_ids(raw, bulk),
                   bulk=bulk, comment_body=comment.get("body", ""),
                   comment_public=comment.get("public", True),
                   tags_add=tuple(tags.get("add") or ()),
                   tags_remove=tuple(tags.get("remove") or ()),
                   safe_update=bool(raw.get("safe_update", True)),
                   approval_link=(raw.get("approval_link") or {}).get("escalation_id"),
                   fields=_fields(raw))

    @property
    def ticket_id(self) -> int:
        """A single update's ticket (the first of a bulk update's)."""
        return self.ticket_ids[0]

    @property
    def edits_tags(self) -> bool:
        return bool(self.tags_add or self.tags_remove)


def _ticket_ids(raw: Mapping[str, Any], bulk: bool) -> tuple[int, ...]:
    """The tickets an update was recorded for (a bulk update's ``ticket_ids``, a single's
    ``ticket_id``): whole numbers, at least one (ValueError otherwise)."""
    given = raw["ticket_ids"] if bulk else [raw.get("ticket_id")]
    ids = tuple(i for i in given if isinstance(i, int) and not isinstance(i, bool))
    if len(ids) != len(given) or not ids:
        raise ValueError(f"a ticket update recorded for tickets {given!r}")
    return ids


def _fields(raw: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The ticket fields the update sets (``FIELDS``, as Zendesk names them): those given."""
    return tuple((name, raw[name]) for name in FIELDS if raw.get(name) is not None)


@dataclass(frozen=True)
class TicketResult:
    """A ticket update's result as its entry recorded it (empty while it waits its turn)."""

    verified: bool = False
    detail: str = ""
    results: tuple[TicketRow, ...] = ()
    sending: bool = False
    zendesk_job: str | None = None

    @classmethod
    def parse(cls, raw: Mapping[str, Any]) -> TicketResult:
        return cls(verified=bool(raw.get("verified")), detail=raw.get("detail") or "",
                   results=tuple(raw.get("results") or ()), sending=bool(raw.get("sending")),
                   zendesk_job=raw.get("zendesk_job") or None)
