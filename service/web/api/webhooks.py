"""POST /v1/webhooks/{stripe,shopify,zendesk}[/<tenant>/<account>]: provider events in,
signed rather than keyed.

These endpoints are called by the providers, not by flows, so they take no API key: each
request's signature is checked on the raw body before anything is parsed (see
``service.inbound.signatures``), and a request that fails it is a 400 that changes nothing.

``/v1/webhooks/<provider>`` is the environment's account, verified with
``<PROVIDER>_WEBHOOK_SECRET``; ``/v1/webhooks/<provider>/<tenant>/<account>`` is one tenant's
account, verified with that account's ``webhook_secret`` (its ops view shows the URL). The
tenant in the URL is no credential: it only picks the secret, and the event may then touch
only that tenant's entries on that account (``service.inbound.sources``). A URL naming no
account of the tenant, or an account with no ``webhook_secret``, is checked against a secret
no one holds, so it is refused with the very answer a wrong signature gets (400, same
reason): the URLs cannot be probed for which tenants and accounts exist. The log says why.
The environment's URL without its secret is 503 ``webhook-not-configured``. What a valid
event does is ``service.inbound.webhooks``'s business.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

import structlog
from flask import Blueprint, Response, jsonify, request

from service.errors import BadRequest, InvalidSignature
from service.inbound import signatures as sig
from service.inbound import sources, webhooks
from service.inbound.sources import Source
from service.ledger import counters
from service.web.context import current_deps

bp = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks")
log = structlog.get_logger("surestep.webhooks")
ACCOUNT_PATH = "/<string:tenant>/<string:account>"
NO_ONES_SECRET = secrets.token_urlsafe(32)  # signs nothing anyone can send: see _verified


REFUSED = "-"  # the account label of every refused webhook


def _verified(source: Source, check: Any) -> bytes:
    """The raw body once ``check(body, secrets)`` passed with one of the source's secrets."""
    deps = current_deps()
    try:
        configured, unverifiable = sources.secrets_for(deps, source), None
    except sources.Unverifiable as exc:  # answered as a mismatch: see the module's text
        configured, unverifiable = [NO_ONES_SECRET], str(exc)
    body = request.get_data(cache=True)
    try:
        check(body, configured)
        if unverifiable is not None:
            raise sig.BadSignature("the signature does not match")  # never reached in practice
    except sig.BadSignature as exc:
        # one series for every refusal: a label naming the account when it exists (and
        # "unknown" when not) let anyone who can read /metrics probe which tenants and
        # accounts exist by posting unsigned events; the log names the account
        counters.incr(deps.ledger, "webhooks", provider=source.provider, account=REFUSED,
                     outcome="refused")
        log.warning("webhook refused", provider=source.provider, account=source.label,
                    reason=unverifiable or str(exc))
        raise InvalidSignature(f"The {source.provider} signature does not verify ({exc}); "
                               f"nothing was changed.") from None
    return body


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


def _source(provider: str, tenant: str | None, account: str | None) -> Source:
    if tenant is None or account is None:
        return sources.environment(provider)
    return sources.of_account(provider, tenant, account)


@bp.post("/stripe")
@bp.post("/stripe" + ACCOUNT_PATH)
def stripe(tenant: str | None = None, account: str | None = None) -> Response:
    """Stripe events (``refund.updated``, ``refund.failed``, ...), ``Stripe-Signature``."""
    source = _source("stripe", tenant, account)
    body = _verified(source, lambda raw, configured: sig.check_stripe(
        raw, request.headers.get("Stripe-Signature"), configured))
    event = _parse(body)
    event_id = _event_id(event.get("id"), "id")
    webhooks.check_stripe_event(event)  # a shape we cannot read: 400, before any write
    deps = current_deps()
    answer = webhooks.once(deps, source, event_id,
                           lambda: webhooks.stripe_event(deps, source, event))
    return jsonify(answer)


@bp.post("/shopify")
@bp.post("/shopify" + ACCOUNT_PATH)
def shopify(tenant: str | None = None, account: str | None = None) -> Response:
    """Shopify webhooks (``refunds/create``), ``X-Shopify-Hmac-Sha256``."""
    source = _source("shopify", tenant, account)
    body = _verified(source, lambda raw, configured: sig.check_shopify(
        raw, request.headers.get("X-Shopify-Hmac-Sha256"), configured))
    payload = _parse(body)
    deps = current_deps()
    delivery = _event_id(request.headers.get("X-Shopify-Webhook-Id"), "X-Shopify-Webhook-Id")
    topic = request.headers.get("X-Shopify-Topic", "")
    answer = webhooks.once(deps, source, delivery,
                           lambda: webhooks.shopify_event(deps, source, topic, payload))
    return jsonify(answer)


@bp.post("/zendesk")
@bp.post("/zendesk" + ACCOUNT_PATH)
def zendesk(tenant: str | None = None, account: str | None = None) -> Response:
    """Zendesk ticket events or trigger calls, ``X-Zendesk-Webhook-Signature``."""
    source = _source("zendesk", tenant, account)
    body = _verified(source, lambda raw, configured: sig.check_zendesk(
        raw, request.headers.get("X-Zendesk-Webhook-Signature"),
        request.headers.get("X-Zendesk-Webhook-Signature-Timestamp"), configured,
        now=current_deps().clock.wall()))
    payload = _parse(body)
    deps = current_deps()
    # Event-type payloads carry their event's id; trigger calls only the invocation's.
    event_id = (payload.get("id") if str(payload.get("type", "")).startswith("zen:event-type:")
                else request.headers.get("X-Zendesk-Webhook-Invocation-Id"))
    answer = webhooks.once(deps, source, _event_id(event_id, "id"),
                           lambda: webhooks.zendesk_event(deps, source, payload))
    return jsonify(answer)
