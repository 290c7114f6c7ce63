"""Wake waiters when an intent settles, through one Redis pub/sub subscription per process.

A request that finds its intent being executed by someone else (or, later, a long-poll on a
job) waits on a ``threading.Event`` registered under the entry's key; one listener thread per
process receives the ledger's ``PUBLISH`` and sets the matching events. The notification only
shortens the wait: waiters always re-read the ledger after waking, and wake at least once a
second regardless, so a lost message (Redis restarting) costs latency, never correctness.
"""

from __future__ import annotations

import contextlib
import os
import threading
from typing import Iterator

import redis

from service.ledger.store import CHANNEL

RECHECK_S = 1.0


class Notifier:
    """Per-process dispatcher from the ledger's channel to waiting threads."""

    def __init__(self, client: redis.Redis):
        self._redis = client
        self._lock = threading.Lock()
        self._waiters: dict[str, set[threading.Event]] = {}
        self._thread: threading.Thread | None = None
        self._pid: int | None = None
        self._ready = threading.Event()
        self._stop = threading.Event()

    @contextlib.contextmanager
    def watch(self, key: str) -> Iterator[threading.Event]:
        """Register an event that is set whenever ``key`` settles; re-read after registering."""
        self._ensure_listening()
        event = threading.Event()
        with self._lock:
            self._waiters.setdefault(key, set()).add(event)
        try:
            yield event
        finally:
            with self._lock:
                waiters = self._waiters.get(key)
                if waiters is not None:
                    waiters.discard(event)
                    if not waiters:
                        del self._waiters[key]

    def close(self) -> None:
        """Stop the listener thread (tests; processes simply exit)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._thread = None

    def _ensure_listening(self) -> None:
        # Started lazily, and again after a fork: gunicorn workers inherit no threads.
        with self._lock:
            if self._thread is not None and self._thread.is_alive() and self._pid == os.getpid():
                return
            self._pid, self._ready, self._stop = os.getpid(), threading.Event(), threading.Event()
            self._thread = threading.Thread(target=self._listen, name="surestep-notifier",
                                            daemon=True)
            self._thread.start()
        self._ready.wait(timeout=RECHECK_S)

    def _listen(self) -> None:
        while not self._stop.is_set():
            # redis-py before 8 leaves pubsub()'s **kwargs unannotated (8.x annotates it)
            pubsub = self._redis.pubsub(  # type: ignore[no-untyped-call, unused-ignore]
                ignore_subscribe_messages=True)
            try:
                pubsub.subscribe(CHANNEL)
                self._ready.set()
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=RECHECK_S)
                    if message and message["type"] == "message":
                        self._dispatch(message["data"].decode())
            except (redis.ConnectionError, redis.TimeoutError, OSError):
                self._stop.wait(RECHECK_S)  # Redis restarting: waiters fall back to re-reads
            finally:
                pubsub.close()

    def _dispatch(self, key: str) -> None:
        with self._lock:
            events = list(self._waiters.get(key, ()))
        for event in events:
            event.set()
