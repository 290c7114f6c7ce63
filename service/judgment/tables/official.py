"""A government body and its official notice, and the money "given back", per covered language,
written from the class and not from any corpus's ticket (``authority`` reads them beside
``tables.authority``).

``BODY``: who issues a public rule and its notice, as a source of authority like a law or a
court: a ministry or a department of state, the government, a regulator, an authority or an
agency, a commission; its circular, its notice, its bulletin, its gazette, its decree (a body's
name is read only with the rest of the form: a body that directs the automated agents to give
the money back; a customer who works at a ministry, or states their own right under its rules,
directs nobody).

``GIVE_BACK``: the act of giving the money back however it is worded ("give the full amount
back", "rendre l'argent", "dar de volta", "ge tillbaka", "geri vermek", "代金を返す", "把钱还给",
"إعادة كامل المبلغ"), beside ``tables.authority.ACT``'s refund and payment words.

``MACHINES``: artificial intelligence named in full ("AI systems" are read by the acronyms
``tables.authority.WHOM`` holds: "ai", "ki", "ia", "tekoäly", "yapay zeka", "الذكاء الاصطناعي"),
as the automated agents a body's notice binds.

Fragments are written as ``text.fold`` leaves text (``tables.fold_fragment`` folds them); in
Japanese, Chinese, Korean and Arabic they are runs, found anywhere, so each begins with letters
of its own (a gate keys on them) and a short one is bounded by what follows it.
"""

from __future__ import annotations

# what the money is, in the Latin-script languages' give-back wordings
_EN_MONEY = r"(?:money|amount|price|sum|payment|funds|cost)"

