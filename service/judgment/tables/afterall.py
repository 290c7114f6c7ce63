"""A complaint withdrawn in a later word, in the customer's own idiom, per covered language.
Three forms, written from how each is said, never from a corpus's ticket:

- ``TURNED_UP``: the parcel said missing turned up with someone or somewhere: a neighbour, the
  building's reception or porter, a member of the household had taken it in or fetched it from
  a locker ("my son had picked it up from the locker", "naboen havde den taget ind", "隣の人が
  受け取っていました"), it "was at reception", the finding said alone ("Retrouvé !",
  "Encontrei,", "Löytyi"). Read in a later comment only (``payback.found_cheaper``, beside
  ``changed``): in the first one it tells where the parcel was ("it lay in the locker by the
  radiator and melted");
- ``CALLED_OFF``: the return cancelled ("cancel the return please", "İadeyi iptal edin"): more of
  each table's ``withdrawn`` (``tables.Patterns``), so an agent's offer is refused by it too;
- ``NOT_SENT_BACK``: the thing not to be sent back ("I won't send it back", "kargoya
  vermeyeceğim", "ese no lo devuelvo"): it stays with the customer, more of each table's
  ``kept``; never a return asked (``actions.returned``), and beside a share asked ("half back?
  I won't send it back") the share stands.

None is read negated ("don't cancel the return", "the neighbour never took it in"), nor where the
sending back waits on something ("I won't send it back until you send a label"). A household
word needs its possessive ("my husband", "mannen min"): "a man took it" says nothing of it.
Said beside a fault ("the neighbour had it but it's broken"), a withdrawal ends nothing and keeps
no line (``reading``, ``preference.faulty_beside``). Fragments as ``text.fold`` leaves text.
"""

from __future__ import annotations

# ----- who took the parcel in, where it waited ---------------------------------------------------
_EN_NEAR = (r"neighbou?rs?|next door|concierge|doorman|porter|caretaker|receptionist|reception|front desk"
            r"|building manager|landlord|landlady|housemate|flatmate|roommate")
_EN_KIN = (r"husband|wife|partner|boyfriend|girlfriend|son|daughter|kids?|mum|mom|mother|dad|father|brother"
           r"|sister|family|colleague")
_EN_PLACE = (r"reception|front desk|concierge|porter'?s? lodge|porters'? lodge|mail ?room|post ?room"
             r"|parcel (?:locker|box|room|shop)|locker|neighbou?r'?s?|next door|pick-?up point|lobby")
_DE_NEAR = r"nachbar\w*|hausmeister\w*|concierge|pfortner\w*|rezeption|empfang|mitbewohner\w*"
_DE_KIN = (r"mann|frau|partner\w*|freund\w*|sohn|tochter|mutter|vater|mama|papa|bruder|schwester|kolleg\w*"
           r"|familie|kinder")
_DE_PLACE = (r"nachbar\w*|rezeption|empfang|concierge|hausmeister\w*|packstation|paketbox|paketkasten|paketshop"
             r"|paketstation|postfiliale|poststelle|pfortner\w*|hauseingang|treppenhaus")
_FR_WHO = (r"voisin\w*|gardien\w*|concierge|accueil|reception|mari|femme|conjoint\w*|compagn\w*|fils|fille"
           r"|enfants?|mere|pere|frere|soeur|coloc\w*|collegue|famille|maman|papa")
_ES_WHO = (r"vecin\w*|portero|portera|conserje|recepcion|marido|mujer|esposo|esposa|pareja|novi[oa]|hij[oa]s?"
           r"|madre|padre|mama|papa|herman[oa]s?|companer\w*|familia")
_IT_WHO = (r"vicin[oaie]|portiere|portinai[oa]|reception|marito|moglie|compagn[oa]|ragazz[oa]|figli[oa]?"
           r"|madre|padre|mamma|papa|fratello|sorella|coinquilin[oaie]|collega|famiglia")
_PT_WHO = (r"vizinh\w*|porteir\w*|zelador\w*|rececao|recepcao|portaria|marido|mulher|esposa|esposo"
           r"|companheir\w*|namorad\w*|filh[oa]s?|mae|pai|irma[o]?|colega|familia")
_NL_NEAR = r"buurman|buurvrouw|buren|buurjongen|buurmeisje|portier|receptie|concierge|huisgeno\w*"
_NL_KIN = r"man|vrouw|partner|vriend|vriendin|zoon|dochter|moeder|vader|mama|papa|broer|zus|collega"
_SV_NEAR = r"grann\w*|receptionen|vaktmastar\w*|vaktmastare|portier\w*|concierge"
_SV_KIN = (r"man|fru|sambo|partner|pojkvan|flickvan|son|dotter|mamma|pappa|bror|syster|rumskamrat|kollega"
           r"|familj")
