"""The words of a delivery that came short, per covered language, read by ``shortfall``: what
came ("only 3 arrived", "solo llegaron 3", "vain 3 tuli", "3本しか届き", "وصلني ٢") and what
is missing ("the missing one", "el que falta", "den som saknas", "eksik olan", "الناقصة",
"足りない分"). Written from how the forms are said, not from any corpus's ticket; folded as
``text.fold`` leaves text (``tables``).

``CAME``: a verb of arriving or receiving, said of the count beside it;
``MISSING``: a word for what is missing or short, said of what the customer asks.
"""

from __future__ import annotations

CAME: dict[str, tuple[str, ...]] = {
    "en": (r"arrived", r"came", r"got", r"received", r"delivered", r"(?:showed|turned) up",
           r"in the (?:box|parcel|package)"),
    "de": (r"kam(?:en)?", r"angekommen", r"geliefert", r"erhalten", r"bekommen", r"drin",
           r"im (?:paket|karton)"),
    "fr": (r"arrive\w*", r"recu\w*", r"livre\w*", r"venu\w*", r"dans (?:le )?(?:colis|carton)"),
    "es": (r"lleg\w*", r"recib\w*", r"vin(?:o|ieron)", r"entregad\w*", r"en (?:la|el) (?:caja|paquete)"),
    "it": (r"arrivat\w*", r"arriva(?:no|ti|te)?", r"ricevut\w*", r"consegnat\w*", r"nel (?:pacco|collo)"),
    "pt": (r"cheg\w*", r"recebi\w*", r"vieram", r"veio", r"entregu\w*", r"na (?:caixa|encomenda)"),
    "nl": (r"kwam(?:en)?", r"aangekomen", r"geleverd", r"ontvangen", r"gekregen", r"in het pakket"),
    "pl": (r"przysz[lł]\w*", r"dosz[lł]\w*", r"dotar[lł]\w*", r"otrzyma[lł]\w*", r"dosta[lł]\w*", r"w paczce"),
    "ro": (r"(?:au |a )?venit", r"(?:au |a )?sosit", r"(?:am )?primit", r"(?:au |a )?ajuns", r"in colet"),
    "sv": (r"kom", r"fick", r"levererade?s?", r"anlande", r"i (?:paketet|kartongen|ladan|asken|forpackningen)",
           r"(?:var|fanns) (?:det )?(?:bara|endast)"),
    "da": (r"kom", r"fik", r"leveret", r"modtog", r"ankom", r"i (?:pakken|kassen|æsken|kartonen)",
           r"var (?:der )?(?:kun|bare)"),
    "nb": (r"kom", r"fikk", r"levert", r"mottok", r"ankom", r"i (?:pakken|pakka|esken|eska|kartongen|kassen|boksen)",
           r"var (?:det )?(?:bare|kun)"),
    "fi": (r"tuli\w*", r"saapui\w*", r"sain", r"toimitettiin", r"paketissa", r"laatikossa", r"pakkauksessa",
           r"oli (?:vain|vaan|ainoastaan)"),
    "tr": (r"geldi\w*", r"ulasti\w*", r"aldim", r"teslim edildi", r"kutuda", r"paketde", r"pakette"),
    # (the conjunction "و" written onto the verb: "ووصلني")
    "ar": (r"و?وصل\w*", r"و?جا(?:ني|ت|و|تني|نا)", r"و?استلمت\w*", r"في (?:الكرتون|الطرد|العلبه)"),
    # (not "入っていません", it was not in: what is missing, "3個のうち1個、部品が入っていません";
    # but "1本しか入っていません", only one was in, came)
    "ja": (r"届", r"来", r"着", r"入って(?!いな|いま?せん)", r"しか入って"),
    "ko": (r"왔", r"도착", r"받았", r"배송됐", r"들어"),
    "zh": (r"到了", r"收到", r"来了", r"只到", r"到货", r"寄来"),
}

MISSING: dict[str, tuple[str, ...]] = {
    "en": (r"missing", r"short", r"(?:didn'?t|did not|never) (?:arrive|come)", r"not delivered"),
    "de": (r"fehl\w*",),
    "fr": (r"manqu\w*",),
    # (not "no hace falta", "não faz falta": no need)
    "es": (r"(?<!hace )(?<!hacia )falta\w*", r"faltante\w*"),
    "it": (r"manca\w*", r"mancant\w*"),
    "pt": (r"(?<!faz )(?<!fazer )falta\w*", r"faltante\w*", r"em falta"),
    "nl": (r"ontbre\w*", r"mist", r"missen\w*"),
    "pl": (r"brak\w*", r"brakuj\w*"),
    "ro": (r"lips\w*",),
    "sv": (r"saknas", r"saknade?", r"fattas", r"fattades"),
    "da": (r"mangler", r"manglende", r"manglede"),
    "nb": (r"mangler", r"manglende", r"manglet", r"mangla"),
    "fi": (r"puuttu\w*", r"puuttuva\w*"),
    "tr": (r"eksik\w*", r"gelmeyen\w*"),
    "ar": (r"(?:ال|و)?ناقص\w*", r"(?:اللي )?ما (?:وصل|جا)\w*", r"(?:ال)?مفقود\w*"),
    "ja": (r"足りな", r"不足", r"欠品", r"届いていない", r"届かなかった"),
    "ko": (r"누락", r"빠진", r"빠졌", r"모자", r"부족", r"안 ?온"),
    "zh": (r"缺", r"少了", r"少的", r"没到", r"沒到", r"未到"),
}
