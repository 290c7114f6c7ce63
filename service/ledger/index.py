"""The ledger's indexes: what the sweeper, reconciliation and /metrics need without SCAN.

Scanning every ``sst:*`` key to find a stuck claim would cost O(all keys) per pass (a 30-day
ledger holds millions); these indexes cost one or two O(log n) writes per transition and are
written by the ledger's own Lua scripts (``LUA`` is prepended to them), so they change in the
same atomic step as the entry they describe. Each is the tenant's own (its hash tag, so in the
entry's slot on a Redis Cluster); a reader that wants all of them walks ``sst:@tenants``:

    sst:{<tenant>}:@open              zset  entry key -> lease_until, entries in_progress
    sst:{<tenant>}:@state:<pending|unknown|escalated|queued|working>
                                      zset  entry key -> created_at, entries in that state
                                            (queued and working: ticket updates whose next
                                            run is the sweeper's to rescue if it is lost)
    sst:{<tenant>}:@transitions       hash  "<step>|<provider>|<state>" -> times entered
    sst:{<tenant>}:@created:<step>    zset  intent_id -> created_at (pruned to the ledger TTL)
    sst:@pk:<provider_key>            str   entry key (Shopify's refund note holds the key);
                                            written by the ledger just after a claim that may
                                            call the provider (it is found without a tenant,
                                            so it is global, outside the scripts)

``@`` never appears in a tenant, step or intent id, so these cannot collide with entries.
Readers treat the indexes as hints and re-read the entry itself before acting: an index is
never the truth, the entry is (a writer outside these scripts can only leave a stale hint).
"""

from __future__ import annotations

import heapq
import secrets
from typing import Any, Sequence, cast

from service import states
from service.ledger import keys, queue_index
from service.ledger.connection import Store, client_of, clock_of
from service.ledger.entries import scored, text

TENANTS = keys.TENANTS
ATTENTION = states.ATTENTION  # what /metrics counts as needing attention
TRACKED = (*ATTENTION, *states.TICKET_WAITING)
# ``count``'s name for the index of live claims (in progress), beside the tracked states.
OPEN_CLAIMS = "open"
# The position of the first key after the index keys (KEYS[1] the entry, KEYS[2] its audit).
AFTER = 3 + 1 + len(TRACKED) + 2

# Arguments: ix (from sst_keys), the entry key, the state before ('' when new) and after, the
# lease (0: none), the entry's created_at, and "<step>|<provider>" to count the transition
# ('' counts nothing). The console's buckets (``queue_index``) change with the state.
LUA = queue_index.LUA + """
local SST_TRACKED = {%s}
local SST_AFTER = %d
local function sst_keys(first)
  local ix = {open=KEYS[first], state={}, transitions=KEYS[first + #SST_TRACKED + 1],
              created=KEYS[first + #SST_TRACKED + 2]}
  for i, name in ipairs(SST_TRACKED) do ix.state[name] = KEYS[first + i] end
  return ix
end
local function sst_index(ix, key, from, to, lease, created, counted)
  if to == 'in_progress' and tonumber(lease) > 0 then
    redis.call('ZADD', ix.open, lease, key)
  else
    redis.call('ZREM', ix.open, key)
  end
  if from == to then return end
  sst_queue(ix.open, key, from, to, created)
  if ix.state[from] then redis.call('ZREM', ix.state[from], key) end
  if ix.state[to] then redis.call('ZADD', ix.state[to], created, key) end
  if counted ~= '' then redis.call('HINCRBY', ix.transitions, counted .. '|' .. to, 1) end
end
""" % (", ".join(f"'{s}'" for s in TRACKED), AFTER)


def script_keys(tenant: str, step: str) -> list[str]:
    """The index keys one ledger script touches, in the order ``sst_keys`` reads them."""
    return [keys.open_claims(tenant), *(keys.state(tenant, s) for s in TRACKED),
            keys.transitions(tenant), keys.created(tenant, step)]


def state_key(tenant: str, state: str) -> str:
    return keys.state(tenant, state)


parse = keys.parse_entry  # entry key -> (tenant, step, intent_id)


def tenants(store: Store) -> list[str]:
    """Every tenant that ever claimed (``sst:@tenants``), sorted."""
    client = client_of(store)
    return sorted(text(t) for t in cast(set[bytes], client.smembers(TENANTS)))


def _oldest(store: Store, names: list[str], low: float | str, high: float | str,
            limit: int) -> list[str]:
    """The ``limit`` lowest-scored members between ``low`` and ``high`` over the zsets
    ``names`` (one per tenant), lowest first: one round trip."""
    client = client_of(store)
    pipe = client.pipeline(transaction=False)
    for name in names:
        pipe.zrangebyscore(name, low, high, start=0, num=limit, withscores=True)
    rows = heapq.merge(*(scored(reply) for reply in pipe.execute()),
                       key=lambda row: row[1]) if names else iter([])
    return [member for member, _ in list(rows)[:limit]]


