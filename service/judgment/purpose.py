"""The words said OF a kind of product's word: the brand or model words that stand after it
("el cargador Anker", "la cover per il Galaxy S23", "Etui do Samsunga A54", "the case for my
Pixel 8"). A word after a kind word, or after a word for "for" that follows it (with an article
or a possessive between), qualifies that kind: where the kind is none of a line's, the line those
words name is not named by them (``Titles.by_other_words``), and a model's code among them is the
code of that item (``variants``: "Etui do Samsunga A54", where the case paid is for the A34).

The texts are folded (``text.fold``): "für", "för" are "fur", "for". (Turkish "için", Japanese
"用" and Korean "용" stand after what the item is for: not read here.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from service.judgment import colours, concepts
from service.judgment.text import fold
from service.judgment.verbs import as_verb

if TYPE_CHECKING:
    from service.judgment.titles import Titles

_WORDS = re.compile(r"[^\W_]+")  # a title's and a text's words, as ``titles`` reads them

# "for" in the covered languages written with Latin letters (folded)
FOR = frozenset({"for", "per", "para", "pour", "fur", "fuer", "do", "voor", "til", "till", "pentru", "dla"})
# articles and possessives that stand between "for" and a brand ("per il", "for my", "para mi")
_BETWEEN = frozenset({"the", "my", "a", "an", "il", "lo", "la", "l", "i", "gli", "le", "el", "los", "las", "mi",
                      "mis", "mio", "mia", "miei", "mie", "un", "una", "uno", "une", "mon", "ma", "mes", "ton",
                      "o", "os", "as", "meu", "minha", "meus", "der", "die", "das", "den", "dem", "mein",
                      "meine", "meinen", "meinem", "ein", "einen", "de", "het", "een", "mijn", "min", "mitt",
                      "mina", "din", "mit", "mine", "mojego", "mojej", "moj", "moja", "moje", "nostro",
                      "nostra", "nuestro", "nuestra", "notre", "unser", "unseren", "onze", "vores", "vart"})
_AFTER = 3  # brand and model words after the kind word, or after its "for" ("Galaxy S23 Ultra")


def said_of(tokens: list[str], n: int, names: Callable[[str], object]) -> list[str]:
    """The words that the kind word ``tokens[n]`` is said with: the word before it (adjectives
    and brands stand before the noun in some languages), and the run of words after it that
    ``names`` (a callable: whether a word names a line) holds, after a "for" and an article if
    they stand there ("cover per il galaxy s23": "galaxy", "s23")."""
    near = tokens[max(0, n - 1):n + 2]
    k = n + 1
    if k < len(tokens) and tokens[k] in FOR:
        k += 1
        while k < len(tokens) and tokens[k] in _BETWEEN:
            k += 1
    elif k < len(tokens) and not names(tokens[k]):
        return near
    run = []
    for token in tokens[k:k + _AFTER]:
        if not names(token):
            break
        run.append(token)
    return near + run


def after_for(tokens: list[str]) -> list[str]:
    """The words after a "for" (and an article) that opens ``tokens``, up to three: where a
    model's code said of an item stands ("do Samsunga A54")."""
    if not tokens or tokens[0] not in FOR:
        return []
    k = 1
    while k < len(tokens) and tokens[k] in _BETWEEN:
        k += 1
    return tokens[k:k + _AFTER]


# what an item is for, written after its name: Turkish "için", Japanese "用" / "に使う", Chinese
# "用", Korean "용" / "에 쓰다" (folded)
_FOR_AFTER = re.compile(r"(?: icin(?![^\W_])|用|に使|(?<=[가-힣])(?:용|에 ?(?:쓰|쓸|사용)))")


def served(before: str, after: str) -> bool:
    """Whether a name standing between ``before`` and ``after`` (folded) is what something is
    for: a "for" and its articles right before it ("para la bici", "for my bike", "fürs Rad"),
    or a Turkish, Japanese, Chinese or Korean "for" right after it ("bisiklet için",
    "自転車用に")."""
    if _FOR_AFTER.match(after):
        return True
    words = _WORDS.findall(before[-40:])
    if not words or not before.rstrip() or not before.rstrip().endswith(words[-1]):
        return False
    while len(words) > 1 and words[-1] in _BETWEEN:
        words.pop()
    return words[-1] in FOR or words[-1] == "furs"


