"""The Shopify simulator's cost limit: a leaky bucket of query-cost points per access token.

Shopify (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits) charges a query its
requested cost before running it, gives back the difference to the actual cost afterwards, and
restores points continuously at the restore rate up to the bucket's size. A query the bucket
cannot cover is not run. Time is the simulator's clock, so advancing it restores points.
"""

from __future__ import annotations

import math
import threading
from typing import Any, Callable


class CostBuckets:
    """Buckets by token; ``settings()`` gives the current `bucket_max` and `restore_rate`."""

    def __init__(self, clock: Callable[[], float], settings: Callable[[], dict[str, Any]]):
        self._clock, self._settings = clock, settings
        self._lock = threading.Lock()
        self._buckets: dict[str, list[float]] = {}  # token -> [available, at]
        self.charges: list[dict] = []
        self.throttled = 0

    def charge(self, token: str, requested: int) -> float | None:
        """Take ``requested`` points (None), or count a THROTTLED and return what is there."""
        with self._lock:
            available = self._available(token)
            throttled = available < requested
            self.charges.append({"t": self._clock(), "requested": requested,
                                 "available": round(available, 3), "throttled": throttled})
            del self.charges[:-1000]
            if throttled:
                self.throttled += 1
                return available
            self._buckets[token][0] -= requested
            return None

    def spend(self, token: str, points: float) -> float:
        """Another client of the same app spends up to ``points`` (what is there): the points
        it took, recorded as its charge."""
        with self._lock:
            taken = min(float(points), self._available(token))
            self._buckets[token][0] -= taken
            self.charges.append({"t": self._clock(), "requested": taken, "available":
                                 round(taken + self._buckets[token][0], 3),
                                 "throttled": False, "other_client": True})
            del self.charges[:-1000]
            return taken

    def give_back(self, token: str, points: float) -> None:
        """Return what a query was charged but did not spend."""
        with self._lock:
            self._available(token)
            bucket = self._buckets[token]
            bucket[0] = min(float(self._settings()["bucket_max"]), bucket[0] + points)

    def report(self, token: str, requested: int, actual: int | None) -> dict:
        """An answer's ``extensions.cost``."""
        settings = self._settings()
        with self._lock:
            available = self._available(token)
        return {"requestedQueryCost": requested, "actualQueryCost": actual,
                "throttleStatus": {"maximumAvailable": float(settings["bucket_max"]),
                                   "currentlyAvailable": math.floor(available),
                                   "restoreRate": float(settings["restore_rate"])}}

    def state(self) -> dict:
        """The simulator's own record: THROTTLED count, recent charges, buckets."""
        with self._lock:
            return {"throttled": self.throttled, "charges": [dict(c) for c in self.charges],
                    "buckets": {t[:10] + "...": round(self._available(t), 3)
                                for t in self._buckets}}

    def _available(self, token: str) -> float:
        settings, now = self._settings(), self._clock()
        bucket = self._buckets.setdefault(token, [float(settings["bucket_max"]), now])
        bucket[0] = min(float(settings["bucket_max"]),
                        bucket[0] + max(0.0, now - bucket[1]) * settings["restore_rate"])
        bucket[1] = now
        return bucket[0]
