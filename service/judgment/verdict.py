"""The judgment of one proposed refund: its scores, its reasons in words, and the verdict.

``judge`` reads the facts (``service.judgment.facts``), scores them and decides:

- ``args_grounded`` (``grounding``), set to 0 when the payment's customer is another mailbox
  than the requester (``identity``), and at most 0.45 when it cannot be told;
- ``injected`` (``injection``) over everything the customer controls;
- ``violation``: the hard rules the guard found broken (``breaches``), 1.0 for what the
  provider's facts forbid outright, 0.6 for a policy rule;
- ``p_unsafe = 1 - (1 - injected)(1 - identity)(1 - violation/2)(1 - 0.3 (1 - args_grounded))``,
  independent evidence combined; ``identity`` is 0.5 for another customer, 0.85 for a
  look-alike of theirs, else 0.

The verdict is the article's, every threshold from the policy: **block** when p_unsafe >=
``block_at`` (0.8); **ask** when p_unsafe >= ``ask_at`` (0.3) or args_grounded <
``grounded_min`` (0.5); **allow** otherwise. Where the customer's words are only the flow's
(a conversation or intent without a ticket), an allow stands only up to
``flow_word_allow_max`` for the currency; above it, ask.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Iterable, Literal

from service.judgment import (
    agreed,
    grounding,
    identity,
    injection,
    items,
    money,
    needed,
    noted,
    offered,
    reading,
    shortfall,
    thanked,
)
from service.judgment.customer import Source, Words, unsigned, words_of
from service.judgment.facts import FlowWord, Order, Proposal, Ticket
from service.judgment.money import from_minor
from service.judgment.policy import JudgmentPolicy
from service.judgment.text import fold
from service.judgment.titles import Titles

Verdict = Literal["allow", "ask", "block"]
STRICTNESS: dict[str, int] = {"allow": 0, "ask": 1, "block": 2}
REFUSALS = frozenset({"payment_not_refundable", "currency_mismatch", "amount_exceeds_refundable"})
NOT_BREACHES = frozenset({"approval_required"})  # a threshold for a person, not a rule broken
IDENTITY_RISK = {"match": 0.0, "unknown": 0.0, "mismatch": 0.5, "lookalike": 0.85}
UNKNOWN_CUSTOMER_MAX = 0.45
VOUCHED = 0.85  # a line, units, lines, the shipping, all asked: grounded on the structure
QUOTED_TEXTS, QUOTED_CHARS = 5, 600


@dataclass(frozen=True)
class Reason:
    """Why, as a stable code for flows and a sentence for people (never the customer's text:
    that is quoted apart, in ``Judgment.compared``)."""

    code: str
    message: str

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}


@dataclass(frozen=True)
class Scores:
    args_grounded: float
    injected: float
    violation: float
    p_unsafe: float

    def as_dict(self) -> dict[str, float]:
        return {"args_grounded": round(self.args_grounded, 4), "injected": round(self.injected, 4),
                "violation": round(self.violation, 4), "p_unsafe": round(self.p_unsafe, 4)}


@dataclass(frozen=True)
class Judgment:
    """A verdict with its scores, its reasons, the customer's words that were compared (as
    data to quote, never to format), and whose words they were."""

    verdict: Verdict
    scores: Scores
    reasons: tuple[Reason, ...]
    compared: tuple[str, ...] = ()
    source: Source = "ticket"
    by: str = "surestep"  # who judged: surestep, or surestep and the external guard
    external: dict[str, Any] | None = None
    reading: dict[str, Any] | None = None  # the model reader's, as recorded (``reader``)

    def as_dict(self) -> dict[str, Any]:
        """The answer's ``guard`` object: ``{verdict, scores, reasons, ...}``."""
        out: dict[str, Any] = {"verdict": self.verdict, "scores": self.scores.as_dict(),
                               "reasons": [r.as_dict() for r in self.reasons],
                               "compared": list(self.compared), "source": self.source,
                               "by": self.by}
        if self.external is not None:
            out["external"] = self.external
        if self.reading is not None:
            out["reading"] = self.reading
        return out


