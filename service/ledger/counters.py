"""Counters and latencies for ``GET /metrics``, kept in Redis so every process adds to one total.

Why Redis rather than prometheus-client's in-process metrics: steps run in gunicorn workers
and in RQ work-horses, and a work-horse is a fork that exits after its job, so in-process
counters would vanish with it (prometheus-client's multiprocess mode would need a shared
directory of mmapped files on every host, cleaned at each deploy). One HINCRBY pipeline per
event is cheap, survives restarts with the ledger, and /metrics reads the totals at scrape
time (``service.ops.metrics_collector``). Recording never raises: a metric is not worth a step.

    sst:@metrics:counters   hash  "<name>|k=v|k=v" -> count
    sst:@metrics:hist       hash  "<name>|k=v|...|le=<bound>" -> count, "...|sum", "...|count"

Provider latency and status codes are observed on the connectors' HTTP clients (httpx's event
hooks; the Stripe transport's ``on_answer``) by ``instrument``, so no connector needs to know
about metrics; each answer is one pipelined round trip (``provider_answer``).
"""

from __future__ import annotations

import logging
import os
import re
import threading
import time
from typing import Any, Callable

import httpx
import redis

from service.ledger import keys, ride_along
from service.ledger.connection import Store, client_of
from service.ledger.entries import text

COUNTERS = keys.METRICS_COUNTERS
HISTOGRAMS = keys.METRICS_HISTOGRAMS
BUCKETS = (0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, float("inf"))
log = logging.getLogger("surestep.metrics")


def _field(name: str, labels: dict[str, Any]) -> str:
    def clean(value: Any) -> str:
        return str(value).replace("|", "_").replace("=", "_")
    return "|".join([name, *(f"{k}={clean(v)}" for k, v in sorted(labels.items()))])


def parse_field(raw: str) -> tuple[str, dict[str, str]]:
    """``"name|k=v|k2=v2"`` -> (name, {k: v, k2: v2})."""
    name, *pairs = raw.split("|")
    return name, dict(pair.split("=", 1) for pair in pairs)


def incr(store: Store, name: str, amount: int = 1, **labels: Any) -> None:
    """Add to a counter (``surestep_<name>_total`` on /metrics)."""
    client = client_of(store)
    try:
        client.hincrby(COUNTERS, _field(name, labels), amount)
    except redis.RedisError:
        log.warning("metric %s not recorded (Redis unavailable)", name)


def observe(store: Store, name: str, seconds: float, **labels: Any) -> None:
    """Record one duration in a histogram (``surestep_<name>_seconds``)."""
    client = client_of(store)
    try:
        pipe = client.pipeline(transaction=False)
        _observe(pipe, name, seconds, labels)
        pipe.execute()
    except redis.RedisError:
        log.warning("metric %s not recorded (Redis unavailable)", name)


