"""Where the item was bought, said by the seller's own name or by a kind of store, per covered
language: "I got it at <Name>", "bei <Name> gekauft", "acheté chez <Name>", "<Name>'dan aldığım",
"ostin sen <Name>sta", "<Name>에서 샀는데", "在<Name>买的", "اشتريته من <Name>"; "vom Baumarkt",
"at the supermarket", "aus dem Elektromarkt", "in a department store". A customer names
whatever chain is local, so the form is the structure (a verb of buying, a place-of-purchase
marker, a name), never a list of chains (``sellers`` reads these; ``tables.elsewhere``'s
chains stay where they are). Written from the form, not from any corpus's ticket; fragments as
``text.fold`` leaves text (``tables.fold_fragment`` folds them).

``NAMED``: each pattern holds a group ``name``, the seller's first word. In the languages that
write a proper name with a capital (``CAPITALISED``), the word must be written so in the
customer's own text; in Turkish a proper name takes its case ending after an apostrophe
("Teknosa'dan"), or, written in lowercase, after a space or glued on ("teknosa dan", "teknosadan":
then a stem that ends as a common noun does, or a common noun of ``NOT_A_SELLER``, is none);
in Arabic, Korean, Japanese and Chinese the word is read as it stands, and
``NOT_A_SELLER`` keeps out this shop ("from you", "your site", "here", "the app"), a time ("from
a month ago", "在去年"), a sale, a card. Every language's ``NOT_A_SELLER`` words and the
universal ones (months, days, feasts, the internet) are no seller; nor is a word of this
payment's titles (a brand: "ordered the Bosch drill") or of the agents' replies (the shop's
own name), which ``sellers`` adds.

``KINDS``: a kind of store, not this shop, where the item was bought ("im Baumarkt gekauft",
"war vom Baumarkt", "bought it at the supermarket"): a plain pattern, read with
``tables.elsewhere.BOUGHT_ELSEWHERE``.
"""

from __future__ import annotations

# a name's first word, as ``text.fold`` leaves it (its capital checked in the text as written)
_N = r"(?P<name>[^\W\d_][\w&+.-]*)"
# a name with a case ending glued on (Finnish: "Gigantista", "K-Citymarketista", "Prisma:sta")
_NF = r"(?P<name>[^\W\d_][\w&+.-]*?)"
_GAP = r"(?:[\w'-]+ ){0,3}?"  # (lazy: the nearest marker after the verb, "peguei-o na <Name> no mês")
_OBJ = r"(?:it|them|this|that|one|these|those|(?:the|my|a|an|our) [\w-]+)"

CAPITALISED = frozenset({"en", "de", "fr", "es", "it", "nl", "pl", "pt", "sv", "da", "nb", "fi", "ro"})