def violation(breaches: Iterable[Any]) -> tuple[float, list[Reason]]:
    """The guard's breaches (objects with ``code`` and ``message``, or such dicts) as a score."""
    score, reasons = 0.0, []
    for breach in breaches:
        code = breach["code"] if isinstance(breach, dict) else breach.code
        message = breach["message"] if isinstance(breach, dict) else breach.message
        if code in NOT_BREACHES:
            continue
        score = max(score, 1.0 if code in REFUSALS else 0.6)
        reasons.append(Reason(f"violation_{code}", message))
    return score, reasons


def p_unsafe(grounded: float, injected: float, violated: float, identity_risk: float) -> float:
    safe = (1 - injected) * (1 - identity_risk) * (1 - violated / 2) * (1 - 0.3 * (1 - grounded))
    return round(1 - safe, 4)


def decide(scores: Scores, policy: JudgmentPolicy) -> Verdict:
    """The verdict the thresholds give these scores."""
    if scores.p_unsafe >= policy.block_at:
        return "block"
    if scores.p_unsafe >= policy.ask_at or scores.args_grounded < policy.grounded_min:
        return "ask"
    return "allow"


def _quoted_figures(words: Words, currency: str) -> frozenset[int]:
    """The figures in text the customer did not write as themselves, in ``currency``."""
    found = set()
    for span in words.not_own:
        for mention in money.mentions(span.text, words.codes[0]):
            minor = mention.minor(currency)
            if minor:
                found.add(minor)
    return frozenset(found)


def _forwarded(words: Words, order: Order) -> set[int]:
    """The lines a mail the customer quotes or forwards names (none where it names several)."""
    mails = [s.text for s in words.spans if s.kind in ("quoted", "forwarded")]
    if not mails or not order.lines:
        return set()
    titles = Titles(order)
    return {m.line for text in mails for m in titles.mentions(fold(text))}


def _vouched(proposal: Proposal, order: Order, grounded: float) -> frozenset[Decimal]:
    """The amount, in the payment's major unit, when the customer's own words ground it on
    the payment's structure (a line, units, lines, the shipping, all of it asked: never a figure
    alone, nor a whole payment no word names): a quote that repeats it adds nothing."""
    amount = order.left if proposal.amount is None else proposal.amount
    if amount is None or grounded < VOUCHED or proposal.currency.lower() != order.currency.lower():
        return frozenset()
    return frozenset({Decimal(amount).scaleb(-money.exponent(order.currency))})


def _grounding(proposal: Proposal, order: Order, words: Words, policy: JudgmentPolicy,
               ticket: Ticket | None) -> grounding.Grounding:
    titled = ticket is not None and bool(ticket.subject and ticket.subject.strip())
    # a signature's name is read as no product ("B. Petit" is not the "Le Petit Prince" line)
    own = unsigned(words.own, ticket.requester_name if ticket is not None else None)
    # (a customer's own words are cut from a comment only where an agent asked of another order)
    thread = [c for c in ticket.comments if c.public] if ticket is not None else None
    request = reading.read(own, order, words.codes, subject=titled, thread=thread)
    # the lines an agent's questions name, that the customer's yes agrees to (``agreed``)
    agreed.settle(request, agreed.bound(
        own, request, words.agreed, lambda: Titles(order, words.codes),
        lambda texts: reading.read(texts, order, words.codes), words.codes))
    # the units the customer complained of, whose refund an agent stated and they thank for
    thanked.settle(request, order, ticket, words, lambda: Titles(order, words.codes))
    request.forwarded = _forwarded(words, order)
    shortfall.settle(own, order, request)  # "ordered 4, 3 came, refund the missing one"
    needed.settle(own, order, request)  # "two seats charged, I only need one"
    offer = reading.read(list(words.offers), order, words.codes) if words.offers else None
    if offer is not None and words.chosen and offered.astray(request, offer):
        offered.unbound(request)  # (the share answering it is of no line of theirs)
        offer = None
    if offer is not None and offered.strays(request, offer):
        offer = None  # an offer of a line the customer never spoke of is no ask of theirs
    subject = ticket.subject if ticket is not None else ""
    found = grounding.ground(proposal.amount, proposal.currency, order, request,
                            _quoted_figures(words, order.currency),
                            policy.figure_alone_cap(order.currency),
                            None if words.read else words.language.name,
                            items.strangers(subject, words.codes, order, words.language.code),
                            offer, words.firmly)
    # a staff member's internal note that says the item is not on this order: only ever more
    # cautious, never less (``noted``)
    if found.score > grounding.ITEM_NOT_ON_PAYMENT and noted.says_not_on_order(ticket):
        return grounding.Grounding(
            grounding.ITEM_NOT_ON_PAYMENT, "item_not_on_payment",
            f"{money.from_minor(proposal.amount if proposal.amount is not None else order.left or 0, order.currency)} "
            f"matches this payment, but an internal note of the ticket says the item is not on "
            f"this order (or is another purchase's, another shop's): a person decides.",
            found.named, found.figures, found.extra)
    return found


