"""What each provider's account holds, where its URL may point, how its connector is built and
how its credentials are checked (one cheap read: Stripe's balance, Shopify's shop, Zendesk's
``users/me``).

An account's URL is the ops person's to set, so it is checked like any outbound target: https on
the provider's own domain (``api.stripe.com``, ``*.myshopify.com``, ``*.zendesk.com``), or a
host or network ``SURESTEP_ALLOWED_TARGETS`` allows (a proxy, or the simulators on loopback).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

import redis

from connectors.errors import ProviderError
from connectors.zendesk import ZendeskClient
from service.config import STRIPE_DEFAULT_BASE, Allowed
from service.errors import AccountCheckFailed, Unprocessable
from service.events import outbound
from service.providers import shopify, stripe

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
ENV = "env"  # the environment's account, every tenant's
WEBHOOK_SECRET = "webhook_secret"


@dataclass(frozen=True)
class Kind:
    """One provider's account: its fields, which of them are secret, and its URL's home."""

    provider: str
    settings: tuple[str, ...]  # shown to ops
    secrets: tuple[str, ...]  # encrypted, never shown (a hint of the first one given)
    required: tuple[str, ...]
    url_field: str
    home: Callable[[str], bool]  # the provider's own hosts (https only)
    secret_pattern: dict[str, re.Pattern] = None  # type: ignore[assignment]


KINDS = {
    "stripe": Kind("stripe", ("api_base",), ("api_key", WEBHOOK_SECRET), ("api_key",),
                   "api_base", lambda host: host == "api.stripe.com",
                   {"api_key": re.compile(r"^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$")}),
    "shopify": Kind("shopify", ("shop_url", "api_version"), ("access_token", WEBHOOK_SECRET),
                    ("shop_url", "access_token"), "shop_url",
                    lambda host: host.endswith(".myshopify.com"),
                    {"access_token": re.compile(r"^shp(at|ca|ss|pa)_[A-Za-z0-9_]{4,250}$")}),
    "zendesk": Kind("zendesk", ("base_url", "email"),
                    ("api_token", "oauth_token", WEBHOOK_SECRET), ("base_url",), "base_url",
                    lambda host: host.endswith(".zendesk.com"), {}),
}


def validate(provider: str, name: str, body: dict[str, Any], allowed: Allowed,
             config: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(settings, secrets) of a new account, or Unprocessable naming each bad field."""
    kind = KINDS.get(provider)
    if kind is None:
        raise Unprocessable("Unknown provider.", errors={"provider": [
            f"must be one of {', '.join(sorted(KINDS))}"]})
    errors: dict[str, list[str]] = {}
    if not isinstance(name, str) or not NAME.match(name) or name == ENV:
        errors["name"] = [f"must match {NAME.pattern} and not be {ENV!r} (the environment's)"]
    known = {"provider", "name", "default", *kind.settings, *kind.secrets}
    for field in sorted(set(body) - known):
        errors[field] = [f"not a field of a {provider} account"]
    for field in (*kind.settings, *kind.secrets):
        value = body.get(field)
        if value is not None and (not isinstance(value, str) or not value.strip()
                                  or len(value) > 500):
            errors[field] = ["must be a non-empty string of at most 500 characters"]
    for field in kind.required:
        if not body.get(field):
            errors.setdefault(field, ["is required"])
    for field, pattern in (kind.secret_pattern or {}).items():
        if isinstance(body.get(field), str) and not pattern.match(body[field]):
            errors.setdefault(field, [f"does not look like a {provider} {field}"])
    if provider == "zendesk" and not errors:
        if not (body.get("oauth_token") or (body.get("email") and body.get("api_token"))):
            errors["api_token"] = ["give email and api_token, or oauth_token"]
    settings = {f: body[f].strip() for f in kind.settings if isinstance(body.get(f), str)}
    if provider == "stripe":
        settings.setdefault("api_base", STRIPE_DEFAULT_BASE)
    if provider == "shopify":
        settings.setdefault("api_version", config["SHOPIFY_API_VERSION"])
        if not re.fullmatch(r"\d{4}-\d{2}", settings["api_version"]):
            errors.setdefault("api_version", ["must look like 2026-04"])
    url = settings.get(kind.url_field)
    if url and kind.url_field not in errors:
        why = url_refusal(kind, url, allowed)
        if why:
            errors[kind.url_field] = [why]
    if errors:
        raise Unprocessable("The account was not added; nothing was stored.", errors=errors)
    settings[kind.url_field] = settings[kind.url_field].rstrip("/")
    return settings, {f: body[f] for f in kind.secrets if isinstance(body.get(f), str)}


def url_refusal(kind: Kind, url: str, allowed: Allowed) -> str | None:
    """Why the account's URL may not be called, or None."""
    try:
        parsed, host, literal = outbound.target(url)
    except outbound.Refused:
        parsed = None
    if parsed is None or parsed.userinfo:
        return "must be an http(s) URL with a host and no user or password"
    if parsed.query or parsed.fragment or parsed.path not in ("", "/"):
        return "must be the provider's base URL, with no path, query or fragment"
    if allowed.permits(host, literal):
        return None
    if parsed.scheme == "https" and literal is None and kind.home(host):
        return None
    return (f"must be https on the provider's own domain, or a host SURESTEP_ALLOWED_TARGETS "
            f"allows ({host!r} is neither)")


def build(provider: str, settings: dict[str, Any], secrets: dict[str, Any],
          config: dict[str, Any], client: redis.Redis) -> Any:
    """The connector an account's requests go through (a refund provider, or Zendesk)."""
    timeout_s = config["SURESTEP_PROVIDER_TIMEOUT_S"]
    if provider == "stripe":
        return stripe.build_for(secrets["api_key"], settings["api_base"], config, client)
    if provider == "shopify":
        return shopify.build_for(settings["shop_url"], secrets["access_token"],
                                 settings["api_version"], config, client)
    return ZendeskClient(settings["base_url"], timeout_s=timeout_s, email=settings.get("email"),
                         api_token=secrets.get("api_token"),
                         oauth_token=secrets.get("oauth_token"))


def check(provider: str, connector: Any) -> str:
    """One cheap read with the account's credentials: what it proved, else
    AccountCheckFailed with the provider's own words."""
    try:
        if provider == "stripe":
            connector.client.balance()
            return "Stripe answered GET /v1/balance with these credentials"
        if provider == "shopify":
            shop = connector.client.shop()
            return f"Shopify answered the shop query for {shop.get('name') or 'the shop'}"
        user = connector.me()
        return f"Zendesk authenticated these credentials as user {user.get('id')}"
    except ProviderError as exc:
        raise AccountCheckFailed(f"The {provider} account's credentials did not pass a read "
                                 f"({type(exc).__name__}: {exc.message}); nothing was stored "
                                 f"or sent.") from None
