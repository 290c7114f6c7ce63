"""What a customer says they do with the goods, in every covered language at once: they send
them back (a return asks for their money, unless another remedy is wished), or they cancel the
order (before it ships: everything back) or a line of it.

Read on folded text (``text.fold``: lower case, accents off). One pattern for all languages,
as the words are few and rarely anything else: a return is "I return / send back / sent back"
("odesłałam", "schicke ... zurück", "palautan", "返品", "반품", "退货", "برجع"); a cancellation
is "cancel / stornieren / annuler / anular / avbeställa / peruuttaa / iptal / キャンセル / 취소 /
取消 / إلغاء". A question ("can I return it?") does neither.

A new one the customer buys themselves ("I'll buy a new one myself", "j'en rachèterai une
autre", "compraré otro", "ich kaufe mir einen neuen", "新しいものは自分で買います", "새 제품은 제가
따로 살게요") is their own purchase, not a replacement wished of the shop instead of the money
(``bought_anew``).

A mail sent on ("os reenvío el correo de confirmación", "I'm resending you the email",
"retrimit mesajul", "メールを再送します") is the customer forwarding the shop's own words, not a
reshipment wished instead of the money (``mail_sent_on``).
"""

from __future__ import annotations

import re

from service.judgment.tables import gates
from service.judgment.tables.narrowed import narrowed
from service.judgment.tables.sentback import (
    GOING_BACK,
    GOING_BACK_RUN,
    SHALL_RETURN,
    SHALL_RETURN_RUN,
)


def _joined(forms: dict[str, tuple[str, ...]]) -> str:
    return "|".join(f for code in forms for f in forms[code])


_BACK = (r"back|zur(?:u|ue)ck|tillbaka|tilbake|tilbage|terug|indietro|inapoi|z powrotem|de volta|"
         r"de vuelta|takaisin|geri")
