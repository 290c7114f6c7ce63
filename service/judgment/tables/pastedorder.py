"""How an order confirmation, a receipt or an invoice writes an item's quantity on its line,
per covered language (``pastedorder`` reads them): a field's label before the number ("Qty: 1",
"Menge: 2", "数量：1", "الكمية: 1") and a counter after it ("2 pcs", "1 Stk.", "3 kpl", "1개",
"2 adet"). "x1", "1 x", "× 2" are every language's. Written from how shops' mails and
marketplaces print them, not from any corpus's ticket; fragments as ``text.fold`` leaves text
(``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

# the label before the number
LABELS: dict[str, tuple[str, ...]] = {
    "en": ("qty", "quantity", "quant"),
    "de": ("menge", "anzahl", "stk", "stuck"),
    "fr": ("qte", "quantite", "qty"),
    "es": ("cantidad", "cant", "uds", "unidades"),
    "it": ("quantita", "qta", "q\\.ta", "qty"),
    "nl": ("aantal", "hoeveelheid"),
    "pl": ("ilosc", "szt"),
    "pt": ("quantidade", "qtd", "qtde", "qt"),
    "sv": ("antal",),
    "da": ("antal", "stk"),
    "nb": ("antall", "stk"),
    "fi": ("maara", "kpl"),
    "ja": ("数量", "個数"),
    "ko": ("수량",),
    "zh": ("数量",),
    "tr": ("adet", "miktar"),
    "ar": ("الكمية", "العدد"),
    "ro": ("cantitate", "cant", "buc"),
}

# the counter after the number
COUNTERS: dict[str, tuple[str, ...]] = {
    "en": ("pcs", "pc", "pieces", "units?"),
    "de": ("stk", "stuck"),
    "fr": ("pcs", "pieces?", "unites?"),
    "es": ("uds?", "unidad(?:es)?"),
    "it": ("pz", "pezzi", "unita"),
    "nl": ("st", "stuks?"),
    "pl": ("szt",),
    "pt": ("un", "unid", "unidades?"),
    "sv": ("st", "stycken"),
    "da": ("stk",),
    "nb": ("stk",),
    "fi": ("kpl",),
    "ja": ("個", "点", "本", "枚"),
    "ko": ("개", "점"),
    "zh": ("件", "个", "個"),
    "tr": ("adet",),
    "ar": ("قطعة", "حبة"),
    "ro": ("buc",),
}
