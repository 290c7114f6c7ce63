"""Compounds whose first part says only that the thing is one more of its kind: an extra, a
spare, a replacement ("Lisäranneke", the extra strap; "Ersatzakku", "Reservebatteri",
"Extrakabel", "varalaturi"). Its head names what a title names by that head ("Silikoniranneke",
"Akku 2000 mAh"): the first part adds no variant of its own, as "Silikoni" or "Lauf" would.

``spare_head(word)`` returns the head of such a folded word (None for any other word).
"""

from __future__ import annotations

import re

# the first parts, folded, in the covered compounding languages (fi, de, sv, nb, da, nl)
_SPARE = re.compile(r"^(?:lisa|vara|ersatz|zusatz|extra|ekstra|reserve)-?([^\W\d_]{4,})$")


def spare_head(word: str) -> str | None:
    """The head of ``word`` where its first part says only an extra or a spare one."""
    found = _SPARE.match(word) if len(word) >= 8 else None
    return found.group(1) if found else None
