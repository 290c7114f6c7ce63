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

from service.judgment import concepts, tables
from service.judgment.colours import colour
from service.judgment.matching import stem
from service.judgment.numbers import EN_NUMBER_WORDS
from service.judgment.text import fold
from service.judgment.titles import Titles

_TOKEN = re.compile(r"[^\W_]+")
# the next word of a name: after one space or a hyphen, letters only (a Latin word ends where
# another script begins: "Quencherのマグ")
_LATIN = "A-Za-z\u00c0-\u024f"
# a word of a text: a Latin one, or a run of another script ("Vento電気ケトル": two words)
_WORDS = re.compile(rf"[{_LATIN}]+|[^\W\d_{_LATIN}]+|[.!?。！？\n]")
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
    said: set[str] | None = None  # (the customer's words: made only where a run contradicts)
    for i, brand in brands.items():
        if not any(brand in low for low in folded):
            continue
        words = titles.titles[i].words
        kinds = titles.titles[i].concepts
        own = {w for w in words if w != brand and not colour(w)}
        # a name of its own beside its kind: a word of the title no kind nor colour
        if not kinds or not any(not concepts.of_title(w) for w in own):
            continue
        for text in texts:
            for m in re.finditer(rf"(?<![{_LATIN}\d-])(?i:{re.escape(brand)})(?![{_LATIN}\d])", text):
                found = _contradicted(text, m.end(), i, titles, kinds)
                if found is None:
                    continue
                shared, kind = found
                # the title's own words written elsewhere keep it: its kind word where a kind
                # contradicts it, any other word of its where a name does
                keep = {w for w in own if bool(concepts.of_title(w)) == kind} - shared
                said = _said(texts) if said is None else said
                if not any(w in said or stem(w) in said for w in keep):
                    other.add(i)
    return other


def _said(texts: list[str]) -> set[str]:
    """The customer's words, folded, a Latin word apart from another script's glued to it
    ("我的kestrel": "kestrel")."""
    return {fold(w) for text in texts for w in _WORDS.findall(text)} \
        | {t for text in texts for t in _TOKEN.findall(fold(text))}


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


# a title's segment that says what the product is for, after a dash or a comma ("– Skoda Octavia")
_SEGMENT = re.compile(r"\s[-–—|/]\s|[,(]")


def other_maker(texts: list[str], titles: Titles, codes: tuple[str, ...] = ()) -> set[int]:
    """The lines named by their kind beside another maker's name: a capitalised name right
    before or after a word that names the line's kind ("the Vento kettle", "klocki Vento"),
    no word of any title, no kind of product, no colour, no word of the language, where the
    title carries a maker's name of its own (a capitalised word naming no kind) the customer
    never writes. The customer's item is that maker's, not the line's."""
    makers = {i: m for i, line in enumerate(titles.lines) if (m := _makers(line.title))}
    if not makers or not any(capital_inside(text) for text in texts):
        return set()
    known = _known(codes)
    every = set().union(*(t.words for t in titles.titles))
    # (the languages that write a maker's name after the kind: "klocki Vento", "غلاية Vento")
    after = not _AFTER_KIND.isdisjoint(codes)
    other: set[int] = set()
    said: set[str] | None = None
    for text in texts:
        words = [m.group() for m in _WORDS.finditer(text)]
        # (the capitalised names first, cheaply; the kinds only of the words beside them)
        names = [k for k, raw in enumerate(words) if raw[:1].isupper() and _name(raw, k, words, every, known)]
        if not names:
            continue
        if said is None:  # (the makers the customer never writes: once, where a name stands)
            said = _said(texts)
            makers = {i: m for i, m in makers.items() if m.isdisjoint(said)}
        if not makers:
            return set()
        beside: dict[int, int] = {}  # a line's kind words said beside another maker's name
        for k in sorted({k + 1 for k in names if k + 1 < len(words)}
                        | {k - 1 for k in names if after and k and _LATIN_WORD.fullmatch(words[k])
                           and not _CJK.search(words[k - 1])}):
            for i in _kind_of(words[k], titles) & makers.keys():
                beside[i] = beside.get(i, 0) + 1
        if not beside:
            continue
        kinds: dict[int, int] = {}  # a line's kind words said at all
        for word in words:
            for i in _kind_of(word, titles):
                kinds[i] = kinds.get(i, 0) + 1
        # (every mention of the kind in the text is beside another maker's: "my old Anker cable
        # ... the cable you sent" names the line by its kind; a subject naming the kind alone,
        # "Squeaking pads", says which item no more than the words do)
        other |= {i for i, n in beside.items() if n == kinds.get(i)}
    return other


