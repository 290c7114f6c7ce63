"""Compounds whose first part says only that the thing is one more of its kind: an extra, a
spare, a replacement ("Lisäranneke", the extra strap; "Ersatzakku", "Reservebatteri",
"Extrakabel", "varalaturi"). Its head names what a title names by that head ("Silikoniranneke",
"Akku 2000 mAh"): the first part adds no variant of its own, as "Silikoni" or "Lauf" would.

``spare_head(word)`` returns the head of such a folded word (None for any other word).
``set_of(run)``: a Japanese or Chinese compound whose head says it is a set ("茶具套装", "茶器セッ
ト"): its first part, what it is a set of, is the word a customer names it by.
"""

from __future__ import annotations

import re

# the first parts, folded, in the covered compounding languages (fi, de, sv, nb, da, nl)
_SPARE = re.compile(r"^(?:lisa|vara|ersatz|zusatz|extra|ekstra|reserve)-?([^\W\d_]{4,})$")


def spare_head(word: str) -> str | None:
    """The head of ``word`` where its first part says only an extra or a spare one."""
    found = _SPARE.match(word) if len(word) >= 8 else None
    return found.group(1) if found else None


_SET = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff]{2})(?:套装|套裝|セット)$")


def set_of(run: str) -> str:
    """A Japanese or Chinese title's run that is a set of something ("茶具套装", "茶器セット"): what
    it is a set of ("茶具", "茶器"), the word a customer names it by; else the run as it is."""
    return _SET.sub("", run)
