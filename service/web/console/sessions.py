"""The console's sign-in: an ops key exchanged for a server-side session kept in Redis.

The cookie (``sst_console``) holds only a random id (32 bytes); Redis holds the session under
the id's SHA-256 (``ledger.console_records``), so whoever reads Redis cannot take a session over.
The cookie is HttpOnly, SameSite=Strict, scoped to ``/console``, Secure when the request came
over TLS or ``SURESTEP_PUBLIC_URL`` is https, and lives as long as the session: it expires
after ``SURESTEP_CONSOLE_IDLE_S`` without a request and ``SURESTEP_CONSOLE_MAX_S`` after
sign-in, whichever comes first. Signing out deletes it in Redis. Every form carries the
session's own CSRF value (random, kept in the session, compared in constant time); the
sign-in form, which comes before any session, carries a value bound to a cookie of its own
(``sst_console_pre``) by an HMAC.

A key is pasted as it was given: the key alone, or the whole ``tenant:name:key`` entry of
``SURESTEP_OPS_KEYS`` (what ``make run`` and the key file hold), whose tenant and name must be
the key's own. Wrong keys are counted per client address (``ledger.console_records``): after
``SIGNIN_LIMIT`` in ``SIGNIN_WINDOW_S`` a wrong key from that address is refused (429, with
when to try again) without counting further, and the lock holds for wrong keys only: a right
key is let in whatever was guessed from its address, so a guesser (or a proxy that makes every
client one address) can never lock the people who hold keys out.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from flask import current_app, request

from service.ledger import console_records
from service.web.auth import tenant_for
from service.web.context import current_deps
from service.web.limits import client_address

COOKIE, PRE_COOKIE, PATH = "sst_console", "sst_console_pre", "/console"
OPERATOR = "*"
SIGNIN_LIMIT, SIGNIN_WINDOW_S = 10, 900


@dataclass(frozen=True)
class Session:
    """A signed-in person: their tenant (``*``: every tenant) and name, and the CSRF value
    of their forms."""

    digest: str
    tenant: str
    name: str
    csrf: str
    created_at: float

    @property
    def actor(self) -> str:
        """Who the audit trail says decided or acted."""
        return f"console:{self.name}"

    @property
    def operator(self) -> bool:
        return self.tenant == OPERATOR

    def may_see(self, tenant: str) -> bool:
        return self.operator or tenant == self.tenant


def _digest(session_id: str) -> str:
    return hashlib.sha256(session_id.encode()).hexdigest()


def person_for(typed: str) -> tuple[str, str] | None:
    """(tenant, name) of an ops key (SURESTEP_OPS_KEYS), compared in constant time: the key
    alone, or its whole ``tenant:name:key`` entry (tenant and name the key's own)."""
    known: list[tuple[bytes, tuple[str, str]]] = current_app.config.get("OPS_KEY_DIGESTS", [])
    person = tenant_for(typed, known)
    if person is None and typed.count(":") >= 2:
        tenant, name, key = typed.split(":", 2)
        owner = tenant_for(key, known)
        person = owner if owner == (tenant, name) else None
    return person


def start(tenant: str, name: str) -> tuple[str, Session]:
    """A new session (a new id: a session is never carried over from before sign-in)."""
    session_id = secrets.token_urlsafe(32)
    session = Session(_digest(session_id), tenant, name, secrets.token_urlsafe(32),
                      current_deps().clock.wall())
    console_records.open_session(current_deps().ledger, session.digest, {
        "tenant": tenant, "name": name, "csrf": session.csrf,
        "created_at": session.created_at}, _idle_s())
    return session_id, session


def current() -> Session | None:
    """The request's session (its idle time starts again), or None: no cookie, or one that
    names no live session."""
    session_id = request.cookies.get(COOKIE)
    if not session_id or len(session_id) > 100:
        return None
    digest, ledger = _digest(session_id), current_deps().ledger
    raw = console_records.session(ledger, digest)
    if not raw:
        return None
    created = float(raw["created_at"])
    left = created + current_app.config["SURESTEP_CONSOLE_MAX_S"] - current_deps().clock.wall()
    if left <= 0:
        console_records.end_session(ledger, digest)
        return None
    console_records.keep_session(ledger, digest, int(min(_idle_s(), left)))
    return Session(_digest(session_id), raw["tenant"], raw["name"], raw["csrf"], created)


def end(session: Session) -> None:
    console_records.end_session(current_deps().ledger, session.digest)


def csrf_ok(session: Session | None, value: str | None) -> bool:
    return bool(session and value and hmac.compare_digest(session.csrf, value))


def _secret() -> bytes:
    config = current_app.config
    material = config.get("SURESTEP_SECRET_KEY") or "\n".join(
        sorted(config.get("API_KEYS", {})) + sorted(config.get("OPS_KEYS", {})))
    return hashlib.sha256(("surestep-console\n" + material).encode()).digest()


def pre_csrf(nonce: str) -> str:
    """The sign-in form's CSRF value for the nonce in its cookie."""
    return hmac.new(_secret(), nonce.encode(), hashlib.sha256).hexdigest()


def pre_csrf_ok(nonce: str | None, value: str | None) -> bool:
    return bool(nonce and value and hmac.compare_digest(pre_csrf(nonce), value))


def secure() -> bool:
    """Cookies only over TLS: the request came over it, or the public URL is https."""
    return request.is_secure or current_app.config["PUBLIC_URL"].startswith("https://")


def cookie_args(max_age: int | None) -> dict[str, Any]:
    return {"httponly": True, "samesite": "Strict", "secure": secure(), "path": PATH,
            "max_age": max_age}


def session_max_age() -> int:
    return int(current_app.config["SURESTEP_CONSOLE_MAX_S"])


def _idle_s() -> int:
    return int(current_app.config["SURESTEP_CONSOLE_IDLE_S"])


def wrong_key_wait_s() -> int:
    """Seconds before a wrong key from this address is looked at again (0: now)."""
    count, left = console_records.wrong_keys(current_deps().ledger, _address())
    return max(1, left) if count >= SIGNIN_LIMIT else 0


def wrong_key() -> None:
    """Count a wrong key from this address (the window starts at its first wrong key)."""
    console_records.count_wrong_key(current_deps().ledger, _address(), SIGNIN_WINDOW_S)


def _address() -> str:
    return client_address()  # an IPv6 address by its /64 (web.limits)


def bound(session: Session, *parts: object) -> str:
    """A value only this session can make for ``parts`` (a confirmation page binds what it
    repeated to the form that confirms it)."""
    material = "\n".join(str(p) for p in parts).encode()
    return hmac.new(session.csrf.encode(), material, hashlib.sha256).hexdigest()


def bound_ok(session: Session, value: str | None, *parts: object) -> bool:
    return bool(value) and hmac.compare_digest(bound(session, *parts), value or "")