NAMED: dict[str, tuple[str, ...]] = {
    # ("got" only of "it", nothing between: "got an email from <Name>" buys nothing; a parcel
    # "picked up", "abgeholt", "hain" at a point is this shop's order, collected)
    # (a colloquial verb of buying too: "grabbed", "snagged", "picked it up at <Name>"; a parcel
    # picked up at a point or a carrier is this shop's order: ``THIS_SHOP``, ``_NOT_NAMES``)
    "en": (rf"(?:bought|purchased|ordered|paid for|grabbed|snagged|picked up|picked {_OBJ} up) {_GAP}(?:at|from)"
           rf" {_N}",
           rf"got (?:(?:it|them|this|that|one|mine|these|those|(?:the|my|a|an|our) (?!e-?mail|message|mail|reply"
           rf"|answer|notification|call|text|letter|refund|confirmation|invoice|update|response|voucher|code|sms"
           rf"|receipt|link|note)[\w-]+) )?(?:at|from) {_N}"),
    "de": (rf"(?:bei|beim) {_N} {_GAP}(?:gekauft|bestellt|besorgt|erworben|geholt|mitgenommen|geschossen)",
           rf"(?:kaufte|kauften|bestellte|gekauft|bestellt|besorgt|geholt) (?:[\w-]+ ){{0,2}}(?:bei|beim) {_N}"),
    "fr": (rf"(?:achete|pris|commande|acquis|chope)e?s? {_GAP}(?:chez|sur) {_N}",),
    "es": (rf"(?:compre|comprad[oa]s?|compramos|pedi|adquiri|pille) {_GAP}en (?:el |la )?{_N}",),
    "it": (rf"(?:comprat[oaie]|comprai|pres[oaie]|ordinat[oaie]|acquistat[oaie]) {_GAP}(?:(?:da|su|al|alla"
           rf"|presso) |all'){_N}",),
    "pt": (rf"(?:comprei|comprad[oa]s?|compramos|encomendei|adquiri|peguei)(?:-\w+)? {_GAP}(?:na|no|numa|num|pela|pelo"
           rf"|em) {_N}",),
    "nl": (rf"bij {_N} {_GAP}(?:gekocht|gehaald|besteld)",
           rf"(?:kocht|kochten|haalde|bestelde|gekocht|gehaald|besteld) {_GAP}bij {_N}"),
    "sv": (rf"(?:köpte|köpt|beställde|beställt|handlade|handlat) {_GAP}(?:på|hos|från) {_N}",),
    "da": (rf"(?:købte|købt|bestilte|bestilt|handlede|handlet) {_GAP}(?:hos|fra|på|i) {_N}",),
    "nb": (rf"(?:kjøpte|kjøpt|bestilte|bestilt|handlet) {_GAP}(?:hos|fra|på|i) {_N}",),
    "fi": (rf"(?:ostin|ostettu|ostimme|ostanut|ostettiin|tilasin|tilattu|hankin) (?:[\w-]+ ){{0,2}}{_NF}"
           r"(?::|-)?(?:sta|stä|lta|ltä)(?![\w])",
           rf"{_NF}(?::|-)?(?:sta|stä|lta|ltä) (?:\w+ ){{0,2}}(?:ostettu|ostamani|ostama|tilaamani|tilattu)"),
    "pl": (rf"(?:kupił\w*|kupion\w*|zamówił\w*|zamówion\w*) {_GAP}(?:w|na|z|u) {_N}",),
    "ro": (rf"(?:cumpărat\w*|luat\w*|comandat\w*)(?:-\w+)? {_GAP}(?:de la|din|de pe|pe) {_N}",),
    # (the case ending after an apostrophe, after a space or glued on, the name written in
    # lowercase too: "X'ten", "x ten", "xten"; a common noun, this shop, a time: ``NOT_A_SELLER``)
    "tr": (r"(?P<name>[^\W\d_][\w&+.-]*?)(?:'| )?(?:dan|den|tan|ten) (?:\w+ ){0,2}?(?:aldım|aldığım|almıştım"
           r"|aldık|aldığımız|satın|sipariş ettiğim|sipariş ettim)",),
    "ar": (r"(?:اشتريت|شريت|اشترينا|جبت|اخذت|خذيت)\w* (?:\S+ )?من (?:عند )?(?P<name>[^\s\d,.،؟!]+)",),
    "ko": (r"(?<!\S)(?P<name>[^\s\d,.!?]+?)에서 ?(?:산|샀|구매|구입|주문했|주문한|사 ?왔)",),
    "ja": (r"(?P<name>[ァ-ヶー・a-z]{2,14})で(?:買|購入)",),
    "zh": (r"(?:在|从|從)(?P<name>[^\s\d，。,.!?！？、的了在从從]{1,8}?)(?:上|里|裡|那里|那裡|那边|那邊)?"
           r"(?:买|買|购买|購買|下单|下單|订购|訂購)",),
}

