"""The refund step's judgment (issue 25): is the refund the agent proposes what the customer
asked for? ``service.judgment`` scores it; this module reads the facts it is scored on, asks a
guard of the user's own, and records all of it in the intent's ledger.

With ``[judgment] enabled``, every new refund is judged (never a replay, never a refund a
person approved). ``Reads.start`` begins, at the same time as the payment's read in
``guarding``: the ticket and its requester, the ticket's comments (when the refund carries
a Zendesk ticket number and the tenant has a Zendesk account: ``ticket_reads``), and the
payment's lines at its provider (Stripe: the Checkout Session's or the invoice's; Shopify: the
order's lines and shipping). Each answer is recorded as it arrives (``ticket``, ``requester``,
``comments``, ``lines``), then the judgment (``judgment``, with its ``mode``) and the external
guard's answer (``guard``); each judgment is counted (``surestep_judgment_verdicts_total``).
In ``mode = "shadow"`` all of it happens the same way and the verdict does not act
(``guarding``).

The customer's words are the ticket's; without a ticket, the request's ``conversation`` and
``intent`` are judged as the flow's word (``readings.flow_of``), and a verdict on them alone
may allow only up to ``flow_word_allow_max``. A figure the provider's read did not give is
unknown, never zero (``verdict.judge_unknown``). An external guard that cannot be reached,
is slow, is refused by the outbound rules or answers what cannot be read says **ask**; the
stricter of its verdict and ours wins (``external.combine``).

With ``[judgment] reader_url``, a language model reads the ticket beside the payment's read
(``model_reads``); its reading is recorded (``reading``) and meets our verdict before the
external guard's does: the stricter wins, or a verified reading lifts an ask the rules made
only for want of reading the words (``reader_verdict``).
"""

from __future__ import annotations

import contextvars
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, Callable, cast

from connectors.errors import ProviderError
from connectors.guard import GuardClient
from service.deps import Deps
from service.events import outbound
from service.ids import zendesk_id
from service.judgment import external, reader_verdict, readings
from service.judgment.facts import FlowWord, Proposal, Ticket
from service.judgment.money import to_minor
from service.judgment.policy import JudgmentPolicy
from service.judgment.reader import Reading
from service.judgment.verdict import Judgment, Reason, judge, judge_unknown
from service.ledger import counters
from service.ledger.refund_records import GuardMode, GuardShown
from service.ledger.store import Entry
from service.providers.base import PaymentFacts, RefundProvider
from service.steps.refund import model_reads, ticket_reads
from service.steps.refund.ticket_reads import Unread

_POOL = ThreadPoolExecutor(max_workers=32, thread_name_prefix="judgment-read")
TIMEOUT_S = 30  # a read's own timeouts end it long before; this only bounds a lost thread


def policy_of(deps: Deps) -> JudgmentPolicy | None:
    """The judgment's policy when it is on, else None."""
    policy = deps.policy.current().judgment
    return policy if policy.enabled else None


def _submit(fn: Callable[..., Any], *args: Any) -> Future[Any]:
    context = contextvars.copy_context()  # the request's log fields ride along
    return _POOL.submit(context.run, fn, *args)


@dataclass(frozen=True)
class Words:
    """What was read besides the payment: the ticket (None: none read), whether the refund's
    ticket could not be read now (``unread``), the flow's word, the lines, and notes."""

    ticket: Ticket | None
    flow: FlowWord | None
    lines: Any
    unread: Unread | None = None
    notes: tuple[Reason, ...] = ()
    reading: Reading | None = None  # the model reader's (``model_reads``), when it read one


class Reads:
    """The judgment's reads, begun before the payment's and collected after it."""

    def __init__(self, deps: Deps, provider: RefundProvider, entry: Entry,
                 policy: JudgmentPolicy):
        self.entry, self.notes, self.policy = entry, [], policy
        self.lines = _submit(_lines, deps, provider, entry)
        self.summary = self.comments = self.reading = None
        ticket_id = entry.refund_args.ticket_id
        number = zendesk_id(ticket_id)
        client = ticket_reads.client_for(deps, entry.tenant) if number is not None else None
        if ticket_id and client is None:
            self.notes.append(Reason("ticket_not_read", "The refund names a ticket that "
                                     "surestep cannot read (no Zendesk account, or not a "
                                     "Zendesk ticket number): there are no ticket words."))
        if client is not None and number is not None:
            reader = ticket_reads.TicketReader(deps, entry, client, number)
            self.summary = _submit(reader.summary_and_requester)
            self.comments = _submit(reader.comments, policy.comment_pages)
            if policy.reader_url:  # beside the payment's read, once the ticket is in
                self.reading = model_reads.start(deps, entry, policy, self.summary,
                                                 self.comments, self.lines)

    def collect(self) -> Words:
        """Wait for the reads (each bounded by its client's timeouts) and shape them."""
        flow = readings.flow_of(self.entry.args)
        lines = self.lines.result(TIMEOUT_S)
        if self.summary is None or self.comments is None:
            return Words(None, flow, lines, notes=tuple(self.notes))
        summary, pages = self.summary.result(TIMEOUT_S), self.comments.result(TIMEOUT_S)
        for got in (summary, pages):
            if isinstance(got, Unread):
                return Words(None, flow, lines, unread=got)
        if summary is None or pages is None:
            return Words(None, flow, lines, notes=(Reason(
                "ticket_not_found", f"Zendesk has no ticket {self.entry.refund_args.ticket_id}: "
                                    f"there are no ticket words to compare."),))
        ticket = readings.ticket_of(summary[0], summary[1], pages)
        reading = model_reads.wait(self.reading, self.policy) if self.reading else None
        return Words(ticket, flow, lines, reading=reading)


