"""The tenants' event subscriptions as stored: one hash per subscription (target URL, events,
created_at, secret), the tenant's set of ids, and a ``gone`` mark for one that was deleted
(so a second DELETE still answers as the first did). ``service.events.subscriptions`` says
what they mean.
"""

from __future__ import annotations

from service.ledger import keys, read_ahead
from service.ledger.connection import hash_fields
from service.ledger.entries import text
from service.ledger.store import Ledger


def add(ledger: Ledger, tenant: str, sub_id: str, fields: dict[str, str | float]) -> None:
    """Store a new subscription and list it under its tenant, in one MULTI."""
    pipe = ledger.redis.pipeline()
    pipe.hset(keys.subscription(tenant, sub_id), mapping=hash_fields(fields))
    pipe.sadd(keys.subscriptions(tenant), sub_id)
    pipe.execute()
    read_ahead.forget(lambda name: name == ("subscriptions", tenant))


def fields_of(ledger: Ledger, tenant: str, sub_id: str) -> dict[str, str]:
    """A subscription's fields (empty when it has none)."""
    raw = ledger.redis.hgetall(keys.subscription(tenant, sub_id))
    return {text(k): text(v) for k, v in raw.items()}


def ids_read(tenant: str) -> read_ahead.Read:
    """The read of the tenant's subscription ids, to queue on another round trip
    (``read_ahead``; ``ids`` takes its reply)."""
    return read_ahead.Read(("subscriptions", tenant),
                           lambda pipe: pipe.smembers(keys.subscriptions(tenant)))


def ids(ledger: Ledger, tenant: str) -> list[str]:
    """The tenant's subscription ids, sorted (read ahead by this request, or now)."""
    found_ahead, members = read_ahead.take(("subscriptions", tenant))
    if not found_ahead:
        members = ledger.redis.smembers(keys.subscriptions(tenant))
    return sorted(text(member) for member in members)


# A new secret for a subscription that still exists (never recreating a deleted one's hash).
_REPLACE_SECRET = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'secret', ARGV[1])
return 1
"""


def replace_secret(ledger: Ledger, tenant: str, sub_id: str, secret: str) -> bool:
    """Give the subscription ``secret`` in place of its own; False (nothing written) when it
    does not exist."""
    return bool(ledger.redis.eval(_REPLACE_SECRET, 1, keys.subscription(tenant, sub_id), secret))


def secret(ledger: Ledger, tenant: str, sub_id: str) -> str | None:
    value = ledger.redis.hget(keys.subscription(tenant, sub_id), "secret")
    return text(value) if value else None


def remove(ledger: Ledger, tenant: str, sub_id: str) -> bool | None:
    """Remove the subscription and remember it was removed, together (MULTI). True when
    removed now; None when it was removed before; False when the tenant never had it."""
    key = keys.subscription(tenant, sub_id)
    reads = ledger.redis.pipeline(transaction=False)
    reads.exists(key)
    reads.exists(keys.subscription(tenant, sub_id, "gone"))
    exists, removed_before = reads.execute()
    if not exists:
        return None if removed_before else False
    pipe = ledger.redis.pipeline()
    pipe.delete(key)
    pipe.srem(keys.subscriptions(tenant), sub_id)
    pipe.set(keys.subscription(tenant, sub_id, "gone"), 1, ex=ledger.ttl_s)
    pipe.execute()
    read_ahead.forget(lambda name: name == ("subscriptions", tenant))
    return True
