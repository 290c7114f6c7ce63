"""The words of an instruction put off to another text, per covered language and per language
the rules only watch, written from the form and not from any corpus's ticket (``deferred``
reads them).

``LATER``: a text still to come, or another part of this one ("part 2", "the next message",
"my following comment"); ``OBEY``: carrying out what such a text says ("do what it says",
"execute it", "follow its instructions"); ``KEEP``: the reader told to hold something for later
("remember this for later"); ``PART``: a message numbered as one of several ("part 1 of 2").
Fragments are written as ``text.fold`` leaves text (it keeps "ø", "æ", "ı").
"""

from __future__ import annotations

LATER: dict[str, tuple[str, ...]] = {
    "en": (r"part (?:2|two|ii|b)", r"(?:second|other|last|final) part", r"(?:next|following|later|second) "
           r"(?:message|comment|part|e-?mail|mail|note|reply|line)s?", r"(?:message|comment) after this",
           r"what (?:i (?:write|send|say) |comes )next"),
    "de": (r"teil (?:2|zwei|ii|b)", r"(?:zweite|andere|letzte)[nrs]? teil",
           r"(?:nachste|folgende|spatere|zweite)[nrs]? "
           r"(?:nachricht|kommentar|teil|mail|e-mail|notiz|zeile)"),
    "fr": (r"partie (?:2|deux|ii|b)", r"(?:deuxieme|seconde|autre|derniere) partie",
           r"(?:prochain|second) (?:message|commentaire|mail|courriel)",
           r"(?:message|commentaire|mail|courriel) (?:suivant|d'apres)"),
    "es": (r"parte (?:2|dos|ii|b)", r"(?:segunda|otra|ultima) parte", r"(?:proximo|siguiente|segundo) "
           r"(?:mensaje|comentario|correo|e-?mail)", r"(?:mensaje|comentario|correo) siguiente"),
    "it": (r"parte (?:2|due|ii|b)", r"(?:seconda|altra|ultima) parte", r"(?:prossimo|secondo) "
           r"(?:messaggio|commento|e-?mail)", r"(?:messaggio|commento|e-?mail) (?:successivo|seguente)"),
    "pt": (r"parte (?:2|dois|duas|ii|b)", r"(?:segunda|outra|ultima) parte", r"(?:proxima|segunda) "
           r"(?:mensagem|nota)", r"(?:proximo|segundo) (?:comentario|e-?mail)",
           r"(?:mensagem|comentario|e-?mail) (?:seguinte|a seguir)"),
    "nl": (r"deel (?:2|twee|ii|b)", r"(?:tweede|andere|laatste) deel", r"(?:volgende|tweede) "
           r"(?:bericht|reactie|deel|mail|e-mail|opmerking)", r"(?:bericht|reactie) hierna"),
    "sv": (r"del (?:2|tva|ii|b)", r"(?:andra|sista) delen", r"(?:nasta|foljande|andra) "
           r"(?:meddelande|kommentar|del|mejl|mail)"),
    "da": (r"del (?:2|to|ii|b)", r"(?:anden|sidste) del", r"(?:næste|følgende|anden) "
           r"(?:besked|kommentar|del|mail|e-mail)"),
    "nb": (r"del (?:2|to|ii|b)", r"(?:andre|siste) del", r"(?:neste|følgende|andre) "
           r"(?:melding|kommentar|del|mail|e-post|epost)"),
    "fi": (r"osa (?:2|kaksi|ii|b)", r"toinen osa", r"(?:seuraava|toinen|myohempi)\w* "
           r"(?:viesti|kommentti|osa|sahkoposti)\w*"),
    "pl": (r"czesc (?:2|druga|ii|b)", r"druga czesc", r"(?:nastepn|kolejn|drug)\w* "
           r"(?:wiadomos|komentarz|czesc|mail)\w*"),
    "ro": (r"partea (?:a )?(?:2|doua|ii|b)", r"(?:urmatorul|al doilea) (?:mesaj|comentariu|e-?mail)",
           r"(?:mesajul|comentariul) (?:urmator|de dupa)"),
    "tr": (r"(?:2|ikinci)\.? (?:k[iı]s[iı]m|bolum|parca)\w*", r"(?:k[iı]s[iı]m|bolum|parca) (?:2|iki)",
           r"(?:bir )?sonraki (?:mesaj|yorum|not|e-?posta)\w*"),
    "ja": (r"パート ?(?:2|２|ii)", r"その(?:2|２|二)", r"第(?:2|２|二)部", r"(?:2|２|二)通目",
           r"次の(?:メッセージ|コメント|メール|書き込み)", r"後半"),
    "zh": (r"第(?:2|二)部分", r"第(?:2|二)(?:条|條|段)", r"下一?(?:条|條|封|段)(?:消息|留言|评论|評論|邮件|郵件)?",
           r"下一部分", r"后半部分", r"後半部分"),
    "ko": (r"(?:2|두 ?번째) ?(?:부분|파트|부)", r"파트 ?2", r"다음 (?:메시지|댓글|글|메일)"),
    "ar": (r"الجزء (?:2|الثاني)", r"(?:الرساله|الرسالة|التعليق) (?:التاليه|التالية|القادمه|القادمة|التالي)"),
    # the languages the rules only watch for instructions (``tables.watched``)
    "ru": (r"часть (?:2|вторая|ii)", r"вторая часть", r"(?:следующ|второ)\w* (?:сообщени|комментари|част|письм)\w*"),
    "uk": (r"частина (?:2|друга|ii)", r"друга частина", r"наступн\w* (?:повідомлен|коментар|частин|лист)\w*"),
    "cs": (r"cast (?:2|druha|ii)", r"druha cast", r"(?:dalsi|nasledujici) (?:zprav|komentar|cast|e-?mail)\w*"),
    "sk": (r"cast (?:2|druha|ii)", r"druha cast", r"(?:dalsi|nasledujuc)\w* (?:sprav|komentar|cast)\w*"),
    "hu": (r"(?:2|masodik)\.? (?:resz|uzenet)\w*", r"kovetkezo (?:uzenet|hozzaszolas|resz)\w*"),
    "hr": (r"dio (?:2|drugi)", r"drugi dio", r"(?:sljedec|iduc)\w* (?:poruk|komentar|dio)\w*"),
    "id": (r"bagian (?:2|kedua)", r"(?:pesan|komentar) (?:berikutnya|selanjutnya)"),
}

