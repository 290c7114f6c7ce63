"""The return or the refund given up in the customer's own idiom, per covered language: more of
each table's ``withdrawn`` (``tables.Patterns``), beside ``afterall.CALLED_OFF``. Two forms,
written from how each is said, never from a corpus's ticket:

- ``GIVEN_UP``: the return or refund renounced by its own noun ("I've decided against the
  return", "ich verzichte auf die Rückgabe", "je renonce au remboursement", "rezygnuję ze
  zwrotu", "iadeden vazgeçtim", "返品はもう結構です"), or no longer wanted ("I don't want to
  return it any more", "je ne souhaite plus le retourner", "nie chcę go już zwracać", "artık
  iade etmek istemiyorum"): the words hold the refund's own word, so it asks nothing
  (``reading._unasked_inside_withdrawal``). A plain "not" is no withdrawal here ("I don't want
  to return it, send me a new lid": a wish for another remedy); "no longer", "any more" is;
- ``GONE``: the fault said gone by itself ("the smell has gone", "der Geruch ist verflogen",
  "la odeur a disparu", "koku geçti", "においが消えた"): the thing is fine after all. The
  complaint's word inside it is no complaint (``reading``), and a fault told outside it ("the
  smell went away but the stain is still there") keeps the line complained of
  (``preference.faulty_beside``).

None is read negated ("I haven't given up the return", "the smell hasn't gone"). Fragments
as ``text.fold`` leaves text (accents off; "ı", "ł", "æ", "ø" kept).
"""

from __future__ import annotations

# the return's and the refund's own nouns (with an article or a possessive where one is needed)
_EN = r"(?:the|my|this|a) (?:return|refund|money back)(?: request)?"
_DE = (r"(?:die|den|das|meine|meinen|eine|einen) (?:ruckgabe|rucksendung|retoure|erstattung|ruckerstattung"
       r"|ruckzahlung)")
_FR = r"(?:au|a la|a mon|a ma|a ce) (?:retour|remboursement|renvoi|demande de (?:retour|remboursement))"
_ES = r"(?:de la|del|a la|al) (?:devolucion|reembolso)"
_IT = r"(?:al|alla|a) (?:reso|rimborso|restituzione)"
_PT = r"(?:da|do|a|ao) (?:devolucao|reembolso)"
_NL = r"(?:de|het|mijn) (?:retour\w*|terugbetaling|terugzending|restitutie)"
_NORDIC = r"(?:returen|returneringen|returnering|aterbetalningen|refusionen|refusjonen|tilbagebetalingen" \
          r"|tilbakebetalingen)"

