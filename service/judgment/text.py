"""Customer text made comparable: ``fold(text)`` is what every rule reads.

NFKC (full-width and mathematical letters become plain ones), the invisible format characters
removed (zero-width spaces and joiners, the soft hyphen, bidirectional controls, the tag
characters), letters that
look Latin folded to Latin inside Latin words (Unicode's confusables, from
``confusable-homoglyphs``), accents stripped (the kana voicing marks kept: they are letters'
sounds), lower case, whitespace collapsed; Arabic letters as they are searched (one alef, one
ya) and Arabic-Indic digits as 0-9. A word wholly in another script (Greek, Cyrillic, Japanese)
stays itself: it is not a disguise. ``hidden.reveal`` brings out what a text conceals.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from confusable_homoglyphs import confusables

INVISIBLE = re.compile(r"[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                        r"\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f]")


@lru_cache(maxsize=4096)
def _latin(char: str) -> str:
    """The Latin letter ``char`` is confusable with, or ``char`` itself."""
    if char.isascii() or not char.isalpha():
        return char
    found = confusables.is_confusable(char, preferred_aliases=["latin"], greedy=True)
    for entry in found or ():
        for glyph in entry["homoglyphs"]:
            latin: str = glyph["c"]  # the library is untyped: its entries' "c" is one character
            if latin.isascii() and latin.isalpha():
                return latin.lower()
    return char


_SPACES = re.compile(r"[ \t\r\f\v\u00a0]{2,}|[\t\r\f\v\u00a0]")
_SPACES_OTHER = "\t\r\f\v\u00a0"  # (its characters but the space: none printable)
# a word with a letter of no Latin block: only such a word can be another script's
# look-alike of a Latin one (a word of Latin letters alone is itself)
NOT_LATIN = r"[^\x00-\u024f\u1e00-\u1eff]"
_FOREIGN_WORD = re.compile(r"(?<![^\W\d_])(?=[^\W\d_]*" + NOT_LATIN[:-1] + r"\W\d_])[^\W\d_]+")
KANA_MARKS = frozenset("\u3099\u309a")  # kana voicing marks: a letter's sound, not an accent
# Arabic written the way it is searched: one alef, one ya, ta marbuta as ha, no tatweel; its
# digits and separators as ASCII ones (so figures read alike in every script).
_ARABIC = str.maketrans({"\u0623": "\u0627", "\u0625": "\u0627", "\u0622": "\u0627",
                         "\u0671": "\u0627", "\u0649": "\u064a", "\u0629": "\u0647",
                         "\u0640": None, "\u066b": ".", "\u066c": ",", "\u060c": ",",
                         "\u066a": "%", "\u061f": "?", "\u061b": ";",
                         **{chr(0x0660 + d): str(d) for d in range(10)},
                         **{chr(0x06f0 + d): str(d) for d in range(10)}})
# Regional indicator symbols (the letters of flag emoji) spell letters too.
_REGIONAL = str.maketrans({chr(0x1F1E6 + i): chr(ord("a") + i) for i in range(26)})


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFC", decomposed.translate(_marks()))


@lru_cache(maxsize=1)
def _marks() -> dict[int, None]:
    """Every non-spacing mark (Unicode category Mn) but the kana voicing marks, to translate
    away (made once: one look-up a character, far faster than asking each its category)."""
    return {point: None for point in range(0x110000)
            if unicodedata.category(chr(point)) == "Mn" and chr(point) not in KANA_MARKS}


@lru_cache(maxsize=8192)
def script(char: str) -> str:
    name = unicodedata.name(char, "")
    return name.split(" ", 1)[0] if name else ""


@lru_cache(maxsize=8192)
def _fold_word(word: str) -> str:
    """A word's letters as Latin, when the word is written in Latin or mixes in look-alikes.
    A word wholly in another script (Greek, Cyrillic) stays itself: it is not a disguise."""
    if word.isascii():
        return word
    scripts = {script(c) for c in word if c.isalpha()}
    if scripts <= {"LATIN"} or "LATIN" not in scripts and not latin_lookalike(word):
        return word
    return "".join(_latin(c) for c in word)


def lookalike_letter(char: str) -> bool:
    """A letter of another script that reads as a Latin one (Cyrillic а, Greek ο), not a
    letter of a script with no Latin look-alikes (a kanji, a hangul syllable)."""
    return char.isalpha() and script(char) != "LATIN" and _latin(char).isascii()


def latin_lookalike(word: str) -> bool:
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 3 and all(_latin(c).isascii() for c in letters)


def fold_letters(letters: str) -> str:
    """Letters folded as ``fold`` folds them, without look-alikes or spacing: how the
    language tables write their words (``tables.fold_fragment``)."""
    text = unicodedata.normalize("NFKC", letters).casefold()
    return _strip_accents(text).translate(_ARABIC).translate(_REGIONAL)


_NOT_ASCII = re.compile(r"[^\x00-\x7f]")
# the last character of the Latin blocks before the IPA letters: a text of none above it holds
# no letter of another script (``NOT_LATIN``) and no combining mark (they begin at U+0300)
LATIN_END = "\u024f"


@lru_cache(maxsize=1)
def latin_folds() -> dict[int, str]:
    """Each character up to ``LATIN_END`` as ``_strip_accents`` leaves it, where that is not
    itself ("é" is "e", "ǆ" stays): a text of these characters alone is folded by one
    ``str.translate``, not by decomposing, stripping and composing it again (the same, one
    character at a time: with no mark in the text, every mark stripped is one of its own
    character's, and what is left composes with nothing)."""
    out = {}
    for point in range(ord(LATIN_END) + 1):
        folded = _strip_accents(chr(point))
        if folded != chr(point):
            out[point] = folded
    return out


def unaccented(text: str) -> str:
    """``text.translate(latin_folds())``, each letter the text holds beyond ASCII replaced
    once: a letter's fold is folded already."""
    folds = latin_folds()
    for char in set(_NOT_ASCII.findall(text)):
        folded = folds.get(ord(char))
        if folded is not None:
            text = text.replace(char, folded)
    return text


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """NFKC, invisible characters out, look-alikes to Latin, accents out, lower case; Arabic
    letters and digits as they are searched (see ``_ARABIC``)."""
    text = unicodedata.normalize("NFKC", text or "")
    # (every invisible character is beyond ASCII: an ASCII text is not searched for one)
    text = (text if text.isascii() else INVISIBLE.sub("", text)).casefold()
    if not text.isascii():
        # (the curly quotes first: a quote is no letter and has no accent, so it changes
        # nothing of what follows, and most Latin texts then take the path below)
        text = text.replace("\u2019", "'").replace("\u2018", "'")
    if not text.isascii() and max(text) <= LATIN_END:
        # Latin letters alone (most texts in the Latin-script languages): no look-alike and
        # no other script to read, the accents off each letter (``latin_folds``): each one
        # the text holds replaced once (``str.translate`` with a mapping would ask it of every
        # character, the ASCII ones too; a letter's fold is folded already)
        text = unaccented(text)
    elif not text.isascii():
        text = _FOREIGN_WORD.sub(lambda m: _fold_word(m.group()), text)
        text = _strip_accents(text).translate(_ARABIC).translate(_REGIONAL)
    # (only where ``_SPACES`` can match: two spaces, or one of its other characters; a line's
    # break is none of them, and a pattern with no literal first is slow to find nothing)
    if "  " in text or not text.isprintable() and any(c in text for c in _SPACES_OTHER):
        text = _SPACES.sub(" ", text)
    return text.strip()


# an emoji and the spaces after it, before a capital: where a sentence ends without a mark
# ("I hope that's right 😅 The jacket is too tight"; a regex's part, for ``reading``)
EMOJI_END = r"(?<=[\u2600-\u27bf\U0001f300-\U0001faff])\s+(?=[A-ZÀ-ÖØ-ÞА-Я])"


# a compound's first part written alone, its head shared with the next word ("kirveen- ja
# veitsenteroitin", "Messer- und Scherenschärfer", "kniv- och saxslip", "mes- en scharenslijper"):
# it tells what the thing is for, never what it is
_SUSPENDED = re.compile(r"[^\W\d_]+-\s+(?:ja|tai|und|oder|en|of|och|eller|og|and|or|i|a|oraz|si|ve)\s+"
                        r"(?=[^\W\d_]{4,})", re.IGNORECASE)


def unsuspended(title: str) -> str:
    """``title`` without the first parts of compounds whose head the next word gives
    (``_SUSPENDED``): "Fiskars Xsharp kirveen- ja veitsenteroitin" is a sharpener, no axe."""
    return _SUSPENDED.sub("", title) if "- " in title else title
