"""A past refund judged again, read only (``surestep judgment evaluate --tenant``, issue 41).

For one refund intent of the ledger, ``look`` reads what the refund step's judgment reads: the
payment's facts (``provider.facts``, through the account the intent was claimed on, so through
its shared request budget), the payment's lines (``judging.read_lines``), and the Zendesk ticket
it names (``ticket_reads.TicketReader``, paid from the tenant's Zendesk budget). Only reads are
sent, and none is recorded in the intent's ledger (what Redis counts of them is what it counts
of every read: the shared budgets, the providers' request metrics). It then judges
with the step's own code (``judging.judged``) under the policy given, without the policy's
``[refunds]`` rules (they decided when the refund ran and are not the judgment's) and without a
user's external guard (``guard_url``: nothing leaves for it).

The facts are taken as they stood when the refund was asked, as far as the reads tell: the
ticket's comments written after the intent was created are left out (an agent's "refunded"
reply, a later word of the customer's), and the refunds made since (this intent's own among
them) are taken out of what the payment had refunded. A Shopify line's refundable quantity is
as it is now.

A spent budget or a provider's 429 is ``Busy`` with its wait, handed to the caller's
``pause`` (which waits, or gives up by raising), then that one read is made again; the reads
done before it are kept. Without a ``pause``, ``Busy`` is raised.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Callable

from connectors.errors import AuthFailed, Missing, ProviderError, RateLimited
from connectors.zendesk_reads import CommentPage
from service.deps import Deps
from service.errors import NotConfigured, UnknownAccount
from service.ids import zendesk_id
from service.judgment import corpus, language, readings
from service.judgment.policy import JudgmentPolicy
from service.judgment.verdict import Judgment, Reason
from service.ledger.store import Entry
from service.providers.base import PaymentFacts, PriorRefund, RefundProvider
from service.steps.refund import judging, ticket_reads
from service.steps.refund.step import provider_for
from service.steps.rules import order_timestamp

JUDGED = "judged"
WINDOW_MARGIN_S = 60.0  # the refunds listed "since the intent" start a little before it


class Busy(Exception):
    """A budget is spent or the provider said 429: wait ``wait_s`` and look again."""

    def __init__(self, wait_s: float | None, detail: str):
        super().__init__(detail)
        self.wait_s, self.detail = max(float(wait_s or 1.0), 0.1), detail


@dataclass(frozen=True)
class Looked:
    """One past refund looked at again: ``status`` ``judged`` with ``judgment``, or why not
    (``account_unknown``, ``payment_missing``, ``payment_auth_error``, ``payment_unread``,
    ``ticket_auth_error``, ``ticket_unread``) with ``detail``. ``case``: the refund in the
    corpus format, unlabelled (``corpus.unlabelled``), when it was judged on a ticket's
    words."""

    status: str
    detail: str = ""
    judgment: Judgment | None = None
    case: dict[str, Any] | None = None


Pause = Callable[[Busy], None]


def _raise(busy: Busy) -> None:
    raise busy


def look(deps: Deps, entry: Entry, policy: JudgmentPolicy, pause: Pause = _raise) -> Looked:
    """Read the refund's facts (read only, nothing recorded) and judge them; a read a budget
    or the provider says to wait for is handed to ``pause``, then made again."""
    try:
        provider = provider_for(deps, entry)
    except (NotConfigured, UnknownAccount) as exc:
        return Looked("account_unknown", str(exc))
    facts = _patiently(pause, lambda: _payment(provider, entry, deps.clock.wall()))
    if isinstance(facts, Looked):
        return facts
    lines = _patiently(pause, lambda: _lines(provider, entry))
    words = _words(deps, entry, lines, policy, pause)
    if isinstance(words, Looked):
        return words
    judged, proposal = judging.judged(entry.args, facts, words, [], policy)
    case = None
    if words.ticket is not None and proposal is not None:
        order = readings.order_of(facts, lines)
        lang = language.identify(" ".join(words.ticket.customer_texts())).code or "und"
        case = corpus.unlabelled(case_id(entry.intent_id), lang, provider.name, proposal,
                                 order, words.ticket)
    return Looked(JUDGED, judgment=judged, case=case)


def case_id(intent_id: str) -> str:
    """A corpus case id (``^[a-z0-9][a-z0-9._-]{2,80}$``) for an intent id: lower case, ':'
    as '-', padded or cut to fit (two intents may then share one: the caller numbers them)."""
    made = re.sub(r"[^a-z0-9._-]", "-", intent_id.lower())
    made = made if made[:1].isalnum() else f"i{made}"
    return made[:81].ljust(3, "-")


def _patiently(pause: Pause, read: Callable[[], Any]) -> Any:
    """``read()``, made again after each ``Busy`` it raises has been paused for."""
    while True:
        try:
            return read()
        except Busy as busy:
            pause(busy)


def _payment(provider: RefundProvider, entry: Entry, now: float) -> PaymentFacts | Looked:
    """The payment's facts as they stood when the refund was asked (``_then``)."""
    since_s = max(now - entry.created_at, 0.0) + WINDOW_MARGIN_S
    try:
        facts = provider.facts(entry, window_s=since_s)
    except RateLimited as exc:
        raise Busy(exc.retry_after, f"{provider.label} rate-limited the payment's read") from exc
    except Missing as exc:
        return Looked("payment_missing", f"{provider.label} has no such payment ({exc.message})")
    except AuthFailed as exc:
        return Looked("payment_auth_error", f"{provider.label} refused surestep's credentials "
                                            f"({exc.message})")
    except ProviderError as exc:
        return Looked("payment_unread", f"reading the payment at {provider.label} failed "
                                        f"({exc.message})")
    return _then(facts, entry.created_at)


