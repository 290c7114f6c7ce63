"""API-key authentication: ``Authorization: Bearer <key>`` maps to a tenant.

Keys come from ``SURESTEP_API_KEYS`` (``tenant:key`` pairs). The tenant scopes every ledger key,
so one tenant can never read or replay another's intents. Checked before anything is parsed.
"""

from __future__ import annotations

import hashlib
import hmac

from flask import current_app, g, request

from service.errors import Unauthorized


def _digest(key: str) -> bytes:
    return hashlib.sha256(key.encode()).digest()


def digests(keys: dict[str, str]) -> list[tuple[bytes, str]]:
    """Precomputed (sha256(key), tenant) pairs, built once at start-up."""
    return [(_digest(key), tenant) for key, tenant in keys.items()]


def tenant_for(key: str, known: list[tuple[bytes, str]]) -> str | None:
    """The tenant owning ``key``, compared in constant time against every configured key."""
    wanted, found = _digest(key), None
    for digest, tenant in known:
        if hmac.compare_digest(wanted, digest):
            found = tenant
    return found


def require_tenant() -> None:
    """``before_request`` hook: set ``g.tenant`` or raise 401 (problem+json)."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise Unauthorized("Send your surestep API key as 'Authorization: Bearer <key>'.")
    tenant = tenant_for(key.strip(), current_app.config["API_KEY_DIGESTS"])
    if tenant is None:
        raise Unauthorized("The API key is not valid.")
    g.tenant = tenant


def current_tenant() -> str:
    return g.tenant
