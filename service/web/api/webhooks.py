"""POST /v1/webhooks/{stripe,shopify,zendesk}: provider events in, signed rather than keyed.

These endpoints are called by the providers, not by flows, so they take no API key: each
request's signature is checked on the raw body before anything is parsed (see
``service.inbound.signatures``), and a request that fails it is a 400 that changes nothing.
What a valid event does is ``service.inbound.webhooks``'s business.
"""

from __future__ import annotations

import json
from typing import Any

import structlog
from flask import Blueprint, current_app, jsonify, request

from service import metrics
from service.errors import BadRequest, InvalidSignature, WebhookNotConfigured
from service.inbound import signatures as sig
from service.inbound import webhooks
from service.web.context import current_deps

bp = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks")
log = structlog.get_logger("surestep.webhooks")


def _secrets(provider: str, setting: str) -> list[str]:
    configured = sig.secrets(current_app.config.get(setting))
    if not configured:
        raise WebhookNotConfigured(f"{setting} is not set, so {provider} webhooks cannot be "
                                   f"verified; nothing was done.")
    return configured


def _refuse(provider: str, exc: sig.BadSignature) -> None:
    metrics.incr(current_deps().redis, "webhooks", provider=provider, outcome="refused")
    log.warning("webhook refused", provider=provider, reason=str(exc))
    raise InvalidSignature(f"The {provider} signature does not verify ({exc}); nothing was "
                           f"changed.")


def _parse(body: bytes) -> dict[str, Any]:
    """The JSON body, parsed only after its signature was checked."""
    try:
        payload = json.loads(body)
    except ValueError:
        raise BadRequest("The body is not valid JSON.") from None
    if not isinstance(payload, dict):
        raise BadRequest("The body must be a JSON object.")
    return payload


def _event_id(value: Any, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 200:
        raise BadRequest(f"The event has no usable id ({where}).")
    return value


@bp.post("/stripe")
def stripe():
    """Stripe events (``refund.updated``, ``refund.failed``, ...), ``Stripe-Signature``."""
    configured = _secrets("Stripe", "STRIPE_WEBHOOK_SECRET")
    body = request.get_data(cache=True)
    try:
        sig.check_stripe(body, request.headers.get("Stripe-Signature"), configured)
    except sig.BadSignature as exc:
        _refuse("stripe", exc)
    event = _parse(body)
    deps = current_deps()
    answer = webhooks.once(deps, "stripe", _event_id(event.get("id"), "id"),
                           lambda: webhooks.stripe_event(deps, event))
    return jsonify(answer)


@bp.post("/shopify")
def shopify():
    """Shopify webhooks (``refunds/create``), ``X-Shopify-Hmac-Sha256``."""
    configured = _secrets("Shopify", "SHOPIFY_WEBHOOK_SECRET")
    body = request.get_data(cache=True)
    try:
        sig.check_shopify(body, request.headers.get("X-Shopify-Hmac-Sha256"), configured)
    except sig.BadSignature as exc:
        _refuse("shopify", exc)
    payload = _parse(body)
    deps = current_deps()
    delivery = _event_id(request.headers.get("X-Shopify-Webhook-Id"), "X-Shopify-Webhook-Id")
    topic = request.headers.get("X-Shopify-Topic", "")
    answer = webhooks.once(deps, "shopify", delivery,
                           lambda: webhooks.shopify_event(deps, topic, payload))
    return jsonify(answer)


@bp.post("/zendesk")
def zendesk():
    """Zendesk ticket events or trigger calls, ``X-Zendesk-Webhook-Signature``."""
    configured = _secrets("Zendesk", "ZENDESK_WEBHOOK_SECRET")
    body = request.get_data(cache=True)
    try:
        sig.check_zendesk(body, request.headers.get("X-Zendesk-Webhook-Signature"),
                          request.headers.get("X-Zendesk-Webhook-Signature-Timestamp"),
                          configured)
    except sig.BadSignature as exc:
        _refuse("zendesk", exc)
    payload = _parse(body)
    deps = current_deps()
    # Event-type payloads carry their event's id; trigger calls only the invocation's.
    event_id = (payload.get("id") if str(payload.get("type", "")).startswith("zen:event-type:")
                else request.headers.get("X-Zendesk-Webhook-Invocation-Id"))
    answer = webhooks.once(deps, "zendesk", _event_id(event_id, "id"),
                           lambda: webhooks.zendesk_event(deps, payload))
    return jsonify(answer)