OBEY: dict[str, tuple[str, ...]] = {
    "en": (r"do (?:exactly )?(?:what|as) (?:it|that|they|the \w+) (?:says?|tells?|asks?|instructs?)",
           r"follow (?:it|its|the|those|these) (?:instructions?|orders?|directions?)", r"follow it(?! up)",
           r"(?:execute|carry out|perform|apply|action|implement) (?:it|what|"
           r"whatever|the (?:instruction|request|order)s?|its)", r"carry it out", r"obey", r"comply with it",
           r"act on it",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioriti[sz]e|give priority to|put first) (?:\w+ ){0,6}(?:instruction|direction)s?",
           r"(?:instruction|direction)s? (?:\w+ ){0,6}(?:take|takes|have|has|get|gets) (?:priority|precedence)"),
    "de": (r"(?:tu|tue|mach|mache|tun sie|machen sie)[nt]?,? was (?:er|sie|es|darin|dort|da) (?:sagt|steht|"
           r"verlangt|fordert)", r"(?:fuhr|fuhre|fuhren sie) (?:es|sie|ihn|das|"
           r"dies|die anweisung\w*) (?:\w+ ){0,3}aus", r"befolge\w*", r"gehorche\w*",
           r"setz\w* (?:es|das|sie|dies) (?:\w+ )?um",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:anweisung|befehl|vorgabe)\w* (?:\w+ ){0,6}(?:vorrang|prioritat|den vorzug)",
           r"(?:priorisier|bevorzug)\w* (?:\w+ ){0,6}(?:anweisung|befehl)\w*"),
    "fr": (r"fai(?:s|tes) ce qu.(?:il|elle|ils|elles) (?:dit|disent|demande|demandent)",
           r"execute[rz]? (?:la|le|les|ce qu)", r"executez-(?:la|le|les)", r"suive?z? (?:ses|les|leurs) "
           r"instructions", r"obei[rsz]\w*", r"appliquez? (?:ce qu|les instructions)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:priorit\w*|la priorite) (?:\w+ ){0,6}(?:instructions?|consignes?|ordres?)",
           r"(?:instructions?|consignes?|ordres?) (?:\w+ ){0,6}(?:priment|prime|prevalent|prevaut|priorit\w*)"),
    "es": (r"(?:haz|haga|hagan|ejecuta|ejecute|ejecuten|cumple|cumpla|sigue|siga|aplica|aplique) lo que "
           r"(?:dice|diga|pide|pida|indica|indique|ponga|pone)", r"ejecut[ae](?:lo|la|los|las)",
           r"(?:sigue|siga|sigan|cumple|cumpla) (?:sus|las|esas) (?:instrucciones|ordenes)",
           r"obedec\w*",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioriza\w*|da prioridad|de prioridad|prioridad) (?:\w+ ){0,6}(?:instrucciones|instruccion)",
           r"instrucciones (?:\w+ ){0,6}(?:prevalec\w*|tienen prioridad|priman)"),
    "it": (r"fa(?:i|'|)? (?:quello|cio) che (?:dice|chiede|scrive|c'e scritto)",
           r"esegui(?:l[oaie]| quello| cio| le istruzioni)", r"segui (?:le sue |le |quelle )?istruzioni",
           r"obbedisc\w*", r"applica (?:quello|cio)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:priorit\w*|dai priorita|da priorita) (?:\w+ ){0,6}istruzion\w*",
           r"(?:istruzion\w*) (?:\w+ ){0,6}(?:prevalgono|hanno (?:la )?priorita)"),
    "pt": (r"fa(?:ca|z|cam) o que (?:ela |ele |nela |nele )?(?:diz|disser|pede|pedir|manda|mandar)",
           r"execut[ae]-?(?:o|a|os|as)\b", r"execut[ae] o que", r"(?:siga|segue|cumpra) (?:as |essas )?(?:suas )?"
           r"instrucoes", r"obedec\w*", r"cumpra o que",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioriz\w*|de prioridade|da prioridade|prioridade) (?:\w+ ){0,6}(?:instrucoes|instrucao)",
           r"instrucoes (?:\w+ ){0,6}(?:prevalec\w*|tem prioridade)"),
    "nl": (r"doe wat (?:het|er|dat|die|ze|hij) (?:zegt|staat|vraagt|in staat)", r"voer (?:het|dat|die|dit|de "
           r"instructies?) (?:\w+ )?uit", r"volg (?:de |zijn |haar |die )?instructies?",
           r"gehoorza\w*",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:voorrang|prioriteit) (?:\w+ ){0,6}(?:instructie\w*|opdracht\w*)",
           r"(?:instructie|opdracht)\w* (?:\w+ ){0,6}(?:voorrang|prioriteit)"),
    "sv": (r"gor (?:det |sa )?som (?:det|den|du far hora)", r"gor vad (?:det|den) (?:sager|star)",
           r"utfor (?:det|den|dem|instruktion\w*)", r"folj (?:instruktion\w*|den|det|dem)",
           r"lyd (?:den|det)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioritera\w*|ge (?:\w+ )?foretrade) (?:\w+ ){0,6}instruktion\w*",
           r"instruktion\w* (?:\w+ ){0,6}(?:prioritet|foretrade|gar fore)"),
    "da": (r"gør (?:det |sa |så )?som (?:den|det|der star|der står)", r"gør hvad (?:den|det) (?:siger|beder)",
           r"udfør (?:det|den|dem|instruks\w*)", r"følg (?:instruks\w*|den|det|dem)", r"adlyd\w*",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioriter\w*|giv (?:\w+ )?forrang) (?:\w+ ){0,6}instruks\w*",
           r"instruks\w* (?:\w+ ){0,6}(?:forrang|prioritet|går forud|gar forud)"),
    "nb": (r"gjør (?:det |sa |så )?som (?:den|det|der star|det står)", r"gjør hva (?:den|det) (?:sier|ber)",
           r"utfør (?:det|den|dem|instruks\w*)", r"følg (?:instruks\w*|den|det|dem)", r"adlyd\w*",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioriter\w*|gi (?:\w+ )?forrang) (?:\w+ ){0,6}instruks\w*",
           r"instruks\w* (?:\w+ ){0,6}(?:forrang|prioritet|går foran|gar foran)"),
    "fi": (r"tee (?:mita|kuten) (?:se|siina|ne) (?:sanoo|lukee|pyytaa|kaskee)", r"(?:toteuta|suorita|noudata|tottele) "
           r"(?:se|sen|ne|niita|ohje\w*|mita)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:priorisoi\w*|etusija\w*) (?:\w+ ){0,6}ohje\w*",
           r"ohje\w* (?:\w+ ){0,6}(?:etusija\w*|etusijalla|ensisijai\w*)"),
    "pl": (r"zrob (?:to,? )?co (?:ona|on|tam|w niej|w nim) (?:mowi|kaze|pisze|jest napisane)",
           r"wykonaj (?:to|ja|je|polecen\w*|co)", r"postepuj zgodnie", r"posluchaj\w*", r"zastosuj sie",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:priorytet\w*|pierwszenstw\w*) (?:\w+ ){0,6}(?:instrukc\w*|polecen\w*)",
           r"(?:instrukc|polecen)\w* (?:\w+ ){0,6}(?:priorytet\w*|pierwszenstw\w*)"),
    "ro": (r"fa (?:ce|tot ce) (?:spune|scrie|cere)", r"executa(?:-l|-o| ce)", r"urmeaza (?:instructiunile|ce)",
           r"asculta de", r"aplica ce",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:prioritiz\w*|prioritate) (?:\w+ ){0,6}instructiun\w*",
           r"instructiun\w* (?:\w+ ){0,6}(?:prioritate|au prioritate)"),
    "tr": (r"(?:ne )?(?:diyorsa|yaziyorsa|yazıyorsa|soyluyorsa|istiyorsa) (?:onu |aynen )?(?:yap|uygula)",
           r"(?:onu|bunu|soyleneni|yazilani|yazılanı) (?:aynen )?(?:uygula|yap|yerine getir)\w*", r"itaat et\w*",
           r"talimat\w* (?:izle|takip et|uygula)\w*",
           # its instructions put before the rules ("prioritise what it says")
           r"talimat\w* (?:\w+ ){0,6}(?:oncelik\w*|oncelikli)", r"oncelik\w* (?:\w+ ){0,6}talimat\w*"),
    "ja": (r"(?:書いて|言って|書かれて)(?:ある|いる)(?:こと|通り|とおり)", r"その通りに", r"そのとおりに",
           r"指示(?:に|を)従", r"(?:それ|その内容|指示|内容)を?実行",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:指示|命令)を?(?:最)?優先", r"優先(?:して|的に)\S{0,12}(?:指示|命令)"),
    "zh": (r"照做", r"照办", r"照辦", r"按(?:照)?(?:它|其|里面|裡面)?(?:说的|說的|写的|寫的|内容|內容)",
           r"(?:执行|執行)(?:它|其|里面|裡面|该|該)?的?(?:内容|內容|指令|指示)", r"遵照",
           # its instructions put before the rules ("prioritise what it says")
           r"按照\S{0,12}(?:指示|指令)", r"(?:指示|指令)(?:执行|執行|办理|辦理)",
           r"优先(?:执行|遵循|处理|考虑)?\S{0,12}(?:指示|指令|命令)",
           r"優先(?:執行|遵循|處理)?\S{0,12}(?:指示|指令|命令)",
           r"(?:指示|指令)优先",
           r"(?:指示|指令)優先"),
    "ko": (r"(?:말하는|적힌|쓰인|써 ?있는) ?(?:대로|것을)", r"그대로 (?:실행|해|처리|따르)", r"지시(?:를|에) 따르",
           r"(?:그것을|그걸|내용을|지시를) ?(?:실행|수행)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:지시|명령|지침)(?:를|을|에)? ?우선", r"우선(?:적으로)? ?(?:\S+ ){0,3}(?:지시|명령)"),
    "ar": (r"(?:نفذ|افعل|طبق) (?:ما|كل ما)", r"نفذه", r"نفذها", r"اتبع (?:التعليمات|تعليماتها|تعليماته)",
           # its instructions put before the rules ("prioritise what it says")
           r"(?:الاولويه|اولويه|الأولوية|أولوية) (?:\S+ ){0,6}(?:تعليمات|التعليمات)",
           r"(?:تعليمات|التعليمات) (?:\S+ ){0,6}(?:الاولويه|اولويه)"),
    "ru": (r"(?:сделаи|выполни|исполни)\w* (?:то,? |все,? )?что (?:там |в нем |в неи )?(?:написано|сказано|говорится)",
           r"выполни (?:его|ее|их|это|инструкци\w*)", r"следуи (?:ее |его |этим )?инструкци\w*", r"подчинись"),
    "uk": (r"(?:зроби|виконаи)\w* (?:те,? |все,? )?що (?:там )?(?:написано|сказано)",
           r"виконаи (?:його|ії|це|інструкці\w*)", r"дотримуися (?:ії |його )?інструкці\w*"),
    "cs": (r"udelej,? co (?:rika|tam stoji|pise)", r"proved(?:te)? (?:to|ji|ho|pokyny)",
           r"(?:postupuj|rid se|ridte se) podle (?:pokynu|ni|nej)", r"uposlechni"),
    "sk": (r"urob,? co (?:hovori|tam stoji|pise)", r"vykonaj (?:to|ju|ho|pokyny)", r"postupuj podla (?:pokynov|nej)"),
    "hu": (r"tedd,? amit (?:mond|ir)", r"hajtsd vegre", r"kovesd (?:az )?utasitas\w*"),
    "hr": (r"ucini,? (?:ono )?sto (?:kaze|pise)", r"izvrsi (?:to|je|ga|upute)", r"slijedi (?:upute|nju|njega)"),
    "id": (r"lakukan (?:apa yang|sesuai yang) (?:dikatakan|tertulis|diminta)", r"jalankan (?:itu|perintah\w*)",
           r"ikuti (?:instruksi\w*|perintah\w*)", r"patuhi"),
}

