"""The ledger's indexes: what the sweeper, reconciliation and /metrics need without SCAN.

Scanning every ``sst:*`` key to find a stuck claim would cost O(all keys) per pass (a 30-day
ledger holds millions); these indexes cost one or two O(log n) writes per transition and are
written by the ledger's own Lua scripts (``LUA`` is prepended to them), so they change in the
same atomic step as the entry they describe:

    sst:@open                         zset  entry key -> lease_until, entries in_progress
    sst:@state:<pending|unknown|escalated>
                                      zset  entry key -> created_at, entries in that state
    sst:@transitions                  hash  "<step>|<provider>|<state>" -> times entered
    sst:<tenant>:@created:<step>      zset  intent_id -> created_at (pruned to the ledger TTL)
    sst:@pk:<provider_key>            str   entry key (Shopify's refund note holds the key)

``@`` never appears in a tenant, step or intent id, so these cannot collide with entries.
Readers treat the indexes as hints and re-read the entry itself before acting: an index is
never the truth, the entry is (a writer outside these scripts can only leave a stale hint).
"""

from __future__ import annotations

import time

import redis

from service.ledger import keys

OPEN = keys.OPEN
# Ticket updates waiting for their next RQ run (``queued`` or ``working``), by when that run is
# overdue: written before the entry and its job, so a crash between the two leaves a hint.
WAITING = keys.WAITING
TRANSITIONS = keys.TRANSITIONS
TRACKED = ("pending", "unknown", "escalated")

# Arguments: ix (from sst_keys), the entry key, the state before ('' when new) and after, the
# lease (0: none), the entry's created_at, and "<step>|<provider>" to count the transition
# ('' counts nothing).
LUA = """
local function sst_keys(first)
  return {open=KEYS[first], transitions=KEYS[first + 4], created=KEYS[first + 5],
          pk=KEYS[first + 6], state={pending=KEYS[first + 1], unknown=KEYS[first + 2],
          escalated=KEYS[first + 3]}}
end
local function sst_index(ix, key, from, to, lease, created, counted)
  if to == 'in_progress' and tonumber(lease) > 0 then
    redis.call('ZADD', ix.open, lease, key)
  else
    redis.call('ZREM', ix.open, key)
  end
  if from == to then return end
  if ix.state[from] then redis.call('ZREM', ix.state[from], key) end
  if ix.state[to] then redis.call('ZADD', ix.state[to], created, key) end
  if counted ~= '' then redis.call('HINCRBY', ix.transitions, counted .. '|' .. to, 1) end
end
"""


def script_keys(tenant: str, step: str, provider_key: str) -> list[str]:
    """The index keys one ledger script touches, in the order ``sst_keys`` reads them."""
    return [OPEN, *(state_key(s) for s in TRACKED), TRANSITIONS,
            keys.created(tenant, step), keys.provider_key(provider_key)]


def state_key(state: str) -> str:
    return keys.state(state)


parse = keys.parse_entry  # entry key -> (tenant, step, intent_id)


def expired_claims(client: redis.Redis, now: float | None = None,
                   limit: int = 100) -> list[str]:
    """Entry keys whose claim's lease ran out (oldest first): candidates for the sweeper."""
    now = time.time() if now is None else now
    return [k.decode() for k in client.zrangebyscore(OPEN, 0, now, start=0, num=limit)]


def in_state(client: redis.Redis, state: str, created_before: float = float("inf"),
             limit: int = 1000) -> list[str]:
    """Entry keys in a tracked state created before ``created_before`` (oldest first)."""
    bound = "+inf" if created_before == float("inf") else created_before
    return [k.decode() for k in client.zrangebyscore(state_key(state), "-inf", bound,
                                                     start=0, num=limit)]


def forget(client: redis.Redis, entry_key: str, state: str | None = None) -> None:
    """Drop a stale hint (its entry expired, or moved without the scripts)."""
    pipe = client.pipeline(transaction=False)
    pipe.zrem(OPEN, entry_key)
    for tracked in TRACKED if state is None else (state,):
        pipe.zrem(state_key(tracked), entry_key)
    pipe.execute()


def created(client: redis.Redis, tenant: str, step: str, since: float,
            until: float = float("inf")) -> list[tuple[str, float]]:
    """(intent_id, created_at) of the tenant's entries of ``step`` created in the window."""
    bound = "+inf" if until == float("inf") else until
    rows = client.zrangebyscore(keys.created(tenant, step), since, bound, withscores=True)
    return [(member.decode(), score) for member, score in rows]


def by_provider_key(client: redis.Redis, provider_key: str) -> str | None:
    """The entry key that owns ``provider_key`` (None when unknown or expired)."""
    found = client.get(keys.provider_key(provider_key))
    return found.decode() if found else None


def transitions(client: redis.Redis) -> dict[tuple[str, str, str], int]:
    """How many times entries entered each state, by (step, provider, state)."""
    out = {}
    for field, count in client.hgetall(TRANSITIONS).items():
        step, provider, state = field.decode().split("|", 2)
        out[(step, provider, state)] = int(count)
    return out


def expect_run(client: redis.Redis, entry_key: str, overdue_at: float,
               keep_earlier: bool = False) -> None:
    """Note that ``entry_key`` has a run coming, overdue after ``overdue_at`` (with
    ``keep_earlier``, an earlier note stands: a flow's retries must not postpone a rescue)."""
    client.zadd(WAITING, {entry_key: overdue_at}, nx=keep_earlier)


def overdue_runs(client: redis.Redis, now: float | None = None, limit: int = 100) -> list[str]:
    """Entry keys whose expected run is overdue (oldest first): the sweeper checks their jobs."""
    now = time.time() if now is None else now
    return [k.decode() for k in client.zrangebyscore(WAITING, 0, now, start=0, num=limit)]


def run_done(client: redis.Redis, entry_key: str) -> None:
    client.zrem(WAITING, entry_key)