def judge(proposal: Proposal, order: Order, ticket: Ticket | None = None,
          flow: FlowWord | None = None, breaches: Iterable[Any] = (),
          policy: JudgmentPolicy = JudgmentPolicy()) -> Judgment:
    """Score the proposal on the facts and decide (see the module's docstring)."""
    words = words_of(ticket, flow)
    reasons: list[Reason] = []
    if words.source == "none":
        grounded = 0.0
        reasons.append(Reason("no_customer_words", "There is no ticket and no conversation: "
                                                    "nothing the customer said to compare."))
    else:
        found = _grounding(proposal, order, words, policy, ticket)
        grounded = found.score
        reasons.append(Reason(found.code, found.message))
        reasons += [Reason(code, message) for code, message in found.extra]
    requester = ticket.requester_email if ticket else (flow.customer_email if flow else None)
    who = "the ticket's requester" if ticket else "the customer the flow names"
    person = identity.compare(requester, order.emails, who)
    reasons.append(Reason(f"customer_{person.state}", person.message))
    if person.state in ("mismatch", "lookalike"):
        grounded = 0.0
    elif person.state == "unknown":
        grounded = min(grounded, UNKNOWN_CUSTOMER_MAX)
    # (an internal note never vouches for an approval the customer claims: the agent being
    # guarded may write notes, so a note is no person's decision)
    injected = injection.score(words.spans, words.watched, _vouched(proposal, order, grounded))
    reasons += [Reason(f"injected_{f.code}", f.message) for f in injected.findings[:4]]
    violated, broken = violation(breaches)
    reasons += broken
    scores = Scores(grounded, injected.score, violated,
                    p_unsafe(grounded, injected.score, violated, IDENTITY_RISK[person.state]))
    verdict = decide(scores, policy)
    if verdict == "allow" and words.source == "flow":
        amount = order.left if proposal.amount is None else proposal.amount
        cap = policy.flow_word_cap(proposal.currency)
        if amount is None or amount > cap:
            verdict = "ask"
            shown = "all that is left" if amount is None else from_minor(amount, order.currency)
            reasons.append(Reason("flow_word_only", f"The customer's words are only the flow's "
                                                     f"(no ticket): {shown} is above the "
                                                     f"{from_minor(cap, order.currency)} the "
                                                     f"policy allows on the flow's word."))
    compared = tuple(t[:QUOTED_CHARS] for t in words.own[-QUOTED_TEXTS:])
    return Judgment(verdict, scores, tuple(reasons), compared, words.source)


def judge_unknown(missing: Iterable[str], ticket: Ticket | None = None,
                  flow: FlowWord | None = None, breaches: Iterable[Any] = (),
                  policy: JudgmentPolicy = JudgmentPolicy()) -> Judgment:
    """The judgment when the provider's read did not give the figures the amount is compared
    with (``missing``: its currency, what was paid): unknown is not zero, so nothing is
    grounded, and at best a person decides. Instructions in the words still count."""
    words = words_of(ticket, flow)
    fields = ", ".join(sorted(missing))
    reasons = [Reason("facts_unknown", f"The payment's provider did not give {fields}: the "
                                       f"refund cannot be compared with what the customer "
                                       f"asked for; a person decides.")]
    injected = injection.score(words.spans, words.watched)
    reasons += [Reason(f"injected_{f.code}", f.message) for f in injected.findings[:4]]
    violated, broken = violation(breaches)
    reasons += broken
    scores = Scores(0.0, injected.score, violated, p_unsafe(0.0, injected.score, violated, 0.0))
    verdict: Verdict = "block" if decide(scores, policy) == "block" else "ask"
    compared = tuple(t[:QUOTED_CHARS] for t in words.own[-QUOTED_TEXTS:])
    return Judgment(verdict, scores, tuple(reasons), compared, words.source)
