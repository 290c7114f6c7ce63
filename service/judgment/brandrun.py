"""Lines the customer names by their brand, where the name written on after the brand is not
the line's: "my Stanley Quencher" of a "Stanley Classic Travel Mug" line, "die Gardena
Akku-Heckenschere" of a "GARDENA Akku-Rasentrimmer", "the Bose QuietComfort Earbuds" of a "Bose
QuietComfort Ultra Headphones" line. A product's name is written as its brand and then its own
words, in capitals (a proper name) or joined by a hyphen: the words that follow the brand and
are the title's say nothing, the first that is not says which item it is. Where that word is a
name no title holds and no kind of product, or a kind of the line's family in the language of
the title's own kind word but another word than it (earbuds of headphones, a kind the title's
word contradicts), the customer speaks of another item of the brand: the brand alone names no
line.

The title must carry a brand (its first word, no kind of product) and a name of its own beside
its kind (a title "Bose Headphones" is contradicted by no model written after the brand); a
kind word of the line's family in another language ("Stanley Becher" of a mug) is the line's;
the title's own words written anywhere else by the customer keep the line named (a kind
contradicted by its kind word, a name by any other word of the title's).

``other_brand_run(texts, titles)`` returns those lines.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.colours import colour
from service.judgment.matching import stem
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")
# the next word of a name: after one space or a hyphen, letters only (a Latin word ends where
# another script begins: "Quencherのマグ")
_LATIN = "A-Za-z\u00c0-\u024f"
_NEXT = re.compile(rf"( |-)([{_LATIN}]+(?![{_LATIN}\d])|[^\W\d_{_LATIN}]+(?![\w]))")


@lru_cache(maxsize=4096)
def _brand(title: str) -> str | None:
    """A title's brand: its first word (letters, perhaps a hyphen: "T-fal"), no kind of product,
    with two product words more after it."""
    words = title.split()
    if len(words) < 3:
        return None
    first = fold(words[0])
    if not re.fullmatch(r"[a-z][a-z]+(?:-[a-z]+)?", first) or concepts.of_title(first):
        return None
    return first


def other_brand_run(texts: list[str], titles: Titles) -> set[int]:
    """The lines named by their brand and then another name (see the module's docstring)."""
    brands = {i: b for i, line in enumerate(titles.lines) if (b := _brand(line.title))}
    if not brands:
        return set()
    folded = [fold(text) for text in texts]
    other: set[int] = set()
    for i, brand in brands.items():
        if not any(brand in low for low in folded):
            continue
        words = titles.titles[i].words
        kinds = titles.titles[i].concepts
        own = {w for w in words if w != brand and not colour(w)}
        # a name of its own beside its kind: a word of the title no kind nor colour
        if not kinds or not any(not concepts.of_title(w) for w in own):
            continue
        said = {t for low in folded for t in _TOKEN.findall(low)}
        for text in texts:
            for m in re.finditer(rf"(?<![{_LATIN}\d-])(?i:{re.escape(brand)})(?![{_LATIN}\d])", text):
                found = _contradicted(text, m.end(), i, titles, kinds)
                if found is None:
                    continue
                shared, kind = found
                # the title's own words written elsewhere keep it: its kind word where a kind
                # contradicts it, any other word of its where a name does
                keep = {w for w in own if bool(concepts.of_title(w)) == kind} - shared
                if not any(w in said or stem(w) in said for w in keep):
                    other.add(i)
    return other


def _contradicted(text: str, pos: int, line: int, titles: Titles,
                  kinds: frozenset[str]) -> tuple[set[str], bool] | None:
    """The title words the name after the brand at ``pos`` shares, and whether a kind (True)
    or a name (False) contradicts the line, where its first word not the title's does."""
    shared: set[str] = set()
    while True:
        m = _NEXT.match(text, pos)
        if m is None:
            return None
        raw = m.group(2)
        word = fold(raw)
        # (the title's words; a kind's name read as the line's kind, "#headphones", is not one)
        hits = [(n, w) for n, w in titles.read(word) or () if not w.startswith("#")]
        # (a word of a text in another script is read glued to it, "classicのマグ": its title's
        # words, as they are, are looked for)
        hits += [(n, word) for n, t in enumerate(titles.titles) if word in t.words]
        if any(n == line for n, _ in hits):
            shared |= {w for n, w in hits if n == line}
            pos = m.end()
            continue
        if not raw[:1].isupper() or len(word) < 3 or colour(word) or hits:
            return None
        found = concepts.of_title(word)
        if not found:
            return shared, False
        family = frozenset().union(*(concepts.family(k) for k in kinds))
        if not found <= family:
            return None  # another kind altogether: read as a kind no line is
        return (shared, True) if _same_language_other(word, titles.titles[line].words) else None


def _same_language_other(word: str, title_words: frozenset[str]) -> bool:
    """Whether a kind word of the line's family is another word than the title's own kind
    word in that word's language (earbuds of headphones; never Becher of a mug)."""
    languages = concepts._languages_of()
    mine = languages.get(word, frozenset())
    for own in title_words:
        if concepts.of_title(own) and stem(own) != stem(word) and mine & languages.get(own, frozenset()):
            return True
    return False
