"""RQ jobs: module-level functions that take ids and plain values and call the same steps
as the views. Exceptions propagate to RQ; a job never sleeps to wait, it re-schedules itself.
"""

from __future__ import annotations

import threading

from service import config as config_module
from service import wiring
from service.deps import SYSTEM_CLOCK, Clock, Deps
from service.ledger import counters

_lock = threading.Lock()
_cache: dict[tuple[tuple[str, str], ...], Deps] = {}
# The time this process's jobs read: the system's, or the clock of the app that runs them in
# this same process (``use_clock``), so a job and a request never disagree on what time it is.
_clock: list[Clock] = [SYSTEM_CLOCK]


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
            _cache[key] = wiring.build(settings, _clock[0])
            counters.instrument(_cache[key])
        return _cache[key]


def use_clock(clock: Clock) -> None:
    """Have the jobs this process runs read ``clock`` (their ``Deps.clock`` and its ledger's,
    as ``service.wiring`` hands one clock to both): the Deps built already and every one
    built after, until ``close``. An app that runs its jobs in its own process (the tests'
    ``SimpleWorker``) gives them the clock its requests read (``tests/support/clock.use``)."""
    with _lock:
        _clock[0] = clock
        for cached in _cache.values():
            cached.clock = cached.ledger.clock = clock


def close() -> None:
    """Close this process's cached Deps, and read the system's clock again (tests; a worker
    process simply exits)."""
    with _lock:
        for cached in _cache.values():
            cached.close()
        _cache.clear()
        _clock[0] = SYSTEM_CLOCK
