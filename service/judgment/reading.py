"""What the customer's own words ask of this payment, read as structure: which lines, how many
units of them, what share, the shipping, everything; which figures they wrote and what each
names; which lines they keep; whether they decline money or withdraw the complaint.

``read(texts, order, codes)`` reads the customer's own texts (``provenance``'s own spans),
oldest first, in the languages ``codes`` (the customer's, then English), each sentence and each
clause of it with the language tables' words:

- an **ask** (money back), a **decline** (no refund, or something else instead of money) and a
  **withdrawal** (never mind, it arrived after all) are events: the latest word counts, so a
  refund asked and then withdrawn is withdrawn, and asked again is asked; said of a line, a
  decline or a withdrawal only takes that line out;
- a line is **named** when a clause that asks, complains or says the shipping names it; it is
  **kept** when its clause says it is fine, works or is kept (and no complaint stands nearer to
  it); "the rest" in such a clause keeps every line not named;
- a **count** binds to the line it is said of ("two of the six": the line of six; "2 mugs": the
  mug line), a **share** to the line of its clause, else of the sentence before when that named
  one line, else to the order;
- each **figure** is classified by what on this payment it names: a line's price, some units of
  a line, the shipping, the whole, a sum of lines, a share, a difference; a figure said of a line
  whose price it is not names nothing.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction

from service.judgment import money, numbers, tables
from service.judgment.facts import Order
from service.judgment.tables import Patterns, groups
from service.judgment.text import fold
from service.judgment.titles import Mention, Titles

_SENTENCE = re.compile(r"(?<=[.!?。！？;；])\s+|(?<=[。！？；])|\n+|(?<=[!?])(?=\S)")
_CLAUSE = re.compile(r"[,;:，、；：]|\s[-–—]\s|\(|\)")
MAX_SUBSETS = 4096


@dataclass(frozen=True)
class Figure:
    """A figure the customer wrote, and what on this payment it names."""

    amount: int  # minor units of the payment's currency
    exact: bool  # written with decimals
    names: str  # line | units | shipping | whole | lines | share | difference | nothing
    line: int | None = None  # the line it is the price (or units) of
    said_of: frozenset[int] = frozenset()  # the lines its clause names


@dataclass
class Request:
    """What the customer's own words ask (see the module's docstring)."""

    asked: bool = False
    declined: bool = False
    withdrawn: bool = False
    complaint: bool = False
    full: bool = False
    shipping: bool = False
    shipping_kept: bool = False
    rest_kept: bool = False
    named: set[int] = field(default_factory=set)
    mentioned: set[int] = field(default_factory=set)
    kept: set[int] = field(default_factory=set)
    units: dict[int, int] = field(default_factory=dict)
    shares: list[tuple[Fraction, int | None]] = field(default_factory=list)
    differences: set[int] = field(default_factory=set)
    figures: list[Figure] = field(default_factory=list)
    quoted: set[int] = field(default_factory=set)  # lines whose whole title they write
    last_event: str | None = None

    @property
    def wanted(self) -> set[int]:
        """The lines asked about, kept ones out."""
        return self.named - self.kept


@dataclass
class _Clause:
    start: int  # where it stands in its reading
    folded: str
    lines: list[Mention]
    marks: dict[str, list[tuple[int, int]]]  # meaning -> (start, end) in ``folded``


def read(texts: list[str], order: Order, codes: tuple[str, ...]) -> Request:
    """The request the texts make of ``order`` (see the module's docstring)."""
    found = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes)) if p is not None]
    titles, request = Titles(order), Request()
    previous: set[int] = set()
    for text in texts:
        for sentence in _sentences(text):
            previous = _sentence(sentence, order, titles, found, codes, request, previous)
    if not request.named and (request.last_event == "ask" or request.complaint):
        # a refund asked in one sentence of lines named in another ("The teapot's handle
        # snapped. Refund please."): the lines their words name at all
        request.named = request.mentioned - request.kept
    request.named -= request.kept
    if request.rest_kept:
        request.kept |= set(range(len(order.lines))) - request.named
    return request


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(text or "") if s and s.strip()]


def _marks(folded: str, found: list[Patterns]) -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {}
    for p in found:
        for name in ("refund", "full", "rest", "shipping", "instead", "declined", "kept",
                     "negation", "withdrawn", "complaint", "difference", "order"):
            pattern = getattr(p, name)
            if pattern is not None:
                out.setdefault(name, []).extend(m.span() for m in pattern.finditer(folded))
    return out


