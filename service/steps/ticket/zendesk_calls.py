"""A ticket-update run's Zendesk calls (``Ops``): each paid from the shared budget (or from
what the waiting room reserved for the run) and logged to the ledger; ``Deferred`` when no call
may be made now; ``calls_needed``, what the room reserves for a run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from connectors.errors import ProviderError, RateLimited
from connectors.zendesk import Answer, RateInfo, ZendeskClient
from service import tracing
from service.deps import Deps
from service.ledger import rate_budget
from service.ledger.store import Entry
from service.ledger.ticket_records import TicketArgs, TicketResult
from service.steps import approval_links

A = TypeVar("A", bound=Answer)  # a Zendesk answer: its content, its rate headers, its raw read


class Deferred(Exception):
    """No call may be made now (budget spent, or a 429): run again in ``seconds``."""

    def __init__(self, seconds: float, reason: str):
        super().__init__(reason)
        self.seconds, self.reason = max(seconds, 0.05), reason


class Ops:
    """Zendesk calls for one run, each paid from the shared budget and logged to the ledger.
    ``body`` is the comment as sent: an escalation note gets its console link only here (from
    the configured public URL, never the request that opened the escalation)."""

    def __init__(self, deps: Deps, entry: Entry, credit: int = 0):
        self.deps, self.entry, self.credit = deps, entry, credit
        self.client: ZendeskClient = deps.accounts.resolve(
            entry.tenant, "zendesk", entry.ticket_args.account).connector
        self.budget = rate_budget.budget_of(deps.ledger, "zendesk", self.client.account)
        self.marker = entry.provider_key
        self.config = deps.config
        self.body = approval_links.fill(deps.config, entry.tenant, entry.ticket_args)

    def call(self, name: str, fn: Callable[..., A], *args: Any) -> A:
        with tracing.span(f"zendesk {name}", {  # a CLIENT span: the call, its answer's class
                "surestep.provider": "zendesk", "surestep.provider.operation": name,
                "surestep.intent_id": self.entry.intent_id}, tracing.CLIENT):
            return self._paid(name, fn, *args)

    def _paid(self, name: str, fn: Callable[..., A], *args: Any) -> A:
        if self.credit > 0:  # reserved for this run when the waiting room let it out
            self.credit -= 1
        elif (wait := self.budget.acquire()) > 0:
            raise Deferred(wait, "rate-limit budget spent until the window resets")
        try:
            answer = fn(*args)
        except RateLimited as exc:
            self._log(name, exc.as_record())
            raise Deferred(self.budget.penalize(exc.retry_after), "Zendesk answered 429") from exc
        except ProviderError as exc:
            self._log(name, exc.as_record())
            if isinstance(exc.rate, RateInfo):  # an answer came, with its headers
                self.budget.observe(exc.rate)
            raise
        self.budget.observe(answer.rate)
        self._log(name, {"body": answer.raw})
        return answer

    def _log(self, name: str, record: dict[str, Any]) -> None:
        self.deps.ledger.record_response(self.entry.key, {"call": name, **record})


def calls_needed(args: TicketArgs, result: TicketResult) -> int:
    """The Zendesk requests the next run of an update needs at most, from what it already
    knows: what the waiting room reserves for it (a run paid for fewer than it needs would
    spend its first calls, find the budget gone and start over in every window)."""
    if not args.bulk:  # one ticket: a read-back, the stamp, the write
        if result.sending:  # a re-send always reads the stamp (``zendesk_ops._resend``)
            return 3
        return (1 if args.safe_update else 0) + 1
    if result.zendesk_job:
        return 1  # a poll
    return (len(args.ticket_ids) if result.sending else 0) + 1
