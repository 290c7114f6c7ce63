"""The console's single sign-on: OpenID Connect's authorization-code flow with PKCE (S256),
through Authlib, for the IdP named by ``SURESTEP_OIDC_ISSUER`` (``config.Oidc``).

``GET /console/sso/start`` makes a random ``state``, ``nonce`` and PKCE verifier and keeps
them in Redis (``ledger.console_records``, ten minutes, read once with GETDEL) with where to
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

Anyone may start a sign-in, and each start keeps a state in Redis, so starts are limited per
client address (``web.limits``: ``START_LIMIT`` in ten minutes; then 429 with Retry-After,
and nothing is kept).

Every refusal is a page (``blueprint.refused``) and writes nothing: the state used is deleted,
no session is made. No secret, code or token is logged or put in a page or a URL we render.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets

import structlog
from flask import abort, current_app, redirect, request
from joserfc.errors import InvalidKeyIdError
from werkzeug.wrappers import Response

from service.config import Allowed, Oidc
from service.ledger import console_records
from service.web.console import pages, sessions
from service.web.console.blueprint import bp, refused
from service.web.console.idp import (
    Refused,
    client,
    exchange,
    id_claims,
    issuer,
    name_of,
    tenant_of,
)
from service.web.context import current_deps
from service.web.limits import take_turn

COOKIE = "sst_console_sso"
STATE_TTL_S = 600
# starts per client address in STATE_TTL_S: a person signing in needs a few; anyone else gets
# 429, so an address keeps at most twice this many pending states at any time
START_LIMIT = 20
ERROR_CODE = re.compile(r"^[a-z_]{1,64}$")
log = structlog.get_logger("surestep.console.sso")


def settings() -> Oidc | None:
    return current_app.config.get("OIDC")


@bp.app_template_global("sso_enabled")
def enabled() -> bool:
    return settings() is not None


@bp.get("/sso/start")
def sso_start() -> Response:
    oidc = settings()
    if oidc is None:
        abort(404)
    take_turn("sso-start", START_LIMIT, STATE_TTL_S, "single sign-on starts",  # before any write
              "Your ops key signs you in at any time.")
    try:
        metadata = issuer(oidc, _allowed(), clock=current_deps().clock).metadata
    except Refused as exc:
        return _refusal(exc)
    state, nonce, verifier = (secrets.token_urlsafe(32) for _ in range(3))
    browser = secrets.token_urlsafe(32)
    pending = {"nonce": nonce, "verifier": verifier, "browser": _digest(browser),
               "next": pages._next(request.args.get("next"))}
    console_records.start_sign_on(current_deps().ledger, state, json.dumps(pending), STATE_TTL_S)
    with client(oidc, metadata) as oauth:
        url, _ = oauth.create_authorization_url(metadata["authorization_endpoint"],
                                                 state=state, code_verifier=verifier,
                                                 nonce=nonce)
    response = redirect(url, code=303)
    response.set_cookie(COOKIE, browser, httponly=True, samesite="Lax",
                        secure=sessions.secure(), path=sessions.PATH, max_age=STATE_TTL_S)
    return response


@bp.get("/sso/callback")
def sso_callback() -> Response:
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


def _finish(oidc: Oidc) -> Response:
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
    clock = current_deps().clock
    found = issuer(oidc, _allowed(), clock=clock)
    id_token = exchange(oidc, found.metadata, code, pending["verifier"], _allowed())
    try:
        claims = id_claims(id_token, found.keys, oidc, pending["nonce"], clock.wall())
    except InvalidKeyIdError:  # a key the IdP rotated in since we read its set: read it again
        try:
            claims = id_claims(id_token, issuer(oidc, _allowed(), fresh=True, clock=clock).keys,
                               oidc, pending["nonce"], clock.wall())
        except InvalidKeyIdError:
            raise Refused(403, "Not signed in", "The ID token is signed with a key the "
                          "identity provider does not publish; nobody was signed in.",
                          "id_token:kid") from None
    tenant = tenant_of(oidc, claims)
    name = name_of(oidc, claims)
    log.info("console.sso.signed_in", tenant=tenant, name=name)
    return pages.start_session((tenant, name), pending["next"], hop=True)


def _pending() -> dict[str, str]:
    """The sign-in this callback ends, taken out of Redis (it counts once), begun in this
    browser."""
    state = request.args.get("state") or ""
    raw = console_records.finish_sign_on(current_deps().ledger, state) if 0 < len(state) <= 200 \
        else None
    if raw is None:
        raise Refused(400, "Sign-in expired", "This sign-in is unknown, was used already, or "
                      f"is older than {STATE_TTL_S // 60} minutes; nobody was signed in. Start "
                      "again from the sign-in page.", "state")
    pending: dict[str, str] = json.loads(raw)  # what sso_start stored
    browser = request.cookies.get(COOKIE) or ""
    if not hmac.compare_digest(_digest(browser), pending["browser"]):
        raise Refused(400, "Sign-in refused", "This sign-in was begun in another browser (or "
                      "its cookie is gone); nobody was signed in. Start again from the sign-in "
                      "page.", "browser")
    return pending


def _allowed() -> Allowed:
    """Where the IdP may be besides the public internet (``SURESTEP_ALLOWED_TARGETS``)."""
    allowed: Allowed = current_app.config["ALLOWED_TARGETS"]  # parsed by service.config
    return allowed


def _refusal(exc: Refused) -> Response:
    log.info("console.sso.refused", reason=exc.reason, status=exc.status)
    return refused(exc.status, exc.title, exc.message)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()
