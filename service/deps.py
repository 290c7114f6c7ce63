"""What a step needs to run: the ``Deps`` type, and ``Proposals``, the hook through which a
person's decision on an escalation is carried out. Built once per process by
``service.wiring`` (the web app keeps it in ``app.extensions``, a worker in ``jobs.deps()``).

``Clock`` is how the product reads time (``Deps.clock``; the ledger takes the same one,
handed in by ``service.wiring``): ``SYSTEM_CLOCK`` in the product, a clock a test sets and
advances in the tests (``tests/support/clock.py``), as temporal's time-skipping test
environment does, so no test sleeps or moves a stored boundary to let time pass.

This module only names its fields' types (imported for type checking, not at run time), so
every room can take a ``Deps`` without importing the rooms that build one; nothing it names
imports it back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from rq import Queue

    from connectors.zendesk import ZendeskClient
    from service.accounts.registry import Registry
    from service.config import Settings
    from service.ledger.notify import Notifier
    from service.ledger.store import Entry, Ledger
    from service.steps.rules.policy_file import PolicyStore


class Clock(Protocol):
    """The time the product reads: ``wall()`` seconds since the epoch (what is stored and
    compared with stored times), ``monotonic()`` seconds that never go back (what measures a
    wait or a duration inside one process)."""

    def wall(self) -> float: ...

    def monotonic(self) -> float: ...


class SystemClock:
    """The machine's clock: ``time.time()`` and ``time.monotonic()``."""

    def wall(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()


SYSTEM_CLOCK: Clock = SystemClock()


class Proposals(Protocol):
    """What carries out a proposal when a person decides (``Deps.proposals``, per kind of
    proposal; the refund room's ``proposals`` is the one kind today, handed in by
    ``service.wiring``, so the escalation room never imports the refund room). Each call is
    safe to repeat."""

    def of_intent(self, deps: Deps, tenant: str, intent_id: str) -> Entry | None: ...

    def park(self, deps: Deps, entry: Entry, esc_id: str, reasons: list[Any], actor: str
             ) -> Entry | None: ...

    def carry_out(self, deps: Deps, tenant: str, intent_id: str, actor: str, *,
                  esc_id: str, amount: int | None = None) -> Entry | None: ...

    def turn_down(self, deps: Deps, tenant: str, intent_id: str, actor: str, note: str, *,
                  esc_id: str, sent_nothing: bool, expired: bool) -> Entry | None: ...

    def view(self, entry: Entry) -> dict[str, Any]: ...

    def recheck(self, deps: Deps, tenant: str, intent_id: str, amount: int) -> str | None: ...


@dataclass
class Deps:
    """Connections and settings shared by every step in one process."""

    config: Settings
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
    # the time every step reads (the ledger's own: service.wiring hands both the same one)
    clock: Clock = SYSTEM_CLOCK

    def close(self) -> None:
        """Release threads and pooled connections (tests, and the end of a CLI command)."""
        self.notifier.close()
        if self.accounts is not None:
            self.accounts.close()
        for provider in self.refund_providers.values():
            provider.close()
        if self.zendesk is not None:
            self.zendesk.close()
        self.ledger.close(also=self.queue.connection)  # and RQ's own Redis, if it has one
