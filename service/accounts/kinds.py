"""What each provider's account holds, where its URL may point, how its connector is built and
how its credentials are checked (one cheap read: Stripe's balance, Shopify's shop, Zendesk's
``users/me``).

An account's URL is the ops person's to set, so it is checked like any outbound target: https on
the provider's own domain (``api.stripe.com``, ``*.myshopify.com``, ``*.zendesk.com``), or a
host or network ``SURESTEP_ALLOWED_TARGETS`` allows (a proxy, or the simulators on loopback).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any, Callable

import httpx

from connectors.errors import ProviderError
from connectors.zendesk import ZendeskClient
from service.config import STRIPE_DEFAULT_BASE, Allowed, Settings
from service.errors import (
    AccountCheckFailed,
    ProviderNotConfigured,
    ServiceError,
    Unprocessable,
    ZendeskNotConfigured,
)
from service.events import outbound
from service.ledger.connection import Store
from service.providers import shopify, stripe

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
ENV = "env"  # the environment's account, every tenant's
WEBHOOK_SECRET = "webhook_secret"


Errors = dict[str, list[str]]


def _no_defaults(config: Settings) -> dict[str, str]:
    return {}


def _nothing_more(body: dict[str, Any], settings: dict[str, Any], errors: Errors) -> Errors:
    return {}


@dataclass(frozen=True)
class Kind:
    """One provider's account: its fields, which of them are secret, its URL's home, the
    settings it defaults, the checks across its fields, its connector and its credentials'
    read. What differs between providers is here, so the functions below branch on nothing."""

    provider: str
    settings: tuple[str, ...]  # shown to ops
    secrets: tuple[str, ...]  # encrypted, never shown (a hint of the first one given)
    required: tuple[str, ...]
    url_field: str
    home: Callable[[str], bool]  # the provider's own hosts (https only)
    connect: Callable[[dict[str, Any], dict[str, Any], Settings, Store], Any]
    read: Callable[[Any], str]  # one cheap read with the credentials: what it proved
    secret_pattern: dict[str, re.Pattern[str]] = dataclasses.field(default_factory=dict)
    defaults: Callable[[Settings], dict[str, str]] = _no_defaults  # from the config
    # the checks across fields: (body, settings, the errors so far) -> more errors
    across: Callable[[dict[str, Any], dict[str, Any], Errors], Errors] = _nothing_more
    # secrets of which an account holds one way to sign in: giving one replaces the others
    one_of: tuple[str, ...] = ()
    # the ledger steps whose entries use an account of this kind, and whether an entry names
    # the provider in its args (a refund does; a ticket update is Zendesk's by its step)
    steps: tuple[str, ...] = ("refund",)
    step_names_provider: bool = True
    # what a request meets when the tenant has no account of this kind and the environment none
    unconfigured: str = ("The {provider} provider is not configured (no environment account "
                         "and no {provider} account of this tenant); nothing was sent.")
    unconfigured_error: type[ServiceError] = ProviderNotConfigured


def _stripe_read(connector: Any) -> str:
    connector.client.balance()
    return "Stripe answered GET /v1/balance with these credentials"


def _shopify_read(connector: Any) -> str:
    shop = connector.client.shop()
    return f"Shopify answered the shop query for {shop.get('name') or 'the shop'}"


def _zendesk_read(connector: Any) -> str:
    return f"Zendesk authenticated these credentials as user {connector.me().get('id')}"


def _shopify_version(body: dict[str, Any], settings: dict[str, Any], errors: Errors) -> Errors:
    if not re.fullmatch(r"\d{4}-\d{2}", settings["api_version"]):
        return {"api_version": ["must look like 2026-04"]}
    return {}


def _zendesk_credentials(body: dict[str, Any], settings: dict[str, Any],
                         errors: Errors) -> Errors:
    if not errors and not (body.get("oauth_token") or (body.get("email") and body.get("api_token"))):
        return {"api_token": ["give email and api_token, or oauth_token"]}
    return {}


KINDS = {
    "stripe": Kind(
        "stripe", ("api_base",), ("api_key", WEBHOOK_SECRET), ("api_key",), "api_base",
        lambda host: host == "api.stripe.com",
        connect=lambda settings, secrets, config, client: stripe.build_for(
            secrets["api_key"], settings["api_base"], config, client),
        read=_stripe_read,
        secret_pattern={"api_key": re.compile(r"^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$")},
        defaults=lambda config: {"api_base": STRIPE_DEFAULT_BASE}),
    "shopify": Kind(
        "shopify", ("shop_url", "api_version"), ("access_token", WEBHOOK_SECRET),
        ("shop_url", "access_token"), "shop_url", lambda host: host.endswith(".myshopify.com"),
        connect=lambda settings, secrets, config, client: shopify.build_for(
            settings["shop_url"], secrets["access_token"], settings["api_version"], config,
            client),
        read=_shopify_read,
        secret_pattern={"access_token": re.compile(r"^shp(at|ca|ss|pa)_[A-Za-z0-9_]{4,250}$")},
        defaults=lambda config: {"api_version": config["SHOPIFY_API_VERSION"]},
        across=_shopify_version),
    "zendesk": Kind(
        "zendesk", ("base_url", "email"), ("api_token", "oauth_token", WEBHOOK_SECRET),
        ("base_url",), "base_url", lambda host: host.endswith(".zendesk.com"),
        connect=lambda settings, secrets, config, client: ZendeskClient(
            settings["base_url"], timeout_s=config["SURESTEP_PROVIDER_TIMEOUT_S"],
            email=settings.get("email"), api_token=secrets.get("api_token"),
            oauth_token=secrets.get("oauth_token")),
        read=_zendesk_read, across=_zendesk_credentials, one_of=("api_token", "oauth_token"),
        steps=("ticket_update", "ticket_bulk_update"), step_names_provider=False,
        unconfigured="No Zendesk account: ZENDESK_BASE_URL is not set and this tenant has no "
                     "zendesk account; nothing was recorded.",
        unconfigured_error=ZendeskNotConfigured),
}


def validate(provider: str, name: str, body: dict[str, Any], allowed: Allowed,
             config: Settings) -> tuple[dict[str, Any], dict[str, Any]]:
    """(settings, secrets) of a new account, or Unprocessable naming each bad field."""
    kind = KINDS.get(provider)
    if kind is None:
        raise Unprocessable("Unknown provider.", errors={"provider": [
            f"must be one of {', '.join(sorted(KINDS))}"]})
    errors = _field_errors(kind, provider, name, body)
    settings = _given_settings(kind, body, config)
    for field, found in kind.across(body, settings, errors).items():
        errors.setdefault(field, found)
    url = settings.get(kind.url_field)
    why = url_refusal(kind, url, allowed) if url and kind.url_field not in errors else None
    if why:
        errors[kind.url_field] = [why]
    if errors:
        raise Unprocessable("The account was not added; nothing was stored.", errors=errors)
    settings[kind.url_field] = settings[kind.url_field].rstrip("/")
    return settings, {f: body[f] for f in kind.secrets if isinstance(body.get(f), str)}


def _field_errors(kind: Kind, provider: str, name: str,
                  body: dict[str, Any]) -> dict[str, list[str]]:
    """Each field of a new account that is bad on its own: the name, a field the provider's
    accounts do not have, a value that is no short string, a required one missing, a secret
    that does not look like the provider's."""
    errors: dict[str, list[str]] = {}
    if not _good_name(name):
        errors["name"] = [f"must match {NAME.pattern} and not be {ENV!r} (the environment's)"]
    known = {"provider", "name", "default", *kind.settings, *kind.secrets}
    for field in sorted(set(body) - known):
        errors[field] = [f"not a field of a {provider} account"]
    for field in (*kind.settings, *kind.secrets):
        if not _short_text(body.get(field)):
            errors[field] = ["must be a non-empty string of at most 500 characters"]
    for field in kind.required:
        if not body.get(field):
            errors.setdefault(field, ["is required"])
    for field, pattern in kind.secret_pattern.items():
        if isinstance(body.get(field), str) and not pattern.match(body[field]):
            errors.setdefault(field, [f"does not look like a {provider} {field}"])
    return errors


