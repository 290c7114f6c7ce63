"""The words that say someone else bought the item, per covered language: "the speaker my sister
bought here", "das Kabel, das mein Mann bestellt hat", "que ma tante m'a offert", "siskoni ostama
pannu", "언니가 산 가방": an item of another person's order (or a present from them), and one
bought at an airport's duty-free. Written from how customers say it, not from any corpus's
ticket (``elsewhere`` reads them with ``tables.elsewhere.BOUGHT_ELSEWHERE``).

``BY_ANOTHER``: a relative, a partner, a friend, a colleague, a neighbour as the one who bought
or ordered (the third person's verb, never the customer's own "I bought it for my sister");
a duty-free shop. ``ON_MY_ACCOUNT``: the other person ordering on the customer's account, with
their card, in their name, which keeps the item this payment's (``THIS_TOO``).
Fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them).
"""

from __future__ import annotations

_EN = (r"(?:sister|brother|mother|mum|mom|father|dad|wife|husband|partner|son|daughter|aunt|uncle|friend|cousin"
       r"|grandma|grandmother|gran|granny|grandpa|grandfather|girlfriend|boyfriend|fiancee?|colleague|coworker"
       r"|neighbou?r|flatmate|roommate|parents|in-laws|(?:mother|father|sister|brother)-in-law)")
_DE = (r"(?:schwester|bruder|mutter|mama|vater|papa|frau|mann|partner(?:in)?|sohn|tochter|tante|onkel"
       r"|freund(?:in)?|cousine?|oma|opa|großmutter|großvater|kollegin|kollege[n]?|nachbar(?:in|n)?|eltern"
       r"|schwiegermutter|schwiegervater|schwägerin|schwager)")
_FR = (r"(?:sœur|soeur|frère|mère|père|femme|mari|conjoint|conjointe|compagne?|copine?|copain|fils|fille|tante"
       r"|oncle|amie?|cousine?|grand-mère|grand-père|mamie|papi|collègue|voisine?|parents|belle-mère|beau-père"
       r"|belle-sœur|beau-frère)")
_ES = (r"(?:hermana|hermano|madre|mamá|padre|papá|mujer|esposa|esposo|marido|pareja|novia|novio|hija|hijo|tía|tío"
       r"|amiga|amigo|prima|primo|abuela|abuelo|compañera|compañero|vecina|vecino|suegra|suegro|cuñada|cuñado)")
_IT = (r"(?:sorella|fratello|madre|mamma|padre|papà|moglie|marito|compagna|compagno|fidanzata|fidanzato|ragazza"
       r"|ragazzo|figlia|figlio|zia|zio|amica|amico|cugina|cugino|nonna|nonno|collega|vicina|vicino|suocera"
       r"|suocero|cognata|cognato)")
_PT = (r"(?:irmã|irmão|mãe|pai|mulher|esposa|marido|namorada|namorado|filha|filho|tia|tio|amiga|amigo|prima|primo"
       r"|avó|avô|colega|vizinha|vizinho|sogra|sogro|cunhada|cunhado)")
_NL = (r"(?:zus|zuster|broer|moeder|mama|vader|papa|vrouw|man|partner|vriendin|vriend|zoon|dochter|tante|oom"
       r"|neef|nicht|oma|opa|collega|buurvrouw|buurman|buren|ouders|schoonmoeder|schoonvader)")
_SV = (r"(?:syster|bror|mamma|mor|pappa|far|fru|man|sambo|partner|pojkvän|flickvän|son|dotter|faster|moster"
       r"|farbror|morbror|vän|väninna|kompis|kusin|mormor|farmor|morfar|farfar|kollega|granne|svärmor|svärfar)")
_DA = (r"(?:søster|bror|mor|far|kone|mand|kæreste|partner|søn|datter|moster|faster|onkel|ven|veninde|kusine"
       r"|fætter|mormor|farmor|morfar|farfar|kollega|nabo|svigermor|svigerfar)")
_NB = (r"(?:søster|søstera|bror|broren|mor|moren|far|faren|kone|kona|mann|mannen|samboer|samboeren|kjæreste"
       r"|kjæresten|partner|sønn|sønnen|datter|dattera|tante|onkel|venn|vennen|venninne|kusine|fetter|mormor"
       r"|farmor|morfar|farfar|kollega|nabo|naboen|svigermor|svigerfar)")
