"""Whether a word of the text is a title's word, as people inflect, compound and mistype:
``match`` (3 the same, 2 the same stem, 1 a compound's head, a shared beginning, a weak grade, a
typo; 0 not), ``same_word``, and the crude ``stem`` every covered language shares. ``titles``
finds which lines a text names with it; ``concepts``, ``items``, ``accents`` and ``qualified``
take a word's stem from it."""

from __future__ import annotations

import re
from functools import lru_cache
from os.path import commonprefix

from service.judgment import concepts, inflections, tables
from service.judgment.compounds import spare_head
from service.judgment.inflections import glued_head, graded_head, one_edit, strong_grade

__all__ = ["ARTICLE", "match", "same_word", "stem"]

ARTICLE = re.compile(r"^(?:وال|بال|فال|كال|لل|ال|و|ب|ف|ل|ك)(?=[\u0600-\u06ff]{3})")
# Every covered language's commonest words: never a product's name.
_COMMON = frozenset(w for code in tables.COVERED for w in tables.table(code).function)  # type: ignore[union-attr]
# A compound of a product and its price or cost ("Lampenpreises", "lampprijs", "jakkens
# pris" written as one): the product, its linking letters off.
_PRICED = re.compile(r"^(\w{3,}?)(?:e?s|e?n|e)?(?:preis|prijs|pris|kosten|kost|betrag|bedrag|belopp|"
                     r"belob|wert|waarde|verdi|vaerdi|værdi|summe|summa)(?:e?s|e|en|er|et|en)?$")
# Particles and adverbs that end compound titles' words by chance ("schon" / "Matratzenschoner",
# "leider" / "Kleider", "halt" / "Handyhalter"): they name a line only as the title's whole word.
_PARTICLES = frozenset(["schon", "leider", "halt", "eben", "doch", "sehr", "ganz", "gerade", "wieder", "immer",
                        "jetzt", "bald", "gern", "gerne", "dann", "denn", "eigentlich", "trotzdem", "sofort",
                        "heute", "gestern", "toch", "echt", "gewoon", "even", "weer", "redan", "bara", "bare",
                        "allerede", "igen", "ogsa", "aldrig", "altid", "alltid"])
_ENDINGS = ("ene", "ane", "ies", "es", "en", "er", "ar", "or", "et", "na", "s", "e", "n", "a",
            "i", "y", "o")


# a Nordic definite plural of a noun of three letters ("sålene", "skoene", "skoa"): ``stem``
# leaves it whole (it keeps four letters at least)
_DEFINITE_PLURAL = re.compile(r"(\w{3})(?:ene|ane|erne|arna|orna|erna)")

@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude stem shared by the languages read: an Arabic article off, and one plural or
    case ending off."""
    if word.isdigit() and word.isascii():
        return word  # (figures: no article, no ending to take off)
    word = ARTICLE.sub("", word)
    for suffix in _ENDINGS:
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[:-len(suffix)]
    return word


def same_word(text_word: str, title_word: str) -> bool:
    """Whether a word of the text is a title's word, as people inflect, compound and mistype."""
    return match(text_word, title_word) > 0