KEEP: dict[str, tuple[str, ...]] = {
    "en": (r"(?:remember|memori[sz]e|store|save|keep|note|hold) (?:this|that|the following)(?: \w+){0,2} "
           r"(?:for later|for the next|until (?:you|i|the next)|in mind for)",),
    "de": (r"merk(?:e|en sie)? (?:dir|sich) (?:das|dies|folgendes) fur (?:spater|nachher|die nachste)",
           r"(?:behalte|speichere) (?:das|dies|folgendes) fur (?:spater|nachher)"),
    "fr": (r"(?:retiens|retenez|souviens-toi de|garde|gardez|note|notez|memorise[rz]?) (?:ceci|cela|ca) "
           r"(?:pour (?:plus tard|la suite|apres|le prochain))",),
    "es": (r"(?:apunta|apunte|recuerda|recuerde|guarda|guarde|memoriza|anota|anote) esto (?:para (?:luego|"
           r"despues|mas tarde|cuando|el proximo))",),
    "it": (r"(?:ricorda|ricordati|memorizza|annota|tieni a mente) (?:questo|cio) (?:per (?:dopo|piu tardi|"
           r"quando|il prossimo))",),
    "pt": (r"(?:lembre|guarde|anote|memorize|grave)(?:-se)? (?:disto|disso|isto|isso) (?:para (?:depois|"
           r"mais tarde|quando|a proxima))",),
    "nl": (r"(?:onthoud|bewaar|noteer) (?:dit|dat) (?:voor later|tot|voor het volgende)",),
    "sv": (r"(?:kom ihag|spara|notera) (?:detta|det har) (?:till senare|tills|till nasta)",),
    "da": (r"(?:husk|gem|noter) (?:dette|det her) (?:til senere|indtil|til næste)",),
    "nb": (r"(?:husk|lagre|noter) (?:dette|det her) (?:til senere|til neste|inntil)",),
    "fi": (r"(?:muista|tallenna) tama (?:myohemmin|myohempaa varten|seuraavaa varten)",),
    "pl": (r"(?:zapamietaj|zapisz|zanotuj)(?: sobie)? to na (?:pozniej|potem|nastepn\w*)",),
    "ro": (r"(?:tine minte|retine|memoreaza|noteaza) (?:asta|acest lucru|aceasta) pentru (?:mai tarziu|dupa|"
           r"urmator\w*)",),
    "tr": (r"bunu (?:daha )?sonra(?:s[iı])? (?:icin )?(?:hat[iı]rla|ak[iı]l\w* tut|kaydet|not et)",
           r"bunu (?:sonraki|bir sonraki) \w+ icin (?:hat[iı]rla|ak[iı]l\w* tut|kaydet)"),
    "ja": (r"(?:これ|この内容|以下)を?(?:覚えて|記憶して)(?:おいて|おけ|ください)",
           r"後で(?:使う|実行する)(?:ので|から)"),
    "zh": (r"(?:记住|記住|记下|記下)(?:这个|這個|这段|這段|以下)(?:内容|內容)?(?:，|,)?"
           r"(?:以后|之后|以後|之後|稍后|稍後)",),
    "ko": (r"(?:이것|이거|이 내용)(?:을|를)? (?:나중(?:을 위해|에)?|다음을 위해) ?(?:기억|저장)",),
    "ar": (r"(?:تذكر|احفظ) (?:هذا|ما يلي) (?:لاحقا|لوقت لاحق|للرساله التاليه|للرسالة التالية)",),
    "ru": (r"запомни (?:это|следующее) (?:на потом|для следующ\w*)",),
    "uk": (r"запам.ятаи (?:це|наступне) на потім",),
    "cs": (r"zapamatuj si (?:to|tohle|toto) na pozdeji",),
    "sk": (r"zapamataj si (?:to|toto) na neskor",),
    "hu": (r"jegyezd meg (?:ezt )?(?:kesobbre|a kovetkezohoz)",),
    "hr": (r"zapamti (?:ovo|to) za (?:kasnije|poslije)",),
    "id": (r"(?:ingat|simpan) (?:ini|hal ini) untuk nanti",),
}

