"""A generated suite's schedules split into shards that run side by side.

Under pytest-xdist (``make test`` runs ``pytest -n``) one Hypothesis run of 500 chaos schedules
would be one test on one worker, the run's long tail. Split into shards (one test each, with a
seed of its own), the same number of schedules runs on every worker at once. Run serially
(``make chaos``, ``make hostile``, a plain ``pytest``) a suite is one shard, as before.

``SURESTEP_<SUITE>_SHARDS`` sets the count. Each shard prints its seed and its number of
schedules, which replay it alone: ``SURESTEP_<SUITE>_SEED=<seed> SURESTEP_<SUITE>_SCHEDULES=<n>
make <suite>``. With a seed given and several shards, shard ``i`` takes ``seed + i``.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Shard:
    suite: str  # "chaos", "hostile"
    index: int
    count: int
    schedules: int  # this shard's part of the suite's total

    @property
    def id(self) -> str:
        return f"shard{self.index + 1}of{self.count}"

    def seed(self) -> int:
        """This shard's seed: from ``SURESTEP_<SUITE>_SEED`` (plus the index), else random."""
        given = os.environ.get(f"SURESTEP_{self.suite.upper()}_SEED")
        if given:
            return (int(given) + self.index) % 2**32
        return random.randrange(2**32)

    def replay(self, chosen: int) -> str:
        prefix = f"SURESTEP_{self.suite.upper()}"
        return (f"{prefix}_SEED={chosen} {prefix}_SCHEDULES={self.schedules} make {self.suite}"
                if self.count > 1 else f"{prefix}_SEED={chosen} make {self.suite}")


def shards(suite: str, total: int, parallel: int) -> list[Shard]:
    """``total`` schedules in shards: ``SURESTEP_<SUITE>_SHARDS``, else ``parallel`` under
    pytest-xdist, else one. Every worker collects the same list (xdist requires it)."""
    given = os.environ.get(f"SURESTEP_{suite.upper()}_SHARDS")
    count = int(given) if given else (parallel if os.environ.get("PYTEST_XDIST_WORKER") else 1)
    count = max(1, min(count, total))
    return [Shard(suite, i, count, total // count + (1 if i < total % count else 0))
            for i in range(count)]
