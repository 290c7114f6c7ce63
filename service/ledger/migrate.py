"""``surestep migrate-keys``: the keys of the layout before the hash tags, renamed to today's.

Before issue 18 a tenant's keys were ``sst:<tenant>:...``, the indexes process-wide
(``sst:@open``, ``sst:@state:<s>``, ``sst:@waiting``, ``sst:@transitions``) and the rate
budgets ``sst:rl:<provider>:<account>[:room[:cost]]``. Nothing reads those names any more, so
an existing ledger is migrated once, with the web and the workers stopped (a request racing
the migration could claim an intent whose old entry is not moved yet):

- every old tenant key moves to ``sst:{<tenant>}:...`` with its value and its TTL (DUMP and
  RESTORE, so it works from one Redis to another: ``--from`` the old Redis into a Cluster);
- the process-wide indexes are split by the tenant of each member, their members renamed; the
  transition counts (labelled by step, provider and state, not by tenant) go to the first
  tenant's hash, so /metrics shows the same sums;
- values that name a ledger key are renamed too: a provider key's owner, a ticket's watchers,
  a rate room's members and costs, a policy hold's holder, a refund's list of holds, a
  delivery's entry;
- every tenant found is added to ``sst:@tenants``.

It is idempotent (a key already in the new layout is left alone; one moved is gone from the
old names) and returns what it did. ``sst:@swept:*`` markers (a minute's life) are left to
expire; RQ jobs name (tenant, step, intent), not keys, and need nothing.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Callable, cast

import redis

from service import states
from service.ledger import keys
from service.ledger.connection import Store, client_of
from service.ledger.entries import scored, text

PROVIDERS = ("zendesk", "stripe", "shopify")
# not tenant keys, and not moved: service.ledger.shopify_budget's one key per shop
NOT_TENANT = ("sst:shopify:budget:",)
_OLD_TENANT = re.compile(r"^sst:([A-Za-z0-9_-]+):(.+)$")
_OLD_RATE = re.compile(r"^sst:rl:([^:]+):(.+?)(:room(?::cost)?)?$")


def _state_index(name: str) -> Callable[[str], str]:
    return lambda tenant: keys.state(tenant, name)


INDEXES: dict[str, Callable[[str], str]] = {"sst:@open": keys.open_claims,
                                             "sst:@waiting": keys.waiting}
# the old layout indexed the states that need attention, as today's does (``ledger.index``)
INDEXES.update({f"sst:@state:{s}": _state_index(s) for s in states.ATTENTION})
OLD_TRANSITIONS = "sst:@transitions"


def new_name(old: str) -> str | None:
    """The key's name in today's layout, or None when it is not an old-layout key."""
    if "{" in old or old.startswith(NOT_TENANT):
        return None  # hash-tagged already (today's layout, service.ledger.stripe_budget's keys)
    rate = _OLD_RATE.match(old)
    if rate and rate.group(1) in PROVIDERS:
        return keys.rate_budget(rate.group(1), rate.group(2)) + (rate.group(3) or "")
    tenant = _OLD_TENANT.match(old)
    if tenant and not old.startswith("sst:@"):
        return f"{keys.tenant_prefix(tenant.group(1))}:{tenant.group(2)}"
    return None


def renamed(member: str) -> str:
    """A ledger key named in a value: today's name (unchanged when it is one already)."""
    return new_name(member) or member


def migrate(store: Store, source: redis.Redis | None = None) -> dict[str, int]:
    """Move every old-layout key of ``source`` (default: ``store``'s own) into ``store``."""
    target = client_of(store)
    source = source or target
    done: Counter[str] = Counter()
    tenants: set[str] = set()
    names = sorted(raw.decode() for raw in source.scan_iter("sst:*", count=1000))
    for old in names:
        counted = _migrate_key(source, target, old, tenants)
        if counted is not None:
            done[counted[0]] += counted[1]
    if OLD_TRANSITIONS in names:  # last: the tenants are known by now
        _transitions(source, target, tenants)
        done["transitions"] += 1
    if tenants:
        target.sadd(keys.TENANTS, *sorted(tenants))
    done["tenants"] = len(tenants)
    return dict(done)


def _migrate_key(source: redis.Redis, target: redis.Redis, old: str,
                 tenants: set[str]) -> tuple[str, int] | None:
    """Move one old-layout key, and count it: an index split by tenant (its members), a key
    renamed (``keys``, or ``kept_newer`` when today's name exists already; its tenant noted),
    a global value rewritten (``values``); None for a key of no old layout."""
    if old in INDEXES:
        return "index_members", _split_index(source, target, old, INDEXES[old], tenants)
    if (new := new_name(old)) is not None:
        moved = _move(source, target, old, new)
        if not new.startswith("sst:{rl:"):
            tenants.add(keys.tenant_of(new))
        return ("keys" if moved else "kept_newer"), 1
    if old.startswith(("sst:@pk:", "sst:@zendesk:ticket:")):
        return "values", _rewrite_global(source, target, old)
    return None


def _move(source: redis.Redis, target: redis.Redis, old: str, new: str) -> bool:
    """False when the new name exists already (written since by today's code: it is newer,
    and kept); the old key goes either way."""
    dumped, ttl = source.dump(old), source.pttl(old)
    moved = dumped is not None  # None: expired meanwhile
    if dumped is not None:
        try:
            target.restore(new, max(ttl, 0), dumped)
            _rewrite_members(target, new)
        except redis.ResponseError as exc:
            if "BUSYKEY" not in str(exc):
                raise
            moved = False
    source.delete(old)
    return moved


