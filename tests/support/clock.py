"""A clock a test sets and advances, as temporal's time-skipping test environment does: the
product reads time only through ``Deps.clock`` (and the ledger's, the same one), so a test lets
an hour pass in no time, instead of sleeping or moving a boundary stored in Redis.

``use(deps)`` puts one on a running app's ``Deps`` and its ledger, and on the jobs an
in-process ``SimpleWorker`` runs (``jobs.use_clock``: ``jobs.deps()`` builds Deps of its own;
the ``app`` fixture's ``jobs.close()`` gives them the system's clock back). What keeps its own
time stays real: Redis's (a Lua script's ``TIME``: the rate windows and Stripe's budget scored
on it), the simulators', RQ's scheduler (a job scheduled for later is due on the system's
clock) and the worker processes'.
"""

from __future__ import annotations

import time

import jobs
from service.deps import Deps


class SetClock:
    """A ``service.deps.Clock`` that moves only when told: ``advance(s)`` moves both its wall
    and its monotonic time; ``set(wall)`` puts the wall time anywhere (monotonic never goes
    back). It starts at the machine's time, so what a test writes sorts among real records."""

    def __init__(self, wall: float | None = None):
        self._wall = time.time() if wall is None else float(wall)
        self._monotonic = 1000.0  # any start: only differences of it mean anything

    def wall(self) -> float:
        return self._wall

    def monotonic(self) -> float:
        return self._monotonic

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass (not negative: time does not go back)."""
        if seconds < 0:
            raise ValueError("a clock is advanced, never moved back (set() moves the wall)")
        self._wall += seconds
        self._monotonic += seconds

    def set(self, wall: float) -> None:
        """Put the wall time at ``wall`` (a clock set right, as NTP does)."""
        self._wall = float(wall)


def use(deps: Deps, clock: SetClock | None = None) -> SetClock:
    """Put ``clock`` (a new one, at the machine's time, when None) on ``deps`` and its ledger,
    what every step, the console and the ledger read, and on the jobs this process runs;
    returns it to advance."""
    clock = SetClock() if clock is None else clock
    deps.clock = clock
    deps.ledger.clock = clock
    jobs.use_clock(clock)
    return clock
