"""Every step recorded under one intent, as GET /v1/intents/<id> and `surestep intents show`
print it: each step's entry, audit trail, raw provider responses and newest resume_url
delivery."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass

from service.events import deliveries
from service.ledger import keys

# Every step that records intents in the ledger, in the order GET /v1/intents lists them.
STEPS = ("refund", "ticket_update", "ticket_bulk_update", "escalation")


def intent_steps(deps, tenant: str, intent_id: str) -> list[dict]:
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
    items: list[dict]
    next_cursor: str | None


SCAN_MAX = 2000  # entries read per page at most, however few pass the state filter


def listing(deps, tenant: str, *, steps: tuple[str, ...] = STEPS, states: tuple[str, ...] = (),
            since: float = 0.0, until: float | None = None, limit: int = 50,
            cursor: str | None = None) -> Page:
    """The tenant's intents, newest first (by when each step's entry was created), each step
    a row: filtered by step, state and a creation window, ``limit`` per page. ``cursor`` (from
    the previous page) resumes after its last row; a page that read ``SCAN_MAX`` entries
    without filling up ends early with a cursor, so one call stays bounded."""
    after = decode_cursor(cursor) if cursor else None
    top = after[0] if after else (until if until is not None else float("inf"))
    rows: list[tuple[float, str, str]] = []
    pipe = deps.redis.pipeline(transaction=False)
    for step in steps:  # each step's newest SCAN_MAX at or before the cursor
        pipe.zrevrangebyscore(keys.created(tenant, step), "+inf" if top == float("inf") else top,
                              since, start=0, num=SCAN_MAX + 1, withscores=True)
    for step, found in zip(steps, pipe.execute()):
        rows += [(score, step, member.decode()) for member, score in found]
    rows.sort(key=lambda row: (-row[0], row[1], row[2]))
    if after:  # rows at the cursor's own instant that came before it on the previous page
        rows = [row for row in rows if (row[0], row[1], row[2]) != after
                and not (row[0] == after[0] and (row[1], row[2]) <= (after[1], after[2]))]
    items, scanned, last = [], 0, None
    for score, step, intent_id in rows:
        if len(items) == limit or scanned == SCAN_MAX:
            break
        scanned, last = scanned + 1, (score, step, intent_id)
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None or (states and entry.state not in states):
            continue
        items.append({"intent_id": intent_id, "step": step, "state": entry.state,
                      "created_at": entry.created_at, "updated_at": entry.updated_at,
                      "attempts": entry.attempts,
                      "links": {"intent": f"/v1/intents/{intent_id}"}})
    more = last is not None and rows.index(last) + 1 < len(rows)
    return Page(items, encode_cursor(last) if more else None)


def encode_cursor(row: tuple[float, str, str]) -> str:
    return base64.urlsafe_b64encode(json.dumps(list(row)).encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[float, str, str]:
    """A cursor this function made, or ValueError."""
    try:
        score, step, intent_id = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if step not in STEPS or not isinstance(intent_id, str) or isinstance(score, bool):
            raise ValueError
        return float(score), step, intent_id
    except (ValueError, TypeError, json.JSONDecodeError, UnicodeDecodeError):
        raise ValueError("not a cursor from a previous page") from None
