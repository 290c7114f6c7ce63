"""Bought in the shop's own physical store, over its counter or at its stand (a market stall, a
fair), not through the order a payment here pays: "the bag I bought in your shop in Leeds",
"preso da voi in negozio", "am Stand auf dem Weihnachtsmarkt gekauft", "din magazinul vostru din
mall", "i butikken deres på Storo". A customer who tells where they bought the item at the
shop's own till names another purchase than this online payment (``elsewhere`` reads these with
``tables.elsewhere.BOUGHT_ELSEWHERE``). A buying verb is needed, and a physical store said as
one (a place after it, a stand, a branch, "in-store"): an order picked up or sent back at a
store ("click and collect", "returned it to your store") buys nothing there. Written from the
form, not from any corpus's ticket; fragments as ``text.fold`` leaves text
(``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

BOUGHT_IN_YOUR_STORE: dict[str, tuple[str, ...]] = {
    # ("from your shop" is from the seller, whichever way it sold: "in your shop in York" is in it)
    "en": (r"(?:bought|purchased|got|paid for) (?:[\w-]+ ){0,3}(?:in|at) your (?:\w+ ){0,2}"
           r"(?:shop|store|branch|outlet) (?:in|at) \w+",
           r"(?:bought|purchased|got) (?:[\w-]+ ){0,3}(?:at|from) your (?:\w+ )?(?:stand|stall|booth|showroom"
           r"|pop-?up|branch|kiosk)", r"(?:bought|purchased) (?:[\w-]+ ){0,3}in[- ]store\b",
           r"(?:bought|purchased|got) (?:[\w-]+ ){0,3}in your (?:physical|bricks and mortar|brick and mortar) "
           r"(?:shop|store)"),
    "de": (r"(?:in|bei|an) (?:ihrem|eurem|ihrer|eurer|deinem|deiner) (?:\w+ )?(?:filiale|laden|ladengeschäft|geschäft"
           r"|stand|marktstand|verkaufsstand)(?: (?:in|am|auf) (?:dem |der )?[\w-]+)? (?:[\w-]+ ){0,2}"
           r"(?:gekauft|gekauf|geholt|bezahlt)",
           r"(?:gekauft|geholt) (?:\w+ ){0,2}(?:in|bei|an) (?:ihrem|eurem|ihrer|eurer) (?:\w+ )?(?:filiale|laden"
           r"|geschäft|stand)", r"(?:vor ort|im laden|in der filiale|am stand) (?:[\w-]+ ){0,2}gekauft"),
    "fr": (r"(?:achete|pris|paye)e?s? (?:\w+ ){0,3}(?:dans votre|a votre|en) (?:\w+ )?magasin\b",
           r"(?:achete|pris|paye)e?s? (?:[\w'-]+ ){0,5}(?:sur|a) votre (?:\w+ )?stand\b",
           r"(?:achete|pris)e?s? (?:\w+ ){0,3}dans votre boutique (?:de|a|du|physique)"),
    "es": (r"(?:compr|cog|pagu|pag)\w* (?:\w+ ){0,3}en (?:vuestra|su|la) tienda (?:de|en|del|fisica)\b",
           r"(?:compr|cog)\w* (?:\w+ ){0,3}en tienda fisica",
           r"(?:compr|cog)\w* (?:\w+ ){0,4}en (?:vuestro|su) (?:puesto|stand)\b"),
    "it": (r"(?:comprat|pres|pagat|acquistat)\w* (?:\w+ ){0,3}(?:in negozio|(?:nel|al|in un) (?:vostro|suo) "
           r"(?:negozio|punto vendita|stand|banco))\b",),
    "pt": (r"(?:comprei|comprad\w*|paguei)(?:-\w+)? (?:\w+ ){0,3}(?:na vossa|na sua) (?:loja|banca) (?:de|em|no|na"
           r"|do|da|fisica)\b", r"(?:comprei|comprad\w*)(?:-\w+)? (?:\w+ ){0,3}(?:em|na) loja fisica"),
    "nl": (r"in (?:jullie|uw|je) (?:\w+ )?(?:winkel|filiaal|kraam) (?:in|op|aan) [\w-]+ (?:[\w-]+ ){0,2}"
           r"(?:gekocht|gehaald)", r"(?:gekocht|gehaald) (?:\w+ ){0,2}in (?:jullie|uw) (?:\w+ )?(?:winkel|filiaal) "
           r"(?:in|op)\b", r"(?:gekocht|gehaald) (?:\w+ ){0,2}(?:bij|aan) (?:jullie|uw) kraam"),
    "pl": (r"kupi\w* (?:\w+ ){0,3}w (?:waszym|pana|pani|państwa) sklepie (?:stacjonarnym|w|na|przy)\b",
           r"kupi\w* (?:\w+ ){0,3}w sklepie stacjonarnym", r"kupi\w* (?:\w+ ){0,3}na (?:waszym|państwa) stoisku"),
    "ro": (r"(?:cumparat|luat|platit)\w*(?:-\w+)? (?:\w+ ){0,3}(?:din|de la) magazinul (?:vostru|dvs|dumneavoastra)"
           r" (?:din|de la|de pe)\b", r"(?:cumparat|luat)\w*(?:-\w+)? (?:\w+ ){0,3}de la standul (?:vostru|dvs)"),
    "sv": (r"(?:köpt|köpte) (?:[\w-]+ ){0,3}(?:i|hos) (?:er|eran|din) (?:\w+ )?(?:butik|affär|butiken)"
           r"(?: i| på| vid)\b", r"(?:köpt|köpte) (?:[\w-]+ ){0,3}(?:i|vid) (?:er|eran) (?:monter|stånd)"),
    "da": (r"(?:købt|købte) (?:[\w-]+ ){0,3}i (?:jeres|din|deres) (?:\w+ )?(?:butik|forretning) (?:i|på)\b",
           r"(?:købt|købte) (?:[\w-]+ ){0,3}(?:i|ved) (?:jeres|jeres) (?:stand|bod)\b"),
    "nb": (r"(?:kjøpt|kjøpte) (?:[\w-]+ ){0,3}i (?:butikken (?:deres|din)|deres butikk) (?:i|på)\b",
           r"(?:kjøpt|kjøpte) (?:[\w-]+ ){0,3}(?:på|ved) (?:standen|boden) (?:deres|din)\b"),
    "fi": (r"(?:ostin|ostettu|ostanut|ostimme) (?:\w+ ){0,3}(?:teidan )?(?:myymalastanne|myymalasta|liikkeestanne"
           r"|kaupastanne|osastoltanne)",),
    "tr": (r"(?:magazanızdan|magazanızdan|standınızdan|şubenizden) (?:aldım|aldıgım|almıştım|satın)",),
    "ja": (r"(?:実店舗|店舗|店頭|売り場|ブース)で(?:買|購入)",),
    "zh": (r"(?:门店|門店|实体店|實體店|专柜|專櫃|摊位|攤位)(?:里|裡)?(?:买|買|购买|購買)",),
    "ko": (r"(?:오프라인 매장|매장|지점|부스)(?:에서|서) ?(?:산|샀|구매|구입)",),
    "ar": (r"(?:اشتريت|شريت)\w* (?:\w+ )?من (?:فرعكم|محلكم|معرضكم|جناحكم)",),
}

# the item complained of likened to one bought there ("it doesn't smell like the one I bought in
# your store", "não tem o cheiro do que comprei na loja física"): the one bought elsewhere is the
# measure, the item complained of this order's (``elsewhere`` reads these with ``THIS``)
LIKE_THE_ONE_BOUGHT: dict[str, tuple[str, ...]] = {
    "en": (r"(?:like|than|as|from) the ones? (?:i|we) (?:bought|got|had|purchased)",),
    "de": (r"(?:wie|als) (?:der|die|das|den) (?:den |die |das )?(?:ich|wir) (?:\w+ ){0,4}(?:gekauft|geholt)",),
    "fr": (r"(?:que|comme|de) (?:celui|celle|ceux|celles) (?:que |qu')(?:j'ai|nous avons) (?:achete|pris)",),
    "es": (r"(?:como|que|del|de la) (?:el |la |los |las )?que (?:compre|habia comprado|teniamos|tenia)",),
    "it": (r"(?:come|di|da) quell[oaie] che (?:ho|avevo) (?:comprato|preso)",),
    "pt": (r"(?:do|da|dos|das|como o|como a|que o|que a) que (?:eu )?(?:comprei|tinha comprado)",),
}
