"""The forms an instruction to an agent takes in any language, read in every text whatever
its language: everything said before set aside ("ignore everything above"), a line dressed as
a role of the conversation ("System:"), a chat model's control tokens, a tool call written out
for a program, and a line headed to an AI or a model by name ("Nota untuk AI:"), which is
asked in languages the rules do not read. ``injection`` weighs them."""

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
    r"page|info|faq|terms|id|ref|window|days|period|deadline|date|time|count|log)\b)(?:[a-z]+_?)+\b(?![/.?=])"
    r"|(?<![\w/.-])refunds?\.(?:create|issue|process)|(?:create|issue|process|approve|make)refund"
    r"|(?<![\w])(?:use|call|invoke|run|execute|verwende|benutze|nutze|rufe|utilise[rz]?|usa|use|utiliza|"
    r"utilizza|utilize|gebruik|uzyj|anvand|brug|bruk|kayta|kullan)\s+(?:the\s+|das\s+|den\s+|l'|el\s+|"
    r"la\s+|lo\s+|o\s+|a\s+|het\s+|de\s+|la\s+)?(?:tool|function|werkzeug|funktion|outil|fonction|"
    r"herramienta|funcion|strumento|funzione|ferramenta|funcao|narzedzie|funkcje|verktyg(?:et)?|vaerktoj|"
    r"verktoy(?:et)?|tyokalu|funktio|araci|fonksiyon)\w*\s+[`'\"]?[a-z_]+")


# a line headed to an AI named as the acronym or a model, in any language, read or not: "Napomena
# za AI asistenta:", "Paalala sa AI assistant:", "Nota untuk pembantu AI:" (the AI last or but
# one before the colon, words before it; case kept: the Italian "ai" is "to the")
HEADED_TO_AI = re.compile(
    r"^[ \t>*#|-]*(?:[^\W\d_][\w'’.-]*[ \t]+){1,5}(?:AI|A\.I\.|GPT[\w.-]*|LLM|ChatGPT|Claude|Gemini|Copilot)"
    r"(?:[ \t-]+[^\W\d_][\w'’-]*)?[ \t]*[:：]", re.MULTILINE)
