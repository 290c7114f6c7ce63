"""What a model's reading (``reader``) grounds, and how it meets the rules' verdict.

**Amounts are ours.** The reading says what the customer asks as structure; the amount is
computed from the payment here, never taken from the model: a line is its total, units of a
line are units times its unit price, a share is that share of the line (or of the whole), the
shipping is the payment's shipping, everything is what is left. A figure the customer wrote is
read from its verified quote by our own parser (``money``) and counts only when it is
something on the payment (a line's total, the shipping, the whole). The asks are summed, each
line once; anything that cannot be computed, a line asked two ways, or "nothing" beside an ask
computes nothing.

**The reading's own verdict** is ``allow`` only when it is ``read`` (in schema, every quote
verified), names no instruction, asks something, and the amount computed equals the proposal
exactly; anything else is ``ask`` (a model that is slow, unreachable, refuses, answers out of
schema or quotes what the customer did not write: ask, never allow). It never blocks: blocks
are the rules'.

**Combined** (``combine``), the stricter of the rules' verdict and the reading's wins, with one
exception: a rules' *ask* whose only reason is that the rules cannot read the customer's
language (``language_not_read``) or found no request they could read (``refund_not_asked``),
with the requester the payment's customer, no injection, no rule broken and no other reason,
is lifted to *allow* by a reading whose own verdict is allow, when the policy's thresholds
allow the scores with the reading's ground (``STRUCTURE``, 0.80) in place of the rules'. A
block is never lifted.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from service.judgment import grounding, money
from service.judgment.facts import Order, Proposal
from service.judgment.money import from_minor
from service.judgment.policy import JudgmentPolicy
from service.judgment.reader import Ask, Reading
from service.judgment.verdict import STRICTNESS, Judgment, Reason, Scores, Verdict, decide, p_unsafe

LIFTABLE = frozenset({"language_not_read", "refund_not_asked"})
BESIDE = frozenset({"customer_match", "lines_unknown"})  # reasons a lift may stand beside
STRUCTURE = grounding.STRUCTURE


def _whole(order: Order) -> int:
    return order.left if order.left is not None else order.total


def _one(ask: Ask, order: Order, code: str) -> int | None:
    """The amount one ask names on ``order``, by our arithmetic; None: nothing computable."""
    line = order.lines[ask.line] if ask.line is not None else None
    shipping = sum(s.amount for s in order.shipping)
    if ask.what == "line" and line is not None:
        return line.total
    if ask.what == "units" and line is not None and line.unit and ask.units \
            and 0 < ask.units <= line.quantity:
        return ask.units * line.unit
    if ask.what == "share" and ask.percent is not None and 0 < ask.percent <= 100:
        base = line.total if line is not None else _whole(order)
        return round(base * Fraction(str(ask.percent)) / 100)
    if ask.what == "shipping" and shipping:
        return shipping
    if ask.what == "figure":
        named = {li.total for li in order.lines} | {shipping, order.total, _whole(order)}
        figures = {m.minor(order.currency) for m in money.mentions(ask.quote, code)}
        hits = sorted(f for f in figures if f and f in named)
        return hits[0] if len(hits) == 1 else None
    return None


def amount_of(reading: Reading, order: Order) -> int | None:
    """What the reading's asks come to on ``order`` (see the module's docstring)."""
    asks = list(reading.asks)
    if not asks or any(a.what == "nothing" for a in asks):
        return None  # nothing asked, or asked and declined at once: not ours to choose
    if any(a.what == "everything" for a in asks):
        return _whole(order)
    total, code = 0, reading.language or "en"
    seen: dict[tuple[str, int | None], Ask] = {}
    for ask in asks:
        key = ("line", ask.line) if ask.line is not None else (ask.what, None)
        if key in seen and seen[key] != ask:
            return None  # one line asked two ways: not ours to choose
        if key in seen:
            continue
        seen[key] = ask
        amount = _one(ask, order, code)
        if amount is None:
            return None
        total += amount
    return total


def own_verdict(reading: Reading, order: Order, proposal: Proposal) -> tuple[Verdict, Reason]:
    """The reading's own verdict on the proposal, with its reason."""
    if not reading.usable:
        return "ask", Reason(f"reading_{reading.outcome}", f"The model reader's reading was "
                             f"{reading.outcome}: {reading.reason}; a person decides.")
    if reading.instructions:
        return "ask", Reason("reading_instructions", f"The model reader found "
                             f"{len(reading.instructions)} passage(s) in the customer's words "
                             f"that instruct or approve on someone else's behalf.")
    asked = amount_of(reading, order)
    wanted = order.left if proposal.amount is None else proposal.amount
    if asked is None:
        return "ask", Reason("reading_no_amount", "The model reader's reading names nothing on "
                             "this payment whose amount surestep can compute.")
    if wanted != asked:
        return "ask", Reason("reading_amount_differs", f"By the model reader's reading the "
                             f"customer asks for {from_minor(asked, order.currency)}; the "
                             f"refund is of {_shown(wanted, order)}.")
    return "allow", Reason("reading_grounded", f"By the model reader's reading (every quote "
                           f"found in the customer's words) the customer asks for "
                           f"{from_minor(asked, order.currency)}, the amount of the refund.")