BODY: dict[str, tuple[str, ...]] = {
    "en": (r"ministr(?:y|ies)", r"ministers?", r"government", r"govt", r"regulators?", r"regulatory \w+",
           r"authorit(?:y|ies)", r"agenc(?:y|ies)", r"commission", r"department of \w+", r"bureau",
           r"circulars", r"circular (?:no|number|letter|from|of|issued|dated|\d)\w*",
           r"(?:official|government|public|regulatory) (?:notice|bulletin|letter)s?",
           r"notices?", r"bulletins?", r"gazette"),
    "de": (r"\w*ministeri\w*", r"\w*minister", r"\w*regierung\w*", r"\w*behorde\w*", r"\w*aufsicht\w*",
           r"bundesamt\w*", r"landesamt\w*", r"\w*agentur", r"kommission", r"bafin", r"rundschreiben\w*",
           r"bekanntmachung\w*", r"amtsblatt\w*", r"runderlass\w*"),
    "fr": (r"ministere\w*", r"ministre\w*", r"gouvernement\w*", r"autorite\w*", r"agence\w*",
           r"administration", r"prefecture", r"commission", r"regulateur\w*",
           r"(?:la|une|cette|de la|des|les) circulaires?", r"circulaire (?:n|no|ministerielle)\w*",
           r"communique\w*", r"avis officiel", r"bulletin officiel", r"journal officiel",
           r"arrete (?:ministeriel|prefectoral)"),
    "es": (r"ministerio\w*", r"ministr[oa]s?", r"gobierno\w*", r"autoridad\w*", r"agencia\w*",
           r"comision\w*", r"regulador\w*", r"organismo\w*", r"(?:la|una|esta|dicha|segun) circular(?:es)?",
           r"circular (?:n|no|nro|num|numero|\d)\w*", r"aviso oficial",
           r"comunicado\w*", r"boletin oficial", r"boe", r"consejeria\w*"),
    "it": (r"minister\w*", r"ministr[oi]", r"governo", r"autorita", r"agenzia\w*", r"commissione",
           r"(?:la|una|della|nella|alla|dalla|le) circolar[ei]", r"circolare (?:n|nr|numero|\d)\w*",
           r"comunicato\w*", r"avviso ufficiale", r"bollettino\w*", r"gazzetta ufficiale",
           r"agcm"),
    "pt": (r"ministerio\w*", r"ministr[oa]s?", r"governo", r"autoridade\w*", r"agencia\w*", r"comissao",
           r"regulador\w*", r"(?:a|uma|esta|da|na|segundo a) circular(?:es)?",
           r"circular (?:n|no|nro|num|numero|\d)\w*", r"comunicado\w*", r"aviso oficial", r"diario oficial",
           r"portaria\w*", r"secretaria de \w+"),
    "nl": (r"ministerie\w*", r"minister", r"overheid", r"regering", r"\w*autoriteit\w*", r"toezichthouder\w*",
           r"commissie", r"agentschap\w*", r"circulaire (?:nr|nummer|no|van|\d)\w*", r"mededeling\w*", r"rondschrijven",
           r"staatscourant"),
    "sv": (r"\w*departement\w*", r"minister\w*", r"regering\w*", r"\w*myndighet\w*", r"\w*verket",
           r"kommission\w*", r"cirkular\w*", r"kungorelse\w*", r"foreskrift\w*"),
    "da": (r"\w*ministeri\w*", r"minister\w*", r"regering\w*", r"\w*myndighed\w*", r"\w*styrelse\w*",
           r"\w*tilsyn\w*", r"kommission\w*", r"cirkulære\w*"),
    "nb": (r"\w*departement\w*", r"minister\w*", r"regjering\w*", r"\w*myndighet\w*", r"\w*tilsyn\w*",
           r"\w*direktorat\w*", r"kommisjon\w*", r"rundskriv\w*", r"vedtak\w*", r"kunngjøring\w*"),
    "fi": (r"\w*ministerio\w*", r"ministeri\w*", r"hallitu\w*", r"hallitukse\w*", r"viranomai\w*",
           r"\w*virasto\w*", r"komissio\w*", r"kiertokirje\w*", r"tiedote\w*", r"tiedotte\w*"),
    "pl": (r"ministerstw\w*", r"minist(?:er|r)\w*", r"rzad", r"rzadu", r"rzadem", r"rzadow\w*",
           r"urzad", r"urzedu", r"urzedem", r"urzedzie", r"urzedow\w*", r"komisj\w*", r"regulator\w*",
           r"okolnik\w*", r"komunikat\w*", r"obwieszczeni\w*"),
    "ro": (r"minister\w*", r"guvern\w*", r"autoritat\w*", r"agenti(?:a|ei|ile)", r"comisi\w*",
           r"circularei", r"circularele", r"circulara (?:nr|numarul|\d|emisa)\w*",
           r"comunicat\w*", r"ordinul", r"ordinului", r"monitorul oficial", r"ordonant\w*", r"decret\w*"),
    "tr": (r"bakanl[ıi]\w*", r"hukumet\w*", r"kurum\w*", r"kurul(?:u|unun|una|undan)(?!m)", r"otorite\w*",
           r"baskanl[ıi]\w*", r"genelge\w*", r"duyuru\w*", r"teblig\w*", r"resmi gazete\w*"),
    "ja": (r"省(?=の|が|は|から|より|によ|通達|通知|告示|令|第)", r"庁(?=の|が|は|から|より|によ|通達|通知|告示|第)",
           r"政府", r"当局", r"行政", r"官庁", r"委員会", r"通達", r"告示", r"公示", r"省令", r"政令"),
    "zh": (r"政府", r"国务院", r"國務院", r"当局", r"當局", r"政府部门", r"政府部門", r"主管部门", r"主管部門",
           r"行政部门", r"行政部門", r"委员会", r"委員會", r"商务部", r"商務部", r"工信部", r"国家\w{0,8}(?:局|部|委)",
           r"國家\w{0,8}(?:局|部|委)", r"市场监\w{0,4}", r"市場監\w{0,4}", r"工商局", r"[号號]通知", r"部(?:的)?通知",
           r"局(?:的)?通知", r"公告", r"通告", r"公文", r"红头文件", r"紅頭文件"),
    "ko": (r"정부", r"당국", r"부처", r"위원회", r"공정위", r"관청", r"행정기관", r"고시", r"공문", r"통지문", r"공고",
           r"훈령", r"시행령"),
    "ar": (r"وزار\w*", r"الوزير", r"حكوم\w*", r"الحكوم\w*", r"هيئ\w*", r"الهيئ\w*", r"السلطات", r"سلطات",
           r"الجه\w* (?:الرسمي|المختص|الحكومي)\w*", r"جه\w* (?:رسمي|مختص|حكومي)\w*", r"لجن\w*", r"اللجن\w*",
           r"تعميم\w*", r"التعميم\w*", r"بلاغ\w* (?:رسمي|صادر)\w*", r"منشور\w* (?:وزاري|رسمي|صادر)\w*",
           r"قرار\w* (?:وزاري|رسمي|حكومي)\w*", r"الجريد\w* الرسمي\w*"),
}