def expired_claims(store: Store, now: float | None = None,
                   limit: int = 100) -> list[str]:
    """Entry keys whose claim's lease ran out (oldest first): candidates for the sweeper."""
    client = client_of(store)
    now = clock_of(store).wall() if now is None else now
    return _oldest(client, [keys.open_claims(t) for t in tenants(client)], 0, now, limit)


def in_state(store: Store, state: str, created_before: float = float("inf"),
             limit: int = 1000) -> list[str]:
    """Entry keys in a tracked state created before ``created_before`` (oldest first)."""
    client = client_of(store)
    bound = "+inf" if created_before == float("inf") else created_before
    return _oldest(client, [keys.state(t, state) for t in tenants(client)], "-inf", bound,
                   limit)


def count(store: Store, which: str, low: float | str = "-inf",
          high: float | str = "+inf") -> int:
    """How many entries, over every tenant, are in ``which``: a tracked state or ``open``."""
    client = client_of(store)
    names = [keys.open_claims(t) if which == OPEN_CLAIMS else keys.state(t, which)
             for t in tenants(client)]
    pipe = client.pipeline(transaction=False)
    for name in names:
        pipe.zcount(name, low, high)
    return sum(pipe.execute()) if names else 0


def ages(store: Store, state: str, bounds: Sequence[float], now: float | None = None
         ) -> tuple[list[int], float | None]:
    """For the entries now in a tracked state, over every tenant: how many were created at
    most each of ``bounds`` seconds ago (cumulative, as a histogram's buckets), and the created
    time of the oldest (None when there are none). One round trip."""
    client = client_of(store)
    now = clock_of(store).wall() if now is None else now
    names = [keys.state(t, state) for t in tenants(client)]
    if not names:
        return [0] * len(bounds), None
    pipe = client.pipeline(transaction=False)
    for name in names:
        pipe.zrange(name, 0, 0, withscores=True)
        for bound in bounds:
            pipe.zcount(name, "-inf" if bound == float("inf") else now - bound, "+inf")
    return _tallied(pipe.execute(), len(bounds))


def _tallied(replies: list[Any], bounds: int) -> tuple[list[int], float | None]:
    """``ages``'s answer from its replies, one group per tenant (the oldest entry, then a
    count per bound): the counts summed over tenants, and the oldest created time of all."""
    step = bounds + 1
    oldest = [float(reply[0][1]) for reply in replies[::step] if reply]
    counts = [sum(replies[i + 1 + b] for i in range(0, len(replies), step))
              for b in range(bounds)]
    return counts, min(oldest) if oldest else None


def forget(store: Store, entry_key: str, state: str | None = None) -> None:
    """Drop a stale hint (its entry expired, or moved without the scripts)."""
    client = client_of(store)
    tenant = keys.tenant_of(entry_key)
    pipe = client.pipeline(transaction=False)
    pipe.zrem(keys.open_claims(tenant), entry_key)
    for tracked in TRACKED if state is None else (state,):
        pipe.zrem(keys.state(tenant, tracked), entry_key)
    pipe.execute()


def created(store: Store, tenant: str, step: str, since: float,
            until: float = float("inf")) -> list[tuple[str, float]]:
    """(intent_id, created_at) of the tenant's entries of ``step`` created in the window."""
    client = client_of(store)
    bound = "+inf" if until == float("inf") else until
    return scored(client.zrangebyscore(keys.created(tenant, step), since, bound,
                                       withscores=True))


def newest_created(store: Store, tenant: str, steps: Sequence[str],
                   wanted: list[tuple[str, str]], top: float, since: float,
                   num: int) -> list[tuple[float, str, str]]:
    """(created_at, step, intent_id) of each step's newest ``num`` entries created between
    ``since`` and ``top``, in one round trip; with ``wanted`` ((kind, value) search terms:
    ``ticket``, ``payment``), only the entries whose terms (``queue_index``, written when an
    entry is created) include them all, still by the step's own creation time."""
    pipe = client_of(store).pipeline(transaction=False)
    scratch: list[str] = []
    for step in steps:
        source = _source(pipe, tenant, step, wanted, scratch)
        pipe.zrevrangebyscore(source, "+inf" if top == float("inf") else top,
                              since, start=0, num=num, withscores=True)
    if scratch:
        pipe.delete(*scratch)
    replies = [reply for reply in pipe.execute() if isinstance(reply, list)]
    return [(score, step, text(member)) for step, found in zip(steps, replies)
            for member, score in found]


