"""API-key authentication: ``Authorization: Bearer <key>`` maps to a tenant.

Keys come from ``SURESTEP_API_KEYS`` (``tenant:key`` pairs). The tenant scopes every ledger key,
so one tenant can never read or replay another's intents. Checked before anything is parsed.
HTTP Basic with the key as the user name (any password) is accepted too: it is what "Webhooks by
Zapier" sends. Ops keys (``SURESTEP_OPS_KEYS``, ``tenant:name:key``) belong to the people who
decide escalations: accepted only where ``require_tenant_or_ops`` guards, and only they may
approve or reject (``require_ops``). A valid key of the wrong kind is 403 saying which kind the
endpoint needs; only a key that is no key at all is 401.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from collections.abc import Mapping, Sequence
from typing import TypeVar

from flask import current_app, g, request

from service.errors import Forbidden, Unauthorized

T = TypeVar("T")  # a key's owner: a tenant (API keys), (tenant, name) (ops keys)
HOW = ("Send your surestep API key as 'Authorization: Bearer <key>' (or HTTP Basic with the "
       "key as the user name).")


def _digest(key: str) -> bytes:
    return hashlib.sha256(key.encode()).digest()


def digests(keys: Mapping[str, T]) -> list[tuple[bytes, T]]:
    """Precomputed (sha256(key), owner) pairs, built once at start-up."""
    return [(_digest(key), owner) for key, owner in keys.items()]


def tenant_for(key: str, known: Sequence[tuple[bytes, T]]) -> T | None:
    """The owner of ``key``, compared in constant time against every configured key."""
    wanted, found = _digest(key), None
    for digest, owner in known:
        if hmac.compare_digest(wanted, digest):
            found = owner
    return found


def presented_key() -> str:
    """The key in the Authorization header (Bearer, or Basic's user name); 401 without one."""
    scheme, _, value = request.headers.get("Authorization", "").partition(" ")
    scheme, value = scheme.lower(), value.strip()
    if scheme == "basic" and value:
        try:
            user = base64.b64decode(value, validate=True).decode().partition(":")[0]
        except (binascii.Error, UnicodeDecodeError):
            raise Unauthorized("The Basic credentials are not valid base64. " + HOW) from None
        value = user.strip()
    elif scheme != "bearer":
        value = ""
    if not value:
        raise Unauthorized(HOW)
    return value


FLOW_KEY_NEEDED = ("This is a person's ops key (SURESTEP_OPS_KEYS); this endpoint is for flows "
                   "and needs a flow's API key (SURESTEP_API_KEYS). Ops keys may read and "
                   "decide escalations and call /v1/me.")


def key_id(key: str) -> str:
    """The id of a key: a one-way digest of it (``key_`` and 16 hex digits), stored where a
    record must say which key made it (a subscription's creator); never the key itself."""
    return "key_" + hashlib.sha256(b"surestep key id\0" + key.encode()).hexdigest()[:16]


def require_tenant() -> None:
    """``before_request`` hook: set ``g.tenant``, or raise 403 for a person's ops key (valid,
    for another role) and 401 for any other key (problem+json)."""
    key = presented_key()
    tenant = tenant_for(key, current_app.config["API_KEY_DIGESTS"])
    if tenant is None:
        if tenant_for(key, current_app.config.get("OPS_KEY_DIGESTS", [])) is not None:
            raise Forbidden(FLOW_KEY_NEEDED)
        raise Unauthorized("The API key is not valid.")
    g.tenant, g.role, g.actor, g.key_id = tenant, "flow", "api", key_id(key)


def require_tenant_or_ops() -> None:
    """Like ``require_tenant``, also accepting an ops key (then ``g.role`` is ``ops`` and
    ``g.actor`` names the person, for the audit trail)."""
    key = presented_key()
    tenant = tenant_for(key, current_app.config["API_KEY_DIGESTS"])
    if tenant is not None:
        g.tenant, g.role, g.actor, g.key_id = tenant, "flow", "api", key_id(key)
        return
    person = tenant_for(key, current_app.config.get("OPS_KEY_DIGESTS", []))
    if person is None:
        raise Unauthorized("The API key is not valid.")
    g.tenant, g.role, g.actor, g.key_id = person[0], "ops", f"ops:{person[1]}", key_id(key)


def require_ops() -> None:
    """403 unless the request came with an ops key."""
    if g.get("role") != "ops":
        raise Forbidden("Only a person's ops key (SURESTEP_OPS_KEYS) may decide an escalation; "
                        "a flow's API key may open and read escalations, not decide them.")


def current_tenant() -> str:
    tenant: str = g.tenant  # set by require_tenant (flask.g's attributes are untyped)
    return tenant


def current_actor() -> str:
    actor: str = g.get("actor", "api")
    return actor


def current_key_id() -> str:
    """The id (``key_id``) of the key this request came with."""
    key_id: str = g.key_id
    return key_id


def live_key_ids(tenant: str) -> frozenset[str]:
    """The ids of the tenant's flow keys configured now (``SURESTEP_API_KEYS``)."""
    return frozenset(key_id(key) for key, owner in current_app.config["API_KEYS"].items()
                     if owner == tenant)
