"""The order named by what it holds: "my order of books never arrived", "a minha encomenda de
livros", "mi pedido de libros", "meine Bestellung mit Büchern", "min pakke med bøker", "本の注文",
"책 주문", "书的订单", "kitap siparişim", "طلب الكتب": the kind says what the whole order is, not
one item of it (``unnamed``). Per covered language, folded as ``text.fold`` leaves text, written
from how the form is said, not from any ticket.

``BEFORE``: the order's (or the parcel's) noun, a possessive perhaps after it ("comanda mea",
"bestillingen min"), and the word that links it to its contents, the kind's word right after it, bare (no article, no count: "the order with the mug" names an item
by the order, never this form). ``AFTER``: the languages that put the kind first, the order's
noun after it (with its link: "の", "的"); ``AFTER_KIND``: the characters the kind is written in
there.
"""

from __future__ import annotations

BEFORE: dict[str, str] = {
    "en": r"(?:order|parcel|package|shipment|delivery)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:of|full of)",
    "de": r"(?:bestellung|paket|lieferung|sendung)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:mit|von|voller)",
    "fr": r"(?:commande|colis|livraison|envoi)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:de|d'|plein de)",
    "es": r"(?:pedido|paquete|envio|encargo)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:de|con)",
    "it": r"(?:ordine|pacco|spedizione|ordinazione)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:di|con)",
    "pt": r"(?:encomenda|pedido|pacote|embalagem|envio)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:de|com)",
    "nl": r"(?:bestelling|pakket|zending|levering)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:met|van|vol)",
    "pl": r"(?:zamowienie|zamowienia|zamowieniu|paczka|paczki|paczce|przesylka|przesylki)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:z|ze)",
    "ro": r"(?:comanda|comenzii|coletul|colet|coletului)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:de|cu)",
    "sv": r"(?:bestallning\w*|paket\w*|leverans\w*|order\w*)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:med|av)",
    "da": r"(?:bestilling\w*|ordre\w*|pakke\w*|forsendelse\w*|levering\w*)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:med|af)",
    "nb": r"(?:bestilling\w*|ordre\w*|pakke\w*|forsendelse\w*|levering\w*)(?: (?:mea|meu|min|mitt|mina|mine|minn|my))? (?:med|av)",
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
    "tr": r"\w{3,}",
    "fi": r"\w{3,}",
}