_MONTHS = (r"january february march april may june july august september october november december jan feb mar apr"
           r" jun jul aug sep sept oct nov dec januar februar marz juni juli oktober dezember janvier fevrier mars"
           r" avril mai juin juillet aout septembre octobre novembre decembre enero febrero marzo abril mayo junio"
           r" julio agosto septiembre octubre noviembre diciembre gennaio febbraio aprile maggio giugno luglio"
           r" settembre ottobre dicembre janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro"
           r" januari februari maart mei augustus augusti september oktober december mars juni juli maj"
           r" tammikuu helmikuu maaliskuu huhtikuu toukokuu kesakuu heinakuu elokuu syyskuu lokakuu marraskuu"
           r" joulukuu styczen luty marzec kwiecien maj czerwiec lipiec sierpien wrzesien pazdziernik listopad"
           r" grudzien ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie"
           r" decembrie ocak subat mart nisan mayıs haziran temmuz agustos eylul ekim kasım aralık")
_DAYS = (r"monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag"
         r" samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miercoles jueves"
         r" viernes sabado domingo lunedi martedi mercoledi giovedi venerdi sabato domenica segunda terca quarta"
         r" quinta sexta maandag dinsdag woensdag donderdag vrijdag zaterdag zondag mandag tirsdag onsdag torsdag"
         r" fredag lørdag søndag måndag tisdag lördag söndag")
_FEASTS = (r"christmas xmas easter black cyber prime boxing thanksgiving halloween weihnachten ostern noel paques"
           r" navidad pascua reyes natale pasqua natal kerst kerstmis pasen jul paske pask joulu paasiainen"
           r" boze wielkanoc craciun paste sale sales summer winter spring autumn")
_THIS_SHOP = (r"you your yours u jullie uw ihnen ihr ihrem ihrer ihren euch eurem eurer dir dich vous votre"
              r" voi vostro usted ustedes vosotros vuestra voce voces er jer dere teilta teidan"
              r" internet web website online checkout shopify stripe paypal klarna apple google instagram facebook"
              r" tiktok app site here"
              # carriers and pick-up points: a parcel collected there is this shop's order
              r" dhl ups dpd gls hermes postnord posti bring budbee instabox colissimo chronopost correos inpost"
              r" evri fedex usps post poste postnl bpost packeta")
# German nouns (written with a capital) that follow "bei" and are no seller: an occasion, a
# delivery, an order ("bei Lieferung bezahlt", "bei Gelegenheit gekauft")
_NOT_NAMES = (r"gelegenheit bedarf lieferung bestellung abholung kauf ankunft erhalt zahlung anlieferung"
              r" zustellung rabatt aktion angebot sale ausverkauf"
              # a pick-up point, a parcel shop, an article or a pronoun where the name stands
              r" packstation paketshop postfiliale filiale abholstation paketstation pickup collection locker"
              r" parcel the a an my our his her their this that it them")

UNIVERSAL: frozenset[str] = frozenset(f" {_MONTHS} {_DAYS} {_FEASTS} {_THIS_SHOP} {_NOT_NAMES}".split())
# this shop's words: written between the verb and the name, the purchase was from this shop
# ("kjøpte den hos dere i Oslo": its own store, ``tables.instore``'s)
THIS_SHOP: frozenset[str] = frozenset(_THIS_SHOP.split())

