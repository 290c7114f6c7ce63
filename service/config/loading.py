"""Loading the configuration: defaults, then the environment (12-factor), then a test dict.

Every setting has an environment variable of the same name; ``create_app(test_config)`` may
override any of them. Nothing here talks to the network.
"""

from __future__ import annotations

import os
from typing import Any, Mapping, cast

from service.config.allowed import parse_allowed
from service.config.settings import Settings
from service.config.urls import parse_oidc, public_url
from service.errors import ConfigError

STRIPE_DEFAULT_BASE = "https://api.stripe.com"

DEFAULTS: dict[str, Any] = {
    "REDIS_URL": None,
    # Redis behind Sentinel (service.ledger.connection): "host:port,..." of the sentinels and the
    # name of the master they watch; REDIS_URL is then not used. The passwords: the
    # sentinels' own (requirepass in sentinel.conf) and the data nodes' (also with REDIS_URL
    # when it holds none).
    "REDIS_SENTINELS": None,
    "REDIS_SENTINEL_MASTER": None,
    "REDIS_SENTINEL_PASSWORD": None,
    "REDIS_PASSWORD": None,
    # The ledger on a Redis Cluster (service.ledger.connection): REDIS_URL names any one node.
    # RQ cannot use a Cluster, so SURESTEP_QUEUE_REDIS_URL must then name a plain Redis for
    # the queue; without a Cluster it defaults to the ledger's own Redis.
    "SURESTEP_REDIS_CLUSTER": None,
    "SURESTEP_QUEUE_REDIS_URL": None,
    # A claim, a `sending` mark and a settle are confirmed by WAIT on this many replicas
    # before a provider is called or an answer given (0: no WAIT; 1 with Sentinel, see
    # docs/RELIABILITY.md), waiting at most SURESTEP_REDIS_WAIT_MS for them.
    "SURESTEP_REDIS_MIN_REPLICAS": 0,
    "SURESTEP_REDIS_WAIT_MS": 1000,
    "SURESTEP_API_KEYS": "",
    # Fernet keys that encrypt the tenants' provider accounts' secrets (service.accounts):
    # comma-separated, the first encrypts; unset: no account can be added (env's only).
    "SURESTEP_ACCOUNTS_KEY": None,
    "STRIPE_API_KEY": None,
    "STRIPE_API_BASE": STRIPE_DEFAULT_BASE,
    # One shared request budget per Stripe key (service.ledger.stripe_budget): requests per second
    # for a live key, a test key and one endpoint, Stripe's documented limits by default (set
    # them lower when other systems use the same Stripe account). A web request waits at most
    # STRIPE_MAX_WAIT_S for it, else answers unknown (rate_limited) with nothing sent.
    "STRIPE_RATE_LIVE": 100,
    "STRIPE_RATE_TEST": 25,
    "STRIPE_RATE_ENDPOINT": 25,
    "STRIPE_MAX_WAIT_S": 3.0,
    "SURESTEP_PROVIDER_TIMEOUT_S": 10.0,
    # How long a claim may stay in_progress before another request may take it over with
    # the same provider key. Must exceed the worst step: create, lookup and read-back, each
    # bounded by the provider timeout.
    "SURESTEP_LEASE_S": None,
    # How long a concurrent duplicate waits for the first request before answering 409.
    "SURESTEP_DUPLICATE_WAIT_S": 5.0,
    "SURESTEP_LEDGER_TTL_DAYS": 30,
    # A refund left pending is re-read by a verify job with backoff, for at most this long.
    "SURESTEP_VERIFY_FOR_S": 3 * 24 * 3600,
    "SURESTEP_QUEUE": "surestep",
    # Shopify (Admin GraphQL API); unset SHOPIFY_SHOP_URL: no shopify refunds. A web request
    # waits at most SHOPIFY_MAX_WAIT_S for the shop's cost budget, else answers unknown.
    "SHOPIFY_SHOP_URL": None,
    "SHOPIFY_ACCESS_TOKEN": None,
    "SHOPIFY_API_VERSION": "2026-04",
    "SHOPIFY_MAX_WAIT_S": 3.0,
    # Zendesk (basic auth {email}/token:{token}, or OAuth); unset: no ticket steps.
    "ZENDESK_BASE_URL": None,
    "ZENDESK_EMAIL": None,
    "ZENDESK_API_TOKEN": None,
    "ZENDESK_OAUTH_TOKEN": None,
    # After an ambiguous ticket write, how long to wait before reading the ticket back (a
    # slow Zendesk may still commit it); bulk jobs wait longer, as Zendesk queues them.
    "SURESTEP_READBACK_DELAY_S": 5.0,
    "SURESTEP_BULK_SETTLE_S": 60.0,
    "SURESTEP_MAX_SENDS": 3,
    "SURESTEP_POLL_MAX_S": 10.0,
    # resume_url deliveries: tries before giving up, and the first retry's delay (doubling).
    "SURESTEP_DELIVERY_ATTEMPTS": 6,
    "SURESTEP_DELIVERY_BACKOFF_S": 2.0,
    "SURESTEP_SIGNING_KEY": None,
    # The tenant-wide signing secret's migration window (unix seconds; 0: closed). Until then
    # ops keys read it on GET /v1/me and it signs deliveries to resume_urls registered before
    # each registration had its own secret; flow keys never read it (service.events.deliveries).
    "SURESTEP_TENANT_SECRET_UNTIL": 0.0,
    # Guard rules (TOML, see policy.example.toml); unset: no rules, every refund goes ahead.
    "SURESTEP_POLICY": None,
    # Keys of the people who approve or reject escalations: "tenant:name:key,...".
    "SURESTEP_OPS_KEYS": "",
    # Outbound URLs (resume_url, target_url) may reach these private/loopback hosts or
    # networks: "127.0.0.1,10.0.0.0/8,n8n.internal".
    "SURESTEP_ALLOWED_TARGETS": "",
    # Where people reach this service (approval links in Zendesk notes). Never taken from a
    # request (its Host header is the caller's to choose); see public_url() for the default.
    "SURESTEP_PUBLIC_URL": None,
    # The MCP server's OAuth resource-server mode (service.mcp.oauth): all three, or none.
    "SURESTEP_MCP_OAUTH_ISSUER": None,
    "SURESTEP_MCP_OAUTH_JWKS_URL": None,
    "SURESTEP_MCP_RESOURCE": None,
    # More Host / Origin values the MCP server answers (service.mcp.origins): "mcp:8001,...".
    "SURESTEP_MCP_ALLOWED_HOSTS": "",
    "SURESTEP_MCP_ALLOWED_ORIGINS": "",
    # The ops console's sessions (service.web.console): they end after this long without a
    # request, and this long after sign-in whatever happens.
    "SURESTEP_CONSOLE_IDLE_S": 3600,
    "SURESTEP_CONSOLE_MAX_S": 12 * 3600,
    # The intent page's link for a trace id (docs/OPERATIONS.md): an http(s) URL holding
    # "{trace_id}", e.g. "https://grafana.example/explore?traceId={trace_id}"; unset: the id
    # alone, to copy.
    "SURESTEP_CONSOLE_TRACE_URL": None,
    # The console's single sign-on (OpenID Connect, service.web.console.sso): off unless the
    # issuer and the client id are set. GROUPS maps the IdP's groups to tenants (``*``: every
    # tenant): "support-eu=acme,ops-all=*". The client secret is a secret (never logged).
    "SURESTEP_OIDC_ISSUER": None,
    "SURESTEP_OIDC_CLIENT_ID": None,
    "SURESTEP_OIDC_CLIENT_SECRET": None,
    "SURESTEP_OIDC_GROUPS": "",
    "SURESTEP_OIDC_GROUPS_CLAIM": "groups",
    "SURESTEP_OIDC_NAME_CLAIM": "email",
    "SURESTEP_OIDC_SCOPES": "openid email groups",
    # Signs approval links; unset: derived from the API and ops keys (rotates with them).
    "SURESTEP_SECRET_KEY": None,
    # Reconciliation (service.ops.reconcile): how often it runs on the worker (0: never), the
    # window each run looks at (overlapping, so nothing falls between two runs), and the
    # age after which a pending or unknown entry is reported and re-verified.
    "SURESTEP_RECONCILE_EVERY": 3600.0,
    "SURESTEP_RECONCILE_WINDOW_S": 7200.0,
    "SURESTEP_RECONCILE_STALE_S": 3600.0,
    # How often the sweeper settles claims whose lease ran out (0: never).
    "SURESTEP_SWEEP_EVERY": 60.0,
    # Provider webhooks in (signatures): Stripe's may list several (old,new) during a roll.
    "STRIPE_WEBHOOK_SECRET": None,
    "SHOPIFY_WEBHOOK_SECRET": None,
    "ZENDESK_WEBHOOK_SECRET": None,
    "SURESTEP_LOG_LEVEL": "info",
    "PORT": 8000,
}

