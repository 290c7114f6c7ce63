"""The one place a Redis client is built: from ``REDIS_URL``, through Redis Sentinel, or for a
Redis Cluster (``SURESTEP_REDIS_CLUSTER``: redis-py's ``RedisCluster``, seeded by the node
``REDIS_URL`` names; it learns the slots and follows ``MOVED``/``ASK`` and failovers itself).
RQ cannot use a Cluster: ``connect_queue`` gives the queue its own Redis
(``SURESTEP_QUEUE_REDIS_URL``), or the ledger's client when there is no Cluster and none is set.

``service.wiring.build`` (the web app, the workers and their RQ scheduler, which rebuilds its
connection from this client's pool) and the CLI call ``connect``; nothing else opens Redis.

With ``REDIS_SENTINELS`` set, the client is redis-py's ``Sentinel(...).master_for(...)``: each
new connection asks the sentinels where the master is, and a connection that finds the old
master gone (refused, reset, or answering ``READONLY`` once it is demoted) is dropped, so the
next one goes to the promoted replica. Both kinds of client retry a command that meets a
``ConnectionError`` or ``TimeoutError`` a few times with a bounded, jittered backoff
(``RETRIES``, ``BACKOFF_BASE_S``, ``BACKOFF_CAP_S``: a dead Redis fails a command
after 1 to 2 s, measured), long enough to ride
over a dropped connection or a re-resolve, short enough that a request in a failover answers
``503 store-unavailable`` (retry-safe) within seconds rather than hanging; the caller's retry
then reaches the new master. Retrying a command whose reply was lost can run it twice: every
ledger write is a script that answers a repeat as ``busy``, ``lost`` or ``unchanged``, never as
a second claim (see docs/RELIABILITY.md, "Redis Sentinel and failover").

``NotReplicated`` is raised by the ledger when ``WAIT`` did not confirm a write on
``SURESTEP_REDIS_MIN_REPLICAS`` replicas in time; it is a ``redis.ConnectionError``, so it is
answered as every store outage is (503, retry-safe) and nothing after it runs.

Outside the ledger nobody names Redis: a caller hands the ledger's functions the ``Ledger`` it
was given (a ``Store``: the ledger, or in a test a client of its own), and catches
``StoreError``, redis-py's root error, when Redis does not answer.
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol, cast
from urllib.parse import urlsplit, urlunsplit

import redis
from redis.backoff import ExponentialWithJitterBackoff
from redis.cluster import RedisCluster
from redis.connection import parse_url
from redis.retry import Retry
from redis.sentinel import Sentinel, SentinelManagedConnection
from redis.typing import EncodableT

from service.deps import SYSTEM_CLOCK, Clock
from service.errors import ConfigError

StoreError = redis.RedisError  # what a caller outside the ledger catches: Redis did not answer


class Holder(Protocol):
    """What holds the ledger's Redis client (``service.ledger.store.Ledger``)."""

    redis: redis.Redis
    clock: Clock


Store = Holder | redis.Redis


def clock_of(store: Store) -> Clock:
    """The clock of a ``Store``: the ledger's (``Deps.clock``), the system's for a bare client."""
    held: Clock = getattr(store, "clock", SYSTEM_CLOCK)
    return held


def client_of(store: Store) -> redis.Redis:
    """The Redis client of a ``Store``: the ledger's, or the client itself (a Cluster's too,
    which redis-py does not derive from ``Redis``)."""
    if isinstance(store, redis.Redis):
        return store
    held: redis.Redis | None = getattr(store, "redis", None)
    return held if held is not None else cast(redis.Redis, store)


# Redis not answering (down, restarting, loading its AOF, timing out; on a Cluster, a node back
# from a crash answering CLUSTERDOWN until it knows its slots again, or TRYAGAIN while a slot
# moves: neither ran the command): an outage, which a caller answers as one (the web: 503,
# retry-safe). Any other Redis error (a WRONGTYPE, a script error) is a bug.
OUTAGES: tuple[type[redis.RedisError], ...] = (
    redis.ConnectionError, redis.TimeoutError, redis.exceptions.ClusterDownError,
    redis.exceptions.TryAgainError)


UNREACHABLE: tuple[type[redis.RedisError], ...] = (redis.ConnectionError, redis.TimeoutError)


def ping(store: Store) -> None:
    """Does Redis answer? (``StoreError`` when not.)"""
    client_of(store).ping()


def probe(settings: Mapping[str, Any]) -> tuple[str, str] | None:
    """PING with short timeouts and no retries, through the sentinels when they are set: None
    when Redis answers, else (why: ``auth``, ``unanswered`` or ``error``, what it said)."""
    client = connect(settings, socket_connect_timeout=3, socket_timeout=5,
                     health_check_interval=0, retries=False)
    try:
        client.ping()
    except redis.AuthenticationError as exc:
        return "auth", str(exc)
    except UNREACHABLE as exc:
        return "unanswered", str(exc)
    except redis.RedisError as exc:
        return "error", str(exc)
    finally:
        client.close()
    return None


def url_problem(url: str) -> str | None:
    """Why ``url`` is not a Redis URL, or None."""
    try:
        parse_url(url)  # type: ignore[no-untyped-call]
    except ValueError as exc:
        return str(exc)
    return None


def open_url(url: str) -> redis.Redis:
    """A plain client of ``url`` (``surestep migrate-keys``' source)."""
    return redis.Redis.from_url(url)


def hash_fields(values: Mapping[str, Any]) -> dict[EncodableT, EncodableT]:
    """``values`` as a hash's fields for redis-py (``HSET ... mapping``)."""
    return {name: value for name, value in values.items()}


