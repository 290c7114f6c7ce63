"""The words that ask money without a word for a refund, per covered language, read by
``owed``: what the shop owes the customer or what is due to them ("you owe me", "Sie schulden
mir", "dere skylder meg", "bana borçlusunuz", "你们欠我"), what they get or want ("do I get the
difference?", "kriege ich die Differenz", "je veux mes 20 €", "aradaki 500 TL'yi istiyorum"),
what is to be corrected ("please correct the amount", "merci de corriger", "lütfen düzeltin"),
and a sum they are short ("il me manque 15 €", "mir fehlen 20 €"). Written from how the forms
are said, not from any corpus's ticket; folded as ``text.fold`` leaves text (``tables``).

``DUE``: owed, due, entitled, given back: asks where its sentence holds money near it (a figure,
a word for a difference, the shipping);
``GET``: wanted, got, received, claimed: asks where a figure or a word for a difference stands
near it (not the shipping: "when do I get the delivery?");
``FIX``: corrected, adjusted: asks where a figure, a word for a difference or one of ``SUM``
(the amount, the charge, the price) stands near it;
``SHORT``: a sum missing: asks where a figure stands near it ("mir fehlen 2 Tassen" is goods).
"""

from __future__ import annotations

DUE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:you|u) owe (?:me|us)", r"owe[sd]? (?:to )?(?:me|us)", r"(?:i'?m|i am|we'?re|we are) owed",
           r"(?:i'?m|i am|we'?re|we are) (?:\w+ )?entitled to", r"due to (?:me|us)",
           r"(?:should|must|ought to) (?:come|go) back to (?:me|us)"),
    "de": (r"schulde[nt] (?:sie |ihr )?(?:mir|uns)", r"(?:mir|uns) (?:\S+ ){0,3}schuldig", r"(?:mir|uns) zusteh\w*",
           r"(?:steht|stehen) (?:mir|uns) (?:\w+ ){0,3}zu", r"(?:habe|haben) (?:ich |wir )?(?:\w+ )?anspruch auf",
           r"wieder(?:haben|bekommen|kriegen)"),
    "fr": (r"(?:vous|tu) (?:me|nous) (?:les |la |le |l')?(?:devez|devriez|dois)",
           r"(?:me|nous) (?:les |la |le |l')?devez",
           r"(?:m'est|me sont|nous est|nous sont) dus?", r"(?:j'ai|nous avons|j'aurais) droit",
           r"(?:me|nous) revien\w*"),
    "es": (r"(?:me|nos) (?:lo |la |los |las )?deb(?:eis|en|es|erian|eriais)", r"se (?:me|nos) debe\w*",
           r"(?:me|nos) (?:lo |la )?(?:toca|tocan|corresponde\w*)", r"(?:tengo|tenemos) derecho"),
    "it": (r"(?:me|ce) (?:lo |la |li |le )?dovete", r"(?:mi|ci) dovete", r"(?:mi|ci) (?:e|sono) dovut\w*",
           r"(?:mi|ci) spett\w*", r"(?:ho|abbiamo) diritto"),
    "pt": (r"devem-?(?:me|nos)", r"(?:me|nos) devem", r"(?:me|nos) (?:e|sao) devid\w*", r"(?:me|nos) (?:cabe|cabem)",
           r"(?:tenho|temos) direito"),
    "nl": (r"(?:mij|me|ons) (?:\S+ ){0,3}schuldig", r"(?:komt|komen) (?:mij|me|ons) toe",
           r"(?:heb|hebben) (?:ik |wij |we )?(?:\w+ )?recht op"),
    "sv": (r"(?:mig|oss) (?:\S+ ){0,2}skyldiga?", r"skyldiga? (?:mig|oss)", r"(?:jag|vi) har (?:\w+ )?ratt (?:till|pa)",
           r"tillkommer (?:mig|oss)"),
    "da": (r"skylder (?:i |du )?(?:mig|os)", r"(?:jeg|vi) har (?:\w+ )?ret til", r"tilkommer (?:mig|os)"),
    "nb": (r"skylder (?:dere |du )?(?:meg|oss)", r"(?:jeg|vi) har (?:\w+ )?rett (?:pa|på|til)",
           r"tilkommer (?:meg|oss)"),
    "fi": (r"(?:minulle|meille) (?:\S+ ){0,2}velkaa", r"velkaa (?:minulle|meille)",
           r"(?:minulla|meilla|meillä) on oikeus",
           r"kuulu(?:u|vat) (?:minulle|meille)"),
    "pl": (r"(?:mi|nam) (?:\w+ )?winn[iy]", r"winn[iy] (?:mi|nam)", r"nale[zż]y (?:mi|nam) si[eę]",
           r"(?:mi|nam) si[eę] (?:\w+ )?nale[zż]\w*", r"przys[lł]uguje (?:mi|nam)", r"oddac\w*", r"oddajcie",
           r"oddadza"),
    "ro": (r"(?:imi|ne|mi-l|mi-o|mi-i|mi-le|ni-l|ni-i) (?:\w+ )?datorati", r"datorati-?mi", r"(?:mi|ne) se cuvin\w*",
           r"(?:am|avem) dreptul"),
    "tr": (r"(?:bana|bize) (?:\S+ ){0,3}borclu\w*", r"borclusunuz", r"alaca[gğ][iı]m var", r"alaca[gğ][iı]m[iı]z var",
           r"hak ed[iı]yorum", r"hakk[iı]m(?![\w])"),
    "ja": (r"返してもらう", r"受け取る権利", r"もらう権利"),
    "ko": (r"받아야", r"받을 권리", r"돌려받아야"),
    "zh": (r"欠我", r"欠我们", r"應該給我", r"应该给我", r"应该还我", r"應該還我", r"应该退我"),
    "ar": (r"تدينون لي", r"تدين لي", r"لي عندكم", r"لي عندك", r"(?:ي|ا)حق لي", r"من حقي", r"مستحق(?:ه)? لي"),
}