_DA_NEAR = r"nabo\w*|genbo\w*|receptionen|vicev[æa]rt\w*|portner\w*|concierge"
_DA_KIN = r"mand|kone|k[æa]reste|partner|s[øo]n|datter|mor|far|bror|s[øo]ster|samlever|kollega|familie"
_NB_NEAR = r"nabo\w*|resepsjon\w*|vaktmester\w*|portner\w*|concierge"
_NB_KIN = (r"mann(?:en)?|kona|kone|samboer\w*|kj[æa]reste\w*|partner\w*|s[øo]nn(?:en)?|datter(?:en)?|mor|far"
           r"|bror(?:en)?|s[øo]ster(?:en)?|kollega\w*|familie\w*")
_FI_WHO = (r"naapuri\w*|talonmie\w*|mieheni|vaimoni|puolisoni|poikani|tyttareni|aitini|isani|veljeni|siskoni"
           r"|kumppanini|avomieheni|avovaimoni|kollegani|perheeni|kamppikseni|perhe")
_PL_WHO = (r"s[aą]siad\w*|portier\w*|recepcj\w*|dozorc\w*|m[aą][zż]|[zż]ona|syn|c[oó]rka|mama|tata|brat"
           r"|siostra|partner\w*|ch[lł]opak|dziewczyna|wsp[oó][lł]lokator\w*|kolega|kole[zż]anka|rodzina")
_RO_WHO = (r"vecin\w*|portar\w*|administrator\w*|sotul|sotia|fiul|fiica|mama|tata|fratele|sora|partenerul"
           r"|partenera|colegul|colega|familia")
_TR_WHO = (r"komsu\w*|kap[iı]c[iı]\w*|resepsiyon\w*|yonetim\w*|esim|kocam|kar[iı]m"
           r"|oglum|k[iı]z[iı]m|annem|babam|kardesim|ev arkadas[iı]m|ailem|is arkadas[iı]m")

# ----- the return called off (the guards: not negated, not waiting on something) -----------
_EN_WAITS = r"(?! (?:until|unless|before|without|if|at my|at our|for free|myself|by|till))"

