"""What a refund holds while it goes ahead: its share of the customer's rolling 24 h total, its
ticket (``one_refund_per_ticket``) and its payment and amount (``duplicate_window_minutes``).
The rules room's ``checks`` decides when each is taken; this is how.

Each hold is taken in one Lua script that checks and takes it together, so two concurrent
refunds cannot both fit into what is left or both claim one ticket. The keys a refund holds
are noted beside its entry (``<entry>:holds``), so ``release`` gives back exactly those when
the refund fails or a person rejects it, whatever facts they were keyed by.

A ticket or payment hold is blocked by another intent's hold while that intent's ledger entry
is in any state but ``failed`` (or gone): completed, pending, in progress, unknown (money may
have moved) and escalated (a person may still approve it) all count.
"""

from __future__ import annotations

import json

from service.ledger import keys
from service.ledger.store import Entry, Ledger

DAY_S = 24 * 3600

# KEYS: spend zset (member intent, score time), amounts hash. ARGV: now, window, cap, member,
# amount. Returns {1, total} when reserved (or already held), {0, total} when it would not fit.
_RESERVE = """
local now, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local old = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - window)
for _, member in ipairs(old) do redis.call('HDEL', KEYS[2], member) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local total = 0
for _, amount in ipairs(redis.call('HVALS', KEYS[2])) do total = total + tonumber(amount) end
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return {1, total} end
if total + tonumber(ARGV[5]) > cap then return {0, total} end
redis.call('ZADD', KEYS[1], now, ARGV[4]); redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
redis.call('EXPIRE', KEYS[1], window); redis.call('EXPIRE', KEYS[2], window)
return {1, total + tonumber(ARGV[5])}
"""

# KEYS: the hold hash (member intent -> its entry key). ARGV: member, its entry key, ttl.
# Returns '' when held (or already ours), else the intent that holds it.
_HOLD = """
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  if all[i] ~= ARGV[1] then
    local state = redis.call('HGET', all[i + 1], 'state')
    if state and state ~= 'failed' then return all[i] end
    redis.call('HDEL', KEYS[1], all[i])
  end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return ''
"""


def spend_keys(tenant: str, currency: str, customer: str) -> list[str]:
    base = keys.spend(tenant, currency, customer)
    return [base, base + ":amounts"]


def ticket_key(tenant: str, ticket_id: str) -> str:
    return keys.ticket_refunds(tenant, ticket_id)


def payment_key(tenant: str, payment_id: str, amount: int) -> str:
    return keys.recent_refunds(tenant, payment_id, amount)


def reserve_spend(ledger: Ledger, entry: Entry, currency: str, customer: str, cap: int,
                  amount: int) -> tuple[bool, int]:
    """Hold ``amount`` against the customer's rolling 24 h ``cap``: (held, total so far)."""
    keys = spend_keys(entry.tenant, currency, customer)
    ok, total = ledger.redis.register_script(_RESERVE)(
        keys=keys, args=[ledger.clock.wall(), DAY_S, cap, entry.intent_id, amount])
    if ok:
        _note(ledger, entry, ["spend", *keys])
    return bool(ok), int(total)


def payment_key_held(ledger: Ledger, entry: Entry) -> str | None:
    """The payment-and-amount key this refund holds (``duplicate_window_minutes``), if any."""
    for raw in ledger.redis.lrange(keys.part(entry.key, "holds"), 0, -1):
        kind, *held = json.loads(raw)
        if kind == "hold" and ":recent-refunds:" in held[0]:
            return str(held[0])
    return None


def at_amount(payment_key: str, amount: int) -> str:
    """The same payment's key at another amount (a key keeps only the payment's digest)."""
    return f"{payment_key.rpartition(':')[0]}:{int(amount)}"


def hold(ledger: Ledger, entry: Entry, key: str, ttl_s: float) -> str | None:
    """Take ``key`` for this intent; the intent already holding it, or None when taken."""
    holder = ledger.redis.register_script(_HOLD)(
        keys=[key], args=[entry.intent_id, entry.key, max(int(ttl_s), 1)])
    if holder:
        return holder.decode() if isinstance(holder, bytes) else str(holder)
    _note(ledger, entry, ["hold", key])
    return None


def _note(ledger: Ledger, entry: Entry, held: list[str]) -> None:
    pipe = ledger.redis.pipeline()
    pipe.rpush(keys.part(entry.key, "holds"), json.dumps(held))
    pipe.expire(keys.part(entry.key, "holds"), ledger.ttl_s)
    pipe.execute()


def release(ledger: Ledger, entry: Entry) -> None:
    """Give back every hold this refund took (it failed or was rejected: no money moved)."""
    noted = ledger.redis.lrange(keys.part(entry.key, "holds"), 0, -1)
    if not noted:
        return
    pipe = ledger.redis.pipeline()
    for raw in noted:
        kind, *held = json.loads(raw)
        if kind == "spend":
            pipe.zrem(held[0], entry.intent_id)
            pipe.hdel(held[1], entry.intent_id)
        else:
            pipe.hdel(held[0], entry.intent_id)
    pipe.delete(keys.part(entry.key, "holds"))
    pipe.execute()
