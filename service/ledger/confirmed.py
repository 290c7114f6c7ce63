"""The ledger's writes, confirmed by replicas when it is asked to be (``min_replicas``).

A write is the command ``queue`` issues on the client (or a pipeline) it is given. With
``min_replicas`` it goes in one pipeline with ``WAIT``, so on one connection (``WAIT`` counts
the replicas that have that connection's writes), without the ``SCRIPT EXISTS`` round trip
redis-py would send first: a script the server does not hold (a promoted replica, a restart)
ran nothing, so it is loaded and the pipeline sent once more. Reads the caller needs next
(``service.ledger.read_ahead``) ride in the same pipeline, their replies kept for the request.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import redis

from service.ledger import read_ahead


def write(client: redis.Redis, min_replicas: int, wait_ms: int, queue: Callable[[Any], Any],
          reads: Sequence[read_ahead.Read] = ()) -> tuple[Any, bool]:
    """Returns (``queue``'s reply, confirmed)."""
    try:
        if not min_replicas and (not reads or isinstance(client, redis.RedisCluster)):
            # (redis-py refuses a script in a Cluster's pipeline: there the reads go later)
            return queue(client), True
        return _in_one_pipeline(client, min_replicas, wait_ms, queue, reads)
    except redis.ResponseError as exc:
        if "READONLY" not in str(exc) and "WAIT cannot be used with replica" not in str(exc):
            raise
        # A script reached a replica (a failover under way: redis-py drops a connection on a
        # plain READONLY reply, not on one inside a script error; a script that had nothing to
        # write is followed by a WAIT the replica refuses). It wrote nothing there; drop the
        # idle connections so the next ones find the primary.
        client.connection_pool.disconnect(inuse_connections=False)
        raise redis.ConnectionError(f"the ledger reached a replica: {exc}") from exc


def _in_one_pipeline(client: redis.Redis, min_replicas: int, wait_ms: int,
                     queue: Callable[[Any], Any],
                     reads: Sequence[read_ahead.Read]) -> tuple[Any, bool]:
    for last in (False, True):
        pipe = client.pipeline(transaction=False)
        queue(pipe)
        loaded, pipe.scripts = pipe.scripts, set()  # no SCRIPT EXISTS round trip first
        for read in reads:
            read.queue(pipe)
        if min_replicas:
            pipe.wait(min_replicas, wait_ms)
        try:
            reply, *more = pipe.execute()
        except redis.exceptions.NoScriptError:  # not cached there: it ran nothing; load it,
            if last:  # then once more
                raise
            for script in loaded:
                client.script_load(script.script)
            continue
        read_ahead.keep(reads, more)
        return reply, not min_replicas or int(more[-1]) >= min_replicas
    raise AssertionError("unreachable")  # pragma: no cover
