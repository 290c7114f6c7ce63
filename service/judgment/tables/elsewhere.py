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

from service.judgment.tables.cheaper import PLACE_FIRST
from service.judgment.tables.samebuyer import SAME_BUYER
from service.judgment.tables.samewares import SAME_NOT_THIS as _SAME_WARES

ANOTHER: dict[str, tuple[str, ...]] = {
    "en": (r"(?:an?other|a different|a sep[ae]rate|an? (?:earlier|older|previous|prior)|my (?:previous|earlier"
           r"|older|prior|other)|the (?:previous|earlier|older|prior|other)) (?:\w+ )?(?:order|purchase)",
           r"(?:ordered|bought|purchased) (?:\w+ ){0,3}(?:separately|in a (?:different|separate|previous|"
           r"earlier) order)"),
    "de": (r"(?:anderen?|fr[üu]her\w*|vorherig\w*|vorig\w*|älter\w*|separat\w*) (?:bestellung|kauf|einkauf"
           r"|auftrag)", r"separat (?:gekauft|bestellt)"),
    "fr": (r"autres? (?:commande|achat)", r"(?:precedente?|ancienne?) (?:commande|achat)",
           r"(?:commande|achat)s? (?:precedente?|anterieure?|differente?|d'avant)",
           # (the verb, not "la commande": "avec la commande et à part" is the shipping paid apart)
           r"(?<!la )(?<!une )(?<!ma )(?<!votre )(?:achete|commande)e?s? (?:\w+ )?(?:a part|separement)"),
    "es": (r"otr[oa] (?:pedido|compra|orden)", r"(?:pedido|compra|orden) (?:anterior|previ[oa]|distint[oa]"
           r"|diferente|antigu[oa])", r"(?:anterior|antigu[oa]|previ[oa]) (?:pedido|compra)",
           r"(?:compr|ped)\w* (?:\w+ )?(?:aparte|por separado)"),
    "it": (r"altr[oa] (?:ordine|acquisto)", r"(?:ordine|acquisto) (?:precedente|diverso|vecchio|anteriore)",
           r"(?:precedente|vecchio) (?:ordine|acquisto)", r"(?:comprat|ordinat|pres)\w* (?:\w+ )?(?:a parte"
           r"|separatamente)"),
    "pt": (r"outr[oa] (?:encomenda|pedido|compra)", r"(?:encomenda|pedido|compra) (?:anterior|diferente"
           r"|antig[oa]|previ[oa])", r"(?:antig[oa]|anterior) (?:encomenda|pedido|compra)",
           r"(?:comprad|encomendad|comprei|encomendei)\w* (?:\w+ )?(?:a parte|separadamente|em separado)"),
    "nl": (r"(?:andere|eerdere|vorige|oudere|aparte) (?:bestelling|aankoop|order)", r"(?:apart|"
           r"afzonderlijk) (?:\w+ ){0,2}(?:gekocht|besteld)"),
    "pl": (r"(?:inn|poprzedni|wcześniejsz|starsz|odrębn)\w* (?:zamówieni|zakup)\w*",
           r"(?:kupi|zamówi(?!eni))\w* (?:\w+ )?osobno"),
    "ro": (r"(?:comand|comenz)\w* (?:anterioar|precedent|diferit|veche|mai veche)\w*",
           r"(?:alt[aăei]\w*|o altă) (?:comand|comenz|achiziți)\w*", r"(?:cumpărat|comandat)\w*(?:-\w+)? "
           r"(?:\w+ )?separat"),
    "sv": (r"(?:annan|andra|tidigare|föregående|äldre|separat) (?:beställning|order|köp)\w*",
           r"(?:köpt|köpte|beställt|beställde)\w* (?:\w+ )?separat"),
    "da": (r"(?:anden|andre|tidligere|forrige|ældre|separat) (?:ordre|bestilling|køb)\w*",
           r"(?:købt|købte|bestilt|bestilte) (?:\w+ )?separat"),
    "nb": (r"(?:annen|andre|tidligere|forrige|eldre|separat) (?:ordre|bestilling|kjøp)\w*",
           r"(?:kjøpt|kjøpte|bestilt|bestilte) (?:\w+ )?separat"),
    "fi": (r"(?:edellis|edellinen|aiemm|aiempi|aikaisemm|toise|vanhemm|eri)\w* (?:tilaukse|tilaus|ostok|osto)\w*",
           r"(?:ostin|ostettu|tilasin|tilattu) (?:\w+ )?erikseen", r"erikseen (?:ostettu|tilattu|ostin|tilasin)"),
    "tr": (r"(?:önceki|başka bir|başka|eski|farklı bir|farklı|diğer|ayrı bir) (?:sipariş|alışveriş)\w*",
           r"ayrı (?:aldı|sipariş|satın)\w*"),
    "ja": (r"(?:前回|以前|前|別|他|過去)の(?:ご)?(?:注文|購入|お買い物)", r"(?:前回|以前|過去)に?(?:注文|購入|買っ)",
           r"別(?:の)?注文", r"別(?:で|々に)(?:買|購入|注文)"),
    "zh": (r"(?:上一?个|上一笔|上一单|上次的?|之前的?|以前的?|另一?个|另一笔|另一单|别的|其他|其它|旧的?)(?:订单|訂單)",
           r"(?:之前|以前|上次)(?:买|購買|购买|買|订购|訂購|下单)的",
           # "another order" said as a measure word alone ("我另一单买的"), as people write it
           r"(?:另一|另外一|别的|別的)(?:单|單|笔|筆)(?:买|買|下|订|訂)",
           r"(?:单独|單獨)(?:买|買|购买|購買|下单|下單)",
           # "the order number is another one" ("订单号是另一个")
           r"(?:订单号|訂單號|单号|單號)(?:是|为|為)?(?:另一|另外一|别的|別的)"),
    "ko": (r"(?:지난번|이전|다른|예전|전번)(?:의)? ?(?:주문|구매|구입)",
           r"(?:이전에|예전에|지난번에) ?(?:주문|구매|구입|산|샀)", r"따로 ?(?:주문|구매|구입|산|샀)"),
    "ar": (r"(?:طلب|طلبي|الطلب|طلبية|الطلبية|شراء|عملية شراء)\w* (?:سابق|آخر|أخرى|الآخر|السابق|مختلف|قديم"
           r"|القديم|ثاني|ثانية|تاني)\w*",
           r"(?:بشكل منفصل|على حدة)"),
}

