"""Lines asked where one is named by its kind and no title of the payment names a kind.

A shop may title every line by brand and model ("Bosch GSR 12V-35", "Wera Kompakt 20"):
no title says drill or bits, and the customer names one line by a word of its title and
another by its kind ("I send the drill and the Anker back, I keep the Wera"). ``kindless``
reads a kind no title names only where some title names a kind; here none does, and any
line may be the one the kind names. The lines asked are then the lines named with, one for
one, each line neither named nor kept, where the customer keeps a line by name (the lines
asked are told apart from the one kept: never a kind read alone as the rest of a payment).

Never a kind word beside a title's word ("the Bosch drill", "la perceuse Bosch": the
named line's own kind), nor in a clause that keeps something or says it is fine.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from service.judgment import concepts
from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.facts import Order
from service.judgment.request import Request

if TYPE_CHECKING:
    from service.judgment.titles import Titles

__all__ = ["asked", "note", "sets"]

_WORD = re.compile(r"\w+")


def note(titles: Titles, token: str) -> None:
    """Keep ``token`` in ``titles.bare`` where it names a kind of product in the customer's
    languages (read only where no title names a kind)."""
    kind = concepts.of_word(token)
    if kind is not None and concepts.named(token) and (
            titles.codes is None or concepts.named_in(token, titles.codes)):
        titles.bare.append((token, kind))


def asked(clauses: list[Clause], titles: Titles, asking: bool) -> set[str]:
    """The kinds the words ``titles.bare`` holds name in a clause of a sentence that asks or
    complains (``asking``), where the clause keeps nothing and says nothing is fine, and the
    word stands beside no word of a title (two words before it, one after)."""
    if not asking:
        return set()
    kinds = dict(titles.bare)
    found = set()
    for clause in clauses:
        if kept_and_bad(clause)[0] or clause.marks.get("kept"):
            continue
        tokens = _WORD.findall(clause.folded)
        for k, token in enumerate(tokens):
            if token in kinds and titles.words.isdisjoint(tokens[max(0, k - 2):k] + tokens[k + 1:k + 2]):
                found.add(kinds[token])
    return found


def sets(order: Order, request: Request) -> list[tuple[int, ...]]:
    """The lines asked: the lines named with each line neither named nor kept, one for each
    kind ``request.kinds_bare`` holds, where a line is kept by name and no title names a kind;
    or nothing."""
    if not request.asked or not request.wanted or not request.kept or not request.kinds_bare \
            or any(concepts.of_title(line.title) for line in order.lines):
        return []
    free = [i for i in range(len(order.lines)) if i not in request.named and i not in request.kept]
    if not free or len(free) != len(request.kinds_bare):
        return []
    return [tuple(sorted(request.wanted | set(free)))]
