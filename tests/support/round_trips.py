"""Count the Redis round trips this thread makes, at redis-py's socket write: one
``send_packed_command`` is one round trip (a pipeline included), whatever client or pool sent
it. The commands still go to the real Redis; this only watches them leave.

    with RoundTrips() as trips:
        client.post("/v1/refunds", ...)
    trips.names  # [["EVALSHA"], ["HGET"], ["HINCRBY", "HINCRBY"], ...]
"""

from __future__ import annotations

import threading
from typing import Any

from redis.connection import AbstractConnection


def _names(packed: Any) -> list[str]:
    """The command names in what redis-py packed (bytes, or a list of chunks): RESP arrays of
    bulk strings, ``*<n>`` then ``$<len>`` and the bytes of each argument."""
    raw = packed if isinstance(packed, (bytes, bytearray)) else b"".join(
        bytes(chunk) for chunk in packed)
    names, at = [], 0
    while at < len(raw):
        end = raw.index(b"\r\n", at)
        count, at = int(raw[at + 1:end]), end + 2  # b"*<n>"
        for index in range(count):
            end = raw.index(b"\r\n", at)
            size, at = int(raw[at + 1:end]), end + 2  # b"$<len>"
            if index == 0:
                names.append(raw[at:at + size].decode(errors="replace").upper())
            at += size + 2
    return names


class RoundTrips:
    """While entered: every round trip of the entering thread, as its command names."""

    def __init__(self) -> None:
        self.names: list[list[str]] = []
        self._thread = threading.get_ident()

    def __enter__(self) -> "RoundTrips":
        self._original = original = AbstractConnection.send_packed_command
        trips = self

        def counted(connection: AbstractConnection, command: Any, check_health: bool = True):
            if threading.get_ident() == trips._thread:
                trips.names.append(_names(command))
            return original(connection, command, check_health)

        AbstractConnection.send_packed_command = counted
        return self

    def __exit__(self, *exc: Any) -> None:
        AbstractConnection.send_packed_command = self._original

    def __len__(self) -> int:
        return len(self.names)
