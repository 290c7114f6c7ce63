"""The words of a staff member's internal note that say the item is not on this order: "no wall
charger on this order", "in no order of this customer", "nicht in dieser Bestellung", "w żadnym
zamówieniu", "这单里没有", or that it was bought elsewhere ("客户说是在别家买的"; ``tables.elsewhere``'s
``BOUGHT_ELSEWHERE`` and ``ANOTHER`` are read in a note too). Written from how a support team
writes its notes, not from any corpus's ticket; ``noted`` reads them, every language's in every
note (a team may note in its own language, not the customer's). Fragments are written as
``text.fold`` leaves text.

A note says what it found, so only the negated presence counts: "the charger is on this order"
(a check that confirms) matches nothing here; nor does "not on this order" with more than three
words between the negation and the order, nor across a clause's punctuation.
"""

from __future__ import annotations

_GAP = r"(?:[\w'-]+ ){0,3}"  # up to three words between the negation and where it is not

NOT_ON_ORDER: dict[str, tuple[str, ...]] = {
    "en": (rf"(?:no|not|isn't|wasn't|aren't|weren't|never) {_GAP}(?:on|in|part of) (?:this|the|that|any|their|"
           r"her|his|the customer's) (?:other )?(?:order|purchase|payment)s?",
           r"(?:on|in) no (?:other )?(?:order|purchase)", r"not (?:bought|ordered|purchased) (?:from|with|here|by) us",
           r"never (?:bought|ordered|purchased) (?:from|with|here)"),
    "de": (rf"(?:nicht|kein\w*) {_GAP}(?:in|auf|teil) (?:dieser|der|einer|ihrer|seiner) (?:bestellung|zahlung)",
           r"in keiner (?:\w+ )?(?:bestellung|zahlung)", r"nicht bei uns (?:gekauft|bestellt)"),
    "fr": (rf"(?:pas|aucune?) {_GAP}(?:dans|sur|de) (?:cette|la|sa) commande",
           r"dans aucune (?:\w+ )?commande", r"pas (?:ete )?(?:achete|commande)e?s? chez nous"),
    "es": (rf"(?:no|ningun\w*) {_GAP}(?:en|de) (?:este|el|su) (?:pedido|compra|orden)",
           r"en ningun\w* (?:\w+ )?(?:pedido|compra|orden)", r"no (?:lo |la )?(?:compro|pidio) (?:con|a) nosotros"),
    "it": (rf"(?:non|nessun\w*) {_GAP}(?:in|nel|nell'|sul) ?(?:questo |quest'|suo )?ordine",
           r"in nessun (?:\w+ )?ordine", r"non (?:l'ha |lo ha |li ha )?(?:comprat|ordinat)\w* da noi"),
    "pt": (rf"(?:nao|nenhum\w*) {_GAP}(?:nesta|nessa|na|neste|nesse|no|em) (?:encomenda|pedido|compra)",
           r"em nenhu\w* (?:\w+ )?(?:encomenda|pedido|compra)", r"nao (?:foi )?comprad\w* (?:a|conosco|connosco)"),
    "nl": (rf"(?:niet|geen) {_GAP}(?:in|op) (?:deze|de|die|zijn|haar) (?:bestelling|order|aankoop)",
           r"in geen (?:enkele )?(?:\w+ )?(?:bestelling|order)", r"niet bij ons (?:gekocht|besteld)"),
    "pl": (rf"(?:nie ma|nie było|nie jest|nie był\w*|brak) {_GAP}w (?:tym |tamtym |jego |jej )?zamówieni\w*",
           r"w żadnym (?:\w+ )?zamówieniu", r"nie (?:kupował\w*|zamawiał\w*) (?:tego )?u nas"),
    "ro": (rf"(?:nu|niciun\w*) {_GAP}(?:în|pe) (?:această comandă|comanda|comanda aceasta)",
           r"în nicio (?:\w+ )?comandă", r"nu (?:a fost )?(?:cumpărat|comandat)\w* de la noi"),
    "sv": (rf"(?:inte|ingen|inget|inga) {_GAP}(?:i|på) (?:denna|den här|ordern|beställningen|köpet)",
           r"(?:i|på) ingen (?:\w+ )?(?:order|beställning)", r"inte (?:köpt|beställt) (?:hos|av) oss"),
    "da": (rf"(?:ikke|ingen|intet) {_GAP}(?:i|på) (?:denne|ordren|bestillingen|købet)",
           r"(?:i|på) ingen (?:\w+ )?(?:ordre|bestilling)", r"ikke (?:købt|bestilt) (?:hos|af) os"),
    "nb": (rf"(?:ikke|ingen|intet) {_GAP}(?:i|på) (?:denne|ordren|bestillingen|kjøpet)",
           r"(?:i|på) ingen (?:\w+ )?(?:ordre|bestilling)", r"ikke (?:kjøpt|bestilt) (?:hos|av) oss"),
    "fi": (r"ei (?:ole |ollut )?(?:\w+ ){0,2}(?:tässä |tuossa |hänen )?tilauksessa", r"missään (?:\w+ )?tilauksessa",
           r"ei (?:ole )?(?:ostettu|tilattu|ostanut|tilannut) meiltä"),
    "tr": (r"(?:bu|hiçbir|o) siparişte (?:\w+ ){0,2}(?:yok|değil|bulunmuyor)",
           r"siparişinde (?:\w+ ){0,2}(?:yok|değil)",
           r"bizden (?:alınmamış|almamış|satın alınmamış)"),
    "ja": (r"(?:この|今回の|本|当該|その|どの)注文(?:に|の中に)(?:は|も)?(?:ない|無い|ありません)",
           r"注文(?:に|の中に)(?:は|も)?[^。、]{0,12}?(?:含まれて|入って)い(?:ない|ません)",
           r"(?:当店|弊社|うち)で(?:は)?(?:買|購入|注文)(?:って|して)い(?:ない|ません)"),
    "zh": (r"(?:这|這|本|此|该|該)(?:个|個|笔|筆)?(?:订单|訂單|单|單)(?:里|裡|中|内|內)?(?:并)?"
           r"(?:没有|沒有|不含|不包括)",
           r"(?:任何|所有|哪个|哪個)(?:订单|訂單)(?:里|裡|中)?都(?:没有|沒有)",
           r"(?:不是|并非|並非)(?:在)?(?:我们|我們|本店)(?:这里|這裡|家)?(?:买|買)的"),
    "ko": (r"(?:이|해당|그) 주문(?:에|에는) (?:\w+ ){0,2}(?:없|포함되지 않|포함 안)", r"어떤 주문에도 없",
           r"주문 내역에 (?:\w+ )?없", r"저희(?:에게서|한테서|쪽에서) (?:산|구매한) (?:게|것이) 아니"),
    "ar": (r"(?:ليس|ليست|غير موجود\w*|لا يوجد|لم يكن) (?:\w+ ){0,3}(?:في|ضمن) (?:هذا الطلب|الطلب|هذه الطلبية)",
           r"(?:في|ضمن) أي طلب", r"لم (?:يشتر\w*|يطلب\w*) (?:\w+ )?(?:منا|منّا)"),
}