def _source(pipe: Any, tenant: str, step: str, wanted: list[tuple[str, str]],
            scratch: list[str]) -> str:
    """The zset of ``step``'s intents by creation time, or, for search terms, its
    intersection with their zsets, queued on ``pipe`` into a scratch key (added to
    ``scratch``, deleted in the same pipeline)."""
    if not wanted:
        return keys.created(tenant, step)
    name = keys.queue_scratch(tenant, secrets.token_hex(8))
    weights = {keys.created(tenant, step): 1,
               **{keys.find(tenant, kind, value): 0 for kind, value in wanted}}
    pipe.zinterstore(name, weights, aggregate="SUM")
    pipe.pexpire(name, 10_000)
    scratch.append(name)
    return name


def scheduled_times(queue_store: Store, registry_key: str,
                    job_ids: list[list[str]]) -> list[list[float | None]]:
    """When RQ's scheduler runs each job of each group (None: not scheduled), read from its
    scheduled registry (``registry_key``, on RQ's own Redis: ``queue_store``), one round
    trip."""
    pipe = client_of(queue_store).pipeline(transaction=False)
    for group in job_ids:
        pipe.zmscore(registry_key, group)
    return [list(times) for times in (pipe.execute() if job_ids else [])]


def not_settled(store: Store, tenant: str) -> list[str]:
    """The tenant's entry keys its indexes hold as not settled (open claims, runs waiting,
    the tracked states), sorted: hints, which the caller checks against each entry."""
    client = client_of(store)
    found: set[str] = set()
    for name in (keys.open_claims(tenant), keys.waiting(tenant),
                 *(keys.state(tenant, state) for state in TRACKED)):
        found |= {text(member) for member in client.zrange(name, 0, -1)}
    return sorted(found)


def by_provider_key(store: Store, provider_key: str) -> str | None:
    """The entry key that owns ``provider_key`` (None when unknown or expired)."""
    client = client_of(store)
    found = client.get(keys.provider_key(provider_key))
    return text(found) if found else None


def transitions(store: Store) -> dict[tuple[str, str, str], int]:
    """How many times entries entered each state, by (step, provider, state), all tenants."""
    client = client_of(store)
    names = [keys.transitions(t) for t in tenants(client)]
    pipe = client.pipeline(transaction=False)
    for name in names:
        pipe.hgetall(name)
    out: dict[tuple[str, str, str], int] = {}
    for counts in pipe.execute() if names else []:
        for field, n in counts.items():
            step, provider, state = text(field).split("|", 2)
            out[(step, provider, state)] = out.get((step, provider, state), 0) + int(n)
    return out


def expect_run(store: Store, entry_key: str, overdue_at: float,
               keep_earlier: bool = False) -> None:
    """Note that ``entry_key`` has a run coming, overdue after ``overdue_at`` (with
    ``keep_earlier``, an earlier note stands: a flow's retries must not postpone a rescue)."""
    client = client_of(store)
    client.zadd(keys.waiting(keys.tenant_of(entry_key)), {entry_key: overdue_at},
                nx=keep_earlier)


def overdue_runs(store: Store, now: float | None = None, limit: int = 100) -> list[str]:
    """Entry keys whose expected run is overdue (oldest first): the sweeper checks their jobs."""
    client = client_of(store)
    now = clock_of(store).wall() if now is None else now
    return _oldest(client, [keys.waiting(t) for t in tenants(client)], 0, now, limit)


def runs_without_hint(store: Store, created_before: float,
                      limit: int = 100) -> list[str]:
    """Entry keys ``queued`` or ``working`` (by the scripts' state index, which a claim's and a
    settle's ``WAIT`` confirms) that have no lost-run hint at all, created before
    ``created_before``, oldest first. The hint is written without ``WAIT`` (it is only a hint),
    so a failover can lose it while the entry it points to survives: the sweeper finds those
    here. One ``ZDIFF`` per tenant and state (the tenant's own keys, one slot)."""
    client = client_of(store)
    pipe = client.pipeline(transaction=False)
    for tenant in tenants(client):
        for state in states.TICKET_WAITING:
            pipe.zdiff([keys.state(tenant, state), keys.waiting(tenant)], withscores=True)
    rows = [(member, score) for found in (pipe.execute() if len(pipe) else [])
            for member, score in scored(found) if score < created_before]
    return [member for member, _ in sorted(rows, key=lambda row: row[1])[:limit]]


def run_done(store: Store, entry_key: str) -> None:
    client = client_of(store)
    client.zrem(keys.waiting(keys.tenant_of(entry_key)), entry_key)
