"""How many examples a property draws.

`make test` (and CI) draw each property's own number; `make check`, the loop before every
commit, sets ``SURESTEP_CHECK=1`` and draws a quarter of it (at least 10): every property still
runs there, on fewer texts, and a failure it finds is replayed from Hypothesis' seed as always.
"""

from __future__ import annotations

import os

QUICK = os.environ.get("SURESTEP_CHECK") == "1"


def examples(n: int) -> int:
    """``n``, or in `make check` a quarter of it and never fewer than 10."""
    return max(10, n // 4) if QUICK else n