def _clauses(folded: str, titles: Titles, found: list[Patterns]) -> list[_Clause]:
    cuts = [0]
    for p in found:
        if p.contrast is not None:
            cuts += [m.start() for m in p.contrast.finditer(folded)]
    cuts += [m.start() for m in _CLAUSE.finditer(folded)]
    cuts = sorted(set(cuts)) + [len(folded)]
    out = []
    for a, b in zip(cuts, cuts[1:]):
        piece = folded[a:b]
        if piece.strip():
            out.append(_Clause(a, piece, titles.mentions(piece), _marks(piece, found)))
    return out


def _sentence(sentence: str, order: Order, titles: Titles, found: list[Patterns],
              codes: tuple[str, ...], request: Request, previous: set[int]) -> set[int]:
    """Read one sentence into ``request``; returns the lines it names (for the next one)."""
    folded = fold(sentence)
    request.quoted |= titles.quoted(folded)
    marks = _marks(folded, found)
    clauses = _clauses(folded, titles, found)
    here = {m.line for c in clauses for m in c.lines}
    request.mentioned |= here
    declined = bool(marks.get("declined"))
    asks = bool(marks.get("refund") or marks.get("full")) and not declined
    wish = bool(marks.get("instead")) and not asks
    withdrawn = bool(marks.get("withdrawn"))
    complaint = bool(marks.get("complaint"))
    request.complaint |= complaint
    named_here: set[int] = set()
    for clause in clauses:
        named_here |= _clause(clause, request, asks or complaint or bool(marks.get("shipping")))
    if declined or wish or withdrawn:
        lines = {m.line for c in clauses for m in c.lines}
        if lines and not (asks and not declined):
            request.kept |= lines  # said of a line: only that line is out
            request.named -= lines
        elif not lines:
            event = "decline" if declined or wish else "withdraw"
            if not (withdrawn and (asks or complaint) and not declined):
                request.last_event = event
    if asks:
        request.last_event = "ask"
        request.full |= bool(marks.get("full"))
    elif complaint and request.last_event == "withdraw":
        request.last_event = "complaint"  # a new complaint after a withdrawal reopens it
    if marks.get("shipping") and (asks or complaint):
        request.shipping = True
    _numbers(sentence, order, titles, found, codes, request, previous)
    return here or previous


def _clause(clause: _Clause, request: Request, asking: bool) -> set[int]:
    """Name or keep the lines of one clause; returns the lines it names."""
    kept = [k for k, _ in clause.marks.get("kept", []) if not _negated(clause, k, _)]
    complaints = [k for k, _ in clause.marks.get("complaint", [])] + [
        k for k, end in clause.marks.get("kept", []) if _negated(clause, k, end)]
    if kept and clause.marks.get("rest"):
        request.rest_kept = True
    if kept and clause.marks.get("shipping") and not complaints:
        request.shipping_kept = True
    named: set[int] = set()
    for mention in clause.lines:
        nearest_kept = min((abs(k - mention.start) for k in kept), default=None)
        nearest_bad = min((abs(k - mention.start) for k in complaints), default=None)
        if nearest_kept is not None and (nearest_bad is None or nearest_kept < nearest_bad):
            request.kept.add(mention.line)
            request.named.discard(mention.line)
        elif asking:
            request.named.add(mention.line)
            request.kept.discard(mention.line)
            named.add(mention.line)
    return named


def _negated(clause: _Clause, start: int, end: int) -> bool:
    """A negation just before or after a "fine / works" word: "does not work", "funktioniert
    nicht", "n'est pas en bon état"."""
    return any(0 <= start - b <= 14 or 0 <= a - end <= 10
               for a, b in clause.marks.get("negation", []))


# ----- counts, shares, figures -----------------------------------------------------------------
def _numbers(sentence: str, order: Order, titles: Titles, found: list[Patterns],
             codes: tuple[str, ...], request: Request, previous: set[int]) -> None:
    for code in dict.fromkeys(codes):
        reading = numbers.digits(sentence, code)
        p = tables.patterns(code)
        clauses = _clauses(reading, titles, [q for q in (p,) if q is not None] or found)
        figures = money.scan(reading)
        _counts(reading, clauses, order, p, request, figures)
        _shares(clauses, p, request, previous)
        _figures(clauses, figures, order, request)


def _counts(reading: str, clauses: list[_Clause], order: Order, p: Patterns | None,
            request: Request, figures: list[money.Mention]) -> None:
    money_spans = [(f.start, f.end) for f in figures]
    if p is not None and p.count_of is not None:
        for match in p.count_of.finditer(reading):
            part, whole = _int(groups(match, "part")), _int(groups(match, "whole"))
            if not part or not whole or part >= whole:
                continue
            lines = [i for i, li in enumerate(order.lines) if li.quantity == whole]
            if len(lines) == 1:
                request.units.setdefault(lines[0], part)
    for clause in clauses:
        for match in re.finditer(r"(?<![\d.,#/])(\d{1,3})(?![\d.,/%])", clause.folded):
            at = clause.start + match.start()
            if any(a <= at < b for a, b in money_spans):
                continue
            count = int(match.group(1))
            after = [m for m in clause.lines if 0 <= m.start - match.end() <= 30]
            for mention in after[:1]:
                line = order.lines[mention.line]
                if 0 < count < line.quantity:
                    request.units.setdefault(mention.line, count)