RETRIES = 4
BACKOFF_BASE_S = 0.1
BACKOFF_CAP_S = 1.0
# A sentinel that does not answer within this is skipped for the next one.
SENTINEL_TIMEOUT_S = 1.0


class SentinelConnection(SentinelManagedConnection):
    """redis-py's Sentinel-managed connection, but a read cut short by any exception closes
    the connection, as redis-py's own ``Connection.read_response`` does by default. Its
    Sentinel subclass reads with ``disconnect_on_error=False``, and the pool skips its check
    for left-over data while maintenance notifications are on: a read interrupted by a
    signal handler's exception (RQ's warm stop in a blocking dequeue, its job timeout in a
    work-horse) left the late reply in the pooled connection, and the next command read it as
    its own answer (``SET`` answered the dequeue's nil; RQ's ``register_death`` failed with
    "Wrong number of response items"). tests/processes/test_sentinel_interrupted_read.py."""

    def read_response(self, disable_decoding: Any = False, *,
                      disconnect_on_error: bool | None = True, **kwargs: Any) -> Any:
        return super().read_response(disable_decoding=disable_decoding,
                                     disconnect_on_error=disconnect_on_error, **kwargs)


class LedgerCluster(RedisCluster):
    """redis-py's ``RedisCluster``, but ``pipeline()`` is a MULTI/EXEC transaction unless told
    ``transaction=False``, as ``redis.Redis``'s is (redis-py's cluster pipelines are not, by
    default: a pipeline written for one Redis would silently lose its atomicity). Every such
    pipeline of ours is over one tenant's keys, so in one slot; one that is not fails loudly
    (``CROSSSLOT``) instead of half-applying."""

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> Any:
        return super().pipeline(  # type: ignore[no-untyped-call]
            transaction=transaction, shard_hint=shard_hint)


class NotReplicated(redis.ConnectionError):
    """A ledger write was not confirmed by ``WAIT`` on enough replicas: a failover now could
    lose it, so nothing that depends on it is done."""


def retry() -> Retry:
    """A fresh retry policy (each client needs its own: redis-py keeps state in it)."""
    return Retry(ExponentialWithJitterBackoff(base=BACKOFF_BASE_S, cap=BACKOFF_CAP_S), RETRIES)


def connect(config: Mapping[str, Any], *, socket_timeout: float = 30,
            socket_connect_timeout: float = 5, health_check_interval: int = 30,
            retries: bool = True) -> redis.Redis:
    """A client for the master of ``REDIS_SENTINELS`` (``config["SENTINELS"]``), else for
    ``REDIS_URL``. ``retries=False``: fail at once (the CLI's one-line check)."""
    kwargs: dict[str, Any] = {"socket_timeout": socket_timeout,
                              "socket_connect_timeout": socket_connect_timeout,
                              "health_check_interval": health_check_interval,
                              "retry": retry() if retries else Retry(
                                  ExponentialWithJitterBackoff(), 0)}
    if config.get("REDIS_PASSWORD"):
        kwargs["password"] = config["REDIS_PASSWORD"]
    sentinels = config.get("SENTINELS") or ()
    if sentinels:
        sentinel_kwargs: dict[str, Any] = {"socket_timeout": SENTINEL_TIMEOUT_S,
                                           "socket_connect_timeout": SENTINEL_TIMEOUT_S}
        if config.get("REDIS_SENTINEL_PASSWORD"):
            sentinel_kwargs["password"] = config["REDIS_SENTINEL_PASSWORD"]
        sentinel = Sentinel(  # type: ignore[no-untyped-call]
            list(sentinels), sentinel_kwargs=sentinel_kwargs)
        master: redis.Redis = sentinel.master_for(  # type: ignore[no-untyped-call]
            config["REDIS_SENTINEL_MASTER"], connection_class=SentinelConnection, **kwargs)
        return master
    if config.get("REDIS_CLUSTER"):  # used as a Redis (the commands the ledger sends)
        return cast(redis.Redis, LedgerCluster.from_url(config["REDIS_URL"], **kwargs))
    if not config.get("REDIS_URL"):
        raise ConfigError("REDIS_URL is not set (`make run` and `make test` start an embedded "
                          "Redis for you; in production point it at your Redis, or set "
                          "REDIS_SENTINELS and REDIS_SENTINEL_MASTER)")
    return redis.Redis.from_url(config["REDIS_URL"], **kwargs)


def connect_queue(config: Mapping[str, Any], ledger: redis.Redis) -> redis.Redis:
    """RQ's client: ``SURESTEP_QUEUE_REDIS_URL``'s Redis, else the ledger's own ``ledger``."""
    url = config.get("SURESTEP_QUEUE_REDIS_URL")
    if not url:
        return ledger
    kwargs: dict[str, Any] = {"socket_timeout": 30, "socket_connect_timeout": 5,
                              "health_check_interval": 30, "retry": retry()}
    if config.get("REDIS_PASSWORD"):
        kwargs["password"] = config["REDIS_PASSWORD"]
    return redis.Redis.from_url(url, **kwargs)


def describe(config: Mapping[str, Any]) -> str:
    """Where ``connect`` goes, for a message (never a password)."""
    sentinels = config.get("SENTINELS") or ()
    if sentinels:
        listed = ",".join(f"{host}:{port}" for host, port in sentinels)
        return f"the master {config['REDIS_SENTINEL_MASTER']!r} of the sentinels {listed}"
    if config.get("REDIS_CLUSTER"):
        return f"the Redis Cluster of {shown(config.get('REDIS_URL') or '')}"
    return f"Redis at {shown(config.get('REDIS_URL') or '')}"


def shown(url: str) -> str:
    """The URL with its password replaced by ``***`` (it goes to a terminal or a log)."""
    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
    except ValueError:
        return "<not a URL>"
    user = parts.username or ""
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))