# Words that set this order's item against the other purchase's: this order, unlike, again, the
# same, a replacement, and a similar one ("kjøpte en tilsvarende på Elkjøp før, men denne ...",
# "I bought a similar one at Decathlon before": the item got elsewhere is another, likened to it)
THIS: dict[str, tuple[str, ...]] = {
    "en": (r"this (?:order|one|time|purchase|delivery|parcel|package|shipment)", r"unlike", r"again",
           r"same", r"(?:current|new|latest|recent) (?:order|purchase|one)", r"as (?:with|in|on) (?:my|the)",
           r"like (?:my|the|in|with)", r"replacement", r"re-?sent", r"not from", r"similar",
           r"one like (?:it|this|that)"),
    "de": (r"(?:diese[rsmn]?|aktuellen?|neuen?) (?:bestellung|kauf|mal|lieferung|paket)", r"diesmal",
           r"dieses mal", r"im gegensatz", r"anders als", r"wieder", r"gleiche", r"ersatz\w*", r"nicht aus",
           r"ähnlich\w*", r"vergleichbar\w*"),
    "fr": (r"(?:cette|nouvelle|derniere) (?:commande|fois|livraison)", r"celle-ci", r"contrairement",
           r"a nouveau", r"encore", r"meme", r"remplacement", r"pas (?:de|d'une|dans)"),
    "es": (r"(?:este|esta|nuevo|ultimo) (?:pedido|compra|vez|envio)", r"esta vez", r"a diferencia", r"otra vez",
           r"de nuevo", r"mismo", r"reemplazo", r"sustitu\w*", r"no (?:es )?de"),
    "it": (r"quest[oa] (?:ordine|volta|acquisto|spedizione)", r"nuovo ordine", r"a differenza", r"di nuovo",
           r"ancora", r"stesso", r"sostituzion\w*", r"non (?:e )?(?:dal|del|di)"),
    "pt": (r"(?:esta|este|nova|novo) (?:encomenda|pedido|compra|vez)", r"desta vez", r"ao contrario",
           r"de novo", r"novamente", r"mesmo", r"substitui\w*", r"reposi\w*", r"nao (?:e )?d[aoe]"),
    "nl": (r"(?:deze|nieuwe|huidige) (?:bestelling|aankoop|keer|order|levering)", r"dit keer", r"deze keer",
           r"in tegenstelling", r"anders dan", r"weer", r"opnieuw", r"zelfde", r"vervang\w*", r"niet (?:uit|van)",
           r"vergelijkba\w*", r"soortgelijk\w*"),
    "pl": (r"(?:tym|tego|obecn|now)\w* (?:zamówieni|zakup|razem)\w*", r"tym razem", r"w przeciwieństwie",
           r"znowu", r"ponownie", r"tak samo", r"wymian\w*", r"zamienn\w*", r"nie (?:z|jest z)"),
    "ro": (r"(?:aceasta|aceast[aă]|noua|actual\w*) (?:comand|dat)\w*", r"comanda (?:aceasta|actuala|noua)",
           r"de data asta", r"spre deosebire", r"din nou", r"la fel", r"înlocui\w*", r"nu (?:e |este )?din"),
    "sv": (r"(?:den här|denna|detta|nya|senaste) (?:beställning|order|köp|gång|leverans)\w*", r"den här gången",
           r"till skillnad", r"igen", r"samma", r"ersättning\w*", r"inte från", r"liknande", r"motsvarande",
           r"likadan\w*",
           # the missing one no longer needed, got anew ("behöver den inte längre")
           r"behöver (?:det|den|dem) inte (?:längre|nu)"),
    "da": (r"(?:denne|dette|den nye|seneste) (?:ordre|bestilling|køb|gang|levering)\w*", r"i modsætning",
           r"igen", r"samme", r"erstatning\w*", r"ikke fra", r"lignende", r"tilsvarende", r"magen til",
           # the missing one no longer needed, got anew ("har ikke brug for den længere")
           r"(?:har )?ikke (?:brug|behov) for (?:det|den|dem) (?:længere|mere)"),
    "nb": (r"(?:denne|dette|den nye|siste) (?:ordre|bestilling|kjøp|gangen|levering)\w*", r"i motsetning",
           r"igjen", r"samme", r"erstatning\w*", r"ikke fra", r"lignende", r"liknende", r"tilsvarende",
           r"maken til",
           # the missing one no longer needed, got anew ("trenger det ikke lenger")
           r"trenger (?:det|den|dem|de) ikke (?:lenger|nå)"),
    "fi": (r"(?:tämä|tässä|tästä|tällä|uusi|uude|nykyi)\w* (?:tilau|kerra|ostok|toimitu)\w*", r"tällä kertaa",
           r"toisin kuin", r"taas", r"uudelleen", r"sama\w*", r"korvaav\w*", r"vaihto\w*", r"vastaava\w*"),
    "tr": (r"(?:bu|yeni|son) (?:sipariş|sefer|kez|alışveriş)\w*", r"aksine", r"farklı olarak", r"yine", r"tekrar",
           r"aynı", r"değişim\w*", r"yedek\w*"),
    "ja": (r"今回", r"この注文", r"今度", r"新しい注文", r"とは違", r"と違",
           r"また", r"同じ", r"交換", r"代替", r"再送"),
    "zh": (r"这次", r"這次", r"本次", r"这个订单", r"這個訂單", r"这单", r"這單", r"新订单",
           r"不同于", r"不像", r"又", r"同样", r"一样", r"换货", r"換貨", r"补发", r"補發", r"替换", r"替換"),
    "ko": (r"이번", r"이 주문", r"새 주문", r"와 달리", r"과 달리",
           r"또", r"다시", r"같은", r"교환", r"대체", r"재발송"),
    "ar": (r"هذا الطلب", r"هذه الطلبية", r"هذه المرة", r"الحالي", r"الجديد", r"على عكس", r"بخلاف", r"مرة أخرى",
           r"نفس", r"بديل", r"استبدال",
           # this shop's purchase and its number, set against one made elsewhere ("اشتريت منكم قفطان
           # وهذا رقم طلبكم")
           r"(?:و)?هذا رقم (?:ال)?طلب\w*", r"(?:اشتريت|شريت|طلبت) منكم"),
}

