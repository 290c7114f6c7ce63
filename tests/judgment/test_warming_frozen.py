"""What ``warming.warm`` builds lives as long as the process: it is frozen out of the garbage
collector's reach after a full collection (so a later full collection scans what judgments made
since, not the tables, rules and detectors), and no garbage left before it is frozen with it."""

from __future__ import annotations

import gc
import weakref

import pytest

from service.judgment import warming

# (it builds every script's detector and every covered language's rules: seconds, `make test`'s)
pytestmark = pytest.mark.heavy


class _Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_warm_collects_then_freezes_what_it_built():
    gc.unfreeze()
    try:
        left = _Node()
        gone = weakref.ref(left)
        gc.collect()  # (it survives, into the oldest generation: only a full collection frees it)
        del left  # garbage a full collection frees, and freezing first would keep for ever
        warming.warm()
        assert gone() is None  # collected before the freeze
        assert gc.get_freeze_count() > 10_000  # the tables, rules and detectors moved out
    finally:
        gc.unfreeze()  # (the rest of this test process collects as it did)
