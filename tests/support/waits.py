"""Waiting in tests for what a test waits for, never for a fixed time (issue 40).

``wait_until`` polls a condition the test can observe (a Redis key, a simulator's record, a
process's output) and fails, after a bound, naming what never came. ``wait_past`` waits for a
moment the product recorded itself (a lease's end, a window's reset): the product compares that
moment with this host's clock, so polling the same clock is exact where a fixed sleep guesses.
``sim_idle`` is the condition "every request the simulator received was answered or cut".
``tests/ops/test_no_fixed_sleeps.py`` keeps bare sleeps from coming back.
"""

from __future__ import annotations

import time
from typing import Any, Callable, TypeVar

T = TypeVar("T")

POLL_S = 0.02


def wait_until(predicate: Callable[[], T], what: str, timeout_s: float = 10.0,
               every_s: float = POLL_S) -> T:
    """Poll ``predicate`` until it returns something true and return that; after
    ``timeout_s`` fail with ``AssertionError("timed out after N s waiting for <what>")``."""
    deadline = time.monotonic() + timeout_s
    while not (value := predicate()):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:g} s waiting for {what}")
        time.sleep(every_s)
    return value


def wait_past(moment: float, what: str, timeout_s: float = 10.0) -> None:
    """Wait until this host's ``time.time()`` is past ``moment`` (a time the product stored
    and compares with the same clock: a lease's end, a window's reset)."""
    wait_until(lambda: time.time() > moment, what, timeout_s)


def sim_idle(sim: Any) -> Callable[[], bool]:
    """The condition: no request the simulator logged is still in flight (its log entry's
    ``answered`` is set once it was answered or cut, after any committed change)."""
    return lambda: all(r["answered"] is not None for r in sim.requests())
