"""A kind of product a customer names by a compound of their own, read by its head.

People who write their compounds as one word (German, Dutch, the Nordic languages, Finnish)
name a thing by what it is for or where it sits and put the compound's endings on the head:
"die Kaffeetassen", "het koffiemokje", "kaffekoppen", "tursekken", "kahvikupista". The table
(``tables.products``) holds the heads ("tasse", "mok", "kopp", "sekk", "kuppi"), not every
compound; a title's compounds are read by their heads already (``concepts.of_title``), a
customer's were not, and the line their head names went unnamed.

``kind_of(word, codes)``: the kind a customer's compound names by its head, the head read with
the ending its language glues on (a definite or plural form, a case, a Dutch diminutive:
"-je", "-tje"), or None. The head is the longest name that ends the word after a first part of
three letters at least; the compound is its head's kind unless its first part is a kind of its
own the head is a part of ("Lampenschirm": a lamp's shade, ``concepts.compound_is_its_head``),
and unless it says a motor, a chain, power (``tables.powered``: "moottorisaha" is no saw).
Only where the customer writes a compounding language, and only for a positive naming of one
line: a kind guessed from a compound's head names the line of that kind where one line alone is
(where two are, its first part would say which, and is not read), and is never taken for
"something no line is". Where two lines are of the head's kind, a first part that says a place
on a thing ("achter-", "Rück-", "taka-": ``place``) names the one whose title says that place
("Rear Light" of a "Front Light" and a "Rear Light").
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.tables.positions import PLACES, SAID
from service.judgment.tables.powered import POWERED

# a word all Latin letters, long enough to hold a first part of three letters and a head
_LATIN = re.compile(r"[a-zà-ÿ]{5,}")
# the first parts that make a compound another product than its head's ("moottorisaha")
_POWERED = frozenset(w for words in POWERED.values() for w in words)
# the Dutch diminutive's endings ("mokje", "lampje", "ringetje", "kopjes")
_DIMINUTIVE = ("etjes", "etje", "tjes", "tje", "pjes", "pje", "jes", "je")


@lru_cache(maxsize=1)
def _starts() -> frozenset[str]:
    """The first three letters of every name in a compounding language: where a head may
    begin (a word's other places are not looked up)."""
    return frozenset(name[:3] for name in concepts.names()
                     if len(name) >= 3 and concepts.named_in(name, tuple(concepts.COMPOUNDING)))


def kind_of(word: str, codes: tuple[str, ...] | None) -> str | None:
    """The kind ``word``, a compound of a compounding language, names by its head (see the
    module's docstring); None where it is no such compound."""
    found = _split(word, codes)
    return found[1] if found is not None else None


def place(word: str, codes: tuple[str, ...] | None) -> frozenset[str]:
    """The words a title writes for the place on a thing the first part of ``word``, a
    compound read by its head, says ("achterlampje": "rear", "back", ...; ``tables.positions``);
    empty where it says none."""
    found = _split(word, codes)
    if found is None or not found[0]:
        return frozenset()
    return frozenset(w for code, places in SAID.items() if codes is None or code in codes
                     for where, firsts in places.items() if found[0] in firsts for w in PLACES[where])


@lru_cache(maxsize=8192)
def _split(word: str, codes: tuple[str, ...] | None) -> tuple[str, str] | None:
    """The first part and the kind of ``word`` read as a compound by its head (the first part
    empty where a Dutch name made small is no compound), or None."""
    read = concepts.COMPOUNDING if codes is None else concepts.COMPOUNDING.intersection(codes)
    if not read or not _LATIN.fullmatch(word):
        return None
    if "nl" in read and (kind := _small(word)) is not None:
        return "", kind  # a Dutch name made small, compound or not ("het lampje")
    starts = _starts()
    for start in range(3, len(word) - 2):
        if word[start:start + 3] not in starts:
            continue
        kind = _head(word[start:], tuple(read))
        if kind is not None:
            first = word[:start]
            powered = any(first.startswith(p) or first.removesuffix("s") == p for p in _POWERED
                          if len(p) >= 4 or first.rstrip("s") == p)
            placed = any(first in firsts for code in read for firsts in SAID.get(code, {}).values())
            # (a place's first part is no kind's name: Danish "bag-", behind, is no bag)
            return (first, kind) if not powered and (
                placed or concepts.compound_is_its_head(first, kind)) else None
    return None


def _small(word: str) -> str | None:
    """The kind a Dutch diminutive names ("lampje", "kopjes": a lamp, cups), or None."""
    for ending in _DIMINUTIVE:
        base = word[:-len(ending)]
        if word.endswith(ending) and len(base) >= 3 and (kind := concepts.named(base)) is not None \
                and concepts.named_in(base, ("nl",)):
            return kind
    return None


def _head(tail: str, read: tuple[str, ...]) -> str | None:
    """The kind ``tail`` names as a head of one of the languages ``read``: a name as the table
    writes it or with its ending glued on, a Dutch diminutive, a name less a case's ending."""
    kind = concepts.named(tail)
    if kind is not None:
        return kind if concepts.named_in(tail, read) else None
    if "nl" in read and (kind := _small(tail)) is not None:
        return kind
    if "fi" in read and len(tail) >= 5:
        # a Finnish case's ending on the head, its grade weak or kept (``concepts.of_word``:
        # "kupista", of "kuppi")
        return concepts.of_word(tail)
    return None
