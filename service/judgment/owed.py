"""Money asked without a word for a refund (``tables.owed``): what the shop owes the customer
("you owe me 20 €", "Dere skylder meg 300 kr"), what they get or want ("kriege ich die
Differenz?", "aradaki 500 TL'yi istiyorum"), what is to be corrected ("Il me manque 15 €, merci
de corriger"), a sum they are short; and a word for "back" said of the shipping the sentence
before spoke of ("Pagué envío urgente y ha tardado 8 días. El urgente me lo devolvéis, ¿no?").

Each word asks only with money beside it (within ``NEAR`` characters, either side: the
languages put the object before or after the verb): a figure (with a currency, or with
decimals), a word for a difference, and for what is owed the shipping too, for a correction
the amount or the price. A word negated beside it ("I don't want the difference", "die
Differenz will ich nicht") asks nothing; ``reading`` reads declines and wishes for another
remedy first, as it does for every word of asking.
"""

from __future__ import annotations

import re
from functools import cache

from service.judgment import actions, money, numbers
from service.judgment.tables import gates, joined
from service.judgment.tables.owed import BEAR, DUE, FIX, GET, GUARANTEE, SHORT, SUM

NEAR = 48  # characters either side of the word where its money stands
_NEGATED = 14  # a negation this near (outside the word itself) turns it

Spans = dict[str, list[tuple[int, int]]]


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    # (a cost the shop should bear is owed: ``BEAR`` read with ``DUE``)
    due = {c: DUE.get(c, ()) + BEAR.get(c, ()) for c in codes}
    every = {c: due[c] + GET.get(c, ()) + FIX.get(c, ()) + SHORT.get(c, ())
             + GUARANTEE.get(c, ()) for c in codes}
    return (joined(codes, every), joined(codes, due), joined(codes, GET), joined(codes, FIX),
            joined(codes, SUM), joined(codes, SHORT), joined(codes, GUARANTEE))


def asked(folded: str, marks: Spans, codes: tuple[str, ...], shipping_before: bool = False
          ) -> tuple[str, tuple[int, int]] | None:
    """How the sentence (``folded``) asks money in the words of ``tables.owed``, its money beside
    the word: ``("due" | "get" | "fix" | "short" | "guarantee" | "back", where)``, None where it does not;
    ``shipping_before``: the sentence before spoke of the shipping and this one names nothing
    of its own (what is owed, or comes back, is the shipping)."""
    anyword, due, get, fix, sums, short, guarantee = _compiled(codes)
    if shipping_before and not actions.returned(folded):
        for span in marks.get("back", []):
            if not _negated(span, marks, folded):
                return "back", span
    if not codes or anyword is None or not gates.prefilter(anyword)(folded) or not anyword.search(folded):
        return None  # (most sentences: one search)
    reading = numbers.digits(folded, codes[0])
    figures = [(m.start, m.end) for m in money.scan(reading)]
    if reading != folded and figures:
        # (number words read as digits move the places: a figure anywhere in the sentence)
        figures = [(0, len(folded))]
    # a price guarantee invoked claims the difference: the words are their own money (each
    # form's words searched only where its gate lets the sentence through: one of them stands
    # in it, the others mostly not)
    for hit in guarantee.finditer(folded) if guarantee is not None and _may(guarantee, folded) else ():
        if not _negated(hit.span(), marks, folded):
            return "guarantee", hit.span()
    difference = marks.get("difference", [])
    before = [(0, len(folded))] if shipping_before else []
    for kind, pattern, objects in (("due", due, (figures, difference, marks.get("shipping", []), before)),
                                   ("get", get, (figures, difference)),
                                   ("fix", fix, (figures, difference,
                                                 _spans(sums, folded) if _may(fix, folded) else [])),
                                   ("short", short, (figures,))):
        if pattern is None or not _may(pattern, folded):
            continue
        for hit in pattern.finditer(folded):
            if not _negated(hit.span(), marks, folded) and any(
                    _near(hit.span(), span) and (kind != "get" or _one_clause(folded, hit.span(), span))
                    for spans in objects for span in spans):
                return kind, hit.span()
    return None


def _may(pattern: re.Pattern[str] | None, folded: str) -> bool:
    """Whether ``pattern`` may match in ``folded`` (its prefilter lets it through)."""
    return pattern is not None and gates.prefilter(pattern)(folded)


def _spans(pattern: re.Pattern[str] | None, folded: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(folded)] if pattern is not None else []


def _near(word: tuple[int, int], other: tuple[int, int]) -> bool:
    return other[0] - word[1] <= NEAR and word[0] - other[1] <= NEAR


def _one_clause(folded: str, word: tuple[int, int], other: tuple[int, int]) -> bool:
    """Whether the money after the word stands in its clause ("I want the 20 €", not "I want it
    by Friday, 9 € is a lot"); money before it may stand apart, taken up by a pronoun ("Ces 7 €,
    je peux les récupérer ?")."""
    return other[0] < word[0] or not _CLAUSE_BREAK.search(folded[word[1]:other[0]])


_CLAUSE_BREAK = re.compile(r"[,;:!?，、；：]")


def _negated(word: tuple[int, int], marks: Spans, folded: str) -> bool:
    """A negation near the word, not inside it ("いただけませんか" asks) nor a question's tag
    after it ("me lo devolvéis, ¿no?")."""
    s, e = word
    return any((0 <= s - b <= _NEGATED or 0 <= a - e <= _NEGATED) and not (s <= a and b <= e)
               and not (a >= e and "?" in folded[b:b + 2])
               for a, b in marks.get("negation", []))
