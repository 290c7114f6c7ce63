"""What the customer's own words ask of this payment, read as structure: which lines, how many
units of them, what share, the shipping, everything; which figures they wrote and what each
names; which lines they keep; whether they decline money or withdraw the complaint.

``read(texts, order, codes)`` reads the customer's own texts (``provenance``'s own spans),
oldest first, in the languages ``codes`` (the customer's, then English), each sentence and each
clause of it with the language tables' words:

- an **ask** (money back; or a share, a figure, the shipping or a difference said with a word
  for "back" or "off"), a **decline** (no refund, or something else instead of money) and a
  **withdrawal** (never mind, it arrived after all) are events: the latest word counts, so a
  refund asked and then withdrawn is withdrawn, and asked again is asked; said of a line, a
  decline or a withdrawal only takes that line out;
- a line is **named** when a clause that asks, complains or says the shipping names it (by its
  title's words, or by writing its price); it is **kept** when its clause (or, if that clause
  names nothing, the sentence's nearest line) says it is fine, works or is kept, and no
  complaint stands nearer; "the rest" in such a clause keeps every line not named;
- a **count** binds to the line it is said of ("two of the six": the line of six the sentence
  names; "2 mugs": the mug line), and a count kept ("the other four are fine") leaves the rest;
- a **share** binds to the line of its clause, else (when its clause names another thing) to an
  item the rules cannot name, else to the line the sentence before named, else to the order;
- each **figure** is classified by what on this payment it names: a line's price, some units of
  a line, the shipping, the whole, a sum of lines, a difference; a figure said of a line whose
  price it is not names nothing. Two figures, one a line's price, with a word for a difference
  anywhere, give the difference between them.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache

from service.judgment import money, numbers, tables
from service.judgment.facts import Order
from service.judgment.tables import Patterns, gates, groups
from service.judgment.text import fold
from service.judgment.titles import Mention, Titles

_SENTENCE = re.compile(r"(?<=[.!?。！？;；])\s+|(?<=[。！？；])|\n+|(?<=[!?])(?=\S)")
_ABBREVIATIONS = frozenset(["kr", "kn", "ca", "nr", "no", "st", "stk", "inkl", "evt", "bzw", "ggf", "usw", "etc", "vs",
                            "mr", "mrs", "dr", "ms", "str", "tel", "fig", "approx", "incl", "ref", "eg", "ie", "ps",
                            "zb", "dh", "ua", "ev", "resp", "jf", "bl", "mv", "mvh", "tj", "sr", "sra", "av", "pcs",
                            "pkt"])
_CLAUSE = re.compile(r"[,;:，、；：]|\s[-–—]\s|\(|\)")
_COUNT = re.compile(r"(?<![\d.,#/:])(\d{1,3})(?![\d.,/%:]|\s?(?:cm|mm|ml|kg|g|l|m|x|gb|tb)\b)")
MAX_SUBSETS = 4096
# a whole number of two to six digits alone: not part of a figure, a date, a time, a share,
# an order number or a size ("299", not "10%", "12/03", "#10234", "42cm")
_BARE_NUMBER = re.compile(r"(?<![\w.,:/#%-])\d{2,6}(?![\w.,:/%-]|\s?%)")
_PER_CENT = re.compile(r"\d\s?%|%\s?\d")
MARKS = ("refund", "full", "rest", "everything", "partial", "shipping", "instead", "declined", "kept", "negation",
          "withdrawn", "complaint", "difference", "order", "back", "accept", "please")


@dataclass(frozen=True)
class Figure:
    """A figure the customer wrote, and what on this payment it names."""

    amount: int  # minor units of the payment's currency
    exact: bool  # written with decimals
    names: str  # line | units | shipping | whole | lines | difference | nothing
    line: int | None = None  # the line it is the price (or units) of
    said_of: frozenset[int] = frozenset()  # the lines its clause names


@dataclass
class Request:
    """What the customer's own words ask (see the module's docstring)."""

    asked: bool = False
    complaint: bool = False
    full: bool = False
    partial: bool = False  # the latest ask is for a part ("a partial refund", the difference)
    bare: list[int] = field(default_factory=list)  # whole numbers written without a currency
    shipping: bool = False
    shipping_kept: bool = False
    shipping_said: bool = False  # the shipping spoken of anywhere
    rest_kept: bool = False
    kept_unnamed: bool = False  # they keep something whose name matches no line's title
    difference: bool = False
    named: set[int] = field(default_factory=set)
    mentioned: set[int] = field(default_factory=set)
    worded: set[int] = field(default_factory=set)  # lines named by their title's words
    complained: set[int] = field(default_factory=set)  # lines named beside a complaint
    kept: set[int] = field(default_factory=set)
    units: dict[int, int] = field(default_factory=dict)
    kept_units: dict[int, int] = field(default_factory=dict)
    shares: list[tuple[Fraction, int | None]] = field(default_factory=list)
    item_shares: list[Fraction] = field(default_factory=list)  # of an item not named
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


def read(texts: list[str], order: Order, codes: tuple[str, ...], subject: bool = False) -> Request:
    """The request the texts make of ``order`` (see the module's docstring); ``subject``: the
    first text is the ticket's subject."""
    found = [p for p in (tables.patterns(c) for c in dict.fromkeys(codes)) if p is not None]
    titles, request = Titles(order), Request()
    previous: set[int] = set()
    later = False  # a message after one that asked or complained (the subject is not one)
    first = 1 if subject else 0
    for n, text in enumerate(texts):
        request.quoted |= titles.quoted(fold(text))
        for sentence in _sentences(text):
            previous = _sentence(sentence, order, titles, found, codes, request, previous, later)
        later = later or (n >= first and (request.complaint or request.last_event == "ask"))
    _settle(order, request)
    return request


def _settle(order: Order, request: Request) -> None:
    """What the whole reading says, once every sentence is read."""
    request.asked = request.last_event == "ask"
    if not request.named and (request.asked or request.complaint):
        # a refund asked in one sentence of lines named in another ("The teapot's handle
        # snapped. Refund please."): the lines counted, complained of, else named at all
        request.named = ((set(request.units) - request.kept)
                         or (request.complained - request.kept)
                         or (request.mentioned - request.kept))
    if request.asked and not request.named and request.shipping_said and not request.shipping_kept:
        request.shipping = True  # "I paid for evening delivery ... Can you refund that cost?"
    request.named -= request.kept
    if request.rest_kept:
        request.kept |= set(range(len(order.lines))) - request.named
    for i, kept in request.kept_units.items():
        line = order.lines[i]
        if i not in request.units and 0 < kept < line.quantity:
            request.units[i] = line.quantity - kept
    if request.difference or _spelled_out(order, request):
        _differences(order, request)


def _sentences(text: str) -> list[str]:
    """The text's sentences: cut at end marks and line breaks, not after an abbreviation or a
    number ("150 kr. retur", "den 3. december")."""
    text = text or ""
    out, last = [], 0
    for match in _SENTENCE.finditer(text):
        if match.start() > 0 and text[match.start() - 1] == "." and "\n" not in match.group():
            word = re.search(r"(\w+)\.$", text[last:match.start()])
            if word and (word.group(1).lower() in _ABBREVIATIONS or word.group(1).isdigit()):
                continue
        out.append(text[last:match.start()])
        last = match.end()
    out.append(text[last:])
    return [s for s in out if s and s.strip()]


def _marks(folded: str, found: list[Patterns]) -> dict[str, list[tuple[int, int]]]:
    """Where each meaning's words stand in ``folded`` (read once per text and languages)."""
    return _marks_of(folded, tuple(p.table.code for p in found))


@lru_cache(maxsize=4096)
def _marks_of(folded: str, codes: tuple[str, ...]) -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {}
    seen = gates.words(folded)
    for code in codes:
        p = tables.patterns(code)
        if p is None:
            continue
        # only the meanings whose words can stand in the text are searched for
        for i in sorted(_mark_gates(code).passing(seen)):
            pattern = getattr(p, MARKS[i])
            if pattern is not None:
                out.setdefault(MARKS[i], []).extend(m.span() for m in pattern.finditer(folded))
    return out


@cache
def _mark_gates(code: str) -> gates.Gates:
    p = tables.patterns(code)
    return gates.Gates([p.gates[name] if p is not None else gates.OPEN for name in MARKS])


def _clauses(folded: str, titles: Titles, found: list[Patterns]) -> list[_Clause]:
    """The sentence cut at commas and words of contrast, each clause with its marks (read on
    the whole sentence, so a phrase across a comma still counts where it starts) and the lines
    it names (kept on ``titles``, which lives as long as one judgment)."""
    key = (folded, tuple(p.table.code for p in found))
    if key not in titles.memo:
        titles.memo[key] = _cut_clauses(folded, titles, found)
    clauses: list[_Clause] = titles.memo[key]  # type: ignore[assignment]
    return clauses


def _cut_clauses(folded: str, titles: Titles, found: list[Patterns]) -> list[_Clause]:
    cuts = [0]
    for p in found:
        if p.contrast is not None:
            cuts += [m.start() for m in p.contrast.finditer(folded)]
    cuts += [m.start() for m in _CLAUSE.finditer(folded)]
    cuts = sorted(set(cuts)) + [len(folded)]
    every = _marks(folded, found)
    out = []
    for a, b in zip(cuts, cuts[1:]):
        piece = folded[a:b]
        if not piece.strip():
            continue
        marks = {name: [(x - a, y - a) for x, y in spans if a <= x < b]
                 for name, spans in every.items()}
        marks = {name: spans for name, spans in marks.items() if spans}
        meaning = [span for name, spans in marks.items() if name != "order" for span in spans]
        # a word the tables read as meaning ("klarade sig": it survived) names no product
        lines = [m for m in titles.mentions(piece)
                 if not any(x <= m.start and m.end <= y for x, y in meaning)]
        out.append(_Clause(a, piece, lines, marks))
    return out


def _sentence(sentence: str, order: Order, titles: Titles, found: list[Patterns],
              codes: tuple[str, ...], request: Request, previous: set[int],
              later: bool = False) -> set[int]:
    """Read one sentence into ``request``; returns the lines it names (for the next one).
    ``later``: the sentence is in a comment written after the customer asked or complained."""
    folded = fold(sentence)
    marks = _marks(folded, found)
    clauses = _clauses(folded, titles, found)
    here = {m.line for c in clauses for m in c.lines}
    request.mentioned |= here
    request.worded |= here
    declined = any(not _negated_preference(marks, span) for span in marks.get("declined", []))
    wish = bool(marks.get("instead")) and not _negated_anywhere(marks, "instead")
    explicit = bool(marks.get("refund") or marks.get("full"))
    asks = (explicit or (_back(sentence, marks, found) and not wish)) and not declined
    wish = wish and not asks
    complaint = bool(marks.get("complaint"))
    withdrawn = bool(marks.get("withdrawn")) or _all_fine(clauses, marks, here, asks, complaint)
    request.complaint |= complaint
    request.difference |= bool(marks.get("difference"))
    if complaint:
        request.complained |= here
    for clause in clauses:
        _clause(clause, request, asks or complaint or bool(marks.get("shipping")))
    _kept_nearest(clauses, request)
    if later and not (here or asks or complaint or declined or withdrawn) \
            and _fine_of_it(clauses, marks):
        # a later message: "elle fonctionne parfaitement", "je la garde": said of the one line
        # a one-line payment has, else of what the last sentence named (in the same message,
        # "the films are ok" names another thing the titles do not match)
        subject = {0} if len(order.lines) == 1 else previous
        request.kept |= subject
        request.named -= subject
    if declined or wish or withdrawn:
        if here and not (asks and not declined):
            request.kept |= here  # said of a line: only that line is out
            request.named -= here
        elif not here:
            event = "decline" if declined or wish else "withdraw"
            if not (withdrawn and (asks or complaint) and not declined):
                request.last_event = event
    if asks:
        request.last_event = "ask"
        request.full |= bool(marks.get("full")) and not _kept_clause(clauses, "full")
        # a part asked: "a partial refund", or the difference (never all of the line)
        request.partial = bool(marks.get("partial") or marks.get("difference")) \
            and not marks.get("full")
    elif complaint and request.last_event == "withdraw":
        request.last_event = "complaint"  # a new complaint after a withdrawal reopens it
    if marks.get("shipping") and not _kept_clause(clauses, "shipping"):
        request.shipping_said = True
        if asks or complaint:
            request.shipping = True
    _numbers(sentence, order, titles, found, codes, request, previous)
    return here or previous


def _negated_preference(marks: dict[str, list[tuple[int, int]]], span: tuple[int, int]) -> bool:
    """A wish for another remedy, negated: "No quiero cambio", "Ich möchte keinen Ersatz" (a
    negation inside it or right before it, and no word for a refund in it) declines nothing."""
    s, e = span
    inside = [(a, b) for a, b in marks.get("instead", []) if s <= a and b <= e]
    if not inside or any(s <= a and b <= e for a, b in marks.get("refund", [])):
        return False
    return any((s <= a and b <= e) or 0 <= s - b <= 1 for a, b in marks.get("negation", []))


def _fine_of_it(clauses: list[_Clause], marks: dict[str, list[tuple[int, int]]]) -> bool:
    """A sentence that names no line and says something is fine, works or is kept, and nothing
    is wrong: not the rest ("the rest is fine"), not an offer taken up ("that works for me")."""
    if marks.get("rest") or marks.get("accept") or marks.get("yes") or marks.get("please"):
        return False
    said = [_kept_and_bad(c) for c in clauses]
    return any(kept for kept, _ in said) and not any(bad for _, bad in said)


def _all_fine(clauses: list[_Clause], marks: dict[str, list[tuple[int, int]]], here: set[int],
              asks: bool, complaint: bool) -> bool:
    """"Everything is here and fine", "alles ist da und in Ordnung", "Her şey geldi, sorun
    yok": the whole said to be fine, no line named, nothing asked, nothing wrong, no thanks
    (a "thanks, all fine" takes up a refund offered), not the rest (the rest being fine keeps
    only the rest): the complaint is withdrawn."""
    if here or asks or complaint or not marks.get("everything") or marks.get("rest") \
            or marks.get("accept") or marks.get("yes"):
        return False
    return any(_kept_and_bad(c)[0] and not _kept_and_bad(c)[1] for c in clauses)


def _back(sentence: str, marks: dict[str, list[tuple[int, int]]], found: list[Patterns]) -> bool:
    """Money asked without the word refund: a share, a figure, the shipping or a difference
    said with a word for "back" or "off" ("20 % tillbaka", "de 150 kr retur", "%30 indirim"),
    or a share or a difference agreed to ("15% is acceptable")."""
    agreed = marks.get("accept") or marks.get("please")
    if not agreed and not marks.get("back"):
        return False  # (most sentences: nothing more to read)
    reading = fold(sentence)
    share = bool(_PER_CENT.search(reading)) or any(
        p.share is not None and p.share.search(reading) for p in found)
    if agreed and (share or marks.get("difference")):
        return True
    if not marks.get("back"):
        return False
    if marks.get("shipping") or marks.get("difference") or marks.get("order"):
        return True
    code = found[0].table.code if found else "en"
    return share or bool(money.scan(numbers.digits(sentence, code)))


def _negated_anywhere(marks: dict[str, list[tuple[int, int]]], name: str) -> bool:
    return any(any(0 <= s - b <= 14 or 0 <= a - e <= 14 for a, b in marks.get("negation", []))
               for s, e in marks.get(name, []))


def _kept_clause(clauses: list[_Clause], name: str) -> bool:
    """Whether every ``name`` mark stands in a clause that says something is kept or fine."""
    places = [c for c in clauses if c.marks.get(name)]
    return bool(places) and all(c.marks.get("kept") for c in places)


def _clause(clause: _Clause, request: Request, asking: bool) -> None:
    """Name or keep the lines of one clause."""
    kept, complaints = _kept_and_bad(clause)
    if kept and clause.marks.get("rest"):
        request.rest_kept = True
    if kept and clause.marks.get("shipping") and not complaints:
        request.shipping_kept = True
    for mention in clause.lines:
        nearest_kept = min((abs(k - mention.start) for k in kept), default=None)
        nearest_bad = min((abs(k - mention.start) for k in complaints), default=None)
        if nearest_kept is not None and (nearest_bad is None or nearest_kept < nearest_bad):
            request.kept.add(mention.line)
            request.named.discard(mention.line)
        elif asking:
            request.named.add(mention.line)
            request.kept.discard(mention.line)
            if nearest_bad is not None:
                request.complained.add(mention.line)


def _kept_and_bad(clause: _Clause) -> tuple[list[int], list[int]]:
    kept = [k for k, end in clause.marks.get("kept", []) if not _negated(clause, k, end)]
    bad = [k for k, _ in clause.marks.get("complaint", [])] + [
        k for k, end in clause.marks.get("kept", []) if _negated(clause, k, end)]
    return kept, bad


def _kept_nearest(clauses: list[_Clause], request: Request) -> None:
    """"The plaid is lovely, I keep it": a kept clause that names nothing keeps the nearest
    line of its sentence, when that line's clause complains of nothing."""
    for i, clause in enumerate(clauses):
        kept, bad = _kept_and_bad(clause)
        if not kept or bad or clause.lines or clause.marks.get("rest"):
            continue
        nearest = [j for j in sorted(range(len(clauses)), key=lambda j: abs(j - i))
                   if j != i and clauses[j].lines]
        if not nearest:
            request.kept_unnamed = True  # "Mössan är rätt": a thing kept, no title matched
            continue
        other = clauses[nearest[0]]
        if not _kept_and_bad(other)[1] and not other.marks.get("refund"):
            for mention in other.lines:
                request.kept.add(mention.line)
                request.named.discard(mention.line)


def _negated(clause: _Clause, start: int, end: int) -> bool:
    """A negation just before or after a "fine / works" word: "does not work", "funktioniert
    nicht", "n'est pas en bon état"."""
    return any(0 <= start - b <= 8 or 0 <= a - end <= 10
               for a, b in clause.marks.get("negation", []))


# ----- counts, shares, figures -----------------------------------------------------------------
def _numbers(sentence: str, order: Order, titles: Titles, found: list[Patterns],
             codes: tuple[str, ...], request: Request, previous: set[int]) -> None:
    # each language's number words written as digits; languages whose reading is the same
    # share its clauses (cut with every language's words, as the sentence itself was)
    readings: dict[str, list[Patterns | None]] = {}
    for code in dict.fromkeys(codes):
        readings.setdefault(numbers.digits(sentence, code), []).append(tables.patterns(code))
    for reading, languages in readings.items():
        if not re.search(r"\d", reading) and not any(
                p is not None and p.share is not None and p.share.search(reading)
                for p in languages):
            continue  # no figure, count, share or per cent to read
        clauses = _clauses(reading, titles, found)
        figures = money.scan(reading)
        request.bare += [int(m.group()) for m in _BARE_NUMBER.finditer(reading)
                         if not any(f.start <= m.start() < f.end for f in figures)]
        for p in languages:
            _counts(reading, clauses, order, p, request, figures, previous)
            _shares(clauses, p, request, previous)
        _figures(clauses, figures, order, request)


def _counts(reading: str, clauses: list[_Clause], order: Order, p: Patterns | None,
            request: Request, figures: list[money.Mention], previous: set[int]) -> None:
    """Counts said of a line: "two of the six" (the line of six), "2 mugs" (a count before a
    line's words, no other number between), or a count in a clause that complains, asks or
    keeps, in a sentence naming one line of several units."""
    money_spans = [(f.start, f.end) for f in figures]
    here = [m.line for c in clauses for m in c.lines]
    multi = [i for i in dict.fromkeys(here or previous) if order.lines[i].quantity > 1]
    if p is not None and p.count_of is not None:
        for match in p.count_of.finditer(reading):
            part, whole = _int(groups(match, "part")), _int(groups(match, "whole"))
            if not part or not whole or part >= whole:
                continue
            lines = [i for i, li in enumerate(order.lines) if li.quantity == whole]
            if len(lines) > 1:
                lines = [i for i in lines if i in here and i not in request.kept] or lines
            if len(lines) == 1:
                request.units[lines[0]] = part
    for clause in clauses:
        kept, bad = _kept_and_bad(clause)
        said = bool(kept or bad or clause.marks.get("refund") or clause.marks.get("back"))
        numbers_at = [m for m in _COUNT.finditer(clause.folded)
                      if not any(a <= clause.start + m.start() < b for a, b in money_spans)]
        for k, match in enumerate(numbers_at):
            count = int(match.group(1))
            stop = numbers_at[k + 1].start() if k + 1 < len(numbers_at) else len(clause.folded)
            after = [m.line for m in clause.lines
                     if 0 <= m.start - match.end() <= 30 and m.start < stop]
            line = after[0] if after else (multi[0] if len(multi) == 1 and said else None)
            if line is None or not 0 < count < order.lines[line].quantity:
                continue
            into = request.kept_units if kept and not bad else request.units
            if after or line not in into:
                into[line] = count


def _int(text: str | None) -> int | None:
    try:
        return int(text) if text and "." not in text and "," not in text else None
    except ValueError:
        return None


def _shares(clauses: list[_Clause], p: Patterns | None, request: Request,
            previous: set[int]) -> None:
    if p is None:
        return
    # the one line the sentence names, if it names one: a share said in another clause of it
    # is of that line ("eine Teilerstattung von 30 %, wenn Sie den Mantel behalten")
    named = {m.line for c in clauses for m in c.lines}
    for clause in clauses:
        fractions = _fractions(clause, p)
        if not fractions:
            continue
        lines = {m.line for m in clause.lines}
        for share in fractions:
            if lines:
                request.shares += [(share, line) for line in lines]
            elif clause.marks.get("order") or clause.marks.get("full"):
                request.shares.append((share, None))
            elif len(named) == 1:
                request.shares.append((share, next(iter(named))))
            elif _names_a_thing(clause, p):
                request.item_shares.append(share)  # "25 % of the coat's price", coat unnamed
            elif len(previous) == 1:
                request.shares.append((share, next(iter(previous))))
            else:
                request.shares.append((share, None))


def _fractions(clause: _Clause, p: Patterns) -> list[Fraction]:
    found = []
    if p.share is not None:
        for match in p.share.finditer(clause.folded):
            key = next((k for k, pat in p.share_keys if pat.fullmatch(match.group())), None)
            if key is not None:
                found.append(p.shares[key])
    for match in p.percent.finditer(clause.folded) if p.percent is not None else ():
        n = money.number(groups(match, "n") or "")
        if n is not None and 0 < n <= 100:
            found.append(Fraction(str(n)) / 100)
    for match in p.fraction.finditer(clause.folded) if p.fraction is not None else ():
        num, den = _int(groups(match, "num")), _int(groups(match, "den"))
        if num and den and 0 < num < den <= 10:
            found.append(Fraction(num, den))
    return found


def _names_a_thing(clause: _Clause, p: Patterns) -> bool:
    """Whether a share's clause goes on to name a thing the rules do not know ("25 % af
    frakkens pris"): a word of four letters or more that is none of the language's common,
    generic or meaning words, after the share."""
    t = p.table
    if not t.spaced:
        return False
    words = re.findall(r"[^\W\d_]{4,}", clause.folded)
    marked = {clause.folded[a:b] for spans in clause.marks.values() for a, b in spans}
    return any(w not in t.function and w not in t.generic and not any(w in m for m in marked)
               and not (p.share is not None and p.share.search(w))
               for w in words[1:])


def _figures(clauses: list[_Clause], figures: list[money.Mention], order: Order,
             request: Request) -> None:
    for mention in figures:
        amount = mention.minor(order.currency)
        if not amount:
            continue
        clause = next((c for c in clauses
                       if c.start <= mention.start < c.start + len(c.folded)), None)
        said_of = frozenset(m.line for m in clause.lines) if clause else frozenset()
        figure = classify(amount, mention.exact, said_of, order)
        request.figures.append(figure)
        kept = clause is not None and bool(_kept_and_bad(clause)[0])
        if figure.names in ("line", "units") and figure.line is not None:
            request.mentioned.add(figure.line)
            if not kept:  # a line's price written: the line is pointed at
                request.named.add(figure.line)
                request.kept.discard(figure.line)


def classify(amount: int, exact: bool, said_of: frozenset[int], order: Order) -> Figure:
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
        if line.unit and (not said_of or i in said_of) and line.quantity > 1 and any(
                near(k * line.unit) for k in range(1, line.quantity)):
            return Figure(amount, exact, "units", i, said_of)
    shipping = sum(s.amount for s in order.shipping)
    if shipping and near(shipping):
        return Figure(amount, exact, "shipping", None, said_of)
    if any(near(w) for w in (order.total, order.left)):
        return Figure(amount, exact, "whole", None, said_of)
    if _sums_to(amount, order, slack, shipping):
        return Figure(amount, exact, "lines", None, said_of)
    return Figure(amount, exact, "nothing", None, said_of)


def _paid(order: Order, request: Request) -> set[int]:
    """The prices a difference may be taken from: the line prices the customer wrote, and the
    unit prices of the lines they want (of every line if they name none)."""
    paid = {f.amount for f in request.figures if f.names == "line"}
    bases = sorted(request.wanted) or list(range(len(order.lines)))
    return paid | {order.lines[i].unit or order.lines[i].total for i in bases}


def _spelled_out(order: Order, request: Request) -> bool:
    """Without a word for a difference, the customer's own figures spell one out: a price
    they paid, another price, and what lies between them ("it showed 299.00, I was charged
    349.00: refund the 50.00")."""
    others = {f.amount for f in request.figures if f.names == "nothing"}
    return any(price - a in others for price in _paid(order, request) for a in others
               if 0 < a < price and price - a != a)


def _differences(order: Order, request: Request) -> None:
    """With a word for a price difference, a figure below a price they paid is either the
    price now (more than half of it: the difference is the rest) or the difference itself.
    Numbers written without a currency count here too ("now they're 299"): a price is
    spoken of."""
    paid = _paid(order, request)
    scale = 10 ** money.exponent(order.currency)
    others = {f.amount for f in request.figures if f.names == "nothing"} | {
        n * scale for n in request.bare if 0 < n * scale < max(paid, default=0)}
    for figure in others:
        for price in paid:
            if figure < price:
                request.differences.add(price - figure if 2 * figure > price else figure)
    request.figures = [Figure(f.amount, f.exact, "difference", None, f.said_of)
                       if f.names == "nothing" and f.amount in request.differences else f
                       for f in request.figures]


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