GIVEN_UP: dict[str, tuple[str, ...]] = {
    "en": (rf"(?<!n't )(?<!not )(?:decided|decide|chose|choose) against {_EN}",
           rf"(?:changed|change) (?:my|our) minds? (?:about|on|regarding|over) {_EN}",
           rf"(?<!n't )(?<!not )(?:give|gave|giving|given) up (?:on )?{_EN}",
           rf"(?:i'?ll|i will|i'?m going to|i am going to|let'?s|i'?d rather|i want to) (?:just )?(?:drop|skip"
           rf"|forgo|forget about|withdraw) {_EN}",
           rf"(?:i'?m|i am) (?:dropping|withdrawing|skipping) {_EN}",
           r"no longer (?:want|need|wish) to (?:return|send back) (?:it|them)",
           r"(?:don'?t|do not) (?:want|need|wish) to (?:return|send back) (?:it|them)(?: back)?"
           r" (?:any ?more|any longer)"),
    "de": (rf"(?<!nicht )verzicht\w* (?:\w+ )?auf {_DE}",
           rf"(?:ziehe|ziehen) {_DE} zuruck",
           r"(?:mochte|will|muss|werde|wurde) (?:ihn|sie|es|das \w+|den \w+|die \w+) (?:doch |also |jetzt )?"
           r"(?:nicht mehr|nicht langer) (?:zuruckgeben|zurucksenden|zuruckschicken|retournieren)",
           r"(?:mochte|will|brauche) (?:doch |jetzt )?(?:keine|keinen) (?:ruckgabe|rucksendung|retoure|erstattung"
           r"|ruckerstattung) mehr"),
    "fr": (rf"(?<!pas )(?<!ne )renonc\w* {_FR}",
           r"ne (?:veux|souhaite|desire|compte|vais) plus (?:le |la |les |l')?(?:retourner|renvoyer|rendre"
           r"|etre rembourse\w*|me faire rembourser)",
           r"(?:je )?n'ai plus besoin (?:du|de) (?:retour|remboursement)"),
    "es": (rf"(?<!no )desist\w* {_ES}", rf"(?<!no )renunci\w* {_ES}",
           r"ya no (?:la |lo |las |los )?(?:quiero|deseo|necesito|voy a) (?:devolver\w*|el reembolso|la devolucion)"),
    "it": (rf"(?<!non )rinunci\w* {_IT}",
           r"non (?:lo |la |li |le )?(?:voglio|desidero|devo) piu (?:restituir\w*|render\w*|rimandar\w*"
           r"|rispedir\w*|il reso|il rimborso)"),
    "pt": (rf"(?<!nao )desist\w* {_PT}", rf"(?<!nao )abdic\w* {_PT}",
           r"(?:ja nao (?:o |a |os |as )?(?:quero|pretendo|preciso)(?: de)?|nao (?:o |a |os |as )?(?:quero"
           r"|pretendo|preciso) mais(?: de)?) (?:devolve\S*|devolver|enviar de volta|o reembolso|reembolso"
           r"|a devolucao)"),
    "nl": (rf"(?<!niet )(?:zie|zien) (?:ik |we )?(?:toch )?af van {_NL}",
           r"(?:wil|hoef|ga|wilde) (?:het|hem|ze|die|dat) (?:toch )?niet meer (?:te )?(?:retourneren|terugsturen"
           r"|terugbrengen|terug te sturen)"),
    "sv": (rf"(?<!inte )avstar (?:fran )?{_NORDIC}", rf"(?:skippar|struntar i|slopar) {_NORDIC}",
           r"vill inte langre (?:returnera|skicka tillbaka)",
           r"vill inte (?:returnera|skicka tillbaka) (?:den|det|dem|\w+n) (?:langre|langer)"),
    "da": (rf"(?<!ikke )(?:dropper|springer over|giver afkald pa|gi'r afkald pa) {_NORDIC}",
           r"vil (?:alligevel )?ikke (?:l[æa]ngere|mere) (?:returnere|sende \w+ retur|sende \w+ tilbage)",
           r"vil ikke (?:returnere|sende) (?:den|det|dem) (?:retur |tilbage )?(?:l[æa]ngere|mere)"),
    "nb": (rf"(?<!ikke )(?:dropper|hopper over|gir avkall pa) {_NORDIC}",
           r"vil (?:likevel )?ikke (?:lenger|mer) (?:returnere|sende \w+ (?:i )?retur|sende \w+ tilbake)",
           r"vil ikke (?:returnere|sende) (?:den|det|dem) (?:i retur |tilbake )?(?:lenger|mer)"),
    "fi": (r"luovu\w* (?:\w+ )?(?:palautuksesta|hyvityksesta|rahojen palautuksesta)",
           r"en (?:halua|tarvitse|aio) enaa (?:\w+ )?(?:palauttaa|palautusta|hyvitysta|lahettaa \w+ takaisin)",
           r"en (?:halua|tarvitse|aio) (?:palauttaa|lahettaa) (?:\w+ )?(?:takaisin )?enaa"),
    "pl": (r"(?<!nie )rezygnuj\w* (?:ze|z) (?:zwrotu|reklamacji|odes[lł]ania)",
           r"(?:juz nie (?:chce|potrzebuje|zamierzam)|nie (?:chce|potrzebuje|zamierzam) (?:\w+ )?juz) (?:\w+ )?"
           r"(?:zwraca[cć]|zwr[oó]ci[cć]|odsy[lł]a[cć]|odes[lł]a[cć]|zwrotu)"),
    "ro": (r"(?<!nu )renunt\w* (?:la )?(?:retur\w*|rambursar\w*|returnar\w*)",
           r"nu mai (?:vreau|doresc|e nevoie) (?:sa (?:il |o |le |i )?|sa-l |sa-o |sa-i )?(?:returnez|trimit inapoi"
           r"|retur\w*|rambursar\w*)"),
    "tr": (r"iade\w* (?:talebimden |isleminden |isteginden |etmekten )?vazgec(?:tim|tik|iyorum|tim art[iı]k)",
           r"vazgec(?:tim|tik|iyorum) iade\w*",
           r"art[iı]k iade (?:etmek|istemek) istemiyorum", r"iade (?:etmek )?istemiyorum art[iı]k",
           r"iade\w* (?:etmeye |etmeme )?gerek (?:yok|kalmad[iı]) art[iı]k"),
    "ja": (r"(?:返品|返金|返送)(?:は|の方は|の件は)(?:もう)?(?:結構|大丈夫|不要|いいです|いりません|やめ|取りやめ|見送)"
           r"(?:です|ます|にします)?(?![かの])",),
    "ko": (r"(?:반품|환불|반송)(?:은|는|을|를)? ?(?:안 하고|안 해도 (?:돼|될|괜찮)|필요 없|안 할래|괜찮아요|괜찮습니다"
           r"|됐어요|됐습니다|포기)",),
    "zh": (r"(?:退货|退款)(?:就|也)?(?:算了|不用了|不要了|不需要了|不办了)", r"不(?:想|打算|需要)(?:退货|退款)了"),
    "ar": (r"(?:تراجعت|عدلت|تنازلت|اتنازل|اتراجع|اعدل) عن (?:طلب )?(?:الارجاع|الاسترجاع|الاسترداد|المرتجع|الاعاده)",
           r"لم (?:اعد|تعد) (?:اريد|ارغب في|بحاجه الى) (?:ارجاع\w*|استرجاع\w*|استرداد\w*|اعادت\w*)",
           r"لا (?:اريد|ارغب في) (?:ارجاع\w*|استرجاع\w*|اعادت\w*|الاسترجاع|الارجاع) بعد الان"),
}

