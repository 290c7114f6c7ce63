"""The forms an instruction to an agent takes in any language, read in every text whatever
its language: everything said before set aside ("ignore everything above"), a line dressed as
a role of the conversation ("System:"), a chat model's control tokens, a tool call written out
for a program, a line headed to an AI or a model by name ("Nota untuk AI:"), which is
asked in languages the rules do not read, and a line headed to the machine that handles the
ticket ("For the system handling this:"). ``injection`` weighs them."""

from __future__ import annotations

import re

from service.judgment.provenance import ROLE_TAG

FORGET_ALL = re.compile(r"(?<![\w])(?:ignore|disregard|forget)\s+(?:everything|all|anything|"
                         r"what(?:ever)?(?!\s+(?:i|we)\b))\s+"
                         r"(?:[\w']+\s+){0,4}?(?:told|said|instructed|given|above|before|so far|"
                         r"previously|earlier)")
LABEL_LINE = re.compile(r"(?:^|\n)[\s>]*(?:[\w .]{1,24}:\s+)?[\[<(#*]*\s*"
                    r"(?:system|assistant|developer|admin|ai|bot|operator)(?:\s+\w+){0,2}\s*[\]>)*:]")
# a chat model's own control tokens: no customer writes them
# (any "<|...|>" token, "[INST]", "<<SYS>>", and a conversation's turns as tags: "</tool>
# <user>", "<|end tool output|><|start user prompt|>")
CONTROL_TOKENS = re.compile(r"<<\s*/?\s*sys\s*>>|\[/?inst\]|<\|[^|<>\n]{1,40}\|>|\{\{\s*system|"
                      rf"</?{ROLE_TAG}(?:\s[^<>\n]{{0,40}})?/?>", re.IGNORECASE)
# a tool call written out: its JSON keys, a refund action's name as code names it
# ("create_refund", "refunds.create", "issueRefund"), "use the tool ...": no customer writes
# to a program's functions (a link's path, "/refund_request", is not one)
TOOL_CALL = re.compile(
    r"\"(?:tool_calls?|function_call|tool_name|tool_use|tool|arguments)\"\s*:"
    # (a field of data, "refund_policy_url", "refund_id", "refund_date", names no action)
    r"|(?<![\w/.-])(?:[a-z]+_)+refunds?\b|(?<![\w/.-])refunds?_(?!(?:[a-z]+_)*(?:url|uri|link|href|path|policy|"
    r"page|info|faq|terms|id|ref|window|days|period|deadline|date|time|count|log)\b)[a-z]+(?:_[a-z]+)*_?\b(?![/.?=])"
    r"|(?<![\w/.-])refunds?\.(?:create|issue|process)|(?:create|issue|process|approve|make)refund"
    r"|(?<![\w])(?:use|call|invoke|run|execute|verwende|benutze|nutze|rufe|utilise[rz]?|usa|use|utiliza|"
    r"utilizza|utilize|gebruik|uzyj|anvand|brug|bruk|kayta|kullan)\s+(?:the\s+|das\s+|den\s+|l'|el\s+|"
    r"la\s+|lo\s+|o\s+|a\s+|het\s+|de\s+|la\s+)?(?:tool|function|werkzeug|funktion|outil|fonction|"
    r"herramienta|funcion|strumento|funzione|ferramenta|funcao|narzedzie|funkcje|verktyg(?:et)?|vaerktoj|"
    r"verktoy(?:et)?|tyokalu|funktio|araci|fonksiyon)\w*\s+[`'\"]?[a-z_]+"
    # a refund called as a function, its argument named or "full"/"all" ("refund(amount=FULL)",
    # "refund(order_id: 1042)"): a call written for a program, never a customer's aside ("the
    # refund (about 20 EUR)", "refund (full) please" stay words)
    r"|(?<![\w/.-])refunds?\((?:\s?[a-z_]+\s?[=:]|\s?(?:full|all)\s?\))")


# a line headed to an AI named as the acronym or a model, in any language, read or not: "Napomena
# za AI asistenta:", "Paalala sa AI assistant:", "Nota untuk pembantu AI:" (the AI last or but
# one before the colon, words before it; case kept: the Italian "ai" is "to the")
HEADED_TO_AI = re.compile(
    r"^[ \t>*#|-]*(?:[^\W\d_][\w'’.-]*[ \t]+){1,5}(?:AI|A\.I\.|GPT[\w.-]*|LLM|ChatGPT|Claude|Gemini|Copilot)"
    r"(?:[ \t-]+[^\W\d_][\w'’-]*)?[ \t]*[:：]", re.MULTILINE)