def _shown(amount: int | None, order: Order) -> str:
    return "all that is left" if amount is None else from_minor(amount, order.currency)


def liftable(rules: Judgment, policy: JudgmentPolicy) -> Scores | None:
    """The scores with the reading's ground in place of the rules', when the rules' ask may
    be lifted (see the module's docstring); else None."""
    codes = {r.code for r in rules.reasons}
    if rules.verdict != "ask" or rules.source != "ticket" or not codes & LIFTABLE \
            or not codes <= LIFTABLE | BESIDE or "customer_match" not in codes:
        return None
    s = rules.scores
    if s.injected > 0 or s.violation > 0:
        return None
    grounded = max(s.args_grounded, STRUCTURE)
    lifted = Scores(grounded, s.injected, s.violation, p_unsafe(grounded, 0.0, 0.0, 0.0))
    return lifted if decide(lifted, policy) == "allow" else None


def combine(rules: Judgment, reading: Reading, order: Order | None, proposal: Proposal | None,
            policy: JudgmentPolicy) -> Judgment:
    """The rules' judgment and the reading's: the stricter verdict wins, or the lift (see the
    module's docstring). The reading rides along (``reading``) with its own verdict."""
    verdict: Verdict
    if order is None or proposal is None:
        verdict, why = "ask", Reason("reading_unused", "The payment's figures are unknown: the "
                                     "model reader's reading cannot be compared.")
    else:
        verdict, why = own_verdict(reading, order, proposal)
    shown = {**_titled(reading.record(), order), "verdict": verdict}
    if verdict == "allow" and rules.verdict == "ask":
        lifted = liftable(rules, policy)
        if lifted is not None:
            first = Reason("reading_lifted", f"The rules asked only because they could not "
                           f"read the request ({', '.join(sorted(_codes(rules) & LIFTABLE))}); "
                           f"the model reader's verified reading grounds the refund. "
                           f"{why.message}")
            return replace(rules, verdict="allow", scores=lifted,
                           reasons=(first,) + rules.reasons, reading={**shown, "lifted": True})
    stricter = max(rules.verdict, verdict, key=lambda v: STRICTNESS[v])
    return replace(rules, verdict=stricter, reasons=rules.reasons + (why,), reading=shown)


def _codes(judgment: Judgment) -> set[str]:
    return {r.code for r in judgment.reasons}


def _titled(record: dict[str, Any], order: Order | None) -> dict[str, Any]:
    """The reading's asks with the title of the line each names (a person reads "the Linen
    Duvet Cover", not "line 2"); the title is the provider's, shown as data like the quote."""
    lines = order.lines if order is not None else ()
    asks = [{**ask, "title": lines[ask["line"] - 1].title}
            if isinstance(ask.get("line"), int) and 0 < ask["line"] <= len(lines) else ask
            for ask in record.get("asks") or ()]
    return {**record, "asks": asks}