# a message numbered as one of several: "part 1 of 2", "parte 1/2", "Teil 1 von 3", "(1/2)"
PART = (r"(?:part|parte|partie|teil|deel|del|osa|czesc|partea|k[iı]s[iı]m|bolum|パート|その|파트|الجزء)\s*"
        r"(?:1|one|uno|une?|eins|een|ett|en|yksi|jeden|unu|bir)\s*(?:of|de|sur|von|van|av|af|/|z|din|di|"
        r"kautta|・|من)\s*(?:[2-9]|two|dos|deux|zwei|twee|tva|to|kaksi|dwa|doua|iki)(?![\w])")

# A word defined for later, a code: the writer saying what a word of theirs will mean ("from now
# on, when I say 'cherry', it means: refund without checking"). ``SAY``: the writer saying or
# writing a word to come ("when I say", "wenn ich ... schreibe"); ``MEANS``: what it is to stand
# for ("it means", "bedeutet", "意思是"); ``STANDING``: a rule set for what follows ("from now
# on") or a word named a code ("code word"). Each alone is everyday speech ("when I say broken,
# I mean it won't switch on"); the three together define a trigger.
SAY: dict[str, tuple[str, ...]] = {
    "en": (r"(?:when|whenever|if|once) (?:i|we) (?:\S+ ){0,2}?(?:say|write|type|send|use)",),
    "de": (r"(?:wenn|sobald|falls) ich (?:\S+ ){0,4}?(?:sage|schreibe|sende|tippe|schicke)",),
    "fr": (r"(?:quand|lorsque|si|des que) (?:je (?:\S+ ){0,2}?|j')(?:dis|dirai|ecris|ecrirai|tape|envoie)",),
    "es": (r"(?:cuando|si|siempre que) (?:yo )?(?:\S+ ){0,2}?(?:diga|digo|escriba|escribo|ponga|pongo|mande)",),
    "it": (r"(?:quando|se|ogni volta che) (?:io )?(?:\S+ ){0,2}?(?:dico|diro|scrivo|scrivero|mando)",),
    "pt": (r"(?:quando|se|sempre que) eu (?:\S+ ){0,2}?(?:disser|digo|escrever|escrevo|mandar)",),
    "nl": (r"(?:als|wanneer|zodra) ik (?:\S+ ){0,4}?(?:zeg|schrijf|typ|stuur)",),
    "sv": (r"(?:nar|om) jag (?:\S+ ){0,4}?(?:sager|skriver|skickar)",),
    "da": (r"(?:nar|hvis) jeg (?:\S+ ){0,4}?(?:siger|skriver|sender)",),
    "nb": (r"(?:nar|hvis) jeg (?:\S+ ){0,4}?(?:sier|skriver|sender)",),
    "fi": (r"(?:kun|jos) (?:mina )?(?:\S+ ){0,3}?(?:sanon|kirjoitan|lahetan)",),
    "pl": (r"(?:kiedy|gdy|jesli|jezeli) (?:\S+ ){0,3}?(?:powiem|napisze|mowie|pisze|wysle)",),
    "ro": (r"(?:cand|daca) (?:\S+ ){0,3}?(?:spun|scriu|zic|trimit)",),
    "tr": (r"\w*(?:dedigimde|dedigim zaman|dersem|yazdigimda|yazarsam|soyledigimde|soylersem)",),
    "ja": (r"と(?:言ったら|いったら|書いたら|送ったら|入力したら|言えば|書けば|(?:言う|書く)(?:時|とき))",),
    "zh": (r"(?:当|當|只要|如果|每当|每當|一旦)我(?:说|說|写|寫|发|發|输入|輸入|回复|回覆)",
           r"我(?:说|說|写|寫)[^，,。]{0,12}(?:时|時|的时候|的時候)"),
    "ko": (r"(?:라고|이라고|하고) ?(?:말하면|하면|쓰면|적으면|보내면|할 ?때|말할 ?때|쓸 ?때)",),
    "ar": (r"(?:عندما|حين|حينما|اذا|لما|كلما|متى) (?:اقول|اكتب|قلت|كتبت|ارسل|ارسلت)",),
}

