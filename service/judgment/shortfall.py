"""A delivery that came short, asked by what is missing: "I ordered 4, only 3 arrived, refund
the missing one", "Pedí 4 y solo llegaron 3, devolvedme el que falta", "طلبت ٣ ووصلني ٢، رجعوا
لي قيمة الناقصة", "4本注文したのに3本しか届かず、足りない分を返金して". The units asked are the
difference of the two counts, a figure the customer never writes: the reading takes the count
that came (the only count beside the ask) for the units asked, or names no units at all.

Read where the customer's words hold a count that is the quantity of one line (what was
ordered), a smaller count after it with a verb of arriving beside it (what came), and a word
for what is missing anywhere in their words (the subject too: "books missing"), and a refund
is asked: the line's units asked are the missing ones, unless the customer counted them
otherwise themselves ("refund the 2 missing" of 4 ordered, 3 come stays 2). Words:
``tables.shortfall``.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import numbers
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.tables import joined
from service.judgment.tables.shortfall import CAME, MISSING
from service.judgment.text import fold

# a count alone: not of a figure, a date, a share, a size or an order number
_COUNT = re.compile(r"(?<![\d.,#/:])(\d{1,3})(?![\d/%:]|[.,]\d|\s?(?:cm|mm|ml|kg|g|l|m|x|gb|tb)\b)")
_APART = 80  # characters at most between the count ordered and the count that came
_BESIDE = 24  # characters at most between the count that came and its verb


@cache
def _words(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    return joined(codes, CAME), joined(codes, MISSING)


_STOP = re.compile(r"[.!?;,。！？；，、]")
_SAID_MISSING = 14  # a count this near a word for missing is the count missing, not come


def settle(texts: list[str], order: Order, request: Request) -> None:
    """Set the units of the line a short delivery is asked of (see the module's docstring)."""
    if not request.asked or request.full or not any(li.quantity > 1 for li in order.lines):
        return
    came, missing = _words(request.codes)
    if came is None or missing is None:
        return
    folded = [fold(t) for t in texts]
    if not any(missing.search(t) for t in folded):
        return
    for text in texts:
        for code in request.codes:
            found = _short(numbers.digits(text, code), order, request, came, missing)
            if found is not None:
                line, short, came_count = found
                if request.units.get(line) in (None, came_count, order.lines[line].quantity):
                    request.units[line] = short
                    request.named = (request.named | {line}) - request.kept
                return


def _short(reading: str, order: Order, request: Request, came: re.Pattern[str],
           missing: re.Pattern[str]) -> tuple[int, int, int] | None:
    """The line ordered, the units missing and the count that came, from the first count of
    a line's quantity followed by a smaller one beside a verb of arriving."""
    counts = list(_COUNT.finditer(reading))
    for k, ordered in enumerate(counts):
        whole = int(ordered.group(1))
        lines = [i for i, li in enumerate(order.lines) if li.quantity == whole]
        if len(lines) > 1:
            lines = [i for i in lines if i in request.mentioned] or lines
        if len(lines) != 1:
            continue
        for part in counts[k + 1:]:
            if part.start() - ordered.end() > _APART:
                break
            got = int(part.group(1))
            before = _STOP.split(reading[max(0, part.start() - _SAID_MISSING):part.start()])[-1]
            if missing.search(_STOP.split(reading[part.end():part.end() + _SAID_MISSING])[0]) \
                    or missing.search(before):
                continue  # "1 is missing", "faltan 4": the count missing, said
            near = reading[max(0, part.start() - _BESIDE):part.end() + _BESIDE]
            if 0 < got < whole and came.search(near):
                return lines[0], whole - got, got
    return None
