"""OAuth resource-server mode for the MCP server, as the MCP authorization specification has it:
surestep is the resource server, never an authorization server of its own.

For clients that only speak OAuth (Zendesk's action flows), the operator points surestep at
their own authorization server: ``SURESTEP_MCP_OAUTH_ISSUER`` (its issuer), its key set
``SURESTEP_MCP_OAUTH_JWKS_URL``, and ``SURESTEP_MCP_RESOURCE``, this server's canonical URL
(``https://surestep.example.com/mcp``), the audience every token must name (RFC 8707: a token
minted for another resource is refused, so one cannot be passed on to us).

- Protected Resource Metadata (RFC 9728) at ``/.well-known/oauth-protected-resource`` plus the
  resource's path, and at the bare well-known path: the resource, the authorization server,
  the scopes, header-only bearer tokens. A 401 names it in ``WWW-Authenticate``.
- A JWT access token is checked with PyJWT against the issuer's JWKS: signature with an
  asymmetric algorithm only (never ``none``, never an HMAC keyed with a public key), ``iss``,
  ``aud``, ``exp``, ``sub`` required, 30 s of leeway. The key set is fetched as every other
  outbound call is, through ``events.outbound``'s pinned client (resolved once, globally
  routable addresses only, else ``SURESTEP_ALLOWED_TARGETS``, where an operator lists an
  authorization server on a private network; no redirect, no proxy, a 5 s timeout), and kept
  five minutes (PyJWT's ``PyJWKClient`` fetched it over urllib, outside those rules).
- Tenants come from scopes: ``surestep:tenant:<tenant>`` grants that tenant, for a tenant this
  deployment knows. None, or more than one, is 403 ``insufficient_scope``: a token never acts
  for a tenant it did not name, and never for two.

A tenant's API key keeps working beside it."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import httpx
import jwt
import structlog

from service.config import Allowed, ConfigError
from service.deps import SYSTEM_CLOCK, Clock
from service.events import outbound

SCOPE_PREFIX = "surestep:tenant:"
WELL_KNOWN = "/.well-known/oauth-protected-resource"
ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "EdDSA"]
LEEWAY_S = 30
REFRESH_S = 60  # at most one fetch of the key set per minute for a key id it lacks
KEYS_KEPT_S = 300  # the key set is fetched again after five minutes
TIMEOUT_S = 5
log = structlog.get_logger("surestep.mcp.oauth")


class Refused(Exception):
    """A token surestep does not take: ``status`` 401 (``invalid_token``), 403
    (``insufficient_scope``) or 503 (the key set unreachable), with the reason in words."""

    def __init__(self, status: int, error: str, reason: str):
        super().__init__(reason)
        self.status, self.error, self.reason = status, error, reason


class KeySetUnavailable(Exception):
    """The issuer's key set could not be fetched (unreachable, refused by the address rules,
    not a key set): the issuer's fault, not the token's."""


@dataclass
class OAuth:
    issuer: str
    jwks_url: str
    resource: str
    tenants: frozenset[str]
    allowed: Allowed = field(default_factory=Allowed)
    resolve: outbound.Resolver = field(default=outbound.resolve_system, repr=False)
    clock: Clock = field(default=SYSTEM_CLOCK, repr=False)  # Deps.clock: the keys' age
    _keys: list[jwt.PyJWK] = field(init=False, repr=False, default_factory=list)
    _fetched: float = field(init=False, repr=False, default=-KEYS_KEPT_S)
    _refreshed: float = field(init=False, repr=False, default=-REFRESH_S)
    _lock: threading.Lock = field(init=False, repr=False, default_factory=threading.Lock)

    def signing_keys(self, refresh: bool = False) -> list[jwt.PyJWK]:
        """The issuer's signing keys (``use`` sig, or none said), fetched again when
        ``refresh`` or older than KEYS_KEPT_S; ``KeySetUnavailable`` when they cannot be."""
        with self._lock:
            if refresh or self.clock.monotonic() - self._fetched >= KEYS_KEPT_S:
                self._keys, self._fetched = self._fetch(), self.clock.monotonic()
            return self._keys

    def _fetch(self) -> list[jwt.PyJWK]:
        try:
            with outbound.client(self.allowed, timeout=TIMEOUT_S, resolve=self.resolve) as http:
                answer = http.get(self.jwks_url, headers={"Accept": "application/json"})
                answer.raise_for_status()
                found = jwt.PyJWKSet.from_dict(answer.json())
        except (httpx.HTTPError, outbound.Refused, ValueError, jwt.PyJWTError) as exc:
            log.warning("mcp.oauth.key_set_unavailable", url=self.jwks_url,
                        error=type(exc).__name__, reason=str(exc)[:300])
            raise KeySetUnavailable(str(exc)) from None
        return [key for key in found.keys if key.public_key_use in ("sig", None)]

    def _signing_key(self, token: str) -> Any:
        """The issuer's key the token names (``kid``; none needed when the set has one key).
        A kid the cached set lacks fetches the set again at most every REFRESH_S: PyJWT's own
        lookup re-fetches on every miss, so any caller could make us call the issuer at will."""
        kid = jwt.get_unverified_header(token).get("kid")
        for refresh in (False, True):
            if refresh:
                if self.clock.monotonic() - self._refreshed < REFRESH_S:
                    break
                self._refreshed = self.clock.monotonic()
            keys = self.signing_keys(refresh=refresh)
            found = [k for k in keys if k.key_id == kid] if kid else keys[:1] if len(keys) == 1 \
                else []
            if found:
                return found[0].key
        raise jwt.InvalidTokenError(f"no key {kid!r} in the issuer's key set")

    @property
    def metadata_paths(self) -> tuple[str, ...]:
        path = urlsplit(self.resource).path.rstrip("/")
        return (WELL_KNOWN + path, WELL_KNOWN) if path else (WELL_KNOWN,)

    def metadata_url(self) -> str:
        parts = urlsplit(self.resource)
        return f"{parts.scheme}://{parts.netloc}{self.metadata_paths[0]}"

    def metadata(self) -> dict[str, Any]:
        return {"resource": self.resource, "authorization_servers": [self.issuer],
                "scopes_supported": sorted(SCOPE_PREFIX + t for t in self.tenants),
                "bearer_methods_supported": ["header"],
                "resource_name": "surestep (refunds that happen once, told truthfully)"}

    def challenge(self, refused: Refused | None = None) -> str:
        """The ``WWW-Authenticate`` value of a 401 or 403."""
        value = f'Bearer resource_metadata="{self.metadata_url()}"'
        if refused is not None:
            value += f', error="{refused.error}"'
        return value

    def tenant(self, token: str) -> str:
        """The tenant a valid access token acts for; ``Refused`` otherwise. (Blocking: it may
        fetch the key set. The ASGI wrapper calls it in a thread.)"""
        try:
            claims = jwt.decode(token, self._signing_key(token), algorithms=ALGORITHMS, audience=self.resource,
                                issuer=self.issuer, leeway=LEEWAY_S,
                                options={"require": ["exp", "iss", "aud", "sub"]})
        except KeySetUnavailable:  # the issuer's fault, not the token's
            raise Refused(503, "temporarily_unavailable", "The authorization server's key set "
                          "could not be fetched; try again shortly.") from None
        except jwt.PyJWTError as exc:
            raise Refused(401, "invalid_token", f"The access token is not valid: {exc}.") from None
        named = sorted({s[len(SCOPE_PREFIX):] for s in _scopes(claims)
                        if s.startswith(SCOPE_PREFIX)})
        if len(named) != 1 or named[0] not in self.tenants:
            raise Refused(403, "insufficient_scope", (
                f"The access token must carry exactly one scope {SCOPE_PREFIX}<tenant> for a "
                f"tenant of this deployment; it names {len(named)}."))
        return named[0]


def _scopes(claims: Mapping[str, Any]) -> Iterable[str]:
    """RFC 9068's space-separated ``scope``, or the ``scp`` list some servers send."""
    scope, scp = claims.get("scope"), claims.get("scp")
    found = scope.split() if isinstance(scope, str) else []
    if isinstance(scp, list):
        found += [s for s in scp if isinstance(s, str)]
    return found


def from_settings(settings: Mapping[str, Any], clock: Clock = SYSTEM_CLOCK) -> OAuth | None:
    """The resource-server mode the settings ask for: all three settings, or none (off)."""
    names = ("SURESTEP_MCP_OAUTH_ISSUER", "SURESTEP_MCP_OAUTH_JWKS_URL", "SURESTEP_MCP_RESOURCE")
    given = {name: (settings.get(name) or "").strip() for name in names}
    if not any(given.values()):
        return None
    if not all(given.values()):
        missing = ", ".join(n for n in names if not given[n])
        raise ConfigError(f"OAuth for the MCP server needs all of {', '.join(names)}; "
                          f"missing: {missing}")
    for name, url in given.items():
        _check_url(name, url)
    return OAuth(issuer=given[names[0]], jwks_url=given[names[1]], resource=given[names[2]],
                 tenants=frozenset(settings["API_KEYS"].values()),
                 allowed=settings.get("ALLOWED_TARGETS") or Allowed(), clock=clock)


def _check_url(name: str, url: str) -> None:
    """ConfigError unless the setting is an http(s) URL with a host and no fragment."""
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname or parts.fragment:
        raise ConfigError(f"{name} must be an http(s) URL with a host, got {url!r}")