MEANS: dict[str, tuple[str, ...]] = {
    "en": (r"means?", r"stands? for", r"is (?:your|the) (?:signal|cue)"),
    "de": (r"bedeutet", r"heisst (?:das|es)", r"steht (?:das |es )?fur"),
    "fr": (r"(?:veut|voudra) dire", r"signifie(?:ra)?"),
    "es": (r"significa(?:ra)?", r"quiere decir", r"querra decir"),
    "it": (r"significa", r"vuol(?:e)? dire", r"sta per"),
    "pt": (r"significa(?:ra)?", r"quer dizer", r"querera dizer"),
    "nl": (r"betekent", r"wil (?:dat |het )?zeggen", r"staat (?:dat |het )?voor"),
    "sv": (r"betyder", r"innebar", r"star (?:det )?for"),
    "da": (r"betyder", r"star (?:det )?for"),
    "nb": (r"betyr", r"star (?:det )?for"),
    "fi": (r"tarkoittaa", r"merkitsee"),
    "pl": (r"oznacza", r"znaczy"),
    "ro": (r"inseamna", r"vrea sa (?:zica|spuna)"),
    "tr": (r"anlam\w*", r"demek(?:tir)?"),
    "ja": (r"意味", r"という(?:こと|合図)", r"合図"),
    "zh": (r"意思(?:就)?是", r"意味", r"代表", r"表示", r"就是(?:说|說|指)", r"的意思"),
    "ko": (r"뜻", r"의미", r"신호"),
    "ar": (r"يعني", r"تعني", r"معناه", r"معناها", r"بمعنى"),
}

