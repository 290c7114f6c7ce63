"""The one problem+json handler (RFC 9457) for the whole app: our ``service.errors`` tree, and
Werkzeug's and flask-smorest's HTTP errors mapped into it, rendered in the same shape."""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, json
from werkzeug.exceptions import HTTPException

from service.errors import (
    PROBLEM,
    BadRequest,
    Forbidden,
    InFlight,
    NotFound,
    PayloadTooLarge,
    ServiceError,
    StoreUnavailable,
    Unauthorized,
    Unprocessable,
    UnsupportedMediaType,
)
from service.ledger import connection


def problem_response(error: ServiceError) -> Response:
    """Render one ServiceError as a problem+json response."""
    response = Flask.response_class(json.dumps(error.to_problem()), status=error.status,
                                    mimetype=PROBLEM)
    response.headers.update(error.headers)
    return response


_HTTP_CLASSES: dict[int, type[ServiceError]] = {400: BadRequest, 401: Unauthorized, 403: Forbidden, 404: NotFound,
                 409: InFlight, 413: PayloadTooLarge, 415: UnsupportedMediaType,
                 422: Unprocessable}


LOCATIONS = {"json", "query", "form", "view_args", "headers", "files"}


def from_http_exception(exc: HTTPException) -> ServiceError:
    """Translate Werkzeug/webargs HTTP errors into our tree (the one status-to-class map)."""
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if status == 422 and messages:
        return _invalid(messages)
    if status == 400 and messages:
        return BadRequest("The body is not valid JSON.", errors=clip(messages))
    cls = _HTTP_CLASSES.get(status)
    if cls is None or cls is InFlight:
        return _werkzeugs(exc, status)
    return cls(exc.description)


def _invalid(messages: Any) -> Unprocessable:
    """webargs's 422: the fields it names (out of their location, ``{"json": {...}}``, when it
    names one: flows want the fields), said to be query parameters when the query holds any."""
    fields = messages
    if isinstance(messages, dict) and len(messages) == 1 and set(messages) <= LOCATIONS:
        fields = next(iter(messages.values()))
    where = "query parameters" if isinstance(messages, dict) and "query" in messages else \
        "fields"
    return Unprocessable(f"The request has invalid or unknown {where}.", errors=clip(fields))


def _werkzeugs(exc: HTTPException, status: int) -> ServiceError:
    """Werkzeug's own (405 Method Not Allowed, ...): its name as the slug, and its headers
    (a 405's Allow lists the methods the URL has, RFC 9110 15.5.6)."""
    error = ServiceError(exc.description, headers={
        name: value for name, value in exc.get_headers() if name.lower() != "content-type"})
    error.status, error.title = status, exc.name
    error.slug = exc.name.lower().replace(" ", "-")
    return error


KEY_MAX = 100


def clip(errors: Any) -> Any:
    """Field names as the caller sent them, cut at ``KEY_MAX`` characters: an unknown field is
    named in the answer, and a 60 KiB key must not come back whole (no field name is longer)."""
    if not isinstance(errors, dict):
        return errors
    return {_key(key): clip(value) for key, value in errors.items()}


def _key(key: Any) -> str:
    """A JSON member name: marshmallow names a list's items by index (``{1: [...]}``), next to
    ``"_schema"``; mixed keys cannot be sorted, and JSON's are strings anyway."""
    name = key if isinstance(key, str) else str(key)
    return name[:KEY_MAX] + "..." if len(name) > KEY_MAX else name


def register(app: Flask) -> None:
    """Install the single error handler for the whole app."""

    @app.errorhandler(ServiceError)
    def _service_error(error: ServiceError) -> Response:
        return problem_response(error)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException) -> Response:
        return problem_response(from_http_exception(exc))

    # Redis not answering is an outage (``connection.OUTAGES``); any other Redis error (a
    # WRONGTYPE, a script error) is a bug and stays a 500 below.
    def _store_error(exc: Exception) -> Response:
        app.logger.warning("redis error: %r", exc)
        return problem_response(StoreUnavailable(
            "surestep's store (Redis) did not answer; retry the same request, it is safe: "
            "whatever this request started is recorded under its intent.", retry_after=1))

    for outage in connection.OUTAGES:
        app.register_error_handler(outage, _store_error)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:  # pragma: no cover - logged and hidden from the caller
        app.logger.exception("unhandled error")
        return problem_response(ServiceError("An unexpected error occurred; nothing was lost, "
                                             "retrying the same request is safe."))