_FLOATS = {"SURESTEP_PROVIDER_TIMEOUT_S", "SURESTEP_LEASE_S", "SURESTEP_DUPLICATE_WAIT_S",
           "SHOPIFY_MAX_WAIT_S", "STRIPE_MAX_WAIT_S",
           "SURESTEP_READBACK_DELAY_S", "SURESTEP_BULK_SETTLE_S", "SURESTEP_POLL_MAX_S",
           "SURESTEP_DELIVERY_BACKOFF_S", "SURESTEP_RECONCILE_EVERY",
           "SURESTEP_RECONCILE_WINDOW_S", "SURESTEP_RECONCILE_STALE_S", "SURESTEP_SWEEP_EVERY",
           "SURESTEP_TENANT_SECRET_UNTIL"}
_INTS = {"SURESTEP_LEDGER_TTL_DAYS", "SURESTEP_VERIFY_FOR_S", "PORT", "SURESTEP_MAX_SENDS",
         "SURESTEP_DELIVERY_ATTEMPTS", "SURESTEP_REDIS_MIN_REPLICAS", "SURESTEP_REDIS_WAIT_MS",
         "STRIPE_RATE_LIVE", "STRIPE_RATE_TEST", "STRIPE_RATE_ENDPOINT",
         "SURESTEP_CONSOLE_IDLE_S", "SURESTEP_CONSOLE_MAX_S"}


