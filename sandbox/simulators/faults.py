"""Fault injection for the simulators: the modes, one fault, and the ordered plan of faults.

A fault is set through ``POST /_sim/faults`` (see ``sandbox.simulators.base``) and applies to
the next matching requests; "commit" means the simulator changed its state and stored any
idempotent result.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass

MODES = {
    "slow_after_commit": "process fully, wait delay_s, then answer normally",
    "drop_after_commit": "process fully, then close the connection (FIN) without answering",
    "reset_after_commit": "process fully, then reset the connection (RST) without answering",
    "error_after_commit": "process fully, then answer the simulator's 500 instead",
    "rate_limit": "answer 429 with Retry-After: retry_after; nothing processed or stored",
    "hold_before_commit": "wait delay_s after receiving, then process normally",
    "drop_before_commit": "close the connection (FIN) without processing anything",
    "reset_before_commit": "reset the connection (RST) without processing anything",
}
CUT_BEFORE = {"drop_before_commit": "drop", "reset_before_commit": "reset"}
CUT_AFTER = {"drop_after_commit": "drop", "reset_after_commit": "reset"}



@dataclass
class Fault:
    """One injected fault; `times` is the remaining hit count (None: until cleared)."""

    id: str
    mode: str
    method: str | None = None
    path: str | None = None
    times: int | None = 1
    delay_s: float = 0.0
    retry_after: int = 1
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        return (self.method in (None, method)) and path.startswith(self.path or "")


class FaultPlan:
    """The ordered list of active faults; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)

    def add(self, spec: dict) -> Fault:
        """Validate a JSON fault spec and append it; raises ValueError on a bad spec."""
        unknown = set(spec) - {"mode", "method", "path", "times", "delay_s", "retry_after"}
        if unknown:
            raise ValueError(f"unknown fault fields: {sorted(unknown)}")
        if spec.get("mode") not in MODES:
            raise ValueError(f"mode must be one of {sorted(MODES)}")
        times = spec.get("times", 1)
        if times is not None and (type(times) is not int or times < 1):
            raise ValueError("times must be a positive integer or null")
        delay, retry_after = spec.get("delay_s", 0.0), spec.get("retry_after", 1)
        if not isinstance(delay, (int, float)) or delay < 0:
            raise ValueError("delay_s must be a number >= 0")
        if not isinstance(retry_after, int) or retry_after < 0:
            raise ValueError("retry_after must be an integer >= 0")
        method, path = spec.get("method"), spec.get("path")
        if path is not None and not str(path).startswith("/"):
            raise ValueError("path must start with /")
        fault = Fault(
            f"flt_{next(self._ids)}", spec["mode"], method and str(method).upper(),
            path, times, float(delay), retry_after,
        )
        with self._lock:
            self._faults.append(fault)
        return fault

    def take(self, method: str, path: str) -> Fault | None:
        """Consume one hit of the first matching fault (exhausted faults are removed)."""
        with self._lock:
            for fault in self._faults:
                if fault.matches(method, path):
                    fault.hits += 1
                    if fault.times is not None:
                        fault.times -= 1
                        if fault.times == 0:
                            self._faults.remove(fault)
                    return fault
        return None

    def list(self) -> list[dict]:
        with self._lock:
            return [dict(vars(f)) for f in self._faults]

    def clear(self) -> int:
        with self._lock:
            count, self._faults = len(self._faults), []
        return count
