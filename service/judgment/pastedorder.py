"""An order's confirmation the customer pastes, whose item lines are none of this payment's: the
order they speak of is another one (an earlier order of this shop, a marketplace's), and the line
of this payment its item resembles is not the item.

Pasted matter is not the customer's request: a confirmation that lists this payment's lines
says nothing against them, nor asks them. Its item lines are read by their form, the same in
every language: a short line of a title, a quantity ("x1", "1 x", "Qty: 1", "数量：1", "2 Stk.":
``tables.pastedorder``; never a size's "160x230") and a price. An item line is this payment's
line where it prints the line's title: every word of it (a variant after it; one word of letters
short of five or more at most, never a number or a model's code: "GA-B2100" against "GA-2100"),
or only words of it (the brand left off); and the item lines are this order's where each line
of the payment stands beside one of its count and price that shares a word of it (titles in
the confirmation's language). None of them this payment's, one of them sharing a word with a
line the customer names (or with any line, where they name none): the item spoken of is that
other order's, of a like name.

``pasted_other(thread, order, codes, named)``: whether the customer's comments of ``thread``
hold such a confirmation. A comment of no quantity's form costs one search.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from functools import cache

from service.judgment.facts import Comment, Line, Order
from service.judgment.money import number, to_minor
from service.judgment.tables import fold_fragment
from service.judgment.tables.pastedorder import COUNTERS, LABELS
from service.judgment.text import fold

_CURRENCY = (r"(?:[€£$¥₩₺₹]|kr|zl|lei|ron|tl|chf|sek|nok|dkk|eur|usd|gbp|pln|euros?|dollars?|dolar\w*|円|元|원|ドル"
             r"|ユーロ|달러|유로|美元|欧元|ريال|درهم|جنيه|دولار|يورو|ر\.?س)")
# a price: a currency beside a number, or a number with two decimals
# (thousands apart by a space too: "2 495 kr")
_MONEY = re.compile(rf"{_CURRENCY}\s?\d[\d.,' ]*|(?<![\d.,])\d{{1,3}}(?:[ .,']\d{{3}})+(?:[.,]\d{{1,2}})?\s?{_CURRENCY}"
                    rf"|\d[\d.,']*\s?{_CURRENCY}|(?<![\d.,])\d{{1,6}}[.,]\d{{2}}(?![\d.,])")
_TOKEN = re.compile(r"\w+")
_FIGURE = re.compile(r"\d[\d.,' ]*\d|\d")
_SHORT = 14  # an item line's words at most: a longer line is a sentence, the customer's own
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_RUN_TOGETHER = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@cache
def _quantity(codes: tuple[str, ...]) -> re.Pattern[str]:
    labels = "|".join(sorted({fold_fragment(w) for c in codes for w in LABELS.get(c, ())}, key=len,
                             reverse=True))
    counters = "|".join(sorted({fold_fragment(w) for c in codes for w in COUNTERS.get(c, ())}, key=len,
                               reverse=True))
    # (never a size's "160x230", "50x70": no word or digit before the "x")
    forms = [r"(?<!\w)[x×]\s?(?P<a>\d{1,3})(?!\w)", r"(?<![\w.,])(?P<b>\d{1,3})\s?[x×](?=\s)"]
    if labels:
        forms.append(rf"(?<![^\W\d_])(?:{labels})\.?\s*[:：=]?\s*(?P<c>\d{{1,3}})(?![\d.,])")
    if counters:
        forms.append(rf"(?<![\w.,])(?P<d>\d{{1,3}})\s?(?:{counters})(?![^\W\d_])")
    return re.compile("|".join(forms), re.MULTILINE)


@dataclass(frozen=True)
class _Item:
    words: tuple[str, ...]  # the title's words as printed (folded)
    text: str  # the line, its quantity and prices out
    quantity: int
    prices: tuple[Decimal, ...]


def _words(title: str) -> list[str]:
    return _TOKEN.findall(title)


def _holds(word: str, tokens: set[str], folded: str) -> bool:
    return word in tokens or bool(_RUN_TOGETHER.search(word)) and word in folded


def _within(words: list[str], tokens: set[str], folded: str) -> bool:
    """Whether ``tokens`` hold every one of ``words``, one word of letters short of five or
    more at most (never a number or a model's code)."""
    missing = [w for w in words if not _holds(w, tokens, folded)]
    return not missing or len(missing) == 1 and len(words) >= 5 and not any(c.isdigit() for c in missing[0])


def _titled(item: _Item, title: str) -> bool:
    """Whether the item line prints the line's title: every word of it (a variant after it),
    or only words of it (a brand left off)."""
    folded = fold(title)
    words = _words(_BRACKETED.sub(" ", folded))
    mine = [w for w in item.words if len(w) > 1 or w.isdigit()]
    return _within(words, set(item.words), item.text) \
        or len(mine) >= 2 and _within(mine, set(_words(folded)), folded)


def _shares(item: _Item, title: str) -> bool:
    """Whether the item line shares a word of the title's name (letters, three or more)."""
    tokens = {w for w in item.words if not w.isdigit()}
    return any(not w.isdigit() and (len(w) >= 3 or _RUN_TOGETHER.search(w)) and _holds(w, tokens, item.text)
               for w in _words(fold(title)))


def _items(texts: Iterable[str], codes: tuple[str, ...]) -> list[_Item]:
    """The item lines the texts hold: a short line of a quantity and a price (folded)."""
    quantity = _quantity(codes)
    found = []
    for text in texts:
        folded = fold(text)
        if not quantity.search(folded):
            continue
        for line in folded.split("\n"):
            counted = quantity.search(line)
            if not counted or not _MONEY.search(line) or len(_words(line)) > _SHORT:
                continue
            rest = _MONEY.sub(" ", quantity.sub(" ", line.lstrip("> ")))
            words = tuple(_words(rest))
            if sum(1 for w in words if not w.isdigit()) >= 2:
                figures = (_FIGURE.search(m.group()) for m in _MONEY.finditer(line))
                prices = tuple(p for f in figures if f and (p := number(f.group())) is not None)
                found.append(_Item(words, rest, int(next(g for g in counted.groups() if g)), prices))
    return found


def _this_order(items: list[_Item], order: Order) -> bool:
    """Whether the item lines are the whole order's, told by price and count: each line of
    the payment beside one of them of its quantity and unit price or total, sharing a word."""
    def beside(line: Line) -> bool:
        return any(item.quantity == line.quantity and _shares(item, line.title) and any(
            to_minor(p, order.currency) in (line.unit, line.total) for p in item.prices) for item in items)
    return all(beside(line) for line in order.lines)


def pasted_other(thread: list[Comment] | None, order: Order, codes: tuple[str, ...],
                 named: set[int]) -> bool:
    """Whether the customer pastes a confirmation of another order whose item is like a line
    ``named`` (see the module's docstring)."""
    if not thread or not order.lines:
        return False
    items = _items((c.text for c in thread if c.by_requester), tuple(dict.fromkeys((*codes, "en"))))
    if not items or _this_order(items, order):
        return False
    if any(_titled(item, line.title) for item in items for line in order.lines):
        return False
    like = [line for i, line in enumerate(order.lines) if i in named] or list(order.lines)
    return any(_shares(item, line.title) and _its_own(item, order) for item in items for line in like)


def _its_own(item: _Item, order: Order) -> bool:
    """Whether the item line holds a word no title of the payment does: a name or a number of
    its own (letters, three or more; a digit; two run-together letters), not a colour's "白"."""
    titles = fold(" ".join(line.title for line in order.lines))
    tokens = set(_words(titles))
    return any(not _holds(w, tokens, titles) and (len(w) >= 3 or any(c.isdigit() for c in w)
                                                   or len(w) >= 2 and _RUN_TOGETHER.search(w))
               for w in item.words)
