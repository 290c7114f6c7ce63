"""Reads a web request will need next, sent on a round trip it makes anyway.

A new refund read its entry (the replay check), then the tenant's default account; settled
the entry, then read the tenant's event subscriptions to announce it: four round trips where two
carry the same commands. The first of each pair now queues the second's read on its own
pipeline (``Read``: a name and the command), and ``keep`` holds the reply for this request;
the code that would have read it ``take``s it instead (once: a second read goes to Redis).

Only inside a scope (the web app opens one per request, as ``ride_along``'s); outside one
``active`` is False, callers queue nothing, and ``take`` finds nothing: jobs and the CLI read
as before. A write of what was read ahead must ``forget`` it (a stale read is never used).
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Hashable, Iterable, NamedTuple

_local = threading.local()


class Read(NamedTuple):
    """One read to queue on another pipeline: the name ``take`` finds its reply by, and the
    function that queues the command on the pipeline it is given."""

    name: Hashable
    queue: Callable[[Any], Any]


def begin() -> None:
    _local.kept = {}


def end() -> None:
    _local.kept = None


def active() -> bool:
    return getattr(_local, "kept", None) is not None


def keep(reads: Iterable[Read], replies: Iterable[Any]) -> None:
    """Hold each read's reply for this request (nothing outside a scope)."""
    kept = getattr(_local, "kept", None)
    if kept is not None:
        for read, reply in zip(reads, replies):
            kept[read.name] = reply


def take(name: Hashable) -> tuple[bool, Any]:
    """(True, reply) for a read kept by this request, once; (False, None) otherwise."""
    kept = getattr(_local, "kept", None)
    if not kept or name not in kept:
        return False, None
    return True, kept.pop(name)


def forget(match: Callable[[Hashable], bool]) -> None:
    """Drop what was read ahead under the names ``match`` accepts (written since)."""
    kept = getattr(_local, "kept", None)
    if kept:
        for name in [name for name in kept if match(name)]:
            del kept[name]
