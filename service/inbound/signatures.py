"""Signature checks of provider webhooks, on the raw body, before anything is parsed.

- Stripe (docs.stripe.com/webhooks#verify-events): ``Stripe-Signature: t=<unix>,v1=<hex>``
  (several ``v1`` while a secret is rolled), HMAC-SHA256 over ``"<t>.<body>"``; checked with
  the SDK's own ``stripe.WebhookSignature.verify_header`` against each configured secret
  (``STRIPE_WEBHOOK_SECRET`` may list the old and the new one), 300 s tolerance.
- Shopify (shopify.dev/docs/apps/build/webhooks/verify-deliveries): ``X-Shopify-Hmac-Sha256``
  is base64(HMAC-SHA256(client secret, body)); no timestamp is signed, so replays are stopped
  by the delivery id (``X-Shopify-Webhook-Id``) alone. A rotated secret may take an hour to
  be used, so several secrets are accepted too.
- Zendesk (developer.zendesk.com/documentation/webhooks/verifying): ``X-Zendesk-Webhook-
  Signature`` is base64(HMAC-SHA256(secret, timestamp + body)) where the timestamp is
  ``X-Zendesk-Webhook-Signature-Timestamp`` (ISO 8601, e.g. 2021-03-25T05:09:27Z); checked
  against the same 300 s tolerance.

The secrets are the environment's (``*_WEBHOOK_SECRET``) for ``/v1/webhooks/<provider>``, or
one tenant account's ``webhook_secret`` for its own URL (``service.inbound.sources``), each
comma-separated while it is rolled.

Each check returns nothing or raises ``BadSignature`` with a reason for the log (the caller
answers a plain 400 and changes nothing).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from datetime import datetime, timezone

import stripe

TOLERANCE_S = 300


class BadSignature(Exception):
    """The request is not provably from the provider, or is too old."""


def secrets(raw: str | None) -> list[str]:
    """A comma-separated secret setting (old and new during a roll)."""
    return [part.strip() for part in (raw or "").split(",") if part.strip()]


def check_stripe(body: bytes, header: str | None, configured: list[str],
                 tolerance_s: int = TOLERANCE_S) -> None:
    """Valid when any ``v1`` in the header matches any configured secret, recently."""
    reasons = []
    for secret in configured:
        try:
            stripe.WebhookSignature.verify_header(body, header, secret, tolerance_s)
            return
        except (stripe.SignatureVerificationError, UnicodeDecodeError) as exc:
            reasons.append(str(exc).split(".")[0])
    raise BadSignature(reasons[-1] if reasons else "no secret configured")


def check_shopify(body: bytes, header: str | None, configured: list[str]) -> None:
    """Valid when the base64 HMAC of the body matches one configured secret."""
    try:
        given = base64.b64decode(header or "", validate=True)
    except ValueError:
        raise BadSignature("X-Shopify-Hmac-Sha256 is not base64") from None
    if not given:
        raise BadSignature("no X-Shopify-Hmac-Sha256 header")
    for secret in configured:
        expected = hmac.new(secret.encode(), body, hashlib.sha256).digest()
        if hmac.compare_digest(expected, given):
            return
    raise BadSignature("X-Shopify-Hmac-Sha256 does not match")


def check_zendesk(body: bytes, header: str | None, timestamp: str | None,
                  configured: list[str], tolerance_s: int = TOLERANCE_S,
                  *, now: float) -> None:
    """Valid when base64(HMAC(timestamp + body)) matches and the timestamp is recent (within
    ``tolerance_s`` of ``now``)."""
    if not header or not timestamp:
        raise BadSignature("no X-Zendesk-Webhook-Signature(-Timestamp) header")
    try:
        sent = datetime.fromisoformat(timestamp.replace("Z", "+00:00"))
    except ValueError:
        raise BadSignature("X-Zendesk-Webhook-Signature-Timestamp is not ISO 8601") from None
    if sent.tzinfo is None:
        sent = sent.replace(tzinfo=timezone.utc)
    for secret in configured:
        expected = base64.b64encode(hmac.new(secret.encode(), timestamp.encode() + body,
                                             hashlib.sha256).digest()).decode()
        if hmac.compare_digest(expected.encode(), header.encode()):
            break
    else:
        raise BadSignature("X-Zendesk-Webhook-Signature does not match")
    if abs(now - sent.timestamp()) > tolerance_s:
        raise BadSignature("X-Zendesk-Webhook-Signature-Timestamp is outside the tolerance")


def sign_zendesk(secret: str, body: bytes, timestamp: str) -> str:
    """The header Zendesk would send (tests and local tools)."""
    return base64.b64encode(hmac.new(secret.encode(), timestamp.encode() + body,
                                     hashlib.sha256).digest()).decode()


def sign_shopify(secret: str, body: bytes) -> str:
    """The header Shopify would send (tests and local tools)."""
    return base64.b64encode(hmac.new(secret.encode(), body, hashlib.sha256).digest()).decode()
