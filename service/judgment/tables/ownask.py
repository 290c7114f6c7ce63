"""An approval whose object is the customer's own asking, per covered language: "my manager
agreed that we ask for the refund of the damaged box", "mein Chef hat genehmigt, dass wir die
Erstattung beantragen", "mon chef a accepté que nous demandions", "مديري وافق إننا نطلب",
"上司の了承を得て返金を申請します". Read right after a superior's approval (``claims.our_asking``):
the customer's own company let the customer ask; it directs no agent, and the refund is
grounded, or not, by what is asked. An approval of the refund itself ("my manager approved the
refund, pay it") names no asking of ours and stays a claimed authority.

Each fragment: what may stand right after the approval, up to the first person's verb of asking
(ask, request, claim, apply for, file) or the first person made the one allowed to ask ("us to
ask", "nous a autorisés à demander"). Fragments as ``text.fold`` leaves text."""

from __future__ import annotations

_W = r"(?:[\w'-]+ ){0,6}?"

ASKED: dict[str, str] = {
    "en": r"(?:that (?:we|i)|(?:we|i) (?:can|could|may|should))"
          r" (?:can |could |may |should |would )?(?:ask|request|claim|apply|file|submit)\b"
          r"|(?:us|me) to (?:ask|request|claim|apply|file|submit)\b",
    "de": rf"(?:dass|das) (?:wir|ich) {_W}(?:beantrag|anfrag|anforder|forder|verlang|bitten|reklamier|einreich)\w*"
          rf"|(?:wir|ich) (?:durfen|sollen|konnen) {_W}(?:beantrag|anfrag|anforder|reklamier|einreich)\w*",
    "fr": rf"que (?:nous|je|l'on|on) {_W}(?:demandions|demandons|demande|reclamions|reclame|sollicitions)\b"
          r"|(?:(?:nous|m') ?(?:a )?(?:autorise\w* )?)?a (?:demander|reclamer|solliciter)\b",
    "es": rf"que {_W}(?:pidamos|pidiera|pidieramos|solicitemos|solicitaramos|reclamemos)\b"
          r"|(?:(?:nos|me) )?a (?:pedir|solicitar|reclamar)\b",
    "it": rf"che {_W}(?:chiediamo|chiedessimo|chiedessi|richiediamo|richiedessimo)\b"
          r"|(?:(?:ci|mi) )?(?:a|di) (?:chiedere|richiedere)\b",
    "nl": rf"(?:dat (?:we|wij|ik) |(?:ons|me|mij) (?:te )?){_W}"
          r"(?:vragen|vraag|aanvragen|aanvraag|claimen|indienen|terugvragen)\b",
    "pl": rf"(?:(?:ze|zebysmy|zebym|abysmy|abym) ){_W}(?:poprosi\w*|prosi\w*|wnios\w*|zglos\w*|zada\w*|reklamow\w*)",
    "pt": rf"que {_W}(?:pedissemos|pedimos|pecamos|solicitemos|solicitassemos|reclamemos)\b"
          r"|(?:(?:nos|me) )?a (?:pedir|solicitar|reclamar)\b",
    "sv": rf"(?:att (?:vi|jag) |(?:oss|mig) (?:att )?){_W}"
          r"(?:begar\w*|be om|ber om|ansok\w*|reklamer\w*|kraver|krava)\b",
    "da": rf"(?:at (?:vi|jeg) |(?:os|mig) (?:at )?){_W}"
          r"(?:beder om|bede om|anmoder|anmode|kraver|kræver|kræve|reklamerer|reklamere)\b",
    "nb": rf"(?:at (?:vi|jeg) |(?:oss|meg) (?:a )?){_W}"
          r"(?:ber om|be om|krever|kreve|soker|soke|reklamerer|reklamere)\b",
    "fi": rf"(?:etta (?:(?:me|mina) )?|(?:meidan|minun) ){_W}"
          r"(?:pyyda\w*|pyydam\w*|haemme|haen|hakea|vaadimme|vaatia|reklamoi\w*)",
    "ro": rf"(?:sa |ca (?:noi|eu) sa ){_W}(?:cerem|cer|solicitam|solicit|reclamam|reclam)\b",
    "tr": rf"{_W}(?:talep etmemiz\w*|talep etmem\w*|istememiz\w*|istemem\w*"
          r"|basvurmamiz\w*|basvurmam\w*)",
    "ar": r"(?:على )?(?:اننا|انا|ان|بان|باننا)? ?(?:نطلب|اطلب|نقدم طلب|اقدم طلب|نتقدم بطلب)",
    "ja": r"(?:を得て|をもらって|を頂いて|をいただいて)?[、,]?.{0,16}?"
          r"(?:申請|請求|依頼|お願い)(?:します|しました|する|いたします)",
    "zh": r".{0,4}?(?:我们|我們|我)(?:来|來)?(?:申请|申請|提出|要求)",
    "ko": r".{0,6}?(?:우리가|제가|저희가) ?.{0,12}?(?:요청|신청|청구)",
}
