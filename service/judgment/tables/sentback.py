"""The goods said to go back, in two forms ``actions`` reads beside its own verbs of sending
back, per covered language. Fragments as ``text.fold`` leaves text.

``GOING_BACK``: the goods the subject of going back, with no verb of sending ("the chair has to
go back", "der Stuhl muss zurück", "stolen skal retur", "de stoel moet terug", "la sedia deve
tornare indietro", "krzesło musi wrócić do sklepu", "椅子得还回去"): a return the customer
announces, read as ``actions.RETURNED`` is (money back asked of it, unless another remedy is
wished). Never the customer going back somewhere: a first person before the modal is never the
goods ("I have to go back to work", "ich muss zurück", "jeg skal tilbage på arbejde").

``SHALL_RETURN``: the customer asking whether they are to send the goods back ("should I send
it back?", "soll ich ihn zurückschicken?", "je vous la renvoie ?", "la rimando indietro?",
"lähetänkö sen takaisin?", "返送した方がいいですか", "돌려보낼까요?"), read as
``actions.RETURN_ASKED``'s "can I return it?" is: a return asked where a fault is told.
Written from the forms, never from a ticket."""

from __future__ import annotations

# no first person before the modal, in the languages that say their subject
_NOT_I_EN = r"(?<!\bi )(?<!\bwe )(?<!\bi'll )"
_NOT_I_SCAND = r"(?! (?:jag|jeg|vi|eg)\b)"

GOING_BACK: dict[str, tuple[str, ...]] = {
    "en": (rf"{_NOT_I_EN}(?:has|have|needs?|must|is going|are going|will) (?:to )?(?:go|be going) back"
           r"(?! (?:to (?:work|bed|sleep|school|the (?:start|beginning|drawing board))|home))",),
    "de": (r"(?<!\bich )(?<!\bwir )(?:muss|mussen|soll|sollen|kann|konnen|wird|werden)"
           r"(?! (?:ich|wir)\b) (?:\w+ ){0,3}(?:zur(?:u|ue)ck|retour)(?= *(?:[.,;!]|$| an | zu euch| zu ihnen))",),
    "fr": (r"(?:doit|doivent|va|vont|peut|peuvent) (?:\w+ ){0,2}repartir(?! en vacances)|"
           r"repart\w* (?:chez vous|au magasin|a l'expediteur|a l'envoyeur)",),
    "es": (r"(?:tiene|tienen|debe|deben|ha|han) (?:de |que )?(?:volver|regresar|ir de vuelta) "
           r"(?:a la tienda|al almacen|con ustedes|a ustedes|a vosotros|al vendedor)|"
           r"(?:vuelve|vuelven|volvera|volveran|regresa|regresan) (?:a la tienda|al almacen|con ustedes|al vendedor)",),
    "it": (r"(?:deve|devono|dovra|dovranno|torna|tornano|tornera|torneranno) (?:\w+ )?(?:tornare )?"
           r"(?:indietro|al mittente|in negozio|al negozio|da voi)",),
    "pt": (r"(?:tem|teem|tera|terao) (?:de|que) (?:voltar|regressar|ir de volta)(?: para (?:tras|voces|a loja))?|"
           r"(?:volta|voltam|vai|vao) (?:de volta )?para (?:voces|a loja|o vendedor)",),
    "nl": (r"(?<!\bik )(?<!\bwe )(?<!\bwij )(?:moet|moeten|mag|mogen|zal|zullen|kan|kunnen)(?! (?:ik|we|wij)\b)"
           r" (?:\w+ ){0,3}(?:terug|retour)(?= *(?:[.,;!]|$| naar jullie| naar u| naar de winkel))",),
    "sv": (rf"(?<!\bjag )(?<!\bvi )(?:ska|skall|maste|far)(?:{_NOT_I_SCAND}) (?:\w+ ){{0,2}}"
           r"(?:tillbaka|i retur|retur)(?= *(?:[.,;!]|$| till er| till butiken))",),
    "da": (rf"(?<!\bjeg )(?<!\bvi )(?:skal|ma|kan)(?:{_NOT_I_SCAND}) (?:\w+ ){{0,2}}"
           r"(?:tilbage|i retur|retur)(?= *(?:[.,;!]|$| til jer| til butikken))",),
    "nb": (rf"(?<!\bjeg )(?<!\bvi )(?<!\beg )(?:skal|ma|kan)(?:{_NOT_I_SCAND}) (?:\w+ ){{0,2}}"
           r"(?:tilbake|i retur|retur)(?= *(?:[.,;!]|$| til dere| til butikken))",),
    "fi": (r"(?:taytyy|pitaa|saa|voi) (?:\w+ )?(?:menna|lahtea|palata) takaisin",),
    "pl": (r"(?:musi|musza|powinien|powinna|powinno|powinny) (?:\w+ )?(?:wrocic|pojechac z powrotem)|"
           r"(?:wraca|wracaja|wroci|wroca) (?:do was|do sklepu|do sprzedawcy|z powrotem)",),
    "ro": (r"(?:trebuie sa )?se (?:intoarce|intoarca|duce) (?:inapoi|la voi|la magazin|la vanzator)|"
           r"(?:pleaca|merge) inapoi",),
    "tr": (r"geri (?:gidecek|gitmeli|gidiyor|gitsin|donecek|donmeli)",),
    "ar": (r"(?:لازم|يجب ان|سوف|راح|رح) (?:\w+ )?(?:يرجع|ترجع|يعود|تعود)\w*",),
}

