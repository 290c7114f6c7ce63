"""The settings' types: what ``config.load`` builds, one key per setting (the environment
variable's name) and the values it derives (``API_KEYS``, ``SENTINELS``, ``ALLOWED_TARGETS``,
``PUBLIC_URL``, ``OIDC``, ...), each with the type ``load`` coerces it to. ``Deps.config`` is
one, so the type checker holds every ``deps.config["..."]`` to a setting that exists and to
its type (a misspelt name, or a number read as a string, is an error in ``make check``).
``tests/ops/test_settings_types.py`` checks the types against what ``load`` returns.
"""

from __future__ import annotations

from typing import TypedDict

from service.config.allowed import Allowed
from service.config.urls import Oidc


class Settings(TypedDict):
    ALLOWED_TARGETS: Allowed
    API_KEYS: dict[str, str]
    OIDC: Oidc | None
    OPS_KEYS: dict[str, tuple[str, str]]
    PORT: int
    PUBLIC_URL: str
    REDIS_CLUSTER: bool
    REDIS_PASSWORD: str | None
    REDIS_SENTINELS: str | None
    REDIS_SENTINEL_MASTER: str | None
    REDIS_SENTINEL_PASSWORD: str | None
    REDIS_URL: str | None
    SENTINELS: tuple[tuple[str, int], ...]
    SHOPIFY_ACCESS_TOKEN: str | None
    SHOPIFY_API_VERSION: str
    SHOPIFY_MAX_WAIT_S: float
    SHOPIFY_SHOP_URL: str | None
    SHOPIFY_WEBHOOK_SECRET: str | None
    STRIPE_API_BASE: str
    STRIPE_API_KEY: str | None
    STRIPE_MAX_WAIT_S: float
    STRIPE_RATE_ENDPOINT: int
    STRIPE_RATE_LIVE: int
    STRIPE_RATE_TEST: int
    STRIPE_WEBHOOK_SECRET: str | None
    SURESTEP_ACCOUNTS_KEY: str | None
    SURESTEP_ALLOWED_TARGETS: str
    SURESTEP_API_KEYS: str
    SURESTEP_BULK_SETTLE_S: float
    SURESTEP_CONSOLE_IDLE_S: int
    SURESTEP_CONSOLE_MAX_S: int
    SURESTEP_CONSOLE_TRACE_URL: str | None
    SURESTEP_DELIVERY_ATTEMPTS: int
    SURESTEP_DELIVERY_BACKOFF_S: float
    SURESTEP_DUPLICATE_WAIT_S: float
    SURESTEP_LEASE_S: float
    SURESTEP_LEDGER_TTL_DAYS: int
    SURESTEP_LOG_LEVEL: str
    SURESTEP_MAX_SENDS: int
    SURESTEP_MCP_ALLOWED_HOSTS: str
    SURESTEP_MCP_ALLOWED_ORIGINS: str
    SURESTEP_MCP_OAUTH_ISSUER: str | None
    SURESTEP_MCP_OAUTH_JWKS_URL: str | None
    SURESTEP_MCP_RESOURCE: str | None
    SURESTEP_OIDC_CLIENT_ID: str | None
    SURESTEP_OIDC_CLIENT_SECRET: str | None
    SURESTEP_OIDC_GROUPS: str
    SURESTEP_OIDC_GROUPS_CLAIM: str
    SURESTEP_OIDC_ISSUER: str | None
    SURESTEP_OIDC_NAME_CLAIM: str
    SURESTEP_OIDC_SCOPES: str
    SURESTEP_OPS_KEYS: str
    SURESTEP_POLICY: str | None
    SURESTEP_POLL_MAX_S: float
    SURESTEP_PROVIDER_TIMEOUT_S: float
    SURESTEP_PUBLIC_URL: str | None
    SURESTEP_QUEUE: str
    SURESTEP_QUEUE_REDIS_URL: str | None
    SURESTEP_READBACK_DELAY_S: float
    SURESTEP_RECONCILE_EVERY: float
    SURESTEP_RECONCILE_STALE_S: float
    SURESTEP_RECONCILE_WINDOW_S: float
    SURESTEP_REDIS_CLUSTER: str | None
    SURESTEP_REDIS_MIN_REPLICAS: int
    SURESTEP_REDIS_WAIT_MS: int
    SURESTEP_SECRET_KEY: str | None
    SURESTEP_SIGNING_KEY: str | None
    SURESTEP_TENANT_SECRET_UNTIL: float
    SURESTEP_SWEEP_EVERY: float
    SURESTEP_VERIFY_FOR_S: int
    ZENDESK_API_TOKEN: str | None
    ZENDESK_BASE_URL: str | None
    ZENDESK_EMAIL: str | None
    ZENDESK_OAUTH_TOKEN: str | None
    ZENDESK_WEBHOOK_SECRET: str | None