GET: dict[str, tuple[str, ...]] = {
    "en": (r"(?:i|we) (?:\w+ )?(?:want|need|expect|claim|demand)(?![\w])", r"(?:i'?d|i would|we'?d|we would) like",
           r"(?:do|can|could|should|will|may) (?:i|we) (?:\w+ )?(?:get|have|receive)(?! charged| billed)",
           r"(?:i|we) (?:\w+ )?(?:get|receive)(?! charged| billed)(?![\w])", r"give (?:me|us)"),
    "de": (r"(?:will|mochte|mochten|hatte gerne?|hatten gerne?|brauche|verlange|erwarte|fordere|bekomme|kriege|"
           r"erhalte) (?:ich|wir)",
           r"(?:ich|wir) (?:\w+ )?(?:will|mochte|hatte gerne?|brauche|verlange|erwarte|fordere|bekomme|kriege|erhalte)",
           r"(?:kann|konnte|darf) (?:ich|wir) (?:\w+ ){0,4}(?:bekommen|haben|kriegen|erhalten)",
           r"(?:hatte|hatten|mochte|mochten) (?:ich|wir) (?:\w+ )?gerne?",
           r"(?:geben|gebt|gib) (?:sie )?(?:mir|uns)"),
    "fr": (r"(?:je |j')(?:\w+ )?(?:veux|voudrais|souhaite|souhaiterais|aimerais|exige|demande|reclame|attends)",
           r"(?:je peux|puis-je|pourrais-je|est-ce que je peux|je pourrais) (?:\w+ ){0,2}(?:avoir|recuperer|recevoir|"
           r"toucher|obtenir)",
           r"(?:je |j')(?:recupere|touche|recois|obtiens|aurai)", r"(?:donnez|rendez|versez|redonnez)-moi",
           # a sum given back, asked of them ("vous me rendez les 6,90 ?", "me redonner 5 €")
           r"(?:me|nous) (?:les |la |le |l')?(?:rendez|rendrez|rendriez|rendre|redonnez|redonnerez|redonner)"),
    "es": (r"(?:quiero|quisiera|querria|necesito|exijo|reclamo|pido|espero)", r"(?:puedo|podria) (?:\w+ ){0,2}(?:tener|"
           r"recibir|recuperar|cobrar|obtener)", r"(?:recibo|recupero)", r"(?:dadme|denme|deme|dame)",
           # a sum given back, asked of them ("¿me regresan los 6,90?", "devolvedme 5 €")
           r"(?:me|nos) (?:lo |la |los |las )?(?:regres(?:an|as|ais|en|a|e)|regresar|devolveis|devuelven|devuelves"
           r"|devolver)", r"(?:regresenme|devolvedme|devuelvanme|devuelveme)"),
    "it": (r"(?:voglio|vorrei|rivoglio|pretendo|esigo|chiedo|reclamo|aspetto)",
           r"(?:posso|potrei) (?:\w+ ){0,2}(?:avere|ricevere|riavere|recuperare|ottenere)", r"(?:ricevo|riavro|avro)",
           r"(?:datemi|mi date|ridatemi)",
           # a sum given back, asked of them ("mi ridate 6,90?", "me li rendete?", "potete ridarmi 5 €")
           r"(?:mi|ci|me (?:li|lo|la|le)|ce (?:li|lo|la|le)) (?:ridate|ridai|ridia|ridareste|ridarete|rendete|rendi"
           r"|renda|rendereste|renderete|restituite|restituisci|restituisca|restituireste)",
           r"(?:ridar|render|restituir)(?:mi|ci|meli|melo|cela|celi)", r"(?:rendetemi|restituitemi)"),
    "pt": (r"(?:quero|queria|gostaria|preciso|exijo|reclamo|peco|espero)",
           r"(?:posso|poderia) (?:\w+ ){0,2}(?:ter|receber|reaver|recuperar|obter)", r"(?:recebo|terei)",
           r"(?:deem-me|me deem|me dêem)"),
    "nl": (r"(?:ik|we|wij) (?:\w+ )?(?:wil|willen|verwacht|verwachten|eis|krijg|krijgen|ontvang)(?![\w])",
           r"(?:wil|krijg|ontvang|verwacht) (?:ik|we|wij)",
           r"(?:kan|mag) (?:ik|we) (?:\w+ ){0,3}(?:krijgen|hebben|ontvangen)",
           r"geef (?:mij|me|ons)"),
    "sv": (r"(?:jag|vi) (?:\w+ )?(?:vill|önskar|kräver|förväntar|får|begär)(?![\w])",
           r"(?:vill|får|kräver|önskar) (?:jag|vi)",
           r"(?:kan|ska) (?:jag|vi) (?:\w+ ){0,3}(?:få|ha)", r"ge mig"),
    "da": (r"(?:jeg|vi) (?:\w+ )?(?:vil|ønsker|kræver|forventer|får|beder om)(?![\w])",
           r"(?:vil|får|kræver|ønsker) (?:jeg|vi)",
           r"(?:kan|skal) (?:jeg|vi) (?:\w+ ){0,3}(?:få|have)", r"giv mig"),
    "nb": (r"(?:jeg|vi) (?:\w+ )?(?:vil|ønsker|krever|forventer|får|ber om)(?![\w])",
           r"(?:vil|får|krever|ønsker) (?:jeg|vi)",
           r"(?:kan|skal) (?:jeg|vi) (?:\w+ ){0,3}(?:få|ha)", r"gi meg"),
    "fi": (r"haluan", r"haluaisin", r"vaadin", r"odotan", r"pyydan", r"pyydän", r"saan(?:ko)?", r"voinko saada",
           r"saisinko", r"antakaa"),
    "pl": (r"chc[eę]", r"chcia[lł](?:a|y)?bym", r"[zż][aą]dam", r"oczekuj[eę]", r"prosz[eę] o", r"dostan[eę]",
           r"otrzymam", r"dostaj[eę]", r"odzyskam", r"czy mog[eę] (?:\w+ ){0,2}(?:dosta[cć]|otrzyma[cć]|odzyska[cć])",
           r"dajcie"),
    "ro": (r"vreau", r"as vrea", r"doresc", r"as dori", r"pretind", r"astept", r"primesc", r"pot (?:sa )?(?:primesc|"
           r"recuperez|iau)", r"dati-mi",
           # a sum given back, asked of them ("îmi înapoiați 6,90?", "ne dați înapoi 5 lei")
           r"(?:imi|ne) (?:inapoiati|returnati|restituiti|dati inapoi)",
           r"(?:inapoiati|returnati|restituiti)-(?:mi|ne)"),
    "tr": (r"[iı]st[iı]yorum", r"[iı]st[iı]yoruz", r"[iı]ster[iı]m", r"talep ed[iı]yorum", r"bekl[iı]yorum",
           r"al(?:abil)?[iı]r m[iı]y[iı]m", r"al[iı]yorum", r"ver[iı]n", r"ver[iı]r m[iı]s[iı]n[iı]z"),
    "ja": (r"もらえ", r"いただけ(?:ます|ません)か", r"受け取れ", r"請求します", r"ほしい", r"欲しい"),
    "ko": (r"받을 수", r"받고 싶", r"받는 거", r"주세요", r"원합니다", r"원해요", r"청구합니다"),
    "zh": (r"能拿到", r"可以拿到", r"拿回", r"给我", r"給我", r"要回", r"我要", r"我想要"),
    "ar": (r"(?:و|ف)?(?:ابي|ابغى|ابغي|اريد|عايز|عاوز|بدي|نبي|نريد)", r"اطالب", r"نطالب", r"استحق", r"اعطوني", r"عطوني"),
}