# (written as runs: never inside another word's boundaries)
GOING_BACK_RUN: dict[str, tuple[str, ...]] = {
    "ja": (r"(?:そちら|御社|貴社|お店|店舗)に(?:戻し|返し|送り返し|返送し)", r"返却(?:します|したい|いたします|する)"),
    "ko": (r"돌려 ?보내|돌려 ?보낼(?!까)|돌려 ?드릴|반납(?:할|하겠|합니다)",),
    "zh": (r"(?:还|退|寄|送)回去",),
}

SHALL_RETURN: dict[str, tuple[str, ...]] = {
    "en": (r"(?:should|shall|do|must) (?:i|we) (?:\w+ )?(?:return|send (?:\w+ ){0,3}back)",),
    "de": (r"(?:soll|sollen|muss|mussen) (?:ich|wir) (?:\w+ ){0,4}(?:zur(?:u|ue)ck(?:schicken|senden|geben|bringen)"
           r"|retournieren)", r"(?:schicke|sende|bringe) ich (?:\w+ ){0,4}zur(?:u|ue)ck"),
    "fr": (r"(?:je|nous) (?:vous )?(?:la |le |les |l')?(?:renvoie|renvoyons|retourne|retournons|rapporte)",
           r"(?:dois-je|dois je|devons-nous|faut-il|je dois) (?:\w+ ){0,2}(?:renvoyer|retourner|rapporter)"),
    "es": (r"(?:os|les|se) (?:lo |la |los |las )?(?:mando|envio|devuelvo|mandamos|enviamos|devolvemos)",
           r"(?:lo|la|los|las) (?:mando|envio|mandamos|enviamos) de vuelta",
           r"(?:debo|tengo que|hay que) (?:\w+ )?(?:devolver|mandar de vuelta|enviar de vuelta)\w*"),
    "it": (r"(?:la|lo|li|le|ve la|ve lo|ve li|ve le|gliela|glielo|gliele|glieli) (?:rimando|rispedisco|restituisco"
           r"|rendo|rimandiamo|rispediamo|restituiamo)",
           r"(?:devo|dobbiamo) (?:\w+ )?(?:rimandar|rispedir|restituir|render)\w*"),
    "pt": (r"(?:lhes |vos )?devolvo(?:-(?:vos|lhes|a|o|as|os|la|lo|las|los))?",
           r"(?:devo|tenho de|tenho que) (?:\w+ )?(?:devolver|enviar de volta|mandar de volta)\w*"),
    "nl": (r"(?:stuur|breng) (?:ik|we) (?:\w+ ){0,3}terug",
           r"(?:moet|zal) (?:ik|we) (?:\w+ ){0,3}(?:retourneren|terugsturen|terug sturen|terugbrengen)"),
    "sv": (r"(?:ska|skall|bor|maste) (?:jag|vi) (?:\w+ ){0,3}(?:returnera|skicka (?:\w+ ){0,3}(?:tillbaka|retur))",
           r"skickar (?:jag|vi) (?:\w+ ){0,3}(?:tillbaka|retur)"),
    "da": (r"(?:skal|bør|ma) (?:jeg|vi) (?:\w+ ){0,3}(?:returnere|sende (?:\w+ ){0,3}(?:tilbage|retur))",
           r"sender (?:jeg|vi) (?:\w+ ){0,3}(?:tilbage|retur)"),
    "nb": (r"(?:skal|bør|ma) (?:jeg|vi|eg) (?:\w+ ){0,3}(?:returnere|sende (?:\w+ ){0,3}(?:tilbake|retur))",
           r"sender (?:jeg|vi|eg) (?:\w+ ){0,3}(?:tilbake|retur)"),
    "fi": (r"(?:lahetanko|palautanko|lahetammeko|palautammeko)",
           r"(?:pitaako|taytyyko) (?:minun |meidan )?(?:\w+ )?(?:palauttaa|lahettaa)"),
    "pl": (r"(?:mam|mamy|powinienem|powinnam|powinnismy|musze|musimy) (?:\w+ )?(?:odes[lł]ac|zwrocic|odeslac)",),
    "ro": (r"s(?:a|-o|-l|-i|-le) (?:il |o |le |i )?(?:returnez|returnam|trimitem inapoi|trimit (?:\w+ ){0,3}inapoi)",),
    "tr": (r"(?:geri (?:gondereyim|yollayayim|gonderelim|yollayalim)|iade edeyim|iade edelim) mi",),
    "ar": (r"هل (?:اعيد|ارجع|نرجع|نعيد)\w*", r"هل (?:يجب|لازم) (?:ان )?(?:اعيد|ارجع|نعيد|نرجع)\w*"),
}

SHALL_RETURN_RUN: dict[str, tuple[str, ...]] = {
    "ja": (r"(?:返品|返送|送り返|返却)(?:した方が|したほうが|すれば|しましょうか|すべき|した方がいい|しますか)",),
    "ko": (r"(?:반품|반송|돌려보내|돌려 보내)(?:야 하나요|야 할까요|야 하나|드릴까요)|(?:반품|반송)할까|돌려 ?보낼까",),
    "zh": (r"(?:寄回|退回|寄还|还回)去?(?:吗|嗎)", r"(?:要|需要|用)我?(?:寄回|退回)"),
}
