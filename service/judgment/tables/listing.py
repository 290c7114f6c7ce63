"""What a sentence says this order holds, by language (``service.judgment.listing``): the words
for this order ("this order", "in dieser Bestellung", "هذا الطلب") and for "only" ("only",
"nur", "solo", "فقط"), both in one sentence with the lines it names: "this order only has the
case", "Su questo ordine ho solo preso il cinturino", "in dieser Bestellung sehe ich nur die
Tassen". Folded text (lower case, accents off but ø, ł, ı, å kept as ``text.fold`` keeps them)."""

from __future__ import annotations

# (this order, only)
LISTING: dict[str, tuple[str, str]] = {
    "en": (r"\b(?:this|your|the) (?:order|purchase|payment|parcel|package)\b",
           r"\b(?:only|just|nothing but)\b"),
    "de": (r"\b(?:diese[rsmn]?|ihre[rsmn]?|der|die) (?:bestellung|kauf|lieferung|paket)\b",
           r"\b(?:nur|lediglich|ausschliesslich|ausschließlich|bloss|bloß)\b"),
    "fr": (r"\b(?:cette|votre|la) (?:commande|livraison)\b|\bce (?:colis|paiement)\b",
           r"\b(?:seulement|uniquement|que)\b"),
    "es": (r"\b(?:este|esta|su|tu|el|la) (?:pedido|compra|envio|paquete)\b",
           r"\b(?:solo|solamente|unicamente|nada mas)\b"),
    "it": (r"\b(?:quest[oa]|su[oa]|il|l) ?(?:ordine|acquisto|spedizione|pacco)\b",
           r"\b(?:solo|soltanto|solamente|unicamente)\b"),
    "pt": (r"\b(?:esta|este|sua|seu|a|o) (?:encomenda|pedido|compra|pacote)\b",
           r"\b(?:so|somente|apenas|unicamente)\b"),
    "nl": (r"\b(?:deze|uw|je|de|dit) (?:bestelling|order|aankoop|pakket)\b",
           r"\b(?:alleen|enkel|slechts|uitsluitend)\b"),
    "pl": (r"\b(?:tym|tego|to|pana|pani|twoim|twoje)\w* (?:zamowieni|zakup|paczk)\w*",
           r"\b(?:tylko|jedynie|wylacznie|wyłacznie)\b"),
    "ro": (r"\b(?:aceasta|aceasta|comanda (?:aceasta|dumneavoastra|ta))\b|\bcomanda\b",
           r"\b(?:doar|numai)\b"),
    "sv": (r"\b(?:den har|denna|din|er|ordern|bestallningen)\b(?: (?:bestallning|order|köp|kop))?",
           r"\b(?:bara|endast|enbart|uteslutande)\b"),
    "da": (r"\b(?:denne|din|jeres|ordren|bestillingen)\b(?: (?:ordre|bestilling|køb|kob))?",
           r"\b(?:kun|bare|udelukkende)\b"),
    "nb": (r"\b(?:denne|din|deres|ordren|bestillingen)\b(?: (?:ordre|bestilling|kjøp|kjop))?",
           r"\b(?:bare|kun|utelukkende)\b"),
    "fi": (r"\b(?:tama|tassa|tasta|talla|teidan|sinun)\w* (?:tilau|ostok|toimitu|paketi)\w*|\btilauksessa\w*",
           r"\b(?:vain|ainoastaan|pelkka\w*|pelkastaan)\b"),
    "tr": (r"\b(?:bu|sizin|senin) (?:siparis|alisveris|paket)\w*|\bsiparisinizde\w*|\bsiparisinde\w*",
           r"\b(?:sadece|yalnizca|yalnızca|yalnız|yalniz|bir tek)\b"),
    "ja": (r"(?:この|今回の|こちらの|ご)注文|今回", r"だけ|のみ|しか"),
    "ko": (r"이 주문|이번 주문|주문하신", r"만 |만$|뿐"),
    "zh": (r"这个订单|這個訂單|这单|這單|本次订单|本次訂單|这次订单|這次訂單|该订单|該訂單|这次|這次",
           r"只有|只买|只買|仅有|僅有|只是"),
    "ar": (r"(?:هذا|هاد|هذي|ذا) ?(?:الطلب|الاوردر|الأوردر|الطلبية)|طلبك|الطلب (?:هذا|ده)",
           r"فقط|بس|وحده|الا |إلا "),
}
