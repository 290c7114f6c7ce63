"""Words of a withdrawal asked as a question ("Já chegaram aí?", "It has just arrived at your
end?", "Czy już doszła?", "もうそちらに届きましたか？"): the customer asks whether the goods sent
back have come, and withdraws nothing. Only a clause that ends in its question mark right after
the words, with one word at most before them (a question's particle: "czy", "¿"), is asked: "can
you just close the ticket?" still asks the ticket closed. Read by ``reading``."""

from __future__ import annotations

import re

_STOP = re.compile(r"[,.;:!()\n。、，！；：]|\s[-–—]\s")
_ASKED = re.compile(r"\s*+[^\s,.;:!?()\n。、，！；：?？؟]*+(?:\s++[^\s,.;:!?()\n。、，！；：?？؟]++){0,5}?\s*+[?？؟]")
_WORD = re.compile(r"[^\s¿¡]+")


def unasked(folded: str, marks: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """``marks`` without the withdrawals asked as a question; ``marks`` itself where there are
    none (it is cached: a copy otherwise)."""
    spans = marks.get("withdrawn")
    if not spans or "?" not in folded and "？" not in folded and "؟" not in folded:
        return marks  # (most sentences)
    kept = [span for span in spans if not _asked(folded, span)]
    return marks if len(kept) == len(spans) else {**marks, "withdrawn": kept}


def _asked(folded: str, span: tuple[int, int]) -> bool:
    start, end = span
    stops = [m.end() for m in _STOP.finditer(folded, 0, start)]
    before = folded[stops[-1] if stops else 0:start]
    if len(_WORD.findall(before)) > 1:
        return False
    return _ASKED.match(folded, end) is not None
