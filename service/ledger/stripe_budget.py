"""Stripe's rate limits as one request budget per Stripe account, kept in Redis and shared by
every web and worker process (and every tenant whose account holds the same key).

What Stripe documents (docs.stripe.com/rate-limits): limits are "measured in API requests per
second, per Stripe account"; the global limit is 100 requests per second in live mode and 25 in
a sandbox (test mode), and single API endpoints have 25 per second unless noted otherwise (each
named operation is one endpoint: ``GET /v1/refunds/{id}`` for any id is one). Over a limit,
Stripe answers 429. It does not say how the limiter cuts its seconds, nor whose limit a request
made for a connected account (the ``Stripe-Account`` header, with the platform's key) counts
against: the platform's or the connected account's.

So this budget assumes the strictest reading of both:

- **per key, connected accounts included**: one budget per API key (a fingerprint of it, never
  the key, never our tenant name); a request for a connected account spends the platform key's
  budget. If Stripe counts it against the connected account instead, we are slower than we
  could be, never over;
- **any second, however it is cut**: Stripe may count a request at any moment between our
  sending it and our reading its answer. So a request holds one of the limit's places from
  its reservation until ``AFTER_S`` after its answer arrived (while no answer came: until its
  hold, the provider timeout and a margin, runs out). Then no second can ever see more than the
  limit's requests, whatever the network or a paused process delays: the last one admitted
  into such a second would have found the others still in flight or answered within the last
  second, and waited. For the account and, within it, for the endpoint.

``acquire`` reserves one place atomically (one Lua script over the account's and the
endpoint's sorted sets, scored by when each place frees, on Redis's own clock, so hosts' clocks
do not matter) or waits for one, up to the caller's ``max_wait_s``; past that it raises
``BudgetWait`` (``connectors.budgets``, so callers answer both alike) and nothing is sent.
``release`` starts a reservation's last second once its answer is in. ``blocked`` records a 429
Stripe sent anyway (another integration on the same account): every process holds off until
its Retry-After, or a second. The price of never being over: at a latency of L seconds one
place serves 1 / (1 + L) requests a second, so the budget runs at about limit / (1 + L).
"""

from __future__ import annotations

import hashlib
import random
import time
import uuid
from dataclasses import dataclass
from typing import Callable

import redis

from connectors.budgets import BudgetWait
from service.ledger import keys, ride_along
from service.ledger.connection import Store, client_of, clock_of

__all__ = ["BudgetWait", "Limits", "Reservation", "StripeBudget", "account_id", "mode_of"]

AFTER_S = 1.0  # a place stays taken this long after its answer
POLL_S = 0.02  # how often a waiter looks again while every place is in flight
LIVE_RPS, TEST_RPS, ENDPOINT_RPS = 100, 25, 25  # Stripe's documented defaults (see above)

# KEYS: the account's places, the endpoint's places, the account's block. ARGV: the account's
# limit, the endpoint's, this reservation's member, its hold (s). Returns the seconds to wait
# ('0': reserved). A place's score is when it frees; both sets share the account's hash tag.
_ACQUIRE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
local blocked = tonumber(redis.call('GET', KEYS[3]) or '0')
if blocked > now then return tostring(blocked - now) end
local wait = 0
for i = 1, 2 do
  local limit = tonumber(ARGV[i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  local held = redis.call('ZCARD', KEYS[i])
  if held >= limit then  -- the place whose freeing makes room
    local frees = redis.call('ZRANGE', KEYS[i], held - limit, held - limit, 'WITHSCORES')
    local w = tonumber(frees[2]) - now
    if w > %(after)s then w = %(poll)s end  -- still in flight: its answer frees it sooner
    wait = math.max(wait, w)
  end
end
if wait > 0 then return tostring(math.max(wait, 0.001)) end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now + tonumber(ARGV[4]), ARGV[3])
  redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(ARGV[4]) * 1000) + 1000)
end
return '0'
""" % {"after": AFTER_S, "poll": POLL_S}

# KEYS: the account's places, the endpoint's. ARGV: the member. Its place frees AFTER_S from now.
_RELEASE = """
local t = redis.call('TIME')
local frees = tonumber(t[1]) + tonumber(t[2]) / 1e6 + %(after)s
for i = 1, 2 do redis.call('ZADD', KEYS[i], 'XX', frees, ARGV[1]) end
return 1
""" % {"after": AFTER_S}

_BLOCK = """
local t = redis.call('TIME')
local until_ = tonumber(t[1]) + tonumber(t[2]) / 1e6 + tonumber(ARGV[1])
if until_ > tonumber(redis.call('GET', KEYS[1]) or '0') then
  redis.call('SET', KEYS[1], string.format('%.6f', until_), 'PX', math.ceil(ARGV[1] * 1000) + 1000)