def _given_settings(kind: Kind, body: dict[str, Any], config: Settings) -> dict[str, Any]:
    """The account's settings: the provider's defaults, then each one the body gives (as a
    string, trimmed)."""
    return {**kind.defaults(config),
            **{f: body[f].strip() for f in kind.settings if isinstance(body.get(f), str)}}


def _good_name(name: Any) -> bool:
    """An account's name: ``NAME``'s form, and not the environment's own (``env``)."""
    return isinstance(name, str) and bool(NAME.match(name)) and name != ENV


def _short_text(value: Any) -> bool:
    """Absent, or a non-empty string of at most 500 characters."""
    return value is None or (isinstance(value, str) and bool(value.strip())
                             and len(value) <= 500)


def url_refusal(kind: Kind, url: str, allowed: Allowed) -> str | None:
    """Why the account's URL may not be called, or None."""
    try:
        parsed, host, literal = outbound.target(url)
    except outbound.Refused:
        return _form_refusal(None)
    bad_form = _form_refusal(parsed)
    if bad_form is not None:
        return bad_form
    if allowed.permits(host, literal):
        return None
    if parsed.scheme == "https" and literal is None and kind.home(host):
        return None
    return (f"must be https on the provider's own domain, or a host SURESTEP_ALLOWED_TARGETS "
            f"allows ({host!r} is neither)")


def _form_refusal(parsed: httpx.URL | None) -> str | None:
    """What is wrong with the URL's form: not an http(s) URL with a host (or it carries a
    user or password), or more than a base URL (a path, a query, a fragment); None when
    nothing is."""
    if parsed is None or parsed.userinfo:
        return "must be an http(s) URL with a host and no user or password"
    if parsed.query or parsed.fragment or parsed.path not in ("", "/"):
        return "must be the provider's base URL, with no path, query or fragment"
    return None


def build(provider: str, settings: dict[str, Any], secrets: dict[str, Any],
          config: Settings, store: Store) -> Any:
    """The connector an account's requests go through (a refund provider, or Zendesk); its
    provider's shared budget kept in ``store``, the ledger."""
    return KINDS[provider].connect(settings, secrets, config, store)


def check(provider: str, connector: Any) -> str:
    """One cheap read with the account's credentials: what it proved, else
    AccountCheckFailed with the provider's own words."""
    try:
        return KINDS[provider].read(connector)
    except ProviderError as exc:
        raise AccountCheckFailed(f"The {provider} account's credentials did not pass a read "
                                 f"({type(exc).__name__}: {exc.message}); nothing was stored "
                                 f"or sent.") from None
