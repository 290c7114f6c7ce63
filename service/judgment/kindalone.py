"""A word that is one line's kind and another line's use (``titles`` asks it of each word that
fits two titles or more): "the axe" of a "Splitting Axe" line and an "Axe & Knife Sharpener"
one. The sharpener's title names the kinds it is for beside its own, the axe's is of the word's
kind alone: the word names the axe's line, whatever the other title fits better ("balta" is a
word of "Balta ve bıçak bileyici", "baltası" of "Yarma baltası"; "baltanın", with a case's
ending, names the axe too). Read as both lines, a complaint of the axe's handle refunded the
sharpener; read as the sharpener's, the axe said fine was refunded as "the rest".

``as_modifier``: a title's word that names a kind the title is not ("Glass" of a "Glass Cleaning
Cloth", a kind that qualifies its head) names the line only beside another of its words ("the
glass cloth"): alone, "Glass broken" under a subject names no cloth where the flutes broke.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

from service.judgment import caseforms, concepts
from service.judgment.facts import Line
from service.judgment.tables.products import QUALIFIERS
from service.judgment.text import fold

# two kinds listed in a title, what it is for ("Axe & Knife", "Balta ve bıçak", "Axt- und
# Messer", "斧・ナイフ"): a word, a joining word or sign, a word
_LISTED = re.compile(r"([^\W\d_]+)-?\s*(?:&|\+|/|・|·|、|,|\b(?:and|und|et|y|e|en|i|och|og|ja|ve|si|și|و|및)\b)\s*"
                     r"([^\W\d_]+)")


def kind_alone(token: str, hits: list[tuple[int, int, str]], kinds: list[frozenset[str]],
               codes: tuple[str, ...] | None, titles: list[str]) -> list[tuple[int, str]]:
    """The lines ``token`` names, of ``hits`` (how well it fits, the line, the title's word it
    is), where a title it fits lists the word's kind with another, what it is for (``kinds``:
    each line's; ``titles``: as written), and another's is of the word's kind alone (or of its
    family): those; else none (the titles' fit decides, as before). A title of two kinds that
    lists none ("Moka Express 6 tazze", "Piatto piano") is never read so: its second kind is a
    size's or a shape's word as often as a use."""
    if len(hits) < 2:
        return []
    kind = concepts.of_word(token) or caseforms.kind_of(token, codes)
    if kind is None:
        return []
    near = concepts.family(kind)
    alone = [(i, word) for _, i, word in hits if kind in kinds[i] and kinds[i] <= near]
    mixed = any(kind in kinds[i] and not kinds[i] <= near and _lists(titles[i]) for _, i, _ in hits)
    return alone if mixed else []


@lru_cache(maxsize=4096)
def _lists(title: str) -> bool:
    """Whether ``title`` lists two kinds side by side, joined ("Axe & Knife Sharpener")."""
    folded = fold(title)
    for m in _LISTED.finditer(folded):
        first, second = m.group(1), m.group(2)
        if _a_kind(first) and _a_kind(second):
            return True
    return False


def _a_kind(word: str) -> bool:
    if concepts.of_word(word) is not None or caseforms.kind_of(word, None) is not None:
        return True
    return bool(concepts.cjk_kinds_in(word))


# the words that say what a thing is for, before the kind it serves ("Chiffon pour verres",
# "Poliertuch für Gläser", "Ściereczka do kieliszków", "قماش تنظيف للكؤوس": glued in Arabic)
_FOR = frozenset({"for", "fur", "pour", "para", "per", "voor", "do", "pentru", "til", "pra"})
_TOKEN = re.compile(r"[^\W\d_]+")


# the languages whose compounds and titles put the head last ("Glass Cleaning Cloth", "Lasien
# kiillotusliina"): a title's first word qualifies; in the others it is the head ("Zapatillas
# trail Sierra": shoes, whatever a model's "Sierra" reads as)
_HEAD_LAST = frozenset({"en", "de", "nl", "sv", "da", "nb", "fi", "tr", "ja", "ko", "zh"})


def as_modifier(words: frozenset[str], kinds: frozenset[str], title: str,
                codes: tuple[str, ...] | None) -> bool:
    """Whether every title word a text matched of a line (``words``) names a kind that qualifies
    another (``QUALIFIERS``: a glass, a phone, a table), none of the title's own (``kinds``), and
    stands where a modifier does: first in the title, to a customer of a language that puts the
    head last (``codes``, English aside where it is read beside another: "Glass Cleaning Cloth",
    "Lasien kiillotusliina"), or after a word of
    "for" ("Chiffon pour verres", "للكؤوس"). A kind's word
    elsewhere may be the title's head its kinds misread ("Tefal Ütü Masası", an ironing board)."""
    if not kinds or not words:
        return False
    near = frozenset().union(*(concepts.family(k) for k in kinds))
    for word in words:
        # (a title's word with a case's ending, "Lasien kiillotusliina", "do kieliszków": its kind)
        kind = None if word.startswith(("#", "@")) else concepts.of_word(word) or caseforms.kind_of(word, None)
        if kind is None or kind in near or kind not in QUALIFIERS or word not in (tokens := _tokens(title)):
            return False
        at = tokens.index(word)
        after_for = at > 0 and tokens[at - 1] in _FOR or word.startswith("لل")
        if not after_for and (at or codes is None or _HEAD_LAST.isdisjoint(set(codes) - {"en"} or codes)):
            return False
    return True


class _Kinds(Protocol):
    @property
    def concepts(self) -> frozenset[str]: ...  # (a title's kinds: ``titles.Title``)


def unmodified(kept: list[int], matched: dict[int, frozenset[str]], titles: Sequence[_Kinds],
               lines: Sequence[Line], codes: tuple[str, ...] | None) -> list[int]:
    """The lines of ``kept`` (those a text's words match, ``matched``) that are not named by a
    modifier alone (``as_modifier``, of each line's kinds, ``titles``' concepts, and its title):
    on a payment of one line, all of them ("Glass broken" of a "Glass Cleaning Cloth")."""
    if len(lines) < 2:
        return kept
    return [i for i in kept if not as_modifier(matched[i], titles[i].concepts, lines[i].title, codes)]


@lru_cache(maxsize=4096)
def _tokens(title: str) -> tuple[str, ...]:
    """A title's words, folded (once a title: asked of each mention of its line)."""
    return tuple(_TOKEN.findall(fold(title)))

