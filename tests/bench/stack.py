"""The stack every figure runs against, started the way production runs it.

``Stack`` owns an embedded Redis (unless ``REDIS_URL`` is set; with ``BENCH_CLUSTER=1`` the
ledger on a 3-primary Cluster on loopback and RQ on an embedded Redis of its own, as a deployment
on a Cluster runs) and the Stripe simulator; a
figure starts what else it needs from it: gunicorn with the Procfile's config (``web``), RQ
workers as the Procfile runs them (``rq_workers``), a Zendesk simulator, or an in-process
``Deps`` for the steps' own functions. Every process started here is stopped by its owner.
"""

from __future__ import annotations

import contextlib
import http.client
import math
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import redis

from sandbox.cluster import LocalCluster
from sandbox.embedded_redis import EmbeddedRedis, free_port
from service import config as config_module
from service import wiring
from service.deps import Deps
from service.ledger.connection import LedgerCluster
from tests.support.helpers import Sim

KEY = "bench_key"
TENANT = "bench"
BIN = Path(sys.executable).parent
CLUSTER = os.environ.get("BENCH_CLUSTER") == "1"


class Stack:
    """Redis and the Stripe simulator, plus the environment the service reads."""

    def __init__(self, data_dir: Path = Path("var/bench-redis")):
        self.redis_server = self.cluster = None
        settings: dict[str, str] = {}
        if CLUSTER:
            self.cluster = LocalCluster(data_dir / "cluster").start()
            self.redis_server = EmbeddedRedis(data_dir / "queue").start()
            settings = self.cluster.settings(self.redis_server.url)
        elif not os.environ.get("REDIS_URL"):
            self.redis_server = EmbeddedRedis(data_dir).start()
        self.redis_url = settings.get("REDIS_URL") or os.environ.get("REDIS_URL") or \
            self.redis_server.url
        self.queue_url = settings.get("SURESTEP_QUEUE_REDIS_URL") or self.redis_url
        self.stripe = Sim("stripe")
        self._webs: dict[int, int] = {}  # port -> gunicorn master pid
        self.env = {**os.environ, "REDIS_URL": self.redis_url, **settings,
                    "SURESTEP_API_KEYS": f"{TENANT}:{KEY}", "STRIPE_API_KEY": "sk_test_bench",
                    "STRIPE_API_BASE": self.stripe.url, "SURESTEP_LOG_LEVEL": "warning",
                    # the figures measure surestep, and the simulator answers at any rate:
                    # no Stripe budget of a test key's 25/s (tests/bench/stripe_burst sets one)
                    "STRIPE_RATE_TEST": "100000", "STRIPE_RATE_ENDPOINT": "100000"}

    def ledger_client(self):
        """A client for the ledger's Redis, as the service makes it (one Redis or the Cluster)."""
        return (LedgerCluster if self.cluster else redis.Redis).from_url(self.redis_url)

    def close(self) -> None:
        self.stripe.close()
        if self.cluster is not None:
            self.cluster.stop()
            shutil.rmtree(self.cluster.data_dir, ignore_errors=True)
        if self.redis_server is not None:
            self.redis_server.stop()
            self.redis_server.wipe()

    @contextlib.contextmanager
    def web(self, workers: int | None = None, **env: str) -> Iterator[int]:
        """gunicorn (the Procfile's config) on a free port; yields the port."""
        extra = dict(env)
        if workers is not None:
            extra["WEB_CONCURRENCY"] = str(workers)
        process, port = start_gunicorn({**self.env, **extra})
        self._webs[port] = process.pid
        try:
            yield port
        finally:
            del self._webs[port]
            process.terminate()
            process.wait(timeout=60)

    def web_cpu_s(self, port: int) -> float:
        """CPU seconds (user + sys) used so far by the gunicorn on ``port``: the master and
        its workers, read from /proc. Unlike requests/s, this barely depends on what else the
        machine runs, so ratios of it are the steadier figure on a shared machine."""
        master = self._webs[port]
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
        return sum(_cpu_s(int(pid)) for pid in [master, *children])

    @contextlib.contextmanager
    def zendesk(self, **settings) -> Iterator[tuple[Sim, dict]]:
        """A Zendesk simulator configured with ``settings``, and the env pointing at it."""
        sim = Sim("zendesk")
        try:
            sim.control("POST", "/_sim/config", settings)
            yield sim, {**self.env, "ZENDESK_BASE_URL": sim.url, "ZENDESK_API_TOKEN": "t",
                        "ZENDESK_EMAIL": "bench@example.com"}
        finally:
            sim.close()

    @contextlib.contextmanager
    def deps(self, env: dict | None = None) -> Iterator[Deps]:
        """The service's Deps in this process, built from ``env`` as the worker builds them."""
        deps = wiring.build(config_module.load(environ=env or self.env))
        try:
            yield deps
        finally:
            deps.close()

    @contextlib.contextmanager
    def rq_workers(self, count: int, env: dict, burst: bool = False) -> Iterator[list]:
        """``count`` RQ workers as the Procfile runs them (with the scheduler), or in burst
        mode (they exit once the queue is empty: no scheduled jobs are waited for)."""
        mode = ["--burst"] if burst else ["--with-scheduler"]
        procs = [subprocess.Popen([str(BIN / "rq"), "worker", *mode, "--worker-class",
                                   "jobs.worker.Worker", "--url", self.queue_url,
                                   "--logging_level", "WARNING", "surestep"], env=env)
                 for _ in range(count)]
        try:
            yield procs
        finally:
            for proc in procs:
                if proc.poll() is None:
                    proc.send_signal(signal.SIGTERM)  # warm shutdown: the current job ends
            for proc in procs:
                try:
                    proc.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()


def start_gunicorn(env: dict) -> tuple[subprocess.Popen, int]:
    """gunicorn with the Procfile's config on a free port, once it answers; the caller stops
    the process."""
    port = free_port()
    process = subprocess.Popen([str(BIN / "gunicorn"), "--config", "python:service.web.gunicorn_conf",
                                "service.web.app:create_app()"],
                               env={**env, "SURESTEP_BIND": f"127.0.0.1:{port}",
                                    "SURESTEP_LOG_LEVEL": "warning"})
    try:
        _wait_for_http(port, process)
    except BaseException:
        process.kill()
        process.wait()
        raise
    return process, port


def _wait_for_http(port: int, process: subprocess.Popen, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited with {process.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            try:
                conn.request("GET", "/v1/health")
                conn.getresponse().read()
                return
            finally:
                conn.close()
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("gunicorn did not start")


def _cpu_s(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # ended meanwhile
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_cpu_s() -> float:
    """CPU seconds (user + sys) of this process's children that have ended: taken around a
    ``rq_workers`` block, the workers' and every work-horse's (each reaped by its worker)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def percentile(sorted_values: list[float], q: float) -> float:
    """The q-quantile (0..1) of an already sorted list, nearest rank."""
    if not sorted_values:
        return float("nan")
    rank = min(len(sorted_values), max(1, math.ceil(q * len(sorted_values))))
    return sorted_values[rank - 1]