# Bought by someone else, or in another shop: "the mug my sister gave me", "a present from my
# aunt", "I bought it at another shop", "on Amazon", "second-hand", "elsewhere" (written from
# the class, not from a ticket; ``elsewhere`` reads them with ``ANOTHER``). Never the customer's
# own gift ("I bought it as a gift for my sister", "pour l'offrir", "送给姐姐的礼物"): only a gift
# *from* someone, or given *to me*. ``THIS`` keeps a comparison grounded ("rather than Amazon").
# A brand-hyphen-kind word is one of the words between the verb and the shop ("kjøpte
# Bosch-drillen på Elkjøp").
BOUGHT_ELSEWHERE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:gift|present) from",
           r"(?:my|a|his|her|our|their) \w+ (?:gave|bought|got|sent) (?:it |them |this |that )?me",
           r"(?:gave|given) (?:it |them |this |that )?to me", r"(?:received|got) (?:it |them |this |that |the \w+ )?as "
           r"an? (?:gift|present)(?! for)", r"(?:at|from|in|on) (?:another|a different|some other|a local|a physical) "
           r"(?:shop|store|seller|retailer|website|site|marketplace|market|platform|vendor)",
           r"(?:bought|ordered|purchased|got|picked up) (?:[\w-]+ ){0,3}(?:at|from|on) (?:amazon|ebay|etsy"
           r"|aliexpress|temu"
           r"|walmart|ikea|costco|target|best buy|argos|currys|decathlon|a (?:flea market|charity shop|thrift "
           r"(?:shop|store)|garage sale))", r"second-?hand",
           r"elsewhere", r"not (?:bought|ordered|purchased) (?:from|with|at|on) (?:you|your)",
           # a shop somewhere, not this one ("I got it in a little shop in Leeds")
           r"(?:bought|got|purchased) (?:it |them |this |that )?(?:at|from|in) a (?:\w+ )?(?:shop|store|boutique) in"),
    "de": (r"geschenk von", r"geschenkt bekommen", r"mir (?:[\w-]+ ){0,3}geschenkt",
           r"(?:in|bei|auf) (?:einem |einer )?"
           r"anderen (?:geschäft|laden|shop|händler|webseite|website|plattform|marktplatz)",
           r"(?:bei|auf|im) (?:amazon|ebay|otto|zalando|aliexpress|temu|ikea|media ?markt|saturn|decathlon|tchibo|lidl"
           r"|aldi|rossmann|dm) (?:[\w-]+ )?gekauft", r"gebraucht gekauft",
           r"woanders", r"nicht bei (?:ihnen|euch) gekauft",
           r"(?:in|bei) einem (?:\w+ )?(?:geschäft|laden|kaufhaus) in (?:\w+ ){0,3}(?:gekauft|geholt)"),
    "fr": (r"offerte?s? par", r"m'a (?:ete )?offerte?s?", r"cadeau (?:de (?:ma|mon|mes|la part)|d'une? )",
           r"recue?s? en cadeau", r"(?:dans|chez|sur) (?:un |une )?autre (?:magasin|boutique|site|vendeur|enseigne"
           r"|marketplace|plateforme)", r"(?:achete|commande)e?s? (?:\w+ ){0,3}(?:sur|chez|au|a|a la) (?:amazon|ebay"
           r"|cdiscount|aliexpress|temu|leboncoin|vinted|fnac|ikea|decathlon|darty|boulanger|carrefour|leclerc|auchan"
           r"|castorama|leroy merlin|action)", r"d'occasion", r"ailleurs",
           r"(?:achete|pris)e?s? (?:\w+ ){0,2}dans une? (?:\w+ )?(?:magasin|boutique) (?:a|de|en|du)"),
    "es": (r"me (?:la |lo |las |los )?regal[oa]\w*", r"regalo de (?:mi|un|una|la|el)", r"(?:la|lo) recibi de regalo",
           r"(?:en|de) otr[ao] (?:tienda|comercio|web|pagina|vendedor|plataforma)",
           r"(?:compr|ped|llev|cog|consegu)\w* (?:\w+ ){0,3}en (?:el |la )?"
           r"(?:amazon|ebay|aliexpress|temu|mercado libre|ikea|wallapop|el corte ingles|decathlon|media ?markt"
           r"|carrefour|fnac)", r"de segunda mano", r"en otro sitio",
           r"(?:compr|cog)\w* (?:\w+ ){0,2}en una (?:\w+ )?tienda (?:de|en|del)"),
    "it": (r"m[ei] (?:l'|lo |la |li |le )?(?:ha|hanno) regalat\w*", r"regalat\w* da",
           r"regalo d(?:i|a) (?:mia|mio|un|una)",
           r"(?:in|da|su) (?:un |una |un')?altr[oa] (?:negozio|sito|venditore|piattaforma)", r"(?:comprat|ordinat)\w* "
           r"(?:\w+ ){0,3}(?:su|da|al|alla|a) (?:amazon|ebay|aliexpress|temu|subito|decathlon|mediaworld|unieuro|ikea)",
           r"di seconda mano", r"altrove",
           r"(?:comprat|pres)\w* (?:\w+ ){0,2}in un (?:\w+ )?negozio (?:a|di|in|del)"),
    "pt": (r"(?:presente|prenda) d[ao] (?:minha|meu)", r"(?:me )?(?:deu|deram|ofereceu|ofereceram) de (?:presente"
           r"|prenda)", r"(?:ganhei|recebi) de (?:presente|prenda)", r"(?:em |n)outr[ao] (?:loja|site|vendedor"
           r"|plataforma)", r"(?:comprei|encomendei) (?:\w+ ){0,3}n[ao] (?:amazon|ebay|aliexpress|temu|mercado livre"
           r"|olx|shein|worten|fnac|decathlon|continente)", r"em segunda mao", r"noutro sitio",
           r"(?:comprei|comprad\w*)(?:-\w+)? (?:\w+ ){0,2}(?:numa|em uma) (?:\w+ )?loja (?:em|no|na|de|do|da)"),
    "nl": (r"(?:cadeau|kado) (?:gekregen|van)", r"kreeg (?:ik )?(?:\w+ )?(?:cadeau|kado)", r"(?:in|bij|op) (?:een )?"
           r"andere (?:winkel|webshop|site|website|verkoper|platform)",
           r"(?:gekocht|besteld) (?:[\w-]+ ){0,2}(?:bij|op|in de) "
           r"(?:bol\.com|amazon|marktplaats|aliexpress|temu|ikea|mediamarkt|coolblue|hema|action|blokker|decathlon)",
           r"(?:bij|op|in de) (?:bol\.com|amazon|marktplaats|aliexpress|temu|mediamarkt|coolblue|hema|action|blokker"
           r"|decathlon) gekocht", r"tweedehands", r"ergens anders",
           r"in een (?:\w+ )?winkel in (?:\w+ ){0,3}(?:gekocht|gehaald)",
           r"(?:gekocht|gehaald) (?:\w+ ){0,2}in een (?:\w+ )?winkel in"),
    "sv": (r"(?:i )?present av", r"fick (?:jag )?(?:\w+ )?i (?:present|julklapp|födelsedagspresent)",
           r"(?:i|från|på|hos) (?:en )?annan (?:butik|affär|webbutik|sajt|säljare)",
           r"(?:köpt|köpte) (?:[\w-]+ ){0,3}(?:på"
           r"|från|hos) (?:amazon|ebay|blocket|tradera|aliexpress|temu|ikea|elgiganten|clas ohlson|åhléns|jula"
           r"|biltema)",
           r"begagnad\w*", r"någon annanstans", r"(?:köpt|köpte) (?:\w+ ){0,2}i en (?:\w+ )?(?:butik|affär) i"),
    "da": (r"(?:i )?(?:jule|fødselsdags|bryllups|konfirmations)?gave (?:af|fra)",
           r"fik (?:jeg )?(?:\w+ )?i (?:jule|fødselsdags|bryllups|konfirmations)?gave",
           r"(?:i|fra|hos|på) (?:en )?anden (?:butik"
           r"|forretning|webshop|side|sælger)", r"(?:købt|købte) (?:[\w-]+ ){0,3}(?:på|fra|hos|i) (?:amazon|ebay"
           r"|dba|temu"
           r"|aliexpress|ikea|elgiganten|power|bilka|føtex|silvan)", r"et andet sted",
           r"(?:købt|købte) (?:\w+ ){0,2}i en (?:\w+ )?butik i"),
    "nb": (r"(?:i )?(?:jule|bursdags|bryllups|konfirmasjons)?gave (?:av|fra)",
           r"fikk (?:jeg )?(?:\w+ )?i (?:jule|bursdags|bryllups|konfirmasjons)?gave",
           r"(?:i|fra|hos|på) (?:en )?annen (?:butikk"
           r"|forretning|nettbutikk|side|selger)", r"(?:kjøpt|kjøpte) (?:[\w-]+ ){0,3}(?:på|fra|hos) (?:amazon"
           r"|ebay|finn"
           r"|temu|aliexpress|ikea|elkjøp|power|clas ohlson|jula|xxl)", r"et annet sted",
           r"(?:kjøpt|kjøpte) (?:\w+ ){0,2}i en (?:\w+ )?butikk i"),
    "fi": (r"sain (?:\w+ ){0,2}lahjaksi",
           r"(?:ostin|ostettu) (?:\w+ ){0,2}(?:eräästä|yhdestä|paikallisesta) (?:\w+ )?(?:kaupasta|liikkeestä)",
           r"lahja\w* (?:\w+(?:lta|ltä))", r"toise\w* (?:kaupa|liikkee|verkkokaupa)\w*",
           r"(?:ostin|ostettu) (?:\w+ ){0,2}(?:amazonista|ebaysta|torista|temusta|aliexpressista|ikeasta)",
           r"muualta"),
    "pl": (r"(?:dostał|otrzymał)\w* (?:\w+ ){0,2}(?:w prezencie|na prezent)", r"prezent od", r"(?:w|z|na) inn\w* "
           r"(?:sklep|stron|platform)\w*", r"(?:u|od) inn\w* (?:sprzedawc|sklep)\w*",
           r"(?:kupił|zamówił)\w* (?:\w+ ){0,3}(?:na|w) (?:allegro|amazonie|olx|temu"
           r"|aliexpress|media markt|media expert|empik|decathlon)", r"z drugiej ręki", r"gdzie indziej",
           r"kupi\w* (?:\w+ ){0,2}w (?:jakimś |pewnym |małym )?sklepie w"),
    "ro": (r"primit\w*(?:-\w+)? (?:\w+ ){0,2}cadou", r"cadou de la", r"mi-a (?:facut|dat|daruit|oferit)\w* cadou",
           r"(?:din|de la|într-un|într-o) (?:alt|altă) (?:magazin|site|vânzător|platformă)",
           r"(?:cumpărat|comandat|luat)\w*(?:-\w+)? (?:\w+ ){0,3}(?:de pe|de la|din) (?:emag|amazon|olx|temu|aliexpress"
           r"|altex|dedeman|decathlon|flanco)", r"second-?hand", r"din altă parte",
           r"(?:cumpărat|luat)\w*(?:-\w+)? (?:\w+ ){0,2}(?:dintr-un|de la un) magazin din"),
    "tr": (r"hediye (?:etti|etmişti|etmiş|geldi)", r"bana (?:\w+ )?hediye", r"\w+(?:den|dan|ten|tan) (?:gelen )?hediye",
           r"başka (?:bir )?(?:mağaza|dükkan|site|satıcı|platform)\w*", r"(?:trendyol|hepsiburada|amazon|n11|temu"
           r"|aliexpress|sahibinden)'?(?:dan|den|tan|ten) (?:aldım|aldığım|satın aldığım|gelen|sipariş ettiğim)",
           r"ikinci el", r"başka yerden", r"bir (?:mağaza|dükkan)(?:dan|den) (?:aldım|aldığım|satın)"),
    "ja": (r"からの?(?:プレゼント|贈り物|ギフト)", r"から(?:もらっ|貰っ|いただい|頂い)",
           r"(?:プレゼント|贈り物)(?:として|で)(?:もらっ|貰っ|いただい|頂い)",
           r"(?:他|別|ほか)の(?:店|お店|ショップ|サイト|通販)",
           r"(?:アマゾン|amazon|楽天|メルカリ|ヤフオク|ロフト|ハンズ|ドンキ|ニトリ|ヨドバシ|ビックカメラ|無印|イオン|ダイソー"
           r"|店頭|実店舗)で(?:買|購入)", r"中古",
           r"(?:近所|駅前|地元|街)の(?:お店|店|ショップ|デパート|百貨店)で(?:買|購入)"),
    "zh": (r"送我的", r"送的(?:礼物|禮物)", r"(?:别人|朋友|姐姐|妹妹|哥哥|弟弟|妈妈|爸爸|老公|老婆|同事)送(?:给我)?的",
           r"收到的(?:礼物|禮物)", r"(?:别的|別的|其他|其它)(?:店|商店|网店|網店|网站|網站|平台)",
           r"(?:淘宝|京东|拼多多|亚马逊|闲鱼)(?:上)?买的", r"二手",
           # another shop, a marketplace's too ("淘宝上另一家店"), another seller, bought at "别家"
           r"另一?(?:家|个|個)(?:店|商店|网店|網店|店铺|店鋪|商家|卖家|賣家)",
           r"(?:别|別)的?(?:店铺|店鋪|卖家|賣家|商家)",
           r"(?:在|从|從)(?:别家|別家)(?:店)?(?:买|買|购|購|下单|下單)",
           r"(?:实体店|實體店|商场|商場|超市)(?:里|裡)?(?:买|買)的"),
    "ko": (r"선물로 받", r"선물 받", r"선물받", r"선물로 준 (?:건|것)", r"다른 (?:가게|매장|쇼핑몰|사이트|판매자)",
           r"(?:쿠팡|아마존|11번가|지마켓|당근)에서 (?:산|샀|구매)", r"중고",
           # a gift given to me, not one the customer gave ("언니에게 선물해 준")
           r"(?<!에게 )(?<!한테 )선물해 ?(?:준|줬|주신)",
           r"(?:동네|근처|시내|오프라인) ?(?:매장|가게|마트|백화점)에서 (?:산|샀|구매|구입)"),
    "ar": (r"هدي\w* من", r"اهدتني|اهداني|اهدوني", r"(?:من|في) (?:متجر|محل|موقع) (?:اخر|آخر)",
           r"(?:اشتريته|اشتريتها) (?:من|على) (?:امازون|نون|تيمو)", r"مستعمل\w*",
           # bought at a shop, a market, a mall (not "من محلكم", yours)
           r"(?:شريت|اشتريت)\w* من (?:محل|سوق|مول|بوتيك)(?![\w])"),
}

