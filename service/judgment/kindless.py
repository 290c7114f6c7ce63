"""Lines named together where one of them is named by a kind its title does not say.

A shop titles a product by its brand and model ("Birkenstock Arizona EVA - Black", "Kalita
Wave 185"): no word of the title says it is a sandal, a dripper. A customer names it by its
kind ("the sneakers and the sandals go back, I keep the socks"): the sneakers are a line by
their title's word, the sandals name no title's kind. Where every kind the customer's asking
words name that no title names stands for one line whose title names no kind, one for one, and
no other such line is left unnamed and unkept, those lines are the ones asked with the lines
named (``asked_kinds`` reads the kinds; ``kindless_sets`` gives the sums).

Never a kind said in a clause that keeps something or says it is fine ("the sandals I keep"),
and never a line whose title names another kind (a kind no title names is then another item:
``grounding``'s item-not-on-payment reading).
"""

from __future__ import annotations

from service.judgment import bare, concepts
from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.facts import Order
from service.judgment.request import Request

__all__ = ["asked_kinds", "kindless_sets"]


def asked_kinds(clauses: list[Clause], foreign: list[tuple[str, str]], asking: bool) -> set[str]:
    """The kinds of product ``foreign`` (the words read that name a kind no title names, with
    their kinds) that stand in a clause of a sentence that asks or complains (``asking``), where
    the clause keeps nothing and says nothing is fine."""
    if not asking or not foreign:
        return set()
    found = set()
    for clause in clauses:
        if kept_and_bad(clause)[0] or clause.marks.get("kept"):
            continue
        found |= {kind for word, kind in foreign if word in clause.folded}
    return found


def kindless_sets(order: Order, request: Request) -> list[tuple[int, ...]]:
    """The lines asked: the lines named with, one for each kind ``request.kinds_asked`` holds,
    a line whose title names a kind of its family ("the shoes" of a "Caribou Waterproof Boot",
    the one such line) else a line whose title names no kind (none named, none kept); or
    nothing where the count is not one for one."""
    kinds = request.kinds_asked - {k for i in request.wanted
                                   for k in concepts.of_title(order.lines[i].title)}
    # (no line named but one kept by name: two kinds or more stand for the rest, one for one;
    # one kind alone is the rest's own reading)
    if not request.asked or not (request.wanted or (request.kept and len(kinds) > 1)) or not kinds:
        return bare.sets(order, request)  # (no title names a kind: ``bare``)
    free = [i for i in range(len(order.lines)) if i not in request.named and i not in request.kept]
    titled = {i: concepts.of_title(order.lines[i].title) for i in free}
    kin: set[int] = set()
    for kind in sorted(kinds):
        near = [i for i in free if titled[i] and not titled[i].isdisjoint(concepts.family(kind))]
        if len(near) == 1 and near[0] not in kin:
            kin.add(near[0])
    left = [i for i in free if not titled[i]]
    # (each count one for one: all the kinds by lines titled by no kind, else with the lines
    # of their families)
    return [tuple(sorted(request.wanted | lines)) for lines in (set(left), kin | set(left))
            if len(left) == len(kinds) - len(lines - set(left))][:1]
