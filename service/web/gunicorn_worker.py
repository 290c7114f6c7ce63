"""gunicorn's threaded worker, answering its own errors as problem+json like the app does.

gunicorn refuses some requests before the app sees them (a request line over
``limit_request_line``: 414; headers over ``limit_request_fields`` or
``limit_request_field_size``: 431; a line that is not HTTP: 400) and writes an HTML page for
them, with no hook to change it. ``ProblemThreadWorker.handle_error`` lets gunicorn decide as
it always does (the status, its warning line, the access line) while the page is written into a
stand-in socket, then sends the same status as ``application/problem+json`` instead. Nothing of
the request is echoed back: the detail names the limit or the kind of error, not the input.
"""

from __future__ import annotations

import json
import socket

from gunicorn import util
from gunicorn.http.message import Request
from gunicorn.workers.gthread import ThreadWorker

from service.errors import PROBLEM, TYPE_BASE

_KINDS = {  # status: (slug, title, detail)
    414: ("uri-too-long", "URI too long",
          "The request line (method, path and query) is longer than the server accepts; "
          "nothing was read or changed."),
    431: ("header-fields-too-large", "Request header fields too large",
          "The request has too many header fields or one that is too large; nothing was read "
          "or changed."),
}


class _Page:
    """Stands in for the client socket while gunicorn writes its error page: keeps the bytes
    (a zero timeout makes ``util.write_nonblock`` just call ``sendall``)."""

    def __init__(self) -> None:
        self.data = b""

    def gettimeout(self) -> float:
        return 0.0

    def sendall(self, data: bytes) -> None:
        self.data += data


def problem_page(status: int, reason: str, exc: BaseException) -> bytes:
    """The whole HTTP answer for gunicorn's ``status``: a problem+json body, connection closed."""
    slug, title, detail = _KINDS.get(status) or (
        ("bad-request" if status == 400 else f"http-{status}", reason,
         f"The request is not valid HTTP ({type(exc).__name__}); nothing was read or changed.")
        if status < 500 else
        ("internal", reason, f"The server failed to answer ({type(exc).__name__}); retrying "
                             "the same request is safe."))
    body = json.dumps({"type": TYPE_BASE + slug, "title": title, "status": status,
                       "detail": detail}).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: {PROBLEM}\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


class ProblemThreadWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn ships no types
    """gthread, with gunicorn's own error answers in problem+json."""

    def handle_error(self, req: Request | None, client: socket.socket,
                     addr: object, exc: BaseException) -> None:  # addr: the peer's, passed on
        page = _Page()
        super().handle_error(req, page, addr, exc)
        status_line = page.data.split(b"\r\n", 1)[0].decode("latin-1").split(" ", 2)
        answer = page.data  # gunicorn's own, should it ever not start with a status line
        if len(status_line) == 3 and status_line[1].isdigit():
            answer = problem_page(int(status_line[1]), status_line[2], exc)
        try:
            util.write_nonblock(client, answer)
        except Exception:  # as gunicorn: the client may be gone already
            self.log.debug("Failed to send error message.")

