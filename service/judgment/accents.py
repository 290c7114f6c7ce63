"""Words that name a kind of product only once their accents are off: "livré" (delivered) folds
to "livre" (a book), "libró" to "libro". The reading runs on folded text, where the two are one
word; the customer wrote them apart.

``accented_away(texts)``: the folded words that, in the customer's texts, stand in the Latin
letters only with an accent where no spelling of the kind's name has one (at that place: an
inflection the table writes with an accent there, "książkę" for "książka", makes "książką" the
name). A word also written as the name is (without the accent) stays the name. An accent the
customer leaves off ("ksiazka", "bocker") changes nothing: people drop accents, they do not add
them to a name.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from service.judgment import concepts
from service.judgment.matching import stem
from service.judgment.tables.products import CONCEPTS
from service.judgment.text import LATIN_END, fold

__all__ = ["accented_away"]

_LETTERS = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=1)
def _spellings() -> dict[str, frozenset[str]]:
    """Each one-word name of a kind, folded, and its spellings as the table writes them."""
    out: dict[str, set[str]] = {}
    for row in CONCEPTS.values():
        for cell in row.split("|"):
            for raw in cell.split(","):
                written = unicodedata.normalize("NFKC", raw.strip()).casefold()
                if written and _LETTERS.fullmatch(written) and max(written) <= LATIN_END:
                    out.setdefault(fold(written), set()).add(written)
    return {name: frozenset(spelled) for name, spelled in out.items()}


@lru_cache(maxsize=16384)
def _accent_off(word: str) -> str | None:
    """``word`` folded, where it names a kind only so (see the module's docstring), else None."""
    folded = fold(word)
    if folded == word or len(folded) != len(word) or concepts.of_word(folded) is None:
        return None
    spellings = _spellings()
    names = [n for n in dict.fromkeys((folded, stem(folded))) if n in spellings]
    if not names:
        return None
    for name in names:
        # the name's letters the customer writes with an accent the name has nowhere there
        added = [k for k in range(len(name)) if word[k] != name[k]
                 and not any(len(s) > k and s[k] == word[k] for s in spellings[name])
                 and not any(len(s) > k and not s[k].isascii() for s in _kin(name, k))]
        if not added:
            return None
    return folded


def _kin(name: str, k: int) -> list[str]:
    """The spellings of the table's names that fold to ``name``'s first ``k`` letters and go on:
    its inflections ("książkę", "książki" of "książka")."""
    head = name[:k]
    return [s for n, spelled in _spellings().items() if n.startswith(head) and len(n) > k
            and concepts.of_word(n) == concepts.of_word(name) for s in spelled]


def accented_away(texts: list[str]) -> frozenset[str]:
    """The folded words of ``texts`` that name a kind only with their accents off."""
    found = {off for text in texts if not text.isascii()
             for word in _LETTERS.findall(unicodedata.normalize("NFKC", text).casefold())
             if not word.isascii() and max(word) <= LATIN_END
             and (off := _accent_off(word)) is not None}
    if not found:
        return frozenset()
    plain = {w for text in texts for w in _LETTERS.findall(text.casefold()) if w.isascii()}
    return frozenset(found - plain)
