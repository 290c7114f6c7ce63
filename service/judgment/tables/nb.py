"""Norwegian Bokmål (æ and ø kept, å folds to a)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="nb",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"(?:hva|hvordan) (?:blir det |gjør vi |gjor vi )?med (?:mine )?pengene\b",
            # the money still not received: a refund awaited ("har fortsatt ikke fått pengene")
            r"(?:ikke|aldri) (?:\w+ )?(?:fatt|sett|mottatt) (?:noen |mine )?(?:penger|pengene|pengane|refusjon\w*)",
            r"pengene (?:har )?(?:\w+ )?(?:ikke|aldri) (?:\w+ )?(?:kommet|dukket opp)",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:vil|[øo]nsker) (?:jeg |vi )?(?:ha |fa )?(?:tilbake )?(?:mellomlegget|differansen|forskjellen)",
            # the price or the sum back ("pipon hinnan takaisin", "få prisen for luen tilbake")
            r"(?:prisen|summen|bel[øo]pet|kostnaden) (?:\w+ ){0,3}tilbake", r"tilbake (?:prisen|summen|bel[øo]pet)",
            r"refu?nder\w*", r"refusjon\w*", r"tilbakebetal\w*", r"penge(?:ne|r|a) (?:tilbake|retur)",
            r"pengene mine", r"(?:fa|ha) (?:mine )?penge(?:ne|a)(?!\w)",
            r"[øo]nsker (?:a fa )?(?:mine )?penge(?:ne)?(?! \w* ?ikke)",
            r"(?:fa|ha) (?:pengene |penga )?tilbake", r"far (?:jeg|vi) (?:pengene|penga) tilbake",
            r"(?:fa|ha) igjen (?:mine )?penge\w*", r"pengene (?:mine )?igjen",
            r"godtgj[øo]r\w*", r"kompensasjon", r"kreditere?\w*", r"erstatning",
            r"betale? (?:\w+ )?tilbake"),
    full=(r"alt (?:tilbake|i retur)", r"sender alt tilbake", r"full(?:stendig)? (?:refusjon|tilbakebetaling)",
          r"hele (?:bel[øo]pet|ordren|bestillingen|kj[øo]pet|summen)",
          r"alle (?:pengene|mine penger)", r"alt (?:det )?jeg (?:har )?betalt", r"kansellere? (?:hele )?ordren",
          # the order itself refunded ("refundere bestillingen")
          r"(?:refunder|tilbakebetal)\w* (?:hele )?(?:ordren|bestillingen|kj[øo]pet)(?!\w)(?! (?:til|for|pa vegne) )",
          r"100 ?%", r"refunder\w* alt", r"hele bel[øo]pet",
          # the purchase regretted, the right of withdrawal used ("jeg vil angre kjøpet")
          r"angre[rt]? (?:pa )?(?:hele )?(?:kj[øo]pet|kj[øo]pe|bestillingen|ordren)(?!\w)",
          r"(?:bruke|benytte|bruker|benytter)(?: meg av)? (?:min |mi )?angrerett\w*"),
    everything=(r"alt", r"alt sammen", r"hele greia"),
    partial=(r"delvis", r"del av", r"delrefusjon\w*"),
    rest=(r"resten", r"alt det andre", r"alt annet", r"de andre(?: \w+)?", r"den andre(?: \w+)?", r"det andre",
          r"(?:de )?[øo]vrige(?: \w+)?"),
    shipping=(r"\w+frakt\w*", r"\w+levering\w*", r"frakt\w*", r"forsendelse\w*", r"levering\w*", r"porto",
              r"leveringskostnad\w*", r"fraktkostnad\w*", r"ekspress\w*", r"express\w*"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"send (?:meg |oss )?(?:bare |heller )?(?:en|et|ei) nytt?(?! (?:etikett|lenke|kode|faktura|passord))",
             r"bytte", r"ombytte", r"erstatningsvare", r"gavekort", r"tilgodelapp", r"kupong\w*",
             r"ny (?:vare|enhet|eksemplar)",
             r"reparasjon", r"reparere", r"sende (?:en )?ny", r"butikkreditt"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:vil|trenger) ikke (?:ha )?(?:\w+ ){0,2}?(?:frakt\w*|\w*kostnad\w*|\w*gebyr\w*|porto\w*"
              r"|levering\w*) (?:tilbake|refundert)",
              # the not of a wish carried over "or" to the money ("I don't want to return it or get the money")
              r"(?:vil|trenger|onsker|ønsker) (?:jeg |vi )?ikke (?:\w+ ){1,4}eller (?:a |å )?(?:fa |få |ha )?"
              r"(?:mine |noen )?(?:penge(?:ne)?|refusjon\w*|beløpet|belopet)",
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"(?:vil|trenger|onsker|ønsker) (?:jeg |vi )?ikke (?:\w+ "
              r")?(?:refunderes|tilbakebetales|(?:a )?(?:bli|fa) (?:refundert|"
              r"tilbakebetalt|pengene tilbake))",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:ikke (?:send|overf[øo]r|betal|tilbakebetal|f[øo]r)|(?:send|overf[øo]r|betal) ikke)(?: (?:meg|"
              r"oss))?(?: (?:pengene|bel[øo]pet|penger)(?: tilbake)?| tilbake)(?! (?:til|pa|via|enna))",
              r"(?:ikke refunder|refunder ikke)(?!\w)(?! (?:til|pa|via|enna))",
              r"ingen (?:refusjon|tilbakebetaling)", r"ingen penger tilbake",
              r"i stedet for (?:en )?(?:refusjon|tilbakebetaling)",
              r"(?:vil|trenger|[øo]nsker) (?:\w+ ){0,2}ikke (?:ha )?(?:en |noen )?"
              r"(?:refusjon|tilbakebetaling|pengene (?:tilbake|retur)|penger (?:tilbake|retur))",
              # the money put first, the verb second, the "not" after (V2): "pengene trenger jeg ikke"
              r"(?:penge(?:ne|r|a)?(?: tilbake)?|refusjon\w*) (?:trenger|vil) (?:jeg|vi) (?:\w+ )?ikke",
              r"(?:heller|foretrekker|vil gjerne ha|[øo]nsker)(?: \w+){0,3} (?:en )?(?:bytte|ny|erstatningsvare"
              r"|gavekort|reparasjon|tilgodelapp)",
              r"(?:bytte|gavekort|erstatningsvare) (?:er|hadde v[æa]rt) (?:fint|ok|nok|bedre)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )blir(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"blir (?:hos (?:meg|oss)|her)", r"far bli",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:bruker|bruke)(?: \S+){0,3},? (?:sa|derfor) (?:\S+ ){0,4}ikke (?:\S+ ){0,1}(?:tilbake|retur\w*)",
          r"klar(?:te|t) seg", r"(?:er|var) hel(?!t \w)\w*", r"ingenting i veien med", r"(?:er det )?ingenting i veien",
          r"ikke noe (?:galt|feil|i veien) med", r"(?:er|var) (?:riktig\w*|korrekt)", r"beholde?\w*",
          r"(?:er|var) (?:\w+ ){0,2}(?:fin[et]?|ok|okei|okay|grei[et]?|god[te]?|perfekt[e]?|hel(?:e|t(?! \w))?|"
          r"uskadd|i orden|i god stand)",
          r"virker(?: (?:fint|bra|perfekt))?", r"fungerer(?: (?:fint|bra))?", r"forn[øo]yd med",
          r"ingen problemer med", r"kom (?:hel|fint|uskadd) frem",
          r"(?:er|var) (?:\w+ ){0,2}(?:topp|toppen|supert?|kjempefin\w*|knallbra)(?!\w)"),
    negation=(r"ikke", r"ingen", r"intet", r"aldri", r"verken", r"uten"),
    dropped=(r"glem det(?: hele)?", r"glem alt", r"bare glem det"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"bare lukk (?:saken|henvendelsen)",
               r"(?:begge er|de er begge) (?:her|der|i esken)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:oppdateringen|tilbakestillingen|omstarten|fabrikktilbakestillingen|"
               r"fastvareoppdateringen) (?:løste|fikset|hjalp|virket|funket|fungerte|ordnet)(?! ikke)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"trenger ikke (?:a )?kansellere", r"ikke kanseller",
               r"tar (?:jeg|vi) (?:bare )?imot (?:den|dem|pakken|leveransen)(?! ikke)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"det (?:funket|fungerte|virket|hjalp|l[øo]ste seg|gikk)(?! ikke)",
               r"(?:spiller|lader|starter|kobler seg til) (?:den |det )?(?:na|igjen)(?! ikke)",
               r"(?:saken|henvendelsen) kan (?:lukkes|avsluttes)", r"(?:dere )?kan lukke (?:saken|henvendelsen|den)",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"glem(?: alt)?(?: om)? (?:refusjon\w*|tilbakebetaling\w*|pengene)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"nabo\w* (?:hadde |har )?(?:tatt|tok) imot (?:den|det|dem|pakken)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:kanseller|avbryt|stopp)\w* (?:min |mitt |den |det )?(?:\w+ )?(?:refusjon|tilbakebetaling)\w*",
               r"glem (?:det|min|mitt)(?: \w+){0,2}",
               r"(?:ignorer|kanseller|se bort fra) (?:min|mitt|denne|dette)(?: \w+){0,2} (?:henvendelse|klage"
               r"|foresp[øo]rsel)",
               r"(?:kom|har kommet) (?:\w+ ){0,2}(?:likevel|til slutt|endelig)",
               # all good now: the complaint over ("allt bra nu")
               r"alt (?:er )?(?:i orden|bra|ok|fint) (?:na|nå)", r"(?:na|nå) er alt (?:i orden|bra|ok|fint)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"na (?:kom|har kommet) (?:den|det|de|pakken)", r"(?:kom|har kommet) (?:den|det|pakken) (?:na|nettopp)",
               r"(?:fant|har funnet) (?:den|det|dem|pakken)", r"(?:er )?(?:l[øo]st|ordnet|fikset)",
               r"trenger ikke (?:lenger)?(?: \w+){0,2}",
               r"(?:virker|lyser|fungerer|funker|g[aå]r) (?:fint |perfekt )?(?:n[aå]|igjen|likevel)",
               r"min feil(?! (?:ved|i|da jeg) (?:bestill\w*|valget|[aå] velge|kj[oø]pet|valgte|kj[oø]pte))",
               r"falsk alarm",
               r"dere kan lukke (?:saken|henvendelsen)",
               r"(?:jeg )?trekker (?:min|mitt) (?:klage|foresp[øo]rsel|henvendelse) tilbake"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:er|var|ble|kom|kommet|helt) (?:\w+ )?(?:våte?|gjennombløtte?)", r"gjennomvåte?", r"klissvåte?",
               r"vannskade\w*", r"fuktskade\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:gått|gikk|går) (?:opp i sømmen|fra hverandre|i oppløsning)", r"(?:falt|faller) fra hverandre",
               r"løsnet seg", r"lim\w* (?:\w+ )?(?:sluppet|slapp)",
               # a heater that does not heat, a cooler that does not cool
               r"(?:blir|holder) ikke (?:\w+ )?(?:varm|kald)\w*", r"(?:varmer|kjøler) ikke",
               # a parcel gone missing ("disappeared", "vanished")
               r"forsvunn\w*", r"forsvant", r"kommet bort",
               # a colour faded, washed out ("faded")
               r"falmet", r"bleknet", r"avfarget",
               r"knust\w*", r"gikk i stykker", r"sprakk", r"[øo]delagt\w*", r"i stykker", r"skadet", r"defekt\w*",
               r"virker ikke", r"fungerer ikke", r"mangler", r"manglende",
               r"(?:kom|har) (?:aldri|ikke) (?:frem|kommet)",
               r"(?:aldri|ikke) kommet(?: frem)?",  # a subject's headline: "Pakke aldri kommet"
               r"ikke (?:mottatt|levert)", r"sprukket", r"sprukne",
               r"sprekk\w*",
               r"ripete?", r"flekket\w*", r"revet",
               r"lekker", r"forsinket", r"forsinkelse", r"for sent", r"forsvunnet",
               r"feil (?:st[øo]rrelse|farge|vare|produkt|modell)",
               r"ikke som beskrevet", r"ubrukelig\w*", r"trukket to ganger", r"skuffet", r"hull", r"rustet?",
               r"utl[øo]pt", r"b[øo]yd", r"flimrer"),
    difference=(r"for mye", r"overbelast\w*", r"\w*forskjell\w*", r"\w*differanse\w*", r"mellomlegg\w*", r"differansen",
                r"mellomlegget",
                r"forskjellen", r"prisfall", r"prisen (?:har )?(?:falt|sunket|g[aå]tt ned)",
                r"(?:n[aå]) (?:billigere|p[aå] tilbud|nedsatt)",
                r"p[aå] tilbud", r"p[aå] salg", r"nedsatt", r"billigere", r"betalt for mye", r"prisjustering",
                r"rabatt"),
    back=(r"tilbake", r"(?:ha|fa) (?:dem |den |det |pengene )?igjen", r"retur", r"avslag", r"prisavslag", r"rabatt\w*"),
    accept=(r"hores (?:greit|bra|fint)", r"godtar", r"aksepterer", r"(?:er|blir) (?:ok|greit|fint|rimelig)",
            r"det tar jeg(?! ikke)", r"avtale",
            # an offer received, thanked yes to ("jeg tar gjerne imot det", "takker ja")
            r"tar (?:jeg )?(?:gjerne |sa )?imot", r"takker ja"),
    yes=(r"ja", r"ok", r"takk", r"greit", r"fint", r"perfekt"),
    please=(r"vennligst", r"takk(?= ?[.!]?$)", r"kan dere", r"kan du"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"varenes (?:samlede )?(?:pris|verdi)", r"samlet pris", r"vare(?:pris|verdi)\w*",
           r"ordre\w*", r"bestilling\w*", r"total\w*", r"bel[øo]p\w*", r"kj[øo]p\w*", r"betaling\w*", r"alt",
           r"faktura\w*", r"handlekurv\w*", r"sum\w*"),
    contrast=(r"men", r"dog", r"unntatt", r"bortsett fra", r"selv om", r"mens", r"bare", r"kun"),
    shares={r"halvparten": "1/2", r"halv\w*": "1/2", r"en tredjedel": "1/3", r"tredjedel\w*": "1/3",
            r"to tredjedeler": "2/3",
            r"en fjerdedel": "1/4", r"fjerdedel\w*": "1/4", r"en kvart": "1/4", r"tre fjerdedeler": "3/4",
            r"en femtedel": "1/5", r"en tidel": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:den|det) andre(?=\s*(?:[.?!,;:]|$))",
            # "the one", alone at a clause's end after a word of asking ("få igjen for den ene?")
            r"(?<=for )den ene(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) av (?:dem|disse)(?!\w)",
              r"(?P<part>{N}) av (?:de |mine |alle )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}av (?:de |mine )?(?P<whole>{N})",
              # the whole first: "av de fire pakkene kom én knust"
              r"av (?:de |mine )(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|prosent)",),
    numbers={"null": 0, "en": 1, "ett": 1, "ei": 1, "to": 2, "tre": 3, "fire": 4, "fem": 5, "seks": 6,
             "sju": 7, "syv": 7, "atte": 8, "åtte": 8, "ni": 9, "ti": 10, "elleve": 11, "tolv": 12, "tretten": 13,
             "fjorten": 14, "femten": 15, "seksten": 16, "sytten": 17, "atten": 18, "nitten": 19,
             "tjue": 20, "tyve": 20, "tretti": 30, "trettí": 30, "forti": 40, "førti": 40, "femti": 50,
             "seksti": 60, "sytti": 70, "atti": 80, "åtti": 80, "nitti": 90, "hundre": 100, "tusen": 1000},
    mult=frozenset({"hundre"}),
    scale=frozenset({"tusen"}),
    quote_head=(r"den .{4,160} skrev .{0,120}", r".{2,80} skrev\s*:"),
    forward_head=(r"-{2,}\s*(?:opprinnelig melding|videresendt melding|original melding)\s*-*",
                  r"(?:start p[aå] )?videresendt (?:melding|e-?post)\s*:?",
                  r"vs\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"fra", r"sendt", r"til", r"emne", r"dato", r"kopi"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:her er|nedenfor|dette er|jeg limer inn|vedlegger)(?: \w+){0,3} (?:deres|min|mitt|en|et|den"
            r"|det)? ?(?:\w+ ){0,2}(?:\w*bekreftelsen?|kvitteringen?|fakturaen?|sporingen?)(?: \w+){0,3}\s*:$",
            r"(?:her er|nedenfor|jeg limer inn|kopiert|vedlegger)(?: \w+){0,5} (?:hva|det|deres|hans|hennes|en|et)"
    r" (?:\w+ ){0,3}(?:sa|skrev|melding|svar|e-?post|chat|anmeldelse|annonse|tekst|samtale)",
            r"(?:anmeldelse|annonse|beskrivelse|samtale|chat)\s*:$",
            r"(?:han|hun|saksbehandleren|deres medarbeider|kundeservice|selgeren) (?:sa|skrev)\s*:"),
    system=(r"ansvarsfraskrivelse", r"konfidensialitetsmerknad",
            r"system\w*", r"automatisk\w*", r"automat\w*", r"bot", r"administrator\w*", r"admin", r"personale\w*",
            r"kundeservice", r"kundestøtte",
            r"kundestotte", r"support\w*", r"saksbehandler\w*", r"kundebehandler\w*", r"medarbeider\w*",
            r"intern (?:notat|merknad)", r"varsel", r"melding fra",
            r"sikkerhet\w*", r"sjef\w*", r"leder\w*", r"ikke svar"),
    approved=(r"godkjenningskode\w*",  # an approval's code quoted
              r"(?:refusjon|tilbakebetaling)\w*(?: \w+){0,4} (?:er |blitt |allerede )*(?:godkjent|innvilget|bekreftet"
    r"|gjennomf[øo]rt|utf[øo]rt|behandlet)",
              r"(?:godkjent|innvilget|berettiget) (?:\w+ ){0,3}(?:til )?(?:en )?(?:full )?(?:refusjon"
              r"|tilbakebetaling)", r"(?:allerede|forh[aå]nds)godkjent",
              r"status\s*:?\s*godkjent", r"refusjonsbel[øo]p\s*:",
              r"(?:vi har|jeg har) (?:\w+ ){0,2}(?:godkjent|innvilget|lovet)"),
    ai=(r"ai", r"ki", r"a\.i\.", r"kunstig intelligens", r"(?:ai-?|ki-?|virtuell |digital )?assistent\w*",
        r"(?:chat)?bot(?:en|er|ene|ten)?", r"spr[aå]kmodell\w*", r"modell\w*", r"agent\w*"),
    address=(r"notat", r"melding", r"beskjed", r"instruks\w*", r"merk", r"obs"),
    address_to=(r"til", r"for", r"kj[æa]re", r"hei", r"hallo"),
    override=(r"ignorer\w*", r"glem", r"se bort fra", r"hopp over", r"overstyr\w*", r"tilsidesett\w*"),
    rules=(r"instruksjoner\w*", r"instrukser", r"regl\w*", r"retningslinjer\w*", r"direktiver\w*", r"prompt\w*",
           r"begrensninger\w*", r"grenser", r"kontroller\w*", r"policy\w*"),
    prior=(r"tidligere", r"forrige", r"ovenst[aå]ende", r"alle", r"dine", r"deres", r"systemets", r"opprinnelige"),
    role=(r"du er n[aå]", r"fra n[aå] av er du", r"lat som",
          r"(?:utvikler|admin|debug|vedlikeholds)modus", r"nye (?:instruksjoner|regler)", r"din (?:nye )?oppgave er"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"hvis du er (?:en )?(?:ai|ki|assistent|bot|spr[aå]kmodell|agent)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"svar (?:meg )?(?:kun|bare|utelukkende)(?: med)?:? ?{QUOTED}",),
    bypass=(r"still (?:meg )?ingen (?:flere )?spørsmal", r"ikke still (?:meg )?(?:noen )?(?:flere )?spørsmal",
            r"(?:eskaler|videresend|kontroller|verifiser|sp[øo]r) ikke",
            r"ikke (?:eskaler\w*|kontroller\w*|verifiser\w*|sp[øo]r\w*)",
            r"uten (?:videre |ytterligere |noen )?(?:kontroll|sjekk|godkjenning|gjennomgang|[aå] sp[øo]rre"
            r"|verifisering)",
            r"(?:hopp over|omg[aå]) (?:kontrollen|godkjenningen|grensen)"),
    boss=(r"sjef\w*", r"leder\w*", r"ansvarlig\w*", r"supervisor\w*", r"eier\w*", r"admin\w*"),
    approve=(r"godkjen\w*", r"godkjent", r"innvilget", r"autoriser\w*"),
    authority=(r"(?:allerede|forh[aå]nds)godkjent", r"allerede (?:godkjent|innvilget|lovet)",
               r"(?:sjef\w*|leder\w*|direkt[øo]r\w*|eier\w*) (?:har|hadde) (?:\w+ ){0,3}(?:godkjent|innvilget|sagt"
               r"|lovet|beordret)",
               r"(?:if[øo]lge|i henhold til) (?:deres|den|v[aå]r) (?:nye )?(?:policy|regl\w*|vilk[aå]r)(?: \w+){0,6}"
               r" (?:skal|m[aå]|er forpliktet)",
               r"(?:jeg er|her er) (?:din|deres) (?:sjef\w*|leder\w*|administrator\w*|utvikler)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ai|ki|automatiske|virtuelle)[ -](?:assistenter|systemer|agenter|boter)"
               r"(?:[^:.\n]{0,60})? som (?:behandler|leser|handterer) (?:denne|dette) (?:e-?posten|e-?post"
               r"|meldingen|saken|e-?mail)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:den som|enhver (?:medarbeider|kollega|saksbehandler) som) (?:\w+ ){0,2}(?:tar|leser"
               r"|behandler|apner|far)(?: \w+){0,3} (?:ma|skal|er forpliktet)(?: \w+){0,4} (?:refusjon"
               r"|refunder|tilbakebetal|godkjenn|utbetal)\w*",
               r"(?:agenter|agenten|assistent\w*|bot\w*|ai|ki|modell\w*) (?:skal|b[øo]r|m[aå]|er forpliktet)(?:"
               r" \w+){0,4} (?:refundere|godkjenne|utbetale|innvilge|kreditere|tilbakebetale)", ),
    command=(
             r"(?:refunder|utbetal|godkjenn|innvilg|krediter|overf[øo]r)(?: \w+){0,3} (?:refusjon\w*|bel[øo]p\w*"
             r"|penge\w*|\d)",
             r"(?:gjennomf[øo]r|behandle) (?:refusjon\w*|tilbakebetaling\w*)",
             r"(?:lukk|merk) (?:saken|henvendelsen) som (?:l[øo]st|refundert|godkjent)"),
    obliged=(r"skal", r"(?:er|blir) forpliktet", r"forplikter", r"ma"),
    scope=(r"alle (?:mine )?(?:ordrer|bestillinger|kj[øo]p)", r"(?:ogs[aå]) (?:mine )?andre (?:ordrer|bestillinger)"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "borte", "forsvunnet", "tapt",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "hvor", "hvorfor", "hvordan",
                       # a part of the goods a complaint names ("Dragkedjan trasig": the zipper): no item
                       "glidelas", "glidelasen", "sømmen", "sømmene", "knappen", "knappene", "spennen", "hengselet",
                       "hjulet", "hjulene",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "forsinket", "utestaende", "ventende",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "artikkel", "artikkelen",
                       # the parcel, the shipment, as a subject names it
                       "forsendelse", "forsendelsen", "pakken", "pakkene", "leveransen",
                       # a pre-order is an order
                       "forhandsbestilling", "forhandsbestilt",
                       "reklamasjon", "problem", "sporsmal", "retur", "henvendelse", "hjelp", "sporingsnummer",
                       "sporing", "status", "faktura", "ordre", "bestilling", "vare", "varer", "produkt", "produkter",
                       "pakke", "ting", "penger", "refusjon", "kjop", "levering", "del", "deler", "den", "det",
                       "dem"]),
    function=frozenset(
                       ["og", "i", "at", "det", "som", "en", "er", "av", "for", "med", "til", "den", "har", "ikke",
                        "om", "jeg", "dere", "min", "mitt", "mine", "var", "men", "sa", "kan", "vil", "pa"]),
)
