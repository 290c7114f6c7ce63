"""Work marked in progress, under a lease: one key per piece of work (a provider event's id),
holding ``working|<lease until>|<owner>`` while it is handled and its outcome after.

A handler that dies mid-work (a deploy, an OOM kill, gunicorn's timeout) cannot clear its
mark; like a ledger claim, the mark then holds only until its lease runs out, and the next
``take`` (the provider's redelivery) takes it over. Only the owner finishes or releases it, so a
slow handler that outlived its lease cannot overwrite the taker's mark. A bare ``working`` (the
mark before it had a lease) counts as a lease that ran out. Each call is one script over one
key, so it runs on a Redis Cluster too.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Literal

from service.ledger import keys
from service.ledger.connection import Store, client_of, clock_of

WORKING = "working"

# KEYS: the mark. ARGV: owner, now, lease until, ttl (s). -> {kind, value}
TAKE = """
local value = redis.call('GET', KEYS[1])
if value then
  local lease = string.match(value, '^working|([^|]+)|')
  if not lease and value ~= 'working' then return {'done', value} end
  if lease and tonumber(lease) > tonumber(ARGV[2]) then return {'busy', lease} end
end
redis.call('SET', KEYS[1], 'working|' .. ARGV[3] .. '|' .. ARGV[1], 'EX', ARGV[4])
if value then return {'taken_over', value} end
return {'taken', ''}
"""

# KEYS: the mark. ARGV: the mark as taken, the outcome ('' deletes it). -> 1 if it was ours
FINISH = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
end
return 1
"""


@dataclass(frozen=True)
class Mark:
    """What ``take`` found: ``taken`` (new), ``taken_over`` (a lease ran out; ``previous``
    was the dead holder's mark), ``busy`` (until ``lease_until``, someone is on it) or
    ``done`` (``outcome`` is what the work gave)."""

    kind: Literal["taken", "taken_over", "busy", "done"]
    key: str
    lease_until: float = 0.0
    outcome: str = ""
    previous: str = ""
    token: str = ""  # the mark as we wrote it: finish and release compare it

    @property
    def ours(self) -> bool:
        return self.kind in ("taken", "taken_over")


def take(store: Store, key: str, *, lease_s: float, ttl_s: int) -> Mark:
    """Mark ``key`` as being worked on by us for ``lease_s``, unless it is done or someone's
    lease is live; the key (and its outcome after) is kept ``ttl_s``."""
    client = client_of(store)
    owner, now = uuid.uuid4().hex, clock_of(store).wall()
    lease_until = repr(now + lease_s)
    kind, value = (part.decode() for part in client.register_script(TAKE)(
        keys=[key], args=[owner, repr(now), lease_until, int(ttl_s)]))
    if kind == "busy":
        return Mark("busy", key, lease_until=float(value))
    if kind == "done":
        return Mark("done", key, outcome=value)
    return Mark(kind, key, lease_until=float(lease_until), previous=value,
                token=f"{WORKING}|{lease_until}|{owner}")


def finish(store: Store, mark: Mark, outcome: str) -> bool:
    """Record the outcome in our mark (its TTL kept); False when it is no longer ours."""
    client = client_of(store)
    return bool(client.register_script(FINISH)(keys=[mark.key], args=[mark.token, outcome]))


def release(store: Store, mark: Mark) -> bool:
    """Give the mark up (the work failed and should be retried); only ours is deleted."""
    client = client_of(store)
    return bool(client.register_script(FINISH)(keys=[mark.key], args=[mark.token, ""]))


def first(store: Store, key: str, *, ttl_s: float | None = None,
          ttl_ms: int | None = None) -> bool:
    """True for the one caller that sets ``key`` first (it then lives ``ttl_s`` or
    ``ttl_ms``): a periodic job's slot, a sweep of one expired lease, a poll's re-read."""
    client = client_of(store)
    return bool(client.set(key, b"1", nx=True, ex=None if ttl_s is None else int(ttl_s),
                           px=ttl_ms))


def first_in_slot(store: Store, name: str, slot: int, ttl_s: float) -> bool:
    """The first to schedule periodic job ``name``'s run in ``slot``."""
    return first(store, keys.schedule_slot(name, slot), ttl_s=ttl_s)


def first_sweep(store: Store, entry_key: str, lease_until: float, ttl_s: float) -> bool:
    """The first sweep of the entry's claim that expired at ``lease_until``."""
    return first(store, keys.swept(entry_key, lease_until), ttl_s=ttl_s)


def first_read(store: Store, entry_key: str, every_ms: int) -> bool:
    """The first re-read of the entry in this ``every_ms`` (an MCP task's poll)."""
    return first(store, keys.part(entry_key, "task-read"), ttl_ms=every_ms)