FIX: dict[str, tuple[str, ...]] = {
    "en": (r"correct (?:the|this|that|it|my)", r"rectify", r"adjust (?:the|this|that|it|my)",
           r"fix (?:the|this|that|my) (?:charge|amount|price|bill)"),
    "de": (r"korrigier\w*", r"berichtig\w*", r"richtigstell\w*"),
    "fr": (r"corrig\w*", r"rectifi\w*", r"regularis\w*"),
    "es": (r"corrij\w*", r"correg\w*", r"rectifi\w*", r"regulari[cz]\w*"),
    "it": (r"corregg\w*", r"rettific\w*"),
    "pt": (r"corrij\w*", r"corrig\w*", r"retifi\w*", r"rectifi\w*"),
    "nl": (r"corriger\w*", r"rechtzet\w*", r"recht (?:te )?zetten"),
    "sv": (r"rätta\w*", r"korriger\w*"),
    "da": (r"ret (?:venligst )?(?:op|beløbet|prisen)", r"rette (?:op|beløbet|prisen)", r"korriger\w*"),
    "nb": (r"rett (?:opp|beløpet|prisen)", r"rette (?:opp|beløpet|prisen)", r"korriger\w*"),
    "fi": (r"korjat\w*", r"korjaa\w*", r"oikaise\w*", r"oikaist\w*"),
    "pl": (r"skoryguj\w*", r"skorygowa\w*", r"poprawcie", r"poprawi[cć]", r"korekt\w*"),
    "ro": (r"corecta\w*", r"rectifica\w*"),
    "tr": (r"duzelt\w*", r"düzelt\w*"),
    "ja": (r"訂正", r"修正して"),
    "ko": (r"정정", r"바로잡"),
    "zh": (r"更正", r"纠正", r"糾正", r"改正"),
    "ar": (r"تصحيح", r"صححوا", r"صحح"),
}

