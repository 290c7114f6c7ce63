"""Someone on the ticket says what this order holds: an agent's public reply ("in dieser Bestellung
finde ich nur die Teekanne", "this order only has the teapot"), or the customer ("on this order I
only bought the teapot"). Where the customer's words name a kind of product that none of the
lines so listed is ("the kettle"), the item they ask about is of
another purchase, and a listed line is named only as what the order holds: a refund of its price
is of an item this payment did not sell them.

``listed_other(texts, thread, titles, found, codes, sentences, complained)``: the customer's words naming
such a kind, with their kinds, else (). Nothing is said where the customer complains of a listed
line in a sentence naming it, or names one after an agent's listing, outside a listing of their
own ("sorry, I meant the teapot"): they name the line asked. A listing is a sentence
with words for this order and for "only" (``tables.listing``) that names a line. An agent's
sentence with words for this order and a negation ("I can't find a kettle in this
order") says the kind it names is not on it: the same, where the customer then names no line
as the item and no line is of that kind. A line the customer names only in sentences that name
such a kind too, undenied, is where that item was, not the item ("the basket that stands on the
shelf broke", "I got the basket elsewhere, but it stands on your shelf"): it names no line asked.
Read only where such a sentence stands (a search of the two short patterns)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from service.judgment import concepts
from service.judgment.clauses import marks_in
from service.judgment.facts import Comment
from service.judgment.request import Told
from service.judgment.tables import Patterns, gates
from service.judgment.tables.listing import LISTING
from service.judgment.text import fold
from service.judgment.titles import Mention, Titles

_WORD = re.compile(r"[^\W\d_]+")


def listed_other(texts: list[str], thread: Sequence[Comment] | None, titles: Titles,
                 found: list[Patterns], codes: tuple[str, ...], sentences: Callable[[str], list[str]],
                 complained: set[int], beside: frozenset[int] = frozenset()) -> tuple[tuple[str, str], ...]:
    """The customer's words naming a kind no line listed as this order's is (see the module's
    docstring), with their kinds; () where no listing stands or the customer names a listed
    line as the item. ``complained``: the lines the customer's words complain of, in any
    sentence; ``beside``: those of them named only in sentences that name a kind no line is
    too ("the basket that sat on the rack broke": the rack is where the basket was)."""
    this, only, no = _compiled(tuple(c for c in dict.fromkeys(codes) if c in LISTING))
    if this is None or only is None or no is None:
        return ()
    # (a customer's own words, quotes cut, only where the whole comment may hold a list: the
    # cutting is the costly part)
    comments: list[tuple[bool, Comment | str]] = [(c.by_requester, c) for c in thread if c.public] \
        if thread else [(True, t) for t in texts]
    folded_texts = [fold((c.text if isinstance(c, Comment) else c) or "") for _, c in comments]
    may = gates.prefilter(this)  # (its words looked for in one pass first: most comments hold none)
    if not any(may(f) and this.search(f) and (only.search(f) or not by and no.search(f))
               for (by, _), f in zip(comments, folded_texts)):
        return ()  # (most tickets: no sentence says what this order holds)
    listed: set[int] = set()
    denied: list[str] = []  # an agent's sentences that say something is not on this order
    asked: set[int] = set()  # lines the customer names as the item
    agent = False  # whether an agent's listing or denial stands before
    for (by_customer, said), folded_text in zip(comments, folded_texts):
        if not (agent and by_customer) and not this.search(folded_text):
            continue  # (a complaint before any list is read as ``complained``, by the reading)
        text = said if not isinstance(said, Comment) else said.own_text if by_customer else said.text
        for folded in (fold(s) for s in sentences(text or "")):
            listing = bool(this.search(folded) and only.search(folded))
            if not by_customer and not listing and this.search(folded) and no.search(folded):
                denied.append(folded)  # "I can't find a kettle in this order"
                agent = True
                continue
            if not listing and not (by_customer and agent):
                continue
            named = _named(titles.mentions(folded))
            if not named:
                continue
            if listing:
                listed |= named
                agent = agent or not by_customer
            # (the customer's own list that complains of its line names it: "this order was
            # only the teapot, and its lid cracked"; never a line named beside the kind no line
            # is, unless that kind is denied: "the basket I got elsewhere sat on your rack" is
            # of the basket, "not the basket, the rack" of the rack)
            marks = marks_in(folded, found) if by_customer else {}
            if by_customer and (agent and not listing or marks.get("complaint")) and not (
                    _beside_other(folded, titles, named) and not marks.get("negation")):
                asked |= named
    asked |= complained - beside
    if listed:
        return () if asked & listed else _other_kinds(texts, titles, listed, codes)
    if not denied or asked:
        return ()
    # a kind the customer names that an agent says this order does not hold, and no line is
    every = set(range(len(titles.lines)))
    return tuple((w, k) for w, k in _other_kinds(texts, titles, every, codes)
                 if any(w in d or _kind_in(d, k) for d in denied))


def named_beside(told: list[Told], titles: Titles) -> frozenset[int]:
    """The lines named only in sentences that name a kind of product no line is too, none of
    the line's family ("its lid cracked" names the teapot), each sentence as ``aside`` read it."""
    beside: set[int] = set()
    alone: set[int] = set()
    for t in told:
        for i in {i for i, _ in t.named}:
            near = _near(titles, i)
            (beside if any(k and k not in near for _, k in t.kinds) else alone).add(i)
    return frozenset(beside - alone)


def _beside_other(folded: str, titles: Titles, named: set[int]) -> bool:
    """Whether a sentence of the customer's that names the lines ``named`` names a kind of
    product no line is, of none of their families."""
    near = frozenset().union(*(_near(titles, i) for i in named))
    return any(word in folded and kind not in near for word, kind in titles.foreign)


def _near(titles: Titles, line: int) -> frozenset[str]:
    return frozenset().union(*(concepts.family(k) for k in titles.titles[line].concepts))


def _kind_in(folded: str, kind: str) -> bool:
    return any(concepts.of_word(w) == kind for w in _WORD.findall(folded) if len(w) > 2)


def _other_kinds(texts: list[str], titles: Titles, listed: set[int],
                 codes: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The customer's words naming a kind that no listed line is, nor names in its title."""
    read_in = frozenset({*codes, "en"})
    kinds: set[str] = set()
    words: set[str] = set()
    for i in listed:
        title = titles.lines[i].title
        kinds |= concepts.of_title(title, read_in)
        words |= set(_WORD.findall(fold(title)))
    out: dict[str, str] = {}
    for text in texts:
        folded = fold(text or "")
        tokens = _WORD.findall(folded)
        found = [(w, concepts.of_word(w)) for w in tokens if len(w) > 2 and concepts.named_in(w, codes)]
        # a kind's name of two or three words ("su ısıtıcısı"), each by its stem
        found += [(" ".join(tokens[max(0, k - 2):k + 1]), kind) for k in range(1, len(tokens))
                  if (kind := concepts.of_phrase(tuple(tokens[max(0, k - 2):k + 1]))) is not None]
        found += concepts.cjk_kinds_in(folded)
        for word, kind in found:
            if kind is None or kind in kinds or word in words or word in out:
                continue
            if _named(titles.mentions(word)) & listed:
                continue  # a word of a listed line's own ("Kanne" of "Teekanne")
            out[word] = kind
    return tuple(out.items())


def _named(mentions: list[Mention]) -> set[int]:
    return {m.line for m in mentions if not all(w.startswith("@") for w in m.words)}


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, ...]:
    if not codes:
        return None, None, None
    return tuple(re.compile("|".join(f"(?:{LISTING[c][n]})" for c in codes)) for n in range(3))
