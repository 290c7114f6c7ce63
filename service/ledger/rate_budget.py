"""A provider's request budget, kept in Redis and shared by every worker and web process.

One hash per provider account: what the last responses' headers said was left in the window
(``remaining``, ``reset_at``), and until when nobody may call at all (``blocked_until``,
after a 429). ``acquire`` reserves one request atomically or says how long to wait, so the
known budget is never exceeded on purpose; ``observe`` feeds it from headers; ``penalize``
honours ``Retry-After``, or backs off exponentially with jitter when there is none.

``WaitingRoom`` keeps the runs that wait for that budget out of RQ: a sorted set by arrival
that one atomic script lets through as many as the window allows (see its docstring).

The steps get both from the ledger they are given (``budget_of``, ``room_of``); a test may
build either on a Redis client of its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import redis

from connectors.zendesk import RateInfo
from service.deps import SYSTEM_CLOCK, Clock
from service.ledger import index as ledger_index
from service.ledger import keys
from service.ledger.entries import text
from service.ledger.store import Ledger

BACKOFF_BASE_S, BACKOFF_CAP_S = 1.0, 60.0

_ACQUIRE = """
local now = tonumber(ARGV[1])
local b = redis.call('HMGET', KEYS[1], 'blocked_until', 'remaining', 'reset_at')
local blocked, remaining, reset_at = tonumber(b[1]) or 0, tonumber(b[2]), tonumber(b[3]) or 0
if blocked > now then return tostring(blocked - now) end
if remaining ~= nil and reset_at <= now then
  redis.call('HDEL', KEYS[1], 'remaining'); remaining = nil  -- a new window: unknown again
end
if remaining ~= nil then
  if remaining <= 0 then return tostring(reset_at - now) end
  redis.call('HINCRBY', KEYS[1], 'remaining', -1)
end
redis.call('EXPIRE', KEYS[1], 86400)
return '0'
"""

# Headers can only lower what is left within a window (they may be older than our own
# reservations). Each answer's reset (whole seconds, rounded up, from when it arrived) is a bound
# the window ends before; within a window we keep the earliest, so the next one starts on time.
_OBSERVE = """
local now, left, reset_at = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'remaining', 'reset_at')
local remaining, known_reset = tonumber(b[1]), tonumber(b[2]) or 0
if remaining == nil or known_reset <= now or left < remaining then remaining = left end
if known_reset > now then reset_at = math.min(reset_at, known_reset) end
redis.call('HSET', KEYS[1], 'remaining', remaining, 'reset_at', reset_at, 'strikes', 0)
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'limit', ARGV[4]) end
redis.call('HDEL', KEYS[1], 'probe_until')  -- the window is known: no probe is needed
redis.call('EXPIRE', KEYS[1], 86400)
return remaining
"""


class RateBudget:
    """The shared budget of one provider account."""

    def __init__(self, client: redis.Redis, provider: str, account: str, *,
                 clock: Clock = SYSTEM_CLOCK):
        self.key = keys.rate_budget(provider, account)
        self._redis, self.clock = client, clock
        self._acquire = client.register_script(_ACQUIRE)
        self._observe = client.register_script(_OBSERVE)

    def acquire(self) -> float:
        """Reserve one request now (returns 0) or return the seconds to wait first."""
        return float(self._acquire(keys=[self.key], args=[self.clock.wall()]))

    def observe(self, info: RateInfo) -> None:
        """Record what a response's headers said about the window."""
        if info.remaining is None:
            return
        now = self.clock.wall()
        reset_at = now + (info.reset_s if info.reset_s is not None else 60.0)
        limit = "" if info.limit is None else info.limit
        self._observe(keys=[self.key], args=[now, info.remaining, reset_at, limit])

    def penalize(self, retry_after: float | None) -> float:
        """After a 429: block every process until Retry-After (or an exponential, jittered,
        capped backoff when the provider gave none). Returns the wait."""
        if retry_after is not None:
            wait = retry_after
        else:
            strikes = self._redis.hincrby(self.key, "strikes", 1)
            wait = min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2 ** (strikes - 1))
            wait *= random.uniform(0.5, 1.0)
        until = self.clock.wall() + wait
        pipe = self._redis.pipeline()
        pipe.hset(self.key, mapping={"remaining": 0, "reset_at": until})
        pipe.hget(self.key, "blocked_until")
        _, current = pipe.execute()
        if float(current or 0) < until:
            self._redis.hset(self.key, "blocked_until", until)
        self._redis.expire(self.key, 86400)
        return wait


