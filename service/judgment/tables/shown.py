"""The words of ``shown``: a price shown set against the price charged, in every covered
language ("the price was 199 € but I was charged 249 €"). ``PRICE``: what a price shown, listed
or advertised is called (never a word of paying: "maksoi", it cost, is a price; "maksoin", I
paid, a charge); ``CHARGED``: a charge or a payment made; ``BUT``: the contrast between them
("but", "yet", "のに", "结果", "는데"). Written from the form, never from a ticket."""

from __future__ import annotations

PRICE: dict[str, tuple[str, ...]] = {
    "en": (r"price\w*", r"listed", r"advertised", r"show(?:s|ed|n|ing)", r"label\w*", r"tag(?:ged)?",
           r"(?:it )?cost"),
    "de": (r"\w*preis\w*", r"kostete", r"angezeigt", r"ausgezeichnet", r"angegeben", r"beworben",
           r"stand"),
    "fr": (r"prix", r"affiche\w*", r"indique\w*", r"annonce\w*", r"coutai\w*", r"etiquet\w*"),
    "es": (r"precio\w*", r"anunciad\w*", r"marcaba", r"indicaba", r"ponia", r"costaba", r"etiqueta\w*"),
    "it": (r"prezz\w*", r"indicat\w*", r"espost\w*", r"segnava", r"costava", r"etichett\w*"),
    "pt": (r"preço\w*", r"anunciad\w*", r"marcava", r"mostrava", r"indicava", r"custava", r"etiqueta\w*"),
    "nl": (r"\w*prijs\w*", r"stond", r"aangegeven", r"geadverteerd", r"kostte", r"aangeboden"),
    "sv": (r"\w*pris\w*", r"stod", r"visade\w*", r"kostade", r"annonsera\w*", r"skyltat"),
    "da": (r"\w*pris\w*", r"stod", r"viste\w*", r"kostede", r"annonceret"),
    "nb": (r"\w*pris\w*", r"sto", r"viste\w*", r"kostet", r"annonsert"),
    "fi": (r"\w*hint\w*", r"maksoi", r"ilmoitet\w*", r"mainostet\w*", r"merkitty"),
    "pl": (r"\w*cen\w*", r"kosztował\w*", r"wyświetla\w*", r"pokazywał\w*", r"reklamowan\w*"),
    "ro": (r"pre[tț]\w*", r"afișa\w*", r"costa", r"anunța\w*", r"eticheta\w*"),
    "tr": (r"\w*fiyat\w*", r"yazıyordu", r"gösteriyordu", r"etiket\w*"),
    "ja": (r"価格", r"値段", r"表示", r"定価", r"売価", r"セール価"),
    "zh": (r"价格", r"價格", r"标价", r"標價", r"售价", r"售價", r"显示", r"顯示", r"活动价", r"活動價"),
    "ko": (r"가격", r"판매가", r"할인가", r"표시", r"정가"),
    "ar": (r"\w*سعر\w*", r"معروض\w*", r"مكتوب"),
}

CHARGED: dict[str, tuple[str, ...]] = {
    "en": (r"charged", r"billed", r"debited", r"(?:i )?paid", r"took", r"taken", r"deducted"),
    "de": (r"berechnet", r"abgebucht", r"bezahlt", r"gezahlt", r"belastet", r"verlangt", r"abgezogen"),
    "fr": (r"debite\w*", r"facture\w*", r"paye\w*", r"preleve\w*", r"encaisse\w*", r"compte\w*",
           r"(?:m'|nous )(?:avez|a|ont) pris"),
    "es": (r"cobra\w*", r"cobr[oó]", r"pagu[eé]", r"pagado", r"cargad\w*", r"cargaron", r"facturad\w*"),
    "it": (r"addebitat\w*", r"pagat\w*", r"fatturat\w*", r"prelevat\w*", r"fatto pagare",
           r"(?:mi|ci) (?:avete|hanno|ha) (?:preso|tolto|scalato)", r"scalat\w*"),
    "pt": (r"cobra\w*", r"cobrou", r"paguei", r"pago", r"debitad\w*", r"faturad\w*"),
    "nl": (r"afgeschreven", r"betaald", r"gerekend", r"aangerekend", r"berekend", r"gefactureerd",
           r"(?:jullie|u) (?:rekende|rekenden|schreven|schreef)", r"(?:rekende|rekenden) (?:jullie|u)"),
    "sv": (r"debiter\w*", r"betalade", r"betalat", r"betalt", r"dragit\w*", r"drogs",
           r"ni (?:har )?(?:drog|tog|dragit|tagit)", r"(?:drog|tog) ni"),
    "da": (r"trukket", r"betalt", r"betalte", r"debiteret", r"opkrævet"),
    "nb": (r"trukket", r"betalt", r"betalte", r"belastet", r"fakturert", r"dere (?:har )?(?:trakk|tok|tatt)",
           r"(?:trakk|tok) dere"),
    "fi": (r"veloit\w*", r"maksoin", r"maksettu", r"maksoimme", r"laskutet\w*", r"perittiin", r"veloitti\w*"),
    "pl": (r"pobran\w*", r"pobrali\w*", r"pobrano", r"zapłaci\w*", r"obciążon\w*", r"naliczon\w*", r"policzon\w*",
           r"wzięliście", r"ściągnęli\w*", r"ściągnięto", r"policzyli\w*"),
    "ro": (r"taxat\w*", r"încasat\w*", r"plătit\w*", r"debitat\w*", r"retras\w*",
           r"(?:mi|ne)-(?:ați|au|a) luat", r"(?:mi|ni) s-(?:a|au) luat"),
    "tr": (r"ödedim", r"ödendi", r"çekildi", r"çekti\w*", r"tahsil", r"alındı", r"aldınız", r"aldılar",
           r"kestiniz", r"kesildi"),
    "ja": (r"請求", r"引き落と", r"支払", r"払っ", r"決済"),
    "zh": (r"扣了", r"扣款", r"收了", r"付了", r"支付了", r"扣费", r"收费"),
    "ko": (r"결제", r"청구", r"빠져나", r"냈", r"지불"),
    "ar": (r"دفعت", r"خصم\w*", r"انخصم", r"سحب\w*", r"حاسبوني", r"احتسب\w*"),
}

BUT: dict[str, tuple[str, ...]] = {
    "en": (r"but", r"yet", r"however", r"though", r"instead"),
    "de": (r"aber", r"doch", r"jedoch", r"trotzdem", r"stattdessen"),
    "fr": (r"mais", r"pourtant", r"cependant", r"alors que"),
    "es": (r"pero", r"sin embargo", r"en cambio"),
    "it": (r"ma", r"però", r"invece", r"eppure"),
    "pt": (r"mas", r"porém", r"no entanto"),
    "nl": (r"maar", r"toch", r"echter"),
    "sv": (r"men", r"ändå", r"däremot"),
    "da": (r"men", r"alligevel"),
    "nb": (r"men", r"likevel"),
    "fi": (r"mutta", r"kuitenkin", r"silti"),
    "pl": (r"ale", r"jednak", r"a"),
    "ro": (r"dar", r"însă", r"totuși"),
    "tr": (r"ama", r"fakat", r"ancak"),
    "ja": (r"のに", r"けど", r"が", r"しかし"),
    "zh": (r"但", r"却", r"卻", r"结果", r"結果", r"可是"),
    "ko": (r"는데", r"은데", r"지만", r"하지만", r"그런데"),
    "ar": (r"لكن", r"ولكن", r"بس"),
}
