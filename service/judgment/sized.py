"""Lines of one family told apart by their size: where the titles of several lines the
customer's words name write a size with its unit ("Saucepan 16 cm", "Saucepan 18 cm", "Stockpot
20 cm") and the customer writes the size of some of them ("the 18 cm one is dented"), the words
they share ("saucepan", "pan") name only the lines whose size is written: a size picks one line
among lines of the same family, as a colour picks one (``variants``)."""

from __future__ import annotations

from service.judgment.request import Request
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.variants import sizes_in

__all__ = ["not_of_the_size", "pick"]


def pick(texts: list[str], titles: Titles, request: Request) -> None:
    """Takes out of what ``request`` names the lines only the family's words name, where a size
    the customer writes picks another line of the family (``not_of_the_size``)."""
    if len(titles.lines) < 2:
        return
    unsized = not_of_the_size(texts, titles, request.named | request.complained | request.mentioned)
    request.named -= unsized
    request.complained -= unsized
    request.mentioned -= unsized


def not_of_the_size(texts: list[str], titles: Titles, named: set[int]) -> set[int]:
    """The lines of ``named`` whose title says a size of a unit the customer writes, never
    their own, and that the customer's words name only where they name a line whose own size
    they write too (the family's words alone: "pan" of the "18 cm" pan, never "the stockpot")."""
    if len(named) < 2:
        return set()
    own = {i: sizes_in(fold(titles.lines[i].title)) for i in named}
    if sum(1 for s in own.values() if s) < 2:
        return set()
    folded = [fold(text) for text in texts]
    said = {(unit, n) for low in folded for unit, ns in sizes_in(low).items() for n in ns}
    if not said:
        return set()
    units = {unit for unit, _ in said}
    picked = {i for i, s in own.items() if any((u, n) in said for u, ns in s.items() for n in ns)}
    others = {i for i, s in own.items() if i not in picked and units & set(s)}
    if not picked or not others:
        return set()
    spans: dict[int, set[tuple[int, int, int]]] = {}
    for k, low in enumerate(folded):
        for m in titles.mentions(low):
            spans.setdefault(m.line, set()).add((k, m.start, m.end))
    shared = set().union(*(spans.get(i, set()) for i in picked))
    return {i for i in others if spans.get(i) and spans[i] <= shared}