# KEYS: room, cost, budget, out (one hash tag: one slot). ARGV: now, member to join ('' none),
# its arrival, its cost, batch, (unused), (unused), probe_s, the number of the dispatcher calling
# ('' none: it is no longer pending).
_ROOM = """
local now, member = tonumber(ARGV[1]), ARGV[2]
if ARGV[9] ~= '' and redis.call('HGET', KEYS[3], 'dispatch_job') == ARGV[9] then
  redis.call('HDEL', KEYS[3], 'dispatch_at', 'dispatch_job')
end
local batch, probe_s = tonumber(ARGV[5]), tonumber(ARGV[8])
local room, cost, budget = KEYS[1], KEYS[2], KEYS[3]
if member ~= '' then
  redis.call('ZADD', room, 'NX', ARGV[3], member)
  redis.call('HSET', cost, member, ARGV[4])
end
local b = redis.call('HMGET', budget, 'blocked_until', 'remaining', 'reset_at', 'probe_until',
  'dispatch_at', 'dispatch_job', 'limit')
local blocked, remaining, reset_at = tonumber(b[1]) or 0, tonumber(b[2]), tonumber(b[3]) or 0
local probe_until, pending, limit = tonumber(b[4]) or 0, tonumber(b[5]) or 0, tonumber(b[7])
local paid, due, out = '', now, {}
if redis.call('ZCARD', room) > 0 then
  local allowance = 0
  if blocked > now then due = blocked
  else
    if remaining ~= nil and reset_at <= now then
      redis.call('HDEL', budget, 'remaining'); remaining = nil  -- a new window: unknown again
    end
    if remaining ~= nil then
      allowance, due, paid = remaining, reset_at, string.format('%.3f', reset_at)
    elseif probe_until > now then due = probe_until
    else  -- unknown: one run goes first and learns the window from Zendesk's headers
      allowance, due = 1, now + probe_s
      redis.call('HSET', budget, 'probe_until', string.format('%.3f', due))
    end
  end
  if allowance > 0 then
    local heads = redis.call('ZRANGE', room, 0, batch - 1)
    local prices = redis.call('HMGET', cost, unpack(heads))
    local spent, taken = 0, {}
    for i, m in ipairs(heads) do
      local c = math.max(tonumber(prices[i]) or 1, 1)
      if limit ~= nil and c > limit then c = limit end
      if paid == '' then c = 0 elseif spent + c > allowance then break end
      spent = spent + c
      taken[#taken + 1] = m; out[#out + 1] = m; out[#out + 1] = tostring(c)
      if paid == '' then break end
    end
    if #taken > 0 then
      redis.call('ZREM', room, unpack(taken)); redis.call('HDEL', cost, unpack(taken))
      for _, m in ipairs(taken) do redis.call('ZADD', KEYS[4], now, m) end
    end
    if spent > 0 then redis.call('HINCRBY', budget, 'remaining', -spent) end
  end
end
local schedule, job, cancel = '', '', ''
due = math.ceil(due)  -- RQ schedules by the whole second and moves a job once it begins
if redis.call('ZCARD', room) > 0 then
  if pending > now and due < pending then cancel = b[6] or '' end  -- needed sooner
  if pending <= now or cancel ~= '' then
    job, schedule = tostring(redis.call('HINCRBY', budget, 'dispatch_seq', 1)), tostring(due)
    redis.call('HSET', budget, 'dispatch_at', schedule, 'dispatch_job', job)
  end
elseif pending > now then
  cancel = b[6] or ''
  redis.call('HDEL', budget, 'dispatch_at', 'dispatch_job')
end
redis.call('EXPIRE', budget, 86400)
return {paid, schedule, job, cancel, unpack(out)}
"""


@dataclass(frozen=True)
class Passage:
    """What one pass through the room let out, and what its dispatcher must do next."""

    entries: list[tuple[str, int]]  # (member, requests reserved for its run; 0: a probe)
    paid_until: float  # the reservations hold until the window resets (0: none were made)
    schedule: tuple[float, str] | None  # (when, dispatcher number): run the dispatcher then
    cancel: str | None  # the dispatcher number no longer needed (the room is empty)