# the parcel turned up (a later comment only: ``payback.found_cheaper``)
TURNED_UP: dict[str, tuple[str, ...]] = {
    "en": (rf"(?:my|our|the) (?:{_EN_NEAR}|{_EN_KIN})(?: (?:had|has|must have|already|just)){{0,2}} (?:taken"
           r"|took|picked|collected|signed for|grabbed|received|accepted|kept) (?:it|them|the (?:parcel|package"
           r"|delivery|box|order))(?: (?:in|up|for (?:me|us)))?(?! back)",
           rf"(?<!says )(?<!said )(?<!that )(?:it|they|the (?:parcel|package|box|delivery))(?: was| were|'d been"
           rf"| had been)(?: (?:left|sitting|waiting|delivered))? (?:at|in|with|by) (?:the |my |our |a )?"
           rf"(?:building'?s? |downstairs )?(?:{_EN_PLACE})(?![^.!?]{{0,60}}(?:n't|\bnot\b|\bnever\b|\bempty\b))",),
    "de": (rf"(?:mein|meine|unser|unsere) (?:{_DE_NEAR}|{_DE_KIN}) (?:hatte|hat|hatten|haben)"
           r"(?: (?!nicht\b|nie\b|kein)\w+){0,5} (?:angenommen|entgegengenommen|mitgenommen|abgeholt|geholt"
           r"|reingeholt|reingenommen|aufbewahrt|eingesteckt)",
           rf"(?:der|die|den) (?:{_DE_NEAR}) (?:hatte|hat|hatten|haben)(?: (?!nicht\b|nie\b|kein)\w+){{0,5}}"
           r" (?:angenommen|entgegengenommen|mitgenommen|abgeholt|geholt|reingeholt|aufbewahrt)",
           r"(?:es|er|sie|das paket|die sendung|die lieferung|der karton) (?:war|lag|stand|wartete)"
           r"(?: (?!nicht\b|nie\b)\w+){0,3} (?:beim|bei der|bei den|bei meinem|bei meiner|bei unserem"
           rf"|bei unserer|an der|am|im|in der|in meiner|in unserer|unten am|unten im)(?: \w+)? (?:{_DE_PLACE})",
           r"(?:hab|habe)'?s (?:doch |jetzt |endlich )?gefunden",
           r"(?:ist|sind) (?:doch |wieder |jetzt )?aufgetaucht",),
    "fr": (rf"(?:mon|ma|mes|le|la|les|notre|nos) (?:{_FR_WHO}) (?:qui )?(?:l'|les |me l'|nous l')?(?:a|avait"
           r"|avaient|ont) (?:deja )?(?:receptionne|recupere|pris|garde|recu|signe|ramasse|rentre|retire"
           r"|cherche)\w*",
           r"(?:il|elle|ils|elles|le colis|la commande|le paquet) (?:etait|etaient|attendait|se trouvait"
           r"|avait ete depose\w*|avait ete livre\w*) (?:tout simplement |en fait |bien |juste )?(?:chez (?:le |la "
           r"|les |mon |ma |mes )?(?:voisin\w*|gardien\w*|concierge)|a l'accueil|a la (?:loge|reception|consigne"
           r"|conciergerie)|au (?:point relais|relais|casier|locker|bureau de poste|gardien)|dans (?:le|la|un"
           r"|une|mon|ma) (?:casier|consigne|locker|boite aux lettres|local|hall))",
           r"(?<!pas )(?<!jamais )retrouve(?:e|s|es)?(?= ?[,!.]| ?$)",),
    "es": (rf"(?:mi|mis|el|la|los|las|nuestr[oa]s?) (?:{_ES_WHO}) (?:lo|la|los|las) (?:(?:habia|habian|ha|han)"
           r" )?(?:recogido|recogio|recogieron|sacado|saco|sacaron|cogido|cogio|guardado|guardo|recibido|recibio"
           r"|tenia|tenian)",
           r"(?:lo|la|los|las) (?:habia |habian )?(?:recogido|recogio|sacado|saco|guardado|guardo|recibido|recibio)"
           rf" (?:el |la |mi |los |mis )(?:{_ES_WHO})",
           r"(?:estaba|estaban) (?:en (?:el |la )?(?:casillero|taquilla|buzon|locker|punto de recogida|recepcion"
           r"|conserjeria|porteria)|en casa (?:de (?:la |el |mi |los |las )?|del )(?:vecin\w*|portero|portera))",),
    "it": (rf"(?:mio|mia|miei|mie|il|la|lo|i|le|nostro|nostra) (?:{_IT_WHO}) (?:l'|li |le |lo |la )?(?:aveva|ha"
           r"|hanno|avevano) (?:gia )?(?:pres|ritirat|ricevut|tenut|raccolt|recuperat|firmat|portat)[oaie]",
           r"(?:l'|li |le )(?:aveva|ha|avevano|hanno) (?:gia )?(?:ritirat|pres|ricevut|tenut|recuperat)[oaie] "
           rf"(?:il|la|mio|mia|lo|i) (?:{_IT_WHO})",
           r"(?:era|erano|stava) (?:gia |semplicemente )?(?:in portineria|dal portiere|dal vicino|dalla vicina"
           r"|dai vicini|alla reception|in reception|nel locker|nell'armadietto|al punto di ritiro|nella cassetta)",),
    "pt": (rf"(?:o|a|os|as) (?:(?:meu|minha|meus|minhas|nosso|nossa) )?(?:{_PT_WHO}) (?:ja )?(?:(?:tinha|tinham"
           r"|havia)(?:-(?:a|o|as|os))? (?:ido buscar|recebido|levantado|guardado|pegado|trazido|ficado com"
           r"|apanhado)|(?:recebeu|levantou|pegou|guardou|buscou|foi buscar)(?:-(?:a|o|as|os))?)",
           r"(?:estava|estavam|ficou|ficaram) (?:na|no|com o|com a|em) (?:portaria|rececao|recepcao|cacifo|locker"
           r"|ponto de recolha|vizinh\w*|porteir\w*|casa d[oa] vizinh\w*)",
           r"(?<!nao )(?:encontrei|achei)(?= ?[,!.]| ?$)",),
    "nl": (rf"(?:mijn|m'n|onze|ons) (?:{_NL_NEAR}|{_NL_KIN}) (?:had|hadden|heeft|hebben)"
           r"(?: (?!niet\b|nooit\b|geen\b)\w+){0,5} (?:aangenomen|opgehaald|gehaald|meegenomen|binnengenomen"
           r"|ontvangen|bewaard)",
           rf"(?:de|het) (?:{_NL_NEAR}) (?:had|hadden|heeft|hebben)(?: (?!niet\b|nooit\b|geen\b)\w+){{0,5}}"
           r" (?:aangenomen|opgehaald|meegenomen|binnengenomen|ontvangen|bewaard)",
           r"(?:hij|het|ze|het pakket|het pakje|de doos) (?:lag|stond|was|zat)(?: (?!niet\b)\w+){0,2} (?:bij de"
           r" (?:buren|buurman|buurvrouw|receptie|portier|balie)|in (?:het|de) (?:pakketkluis\w*|pakketautomaat"
           r"|pakketbox|brievenbus|postkamer)|bij het (?:servicepunt|afhaalpunt|pakketpunt))",),
    "sv": (rf"(?:(?:min|mitt|mina|var) (?:{_SV_KIN}|{_SV_NEAR})|(?:en )?(?:{_SV_NEAR})) (?:hade|har) (?:redan )?"
           r"(?:hamtat|tagit emot|tagit in|tagit hand om|kvitterat ut|lost ut|plockat upp)",
           rf"(?:min|mitt|mina|var) (?:{_SV_KIN}|{_SV_NEAR}) (?:hamtade|tog emot|tog in|kvitterade ut|loste ut)",
           r"(?:den|det|de|paketet|ladan) (?:lag|stod|var|fanns)(?: \w+)? (?:hos (?:grann\w*|en granne|receptionen"
           r"|vaktmastar\w*)|i (?:receptionen|paketboxen|paketskapet|postrummet|brevladan)|pa (?:ombudet"
           r"|utlamningsstallet))",),
    "da": (rf"(?:{_DA_NEAR})(?: (?!ikke\b|aldrig\b)\S+){{0,3}} (?:havde|har) (?:den|det|dem|pakken|kassen)"
           r" (?:taget (?:ind|imod)|hentet|modtaget)",
           rf"(?:min|mit|mine|vores) (?:{_DA_KIN}|{_DA_NEAR}) (?:havde|har) (?:allerede )?(?:hentet|taget|modtaget)"
           r"(?: (?:den|det|dem|pakken))?(?: (?:ind|imod))?",
           rf"(?:min|mit|mine|vores) (?:{_DA_KIN}) (?:hentede|tog imod|modtog|tog) (?:den|det|dem|pakken)",
           r"(?:den|det|de|pakken) (?:la|stod|var)(?: \w+)? (?:hos (?:nabo\w*|genbo\w*|receptionen|vicev\w+)"
           r"|i (?:receptionen|pakkeboksen|pakkeautomaten|postrummet|opgangen|postkassen))",
           rf"(?:{_DA_NEAR})(?: (?!ikke\b|aldrig\b)\S+){{0,3}} (?:(?:havde|har) taget|tog) (?:ind|imod)"
           r" (?:den|det|dem|pakken|kassen)",),
    "nb": (rf"(?:{_NB_NEAR})(?: (?!ikke\b|aldri\b)\S+){{0,3}} (?:hadde|har) (?:den|det|dem|pakken|esken)"
           r" (?:tatt (?:inn|imot)|hentet|mottatt)",
           rf"(?:min|mitt|mine|var) (?:{_NB_KIN}|{_NB_NEAR}) (?:hadde|har) (?:allerede )?(?:hentet|tatt|mottatt)",
           rf"(?:{_NB_KIN}) (?:mi|min|mitt|mine) (?:hadde|har) (?:allerede )?(?:hentet|tatt|mottatt)",
           rf"(?:{_NB_KIN}) (?:mi|min|mitt|mine) (?:hentet|tok imot|mottok) (?:den|det|dem|pakken)",
           r"(?:den|det|de|pakken) (?:la|sto|var)(?: \w+)? (?:hos (?:nabo\w*|resepsjonen|vaktmester\w*)"
           r"|i (?:resepsjonen|pakkeautomaten|pakkeboksen|postkassen|oppgangen|postrommet))",
           rf"(?:{_NB_NEAR})(?: (?!ikke\b|aldri\b)\S+){{0,3}} (?:(?:hadde|har) tatt|tok) (?:inn|imot)"
           r" (?:den|det|dem|pakken|esken)",),
    "fi": (rf"(?:{_FI_WHO}) (?:oli |on )?(?:hakenut|hakeneet|hakivat|haki|ottanut|ottaneet|otti|kuitannut"
           r"|noutanut|nouti|tuonut|toi)(?: \w+){0,2}",
           r"(?:se|ne|paketti|lahetys) (?:oli|olivat|odotti)(?: \w+)? (?:aulassa|vastaanotossa|naapurilla"
           r"|naapurissa|talonmiehella|pakettiautomaatissa|pakettiautomaatilla|postilaatikossa|noutopisteessa"
           r"|lokerossa)",
           r"loytyi(?= ?[,!.]| ?$)",
           r"loysin (?:sen|ne|paketin)",),
    "pl": (rf"(?:{_PL_WHO}) (?:(?!nie\b)\w+ )?(?:odebra[lł]\w*|przyja[lł]\w*|wzi[aą][lł]\w*|wyj[aą][lł]\w*"
           r"|przechowa\w*)(?: (?:go|ja|je|paczk\w*|przesy[lł]k\w*))?",
           r"(?:by[lł]a|by[lł]|by[lł]y|le[zż]a[lł]a|le[zż]a[lł]) (?:\w+ )?(?:u (?:s[aą]siad\w*|portier\w*|dozorc\w*)"
           r"|na recepcji|w recepcji|w paczkomacie|w skrzynce|na portierni|w portierni)",
           r"(?<!nie )(?:znalaz[lł](?:a|o)? si[eę]|odnalaz[lł](?:a|o|am|em)?)",),
    "ro": (rf"(?:{_RO_WHO})(?: (?:meu|mea|mei|mele|nostru|noastra))? (?:il |o |i |le |l-a |l-au |a |au )?(?:luase\w*"
           r"|primise\w*|ridicase\w*|preluase\w*|luat|primit|ridicat|preluat)",
           r"(?:era|erau|statea) (?:\w+ )?(?:la (?:vecin\w*|portar\w*|administrat\w*|receptie\w*|receptia|easybox"
           r"|locker)|in (?:easybox|locker\w*|cutia postala|receptie))",),
    "tr": (rf"(?:{_TR_WHO})(?: (?!m[iıuü]\b)\w+){{0,3}} (?:teslim )?(?:alm[iı][sş]\w*|ald[iı]\w*|getirmi[sş]\w*)",
           r"(?:komsu|kap[iı]c[iı]|gorevli|resepsiyon|guvenlik|dolab|yonetim)\w*(?:de|da|te|ta)y?m[iı][sş]",
           r"(?:komsu|kap[iı]c[iı]|gorevli|resepsiyon|guvenlik|yonetic[iı]|yonetim)\w*(?: \w+)?"
           r" b[iı]rak\w*m[iı][sş]\w*",),
    "ja": (r"(?:家族|夫|妻|主人|旦那|息子|娘|母|父|兄|姉|弟|妹|同居人|ルームメイト"
           r"|管理人|隣|お隣|隣人|受付|コンシェルジュ|フロント)"
           r"[^。、]{0,12}?(?:受け取って|取り出して|回収して|預かって|持ってきて|取りに行って)(?!いな|いませ|ない|ませ)",),
    "ko": (r"(?:옆집|이웃|경비실|관리실)에서 ?(?:대신 |미리 )?(?:받아|보관)",
           r"(?:남편|아내|와이프|엄마|아빠|아들|딸|동생|형|누나|언니|오빠|가족|룸메이트)(?:이|가)? ?[^.,!]{0,12}?"
           r"(?:찾아왔|찾아 왔|받아 뒀|받아뒀|받아 놨|받아놨|받아 두|가져왔|가져다 놨|챙겨)",),
    "zh": (r"(?:老公|老婆|丈夫|妻子|爱人|儿子|女儿|家人|家里人|我妈|我爸|妈妈|爸爸|室友|同事|邻居|门卫|保安|物业|前台)"
           r"[^没不未，。]{0,8}?(?:取(?:出来|回来|走)?了|拿(?:回来|走)?了|代收了|签收了|收了|帮我收)",
           r"(?:包裹|快递|东西)(?:原来|一直)?(?:在|放在|被放在)(?:邻居家?|门卫|保安室|快递柜|驿站|物业|前台)"),
    "ar": (r"(?:زوجي|زوجتي|ابني|ابنتي|بنتي|اخي|اختي|امي|ابي|والدي|والدتي|جاري|جارتي|الجار|الجيران|البواب|الحارس"
           r"|الاستقبال)(?: \S+){0,2} (?:استلمه|استلمها|استلموه|استلم الطرد|اخذه|اخذها|اخذوه|احضره|احضرته)",
           r"(?:استلمه|استلمها|استلموه|اخذه|اخذها|اخذوه) (?:\S+ ){0,2}(?:زوجي|زوجتي|ابني|ابنتي|اخي|اختي|امي|ابي|جاري"
           r"|جارتي|الجار|الجيران|البواب|الحارس)",
           r"(?:كان|كانت) (?:الطرد |الشحنه |الشحنة )?(?:عند|مع|لدى) (?:الجيران|جاري|جارتي|الجار|البواب|الحارس"
           r"|الاستقبال)"),
}

