"""HTTP/1.1 framing for the chaos proxy: read one whole request or response off a stream, raw.

The proxy forwards bytes exactly as they arrived, so these readers keep the raw head and body
and parse only what framing needs: requests are framed by Content-Length (or chunked), responses
by Content-Length, chunked, or the connection's end. Nothing here decides what to forward.
"""

from __future__ import annotations

import asyncio
import json
import socket
import struct
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

HEAD_LIMIT = 1 << 20  # the StreamReader limit: the longest head (or chunk-size line) accepted


class Malformed(Exception):
    """The peer sent something that is not HTTP/1.1 as the proxy frames it."""


@dataclass
class Head:
    """A request or status line and its headers, parsed, plus the raw bytes as received."""

    raw: bytes
    first: list[str]
    headers: dict[str, str]  # lower-case names; a repeated header keeps its last value

    def get(self, name: str) -> str:
        return self.headers.get(name, "")

    def tokens(self, name: str) -> set[str]:
        return {t.strip().lower() for t in self.get(name).split(",") if t.strip()}


@dataclass
class Request:
    """One client request; ``raw`` is every byte of it, in order."""

    head: Head
    body: bytes
    raw: bytes
    method: str
    target: str
    path: str
    query: str
    close: bool  # the client asked to close after this exchange


@dataclass
class Response:
    """One upstream response (interim 1xx answers included in ``raw``)."""

    raw: bytes
    status: int
    close: bool  # the upstream connection cannot carry another exchange


async def read_head(reader: asyncio.StreamReader) -> Head | None:
    """The next head, or None on a clean end of stream before its first byte."""
    try:
        raw = await reader.readuntil(b"\r\n\r\n")
    except asyncio.IncompleteReadError as exc:
        if not exc.partial:
            return None
        raise Malformed("stream ended inside a head") from None
    except asyncio.LimitOverrunError:
        raise Malformed("head too long") from None
    lines = raw[:-4].decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        if not sep or not name or name != name.strip():
            raise Malformed(f"bad header line {line!r}")
        headers[name.lower()] = value.strip()
    return Head(raw, lines[0].split(" ", 2), headers)


async def read_request(reader: asyncio.StreamReader) -> Request | None:
    """The next whole request, or None when the client closed between requests."""
    head = await read_head(reader)
    if head is None:
        return None
    if len(head.first) != 3 or not head.first[2].startswith("HTTP/1."):
        raise Malformed(f"bad request line {' '.join(head.first)!r}")
    method, target, version = head.first
    body = await _read_body(reader, head, to_close=False)
    path, _, query = target.partition("?")
    close = "close" in head.tokens("connection") or (
        version == "HTTP/1.0" and "keep-alive" not in head.tokens("connection"))
    return Request(head, body, head.raw + body, method, target, path, query, close)


async def read_response(reader: asyncio.StreamReader, method: str) -> Response:
    """The whole answer to a ``method`` request; IncompleteReadError if the upstream hung up."""
    raw = b""
    while True:
        head = await read_head(reader)
        if head is None:
            raise asyncio.IncompleteReadError(raw, None)
        try:
            status = int(head.first[1])
        except (IndexError, ValueError):
            raise Malformed(f"bad status line {' '.join(head.first)!r}") from None
        if 100 <= status < 200 and status != 101:
            raw += head.raw  # interim (100 Continue): passed on, the real answer follows
            continue
        if status == 101:
            raise Malformed("protocol upgrades are not proxied")
        bodiless = method == "HEAD" or status in (204, 304)
        to_close = not bodiless and _framing(head) == "close"
        body = b"" if bodiless else await _read_body(reader, head, to_close=to_close)
        close = to_close or "close" in head.tokens("connection")
        return Response(raw + head.raw + body, status, close)


def _framing(head: Head) -> str:
    if "chunked" in head.tokens("transfer-encoding"):
        return "chunked"
    return "length" if "content-length" in head.headers else "close"


async def _read_body(reader: asyncio.StreamReader, head: Head, *, to_close: bool) -> bytes:
    framing = _framing(head)
    if framing == "chunked":
        return await _read_chunked(reader)
    if framing == "length":
        try:
            length = int(head.get("content-length"))
        except ValueError:
            raise Malformed("bad Content-Length") from None
        if length < 0:
            raise Malformed("bad Content-Length")
        return await reader.readexactly(length)
    return await reader.read() if to_close else b""  # a request without a length has no body


async def _read_chunked(reader: asyncio.StreamReader) -> bytes:
    raw = b""
    while True:
        line = await reader.readuntil(b"\r\n")
        raw += line
        try:
            size = int(line.split(b";", 1)[0].strip(), 16)
        except ValueError:
            raise Malformed("bad chunk size") from None
        if size == 0:
            break
        raw += await reader.readexactly(size + 2)
    while True:  # trailers, up to the empty line
        line = await reader.readuntil(b"\r\n")
        raw += line
        if line == b"\r\n":
            return raw


def json_body(response: Response) -> Any:
    """The JSON body of a final answer framed by Content-Length (interim 1xx answers skipped);
    None for anything else (chunked, not JSON, no body)."""
    head, _, rest = response.raw.partition(b"\r\n\r\n")
    while head.startswith(b"HTTP/1.1 1") and rest:
        head, _, rest = rest.partition(b"\r\n\r\n")
    if b"content-length:" not in head.lower() or not rest:
        return None
    try:
        return json.loads(rest)
    except ValueError:
        return None


def json_response(status: int, body: Any, headers: dict[str, str] | None = None, *,
                  content_type: str = "application/json") -> bytes:
    """A complete HTTP/1.1 response with a JSON body (``body`` may already be bytes)."""
    payload = body if isinstance(body, bytes) else json.dumps(body).encode()
    try:
        reason = HTTPStatus(status).phrase
    except ValueError:
        reason = "Error"
    lines = [f"HTTP/1.1 {status} {reason}", f"Content-Type: {content_type}",
             f"Content-Length: {len(payload)}"]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + payload


def problem(status: int, detail: str, errors: dict[str, str] | None = None) -> bytes:
    """An application/problem+json answer (RFC 9457) for the control plane."""
    body: dict[str, Any] = {"type": "about:blank", "title": HTTPStatus(status).phrase,
                            "status": status, "detail": detail}
    if errors:
        body["errors"] = errors
    return json_response(status, body, content_type="application/problem+json")


def no_delay(writer: asyncio.StreamWriter) -> None:
    """TCP_NODELAY: heads and bodies go out at once, never held back by Nagle."""
    sock = writer.get_extra_info("socket")
    if sock is not None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def cut(writer: asyncio.StreamWriter, kind: str) -> None:
    """End a connection without answering: "drop" sends FIN, "reset" sends RST."""
    if kind == "reset":
        sock = writer.get_extra_info("socket")
        if sock is not None:  # SO_LINGER 0: close() discards the buffer and sends RST
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()
    else:
        writer.close()