# "no", answering an agent's question whether the item is of another order: the first word of the
# customer's next reply, alone before its punctuation ("No, I only have the one order"; not "No idea")
NO: dict[str, tuple[str, ...]] = {
    "en": (r"no", r"nope"), "de": (r"nein", r"ne"), "fr": (r"non",), "es": (r"no",), "it": (r"no",),
    "pt": (r"nao",), "nl": (r"nee", r"nee hoor"), "pl": (r"nie",), "ro": (r"nu",), "sv": (r"nej", r"nej då"),
    "da": (r"nej",), "nb": (r"nei", r"neida", r"nei da"), "fi": (r"ei",), "tr": (r"hayır",), "ja": (r"いいえ", r"いえ"),
    "zh": (r"不是", r"没有"),
    "ko": (r"아니요", r"아뇨", r"아니에요"), "ar": (r"لا",),
}

# "yes", answering an agent's question whether the item is of another order: the first word of
# the customer's next reply ("Yes, from another order, but refund it from this one")
YES: dict[str, tuple[str, ...]] = {
    "en": (r"yes", r"yeah", r"yep", r"correct", r"exactly"), "de": (r"ja", r"jap", r"genau", r"richtig", r"stimmt"),
    "fr": (r"oui", r"ouais", r"exact", r"exactement"), "es": (r"si", r"exacto", r"correcto"),
    "it": (r"si", r"esatto", r"esattamente", r"giusto"), "pt": (r"sim", r"exato", r"exatamente", r"certo"),
    "nl": (r"ja", r"klopt", r"precies", r"inderdaad"), "pl": (r"tak", r"dokładnie", r"zgadza się"),
    "ro": (r"da", r"exact", r"corect"), "sv": (r"ja", r"japp", r"precis", r"stämmer"),
    "da": (r"ja", r"præcis", r"korrekt"), "nb": (r"ja", r"jepp", r"akkurat", r"stemmer", r"riktig"),
    "fi": (r"kyllä", r"joo", r"juu", r"aivan"), "tr": (r"evet", r"aynen", r"doğru"),
    "ja": (r"はい", r"ええ", r"そうです"), "zh": (r"是的", r"对", r"對", r"没错", r"沒錯"),
    "ko": (r"네", r"예", r"맞아요", r"맞습니다"), "ar": (r"نعم", r"ايه", r"ايوه", r"أيوه", r"اي", r"أجل", r"اجل"),
}