# what is sent back, between the verb and its "back": a few words, or a list of goods, a word
# in brackets among them ("schicke den Kessel (den mit dem Schwanenhals) und die Kanne zurück",
# "sender tallerkenene, skålene og kruset tilbake"); never across a sentence's end. English's
# "back" stands in too much else ("get back to me"): it reaches six words, no list
_GOODS = r"(?:\(?[\w'-]+\)?,? ){0,10}"
RETURNED = re.compile(
    r"(?<![\w])(?:"
    # English
    rf"return(?:ed|ing)?|(?:send|sent|sending|mail|mailed|post|posted|ship|shipped) (?:\w+ ){{0,6}}back|"
    # German, Dutch, Scandinavian, Finnish, Turkish: a verb with "back" after its object
    rf"(?:schick|send|gesendet|geschickt|stuur|stuurde|gestuurd|skick|skicka|skickar|skickat|skickade|"
    rf"sender|sendt|sende|sendte|lahet|lahetin|gonder|gonderdim|yolla|yolladim|envi|mand|spedi|trimi|"
    rf"wys[lł]|wysy[lł])\w* {_GOODS}(?:{_BACK})|"
    # the goods handed or brought back, a verb of leaving or delivering with "back" after its
    # object ("lämna tillbaka lampan", "aflevere lampen tilbage", "levere tilbake lampen", "de
    # lamp terugbrengen", "breng de lamp terug"): never "levert tilbake til avsender" alone
    # (still a return of the goods, as "returned to sender" is in English)
    r"(?:lamna|lamnar|lamnade|lamnat|aflever\w*|lever|levere|leverer|leverte|levert)"
    rf" {_GOODS}(?:tillbaka|tilbage|tilbake)(?! til+ (?:avsender|afsender|avsandare\w*))|"
    rf"terugbreng\w*|terug te brengen|teruggebracht|(?:breng|brengen|bracht|brachten) {_GOODS}terug|"
    # German "bring back" said by its bringer ("ich bringe den Toaster zurück"): never "das
    # bringt mich zurück zu", a thought's way back
    rf"zur(?:u|ue)ckbring\w*|zur(?:u|ue)ckgebracht|(?:ich|wir) (?:bringe|bringen) {_GOODS}zur(?:u|ue)ck|"
    # Polish "oddać" (hand back), Romanian "a da înapoi", Portuguese "entregar de volta"
    rf"oddac|oddam|oddamy|oddal\w*|(?:dau|dam|am dat) {_GOODS}inapoi|entreg(?:ar|o|ei|amos) {_GOODS}de volta|"
    # the Mexican "regresar" of goods after a wish, with their article ("quiero regresar la
    # licuadora"): never "regresé de vacaciones", "quiero regresar a la tienda"
    r"(?:quiero|quisiera|queremos|voy a|vamos a|necesito) regresar (?:el|la|los|las|mi|mis)(?![\w'])|"
    # Italian "riportare" back to the shop ("riporto il tostapane in negozio"), never a report;
    # French "rapporter" after a wish, never a problem reported
    rf"riport\w* {_GOODS}(?:in negozio|indietro)|"
    r"(?:veux|voudrais|souhaite|souhaiterais|aimerais|vais|dois) (?:vous )?rapporter "
    r"(?:le|la|les|ce|cette|ces|mon|ma|mes)(?= )(?! (?:probleme|bug|incident|erreur|defaut))|"
    # English: taken or brought back to the shop ("take the lamp back to you", "bring it back to
    # the store"): never "I take it back", a word withdrawn
    rf"(?:take|taking|took|taken|bring|bringing|brought) (?:\w+ ){{0,5}}back to (?:you|your|the (?:store|shop))|"
    # French and Italian "rendre"/"rendere" after a wish or a must, with the goods' article ("je
    # voudrais rendre la lampe", "vorrei rendere la lampada"): never "rend la lampe inutilisable"
    r"(?:veux|voudrais|voulons|souhaite|souhaiterais|aimerais|vais|dois|peux) (?:vous )?rendre "
    r"(?:le|la|les|l'|ce|cette|ces|mon|ma|mes)(?![\w'])|"
    r"(?:voglio|vorrei|vogliamo|vorremmo|devo|posso|vado a) (?:vi )?rendere (?:il|la|lo|i|gli|le|l')(?![\w'])|"
    # Scandinavian "send (in) return" ("sender dem i retur", "sender lampen retur")
    rf"(?:send|sender|sendt|sende|sendte|skick\w*|returner\w*) {_GOODS}retur|"
    # the goods on their way back ("die Schuhe sind auf dem Rückweg", "on its way back to you")
    r"auf dem r(?:u|ue)ckweg|on (?:its|their|the) way back|onderweg terug|op de terugweg|"
    r"pa (?:vag|vej|vei) tillbaka|pa (?:vag|vej|vei) tilbage|pa (?:vag|vej|vei) tilbake|"
    # the goods back with the shop, for some time now ("de lamp is al twee weken terug", "the
    # boots are back with you"): not "the rattle is back", a fault come again
    r"(?:is|are) (?:already )?back (?:with|at) you|"
    r"(?:is|zijn) (?:al|inmiddels|reeds|allang) (?:\w+ ){0,3}terug|(?:is|zijn) (?:\w+ ){0,3}terug bij (?:jullie|u)|"
    r"(?:ist|sind) (?:schon|bereits|langst) (?:\w+ ){0,3}(?:zur(?:u|ue)ck|retour)|"
    r"(?:ist|sind) (?:\w+ ){0,3}(?:wieder )?(?:zur(?:u|ue)ck )?bei (?:euch|ihnen)(?: angekommen| eingegangen)|"
    r"(?:ar|er) (?:redan |allerede )?(?:tillbaka|tilbage|tilbake) hos (?:er|jer|dere|butiken|butikken)|"
    r"zur(?:u|ue)ckgeschickt|zur(?:u|ue)ckgesendet|zur(?:u|ue)ckschick\w*|zur(?:u|ue)cksend\w*|retour\w*|"
    r"terug(?:ge)?stuur\w*|terug(?:ge)?stuurd|returner\w*|palautan|palautin|palautett\w*|palautus\w*|"
    # Romance and Polish, Romanian
    r"renvo\w+|retourn\w+|devuelv\w*|devolv\w*|devoluc\w*|(?:he|hemos) devuelt[oa]s?|"
    r"rispedit\w*|rispedi\w*|restitui\w*|restituit\w*|"
    r"rimandat\w*|rimando|reso|odes[lł]\w*|odsy\w*|zwracam|zwroci[lł]\w*|returnez|returnat\w*|"
    rf"am trimis {_GOODS}inapoi|trimit {_GOODS}inapoi|"
    # the Romanian noun with its verb ("vreau retur la bec", "am făcut returul", "solicit returnarea")
    r"(?:vreau|vrem|doresc|dorim|fac|facem|am facut|solicit|solicitam|cer) (?:un |o )?retur(?:ul|nare\w*)?|"
    r"iade (?:ett\w*|ediyorum|edecegim)|"
    # the goods said to go back, the verb intransitive ("beide gehen zurück", "ze gaan retour",
    # "de går tillbaka", "kengät lähtevät takaisin"): not "geht auf ... zurück", a cause
    r"(?:geht|gehen) (?:(?!auf )\w+ ){0,3}zur(?:u|ue)ck(?! auf)|(?:gaat|gaan) (?:\w+ ){0,3}(?:terug|retour)|"
    r"(?:gar|gaar) (?:\w+ ){0,3}(?:tillbaka|tilbage|tilbake|i retur|retur)|"
    r"(?:lahtee|lahtevat) (?:\w+ ){0,2}(?:takaisin|palautukseen)|"
    # Arabic (folded keeps the letters)
    r"ارجع\w*|برجع\w*|رجعت\w*|ارجاع|إرجاع|"
    # the goods the subject of going back, no verb of sending ("the chair has to go back",
    # "stolen skal retur": ``tables.sentback``)
    rf"{_joined(GOING_BACK)}"
    r")(?![\w])"
    # Japanese, Korean, Chinese
    r"|返品|返送|送り返|반품|반송|돌려보냈|退货|退貨|寄回|退回|(?:想|要)退(?![出订訂休])|退掉|"
    rf"{_joined(GOING_BACK_RUN)}")

