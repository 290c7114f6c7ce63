"""The words of a preference between remedies (``tables.preference``), compiled once per set of
languages: what ``reading`` reads "rather a replacement than my money back" with."""

from __future__ import annotations

import re
from functools import cache

from service.judgment.tables import joined as _joined
from service.judgment.tables.preference import BELOW, PREFER, THAN, THAN_LOOSE


@cache
def compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    """The preference words, the comparisons the lesser remedy follows (those that never start
    a clause, then those that may: ``THAN_LOOSE``) and those it precedes, in ``codes``."""
    return (_joined(codes, PREFER), _joined(codes, THAN), _joined(codes, THAN_LOOSE),
            _joined(codes, BELOW))