_FI = (r"(?:siskoni|sisareni|veljeni|äitini|isäni|vaimoni|mieheni|puolisoni|poikaystäväni|tyttöystäväni|poikani"
       r"|tyttäreni|tätini|setäni|enoni|ystäväni|kaverini|serkkuni|mummoni|mummini|isoäitini|ukkini|isoisäni"
       r"|työkaverini|naapurini|anoppini|appeni|vanhempani)")
_PL = (r"(?:siostra|brat|mama|matka|tata|ojciec|żona|mąż|partner|partnerka|dziewczyna|chłopak|syn|córka|ciocia"
       r"|ciotka|wujek|przyjaciel|przyjaciółka|kuzyn|kuzynka|babcia|dziadek|kolega|koleżanka|sąsiad|sąsiadka"
       r"|teściowa|teść|rodzice)")
_RO = (r"(?:sora|fratele|mama|tata|soția|soțul|partenerul|partenera|iubitul|iubita|fiul|fiica|mătușa|unchiul"
       r"|prietenul|prietena|verișoara|vărul|bunica|bunicul|colegul|colega|vecinul|vecina|soacra|socrul)")
_TR = (r"(?:kız kardeşim|erkek kardeşim|kardeşim|annem|babam|eşim|karım|kocam|sevgilim|oğlum|kızım|teyzem|halam"
       r"|dayım|amcam|arkadaşım|kuzenim|ablam|abim|ağabeyim|ninem|babaannem|anneannem|dedem|komşum"
       r"|kayınvalidem|kayınpederim)")
_JA = (r"(?:姉|妹|兄|弟|母|父|妻|夫|主人|旦那|彼氏|彼女|息子|娘|叔母|伯母|叔父|伯父|友達|友人|いとこ"
       r"|祖母|祖父|同僚|隣人|義母|義父)")
_ZH = (r"(?:姐姐|妹妹|哥哥|弟弟|妈妈|媽媽|爸爸|老公|老婆|男朋友|女朋友|儿子|兒子|女儿|女兒|阿姨|叔叔"
       r"|朋友|同事|邻居|鄰居|表姐|表妹|堂姐|堂妹|奶奶|爷爷|爺爺|外婆|婆婆)")
_KO = (r"(?:언니|누나|형|오빠|동생|엄마|어머니|아빠|아버지|남편|아내|와이프|여자친구|남자친구|아들|딸"
       r"|이모|고모|삼촌|친구|사촌|할머니|할아버지|동료|이웃|시어머니|장모님)")
# (never "أبي": "I want" in the Gulf as often as "my father")
_AR = (r"(?:اختي|أختي|اخوي|أخوي|اخويا|اخي|أخي|امي|أمي|ابويا|والدي|والدتي|زوجتي|زوجي|مرتي|جوزي"
       r"|صاحبي|صاحبتي|صديقي|صديقتي|بنتي|ابني|خالتي|عمتي|خالي|عمي|جدتي|جدي|زميلي|زميلتي|جاري|جارتي)")
_AR_BOUGHT = r"(?:اشترت|اشترى|اشتراها|اشترتها|اشتراه|اشترته|طلبت|طلبها|طلبته|جابت|جابها)"
_DUTY_FREE = r"duty[- ]?free"

