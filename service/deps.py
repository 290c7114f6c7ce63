"""What a step needs to run: the ``Deps`` type. Built once per process by ``service.wiring``
(the web app keeps it in ``app.extensions``, a worker in ``jobs.deps()``).

This module only names the types (imported for type checking, not at run time), so every room
can take a ``Deps`` without importing the rooms that build one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import redis  # noqa: F401
    from rq import Queue

    from connectors.zendesk import ZendeskClient
    from service.accounts.registry import Registry
    from service.ledger.notify import Notifier
    from service.ledger.store import Ledger
    from service.settings import Settings
    from service.steps.escalations import Proposals
    from service.steps.policy import PolicyStore


@dataclass
class Deps:
    """Connections and settings shared by every step in one process."""

    config: Settings
    redis: redis.Redis
    ledger: Ledger
    notifier: Notifier
    queue: Queue
    policy: PolicyStore
    refund_providers: dict[str, Any] = field(default_factory=dict)
    zendesk: ZendeskClient | None = None
    # what an escalation's decision is carried out by, per proposal kind ("refund"): the
    # refund step's decisions, handed in by service.wiring (escalations never import refunds)
    proposals: dict[str, Proposals] = field(default_factory=dict)
    # the tenants' named accounts (and the environment's, as ``env``): service.accounts
    accounts: Registry = None  # type: ignore[assignment]

    def close(self) -> None:
        """Release threads and pooled connections (tests, and the end of a CLI command)."""
        self.notifier.close()
        if self.accounts is not None:
            self.accounts.close()
        for provider in self.refund_providers.values():
            provider.close()
        if self.zendesk is not None:
            self.zendesk.close()
        if self.queue.connection is not self.redis:  # RQ's own Redis (a Cluster's ledger)
            self.queue.connection.close()
        self.redis.close()
