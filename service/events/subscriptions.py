"""REST-hook subscriptions: where a tenant's events go (the pattern Zapier, Make and n8n
triggers use: subscribe with a target URL, unsubscribe with DELETE, or by answering 410).

Each subscription has its own signing secret, returned once at creation. Kept in Redis with no
expiry: a subscription lives until it is deleted or its receiver answers 410 Gone.

    sst:<tenant>:subs                       set   subscription ids
    sst:<tenant>:sub:<id>                   hash  target_url, events (JSON), secret, created_at
    sst:<tenant>:sub:<id>:deliveries        list  its delivery ids, newest last (1000 kept)
    sst:<tenant>:sub:<id>:dead              list  deliveries given up after the last try
    sst:<tenant>:sub:<id>:gone              str   the tenant removed it (kept as the ledger is),
                                                  so a repeated DELETE is 204, not 404
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass

from service.deps import Deps
from service.ledger import keys, read_ahead

EVENTS = ("refund.completed", "refund.failed", "refund.unknown", "escalation.created",
          "escalation.resolved", "ticket_update.completed", "ticket_update.failed",
          "reconciliation.discrepancy")


@dataclass(frozen=True)
class Subscription:
    """One subscriber: where to POST which events."""

    id: str
    target_url: str
    events: tuple[str, ...]
    created_at: float
    secret: str


def _key(tenant: str, sub_id: str) -> str:
    return keys.subscription(tenant, sub_id)


def create(deps: Deps, tenant: str, target_url: str, events: list[str]) -> Subscription:
    """A new subscription with a fresh secret (the caller checked the URL and event names)."""
    sub = Subscription(id="sub_" + secrets.token_hex(12), target_url=target_url,
                       events=tuple(sorted(set(events))), created_at=time.time(),
                       secret="whsec_" + secrets.token_hex(24))
    pipe = deps.redis.pipeline()
    pipe.hset(_key(tenant, sub.id), mapping={"target_url": sub.target_url,
                                             "events": json.dumps(sub.events),
                                             "created_at": sub.created_at, "secret": sub.secret})
    pipe.sadd(keys.subscriptions(tenant), sub.id)
    pipe.execute()
    read_ahead.forget(lambda name: name == ("subscriptions", tenant))
    return sub


def get(deps: Deps, tenant: str, sub_id: str) -> Subscription | None:
    raw = deps.redis.hgetall(_key(tenant, sub_id))
    if not raw:
        return None
    h = {k.decode(): v.decode() for k, v in raw.items()}
    return Subscription(id=sub_id, target_url=h["target_url"],
                        events=tuple(json.loads(h["events"])),
                        created_at=float(h["created_at"]), secret=h["secret"])


def ids_read(tenant: str) -> read_ahead.Read:
    """The read of the tenant's subscription ids, to queue on another round trip
    (``service.ledger.read_ahead``; ``all_for`` takes its reply)."""
    return read_ahead.Read(("subscriptions", tenant),
                           lambda pipe: pipe.smembers(keys.subscriptions(tenant)))


def all_for(deps: Deps, tenant: str) -> list[Subscription]:
    """Every live subscription of the tenant, oldest first."""
    found_ahead, members = read_ahead.take(("subscriptions", tenant))
    if not found_ahead:
        members = deps.redis.smembers(keys.subscriptions(tenant))
    ids = sorted(member.decode() for member in members)
    found = [sub for sub in (get(deps, tenant, sub_id) for sub_id in ids) if sub is not None]
    return sorted(found, key=lambda sub: sub.created_at)


def matching(deps: Deps, tenant: str, event: str) -> list[Subscription]:
    return [sub for sub in all_for(deps, tenant) if event in sub.events]


def secret(deps: Deps, tenant: str, sub_id: str) -> str | None:
    """The subscription's signing secret, or None once it is deleted."""
    value = deps.redis.hget(_key(tenant, sub_id), "secret")
    return value.decode() if value else None


def delete(deps: Deps, tenant: str, sub_id: str) -> bool:
    """Remove the tenant's subscription (DELETE, or a 410 from its receiver); pending
    deliveries to it are cancelled at their next try. True when it is the tenant's, now or
    removed before (within the ledger's retention); False, with nothing written, for an id the
    tenant never had (another tenant's looks the same: keys are per tenant)."""
    key = _key(tenant, sub_id)
    reads = deps.redis.pipeline(transaction=False)
    reads.exists(key)
    reads.exists(keys.subscription(tenant, sub_id, "gone"))
    exists, removed_before = reads.execute()
    if not exists:
        return bool(removed_before)
    pipe = deps.redis.pipeline()  # MULTI: removed and remembered together
    pipe.delete(key)
    pipe.srem(keys.subscriptions(tenant), sub_id)
    pipe.set(keys.subscription(tenant, sub_id, "gone"), 1, ex=deps.ledger.ttl_s)
    pipe.execute()
    read_ahead.forget(lambda name: name == ("subscriptions", tenant))
    return True