BY_ANOTHER: dict[str, tuple[str, ...]] = {
    "en": (rf"(?<!for )(?:my|our) (?:\w+ )?{_EN} (?:had |has |just )?(?:bought|ordered|purchased)",
           _DUTY_FREE, r"(?:bought|got|purchased|picked up) (?:\w+ ){0,3}(?:at|from|in) (?:the |an )?airport"),
    "de": (rf"(?<!für )(?<!fur )(?:meine?|unsere?)[rnms]? {_DE} (?:(?:hat|hatte) )?(?:\w+ ){{0,5}}"
           r"(?:gekauft|bestellt|besorgt|geholt)",
           _DUTY_FREE, r"(?:am|im|vom) flughafen (?:\w+ ){0,2}(?:gekauft|geholt)",
           r"(?:bei|auf|im) (?:amazon|ebay|otto|zalando|aliexpress|temu|ikea|media ?markt|saturn|decathlon|tchibo"
           r"|lidl|aldi|rossmann|dm|conrad|kaufland|obi|bauhaus|hornbach) (?:\w+ )?(?:geholt|bestellt|besorgt"
           r"|erworben|mitgenommen)"),
    "fr": (rf"(?<!pour )(?:ma|mon|mes|notre|nos) {_FR} (?:\w+ ){{0,2}}(?:qui )?(?:m'|l'|me l'|les |me les )?"
           r"(?:a|avait|ont|avaient) (?:\w+ ){0,2}(?:achete|commande)e?s?",
           r"me (?:l'|les )(?:a|ont|avait|avaient) (?:ete )?offerte?s?", _DUTY_FREE,
           r"(?:achete|pris)e?s? (?:\w+ ){0,3}(?:a|dans) l'aeroport"),
    "es": (rf"(?<!para )(?:mi|mis|nuestr[oa]s?) {_ES} (?:\w+ ){{0,2}}(?:compro|encargo"
           r"|(?:ha|habia) (?:comprado|encargado)|hizo el pedido)",
           rf"(?:compro|encargo|(?:ha|habia) (?:comprado|encargado)) (?:mi|nuestr[oa]) {_ES}",
           _DUTY_FREE, r"(?:compr|ped)\w* (?:\w+ ){0,3}en el aeropuerto"),
    "it": (rf"(?<!per )(?:mia|mio|miei|mie|nostr[oa]) {_IT} (?:\w+ ){{0,2}}(?:ha|aveva|hanno|avevano) "
           r"(?:\w+ )?(?:comprat|ordinat|acquistat)\w*",
           rf"(?:ha|aveva) (?:comprat|ordinat|acquistat)\w* (?:mia|mio|nostr[oa]) {_IT}",
           _DUTY_FREE, r"(?:comprat|pres)\w* (?:\w+ ){0,3}all'aeroporto"),
    "pt": (rf"(?<!para )(?<!pra )(?<!pro )(?:a |o )?(?:minha|meu|nossa|nosso) {_PT} (?:\w+ ){{0,2}}"
           r"(?:comprou|encomendou|tinha comprado|tinha encomendado|fez a encomenda|fez o pedido)",
           rf"(?:comprou|encomendou) (?:a |o )?(?:minha|meu|nossa|nosso) {_PT}", _DUTY_FREE, r"free ?shop",
           r"(?:comprei|compramos) (?:\w+ ){0,3}no aeroporto"),
    "nl": (rf"(?<!voor )(?:mijn|onze) {_NL} (?:(?:heeft|had) )?(?:\w+ ){{0,4}}(?:gekocht|besteld)", _DUTY_FREE,
           r"tax[- ]?free", r"(?:op|van) (?:het |de )?(?:vliegveld|luchthaven) (?:\w+ ){0,2}gekocht"),
    "sv": (rf"(?<!till )(?<!åt )(?:min|mitt|mina|vår|våra) {_SV} (?:\w+ ){{0,2}}"
           r"(?:köpte|beställde|har köpt|hade köpt|har beställt|hade beställt)",
           r"tax[- ]?free", _DUTY_FREE, r"köpt\w* (?:\w+ ){0,3}på flygplatsen"),
    "da": (rf"(?<!til )(?:min|mit|mine|vores) {_DA} (?:\w+ ){{0,2}}"
           r"(?:købte|bestilte|har købt|havde købt|har bestilt|havde bestilt)",
           r"tax[- ]?free", _DUTY_FREE, r"købt\w* (?:\w+ ){0,3}i lufthavnen"),
    "nb": (rf"(?<!til )(?:(?:min|mitt|mine|vår|våre) {_NB}|{_NB} (?:min|mi|mitt)) (?:\w+ ){{0,2}}"
           r"(?:kjøpte|bestilte|har kjøpt|hadde kjøpt|har bestilt|hadde bestilt)",
           r"tax[- ]?free", _DUTY_FREE, r"kjøpt\w* (?:\w+ ){0,3}på flyplassen"),
    "fi": (rf"{_FI} (?:\w+ ){{0,2}}(?:osti|tilasi|oli ostanut|oli tilannut|ostama|tilaama)\w*",
           r"tax[- ]?free", _DUTY_FREE, r"(?:ostin|ostettu|ostama) (?:\w+ ){0,3}lentokentältä",
           r"lentokentältä (?:\w+ )?(?:ostettu|ostin|ostama)"),
    "pl": (rf"(?<!dla )(?:moja|mój|moi|moje|nasza|nasz) {_PL} (?:\w+ ){{0,2}}(?:kupił|zamówił|kupili|zamówili)\w*",
           _DUTY_FREE, r"kupi\w* (?:\w+ ){0,3}na lotnisku"),
    "ro": (rf"{_RO}(?: meu| mea| noastră| nostru)? (?:\w+ ){{0,2}}"
           r"(?:(?:(?:l-|i-|le-)?a |au )(?:cumpărat|comandat)|cumpărase|comandase)",
           _DUTY_FREE, r"cumpărat\w* (?:\w+ ){0,3}(?:din|de la) aeroport"),
    "tr": (rf"{_TR}(?:in|ın|un|ün|nin|nın)? (?:\w+ ){{0,2}}"
           r"(?:aldığı|sipariş ettiği|satın aldığı|aldı|sipariş etti|satın aldı)",
           _DUTY_FREE, r"(?:havalimanı|havaalanı)(?:ndan|nda) (?:\w+ )?(?:aldım|aldığım|satın)"),
    "ja": (rf"{_JA}が(?:[^。、！？]{{0,8}})?(?:買っ|買った|購入し|注文し|頼ん)", r"免税店", r"空港で(?:買|購入)"),
    "zh": (rf"(?:我)?{_ZH}(?:在你们(?:店|家|这)|在这|在這)?(?:买|買|下单|下單|订|訂|购买|購買)的",
           r"免税店", r"免稅店", r"机场买", r"機場買"),
    "ko": (rf"{_KO}(?:가|이) (?:\S+ )?(?:산|샀|사서|사 ?준|사다 ?준|주문한|주문했|구매한|구매했|구입한|구입했)",
           r"면세점",
           r"공항에서 (?:산|샀)"),
    "ar": (rf"{_AR} (?:\w+ )?{_AR_BOUGHT}", rf"{_AR_BOUGHT} {_AR}", r"السوق الحرة", r"سوق حرة", r"الديوتي فري",
           r"(?:اشتريت|شريت|جبت)\w* (?:\w+ ){0,3}(?:(?:من|في) |ب)ال?مطار"),
}