@lru_cache(maxsize=65536)
def match(text_word: str, title_word: str) -> int:
    """How surely a word of the text is a title's word: 3 the same, 2 the same stem, 1 a
    compound, a shared beginning or a typo, 0 not."""
    if text_word == title_word:
        return 3
    if text_word.isascii() and title_word.isascii():
        shorter, longer = sorted((stem(text_word), stem(title_word)), key=len)
        if shorter[:3] not in longer and shorter[-3:] not in longer \
                and not (len(text_word) == 3 and title_word.endswith(text_word)) \
                and not _definite_head(text_word, title_word):
            # not a letter in common where it counts: no way to be the same word (but a short
            # word is a compound's head before any stem is taken: "jas" names a "winterjas",
            # whose stem "winterja" has lost it)
            return 0
    a, b = ARTICLE.sub("", text_word), ARTICLE.sub("", title_word)
    if len(a) < 3 or len(b) < 3:
        return 0
    if a == b:
        return 3
    sa, sb = stem(a), stem(b)
    # an English title word ending in "-et" is no Nordic definite form: "wall" is no "wallet",
    # "jack" no "jacket" (a title names a thing in its bare form: "Bord", not "Bordet")
    shortened = b.endswith("et") and a == b[:-2]
    if (sa in (sb, b) or a == sb) and not shortened:
        return 2
    if a in _PARTICLES:
        return 0  # a particle is no compound's head, nor a beginning of a title's word
    shorter, longer = sorted((a, b), key=len)
    if len(shorter) == 3 and longer[3:] in ("s", "es") and longer.startswith(shorter):
        return 2  # a short word's plural (mugs / mug, cups / cup), too short for ``stem``
    if len(b) == 3 and a == b + "n" and b[2] == "e" and b[1] not in "aeiouy" \
            and b not in _COMMON and a not in _COMMON:
        return 2  # a short Nordic noun in -e in its definite form (aben / Abe, apen / Ape)
    price = _PRICED.match(a)
    if price and len(price.group(1)) >= 4:
        return min(1, match(price.group(1), title_word))  # "Lampenpreis": the lamp's price
    if (head := spare_head(a)) is not None:
        # "Lisäranneke": an extra "Silikoniranneke"; never a title word that is a kind of its
        # own the head is not ("Ersatzbürsten", brush heads, of a "Zahnbürste")
        return min(1, match(head, title_word)) if concepts.of_word(title_word) in (None, concepts.of_word(head)) else 0
    if len(a) == len(b) == 4 and a[:3] == b[:3] and b[3] == "a" and a[3] in "eiy" \
            and a not in _COMMON:
        # a short feminine noun in another case (tacę / taca, wazy / waza), too short for
        # ``stem`` (a title names a thing in its bare form)
        return 1
    if len(a) == 3 and len(b) >= 6 and b.endswith(a) and a not in _COMMON:
        return 1  # the head of a compound title: "mok" names a "Koffiemok"
    if len(b) >= 6 and (_definite_head(a, b) or _definite_head(a, sb)):
        return 1  # the same head in its definite plural: "sålene" names "Ullsåler", "skoene" "Løpesko"
    for x in (a, sa):
        for y in (b,) if shortened else (b, sb):
            shorter, longer = sorted((x, y), key=len)
            if len(shorter) >= 4 and longer.endswith(shorter):
                return 1  # a compound's head (Kaffeetasse / Tasse, ullsokker / sokkene)
            if longer.startswith(shorter) and not shortened and (len(shorter) >= 5 or (
                    len(shorter) == 4 and len(longer) - len(shorter) <= 3)):
                return 1  # the word with its ending (halının / halı), or a longer compound
    if len(sa) > len(a) - 2 and any(glued_head(stem(sa), y) for y in {b, b if shortened else sb}):
        return 1  # a compound's head with two endings on it ("regnjackan" / Jacket)
    if inflections.shared_head(a, b):
        return 1  # two compounds of one head ("ullbuksene" / Barnebukse)
    strong = strong_grade(a)
    if strong is not None and (strong == b or glued_head(strong, b)):
        return 1  # a Finnish case in the weak grade: "pöydän" names a "Sohvapöytä"
    if graded_head(a, b):
        return 1  # "takissa", "takin" (in, of the jacket) name a "Kuoritakki"
    prefix = len(commonprefix((a, b)))
    if prefix >= 4 and max(len(a), len(b)) - prefix <= 3 and not shortened:
        return 1  # two endings on one stem (jackan / jacket)
    return 1 if min(len(a), len(b)) >= 6 and one_edit(a, b) else 0


def _definite_head(text_word: str, title_word: str) -> bool:
    """Whether ``text_word`` is the definite plural of a noun of three letters that ends
    ``title_word`` (a compound's head: "sålene", "Ullsåler")."""
    head = _DEFINITE_PLURAL.fullmatch(text_word)
    return head is not None and title_word.endswith(head.group(1)) and head.group(1) not in _COMMON
