"""Quote marks left open: a pasted block that opens a quote and is not closed by its blank line
(a review of two paragraphs pasted in one pair of quote marks) runs on to the line that closes it
(``provenance``). The marks as ``text.fold`` leaves them: ASCII '"' opens and closes; "«" closes
with "»", "「" with "」", "『" with "』"; "„" with "“" or "”"; "“" with "”" (where no "„" opened,
which "“" then closes)."""

from __future__ import annotations

__all__ = ["still_open"]

_QUOTES = (('"', '"'), ("«", "»"), ("「", "」"), ("『", "』"), ("„", "“”"), ("“", "”"))


def still_open(block: str) -> str | None:
    """The marks that would close a quote ``block`` opens and does not close, or None."""
    for opens, closes in _QUOTES:
        if opens == closes:
            still = block.count(opens) % 2 == 1
        elif opens == "“":  # (not where "„" opens: "“" closes it then)
            still = "„" not in block and block.count(opens) > block.count(closes)
        else:
            still = block.count(opens) > sum(block.count(c) for c in closes)
        if still:
            return closes
    return None
