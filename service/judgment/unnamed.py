"""An item the customer names in words no title matches, on a payment of several lines.

"The cover split, the phone is fine, only the cover back" of a payment whose titles say
"Lumen Pro X2" and "Orbit Shield X2": the customer's words name a kind of
product (``concepts``: a case, a phone) and no line by its title. Their refund is then of one
item, which the rules cannot tell from the titles: never the whole payment by implication, and
a share they ask without a word for the order ("10 %, just for the cover") is of that item, not
of every line (``reading`` moves it to the item's shares; ``grounding`` grounds no implied
whole). Read only where it matters: several lines, none named, something asked.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.clauses import marks_in
from service.judgment.facts import Order
from service.judgment.request import Request
from service.judgment.sentences import sentences
from service.judgment.tables import Patterns, fold_fragment
from service.judgment.tables.orderof import AFTER, AFTER_KIND, BEFORE
from service.judgment.text import fold

_WORD = re.compile(r"[^\W\d_]{3,}")
# a name: a capital mid-sentence, or two capitals in a row ("Fan Courier", "MediaMarkt Online");
# not read in German, which writes every noun with a capital
_PROPER = re.compile(r"(?<=[^\W\d_] )[A-Z][^\W\d_]{2,}|[A-Z][^\W\d_]{2,}(?= [A-Z])")
_NOUNS_CAPITAL = frozenset({"de"})
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_SAID = ("complaint", "refund", "back")  # a sentence that complains or asks money back
_FIRST = 3  # the words a sentence opens with: what it is about


def read(texts: list[str], order: Order, found: list[Patterns], accented: frozenset[str],
         request: Request) -> None:
    """Sets ``request.item_unnamed`` where the customer's words name a kind of product, in a
    sentence that complains or asks money back, but no line of a payment of several; then
    makes a share said of nothing named (not of the order in words) a share of that item.
    ``accented``: words that name a kind only with their accents off (``accents``)."""
    if len(order.lines) < 2 or request.named or request.worded or request.full \
            or not (request.asked or request.complaint) or request.unlisted or request.foreign:
        # (a kind no line is, where titles say kinds, is another item: ``strangers``)
        return
    codes = tuple(p.table.code for p in found)
    request.item_unnamed = any(_a_kind(sentence, found, codes, accented)
                               for text in texts for sentence in sentences(text))
    if not request.item_unnamed:
        return
    loose = [s for s, base in request.shares if base is None and s not in request.of_order]
    if loose:
        request.shares = [(s, base) for s, base in request.shares
                          if base is not None or s in request.of_order]
        request.item_shares = list(dict.fromkeys(request.item_shares + loose))


def _a_kind(sentence: str, found: list[Patterns], codes: tuple[str, ...],
            accented: frozenset[str]) -> bool:
    """Whether ``sentence`` complains or asks money back and names a kind of product in one
    of ``codes``' languages (never a name mid-sentence, nor a word accented away)."""
    folded = _held(fold(sentence), codes)
    if _CJK.search(folded):
        return bool(concepts.cjk_kinds_in(folded))  # (one search of the names, in their runs)
    names = {fold(m.group()) for m in _PROPER.finditer(sentence)} \
        if _NOUNS_CAPITAL.isdisjoint(codes) else set()
    words = _WORD.findall(folded)
    kinds = [k for k, w in enumerate(words)
             if w not in names and w not in accented and (
                 concepts.of_word(w) is not None or bool(concepts.shared(w)))
             and concepts.named_in(w, codes)]
    if not kinds:
        return False
    # what the sentence is about, its first words ("the case split"), or a kind in a sentence
    # that complains or asks money back ("a refund for the case"); never a shop's name
    # in passing ("I bought it in a store", where a word for a tent is one for a store too)
    if kinds[0] < _FIRST:
        return True
    marks = marks_in(folded, found)
    return any(marks.get(m) for m in _SAID)


@lru_cache(maxsize=64)
def _order_of(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    """The order named by what it holds, in ``codes`` (``tables.orderof``): the kind's word in
    the group ``kind``."""
    forms = [rf"(?<![\w])(?:{fold_fragment(BEFORE[c])}) (?P<k{n}>[^\W\d_]{{3,}})(?![\w])"
             for n, c in enumerate(codes) if c in BEFORE]
    forms += [rf"(?P<k{n}>{AFTER_KIND[c]})(?:{fold_fragment(AFTER[c])})"
              for n, c in enumerate(codes) if c in AFTER]
    return re.compile("|".join(forms)) if forms else None


def _held(folded: str, codes: tuple[str, ...]) -> str:
    """``folded`` without the kinds that say what the whole order holds ("my order of books",
    "本の注文"): the order, never one item of it."""
    pattern = _order_of(tuple(dict.fromkeys(codes)))
    if pattern is None:
        return folded
    return pattern.sub(lambda m: m.group().replace(kind := next(g for g in m.groups() if g), " " * len(kind)), folded)
