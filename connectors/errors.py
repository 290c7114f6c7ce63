"""Errors every connector raises, whatever the provider.

    ProviderError        root: provider, status, code, request_id, message
    ├── Ambiguous        the write may or may not have taken effect (timeout, reset, 5xx,
    │                    a concurrent request holding the idempotency key): settle by reading
    ├── RateLimited      refused before processing; nothing happened; ``retry_after`` seconds
    ├── AuthFailed       the credentials were refused (401/403): a configuration problem
    └── Rejected         definitively refused (validation, business rule); nothing happened
        └── Missing      the object does not exist (404)

Connectors translate their SDK's or HTTP client's errors into this tree in exactly one
function each, and never decide policy: a step decides what an error means for the flow.

Each class has a ``kind`` (an ``ErrorKind``), which the ledger's record of an error carries
beside the class's name (``as_record``), so a reader compares kinds, never class names;
``recorded_kind`` reads it back, from a record written before kinds were too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Literal, get_args

# What went wrong, as a record says it: one per class of the tree (``other``: the root's own).
ErrorKind = Literal["ambiguous", "rate_limited", "auth_failed", "rejected", "missing", "other"]
ERROR_KINDS: tuple[ErrorKind, ...] = get_args(ErrorKind)


class ProviderError(Exception):
    """What a provider said (or that it said nothing), with enough context to report it."""

    kind: ClassVar[ErrorKind] = "other"

    def __init__(self, message: str, *, provider: str, status: int | None = None,
                 code: str | None = None, request_id: str | None = None,
                 body: object | None = None, rate: object | None = None):
        super().__init__(message)
        self.message = message
        self.provider = provider
        self.status = status
        self.code = code
        self.request_id = request_id
        self.body = body
        # What the answer's rate-limit headers said, where the connector reads them
        # (Zendesk: connectors.zendesk.RateInfo); None when there was no answer.
        self.rate = rate

    def as_record(self) -> dict[str, Any]:
        """A JSON-safe description for the ledger's raw-response log."""
        return {"error": type(self).__name__, "kind": self.kind, "message": self.message,
                "status": self.status, "code": self.code, "request_id": self.request_id,
                "body": self.body}


class Ambiguous(ProviderError):
    """The outcome of a write is unknown: it may have been committed."""

    kind: ClassVar[ErrorKind] = "ambiguous"


class RateLimited(ProviderError):
    """The provider refused to process the request for now."""

    kind: ClassVar[ErrorKind] = "rate_limited"

    def __init__(self, message: str, *, retry_after: float | None = None, **kw: Any):
        super().__init__(message, **kw)
        self.retry_after = retry_after


class AuthFailed(ProviderError):
    """The provider refused our credentials."""

    kind: ClassVar[ErrorKind] = "auth_failed"


class Rejected(ProviderError):
    """The provider definitively refused the request; nothing was done."""

    kind: ClassVar[ErrorKind] = "rejected"


class Missing(Rejected):
    """The object asked for does not exist."""

    kind: ClassVar[ErrorKind] = "missing"


# A record written before kinds names only its class: each class's kind, by that name.
_KIND_OF_CLASS: dict[str, ErrorKind] = {
    cls.__name__: cls.kind
    for cls in (ProviderError, Ambiguous, RateLimited, AuthFailed, Rejected, Missing)}


def recorded_kind(record: Mapping[str, Any]) -> ErrorKind | None:
    """The kind of error a ledger record (``as_record``, with its call) holds; None when it
    holds no provider error (an answer, or an error of another kind than this tree's)."""
    kind = record.get("kind")
    for known in ERROR_KINDS:
        if kind == known:
            return known
    return _KIND_OF_CLASS.get(record.get("error") or "")
