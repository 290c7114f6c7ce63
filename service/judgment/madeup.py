"""The units said fine and the units said wrong, the two making up one line's quantity ("the
thermostats: two work, but one will not pair", "dos funcionan, pero uno no se conecta"): the
count said fine is of that line, though the customer's word for the thing matches no title
(issue 39's "a count binds to the line it is said of"). Only where exactly one line is of that
many units; the count said wrong is that line's units too."""

from __future__ import annotations

import re

from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.facts import Order
from service.judgment.request import Request

__all__ = ["made_up"]


def made_up(clauses: list[Clause], order: Order, request: Request, count: re.Pattern[str],
            skip: re.Pattern[str], money_spans: list[tuple[int, int]]) -> None:
    """Bind the one count said fine in ``clauses`` to the one line whose quantity it makes up
    with the one count said wrong beside it (``count`` finds a count, ``skip`` what after it
    makes it no count of units: "2 times", "2 weeks")."""
    fine: list[int] = []
    wrong: list[int] = []
    for clause in clauses:
        found = [m for m in count.finditer(clause.folded)
                 if not any(a <= clause.start + m.start() < b for a, b in money_spans)]
        if not found:
            continue
        if len(found) > 1 or skip.match(clause.folded, found[0].end()):
            return  # two counts in a clause, or a count of times: no such plain pair
        kept, bad = kept_and_bad(clause)
        if kept and not bad:
            fine.append(int(found[0].group(1)))
        elif bad or clause.marks.get("negation"):
            wrong.append(int(found[0].group(1)))
        else:
            return  # a count said neither fine nor wrong: of something else, perhaps
    if len(fine) != 1 or len(wrong) != 1 or not fine[0] or not wrong[0]:
        return
    total = fine[0] + wrong[0]
    lines = [i for i, li in enumerate(order.lines) if li.quantity == total]
    # (a line of one pack is no line of that many units: its pieces are never counted so)
    if len(lines) == 1 and lines[0] not in request.kept_units and lines[0] not in request.units:
        request.kept_units[lines[0]], request.units[lines[0]] = fine[0], wrong[0]
        request.worded.add(lines[0])
