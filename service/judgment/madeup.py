"""The units said fine and the units said wrong, the two making up one line's quantity ("the
thermostats: two work, but one will not pair", "dos funcionan, pero uno no se conecta"): the
count said fine is of that line, though the customer's word for the thing matches no title
(issue 39's "a count binds to the line it is said of"). Only where exactly one line is of that
many units; the count said wrong is that line's units too.

Where the counts make up no line (of four, "two work, one does not"; or the one said wrong is
in words no count reads, "eentje", "einer davon"), the count said fine binds to no line: it is kept
on the request (``kept_counts``), and what is kept is that many units. Neither the whole payment
nor "everything but" a line of another quantity is then what is asked (``grounding``): the
refund is at most the units said wrong, and a person decides it."""

from __future__ import annotations

import re

from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.facts import Line, Order
from service.judgment.packs import pieces
from service.judgment.request import Request

__all__ = ["asked_nearer", "made_up", "may_be_kept"]


def asked_nearer(clause: Clause, at: tuple[int, int], line: int) -> bool:
    """Whether a count at ``at`` of ``line`` in a clause that says another line fine stands
    nearer a word asking money back than every word of fine, no comma between ("the rice is fine
    refund the 2 bags", "ご飯は大丈夫です餃子2袋分を返金", "햇반은 괜찮아요 만두 2봉 환불해"): the
    count is of units asked, never kept. The gap is from a word's end to the count, or the count's
    end to a word's start; never where no word asks (most clauses), nor where the word of fine is
    said of the count's own line or of the refund ("Refusjon for ett sett er fint")."""
    asks = clause.marks.get("refund", []) + clause.marks.get("back", [])
    if not asks:
        return False
    kept = [span for span in clause.marks.get("kept", []) if span[0] in kept_and_bad(clause)[0]]
    near = min((_gap(span, at) for span in kept), default=1 << 30)
    if min(_gap(span, at) for span in asks) >= near:
        return False
    # (the word of fine is of another line named nearer it than the count: "즉석밥은 괜찮아요")
    return any(m.line != line and any(_gap(k, (m.start, m.end)) < _gap(k, at) for k in kept)
               for m in clause.lines)


def _gap(span: tuple[int, int], at: tuple[int, int]) -> int:
    return at[0] - span[1] if span[1] <= at[0] else span[0] - at[1] if span[0] >= at[1] else 0


def made_up(clauses: list[Clause], order: Order, request: Request, count: re.Pattern[str],
            skip: re.Pattern[str], money_spans: list[tuple[int, int]]) -> None:
    """Bind the one count said fine in ``clauses`` to the one line whose quantity it makes up
    with the one count said wrong beside it (``count`` finds a count, ``skip`` what after it
    makes it no count of units: "2 times", "2 weeks")."""
    fine: list[int] = []
    wrong: list[int] = []
    plain = True  # every count alone in its clause, said fine or said wrong
    asking: set[int] = set()  # counts said fine in a clause that asks money back too
    for clause in clauses:
        found = [m for m in count.finditer(clause.folded)
                 if not any(a <= clause.start + m.start() < b for a, b in money_spans)]
        if not found:
            continue
        if len(found) > 1 or skip.match(clause.folded, found[0].end()):
            plain = False  # two counts in a clause, or a count of times: no such plain pair
            continue
        kept, bad = kept_and_bad(clause)
        if kept and not bad:
            fine.append(int(found[0].group(1)))
            if clause.marks.get("refund") or clause.marks.get("back"):
                asking.add(fine[-1])  # ("I'll use it ... refund the 2 pairs": the count is asked)
        elif bad or clause.marks.get("negation"):
            wrong.append(int(found[0].group(1)))
        else:
            plain = False  # a count said neither fine nor wrong: of something else, perhaps
    if plain and len(fine) == 1 and len(wrong) == 1 and fine[0] and wrong[0]:
        total = fine[0] + wrong[0]
        lines = [i for i, li in enumerate(order.lines) if li.quantity == total]
        # (a line of one pack is no line of that many units: its pieces are never counted so)
        if len(lines) == 1 and lines[0] not in request.kept_units and lines[0] not in request.units:
            request.kept_units[lines[0]], request.units[lines[0]] = fine[0], wrong[0]
            request.worded.add(lines[0])
            return
    # (a count said fine that its own words bound to a line is kept there)
    request.kept_counts |= {n for n in fine if n and n not in asking and n not in request.kept_units.values()}


def may_be_kept(order: Order, request: Request) -> list[Line]:
    """The lines a thing kept in words no title matches may be (``grounding``'s "everything but"
    it): any line, but where units are said fine ("two work", of no line or some of one) only a
    line of that many, never a line of another quantity."""
    counted = request.kept_counts | set(request.kept_units.values())
    return [li for li in order.lines if not counted or {li.quantity, pieces(li)} & counted]
