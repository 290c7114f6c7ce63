"""Lines the customer names by a designation of their own that the line's designation of the
same sort contradicts: a model's name and number in capitals right after the line's brand ("my
Coros APEX 2" of a "Coros Pace 3" line; ``variants.other_model`` reads the capitalised ones, "the
Flip 6"), a short model code right after the brand ("the Dreame L8" of a "Dreame D9" line), a
proper name (with its version) joined to a word that names the line ("Unikko-muki", "Triac
4.0-stavene", "Triac 4.0 poles", "bastoncini Triac 4.0") where the title carries a proper name of
its own beside its kind ("Marimekko Siirtolapuutarha Mug", "Swix Quantum Two Skistaver"). The
customer speaks of another item of the family, as in another colour (``variants``).

A designation is "another" only against one of the same sort on the title: the line's own
(written apart or together, in capitals or not: "PACE 3", "Pace3") or any word of the title
keeps it; a title that carries no designation of that sort ("Swix Skistaver") is never
contradicted by a word the customer writes beyond it.

A number in the series slot ("Edge 840" of an "Edge 540" line) is read by ``seriesno``; a long
model code or a camel-cased model's name anywhere in the customer's words ("It's the
WH-1000XM5") by ``modelcodes``.

``other_designation(texts, titles, codes)`` returns those lines.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.judgment import concepts
from service.judgment.brandkind import other_kind_of_brand
from service.judgment.brandrun import other_brand_run, other_maker
from service.judgment.codebeside import code_beside
from service.judgment.colours import strict
from service.judgment.modelcodes import other_code
from service.judgment.seriesno import other_number
from service.judgment.text import fold
from service.judgment.titles import Titles
from service.judgment.variants import _NOT_MODELS, _title_model

_TOKEN = re.compile(r"[^\W_]+")
# a model's name in capitals and its number ("APEX 2", "GTR 4", "GTR4"), not a size or a year
_CAPS_MODEL = re.compile(r"\s+([A-Z]{2,6}) ?(\d{1,2})(?![A-Za-z0-9]|[.,]\d)")
# capitals that say a size, a standard or a unit with a number ("US 10", "EU 42", "SPF 30")
_NOT_CAPS = frozenset(["eu", "us", "uk", "fr", "it", "de", "jp", "cn", "xs", "xl", "xxl", "gb", "tb", "mb",
                       "usb", "led", "hd", "uhd", "spf", "ip", "no", "nr", "ml", "cm", "mm", "kg", "oz",
                       "pcs", "qty", "ean", "sku", "am", "pm"])
# a short model code after the brand ("S8", "Q7", "D9"), and as written after it in a text
_SHORT_CODE = re.compile(r"[A-Z]\d")
_AFTER_BRAND = r"\s+([A-Z]\d)(?![A-Za-z0-9]|[.,]\d)"
# a proper name (capitalised), its version perhaps ("Triac 4.0"), joined to a word in lower case
# by a hyphen ("Unikko-muki", "Triac 4.0-stavene"), or by a space with the version ("Triac 4.0
# poles"); or a word in lower case and a name with its version after it ("bastoncini Triac 4.0")
_NAME = r"[A-ZÀ-ÖØ-Þ][^\W\d_]{2,}"
_VERSION = r"\d{1,2}(?:\.\d)?"
_BEFORE = re.compile(rf"(?<![\w.-])({_NAME})(?:(?: ({_VERSION}))?-| ({_VERSION}) )([^\W\dA-ZÀ-ÖØ-Þ_][^\W\d_]+)")
_AFTER = re.compile(rf"(?<![\w-])([^\W\dA-ZÀ-ÖØ-Þ_][^\W\d_]+) ({_NAME}) ({_VERSION})(?![\w.]|\.\d)")
# what stands before a sentence's first word
_START = re.compile(r"(?:^|[.!?\n]\s*)$")


def other_designation(texts: list[str], titles: Titles, codes: tuple[str, ...] = ("en",)) -> set[int]:
    """The lines named with another designation than their title's (see the module's docstring),
    or by another number of their series in the languages ``codes`` (``seriesno``)."""
    return _caps_models(texts, titles) | _short_codes(texts, titles) | _names(texts, titles) \
        | other_number(texts, titles, codes) | other_brand_run(texts, titles) \
        | other_maker(texts, titles, codes) | other_kind_of_brand(texts, titles, codes) \
        | other_code(texts, titles) | code_beside(texts, titles)


def _caps_models(texts: list[str], titles: Titles) -> set[int]:
    """Lines of a "Brand Name 3" title named as the brand and another name in capitals."""
    models = [_title_model(line.title) for line in titles.lines]
    # (only a text with a name in capitals and a figure can name one: the rest unread)
    if not any(models) or not any(_CAPS_MODEL.search(text) for text in texts):
        return set()
    folded = [fold(text) for text in texts]
    said = set().union(*(_TOKEN.findall(low) for low in folded))
    other: set[int] = set()
    for i, model in enumerate(models):
        if model is None or model[1] in said or model[1] + model[2] in said:
            continue
        brand, name, _ = model
        for text, low in zip(texts, folded):
            if brand not in low:
                continue
            for m in re.finditer(rf"(?<![A-Za-z0-9])(?i:{re.escape(brand)}){_CAPS_MODEL.pattern}", text):
                caps = m.group(1).lower()
                if caps != name and caps not in _NOT_CAPS and caps not in titles.titles[i].words:
                    other.add(i)
    return other


def _short_codes(texts: list[str], titles: Titles) -> set[int]:
    """Lines of a "Brand X9 ..." title named as the brand and another such code."""
    other: set[int] = set()
    said: set[str] | None = None
    for i, line in enumerate(titles.lines):
        coded = _title_code(line.title)
        if coded is None:
            continue
        brand, code = coded
        if said is None:
            said = {t for text in texts for t in _TOKEN.findall(fold(text))}
        if code.lower() in said:
            continue  # the line's own code written anywhere
        for text in texts:
            if brand in text.lower():
                for m in re.finditer(rf"(?<![A-Za-z0-9])(?i:{re.escape(brand)}){_AFTER_BRAND}", text):
                    if m.group(1) != code:
                        other.add(i)
    return other


@lru_cache(maxsize=4096)
def _title_code(title: str) -> tuple[str, str] | None:
    """A "Brand X9 ..." title's brand and short code ("Dreame D9": ("dreame", "D9"))."""
    words = title.split(maxsplit=2)
    if len(words) < 2 or not words[0].isalpha() or not _SHORT_CODE.fullmatch(words[1]):
        return None
    return words[0].lower(), words[1]