# Words of one language that, written where the name stands, are no seller: this shop, the
# internet, an app, a time, a sale (read as whole words; in Arabic, Korean, Japanese and
# Chinese, also as a part of the word: ``PARTS``)
NOT_A_SELLER: dict[str, tuple[str, ...]] = {
    # (Turkish: the stem before the case ending; a common noun, a pronoun, a time, a carrier)
    "tr": ("siz", "sizin", "site", "sitenizden", "uygulama", "internet", "instagram", "bura", "ora",
           "nere", "bun", "on", "şun", "bunlar", "onlar", "ben", "sen", "biz", "mağaza", "dükkan", "şube", "market",
           "kargo", "kurye", "posta", "postane", "ptt", "kapı", "telefon", "bilgisayar", "link", "reklam", "sepet",
           "önce", "önceki", "geçen", "ay", "yıl", "hafta", "gün", "sene", "para", "fiyat", "indirim", "kampanya",
           "stok", "depo", "satıcı", "firma", "şirket", "hesap", "kart", "kredi", "taksit", "kapıda", "ikinci el",
           "el", "iade", "ürün", "sipariş", "paket", "kutu", "aynı", "aynısı", "hepsi", "biri", "birin", "tane",
           "bir", "iki", "üç", "ora", "yer", "başka", "online", "mobil", "uygulamanız", "web", "ilk"),
    "ar": ("منكم", "عندكم", "موقعكم", "متجركم", "تطبيقكم", "فرعكم", "محلكم", "حسابي", "هنا", "زمان", "قبل",
           "بعد", "اول", "النت", "الانترنت", "اونلاين", "الموقع", "التطبيق", "المتجر", "عندك", "منك", "عندهم",
           "شهر", "شهرين", "سنه", "سنتين", "اسبوع", "اسبوعين", "يوم", "يومين", "ايام", "فتره", "مده", "ساعه",
           "العرض", "التخفيضات", "الخصم", "كم", "فين", "وين", "اين", "نفس"),
    "ko": ("여기", "거기", "저기", "이곳", "그곳", "귀사", "회사", "홈페이지", "사이트", "앱", "어플", "공식몰", "공식",
           "스토어", "스마트스토어", "온라인", "인터넷", "라이브", "방송", "이벤트", "세일", "할인", "행사", "매장",
           "지점", "쇼핑몰", "몰", "주문", "장바구니", "어디", "어디서", "어디에", "같은", "이번", "지난번", "고객님",
           "당신", "여러분", "이", "그", "저", "거", "것", "데", "곳"),
    "ja": ("セール", "クーポン", "カード", "ポイント", "ネット", "アプリ", "サイト", "オンライン", "キャンペーン",
           "セット", "ギフト", "ショップ", "ストア", "レジ", "ページ", "ホームページ", "ライブ", "イベント",
           "タイムセール", "ネットショップ", "オンラインショップ", "オンラインストア", "ウェブ", "web", "app",
           "アカウント", "スマホ", "パソコン", "タブレット", "メール", "ペイ", "ペイペイ", "paypay", "id"),
    "zh": ("你", "您", "贵", "貴", "这", "這", "本店", "官", "网", "網", "线上", "線上", "店", "店里", "店裡", "活动",
           "活動", "促销", "促銷", "双十一", "雙十一", "双11", "雙11", "618", "年", "月", "周", "週", "天", "时", "時",
           "次", "直播", "小程序", "app", "他们", "他們", "那", "哪", "里", "裡", "家", "双十二", "雙十二", "节", "節",
           "期间", "期間", "号", "號", "点", "點", "快递", "快遞", "驿站", "驛站"),
}

# the languages whose ``NOT_A_SELLER`` words are searched as a part of the name too (written
# without spaces, or with the possessive glued on)
PARTS = frozenset({"zh", "ja"})

_DE_KIND = (r"[\w-]*(?:markt|laden|kaufhaus|discounter|möbelhaus|fachhandel|fachgeschäft|outlet|drogerie"
            r"|apotheke|einkaufszentrum)")