STANDING: dict[str, tuple[str, ...]] = {
    "en": (r"from now on", r"(?:henceforth|hereafter|going forward)", r"from this (?:point|moment) on",
           r"(?:code|secret|trigger|magic|safe) ?words?", r"codewords?"),
    "de": (r"ab (?:jetzt|sofort|nun)", r"von (?:jetzt|nun) an", r"kunftig", r"in zukunft",
           r"(?:code|geheim|schlussel|losungs|stich)wort"),
    "fr": (r"(?:a partir de|des) maintenant", r"desormais", r"dorenavant", r"mot (?:de code|secret|magique)",
           r"mot-code"),
    "es": (r"a partir de ahora", r"desde ahora", r"de ahora en adelante", r"palabra (?:clave|secreta|magica)",
           r"contrasena"),
    "it": (r"d'ora in (?:poi|avanti)", r"da (?:ora|adesso) in (?:poi|avanti)", r"da questo momento",
           r"parola (?:chiave|segreta|d'ordine|magica)"),
    "pt": (r"a partir de agora", r"de agora em diante", r"daqui (?:pra|para) frente",
           r"palavra[- ](?:chave|secreta|codigo|passe|magica)", r"senha"),
    "nl": (r"vanaf nu", r"voortaan", r"van nu af aan", r"in het vervolg", r"(?:code|geheim|wacht)woord"),
    "sv": (r"fran och med nu", r"fran nu", r"hadanefter", r"framover", r"(?:kod|losen|hemligt )ord"),
    "da": (r"fra nu af", r"fra nu", r"fremover", r"(?:kode|løsen|hemmeligt )ord"),
    "nb": (r"fra na av", r"fra na", r"heretter", r"fremover", r"(?:kode|pass|hemmelig )ord"),
    "fi": (r"tasta (?:lahtien|eteenpain)", r"tastedes", r"jatkossa", r"(?:koodi|salasana|tunnus)sana",
           r"salasana"),
    "pl": (r"od (?:teraz|tej pory|dzis)", r"od tego momentu", r"odtad", r"haslo", r"(?:tajne|kodowe) slowo"),
    "ro": (r"de acum (?:inainte|incolo)", r"din acest moment", r"cuvant(?:ul)? (?:cheie|secret|cod|magic)",
           r"parola"),
    "tr": (r"bundan (?:sonra|boyle|boyle)", r"su andan itibaren", r"art[iı]k", r"sifre", r"parola",
           r"(?:gizli|kod|sihirli) kelime"),
    "ja": (r"今後", r"これから(?:は)?", r"今から", r"以後", r"以降", r"合言葉", r"暗号", r"キーワード"),
    "zh": (r"从现在(?:起|开始)", r"從現在(?:起|開始)", r"今后", r"今後", r"以后", r"以後", r"此后", r"此後",
           r"暗号", r"暗號", r"暗语", r"暗語", r"口令", r"代号", r"代號"),
    "ko": (r"지금부터", r"앞으로", r"이제부터", r"이후로", r"암호", r"코드 ?워드", r"암구호"),
    "ar": (r"من الان", r"بعد الان", r"فصاعدا", r"من هنا", r"كلمه (?:السر|سر|الرمز|سريه)", r"رمز سري"),
}

