"""The thing said not sent back, in the past: "I did not send the socks back", "Die Socken habe
ich nicht zurückgeschickt", "الجوارب ما رجعتها", "靴下は返送していません". Beside another line
sent back and its money asked, the one not sent back stays with the customer: more of each
table's ``kept`` (``tables.Patterns``), as ``afterall.NOT_SENT_BACK`` is for the future ("I won't
send it back").

Only the writer's own sending ("I", "we", the first person's ending), never the money not sent
back to them ("the money was not returned"); in Arabic "ما" only after the thing it is said of,
"الجوارب ما رجعتها" (before a verb alone it is also "what": "ما رجعته", what I sent back); never
"not yet" (a return still to come: "noch nicht", "pas encore", "todavía no", "まだ", "아직", "还",
"لسه"), which keeps nothing. Fragments as
``text.fold`` leaves text."""

from __future__ import annotations

NOT_SENT_BACK_PAST: dict[str, tuple[str, ...]] = {
    "en": (r"(?:i|we) (?:did not|didn'?t|have not|haven'?t|never) (?:send|sent|ship|shipped|post|posted|return"
           r"|returned|mail|mailed)(?: (?:it|them|the \w+))? back(?! yet)",
           r"(?:i|we) (?:did not|didn'?t|have not|haven'?t|never) (?:return|returned)(?: (?:it|them|the \w+))?"
           r"(?! yet)(?![\w])",),
    "de": (r"(?:habe (?:ich )?|haben (?:wir )?)(?:(?!noch )\w+ ){0,3}nicht (?:zuruckgeschickt|zuruckgesendet"
           r"|zuruckgegeben|retourniert|zuruckgebracht)",),
    "fr": (r"(?<!encore )(?:je |nous )?n'(?:ai|avons) pas (?:renvoye|retourne|rendu|rapporte|reexpedie)",
           r"ne (?:les |l')(?:ai|avons) pas (?:renvoye|retourne|rendu|rapporte|reexpedie)",),
    "es": (r"(?<!todavia )(?<!aun )no (?:(?:lo|la|los|las) )?(?:he|hemos) (?:devuelto|enviado de vuelta"
           r"|mandado de vuelta|regresado)",
           r"(?<!todavia )(?<!aun )no (?:(?:lo|la|los|las) )?(?:devolvi|devolvimos|regrese|regresamos)(?![\w])",),
    "it": (r"non (?:(?:l'|li |le )?(?:ho|abbiamo)) (?:rispedit|restituit|rimandat|res|riportat)[oaie]",),
    "pt": (r"(?<!ainda )nao (?:(?:o|a|os|as) )?(?:devolvi|devolvemos|enviei de volta|mandei de volta"
           r"|reenviei)(?![\w])",
           r"(?<!ainda )nao (?:(?:o|a|os|as) )?(?:tenho|temos) devolvido",),
    "nl": (r"(?:heb (?:ik )?|hebben (?:we |wij )?)(?:(?!nog )\w+ ){0,3}niet (?:teruggestuurd|teruggezonden"
           r"|geretourneerd|teruggebracht)",),
    "sv": (r"(?:har|hade) (?:jag |vi )?(?:inte|ej) (?:skickat (?:\w+ ){0,2}tillbaka|returnerat|lamnat tillbaka)",
           r"(?:skickade|returnerade|lamnade) (?:jag|vi) (?:inte|ej)(?: tillbaka)?(?![\w])",),
    "da": (r"(?:har|havde) (?:jeg |vi )?ikke (?:sendt (?:\w+ ){0,2}(?:tilbage|retur)|returneret"
           r"|afleveret (?:\w+ ){0,2}tilbage)",
           r"(?:sendte|returnerede|afleverede) (?:jeg|vi) ikke(?: tilbage| retur)?(?![\w])",),
    "nb": (r"(?:har|hadde) (?:jeg |vi )?ikke (?:sendt (?:\w+ ){0,2}(?:tilbake|i retur|retur)|returnert"
           r"|levert (?:\w+ ){0,2}tilbake)",
           r"(?:sendte|returnerte|leverte) (?:jeg|vi) ikke(?: tilbake| i retur| retur)?(?![\w])",),
    "fi": (r"(?:en|emme) (?:ole )?(?:lahettanyt|lahettaneet|palauttanut|palauttaneet)(?![\w])",),
    "pl": (r"(?<!jeszcze )nie (?:odesłał|zwrócił|oddał|odniosł)\w*",),
    "ro": (r"(?<!inca )nu (?:l-|le-|i-)?am (?:trimis (?:\w+ ){0,2}inapoi|returnat)",),
    "tr": (r"(?<!henüz )(?<!daha )(?:geri )(?:göndermedim|göndermedik|yollamadım|yollamadık)",
           r"(?<!henüz )(?<!daha )iade etmedi(?:m|k)",),
    "ja": (r"(?<!まだ)(?:返送|返品|返却)(?:は|も)?して(?:い)?ません",
           r"(?<!まだ)(?:返送|返品|返却)(?:は|も)?しなかった",
           r"(?<!まだ)送り返して(?:い)?ません",),
    "ko": (r"(?:반품|반송|반납)(?<!아직 반품)(?<!아직 반송)(?<!아직 반납)(?:은|는|을|를)? ?(?:안 ?했|하지 않았)",
           r"(?<!아직 )(?:돌려|다시 )보내지 않았",
           r"(?<!아직 )안 돌려보냈",),
    "zh": (r"(?<!还)(?:没有?|未)(?:寄回|寄还|退货)",),
    # ("ما" after a word of "ال" and two to seven letters: the thing it is said of)
    "ar": (r"(?<!لسه )(?<!لسا )(?:لم|(?:(?<=(?<![\w])ال\w{2} )|(?<=(?<![\w])ال\w{3} )|(?<=(?<![\w])ال\w{4} )|"
           r"(?<=(?<![\w])ال\w{5} )|(?<=(?<![\w])ال\w{6} )|(?<=(?<![\w])ال\w{7} ))ما) "
           r"(?:رجعتها|رجعتهم|رجعته|ارجعها|ارجعهم|ارجعه|رديتها|رديته|ارسلتها|ارسلته)(?![\w])"
           r"(?! (?:بعد|لسه|حتى الان|حتي الان))",),
}