CANCELLED = re.compile(
    r"(?<![\w])(?:cancel\w*|stornier\w*|storno|annul\w*|anula\w*|anule\w*|anulez\w*|anulat\w*|cancela\w*|annulla\w*|annuleer\w*|"
    r"annuleren|geannuleerd|anuluj\w*|anulow\w*|avbest\w*|avbryt\w*|afbestil\w*|afbest\w*|avbestill\w*|kanseller\w*|"
    r"peruu\w*|perut\w*|perun|perua|iptal\w*|الغاء|إلغاء|الالغاء|الغي|ألغي|الغوا|ألغوا|الغاوه|الغاءه|الغيه)(?![\w])|キャンセル|취소|取消")


# a return asked as a question, the customer's own ("can I return them?", "¿puedo devolverlos?",
# "kan ik ze retourneren?", "le pot returna?", "返品できますか", "반품할 수 있나요", "可以退货吗")
RETURN_ASKED = re.compile(
    r"(?<![\w])(?:(?:can|could|may) (?:i|we) (?:\w+ )?(?:return|send (?:\w+ ){0,3}back)|"
    r"is it possible to return|"
    r"(?:puedo|podemos|podria|podriamos) (?:\w+ )?devolver\w*|"
    r"(?:kan|mag) (?:ik|we) (?:\w+ ){0,2}(?:retourneren|terugsturen|terug sturen)|"
    r"(?:pot|putem) (?:sa )?(?:\w+ )?returna\w*|"
    # the same in the other languages: "posso devolver só as tampas?", "posso restituirle?",
    # "puis-je les renvoyer ?", "kann ich sie zurückschicken?", "kan jag returnera dem?", "kan
    # jeg sende dem tilbake?", "voinko palauttaa ne?", "czy mogę je odesłać?", "iade edebilir miyim?"
    r"(?:posso|podemos|poderia|poderiamos) (?:\w+ ){0,2}devolve\w*|"
    r"(?:posso|possiamo|potrei|potremmo) (?:\w+ ){0,2}(?:restitui|rimanda|rend|rispedi)\w*|"
    r"(?:puis-je|puis je|je peux|peut-on|pourrais-je|pourrais je|pouvons-nous) (?:\w+ ){0,2}(?:retourner|renvoyer)|"
    r"(?:kann|darf|konnte|konnen|durfen) (?:ich|man|wir) (?:\w+ ){0,4}"
    r"(?:zur(?:u|ue)ck(?:schicken|senden|geben)|retournieren)|"
    r"(?:kan|far|ma) (?:jag|jeg|vi) (?:\w+ ){0,3}"
    r"(?:returnera|returnere|(?:skicka|sende) (?:\w+ ){0,3}(?:tillbaka|tilbage|tilbake|retur))|"
    r"(?:voinko|voiko|voimmeko|saanko|saako) (?:\w+ ){0,2}palautta\w*|"
    r"(?:moge|mozemy|moglabym|moglbym) (?:\w+ ){0,2}(?:zwrocic|odes[lł]ac)|"
    r"iade edebilir (?:miyim|miyiz)|"
    r"(?:ممكن|يمكنني|اقدر|أقدر) (?:\w+ )?(?:ارجاع|إرجاع|ارجع|أرجع)\w*|"
    # whether they are to send it back ("should I send it back?", "la rimando indietro?":
    # ``tables.sentback``)
    rf"{_joined(SHALL_RETURN)})(?![\w])|{_joined(SHALL_RETURN_RUN)}|"
    r"返品(?:でき|は(?:でき|可能)|可能|して(?:も)?(?:いい|よろしい|大丈夫))|"
    r"반품(?:할 ?수 ?있|이 ?가능|(?:이 ?)?되나요|해도 ?되|가능한가)|"
    r"(?:可以|能|能不能|可不可以)退(?:货|貨)?(?:吗|嗎)?")


