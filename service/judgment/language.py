"""Which language the customer's words are in: the script first, then ``lingua`` among the
languages written in that script.

A script no covered language is written in (Greek, Cyrillic, Hebrew, Devanagari, Thai...)
answers at once, without a model. Kana is Japanese, Hangul Korean, Han alone Chinese. Latin and
Arabic letters go to lingua (``lingua-language-detector``: its models ship in the package,
nothing is fetched), restricted to the languages customers of e-commerce shops write in, so
that a language the rules do not read is named as itself instead of being taken for the
nearest one they do (Czech is not Polish, Catalan is not Spanish). The detector is built once
per process, on first use, behind a lock; lingua loads a language's model the first time a
text in its script needs it, so a process that never sees Cyrillic never loads it.

Low-accuracy mode (trigrams only) is used: the customer's words of a whole ticket are long
enough, and it keeps the models small (about 2.5 MB a language; 70 MB for the Latin set, see
docs/RELIABILITY.md) and a text under 0.1 ms.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from lingua import (
    ConfidenceValue,
    IsoCode639_1,
    Language,
    LanguageDetector,
    LanguageDetectorBuilder,
)

# Written in Latin letters: the covered ones, and those a shop's customers write in that lingua
# would otherwise read as a covered neighbour.
LATIN = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ro", "sv", "da", "nb", "fi", "tr",
         "cs", "sk", "hu", "hr", "sl", "et", "lv", "lt", "ca", "id", "ms", "vi", "tl", "is", "sq",
         "sw")
ARABIC_SCRIPT = ("ar", "fa", "ur")
CYRILLIC = ("ru", "uk", "bg", "sr", "mk", "be", "kk")
NAMES = {
    "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian",
    "pt": "Portuguese", "nl": "Dutch", "pl": "Polish", "ro": "Romanian", "sv": "Swedish",
    "da": "Danish", "nb": "Norwegian", "fi": "Finnish", "tr": "Turkish", "ja": "Japanese",
    "ko": "Korean", "zh": "Chinese", "ar": "Arabic", "cs": "Czech", "sk": "Slovak",
    "hu": "Hungarian", "hr": "Croatian", "sl": "Slovenian", "et": "Estonian", "lv": "Latvian",
    "lt": "Lithuanian", "ca": "Catalan", "id": "Indonesian", "ms": "Malay", "vi": "Vietnamese",
    "tl": "Tagalog", "is": "Icelandic", "sq": "Albanian", "sw": "Swahili", "fa": "Persian",
    "ur": "Urdu", "ru": "Russian", "uk": "Ukrainian", "bg": "Bulgarian", "sr": "Serbian",
    "mk": "Macedonian", "be": "Belarusian", "kk": "Kazakh", "el": "Greek", "he": "Hebrew",
    "hi": "Hindi", "th": "Thai", "ka": "Georgian", "hy": "Armenian", "bn": "Bengali",
    "ta": "Tamil", "te": "Telugu", "gu": "Gujarati", "pa": "Punjabi", "mr": "Marathi",
    "af": "Afrikaans", "cy": "Welsh", "eu": "Basque", "gl": "Galician", "az": "Azerbaijani",
    "so": "Somali", "nn": "Norwegian Nynorsk", "ga": "Irish", "gd": "Scottish Gaelic",
    "lb": "Luxembourgish", "fo": "Faroese", "oc": "Occitan", "fy": "West Frisian",
}
# A script that names its language (or its family) without a model.
_SCRIPTS = {"GREEK": "el", "HEBREW": "he", "DEVANAGARI": "hi", "THAI": "th", "GEORGIAN": "ka",
            "ARMENIAN": "hy", "BENGALI": "bn", "TAMIL": "ta", "TELUGU": "te", "GUJARATI": "gu",
            "GURMUKHI": "pa", "HANGUL": "ko", "HIRAGANA": "ja", "KATAKANA": "ja",
            "CJK": "zh"}
_ENOUGH = 12  # letters below which a text says too little to name its language
# The scripts lingua tells languages apart in, with the languages written in each.
FAMILIES: dict[str, tuple[str, ...]] = {"LATIN": LATIN, "ARABIC": ARABIC_SCRIPT,
                                        "CYRILLIC": CYRILLIC}


@dataclass(frozen=True)
class Identified:
    """The language of a text: its ISO 639-1 code (None: no letters to tell), its name in
    English, how it was told (``script``, ``model``, ``none``), and whether the text was long
    enough to be sure (a few words of Latin letters are not)."""

    code: str | None
    name: str
    by: str
    sure: bool = True

    @property
    def known(self) -> bool:
        return self.code is not None


UNKNOWN = Identified(None, "no language that can be told", "none", sure=False)


class _Detectors:
    """One lingua detector per script (``FAMILIES``), built on first use under a lock, always
    with that script's languages: the script alone names what it is built with, so no caller
    can build it with another's (one did: a Latin-letter title compared with an Arabic
    customer's language built the Latin detector with the Arabic-script languages, and every
    Latin text the process read after that was of no language it knew)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._built: dict[str, LanguageDetector] = {}

    def get(self, script: str) -> LanguageDetector:
        found = self._built.get(script)
        if found is not None:
            return found
        with self._lock:
            if script not in self._built:
                languages = [Language.from_iso_code_639_1(getattr(IsoCode639_1, c.upper()))
                             for c in FAMILIES[script]]
                self._built[script] = (LanguageDetectorBuilder.from_languages(*languages)
                                       .with_low_accuracy_mode().build())
            return self._built[script]


