"""Another shop's price said with the place first and the figure, or the item, between it and
"cheaper": "on another website it is 20 € cheaper", "in einem anderen Shop 20 € billiger",
"başka bir sitede 2.500 TL daha ucuz", "他のサイトでは…安い" (a bounded run of words, never past a
sentence's end in the languages written without spaces). ``tables.elsewhere`` adds them to
``CHEAPER_ELSEWHERE``; fragments are written as ``text.fold`` leaves text.
"""

from __future__ import annotations

# the place first and the figure (or the item) between it and "cheaper": "on another website it is
# 20 € cheaper", "başka bir sitede 2.500 TL daha ucuz" (a bounded run of words, never past a
# sentence's end in the languages written without spaces)
PLACE_FIRST: dict[str, tuple[str, ...]] = {
    "en": (r"(?:at|on|in|from|with) (?:another|a different|a rival|some other|other) "
           r"(?:shop|store|retailer|website|site|seller|webshop)s? (?:\S+ ){0,6}(?:cheaper|less)",),
    "de": (r"(?:in|bei|auf) (?:einem |einer )?anderen? "
           r"(?:shop|laden|geschäft|webseite|website|seite|händler|onlineshop|online-shop)\w* "
           r"(?:\S+ ){0,6}(?:günstiger|billiger)",),
    "fr": (r"(?:sur|chez|dans) (?:un |une )?autre (?:site|magasin|boutique|enseigne|vendeur)s? "
           r"(?:\S+ ){0,6}moins ch(?:er|ere)s?",),
    "es": (r"en otr[ao] (?:tienda|web|sitio|pagina)\w* (?:\S+ ){0,6}(?:mas barat[oa]s?|menos)",),
    "it": (r"(?:in|su|da) (?:un |una )?altr[oa] (?:negozio|sito|rivenditore|venditore)\w* "
           r"(?:\S+ ){0,6}(?:meno|piu economic\w*)",),
    "pt": (r"(?:em |n)outr[ao] (?:loja|site|sitio)\w* (?:\S+ ){0,6}"
           r"(?:mais barat[oa]s?|mais em conta|menos)",),
    "nl": (r"(?:bij|op|in) (?:een )?andere? (?:winkel|webshop|site|website|zaak)\w* "
           r"(?:\S+ ){0,6}goedkoper",),
    "pl": (r"(?:w|u|na) (?:innym|innej|inny) (?:sklep|stron|sprzedaw|serwis)\w* "
           r"(?:\S+ ){0,6}tań(?:szy|sza|sze|iej)",),
    "ro": (r"(?:pe|la|in) (?:alt|alta|un alt|o alta) (?:site|magazin)\w* "
           r"(?:\S+ ){0,6}mai ieftin\w*",),
    "sv": (r"(?:i|hos|på) (?:en )?annan (?:butik|affär|sajt|webbutik|hemsida|webbplats)\w* "
           r"(?:\S+ ){0,6}billigare",),
    "da": (r"(?:i|hos|på) (?:en )?anden (?:butik|forretning|side|hjemmeside|webshop)\w* "
           r"(?:\S+ ){0,6}billigere",),
    "nb": (r"(?:i|hos|på) (?:en )?annen (?:butikk|forretning|side|nettside|nettbutikk)\w* "
           r"(?:\S+ ){0,6}billigere",),
    "fi": (r"toise\w* (?:kaupa|kaupp|verkkokaupa|liikkee|sivusto|myymäl)\w* "
           r"(?:\S+ ){0,6}(?:halvempi|halvemmalla|halvemmat)",),
    "tr": (r"başka (?:bir )?(?:mağaza|site|yer|dükkan)\w* (?:\S+ ){0,6}(?:daha )?ucuz",),
    "ja": (r"(?:他の|別の|ほかの|よその)(?:サイト|通販|ネットショップ|店舗)[^。！？!?\n]{0,30}安",),
    "zh": (r"(?:另一?(?:个|個|家)|别的|別的|其他)(?:网站|網站|店|商家|平台)[^。！？!?\n]{0,30}便宜",),
    "ko": (r"다른 (?:쇼핑몰|매장|가게|사이트)[^.!?\n]{0,30}(?:싸|저렴)",),
    "ar": (r"(?:محل|متجر|موقع) (?:ثاني|اخر|آخر) (?:\S+ ){0,6}(?:ارخص|أرخص)",),
}