def _lines(deps: Deps, provider: RefundProvider, entry: Entry) -> Any:
    """The payment's lines at its provider, recorded as ``lines``; None when they could not
    be read (the amount alone is then compared, which grounds less, never more)."""
    try:
        got, raw = read_lines(provider, entry)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "lines", **exc.as_record()})
        return None
    if got is not None:
        deps.ledger.record_response(entry.key, {"call": "lines", "body": raw})
    return got


def read_lines(provider: RefundProvider, entry: Entry) -> tuple[Any, Any]:
    """The payment's lines at its provider and the answer as the ledger keeps it ((None,
    None): this provider holds none); raises ``ProviderError``. Records nothing."""
    client = getattr(provider, "client", None)
    if client is None:
        return None, None
    if provider.name == "shopify":
        got = client.order_lines(entry.refund_args.order_id)
        return got, got.raw
    if provider.name == "stripe":
        got = client.order_lines(payment_intent=entry.refund_args.payment_intent,
                                 stripe_account=entry.refund_args.stripe_account)
        return got, {"source": got.source, "answers": list(got.raw)}
    return None, None


def decide(deps: Deps, entry: Entry, facts: PaymentFacts, words: Words, breaches: list[Any],
           policy: JudgmentPolicy) -> Judgment:
    """Ours, then the external guard's when there is one (the stricter wins); recorded."""
    ours, proposal = judged(entry.args, facts, words, breaches, policy)
    if policy.guard_url:
        theirs = _external(deps, entry, ours, facts, words, policy, proposal)
        ours = external.combine(ours, theirs)
    deps.ledger.record_response(entry.key, {"call": "judgment",
                                            "body": {**ours.as_dict(), "mode": policy.mode}})
    _count(deps, entry, ours.verdict, ours.reasons[0].code if ours.reasons else "none",
           policy)
    return ours


def judged(args: dict[str, Any], facts: PaymentFacts, words: Words, breaches: list[Any],
           policy: JudgmentPolicy) -> tuple[Judgment, Proposal | None]:
    """Our own judgment of a refund's ``args`` on these facts, and the proposal it judged
    (None when the payment's figures are unknown); reads, records and calls nothing."""
    missing = readings.missing_of(facts)
    proposal = order = None
    if missing:
        ours = judge_unknown(missing, words.ticket, words.flow, breaches, policy)
    else:
        order = readings.order_of(facts, words.lines)
        proposal = readings.proposal_of(_amounted(args, words.lines), facts.id,
                                        facts.currency or "")
        ours = judge(proposal, order, words.ticket, words.flow, breaches, policy)
    if words.notes:
        ours = _noted(ours, words.notes)
    if words.reading is not None:  # the stricter wins, or a verified reading lifts an ask
        ours = reader_verdict.combine(ours, words.reading, order, proposal, policy)
    return ours, proposal


def unjudged(deps: Deps, entry: Entry, unread: Unread, policy: JudgmentPolicy) -> None:
    """In shadow, a ticket that cannot be read now holds nothing up: recorded and counted as
    not judged (verdict ``unjudged``, reason the read's status), and the refund goes on."""
    deps.ledger.record_response(entry.key, {"call": "judgment", "body": {
        "mode": policy.mode, "verdict": None,
        "reasons": [{"code": f"ticket_{unread.status}", "message": unread.detail}]}})
    _count(deps, entry, "unjudged", unread.status, policy)


def _count(deps: Deps, entry: Entry, verdict: str, reason: str,
           policy: JudgmentPolicy) -> None:
    """``surestep_judgment_verdicts_total``: by tenant, verdict, the first reason's code (a
    code of ours, never the customer's text) and mode."""
    counters.incr(deps.ledger, "judgment_verdicts", tenant=entry.tenant, verdict=verdict,
                  reason=reason, mode=policy.mode)