class Tally:
    """Counts kept in this process and sent once a second in one round trip, for what happens
    on a path that makes no Redis write of its own (a replay answered from one read): a count
    costs the request a dict update, never a round trip. Counts not yet sent are lost if the
    process dies (metrics, as ``ride_along``'s); a scrape in this process sends them first."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sending = threading.Lock()  # a flush waits for one in progress to have landed
        self._pending: dict[redis.Redis, dict[str, int]] = {}
        self._pid: int | None = None

    def add(self, store: Store, name: str, **labels: Any) -> None:
        field = _field(name, labels)
        client = client_of(store)
        with self._lock:
            counts = self._pending.setdefault(client, {})
            counts[field] = counts.get(field, 0) + 1
            if self._pid != os.getpid():  # a forked worker starts its own sender
                self._pid = os.getpid()
                threading.Thread(target=self._send_each_second, name="surestep-tally",
                                 daemon=True).start()

    def flush(self) -> None:
        """Send what is counted, one pipeline a Redis client; on return, every count made
        before the call has landed (or was lost to a Redis error)."""
        with self._sending:
            with self._lock:
                pending, self._pending = self._pending, {}
            for client, counts in pending.items():
                try:
                    pipe = client.pipeline(transaction=False)
                    for field, amount in counts.items():
                        pipe.hincrby(COUNTERS, field, amount)
                    pipe.execute()
                except Exception:  # noqa: BLE001  # a count is never worth a failure: a Redis
                    # error, or a Cluster client whose nodes are gone (redis-py raises others)
                    log.warning("%d counts not recorded (Redis unavailable)",
                                sum(counts.values()))

    def _send_each_second(self) -> None:
        while True:
            time.sleep(1.0)
            self.flush()


tally = Tally()


def counted(store: Store) -> list[tuple[str, dict[str, str], float]]:
    """Every counter: (name, labels, count)."""
    client = client_of(store)
    out = []
    for raw, value in client.hgetall(COUNTERS).items():
        name, labels = parse_field(text(raw))
        out.append((name, labels, float(value)))
    return out


def timed(store: Store) -> list[tuple[str, dict[str, str], str, float]]:
    """Every histogram's fields: (name, labels, part, value); ``part`` is ``le=<bound>``,
    ``sum`` or ``count``."""
    client = client_of(store)
    out = []
    for raw, value in client.hgetall(HISTOGRAMS).items():
        head, _, part = text(raw).rpartition("|")
        name, labels = parse_field(head)
        out.append((name, labels, part, float(value)))
    return out


def _observe(pipe: Any, name: str, seconds: float, labels: dict[str, Any]) -> None:
    bound = next(b for b in BUCKETS if seconds <= b)
    base = _field(name, labels)
    pipe.hincrby(HISTOGRAMS, f"{base}|le={bound}", 1)
    pipe.hincrbyfloat(HISTOGRAMS, f"{base}|sum", seconds)
    pipe.hincrby(HISTOGRAMS, f"{base}|count", 1)


_ID_SEGMENT = re.compile(r"[a-z]{2,8}_(?:test_|live_)?(?=[a-z]*[0-9A-Z])[A-Za-z0-9]{8,}|[^/]*\d[^/]*")
_VERSION_SEGMENT = re.compile(r"v\d+|\d{4}-\d{2}(?:-\d{2})?")


def operation_of(path: str) -> str:
    """A provider call's operation: its path with every id written as ``{id}``
    ("/v1/refunds/re_3Nx..." -> "/v1/refunds/{id}", "/api/v2/tickets/123.json" ->
    "/api/v2/tickets/{id}.json"); an API version stays."""
    out = []
    for segment in path.split("/"):
        stem, dot, ext = segment.partition(".")
        if stem and not _VERSION_SEGMENT.fullmatch(stem) and _ID_SEGMENT.fullmatch(stem):
            segment = "{id}" + dot + ext
        out.append(segment)
    return "/".join(out)


def provider_answer(store: Store, provider: str, method: str, status: int,
                    seconds: float | None, account: str = "env", operation: str = "") -> None:
    """Count one provider answer (its status, a 429) and time it, in one round trip: it runs
    on the refund step's hot path, once per provider call. ``account``: ``env`` (the
    environment's) or ``<tenant>:<name>`` (a tenant's account, ``service.accounts``);
    ``operation``: the call's path with its ids templated (``operation_of``)."""
    client = client_of(store)
    def add(pipe: Any) -> None:
        if seconds is not None:
            _observe(pipe, "provider_latency", seconds, {
                "provider": provider, "method": method, "operation": operation,
                "status": f"{status // 100}xx", "account": account})
        pipe.hincrby(COUNTERS, _field("provider_responses", {
            "provider": provider, "status": status, "account": account}), 1)
        if status == 429:
            pipe.hincrby(COUNTERS, _field("provider_rate_limited", {
                "provider": provider, "account": account}), 1)

    try:  # in a web request: with the answer's raw record (``service.ledger.ride_along``)
        ride_along.later(client, add)
    except redis.RedisError:
        log.warning("provider metrics not recorded (Redis unavailable)")


def http_hooks(store: Store, provider: str, account: str = "env"
               ) -> dict[str, list[Callable[..., None]]]:
    """httpx event hooks that time every provider call and count its status (429s too)."""
    client = client_of(store)

    def started(request: httpx.Request) -> None:
        request.extensions["surestep_started"] = time.perf_counter()

    def answered(response: httpx.Response) -> None:
        started_at = response.request.extensions.get("surestep_started")
        provider_answer(client, provider, response.request.method, response.status_code,
                        None if started_at is None else time.perf_counter() - started_at,
                        account, operation_of(response.request.url.path))

    return {"request": [started], "response": [answered]}


def instrument(deps: Any) -> None:
    """Attach the hooks to each configured connector's pooled HTTP client (the environment's
    now, each tenant account's when the registry builds it). The clients are private to their
    connectors; reaching them here keeps metrics out of every connector."""
    for provider, connector in deps.accounts.env.items():
        instrument_connector(deps.ledger, provider, connector, "env")
    deps.accounts.on_build = lambda provider, connector, tenant, name: instrument_connector(
        deps.ledger, provider, connector, f"{tenant}:{name}")


def instrument_connector(store: Store, provider: str, connector: Any,
                         account: str) -> None:
    client = client_of(store)
    INSTRUMENT[provider](client, provider, connector, account)


def _sdk_callback(store: Store, provider: str, connector: Any, account: str) -> None:
    """The stripe SDK's transport (``connectors.stripe_http``) has one callback per answer."""
    client = client_of(store)
    connector.client._http.on_answer = lambda method, status, seconds, path: provider_answer(
        client, provider, method, status, seconds, account, operation_of(path))


def _httpx_hooks(http_of: Callable[[Any], Any]) -> Callable[[redis.Redis, str, Any, str], None]:
    """An httpx client's event hooks (``http_of``: where the connector keeps its client)."""
    def instrument(store: Store, provider: str, connector: Any, account: str) -> None:
        client = client_of(store)
        http_of(connector).event_hooks = http_hooks(client, provider, account)
    return instrument


# How each provider's connector reports its answers: by where its HTTP client sits.
INSTRUMENT: dict[str, Callable[[redis.Redis, str, Any, str], None]] = {
    "stripe": _sdk_callback,
    "shopify": _httpx_hooks(lambda connector: connector.client._http),
    "zendesk": _httpx_hooks(lambda connector: connector._http),
}
