"""A later message that only says the parcel came ("It's here.", "It's arrived, all good.",
"Ya llegó, todo bien."): the complaint of a parcel missed is withdrawn, with no "now" or "just"
in it (those are the tables' ``withdrawn``). Only a whole later message counts: "It arrived.
It's cracked." says more, and a thing received said in other words ("got it", "收到了") may
answer anything, so only the parcel's coming or being here is read. Read by ``reading``."""

from __future__ import annotations

import re

_SEP = r"[\s,.!;:，。、！]++"
# (the head: the parcel come or here; the tail: all good, thanks, sorry)
_FORMS = {
    "en": (r"(?:it|they|the (?:parcel|package|order|delivery|box))(?:'s|'re|'ve| is| are| has| have)? (?:here|"
           r"arrived|come|came|turned up|showed up|got here|been delivered)(?: today| this morning| at last| finally)?",
           r"all (?:good|fine|sorted|ok)|many thanks|thanks|thank you|sorry|cheers|phew"),
    "es": (r"(?:ya )?(?:(?:el paquete|el pedido) )?(?:esta aqui|ha llegado|llego|llegaron|han llegado)(?: hoy)?",
           r"(?:ya )?todo (?:bien|en orden|ok)|gracias|perdon|disculpad?|disculpas"),
    "de": (r"(?:(?:es|er|sie|das paket|die bestellung|die lieferung) )?(?:ist|sind) (?:jetzt |doch |heute )?"
           r"(?:da|angekommen|gekommen)",
           r"alles (?:gut|ok|in ordnung|klar)|danke|sorry|entschuldigung"),
    "fr": (r"(?:il|elle|ils|elles|le colis|la commande|c') ?(?:est|sont) (?:la|arrivee?s?|enfin arrivee?s?)",
           r"tout (?:va bien|est bon|est ok|est en ordre)|merci|desolee?|pardon"),
    "it": (r"(?:(?:il pacco|l'ordine) )?(?:e|sono) (?:qui|arrivat[oaie])|arrivat[oaie]",
           r"tutto (?:a posto|ok|bene)|grazie|scusa(?:te)?"),
    "pt": (r"(?:(?:a encomenda|o pacote) )?(?:ja )?(?:esta (?:ca|aqui)|estao (?:ca|aqui)|chegou|chegaram)",
           r"(?:esta )?tudo (?:bem|certo|ok)|obrigad[oa]|desculp[ae]"),
    "nl": (r"(?:het|hij|ze|het pakket|het pakje) is (?:er|binnen|aangekomen|gekomen|bezorgd)",
           r"alles (?:goed|in orde|ok)|bedankt|dank je|sorry"),
    "sv": (r"(?:den|det|de|paketet) (?:ar har|har kommit|kom|har anlant|ar framme)",
           r"allt (?:bra|ok|i ordning)|tack|forlat|sorry"),
    "da": (r"(?:den|det|de|pakken) (?:er her|er kommet|kom|er ankommet)",
           r"alt (?:er )?(?:godt|i orden|ok)|tak|undskyld|sorry"),
    "nb": (r"(?:den|det|de|pakken) (?:er her|har kommet|er kommet|kom|er fremme)",
           r"alt (?:er )?(?:bra|i orden|ok|godt)|takk|beklager|sorry"),
    "pl": (r"(?:juz )?(?:(?:paczka|przesylka|przesyłka) )?(?:jest|sa|dotar[lł][aoy]?|przysz[lł][aoy]|dosz[lł][aoy])",
           r"wszystko (?:w porzadku|ok|gra)|dziekuje|dzieki|przepraszam"),
    "fi": (r"(?:se|ne|paketti) (?:on (?:taalla|tullut|perilla)|tuli|tulivat|saapui)",
           r"kaikki (?:hyvin|ok|kunnossa)|kiitos|anteeksi"),
    "ro": (r"(?:(?:coletul|comanda|pachetul) )?(?:e aici|este aici|a ajuns|a venit)",
           r"totul (?:e |este )?(?:bine|ok|in regula)|multumesc|mersi|scuze"),
    "tr": (r"(?:(?:kargo|paket|siparis)(?:im)? )?(?:geldi|ula[sş]t[iı]|burada)",
           r"her [sş]ey (?:tamam|yolunda)|te[sş]ekk[uü]rler|sa[gğ]olun|kusura bakmay[iı]n"),
    "ko": (r"(?:(?:택배|물건|소포)[가이]? )?(?:왔어요|왔습니다|왔네요|도착했어요|도착했습니다|도착했네요)",
           r"다 괜찮아요|괜찮아요|감사합니다|고마워요|죄송해요|죄송합니다"),
    "zh": (r"(?:包裹|快递)?(?:已经)?(?:到了|送到了)", r"没事了|谢谢|不好意思|抱歉"),
    "ar": (r"(?:الطرد )?(?:لقد )?(?:وصل|وصلت)", r"كل شيء تمام|شكرا|آسف"),
}
# (two tails at most, each after its separator: no repeat over a repeat)
_ONLY = {code: re.compile(rf"(?:(?:{tail}){_SEP})?(?:{head})(?:{_SEP}(?:{tail}))?(?:{_SEP}(?:{tail}))?[^\w]*+")
         for code, (head, tail) in _FORMS.items()}


def only(folded: str, codes: tuple[str, ...]) -> bool:
    """``folded`` (a whole message) says only that the parcel came or is here."""
    text = folded.strip()
    return len(text) <= 60 and any(code in _ONLY and _ONLY[code].fullmatch(text) for code in codes)
