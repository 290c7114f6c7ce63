"""What a step needs to run, built once per app (web) or once per process (RQ worker).

Views reach it through ``current_deps()`` (it lives in ``app.extensions``); jobs through
``jobs.deps()``, which builds it from the same environment. Nothing else holds connections.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import redis
from flask import current_app
from rq import Queue

from connectors.stripe import StripeRefunds
from connectors.zendesk import ZendeskClient
from service.config import ConfigError
from service.ledger.store import Ledger
from service.ledger.notify import Notifier
from service.steps.policy import PolicyStore
from service.providers import shopify as shopify_provider
from service.providers.stripe import StripeProvider


@dataclass
class Deps:
    """Connections and settings shared by every step in one process."""

    config: dict[str, Any]
    redis: redis.Redis
    ledger: Ledger
    notifier: Notifier
    queue: Queue
    refund_providers: dict[str, Any] = field(default_factory=dict)
    zendesk: ZendeskClient | None = None
    policy: PolicyStore = field(default_factory=lambda: PolicyStore(None))

    def close(self) -> None:
        """Release threads and pooled connections (tests, and the end of a CLI command)."""
        self.notifier.close()
        for provider in self.refund_providers.values():
            provider.close()
        if self.zendesk is not None:
            self.zendesk.close()
        self.redis.close()


def build(config: dict[str, Any]) -> Deps:
    """Connect to Redis and build every connector that the configuration enables."""
    if not config.get("REDIS_URL"):
        raise ConfigError("REDIS_URL is not set (`make run` and `make test` start an embedded "
                          "Redis for you; in production point it at your Redis)")
    policy = PolicyStore(config.get("SURESTEP_POLICY"))  # a bad file stops us before connecting
    client = redis.Redis.from_url(config["REDIS_URL"], health_check_interval=30,
                                  socket_timeout=30, socket_connect_timeout=5)
    refund_providers: dict[str, Any] = {}
    if config.get("STRIPE_API_KEY"):
        refund_providers["stripe"] = StripeProvider(StripeRefunds(
            config["STRIPE_API_KEY"], config["STRIPE_API_BASE"],
            config["SURESTEP_PROVIDER_TIMEOUT_S"]))
    if config.get("SHOPIFY_SHOP_URL"):
        refund_providers["shopify"] = shopify_provider.build(config, client)
    zendesk = None
    if config.get("ZENDESK_BASE_URL"):
        zendesk = ZendeskClient(config["ZENDESK_BASE_URL"],
                                timeout_s=config["SURESTEP_PROVIDER_TIMEOUT_S"],
                                email=config.get("ZENDESK_EMAIL"),
                                api_token=config.get("ZENDESK_API_TOKEN"),
                                oauth_token=config.get("ZENDESK_OAUTH_TOKEN"))
    ttl_s = int(config["SURESTEP_LEDGER_TTL_DAYS"]) * 24 * 3600
    return Deps(config=config, redis=client, ledger=Ledger(client, ttl_s),
                notifier=Notifier(client), queue=Queue(config["SURESTEP_QUEUE"], connection=client),
                refund_providers=refund_providers, zendesk=zendesk, policy=policy)


def current_deps() -> Deps:
    """The running app's Deps."""
    return current_app.extensions["surestep"]