class WaitingRoom:
    """Runs waiting for one account's budget, by arrival, out of RQ.

    ``let_through`` is one atomic script: it lets one member in (optionally), then lets out as
    many from the front as the known budget allows, each with the requests its run needs
    reserved from that budget (``remaining`` goes down by them, so nobody else spends them).
    When the window is unknown (new, or never seen), one member goes out first, reserving
    nothing, and its answer's headers tell the rest; another probe goes only after ``probe_s``
    without an answer.
    While members stay in, it says when the room can move next (the reset, the end of a
    block, the probe's end) and numbers the one dispatcher to schedule then: once, unless it is
    needed sooner than the one pending; when the room empties, it names that one to cancel.

    Each member's hint in its tenant's ``@waiting`` (what the sweeper reads) is set just after
    that step (the room holds many tenants' entries, so on a Redis Cluster their hints are in
    other slots than the room): ``hold_s`` ahead after entering (the room is watched as a
    whole), ``overdue_s`` ahead after leaving. After, not before: a failover loses the
    newest writes, so a long hint that outlived the entering it was written for would hide a
    lost run for ``hold_s`` (seen: a ticket update acknowledged in a storm, stuck ``queued``
    with no job; a missing hint is found by the state index within ``overdue_s``).

    Leaving is recorded in the room's own slot, in the same script: ``out`` holds each member
    let out, by when, until its run is in RQ (``went_out``). A process that dies, or a
    failover that loses the writes, between the script and the enqueue leaves it there, and
    ``let_out_before`` gives it to the sweeper however late its hint is."""

    BATCH = 500

    def __init__(self, client: redis.Redis, provider: str, account: str, probe_s: float = 5.0,
                 *, clock: Clock = SYSTEM_CLOCK):
        self.key, self.cost_key = keys.rate_room(provider, account), keys.rate_room(
            provider, account, "cost")
        self.budget_key = keys.rate_budget(provider, account)
        self.out_key = keys.rate_room(provider, account, "out")
        self._redis, self.probe_s, self.clock = client, probe_s, clock
        self._script = client.register_script(_ROOM)

    def let_through(self, *, overdue_s: float, hold_s: float, join: str = "",
                    arrival: float = 0.0, cost: int = 1, dispatcher: str = "") -> Passage:
        """Let ``join`` in (when given), then out as many as the budget allows. The
        ``dispatcher`` calling (its number) is no longer pending, even when it runs early."""
        now = self.clock.wall()
        reply = self._script(keys=[self.key, self.cost_key, self.budget_key, self.out_key],
                             args=[now, join, arrival, cost, self.BATCH, overdue_s,
                                   hold_s, self.probe_s, dispatcher])
        paid, schedule, job, cancel, *rest = [x.decode() for x in reply]
        left = rest[::2]
        if left or join:
            pipe = self._redis.pipeline(transaction=False)
            for member in left:
                ledger_index.expect_run(pipe, member, now + overdue_s)
            if join and join not in left:
                ledger_index.expect_run(pipe, join, now + hold_s)
            pipe.execute()
        return Passage(entries=[(rest[i], int(rest[i + 1])) for i in range(0, len(rest), 2)],
                       paid_until=float(paid or 0),
                       schedule=(float(schedule), job) if schedule else None,
                       cancel=cancel or None)

    def went_out(self, members: list[str]) -> None:
        """RQ has the runs of these members the room let out."""
        if members:
            self._redis.zrem(self.out_key, *members)

    def let_out_before(self, before: float, limit: int = 100) -> list[str]:
        """Members let out before ``before`` whose runs were never confirmed in RQ."""
        return [text(m) for m in self._redis.zrangebyscore(self.out_key, "-inf", before,
                                                           start=0, num=limit)]

    def leave(self, member: str) -> None:
        """Take a member out without a run (it was settled by another way)."""
        pipe = self._redis.pipeline(transaction=False)
        pipe.zrem(self.key, member)
        pipe.hdel(self.cost_key, member)
        pipe.zrem(self.out_key, member)
        pipe.execute()

    def holds(self, member: str) -> bool:
        return self._redis.zscore(self.key, member) is not None

    def size(self) -> int:
        return int(self._redis.zcard(self.key))


def budget_of(ledger: Ledger, provider: str, account: str) -> RateBudget:
    """The shared budget of ``provider``'s ``account``, on the ledger's Redis."""
    return RateBudget(ledger.redis, provider, account, clock=ledger.clock)


def room_of(ledger: Ledger, provider: str, account: str) -> WaitingRoom:
    """The waiting room of that budget, on the ledger's Redis."""
    return WaitingRoom(ledger.redis, provider, account, clock=ledger.clock)
