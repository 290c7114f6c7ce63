"""A line asked in one clause of a sentence and another kept in the next, the two joined by
"and" with no comma ("please refund the boots and I keep the jacket", "Rambursați ghetele și
geaca o păstrez", "등산화는 환불해 주시고 재킷은 그냥 쓸게요"): the words of keeping hold the line on
their side of the join, never the one the words of refunding or sending back hold on theirs
(``keeping.name_or_keep`` asks it of a line it would keep).

Read only where it cannot keep less than is kept: a line is taken out of keeping only where
every word of keeping stands past a join from it and a word of asking (not negated) stands on
its own side; a line between two joins, or joined to the kept one ("I keep the boots and the
jacket and want a refund"), stays kept. A join inside a word the tables read as meaning, or
inside a line's name ("Salt & Pepper"), joins nothing; Italian's and Portuguese's "is" ("è",
"é") fold to their "and", so a sentence that writes it is read without that "e" (``paired``)."""

from __future__ import annotations

from service.judgment.clauses import Clause, negated
from service.judgment.tables.clausejoins import JOIN
from service.judgment.tables.paired import AND_IS, IS
from service.judgment.titles import Mention

__all__ = ["asked_apart"]


def asked_apart(clause: Clause, mention: Mention, kept: list[int], sentence: str) -> bool:
    """Whether ``mention`` stands joined apart from every word of keeping ``kept`` of its
    clause, on the side of a word of refunding or sending back."""
    asks = [a for name in ("refund", "back") for a, b in clause.marks.get(name, ())
            if not negated(clause, a, b)]
    if not asks or not kept:
        return False
    joins = _joins(clause, sentence)
    if not joins:
        return False

    def parted(at: int) -> bool:
        low, high = sorted((at, mention.start))
        return any(low < j <= high for j in joins)

    return all(parted(k) for k in kept) and any(not parted(a) for a in asks)


def _joins(clause: Clause, sentence: str) -> list[int]:
    """Where a word of "and" joins two clauses in ``clause`` (see the module's docstring)."""
    folded, unjoined = clause.folded, AND_IS if IS.search(sentence) else frozenset()
    # (a mark may begin with its own glued "and": Arabic's "واحتفظ", "and I keep")
    spans = [(a + 1, b) for spans in clause.marks.values() for a, b in spans]
    spans += [(m.start, m.end) for m in clause.lines]
    return [j.start() for code in clause.codes if (pattern := JOIN.get(code)) is not None
            for j in pattern.finditer(folded)
            if j.group() not in unjoined and not any(a <= j.start() < b for a, b in spans)]