# the fault gone by itself: the symptom's noun, then a verb of it going (never negated)
GONE: dict[str, tuple[str, ...]] = {
    "en": (r"(?:the )?(?:smell|odou?r|stink|noise|squeak\w*|rattl\w*|buzz\w*|stain|mark|error|fault|glitch)s? "
           r"(?:has |have |had |is |are )?(?:completely |totally |now |finally |all )?(?:gone|went away"
           r"|faded|disappeared|vanished|stopped|cleared|wore off|worn off|come out|came out)",),
    "de": (r"(?:der|die|das) (?:geruch|gestank|gerausch|quietschen|klappern|fleck|fehler)"
           r" (?:ist|hat sich) (?:jetzt |nun |inzwischen |komplett |ganz |vollig )*(?:weg|verflogen"
           r"|verschwunden|raus|verzogen|gelegt)",),
    "fr": (r"(?:l'|le |la )(?:odeur|bruit|tache|grincement|erreur) (?:a |est )(?:completement |totalement "
           r"|enfin |bien )?(?:disparu\w*|partie?|passee?|parti)",),
    "es": (r"(?:el|la) (?:olor|ruido|mancha|chirrido|error) (?:se (?:ha )?fue|se ha ido|ha desaparecido"
           r"|desaparecio|se quito|se ha quitado|se paso)",),
    "it": (r"(?:l'|il |la )(?:odore|puzza|rumore|macchia|cigolio|errore) (?:e |se ne e )(?:completamente "
           r"|del tutto )?(?:sparit\w|andat\w via|passat\w|andat\w)",),
    "pt": (r"(?:o|a) (?:cheiro|odor|barulho|ruido|mancha|erro) (?:ja )?(?:desapareceu|passou|saiu|sumiu|foi embora)",),
    "nl": (r"(?:de|het) (?:geur|stank|lucht|geluid|piep\w*|vlek|fout) is (?:nu |helemaal |volledig |inmiddels )*"
           r"(?:weg|verdwenen|verdampt)",),
    "sv": (r"(?:lukten|stanken|ljudet|oljudet|flacken|felet) (?:har |ar )?(?:nu |helt |forsvunnit |borta )*"
           r"(?:forsvunnit|borta|gatt bort|gatt ur)",),
    "da": (r"(?:lugten|stanken|lyden|pletten|fejlen) (?:er |har )?(?:nu |helt |forsvundet )*(?:v[æa]k|forsvundet"
           r"|g[åa]et v[æa]k)",),
    "nb": (r"(?:lukten|stanken|lyden|flekken|feilen) (?:er |har )?(?:na |helt )*(?:borte|forsvunnet|gatt bort"
           r"|gatt over)",),
    "fi": (r"(?:haju|lemu|haju on|aani|tahra|vika)(?: on)? (?:nyt |kokonaan |jo )*(?:poissa|haihtunut|kadonnut"
           r"|havinnyt|lahtenyt|haihtui|katosi|havisi|lahti)",),
    "pl": (r"(?:zapach|smrod|odor|halas|dzwiek|plama|blad) (?:juz |calkiem |zupelnie |calkowicie )*"
           r"(?:znikn[aą][lł]\w*|ulotni[lł]\w*|wywietrza[lł]\w*|zesz[lł]a|przesz[lł]\w*|min[aą][lł]\w*)",),
    "ro": (r"(?:mirosul|zgomotul|pata|eroarea) (?:a |s-a )?(?:disparut|trecut|dus|iesit)",),
    "tr": (r"(?:koku\w*|ses\w*|leke\w*|hata\w*) (?:tamamen |art[iı]k |hep |da )*(?:gecti|gitti|kayboldu|kalmad[iı]"
           r"|ucup gitti|c[iı]kt[iı]|yok oldu)",),
    "ja": (r"(?:におい|匂い|臭い|ニオイ|音|シミ|汚れ|エラー)(?:は|が|も)(?:もう|すっかり|完全に|だいぶ)?"
           r"(?:消え|なくなり|なくなっ|取れ|抜け|しなくな|止ま|おさま|収ま)",),
    "ko": (r"(?:냄새|소음|소리|얼룩|오류|에러)(?:가|는|도)? ?(?:완전히 |다 |이제 )?(?:없어졌|사라졌|빠졌|빠져서|지워졌"
           r"|안 나|멈췄)",),
    "zh": (r"(?:味道|气味|异味|臭味|噪音|声音|污渍|污点|错误)(?:已经|都|也|完全|全)*(?:散了|没了|消失了|不见了|去掉了"
           r"|散掉了|洗掉了|没有了)",),
    "ar": (r"(?:الرايحه|الصوت|الضجيج|البقعه|الخطا) (?:قد )?(?:اختفت|اختفى|زالت|زال|راحت|راح|ذهبت|ذهب)",
           r"(?:اختفت|اختفى|زالت|زال|راحت|ذهبت) (?:الرايحه|البقعه|الضجيج)",
           r"لم (?:يعد|تعد) (?:هناك |هنالك )?(?:اي )?(?:رايحه|صوت|ضجيج|بقعه)"),
}
