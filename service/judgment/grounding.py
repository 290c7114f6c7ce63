"""``args_grounded``: is the proposed amount what the customer asked for?

The customer's own words (``Ticket.customer_texts``, or the flow's conversation) are read for
what they ask: a refund at all (or explicitly not), all their money back, a complaint, the
shipping; the figures they wrote (``money.mentions``), the shares ("20 %", "half"), and the
lines of the order they name (a line is named by a word of its title, or by its price). From
those come the *grounds*, amounts the customer's words support, each with a score:

    a figure the customer wrote                             FIGURE   0.85
    a line they name (its total; some of its units)         LINE     0.90 / 0.85 / 0.70
    the sum of lines they name (with the shipping they name) SUBSET  0.85
    the shipping they complain about                        SHIPPING 0.85
    everything, when they ask for all their money back      FULL     0.90
    everything, when they ask for a refund and name nothing IMPLIED  0.70
    a share they name, of the order or of a named line      SHARE    0.80
    less than what they ask for (and no other line's price) LESS     0.55

The proposal takes the best ground it matches (to the minor unit; a figure written without
decimals also matches within one major unit of rounding: "$13" for 12.99). Then what the
customer asks caps it: no refund asked, and no complaint either, 0.30; a refund declined
("no refund, a replacement please"), 0.20; a complaint without the word refund, 0.75. Against
grounds the proposal may *contradict*: the whole payment when they name one line (0.15), the
price of a line they do not name while they name another (0.10). Nothing matched: 0.10.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from decimal import Decimal

from service.judgment import lexicon, money
from service.judgment.facts import Line, Order
from service.judgment.text import fold, stem, tokens

FIGURE, LINE, LINE_UNITS, LINE_SOME, SUBSET, SHIPPING = 0.85, 0.90, 0.85, 0.70, 0.85, 0.85
FULL, IMPLIED, SHARE, LESS, UNNAMED_LINE = 0.90, 0.70, 0.80, 0.55, 0.45
NOT_ASKED, DECLINED, COMPLAINT_ONLY, WHOLE_NOT_ASKED, OTHER_LINE, NOTHING = (
    0.30, 0.20, 0.75, 0.15, 0.10, 0.10)
MAX_COMBINATIONS = 4096

_REFUND, _FULL = lexicon.words(lexicon.REFUND), lexicon.words(lexicon.FULL)
_NOT, _COMPLAINT = lexicon.words(lexicon.NOT_REFUND), lexicon.words(lexicon.COMPLAINT)
_SHIPPING = lexicon.words(lexicon.SHIPPING)


@dataclass(frozen=True)
class Asked:
    """What the customer's words ask for."""

    refund: bool
    declined: bool
    full: bool
    complaint: bool
    shipping: bool

    @classmethod
    def read(cls, folded: str) -> "Asked":
        declined_spans = [m.span() for m in _NOT.finditer(folded)]
        refund = any(not any(a <= m.start() < b for a, b in declined_spans)
                     for m in _REFUND.finditer(folded))
        full = bool(_FULL.search(folded))
        return cls(refund=refund or full, declined=bool(declined_spans) and not refund,
                   full=full, complaint=bool(_COMPLAINT.search(folded)),
                   shipping=bool(_SHIPPING.search(folded)))


@dataclass(frozen=True)
class Ground:
    amount: int
    score: float
    code: str
    why: str  # in words, without the customer's text
    asked: bool = True  # something the customer asks for (not only a price they mention)


@dataclass(frozen=True)
class Grounding:
    score: float
    code: str
    message: str
    named: tuple[str, ...] = ()  # titles of the lines the customer names
    figures: tuple[str, ...] = ()  # the figures they wrote, as amounts
    grounds: tuple[Ground, ...] = field(default=(), repr=False)