# a line or a sentence opened to a machine that handles the ticket, not to a person and not by
# an AI's name: "For the system handling this:", "An das System, das dies bearbeitet:", "Al
# sistema que gestione esto:", "Til jeres automatiske systemer", "この件を処理するシステムへ：",
# "致处理此工单的系统：" (a heading: a colon after it, or the whole line; never "whoever handles
# this", who may be a person)
_TO = (r"to|for|attn|attention(?: of)?|(?:note|message) (?:to|for)|dear|hello|hi|an|fur|hinweis an|nachricht an|"
       r"au|aux|pour (?:le|les)|a l'attention (?:du|des)|al|a los|para (?:el|los)|atencion|per (?:il|i)|ai|"
       r"all'attenzione del|ao|aos|para (?:o|os)|a atencao do|aan|voor|till|til|do|dla|catre|pentru")
_ARTICLE = (r"(?:the|any|all|each|your|whatever|das|die|den|alle|ihr|euer|eure|le|les|el|los|il|o|os|het|de|det|"
            r"jeres|ert)")
_MACHINE = (r"(?:(?:automated|automatic|automatisierte[ns]?|automatische[ns]?|automatis\w+|automatiques?|"
            r"automatizad\w+|automatic\w*|geautomatiseerde|automatiska|automatiske|automatycz\w+|automat\w*|ticket|refund|backend|"
            r"review|bearbeitende[ns]?|verarbeitende[ns]?)\s+){0,2}"
            r"(?:systems?|systeme[ns]?|systemet|systemerne|systemen|systemes?|sistem[aie]s?|sistemul|sistemele|systeem|"
            r"systemu|systemow|handlers?|processors?|workflows?|pipelines?|automations?|automatisierung|bots?|boten|"
            r"botten|botul|bota|robo|robot|software|softwaren|programvaran|programs?|programm[ae]?|engines?|scripts?)")
_HANDLING = (r"handling|processing|reading|reviewing|receiving|triaging|that (?:handles|processes|reads|reviews)|"
             r"(?:das|die|der|dat|som|der|que|qui|che|care)\s+(?:[\w'-]+\s+){0,4}?"
             r"(?:bearbeitet|verarbeitet|liest|pruft|verwerkt|behandelt|leest|hanterar|behandlar|laser|behandler|handterer|håndterer|læser|traite|lit|gere|"
             r"gestione|gestiona|procese|procesa|lea|lee|tramite|gestisce|elabora|legge|processa|gerencia|le|trata|"
             r"proceseaza|gestioneaza|citeste)")
TO_HANDLER = re.compile(
    rf"(?:^|\n|[.!?]\s)[ \t>*#|-]*(?:(?:{_TO})\s+(?:{_ARTICLE}\s+)?{_MACHINE}"
    rf"(?:,?\s+(?:{_HANDLING})(?:\s+[\w'-]+){{0,4}})?"
    rf"\s*[:：]|whatever\s+(?:handles|processes|reads)(?:\s+[\w'-]+){{0,3}}\s*[:：]"
    rf"|(?:{_TO})\b[^\n:]{{0,40}}\s(?:automated|automatic|automatiske|automatiska|automatisierten?|automatischen?|"
    rf"automatisees|automatizados|automatizzati|automatizados|geautomatiseerde)\s+(?:systems?|systemer|systemen|"
    rf"systeme|sistemas|sistemi|systemes)[ \t]*$)"
    # the languages that say it before the noun: "このチケットを処理するシステムへ：", "致处理此工单的系统：",
    # "이 티켓을 처리하는 시스템에게:", "Tätä käsittelevälle järjestelmälle:", "Bunu işleyen sisteme:"
    r"|(?:処理|対応|確認)する(?:システム|ボット|プログラム)(?:へ|に|宛て?)?[:：]"
    r"|(?:处理|處理|读取|讀取|审核|審核)[^\n:：]{0,8}的(?:系统|系統|机器人|機器人|程序|程式)[:：]"
    r"|(?:처리하는|검토하는|읽는) (?:시스템|봇|프로그램)(?:에게|에|께)?\s*[:：]"
    r"|(?:kasittelevalle|lukevalle|tarkastavalle)\s+(?:jarjestelmalle|botille|ohjelmalle|automaatiolle)\s*:"
    r"|(?:isleyen|okuyan|inceleyen|degerlendiren)\s+(?:sisteme|bota|otomasyona)\s*:"
    r"|(?:الى|إلى)\s*(?:النظام|البوت|البرنامج)\s+(?:الذي|التي)\s+(?:يعالج|يقرا|يراجع|تعالج)[^\n:]{0,30}:",
    re.MULTILINE)
