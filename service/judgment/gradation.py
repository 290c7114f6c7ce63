"""A Finnish noun's forms read back to the names the kinds' table writes (``caseforms``):
a case or a plural whose stem changes, its last consonant weakened (consonant gradation: "kk"
is "k", "pp" "p", "tt" "t", "t" "d", "p" "v", "nk" "ng", "mp" "mm", "lt" "ll", "nt" "nn", "rt"
"rr"; a "k" gone after "l", "r", "h" is not put back: "Karin" is no "karkit", sweets) or its
last vowel replaced by a plural's "i": "sukat", "sukista" (sukka, socks), "kengät", "kenkiä"
(kenkä, shoes), "matot", "matoista" (matto, a rug), "lamput", "lamppuja" (lamppu, a lamp),
"pöydät", "pöytiä" (pöytä, a table), "lapasia", "lapasista" (lapaset, mittens).

``bases(word)``: the nominatives (singular, or a plural in "-t") the folded ``word`` may be
the form of, as written first; the caller keeps those the table writes as Finnish names.
Written from the grammar, not from any corpus's ticket. Texts are folded (``text.fold``): "ä"
is "a", "ö" is "o".
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["bases"]

_VOWELS = "aeiouy"
# a singular's case endings, longest first (the illative's long vowel is read apart)
_SINGULAR = ("ssa", "sta", "lla", "lta", "lle", "ksi", "na", "ta", "n", "t", "a")
# a plural's, after the plural's "i" (or "j" between two vowels: "lamppuja", "matoja")
_PLURAL = ("issa", "ista", "illa", "ilta", "ille", "iksi", "ina", "iin", "ien", "ita", "ia",
           "it", "ja", "jen", "ihin")
# the weak grade's consonants and the strong ones they stand for, two letters first
_STRONG = (("ng", ("nk",)), ("mm", ("mp",)), ("ll", ("lt",)), ("nn", ("nt",)), ("rr", ("rt",)),
           ("d", ("t",)), ("v", ("p",)), ("k", ("kk",)), ("p", ("pp",)), ("t", ("tt",)))
_TAIL = re.compile(r"^(.*?[aeiouy])([^aeiouy]+)([aeiouy]*)$")


@lru_cache(maxsize=16384)
def bases(word: str) -> tuple[str, ...]:
    """The nominatives ``word`` may be a case or plural of (see the module's docstring)."""
    if len(word) < 5 or not word.isalpha() or not word.isascii():
        return ()
    found: list[str] = []
    for ending in _SINGULAR:
        rest = word[:-len(ending)]
        if word.endswith(ending) and len(rest) >= 3 and rest[-1] in _VOWELS:
            found.extend(_nominatives(rest))
    if word[-1] == "n" and word[-2] == word[-3] and word[-2] in _VOWELS:  # "kenkaan", "mattoon"
        found.extend(_nominatives(word[:-2]))
    for ending in _PLURAL:
        rest = word[:-len(ending)]
        if not word.endswith(ending) or len(rest) < 3:
            continue
        if ending[0] == "j" and rest[-1] in _VOWELS or rest[-1] in "ouy":
            # "lamppu-ja", an "o", "u", "y" kept before the plural's "i" ("mato-ista"); an "a"
            # made "o" ("hansko-ja", "paito-ja": hanska, paita), an "i" made "e" ("kuppe-ja")
            stems = [rest, rest[:-1] + {"o": "a", "e": "i"}[rest[-1]]] if rest[-1] in "oe" else [rest]
        elif rest[-1] not in _VOWELS:  # the last vowel gone before the "i": "suk-ista", "kenk-ia"
            stems = [rest + v for v in "aie"]
            if rest.endswith("s"):  # a noun in "-nen": "lapas-ia" (lapanen, lapaset)
                found.extend((rest[:-1] + "nen", rest + "et"))
        else:
            continue
        for stem in stems:
            found.extend(_nominatives(stem))
    return tuple(dict.fromkeys(b for b in found if b != word and len(b) >= 4))


def _nominatives(stem: str) -> list[str]:
    """A stem's nominatives, singular and plural ("suka": "suka", "sukka", "sukat", "sukkat")."""
    graded = _graded(stem)
    if stem.endswith("ee"):  # a noun in "-e" lengthens it: "hameen", "hameet" (hame)
        graded.append(stem[:-1])
    return graded + [f"{g}t" for g in graded]


def _graded(stem: str) -> list[str]:
    """``stem`` (a noun's, its last vowel on) as written, and in the strong grade where its last
    consonants may be weak ones: "suka" is "sukka", "kenga" "kenka", "poyda" "poyta"."""
    out = [stem]
    tail = _TAIL.match(stem)
    if tail is None or not tail.group(3):
        return out
    head, consonants, vowel = tail.groups()
    for weak, strong in _STRONG:
        # (a single weak consonant stands alone between vowels, or a "d" after an "h": "lehden")
        if consonants == weak or len(weak) == 2 and consonants.endswith(weak) \
                or weak in "kpt" and consonants[-1] == weak and consonants[:-1] in ("l", "m", "n", "r") \
                or weak == "d" and consonants == "hd":
            out.extend(f"{head}{consonants[:-len(weak)]}{s}{vowel}" for s in strong)
            break
    return out