def _then(facts: PaymentFacts, created_at: float) -> PaymentFacts:
    """The facts without the refunds made since ``created_at`` (this intent's own among
    them): what was refunded when the refund was asked."""
    later = _since(facts, created_at)
    if not later:
        return facts
    counted = sum(r.amount or 0 for r in later if r.outstanding)
    refunded = None if facts.refunded is None else max(facts.refunded - counted, 0)
    return replace(facts, refunded=refunded,
                   refunds=tuple(r for r in facts.refunds if r not in later))


def _since(facts: PaymentFacts, created_at: float) -> list[PriorRefund]:
    """The payment's refunds made after ``created_at``, and this intent's own whenever made."""
    return [r for r in facts.refunds if r.ours or r.created > created_at]


def _lines(provider: RefundProvider, entry: Entry) -> Any:
    """The payment's lines, None when they cannot be read (as the step: the amount alone is
    then compared); ``Busy`` on a 429 or a spent budget, to read them again after the wait."""
    try:
        return judging.read_lines(provider, entry)[0]
    except RateLimited as exc:
        raise Busy(exc.retry_after, f"{provider.label} rate-limited the lines' read") from exc
    except ProviderError:
        return None


def _words(deps: Deps, entry: Entry, lines: Any, policy: JudgmentPolicy,
           pause: Pause) -> judging.Words | Looked:
    """The ticket's words as the step reads them, as they stood when the refund was asked."""
    flow = readings.flow_of(entry.args)
    ticket_id = entry.refund_args.ticket_id
    number = zendesk_id(ticket_id)
    client = ticket_reads.client_for(deps, entry.tenant) if number is not None else None
    if client is None or number is None:
        notes = (Reason("ticket_not_read", "The refund names a ticket that surestep cannot "
                        "read (no Zendesk account, or not a Zendesk ticket number): there are "
                        "no ticket words."),) if ticket_id else ()
        return judging.Words(None, flow, lines, notes=notes)
    reader = ticket_reads.TicketReader(deps, entry, client, number, recorded=False)
    summary = _patiently(pause, lambda: _read(reader.summary_and_requester()))
    if isinstance(summary, Looked):
        return summary
    pages = (_patiently(pause, lambda: _read(reader.comments(policy.comment_pages)))
             if summary is not None else None)
    if isinstance(pages, Looked):
        return pages
    if summary is None or pages is None:
        return judging.Words(None, flow, lines, notes=(Reason(
            "ticket_not_found", f"Zendesk has no ticket {ticket_id}: there are "
                                f"no ticket words to compare."),))
    before = [_before(page, entry.created_at) for page in pages]
    return judging.Words(readings.ticket_of(summary[0], summary[1], before), flow, lines)


def _read(got: Any) -> Any:
    """A read's answer; an ``Unread`` as ``Busy`` (rate-limited) or as a ``Looked``."""
    if not isinstance(got, ticket_reads.Unread):
        return got
    if got.status == "rate_limited":
        raise Busy(got.retry_after, got.detail)
    return Looked(f"ticket_{got.status}" if got.status == "auth_error" else got.status,
                  got.detail)


def _before(page: CommentPage, created_at: float) -> CommentPage:
    """The page without the comments written after ``created_at`` (Zendesk gives whole
    seconds: a comment of the intent's own second is kept)."""
    return replace(page, comments=[c for c in page.comments if _at(c.created_at) <= created_at])


def _at(stamp: str | None) -> float:
    """A comment's ``created_at`` as a timestamp; one Zendesk did not give (or not as a date)
    is kept, as written before."""
    try:
        return order_timestamp(stamp) if stamp else float("-inf")
    except ValueError:
        return float("-inf")
