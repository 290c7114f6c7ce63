"""Swedish (å ä ö folded to a a o)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="sv",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"hur (?:blir|gor) (?:det|vi|man) (?:sen |nu |da )?med (?:mina )?pengarna\b",
            r"vad (?:hander|galler) (?:sen |nu |da )?med (?:mina )?pengarna\b",
            # the money still not received: a refund awaited ("har fortfarande inte fått pengarna")
            r"(?:inte|aldrig|ej) (?:\w+ )?(?:fatt|sett|mottagit) (?:nagra |mina )?(?:pengar|pengarna|aterbetalning\w*)",
            r"pengarna (?:har )?(?:\w+ )?(?:inte|aldrig) (?:\w+ )?(?:kommit|syns|dykt upp)",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:vill|onskar) (?:jag |vi )?(?:ha |fa )?(?:tillbaka )?(?:mellan)?skillnaden",
            # the price or the sum back ("pipon hinnan takaisin", "få prisen for luen tilbake")
            r"(?:priset|summan|beloppet|kostnaden) (?:\w+ ){0,3}tillbaka",
            r"tillbaka (?:priset|summan|beloppet|kostnaden)",
            r"aterbetal\w*", r"pengarna (?:tillbaka|retur)", r"pengar (?:tillbaka|retur)", r"mina pengar",
            r"(?:fa|ha) tillbaka (?:mina |pengarna)?", r"(?:fa|ha) (?:mina )?pengarna",
            r"onskar (?:fa )?(?:mina )?pengar(?:na)?(?! \w* ?inte)",
            r"(?:fa|ha) igen (?:mina )?pengar\w*",
            # (never "en ersättare", a replacement)
            r"aterbetalning\w*", r"ersatt(?!are)\w*", r"kompensation", r"kreditera\w*", r"aterfor\w*",
            r"betala tillbaka"),
    full=(r"allt tillbaka", r"skickar tillbaka allt", r"full(?:standig)? aterbetalning",
          r"hela (?:beloppet|bestallningen|summan|kopet|ordern)", r"alla (?:mina )?pengar",
          r"allt (?:jag betalat|tillbaka)", r"avbryta (?:min |hela )?bestallning\w*",
          # the order itself refunded ("återbetala beställningen")
          r"aterbetala\w* (?:hela )?(?:bestallningen|ordern|kopet)(?!\w)(?! (?:at|till|for) )",
          r"100 ?%",
          r"aterbetala allt",
          r"totalbeloppet",
          # the purchase regretted, the right of withdrawal used ("jag vill ångra mitt köp")
          r"angra\w* (?:mitt |hela |det har |detta )?(?:kop|kopet|bestallning\w*|ordern)(?!\w)",
          r"(?:utnyttja|anvanda|anvander|utnyttjar|nyttjar?) (?:mig av )?(?:min )?angerratt\w*"),
    everything=(r"allt", r"alltihop", r"alla (?:varor|delar)"),
    partial=(r"delvis", r"del av", r"delaterbetalning\w*"),
    rest=(r"resten", r"allt annat", r"de andra(?: \w+)?", r"den andra(?: \w+)?", r"ovriga(?: \w+)?",
          r"aterstaende(?: \w+)?"),
    shipping=(r"\w+frakt\w*", r"\w+leverans\w*", r"frakt\w*", r"leverans\w*", r"porto",
              r"(?:frakt|leverans)kostnad\w*", r"sandning\w*", r"expressfrakt", r"express\w*", r"snabbleverans\w*"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"skicka (?:mig |oss )?(?:bara |hellre )?(?:en|ett) nytt?(?! (?:etikett|lank|kod|faktura|losenord))",
             r"ersattningsvara", r"ersattningsprodukt", r"byte", r"byta", r"utbyte", r"presentkort", r"tillgodo\w*",
             r"kupong\w*",
             r"(?:en )?ny (?:vara|produkt|exemplar)", r"reparation", r"reparera", r"skicka (?:en )?ny",
             r"butikskredit"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:vill|behover) inte (?:alls )?ha (?:\w+ ){0,2}?(?:frakt\w*|\w*kostnad\w*|\w*avgift\w*"
              r"|porto\w*|leverans\w*) (?:tillbaka|aterbetald\w*)",
              # the not of a wish carried over "or" to the money ("I don't want to return it or get the money")
              r"(?:vill|behover|onskar) (?:jag |vi )?inte (?:\w+ ){1,4}eller (?:att )?(?:fa |ha )?(?:tillbaka )?"
              r"(?:mina |nagra )?(?:pengar(?:na)?|aterbetalning\w*|beloppet)",
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"(?:vill|behover|begar) (?:jag |vi )?inte (?:\w+ )?(?:att )?bli "
              r"(?:aterbetald\w*|ersatt\w*|kompenserad\w*)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:skicka|betala|for|fora|overfor|satt) inte (?:tillbaka )?(?:pengarna|"
              r"beloppet)(?: tillbaka)?(?! (?:till|pa|via))",
              r"(?:skicka|betala|for) inte tillbaka(?! (?:till|pa|via))", r"aterbetala inte(?! (?:till|pa|via))",
              r"ingen aterbetalning", r"inga pengar tillbaka", r"i stallet for (?:en )?aterbetalning",
              r"(?:vill|behover|onskar) (?:\w+ ){0,2}inte (?:ha )?(?:en |nagon |nagot |nagra )?"
              r"(?:aterbetalning|pengarna tillbaka|pengar tillbaka)",
              # the money put first, the verb second, the "not" after (V2): "pengarna behöver jag inte"
              r"(?:pengar(?:na)?(?: tillbaka)?|aterbetalning\w*) (?:behover|vill) (?:jag|vi) (?:\w+ )?inte",
              r"(?:hellre|foredrar|vill ha|onskar)(?: \w+){0,3} (?:en )?(?:ersattningsvara|byte|presentkort|ny vara"
              r"|ny|reparation|tillgodokvitto)",
              r"(?:byte|presentkort|ersattning) (?:ar|vore) (?:bra|okej|tillrackligt|battre)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )stannar(?= ?[.!,;)]| ?$)", r"har (?:jag|vi) kvar",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"stannar (?:hos (?:mig|oss)|har|kvar)", r"far stanna",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:anvander|anvanda)(?: \S+){0,3},? (?:sa|darfor) (?:\S+ ){0,4}(?:inte|ej) (?:\S+ ){0,1}(?:tillbaka"
          r"|retur\w*)",
          r"klara(?:de|t) sig", r"(?:ar|var) hel(?!t \w)\w*", r"oskadd\w*", r"inget fel (?:pa|med)",
          r"ingenting fel (?:pa|med)", r"(?:ar|var) ratt", r"behall\w*", r"beholl",
          r"(?:ar|var) (?:\w+ ){0,2}(?:bra|okej|ok|fin[at]?|perfekt[a]?|hel(?:a|t(?! \w))?|"
          r"oskadad[e]?|i gott skick|felfri\w*)",
          r"fungerar(?: (?:bra|fint|perfekt))?", r"funkar(?: bra)?", r"nojd med", r"inga problem med",
          r"kom fram (?:hel|oskadad|i gott skick)\w*",
          r"(?:ar|var) (?:\w+ ){0,2}(?:toppen|topp|kanon|superbra|jattebra)(?!\w)"),
    negation=(r"inte", r"ej", r"aldrig", r"ingen", r"inget", r"inga", r"varken", r"utan"),
    dropped=(r"glom det(?: hela)?", r"strunta i det(?: hela)?", r"glom allt"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:bara|ni kan bara) stang(?:a)? (?:arendet|ticketen|forfragan)",
               r"(?:bada ar|de ar bada) (?:har|dar|i kartongen)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:uppdateringen|aterstallningen|omstarten|fabriksaterstallningen|"
               r"firmwareuppdateringen) (?:loste|fixade|hjalpte|funkade|fungerade|ordnade)(?! inte)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"ingen (?:avbokning|avbestallning|annullering) (?:behovs|kravs)",
               r"(?:avboka|avbestall|annullera)\w* inte",
               r"tar (?:jag|vi) (?:bara )?emot (?:den|dem|paketet|leveransen)(?! inte)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"det (?:funkade|fungerade|hjalpte|lostes|lost sig|gick)(?! inte)",
               r"(?:spelar|laddar|startar|ansluter) (?:den |det )?(?:nu|igen)(?! inte)",
               r"(?:arendet|ticketen) kan (?:stangas|avslutas)", r"(?:ni )?kan stanga (?:arendet|ticketen|det)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"grann\w* (?:hade |har )?(?:tagit|tog) emot (?:det|den|dem|paketet)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:avbryt|avbryta|stryk|makulera)\w* (?:min |mitt |den |det )?(?:(?!inte\b|ej\b)\w+ )?(?:aterbetalning"
               r"|pengar tillbaka)\w*",
               r"strunta i (?:det|mitt|min)", r"glom (?:mitt|min|det)(?: \w+){0,2}",
               r"(?:ignorera|avbryt|stryk) (?:mitt|min|detta|denna)(?: \w+){0,2} (?:arende|klagomal|begaran)",
               r"(?:kom|har kommit) (?:\w+ ){0,2}(?:anda|trots allt|till slut)",
               # all good now: the complaint over ("allt bra nu")
               r"allt (?:är )?(?:bra|ok|fint|i ordning) nu", r"nu är allt (?:bra|ok|fint|i ordning)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"nu (?:kom|har kommit) (?:den|det|de|paketet)",
               r"(?:kom|har kommit) (?:den|det|paketet) (?:nu|precis|nyss)",
               r"(?:hittade|hittat) (?:den|det|dem|paketet)", r"(?:ar )?(?:lost|ordnat|fixat)",
               r"behover inte (?:langre|langre nagon)(?: \w+){0,2}",
               r"(?:fungerar|funkar|lyser) (?:fint |bra |perfekt )?(?:nu|igen)",
               r"mitt fel(?! (?:vid|i|nar jag) (?:bestall\w*|valet|att valja|kopet|valde|kopte))",
               r"falskt larm",
               r"ni kan stanga (?:arendet|ticketen)",
               r"(?:jag )?(?:drar tillbaka|aterkallar) (?:mitt|min) (?:klagomal|begaran|arende)"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:är|var|blev|kom|kommit|helt|alldeles) (?:\w+ )?(?:blöta|blöt|våta|våt)", r"genomblöt\w*",
               r"vattenskad\w*", r"fuktskad\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"lossnat\w*", r"lossnade", r"(?:gått|gick|går) (?:upp i sömmen|isär)",
               r"(?:fallit|föll|faller) isär", r"limm?ning\w* (?:\w+ )?(?:släppt|släppte)",
               # a heater that does not heat, a cooler that does not cool
               r"(?:blir|haller) inte (?:\w+ )?(?:varm|het|kall)\w*", r"(?:varmer|kyler) inte",
               # a parcel gone missing ("disappeared", "vanished")
               r"forsvunn\w*", r"forsvann", r"borttapp\w*",
               # a colour faded, washed out ("faded")
               r"urblekt\w*", r"bleknat", r"blekt\w*",
               r"krossad\w*", r"sprack", r"spruck\w*", r"gick sonder", r"gatt sonder", r"halkad\w*", r"trasig\w*",
               r"skadad\w*", r"sonder", r"defekt\w*", r"fungerar inte", r"funkar inte", r"saknas", r"saknad\w*",
               r"kom (?:aldrig|inte) fram", r"(?:aldrig|inte) (?:kommit|levererat|mottagit|fatt)", r"sprucken",
               r"spricka", r"repig\w*",
               r"flackig\w*", r"riven", r"lacker", r"lackage", r"forsenad\w*", r"forsening\w*", r"for sent",
               r"forsvunnen\w*",
               r"fel (?:storlek|farg|vara|produkt|modell)", r"inte som beskriv\w*", r"oanvandbar\w*", r"dubbeldragen",
               r"debiterad\w* tva ganger",
               r"besviken", r"hal", r"rostig\w*", r"utgangen", r"bojd", r"flimr\w*"),
    difference=(r"for mycket", r"overdebiter\w*", r"\w*skillnad\w*", r"mellanskillnad\w*", r"skillnaden",
                r"prissankning",
                r"priset (?:har )?(?:sankts|sjunkit|gatt ner)", r"(?:nu|numera) (?:billigare|pa rea|rabatterad)",
                r"pa rea", r"billigare", r"betalat for mycket", r"prisjustering", r"rabatt\w*"),
    back=(r"tillbaka", r"ater", r"avdrag", r"prisavdrag", r"rabatt\w*", r"prisavslag"),
    accept=(r"later bra", r"gar bra", r"accepterar", r"(?:ar|blir) (?:ok|okej|bra|rimligt|schysst)", r"kor pa",
            r"tar jag(?! inte)",
            # an offer received, thanked yes to, taken up ("jag tar gärna emot det", "tackar ja")
            r"tar (?:jag )?(?:garna |da )?emot", r"tackar ja", r"antar (?:erbjudandet|forslaget)"),
    yes=(r"ja", r"ok", r"okej", r"tack\w*", r"perfekt", r"toppen"),
    please=(r"snalla", r"tack(?= ?[.!]?$)", r"vanligen", r"kan ni", r"kan du"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"varornas (?:samlade |totala )?(?:pris|varde)", r"samlade? pris", r"varu(?:pris|varde)\w*",
           r"bestallning\w*", r"order\w*", r"total\w*", r"belopp\w*", r"kop\w*", r"betalning\w*", r"allt",
           r"faktura\w*", r"varukorg\w*", r"summa\w*"),
    contrast=(r"men", r"dock", r"utom", r"forutom", r"fast", r"aven om", r"medan", r"bara", r"endast"),
    shares={r"halften": "1/2", r"halva": "1/2", r"en tredjedel": "1/3", r"tredjedel\w*": "1/3",
            r"tva tredjedelar": "2/3",
            r"en fjardedel": "1/4", r"fjardedel\w*": "1/4", r"tre fjardedelar": "3/4", r"en femtedel": "1/5",
            r"en tiondel": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:den|det) andra(?=\s*(?:[.?!,;:]|$))",
            # "the one", alone at a clause's end after a word of asking ("pengarna för den ena?")
            r"(?<=for )den ena(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:av|utav) (?:dem|dessa)(?!\w)",
              r"(?P<part>{N}) (?:av|utav) (?:de |mina |alla )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:av|utav) (?:de |mina )?(?P<whole>{N})",
              # the whole first: "av de fyra paketen kom ett krossat"
              r"(?:av|utav) (?:de |mina )(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|procent)",),
    numbers={"noll": 0, "en": 1, "ett": 1, "tva": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6, "sju": 7,
             "atta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12, "tretton": 13, "fjorton": 14,
             "femton": 15, "sexton": 16, "sjutton": 17, "arton": 18, "nitton": 19, "tjugo": 20,
             "trettio": 30, "fyrtio": 40, "femtio": 50, "sextio": 60, "sjuttio": 70, "attio": 80,
             "nittio": 90, "hundra": 100, "tusen": 1000},
    mult=frozenset({"hundra"}),
    scale=frozenset({"tusen"}),
    quote_head=(r"den .{4,160} skrev .{0,120}", r".{2,80} skrev\s*:"),
    forward_head=(r"-{2,}\s*(?:ursprungligt meddelande|vidarebefordrat meddelande)\s*-*",
                  r"(?:borjan pa )?vidarebefordrat meddelande\s*:?",
                  r"vb\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"fran", r"skickat", r"till", r"amne", r"datum", r"kopia"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:har ar|nedan|detta ar|jag klistrar in|bifogar)(?: \w+){0,3} (?:er|ert|min|mitt|en|ett|den"
            r"|det)? ?(?:\w+ ){0,2}(?:\w*bekraftelsen?|kvittot?|fakturan?|sparningen?)(?: \w+){0,3}\s*:$",
            r"(?:har ar|nedan|jag klistrar in|kopierat|bifogar)(?: \w+){0,5} (?:vad|det|ert|deras|hans|hennes|ett|en)"
    r" (?:\w+ ){0,3}(?:sa|skrev|meddelande|svar|mejl|chatt|recension|annons|text|konversation)",
            r"(?:recension|annons|beskrivning|konversation|chatt)\s*:$",
            r"(?:han|hon|handlaggaren|er handlaggare|supporten|saljaren) (?:sa|skrev)\s*:"),
    system=(r"ansvarsfriskrivning", r"sekretessmeddelande",
            r"system\w*", r"automatisk\w*", r"automat\w*", r"bot", r"administrat\w*", r"admin", r"personal\w*",
            r"kundtjanst", r"support\w*",
            r"handlaggare", r"medarbetare", r"kundtjanstmedarbetare", r"intern (?:anteckning|notering)", r"avisering",
            r"meddelande fran", r"sakerhet\w*",
            r"chef\w*", r"ansvarig", r"svara inte"),
    approved=(r"godkannandekod\w*",  # an approval's code quoted
              r"aterbetalning\w*(?: \w+){0,4} (?:ar |har |blivit |redan )*(?:godkand|beviljad|bekraftad|genomford"
              r"|utford"
    r"|behandlad)\w*",
              r"(?:godkand|beviljad|berattigad)\w* (?:\w+ ){0,3}(?:till |for )?(?:en )?(?:full )?aterbetalning",
              r"(?:redan|forhands)godkand\w*",
              r"status\s*:?\s*godkand", r"aterbetalningsbelopp\s*:",
              r"(?:vi har|jag har) (?:\w+ ){0,2}(?:godkant|beviljat|lovat)"),
    ai=(r"ai", r"a\.i\.", r"artificiell intelligens", r"(?:ai-?|virtuell |digital )?assistent\w*",
        r"(?:chatt)?bot(?:ar|en|arna|ten)?",
        r"sprakmodell\w*", r"modell\w*", r"agent\w*"),
    address=(r"notering", r"anteckning", r"meddelande", r"instruktion\w*", r"observera", r"obs"),
    address_to=(r"till", r"for", r"kara", r"hej", r"hallo"),
    override=(r"ignorera\w*", r"glom", r"bortse fran", r"hoppa over", r"strunta i", r"asidosatt"),
    rules=(r"instruktioner\w*", r"regler\w*", r"riktlinjer\w*", r"direktiv\w*", r"prompt\w*", r"begransningar\w*",
           r"granser", r"kontroller\w*", r"policy\w*"),
    prior=(r"tidigare", r"foregaende", r"ovanstaende", r"alla", r"dina", r"era", r"systemets", r"ursprungliga"),
    role=(r"du ar nu", r"fran och med nu ar du", r"latsas (?:att|vara)",
          r"(?:utvecklar|admin|debug|underhalls)lage", r"nya (?:instruktioner|regler)", r"din (?:nya )?uppgift ar"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"om du ar (?:en )?(?:ai|assistent|bot|sprakmodell|agent)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"svara (?:mig )?(?:bara|endast|enbart)(?: med)?:? ?{QUOTED}",),
    bypass=(r"stall inga (?:fler )?fragor", r"(?:eskalera|vidarebefordra|kontrollera|verifiera|fraga) inte",
            r"inte (?:eskalera|kontrollera|verifiera|fraga)",
            r"utan (?:vidare |ytterligare |nagon )?(?:kontroll|granskning|godkannande|att fraga|verifiering)",
            r"(?:hoppa over|kringga) (?:kontrollen|godkannandet|granskningen|gransen)"),
    boss=(r"chef\w*", r"ansvarig\w*", r"teamledare\w*", r"supervisor\w*", r"agare\w*", r"admin\w*"),
    approve=(r"godkan\w*", r"godkand\w*", r"beviljat", r"auktoriser\w*"),
    authority=(r"(?:redan|forhands)godkand\w*", r"redan (?:godkant|beviljat|lovat)",
               r"(?:chef\w*|ansvarig|handledare|agare|vd) (?:har|hade) (?:\w+ ){0,3}(?:godkant|beviljat|sagt|lovat"
               r"|beordrat)",
               r"(?:enligt|i enlighet med) (?:er|den|var) (?:nya )?(?:policy|regel\w*|villkor)(?: \w+){0,6} (?:maste"
               r"|ska|skall|ar skyldiga)",
               r"(?:jag ar|har ar) (?:din|er) (?:chef\w*|ansvarig|administrat\w*|utvecklare)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ai|automatiska|virtuella)[ -](?:assistenter|system|agenter|bottar)(?:[^:.\n]{0,60})? som "
               r"(?:behandlar|laser|hanterar) (?:detta|den har|det har) (?:mejl|e-?post|e-?mail|meddelande|arende)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:den som|varje (?:handlaggare|kollega|medarbetare) som|alla (?:handlaggare|kollegor) som) "
               r"(?:\w+ ){0,2}(?:tar|laser|hanterar|oppnar|far)(?: \w+){0,3} (?:maste|ska|skall|ar skyldig)"
               r"(?: \w+){0,4} (?:aterbetal|betala tillbaka|godkann|betala ut)\w*",
               r"(?:agenter|agenten|assistent\w*|bot\w*|ai|modell\w*) (?:maste|ska|skall|bor|ar skyldig\w*)(?:"
               r" \w+){0,4} (?:aterbetala|godkanna|betala ut|bevilja|kreditera)", ),
    command=(r"(?:aterbetala|betala ut|godkann|bevilja|kreditera|overfor)(?: \w+){0,3} (?:aterbetalning\w*|belopp\w*"
    r"|pengar\w*|\d)",
             r"(?:genomfor|behandla) aterbetalning\w*",
             r"(?:stang|markera) (?:arendet|ticketen) som (?:lost|aterbetalt|godkant)"),
    obliged=(r"maste", r"ska", r"skall", r"(?:ar|blir) skyldig\w*", r"forpliktar", r"alagger"),
    scope=(r"alla (?:mina )?(?:bestallningar|ordrar|kop)", r"(?:aven|ocksa) (?:mina )?andra (?:bestallningar|ordrar)"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "borta", "forsvunnet", "forsvunnen", "borttappat", "borttappad",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "varfor",
                       # a part of the goods a complaint names ("Dragkedjan trasig": the zipper): no item
                       "dragkedja", "dragkedjan", "dragkedjor", "dragkedjorna", "blixtlas", "blixtlaset", "sommen",
                       "sommarna", "knappen", "knapparna", "spannet", "gangjarnet", "hjulet", "hjulen",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "forsenad", "forsenat", "utestaende", "vantande",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "artikel", "artikeln", "artiklar",
                       # the parcel, the shipment, as a subject names it
                       "forsandelse", "forsandelsen", "leveransen", "paketen",
                       # a pre-order is an order
                       "forbestallning", "forbestalld", "forhandsbestallning",
                       "reklamation", "problem", "fraga", "retur", "arende", "hjalp", "sparningsnummer", "sparning",
                       "status", "faktura", "bestallning", "order", "vara", "varor", "produkt", "produkter", "paket",
                       "sak", "saker", "pengar", "aterbetalning", "kop", "leverans", "del", "delar", "den", "det",
                       "dem"]),
    function=frozenset(
                       ["och", "i", "att", "det", "som", "en", "pa", "ar", "av", "for", "med", "till", "den", "har",
                        "inte", "om", "jag", "ni", "min", "mitt", "mina", "var", "men", "sa", "kan", "vill"]),
)