GIVE_BACK: dict[str, tuple[str, ...]] = {
    "en": (rf"giv(?:e|es|ing) (?:\w+ ){{0,3}}{_EN_MONEY}\w* back", rf"giv(?:e|es|ing) back (?:\w+ ){{0,3}}{_EN_MONEY}",
           rf"return(?:s|ing)? (?:\w+ ){{0,3}}{_EN_MONEY}"),
    "de": (r"(?:betrag|geld|kaufpreis|preis|summe|gesamtbetrag)\w* (?:\w+ ){0,3}zuruck\w*",
           r"zuruck ?(?:zu ?)?(?:geben|gegeben|uberweisen|buchen)"),
    "fr": (r"(?:rend|redonn)\w* (?:[\w']+ ){0,3}(?:l'|d')?(?:montant|argent|somme|prix|paiement|sous)",),
    "es": (r"(?:regres|retorn|reintegr|restitu)\w* (?:\w+ ){0,3}(?:importe|dinero|monto|pago|precio|cantidad|total)",),
    "it": (r"(?:rid(?:are|ate|anno|ia|iano|ato|ati)|rend\w*) (?:[\w']+ ){0,3}(?:l')?"
           r"(?:importo|soldi|denaro|prezzo|somma|pagamento|cifra)",),
    "pt": (r"(?:dar|deem|darem|devolvam) (?:\w+ ){0,3}de volta", r"(?:restitu|ressarc)\w*"),
    "nl": (r"terug ?(?:te )?geven", r"geeft (?:\w+ ){0,3}terug",
           r"(?:geld|bedrag|aankoopbedrag|aankoopprijs) (?:\w+ ){0,3}terug\w*"),
    "sv": (r"(?:ge|ger|gav|ges|betala\w*) (?:\w+ ){0,3}tillbaka",),
    "da": (r"(?:give|giver|gav|betale|betaler) (?:\w+ ){0,3}tilbage",),
    "nb": (r"(?:gi|gir|ga|betale|betaler) (?:\w+ ){0,3}tilbake",),
    "fi": (r"(?:anta|anne|annet|maks)\w* (?:\w+ ){0,3}takaisin",),
    "pl": (r"odda\w*", r"oddadz\w*"),
    "ro": (r"inapoia\w*", r"inapoiez\w*", r"(?:da|dea|dati|dau) (?:\w+ ){0,3}inapoi",
           r"(?:banii|suma|bani|pretul|contravaloarea) (?:\w+ ){0,3}inapoi"),
    "tr": (r"geri ver\w*", r"(?:paras[ıi]\w*|ucret\w*|tutar\w*|bedel\w*) (?:\w+ ){0,2}geri \w+"),
    "ja": (r"(?:代金|お金|金額|全額|料金|代価)を?(?:全額|すべて|全て)?返[しすさせ]", r"返還"),
    "zh": (r"(?:钱|錢|款|款项|款項|金额|金額|货款|貨款|费用|費用|全款|全额|全額)(?:全部|全额|全額)?"
           r"(?:还|還|返还|返還|退还|退還)(?:给|給)?", r"返还", r"返還", r"还钱", r"還錢", r"退给", r"退給"),
    "ko": (r"환급", r"갚아"),
    "ar": (r"اعاد\w* (?:\w+ ){0,2}(?:المبلغ|الثمن|المال|الاموال|النقود|الفلوس|قيمه)",
           r"[يتان]عيد\w* (?:\w+ ){0,2}(?:المبلغ|مبلغ|الثمن|المال|الاموال|النقود|الفلوس|قيمه)",
           r"ارجاع (?:\w+ ){0,2}(?:المبلغ|الثمن|المال|الاموال|النقود|الفلوس|قيمه)",
           r"[يتا]رجع\w* (?:\w+ ){0,2}(?:المبلغ|الثمن|المال|الاموال|النقود|الفلوس|قيمه)",
           r"رد (?:\w+ ){0,2}(?:المبلغ|الثمن|المال|الاموال|النقود|الفلوس|قيمه)"),
}

MACHINES: dict[str, tuple[str, ...]] = {
    "en": (r"artificial intelligence",), "de": (r"kunstliche\w* intelligenz",),
    "fr": (r"intelligence artificielle",), "es": (r"inteligencia artificial",),
    "it": (r"intelligenza artificiale",), "pt": (r"inteligencia artificial",),
    "nl": (r"kunstmatige intelligentie",), "sv": (r"artificiell\w* intelligens",),
    "da": (r"kunstig\w* intelligens",), "nb": (r"kunstig\w* intelligens",), "fi": (),
    "pl": (r"sztuczn\w* inteligencj\w*",), "ro": (r"inteligent\w* artificial\w*",), "tr": (),
    "ja": (r"人工知能",), "zh": (r"人工智能", r"人工智慧"), "ko": (), "ar": (),
}