def _names(texts: list[str], titles: Titles) -> set[int]:
    """Lines named by a word joined to a proper name the title does not carry, where the title
    carries one of its own beside its kind."""
    if not any(_designations(line.title) for line in titles.lines):
        return set()
    words = frozenset().union(*(t.words for t in titles.titles),
                              *(_TOKEN.findall(fold(line.title)) for line in titles.lines))
    other: set[int] = set()
    for text in texts:
        if "-" not in text and not any(map(str.isdigit, text)):
            continue  # a name is joined by a hyphen, or written with its version
        found = [(m.group(1), m.group(4), m.start(), m.group(2) or m.group(3)) for m in _BEFORE.finditer(text)]
        found += [(m.group(2), m.group(1), m.start(2), m.group(3)) for m in _AFTER.finditer(text)]
        for name, kind, at, version in found:
            low = fold(name)
            if not version and _START.search(text[:at]):
                continue  # a sentence's first word is capitalised whatever it is
            if low in _NOT_MODELS or strict(low) is not None or concepts.of_word(low) is not None \
                    or any(w[:5] == low[:5] for w in words if len(w) >= 4) or low in words:
                continue
            for mention in titles.mentions(fold(kind)):
                own = _designations(titles.lines[mention.line].title) - mention.words
                if own:
                    other.add(mention.line)
    return other


@lru_cache(maxsize=4096)
def _designations(title: str) -> frozenset[str]:
    """A title's proper names beside its brand (its first word) and its kind: its capitalised
    words of letters that name no kind of product and no colour ("Siirtolapuutarha" of
    "Marimekko Siirtolapuutarha Mug 2,5dl", "quantum" of "Swix Quantum Two Skistaver")."""
    tokens = _TOKEN.findall(title)
    return frozenset(fold(t) for t in tokens[1:]
                     if t.isalpha() and t[0].isupper() and len(t) >= 4 and strict(fold(t)) is None
                     and concepts.of_word(fold(t)) is None and fold(t) not in _NOT_MODELS)
