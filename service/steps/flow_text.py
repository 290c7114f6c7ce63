"""Text a flow or an agent sent, made safe to show a person: one line, no live links.

A flow's ``reason`` lands in a Zendesk internal note, on the approval page, in the console and
in events. Left as it came, its newlines let it write lines of its own (a fake "Approve or
reject: https://elsewhere/..." above the real link), and a URL in it is one click from a
person's browser. So it is kept as data: control, format and line-separator characters go,
runs of space become one space, every URL and bare domain is defanged
(``hxxps://elsewhere[.]example/...``) so no client renders it as a link, and it is cut to
``LIMIT`` characters. Notes show it quoted (``quoted``), marked as the flow's words."""

from __future__ import annotations

import re
import unicodedata

LIMIT = 500
_SCHEME = re.compile(r"\b([a-z][a-z0-9+.-]{0,15})://", re.IGNORECASE)
_DOMAIN = re.compile(r"\b((?:[a-z0-9-]+\.)+)([a-z]{2,63})\b", re.IGNORECASE)


def one_line(text: str, limit: int = LIMIT) -> str:
    """The text on one line, without invisible characters or anything a client links."""
    kept = []
    for char in text:
        kind = unicodedata.category(char)
        if kind in ("Cc", "Zl", "Zp") or char.isspace():
            kept.append(" ")
        elif kind not in ("Cf", "Co", "Cs", "Cn"):  # bidi overrides, zero-width, private use
            kept.append(char)
    flat = " ".join("".join(kept).split())
    flat = _SCHEME.sub(lambda m: m.group(1).replace("t", "x") + "[:]//", flat)
    flat = _DOMAIN.sub(lambda m: m.group(1).replace(".", "[.]") + m.group(2), flat)
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def quoted(text: str) -> str:
    """``one_line`` inside quotation marks; a quotation mark inside becomes an apostrophe, so
    the quote cannot be closed early."""
    return '"' + one_line(text).replace('"', "'").replace("“", "'").replace("”", "'") + '"'


def line(text: object, limit: int = LIMIT) -> str:
    """``one_line`` of any value (None: empty), for the escalation step's notes and payloads."""
    return one_line("" if text is None else str(text), limit)


def quote(text: object, limit: int = LIMIT) -> str:
    """``quoted`` of any value, cut to ``limit``."""
    return quoted(line(text, limit))
