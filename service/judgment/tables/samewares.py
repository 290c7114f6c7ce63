""""The same" that likens another shop's item to this shop's wares, never to this order's item:
the same brand, the same model, the same stuff you sell ("I got it on Amazon, but you sell the
same model", "你们也卖同款"), read by ``elsewhere`` (through ``tables.elsewhere``, with the same
card's, account's words of ``tables.samebuyer``) before it reads "same" as a contrast with this
order. Written from how customers say it, not from any corpus's ticket. Fragments are written as
``text.fold`` leaves text.
"""

# "the same" that sets no order against another: the same brand, the same stuff you sell, the same shop, day
# or price, and "all the same", "quand même", "lo stesso" (anyway): "I got them on Amazon, but you sell
# the same stuff", "c'est la même marque que vous vendez", "hepsi aynı gün geldi" liken the other
# shop's item to this shop's wares, not to this order's item (``THIS`` reads "same" only where these
# are taken out)
SAME_NOT_THIS: dict[str, tuple[str, ...]] = {
    "en": (r"all the same", r"(?:the )?same (?:brand|make|maker|stuff|thing|things|product|products|day|price"
           r"|company|manufacturer|label|shop|store|seller|website|site|webshop)",
           r"(?:sell|sells|selling|sold) (?:the )?same",
           r"(?:the )?same (?:model|version|type)"),
    "de": (r"(?:die |der |das |den |am )?(?:gleiche[nrs]?|selbe[nrs]?|dieselbe|derselbe|dasselbe) (?:marke|hersteller"
           r"|sachen|zeug|ding|produkt|tag|preis|laden|shop|geschäft|händler|webseite|seite|onlineshop)",
           r"(?:die |der |das |den )?(?:gleiche[nrs]?|selbe[nrs]?|dieselbe|derselbe|dasselbe) "
           r"(?:modell|ausführung|typ)"),
    "fr": (r"quand meme", r"tout de meme", r"(?:la |le )?meme (?:marque|fabricant|produit|chose|jour|prix|boutique"
           r"|magasin|site|vendeur)",
           r"(?:vend|vendez|vendent) (?:la |le |les )?"
           r"meme",
           r"(?:la |le )?meme (?:modele|version|reference)"),
    "es": (r"(?:la |el |lo )?mism[oa] (?:marca|fabricante|producto|cosa|dia|precio|tienda|vendedor|web|pagina)",
           r"(?:el |la )?mism[oa] (?:modelo|version|referencia)"),
    "it": (r"lo stesso(?! \w)", r"(?:la |lo |il )?stess[oa] (?:marca|produttore|prodotto|cosa|giorno|prezzo|negozio"
           r"|venditore|sito)",
           r"(?:lo |il |la )?stess[oa] (?:modello|versione)"),
    "pt": (r"(?:a |o )?mesm[oa] (?:marca|fabricante|produto|coisa|dia|preco|loja|vendedor|site)",
           r"(?:o |a )?mesm[oa] (?:modelo|versao|referencia)"),
    "nl": (r"(?:het |hetzelfde |dezelfde |zelfde )(?:merk|fabrikant|product|spul|dag|prijs|winkel|webshop|shop"
           r"|verkoper|site|website)",
           # "weer" of remembering ("nu weet ik weer": now I remember) sets nothing against it
           r"(?:weet|wist) (?:ik|je|we|ze|hij|zij) (?:het )?weer",
           # "it does not matter" is no "not from" ("niet uit een andere bestelling")
           r"(?:het )?maakt (?:me |mij |ons )?(?:toch |eigenlijk )?niet (?:zoveel )?uit",
           r"(?:het |hetzelfde |dezelfde |zelfde )(?:model|type|uitvoering)"),
    "sv": (r"samma (?:märke|tillverkare|produkt|grej|dag|pris|butik|affär|säljare|sida)",
           r"samma (?:modell|version|typ)"),
    "da": (r"samme (?:mærke|producent|produkt|ting|dag|pris|butik|forhandler|sælger|side)",
           r"samme (?:model|version|type)"),
    "nb": (r"samme (?:merke|produsent|produkt|ting|dag|pris|butikk|forhandler|selger|side)",
           r"samme (?:modell|versjon|type)"),
    "pl": (r"(?:ta |ten |to )?sam[aoy]? (?:marka|producent|produkt|dzień|cena|sklep|sprzedawca|strona)",
           r"(?:ta |ten |to )?sam[aoy]? (?:model|wersj[aę]|typ)"),
    "ro": (r"(?:aceeași|același) (?:marcă|producător|produs|zi|preț|magazin|vânzător|site)",
           r"(?:aceeași|același) (?:model|versiune|tip)"),
    "fi": (r"sama\w* (?:merk|valmistaj|tuot|päiv|hin|kaup|myyj|liik|sivu)\w*",
           r"sama\w* (?:malli|versio|tyyppi)\w*"),
    "tr": (r"aynı (?:marka|üretici|ürün|gün|fiyat|şey|mağaza|satıcı|site)\w*",
           r"aynı (?:model|versiyon|tip)\w*"),
    "ja": (r"同じ(?:ブランド|メーカー|商品|日|値段|店|お店|ショップ|サイト)",
           r"同じ(?:モデル|型|機種|型番|タイプ|もの|物)"),
    "zh": (r"(?:同样|一样)的(?:牌子|品牌)", r"同一天", r"同一个牌子", r"同一(?:家|个)?(?:店|商家|网站)",
           r"(?:同样|一样)的(?:店|商家)",
           r"(?:同样|同樣|一样|一樣)的(?:款|款式|型号|型號)", r"同款[^。！？]{0,12}也(?:一样|一樣)"),
    "ko": (r"같은 (?:브랜드|제품|날|가격|가게|매장|쇼핑몰|판매자|사이트)",
           r"같은 (?:모델|기종|타입)"),
    "ar": (r"نفس (?:الماركة|الشركة|المنتج|اليوم|السعر|المتجر|المحل|البائع|الموقع)",
           r"نفس (?:الموديل|الطراز|النوع)"),
}
