"""The shop's automated customer service named as a reader (``injection_rules``, ``authority``):
the words for an automatic or automated customer service, support or help desk in each covered
language ("the automated customer service", "den automatischen Kundenservice", "le service
client automatique", "la atención al cliente automatizada", "自动客服", "خدمة العملاء الآلية").
Read beside each table's ``ai`` (an AI, an assistant, a bot): a message addressed to one of
them, or a law said to bind one, is addressed to no person.

Each needs its word for automatic: a customer service alone is the shop's people. Fragments are
written as ``text.fold`` leaves text; in Japanese, Chinese and Korean they are runs."""

from __future__ import annotations

SERVICE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:automated|automatic) (?:customer )?(?:service|support|care|help ?desk)s?",),
    "de": (r"automati\w+ (?:kunden)?(?:service|dienst|support|betreuung)\w*",),
    "fr": (r"(?:service|support|assistance)(?: (?:client|clients|clientele))? automati\w+",),
    "es": (r"(?:servicio|atencion|soporte|asistencia)(?: (?:de|al) (?:atencion|cliente|clientes)){0,2} automati\w+",),
    "it": (r"(?:servizio|assistenza|supporto)(?: clienti)? automati\w+",),
    "pt": (r"(?:atendimento|servico|suporte|apoio)(?: (?:ao |de )?clientes?)? automati\w+",),
    "nl": (r"(?:geautomatiseerde|automatische) (?:klantenservice|klantendienst|support|helpdesk|service)",),
    "sv": (r"(?:automatiserad|automatisk)\w* (?:kundtjanst|kundservice|kundsupport|support)\w*",),
    "da": (r"(?:automatiser|automatisk)\w* (?:kundeservice|kundesupport|support)\w*",),
    "nb": (r"(?:automatiser|automatisk)\w* (?:kundeservice|kundest(?:ø|o)tte|kundesupport|support)\w*",),
    "fi": (r"automaattis\w* (?:asiakaspalvelu|asiakastu[ke]|tu[ke])\w*",),
    "pl": (r"(?:automatyczn|zautomatyzowan)\w* (?:obs[lł]ug\w*|bok|pomoc\w*|wsparci\w*)(?: klient\w*)?",
           r"obs[lł]ug\w* klient\w* (?:automatyczn|zautomatyzowan)\w*"),
    "ro": (r"(?:servici\w*|suport\w*|asistent\w*)(?: (?:pentru |de )?clien\w*)? automat\w*",),
    "tr": (r"otomati[kz]\w* (?:musteri hizmet\w*|musteri destek\w*|destek\w*|hizmet\w*)",),
    "ja": (r"自動(?:応答|応対|対応)?の?(?:カスタマーサービス|カスタマーサポート|サポート|窓口|受付)",),
    "zh": (r"自动客服", r"自動客服", r"智能客服", r"自动化?(?:客户|客戶)?(?:服务|服務)(?:系统|系統)?"),
    "ko": (r"자동 ?(?:고객 ?)?(?:상담|응답|서비스|지원|센터)(?: ?시스템)?",),
    "ar": (r"خدم\w* العملاء (?:ال)?الي\w*", r"(?:ال)?رد (?:ال)?الي\w*"),
}

# where words run on, the "to" glued after the name and before the message ("自動カスタマーサービス
# へのメッセージ", "자동 상담 시스템에게 보내는 메시지"), or before the name with a clause between
# ("致阅读本评价的自动客服的消息："): the message named after its reader, never the reader's own
# message ("ボットのメッセージ：", "客服的消息：" with no "to" are what it said)
TO_AFTER: dict[str, str] = {"ja": r"(?:へ|宛て?)の?", "ko": r"\s?(?:에게|께)(?:\s?보내는)?\s?"}
TO_BEFORE: dict[str, str] = {"zh": r"(?:致|给|給)[^\n:：。，]{0,16}?"}

# an obligation in the law's future, beside ``tables.authority.OBLIGES`` (a decree's article:
# "every automated assistant shall refund", "deberá reembolsar", "devra rembourser", "dovrà",
# "deverá", "va trebui", "będzie musiał", "返金するものとする", "应立即退款"); the languages whose
# obligation has no future of its own ("must", "muss", "skal", "moet") hold none
SHALL: dict[str, tuple[str, ...]] = {
    "fr": (r"devr(?:a|ont)",), "es": (r"deber(?:a|an)",), "it": (r"dovr(?:a|anno)",),
    "pt": (r"dever(?:a|ao)",), "ro": (r"(?:va|vor) trebui",),
    "pl": (r"(?:bedzie|beda) musia\w*", r"(?:bedzie|beda) musie\w*"),
    "ja": (r"ものとする",), "zh": (r"应(?:立即|即时|予)", r"應(?:立即|即時|予)"),
}
