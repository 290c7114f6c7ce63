"""The ticket's facts at Zendesk, read for the refund step's judgment: the ticket (requester,
subject) with its requester (e-mail) side-loaded in the same request, and its comments, paged
(``connectors.zendesk_reads``). A requester the side-load did not carry whole is read with
Show User (call ``requester``).

Each request is paid from the shared Zendesk budget of the tenant's Zendesk account (the one
the ticket-update step spends: ``RateBudget``) and recorded in the intent's ledger as it
arrived, like every provider answer (calls ``ticket``, ``requester``, ``comments``). Nothing
waits for the budget: a spent budget or a 429 is ``Unread`` with the wait, so the refund
answers ``unknown`` with ``retry_after`` and sends nothing (a retry reads again).

The ticket's read and the comments' pages are independent of each other, so the refund step
runs ``summary_and_requester`` and ``comments`` at the same time (``judging.Reads``),
beside the payment's read: a new refund's facts cost one round trip.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from connectors import zendesk_reads as reads
from connectors.errors import AuthFailed, Missing, ProviderError, RateLimited
from connectors.zendesk import ZendeskClient
from service import tracing
from service.deps import Deps
from service.errors import NotConfigured, UnknownAccount
from service.ledger import rate_budget
from service.ledger.store import Entry


@dataclass(frozen=True)
class Unread:
    """The ticket could not be read now: ``status`` (rate_limited, auth_error,
    ticket_unread), a sentence, and when to retry."""

    status: str
    detail: str
    retry_after: float | None = None


class _Stop(Exception):
    def __init__(self, unread: Unread):
        super().__init__(unread.detail)
        self.unread = unread


def client_for(deps: Deps, tenant: str) -> ZendeskClient | None:
    """The tenant's Zendesk (its default account, else the environment's), or None."""
    try:
        client: ZendeskClient = deps.accounts.resolve(tenant, "zendesk").connector
        return client
    except (NotConfigured, UnknownAccount):
        return None


class TicketReader:
    """One refund's reads of one ticket, each paid and recorded (safe to use from two threads:
    the budget is in Redis, the client's pool is thread-safe). ``recorded`` False: paid from
    the same budget, never written in the intent's ledger (a past refund read again by the
    evaluator, ``hindsight``, leaves its intent's trail as it was)."""

    def __init__(self, deps: Deps, entry: Entry, client: ZendeskClient, ticket_id: int, *,
                 recorded: bool = True):
        self.deps, self.entry, self.client, self.ticket_id = deps, entry, client, ticket_id
        self.budget = rate_budget.budget_of(deps.ledger, "zendesk", client.account)
        self.recorded = recorded

    def summary_and_requester(self) -> tuple[reads.TicketSummary, reads.User | None] | Unread | None:
        """The ticket and its requester; None when Zendesk has no such ticket."""
        try:
            summary = self._call("ticket", reads.ticket_summary, self.ticket_id)
            if summary.requester_id is None or summary.requester_settled:
                return summary, summary.requester
            try:
                return summary, self._call("requester", reads.user, summary.requester_id)
            except Missing:
                return summary, None  # a deleted requester: nobody to compare with
        except Missing:
            return None
        except _Stop as stop:
            return stop.unread

    def comments(self, max_pages: int) -> list[reads.CommentPage] | Unread | None:
        """The comment pages, oldest first, at most ``max_pages``; None: no such ticket."""
        pages: list[reads.CommentPage] = []
        try:
            page = self._call("comments", reads.comments, self.ticket_id)
            pages.append(page)
            while page.next_url is not None and len(pages) < max_pages:
                page = self._call("comments", reads.comments, self.ticket_id, page.next_url)
                pages.append(page)
        except Missing:
            return None
        except _Stop as stop:
            return stop.unread
        return pages

    def _call(self, name: str, fn: Callable[..., Any], *args: Any) -> Any:
        with tracing.span(f"zendesk {name}", {  # a CLIENT span: the call, its answer's class
                "surestep.provider": "zendesk", "surestep.provider.operation": name,
                "surestep.ticket_id": self.ticket_id}, tracing.CLIENT):
            return self._paid(name, fn, *args)

    def _paid(self, name: str, fn: Callable[..., Any], *args: Any) -> Any:
        wait = self.budget.acquire()
        if wait > 0:
            raise _Stop(Unread("rate_limited", f"the Zendesk budget of account "
                                               f"{self.client.account} is spent until its "
                                               f"window resets", wait))
        try:
            answer = fn(self.client, *args)
        except RateLimited as exc:
            self._record(name, exc.as_record())
            wait = self.budget.penalize(exc.retry_after)
            raise _Stop(Unread("rate_limited", "Zendesk rate-limited the ticket's read",
                               wait)) from exc
        except Missing as exc:
            self._record(name, exc.as_record())
            raise
        except ProviderError as exc:
            self._record(name, exc.as_record())
            rate = getattr(exc, "rate", None)  # connectors.zendesk attaches it (issue 26)
            if rate is not None:
                self.budget.observe(rate)
            status = "auth_error" if isinstance(exc, AuthFailed) else "ticket_unread"
            raise _Stop(Unread(status, f"reading ticket {self.ticket_id} at Zendesk failed "
                                       f"({exc.message})")) from exc
        self.budget.observe(answer.rate)
        self._record(name, {"body": answer.raw})
        return answer

    def _record(self, name: str, record: dict[str, Any]) -> None:
        if self.recorded:
            self.deps.ledger.record_response(self.entry.key, {"call": name, **record})
