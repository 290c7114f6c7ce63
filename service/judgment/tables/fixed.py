"""The fault gone after an agent's suggestion, in the customer's own idiom, per covered language
(read by ``judgment.fixed``). Two forms, written from how each is said, never from a corpus's
ticket:

- ``WORKS`` beside ``CHANGED``: a verb of the thing doing what it is for (it works, connects,
  shows up, charges, logs in, the pet eats it) in one clause with a word of the change (now,
  again, after the reset, since): "after the reset it pairs now", "po resecie działa", "efter
  omstarten syns den nu". Never where the clause holds a negation ("now it doesn't connect").
  ``RUNS`` holds the same, whole, for the languages written without spaces; never where the
  clause names a fault (``FAULTS``: "now the error shows up");
- ``NOT_NEEDED``: the sending back said not needed ("no need to send it back", "behöver inte
  returnera", "返品しなくて大丈夫です").

Fragments as ``text.fold`` leaves text (accents off; "ı", "ł", "æ", "ø" kept; Arabic "ة" as "ه").
"""

from __future__ import annotations

# the change: now, again, after something done, since
CHANGED: dict[str, str] = {
    "en": r"now|again|after|since|finally",
    "de": r"jetzt|nun|wieder|nach|seit|endlich|inzwischen|mittlerweile",
    "fr": r"maintenant|a nouveau|de nouveau|apres|depuis|enfin|desormais",
    "es": r"ahora|ya|de nuevo|otra vez|despues|tras|desde|por fin",
    "it": r"adesso|ora|di nuovo|dopo|da quando|finalmente|ormai",
    "nl": r"nu|weer|na|sinds|eindelijk|inmiddels",
    "pl": r"teraz|juz|znowu|znow|po|od|wreszcie|w koncu",
    "pt": r"agora|ja|de novo|outra vez|depois|apos|desde|finalmente",
    "sv": r"nu|igen|efter|sedan|antligen",
    "da": r"nu|igen|efter|siden|endelig",
    "nb": r"na|igjen|etter|siden|endelig",
    "fi": r"nyt|taas|jalkeen|vihdoin|lopulta",
    "ro": r"acum|din nou|iar|dupa|de cand|in sfarsit",
    "tr": r"simdi|art[iı]k|tekrar|yine|sonra|beri|nihayet|sonunda",
    "ar": r"الان|بعد|مجددا|من جديد|اخيرا|صار|صارت|اصبح|اصبحت",
}

# the thing doing what it is for (or the trouble said settled)
WORKS: dict[str, str] = {
    "en": (r"works?|working|worked|(?:shows?|showing|showed|turns?|turned|pops?|popped) up|appears?|appeared"
           r"|connects?|connecting|connected|pairs?|pairing|paired|charges?|charging|loads?|loading"
           r"|(?:turns?|switch(?:es)?|powers?) on|boots?(?: up)?|starts? up|plays?|playing|prints?|printing"
           r"|syncs?|syncing|synced|logs? in|logged in|log in|recogni[sz]es?|recogni[sz]ed|detects?|detected"
           r"|eats?|eating|ate|fine|ok|okay|perfect|sorted|fixed|solved|resolved|sees?|finds?"
           r"|picks? (?:it|them|\w+) up|picked (?:it|them|\w+) up"),
    "de": (r"funktionier\w*|geht|gehts|lauft|verbinde\w*|verbunden|gekoppelt|koppelt|erkannt|erkennt"
           r"|angezeigt|taucht|aufgetaucht|erscheint|ladt|startet|spielt|druckt|synchronisiert|klappt"
           r"|frisst|isst|in ordnung|gelost|behoben"),
    "fr": (r"marche|fonctionne\w*|se connecte|connecte\w*|apparait|s'affiche|reconnu\w*|reconnait|detecte\w*"
           r"|charge|s'allume|demarre|mange|imprime|synchronise\w*|regle|resolu|ca va"),
    "es": (r"funciona\w*|va bien|anda|se conecta|conecta|aparece|sale en|reconoce|detecta|carga|enciende"
           r"|arranca|come|imprime|sincroniza|puedo entrar|resuelto|solucionado"),
    "it": (r"funziona\w*|va bene|si collega|collega|compare|si vede|riconosce|rileva|carica|si accende"
           r"|parte|mangia|stampa|sincronizza|riesco ad accedere|risolto"),
    "nl": (r"werkt|doet (?:\w+ )?het|verbinding|verbindt|verschijnt|zichtbaar|herkend|herkent"
           r"|laadt|gaat aan|start|speelt|eet|print|synchroniseert|kan inloggen|opgelost"),
    "pl": (r"dzia[lł]a\w*|[lł][aą]czy|po[lł][aą]czy\w*|pojawia|widac|widzi|wykrywa|rozpozna\w*"
           r"|[lł]aduje|w[lł][aą]cza|uruchamia|gra|drukuje|synchronizuje|zjada|zajada|loguje"
           r"|zalogowa\w*|rozwiazan\w*|naprawion\w*|w porzadku|smiga\w*"),
    "pt": (r"funciona\w*|liga|conecta|aparece|reconhece|dete(?:c)?ta|carrega|arranca|come|imprime"
           r"|sincroniza|consigo entrar|resolvid\w*|resolveu"),
    "sv": (r"fungerar|funkar|funkade|gar|ansluter|kopplar|dyker (?:\w+ )?upp|syns|visas|kanns igen|hittar"
           r"|laddar|startar|spelar|ater|skriver ut|synkar|kan logga in|loser sig|lost"),
    "da": (r"virker|fungerer|forbinder|forbundet|dukker (?:\w+ )?op|vises|kan ses|genkend\w*|finder"
           r"|oplader|lader|starter|t[æa]nder|spiller|spiser|printer|synkroniserer|kan logge ind|l[øo]st"),
    "nb": (r"virker|fungerer|funker|kobler|dukker (?:\w+ )?opp|vises|synes|gjenkjen\w*|finner|lader"
           r"|starter|spiller|spiser|skriver ut|synkroniserer|kan logge inn|l[øo]st"),
    "fi": (r"toimii|toimi|yhdistyy|yhdistaa|nakyy|ilmestyy|tunnistaa|tunnistuu|latautuu|lataa"
           r"|kaynnistyy|soi|syo|tulostaa|synkronoituu|paasen kirjautumaan|ratkesi|korjaantui|kunnossa"),
    "ro": (r"merge|functioneaza|se conecteaza|conecteaza|apare|se vede|recunoaste|detecteaza|se incarca"
           r"|incarca|porneste|mananca|printeaza|sincronizeaza|ma pot (?:loga|conecta)|rezolvat"),
    "tr": (r"cal[iı]s[iı]yor|baglan[iı]yor|baglandi|gorun[uü]yor|gozuk[uü]yor|tan[iı]yor|tan[iı]d[iı]"
           r"|sarj oluyor|ac[iı]l[iı]yor|yiyor|duzeldi|coz[uü]ld[uü]|halloldu|giris yapabiliyorum"),
    "ar": (r"تعمل|يعمل|يشتغل|تشتغل|اشتغل|اشتغلت|تتصل|يتصل|اتصلت|تظهر|يظهر|ظهرت|ظهر|يتعرف|تتعرف"
           r"|تشحن|يشحن|ياكل|تاكل|تفتح|يفتح|انحلت|انحل|تمام"),
}