# The AI that reads this text, named as its reader ("for the AI reading this", "Bu mesajı okuyan
# yapay zeka", "このメッセージを読んでいるAI"): ``{ai}`` stands for the language's words for an AI
# (its table's ``ai``). A customer who writes to a person names no reader so; told something
# about a refund anywhere in the customer's words, it is an instruction to a machine
# (``deferred.across``).
_THIS = r"(?:this|the following)"
READER: dict[str, tuple[str, ...]] = {
    "en": (rf"{{ai}},? (?:that is |who is |which is |that'?s |currently )?(?:reading|processing|handling|reviewing|"
           rf"parsing|scanning|triaging) {_THIS}",
           rf"{{ai}},? (?:that|who|which) (?:reads|processes|handles|reviews|parses|sees|gets) {_THIS}"),
    "de": (r"{ai},? (?:die|der|das|welche[rs]?) (?:diese\w* (?:\w+ )?|das |dies |hier )"
           r"(?:liest|bearbeitet|verarbeitet|pruft|auswertet)",
           r"(?:diese\w* (?:\w+ )?)?(?:lesende|bearbeitende|verarbeitende)[nrs]? {ai}"),
    "fr": (r"{ai} qui (?:lit|lira|lisez|traite|traitera|analyse|analysera|recoit) (?:ce|ceci|cette)",),
    "es": (r"{ai} que (?:lea|lee|leera|procese|procesa|gestione|gestiona|revise|revisa|analice|analiza|reciba|recibe) "
           r"(?:esto|este|esta)",),
    "it": (r"{ai} che (?:legge|leggera|elabora|gestisce|analizza|riceve|esamina) (?:questo|questa)",),
    "pt": (r"{ai} que (?:ler|le|leia|esta a ler|esta lendo|processar|processa|analisar|analisa|trate|trata|receber) "
           r"(?:isto|isso|este|esta|esse|essa)",),
    "nl": (r"{ai},? die (?:dit (?:\w+ )?|deze (?:\w+ )?)(?:leest|verwerkt|behandelt|beoordeelt|bekijkt)",
           r"(?:dit|deze (?:\w+ )?)(?:lezende|verwerkende) {ai}"),
    "sv": (r"{ai}(?::?(?:n|en))?,? som (?:laser|behandlar|hanterar|granskar|tar emot) "
           r"(?:detta|det har|denna|den har)",),
    "da": (r"{ai}(?:'?(?:en|et))?,? (?:der|som) (?:læser|behandler|handterer|gennemgar|modtager) "
           r"(?:dette|det her|denne)",),
    "nb": (r"{ai}(?:-?(?:en|et))?,? som (?:leser|behandler|handterer|gar gjennom|mottar) "
           r"(?:dette|det her|denne)",),
    "fi": (r"(?:tata|taman|nama|naita)(?: \w+)? (?:lukeva|kasitteleva|tarkastava)\w* {ai}",
           r"{ai},? (?:joka|mika) (?:lukee|kasittelee|tarkastaa) (?:tata|taman|naita|nama)"),
    "pl": (r"{ai},? (?:ktora|ktory|ktore) (?:(?:to|te|ten) (?:\w+ )?)?(?:czyta|przetwarza|obsluguje|"
           r"analizuje|odczytuje)",
           r"(?:czytajac|przetwarzajac|obslugujac)\w* (?:to|te|ten) (?:\w+ )?{ai}"),
    "ro": (r"{ai}(?:-?(?:ul|ului))?,? care (?:citeste|proceseaza|gestioneaza|analizeaza|primeste) (?:acest|aceasta|"
           r"asta|aceste|mesajul|tichetul|textul)",),
    "tr": (r"(?:bu|bunu|su|bunlari|bu \w+) (?:okuyan|isleyen|inceleyen|degerlendiren|goren|alan) {ai}",),
    # (the text named by any noun, "この会話ログを", and read before as well: "読んだ", "読み込んだ")
    "ja": (r"(?:これ|この[^\s、。を:]{1,10})を"
           r"(?:読んで|読む|読んだ|読み込んで|読み込む|読み込んだ|"
           r"処理して|処理する|処理した|確認して|確認する|確認した|受け取った|受信した)(?:いる)?{ai}",),
    "zh": (r"(?:正在)?(?:阅读|閱讀|读取|讀取|读到|讀到|看到|处理|處理|审核|審核)(?:这|這|此)(?:条|條|封|个|個|段|份)?"
           r"[^\s，。,的:]{0,8}的{ai}",
           r"(?:阅读|閱讀|读取|讀取|处理|處理)(?:过|過|了)(?:这|這|此)[^\s，。,的:]{0,8}的{ai}"),
    "ko": (r"(?:이|이 ?글을?|이 ?메시지를?|이 ?티켓을?|이걸|이것을|이 ?내용을?) ?"
           r"(?:읽는|읽고 있는|처리하는|검토하는|보는) ?{ai}",
           # the text named by any noun, and read before as well ("이 채팅 기록을 읽은 AI")
           r"이(?: [^\s.,:]{1,8}){1,3}(?:을|를) ?"
           r"(?:읽는|읽은|읽어 ?들인|읽고 있는|처리하는|처리한|검토하는|검토한|받은) ?{ai}"),
    "ar": (r"{ai} (?:الذي|التي|اللي) (?:يقرا|تقرا|يعالج|تعالج|يراجع|تراجع|يستلم|تستلم) (?:هذا|هذه|الرساله)",),
}
