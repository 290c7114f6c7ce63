"""Request bodies at the edge: at most 64 KiB however they are framed, JSON parsed with bounds.

Bad bytes are the caller's mistake, never a 500 (and never an error log with a traceback):

- a body over ``MAX_BODY`` is 413, with a ``Content-Length`` or chunked. Werkzeug reads a
  chunked body only up to the limit and hands the app the truncated bytes, which became a 400
  or a 422 that echoed them back as a field name; ``BodyLimit`` reads such a body itself, one
  byte past the limit, and marks it instead;
- JSON nested deeper than ``MAX_DEPTH`` is 400 (``TooDeep``): Python's parser raises
  RecursionError near 1,000 levels, which no handler expected, and anything that parsed below
  that could still overflow ``json.dumps`` when the ledger stores it;
- an integer of more than ``MAX_DIGITS`` digits, or a number that overflows to infinity, is 422
  naming the field (``OutOfRange``): ``int()`` raises ValueError past 4,300 digits (a 500
  before), and no field takes more than 19 digits;
- ``NaN`` and ``Infinity`` are not JSON (RFC 8259) and are refused like any other syntax error.

The refusals are ValueErrors, so ``request.get_json(silent=True)`` (the log context, the replay
fast path) just sees no body; ``service.web.api.forms.StepParser`` turns them into problems.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Callable, Iterable
from typing import Any
from wsgiref.types import StartResponse, WSGIApplication, WSGIEnvironment

from flask import request
from flask.json.provider import DefaultJSONProvider

from service.errors import PayloadTooLarge

MAX_BODY = 64 * 1024
MAX_DEPTH = 32
MAX_DIGITS = 100
OVER_LIMIT = "surestep.body_over_limit"  # the WSGI environ flag BodyLimit sets


class TooDeep(ValueError):
    """The document nests arrays and objects deeper than ``MAX_DEPTH``."""


class OutOfRange(ValueError):
    """A number in the document cannot be a value of any field; ``errors`` names where."""

    message = (f"A number out of range: integers of at most {MAX_DIGITS} digits, and finite "
               f"numbers.")

    def __init__(self, path: tuple[str | int, ...]):
        super().__init__(self.message)
        errors: Any = [self.message]
        for part in reversed(path or ("_schema",)):
            errors = {part: errors}
        self.errors = errors


_NUMBER = object()  # stands in for a number out of range until the document is checked


def loads(data: str | bytes) -> Any:
    """Parse a JSON body (UTF-8, as RFC 8259 requires between systems) within the bounds."""
    if isinstance(data, (bytes, bytearray)):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise json.JSONDecodeError(f"Not UTF-8: {exc.reason}", "<bytes>",
                                       exc.start) from None
    found: list[bool] = []
    try:
        doc = json.loads(data, parse_int=_integer(found), parse_float=_float(found),
                         parse_constant=_constant)
    except RecursionError:
        raise TooDeep(f"Nested deeper than {MAX_DEPTH} levels.") from None
    if found or data.count("[") + data.count("{") > MAX_DEPTH:
        _check(doc)
    return doc


def _integer(found: list[bool]) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        if len(text) - text.startswith("-") > MAX_DIGITS:
            found.append(True)
            return _NUMBER
        return int(text)
    return parse


def _float(found: list[bool]) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        value = float(text)
        if math.isinf(value):
            found.append(True)
            return _NUMBER
        return value
    return parse


def _constant(name: str) -> Any:
    raise json.JSONDecodeError(f"{name} is not JSON", name, 0)


def _check(doc: Any) -> None:
    """Walk the document without recursion: its depth, and where a number is out of range."""
    stack: list[tuple[Any, int, tuple[str | int, ...]]] = [(doc, 1, ())]
    while stack:
        node, depth, path = stack.pop()
        if node is _NUMBER:
            raise OutOfRange(path)
        if isinstance(node, (dict, list)):
            if depth > MAX_DEPTH:
                raise TooDeep(f"Nested deeper than {MAX_DEPTH} levels.")
            items = node.items() if isinstance(node, dict) else enumerate(node)
            stack.extend((value, depth + 1, (*path, key)) for key, value in items)


class JSONProvider(DefaultJSONProvider):
    """Flask's JSON, with request bodies parsed by ``loads`` (``request.get_json``)."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return loads(s)


def refuse_over_limit() -> None:
    """413 for a body over the limit, before anything reads it (a before_request hook); the
    detail never quotes the body."""
    length = request.content_length
    if request.environ.get(OVER_LIMIT) or (length is not None and length > MAX_BODY):
        raise PayloadTooLarge(f"The body is over {MAX_BODY // 1024} KiB; nothing was read or "
                              f"recorded.")


class BodyLimit:
    """WSGI middleware: a chunked body (no Content-Length) is read here, up to one byte past
    ``limit``, so the app sees it whole and sized, or sees it flagged as over the limit (and
    empty) instead of cut off at the limit."""

    def __init__(self, app: WSGIApplication, limit: int = MAX_BODY):
        self.app, self.limit = app, limit

    def __call__(self, environ: WSGIEnvironment,
                 start_response: StartResponse) -> Iterable[bytes]:
        if not environ.get("CONTENT_LENGTH") and \
                "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
            body = read_up_to(environ["wsgi.input"], self.limit + 1)
            if len(body) > self.limit:
                environ[OVER_LIMIT], body = True, b""
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            environ.pop("HTTP_TRANSFER_ENCODING", None)
        return self.app(environ, start_response)


def read_up_to(stream: Any, size: int) -> bytes:
    """``size`` bytes, or fewer at the end of the stream (a read may return less than asked)."""
    parts, left = [], size
    while left > 0:
        part = stream.read(left)
        if not part:
            break
        parts.append(part)
        left -= len(part)
    return b"".join(parts)
