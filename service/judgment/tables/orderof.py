"""The order named by what it holds: "my order of books never arrived", "a minha encomenda de
livros", "mi pedido de libros", "meine Bestellung mit Büchern", "min pakke med bøker", "本の注文",
"책 주문", "书的订单", "kitap siparişim", "طلب الكتب": the kind says what the whole order is, not
one item of it (``unnamed``). Per covered language, folded as ``text.fold`` leaves text, written
from how the form is said, not from any ticket.

``BEFORE``: the order's (or the parcel's) noun, a possessive perhaps after it ("comanda mea",
"bestillingen min"), and the word that links it to its contents, the kind's word right after
it, bare (no article, no count: "the order with the mug" names an item
by the order, never this form). ``AFTER``: the languages that put the kind first, the order's
noun after it (with its link: "の", "的"); ``AFTER_KIND``: the characters the kind is written in
there.
"""

from __future__ import annotations

_MINE = r"(?: (?:mea|meu|min|mitt|mina|mine))?"  # a possessive after the noun
BEFORE: dict[str, str] = {
    "en": rf"(?:order|parcel|package|shipment|delivery){_MINE} (?:of|full of)",
    "de": rf"(?:bestellung|paket|lieferung|sendung){_MINE} (?:mit|von|voller)",
    "fr": rf"(?:commande|colis|livraison|envoi){_MINE} (?:de|d'|plein de)",
    "es": rf"(?:pedido|paquete|envio|encargo){_MINE} (?:de|con)",
    "it": rf"(?:ordine|pacco|spedizione|ordinazione){_MINE} (?:di|con)",
    "pt": rf"(?:encomenda|pedido|pacote|embalagem|envio){_MINE} (?:de|com)",
    "nl": rf"(?:bestelling|pakket|zending|levering){_MINE} (?:met|van|vol)",
    "pl": rf"(?:zamowieni[eau]|paczk[aei]|paczce|przesylk[ai]){_MINE} (?:z|ze)",
    "ro": rf"(?:comanda|comenzii|coletul|colet|coletului){_MINE} (?:de|cu)",
    "sv": rf"(?:bestallning\w*|paket\w*|leverans\w*|order\w*){_MINE} (?:med|av)",
    "da": rf"(?:bestilling|ordre|pakke|forsendelse|levering)\w*{_MINE} (?:med|af)",
    "nb": rf"(?:bestilling|ordre|pakke|forsendelse|levering)\w*{_MINE} (?:med|av)",
    "ar": r"(?:طلب|طلبي|طلبيه|طلبيتي|شحنه|شحنتي|طرد|طردي)",
}
AFTER: dict[str, str] = {
    "ja": r"の(?:注文|荷物|小包)",
    "zh": r"的?(?:订单|訂單|包裹|快递|快遞)",
    "ko": r" (?:주문|택배|배송)",
    "tr": r" (?:siparis\w*|paket\w*|kargo\w*)",
    "fi": r" (?:tilau\w*|paketti\w*|lahety\w*)",
}
AFTER_KIND: dict[str, str] = {
    "ja": r"[\u30a0-\u30ff\u4e00-\u9fff]{1,8}",
    "zh": r"[\u4e00-\u9fff]{1,6}",
    "ko": r"[\uac00-\ud7af]{1,6}",
    "tr": r"(?<![\w])\w{3,}",
    "fi": r"(?<![\w])\w{3,}",
}
