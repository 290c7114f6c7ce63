"""A price shown set against the price charged: "the Black Friday price was 199 €, but I was
charged 249 €", "der Preis war 199 €, abgebucht wurden aber 249 €", "表示価格は1,980円なのに
2,480円請求されました". One sentence of the customer's holds two figures on either side of a
contrast (``tables.shown.BUT``), one side a price's (``PRICE``: shown, listed, advertised, what
it cost) and no charge's, the other a charge's (``CHARGED``: charged, debited, paid); the charged
figure is a price this payment took (a line's unit price or total, or the whole) and the price
shown is lower. The customer tells an overcharge: the difference between the two is money
asked, as a charge to correct (``owed``'s "fix": a difference, with no word for one or for a
refund), and ``figures.differences`` works it out.

Never where the sentence speaks of another purchase or shop ("at the other shop it was 199":
``elsewhere.another_spoken_of``, a price match for a person), nor where the charged figure is
none this payment took (another order's, a guess), nor with a third figure beside them (which
two are set against each other is not said). A sentence with no digit, or without both words,
costs one search.

``untaken`` reads the same two sides (a mere "and" between them will do) where the figure said
charged is none this payment took: the difference then belongs to nothing on it, and
``reading`` grounds none (``figure_not_on_payment``)."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from service.judgment import money, numbers
from service.judgment.facts import Order
from service.judgment.tables import gates, joined
from service.judgment.tables.shown import BUT, CHARGED, PRICE

_DIGIT = re.compile(r"\d")
_Read = tuple[str, money.Mention, money.Mention, int, "re.Pattern[str]"]
_BREAK = re.compile(r"[,;:](?!\d)|[、，；：]")


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None:
    price, charged, but = joined(codes, PRICE), joined(codes, CHARGED), joined(codes, BUT)
    return None if price is None or charged is None or but is None else (price, charged, but)


def told(folded: str, codes: tuple[str, ...], order: Order) -> tuple[int, int] | None:
    """Where the sentence ``folded`` sets a lower price shown against a price this payment
    charged (see the module's docstring): the span of the charge, None where it does not."""
    found = _read(folded, codes, order.currency)
    if found is None:
        return None
    reading, first, second, scale, but = found
    cuts = [m for m in but.finditer(reading) if first.end <= m.start() and m.end() <= second.start]
    if not cuts:
        return None  # (the two are not set against each other)
    taken = {order.total} | {v for line in order.lines for v in (line.unit, line.total) if v}
    # each figure's clause, cut at commas ("der Preis war 199 €, abgebucht wurden aber 249 €"),
    # else, where both stand in one, at the contrast ("the price was 199 € but I paid 249 €")
    bounds = sorted({0, len(reading)} | {m.end() for m in _BREAK.finditer(reading)})
    if _segment(reading, bounds, first) == _segment(reading, bounds, second):
        bounds = sorted(set(bounds) | {i for m in cuts for i in m.span()})
    for shown_minor, charge in _charges(reading, bounds, first, second, scale, codes):
        if 0 < shown_minor < int(charge.amount * scale) and int(charge.amount * scale) in taken:
            return charge.start, charge.end
    return None


def untaken(folded: str, codes: tuple[str, ...], order: Order) -> bool:
    """Whether the sentence ``folded`` sets a lower price shown against a figure said charged
    that this payment never took ("on the site it was 99 €, and you charged me 129 €", where the
    payment's line is 99 €): no line's price or total (with the shipping or without), nor the
    whole or what is left of it. The difference between the two is then nothing's on this
    payment (``figures.differences`` grounds none). The contrast may be a mere "and" here: the
    sentence still tells what was charged."""
    found = _read(folded, codes, order.currency, third=True)
    if found is None:
        return False
    reading, first, second, scale, _ = found
    bounds = sorted({0, len(reading)} | {m.end() for m in _BREAK.finditer(reading)})
    if _segment(reading, bounds, first) == _segment(reading, bounds, second):
        bounds = sorted(set(bounds) | {first.end})  # (each figure's words are its own side's)
    for shown_minor, charge in _charges(reading, bounds, first, second, scale, codes):
        charged = int(charge.amount * scale)
        if 0 < shown_minor < charged and not _taken(charged, order):
            return True
    return False


def _taken(charged: int, order: Order) -> bool:
    """Whether this payment took ``charged``: a line's price or total (with the shipping or
    without), the shipping, the lines' sum, the whole or what is left of it."""
    shipping = sum(s.amount for s in order.shipping)
    lines = [v for line in order.lines for v in (line.unit, line.total) if v]
    summed = sum(line.total for line in order.lines)
    taken = {v for v in (order.total, order.left, summed, summed + shipping, shipping) if v}
    taken |= set(lines) | {v + shipping for v in lines}
    return any(abs(charged - t) <= 1 for t in taken)


def _figures(reading: str, but: re.Pattern[str], currency: str, third: bool) -> _Read | None:
    """The sentence's two figures in the payment's currency, the currency's scale and the
    contrast's pattern, where it holds exactly two figures (``third``: or a third that is the
    difference of the two, "99 €, charged 129 €, the 30 € back"); None where it does not."""
    scale = 10 ** money.exponent(currency)
    figures = [m for m in money.scan(reading, whole=scale == 1)
               if m.currencies is None or currency in m.currencies]
    if third and len(figures) == 3 and len({m.amount for m in figures}) == 3:
        first, second, last = figures  # (the difference said after the two it lies between)
        if abs(abs(first.amount - second.amount) - last.amount) * scale <= 1:
            figures = [first, second]
    if len({m.amount for m in figures}) != 2 or len(figures) != 2:
        return None
    first, second = figures
    return reading, first, second, scale, but


def _read(folded: str, codes: tuple[str, ...], currency: str, third: bool = False) -> _Read | None:
    """``_figures`` of the sentence, its words read once for ``told`` and ``untaken``."""
    found = _words(folded, codes)
    return None if found is None else _figures(*found, currency, third)


@lru_cache(maxsize=4096)  # (``told`` and ``untaken`` read the same sentence)
def _words(folded: str, codes: tuple[str, ...]) -> tuple[str, re.Pattern[str]] | None:
    """The sentence read as numbers and the contrast's pattern, where it holds a price's and a
    charge's words; None where it does not."""
    patterns = _compiled(codes) if codes else None
    if patterns is None or not _DIGIT.search(folded):
        return None
    price, charged, but = patterns
    # (a price's and a charge's words before the number words are read: writing numbers as
    # digits adds no such word, and most sentences hold neither)
    # (each one's words looked for in one pass before it is searched)
    if not (gates.prefilter(price)(folded) and price.search(folded)
            and gates.prefilter(charged)(folded) and charged.search(folded)):
        return None
    reading = numbers.digits(folded, codes[0])
    if not (price.search(reading) and charged.search(reading)):
        return None
    return reading, but


def _charges(reading: str, bounds: list[int], first: money.Mention, second: money.Mention,
             scale: int, codes: tuple[str, ...]) -> list[tuple[int, money.Mention]]:
    """Each (price shown, in minor units; figure charged) the two figures' sides say: the shown
    side with a price's words and no charge's, the charged side with a charge's."""
    patterns = _compiled(codes)
    assert patterns is not None
    price, charged, _ = patterns
    out = []
    for shown, charge in ((first, second), (second, first)):
        shown_side, charge_side = _segment(reading, bounds, shown), _segment(reading, bounds, charge)
        if price.search(shown_side) and not charged.search(shown_side) and charged.search(charge_side):
            out.append((int(shown.amount * scale), charge))
    return out


def _segment(reading: str, bounds: list[int], figure: money.Mention) -> str:
    """The piece of ``reading`` between a contrast or a clause's comma and the next that the
    figure stands in."""
    start = max(b for b in bounds if b <= figure.start)
    end = min(b for b in bounds if b >= figure.end)
    return reading[start:end]