# "only" said of what is asked ("just the lids", "só as tampas", "nur die Deckel", "seulement
# les couvercles", "alleen de deksels", "bara locken", "kun lågene", "vain kannet", "tylko
# pokrywki", "doar capacele", "sadece kapaklar", "فقط الأغطية", "蓋だけ", "뚜껑만", "只退盖子"):
# the Portuguese "só" only before an article (English "so" is "therefore"); Chinese "只" only
# before a verb of asking (it also counts cups, "一只杯子"); Korean "만" only after a noun
ONLY = re.compile(
    r"(?<![\w])(?:only|just|nur|seulement|uniquement|solo|solamente|unicamente|soltanto|somente|"
    r"apenas|alleen|enkel|bara|endast|kun|bare|vain|ainoastaan|tylko|doar|numai|sadece|yalnizca|"
    r"so (?:as|os|a|o|essas|esses|estas|estes)|فقط|بس)(?![\w])|だけ|のみ|(?<=[가-힣])만(?![가-힣])|"
    r"只(?:退|要|想|需要|申请)")


def only_at(folded: str) -> tuple[int, bool] | None:
    """Where the sentence says "only" of what it names (``ONLY``), and whether the word stands
    after its noun (Japanese "だけ", "のみ"; Korean "만"); None where it does not."""
    found = ONLY.search(folded)
    if found is None:
        return None
    return (found.start(), found.group()[0] in "だの만") if found.start() else (0, False)


def return_asked(folded: str) -> bool:
    """Whether the sentence asks, as a question, whether the customer may send goods back."""
    return ("?" in folded or "？" in folded) and RETURN_ASKED.search(folded) is not None