# the return called off (more of each table's ``withdrawn``)
CALLED_OFF: dict[str, tuple[str, ...]] = {
    "en": (r"(?<!n't )(?<!not )(?:cancel|call off|withdraw|stop|scrap) (?:the|my|this) return(?: request)?",),
    "de": (r"(?:rucksendung|retoure|ruckgabe|rucksendeauftrag)(?: (?!nicht\b)\w+){0,2} (?:stornieren|abbrechen"
           r"|annullieren|canceln|zuruckziehen)",
           r"(?:stornieren|storniert|brechen|annullieren) (?:sie )?(?:bitte )?(?:die|meine|den|meinen) (?:rucksendung"
           r"|retoure|ruckgabe|rucksendeauftrag)",),
    "fr": (r"(?<!pas )(?<!n')(?:annulez|annuler|annule|annulee) (?:le|mon|ma|la) (?:retour|demande de retour"
           r"|renvoi)",),
    "es": (r"(?<!no )(?:cancelen|cancela|cancelad|cancelar|anulen|anula|anulad|anular) (?:la|mi) devolucion",),
    "it": (r"(?<!non )(?:annullate|annulla|annullare|cancellate|cancellare) (?:il|la|mio|mia) (?:reso|restituzione"
           r"|richiesta di reso)",),
    "pt": (r"(?<!nao )(?:cancelem|cancele|cancelar|anulem|anule|anular) (?:a|o|minha|meu) (?:devolucao"
           r"|pedido de devolucao|retorno)",),
    "nl": (r"(?<!niet )(?:annuleer|annuleren|annuleert|stop|cancel) (?:de|mijn|die) (?:retour\w*|terugzending)",
           r"(?:de|mijn) (?:retour\w*|terugzending)(?: (?!niet\b)\w+){0,2} (?:annuleren|stopzetten|intrekken)",),
    "sv": (r"(?<!inte )(?:avbryt|avbryta|stoppa|makulera|annullera|avboka) (?:min |mitt |den |denna )?retur\w*",),
    "da": (r"(?<!ikke )(?:annuller|annullere|afbryd|stop|stoppe|aflys)\w* (?:venligst |lige )?(?:min |mit |den "
           r"|denne )?retur\w*",),
    "nb": (r"(?<!ikke )(?:kanseller|kansellere|avbryt|avbryte|stopp|stoppe|annuller)\w* (?:min |mitt |den "
           r"|denne )?retur\w*",),
    "fi": (r"(?:perukaa|peruuttakaa|peruuta|peru|peruutan|perun) (?:\w+ )?palautu\w*",),
    "pl": (r"(?<!nie )(?:anuluj\w*|anulowa[cć]|wstrzyma\w*|cofn\w*) (?:m[oó]j |ten |t[eę] )?zwrot\w*",),
    "ro": (r"(?<!nu )(?:anulati|anuleaza|anulez|anula|opriti|opreste) (?:returul|returnarea|cererea de retur)",),
    "tr": (r"iade\w* (?:talebimi |talebini |islemini |islemimi )?iptal (?:edin|ediniz|edebilir\w*|ediyorum|etmenizi"
           r"|eder misiniz|edermisiniz|et(?=[\s.,!]|$)|etmek)",),
    "ko": (r"(?:반송|반납)(?:은|는|을|를)? ?(?:취소할게|취소해 주|취소 부탁|취소해주|취소하겠|취소할래)",),
    "zh": (r"(?<!不要)(?<!别)(?<!不用)取消(?:这个|这次|我的)?(?:退货|退货申请|退回)",),
    "ar": (r"(?:الغوا|الغي|الغاء) (?:طلب )?(?:الارجاع|الاسترجاع|الاعاده|المرتجع)",),
}