# what a correction is of: the amount, the charge, the price (a correction of an address asks nothing)
SUM: dict[str, tuple[str, ...]] = {
    "en": (r"amount", r"charge", r"price", r"sum", r"total", r"bill"),
    "de": (r"betrag\w*", r"preis\w*", r"summe", r"abbuchung", r"rechnung"),
    "fr": (r"montant", r"prix", r"debit", r"somme", r"facture", r"prelevement"),
    "es": (r"importe", r"precio", r"cargo", r"cobro", r"cantidad", r"suma"),
    "it": (r"importo", r"prezzo", r"addebito", r"somma"),
    "pt": (r"valor", r"preco", r"cobranca", r"montante"),
    "nl": (r"bedrag", r"prijs", r"afschrijving"),
    "sv": (r"belopp\w*", r"pris\w*", r"dragning\w*"),
    "da": (r"beløb\w*", r"pris\w*"),
    "nb": (r"beløp\w*", r"pris\w*"),
    "fi": (r"summa\w*", r"hinta\w*", r"hinnan", r"veloitu\w*"),
    "pl": (r"kwot\w*", r"cen[aeyę]", r"obciazeni\w*", r"obciążeni\w*"),
    "ro": (r"suma", r"pretul", r"pret"),
    "tr": (r"tutar\w*", r"fiyat\w*", r"ucret\w*", r"ücret\w*"),
    "ja": (r"金額", r"価格", r"料金", r"請求額"),
    "ko": (r"금액", r"가격", r"결제"),
    "zh": (r"金额", r"金額", r"价格", r"價格", r"扣款"),
    "ar": (r"المبلغ", r"السعر"),
}

