"""A Redis Sentinel group on loopback, from the same ``redis-server`` binary the embedded Redis
is (``redis-server <conf> --sentinel``): one primary, its replicas and three sentinels, each a
real process on its own 127.0.0.1 port, for the failover tests and for ``make run`` against a
Sentinel (``python -m sandbox.sentinel DIR``).

The sentinels notice a dead primary after ``down_after_ms`` and promote a replica (quorum 2 of
3); the other replicas are re-pointed at it. ``settings()`` is what surestep needs to connect
(``REDIS_SENTINELS``, ``REDIS_SENTINEL_MASTER``).
"""

from __future__ import annotations

import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

from sandbox.embedded_redis import EmbeddedRedis, free_port, redis_server_binary

MASTER = "surestep"


@dataclass
class SentinelGroup:
    """A primary, ``replicas`` replicas and ``sentinels`` sentinels under ``data_dir``."""

    data_dir: Path
    replicas: int = 1
    sentinels: int = 3
    master_name: str = MASTER
    down_after_ms: int = 1000
    failover_timeout_ms: int = 5000
    nodes: list[EmbeddedRedis] = field(default_factory=list)
    sentinel_ports: list[int] = field(default_factory=list)
    _sentinel_procs: list[subprocess.Popen] = field(default_factory=list, repr=False)

    def start(self, timeout_s: float = 30.0) -> "SentinelGroup":
        """Start every process and wait until each sentinel knows the primary, every replica
        and the other sentinels (before that, a failover could find no quorum)."""
        self.data_dir = Path(self.data_dir).resolve()
        primary = EmbeddedRedis(self.data_dir / "node0").start()
        self.nodes = [primary]
        for i in range(1, self.replicas + 1):
            self.nodes.append(EmbeddedRedis(self.data_dir / f"node{i}", extra_args=(
                "--replicaof", "127.0.0.1", str(primary.port))).start())
        for i in range(self.sentinels):
            port = free_port()
            where = self.data_dir / f"sentinel{i}"
            where.mkdir(parents=True, exist_ok=True)
            conf = where / "sentinel.conf"  # a sentinel rewrites its own file as it learns
            conf.write_text("\n".join([
                f"port {port}", "bind 127.0.0.1", "daemonize no", f"dir {where}",
                f"logfile {where / 'sentinel.log'}", "loglevel warning",
                f"sentinel monitor {self.master_name} 127.0.0.1 {primary.port} 2",
                f"sentinel down-after-milliseconds {self.master_name} {self.down_after_ms}",
                f"sentinel failover-timeout {self.master_name} {self.failover_timeout_ms}",
                f"sentinel parallel-syncs {self.master_name} {self.replicas}", ""]))
            self._sentinel_procs.append(subprocess.Popen(
                [redis_server_binary(), str(conf), "--sentinel"], stdin=subprocess.DEVNULL,
                start_new_session=True))
            self.sentinel_ports.append(port)
        self._wait(self._ready, timeout_s, "the sentinels did not find each other")
        return self

    def settings(self) -> dict[str, str]:
        """What surestep needs to connect through these sentinels."""
        return {"REDIS_SENTINELS": ",".join(f"127.0.0.1:{p}" for p in self.sentinel_ports),
                "REDIS_SENTINEL_MASTER": self.master_name}

    def master_port(self) -> int | None:
        """The primary's port as most sentinels that answer now say (None: none answers)."""
        said: dict[int, int] = {}
        for port in self.sentinel_ports:
            try:
                with self._sentinel(port) as client:
                    addr = client.sentinel_get_master_addr_by_name(self.master_name)
            except redis.RedisError:
                continue
            if addr:
                said[int(addr[1])] = said.get(int(addr[1]), 0) + 1
        return max(said, key=said.get) if said else None

    def master(self) -> EmbeddedRedis:
        port = self.master_port()
        return next(node for node in self.nodes if node.port == port)

    def kill_master(self) -> EmbeddedRedis:
        """SIGKILL the current primary (as a crash of its host would); return it."""
        node = self.master()
        node.kill()
        return node

    def wait_failover(self, old_port: int, timeout_s: float = 30.0) -> EmbeddedRedis:
        """Wait until the sentinels name a new primary that answers as one; return it."""
        def promoted() -> bool:
            port = self.master_port()
            if port in (None, old_port):
                return False
            try:
                with redis.Redis(port=port, socket_timeout=1) as client:
                    role = client.role()
            except redis.RedisError:
                return False
            return role[0] in (b"master", "master")
        self._wait(promoted, timeout_s, "no replica was promoted")
        return self.master()

    def stop(self) -> None:
        for proc in self._sentinel_procs:
            if proc.poll() is None:
                proc.terminate()
        for proc in self._sentinel_procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
        self._sentinel_procs.clear()
        for node in self.nodes:
            node.stop()

    def _sentinel(self, port: int) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=port, socket_timeout=1,
                           socket_connect_timeout=1)

    def _ready(self) -> bool:
        for port in self.sentinel_ports:
            try:
                with self._sentinel(port) as client:
                    if (not client.sentinel_get_master_addr_by_name(self.master_name)
                            or len(client.sentinel_slaves(self.master_name)) < self.replicas
                            or len(client.sentinel_sentinels(self.master_name))
                            < self.sentinels - 1):
                        return False
            except redis.RedisError:
                return False
        with redis.Redis(port=self.nodes[0].port, socket_timeout=1) as primary:
            return int(primary.info("replication")["connected_slaves"]) >= self.replicas

    @staticmethod
    def _wait(condition, timeout_s: float, message: str) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.1)
        raise RuntimeError(message)


def main() -> None:  # pragma: no cover - a manual aid
    """``python -m sandbox.sentinel DIR [REPLICAS]``: run a group, print its settings."""
    import signal
    import sys

    group = SentinelGroup(Path(sys.argv[1] if len(sys.argv) > 1 else "var/sentinel"),
                          replicas=int(sys.argv[2]) if len(sys.argv) > 2 else 2).start()
    for name, value in group.settings().items():
        print(f"export {name}={value}", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        while True:
            time.sleep(3600)
    except (KeyboardInterrupt, SystemExit):
        group.stop()


if __name__ == "__main__":  # pragma: no cover
    main()
