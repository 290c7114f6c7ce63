"""Shopify's cost budget for one shop, kept in Redis and shared by every process.

Shopify limits the Admin GraphQL API per app and shop with a leaky bucket of query-cost
points (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits): a query is charged its
requested cost up front (the unused part comes back after it ran), and every answer reports
the bucket in ``extensions.cost.throttleStatus`` (``maximumAvailable``, ``currentlyAvailable``,
``restoreRate``). A query the bucket cannot cover is not executed: it is THROTTLED.

This module keeps our own estimate of that bucket in one Redis hash per shop, so all web
workers and RQ workers see the same number:

- ``acquire(cost)`` takes ``cost`` points from the estimate (restored at ``restoreRate`` since
  it was last written) atomically, or waits for them, so no request is sent that the known
  budget cannot cover. A wait that would pass the caller's deadline raises ``BudgetWait``
  instead of sleeping. Before anything is known, one request at a time goes out to learn.
- ``observe(...)`` folds an answer's throttleStatus in, keeping the lower of our estimate
  (which counts requests still in flight) and Shopify's figure, so it never over-promises.
- ``blocked(seconds)`` records a bare 429's Retry-After.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from connectors.budgets import BudgetWait
from service.ledger import keys
from service.ledger.connection import Store, client_of

_ACQUIRE = """
local now, cost = tonumber(ARGV[1]), tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'avail', 'max', 'rate', 'at', 'probe_until')
if not b[2] then
  local probe = tonumber(b[5] or '0')
  if probe > now then return {'wait', tostring(math.min(probe - now, 0.25))} end
  redis.call('HSET', KEYS[1], 'probe_until', now + tonumber(ARGV[3]))
  redis.call('EXPIRE', KEYS[1], ARGV[4])
  return {'probe', '0'}
end
local maxv, rate = tonumber(b[2]), tonumber(b[3])
if cost > maxv then cost = maxv end
local est = math.min(maxv, tonumber(b[1]) + (now - tonumber(b[4])) * rate)
if est >= cost then
  redis.call('HSET', KEYS[1], 'avail', tostring(est - cost), 'at', tostring(now))
  redis.call('EXPIRE', KEYS[1], ARGV[4])
  return {'go', tostring(cost)}
end
return {'wait', tostring((cost - est) / rate)}
"""

# ARGV: now, points we reserved, points actually spent ('' = not executed), then Shopify's
# currentlyAvailable, maximumAvailable, restoreRate, and the key's ttl.
_OBSERVE = """
local now, reserved = tonumber(ARGV[1]), tonumber(ARGV[2])
local spent = tonumber(ARGV[3]) or 0
local observed, maxv, rate = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local b = redis.call('HMGET', KEYS[1], 'avail', 'max', 'rate', 'at')
local value = observed
if b[2] then
  local est = tonumber(b[1]) + (now - tonumber(b[4])) * tonumber(b[3])
  est = math.min(maxv, est + math.max(reserved - spent, 0))
  value = math.min(est, observed)
end
redis.call('HSET', KEYS[1], 'avail', tostring(value), 'max', tostring(maxv),
  'rate', tostring(rate), 'at', tostring(now), 'probe_until', '0')
redis.call('EXPIRE', KEYS[1], ARGV[7])
return tostring(value)
"""

_BLOCKED = """
local now, seconds = tonumber(ARGV[1]), tonumber(ARGV[2])
if redis.call('HEXISTS', KEYS[1], 'max') == 1 then
  redis.call('HSET', KEYS[1], 'avail', '0', 'at', tostring(now + seconds))
else
  redis.call('HSET', KEYS[1], 'probe_until', tostring(now + seconds))
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1
"""


class CostBudget:
    """One shop's cost bucket as all processes know it (see the module docstring; what the
    Shopify connector asks of it: ``connectors.budgets.CostBudget``)."""

    TTL_S = 3600  # an idle shop's estimate is forgotten; the next answer re-learns it

    def __init__(self, store: Store, shop: str, *, max_wait_s: float, probe_s: float,
                 clock: Callable[[], float] = time.time,
                 sleep: Callable[[float], None] = time.sleep):
        client = client_of(store)
        self.key = keys.shopify_budget(shop)
        self.max_wait_s, self.probe_s = max_wait_s, probe_s
        self._clock, self._sleep = clock, sleep
        self._acquire = client.register_script(_ACQUIRE)
        self._observe = client.register_script(_OBSERVE)
        self._blocked = client.register_script(_BLOCKED)
        self._redis = client

    def deadline(self) -> float:
        """When a call that starts now must stop waiting for points."""
        return self._clock() + self.max_wait_s

    def acquire(self, cost: int, deadline: float) -> int:
        """Take ``cost`` points (waiting for them until ``deadline``); returns the points
        reserved (0 for the request that learns an unknown budget). BudgetWait if too long."""
        while True:
            now = self._clock()
            kind, value = self._acquire(keys=[self.key],
                                        args=[now, cost, self.probe_s, self.TTL_S])
            kind, amount = kind.decode(), float(value)
            if kind != "wait":
                return int(amount)
            if now + amount > deadline:
                raise BudgetWait(amount)
            self._sleep(amount)

    def observe(self, reserved: int, spent: int | None, status: dict[str, Any]) -> float:
        """Fold an answer's ``throttleStatus`` in; ``spent`` None when it did not execute."""
        value = self._observe(keys=[self.key], args=[
            self._clock(), reserved, "" if spent is None else spent,
            float(status["currentlyAvailable"]), float(status["maximumAvailable"]),
            float(status["restoreRate"]), self.TTL_S])
        return float(value)

    def blocked(self, seconds: float) -> None:
        """Shopify said 429 with Retry-After and no cost figures: nothing goes out before."""
        self._blocked(keys=[self.key], args=[self._clock(), seconds, self.TTL_S])

    def state(self) -> dict[str, float]:
        """The stored estimate (for tests and health pages)."""
        raw = self._redis.hgetall(self.key)
        return {(k.decode() if isinstance(k, bytes) else str(k)): float(v)
                for k, v in raw.items()}
