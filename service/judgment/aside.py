"""A line named aside: the customer complains first of a kind of product no line is, and names
this payment's line by its kind only in sentences that neither ask nor complain ("The basket of
my air fryer is peeling, I want my money back. I bought the liners from you at the same time";
"La tostadora que compré en otra tienda no calienta. Os compré el hervidor a juego"). The line is
what the customer bought here, told as how they know the shop; the item complained of is
another purchase's. A refund of that line's price matches a figure, not the complaint.

``told(clauses, titles, asking)`` reads one sentence (``Told``); ``named_aside(request, titles)``
the lines so named, once every sentence is read. The line's words in an asking sentence may only
be words that are no kind of it (a brand, a scent, a colour, "air fryer" of "Air Fryer Liners":
the title's qualifier said of the other thing); a sentence that asks or complains and names the
line by its kind (anywhere), or a sentence naming it by its kind before the first complaint of
the other kind (a pronoun's "it" after it is the line), keeps it out."""

from __future__ import annotations

from service.judgment import concepts
from service.judgment.clauses import Clause, kept_and_bad
from service.judgment.request import Request, Told
from service.judgment.titles import Titles


def told(clauses: list[Clause], titles: Titles, asking: bool) -> Told:
    """One sentence's reading: the lines named with their title words, whether it asks or
    complains, and the kinds no line is that its clauses keeping nothing name."""
    # (a title's word inside the other kind's own name qualifies it: "kahve makinesi", a coffee
    # machine, of a coffee line; "machine à café")
    multi = [(u, u.split()) for u in titles.unlisted if " " in u]  # (split once, not per word)
    named = frozenset((m.line, w) for c in clauses for m in c.lines for w in m.words
                      if not multi or not any(w in parts and u in c.folded for u, parts in multi))
    kinds: set[tuple[str, str]] = set()
    if titles.foreign or titles.unlisted:
        for clause in clauses:
            if clause.marks.get("kept") or kept_and_bad(clause)[0]:
                continue
            kinds |= {(word, kind) for word, kind in titles.foreign if word in clause.folded}
            kinds |= {(word, "") for word in titles.unlisted if word in clause.folded}
    return Told(named, asking, frozenset(kinds))


def named_aside(request: Request, titles: Titles) -> set[int]:
    """The lines named by their kind only in sentences that neither ask nor complain, after the
    first sentence that asks or complains of a kind no line is, nor of the line's family."""
    said = request.told
    # the other kind named before the first sentence that asks or complains, or in it ("La
    # tostadora que compré en otra tienda dejó de calentar. ¿Me devolvéis los 39,99?"); else
    # in the first one that asks or complains and names one
    asking = next((n for n, s in enumerate(said) if s.asking), None)
    if asking is None:
        return set()
    first = next((n for n, s in enumerate(said[:asking + 1]) if s.kinds), None)
    if first is None:
        first = next((n for n, s in enumerate(said) if s.asking and s.kinds), None)
    if first is None:
        return set()
    out = set()
    for i, title in enumerate(titles.titles):
        own = title.concepts
        if not own and not title.devices:
            continue  # (a title naming no kind: any word may name it)
        near = frozenset().union(*(concepts.family(k) for k in own))
        words = title.words - title.devices  # (the device an accessory is for is no word of it)
        # the kind complained of is none of the line's, nor of its family (a part of it: "the
        # tumbler's lid"), nor a word of its title; a word read of no known kind is no line's
        # (read first: it needs one sentence, the sentences naming the line need them all)
        if not _other(said[first], near, words) or any(kind in near for _, kind in said[first].kinds):
            continue
        by_kind = _by_kind(said, i, near, title.devices)
        # (named by its kind beside the other kind, the two are one complaint: "the charger does
        # not charge my phone", "la funda no es para mi móvil")
        if not by_kind or by_kind[0] < first or any(
                said[n].asking or _other(said[n], near, words) for n in by_kind):
            continue
        out.add(i)
    return out


def _by_kind(said: list[Told], line: int, near: frozenset[str], devices: frozenset[str]) -> list[int]:
    """The sentences naming ``line`` by its kind; an accessory's line naming no kind ("Air
    Fryer Liners": ``fitted``) by a word of its own, no word of the device it is for."""
    if not near:
        return [n for n, s in enumerate(said) if any(
            i == line and word not in devices for i, word in s.named)]
    return [n for n, s in enumerate(said) if any(
        i == line and _of_kind(word, near) for i, word in s.named)]


def _other(sentence: Told, near: frozenset[str], words: frozenset[str]) -> bool:
    """Whether the sentence names a kind of product that is none of ``near``, by a word that is
    not one of the line's title ``words``."""
    return any(kind not in near and word not in words for word, kind in sentence.kinds)


def _of_kind(word: str, near: frozenset[str]) -> bool:
    """Whether a title word the customer wrote names the line's kind (or one of its family)."""
    return any(k in near for k in concepts.of_title(word))