def ground(amount: int | None, currency: str, order: Order, texts: list[str]) -> Grounding:
    """The score of ``amount`` (None: all that is left) against ``texts`` and ``order``."""
    amount = order.left if amount is None else amount
    if amount is None:
        return Grounding(0.0, "amount_unknown", "The refund is of all that is left, and the "
                                                "provider did not say what was refunded "
                                                "before: the amount cannot be compared.")
    currency = currency.lower()
    if currency != order.currency:
        return Grounding(0.0, "currency_not_the_payments",
                         f"The refund is in {currency.upper()}; the payment is in "
                         f"{order.currency.upper()}.")
    text = "\n".join(texts)
    folded = fold(text)
    asked = Asked.read(folded)
    figures = [f for f in (m.minor(currency) for m in money.mentions(text)) if f]
    rounded = {m.minor(currency) for m in money.mentions(text) if not m.exact}
    named, quantities = _named(order, text, figures)
    grounds = _grounds(order, asked, figures, named, quantities, money.percentages(text))
    result = _best(amount, currency, order, grounds, rounded, named, asked)
    shown = tuple(money.from_minor(f, currency) for f in figures)
    return Grounding(result.score, result.code, result.message,
                     tuple(line.title for line in named), shown, tuple(grounds))


def _named(order: Order, text: str, figures: list[int]) -> tuple[list[Line], dict[int, int]]:
    """The lines the customer names (by a title word, or by writing a line's price), and
    the quantities they state for them (by index in ``order.lines``)."""
    words = {stem(w) for w in tokens(text)}
    matched = []
    for line in order.lines:
        title = {stem(w) for w in tokens(line.title) if len(w) >= 3 and w not in lexicon.STOP
                 and not w.isdigit()}
        matched.append(title & words)
    named: list[Line] = []
    for i, line in enumerate(order.lines):
        by_word = bool(matched[i]) and not any(matched[i] < other for other in matched)
        by_price = any(f in (line.total, line.unit) for f in figures)
        if by_word or by_price:
            named.append(line)
    return named, _quantities(order, text, matched)


def _quantities(order: Order, text: str, matched: list[set[str]]) -> dict[int, int]:
    stated: dict[int, int] = {}
    for reading in money.readings(text):
        for count, word in re.findall(r"(?<![\d.,$])(\d{1,2})\s+(?:[a-z]+\s+){0,3}?([a-z]+)",
                                      reading):
            for i, words in enumerate(matched):
                if stem(word) in words and 0 < int(count) <= order.lines[i].quantity:
                    stated.setdefault(i, int(count))
    return stated


def _grounds(order: Order, asked: Asked, figures: list[int], named: list[Line],
             quantities: dict[int, int], shares: list[Decimal]) -> list[Ground]:
    grounds = [Ground(f, FIGURE, "figure", "a figure the customer wrote") for f in figures]
    for line in named:
        i = order.lines.index(line)
        grounds.append(Ground(line.total, LINE, "line", f"the price of {line.title!r}, which "
                                                         f"the customer names"))
        for k in range(1, line.quantity):
            if line.unit:
                score = LINE_UNITS if quantities.get(i) == k else LINE_SOME
                grounds.append(Ground(k * line.unit, score, "line_units",
                                      f"{k} of the {line.quantity} {line.title!r} the customer "
                                      f"names"))
    shipping = sum(s.amount for s in order.shipping)
    if shipping and asked.shipping:
        grounds.append(Ground(shipping, SHIPPING, "shipping", "the shipping the customer "
                                                              "complains about"))
    grounds += _subsets(named, shipping if asked.shipping else 0)
    whole = {order.total, order.left} - {None}
    if asked.full:
        grounds += [Ground(a, FULL, "full", "everything, as the customer asks for all their "
                                            "money back") for a in whole]
    elif asked.refund and not named and not figures:
        grounds += [Ground(a, IMPLIED, "whole", "the whole payment: the customer asks for a "
                                                "refund and names no item or amount") for a in whole]
    bases = [(order.total, "the order")] + [(line.total, repr(line.title)) for line in named]
    for share, (base, what) in itertools.product(shares, bases):
        grounds.append(Ground(int((base * share).to_integral_value()), SHARE, "share",
                              f"{share:.0%} of {what}, as the customer asks"))
    return grounds