# a comparison with the other shop keeps the item this order's ("rather than on Amazon")
THIS_TOO: dict[str, tuple[str, ...]] = {
    "en": (r"rather than", r"instead of"), "de": (r"statt", r"anstatt"), "fr": (r"plutot que", r"au lieu de"),
    "es": (r"en lugar de", r"en vez de"), "it": (r"invece che", r"invece di"), "pt": (r"em vez de",),
}

# a gift or another shop's item given as the reason to send this order's back ("we got one as a
# present, so we want to return ours"): so, therefore, that's why
SO: dict[str, tuple[str, ...]] = {
    "en": (r"so", r"therefore", r"that'?s why", r"which is why", r"already"),
    "de": (r"also", r"deshalb", r"daher", r"darum", r"deswegen", r"bereits", r"schon"),
    "fr": (r"donc", r"alors", r"c'est pourquoi", r"deja"), "es": (r"asi que", r"por eso", r"por lo tanto", r"ya"),
    "it": (r"quindi", r"percio", r"per questo", r"gia"), "pt": (r"por isso", r"entao", r"portanto", r"ja"),
    "nl": (r"dus", r"daarom", r"al"), "sv": (r"så", r"därför", r"redan"), "da": (r"så", r"derfor", r"allerede"),
    "nb": (r"så", r"derfor", r"allerede"), "fi": (r"joten", r"siksi", r"jo"), "pl": (r"więc", r"dlatego", r"już"),
    "ro": (r"așa că", r"de aceea", r"deja"), "tr": (r"bu yüzden", r"o yüzden", r"bu nedenle", r"zaten"),
    "ja": (r"(?<!も)ので(?![すし])", r"から、", r"だから", r"すでに", r"もう"),
    "zh": (r"所以", r"因此", r"已经", r"已經"),
    "ko": (r"그래서", r"때문에", r"이미"), "ar": (r"لذلك", r"لذا", r"بالفعل"),
}