def load(test_config: Mapping[str, Any] | None = None,
         environ: Mapping[str, str] | None = None) -> Settings:
    """Merge defaults, environment and ``test_config``; coerce and check the result."""
    config = _merged(os.environ if environ is None else environ, test_config or {})
    if config["SURESTEP_LEASE_S"] is None:
        config["SURESTEP_LEASE_S"] = 3 * config["SURESTEP_PROVIDER_TIMEOUT_S"] + 5
    config["API_KEYS"] = parse_api_keys(config["SURESTEP_API_KEYS"])
    config["SENTINELS"] = parse_sentinels(config)
    _at_least(config, {"SURESTEP_REDIS_MIN_REPLICAS": 0, "SURESTEP_REDIS_WAIT_MS": 1})
    config["REDIS_CLUSTER"] = parse_cluster(config)
    _at_least(config, dict.fromkeys(("STRIPE_RATE_LIVE", "STRIPE_RATE_TEST",
                                     "STRIPE_RATE_ENDPOINT"), 1), " (requests per second)")
    _at_least(config, {"STRIPE_MAX_WAIT_S": 0})
    config["OPS_KEYS"] = parse_ops_keys(config["SURESTEP_OPS_KEYS"])
    _at_least(config, {"SURESTEP_CONSOLE_IDLE_S": 1, "SURESTEP_CONSOLE_MAX_S": 1}, " (seconds)")
    config["SURESTEP_CONSOLE_TRACE_URL"] = parse_trace_url(config["SURESTEP_CONSOLE_TRACE_URL"])
    config["ALLOWED_TARGETS"] = parse_allowed(config["SURESTEP_ALLOWED_TARGETS"])
    config["PUBLIC_URL"] = public_url(config)
    config["OIDC"] = parse_oidc(config)
    return cast(Settings, config)


def _merged(env: Mapping[str, str], test_config: Mapping[str, Any]) -> dict[str, Any]:
    """The defaults, then each setting the environment gives (empty: not given), then the test
    dict; the numbers coerced (a ConfigError naming one that is not)."""
    config = dict(DEFAULTS)
    config.update({name: env[name] for name in DEFAULTS if env.get(name) not in (None, "")})
    config.update(test_config)
    for name in _FLOATS | _INTS:
        if config[name] is None:
            continue
        try:
            config[name] = (float if name in _FLOATS else int)(config[name])
        except (TypeError, ValueError):
            raise ConfigError(f"{name} must be a number, got {config[name]!r}") from None
    return config


def _at_least(config: Mapping[str, Any], least: Mapping[str, int], unit: str = "") -> None:
    """A ConfigError for the first setting below its least value."""
    for name, value in least.items():
        if config[name] < value:
            raise ConfigError(f"{name} must be at least {value}{unit}")


