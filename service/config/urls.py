"""The URLs a deployment names, checked: its public URL (the base of every link a person
follows) and the console's single sign-on issuer (``SURESTEP_OIDC_*``)."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field
from typing import Any, Mapping
from urllib.parse import urlsplit

from service.errors import ConfigError


def public_url(config: Mapping[str, Any]) -> str:
    """The base of the links people follow (no trailing slash): ``SURESTEP_PUBLIC_URL``, or
    ``http://127.0.0.1:<PORT>`` (what ``make run`` binds) while Zendesk is unset or local.
    With a real Zendesk it must be set: its notes are where agents click the links, and a
    loopback link there would be useless. A request's Host header never enters a link."""
    raw = (config.get("SURESTEP_PUBLIC_URL") or "").strip()
    if not raw:
        return _local_url(config)
    parts = urlsplit(raw)
    if (parts.scheme not in ("http", "https") or not parts.hostname or parts.query
            or parts.fragment or parts.username or parts.password):
        raise ConfigError(f"SURESTEP_PUBLIC_URL must be an http(s) URL with a host and no "
                          f"query, fragment or credentials, got {raw!r}")
    return raw.rstrip("/")


def _local_url(config: Mapping[str, Any]) -> str:
    """The base of links without ``SURESTEP_PUBLIC_URL``: what ``make run`` binds, only while
    Zendesk is unset or local (ConfigError with a real one: agents click the links there)."""
    zendesk = urlsplit(config.get("ZENDESK_BASE_URL") or "").hostname
    if zendesk and not _loopback(zendesk):
        raise ConfigError(
            "SURESTEP_PUBLIC_URL is not set: set it to the URL your agents reach surestep at "
            "(e.g. https://surestep.example.com). Approval links in Zendesk notes are built "
            "from it, never from a request's Host header.")
    return f"http://127.0.0.1:{config['PORT']}"


def _loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost" or host.endswith(".localhost")


@dataclass(frozen=True)
class Oidc:
    """The console's single sign-on, parsed: the issuer (exactly as its ID tokens name it),
    our client at it, the groups' tenants, the claims read and the scopes asked for."""

    issuer: str
    client_id: str
    client_secret: str = field(repr=False)
    groups: Mapping[str, str]
    groups_claim: str
    name_claim: str
    scopes: str
    redirect_uri: str


OIDC_SETTINGS = ("SURESTEP_OIDC_ISSUER", "SURESTEP_OIDC_CLIENT_ID", "SURESTEP_OIDC_CLIENT_SECRET",
                 "SURESTEP_OIDC_GROUPS")


def parse_oidc(config: Mapping[str, Any]) -> Oidc | None:
    """SSO's settings, or None (off: neither the issuer nor the client id is set). Half of
    them, an issuer that is not https (http only on a loopback host), or a group mapping
    that maps nothing is a ConfigError. The redirect URI is ``PUBLIC_URL``'s, never a
    request's Host header."""
    given = {name: str(config.get(name) or "").strip() for name in OIDC_SETTINGS}
    issuer, client_id = given["SURESTEP_OIDC_ISSUER"], given["SURESTEP_OIDC_CLIENT_ID"]
    if not _sso_on(given):
        return None
    _check_issuer(issuer)
    groups = parse_oidc_groups(given["SURESTEP_OIDC_GROUPS"])
    if not groups:
        raise ConfigError("SURESTEP_OIDC_GROUPS maps no group to a tenant: nobody could sign "
                          "in; map at least one, e.g. support-eu=acme,ops-all=*")
    groups_claim = _claim(config, "SURESTEP_OIDC_GROUPS_CLAIM")
    name_claim = _claim(config, "SURESTEP_OIDC_NAME_CLAIM")
    scopes = " ".join(str(config.get("SURESTEP_OIDC_SCOPES") or "").split())
    if "openid" not in scopes.split():
        raise ConfigError(f"SURESTEP_OIDC_SCOPES must include openid, got {scopes!r}")
    return Oidc(issuer=issuer, client_id=client_id,
                client_secret=given["SURESTEP_OIDC_CLIENT_SECRET"], groups=groups,
                groups_claim=groups_claim, name_claim=name_claim, scopes=scopes,
                redirect_uri=f"{config['PUBLIC_URL']}/console/sso/callback")


def _sso_on(given: dict[str, str]) -> bool:
    """Whether single sign-on is on: the issuer and the client id both set (neither: off);
    half of them, or another of its settings while it is off, is a ConfigError."""
    issuer, client_id = given["SURESTEP_OIDC_ISSUER"], given["SURESTEP_OIDC_CLIENT_ID"]
    if not issuer and not client_id:
        extra = [name for name in OIDC_SETTINGS if given[name]]
        if extra:
            raise ConfigError(f"{', '.join(extra)} is set but single sign-on is off: set "
                              f"SURESTEP_OIDC_ISSUER and SURESTEP_OIDC_CLIENT_ID too")
        return False
    if not issuer or not client_id:
        raise ConfigError("single sign-on needs both SURESTEP_OIDC_ISSUER and "
                          "SURESTEP_OIDC_CLIENT_ID (or neither: off)")
    return True


def _check_issuer(issuer: str) -> None:
    """An https URL with a host and no query, fragment or credentials (http only on a
    loopback host), else a ConfigError."""
    parts = urlsplit(issuer)
    if (parts.scheme not in ("http", "https") or not parts.hostname or parts.query
            or parts.fragment or parts.username or parts.password):
        raise ConfigError(f"SURESTEP_OIDC_ISSUER must be an https URL with a host and no "
                          f"query, fragment or credentials, got {issuer!r}")
    if parts.scheme == "http" and not _loopback(parts.hostname):
        raise ConfigError(f"SURESTEP_OIDC_ISSUER must be https (http only on a loopback "
                          f"host), got {issuer!r}")


def _claim(config: Mapping[str, Any], name: str) -> str:
    """The one claim a setting names, else a ConfigError."""
    claim = str(config.get(name) or "").strip()
    if not claim or any(c.isspace() for c in claim):
        raise ConfigError(f"{name} must name one claim, got {config.get(name)!r}")
    return claim


def parse_oidc_groups(raw: str) -> dict[str, str]:
    """``"support-eu=acme,ops-all=*"`` -> ``{"support-eu": "acme", "ops-all": "*"}`` (an
    IdP group -> the tenant its members sign in to; ``*``: every tenant). A group named twice,
    an empty group, or a tenant that is not a tenant name is a ConfigError."""
    groups: dict[str, str] = {}
    for pair in filter(None, (part.strip() for part in (raw or "").split(","))):
        group, tenant = _group_pair(pair)
        if group in groups:
            raise ConfigError(f"SURESTEP_OIDC_GROUPS names group {group!r} twice")
        groups[group] = tenant
    return groups


def _group_pair(pair: str) -> tuple[str, str]:
    """One ``group=tenant`` pair of SURESTEP_OIDC_GROUPS: both named, the tenant a tenant name
    (letters, digits, - and _) or ``*``; ConfigError otherwise."""
    group, sep, tenant = (s.strip() for s in pair.rpartition("="))
    if not sep or not group or not tenant:
        raise ConfigError(f"SURESTEP_OIDC_GROUPS must be comma-separated group=tenant "
                          f"pairs, got {pair!r}")
    if tenant != "*" and not tenant.replace("-", "").replace("_", "").isalnum():
        raise ConfigError(f"SURESTEP_OIDC_GROUPS: tenant {tenant!r} of group {group!r} "
                          f"may hold only letters, digits, - and _ (or be *)")
    return group, tenant
