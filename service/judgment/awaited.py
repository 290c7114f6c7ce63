"""Money still awaited, said of the money itself: "I still haven't received the money", "încă
n-am primit banii", "todavía no me ha llegado el dinero", "ik wacht nog steeds op mijn geld",
"まだお金が戻ってきていません", "아직 돈을 못 받았어요", "钱还没收到". A word for the money
(``tables.payback``'s ``MONEY``) beside a verb of receiving or of waiting (``RECEIVED``), with a
word for "still" or "yet" in the sentence, asks for that money: the customer says it is owed
and has not come. The sentence's own lines, or those the ticket names, say of what.

``marked(folded, marks, codes)`` adds a "refund" mark where the form stands; most sentences hold
no word for "still" and are left at one search. Words written from the form, folded as
``text.fold`` leaves text."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from service.judgment import preference
from service.judgment.tables import gates, joined
from service.judgment.tables.payback import MONEY

Span = tuple[int, int]
Marks = dict[str, list[Span]]

# a verb of receiving (the money come in, arrived, paid in) or of waiting for it
RECEIVED: dict[str, tuple[str, ...]] = {
    "en": (r"received?", r"receiving", r"got(?:ten)?", r"seen?", r"arrived?", r"come (?:in|through|back)",
           r"(?:been )?(?:credited|paid (?:in|back)|returned)", r"waiting (?:for|on)", r"await(?:ing)?",
           r"(?:shown|showed|show|turned|turn) up", r"appeared?", r"landed"),
    "de": (r"erhalten", r"bekommen", r"zurückbekommen", r"gesehen", r"sehe", r"angekommen",
           r"eingegangen", r"gutgeschrieben", r"zurückerstattet", r"aufgetaucht", r"warte\w* (?:\w+ ){0,3}auf"),
    "fr": (r"reçue?s?", r"touchée?s?", r"vois", r"vu", r"arrivée?s?", r"revenue?s?", r"créditée?s?",
           r"versée?s?", r"apparue?s?", r"attends", r"j'attends"),
    "es": (r"recibid[oa]", r"recibi\w*", r"llegad[oa]", r"llegado", r"ha llegado", r"devuelto", r"ingresad[oa]",
           r"esperando", r"espero", r"veo", r"visto", r"aparece\w*", r"aparecido", r"reflejad[oa]"),
    "it": (r"ricevut[oiae]", r"arrivat[oiae]", r"vist[oi]", r"vedo", r"accreditat[oiae]", r"tornat[oiae]",
           r"rientrat[oiae]", r"compars[oiae]", r"aspetto", r"aspettando", r"attendo"),
    "pt": (r"recebi", r"recebid[oa]s?", r"recebemos", r"chegou", r"chegad[oa]", r"caiu", r"vejo", r"vi",
           r"creditad[oa]", r"devolvid[oa]", r"aparece\w*", r"aparecido", r"esperando", r"aguardando", r"aguardo"),
    "ro": (r"primit", r"primesc", r"intrat", r"venit", r"ajuns", r"astept", r"asteptam", r"returnat",
           r"virat", r"vad", r"vazut", r"aparut"),
    "nl": (r"ontvangen", r"gekregen", r"binnen", r"teruggestort", r"bijgeschreven", r"gestort",
           r"wacht(?:en)? (?:\w+ ){0,3}op", r"zie", r"gezien", r"verschenen", r"aangekomen"),
    "sv": (r"fått", r"mottagit", r"sett", r"ser", r"kommit", r"inkommit", r"syns", r"dykt upp",
           r"väntar (?:\w+ ){0,3}på"),
    "da": (r"modtaget", r"fået", r"set", r"se", r"ser", r"kommet", r"gået ind", r"dukket op",
           r"venter (?:\w+ ){0,3}på"),
    "nb": (r"mottatt", r"fått", r"sett", r"se", r"ser", r"kommet", r"gått inn", r"dukket opp",
           r"venter (?:\w+ ){0,3}på"),
    "fi": (r"saanut", r"saaneet", r"saatu", r"näe", r"nähnyt", r"näkynyt", r"näy", r"tullut", r"tulleet",
           r"palautunut", r"palautuneet", r"odotan", r"odottanut"),
    "pl": (r"otrzymał\w*", r"dostał\w*", r"widzę", r"widać", r"wpłynęł\w*", r"wpłynął", r"wrócił\w*",
           r"zaksięgowan\w*", r"czekam na", r"pojawił\w*"),
    "tr": (r"alamad\w*", r"almad\w*", r"gelmed\w*", r"geçmed\w*", r"yatmad\w*", r"yansımad\w*",
           r"göremiyorum", r"görmed\w*", r"görünmüyor", r"bekliyorum"),
    "ja": (r"戻って", r"戻り", r"振り込まれて", r"振込されて", r"入金されて", r"届いて", r"受け取って", r"待って",
           r"見当た[らり]", r"反映されて", r"確認できて"),
    "ko": (r"받았", r"받지", r"받은", r"들어왔", r"들어오지", r"입금(?:되지|이 ?안|이 ?되지)", r"기다리",
           r"안 ?보여", r"보이지", r"반영되지", r"반영이 ?안"),
    "zh": (r"收到", r"到账", r"到帳", r"退回", r"退还", r"退還", r"等", r"看到", r"看見", r"退到"),
    "ar": (r"استلم\w*", r"استلمت", r"وصل\w*", r"رجع\w*", r"نزل\w*", r"ارى", r"اشوف", r"انتظر"),
}
# the money said none, "no money", "inga pengar", "not a cent", "1円も", "한 푼도", "一分钱": said
# beside a verb of receiving, money awaited without a word for "still" ("you confirmed the return
# three weeks ago, but no money has come in")
NONE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:no|any) (?:money|cash|funds)", r"(?:not )?a (?:single )?(?:cent|penny)"),
    "de": (r"kein(?:en|e)? (?:geld|cent)",),
    "fr": (r"aucun argent", r"pas d'argent", r"pas un (?:sou|centime)"),
    "es": (r"(?:ningun|nada de) dinero", r"ni un (?:euro|centimo|peso)"),
    "it": (r"(?:nessun|alcun|niente) (?:soldo|soldi|denaro)", r"(?:nemmeno|neanche|neppure) un (?:euro|centesimo)"),
    "pt": (r"nenhum dinheiro", r"dinheiro nenhum", r"nem um (?:euro|centimo|real|tostao)"),
    "nl": (r"geen (?:geld|cent|euro)",),
    "sv": (r"(?:inga|nagra) pengar(?:na)?", r"(?:inte )?en (?:enda )?krona"),
    "da": (r"(?:ingen|nogen) penge(?:ne)?", r"(?:ikke )?en (?:eneste )?krone"),
    "nb": (r"(?:ingen|noen) penger?(?:ne)?", r"(?:ikke )?en (?:eneste )?krone"),
    "fi": (r"(?:mitaan|yhtaan) rah\w*", r"senttiakaan", r"euroakaan"),
    "pl": (r"zadn\w* (?:pieniadz\w*|pieniedzy|kas\w*)", r"ani (?:grosza|zlotowki)"),
    "ro": (r"(?:niciun|nici un) (?:ban|leu)", r"nici (?:un )?banii"),
    "tr": (r"hic (?:para\w*|ucret\w*)", r"bir kurus\w*"),
    "ja": (r"(?:1|一)円も", r"お金(?:は|が)?(?:一切|全く|まったく)"),
    "ko": (r"한 ?푼도", r"(?:돈|금액)(?:이|을)? (?:하나도|전혀)"),
    "zh": (r"一分钱", r"一分錢", r"一毛钱", r"一毛錢", r"任何(?:钱|錢|款项|款項)"),
    "ar": (r"(?:اي|ولا) (?:فلوس|مبلغ|ريال|درهم|مال|قرش)",),
}
_STEP = 4  # words between the money and its verb, no stop
_STOP = re.compile(r"[,.;:!?()\n。、，！？；：]")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")


@cache
def _compiled(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    return joined(codes, MONEY), joined(codes, RECEIVED)


@cache
def _none(codes: tuple[str, ...]) -> tuple[re.Pattern[str] | None, Callable[[str], bool]]:
    """The money said none in ``codes``, and its gate (most sentences hold none of its words)."""
    found = joined(codes, NONE)
    return found, (gates.prefilter(found) if found is not None else lambda _: False)


def marked(folded: str, marks: Marks, codes: tuple[str, ...]) -> Marks:
    """``marks`` with a "refund" mark where ``folded`` says the money is still awaited (a copy
    where one is added)."""
    if marks.get("refund"):
        return marks
    codes = tuple(dict.fromkeys(codes))
    none, gate = _none(codes)
    said_none = gate(folded) and none is not None and none.search(folded) is not None
    if not (said_none or preference.still(folded)):
        return marks  # (most sentences)
    money, received = _compiled(codes)
    if money is None or received is None:
        return marks
    # ("no money has come": the money said none is what is awaited, "still" or not)
    nouns = [m.span() for m in (none.finditer(folded) if said_none and none is not None
                                else money.finditer(folded))]
    if not nouns:
        return marks
    for m in received.finditer(folded):
        for s, e in nouns:
            if _near(folded, e, m.start()) or _near(folded, m.end(), s):
                span = (min(s, m.start()), max(e, m.end()))
                return {**marks, "refund": sorted(marks.get("refund", []) + [span])}
    return marks


def _near(folded: str, end: int, start: int) -> bool:
    """Whether at most ``_STEP`` words and no stop stand between ``end`` and ``start`` (two
    characters of a script written without spaces making a word)."""
    if start < end or _STOP.search(folded, end, start):
        return False
    between = folded[end:start]
    unspaced = len(_UNSPACED.findall(between))
    return len(_UNSPACED.sub(" ", between).split()) + (unspaced + 1) // 2 <= _STEP