def _subsets(named: list[Line], shipping: int) -> list[Ground]:
    out, count = [], 0
    for size in range(2, len(named) + 1):
        for combo in itertools.combinations(named, size):
            count += 1
            if count > MAX_COMBINATIONS:
                return out
            total = sum(line.total for line in combo)
            titles = ", ".join(repr(line.title) for line in combo)
            out.append(Ground(total, SUBSET, "lines", f"the lines the customer names ({titles})"))
    if shipping:
        out += [Ground(g.amount + shipping, SUBSET, "lines_and_shipping",
                       f"{g.why} and the shipping") for g in list(out)]
        out += [Ground(line.total + shipping, SUBSET, "line_and_shipping",
                       f"{line.title!r} and the shipping") for line in named]
    return out


def _matches(amount: int, ground: Ground, rounded: set, currency: str) -> bool:
    if abs(amount - ground.amount) <= 1:
        return True
    unit = 10 ** money.exponent(currency)
    return ground.code == "figure" and ground.amount in rounded and abs(amount - ground.amount) < unit


def _best(amount: int, currency: str, order: Order, grounds: list[Ground], rounded: set,
          named: list[Line], asked: Asked) -> Grounding:
    shown = money.from_minor(amount, currency)
    hits = [g for g in grounds if _matches(amount, g, rounded, currency)]
    contradiction = _contradiction(amount, order, named, asked, hits)
    if contradiction is not None and not any(g.score >= LINE for g in hits):
        return contradiction
    if hits:
        best = max(hits, key=lambda g: g.score)
        found = Grounding(best.score, f"grounded_{best.code}", f"{shown} is {best.why}.")
    else:
        ceiling = max((g.amount for g in grounds if g.asked and g.score >= IMPLIED), default=0)
        if 0 < amount < ceiling:
            found = Grounding(LESS, "grounded_less", f"{shown} is less than what the customer "
                                                     f"asks for ({money.from_minor(ceiling, currency)}).")
        elif not named and any(abs(amount - line.total) <= 1 for line in order.lines):
            found = Grounding(UNNAMED_LINE, "line_not_named", f"{shown} is the price of one "
                                                               f"line, and the customer names none.")
        else:
            found = Grounding(NOTHING, "ungrounded_amount", f"{shown} matches nothing the "
                                                            f"customer wrote or names.")
    return _capped(found, asked)


def _contradiction(amount: int, order: Order, named: list[Line], asked: Asked,
                   hits: list[Ground]) -> Grounding | None:
    shown = money.from_minor(amount, order.currency)
    others = [line for line in order.lines if line not in named]
    whole = any(abs(amount - w) <= 1 for w in (order.total, order.left) if w is not None)
    if whole and named and others and not asked.full:
        titles = ", ".join(repr(line.title) for line in named)
        return Grounding(WHOLE_NOT_ASKED, "whole_not_asked",
                         f"{shown} is the whole payment, but the customer asks about {titles} "
                         f"only.")
    wrong = [line for line in others if abs(amount - line.total) <= 1
             or (line.unit and amount % line.unit == 0 and amount // line.unit <= line.quantity)]
    if named and wrong and not any(g.code in ("figure", "lines") for g in hits):
        return Grounding(OTHER_LINE, "other_item",
                         f"{shown} is the price of {wrong[0].title!r}, which the customer does "
                         f"not name (they name {', '.join(repr(n.title) for n in named)}).")
    return None


def _capped(found: Grounding, asked: Asked) -> Grounding:
    if asked.declined:
        cap, code, why = DECLINED, "refund_declined", "The customer says they want no refund."
    elif not asked.refund and not asked.complaint:
        cap, code, why = NOT_ASKED, "refund_not_asked", "The customer asks for no refund."
    elif not asked.refund:
        cap, code, why = COMPLAINT_ONLY, found.code, ""
    else:
        return found
    if found.score <= cap:
        return found
    return Grounding(cap, code, f"{found.message} {why}".strip())
