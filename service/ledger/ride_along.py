"""Best-effort Redis writes that ride on this thread's next pipeline instead of taking a round
trip of their own.

After each provider answer three writes were three round trips: the answer's metrics, the
release of its rate-budget place, and the raw record of the answer, which the step must write
before it acts on the answer. The first two may be late by the few microseconds until the
third, and may even be lost (a late release only frees the place later, on the slow side;
metrics are counters), so while a ``scope`` is open on this thread, ``later`` keeps them, and
the next ``ride`` (the raw record's pipeline) sends them in the same round trip. Whatever is
still kept when the scope closes goes then, in one pipeline.

A write rides only on a pipeline of the client it was meant for (the same connection pool),
so nothing reaches another Redis. Outside a scope, ``later`` sends at once: jobs, the CLI and
anything long-running keep their releases prompt. The web app opens a scope per request.

A rider's reply is never the caller's: ``ride`` says how many commands it added in front, and
its errors are dropped (best effort, as before).
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Any, Callable, Iterator

import redis

Add = Callable[[Any], None]  # queues its commands on the pipeline it is given

_local = threading.local()


def begin() -> bool:
    """Open this thread's scope; False when one is open already (then ``end`` is not yours)."""
    if getattr(_local, "kept", None) is not None:
        return False
    _local.kept = []
    return True


def end() -> None:
    """Close this thread's scope and send what it still keeps."""
    kept, _local.kept = getattr(_local, "kept", None), None
    flush(kept or [])


@contextmanager
def scope() -> Iterator[None]:
    """Keep this thread's ``later`` writes until a ``ride`` or the end; nested: the outer one."""
    mine = begin()
    try:
        yield
    finally:
        if mine:
            end()


def later(client: redis.Redis, add: Add) -> None:
    """Send ``add``'s commands with this thread's next ``ride`` on ``client``, or now outside a
    scope. Errors are swallowed only on the ride; sent now, they are the caller's."""
    kept = getattr(_local, "kept", None)
    if kept is None:
        pipe = client.pipeline(transaction=False)
        add(pipe)
        pipe.execute()
        return
    kept.append((client, add))


def ride(pipe: Any, client: redis.Redis) -> int:
    """Put the kept writes meant for ``client`` at the front of ``pipe``; how many commands."""
    kept = getattr(_local, "kept", None)
    if not kept:
        return 0
    mine = [add for owner, add in kept if _same(owner, client)]
    kept[:] = [(owner, add) for owner, add in kept if not _same(owner, client)]
    before = len(pipe)
    _add_all(pipe, mine)
    return len(pipe) - before


def flush(kept: list[tuple[redis.Redis, Add]]) -> None:
    """Send what is kept, one pipeline per client; best effort."""
    while kept:
        client = kept[0][0]
        pipe = client.pipeline(transaction=False)
        _add_all(pipe, [add for owner, add in kept if _same(owner, client)])
        kept[:] = [item for item in kept if not _same(item[0], client)]
        try:
            pipe.execute(raise_on_error=False)
        except redis.RedisError:
            pass


def _add_all(pipe: Any, adds: list[Add]) -> None:
    """Queue each rider's commands; one the pipeline refuses is dropped, never the caller's
    failure (a Redis Cluster's pipeline, for one, runs no scripts)."""
    for add in adds:
        try:
            add(pipe)
        except (redis.RedisError, TypeError, NotImplementedError):
            pass


def _same(one: Any, other: Any) -> bool:
    return one is other or getattr(one, "connection_pool", one) is getattr(
        other, "connection_pool", other)
