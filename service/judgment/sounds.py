"""How a word sounds, roughly: its consonants, in a few broad classes, so that a Latin-letter
title word and the same word written in katakana, hangul or Arabic letters meet ("Tumbler",
"タンブラー", "텀블러"; "Nespresso", "ネスプレッソ", "네스프레소", "نسبريسو").

A loanword keeps its consonants and changes its vowels: katakana adds a vowel after every
consonant, hangul writes its own, Arabic writes none. So each word becomes the sequence of its
consonants' classes (``B`` p b f v, ``K`` k g c q j ch, ``T`` t d th, ``S`` s z sh, ``R`` r l,
``N`` m n), vowels, h, w and y left out and a class said twice in a row said once. An English
r after a vowel and before no vowel ("filter", "card") is not written in katakana or hangul:
a title word's key is taken with it and without it (``keys``).

The classes are broad; a key is only trusted with three classes or more (four in hangul and
Arabic letters), and only as the one
line of a payment that has it (``titles.Titles``): the payment's few titles are all it is
compared with, never a dictionary.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

SHORTEST = 3  # classes a key needs to name anything
# Korean and Arabic write their own words in the letters they write loanwords in (Japanese
# writes its own in kana and kanji, loanwords alone in katakana), and a key of three classes
# meets a title word by chance ("بكره", tomorrow, and "Bakhoor"; "요청은", the request, and
# "Caneca"), so a word in hangul or Arabic letters needs four
SHORTEST_OWN_SCRIPT = 4

_LATIN = (("tch", "K"), ("ch", "K"), ("sh", "S"), ("ph", "B"), ("th", "T"), ("ck", "K"),
          ("qu", "K"), ("x", "KS"))
_LETTER = {"b": "B", "p": "B", "f": "B", "v": "B", "k": "K", "c": "K", "g": "K", "q": "K", "j": "K",
           "t": "T", "d": "T", "s": "S", "z": "S", "r": "R", "l": "R", "m": "N", "n": "N"}
# a katakana syllable's consonant, from its Unicode name's romanisation ("KATAKANA LETTER SI")
_KANA_SPECIAL = {"SI": "S", "ZI": "K", "TI": "K", "DI": "K", "TU": "TS", "HU": "B", "VU": "B",
                 "N": "N"}
# hangul: the initial consonants (19) and the final ones (28, the first none)
_INITIAL = ("K", "K", "N", "T", "T", "R", "N", "B", "B", "S", "S", "", "K", "K", "K", "K", "T",
            "B", "")
_FINAL = ("", "K", "K", "KS", "N", "NK", "N", "T", "R", "RK", "RN", "RB", "RS", "RT", "RB", "R",
          "N", "B", "BS", "T", "T", "NK", "T", "T", "K", "T", "B", "")
_ARABIC = {"ب": "B", "پ": "B", "ف": "B", "ڤ": "B", "ت": "T", "ط": "T", "د": "T", "ض": "T",
           "ث": "T", "ذ": "T", "ظ": "T", "ج": "K", "ك": "K", "ق": "K", "خ": "K", "غ": "K",
           "گ": "K", "س": "S", "ص": "S", "ز": "S", "ش": "S", "ر": "R", "ل": "R", "م": "N",
           "ن": "N"}
# Korean particles glued to a noun's end ("텀블러가", "스피커를", "케이블로")
_PARTICLE = re.compile(r"(?:으로|에서|까지|부터|이랑|하고|처럼|보다|이|가|을|를|은|는|도|에|의|와|과|로|만|랑)$")
_ARTICLE = re.compile(r"^(?:وال|بال|فال|كال|لل|ال)(?=[\u0621-\u064a]{3})")
# a word in another script: katakana (with its long-vowel mark), hangul, Arabic letters
_TWO_SPOKEN = re.compile(r"(?<![\u30a1-\u30fa\u30fc])(?=([\u30a1-\u30fa\u30fc]{3,}) ([\u30a1-\u30fa\u30fc]{2,}))"
                         r"|(?<![\uac00-\ud7a3])(?=([\uac00-\ud7a3]{2,}) ([\uac00-\ud7a3]{2,}))")
_SPOKEN = re.compile(r"[\u30a1-\u30fa\u30fc]{3,}|[\uac00-\ud7a3]{2,}|[\u0621-\u064a]{3,}")


def _collapse(classes: str) -> str:
    return re.sub(r"(.)\1+", r"\1", classes)


@lru_cache(maxsize=4096)
def keys(word: str) -> frozenset[str]:
    """The keys of a Latin-letter word as it is said: with an r after a vowel, and without it
    (katakana and hangul drop it); none for a word too short to say anything."""
    if not word.isascii() or not word.isalpha() or len(word) < 4:
        return frozenset()
    for spelled, sound in _LATIN:
        word = word.replace(spelled, sound)
    word = re.sub(r"c(?=[eiy])", "S", word)
    with_r = _collapse("".join(_LETTER.get(c, c if c.isupper() else "") for c in word))
    without = re.sub(r"(?<=[aeiou])r(?![aeiou])", "", word)
    without_r = _collapse("".join(_LETTER.get(c, c if c.isupper() else "") for c in without))
    return frozenset(k for k in (with_r, without_r) if len(k) >= SHORTEST)


@lru_cache(maxsize=4096)
def _kana(char: str) -> str:
    name = unicodedata.name(char, "")
    if not name.startswith("KATAKANA LETTER ") or " SMALL " in name:
        return ""
    sound = name.rsplit(" ", 1)[1]
    if sound in _KANA_SPECIAL:
        return _KANA_SPECIAL[sound]
    return _LETTER.get(sound[0].lower(), "") if len(sound) > 1 else ""


def _hangul(syllable: str) -> str:
    index = ord(syllable) - 0xAC00
    return _INITIAL[index // 588] + _FINAL[index % 28]


def key(word: str) -> str:
    """The key of a word written in katakana, hangul or Arabic letters ('' for another)."""
    first = word[0]
    if "\u30a1" <= first <= "\u30fc":
        found = "".join(_kana(c) for c in word)
    elif "\uac00" <= first <= "\ud7a3":
        found = "".join(_hangul(c) for c in word)
    else:
        found = "".join(_ARABIC.get(c, "") for c in _ARTICLE.sub("", word))
    return _collapse(found)


def spoken(text: str) -> Iterator[tuple[int, int, tuple[str, ...]]]:
    """Each word of ``text`` in katakana, hangul or Arabic letters, with its place and its
    keys: a Korean word's without the particle glued on its end too ("텀블러가", "텀블러를")."""
    for match in _SPOKEN.finditer(text):
        word = match.group()
        said = [word]
        if "\uac00" <= word[0] <= "\ud7a3":
            bare = _PARTICLE.sub("", word)
            said += [bare] if len(bare) >= 2 and bare != word else []
        shortest = SHORTEST if "\u30a1" <= word[0] <= "\u30fc" else SHORTEST_OWN_SCRIPT
        found = tuple(k for k in map(key, said) if len(k) >= shortest)
        if found:
            yield match.start(), match.end(), found
    # two words of one script a space apart, one loanword of two ("쿠션 커버를": a cushion cover)
    for match in _TWO_SPOKEN.finditer(text) if " " in text else ():
        a, b = (1, 2) if match.group(1) else (3, 4)
        first, second = match.group(a), match.group(b)
        said = [first + second]
        if "\uac00" <= first[0] <= "\ud7a3":
            bare = _PARTICLE.sub("", second)
            said += [first + bare] if len(bare) >= 2 and bare != second else []
        found = tuple(k for k in map(key, said) if len(k) >= SHORTEST_OWN_SCRIPT)
        if found:
            yield match.start(a), match.end(b), found
