"""Every error class of the service, in one tree (the leaf of every room, so any room raises).

    ServiceError                   500  the root; carries status, title, detail, errors
    ├── BadRequest                 400  malformed JSON or headers
    │   └── InvalidSignature       400  a provider webhook's signature does not verify
    ├── Unauthorized               401  missing or unknown API key
    ├── Forbidden                  403  the key may not do this (e.g. a flow key deciding)
    │   └── DecisionsInConsole     403  an ops key deciding on the API while the policy keeps
    │                                   decisions in the console (``decisions = "console"``)
    ├── NotFound                   404  no such intent for this tenant
    ├── Conflict                   409  the resource is in another state
    │   ├── AlreadyDecided         409  an escalation a person (or the expiry) decided first
    │   └── AccountInUse           409  an account to remove still has unsettled intents
    ├── RetryAfter                      says when to try again (a Retry-After header and field)
    │   ├── InFlight               409  the same intent is being executed right now
    │   ├── StillHandling          409  the same provider event is being handled right now
    │   │                               (its handler's lease)
    │   ├── StoreUnavailable       503  Redis (the ledger) does not answer
    │   └── TooManyRequests        429  an address sent more than a route without a
    │                                   credential takes in its window (``web.limits``)
    ├── PayloadTooLarge            413  body over the limit
    ├── UnsupportedMediaType       415  not JSON
    ├── Unprocessable              422  validation failed
    │   ├── IdempotencyConflict    422  same intent or Idempotency-Key, different arguments
    │   ├── UnknownAccount         422  the tenant has no provider account of that name
    │   └── AccountCheckFailed     422  an account's credentials failed their cheap read
    ├── NotConfigured              503  the provider this request needs is not configured
    │   ├── ProviderNotConfigured  503  a refund provider (Stripe, Shopify)
    │   ├── ZendeskNotConfigured   503  Zendesk
    │   └── WebhookNotConfigured   503  a provider webhook's signing secret
    └── ProviderUnreadable         503  the provider could not be read to confirm an event

    ConfigError (ValueError)            a setting is missing or malformed: at start-up only
    └── PolicyError                     the policy file breaks a rule (names the key)

Views, steps and jobs raise these; ``service.web.problems`` renders them (and Werkzeug's and
flask-smorest's HTTP errors) as ``application/problem+json`` (RFC 9457). Module-private
``ValueError``s (``bodies.TooDeep``, ``outbound.Refused``, ``approval_links.BadLink``...) are
signals between two functions, turned into one of these before they reach a caller.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PROBLEM = "application/problem+json"
TYPE_BASE = "https://surestep.dev/problems/"


class ServiceError(Exception):
    """Root of the service's errors: an HTTP status, a short title and a sentence of detail."""

    status = 500
    title = "Internal error"
    slug = "internal"

    def __init__(self, detail: str | None = None, *, errors: Mapping[str, object] | None = None,
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


class DecisionsInConsole(Forbidden):
    slug = "decisions-in-console"


class NotFound(ServiceError):
    status, title, slug = 404, "Not found", "not-found"


class Conflict(ServiceError):
    status, title, slug = 409, "Conflict", "conflict"


class RetryAfter(ServiceError):
    """An error that says when to try again (a Retry-After header and field)."""

    def __init__(self, detail: str, retry_after: int, **kw: Any):
        kw.setdefault("headers", {"Retry-After": str(retry_after)})
        super().__init__(detail, retry_after=retry_after, **kw)


class InFlight(RetryAfter):
    status, title, slug = 409, "Request in progress", "in-flight"


class StoreUnavailable(RetryAfter):
    """Redis errors anywhere in a request (a restart, a failover): the step's claim, if it got
    one, is in the ledger under a lease, so the same request again is safe."""

    status, title, slug = 503, "Service unavailable", "store-unavailable"


class TooManyRequests(RetryAfter):
    status, title, slug = 429, "Too many requests", "too-many-requests"


class PayloadTooLarge(ServiceError):
    status, title, slug = 413, "Payload too large", "payload-too-large"


class UnsupportedMediaType(ServiceError):
    status, title, slug = 415, "Unsupported media type", "unsupported-media-type"


class Unprocessable(ServiceError):
    status, title, slug = 422, "Validation failed", "validation"


class IdempotencyConflict(Unprocessable):
    title, slug = "Idempotency conflict", "idempotency-conflict"


class UnknownAccount(Unprocessable):
    title, slug = "Unknown account", "unknown-account"


class AccountCheckFailed(Unprocessable):
    title, slug = "Account check failed", "account-check-failed"


class AccountInUse(Conflict):
    title, slug = "Account in use", "account-in-use"


class InvalidSignature(BadRequest):
    title, slug = "Invalid signature", "invalid-signature"


class AlreadyDecided(Conflict):
    title, slug = "Already decided", "already-decided"


class StillHandling(RetryAfter):
    status, title, slug = 409, "Event being handled", "webhook-in-flight"


class NotConfigured(ServiceError):
    status, title, slug = 503, "Provider not configured", "provider-not-configured"


class ProviderNotConfigured(NotConfigured):
    pass


class ZendeskNotConfigured(NotConfigured):
    title = "Zendesk not configured"


class WebhookNotConfigured(NotConfigured):
    title, slug = "Webhook not configured", "webhook-not-configured"


class ProviderUnreadable(ServiceError):
    status, title, slug = 503, "Provider unreadable", "provider-unreadable"


class ConfigError(ValueError):
    """A setting is missing or malformed; raised at start-up, never mid-request."""


class PolicyError(ConfigError):
    """The policy file is unreadable or breaks a rule; the message names the key."""
