"""Lines the customer names by their brand beside a kind of product the line is not: "the Orvia
filter rattles" where the payment holds an "Orvia" LED light (a title naming no kind, or one of
another family) and perhaps an "Orvia" aquarium kit; "le filtre Orvia", "Orviaのフィルター". The
brand is all the words share with the line: the kind says the item is another product of the
brand, bought elsewhere, and the brand alone grounds no line's price.

The kind is the word right after the brand (past the title's own words), or right before it in
the languages that write a maker after the kind. A line whose kinds' family holds that kind, or
whose title holds the word, is named by it; the title's own words (its brand aside) written
anywhere by the customer keep the line named, as ``brandrun`` keeps it.

``other_kind_of_brand(texts, titles, codes)`` returns those lines.
"""

from __future__ import annotations

from service.judgment import concepts
from service.judgment.brandrun import _AFTER_KIND, _WORDS, _brand, _said
from service.judgment.colours import colour
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.verbs import HOMOGRAPHS, as_verb

_STOPS = frozenset(".!?。！？\n")
_JOINS = frozenset({"", " ", "-"})


def other_kind_of_brand(texts: list[str], titles: Titles, codes: tuple[str, ...] = ()) -> set[int]:
    """The lines named by their brand beside another kind (see the module's docstring)."""
    brands = {i: b for i, line in enumerate(titles.lines) if (b := _brand(line.title))}
    # (a title that names no kind a table knows, "Orvia Skyline LED", is read only beside
    # another line of its brand: alone, the kind said may be what it is, "zapatillas Adidas" of
    # an "adidas Samba OG")
    brands = {i: b for i, b in brands.items() if titles.titles[i].concepts
              or sum(c == b for c in brands.values()) > 1}
    if not brands:
        return set()
    folded = [fold(text) for text in texts]
    wanted = {b for b in brands.values() if any(b in low for low in folded)}
    if not wanted:
        return set()
    before = not _AFTER_KIND.isdisjoint(codes)
    other: set[int] = set()
    said: set[str] | None = None
    for text in texts:
        words = _words(text)
        for k, raw in enumerate(words):
            brand = fold(raw)
            # (the brand written as a name, in capitals: "recharge" of a "Recharge parfum" is a word)
            if brand not in wanted or not raw[:1].isupper():
                continue
            for i, b in brands.items():
                if b != brand or i in other:
                    continue
                title = titles.titles[i]
                if not (_kind_after(words, k, title.words, title.concepts)
                        or before and k and _other_kind(words[k - 1], title.words, title.concepts)):
                    continue
                said = _said(texts) if said is None else said
                own = {w for w in title.words if w != brand and len(w) >= 3 and not colour(w)
                       and not w[:1].isdigit()}
                if own.isdisjoint(said):
                    other.add(i)
    return other


def _kind_after(words: list[str], k: int, own: frozenset[str], kinds: frozenset[str]) -> bool:
    """Whether the first word after the brand at ``k`` not the title's names another kind."""
    for n in range(k + 1, min(k + 4, len(words))):
        if fold(words[n]) in own:
            continue
        # (a kind's name that stands as a verb, "fra Garmin lader ikke", names none: ``verbs``)
        if fold(words[n]) in HOMOGRAPHS and as_verb([fold(w) for w in words], n):
            return False
        return _other_kind(words[n], own, kinds)
    return False


def _other_kind(raw: str, own: frozenset[str], kinds: frozenset[str]) -> bool:
    """Whether ``raw`` names a kind of product the line (its title's words ``own``, its kinds
    ``kinds``) is not, of no family of the line's."""
    if raw in _STOPS:
        return False
    word = fold(raw)
    if word in own:
        return False
    if raw.isascii():
        found = concepts.of_title(word)
    else:  # (a run of another script: a kind's name that opens it, past a particle, "のフィルターが…")
        first = [kind for name, kind in concepts.cjk_kinds_in(word)[:1] if word.find(name) <= 1]
        found = frozenset(first) if first else concepts.of_title(word) if len(word) <= 6 else frozenset()
    if not found:
        return False
    family = frozenset().union(*(concepts.family(c) for c in kinds))
    return found.isdisjoint(family) and found.isdisjoint(kinds)


def _words(text: str) -> list[str]:
    """The words of ``text`` and its stops; a stop ("\\n") between two words apart by more than a
    space or a hyphen ("Dyson - batterie", "Orvia, filter": no neighbours)."""
    words: list[str] = []
    end = -1
    for m in _WORDS.finditer(text):
        if end >= 0 and text[end:m.start()] not in _JOINS:
            words.append("\n")
        words.append(m.group())
        end = m.end()
    return words
