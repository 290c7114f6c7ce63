"""Bought over a counter: at a kiosk, a station's or an airport's shop, a petrol station, a
convenience store, a supermarket, per covered language ("the umbrella I bought at the station
kiosk", "駅の売店で買った", "kupiłam w kiosku"). A shop of that kind takes no order a payment
here pays, so an item bought there is of another purchase (``elsewhere`` reads these with
``tables.elsewhere.BOUGHT_ELSEWHERE``). Written from the form, not from any corpus's ticket;
fragments as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

_EN = (r"kiosk|newsstand|news stand|convenience store|corner shop|petrol station|gas station|service station"
       r"|supermarket|station shop|airport shop|duty free")

BOUGHT_AT_A_STAND: dict[str, tuple[str, ...]] = {
    "en": (rf"(?:bought|got|purchased|picked up) (?:[\w-]+ ){{0,3}}(?:at|from|in) (?:a|the) (?:\w+ )?(?:{_EN})",),
    "de": (r"(?:am|im|beim|an einem|an der|in einem|in der) (?:\w+ )?(?:kiosk|bahnhofskiosk|späti|tankstelle"
           r"|supermarkt|bahnhof|flughafen|discounter) (?:[\w-]+ ){0,2}(?:gekauft|geholt)",
           r"(?:gekauft|geholt) (?:\w+ ){0,2}(?:am|im|beim|an der|in der) (?:\w+ )?(?:kiosk|späti|tankstelle"
           r"|supermarkt|bahnhof|flughafen)"),
    "fr": (r"(?:achete|pris)e?s? (?:\w+ ){0,2}(?:au|a la|dans un|dans une|a un|chez un) (?:kiosque|relais"
           r"|supermarche|station[- ]service|bureau de tabac|tabac|superette|gare|aeroport)",),
    "es": (r"(?:compr|cog|consegu)\w* (?:\w+ ){0,3}en (?:el |la |un |una )?(?:quiosco|kiosco|gasolinera"
           r"|supermercado|estanco|estacion|aeropuerto)",),
    "it": (r"(?:comprat|pres)\w* (?:\w+ ){0,2}(?:all'|al |alla |in |in un |in una |da un |dal )(?:edicola"
           r"|chiosco|autogrill|supermercato|stazione|aeroporto|tabaccheria|distributore)",),
    "pt": (r"(?:comprei|comprad\w*|comprou)(?:-\w+)? (?:\w+ ){0,2}(?:n[oa]|num|numa) (?:quiosque|bomba de gasolina"
           r"|posto de gasolina|supermercado|estacao|aeroporto|tabacaria|banca)",),
    "nl": (r"(?:bij|op|in) (?:de |een |het )?(?:kiosk|tankstation|supermarkt|station|stationswinkel|benzinepomp"
           r"|vliegveld)(?: [\w-]+){0,4} (?:gekocht|gehaald)",
           r"(?:gekocht|gehaald) (?:\w+ ){0,2}(?:bij|op|in) (?:de |een |het )?(?:kiosk|tankstation|supermarkt"
           r"|station|vliegveld)"),
    "sv": (r"(?:köpt|köpte) (?:[\w-]+ ){0,3}(?:i|på|från) (?:en |ett )?(?:kiosk(?:en)?|pressbyrån|bensinmack(?:en)?"
           r"|mack(?:en)?|mataffär(?:en)?|stationen|flygplats(?:en)?)",),
    "da": (r"(?:købt|købte) (?:[\w-]+ ){0,3}(?:i|på|fra) (?:en |et )?(?:kiosk(?:en)?|tankstation(?:en)?"
           r"|supermarked(?:et)?|stationen|lufthavn(?:en)?)",),
    "nb": (r"(?:kjøpt|kjøpte) (?:[\w-]+ ){0,3}(?:i|på|fra) (?:en |et )?(?:kiosk(?:en)?|narvesen"
           r"|bensinstasjon(?:en)?|matbutikk(?:en)?|stasjonen|flyplass(?:en)?)",),
    "fi": (r"(?:ostin|ostettu|ostanut|ostimme) (?:\w+ ){0,3}(?:r-)?(?:kioski(?:sta|lta)|huoltoasemalta|marketista"
           r"|supermarketista|lentokentalta|asemalta)",),
    "pl": (r"kupi\w* (?:\w+ ){0,2}(?:w|na) (?:kiosku|stacji|dworcu|lotnisku|żabce|supermarkecie|markecie)",),
    "ro": (r"(?:cumpărat|luat)\w*(?:-\w+)? (?:\w+ ){0,2}(?:de la|din) (?:un |o )?(?:chioșc\w*|benzinări\w*"
           r"|supermarket\w*|gar[aă]|aeroport\w*)",),
    "tr": (r"(?:büfe|bakkal|market|benzinlik|havalimanı)(?:dan|den|tan|ten) (?:aldım|aldığım|almıştım|satın)",),
    "ja": (r"(?:売店|キオスク|コンビニ|スーパー|ガソリンスタンド|駅ナカ|空港|百均|100均)で(?:買|購入)",),
    "zh": (r"(?:小卖部|小賣部|便利店|超市|加油站|火车站|火車站|机场|機場|报亭|報亭)(?:里|裡)?(?:买|買)的",),
    "ko": (r"(?:매점|편의점|주유소|마트|공항|휴게소)(?:에서|서) (?:산|샀|구매|구입)",),
    "ar": (r"(?:اشتريت|شريت)\w* من (?:كشك|بقالة|سوبرماركت|سوبر ماركت|محطة)",),
}