# the same, whole, where words are written without spaces
RUNS: dict[str, str] = {
    "ja": (r"(?:ようになりました|ようになった|直りました|直った|治りました|解決しました|解決できました"
           r"|認識されました|認識しました|表示されました|つながりました|繋がりました|接続できました"
           r"|使えました|動きました|ログインできました"
           r"|今は(?:問題なく|ちゃんと|普通に)?(?:使え|動|つなが|繋が|接続でき|表示され|食べ))"),
    "ko": (r"(?:이제|지금은|다시|나니|하니까|한 후|한 뒤|했더니|하고 나서)(?: ?+[^ ,.!?]++){0,2}? ?"
           r"(?:잘 ?돼|돼요|됩니다|되네요|연결돼|연결됩니다|작동해|작동합니다|작동하네|나와요|나옵니다"
           r"|보여요|보입니다|인식돼|인식됩니다|먹어요|먹네요|잘 먹|해결됐|해결되었|고쳐졌|괜찮아졌)"),
    "zh": (r"(?:现在|現在|之后|之後|以后|以後|后来|後來|终于|終於|又)[^，。！？,.!?]{0,8}?"
           r"(?:能用了|可以用了|好了|连上了|連上了|连接上了|正常了|识别了|識別了|显示了|顯示了|出来了"
           r"|吃了|登录上了|登录了|能充电了|开机了|解决了|解決了|修好了)"),
}

# a fault's noun: a clause that holds one tells of the fault ("now the error shows up"), not of it gone
FAULTS: dict[str, str] = {
    "en": r"errors?|warnings?|alerts?|messages?|problems?|issues?|faults?|cracks?|noises?|leaks?|bugs?|glitch\w*",
    "de": r"fehler\w*|warnung\w*|meldung\w*|problem\w*|riss\w*|gerausch\w*|leck\w*",
    "fr": r"erreurs?|avertissements?|messages?|problemes?|fissures?|bruits?|fuites?|bugs?",
    "es": r"error\w*|avisos?|mensajes?|problemas?|grietas?|ruidos?|fugas?",
    "it": r"error\w|avvis\w|messaggi?o?|problem\w|crepe?a?|rumor\w|perdit\w",
    "nl": r"fout\w*|waarschuwing\w*|melding\w*|probleem\w*|problemen|barst\w*|geluid\w*|lek\w*",
    "pl": r"b[lł][aą]d\w*|bledu|ostrzezeni\w*|komunikat\w*|problem\w*|pekniec\w*|ha[lł]as\w*|wyciek\w*",
    "pt": r"erros?|avisos?|mensage\w*|problemas?|rachas?|ruidos?|fugas?",
    "sv": r"fel\w*|varning\w*|meddelande\w*|problem\w*|spricka\w*|ljud\w*|lacka\w*",
    "da": r"fejl\w*|advarsel\w*|besked\w*|problem\w*|revne\w*|l[yø]d\w*",
    "nb": r"feil\w*|advarsel\w*|melding\w*|problem\w*|sprekk\w*|lyd\w*",
    "fi": r"virhe\w*|varoitus\w*|ilmoitus\w*|ongelma\w*|halkeama\w*|aani\w*",
    "ro": r"eroare\w*|erori\w*|avertizar\w*|mesaj\w*|problem\w*|crapatur\w*|zgomot\w*",
    "tr": r"hata\w*|uyar[iı]\w*|mesaj\w*|sorun\w*|problem\w*|catlak\w*|ses\w*",
    "ar": r"خطا|رساله|مشكله|تحذير|صوت|كسر",
    "ja": r"エラー|警告|メッセージ|問題|ひび|異音",
    "ko": r"오류|에러|경고|메시지|문제|금이|소음",
    "zh": r"错误|錯誤|警告|提示|问题|問題|裂|噪音|异响|異響",
}