# a price seen at another shop, a competitor's ("the competitor sells it for 60 less", "billiger
# bei der Konkurrenz", "他社では安い"): a difference asked against it is a price match, nothing
# this payment was charged over its own price (a "price match" alone is the shop's own, its
# price dropped)
CHEAPER_ELSEWHERE: dict[str, tuple[str, ...]] = {
    "en": (r"competitors?(?:'s)?", r"(?:cheaper|less|lower) (?:at|on|from|in|with) "
           r"(?:another|a different|a rival|some other|other) (?:shop|store|retailer|website|site|seller)s?",
           r"rival (?:shop|store|retailer|website|site|seller)s?"),
    "de": (r"konkurren\w*", r"mitbewerber\w*", r"(?:woanders|anderswo) (?:\w+ ){0,3}(?:günstiger"
           r"|billiger)", r"(?:günstiger|billiger) (?:\w+ ){0,2}(?:woanders|anderswo|bei (?:einem )?anderen)"),
    "fr": (r"concurren\w*", r"moins cher (?:ailleurs|chez (?:un )?autre)"),
    "es": (r"competencia", r"competidor\w*", r"(?:mas barat[oa]|menos) en otr[ao] (?:tienda|web|sitio)"),
    "it": (r"concorren\w*", r"(?:costa meno|piu economico|meno caro) (?:altrove|in un altro|da un altro)"),
    "pt": (r"concorr\w*", r"(?:mais barat[oa]|mais em conta) (?:em |n)outr[ao] (?:loja|site)"),
    "nl": (r"concurrent\w*", r"goedkoper (?:bij|op) (?:een )?andere", r"elders goedkoper"),
    "pl": (r"konkurencj\w*", r"konkurent\w*", r"taniej (?:w|u) (?:innym|innej|innego)"),
    "ro": (r"concuren\w*", r"mai ieftin (?:la|in) (?:alt|alta|alte)\w*"),
    "sv": (r"konkurrent\w*", r"billigare (?:hos|på|i) (?:en )?annan"),
    "da": (r"konkurrent\w*", r"billigere (?:hos|på|i) (?:en )?anden"),
    "nb": (r"konkurrent\w*", r"billigere (?:hos|på|i) (?:en )?annen"),
    "fi": (r"kilpailij\w*", r"(?:halvemmalla|halvempi) (?:toisessa|muualla)", r"muualla (?:halvemmalla|halvempi)"),
    "tr": (r"rakip\w*", r"başka (?:bir )?(?:mağaza|site|yer)\w* (?:daha )?ucuz"),
    "ja": (r"他社", r"競合", r"他の(?:店|お店|ショップ)", r"他店", r"よその店"),
    "zh": (r"别家", r"別家", r"其他(?:店|商家|网店)", r"竞争对手", r"競爭對手", r"别的店", r"別的店"),
    "ko": (r"다른 (?:쇼핑몰|매장|가게|사이트)(?:에서|은|는)? ?(?:더 )?(?:싸|저렴)", r"경쟁사", r"타사"),
    "ar": (r"منافس\w*", r"(?:محل|متجر|موقع) (?:ثاني|اخر|آخر) (?:\w+ )?(?:ارخص|أرخص)"),
}

