"""The request side of the JSON logs (``service.logs``): a request id bound to every line of a
request, one line per request, and the tenant and intent id of the request on every line."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

import structlog
from flask import Flask, Response, g, has_request_context, request
from werkzeug.exceptions import HTTPException

from service import logs

REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,100}$")
SECRET_SETTINGS = ("STRIPE_API_KEY", "SHOPIFY_ACCESS_TOKEN", "ZENDESK_API_TOKEN",
                   "ZENDESK_OAUTH_TOKEN", "SURESTEP_SECRET_KEY", "SURESTEP_SIGNING_KEY",
                   "STRIPE_WEBHOOK_SECRET", "SHOPIFY_WEBHOOK_SECRET", "ZENDESK_WEBHOOK_SECRET",
                   "SURESTEP_ACCOUNTS_KEY", "SURESTEP_OIDC_CLIENT_SECRET")


def flask_context(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
    """Inside a request: the tenant (once authenticated) and the intent id, if any."""
    if has_request_context():
        if "tenant" not in event and g.get("tenant"):
            event["tenant"] = g.tenant
        if "intent_id" not in event:
            intent_id = (request.view_args or {}).get("intent_id") or _body_intent()
            if intent_id:
                event["intent_id"] = intent_id
    return event


def _body_intent() -> str | None:
    # Webhook bodies are parsed only after their signature is checked, never here.
    if request.mimetype != "application/json" or request.path.startswith("/v1/webhooks/"):
        return None
    try:
        body = request.get_json(silent=True)
    except HTTPException:  # too large, or the stream is gone: the error is logged anyway
        return None
    value = body.get("intent_id") if isinstance(body, dict) else None
    return value if isinstance(value, str) else None


def init_app(app: Flask) -> None:
    """Bind a request id to every line of a request, and log one line per request."""
    logs.add_context(flask_context)
    # bearer values of any shape (a tenant's key may be "key_acme"): masked wherever they appear
    logs.add_secrets([*app.config.get("API_KEYS", {}), *app.config.get("OPS_KEYS", {}),
                      *(part.strip() for name in SECRET_SETTINGS  # lists: a secret rolled
                        for part in str(app.config.get(name) or "").split(","))])
    log = structlog.get_logger("surestep.http")

    @app.before_request
    def _bind() -> None:
        structlog.contextvars.clear_contextvars()
        given = request.headers.get("X-Request-Id", "")
        g.request_id = given if REQUEST_ID.match(given) else "req_" + uuid.uuid4().hex[:20]
        g.started = time.perf_counter()
        structlog.contextvars.bind_contextvars(request_id=g.request_id)

    @app.after_request
    def _done(response: Response) -> Response:
        response.headers["X-Request-Id"] = g.get("request_id", "")
        started = g.get("started")
        log.info("request", method=request.method, path=request.path,
                 status=response.status_code,
                 ms=round((time.perf_counter() - started) * 1000, 1) if started else None)
        return response

    @app.teardown_request
    def _unbind(_: BaseException | None) -> None:
        structlog.contextvars.clear_contextvars()
