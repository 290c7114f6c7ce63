"""Deliveries as stored (``service.events.deliveries`` says what they mean): one hash per
delivery, listed under its owner (an entry's ``deliveries``, a subscription's), an entry's
resume URLs (its ``resume`` set), and a subscription's dead letters. A given-up delivery is
also in the console's queue (``queue_index.dead``) until it is tried again.
"""

from __future__ import annotations

from typing import Any

from service.ledger import keys, queue_index
from service.ledger.connection import hash_fields
from service.ledger.entries import text
from service.ledger.store import Ledger

KEPT = 1000  # deliveries listed per owner, and dead letters per subscription

# A given-up delivery back to its first try, once: of two clicks, one re-queues it.
_REVIVE = """
if redis.call('HGET', KEYS[1], 'state') ~= 'failed' then return 0 end
redis.call('HSET', KEYS[1], 'state', 'pending', 'attempts', 0, 'updated_at', ARGV[1])
return 1
"""


# A resume_url registered once, with its own signing secret: only a URL new to the entry's set
# takes the secret (a second registration of the same URL neither replaces nor reads it). KEYS:
# the entry's ``resume`` set, its ``resume-secrets`` hash (one slot: the entry's hash tag).
_REGISTER = """
local fresh = redis.call('SADD', KEYS[1], ARGV[1])
if fresh == 1 then redis.call('HSET', KEYS[2], ARGV[1], ARGV[2]) end
redis.call('EXPIRE', KEYS[1], ARGV[3]); redis.call('EXPIRE', KEYS[2], ARGV[3])
return fresh
"""


def remember_resume_url(ledger: Ledger, entry_key: str, url: str, secret: str) -> bool:
    """Add ``url`` to the entry's resume URLs with ``secret`` as its signing secret; False
    (nothing stored) when the URL was registered before."""
    return bool(ledger.redis.eval(_REGISTER, 2, keys.part(entry_key, "resume"),
                                  keys.part(entry_key, "resume-secrets"), url, secret,
                                  ledger.ttl_s))


def resume_secret(ledger: Ledger, entry_key: str, url: str) -> str | None:
    """The signing secret ``url``'s registration got (None: registered before they had one)."""
    value = ledger.redis.hget(keys.part(entry_key, "resume-secrets"), url)
    return text(value) if value else None


def resume_urls(ledger: Ledger, entry_key: str) -> list[str]:
    return sorted(text(raw) for raw in ledger.redis.smembers(keys.part(entry_key, "resume")))


def create(ledger: Ledger, tenant: str, delivery_id: str, fields: dict[str, Any],
           index: str) -> bool:
    """Store a new delivery (its ``url`` first: only the first call for an id does) and list
    it under ``index``; False when it existed."""
    key = keys.delivery(tenant, delivery_id)
    if not ledger.redis.hsetnx(key, "url", fields["url"]):
        return False
    pipe = ledger.redis.pipeline()
    pipe.hset(key, mapping=hash_fields(fields))
    pipe.expire(key, ledger.ttl_s)
    pipe.rpush(index, delivery_id)
    pipe.ltrim(index, -KEPT, -1)
    pipe.expire(index, ledger.ttl_s)
    pipe.execute()
    return True


def record(ledger: Ledger, tenant: str, delivery_id: str) -> dict[str, str]:
    """One delivery's fields as stored (empty when there is none)."""
    raw = ledger.redis.hgetall(keys.delivery(tenant, delivery_id))
    return {text(k): text(v) for k, v in raw.items()}


def finish(ledger: Ledger, tenant: str, delivery_id: str, fields: dict[str, Any], *,
           dead_at: float | None, dead_letters: str | None = None) -> None:
    """Record a try's outcome; a given-up one (``dead_at``) goes to the console's queue and,
    for a subscription's, to its dead letters."""
    ledger.redis.hset(keys.delivery(tenant, delivery_id), mapping=hash_fields(fields))
    queue_index.dead(ledger, tenant, delivery_id, dead_at)
    if dead_letters is not None:
        ledger.redis.rpush(dead_letters, delivery_id)
        ledger.redis.ltrim(dead_letters, -KEPT, -1)


def revive(ledger: Ledger, tenant: str, delivery_id: str, now: float) -> bool:
    """A given-up delivery back to its first try, once; False when it was not given up."""
    if not ledger.redis.eval(_REVIVE, 1, keys.delivery(tenant, delivery_id), now):
        return False
    queue_index.dead(ledger, tenant, delivery_id, None)
    return True


def newest(ledger: Ledger, entry_key: str, tenant: str) -> tuple[str, dict[str, str]] | None:
    """The id and fields of the newest delivery listed under an entry, if any."""
    found = ledger.redis.lindex(keys.part(entry_key, "deliveries"), -1)
    if found is None:
        return None
    return text(found), record(ledger, tenant, text(found))


def of_entry(ledger: Ledger, entry_key: str) -> list[str]:
    """The ids of the deliveries made for an entry, oldest first."""
    return [text(raw) for raw in ledger.redis.lrange(keys.part(entry_key, "deliveries"), 0, -1)]


def records(ledger: Ledger, wanted: list[tuple[str, str]]) -> list[dict[str, str]]:
    """The fields of each (tenant, delivery id), in one round trip."""
    pipe = ledger.redis.pipeline(transaction=False)
    for tenant, delivery_id in wanted:
        pipe.hgetall(keys.delivery(tenant, delivery_id))
    return [{text(k): text(v) for k, v in raw.items()}
            for raw in (pipe.execute() if wanted else [])]


def listed(ledger: Ledger, index: str, limit: int) -> list[str]:
    """The newest ``limit`` delivery ids listed under ``index``, newest first."""
    return [text(raw) for raw in ledger.redis.lrange(index, -limit, -1)][::-1]


def count(ledger: Ledger, index: str) -> int:
    return int(ledger.redis.llen(index))
