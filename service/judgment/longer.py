"""A line's words read inside another line's longer ones name only the longer line: in a text
written without spaces (Chinese, Japanese), "杯刷" holds the "杯" a "保温杯" title ends in, and
"蓝色" the "色" of a "红色" one; the words are the cup brush's, the blue one's, not both.

``longest(mentions)`` drops each mention that stands inside a longer mention of another line
(``titles`` asks it of every reading's mentions, in order of place).
"""

from __future__ import annotations

from typing import Protocol, TypeVar


class _Placed(Protocol):
    @property
    def line(self) -> int: ...
    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...


M = TypeVar("M", bound=_Placed)


def longest(mentions: list[M]) -> list[M]:
    """``mentions`` without those inside a longer mention of another line (most readings name
    one line or none: returned as they are)."""
    if len({m.line for m in mentions}) < 2:
        return mentions
    return [m for m in mentions if not any(
        o.line != m.line and o.start <= m.start and m.end <= o.end and o.end - o.start > m.end - m.start
        for o in mentions)]
