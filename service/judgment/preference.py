"""The words of a preference between remedies (``tables.preference``), compiled once per set of
languages: what ``reading`` reads "rather a replacement than my money back" with."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import fold_fragment
from service.judgment.tables.preference import BELOW, PREFER, THAN, THAN_LOOSE

_RUNS = frozenset({"ja", "zh", "ko"})


@cache
def compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    """The preference words, the comparisons the lesser remedy follows (those that never start
    a clause, then those that may: ``THAN_LOOSE``) and those it precedes, in ``codes``."""
    return (_joined(codes, PREFER), _joined(codes, THAN), _joined(codes, THAN_LOOSE),
            _joined(codes, BELOW))


def _joined(codes: tuple[str, ...], words: dict[str, tuple[str, ...]]) -> re.Pattern[str] | None:
    spaced = [fold_fragment(f) for c in codes if c not in _RUNS for f in words.get(c, ())]
    runs = [fold_fragment(f) for c in codes if c in _RUNS for f in words.get(c, ())]
    body = [r"(?<![\w])(?:" + "|".join(spaced) + r")(?![\w])"] if spaced else []
    body += [f"(?:{r})" for r in runs]
    return re.compile("|".join(body)) if body else None