SHORT: dict[str, tuple[str, ...]] = {
    "en": (r"(?:i'?m|i am|we'?re|we are) (?:\S+ ){0,3}short", r"short by"),
    # (and said impersonally, the money beside: "es fehlen also 24,90 €", "il manque 12 €")
    "de": (r"(?:mir|uns) fehlen", r"fehlen (?:mir|uns)", r"\bes fehl(?:en|t)"),
    "fr": (r"(?:me|nous) manque\w*", r"\bil (?:me |nous )?manque"),
    "es": (r"(?:me|nos) falta\w*", r"\bfalta(?:n|ban)?(?= (?:todavia |aun )?\d)"),
    "it": (r"(?:mi|ci) manca\w*", r"\bmanca(?:no)?(?= (?:ancora )?\d)"),
    "pt": (r"faltam-?(?:me|nos)", r"(?:me|nos) faltam", r"\bfalta(?:m)?(?= (?:ainda )?\d)"),
    "nl": (r"(?:kom|komen) (?:\w+ ){0,3}tekort",),
    "sv": (r"(?:jag|vi) saknar", r"fattas (?:mig|oss)"),
    "da": (r"(?:jeg|vi) mangler",),
    "nb": (r"(?:jeg|vi) mangler",),
    "pl": (r"brakuje (?:mi|nam)",),
    "ro": (r"(?:imi|ne) lipsesc",),
}

