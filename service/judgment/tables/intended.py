"""The words of ``intended``: a purchase elsewhere still to be made, the customer's own remedy
("I'll buy them somewhere else", "ich kaufe sie woanders", "başka yerden alırım", "他の店で
買います"), never where the item complained of came from ("I bought it elsewhere", "woanders
gekauft": a past purchase is none of these). ``TO_BUY``: a verb of buying in a tense or a mood
still to come, where it stands before the place; ``TO_BUY_AFTER``: after it (the languages
that put the verb last, and a German "woanders kaufen"); ``PLACE``: elsewhere, another shop.
``TO_BUY_RUN``: the whole form of the languages written as runs. Written from the form, never
from a ticket."""

from __future__ import annotations

TO_BUY: dict[str, tuple[str, ...]] = {
    "en": (r"(?:i|we)(?:'ll| will| shall) (?:just |simply |probably |then )?(?:buy|get|order|purchase|find|source)",
           r"(?:i'?m|i am|we'?re|we are) (?:going to|gonna) (?:just )?(?:buy|get|order|purchase|find)",
           r"(?:i|we)(?:'d| would) rather (?:buy|get|order|purchase)", r"(?:i|we) (?:can|could) (?:buy|get|order)"),
    "de": (r"(?:ich |wir )?(?:kaufe|hole|bestelle|besorge|kaufen|holen|bestellen|besorgen)(?: ich| wir)?",
           r"(?:werde|werden) (?:ich |wir )?"),
    "fr": (r"(?:j'|je |nous )?(?:les |l'|le |la )?(?:acheterai|acheterons|commanderai|commanderons|prendrai"
           r"|trouverai)", r"(?:vais|allons|irai|prefere|prefere) (?:les |l'|le |la )?(?:acheter|commander|prendre)"),
    "es": (r"(?:lo |la |los |las )?(?:comprare|compraremos|pedire|buscare)", r"(?:voy|vamos) a (?:comprar|pedir)\w*",
           r"(?:lo|la|los|las) compro", r"prefiero (?:comprar|pedir)\w*"),
    "it": (r"(?:li |lo |la |le )?(?:comprero|compreremo|ordinero|prendero)", r"(?:vado|andro) a (?:comprar|prender)\w*",
           r"(?:li|lo|la|le) compro", r"preferisco (?:comprar|prender)\w*"),
    "pt": (r"(?:os |as |o |a )?(?:comprarei|compraremos|encomendarei)", r"(?:vou|vamos) (?:compra|encomenda)\w*",
           r"(?:os|as|o|a) compro", r"compro-(?:os|as|o|a)", r"prefiro (?:comprar|encomendar)\w*"),
    "nl": (r"(?:ik |wij |we )?(?:koop|haal|bestel)(?: ik| we)?", r"(?:ga|gaan) (?:\w+ ){0,2}(?:kopen|halen|bestellen)"),
    "sv": (r"(?:jag |vi )?(?:köper|beställer|handlar)(?: jag| vi)?", r"(?:ska|kommer att) (?:\w+ )?(?:köpa|beställa)"),
    "da": (r"(?:jeg |vi )?(?:køber|bestiller)(?: jeg| vi)?", r"(?:vil|skal) (?:\w+ )?(?:købe|bestille)"),
    "nb": (r"(?:jeg |vi )?(?:kjøper|bestiller)(?: jeg| vi)?", r"(?:vil|skal) (?:\w+ )?(?:kjøpe|bestille)"),
    "fi": (r"(?:ostan|hankin|tilaan|ostamme|hankimme|tilaamme)",),
    "pl": (r"(?:kupię|zamówię|kupimy|zamówimy)", r"(?:wolę|muszę|będę musiał\w*) (?:\w+ )?(?:kupić|zamówić)"),
    "ro": (r"(?:o să|voi|vom) (?:le |il |o |i )?(?:cumpăr|cumpăra|comand|comanda)\w*", r"(?:le|il|o|i) cumpăr"),
    "tr": (),
    "ar": (r"(?:سأشتري|ساشتري|سوف اشتري|راح اشتري|رح اشتري|بشتري|سأطلب|ساطلب)\w*",),
}

TO_BUY_AFTER: dict[str, tuple[str, ...]] = {
    "de": (r"(?:kaufen|holen|bestellen|besorgen|kaufe|hole|bestelle)",),
    "nl": (r"(?:kopen|halen|bestellen|koop|haal)",),
    "fi": (r"(?:ostan|hankin|tilaan|ostamme|hankimme|tilaamme|ostaa|hankkia)",),
    "tr": (r"(?:alırım|alacağım|alırız|alacağız|alayım|alırsın|bakarım|bakacağım|sipariş (?:ederim|edeceğim|veririm"
           r"|vereceğim))",),
}

PLACE: dict[str, tuple[str, ...]] = {
    "en": (r"elsewhere", r"somewhere else", r"(?:at|from|in|on) (?:another|a different|some other) (?:shop|store|seller"
           r"|retailer|website|site)"),
    "de": (r"woanders", r"anderswo", r"(?:in|bei) (?:einem |einer )?anderen (?:geschäft|laden|shop|händler)"),
    "fr": (r"ailleurs", r"(?:dans|chez|sur) (?:un |une )?autre (?:magasin|boutique|site|vendeur|enseigne)"),
    "es": (r"en otr[oa] (?:sitio|lado|lugar|parte|tienda|web)",),
    "it": (r"altrove", r"da un'altra parte", r"(?:in|da|su) (?:un |una |un')?altr[oa] (?:negozio|sito|parte)"),
    "pt": (r"(?:em |n)outr[oa] (?:sitio|lado|lugar|loja|site)",),
    "nl": (r"ergens anders", r"elders", r"(?:in|bij) een andere (?:winkel|webshop|zaak)"),
    "sv": (r"någon annanstans", r"på annat håll", r"(?:i|från|på) en annan (?:butik|affär)"),
    "da": (r"et andet sted", r"andetsteds", r"(?:i|fra|hos) en anden (?:butik|forretning)"),
    "nb": (r"et annet sted", r"andre steder", r"(?:i|fra|hos) en annen (?:butikk|forretning)"),
    "fi": (r"muualta", r"toise\w* (?:kaupa|liikkee|verkkokaupa)\w*"),
    "pl": (r"gdzie indziej", r"(?:w|z) inn\w* sklep\w*"),
    "ro": (r"din altă parte", r"în altă parte", r"(?:din|de la|într-un|într-o) (?:alt|altă) (?:magazin|site)"),
    "tr": (r"başka (?:bir )?yerden", r"başka (?:bir )?(?:mağaza|dükkan|site)\w*"),
    "ar": (r"(?:من|في) (?:متجر|محل|موقع|مكان) (?:اخر|آخر)",),
}

TO_BUY_RUN: dict[str, tuple[str, ...]] = {
    "ja": (r"(?:他|別|ほか|よそ)の?(?:店|お店|ショップ|サイト|ところ|所)?で(?:買います|買う(?!た)|買おう|買い直"
           r"|購入します|購入する|注文します|探します)",),
    "zh": (r"(?:去|到|会|要|再|就)在?(?:别的|別的|其他|其它|别处|別處)(?:店|商店|网店|網店|网站|網站|平台|地方)?"
           r"(?:买|買|购买|購買)(?!的|了)",),
    "ko": (r"다른 ?(?:가게|매장|쇼핑몰|사이트|곳)에서 ?(?:살게|사려고|살 거|살거|사겠|구매할게|구매하겠|주문할게"
           r"|사야겠|살께)",),
}
