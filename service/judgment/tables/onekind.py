"""The words that make a kind named once more than one thing ("every mug", "each cup", "jede
Tasse", "chaque tasse", "マグ全部", "모든 머그", "每个杯子", "كل الأكواب"), and the plural markers of
the languages that write no plural on the noun (Korean 들, Chinese 们), per covered language:
read by ``onekind``. Written from how the form is said, not from any corpus's ticket.

``MANY``: a word that makes a singular noun several (each, every, all, the other, too/also of a
second one); ``MARKERS``: a plural marker glued after the noun. Fragments are written as
``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

MANY: dict[str, tuple[str, ...]] = {
    "en": (r"each", r"every", r"all", r"other", r"another", r"second"),
    "de": (r"jede[rsnm]?", r"alle[nrs]?", r"andere[nrsm]?", r"zweite[nrsm]?"),
    "fr": (r"chaque", r"tou(?:s|tes?)", r"autres?", r"deuxieme", r"second(?:e)?"),
    "es": (r"cada", r"todos?", r"todas?", r"otr[oa]s?", r"segund[oa]"),
    "it": (r"ogni", r"ciascun[oa]?", r"tutt[ie]", r"altr[oaie]", r"secondo", r"seconda"),
    "pt": (r"cada", r"tod[oa]s", r"outr[oa]s?", r"segund[oa]"),
    "nl": (r"elke", r"ieder(?:e)?", r"alle", r"andere", r"tweede"),
    "sv": (r"varje", r"alla", r"andra", r"annan", r"annat"),
    "da": (r"hver", r"hvert", r"alle", r"anden", r"andet", r"andre"),
    "nb": (r"hver", r"hvert", r"alle", r"annen", r"annet", r"andre"),
    "fi": (r"jokainen", r"joka", r"kaikki", r"toinen", r"molemmat"),
    "pl": (r"kazd\w*", r"wszystk\w*", r"drug\w*", r"inn\w*"),
    "ro": (r"fiecare", r"toate", r"toti", r"celalalt", r"cealalta", r"alt\w*"),
    "tr": (r"her", r"hepsi\w*", r"tum\w*", r"diger\w*", r"ikinci"),
    "ar": (r"كل", r"جميع", r"الاخر", r"الاخرى", r"الثاني"),
    "ja": (r"全部", r"すべて", r"全て", r"各", r"もう一つ", r"もう1つ", r"他の", r"ほかの", r"毎"),
    "ko": (r"모든", r"각", r"전부", r"다른", r"하나 더"),
    "zh": (r"每", r"所有", r"全部", r"各", r"另一", r"都"),
}
MARKERS: dict[str, tuple[str, ...]] = {
    "ko": (r"들",),
    "zh": (r"们", r"們", r"些"),
}
# a plural's endings per language: a word so ended whose stem another name or title word shares
# ("mugs" of "mug", "tazze" of "tazza", "kubki" of "kubka", "Tassen" of "Tasse") is a plural
PLURAL: dict[str, tuple[str, ...]] = {
    "en": ("s", "es"), "de": ("n", "en", "er", "s"), "fr": ("s", "x"), "es": ("s", "es"),
    "it": ("e", "i"), "pt": ("s", "es"), "nl": ("s", "en"), "pl": ("i", "y", "e", "ow"),
    "ro": ("i", "e", "uri"), "sv": ("ar", "or", "er", "na"), "da": ("er", "e", "ne"),
    "nb": ("er", "e", "ene"), "fi": ("t",), "tr": ("lar", "ler"), "ar": (),
    "ja": (), "ko": (), "zh": (),
}