_DETECTORS = _Detectors()


@lru_cache(maxsize=4096)
def _script_of(char: str) -> str:
    name = unicodedata.name(char, "")
    if name.startswith(("CJK", "IDEOGRAPHIC")):
        return "CJK"
    if name.startswith("HALFWIDTH KATAKANA"):
        return "KATAKANA"
    return name.split(" ", 1)[0] if name else ""


def scripts(text: str) -> Counter[str]:
    """How many letters of each script ``text`` has (Latin, Cyrillic, CJK, Hangul...)."""
    if text.isascii():  # (every ASCII letter is a Latin one: no name to look up)
        letters = sum(c.isalpha() for c in text)
        return Counter({"LATIN": letters}) if letters else Counter()
    return Counter(s for s in map(_letter_of, text) if s)


@lru_cache(maxsize=4096)
def _letter_of(char: str) -> str:
    """The script of a letter, or of a vowel sign or a point written with one (a Devanagari
    matra, a Thai vowel, Arabic harakat: marks, not letters, to ``str.isalpha``, yet a third of
    what a Hindi word is written with); "" for anything else, and for the combining accents any
    script may take."""
    if char.isalpha():
        return _script_of(char)
    if unicodedata.category(char).startswith("M"):
        script = _script_of(char)
        return "" if script == "COMBINING" else script
    return ""


SAMPLE = 160  # letters enough to tell a language; lingua's time grows with the text
# A text says its language plainly (``plainly``) when it has at least this many words, this
# share of them are one covered language's commonest words, and that many times as many as
# any other covered language's. Measured on every corpus ticket and on texts in the covered
# languages' neighbours (docs/RELIABILITY.md, "the reading's cost"): Catalan, Galician, Czech,
# Slovak, Croatian, Icelandic stay below it; a text above it is one lingua names the same.
PLAIN_WORDS, PLAIN_SHARE, PLAIN_LEAD = 15, 0.3, 2.5
_WORD = re.compile(r"[^\W\d_]+")


def identify(text: str) -> Identified:
    """The language ``text`` is written in (see the module's docstring)."""
    text = _sample(text)
    counted = scripts(text)
    letters = sum(counted.values())
    if letters == 0:
        return UNKNOWN
    if counted["HIRAGANA"] + counted["KATAKANA"] >= 2:
        return _named("ja", "script")  # kana is Japanese, whatever Han sits beside it
    # a script that names an unread language, a third of the letters or more, names it even
    # where Latin letters are more: Hindi or Greek with English words in it ("मैं आपकी
    # membership ले चुकी हूँ ... please वापस करें") is that language, never "English, unsure"
    named = max((s for s in counted if s in _SCRIPTS), key=counted.__getitem__, default=None)
    if named is not None and counted[named] >= max(2, letters / 3):
        return _named(_SCRIPTS[named], "script")
    script, most = counted.most_common(1)[0]
    family = FAMILIES.get(script)
    if family is None:
        return Identified(None, f"{script.title()} script", "script")
    found = _likeliest(script, text)
    if found is None:
        return Identified(family[0], NAMES[family[0]], "default", sure=False)
    return _named(found.iso_code_639_1.name.lower(), "model", sure=most >= _ENOUGH)


