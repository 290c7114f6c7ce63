"""A TCP proxy in front of a real Redis that holds back the first command carrying a given
string until the test releases it: a way to put another process's work between two of our
Redis commands deterministically, through the product's real code paths (no patch of ours).

    with HoldingProxy(redis_url) as proxy:
        proxy.hold(b"http://127.0.0.1:1/b")   # the command that carries this waits...
        ... start the request whose command it is, in a thread; proxy.held.wait() ...
        ... do what must come first ...
        proxy.release()                       # ...and goes on now
"""

from __future__ import annotations

import socket
import threading
from urllib.parse import urlsplit

HOLD_MAX_S = 20.0  # a test that forgets to release does not hang the suite


class HoldingProxy:
    """Forwards every byte both ways; the first client chunk containing the armed needle waits
    for ``release`` (``held`` is set when it arrives)."""

    def __init__(self, redis_url: str):
        target = urlsplit(redis_url)
        self.upstream = (target.hostname or "127.0.0.1", target.port or 6379)
        self.db = target.path or "/0"
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"redis://127.0.0.1:{self.listener.getsockname()[1]}{self.db}"
        self.held, self._released = threading.Event(), threading.Event()
        self._needle: bytes | None = None
        self._sockets: list[socket.socket] = []
        self._pumps: list[threading.Thread] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def hold(self, needle: bytes) -> None:
        self._needle = needle

    def release(self) -> None:
        self._released.set()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # closed
                return
            upstream = socket.create_connection(self.upstream)
            self._sockets += [client, upstream]
            for source, sink, outbound in ((client, upstream, True), (upstream, client, False)):
                pump = threading.Thread(target=self._pump, args=(source, sink, outbound),
                                        daemon=True)
                self._pumps.append(pump)
                pump.start()

    def _pump(self, source: socket.socket, sink: socket.socket, outbound: bool) -> None:
        try:
            while chunk := source.recv(65536):
                if outbound and self._needle and self._needle in chunk and not self.held.is_set():
                    self.held.set()
                    self._released.wait(HOLD_MAX_S)
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            for end in (source, sink):  # either side closing ends both directions
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                end.close()

    def __enter__(self) -> HoldingProxy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
        self.listener.close()
        for sock in self._sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        for pump in self._pumps:
            pump.join(5)
        for sock in self._sockets:
            sock.close()
