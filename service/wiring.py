"""One ``build(config)`` that connects to Redis and constructs every connector, provider and
store a process needs, as a ``service.deps.Deps``. The web app, the workers and the CLI call it;
nothing else holds connections.
"""

from __future__ import annotations

from typing import Any

from rq import Queue

from connectors.zendesk import ZendeskClient
from service import tracing
from service.accounts.registry import Registry
from service.config import Settings
from service.deps import SYSTEM_CLOCK, Clock, Deps
from service.ledger import connection
from service.ledger.notify import Notifier
from service.ledger.store import Ledger
from service.providers import shopify, stripe
from service.steps import refund as refund_step
from service.steps.rules import PolicyStore, mode_loaded


def build(config: Settings, clock: Clock = SYSTEM_CLOCK) -> Deps:
    """Connect to Redis (``service.ledger.connection``: a URL, Sentinel or a Cluster; RQ's queue
    on its own Redis when ``SURESTEP_QUEUE_REDIS_URL`` is set) and build every connector that
    the configuration enables. ``clock`` is the time every step and the ledger read."""
    policy = PolicyStore(config.get("SURESTEP_POLICY"))  # a bad file stops us before connecting
    client = connection.connect(config)
    ttl_s = int(config["SURESTEP_LEDGER_TTL_DAYS"]) * 24 * 3600
    ledger = Ledger(client, ttl_s, min_replicas=config.get("SURESTEP_REDIS_MIN_REPLICAS", 0),
                    wait_ms=config.get("SURESTEP_REDIS_WAIT_MS", 1000), clock=clock)
    policy.watch(lambda loaded: mode_loaded(ledger, policy.path, loaded))  # a mode change: audited
    refund_providers: dict[str, Any] = {}
    if stripe_key := config.get("STRIPE_API_KEY"):
        refund_providers["stripe"] = stripe.build_for(
            stripe_key, config["STRIPE_API_BASE"], config, ledger)
    if config.get("SHOPIFY_SHOP_URL"):
        refund_providers["shopify"] = shopify.build(config, ledger)
    zendesk = None
    if zendesk_url := config.get("ZENDESK_BASE_URL"):
        zendesk = ZendeskClient(zendesk_url,
                                timeout_s=config["SURESTEP_PROVIDER_TIMEOUT_S"],
                                email=config.get("ZENDESK_EMAIL"),
                                api_token=config.get("ZENDESK_API_TOKEN"),
                                oauth_token=config.get("ZENDESK_OAUTH_TOKEN"))
    env_accounts = {**refund_providers, **({"zendesk": zendesk} if zendesk else {})}
    return Deps(config=config, ledger=ledger, notifier=Notifier(client),
                queue=tracing.queue_class(Queue)(config["SURESTEP_QUEUE"],
                            connection=connection.connect_queue(config, client)),
                policy=policy, refund_providers=refund_providers, zendesk=zendesk,
                proposals={"refund": refund_step.proposals},
                accounts=Registry(config, ledger, env_accounts), clock=clock)