def parse_trace_url(raw: str | None) -> str | None:
    """``SURESTEP_CONSOLE_TRACE_URL``: an http(s) URL with one ``{trace_id}`` and no other
    braces (the id is put there, nothing else is), or None."""
    value = (raw or "").strip()
    if not value:
        return None
    rest = value.replace("{trace_id}", "", 1)
    if not value.lower().startswith(("https://", "http://")) or "{trace_id}" not in value \
            or "{" in rest or "}" in rest or any(c.isspace() for c in value):
        raise ConfigError("SURESTEP_CONSOLE_TRACE_URL must be an http(s) URL holding "
                          "{trace_id} once, e.g. https://grafana.example/explore?traceId="
                          "{trace_id}")
    return value


def parse_cluster(config: Mapping[str, Any]) -> bool:
    """``SURESTEP_REDIS_CLUSTER``: 1/true/yes puts the ledger on the Cluster REDIS_URL names."""
    raw = str(config.get("SURESTEP_REDIS_CLUSTER") or "").strip().lower()
    if raw in ("", "0", "false", "no"):
        return False
    if raw not in ("1", "true", "yes"):
        raise ConfigError(f"SURESTEP_REDIS_CLUSTER must be 1 or 0, got {raw!r}")
    if config.get("SENTINELS") or not config.get("REDIS_URL"):
        raise ConfigError("SURESTEP_REDIS_CLUSTER needs REDIS_URL (any node of the Cluster), "
                          "not REDIS_SENTINELS: a Cluster fails over by itself")
    if not config.get("SURESTEP_QUEUE_REDIS_URL"):
        raise ConfigError("SURESTEP_REDIS_CLUSTER needs SURESTEP_QUEUE_REDIS_URL: RQ cannot "
                          "use a Cluster, so its queue needs a plain Redis of its own")
    if config.get("SURESTEP_REDIS_MIN_REPLICAS"):
        raise ConfigError("SURESTEP_REDIS_MIN_REPLICAS is not supported with "
                          "SURESTEP_REDIS_CLUSTER yet (WAIT would not reach the key's node)")
    return True


def parse_sentinels(config: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    """``REDIS_SENTINELS`` ``"10.0.0.1:26379,[::1]:26379"`` -> ((host, port), ...); () when
    unset. With sentinels, ``REDIS_SENTINEL_MASTER`` must name the master they watch."""
    out = [_sentinel(item) for item in filter(None, (
        part.strip() for part in (config.get("REDIS_SENTINELS") or "").split(",")))]
    if out and not (config.get("REDIS_SENTINEL_MASTER") or "").strip():
        raise ConfigError("REDIS_SENTINEL_MASTER is not set: name the master the sentinels "
                          "watch (the name in `sentinel monitor <name> ...`)")
    return tuple(out)


def _sentinel(item: str) -> tuple[str, int]:
    """One ``host:port`` of REDIS_SENTINELS (an IPv6 host in brackets), the port a TCP port;
    ConfigError otherwise."""
    host, sep, port = item.rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"REDIS_SENTINELS must be comma-separated host:port pairs, "
                          f"got {item!r}")
    return host, int(port)


def parse_api_keys(raw: str) -> dict[str, str]:
    """``"acme:k1,globex:k2"`` -> ``{"k1": "acme", "k2": "globex"}`` (key -> tenant)."""
    keys: dict[str, str] = {}
    for pair in filter(None, (part.strip() for part in (raw or "").split(","))):
        tenant, sep, key = pair.partition(":")
        if not sep or not tenant or not key:
            raise ConfigError("SURESTEP_API_KEYS must be comma-separated tenant:key pairs")
        if not tenant.replace("-", "").replace("_", "").isalnum():
            raise ConfigError(f"tenant name {tenant!r} may hold only letters, digits, - and _")
        keys[key] = tenant
    return keys


def parse_ops_keys(raw: str) -> dict[str, tuple[str, str]]:
    """``"acme:alice:k1"`` -> ``{"k1": ("acme", "alice")}`` (key -> tenant, person). The
    person's name is what the audit trail records as the one who decided."""
    keys: dict[str, tuple[str, str]] = {}
    for triple in filter(None, (part.strip() for part in (raw or "").split(","))):
        parts = triple.split(":", 2)
        if len(parts) != 3 or not all(parts):
            raise ConfigError("SURESTEP_OPS_KEYS must be comma-separated tenant:name:key triples")
        tenant, name, key = parts
        keys[key] = (tenant, name)
    return keys