end
return 1
"""


def mode_of(api_key: str) -> str:
    """``live`` for a live key (``sk_live_`` / ``rk_live_``), else ``test`` (the lower limit)."""
    return "live" if api_key.startswith(("sk_live_", "rk_live_")) else "test"


def account_id(api_key: str) -> str:
    """What the budget is keyed by: a fingerprint of the key (the key itself never leaves the
    process), the same for every tenant and process that holds it."""
    return hashlib.sha256(b"surestep stripe budget\0" + api_key.encode()).hexdigest()[:24]


@dataclass(frozen=True)
class Limits:
    """Requests per second: the account's in each mode, and one endpoint's."""

    live: int = LIVE_RPS
    test: int = TEST_RPS
    endpoint: int = ENDPOINT_RPS


@dataclass(frozen=True)
class Reservation:
    """One place taken: give it to ``release`` once the answer is in."""

    member: str
    keys: tuple[str, str]
    waited_s: float


class StripeBudget:
    """One Stripe key's shared request budget (see the module docstring)."""

    def __init__(self, store: Store, api_key: str, limits: Limits, *, max_wait_s: float,
                 hold_s: float, sleep: Callable[[float], None] = time.sleep):
        client, self._store = client_of(store), store  # its clock read when used
        self.account = account_id(api_key)
        self.mode = mode_of(api_key)
        self.limit = limits.live if self.mode == "live" else limits.test
        self.endpoint_limit = min(limits.endpoint, self.limit)
        self.max_wait_s, self.hold_s, self._sleep = max_wait_s, hold_s, sleep
        self.prefix = keys.stripe_budget(self.account)  # one hash tag: one slot per key
        self._client = client
        self._acquire = client.register_script(_ACQUIRE)
        self._block = client.register_script(_BLOCK)

    def acquire(self, endpoint: str) -> Reservation:
        """Reserve a place for one request of ``endpoint`` (``"POST /v1/refunds"``), waiting
        for one up to ``max_wait_s``. ``BudgetWait`` when it would take longer: then nothing
        may be sent. The place is held for ``hold_s`` unless released sooner."""
        clock = clock_of(self._store)
        started = clock.monotonic()
        deadline = started + self.max_wait_s
        member, places = uuid.uuid4().hex, (self.prefix, f"{self.prefix}:ep:{endpoint}")
        while True:
            wait = float(self._acquire(keys=[*places, f"{self.prefix}:blocked"], args=[
                self.limit, self.endpoint_limit, member, self.hold_s]))
            if wait <= 0:
                return Reservation(member, places, clock.monotonic() - started)
            if clock.monotonic() + wait > deadline:
                raise BudgetWait(wait)
            self._sleep(wait + random.uniform(0, 0.005))  # so waiters do not all wake at once

    def release(self, reservation: Reservation) -> None:
        """Its answer is in: the place frees ``AFTER_S`` from when Redis runs the release.
        (A request that got no answer is not released: it may still reach Stripe, so its
        place waits out its hold.) Best effort: Redis not answering now must not lose
        Stripe's answer; the place then waits out its hold, which only errs on the slow side.
        It rides on the answer's raw record when a ``ride_along`` scope is open: as EVAL with
        the script's text (a few hundred bytes), since a rider's NOSCRIPT would be dropped.
        Not on a Redis Cluster, whose pipelines run no scripts: there it is its own trip."""
        member, places = reservation.member, list(reservation.keys)
        try:
            if isinstance(self._client, redis.RedisCluster):  # its pipelines run no scripts
                self._client.eval(_RELEASE, len(places), *places, member)
            else:
                ride_along.later(self._client, lambda pipe: pipe.eval(
                    _RELEASE, len(places), *places, member))
        except (redis.ConnectionError, redis.TimeoutError):
            pass

    def blocked(self, seconds: float | None) -> None:
        """Stripe answered 429 rate_limit: nobody sends for ``seconds`` (default 1). Best
        effort, as ``release``: the 429 itself is what the caller must hear."""
        try:
            self._block(keys=[f"{self.prefix}:blocked"], args=[max(seconds or 1.0, 0.001)])
        except (redis.ConnectionError, redis.TimeoutError):
            pass
