"""The words of a customer unsure which of their orders the item is of, per covered language:
"I'm not sure if it was this order or the one in October", "keine Ahnung, in welcher
Bestellung", "non so se era su quest'ordine o quello di ottobre", "どの注文だったか覚えていない".
Written from how customers say it, not from any corpus's ticket (``whichorder`` reads them).

``UNSURE``: a word of not knowing, not remembering, not being sure, then within a few words
either "which order" (never "which order number": the number asked for, not the order doubted)
or "whether ... this order ... or" (a second order set beside this one). Fragments are written
as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

_EN = r"(?:not sure|unsure|don'?t know|do not know|dont know|can'?t remember|cannot remember|don'?t remember" \
      r"|can'?t recall|don'?t recall|no idea)"
_DE = r"(?:wei(?:ß|ss) (?:ich )?(?:nicht|nimmer)(?: mehr)?|(?:bin )?(?:mir )?nicht (?:mehr )?sicher|keine ahnung" \
      r"|erinnere mich nicht)"
_FR = r"(?:ne sais (?:pas|plus)|sais (?:pas|plus)|pas sure?|aucune idee|ne me souviens (?:pas|plus))"
_ES = r"(?:no se|no estoy segur[oa]|ni idea|no recuerdo|no me acuerdo)"
_IT = r"(?:non so|non sono sicur[oa]|non ricordo|non mi ricordo|boh)"
_PT = r"(?:nao sei|nao tenho certeza|nao tenho a certeza|nao me lembro|nao lembro)"
_NL = r"(?:weet (?:ik )?(?:niet|het niet)(?: meer)?|niet (?:meer )?zeker|geen idee|herinner me (?:het )?niet)"
_SV = r"(?:vet (?:inte|ej)|är inte säker|minns inte|kommer inte ihåg|ingen aning)"
_DA = r"(?:ved (?:ikke|det ikke)|er ikke sikker|husker ikke|kan ikke huske|ingen anelse)"
_NB = r"(?:vet (?:ikke|ikkje)|er ikke sikker|husker ikke|husker ikkje|aner ikke|ingen anelse)"
_FI = r"(?:en (?:ole )?(?:tiedä|tieda|muista|varma)|en ole ihan varma)"
_PL = r"(?:nie wiem|nie jestem pewn\w*|nie pamiętam)"
_RO = r"(?:nu (?:mai )?știu|nu (?:mai )?stiu|nu sunt sigur\w*|nu-mi amintesc|nu imi amintesc)"
_AR = r"(?:مش|ما|مو|لا|لست|غير) (?:عارف|عارفه|متاكد|متاكده|ادري|اعرف|فاكر|فاكره|متذكر|متذكره)"

# the words of not knowing alone, by language (``tables.unsure`` reads them at an answer's start)
OPENERS: dict[str, str] = {"en": _EN, "de": _DE, "fr": _FR, "es": _ES, "it": _IT, "pt": _PT, "nl": _NL, "sv": _SV,
                           "da": _DA, "nb": _NB, "fi": _FI, "pl": _PL, "ro": _RO, "ar": _AR}

UNSURE: dict[str, tuple[str, ...]] = {
    "en": (rf"{_EN} (?:\w+ ){{0,2}}(?:in |on |from )?which (?:order|purchase)(?! ?(?:number|no|#|id))",
           rf"{_EN} (?:if|whether) (?:\S+ ){{0,5}}(?:this|that|the|my) (?:\w+ )?(?:order|purchase)s? "
           r"(?:\S+ ){0,2}?or"),
    "de": (rf"{_DE},? (?:(?:in|aus|bei|von|mit) )?welche[rnms]? (?:bestellung|lieferung)(?!s?nummer)",
           rf"{_DE},? ob (?:\S+ ){{0,5}}(?:diese[rnms]?|der|die|meine[rnms]?) (?:bestellung|lieferung) "
           r"(?:\S+ ){0,3}?oder"),
    "fr": (rf"{_FR},? (?:\w+ ){{0,1}}(?:dans |de |sur )?quelle commande(?! ?(?:numero|n°))",
           rf"{_FR},? si (?:\S+ ){{0,5}}(?:cette|la|ma) commande (?:\S+ ){{0,3}}?ou"),
    "es": (rf"{_ES},? (?:(?:en|de) )?(?:cual|que) (?:pedido|compra)(?! ?numero)",
           rf"{_ES},? si (?:\S+ ){{0,5}}(?:este|el|mi|esta|la) (?:pedido|compra) (?:\S+ ){{0,3}}?o"),
    "it": (rf"{_IT},? (?:(?:in|su|da|di) )?quale (?:ordine|acquisto)(?! ?numero)",
           rf"{_IT},? se (?:\S+ ){{0,5}}(?:quest'|l'|quest[oa] |il |mio )(?:ordine|acquisto) (?:\S+ ){{0,3}}?o"),
    "pt": (rf"{_PT},? (?:(?:em|de|n[ao]) )?(?:qual|que) (?:encomenda|pedido|compra)(?! ?numero)",
           rf"{_PT},? se (?:\S+ ){{0,5}}(?:nesta|desta|esta|neste|deste|este|na|da|no|do) (?:encomenda|pedido|compra) "
           r"(?:\S+ ){0,3}?ou"),
    "nl": (rf"{_NL},? (?:(?:in|bij|van) )?welke (?:bestelling|order)(?!nummer)",
           rf"{_NL},? of (?:\S+ ){{0,5}}(?:deze|die|de|mijn) (?:bestelling|order) (?:\S+ ){{0,3}}?of"),
    "sv": (rf"{_SV},? (?:(?:i|från|på) )?vilken (?:beställning|order)(?!s?nummer)",
           rf"{_SV},? om (?:\S+ ){{0,5}}(?:den här|denna|den|min) (?:beställning\w*|order\w*) (?:\S+ ){{0,3}}?eller"),
    "da": (rf"{_DA},? (?:(?:i|fra|på) )?hvilken (?:ordre|bestilling)(?!s?nummer)",
           rf"{_DA},? om (?:\S+ ){{0,5}}(?:denne|den|min) (?:ordre\w*|bestilling\w*) (?:\S+ ){{0,3}}?eller"),
    "nb": (rf"{_NB},? (?:(?:i|fra|på) )?hvilken (?:ordre|bestilling)(?!s?nummer)",
           rf"{_NB},? om (?:\S+ ){{0,5}}(?:denne|den|min) (?:ordre\w*|bestilling\w*) (?:\S+ ){{0,3}}?eller"),
    "fi": (rf"{_FI},? (?:missä|mistä|millä|kummassa|kummasta|mikä) (?:\S+ )?tilau\w*(?!snumer)",
           rf"{_FI},? (?:\S+ ){{0,5}}tilau\w*(?:ssa|sta|lla|ssako|stako|llako) (?:\S+ ){{0,3}}?(?:vai|tai)"),
    "pl": (rf"{_PL},? (?:(?:w|z) )?(?:którym|którego|które|jakim) (?:zamówieni\w*)(?! ?numer)",
           rf"{_PL},? czy (?:\S+ ){{0,5}}(?:tym|tego|to|moim) zamówieni\w* (?:\S+ ){{0,3}}?(?:czy|albo)"),
    "ro": (rf"{_RO},? (?:(?:din|pe|in|în) )?(?:care|ce) (?:comand\w*)(?! ?numar)",
           rf"{_RO},? dac[aă] (?:\S+ ){{0,5}}(?:comanda|comand\w*) (?:\S+ ){{0,3}}?sau"),
    "tr": (r"hangi sipariş\w* (?:\S+ ){0,4}(?:bilmiyorum|hatırlamıyorum|emin değilim)",
           r"sipariş\w* mi(?:ydi)? (?:yoksa|ya da) (?:\S+ ){0,6}?(?:bilmiyorum|hatırlamıyorum|emin değilim)"),
    "ja": (r"どの注文(?:だった|なの)?か(?:わから|分から|覚えて|はっきり|自信が)",
           r"(?:今回|この)の?注文(?:だった)?か[^。！？]{0,14}か(?:わから|分から|覚えて|はっきり|自信が)"),
    "zh": (r"(?:不知道|不记得|不記得|不确定|不確定|记不清|記不清)(?:是)?"
           r"(?:哪个|哪個|哪一个|哪一個|哪笔|哪筆|哪一单|哪單|哪单)(?:订单|訂單)?",
           r"(?:不知道|不记得|不記得|不确定|不確定|记不清|記不清)(?:是)?(?:这次|這次|这个订单|這個訂單|这单|這單)(?:的)?还是"),
    "ko": (r"어느 주문(?:인지|이었는지|에서)",
           r"(?:이번|이) 주문(?:인지|이었는지) (?:\S+ ){0,4}(?:모르|기억이 안|헷갈)"),
    "ar": (rf"{_AR}\w* (?:\S+ ){{0,3}}(?:اي|انهي|هل|اذا|لو) (?:\S+ ){{0,3}}(?:طلب|الطلب|طلبيه|الطلبيه)\w*",),
}

# A like price, said of a line the customer asks in the place of the item they complain of ("the
# toaster costs about the same, refund that instead", "토스터랑 가격이 비슷하니까 그걸로"): the
# line stands in for an item bought elsewhere (``whichorder`` reads them only where the texts
# say so)
SAME_PRICE: dict[str, tuple[str, ...]] = {
    "en": (r"costs? (?:\w+ ){0,2}(?:the same|as much)", r"(?:the )?same (?:price|amount|money)",
           r"similar(?:ly)? price(?:d)?", r"(?:about|roughly|nearly|almost) as much"),
    "de": (r"kostet (?:\w+ ){0,2}(?:gleich viel|dasselbe|das gleiche|genauso viel)",
           r"(?:gleichen|selben|ähnlichen) preis", r"(?:gleich|ähnlich|genauso) teuer"),
    "fr": (r"(?:coute|vaut) (?:\w+ ){0,3}(?:pareil|la meme chose|le meme prix|autant)", r"(?:meme|similaire) prix",
           r"prix (?:similaire|equivalent|identique)"),
    "es": (r"(?:cuesta|vale) (?:\w+ ){0,3}(?:lo mismo|igual)", r"(?:mismo|similar|parecido) precio",
           r"precio (?:similar|parecido|igual)"),
    "it": (r"(?:costa|vale) (?:\w+ ){0,3}(?:uguale|lo stesso|quanto)", r"stesso prezzo", r"prezzo (?:simile|uguale)"),
    "pt": (r"(?:custa|vale) (?:\w+ ){0,3}(?:o mesmo|igual)", r"mesmo preco", r"preco (?:parecido|semelhante|igual)"),
    "nl": (r"kost(?:en|te)? (?:\w+ ){0,3}(?:hetzelfde|evenveel)", r"(?:zelfde|dezelfde|vergelijkbare) prijs"),
    "sv": (r"kosta(?:r|de) (?:\w+ ){0,3}(?:lika mycket|samma)", r"(?:samma|liknande) pris"),
    "da": (r"kost(?:er|ede) (?:\w+ ){0,3}(?:det samme|lige meget)", r"(?:samme|lignende) pris"),
    "nb": (r"kost(?:er|et) (?:\w+ ){0,3}(?:det samme|like mye)", r"(?:samme|lignende|tilsvarende) pris"),
    "fi": (r"maks(?:aa|oi) (?:\w+ ){0,3}(?:saman verran|yhtä paljon|saman)", r"(?:sama|samaan|samanlai)\w* hin\w*"),
    "pl": (r"kosztuj\w* (?:\w+ ){0,3}(?:tyle samo|podobnie)", r"(?:tej samej|podobnej|ta sama|podobna) cen\w*"),
    "ro": (r"cost[aă] (?:\w+ ){0,3}(?:la fel|cam la fel)", r"(?:același|acelasi) pre[tț]",
           r"pre[tț] (?:asemănător|similar)"),
    "tr": (r"(?:aynı|benzer) fiyat\w*", r"fiyat\w* (?:aynı|benzer)"),
    "ja": (r"同じ(?:くらいの|ぐらいの)?(?:値段|価格|金額)",
           r"(?:値段|価格|金額)(?:は|が|も)?(?:同じ|ほぼ同じ|変わらない|一緒)"),
    "zh": (r"(?:价格|價格|价钱|價錢)(?:也)?(?:差不多|一样|一樣|相同|相近)",
           r"(?:差不多|一样|一樣)(?:的)?(?:价格|價格|价钱|價錢)"),
    "ko": (r"가격(?:이|은|도)? ?(?:비슷|똑같|같)", r"(?:비슷한|같은) 가격"),
    "ar": (r"نفس السعر", r"(?:السعر|سعرها|سعره) (?:نفسه|متقارب|قريب)", r"سعر (?:مشابه|قريب|متقارب)"),
}

# The line asked in the place of the item complained of, said as "at least", "instead" ("just
# refund the film's amount at least", "erstatt meg i det minste hylla"): read as ``SAME_PRICE`` is,
# only where the texts say the item complained of is another purchase's (a stand-in)
IN_PLACE: dict[str, tuple[str, ...]] = {
    "en": (r"at least", r"instead"), "de": (r"wenigstens", r"zumindest", r"stattdessen"),
    "fr": (r"au moins", r"a la place"), "es": (r"al menos", r"por lo menos", r"en su lugar"),
    "it": (r"almeno", r"al suo posto", r"invece"), "pt": (r"pelo menos", r"ao menos", r"em vez disso"),
    "nl": (r"tenminste", r"ten minste", r"op z'n minst", r"in plaats daarvan"),
    "sv": (r"åtminstone", r"i alla fall", r"istället"), "da": (r"i det mindste", r"i hvert fald", r"i stedet"),
    "nb": (r"i det minste", r"i hvert fall", r"i stedet"), "fi": (r"edes", r"ainakin", r"sen sijaan"),
    "pl": (r"chociaż", r"przynajmniej", r"zamiast tego"), "ro": (r"măcar", r"cel puțin", r"în schimb"),
    "tr": (r"en azından", r"hiç değilse", r"bari", r"onun yerine"), "ja": (r"だけでも", r"代わりに"),
    "zh": (r"至少", r"起码", r"起碼", r"好歹"), "ko": (r"(?:이)?라도", r"대신"),
    "ar": (r"على الاقل", r"بدلا من ذلك"),
}