# a power rating said of an item ("20w", "65 w"): a charger's or a lamp's, not a size
_WATTS = re.compile(r"\d{1,3}w")


def rated(tokens: list[str], n: int) -> bool:
    """Whether a power rating is said of the kind word ``tokens[n]``: right before it ("the
    65w charger") or among the four words after it ("el cargador anker de 20w")."""
    near = tokens[max(0, n - 1):n] + tokens[n + 1:n + 5]
    return any(_WATTS.fullmatch(t) for t in near) or any(
        t.isdigit() and after == "w" for t, after in zip(near, near[1:]))


def rates(title: str) -> bool:
    """Whether a folded title says a power rating ("anker nano 20w", "lampe 9 w")."""
    words = title.split()
    return any(_WATTS.fullmatch(t) for t in words) or any(
        t.isdigit() and after == "w" for t, after in zip(words, words[1:]))


def by_other_words(titles: Titles, lines: set[int], readings: list[str]) -> set[int]:
    """The lines of ``lines`` that the words read so far named only by title words that
    are no kind of product, one of them beside a word for a kind no line is, though the
    title names a kind: a brand or a model qualifying another thing ("căștile JBL", where
    the line is a "Boxă portabilă JBL" speaker; "die JBL Kopfhörer"). A compound title word
    whose head is a kind ("Hurtiglader": a charger) is a kind's word."""
    unlisted = set(titles.unlisted)
    # a kind another line is, beside a brand naming this one: "the Hario kettle", where the
    # Hario lines are a dripper and its filters and no kettle (a kind of the line's family
    # is the line's: "the Anker plug" of an Anker charger)
    kinds = dict(titles.foreign)
    beside: set[int] = set()
    for reading in readings:
        tokens = _WORDS.findall(reading)
        for n, token in enumerate(tokens):
            if (token in unlisted or token in kinds) and not as_verb(tokens, n):
                # (a power rating said of it: "el cargador Anker de 20W", no Anker cable)
                power = token in kinds and rated(tokens, n)
                found = {i for near in said_of(tokens, n, titles.read)
                         for i, _ in titles.read(near) or ()
                         if token in unlisted or _other_kind(titles, i, kinds[token], power)}
                if power and found and token not in unlisted:
                    titles.unlisted.append(token)  # no line is it, nor of its kind
                beside |= found
    words = titles.read_words()
    return {i for i in lines & (beside | _tinted(titles, lines, words, kinds))
            if titles.titles[i].concepts and not titles.titles[i].runs
            and not titles.titles[i].hangul and i in words
            and not any(w.startswith("#") or _kind_word(titles, i, w) for w in words[i])}


def _tinted(titles: Titles, lines: set[int], words: dict[int, set[str]],
            kinds: dict[str, str]) -> set[int]:
    """The lines of ``lines`` the words read named by a colour only, where they name a kind
    of product none of the line's kinds nor of their families: "the green linen skirt", where
    the green line is a dress; "harmaat villasukat" (grey wool socks), where the grey line is
    mittens. A colour says which of its kind, not which kind: the item is another."""
    if not kinds:
        return set()
    return {i for i in lines if words.get(i) and all(colours.colour(w) for w in words[i])
            and any(_other_kind(titles, i, kind) for kind in kinds.values())}


def _other_kind(titles: Titles, line: int, kind: str, power: bool = False) -> bool:
    """Whether ``kind`` is none of the line's title's kinds nor of their families; or, said
    with a power rating the line's title does not say, none of its kinds ("a 20W charger"
    is no cable, though a customer may call a cable a charger)."""
    own = titles.titles[line].concepts
    if power and own and kind not in own and not rates(fold(titles.lines[line].title)):
        return True
    return bool(own) and not any(kind in concepts.family(k) for k in own)


def _kind_word(titles: Titles, line: int, word: str) -> bool:
    """Whether a title word the customer wrote names the line's kind: not where the title
    names another kind, of no family of the word's ("Crème" of a "Toaster 2 fentes Crème":
    a colour, no cream), and which of its kinds the line is the word does not say."""
    kinds = concepts.of_title(word)
    near = frozenset().union(*(concepts.family(k) for k in kinds))
    return bool(kinds) and not titles.titles[line].concepts - near
