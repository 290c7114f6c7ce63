"""The console's single sign-on: OpenID Connect's authorization-code flow with PKCE (S256),
through Authlib, for the IdP named by ``SURESTEP_OIDC_ISSUER`` (``config.Oidc``).

``GET /console/sso/start`` makes a random ``state``, ``nonce`` and PKCE verifier and keeps
them in Redis (``keys.console_sso(state)``, ten minutes, read once with GETDEL) with where to
go after (``?next=``, a console path by ``pages._next``'s rule) and the digest of a random
value it puts in a cookie of its own (``sst_console_sso``: HttpOnly, SameSite=Lax, as the IdP
sends the browser back from another site; Secure as the session's; path ``/console``). So a
callback counts only once, in the browser that began it, within ten minutes.

``GET /console/sso/callback`` takes the state out of Redis (whatever follows, it is gone),
checks the cookie against it, then the IdP's answer (an ``error``, an ``iss`` that is not the
issuer, RFC 9207), exchanges the code at the token endpoint (``client_secret_basic``, or
``_post`` when the IdP takes only that; ``none`` without a secret) with the verifier, and
checks the ID token with joserfc (Authlib's JOSE library): its signature against the issuer's
JWKS (asymmetric algorithms only), ``iss``, ``aud`` (and ``azp``), ``exp``, ``iat``, ``sub``
and the nonce. The IdP's discovery document and its key set are cached in this process for
five minutes (a key id it does not hold fetches them again, once).

Groups to tenants (``SURESTEP_OIDC_GROUPS``, read from ``SURESTEP_OIDC_GROUPS_CLAIM``): the
person's groups that the mapping names give a set of tenants. A ``*`` among them makes the
person the every-tenant operator (whoever the IdP puts in the operators' group sees every
tenant, whatever other groups they are in). Otherwise exactly one tenant signs them in to it;
none, or two or more (which one they meant is not ours to guess, and a session is one
tenant's), is refused. The name (``SURESTEP_OIDC_NAME_CLAIM``, else ``sub``) is recorded as
``sso:<name>``, so the audit trail says ``console:sso:ana@example.com``: an ops key's name
cannot hold a colon, so no ops key passes for a person of the IdP.

Signed in, the session starts as for an ops key (``pages.start_session``), but the callback
answers a page of ours that moves on (a meta refresh, and a link) rather than a 303: the
session's cookie is SameSite=Strict, and a browser does not send it on a redirect chain that
began on another site, the IdP's (Chromium, measured by ``tests/console/test_sso.py``).

Every refusal is a page (``blueprint.refused``) and writes nothing: the state used is deleted,
no session is made. No secret, code or token is logged or put in a page or a URL we render.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import threading
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import httpx
import structlog
from authlib.integrations.httpx_client import (  # type: ignore[import-untyped]  # no stubs
    OAuth2Client,
    OAuthError,
)
from authlib.oidc.discovery import OpenIDProviderMetadata  # type: ignore[import-untyped]
from flask import abort, current_app, redirect, request
from joserfc import jwt
from joserfc.errors import InvalidKeyIdError, JoseError
from joserfc.jwk import KeySet

from service.config import Oidc
from service.ledger import keys
from service.web.console import pages, sessions
from service.web.console.blueprint import bp, refused
from service.web.context import current_deps

COOKIE = "sst_console_sso"
STATE_TTL_S = 600
DISCOVERY_TTL_S = 300
TIMEOUT_S = 10.0
ALGORITHMS = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512",
              "EdDSA")
LEEWAY_S = 60
NAME_MAX = 200
ERROR_CODE = re.compile(r"^[a-z_]{1,64}$")
log = structlog.get_logger("surestep.console.sso")


class Refused(Exception):
    """A sign-in that does not go ahead: the page's status, title and words."""

    def __init__(self, status: int, title: str, message: str, reason: str):
        super().__init__(reason)
        self.status, self.title, self.message, self.reason = status, title, message, reason


@dataclass(frozen=True)
class Issuer:
    """What the IdP published: its discovery document and its key set, when read."""

    metadata: Mapping[str, Any]
    keys: KeySet
    read_at: float


_issuers: dict[str, Issuer] = {}
_lock = threading.Lock()


def settings() -> Oidc | None:
    return current_app.config.get("OIDC")


@bp.app_template_global("sso_enabled")
def enabled() -> bool:
    return settings() is not None


@bp.get("/sso/start")
def sso_start():
    oidc = settings()
    if oidc is None:
        abort(404)
    try:
        metadata = issuer(oidc).metadata
    except Refused as exc:
        return _refusal(exc)
    state, nonce, verifier = (secrets.token_urlsafe(32) for _ in range(3))
    browser = secrets.token_urlsafe(32)
    pending = {"nonce": nonce, "verifier": verifier, "browser": _digest(browser),
               "next": pages._next(request.args.get("next"))}
    current_deps().redis.set(keys.console_sso(state), json.dumps(pending), ex=STATE_TTL_S)
    with _client(oidc, metadata) as client:
        url, _ = client.create_authorization_url(metadata["authorization_endpoint"],
                                                 state=state, code_verifier=verifier,
                                                 nonce=nonce)
    response = redirect(url, code=303)
    response.set_cookie(COOKIE, browser, httponly=True, samesite="Lax",
                        secure=sessions.secure(), path=sessions.PATH, max_age=STATE_TTL_S)
    return response


