"""The words that say an item is from another purchase, per covered language: "from another
order", "my previous order", "a different order", "aus einer früheren Bestellung", "前回の注文",
"上一个订单", "이전 주문", "من طلب سابق". Written from how customers say it, not from any
corpus's ticket (``elsewhere`` reads them).

``ANOTHER``: another, an earlier, an older, a different purchase or order; never "my last
order" (the latest order may be this one), nor a bare time ("the mug I ordered last week").
``THIS``: words that set this order against the other ("this order", "this time", "unlike",
"again", the same as): a sentence with one compares the orders, and the item it names is this
order's. A replacement sent for an earlier order may be what this payment paid for (a reorder,
a paid replacement), so a sentence that names one is left grounded too (``THIS`` holds the
word): precision over recall, a grounded refund sent to a person is also a miss.
Fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

ANOTHER: dict[str, tuple[str, ...]] = {
    "en": (r"(?:an?other|a different|a separate|an? (?:earlier|older|previous|prior)|my (?:previous|earlier"
           r"|older|prior|other)|the (?:previous|earlier|older|prior|other)) (?:\w+ )?(?:order|purchase)",
           r"(?:ordered|bought|purchased) (?:\w+ ){0,3}(?:separately|in a (?:different|separate|previous|"
           r"earlier) order)"),
    "de": (r"(?:anderen?|fr[üu]her\w*|vorherig\w*|vorig\w*|älter\w*|separat\w*) (?:bestellung|kauf|einkauf"
           r"|auftrag)",),
    "fr": (r"autres? (?:commande|achat)", r"(?:precedente?|ancienne?) (?:commande|achat)",
           r"(?:commande|achat)s? (?:precedente?|anterieure?|differente?|d'avant)"),
    "es": (r"otr[oa] (?:pedido|compra|orden)", r"(?:pedido|compra|orden) (?:anterior|previ[oa]|distint[oa]"
           r"|diferente|antigu[oa])", r"(?:anterior|antigu[oa]|previ[oa]) (?:pedido|compra)"),
    "it": (r"altr[oa] (?:ordine|acquisto)", r"(?:ordine|acquisto) (?:precedente|diverso|vecchio|anteriore)",
           r"(?:precedente|vecchio) (?:ordine|acquisto)"),
    "pt": (r"outr[oa] (?:encomenda|pedido|compra)", r"(?:encomenda|pedido|compra) (?:anterior|diferente"
           r"|antig[oa]|previ[oa])", r"(?:antig[oa]|anterior) (?:encomenda|pedido|compra)"),
    "nl": (r"(?:andere|eerdere|vorige|oudere|aparte) (?:bestelling|aankoop|order)",),
    "pl": (r"(?:inn|poprzedni|wcześniejsz|starsz|odrębn)\w* (?:zamówieni|zakup)\w*",),
    "ro": (r"(?:comand|comenz)\w* (?:anterioar|precedent|diferit|veche|mai veche)\w*",
           r"(?:alt[aăei]\w*|o altă) (?:comand|comenz|achiziți)\w*"),
    "sv": (r"(?:annan|andra|tidigare|föregående|äldre|separat) (?:beställning|order|köp)\w*",),
    "da": (r"(?:anden|andre|tidligere|forrige|ældre|separat) (?:ordre|bestilling|køb)\w*",),
    "nb": (r"(?:annen|andre|tidligere|forrige|eldre|separat) (?:ordre|bestilling|kjøp)\w*",),
    "fi": (r"(?:edellis|edellinen|aiemm|aiempi|aikaisemm|toise|vanhemm|eri)\w* (?:tilaukse|tilaus|ostok|osto)\w*",),
    "tr": (r"(?:önceki|başka bir|başka|eski|farklı bir|farklı|diğer|ayrı bir) (?:sipariş|alışveriş)\w*",),
    "ja": (r"(?:前回|以前|前|別|他|過去)の(?:ご)?(?:注文|購入|お買い物)", r"(?:前回|以前|過去)に?(?:注文|購入|買っ)",
           r"別(?:の)?注文"),
    "zh": (r"(?:上一?个|上一笔|上一单|上次的?|之前的?|以前的?|另一?个|另一笔|另一单|别的|其他|其它|旧的?)(?:订单|訂單)",
           r"(?:之前|以前|上次)(?:买|購買|购买|買|订购|訂購|下单)的",
           # "another order" said as a measure word alone ("我另一单买的"), as people write it
           r"(?:另一|另外一|别的|別的)(?:单|單|笔|筆)(?:买|買|下|订|訂)"),
    "ko": (r"(?:지난번|이전|다른|예전|전번)(?:의)? ?(?:주문|구매|구입)",
           r"(?:이전에|예전에|지난번에) ?(?:주문|구매|구입|산|샀)"),
    "ar": (r"(?:طلب|طلبي|الطلب|طلبية|الطلبية|شراء|عملية شراء)\w* (?:سابق|آخر|أخرى|الآخر|السابق|مختلف|قديم|القديم)\w*",),
}

THIS: dict[str, tuple[str, ...]] = {
    "en": (r"this (?:order|one|time|purchase|delivery|parcel|package|shipment)", r"unlike", r"again",
           r"same", r"(?:current|new|latest|recent) (?:order|purchase|one)", r"as (?:with|in|on) (?:my|the)",
           r"like (?:my|the|in|with)", r"replacement", r"re-?sent", r"not from"),
    "de": (r"(?:diese[rsmn]?|aktuellen?|neuen?) (?:bestellung|kauf|mal|lieferung|paket)", r"diesmal",
           r"dieses mal", r"im gegensatz", r"anders als", r"wieder", r"gleiche", r"ersatz\w*", r"nicht aus"),
    "fr": (r"(?:cette|nouvelle|derniere) (?:commande|fois|livraison)", r"celle-ci", r"contrairement",
           r"a nouveau", r"encore", r"meme", r"remplacement", r"pas (?:de|d'une|dans)"),
    "es": (r"(?:este|esta|nuevo|ultimo) (?:pedido|compra|vez|envio)", r"esta vez", r"a diferencia", r"otra vez",
           r"de nuevo", r"mismo", r"reemplazo", r"sustitu\w*", r"no (?:es )?de"),
    "it": (r"quest[oa] (?:ordine|volta|acquisto|spedizione)", r"nuovo ordine", r"a differenza", r"di nuovo",
           r"ancora", r"stesso", r"sostituzion\w*", r"non (?:e )?(?:dal|del|di)"),
    "pt": (r"(?:esta|este|nova|novo) (?:encomenda|pedido|compra|vez)", r"desta vez", r"ao contrario",
           r"de novo", r"novamente", r"mesmo", r"substitui\w*", r"reposi\w*", r"nao (?:e )?d[aoe]"),
    "nl": (r"(?:deze|nieuwe|huidige) (?:bestelling|aankoop|keer|order|levering)", r"dit keer", r"deze keer",
           r"in tegenstelling", r"anders dan", r"weer", r"opnieuw", r"zelfde", r"vervang\w*", r"niet (?:uit|van)"),
    "pl": (r"(?:tym|tego|obecn|now)\w* (?:zamówieni|zakup|razem)\w*", r"tym razem", r"w przeciwieństwie",
           r"znowu", r"ponownie", r"tak samo", r"wymian\w*", r"zamienn\w*", r"nie (?:z|jest z)"),
    "ro": (r"(?:aceasta|aceast[aă]|noua|actual\w*) (?:comand|dat)\w*", r"comanda (?:aceasta|actuala|noua)",
           r"de data asta", r"spre deosebire", r"din nou", r"la fel", r"înlocui\w*", r"nu (?:e |este )?din"),
    "sv": (r"(?:den här|denna|detta|nya|senaste) (?:beställning|order|köp|gång|leverans)\w*", r"den här gången",
           r"till skillnad", r"igen", r"samma", r"ersättning\w*", r"inte från"),
    "da": (r"(?:denne|dette|den nye|seneste) (?:ordre|bestilling|køb|gang|levering)\w*", r"i modsætning",
           r"igen", r"samme", r"erstatning\w*", r"ikke fra"),
    "nb": (r"(?:denne|dette|den nye|siste) (?:ordre|bestilling|kjøp|gangen|levering)\w*", r"i motsetning",
           r"igjen", r"samme", r"erstatning\w*", r"ikke fra"),
    "fi": (r"(?:tämä|tässä|tästä|tällä|uusi|uude|nykyi)\w* (?:tilau|kerra|ostok|toimitu)\w*", r"tällä kertaa",
           r"toisin kuin", r"taas", r"uudelleen", r"sama\w*", r"korvaav\w*", r"vaihto\w*"),
    "tr": (r"(?:bu|yeni|son) (?:sipariş|sefer|kez|alışveriş)\w*", r"aksine", r"farklı olarak", r"yine", r"tekrar",
           r"aynı", r"değişim\w*", r"yedek\w*"),
    "ja": (r"今回", r"この注文", r"今度", r"新しい注文", r"とは違", r"と違",
           r"また", r"同じ", r"交換", r"代替", r"再送"),
    "zh": (r"这次", r"這次", r"本次", r"这个订单", r"這個訂單", r"这单", r"這單", r"新订单",
           r"不同于", r"不像", r"又", r"同样", r"一样", r"换货", r"換貨", r"补发", r"補發", r"替换", r"替換"),
    "ko": (r"이번", r"이 주문", r"새 주문", r"와 달리", r"과 달리",
           r"또", r"다시", r"같은", r"교환", r"대체", r"재발송"),
    "ar": (r"هذا الطلب", r"هذه الطلبية", r"هذه المرة", r"الحالي", r"الجديد", r"على عكس", r"بخلاف", r"مرة أخرى",
           r"نفس", r"بديل", r"استبدال"),
}
