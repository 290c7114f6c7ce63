"""A seller named where the item was bought, and not this shop: "I got it at <Name>", "bei
<Name> gekauft", "<Name>'dan aldığım", "ostin sen <Name>sta", "<Name>에서 샀는데", "在<Name>买的"
(``tables.sellers.NAMED``: the structure, a verb of buying, a place-of-purchase marker and a
name, whatever chain is local). ``elsewhere`` reads a sentence with one as it reads "bought in
another shop" (``tables.elsewhere.BOUGHT_ELSEWHERE``).

``named(folded, raw, codes, ours)``: the seller's name as a match in ``folded`` (the sentence
as ``text.fold`` leaves it; ``raw``, as the customer wrote it, where a proper name's capital is
read), else None. Never a word that means this shop ("from you", "your site", "here", the
app), a time, a feast, a sale (``tables.sellers``' lists), a word of ``ours`` (this payment's
titles: "ordered it from Bosch", a brand of the line; the agents' own words, where the shop
writes its name); never in a text written all in capitals.

``ours(titles, agents)``: those words, folded, from the lines' titles and the agents' replies
(their questions left out: "did you get it at <Name>?" names the other seller, not the shop).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from service.judgment.tables import RUN_TOGETHER, fold_fragment, gates
from service.judgment.tables.sellers import (
    CAPITALISED,
    NAMED,
    NOT_A_SELLER,
    PARTS,
    THIS_SHOP,
    UNIVERSAL,
    VERBS,
)
from service.judgment.text import fold

_WORD = re.compile(r"[^\W\d_][\w&+.'-]*")
_UNIVERSAL = frozenset(fold(w) for w in UNIVERSAL)
_THIS_SHOP = frozenset(fold(w) for w in THIS_SHOP)
# a Turkish stem that ends as a common noun does, with its possessive ("your", "my"), a plural,
# a third person's "-si(n)", "-lik", or a trade ("-cı"): read as no seller's name (the name
# may be written in lowercase, its case ending glued on)
_TR_COMMON = re.compile(r"(?:n[ıiuü]z|[ıiuü]m|[ıiuü]m[ıiuü]z|ler|lar|s[ıiuü]n?|n[ıiuü]n|l[ıi]k|c[ıiuü]|ç[ıiuü])$")
# (from a run's first character only: a place inside a run, not after a stop, is never where the
# leftmost match begins, and is passed at once, not read to the run's end at every place)
_QUESTION = re.compile(r"(?<![^.!?\n。！？؟])[^.!?\n。！？؟]*[?？؟]")


@lru_cache(maxsize=512)
def named(folded: str, raw: str, codes: tuple[str, ...], ours: frozenset[str] | Ours) -> re.Match[str] | None:
    """The name of the seller the sentence says the item was bought at (see the module's
    docstring), as a match in ``folded``; None where there is none (each text read once: its
    gate, and the whole text's, asked by several readings)."""
    caps: set[str] | None = None
    for code in codes:
        pattern = _pattern(code)
        # (searched only where its gate's keys stand, a verb of buying: most texts, none)
        if pattern is None or not gates.prefilter(_verbs(code))(folded):
            continue
        for found in pattern.finditer(folded):
            key = next(k for k, v in found.groupdict().items() if v is not None)
            name = found.group(key).strip(".-'&+")
            if not name or _not_a_seller(name, code, ours) or _THIS_SHOP.intersection(
                    folded[found.start():found.start(key)].split()):
                continue
            if code in CAPITALISED:
                if caps is None:
                    caps = set() if raw.isupper() else {fold(w) for w in _WORD.findall(raw) if w[0].isupper()}
                if not any(w.startswith(name) for w in caps):
                    continue
            return re.compile(re.escape(name)).search(folded, found.start(key))
    return None


def _not_a_seller(name: str, code: str, ours: frozenset[str] | Ours) -> bool:
    """Whether ``name`` is a word of this shop, a time, a feast, a sale, or of ``ours``."""
    ours = ours.words() if isinstance(ours, Ours) else ours
    if name in _UNIVERSAL or name in ours or any(len(w) > 3 and name.startswith(w) for w in ours):
        return True
    words = _not_words(code)
    if name in words or (code in PARTS and any(w in name for w in words)):
        return True
    if code == "de" and re.search(r"(?:en|ern|eln)$", name):
        return True  # ("beim Einschenken": a verb made a noun, while pouring; never a seller)
    if code == "tr" and _TR_COMMON.search(name):
        return True  # ("sitenizden", "annemden", "mağazalardan", "hepsinden", "pazarcıdan": no proper name)
    if code == "ar":  # (the article: a kind of place, read by ``tables.sellers.KINDS``; "yours")
        return name.startswith("ال") or name.endswith("كم") or len(name) < 2
    return code in RUN_TOGETHER and len(name) < 2


@cache
def _not_words(code: str) -> frozenset[str]:
    return frozenset(fold(w) for w in NOT_A_SELLER.get(code, ()))


@cache
def _verbs(code: str) -> re.Pattern[str]:
    return re.compile("|".join(fold_fragment(v) for v in VERBS[code]))


@cache
def _pattern(code: str) -> re.Pattern[str] | None:
    """The language's named forms, one pattern (each form's group ``name`` numbered apart); at
    word edges where the language writes words apart."""
    forms = NAMED.get(code, ())
    if not forms:
        return None
    body = "|".join(f"(?:{fold_fragment(f).replace('(?P<name>', f'(?P<name{n}>')})" for n, f in enumerate(forms))
    return re.compile(body if code in RUN_TOGETHER else rf"(?<![\w])(?:{body})")


def ours(titles: Iterable[str], agents: Iterable[str]) -> frozenset[str]:
    """The words of this payment's titles and of the agents' replies but their questions, folded
    (words of three letters or more)."""
    words: set[str] = set()
    for text in titles:
        words |= {w for w in _WORD.findall(fold(text)) if len(w) > 2}
    for text in agents:
        folded = fold(text)
        folded = _QUESTION.sub(" ", folded) if any(q in folded for q in "?？؟") else folded
        words |= {w.strip(".-'") for w in _WORD.findall(folded) if len(w) > 2}
    return frozenset(words)


class Ours:
    """``ours(titles, agents)``, read the first time a name found is checked against it (most
    tickets name no seller: the agents' replies are then never read for it). One a ticket,
    hashed as itself (a key of ``named``'s cache within that ticket)."""

    __slots__ = ("_titles", "_agents", "_words")

    def __init__(self, titles: Iterable[str], agents: Iterable[str]):
        self._titles, self._agents = tuple(titles), tuple(agents)
        self._words: frozenset[str] | None = None

    def words(self) -> frozenset[str]:
        if self._words is None:
            self._words = ours(self._titles, self._agents)
        return self._words
