"""Pauses: new refunds of a tenant, or of one of its accounts, held for a person.

A pause is a field of the tenant's ``@paused`` hash (``keys.paused``): ``*`` holds every new
refund of the tenant, ``<provider>:<account>`` those on one account. The claim script reads
the hash in the same atomic step as the claim (``scripts.CLAIM``, the fields ``fields`` names),
so a refund is claimed either before the pause's write, and goes ahead, or after it, and is
marked ``paused`` (``Claim.paused``): the refund step then escalates it, reason ``paused``,
with nothing sent. Replays, verifies and a person's decisions claim nothing new, so they are
never held. Setting and clearing are recorded in the tenant's ``pauses:audit`` list.
"""

from __future__ import annotations

import json
from typing import Any, cast

from service.ledger import keys
from service.ledger.connection import Store, client_of, clock_of
from service.ledger.entries import text

ALL = "*"
PAUSABLE = ("refund",)  # the steps whose new claims a pause holds
AUDIT_KEEP = 500


def fields(step: str, args: dict[str, Any] | None) -> str:
    """The pauses a claim of ``step`` with ``args`` is held by (csv, '' for none): the
    tenant's and its account's. A claim without arguments (a person's decision carried out)
    is never held."""
    if step not in PAUSABLE or not args:
        return ""
    return f"{ALL},{scope(args.get('provider') or 'stripe', args.get('account') or 'env')}"


def scope(provider: str, account: str) -> str:
    """An account's pause field."""
    return f"{provider}:{account}"


def current(store: Store, tenant: str) -> dict[str, dict[str, Any]]:
    """The tenant's pauses: field -> {by, at, note}."""
    client = client_of(store)
    raw = client.hgetall(keys.paused(tenant))
    return {text(f): json.loads(v) for f, v in sorted(cast(dict[bytes, bytes], raw).items())}


def set_pause(store: Store, tenant: str, field: str, *, by: str, note: str = ""
              ) -> bool:
    """Pause (False when it was paused already: the first pause's record stands)."""
    client = client_of(store)
    record = {"by": by, "at": clock_of(store).wall(), "note": note}
    if not client.hsetnx(keys.paused(tenant), field, json.dumps(record)):
        return False
    _audit(client, tenant, {**record, "actor": by, "action": "pause", "scope": field})
    return True


def clear(store: Store, tenant: str, field: str, *, by: str, note: str = "") -> bool:
    """Resume (False when it was not paused)."""
    client = client_of(store)
    if not client.hdel(keys.paused(tenant), field):
        return False
    at = clock_of(store).wall()
    _audit(client, tenant, {"at": at, "actor": by, "action": "resume", "scope": field,
                            "note": note})
    return True


def history(store: Store, tenant: str, limit: int = 50) -> list[dict[str, Any]]:
    """The newest pauses and resumes, newest first."""
    client = client_of(store)
    return [json.loads(item) for item in client.lrange(keys.pauses_audit(tenant), -limit, -1)
            ][::-1]


def _audit(store: Store, tenant: str, record: dict[str, Any]) -> None:
    client = client_of(store)
    pipe = client.pipeline(transaction=False)
    pipe.rpush(keys.pauses_audit(tenant), json.dumps(record))
    pipe.ltrim(keys.pauses_audit(tenant), -AUDIT_KEEP, -1)
    pipe.execute()