# a price guarantee the shop gives, invoked ("you have a 30-day price guarantee", "prisgaranti",
# "保价"): the customer claims the difference a lower price since makes; the words are its money
GUARANTEE: dict[str, tuple[str, ...]] = {
    # (and a price adjustment asked, "do you do price adjustments?", "Gör ni prisjustering?")
    "en": (r"price (?:guarantee|protection)", r"price[- ]?match\w*", r"price adjust\w*"),
    "de": (r"\w*preisgarantie", r"preisschutz", r"preisanpassung\w*"),
    "fr": (r"garantie (?:du |de |des )?(?:meilleur |plus bas |prix le plus bas)?prix", r"protection (?:du |des )?prix",
           r"(?:re)?ajustement (?:du |de |des )?prix"),
    "es": (r"garantia (?:de |del )?(?:mejor )?precio", r"proteccion (?:de |del )?precio",
           r"igualacion (?:de |del )?precios?", r"igual\w* (?:el |ese |este |su )?precio",
           r"ajuste (?:de |del )?precio"),
    "it": (r"garanzia (?:del |di )?(?:miglior )?prezzo", r"protezione (?:del )?prezzo",
           r"adeguamento (?:del |di )?prezzo"),
    "pt": (r"garantia (?:de |do )?(?:melhor )?preco", r"protecao (?:de |do )?preco", r"ajuste (?:de |do )?preco"),
    "nl": (r"\w*prijsgarantie", r"prijsbescherming", r"prijs ?match\w*", r"prijsaanpassing\w*"),
    "sv": (r"\w*prisgaranti\w*", r"prisskydd\w*", r"prisjustering\w*"),
    "da": (r"\w*prisgaranti\w*", r"prisjustering\w*"),
    "nb": (r"\w*prisgaranti\w*", r"prisjustering\w*"),
    "fi": (r"\w*hintatakuu\w*", r"hintasuoja\w*", r"hinnan ?(?:korjau|oikaisu|tarkistu)\w*"),
    "pl": (r"gwarancj\w* (?:najnizszej )?ceny", r"ochron\w* ceny", r"korekt\w* ceny", r"wyrownani\w* ceny"),
    "ro": (r"garanti\w* (?:de )?pret\w*", r"garanti\w* celui mai mic pret",
           r"alini\w* (?:de |a )?pret\w*", r"price ?match", r"ajustare\w* (?:de |a )?pret\w*"),
    "tr": (r"fiyat (?:garantisi|korumas\w*)", r"fiyat (?:ayarlama\w*|duzeltme\w*)"),
    "ja": (r"価格保証", r"値下がり保証", r"(?:最安値|他店|価格)(?:に)?合わせ", r"プライスマッチ", r"価格調整"),
    "ko": (r"가격 ?보장", r"최저가 ?보[장상]", r"가격 ?보호", r"(?:가격|최저가) ?매칭",
           r"(?:가격|최저가)(?:에|으로)? ?맞춰", r"가격 ?조정"),
    "zh": (r"价格保护", r"價格保護", r"保价", r"保價", r"价保", r"價保", r"价格匹配", r"價格匹配",
           r"价格调整", r"價格調整"),
    "ar": (r"ضمان (?:افضل |اقل )?(?:السعر|الاسعار)", r"حمايه (?:السعر|الاسعار)", r"تعديل (?:السعر|الاسعار)"),
}

# a word between, never a negation ("den Versand müsst ihr nicht übernehmen")
_GAP = r"(?:(?!(?:not|nicht|kein\w*|niet|geen|inte|ikke|ei|nie|nu|non|nao|no|pas)(?![\w]))\S+ )"