# "for me" near the one who bought: they ordered it for the customer, on their behalf, maybe on
# this account ("min mand bestilte pakken til mig"): the relative's purchase is not read then
_FOR_ME = {"en": r"(?:for|to) (?:me|us)", "de": r"für (?:mich|uns)", "fr": r"pour (?:moi|nous)",
           "es": r"para (?:mí|nosotros)", "it": r"per (?:me|noi)", "pt": r"(?:para|pra) (?:mim|nós)",
           "nl": r"voor (?:mij|ons)", "sv": r"(?:till|åt) (?:mig|oss)", "da": r"til (?:mig|os)",
           "nb": r"til (?:meg|oss)", "pl": r"dla (?:mnie|nas)", "ro": r"pentru (?:mine|noi)", "fi": r"minulle",
           "tr": r"bana"}
BY_ANOTHER = {c: (rf"(?!(?:\S+ ){{0,8}}{_FOR_ME[c]}(?![\w])){f[0]}", *f[1:]) if c in _FOR_ME else f
              for c, f in BY_ANOTHER.items()}

# another person ordering on the customer's own account, with their card, in their name: this
# payment's item after all ("my wife ordered it on my account")
ON_MY_ACCOUNT: dict[str, tuple[str, ...]] = {
    "en": (r"(?:on|from|with|using|through|under|via) (?:my|our) (?:own )?(?:account|card|login|email|name)",),
    "de": (r"(?:über|mit|von|auf|unter) (?:meine[mnr]?|unsere[mnr]?) (?:konto|karte|account|namen|kundenkonto)",),
    "fr": (r"(?:sur|avec|depuis|a|par) (?:mon|notre) (?:compte|nom)", r"avec ma carte"),
    "es": (r"(?:con|desde|en|a) mi (?:cuenta|tarjeta|nombre)",),
    "it": (r"(?:con|dal|sul|a) (?:il )?mio (?:account|conto|nome)", r"con la mia carta"),
    "pt": (r"(?:na|com a|pela|da) minha conta", r"com o meu cartao", r"(?:em|no) meu nome"),
    "nl": (r"(?:op|via|met) mijn (?:account|naam|kaart|rekening)",),
    "sv": (r"(?:på|med|via) mitt (?:konto|namn|kort)",),
    "da": (r"(?:på|med|via) (?:min|mit) (?:konto|navn|kort)",),
    "nb": (r"(?:på|med|via) (?:min|mitt) (?:konto|navn|kort)",),
}
