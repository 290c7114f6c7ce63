"""A Redis Cluster on loopback, from the same ``redis-server`` binary the embedded Redis is:
three primaries (``redis-server --cluster-enabled yes``), each a real process on its own
127.0.0.1 port, the 16384 slots split between them with ``CLUSTER ADDSLOTS`` (the binary is
Redis 6.2: no ADDSLOTSRANGE) and joined with ``CLUSTER MEET``, in about 2 s, for the tests
that run the ledger on a Cluster (``SURESTEP_TEST_CLUSTER=1``, ``tests/conftest.py``) and by
hand (``python -m sandbox.cluster DIR``, which prints the settings).

The ledger connects to it with ``SURESTEP_REDIS_CLUSTER=1`` and ``REDIS_URL`` naming any one
node; RQ cannot use a Cluster, so ``SURESTEP_QUEUE_REDIS_URL`` names a plain Redis for it
(``settings(queue_url)``).
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

from sandbox.embedded_redis import EmbeddedRedis

SLOTS = 16384


@dataclass
class LocalCluster:
    """``primaries`` cluster-mode ``redis-server`` processes under ``data_dir``."""

    data_dir: Path
    primaries: int = 3
    appendfsync: str = "everysec"  # as sandbox.embedded_redis ("always" for a crash test)
    nodes: list[EmbeddedRedis] = field(default_factory=list)

    @property
    def url(self) -> str:
        """A seed node: redis-py's RedisCluster learns the rest from it."""
        return self.nodes[0].url

    def start(self, timeout_s: float = 30.0) -> "LocalCluster":
        """Start every node, give each its share of the slots, join them, and wait until every
        node says the cluster is ``ok`` (before that, a command may meet ``CLUSTERDOWN``)."""
        self.data_dir = Path(self.data_dir).resolve()
        for i in range(self.primaries):
            where = self.data_dir / f"node{i}"
            self.nodes.append(EmbeddedRedis(where, port=_free_pair(),
                                            appendfsync=self.appendfsync, extra_args=(
                "--cluster-enabled", "yes", "--cluster-config-file", str(where / "nodes.conf"),
                "--cluster-node-timeout", "2000")).start())
        clients = [redis.Redis(port=n.port, host="127.0.0.1") for n in self.nodes]
        share = SLOTS // self.primaries
        try:
            for i, client in enumerate(clients):
                last = SLOTS - 1 if i == self.primaries - 1 else (i + 1) * share - 1
                client.execute_command("CLUSTER ADDSLOTS", *range(i * share, last + 1))
            for node in self.nodes[1:]:
                clients[0].execute_command("CLUSTER MEET", "127.0.0.1", node.port)
        finally:
            for client in clients:
                client.close()
        return self.wait_ok(timeout_s)

    def wait_ok(self, timeout_s: float = 30.0) -> "LocalCluster":
        """Wait until every node says the cluster is ``ok`` (also after a node's restart)."""
        clients = [redis.Redis(port=n.port, host="127.0.0.1") for n in self.nodes]
        deadline = time.monotonic() + timeout_s
        try:
            while not all(_ok(c, self.primaries) for c in clients):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the cluster under {self.data_dir} did not become ok")
                time.sleep(0.05)
        finally:
            for client in clients:
                client.close()
        return self

    def node_for(self, key: str) -> EmbeddedRedis:
        """The node that serves ``key``'s slot (as ``CLUSTER KEYSLOT`` and the shares above)."""
        client = redis.Redis(host="127.0.0.1", port=self.nodes[0].port)
        try:
            slot = int(client.cluster("KEYSLOT", key))
        finally:
            client.close()
        return self.nodes[min(slot // (SLOTS // self.primaries), self.primaries - 1)]

    def settings(self, queue_url: str) -> dict[str, str]:
        """What surestep needs to put its ledger on this cluster and RQ on ``queue_url``."""
        return {"REDIS_URL": self.url, "SURESTEP_REDIS_CLUSTER": "1",
                "SURESTEP_QUEUE_REDIS_URL": queue_url}

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()


def _free_pair() -> int:
    """A free port whose cluster bus port (the port + 10000) is free too and below 65536."""
    for _ in range(200):
        with socket.socket() as first:
            first.bind(("127.0.0.1", 0))
            port = first.getsockname()[1]
            if port + 10000 > 65535:
                continue
            with socket.socket() as bus:
                try:
                    bus.bind(("127.0.0.1", port + 10000))
                except OSError:
                    continue
            return port
    raise RuntimeError("no free pair of ports (p, p + 10000) on 127.0.0.1")


def _ok(client: redis.Redis, primaries: int) -> bool:
    info = client.cluster("INFO")  # redis-py parses it into a dict
    return info.get("cluster_state") == "ok" and int(info.get("cluster_known_nodes", 0)) \
        >= primaries and int(info.get("cluster_size", 0)) >= primaries


def main() -> None:  # pragma: no cover - by hand
    """``python -m sandbox.cluster DIR``: a cluster and a plain Redis for RQ, until Ctrl-C."""
    import sys

    data_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "var/cluster")
    cluster = LocalCluster(data_dir).start()
    queue = EmbeddedRedis(data_dir / "queue").start()
    for name, value in cluster.settings(queue.url).items():
        print(f"{name}={value}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        queue.stop()
        cluster.stop()


if __name__ == "__main__":  # pragma: no cover
    main()