# the thing not to be sent back: it stays (more of each table's ``kept``)
NOT_SENT_BACK: dict[str, tuple[str, ...]] = {
    "en": (r"(?:i|we)(?: won'?t| will not|'m not going to| am not going to|'re not going to| are not going to"
           r"| shall not) (?:be )?(?:send|ship|post|return|mail)(?:ing)? (?:it|them|the \w+)(?: back)?"
           + _EN_WAITS,
           r"(?:decided|chosen|chose) not to (?:send|ship|post|return|mail) (?:it|them|the \w+)(?: back)?"
           + _EN_WAITS,
           r"(?:don'?t|do not|won'?t|will not|not going to) (?:want to |wish to |plan to )?(?:take|bring) "
           r"(?:\w+ ){0,5}back to (?:you|your|the (?:store|shop))",
           r"(?:i|we) (?:really )?(?:don'?t|do not) (?:want|wish|plan|intend) to (?:send|ship|post|return|mail) "
           r"(?:it|them|the \w+)(?: back)?" + _EN_WAITS,),
    "de": (r"(?:schicke|sende|schick|gebe) (?:ich )?(?:ihn|sie|es|das \w+|den \w+|die \w+)(?: doch| also)? nicht"
           r" (?:mehr )?zuruck(?! (?:bevor|solange|ohne|bis|wenn))",
           r"werde (?:ihn|sie|es|das \w+|den \w+|die \w+) (?:doch |also )?nicht (?:zuruckschicken|zurucksenden"
           r"|zuruckgeben|retournieren)",
           r"(?:mochte|mochten|will|wollen|werde|werden) (?:ich |wir )?(?:\w+ ){0,3}nicht (?:mehr )?"
           r"zur(?:u|ue)ck(?:bringen|schicken|senden|geben)(?! (?:bevor|solange|ohne|bis|wenn))",
           r"(?:bringe|bringen) (?:ich |wir )?(?:\w+ ){0,3}nicht (?:mehr )?zur(?:u|ue)ck"
           r"(?! (?:bevor|solange|ohne|bis|wenn))",),
    "fr": (r"ne (?:vais|compte) (?:pas|plus|finalement pas) (?:le |la |les )?(?:renvoyer|retourner|rendre|expedier)"
           r"(?! (?:avant|tant|sans|si))",
           r"ne (?:le|la|les) (?:renverrai|renvoie|renvoierai|retournerai|retourne|rendrai|expedierai) (?:pas"
           r"|plus)(?! (?:avant|tant|sans|si))",
           r"ne (?:veux|voudrais|vais|souhaite|compte) (?:pas|plus) (?:vous )?rendre",
           r"ne (?:veux|voudrais|souhaite|souhaiterais) (?:pas|plus) (?:le |la |les )?(?:renvoyer|retourner)"
           r"(?! (?:avant|tant|sans|si))",),
    "es": (r"no (?:lo|la|los|las) (?:voy a|vamos a) (?:devolver|enviar|mandar|reenviar)(?! (?:hasta|sin|si|antes))",
           r"no (?:lo|la|los|las) (?:devuelvo|devolvere|envio|mando|enviare|mandare)(?: de vuelta)?"
           r"(?! (?:hasta|sin|si|antes))",
           r"no (?:quiero|queremos|voy a|vamos a|pienso) (?:\w+ )?(?:regresar|devolver)(?:lo|la|los|las)?"
           r"(?! (?:hasta|sin|si|antes))",),
    "it": (r"non (?:lo|la|li|le) (?:rispedisco|rimando|restituisco|rispediro|rimandero|restituiro|rendo)"
           r"(?! (?:finche|senza|se|prima))",
           r"non (?:lo|la|li|le) (?:voglio|vado a) (?:piu )?(?:rispedire|rimandare|restituire)",
           r"non (?:voglio|vorrei|vado a|intendo) (?:piu )?(?:vi )?rendere (?:il|la|lo|i|gli|le|l')(?![\w'])",
           r"non (?:voglio|vorrei|intendo) (?:piu )?(?:rispedire|rimandare|restituire)(?! (?:finche|senza|se|prima))",
           r"non (?:voglio|vorrei|intendo) (?:piu )?riportar\w*(?! (?:finche|senza|se|prima))",),
    "pt": (r"nao (?:(?:o|a|os|as) )?vou (?:(?:o|a|os|as) )?(?:devolver|enviar de volta|mandar de volta|reenviar)"
           r"(?! (?:ate|sem|se|antes|enquanto))",
           r"nao (?:o|a|os|as) (?:devolvo|devolverei|envio|mando)(?! (?:ate|sem|se|antes|enquanto))",
           r"nao (?:quero|queremos) (?:\w+ )?(?:entregar|devolver)(?:-?(?:lo|la|o|a))?"
           r"(?! (?:ate|sem|se|antes|enquanto))",),
    "nl": (r"(?:stuur|zend) (?:ik )?(?:hem|het|ze|die|de \w+) (?:toch |dus )?niet (?:meer )?(?:terug|retour)"
           r"(?! (?:voordat|zolang|zonder|tot))",
           r"ga (?:hem|het|ze) (?:toch )?niet (?:terugsturen|retourneren)",
           r"(?:wil|ga|zal) (?:ik |we )?(?:\w+ ){0,3}niet (?:terugbrengen|terug brengen)",
           r"(?:breng|brengen) (?:ik |we )?(?:\w+ ){0,3}niet terug",
           r"(?:wil|ga) (?:ik |we )?(?:\w+ ){0,3}niet (?:terugsturen|terug sturen|retourneren)"
           r"(?! (?:voordat|zolang|zonder|tot))",),
    "sv": (r"jag (?:skickar|returnerar) (?:inte|ej) (?:tillbaka )?(?:den|det|dem)(?! (?:forran|innan|utan|om))",
           r"jag (?:kommer|tanker) (?:inte|ej) (?:att )?(?:skicka|returnera) (?:tillbaka )?(?:den|det|dem)"
           r"(?! (?:forran|innan|utan|om))",
           r"(?:vill|tanker|kommer|ska|skall) (?:jag |vi )?(?:inte|ej) (?:att )?lamna (?:\w+ ){0,3}tillbaka",
           r"lamnar (?:jag |vi )?(?:\w+ )?(?:inte|ej) tillbaka",
           r"(?:vill|tanker|kommer|ska|skall) (?:jag |vi )?(?:inte|ej) (?:att )?"
           r"(?:returnera|skicka (?:\w+ ){0,3}tillbaka)(?! (?:forran|innan|utan|om))",),
    "da": (r"(?:jeg )?sender (?:den|det|dem|\w+en) (?:ikke|alligevel ikke) (?:retur|tilbage)"
           r"(?! (?:f[øo]r|uden|hvis|s[åa] l[æa]nge))",
           r"jeg (?:vil|skal) (?:alligevel )?ikke (?:sende|returnere) (?:den|det|dem)",
           r"(?:vil|skal) (?:jeg |vi )?(?:alligevel )?ikke (?:af)?levere (?:\w+ ){0,3}tilbage",
           r"(?:af)?leverer (?:jeg |vi )?(?:\w+ )?(?:ikke|alligevel ikke) tilbage",
           r"(?:vil|skal) (?:jeg |vi )?(?:alligevel )?ikke (?:returnere|sende (?:\w+ ){0,3}(?:tilbage|retur))"
           r"(?! (?:f[øo]r|uden|hvis|s[åa] l[æa]nge))",),
    "nb": (r"(?:jeg )?sender (?:den|det|dem|\w+en) (?:ikke|likevel ikke) (?:i )?(?:retur|tilbake)"
           r"(?! (?:f[øo]r|uten|hvis|s[åa] lenge))",
           r"jeg (?:skal|vil|kommer til a) (?:likevel )?ikke (?:sende|returnere) (?:den|det|dem)",
           r"(?:vil|skal|kommer) (?:jeg |vi )?(?:likevel )?ikke (?:til a )?levere (?:\w+ ){0,3}tilbake",
           r"leverer (?:jeg |vi )?(?:\w+ )?(?:ikke|likevel ikke) tilbake",
           r"(?:vil|skal) (?:jeg |vi )?(?:likevel )?ikke (?:returnere|sende (?:\w+ ){0,3}(?:tilbake|i retur|retur))"
           r"(?! (?:f[øo]r|uten|hvis|s[åa] lenge))",),
    "fi": (r"en (?:lahetakaan|palautakaan|laheta|palauta|aio (?:lahettaa|palauttaa))(?: (?:sita|niita|tuotetta"
           r"|takkia|\w+a))?(?: takaisin)?(?! (?:ennen|jos|ellei))",
           r"en (?:halua|aio|viitsi) (?:lahettaa|palauttaa)(?: (?:sita|niita|tuotetta|\w+a))?(?: takaisin)?"
           r"(?! (?:ennen|jos|ellei))",),
    "pl": (r"nie (?:odes[lł]e|odsy[lł]am|wys[lł]e|zwr[oó]ce|oddam|b[eę]d[eę] (?:odsy[lł]a[cć]|zwraca[cć]"
           r"|wysy[lł]a[cć]))(?: (?:go|jej|ich|ja|tego|paczki))?(?! (?:dop[oó]ki|bez|je[sś]li|zanim))",
           r"nie (?:chce|chcemy|zamierzam|zamierzamy) (?:\w+ )?(?:oddac|zwracac|zwrocic|odsylac|odeslac)"
           r"(?! (?:dop[oó]ki|bez|je[sś]li|zanim))",),
    "ro": (r"nu (?:(?:il|o|le|i) )?(?:mai )?(?:trimit|returnez|voi trimite|voi returna)(?: inapoi)?"
           r"(?! (?:pana|fara|daca|inainte))",
           r"nu (?:vreau|vrem|doresc) (?:sa )?(?:dau|dam|returnez|returnam|trimit|trimitem)(?: \w+)?(?: inapoi)?"
           r"(?! (?:pana|fara|daca|inainte))",),
    "tr": (r"(?:geri )?(?:gondermeyecegim|gondermiyorum|yollamayacag[iı]m|yollam[iı]yorum|iade etmeyecegim"
           r"|iade etmiyorum|kargoya vermeyecegim|kargoya vermiyorum)",),
    "ja": (r"(?:返送|返品|送り返す(?:の|こと)?)(?:は|も)?(?:し|いたし)ません",
           r"(?:返送|返品)(?:は|も)?(?:しない|やめます|やめておきます|なしで)",
           r"送り返さない",),
    "ko": (r"(?:반송|반품|반납)(?:은|는|을|를)? ?(?:안 할게|안 할래|안 하겠|하지 않을게|하지 않겠|안 보낼게)",
           r"(?:안|못) 돌려보낼게",
           r"돌려보내지 않을게",),
    "zh": (r"(?:不|不用)(?:寄|退|送)(?:回去|回)了",
           r"不退(?:货)?了",
           r"(?:不会|不)(?:寄回|退回)去?",
           r"还是留着",),
    "ar": (r"(?:لن|الا|ان لا) (?:ارسله|ارسلها|ارجعه|ارجعها|اعيده|اعيدها)(?! (?:حتى|قبل|الا|ما لم|اذا|بدون))",),
}

