"""The identity provider's side of the console's single sign-on (``sso`` has the routes): its
discovery document and key set (cached in this process for five minutes), our OAuth client at it
(Authlib's, PKCE S256; every call to the IdP goes through ``events.outbound``'s pinned
transport, as every other outbound call: globally routable addresses only, else
``SURESTEP_ALLOWED_TARGETS``, where an operator lists an IdP on a private network), the code's
exchange and the ID token's checks (joserfc), and what the checked claims say: the person's
tenant and name. No Flask here: what goes wrong is ``Refused``, which ``sso`` answers as a page."""

from __future__ import annotations

import base64
import threading
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import httpx
import structlog
from authlib.integrations.httpx_client import OAuth2Client
from authlib.oidc.discovery import OpenIDProviderMetadata
from joserfc import jwt
from joserfc.errors import InvalidKeyIdError, JoseError
from joserfc.jwk import KeySet

from service.config import Allowed, Oidc
from service.deps import SYSTEM_CLOCK, Clock
from service.events import outbound
from service.web.console.sessions import OPERATOR

DISCOVERY_TTL_S = 300
TIMEOUT_S = 10.0
ALGORITHMS = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512",
              "EdDSA")
LEEWAY_S = 60
NAME_MAX = 200
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


def exchange(oidc: Oidc, metadata: Mapping[str, Any], code: str, verifier: str,
             allowed: Allowed, resolve: outbound.Resolver = outbound.resolve_system) -> str:
    """The ID token the token endpoint gives for the code (and the verifier), asked over the
    pinned outbound client. (Authlib's client would send it over httpx2 when that is
    installed, a transport the pinning cannot sit under, so the request is made here: RFC 6749
    4.1.3 with PKCE's verifier, the client authenticated as the IdP says it takes.)"""
    form = {"grant_type": "authorization_code", "code": code,
            "redirect_uri": oidc.redirect_uri, "code_verifier": verifier}
    headers = {"Accept": "application/json"}
    method = auth_method(oidc, metadata)
    if method == "client_secret_basic":  # RFC 6749 2.3.1: each form-urlencoded first
        pair = f"{quote(oidc.client_id, safe='')}:{quote(oidc.client_secret, safe='')}"
        headers["Authorization"] = "Basic " + base64.b64encode(pair.encode()).decode()
    else:
        form["client_id"] = oidc.client_id
        if method == "client_secret_post":
            form["client_secret"] = oidc.client_secret
    try:
        with outbound.client(allowed, timeout=TIMEOUT_S, resolve=resolve) as http:
            answer = http.post(metadata["token_endpoint"], data=form, headers=headers)
            answer.raise_for_status()
            token = answer.json()
    except (httpx.HTTPError, ValueError) as exc:  # outbound.Refused is a ValueError
        raise Refused(403, "Not signed in", "The identity provider did not confirm the "
                      "sign-in (the code was refused, or it did not answer); nobody was "
                      "signed in. Start again from the sign-in page.",
                      f"token:{type(exc).__name__}") from None
    id_token = token.get("id_token") if isinstance(token, dict) else None
    if not isinstance(id_token, str):
        raise Refused(403, "Not signed in", "The identity provider sent no ID token; nobody "
                      "was signed in.", "no_id_token")
    return id_token


def id_claims(id_token: str, key_set: KeySet, oidc: Oidc, nonce: str,
              now: float) -> dict[str, Any]:
    """The ID token's claims once it is the issuer's, for us, current and this sign-in's:
    signed by a key of ``key_set`` (asymmetric only), ``iss`` the issuer, ``aud`` our client
    id (with ``azp`` ours if it names several or says one), ``exp`` to come, ``iat``, ``sub``
    and the ``nonce`` given. A key id the set does not hold raises InvalidKeyIdError (the
    caller reads the set again); anything else wrong raises Refused."""
    try:
        token = jwt.decode(id_token, key_set, algorithms=list(ALGORITHMS))
        registry = jwt.JWTClaimsRegistry(
            now=int(now), leeway=LEEWAY_S,
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
    if OPERATOR in tenants:
        return OPERATOR
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


def issuer(oidc: Oidc, allowed: Allowed, fresh: bool = False,
           resolve: outbound.Resolver = outbound.resolve_system, *,
           clock: Clock = SYSTEM_CLOCK) -> Issuer:
    """The IdP's discovery document and key set, read at most every few minutes (``fresh``:
    now, unless they were read in the last few seconds), through the pinned outbound client
    (``allowed``: ``SURESTEP_ALLOWED_TARGETS``; ``resolve``: the system's resolver, or a
    test's stand-in; ``clock``: ``Deps.clock``, what the read's age is measured by)."""
    with _lock:
        cached = _issuers.get(oidc.issuer)
        age = clock.monotonic() - cached.read_at if cached else None
        if cached and age is not None and (age < 5 or not fresh and age < DISCOVERY_TTL_S):
            return cached
    found = _discover(oidc, allowed, resolve, clock)
    with _lock:
        _issuers[oidc.issuer] = found
    return found


def _discover(oidc: Oidc, allowed: Allowed, resolve: outbound.Resolver, clock: Clock
              ) -> Issuer:
    url = oidc.issuer.rstrip("/") + "/.well-known/openid-configuration"
    try:
        with outbound.client(allowed, timeout=TIMEOUT_S, resolve=resolve) as http:
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
        # outbound.Refused (a ValueError): an address the rules do not let us call
        log.warning("console.sso.discovery_failed", issuer=oidc.issuer,
                    error=type(exc).__name__, reason=str(exc)[:300])
        raise Refused(502, "Single sign-on is unavailable", "The identity provider could not "
                      "be reached or published no usable configuration; nobody was signed in. "
                      "Try again in a moment, or sign in with an ops key.",
                      "discovery") from None
    return Issuer(metadata=dict(metadata), keys=key_set, read_at=clock.monotonic())


def auth_method(oidc: Oidc, metadata: Mapping[str, Any]) -> str:
    """How our client authenticates at the token endpoint: ``none`` without a secret, else
    ``client_secret_basic`` unless the IdP takes only ``client_secret_post``."""
    supported = metadata.get("token_endpoint_auth_methods_supported") or ["client_secret_basic"]
    return ("none" if not oidc.client_secret else
            "client_secret_post" if "client_secret_basic" not in supported
            and "client_secret_post" in supported else "client_secret_basic")


def client(oidc: Oidc, metadata: Mapping[str, Any]) -> OAuth2Client:
    """Our OAuth client at the IdP, for the authorization URL only (it calls nothing: the
    code's exchange is ``exchange``'s, over the pinned transport)."""
    return OAuth2Client(oidc.client_id, oidc.client_secret or None,
                        token_endpoint_auth_method=auth_method(oidc, metadata),
                        scope=oidc.scopes, redirect_uri=oidc.redirect_uri,
                        code_challenge_method="S256", timeout=TIMEOUT_S,
                        follow_redirects=False, trust_env=False)
