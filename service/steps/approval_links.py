"""Signed, expiring approval links (``/approve/<token>``) and the CSRF tokens of their page.

The token names the tenant and the escalation and carries its expiry; it is signed with
itsdangerous (HMAC-SHA256), so a tampered token is refused and nothing can be learnt from or
changed in it. It only opens the page: the decision itself is one compare-and-set in the
ledger, so a replayed token cannot decide twice. The key is ``SURESTEP_SECRET_KEY``, or one
derived from the API and ops keys (stable across processes, rotating with the keys).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from dataclasses import dataclass
from typing import Any

from itsdangerous import BadSignature, URLSafeSerializer

SALT = "surestep-approve-v1"
SLOT = "[approval link: added when the note is posted]"
WITHHELD = "[approval token withheld]"


class BadLink(ValueError):
    """The link was tampered with, is not ours, or has expired (``expired`` says which)."""

    def __init__(self, message: str, expired: bool = False):
        super().__init__(message)
        self.expired = expired


@dataclass(frozen=True)
class Link:
    tenant: str
    escalation_id: str
    expires_at: float


def secret_key(config: dict[str, Any]) -> str:
    """The key that signs links and CSRF tokens."""
    if config.get("SURESTEP_SECRET_KEY"):
        return config["SURESTEP_SECRET_KEY"]
    material = "\n".join(sorted(config.get("API_KEYS", {})) + sorted(config.get("OPS_KEYS", {})))
    return hashlib.sha256(("surestep-approval-key\n" + material).encode()).hexdigest()


def make(config: dict[str, Any], tenant: str, escalation_id: str, expires_at: float) -> str:
    """The token of an approval link."""
    serializer = URLSafeSerializer(secret_key(config), salt=SALT)
    return serializer.dumps({"t": tenant, "e": escalation_id, "x": int(expires_at)})


def read(config: dict[str, Any], token: str) -> Link:
    """The link a token stands for; BadLink when tampered with or expired."""
    try:
        data = URLSafeSerializer(secret_key(config), salt=SALT).loads(token)
    except BadSignature:
        raise BadLink("This approval link is not valid (it was changed or is not ours).") from None
    link = Link(tenant=data["t"], escalation_id=data["e"], expires_at=float(data["x"]))
    if time.time() > link.expires_at:
        raise BadLink("This approval link has expired.", expired=True)
    return link


def csrf_for(config: dict[str, Any], token: str, nonce: str) -> str:
    """The form's CSRF value: bound to the link and to the page's cookie nonce, so a form
    posted from another site (which cannot read the cookie-bound value) is refused."""
    message = f"{token}\n{nonce}".encode()
    return hmac.new(secret_key(config).encode(), message, hashlib.sha256).hexdigest()


def csrf_ok(config: dict[str, Any], token: str, nonce: str | None, value: str | None) -> bool:
    if not nonce or not value:
        return False
    return hmac.compare_digest(csrf_for(config, token, nonce), value)


def fill(config: dict[str, Any], tenant: str, args: dict[str, Any]) -> tuple[str, str | None]:
    """The comment body as it is sent, and the secret token in it (None when the update
    carries no approval link). Deterministic, so a re-send after a read-back posts the same.
    The base is ``config["PUBLIC_URL"]``; a ``base_url`` that an older note intent recorded
    from its request's Host header is ignored."""
    body = args["comment"]["body"]
    ref = args.get("approval_link")
    if not ref:
        return body, None
    token = make(config, tenant, ref["escalation_id"], ref["expires_at"])
    return body.replace(SLOT, f"{config['PUBLIC_URL']}/approve/{token}"), token


def redact(record: Any, token: str) -> Any:
    """``record`` with every occurrence of the token replaced (the token is URL-safe base64
    and dots, so it appears verbatim in JSON, in HTML bodies and in error text alike)."""
    return json.loads(json.dumps(record).replace(token, WITHHELD))