@lru_cache(maxsize=64)
def _known(codes: tuple[str, ...]) -> frozenset[str]:
    """The function and generic words of the languages ``codes`` and English."""
    return frozenset(w for code in (*codes, "en") if (t := tables.table(code)) is not None
                     for w in (*t.function, *t.generic))


_AFTER_KIND = frozenset({"fr", "es", "it", "pt", "ro", "pl", "ar"})
_LATIN_WORD = re.compile(rf"[{_LATIN}]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


# a capitalised word's first three letters, no letter before it (``capital_inside``)
_CAPITALISED = re.compile(r"[A-Z](?<![A-Za-z][A-Z])[a-z]{2}")
_STOPS = frozenset(".!?。！？")


def capital_inside(text: str) -> bool:
    """Whether ``text`` holds a capitalised word not first in its sentence (the gate: most
    texts hold none): a capital, two small letters, no letter before it, and before it (past
    any spaces) a character that ends no sentence. What the pattern
    ``[^\\s.!?。！？]\\s*(?<![A-Za-z])[A-Z][a-z]{2,}`` finds, each capitalised word looked at from
    its capital (a search of that pattern tried every place of the text)."""
    for found in _CAPITALISED.finditer(text):
        k = found.start() - 1
        while k >= 0 and text[k].isspace():
            k -= 1
        if k >= 0 and text[k] not in _STOPS:
            return True
    return False


def _name(raw: str, k: int, words: list[str], every: set[str], known: frozenset[str]) -> bool:
    """Whether ``words[k]`` is a maker's name: capitalised, not a sentence's first word, no
    word of a title, of a kind, of a colour or of the language."""
    if not (raw[:1].isupper() and raw[1:].islower() and len(raw) >= 3 and k):
        return False
    if words[k - 1] in ".!?。！？\n":
        return False
    word = fold(raw)
    if word in every or word in known or word in EN_NUMBER_WORDS or concepts.of_title(word) \
            or colour(word):
        return False  # (nor a model's number in words, "Quantum Two", that titles' words leave out)
    # (a title's word inflected, "Ninjy" of "Ninja", or inside it, "Web" of "Webcam")
    return not any(word in w or len(w) >= 4 and abs(len(w) - len(word)) <= 2
                   and w[:max(4, len(w) - 2)] == word[:max(4, len(w) - 2)] for w in every)


def _kind_of(raw: str, titles: Titles) -> set[int]:
    """The lines a word names by its title's kind word or by a kind of its family."""
    if raw in ".!?。！？\n":
        return set()
    word = fold(raw)
    found = {n for n, w in titles.read(word) or ()
             if w.startswith("#") or concepts.of_title(w)}
    if not found and not raw.isascii():
        kinds = concepts.of_title(word)
        found = {n for n, t in enumerate(titles.titles) if kinds and kinds & t.concepts}
    return found


@lru_cache(maxsize=4096)
def _makers(title: str) -> frozenset[str]:
    """A title's makers' names, of the segment before what it is for: its brand (``_brand``),
    its words in capitals and its codes ("TRW", "GDB1550")."""
    head = _SEGMENT.split(title)[0]
    found = {fold(w) for w in re.findall(r"(?<![\w])[A-Z][A-Z0-9]{2,}(?![\w])", head)
             if not concepts.of_title(fold(w)) and not colour(fold(w))}
    brand = _brand(title)
    return frozenset(found | ({brand} if brand else set()))
