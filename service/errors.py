"""The service's error tree, mapped once to ``application/problem+json`` (RFC 9457).

    ServiceError                 (500, the root; carries status, title, detail, errors)
    ├── BadRequest               400  malformed JSON or headers
    ├── Unauthorized             401  missing or unknown API key
    ├── Forbidden                403  the key may not do this (e.g. a flow key deciding)
    ├── NotFound                 404  no such intent for this tenant
    ├── Conflict                 409  the resource is in another state (e.g. already decided)
    ├── InFlight                 409  the same intent is being executed right now (Retry-After)
    ├── PayloadTooLarge          413  body over the limit
    ├── UnsupportedMediaType     415  not JSON
    ├── Unprocessable            422  validation failed
    │   └── IdempotencyConflict  422  same intent or Idempotency-Key, different arguments
    └── StoreUnavailable         503  Redis (the ledger) does not answer (Retry-After)

Views and steps raise these; ``register(app)`` installs the one handler that renders them, and
renders Werkzeug's and flask-smorest's HTTP errors in the same shape.
"""

from __future__ import annotations

from typing import Any

import redis
from flask import Flask, json
from werkzeug.exceptions import HTTPException

PROBLEM = "application/problem+json"
TYPE_BASE = "https://surestep.dev/problems/"


class ServiceError(Exception):
    """Root of the service's errors: an HTTP status, a short title and a sentence of detail."""

    status = 500
    title = "Internal error"
    slug = "internal"

    def __init__(self, detail: str | None = None, *, errors: dict | None = None,
                 headers: dict[str, str] | None = None, **extra: Any):
        super().__init__(detail or self.title)
        self.detail = detail or self.title
        self.errors = errors
        self.headers = headers or {}
        self.extra = extra

    def to_problem(self) -> dict[str, Any]:
        body: dict[str, Any] = {"type": TYPE_BASE + self.slug, "title": self.title,
                                "status": self.status, "detail": self.detail}
        if self.errors:
            body["errors"] = self.errors
        body.update(self.extra)
        return body


class BadRequest(ServiceError):
    status, title, slug = 400, "Bad request", "bad-request"


class Unauthorized(ServiceError):
    status, title, slug = 401, "Unauthorized", "unauthorized"

    def __init__(self, detail: str | None = None, **kw: Any):
        kw.setdefault("headers", {"WWW-Authenticate": 'Bearer realm="surestep"'})
        super().__init__(detail, **kw)


class Forbidden(ServiceError):
    status, title, slug = 403, "Forbidden", "forbidden"


class NotFound(ServiceError):
    status, title, slug = 404, "Not found", "not-found"


class Conflict(ServiceError):
    status, title, slug = 409, "Conflict", "conflict"


class RetryAfter:
    """Mixin: the error says when to try again (a Retry-After header and field)."""

    def __init__(self, detail: str, retry_after: int, **kw: Any):
        kw.setdefault("headers", {"Retry-After": str(retry_after)})
        super().__init__(detail, retry_after=retry_after, **kw)


class InFlight(RetryAfter, ServiceError):
    status, title, slug = 409, "Request in progress", "in-flight"


class StoreUnavailable(RetryAfter, ServiceError):
    """Redis errors anywhere in a request (a restart, a failover): the step's claim, if it got
    one, is in the ledger under a lease, so the same request again is safe."""

    status, title, slug = 503, "Service unavailable", "store-unavailable"


class PayloadTooLarge(ServiceError):
    status, title, slug = 413, "Payload too large", "payload-too-large"


class UnsupportedMediaType(ServiceError):
    status, title, slug = 415, "Unsupported media type", "unsupported-media-type"


class Unprocessable(ServiceError):
    status, title, slug = 422, "Validation failed", "validation"


class IdempotencyConflict(Unprocessable):
    title, slug = "Idempotency conflict", "idempotency-conflict"


def problem_response(error: ServiceError):
    """Render one ServiceError as a problem+json response."""
    response = Flask.response_class(json.dumps(error.to_problem()), status=error.status,
                                    mimetype=PROBLEM)
    response.headers.update(error.headers)
    return response


_HTTP_CLASSES = {400: BadRequest, 401: Unauthorized, 403: Forbidden, 404: NotFound,
                 409: InFlight, 413: PayloadTooLarge, 415: UnsupportedMediaType,
                 422: Unprocessable}


def from_http_exception(exc: HTTPException) -> ServiceError:
    """Translate Werkzeug/webargs HTTP errors into our tree (the one status-to-class map)."""
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if status == 422 and messages:
        # webargs nests messages by location ({"json": {...}}); flows want the fields.
        fields = messages.get("json", messages) if isinstance(messages, dict) else messages
        return Unprocessable("The request has invalid or unknown fields.", errors=clip(fields))
    if status == 400 and messages:
        return BadRequest("The body is not valid JSON.", errors=messages)
    cls = _HTTP_CLASSES.get(status)
    if cls is None or cls is InFlight:
        error = ServiceError(exc.description)
        error.status, error.title = status, exc.name
        return error
    return cls(exc.description)


KEY_MAX = 100


def clip(errors: Any) -> Any:
    """Field names as the caller sent them, cut at ``KEY_MAX`` characters: an unknown field is
    named in the answer, and a 60 KiB key must not come back whole (no field name is longer)."""
    if not isinstance(errors, dict):
        return errors
    return {(key[:KEY_MAX] + "..." if isinstance(key, str) and len(key) > KEY_MAX else key):
            clip(value) for key, value in errors.items()}


def register(app: Flask) -> None:
    """Install the single error handler for the whole app."""

    @app.errorhandler(ServiceError)
    def _service_error(error: ServiceError):
        return problem_response(error)

    @app.errorhandler(HTTPException)
    def _http_error(exc: HTTPException):
        return problem_response(from_http_exception(exc))

    # Redis not answering (down, restarting, loading its AOF, timing out) is an outage; any
    # other Redis error (a WRONGTYPE, a script error) is a bug and stays a 500 below.
    @app.errorhandler(redis.ConnectionError)
    @app.errorhandler(redis.TimeoutError)
    def _store_error(exc: redis.RedisError):
        app.logger.warning("redis error: %r", exc)
        return problem_response(StoreUnavailable(
            "surestep's store (Redis) did not answer; retry the same request, it is safe: "
            "whatever this request started is recorded under its intent.", retry_after=1))

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):  # pragma: no cover - logged and hidden from the caller
        app.logger.exception("unhandled error")
        return problem_response(ServiceError("An unexpected error occurred; nothing was lost, "
                                             "retrying the same request is safe."))