# this order's words said under a negation ("charged twice for an earlier order, not this one",
# "nicht für diese", "pas celle-ci", "今回の注文ではなく"): the other purchase confirmed, never set
# against it (``elsewhere`` takes them out before it looks for ``THIS``)
NOT_THIS: dict[str, tuple[str, ...]] = {
    "en": (r"not (?:for |on |in |with |from |about )?(?:this|the current|my current) (?:order|one|time|purchase"
           r"|delivery|parcel|package|shipment|payment|invoice|charge)",),
    "de": (r"nicht (?:für |bei |in |aus |mit |um )?(?:diese[rsmn]?|die aktuelle|der aktuellen)(?: (?:bestellung|kauf"
           r"|lieferung|paket|rechnung|zahlung|mal))?",),
    "fr": (r"pas (?:pour |sur |dans |de )?(?:celle-ci|celui-ci|cette (?:commande|fois|livraison|facture)|ce paiement"
           r"|cet achat)",),
    "es": (r"no (?:en |por |de |para |con )?(?:este|esta|est[ea] (?:pedido|compra|vez|envio|factura|pago))",),
    "it": (r"non (?:per |su |in |di |con )?(?:quest[oa]|quest[oa] (?:ordine|volta|acquisto|spedizione|fattura))",),
    "pt": (r"nao (?:(?:por|em|para|com|de) )?(?:n|d)?(?:esta|este)(?: (?:encomenda|pedido|compra|vez|fatura))?",),
    "nl": (r"niet (?:voor |bij |van |in |met )?(?:deze|dit|de huidige)(?: (?:bestelling|aankoop|keer|order|levering"
           r"|factuur|betaling))?",),
    "pl": (r"nie (?:za |w |z |na |przy )?(?:to|tym|tego|ten|obecn\w*) (?:zamówieni|zakup|razem)\w*",),
    "ro": (r"nu (?:pentru |la |din |cu )?(?:aceasta|asta|aceast[aă]|comanda (?:aceasta|asta|actuala))",),
    "sv": (r"inte (?:för |på |i |med )?(?:den här|denna|detta)(?: (?:beställning|order|köp|gång|leverans)\w*)?",),
    "da": (r"ikke (?:for |på |i |med )?(?:denne|dette)(?: (?:ordre|bestilling|køb|gang|levering)\w*)?",),
    "nb": (r"ikke (?:for |på |i |med )?(?:denne|dette)(?: (?:ordre|bestilling|kjøp|gangen|levering)\w*)?",),
    "fi": (r"(?:ei|eikä) (?:tämä|tästä|tätä|tässä|tällä|tähän)\w*(?: (?:tilau|kerra|ostok|toimitu)\w*)?",),
    "tr": (r"bu (?:sipariş|alışveriş|sefer)\w* (?:için )?değil\w*", r"bunda değil\w*", r"bunun için değil\w*"),
    "ja": (r"(?:今回|この注文)(?:の分|の注文)?(?:では|じゃ)(?:な|あり)",),
    "zh": (r"不是(?:这次|這次|本次|这个订单|這個訂單|这单|這單)",),
    "ko": (r"(?:이번|이 주문)(?: ?주문| ?건)?(?:이|은|는|에서|의|에 대한)? ?아니",),
    "ar": (r"(?:ليس|ليست|وليس|مش|مو) (?:(?:في|من|على|عن) )?(?:هذا الطلب|هذه الطلبية|هذه المرة)",),
}

# Another order said by its number being another: "the order number of this one is different",
# "ein anderes Bestellnummer" (``elsewhere`` reads them with ``ANOTHER``: the item or the figure
# spoken of is of that other order)
NUMBERED_OTHER: dict[str, tuple[str, ...]] = {
    "en": (r"(?:a |the )?(?:different|another|other) order (?:number|no|#)",
           r"order (?:number|no|#) (?:\w+ ){0,3}(?:is|was) (?:a )?(?:different|another|other)"),
    "de": (r"(?:andere|anderen|anderes) (?:bestell|auftrags)nummer", r"(?:bestell|auftrags)nummer "
           r"(?:\w+ ){0,3}(?:ist|war) (?:eine )?andere"),
    "fr": (r"(?:autre|different) numero de commande", r"numero de commande (?:\w+ ){0,3}(?:est|etait) "
           r"(?:un )?(?:autre|different)"),
    "es": (r"otro numero de (?:pedido|orden)", r"numero de (?:pedido|orden) (?:\w+ ){0,3}(?:es|era) "
           r"(?:otro|distinto|diferente)"),
    "it": (r"(?:altro|diverso) numero (?:d'|di )ordine", r"numero (?:d'|di )ordine (?:\w+ ){0,3}(?:e|era) "
           r"(?:un )?(?:altro|diverso)"),
    "pt": (r"outro numero de (?:encomenda|pedido)", r"numero d[ao] (?:encomenda|pedido) (?:\w+ ){0,3}"
           r"(?:e|era) (?:outro|diferente)"),
    "nl": (r"(?:ander|een ander) (?:bestel|order)nummer", r"(?:bestel|order)nummer (?:\w+ ){0,3}(?:is|was) "
           r"(?:een )?ander"),
    "sv": (r"(?:annat|ett annat) (?:order|beställnings)nummer", r"(?:order|beställnings)numret (?:\w+ ){0,3}"
           r"(?:är|var) (?:ett )?annat"),
    "da": (r"(?:andet|et andet) (?:ordre|bestillings)nummer", r"(?:ordre|bestillings)nummeret (?:\w+ ){0,3}"
           r"(?:er|var) (?:et )?andet"),
    "nb": (r"(?:annet|et annet) (?:ordre|bestillings)nummer", r"(?:ordre|bestillings)nummeret (?:\w+ ){0,3}"
           r"(?:er|var) (?:et )?annet"),
    "fi": (r"(?:eri|toinen) tilausnumero", r"tilausnumero (?:\w+ ){0,3}on (?:eri|toinen)"),
    "pl": (r"inny numer zamówienia", r"numer zamówienia (?:\w+ ){0,3}(?:jest|był) inny"),
    "ro": (r"(?:alt|un alt) numar de comanda", r"numarul (?:de )?comenzii (?:\w+ ){0,3}(?:este|e) (?:altul|diferit)"),
    "tr": (r"(?:başka|farklı) (?:bir )?sipariş numara\w*", r"sipariş numara\w* (?:\w+ ){0,3}(?:farklı|başka)"),
    "ja": (r"(?:別|違う|異なる)の?注文番号", r"注文番号(?:は|が)(?:別|違|異な)"),
    "zh": (r"(?:另一个|另一個|别的|別的|不同的?)(?:订单号|訂單號)",
           r"(?:订单号|訂單號)(?:是)?(?:不一样|不同|另一个|另一個)"),
    "ko": (r"(?:다른|별도의?) 주문 ?번호", r"주문 ?번호(?:는|가) (?:다르|달라)"),
    "ar": (r"رقم طلب (?:اخر|مختلف)", r"رقم (?:ال)?طلب (?:\S+ ){0,3}(?:مختلف|اخر|غير)"),
}