# the cost the shop should bear ("you should cover the shipping", "den Versand solltet ihr
# übernehmen", "frakten borde väl ni stå för", "送料はそちらで負担して"): owed as ``DUE`` is, where
# the shipping or a figure stands near
BEAR: dict[str, tuple[str, ...]] = {
    "en": (r"(?:you|u) " + _GAP + r"?(?:should|ought to|must|have to|need to|(?:will|'ll) have to) "
           + _GAP + r"?"
           r"(?:cover|pay(?: for)?|bear|foot|absorb)", r"(?:should|must) be (?:covered|paid|borne) by you",
           r"at your (?:expense|cost)"),
    "de": (r"(?:sollt\w*|muss\w*|must\w*|konnt\w*) (?:ihr|sie|du) " + _GAP
           + r"{0,4}?(?:ubernehmen|tragen|zahlen|bezahlen)",
           r"(?:geht|gehen) (?:\w+ )?auf (?:eure|ihre|deine) kosten", r"auf (?:eure|ihre|deine) kosten"),
    "fr": (r"(?:c'est|c est) a vous de (?:les |la |le |l')?(?:prendre en charge|payer|assumer|supporter)",
           r"vous (?:devriez|devez|deviez|auriez) " + _GAP
           + r"{0,2}?(?:prendre en charge|payer|assumer|supporter)",
           r"a votre charge", r"a vos frais"),
    "es": (r"(?:deberiais|deberian|debeis|deben|tendriais|tendrian|teneis que|tienen que) " + _GAP + r"{0,2}?"
           r"(?:asumir\w*|pagar\w*|cubrir\w*|correr con)", r"(?:por|a) (?:vuestra|su) cuenta",
           r"a (?:vuestro|su) cargo"),
    "it": (r"(?:dovreste|dovete|dovrebbe|dovrebbero) " + _GAP
           + r"{0,2}?(?:coprir\w*|pagar\w*|sostener\w*|accollar\w*)",
           r"a (?:vostro|vostre|suo|sue) (?:carico|spese)"),
    "pt": (r"(?:devem|deveriam|deviam|tem de|tem que) " + _GAP + r"{0,3}?(?:pagar|cobrir|suportar|assumir)",
           r"(?:por|a) (?:vossa|sua) conta", r"(?:e|sao|fica|ficam) por vossa conta"),
    "nl": (r"(?:moeten|zouden|zou|mogen) (?:jullie|u) " + _GAP + r"{0,3}?(?:dragen|betalen|vergoeden)",
           r"voor (?:jullie|uw) rekening"),
    "pl": (r"powinniscie " + _GAP + r"{0,2}?(?:pokryc|zaplacic|ponies\w*)", r"(?:pokryjcie|zaplaccie)",
           r"na (?:wasz|pa[nń]stwa) koszt"),
    "ro": (r"(?:ar trebui|trebuie) sa(?:-?l|-?o|-?le|-?i)? (?:\w+ )?"
           r"(?:suportati|platiti|acoperiti|suporte|plateasca)",
           r"pe (?:costul|cheltuiala) (?:vostru|voastra|dumneavoastra)"),
    "sv": (r"(?:borde|bor|ska|maste|far) (?:val |ju |nog )?(?:ni|du) " + _GAP
           + r"{0,2}?(?:sta for|betala|bekosta|ta)",
           r"(?:star|betalar) (?:val |ju )?(?:ni|du) for", r"pa er bekostnad"),
    "da": (r"(?:ma|b[oø]r|skal|burde) (?:i|du) (?:vel |jo )?" + _GAP + r"{0,2}?(?:dække|betale|sta for)",
           r"(?:pa|for) (?:jeres|din) regning"),
    "nb": (r"(?:b[oø]r|ma|skal|burde) (?:vel |jo )?(?:dere|du) " + _GAP + r"{0,2}?(?:dekke|betale|sta for|ta)",
           r"(?:pa|for) (?:deres|din) regning"),
    "fi": (r"(?:teidan|sinun) (?:\w+ )?(?:pitaisi|pitaa|taytyy|kuuluu|kuuluisi) " + _GAP
           + r"{0,2}?(?:maksaa|korvata|kustantaa)",
           r"teidan piikkiin", r"teidan maksettavanne"),
    "tr": (r"(?:sizin|siz) " + _GAP
           + r"{0,2}?(?:kars[iı]lamal?[iı]s[iı]n[iı]z|kars[iı]laman[iı]z|odemeniz|ustlenmeniz)",
           r"(?:size|sizin) ait olmal[iı]"),
    "ar": (r"(?:المفروض|لازم|يجب|مفروض) (?:ان )?(?:انتم )?تتحمل\w*", r"(?:على|عـلى) حسابكم", r"تتحملونه"),
    "ja": (r"(?:そちら|御社|貴社|お店)(?:で|の|が|側で)?(?:ご)?負担", r"負担して(?:ください|下さい|もらえ|いただ)",
           r"そちら持ち"),
    "ko": (r"부담해 ?(?:주|줘|주셔|주세요)", r"(?:그쪽|판매자|판매처|회사)(?:에서|이|가)? ?(?:부담|내 ?주)"),
    "zh": (r"(?:应该|應該|该|該)(?:由)?(?:你们|你們|贵司|貴司|商家)(?:来)?(?:出|承担|承擔|付|负责|負責)",
           r"(?:你们|你們|商家)(?:来)?(?:承担|承擔|负责|負責)"),
}