def asked_back(folded: str, lines: set[int] | None) -> set[int]:
    """``lines`` (those named before) where the sentence asks, as a question, to send goods
    back ("can I return them?"); else none."""
    return set(lines or ()) if return_asked(folded) else set()


def returned(folded: str, kept: list[tuple[int, int]] | None = None) -> bool:
    """Whether the sentence says the customer returns (or has returned) goods, not asking; not
    where the words of the return stand inside ``kept``'s, the thing said to stay ("I won't
    send it back", "ese no lo devuelvo": ``tables.afterall.NOT_SENT_BACK``)."""
    if "?" in folded or "？" in folded:
        return False
    # (searched with the alternatives whose words stand in it alone: ``narrowed``, the same
    # matches; a sentence the whole pattern's gate lets through, "get back to me", mostly holds
    # no alternative's every word)
    if not kept:
        return narrowed(RETURNED).search(folded) is not None
    return any(not any(s <= m.start() and m.end() <= e for s, e in kept)
               for m in narrowed(RETURNED).finditer(folded))


# something else "instead" ("send me blue ones instead", "schicken Sie mir stattdessen ...", "i
# stedet", "à la place"): said beside a return, the goods go back for it, not for money ("instead
# of" says what is not wished: read on, never a gate); Italian "invece" and Finnish "sen sijaan"
# also set another item against it ("la cover invece è ok", "kansi sen sijaan on ehjä"): said of
# how that item is, they wish nothing
_SET_AGAINST = r"(?! (?:\w+ ){0,2}(?:e|sono|va|vanno|funziona\w*|tengo|on|ovat|toimi\w*|pidan)(?![\w]))"
INSTEAD = re.compile(
    r"(?<![\w])(?:instead(?! of)|stattdessen|statt dessen|a la place(?! d)|en su lugar|"
    rf"invece(?! d){_SET_AGAINST}|"
    r"em vez disso|in plaats daarvan|zamiast tego|in locul (?:lui|ei|lor)|istallet(?! for)|"
    r"al (?:suo|loro) posto|al posto (?:suo|loro)|"
    # (Romanian "în schimb" sets another item against it too: "în schimb capacul e bun")
    r"in schimb(?! (?:\w+ ){0,2}(?:e|este|sunt|merge|functioneaza|pastrez)(?![\w]))|"
    rf"i stallet(?! for)|i stedet(?! for)|sen sijaan{_SET_AGAINST}|bunun yerine|onun yerine)(?![\w])|"
    r"代わりに|대신|换货|换成|换一|改发|改寄|代替|بدلا|بدلها|بدله")


def for_another(folded: str) -> bool:
    """Whether the sentence wishes something instead of what it sends back (``INSTEAD``; the
    long pattern searched only where its gate's keys stand: ``gates.prefilter``)."""
    return gates.prefilter(INSTEAD)(folded) and INSTEAD.search(folded) is not None


def cancelled(folded: str) -> bool:
    """Whether the sentence cancels something (the order, or a line of it)."""
    return CANCELLED.search(folded) is not None


