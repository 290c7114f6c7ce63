"""The ledger's records: an intent's ``Entry`` for one step, the answer to a ``Claim``, and how
both are read from the scripts' replies (``service.ledger.store`` keeps them in Redis)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

IN_PROGRESS = "in_progress"


@dataclass(frozen=True)
class Entry:
    """One intent's record for one step."""

    key: str
    tenant: str
    step: str
    intent_id: str
    state: str
    fingerprint: str
    args: dict[str, Any]
    provider_key: str
    attempts: int
    lease_until: float
    result: dict[str, Any]
    created_at: float
    updated_at: float

    def lease_live(self, now: float | None = None) -> bool:
        return self.state == IN_PROGRESS and self.lease_until > (now or time.time())


@dataclass(frozen=True)
class RequestKey:
    """An ``Idempotency-Key`` header's key and the request it is to be bound to (its
    fingerprint, and its arguments to name the fields a later, different request changes)."""

    key: str
    fingerprint: str
    args: dict[str, Any]


@dataclass(frozen=True)
class Claim:
    """The answer to a claim: ``claimed``/``reclaimed`` (you own it, with ``owner``),
    ``busy`` (someone else does, until ``lease_until``), ``settled`` or ``conflict`` (the
    intent holds other arguments: ``stored_args``), or ``key_conflict`` (the Idempotency-Key
    is bound to another request: ``stored_args`` is the binding, ``fingerprint`` and
    ``args``, None for a binding written before they were kept). A claim of
    a new refund made while a pause of its tenant or account is set is ``paused`` by that pause's
    field (``service.ledger.pauses``): its owner holds it for a person and sends nothing."""

    kind: str
    owner: str | None = None
    attempts: int = 0
    lease_until: float = 0.0
    state: str | None = None
    stored_args: dict[str, Any] | None = None
    entry: Entry | None = None
    paused: str = ""


def from_reply(key: str, tenant: str, step: str, intent_id: str, flat: list) -> Entry | None:
    """An Entry from HGETALL's flat [field, value, ...] reply (None when empty)."""
    if not flat:
        return None
    h = {flat[i].decode(): flat[i + 1].decode() for i in range(0, len(flat), 2)}
    return Entry(key=key, tenant=tenant, step=step, intent_id=intent_id, state=h["state"],
                 fingerprint=h["fingerprint"], args=json.loads(h["args"]),
                 provider_key=h["provider_key"], attempts=int(h["attempts"]),
                 lease_until=float(h["lease_until"]), result=json.loads(h["result"]),
                 created_at=float(h["created_at"]), updated_at=float(h["updated_at"]))


def reply_field(flat: list, name: bytes) -> str:
    """One field of HGETALL's flat reply ('' when it has none)."""
    for i in range(0, len(flat) - 1, 2):
        if flat[i] == name:
            return flat[i + 1].decode()
    return ""


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