def plainly(text: str, commonest: dict[str, frozenset[str]],
            fold: Callable[[str], str]) -> Identified | None:
    """The language ``text`` says plainly through its commonest words, without the model:
    ``commonest`` holds each covered Latin-letter language's (folded as ``fold`` folds), and
    one of them must make ``PLAIN_SHARE`` of the words of the sample lingua would read, and
    ``PLAIN_LEAD`` times as many as any other. None (ask lingua) for anything less plain,
    another script, or a short text. Why: lingua's call is 0.2 ms on its own, but 1-2 ms
    in a judgment, its 30 languages' models cold in the cache after the rules' own work."""
    sample = _sample(text)
    counted = scripts(sample)
    # Latin letters nearly all of it: Japanese counts as three scripts (kana, kana, Han), each
    # fewer than the Latin letters of an English paragraph pasted into it
    if not counted or counted["LATIN"] < 0.9 * sum(counted.values()):
        return None
    words = _WORD.findall(fold(sample))
    if len(words) < PLAIN_WORDS:
        return None
    hits = sorted(((sum(w in known for w in words), code) for code, known in commonest.items()),
                  reverse=True)
    (most, code), second = hits[0], (hits[1][0] if len(hits) > 1 else 0)
    # the same language from the first words on: a sentence of one language before a pasted
    # paragraph of another ("Hej, hvornår kommer min pakke?" and an English block) is no plain
    # text of either (lingua reads it)
    opening = words[:PLAIN_WORDS // 2]
    first = max(commonest, key=lambda c: sum(w in commonest[c] for w in opening))
    if first != code and sum(w in commonest[first] for w in opening) > sum(
            w in commonest[code] for w in opening):
        return None
    if most >= PLAIN_SHARE * len(words) and most >= PLAIN_LEAD * max(second, 1):
        return _named(code, "words")
    return None


def _sample(text: str) -> str:
    """At most ``SAMPLE`` characters of ``text``, whole words (where words are written apart:
    Japanese or Chinese after a "Re:" has no space to cut at, and is cut where it stands)."""
    if len(text) <= SAMPLE:
        return text
    head = text[:SAMPLE]
    whole = head.rsplit(" ", 1)[0]
    return whole if len(whole) >= SAMPLE // 2 else head


def candidates(text: str, count: int = 4) -> list[str]:
    """The languages lingua finds likeliest for ``text`` among those of its script, best
    first (a short text's best guess is often its neighbour: Romanian read as Portuguese)."""
    return [code for code, value in confidences(text)[:count] if value > 0]


def confidences(text: str) -> list[tuple[str, float]]:
    """Every language of ``text``'s script with lingua's confidence in it, likeliest first
    (a script no model tells apart: its language alone, certain)."""
    text = _sample(text)
    counted = scripts(text)
    if not counted:
        return []
    script = counted.most_common(1)[0][0]
    if script not in FAMILIES:
        found = identify(text)
        return [(found.code, 1.0)] if found.code else []
    return [(v.language.iso_code_639_1.name.lower(), v.value) for v in _values(script, text)]


def leans(text: str, code: str, than: str = "en") -> bool:
    """Whether ``text`` reads more like language ``code`` than like ``than`` (short texts such
    as product titles, where a plain identification is unsure)."""
    family = next((f for f in (LATIN, ARABIC_SCRIPT, CYRILLIC) if code in f), None)
    if family is None:  # a script of its own: the script says it
        return identify(text).code == code
    counted = scripts(text)
    if not counted:
        return False
    script = counted.most_common(1)[0][0]
    if FAMILIES.get(script) is not family:
        return False  # written in another script than the language's: it does not read so
    values = {c.language.iso_code_639_1.name.lower(): c.value
              for c in _values(script, text)}
    return values.get(code, 0.0) > values.get(than, 0.0)


@lru_cache(maxsize=1024)
def _values(script: str, text: str) -> tuple[ConfidenceValue, ...]:
    """lingua's confidence in each language of ``script`` for ``text``, likeliest first: once a
    text (a judgment asks the likeliest language of a text, then its candidates, of the same
    sample)."""
    return tuple(_DETECTORS.get(script).compute_language_confidence_values(text))


def _likeliest(script: str, text: str) -> Language | None:
    """lingua's ``detect_language_of`` read from its confidence values (``_values``): the
    likeliest language, None where none has any confidence or the two likeliest tie (lingua's
    own rule with no minimum distance set; tests/judgment/test_speed_gates.py holds the two to
    one answer on every corpus text). One pass of the models, not two: ``detect_language_of``
    takes more than twice as long as the values, which a judgment reads as well."""
    values = _values(script, text)
    if not values or values[0].value == 0 or (len(values) > 1 and values[0].value == values[1].value):
        return None
    return values[0].language


def _named(code: str, by: str, sure: bool = True) -> Identified:
    return Identified(code, NAMES.get(code, code), by, sure)


def warm() -> None:
    """Build every script's detector now (a worker's start: ``service.judgment.warming``), so
    no refund pays for it."""
    for script in FAMILIES:
        _DETECTORS.get(script).detect_language_of("warm up the detector")