# One of several orders: "I had two orders with you", "eine meiner Bestellungen" (the item or
# the figure spoken of is of one of them, this payment being one order: read only where no
# sentence of the text says this one, ``THIS``)
SEVERAL: dict[str, tuple[str, ...]] = {
    "en": (r"(?:two|2|three|3|several|multiple) (?:\w+ )?orders", r"one of (?:my|the|those) orders",
           r"(?:separate|different) orders"),
    "de": (r"(?:zwei|2|drei|3|mehrere) (?:\w+ )?bestellungen", r"(?:einer|eine) (?:meiner|der|von den) bestellungen",
           r"(?:getrennten|separaten|verschiedenen) bestellungen"),
    "fr": (r"(?:deux|2|trois|3|plusieurs) commandes", r"(?:une|l'une) de (?:mes|ces|des) commandes",
           r"commandes (?:separees|differentes)"),
    "es": (r"(?:dos|2|tres|3|varios) pedidos", r"(?:uno|una) de (?:mis|los) (?:pedidos|compras)",
           r"pedidos (?:separados|distintos|diferentes)"),
    "it": (r"(?:due|2|tre|3|diversi|piu) ordini", r"uno dei (?:miei )?ordini",
           r"ordini (?:separati|diversi|distinti)"),
    "pt": (r"(?:duas|2|tres|3|varias) encomendas", r"(?:dois|2|tres|3|varios) pedidos",
           r"(?:uma|um) d(?:as|os) (?:minhas |meus )?(?:encomendas|pedidos)",
           r"(?:encomendas|pedidos) (?:separad[oa]s|diferentes)"),
    "nl": (r"(?:twee|2|drie|3|meerdere) bestellingen", r"een van (?:mijn|de) bestellingen",
           r"(?:aparte|losse|verschillende) bestellingen"),
    "sv": (r"(?:två|2|tre|3|flera) beställningar", r"en av (?:mina|de) beställningar\w*",
           r"(?:separata|olika) beställningar"),
    "da": (r"(?:to|2|tre|3|flere) (?:ordrer|bestillinger)", r"en af (?:mine|de) (?:ordrer|bestillinger)\w*",
           r"(?:separate|forskellige) (?:ordrer|bestillinger)"),
    "nb": (r"(?:to|2|tre|3|flere) (?:ordrer|bestillinger)", r"en av (?:mine|de) (?:ordrer|ordrene|bestillinger)\w*",
           r"(?:separate|forskjellige|ulike) (?:ordrer|bestillinger)"),
    "fi": (r"(?:kaksi|2|kolme|3|useita|monta) tilausta", r"(?:yksi|yhdessä) tilauksista\w*",
           r"(?:eri|erillisi\w*) tilauksi\w*"),
    "pl": (r"(?:dwa|2|trzy|3|kilka) zamówienia", r"(?:jedno|jednym) z (?:moich )?zamówień",
           r"(?:osobnych|oddzielnych|różnych) zamówieniach"),
    "ro": (r"(?:doua|2|trei|3|mai multe) comenzi", r"una (?:din|dintre) (?:comenzile|comenzi)",
           r"comenzi (?:separate|diferite)"),
    "tr": (r"(?:iki|2|üç|3|birkaç) (?:ayrı )?sipariş\w*", r"siparişlerim\w*den biri\w*",
           r"(?:ayrı|farklı) siparişler\w*"),
    "ja": (r"(?:2|２|二|3|３|三|複数)(?:つ|件|回)の注文", r"注文(?:を|が)(?:2|２|二|3|３|三|複数)(?:つ|件|回)",
           r"別々(?:の注文|に注文)"),
    "zh": (r"(?:两|兩|2|三|3|几|幾)(?:个|個|笔|筆)(?:订单|訂單)", r"(?:下|买|買)了(?:两|兩|2)(?:单|單|次)",
           r"分(?:开|開)下(?:单|單)", r"分(?:两|兩)(?:单|單|次)(?:买|買|下)"),
    "ko": (r"(?:두|2|세|3|여러) ?(?:개의|건의|번의|번|건|개)? ?주문", r"주문(?:을|이) (?:두|2|여러) ?(?:번|건|개)",
           r"따로따로 주문", r"각각 (?:따로 )?주문"),
    "ar": (r"طلبين", r"طلبيتين", r"(?:عده|كذا) طلبات", r"احد طلباتي",
           r"طلبات منفصله", r"طلبين منفصلين"),
}

# "This one from you", in a sentence that complains: the item complained of is this shop's, set
# against one got elsewhere ("en eldre Garmin fra en annen butikk som virker fint, men denne fra
# dere er ødelagt"); never where the sentence complains of nothing ("... men denne fra dere er fin")
FROM_YOU: dict[str, tuple[str, ...]] = {
    "en": (r"(?:this|these)(?: one| ones)? from you",),
    "de": (r"(?:diese[rsmn]?|die hier) (?:\w+ )?(?:von|bei) (?:ihnen|euch)",),
    "nl": (r"(?:deze|dit) (?:\w+ )?(?:van|bij) jullie",),
    "sv": (r"(?:den här|denna|detta|dessa) (?:\w+ )?från er",),
    "da": (r"(?:denne|dette|disse) (?:\w+ )?fra jer",),
    "nb": (r"(?:denne|dette|disse) (?:\w+ )?fra dere",),
    "fi": (r"(?:tämä|nämä) (?:\w+ )?teiltä",),
}


# (the place first, the figure between: ``tables.cheaper``; the same card, account: ``tables.samebuyer``)
CHEAPER_ELSEWHERE = {c: (*w, *PLACE_FIRST.get(c, ())) for c, w in CHEAPER_ELSEWHERE.items()}
SAME_NOT_THIS: dict[str, tuple[str, ...]] = {c: (*w, *SAME_BUYER.get(c, ())) for c, w in _SAME_WARES.items()}