@bp.get("/sso/callback")
def sso_callback():
    oidc = settings()
    if oidc is None:
        abort(404)
    try:
        response = _finish(oidc)
    except Refused as exc:
        response = _refusal(exc)
    response.delete_cookie(COOKIE, path=sessions.PATH, secure=sessions.secure(), httponly=True,
                           samesite="Lax")
    return response


def _finish(oidc: Oidc):
    pending = _pending()
    args = request.args
    if args.get("iss") not in (None, oidc.issuer):
        raise Refused(403, "Sign-in refused", "The answer came from another identity provider "
                      "than the one configured; nobody was signed in.", "iss")
    if args.get("error"):
        said = args["error"] if ERROR_CODE.match(args["error"]) else "an error"
        raise Refused(403, "Not signed in", f"The identity provider did not sign you in "
                      f"({said}); nobody was signed in. Start again from the sign-in page.",
                      "idp_error")
    code = args.get("code")
    if not code or len(code) > 2000:
        raise Refused(400, "Sign-in refused", "The identity provider's answer holds no "
                      "code; nobody was signed in.", "no_code")
    found = issuer(oidc)
    id_token = _exchange(oidc, found.metadata, code, pending["verifier"])
    try:
        claims = id_claims(id_token, found.keys, oidc, pending["nonce"])
    except InvalidKeyIdError:  # a key the IdP rotated in since we read its set: read it again
        try:
            claims = id_claims(id_token, issuer(oidc, fresh=True).keys, oidc, pending["nonce"])
        except InvalidKeyIdError:
            raise Refused(403, "Not signed in", "The ID token is signed with a key the "
                          "identity provider does not publish; nobody was signed in.",
                          "id_token:kid") from None
    tenant = tenant_of(oidc, claims)
    name = name_of(oidc, claims)
    log.info("console.sso.signed_in", tenant=tenant, name=name)
    return pages.start_session((tenant, name), pending["next"], hop=True)


def _pending() -> dict:
    """The sign-in this callback ends, taken out of Redis (it counts once), begun in this
    browser."""
    state = request.args.get("state") or ""
    raw = current_deps().redis.getdel(keys.console_sso(state)) if 0 < len(state) <= 200 \
        else None
    if raw is None:
        raise Refused(400, "Sign-in expired", "This sign-in is unknown, was used already, or "
                      f"is older than {STATE_TTL_S // 60} minutes; nobody was signed in. Start "
                      "again from the sign-in page.", "state")
    pending = json.loads(raw)
    browser = request.cookies.get(COOKIE) or ""
    if not hmac.compare_digest(_digest(browser), pending["browser"]):
        raise Refused(400, "Sign-in refused", "This sign-in was begun in another browser (or "
                      "its cookie is gone); nobody was signed in. Start again from the sign-in "
                      "page.", "browser")
    return pending


def _exchange(oidc: Oidc, metadata: Mapping[str, Any], code: str, verifier: str) -> str:
    """The ID token the token endpoint gives for the code (and the verifier)."""
    try:
        with _client(oidc, metadata) as client:
            token = client.fetch_token(metadata["token_endpoint"], code=code,
                                       grant_type="authorization_code", code_verifier=verifier)
    except (OAuthError, httpx.HTTPError, ValueError) as exc:
        raise Refused(403, "Not signed in", "The identity provider did not confirm the "
                      "sign-in (the code was refused, or it did not answer); nobody was "
                      "signed in. Start again from the sign-in page.",
                      f"token:{type(exc).__name__}") from None
    id_token = token.get("id_token")
    if not isinstance(id_token, str):
        raise Refused(403, "Not signed in", "The identity provider sent no ID token; nobody "
                      "was signed in.", "no_id_token")
    return id_token


def id_claims(id_token: str, key_set: KeySet, oidc: Oidc, nonce: str,
              now: float | None = None) -> dict[str, Any]:
    """The ID token's claims once it is the issuer's, for us, current and this sign-in's:
    signed by a key of ``key_set`` (asymmetric only), ``iss`` the issuer, ``aud`` our client
    id (with ``azp`` ours if it names several or says one), ``exp`` to come, ``iat``, ``sub``
    and the ``nonce`` given. A key id the set does not hold raises InvalidKeyIdError (the
    caller reads the set again); anything else wrong raises Refused."""
    try:
        token = jwt.decode(id_token, key_set, algorithms=list(ALGORITHMS))
        registry = jwt.JWTClaimsRegistry(
            now=int(now if now is not None else time.time()), leeway=LEEWAY_S,
            iss={"essential": True, "value": oidc.issuer},
            aud={"essential": True, "value": oidc.client_id},
            exp={"essential": True}, iat={"essential": True}, sub={"essential": True},
            nonce={"essential": True, "value": nonce})
        registry.validate(token.claims)
    except InvalidKeyIdError:
        raise
    except (JoseError, ValueError, TypeError) as exc:
        raise Refused(403, "Not signed in", "The identity provider's ID token did not check "
                      "out (its signature, issuer, audience, expiry or nonce); nobody was "
                      "signed in.", f"id_token:{type(exc).__name__}") from None
    claims = dict(token.claims)
    audience = claims["aud"]
    if ("azp" in claims or isinstance(audience, list) and len(audience) > 1) \
            and claims.get("azp") != oidc.client_id:
        raise Refused(403, "Not signed in", "The ID token was issued to another client; "
                      "nobody was signed in.", "id_token:azp")
    return claims


