"""Every step recorded under one intent, as GET /v1/intents/<id> and `surestep intents show`
print it: each step's entry, audit trail, raw provider responses and newest resume_url
delivery."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeGuard

from service import ids
from service.deps import Deps
from service.events import deliveries
from service.ledger import index as ledger_index
from service.ledger import queue_index
from service.ledger.store import Entry
from service.steps import escalation

# Every step that records intents in the ledger, in the order GET /v1/intents lists them.
STEPS = ("refund", "ticket_update", "ticket_bulk_update", "escalation")

# A page's cursor is the position of its last row, in the listing's own order (created_at
# descending, then step, then intent_id): `<created_at>~<step>~<intent_id>`, e.g.
# `1764547200.123456~refund~zendesk-48213`. Transparent, not signed: every string of this form
# is a position (the next page starts after it), so the API documents the pattern. The
# intent_id part is an INTENT_ID, which has no '~'; created_at is written by repr (exact, and
# without an exponent for any epoch time between 1970 and the year 300 million).
CURSOR = ids.Whole(rf"^[0-9]{{1,17}}(?:\.[0-9]{{1,17}})?~(?:{'|'.join(STEPS)})~"
                   rf"{str(ids.INTENT_ID.regex.pattern)[1:-1]}$",
                   error="<created_at>~<step>~<intent_id>: the next_cursor of a page.")


def intent_steps(deps: Deps, tenant: str, intent_id: str) -> list[dict[str, Any]]:
    """The steps of one intent; empty when there is none."""
    steps = []
    for step in STEPS:
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None:
            continue
        audit, responses = deps.ledger.history(entry.key)
        steps.append({"step": step, "state": entry.state, "attempts": entry.attempts,
                      "provider_key": entry.provider_key, "args": entry.args,
                      "result": entry.result, "created_at": entry.created_at,
                      "updated_at": entry.updated_at, "lease_until": entry.lease_until,
                      "audit": audit, "responses": responses,
                      "delivery": deliveries.summary(deps, entry)})
    return steps


@dataclass(frozen=True)
class Page:
    items: list[dict[str, Any]]
    next_cursor: str | None


SCAN_MAX = 2000  # entries read per page at most, however few pass the state filter


def listing(deps: Deps, tenant: str, *, steps: tuple[str, ...] = STEPS, states: tuple[str, ...] = (),
            since: float = 0.0, until: float | None = None, limit: int = 50,
            cursor: str | None = None, ticket: str | None = None,
            payment: str | None = None) -> Page:
    """The tenant's intents, newest first (by when each step's entry was created), each step
    a row: filtered by step, state, a creation window, and the ticket or payment (Stripe
    payment intent or charge, Shopify order) its entry names, ``limit`` per page. ``cursor``
    (from the previous page) resumes after its last row; a page that read ``SCAN_MAX``
    entries without filling up ends early with a cursor, so one call stays bounded."""
    after = decode_cursor(cursor) if cursor else None
    top = after[0] if after else (until if until is not None else float("inf"))
    wanted = [(kind, value) for kind, value in (("ticket", ticket), ("payment", payment))
              if value]
    # each step's newest SCAN_MAX at or before the cursor
    rows = _past(ledger_index.newest_created(deps.ledger, tenant, steps, wanted, top, since,
                                             SCAN_MAX + 1), after)
    items, last = _read_rows(deps, tenant, rows, limit, states, wanted)
    more = last is not None and rows.index(last) + 1 < len(rows)
    return Page(items, encode_cursor(last) if more and last is not None else None)


def _read_rows(deps: Deps, tenant: str, rows: list[tuple[float, str, str]], limit: int,
               states: tuple[str, ...], wanted: list[tuple[str, str]]
               ) -> tuple[list[dict[str, Any]], tuple[float, str, str] | None]:
    """The page's items, reading the rows' entries in order until ``limit`` are listed or
    ``SCAN_MAX`` were read, and the last row read (where the next page resumes)."""
    items: list[dict[str, Any]] = []
    scanned, last = 0, None
    for score, step, intent_id in rows:
        if len(items) == limit or scanned == SCAN_MAX:
            break
        scanned, last = scanned + 1, (score, step, intent_id)
        entry = deps.ledger.get(tenant, step, intent_id)
        if _listed(entry, states, wanted):
            items.append(_item(entry, step, intent_id))
    return items, last


def _past(rows: list[tuple[float, str, str]], after: tuple[float, str, str] | None
          ) -> list[tuple[float, str, str]]:
    """The rows in the listing's order, without those at the cursor's own instant that came
    before it on the previous page."""
    rows = sorted(rows, key=lambda row: (-row[0], row[1], row[2]))
    if after is None:
        return rows
    return [row for row in rows if row != after
            and not (row[0] == after[0] and (row[1], row[2]) <= (after[1], after[2]))]


def _listed(entry: Entry | None, states: tuple[str, ...],
            wanted: list[tuple[str, str]]) -> TypeGuard[Entry]:
    """An entry in one of ``states`` (any, when none) that names every ``wanted`` term (the
    search index is a hint: the entry itself must name them)."""
    return entry is not None and (not states or entry.state in states) and (
        not wanted or set(wanted) <= set(queue_index.terms(entry.args)))


def _item(entry: Entry, step: str, intent_id: str) -> dict[str, Any]:
    """One row. An intent's second and later escalations are ledger entries "<intent>#<n>"
    (steps.escalation's slots): listed under their intent, whose page shows them."""
    intent = intent_id.split(escalation.SEP, 1)[0]
    return {"intent_id": intent, "step": step, "state": entry.state,
            "created_at": entry.created_at, "updated_at": entry.updated_at,
            "attempts": entry.attempts, "links": {"intent": f"/v1/intents/{intent}"}}


def encode_cursor(row: tuple[float, str, str]) -> str:
    score, step, intent_id = row
    return f"{score!r}~{step}~{intent_id}"  # repr: the shortest text that reads back exactly


def decode_cursor(cursor: str) -> tuple[float, str, str]:
    """The position a cursor names, or ValueError (not of the CURSOR form)."""
    if not CURSOR.ok(cursor):
        raise ValueError(CURSOR.error)
    score, step, intent_id = cursor.split("~", 2)
    return float(score), step, intent_id