def _int(text: str | None) -> int | None:
    try:
        return int(text) if text and "." not in text and "," not in text else None
    except ValueError:
        return None


def _shares(clauses: list[_Clause], p: Patterns | None, request: Request,
            previous: set[int]) -> None:
    if p is None:
        return
    for clause in clauses:
        fractions = [p.shares[key] for key in p.shares
                     if re.search(r"(?<!\w)" + tables.fold_fragment(key) + r"(?!\w)", clause.folded)]
        for pattern, value in ((p.percent, "n"), (p.fraction, None)):
            for match in pattern.finditer(clause.folded) if pattern is not None else ():
                if value:
                    n = _decimal(groups(match, "n"))
                    if n is not None and 0 < n <= 100:
                        fractions.append(Fraction(str(n)) / 100)
                else:
                    num, den = _int(groups(match, "num")), _int(groups(match, "den"))
                    if num and den and 0 < num < den <= 10:
                        fractions.append(Fraction(num, den))
        for share in fractions:
            lines = {m.line for m in clause.lines}
            if len(lines) >= 1:
                request.shares += [(share, line) for line in lines]
            elif clause.marks.get("order") or clause.marks.get("full"):
                request.shares.append((share, None))
            elif len(previous) == 1:
                request.shares.append((share, next(iter(previous))))
            else:
                request.shares.append((share, None))


def _decimal(text: str | None) -> Decimal | None:
    return money.number(text or "")


def _figures(clauses: list[_Clause], figures: list[money.Mention], order: Order,
             request: Request) -> None:
    difference = any(c.marks.get("difference") for c in clauses)
    for mention in figures:
        amount = mention.minor(order.currency)
        if not amount:
            continue
        clause = next((c for c in clauses
                       if c.start <= mention.start < c.start + len(c.folded)), None)
        said_of = frozenset(m.line for m in clause.lines) if clause else frozenset()
        request.figures.append(classify(amount, mention.exact, said_of, order, request,
                                        difference))


def classify(amount: int, exact: bool, said_of: frozenset[int], order: Order, request: Request,
             difference: bool = False) -> Figure:
    """What on ``order`` a figure names (see the module's docstring)."""
    slack = 1 if exact else 10 ** money.exponent(order.currency) - 1

    def near(value: int | None) -> bool:
        return value is not None and abs(amount - value) <= slack

    prices = [i for i, li in enumerate(order.lines) if near(li.total) or near(li.unit)]
    if said_of and prices and not set(prices) & said_of:
        return Figure(amount, exact, "nothing", None, said_of)  # the price of another line
    chosen = [i for i in prices if not said_of or i in said_of]
    if chosen:
        return Figure(amount, exact, "line", chosen[0], said_of)
    for i, line in enumerate(order.lines):
        if line.unit and (not said_of or i in said_of) and 1 < line.quantity and any(
                near(k * line.unit) for k in range(1, line.quantity)):
            return Figure(amount, exact, "units", i, said_of)
    shipping = sum(s.amount for s in order.shipping)
    if shipping and near(shipping):
        return Figure(amount, exact, "shipping", None, said_of)
    if any(near(w) for w in (order.total, order.left)):
        return Figure(amount, exact, "whole", None, said_of)
    if _sums_to(amount, order, slack, shipping):
        return Figure(amount, exact, "lines", None, said_of)
    if difference and order.lines:
        bases = [order.lines[i] for i in (said_of or range(len(order.lines)))]
        for line in bases:
            unit = line.unit or line.total
            if amount < unit:
                request.differences.add(unit - amount if 2 * amount > unit else amount)
        return Figure(amount, exact, "difference", None, said_of)
    return Figure(amount, exact, "nothing", None, said_of)


def _sums_to(amount: int, order: Order, slack: int, shipping: int) -> bool:
    count = 0
    totals = [li.total for li in order.lines]
    for size in range(2, len(totals) + 1):
        for combo in itertools.combinations(totals, size):
            count += 1
            if count > MAX_SUBSETS:
                return False
            if abs(sum(combo) - amount) <= slack or abs(sum(combo) + shipping - amount) <= slack:
                return True
    return bool(shipping) and any(abs(t + shipping - amount) <= slack for t in totals)
