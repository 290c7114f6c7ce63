"""An agent's statement that the item spoken of is of another purchase, confirmed by the
customer: "On this order I see dust bags and a hose. The vacuum itself you bought in 2024, order
US-88121." answered "Yes, that's right, but the hose is for it, so refund it". The item complained
of is not on this payment by the customer's own word; a refund of a line's price is of something
this payment did not sell them.

``stated_of_another(thread, found, sentences)``: an agent's public reply with a sentence that asks
nothing and says another purchase (``tables.elsewhere.ANOTHER``), or, beside a sentence of this
order ("on this order I see ..."), one that names another order by its number or a year
(``tables.stated.REFERENCE``) and says nothing of this order; and the customer's next public
comment begins with "yes", "that's right" (``tables.elsewhere.YES``, ``tables.stated.CONFIRMED``),
its first clause with no word for this order. Never a "no" (``elsewhere``'s question reads that),
never an answer that sets this order against it ("Yes, but it was on this order").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from service.judgment.facts import Comment
from service.judgment.tables import Patterns, fold_fragment, gates, joined
from service.judgment.tables.elsewhere import ANOTHER, NOT_THIS, SAME_NOT_THIS, THIS, YES
from service.judgment.tables.stated import CONFIRMED, ITSELF, REFERENCE
from service.judgment.text import fold

# a year (never a part of a longer number: a price, a reference)
_YEAR = re.compile(r"(?<![\d.,])(?:19|20)\d\d(?![\d.,]\d)")
_ASKS = frozenset("?？؟")


def stated_of_another(thread: Sequence[Comment], found: list[Patterns],
                      sentences: Callable[[str], list[str]]) -> bool:
    """Whether an agent's public reply states the item is of another purchase and the
    customer's next public comment confirms it (see the module's docstring)."""
    codes = tuple(p.table.code for p in found if p.table.code in ANOTHER and p.table.code in REFERENCE)
    if not codes or len(thread) < 2:
        return False
    agreed = _agreed(codes)
    for n, comment in enumerate(thread[:-1]):
        if comment.by_requester or not comment.public:
            continue
        reply = next((c for c in thread[n + 1:] if c.by_requester), None)
        # (the agent's sentences read first, each form's words looked for in one pass: most
        # state nothing, and then the answer is not cut from what it quotes)
        if reply is not None and _states(comment.text, codes, sentences) \
                and _confirms(fold(reply.own_text), codes, agreed):
            return True
    return False


def _confirms(folded: str, codes: tuple[str, ...], agreed: re.Pattern[str]) -> bool:
    """Whether ``folded`` begins with a "yes" or "that's right" and its first clause sets no word
    for this order against it ("Yes, it was this order" does not confirm another)."""
    said = agreed.match(folded)
    if said is None:
        return False
    clause = re.split(r"[,.;:!?،、，。！？\n]", folded[said.end():].lstrip(" ,.!、，。،"), maxsplit=1)[0]
    return not _this(clause, codes)


def _states(text: str, codes: tuple[str, ...], sentences: Callable[[str], list[str]]) -> bool:
    """Whether an agent's ``text`` says the item is of another purchase, in a sentence that asks
    nothing: by the form's words, or by another order's number or a year beside a sentence of
    this order."""
    another, reference = _patterns(codes)
    itself = _itself(codes)
    # ("l'aspirateur lui-même": the item itself, no "same" of this order)
    told = [itself.sub(" ", f) if itself is not None else f
            for f in (fold(s) for s in sentences(text) if not _ASKS.intersection(s))]
    may = gates.prefilter(another)
    if any(may(s) and another.search(s) and not _this(s, codes) for s in told):
        return True
    may = gates.prefilter(reference)
    return any((may(s) and reference.search(s) or _YEAR.search(s)) and not _this(s, codes) for s in told) \
        and any(_this(s, codes) for s in told)


def _this(folded: str, codes: tuple[str, ...]) -> bool:
    this, same = _these(codes)
    return this.search(same.sub(" ", folded) if same is not None else folded) is not None


@cache
def _these(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str] | None]:
    this = joined(codes, THIS)
    assert this is not None
    return this, joined(codes, {c: (*SAME_NOT_THIS.get(c, ()), *NOT_THIS.get(c, ())) for c in codes})


@cache
def _patterns(codes: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    another, reference = joined(codes, ANOTHER), joined(codes, REFERENCE)
    assert another is not None and reference is not None
    return another, reference


@cache
def _itself(codes: tuple[str, ...]) -> re.Pattern[str] | None:
    return joined(codes, ITSELF)


@cache
def _agreed(codes: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(fold_fragment(w) for c in codes for w in (*YES.get(c, ()), *CONFIRMED.get(c, ())))
    return re.compile(rf"\W*(?:{words})(?![^\W\d_])")
