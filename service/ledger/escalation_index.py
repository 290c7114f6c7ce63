"""Where escalations are found: by id (``sst:{<tenant>}:escalation-id:<esc_id>`` -> its ledger
name), every escalation of a tenant and the open ones (zsets by when each was opened), and
how many numbered slots an intent's escalations use (a hint beside its first one's entry,
never lowered), and the decided ones whose decision is not yet carried out and announced
(``resolving``: the sweeper finishes one whose resolver died). Written around the
escalation's own entry, outside its scripts, and read as hints: a reader checks the entry
itself.
"""

from __future__ import annotations

from service.ledger import index as ledger_index
from service.ledger import keys
from service.ledger.entries import text
from service.ledger.store import Ledger

# KEYS: the slot counter. ARGV: the slot taken, the ttl. Raises the count, never lowers it.
_BUMP = """
local now = tonumber(redis.call('GET', KEYS[1]) or '0')
if now < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
return now
"""


def index(ledger: Ledger, tenant: str, esc_id: str, name: str, at: float) -> None:
    """Before the escalation's entry is written: its id's name, and its place among the
    tenant's escalations (so an entry is never unreachable by its id)."""
    pipe = ledger.redis.pipeline()
    pipe.set(keys.escalation_id(tenant, esc_id), name, ex=ledger.ttl_s)
    pipe.zadd(keys.escalations(tenant), {name: at}, nx=True)
    pipe.execute()


def opened(ledger: Ledger, tenant: str, name: str, at: float) -> None:
    ledger.redis.zadd(keys.escalations(tenant, open_only=True), {name: at})


def decided(ledger: Ledger, tenant: str, name: str, at: float | None = None) -> None:
    """No longer open (approved, rejected or expired): resolving until ``resolved``."""
    pipe = ledger.redis.pipeline(transaction=False)
    pipe.zrem(keys.escalations(tenant, open_only=True), name)
    pipe.zadd(keys.escalations_resolving(tenant), {name: ledger.clock.wall() if at is None else at},
              nx=True)
    pipe.expire(keys.escalations_resolving(tenant), ledger.ttl_s)
    pipe.execute()


def resolved(ledger: Ledger, tenant: str, name: str) -> None:
    """Its decision is carried out and announced: nothing left for the sweeper."""
    ledger.redis.zrem(keys.escalations_resolving(tenant), name)


def unresolved(ledger: Ledger, decided_before: float, limit: int = 100
               ) -> list[tuple[str, str]]:
    """(tenant, name) of escalations decided before ``decided_before`` and not yet
    resolved, oldest first per tenant, at most ``limit`` in all."""
    found: list[tuple[str, str]] = []
    for tenant in ledger_index.tenants(ledger):
        room = limit - len(found)
        if room <= 0:
            break
        names = ledger.redis.zrangebyscore(keys.escalations_resolving(tenant), 0,
                                           decided_before, start=0, num=room)
        found += [(tenant, text(name)) for name in names]
    return found


def name_of(ledger: Ledger, tenant: str, esc_id: str) -> str | None:
    """The ledger name of escalation ``esc_id``, if the tenant has one."""
    name = ledger.redis.get(keys.escalation_id(tenant, esc_id))
    return text(name) if name else None


def names(ledger: Ledger, tenant: str, open_only: bool) -> list[str]:
    """The tenant's escalations' ledger names (or only the open ones'), newest first."""
    return [text(raw) for raw in ledger.redis.zrevrange(
        keys.escalations(tenant, open_only=open_only), 0, -1)]


def slots_used(ledger: Ledger, counter: str) -> int:
    """The slot count kept under ``counter`` (a hint: readers probe past it)."""
    return int(ledger.redis.get(counter) or 0)


def slot_taken(ledger: Ledger, counter: str, n: int) -> None:
    """Count slot ``n`` as used (never lowers the count)."""
    ledger.redis.eval(_BUMP, 1, counter, n, ledger.ttl_s)
