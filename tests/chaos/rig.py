"""The chaos rig: every part of a deployment as a real process, with a fault proxy in front of
each provider.

    flow (this test) --HTTP--> gunicorn (2 workers) --> chaos proxy --> Stripe simulator
                                    |      RQ worker -> chaos proxy --> Zendesk simulator
                                    |                   chaos proxy --> Shopify simulator
                                    +--> redis-server (AOF, appendfsync always)
                                         (SURESTEP_TEST_CLUSTER=1: the ledger on a 3-primary
                                         Cluster, RQ on a redis-server of its own)

The providers' own records (the simulators' control endpoints, which bypass the proxies) are the
ground truth the invariants are checked against.
"""

from __future__ import annotations

import os
from pathlib import Path

import httpx

from tests.chaos.processes import ClusterRedis, Redis, RQWorker, Web
from tests.support.chaos_helpers import ChaosProxy
from tests.support.cluster import CLUSTER
from tests.support.constants import API_KEYS
from tests.support.helpers import Sim
from tests.support.shopify_helpers import TOKEN as SHOPIFY_TOKEN
from tests.support.shopify_helpers import ShopifySim

PROVIDER_TIMEOUT_S = 0.5
LEASE_S = 2.0  # > three provider calls of PROVIDER_TIMEOUT_S: a live step keeps its claim


class Rig:
    """Redis, the three simulators behind their proxies, gunicorn and an RQ worker."""

    def __init__(self, data_dir: Path):
        self.redis = ClusterRedis(data_dir) if CLUSTER else Redis(data_dir / "redis")
        self.stripe, self.zendesk, self.shopify = Sim("stripe"), Sim("zendesk"), ShopifySim()
        self.proxies = {"stripe": ChaosProxy(self.stripe.url),
                        "zendesk": ChaosProxy(self.zendesk.url),
                        "shopify": ChaosProxy(self.shopify.url)}
        self.env = {**os.environ, **self.redis.settings,
                    "SURESTEP_TEST_QUEUE_URL": self.redis.queue_url, "SURESTEP_API_KEYS": API_KEYS,
                    "STRIPE_API_KEY": "sk_test_surestep",
                    "STRIPE_API_BASE": self.proxies["stripe"].url,
                    "ZENDESK_BASE_URL": self.proxies["zendesk"].url,
                    "ZENDESK_EMAIL": "ops@example.com", "ZENDESK_API_TOKEN": "zd-token",
                    "SHOPIFY_SHOP_URL": self.proxies["shopify"].url,
                    "SHOPIFY_ACCESS_TOKEN": SHOPIFY_TOKEN, "SHOPIFY_MAX_WAIT_S": "1",
                    "SURESTEP_PROVIDER_TIMEOUT_S": str(PROVIDER_TIMEOUT_S),
                    "SURESTEP_LEASE_S": str(LEASE_S), "SURESTEP_DUPLICATE_WAIT_S": "0.5",
                    "SURESTEP_READBACK_DELAY_S": "0.2", "SURESTEP_BULK_SETTLE_S": "0.5",
                    "SURESTEP_POLL_MAX_S": "0.5", "SURESTEP_SWEEP_EVERY": "1",
                    "SURESTEP_THREADS": "8",
                    "SURESTEP_LOG_LEVEL": os.environ.get("SURESTEP_CHAOS_LOG_LEVEL", "critical")}
        self.web = Web(self.env)
        self.worker = RQWorker(self.env, log=data_dir / "rq-worker.log")
        self.http = httpx.Client(base_url=self.web.url, timeout=15,
                                 headers={"Authorization": "Bearer key_acme"})

    def clear_faults(self) -> None:
        """No faults, and an empty request log in each proxy."""
        for proxy in self.proxies.values():
            proxy.reset()

    def heal(self) -> None:
        """Faults off and every process back, as an operator's supervisor would leave it."""
        self.clear_faults()
        self.worker.ensure_running()
        self.web.wait_ready()

    # The providers' own records, read around the proxies. The simulators are never reset
    # during a run: a late request of an earlier schedule lands on that schedule's own payment,
    # order or ticket, where the final check finds it.
    def stripe_refunds(self, payment_intent: str) -> list[dict]:
        return self._rows(self.stripe, "/_sim/refunds", payment_intent=payment_intent)

    def shopify_refunds(self, order_id: str) -> list[dict]:
        return self._rows(self.shopify, "/_sim/refunds", order_id=order_id)

    def zendesk_comments(self, ticket_id: int) -> list[dict]:
        return self._rows(self.zendesk, "/_sim/comments", ticket_id=ticket_id)

    @staticmethod
    def _rows(sim: Sim, path: str, **query) -> list[dict]:
        response = sim.http.get(path, params=query)
        response.raise_for_status()
        return response.json()["data"]

    def close(self) -> None:
        self.http.close()
        for part in (self.worker, self.web, *self.proxies.values(), self.stripe, self.zendesk,
                     self.shopify, self.redis):
            part.close()
