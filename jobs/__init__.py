"""RQ jobs: module-level functions that take ids and plain values and call the same steps
as the views. Exceptions propagate to RQ; a job never sleeps to wait, it re-schedules itself.
"""

from __future__ import annotations

import threading

from service import config as config_module
from service import wiring
from service.deps import Deps
from service.ledger import counters

_lock = threading.Lock()
_cache: dict[tuple[tuple[str, str], ...], Deps] = {}


def deps() -> Deps:
    """This worker process's Deps, built from the environment the first time a job needs it
    (rebuilt if the environment changed, which only tests do)."""
    settings = config_module.load()
    # Not keyed by pid: a forked work-horse reuses what its parent built (see jobs.worker).
    key = tuple(sorted((k, str(v)) for k, v in settings.items() if k != "API_KEYS"))
    with _lock:
        if key not in _cache:
            for stale in _cache.values():
                stale.close()
            _cache.clear()
            _cache[key] = wiring.build(settings)
            counters.instrument(_cache[key])
        return _cache[key]


def close() -> None:
    """Close this process's cached Deps (tests; a worker process simply exits)."""
    with _lock:
        for cached in _cache.values():
            cached.close()
        _cache.clear()