# the sending back said not needed
NOT_NEEDED: dict[str, tuple[str, ...]] = {
    "en": (r"no need to (?:return|send) (?:it|them|this)?(?: back)?",
           r"(?:don'?t|do not) (?:need|have) to (?:return|send back|send) (?:it|them)",
           r"no need for (?:the|a) (?:return|refund)"),
    "de": (r"(?:muss|brauche) (?:ihn|sie|es|das \w+|den \w+|die \w+) (?:doch |also )?nicht (?:mehr )?"
           r"(?:zuruck\w+|retournieren|einschicken)",
           r"(?:ruckgabe|rucksendung|retoure|erstattung|zuruck\w+) (?:ist )?(?:nicht|nicht mehr)"
           r" (?:notig|erforderlich)"),
    "fr": (r"(?:pas|plus) besoin de (?:la |le |les |l')?(?:renvoyer|retourner|rendre|rembourser|remboursement"
           r"|retour)",),
    "es": (r"no (?:hace falta|es necesario|necesito|tengo que) (?:devolver\w*|el reembolso|la devolucion)",),
    "it": (r"non (?:serve|c'e bisogno di|ho bisogno di|devo) (?:piu )?(?:restituir\w*|render\w*|rimandar\w*"
           r"|il reso|il rimborso)",),
    "nl": (r"(?:terugsturen|retourneren|retour) (?:is )?(?:niet|niet meer) nodig",
           r"hoef (?:het|hem|ze|die)? ?(?:niet|niet meer) (?:te )?(?:retourneren|terug te sturen)"),
    "pl": (r"nie (?:musz[eę]|trzeba|ma potrzeby) (?:\w+ )?(?:odsy[lł]a[cć]|zwraca[cć]|odes[lł]a[cć]"
           r"|zwr[oó]ci[cć]|zwrotu)",),
    "pt": (r"nao (?:e preciso|e necessario|preciso de|preciso|tenho de|tenho que) (?:devolve\S*|enviar de volta"
           r"|o reembolso|a devolucao)",),
    "sv": (r"(?:behover|maste) (?:jag |vi )?inte (?:langre )?(?:returnera|skicka tillbaka|skicka (?:den|det|dem)"
           r" tillbaka)",),
    "da": (r"(?:beh[øo]ver|skal) (?:jeg |vi )?ikke (?:l[æa]ngere )?(?:returnere|sende (?:den|det|dem) "
           r"(?:retur|tilbage))",),
    "nb": (r"(?:trenger|ma) (?:jeg |vi )?ikke (?:lenger )?(?:returnere|sende (?:den|det|dem) (?:i retur"
           r"|tilbake))",),
    "fi": (r"ei tarvitse (?:enaa )?(?:palauttaa|lahettaa takaisin)", r"palautusta ei tarvita"),
    "ro": (r"nu (?:mai )?(?:trebuie|e nevoie|este nevoie) sa (?:o |il |le |i )?(?:trimit inapoi|returnez)",
           r"nu mai e nevoie de (?:retur|rambursare)"),
    "tr": (r"iade (?:etmeme |etmemize |etmeye )?gerek (?:yok|kalmad[iı])", r"geri gondermeme gerek yok"),
    "ja": (r"(?:返品|返送|返金)(?:しなくて|は)(?:大丈夫|結構|不要|いい)",),
    "ko": (r"(?:반품|반송) ?(?:안 해도 (?:돼|괜찮)|할 필요 없|은 필요 없)",),
    "zh": (r"不用退(?:货|了)", r"不需要退(?:货|了)"),
    "ar": (r"لا (?:داعي|حاجه) (?:للارجاع|للاسترجاع|لارجاعها|لارجاعه|للاعاده)",),
}

# the third person plural's ending where the language adds one to the singular ``WORKS`` holds
# ("cargan", "carregam", "caricano", "chargent": both earbuds charge now)
PLURAL: dict[str, str] = {"es": r"n", "pt": r"m", "it": r"no", "fr": r"nt"}
