"""The service's own processes as the chaos suite runs them: gunicorn (web), an RQ worker, and
the embedded Redis with AOF on, each one killable with SIGKILL and brought back as an operator's
supervisor (systemd, Heroku) would bring it back."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import redis

from sandbox.cluster import LocalCluster
from sandbox.embedded_redis import EmbeddedRedis, free_port
from service.ledger import keys

BIN = Path(sys.executable).parent


def children(pid: int) -> list[int]:
    """Direct children of ``pid`` (empty when it is gone)."""
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except FileNotFoundError:
        return []


def kill(pid: int) -> bool:
    """SIGKILL ``pid``; False when it was already gone."""
    try:
        os.kill(pid, signal.SIGKILL)
        return True
    except ProcessLookupError:
        return False


def stop(process: subprocess.Popen, timeout_s: float = 20) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Web:
    """surestep under gunicorn with the Procfile's config; the master respawns killed workers."""

    def __init__(self, env: dict[str, str], workers: int = 2):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**env, "SURESTEP_BIND": f"127.0.0.1:{self.port}",
                    "WEB_CONCURRENCY": str(workers)}
        self.workers = workers
        self.process = subprocess.Popen([str(BIN / "gunicorn"), "--config",
                                         "python:service.web.gunicorn_conf", "service.web.app:create_app()"],
                                        env=self.env)
        self.wait_ready()

    def wait_ready(self, timeout_s: float = 30) -> None:
        """Until every worker is up and one answers health."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if len(children(self.process.pid)) >= self.workers:
                try:
                    if httpx.get(self.url + "/v1/health", timeout=2).status_code == 200:
                        return
                except httpx.TransportError:
                    pass
            time.sleep(0.05)
        raise RuntimeError("gunicorn did not come up")

    def kill_workers(self) -> int:
        """SIGKILL every worker at once (requests in flight lose their connection)."""
        killed = sum(kill(pid) for pid in children(self.process.pid))
        deadline = time.monotonic() + 10  # the master reaps them before it spawns new ones
        while time.monotonic() < deadline and len(children(self.process.pid)) >= self.workers:
            time.sleep(0.02)
        return killed

    def close(self) -> None:
        stop(self.process)


class RQWorker:
    """One ``surestep worker`` (an RQ worker with its scheduler) as the Procfile runs it."""

    def __init__(self, env: dict[str, str], log: Path | None = None):
        self.env = env  # stderr (RQ's tracebacks of a dying scheduler) to a file, if given
        self.log = log.open("ab") if log else None
        self.process = self._start()

    @property
    def queue_url(self) -> str:
        """RQ's Redis: the rig's own for RQ on a Cluster, else the one REDIS_URL names."""
        return self.env.get("SURESTEP_TEST_QUEUE_URL") or self.env["REDIS_URL"]

    def _start(self) -> subprocess.Popen:
        # The Procfile's ``surestep worker`` (jobs.worker.run), not a bare ``rq worker``: RQ's
        # worker quits on a Redis error met outside its blocking dequeue (taking a job, its
        # death's record while Redis loads its AOF), and ``rq worker`` then exits; ``surestep
        # worker`` starts a new RQ worker in-process a second later, as deployed.
        return subprocess.Popen([str(BIN / "surestep"), "worker"], env=self.env,
                                stderr=self.log)

    def horses(self) -> list[int]:
        """The parent's children that are not RQ's scheduler process (by RQ's own record of its
        pid: the scheduler is forked again when it dies, so age does not tell them apart)."""
        client = redis.Redis.from_url(self.queue_url, socket_timeout=2)
        try:
            name = client.get("rq:scheduler-lock:surestep")
            scheduler = client.hget(f"rq:scheduler:{name.decode()}", "pid") if name else None
        except redis.RedisError:  # Redis restarting: no horse can be told apart now
            return []
        finally:
            client.close()
        if scheduler is None:
            return []
        return [pid for pid in children(self.process.pid) if pid != int(scheduler)]

    def kill_horse(self) -> bool:
        return any([kill(pid) for pid in self.horses()])

    def kill_all(self) -> None:
        """SIGKILL the parent and its horses together (a machine or container dying)."""
        horses = self.horses()
        kill(self.process.pid)
        for pid in horses:
            kill(pid)
        self.process.wait()

    def restart(self) -> None:
        """What a supervisor does with a worker that stopped taking jobs: SIGKILL it with its
        horses and scheduler, start a new one."""
        for pid in children(self.process.pid):
            kill(pid)
        kill(self.process.pid)
        self.process.wait()
        self.process = self._start()

    def ensure_running(self) -> bool:
        """Start a new worker when this one died (True when it had to)."""
        if self.process.poll() is None:
            return False
        self.process = self._start()
        return True

    def close(self) -> None:
        for pid in self.horses():
            kill(pid)
        stop(self.process)
        if self.log:
            self.log.close()


class Redis:
    """The embedded redis-server with ``appendfsync always``, restarted on the same port and
    data directory after a SIGKILL. ``settings``: what surestep's environment names."""

    def __init__(self, data_dir: Path):
        self.server = EmbeddedRedis(data_dir, appendfsync="always").start()
        self.url = self.queue_url = self.server.url
        self.settings = {"REDIS_URL": self.url}

    def crash_and_restart(self) -> None:
        self.server.kill()
        self.server.start()

    def close(self) -> None:
        self.server.stop()


class ClusterRedis:
    """With ``SURESTEP_TEST_CLUSTER=1``: the ledger on a 3-primary Cluster (``appendfsync
    always``) and RQ on a Redis of its own. Its crash is the node that holds the tenant
    ``acme`` (the rig's flows): SIGKILLed and restarted on the same port, data and
    ``nodes.conf``, so it comes back as the same primary with its slots."""

    def __init__(self, data_dir: Path):
        self.cluster = LocalCluster(data_dir / "cluster", appendfsync="always").start()
        self.queue = EmbeddedRedis(data_dir / "queue", appendfsync="always").start()
        self.url, self.queue_url = self.cluster.url, self.queue.url
        self.settings = self.cluster.settings(self.queue.url)

    def crash_and_restart(self) -> None:
        node = self.cluster.node_for(keys.entry("acme", "refund", "x"))
        node.kill()
        node.start()

    def close(self) -> None:
        self.queue.stop()
        self.cluster.stop()