KINDS: dict[str, tuple[str, ...]] = {
    "en": (r"(?:bought|got|purchased|picked up) (?:[\w-]+ ){0,3}(?:at|from|in) (?:a|the|my local|our local|a local)"
           r" (?:\w+ )?(?:hardware store|diy store|department store|mall|shopping cent(?:re|er)|outlet|pharmacy"
           r"|drugstore|market|garden cent(?:re|er)|electronics store|discount store|pound shop|dollar store"
           r"|furniture store|hypermarket)",),
    "de": (rf"(?:im|vom|beim|aus dem|aus einem|in einem|von einem|bei einem|in der|aus der|von der|bei der) "
           rf"(?:[\w-]+ )?{_DE_KIND}(?: [\w-]+){{0,3}} (?:gekauft|besorgt|bestellt)",
           rf"(?:kaufte|gekauft|besorgt) (?:[\w-]+ ){{0,3}}(?:im|vom|beim|aus dem|in einem|bei einem"
           rf"|in der|bei der) (?:[\w-]+ )?{_DE_KIND}",
           # where it came from, said with "was" ("der Hammer war vom Baumarkt")
           rf"(?:war|ist|sind|waren|stammt|stammen) (?:[\w-]+ ){{0,2}}(?:vom|aus dem|aus einem|von einem) "
           rf"(?:[\w-]+ )?{_DE_KIND}"),
    "fr": (r"(?:achete|pris|acquis)e?s? (?:[\w'-]+ ){0,3}(?:au|a la|dans un|dans une|chez un) (?:\w+ )?(?:supermarche"
           r"|hypermarche|grande surface|magasin de bricolage|grand magasin|centre commercial|brocante|vide-grenier"
           r"|marche|pharmacie|solderie|magasin d'electromenager)",),
    "es": (r"(?:compr|cog|consegu)\w* (?:\w+ ){0,3}en (?:el|un|una|la|unos|los) (?:supermercado|hipermercado|mercadillo"
           r"|centro comercial|ferreteria|chino|bazar|grandes almacenes|farmacia|outlet|rastro)",),
    "it": (r"(?:comprat|pres|acquistat)\w* (?:\w+ ){0,3}(?:al |in un |in una |nel |alla |all')(?:supermercato"
           r"|ipermercato|mercato|mercatino|centro commerciale|ferramenta|farmacia|outlet|grande magazzino|discount)",),
    "pt": (r"(?:comprei|comprad\w*|adquiri)(?:-\w+)? (?:\w+ ){0,3}(?:no|num|na|numa|em um|em uma) (?:supermercado"
           r"|hipermercado|centro comercial|shopping|feira|farmacia|outlet|mercado|drogaria|loja de ferragens)",),
    "nl": (r"(?:bij|in|op) (?:de|een|het) (?:supermarkt|bouwmarkt|drogist|markt|kringloop\w*|outlet|elektronicazaak"
           r"|warenhuis|winkelcentrum|apotheek|rommelmarkt|vlooienmarkt)(?: [\w-]+){0,3} (?:gekocht|gehaald)",
           r"(?:gekocht|gehaald|kocht) (?:[\w-]+ ){0,2}(?:bij|in|op) (?:de|een|het) (?:supermarkt|bouwmarkt|drogist"
           r"|markt|kringloop\w*|outlet|elektronicazaak|warenhuis|winkelcentrum|rommelmarkt)"),
    "sv": (r"(?:köpt|köpte|handlat|handlade) (?:[\w-]+ ){0,3}(?:på|i|från) (?:en |ett )?(?:varuhus\w*|köpcent\w*"
           r"|stormarknad\w*|järnhandel\w*|bygghandel\w*|byggvaruhus\w*|loppis\w*|apotek\w*|lågprisbutik\w*"
           r"|elektronikbutik\w*)",),
    "da": (r"(?:købt|købte) (?:[\w-]+ ){0,3}(?:i|på|fra) (?:en |et )?(?:varehus\w*|indkøbscent\w*|byggemarked\w*"
           r"|genbrugsbutik\w*|loppemarked\w*|apotek\w*|discountbutik\w*|elektronikbutik\w*)",),
    "nb": (r"(?:kjøpt|kjøpte) (?:[\w-]+ ){0,3}(?:i|på|fra) (?:en |et )?(?:kjøpesenter\w*|varehus\w*|byggevarehus\w*"
           r"|jernvare\w*|bruktbutikk\w*|loppemarked\w*|apotek\w*|lavprisbutikk\w*|elektronikkbutikk\w*)",),
    "fi": (r"(?:ostin|ostettu|ostimme|ostanut|hankin) (?:\w+ ){0,3}\w*(?:tavaratalosta|kauppakeskuksesta"
           r"|rautakaupasta|kirpputorilta|apteekista|halpahallista|elektroniikkaliikkeestä)",),
    "pl": (r"kupi\w* (?:\w+ ){0,3}(?:w|na) (?:supermarkecie|hipermarkecie|galerii|aptece|lumpeksie|dyskoncie|bazarze"
           r"|targu|markecie budowlanym|centrum handlowym)",),
    "ro": (r"(?:cumpărat|luat)\w*(?:-\w+)? (?:\w+ ){0,3}(?:de la|din) (?:un |o )?(?:supermarket\w*|hipermarket\w*"
           r"|mall\w*|piață|piata|farmacie|talcioc\w*|magazin de bricolaj)",),
    "tr": (r"(?:süpermarket|avm|çarşı|pazar|eczane|outlet|hırdavatçı|nalbur|mağaza|dükkan)'?(?:dan|den|tan|ten) "
           r"(?:\w+ ){0,2}?(?:aldım|aldığım|almıştım|satın)",),
    "ar": (r"(?:اشتريت|شريت|جبت|اخذت)\w* (?:\S+ )?من (?:ال)?(?:سوبرماركت|سوبر ماركت|هايبر|مول|سوق|صيدليه|محل|فرع"
           r"|معرض|بقاله)(?![\w])",),
    "ko": (r"(?:대형마트|마트|백화점|아울렛|시장|다이소|약국|전자상가|팝업)(?:에서|서) ?(?:산|샀|구매|구입)",),
    "ja": (r"(?:デパート|百貨店|ホームセンター|量販店|ドラッグストア|薬局|モール|アウトレット|市場|フリマ)"
           r"で(?:買|購入)",),
    "zh": (r"(?:商场|商場|百货|百貨|大卖场|大賣場|药店|藥店|市场|市場|夜市|奥莱|奧萊|专卖店|專賣店|五金店)(?:里|裡)?"
           r"(?:买|買|购买|購買)",),
}