# the customer's own purchase: "I'll buy / order", "I've already ordered", a first person's
# verb of buying (never a request to the shop: "could you send", "can I get", "سأطلب" asks)
BOUGHT = re.compile(
    r"(?<![\w])(?:"
    # English
    r"(?:i'?ll|i will|i'?m going to|i am going to|i'?m gonna|i'?d rather|i(?:'ve| have)? already)"
    r"(?: \w+){0,2} (?:buy|order|purchase|reorder|re-order|bought|ordered|purchased|pick up)|"
    # German, Dutch
    r"ich (?:kaufe|bestelle|besorge|hole)|(?:kaufe|bestelle|besorge|hole) (?:ich|mir)|"
    r"(?:werde|bereits|schon)(?: \w+){0,4} (?:kaufen|bestellen|besorgen|gekauft|bestellt|besorgt)|"
    r"ik (?:koop|bestel|haal)|ik ga(?: \w+){0,4} (?:kopen|bestellen|halen)|"
    # French, Spanish, Italian, Portuguese, Romanian
    r"(?:je vais|je compte)(?: \w+){0,2} (?:r?acheter|r?commander|recommander)|"
    r"(?:j'en|je|j')(?: \w+)? (?:r?acheterai|r?achete|recommanderai|commanderai|recommande)|"
    r"(?:comprare|pedire|encargare|voy a (?:comprar|pedir|encargar)|volvere a (?:comprar|pedir))|"
    r"(?:ricomprero|comprero|ordinero|riordinero|ne compro|ne riordino|ne ricompro)|"
    r"(?:vou|irei)(?: \w+)? (?:comprar|encomendar)|comprarei|encomendarei|"
    r"(?:voi cumpara|o sa cumpar|imi cumpar|voi comanda)|"
    # Scandinavian, Finnish, Polish, Turkish
    r"jag (?:koper|ska kopa|bestaller|ska bestalla)|jeg (?:køber|kjøper|bestiller|skal købe|skal kjøpe"
    r"|skal bestille)|ostan|tilaan|hankin|kupie|zamowie|alacag\w*|satin alacag\w*|siparis edecegim|"
    # Arabic (folded: "سأشتري" is "ساشتري")
    r"ساشتري|سوف اشتري|هشتري|حشتري"
    r")(?![\w])"
    # Japanese, Korean, Chinese
    r"|買い直|買いなおし|買い替え|買います|購入します|自分で[^。！？]{0,8}(?:買|購入|注文)"
    r"|살게|사겠|살 거|구매할게|구매하겠|구입할게|구입하겠"
    r"|(?:自己|另外|重新)[^。！？，]{0,6}(?:买|買|购买|購買)")

_NEAR = 40  # characters between a new one's words and the verb that buys it


def bought_anew(folded: str, spans: list[tuple[int, int]]) -> bool:
    """Whether every one of ``spans`` (a remedy's words: "a new one", "otra nueva") stands
    near the customer's own verb of buying it ("I'll buy a new one myself", "新的我自己买")."""
    found = [m.span() for m in BOUGHT.finditer(folded)] if spans else []
    return bool(found) and all(any(a - _NEAR <= e and s <= b + _NEAR for a, b in found)
                               for s, e in spans)


# a word for sending again (a remedy's "resend", that also sends a mail on), and a mail as its
# object: right after it, or two words on ("os reenvío el correo", "I resend you the email"),
# not a way of sending ("reenvíenla por correo": by post); in Japanese and Chinese, before it
_SENT_AGAIN = re.compile(r"re-?envi|re-?send|retrimi|rispedi|renvoy|yeniden gonder|再送|再发|再發|重新发|重新發")
_MAIL_AFTER = re.compile(
    r"^\w*\W+(?:(?!por |by |via |per |par |pelo |pela |prin )\w+\W+){0,2}?"
    r"(?:e-?mails?|mails?|mailul|emailul|correo|mensajes?|messages?|messaggio|mensagem|mesaj\w*|"
    r"confirmaci\w*|confirmation|conferma|confirmacao|confirmarea|courriel|e-?posta\w*)(?![\w])")
_MAIL_BEFORE = re.compile(r"(?:メール|邮件|郵件|确认函|確認函)\S{0,2}$")


def mail_sent_on(folded: str, spans: list[tuple[int, int]]) -> bool:
    """Whether every one of ``spans`` (a remedy's words) is a word for sending again whose
    object is a mail ("os reenvío el correo", "メールを再送"): the shop's words sent on."""
    return bool(spans) and all(
        _SENT_AGAIN.search(folded[s:e]) and (_MAIL_AFTER.search(folded[s:e + 60])
                                             or _MAIL_BEFORE.search(folded[max(0, s - 8):s]))
        for s, e in spans)
