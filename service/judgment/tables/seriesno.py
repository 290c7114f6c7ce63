"""The words that frame a bare model number as the item ("the 733 one", "de 840", "die 840er",
"le 840", "model 840", "840の方", "那个840", "840 모델"), per covered language: read by
``seriesno``. Written from how the form is said, not from any corpus's ticket.

``BEFORE``: a word right before the number (an article, a demonstrative, a possessive, the word
for a model); ``AFTER``: a word right after it ("one", "model", the German "-er" is read apart);
fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

BEFORE: dict[str, tuple[str, ...]] = {
    "en": ("the", "my", "that", "this", "model"),
    "de": ("der", "die", "das", "den", "dem", "meine?[nm]?", "diese[nrsm]?", "modell"),
    "fr": ("le", "la", "mon", "ma", "ce", "cette", "du", "modele"),
    "es": ("el", "la", "mi", "ese", "esa", "este", "esta", "del", "modelo"),
    "it": ("il", "lo", "la", "mio", "mia", "quel", "quello", "quella", "del", "modello"),
    "pt": ("o", "meu", "minha", "esse", "essa", "este", "esta", "do", "modelo"),
    "nl": ("de", "het", "mijn", "die", "dat", "deze", "model", "type"),
    "sv": ("den", "det", "min", "mitt", "modell", "modellen"),
    "da": ("den", "det", "min", "mit", "model", "modellen"),
    "nb": ("den", "det", "min", "mitt", "modell", "modellen"),
    "fi": ("se", "sen", "sita", "malli", "mallin", "mallia"),
    "pl": ("ten", "ta", "tego", "moj", "moja", "mojego", "model", "modelu", "modelem"),
    "ro": ("modelul", "model", "acel", "acea", "acela", "aceea"),
    "tr": ("bu", "su", "model", "modeli"),
    "ar": ("موديل", "طراز", "الموديل"),
    "ja": ("モデル", "型番"),
    "ko": ("모델",),
    "zh": ("那个", "这个", "那款", "这款", "型号"),
}
AFTER: dict[str, tuple[str, ...]] = {
    "en": ("one", "model"),
    "fr": ("modele",),
    "ro": ("modelul",),
    "tr": ("model", "modeli", "olan"),
    "fi": ("malli", "mallia", "mallin"),
    "ja": ("の方", "のほう", "型", "モデル"),
    "ko": ("모델", "짜리"),
    "zh": ("那个", "那款", "型", "款"),
}
# what follows a number that makes it a quantity, a measure, a price or a date, not a model
# ("733 mAh", "840 €", "540 kr", "15 March"): a word of these at the number's right
UNITS = frozenset([
    "w", "wh", "mah", "mm", "cm", "m", "km", "ml", "l", "g", "kg", "oz", "lb", "lbs", "ft", "in", "inch",
    "gb", "tb", "mb", "hz", "v", "a", "x", "pcs", "pc", "stuks", "stuck", "st", "szt", "adet", "kpl",
    "eur", "euro", "euros", "usd", "dollar", "dollars", "bucks", "kr", "sek", "dkk", "nok", "zl", "pln",
    "lei", "ron", "tl", "try", "chf", "gbp", "pounds", "yen", "jpy", "won", "rmb", "yuan", "cny",
    "percent", "prozent", "procent", "pour", "por", "per", "minutes", "min", "hours", "days", "uur",
    "tage", "dagen", "dagar", "dage", "dager", "jours", "dias", "giorni", "dni", "gun", "saat",
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
])