# The verbs (and the marker, where the language glues it on) every ``NAMED`` form of a language
# holds, as runs: ``sellers`` searches a text's forms only where one stands (a gate)
VERBS: dict[str, tuple[str, ...]] = {
    "en": ("bought", "purchased", "ordered", "paid", "got", "grabbed", "snagged", "picked"),
    "de": ("gekauft", "bestellt", "besorgt", "erworben", "kaufte", "bestellte", "geholt", "mitgenommen", "geschossen"),
    "fr": ("achete", "pris", "commande", "acquis", "chope"),
    "es": ("compre", "comprad", "compramos", "pedi", "adquiri", "pille"),
    "it": ("comprat", "comprai", "pres", "ordinat", "acquistat"),
    "pt": ("comprei", "comprad", "compramos", "encomendei", "adquiri", "peguei"),
    "nl": ("gekocht", "gehaald", "besteld", "kocht", "haalde"),
    "sv": ("köpt", "beställ", "handla"), "da": ("købt", "bestilt", "handle"), "nb": ("kjøpt", "bestilt", "handlet"),
    "fi": ("ostin", "ostettu", "ostimme", "ostanut", "ostettiin", "tilasin", "tilattu", "hankin", "ostama",
           "tilaama"),
    "pl": ("kupił", "kupion", "zamówił", "zamówion"), "ro": ("cumpărat", "luat", "comandat"),
    "tr": ("aldı", "almıştım", "satın", "sipariş"), "ar": ("اشتري", "شريت", "جبت", "اخذت", "خذيت"),
    "ko": ("에서",), "ja": ("で買", "で購入"), "zh": ("买", "買", "购买", "購買", "下单", "下單", "订购", "訂購"),
}