def tenant_of(oidc: Oidc, claims: Mapping[str, Any]) -> str:
    """The tenant the person's groups sign them in to (the module's docstring: ``*`` first,
    else exactly one), or Refused."""
    groups = claims.get(oidc.groups_claim)
    if isinstance(groups, str):
        groups = [groups]
    names = [n for n in groups if isinstance(n, str)] if isinstance(groups, list) else []
    tenants = {oidc.groups[n] for n in names if n in oidc.groups}
    if sessions.OPERATOR in tenants:
        return sessions.OPERATOR
    if len(tenants) == 1:
        return tenants.pop()
    if not tenants:
        raise Refused(403, "No tenant for you", "You are signed in at the identity provider, "
                      "but none of your groups is mapped to a tenant of this console "
                      "(SURESTEP_OIDC_GROUPS); nobody was signed in. Ask whoever runs "
                      "surestep to add your group.", "no_group")
    raise Refused(403, "More than one tenant", f"Your groups map to {len(tenants)} tenants "
                  f"({', '.join(sorted(tenants))}), and a console session is one tenant's; "
                  "nobody was signed in. Ask whoever runs surestep to leave you in one.",
                  "many_groups")


def name_of(oidc: Oidc, claims: Mapping[str, Any]) -> str:
    """``sso:`` and the name claim (else ``sub``): one line, no control characters."""
    for claim in (oidc.name_claim, "sub"):
        value = claims.get(claim)
        if isinstance(value, str):
            clean = "".join(c for c in value if not unicodedata.category(c).startswith("C"))
            clean = " ".join(clean.split())[:NAME_MAX]
            if clean:
                return f"sso:{clean}"
    raise Refused(403, "Not signed in", "The ID token names nobody; nobody was signed in.",
                  "no_name")


def issuer(oidc: Oidc, fresh: bool = False) -> Issuer:
    """The IdP's discovery document and key set, read at most every few minutes (``fresh``:
    now, unless they were read in the last few seconds)."""
    with _lock:
        cached = _issuers.get(oidc.issuer)
        age = time.monotonic() - cached.read_at if cached else None
        if cached and age is not None and (age < 5 or not fresh and age < DISCOVERY_TTL_S):
            return cached
    found = _discover(oidc)
    with _lock:
        _issuers[oidc.issuer] = found
    return found


def _discover(oidc: Oidc) -> Issuer:
    url = oidc.issuer.rstrip("/") + "/.well-known/openid-configuration"
    try:
        with httpx.Client(timeout=TIMEOUT_S, follow_redirects=False) as http:
            answer = http.get(url)
            answer.raise_for_status()
            metadata = OpenIDProviderMetadata(answer.json())
            metadata.validate()
            if metadata["issuer"] != oidc.issuer:
                raise ValueError("the discovery document names another issuer")
            jwks = http.get(metadata["jwks_uri"])
            jwks.raise_for_status()
            key_set = KeySet.import_key_set(jwks.json())
    except (httpx.HTTPError, ValueError, TypeError, KeyError, JoseError) as exc:
        log.warning("console.sso.discovery_failed", issuer=oidc.issuer,
                    error=type(exc).__name__)
        raise Refused(502, "Single sign-on is unavailable", "The identity provider could not "
                      "be reached or published no usable configuration; nobody was signed in. "
                      "Try again in a moment, or sign in with an ops key.",
                      "discovery") from None
    return Issuer(metadata=dict(metadata), keys=key_set, read_at=time.monotonic())


def _client(oidc: Oidc, metadata: Mapping[str, Any]) -> OAuth2Client:
    supported = metadata.get("token_endpoint_auth_methods_supported") or ["client_secret_basic"]
    method = ("none" if not oidc.client_secret else
              "client_secret_post" if "client_secret_basic" not in supported
              and "client_secret_post" in supported else "client_secret_basic")
    return OAuth2Client(oidc.client_id, oidc.client_secret or None,
                        token_endpoint_auth_method=method, scope=oidc.scopes,
                        redirect_uri=oidc.redirect_uri, code_challenge_method="S256",
                        timeout=TIMEOUT_S, follow_redirects=False)


def _refusal(exc: Refused):
    log.info("console.sso.refused", reason=exc.reason, status=exc.status)
    return refused(exc.status, exc.title, exc.message)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()
