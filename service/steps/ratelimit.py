"""A provider's request budget, kept in Redis and shared by every worker and web process.

One hash per provider account: what the last responses' headers said was left in the window
(``remaining``, ``reset_at``), and until when nobody may call at all (``blocked_until``,
after a 429). ``acquire`` reserves one request atomically or says how long to wait, so the
known budget is never exceeded on purpose; ``observe`` feeds it from headers; ``penalize``
honours ``Retry-After``, or backs off exponentially with jitter when there is none.
"""

from __future__ import annotations

import random
import time

import redis

from connectors.zendesk import RateInfo
from service.ledger import keys

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
# reservations); a later reset opens a new window with the header's value.
_OBSERVE = """
local now, left, reset_at = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 'remaining', 'reset_at')
local remaining, known_reset = tonumber(b[1]), tonumber(b[2]) or 0
if remaining == nil or known_reset <= now or left < remaining then remaining = left end
redis.call('HSET', KEYS[1], 'remaining', remaining, 'reset_at', math.max(reset_at, known_reset),
  'strikes', 0)
redis.call('EXPIRE', KEYS[1], 86400)
return remaining
"""


class RateBudget:
    """The shared budget of one provider account."""

    def __init__(self, client: redis.Redis, provider: str, account: str):
        self.key = keys.rate_budget(provider, account)
        self._redis = client
        self._acquire = client.register_script(_ACQUIRE)
        self._observe = client.register_script(_OBSERVE)

    def acquire(self) -> float:
        """Reserve one request now (returns 0) or return the seconds to wait first."""
        return float(self._acquire(keys=[self.key], args=[time.time()]))

    def observe(self, info: RateInfo) -> None:
        """Record what a response's headers said about the window."""
        if info.remaining is None:
            return
        now = time.time()
        reset_at = now + (info.reset_s if info.reset_s is not None else 60.0)
        self._observe(keys=[self.key], args=[now, info.remaining, reset_at])

    def penalize(self, retry_after: float | None) -> float:
        """After a 429: block every process until Retry-After (or an exponential, jittered,
        capped backoff when the provider gave none). Returns the wait."""
        if retry_after is not None:
            wait = retry_after
        else:
            strikes = self._redis.hincrby(self.key, "strikes", 1)
            wait = min(BACKOFF_CAP_S, BACKOFF_BASE_S * 2 ** (strikes - 1))
            wait *= random.uniform(0.5, 1.0)
        until = time.time() + wait
        pipe = self._redis.pipeline()
        pipe.hset(self.key, mapping={"remaining": 0, "reset_at": until})
        pipe.hget(self.key, "blocked_until")
        _, current = pipe.execute()
        if float(current or 0) < until:
            self._redis.hset(self.key, "blocked_until", until)
        self._redis.expire(self.key, 86400)
        return wait