def _noted(ours: Judgment, notes: tuple[Reason, ...]) -> Judgment:
    return replace(ours, reasons=tuple(notes) + ours.reasons)


def _amounted(args: dict[str, Any], lines: Any) -> dict[str, Any]:
    """A Shopify refund by line items: its amount, from the order's own prices (each line's
    total over its quantity, times the quantity refunded); unknown (None, all that is left,
    judged as such) when a line is not among those read."""
    items = args.get("refund_line_items")
    if args.get("amount") is not None or not items or lines is None:
        return args
    by_id = {li.id: li for li in getattr(lines, "lines", ()) if hasattr(li, "id")}
    total = Decimal(0)
    for item in items:
        line = by_id.get(item["line_item_id"])
        if line is None or not line.quantity:
            return args
        total += line.total / line.quantity * item["quantity"]
    return {**args, "amount": to_minor(total, lines.currency),
            "currency": lines.currency.lower()}


_clients: dict[tuple[Any, ...], GuardClient] = {}
_clients_lock = threading.Lock()


def _client(deps: Deps, policy: JudgmentPolicy) -> GuardClient:
    """One client per guard URL, secret and timeout, over the outbound rules' pinned
    transport (globally routable addresses, else ``SURESTEP_ALLOWED_TARGETS``)."""
    key = (policy.guard_url, policy.guard_secret, policy.guard_timeout_s)
    with _clients_lock:
        if key not in _clients:
            transport = outbound.PinnedTransport(deps.config["ALLOWED_TARGETS"])
            _clients[key] = GuardClient(policy.guard_url or "", timeout_s=policy.guard_timeout_s,
                                        secret=policy.guard_secret, transport=transport)
        return _clients[key]


def _external(deps: Deps, entry: Entry, ours: Judgment, facts: PaymentFacts, words: Words,
              policy: JudgmentPolicy, proposal: Any) -> Judgment:
    """The external guard's judgment; anything but a usable answer is ask."""
    if proposal is None:
        return external.unanswered("the payment's figures are unknown; nothing was sent to it")
    order = readings.order_of(facts, words.lines)
    body = external.request(proposal, order, ours, words.ticket, words.flow, policy)
    try:
        outbound.check(policy.guard_url or "", deps.config["ALLOWED_TARGETS"])
        answer = _client(deps, policy).check(body)
    except ProviderError as exc:
        deps.ledger.record_response(entry.key, {"call": "guard", **exc.as_record()})
        return external.unanswered(exc.message)
    except (outbound.Refused, ValueError, OSError) as exc:  # the outbound rules, at connect
        deps.ledger.record_response(entry.key, {"call": "guard", "error": type(exc).__name__,
                                                "message": str(exc)[:500]})
        return external.unanswered(f"guard_url may not be called: {str(exc)[:200]}")
    deps.ledger.record_response(entry.key, {"call": "guard", "body": answer.raw,
                                            "seconds": round(answer.seconds, 3)})
    return external.answer(answer.body, policy)


def shown(judgment: Judgment, mode: GuardMode = "enforce") -> GuardShown:
    """The answer's ``guard``: ``{verdict, scores, reasons, source, by, mode}`` (and the
    external guard's own verdict and scores); the customer's words stay in the ledger and the
    escalation. ``mode``: ``shadow`` when the verdict was recorded and did not act."""
    out = judgment.as_dict()
    out.pop("compared", None)
    if isinstance(out.get("reading"), dict):
        out["reading"] = _unquoted(out["reading"])
    return cast(GuardShown, {**out, "mode": mode})  # Judgment.as_dict's keys, and the mode


def _unquoted(reading: dict[str, Any]) -> dict[str, Any]:
    """The model reader's reading as an answer carries it: what it found, without the
    customer's words it quotes (those stay in the ledger, the escalation and the console)."""
    out = {k: v for k, v in reading.items()
           if k in ("outcome", "model", "seconds", "reason", "language", "verdict", "lifted")}
    out["asks"] = [{k: v for k, v in a.items() if k != "quote"} for a in reading.get("asks", [])]
    out["instructions"] = len(reading.get("instructions", []))
    return out


def for_escalation(judgment: Judgment) -> dict[str, Any]:
    """What the escalation keeps and shows: the verdict, scores, reasons, and the customer's
    words that were compared (quoted where shown, never formatted)."""
    return {"verdict": judgment.verdict, "scores": judgment.scores.as_dict(),
            "reasons": [r.as_dict() for r in judgment.reasons],
            "customer_words": " | ".join(judgment.compared)}