def _rewrite_members(client: redis.Redis, key: str) -> None:
    """Rename the ledger keys held in a moved key's value, for the kinds that hold them
    (``_HOLDERS``: the first whose name matches)."""
    for holds, rewrite in _HOLDERS:
        if holds(key):
            rewrite(client, key)
            return


def _rewrite_room(client: redis.Redis, key: str) -> None:
    """A waiting room (a sorted set of entry keys by arrival)."""
    rows = scored(client.zrange(key, 0, -1, withscores=True))
    if rows:
        client.delete(key)
        client.zadd(key, {renamed(m): s for m, s in rows})


def _rewrite_holds(client: redis.Redis, key: str) -> None:
    """An entry's holds (a list of ``[kind, key, ...]``), its time to live kept."""
    held = [json.loads(raw) for raw in client.lrange(key, 0, -1)]
    if not held:
        return
    ttl = client.pttl(key)
    pipe = client.pipeline(transaction=True)
    pipe.delete(key)
    pipe.rpush(key, *(json.dumps([kind, *map(renamed, names)]) for kind, *names in held))
    if ttl > 0:
        pipe.pexpire(key, ttl)
    pipe.execute()


def _rewrite_delivery(client: redis.Redis, key: str) -> None:
    """A delivery record, which names the entry it delivers."""
    if entry := client.hget(key, "entry"):
        client.hset(key, "entry", renamed(text(entry)))


# The kinds of keys whose values name ledger keys, by their (new) name, and how each is
# rewritten: a room's cost names them in its fields, a ticket's or payment's refunds in values.
_HOLDERS: tuple[tuple[Callable[[str], bool], Callable[[redis.Redis, str], None]], ...] = (
    (lambda key: key.startswith("sst:{rl:") and key.endswith(":room"), _rewrite_room),
    (lambda key: key.startswith("sst:{rl:") and key.endswith(":room:cost"),
     lambda client, key: _rehash(client, key, fields=True)),
    (lambda key: ":ticket-refunds:" in key or ":recent-refunds:" in key,
     lambda client, key: _rehash(client, key, fields=False)),
    (lambda key: key.endswith(":holds"), _rewrite_holds),
    (lambda key: ":delivery:" in key, _rewrite_delivery),
)


def _rehash(client: redis.Redis, key: str, *, fields: bool) -> None:
    rows = {text(k): text(v) for k, v in cast(dict[bytes, bytes], client.hgetall(key)).items()}
    if not rows:
        return
    ttl = client.pttl(key)
    pipe = client.pipeline(transaction=True)
    pipe.delete(key)
    pipe.hset(key, mapping={(renamed(k) if fields else k): (v if fields else renamed(v))
                            for k, v in rows.items()})
    if ttl > 0:
        pipe.pexpire(key, ttl)
    pipe.execute()


def _split_index(source: redis.Redis, target: redis.Redis, old: str,
                 name_for: Callable[[str], str], tenants: set[str]) -> int:
    rows = scored(source.zrange(old, 0, -1, withscores=True))
    by_tenant: dict[str, dict[str, float]] = {}
    for member, score in rows:
        new = renamed(member)
        tenant = keys.tenant_of(new)
        by_tenant.setdefault(tenant, {})[new] = score
    for tenant, members in by_tenant.items():
        target.zadd(name_for(tenant), members)
        tenants.add(tenant)
    source.delete(old)
    return len(rows)


def _transitions(source: redis.Redis, target: redis.Redis, tenants: set[str]) -> None:
    counts = cast(dict[bytes, bytes], source.hgetall(OLD_TRANSITIONS))
    known = {text(t) for t in cast(set[bytes], target.smembers(keys.TENANTS))}
    first = min(tenants | known or {"default"})
    pipe = target.pipeline(transaction=False)
    for field, n in counts.items():
        pipe.hincrby(keys.transitions(first), text(field), int(n))
    pipe.execute()
    source.delete(OLD_TRANSITIONS)
    tenants.add(first)


def _rewrite_global(source: redis.Redis, target: redis.Redis, key: str) -> int:
    """``sst:@pk:*`` (a string: the owner's key) and ``sst:@zendesk:ticket:*`` (a set): 1
    when rewritten into ``target`` (the source's copy then goes, from another Redis), 0 when
    there was nothing to rewrite."""
    ttl = source.pttl(key)
    rewrite = _rewrite_owner if key.startswith("sst:@pk:") else _rewrite_watchers
    if not rewrite(source, target, key, ttl):
        return 0
    if source is not target:
        source.delete(key)
    return 1


def _rewrite_owner(source: redis.Redis, target: redis.Redis, key: str, ttl: int) -> bool:
    """A provider key's owner (an entry key), renamed; False when there is none, or when it
    already has today's name in the same Redis."""
    raw = source.get(key)
    owner = text(raw) if raw is not None else None
    if owner is None or renamed(owner) == owner and source is target:
        return False
    target.set(key, renamed(owner), px=ttl if ttl > 0 else None)
    return True


def _rewrite_watchers(source: redis.Redis, target: redis.Redis, key: str, ttl: int) -> bool:
    """The entries watching a Zendesk ticket, renamed; False when there are none, or when all
    have today's names already in the same Redis."""
    members = [text(m) for m in cast(set[bytes], source.smembers(key))]
    if not members or (all(renamed(m) == m for m in members) and source is target):
        return False
    pipe = target.pipeline(transaction=True)
    pipe.delete(key)
    pipe.sadd(key, *map(renamed, members))
    if ttl > 0:
        pipe.pexpire(key, ttl)
    pipe.execute()
    return True
