"""The Stripe simulator's enforced rate limit: at most ``rate_limit_rps`` requests per API key in
any trailing second, across every caller, answered 429 beyond it as Stripe answers.

Stripe (docs.stripe.com/rate-limits) limits API requests per second per Stripe account (live
mode 100, sandbox 25, most single endpoints 25) and answers what is over with 429 Too Many
Requests; the body is the one the simulator's ``rate_limit`` fault answers (code ``rate_limit``).
It does not document the limiter's shape beyond "requests per second"; this one is the strictest
reading: a sliding window, so no second, however it is cut, holds more than the limit. Requests
it refuses are not counted (nothing was processed). One simulator instance is one platform, and
its limit is per key, whichever connected account (``Stripe-Account``) the request acts as: the
budget surestep keeps is the key's too (see ``service.ledger.stripe_budget``).

Off by default (``rate_limit_rps`` null). This is not the ``rate_limit`` fault mode of
``sandbox.faults``, which answers 429 to the requests it matches whatever their rate.
"""

from __future__ import annotations

import collections
import threading
import time
from typing import Any

RATE_CONFIG = {"rate_limit_rps": None}
RATE_CHECKS = {"rate_limit_rps": lambda v: v is None or (
    isinstance(v, (int, float)) and not isinstance(v, bool) and 0 < v <= 10_000)}
WINDOW_S = 1.0


class KeyRateLimit:
    """Sliding one-second windows of admitted requests, one per API key (thread-safe).

    Real time (``time.monotonic``), not the simulator's clock: advancing that clock settles
    refunds; it must not hand out requests."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sent: dict[str, collections.deque] = {}
        self.admitted = 0
        self.refused = 0
        self.peak = 0  # the most requests one key had in a window, this one included

    def admit(self, api_key: str, limit: float | None) -> bool:
        """Count one request of ``api_key`` and say True, or False when its window is full."""
        if limit is None:
            return True
        now = time.monotonic()
        with self._lock:
            sent = self._sent.setdefault(api_key, collections.deque())
            while sent and sent[0] <= now - WINDOW_S:
                sent.popleft()
            if len(sent) >= limit:
                self.refused += 1
                return False
            sent.append(now)
            self.admitted += 1
            self.peak = max(self.peak, len(sent))
            return True

    def state(self) -> dict[str, Any]:
        with self._lock:
            return {"admitted": self.admitted, "refused": self.refused, "peak": self.peak}
