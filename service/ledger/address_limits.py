"""Requests anyone may send, counted per client address in a fixed window: the routes that need
no credential but write to Redis (the console's single sign-on start) take a turn here first.

    sst:@limit:<route>:<digest of the address>   str   requests in the window (expires with it)

The count and its expiry are set in one transaction (one key, so one slot on a Cluster): a
key is never left without its TTL, so however many addresses send, every key is gone a window
after its first request, and the number of keys is bounded by the addresses seen in a window.
"""

from __future__ import annotations

from service.ledger import keys
from service.ledger.store import Ledger


def take(ledger: Ledger, route: str, address: str, limit: int, window_s: int) -> int:
    """Count one request of ``address`` to ``route``: 0 when it is within ``limit`` in the
    window (which starts at the address's first request), else the seconds the window has left
    (at least 1). A refused request is counted too, so a client that keeps sending stays
    refused until its window ends, and nothing else is written for it."""
    key = keys.address_limit(route, address)
    pipe = ledger.redis.pipeline(transaction=True)
    pipe.set(key, 0, ex=window_s, nx=True)
    pipe.incr(key)
    pipe.ttl(key)
    _, count, left = pipe.execute()
    return 0 if int(count) <= limit else max(1, int(left))
