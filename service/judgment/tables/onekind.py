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
    # (a count of two or more glued to its counter word, "ソフト2本", "두 권", "两本": several)
    "ja": (r"全部", r"すべて", r"全て", r"各", r"もう一つ", r"もう1つ", r"他の", r"ほかの", r"毎",
           r"(?:[2-9]|二|三|四|五)(?:本|枚|台|冊|足|着|個|つ|点|品|箱|袋|組|セット)"),
    "ko": (r"모든", r"각", r"전부", r"다른", r"하나 더",
           r"(?:[2-9]|두|세|네|다섯) ?(?:개|권|벌|켤레|대|병|장|상자|세트|가지)"),
    "zh": (r"每", r"所有", r"全部", r"各", r"另一", r"都",
           r"(?:[2-9]|两|兩|三|四|五)(?:本|个|個|件|台|双|雙|盒|瓶|支|张|張|把|套|条|條|只|隻|款)"),
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
