"""Danish (æ and ø are letters of their own: ``(?:æ|ae)``, ``[øo]``; å folds to a)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="da",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"(?:hvad|hvordan) (?:bliver det |gør vi |gor vi )?med (?:mine )?pengene\b",
            # the money still not received: a refund awaited ("har stadig ikke fået pengene")
            r"(?:ikke|aldrig) (?:\w+ )?(?:faet|set|modtaget) (?:nogen |mine )?(?:penge|pengene|refusion\w*)",
            r"pengene (?:er |har )?(?:\w+ )?(?:ikke|aldrig) (?:\w+ )?(?:kommet|dukket op)",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:vil|[øo]nsker) (?:jeg |vi )?(?:gerne )?(?:have |fa )?(?:tilbage )?(?:forskellen|differencen)",
            # the price or the sum back ("pipon hinnan takaisin", "få prisen for luen tilbake")
            r"(?:prisen|summen|bel[øo]bet|udgiften) (?:\w+ ){0,3}tilbage", r"tilbage (?:prisen|summen|bel[øo]bet)",
            r"refu?nder\w*", r"refusion\w*", r"tilbagebetal\w*", r"pengene tilbage", r"penge tilbage", r"mine penge",
            r"penge(?:ne)? retur",
            r"(?:fa|have) (?:mine )?penge(?:ne)? (?:retur|tilbage|igen)", r"(?:fa|have) igen (?:mine )?penge\w*",
            r"(?:fa|have) (?:mine )?pengene", r"[øo]nsker (?:at fa )?(?:mine )?penge(?:ne)?(?! \w* ?ikke)",
            r"godtg[øo]r\w*", r"kompensation",
            r"kreditere?\w*", r"erstatning", r"betale? (?:\w+ )?tilbage"),
    full=(r"alt (?:tilbage|retur)", r"sender alt retur",
          r"fuld(?:st[æa]ndig)? (?:refusion|tilbagebetaling|refundering)",
          r"hele (?:bel[øo]bet|ordren|bestillingen|k[øo]bet|summen)",
          r"alle (?:mine )?penge", r"alt (?:hvad )?jeg (?:har )?betalt", r"annuller\w* (?:hele )?ordren",
          # the order itself refunded ("refundere ordren")
          r"(?:refunder|tilbagebetal)\w* (?:hele )?(?:ordren|bestillingen|k[øo]bet)(?!\w)(?! (?:til|for|pa vegne) )",
          r"100 ?%",
          r"refunder\w* alt", r"det fulde bel[øo]b",
          # the purchase regretted, the right of withdrawal used ("jeg vil fortryde mit køb")
          r"fortryd\w* (?:mit |hele )?(?:k[øo]b|k[øo]bet|bestillingen|ordren)(?!\w)",
          r"(?:bruge|benytte|bruger|benytter)(?: mig af)? (?:min )?fortrydelsesret\w*"),
    everything=(r"alt", r"det hele", r"alle (?:varer|dele)"),
    partial=(r"delvis", r"del af", r"delrefusion\w*"),
    rest=(r"resten", r"alt det andet", r"alt andet", r"de andre(?: \w+)?", r"den anden(?: \w+)?", r"det andet",
          r"(?:de )?[øo]vrige(?: \w+)?"),
    shipping=(r"\w+fragt\w*", r"\w+levering\w*", r"\w+forsendelse\w*", r"fragt\w*", r"forsendelse\w*", r"levering\w*",
              r"porto", r"leveringsomkostning\w*", r"(?:fragt|leverings)gebyr\w*", r"ekspres\w*", r"express\w*"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"send (?:mig |os )?(?:bare |hellere )?(?:en|et) nyt?(?! (?:etiket|link|kode|faktura|adgangskode))",
             r"ombytning", r"bytte", r"ombytte", r"erstatningsvare", r"gavekort", r"tilgodebevis", r"kupon\w*",
             r"ny (?:vare|enhed|ekspl\w*)",
             r"reparation", r"reparere", r"sende (?:en )?ny", r"butikskredit"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:vil|behover) ikke (?:have |ha )?(?:\w+ ){0,2}?(?:fragt\w*|\w*omkostning\w*|\w*gebyr\w*"
              r"|porto\w*|levering\w*) (?:tilbage|refunderet)",
              # the not of a wish carried over "or" to the money ("I don't want to return it or get the money")
              r"(?:vil|behover|behøver|onsker|ønsker) (?:jeg |vi )?ikke (?:\w+ ){1,4}eller (?:at )?(?:fa |få |have )?"
              r"(?:mine |nogen )?(?:penge(?:ne)?|refusion\w*|beløbet|belobet)",
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"(?:vil|behover|behøver|onsker|ønsker) (?:jeg |vi )?ikke (?:\w+ )?(?:refunderes|tilbagebetales|"
              r"(?:at )?(?:blive|have) (?:refunderet|"
              r"tilbagebetalt|pengene tilbage))",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:send|overf[øo]r|betal|f[øo]r) ikke (?:pengene(?: tilbage)?|bel[øo]bet(?: tilbage)?|"
              r"tilbage)(?! (?:til|pa|via))",
              r"refunder ikke(?! (?:til|pa|via))",
              r"lad (?:v[æa]re|vaere) med at (?:sende|refundere|overf[øo]re|betale)",
              r"ingen (?:refusion|tilbagebetaling|refundering)", r"ingen penge tilbage",
              r"i stedet for (?:en )?(?:refusion|tilbagebetaling)",
              r"(?:vil|beh[øo]ver|[øo]nsker) (?:\w+ ){0,2}ikke (?:have )?(?:en |nogen )?(?:refusion|tilbagebetaling"
              r"|refundering|pengene (?:tilbage|retur)|penge (?:tilbage|retur))",
              # the money put first, the verb second, the "not" after (V2): "pengene behøver jeg ikke"
              r"(?:penge(?:ne)?(?: tilbage)?|refusion\w*) (?:beh[øo]ver|vil) (?:jeg|vi) (?:\w+ )?ikke",
              r"(?:hellere|foretr[æa]kker|vil gerne have|[øo]nsker)(?: \w+){0,3} (?:en )?(?:ombytning|ny"
              r"|erstatningsvare|gavekort|reparation|tilgodebevis)",
              r"(?:ombytning|gavekort|erstatningsvare) (?:er|ville v[æa]re) (?:fint|ok|nok|bedre)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )bliver(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"bliver (?:hos (?:mig|os)|her)", r"ma (?:gerne )?blive",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:bruger|bruge)(?: \S+){0,3},? (?:sa|derfor) (?:\S+ ){0,4}ikke (?:\S+ ){0,1}(?:tilbage|retur\w*)",
          r"klare(?:de|t) sig", r"(?:er|var) hel(?!t \w)\w*", r"intet (?:i vejen|galt) med",
          r"ikke noget (?:i vejen|galt) med", r"(?:er|var) (?:korrekt|rigtig\w*)", r"beholde?\w*",
          r"(?:er|var) (?:\w+ ){0,2}(?:fin[et]?|ok|okay|god[te]?|perfekt[e]?|hel(?:e|t(?! \w))?|"
          r"ubeskadiget|i orden|i god"
          r" stand)",
          r"virker(?: (?:fint|godt|perfekt))?", r"fungerer(?: (?:fint|godt))?", r"tilfreds med",
          r"ingen problemer med", r"kom (?:hel|fint|ubeskadiget) frem",
          r"(?:er|var) (?:\w+ ){0,2}(?:top|toppen|super|supergod\w*|fremragende)(?!\w)"),
    negation=(r"ikke", r"ingen", r"intet", r"aldrig", r"hverken", r"uden"),
    dropped=(r"glem det(?: hele)?", r"glem alt", r"lad v[æa]re med det"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"bare luk (?:sagen|henvendelsen)",
               r"(?:begge er|de er begge) (?:her|der|i kassen)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:opdateringen|nulstillingen|genstarten|fabriksnulstillingen|"
               r"firmwareopdateringen) (?:løste|fiksede|fixede|hjalp|virkede|ordnede)(?! ikke)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"beh[øo]ver ikke (?:at )?annullere", r"annuller ikke",
               r"tager (?:jeg|vi) (?:bare )?imod (?:den|dem|pakken|leverancen)(?! ikke)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"det (?:virkede|hjalp|fungerede|lykkedes)(?! ikke)",
               r"(?:spiller|lader|t[æa]nder|starter) (?:den |det )?(?:nu|igen)(?! ikke)",
               r"(?:sagen|henvendelsen) kan lukkes", r"(?:i )?kan lukke (?:sagen|henvendelsen|den)",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"glem(?: alt)?(?: om)? (?:refusion\w*|refundering\w*|tilbagebetaling\w*|pengene)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"nabo\w* (?:havde |har )?(?:taget|tog) imod (?:den|det|dem|pakken)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:annuller|afbryd|stop)\w* (?:min |mit |den |det )?(?:\w+ )?(?:refusion|tilbagebetaling)\w*",
               r"glem (?:det|min|mit)(?: \w+){0,2}",
               r"(?:ignorer|annuller|se bort fra) (?:min|mit|denne|dette)(?: \w+){0,2} (?:henvendelse|klage"
               r"|anmodning)",
               r"(?:kom|er kommet) (?:\w+ ){0,2}(?:alligevel|til sidst|endelig)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"nu (?:kom|er kommet) (?:den|det|de|pakken)", r"(?:kom|er kommet) (?:den|det|pakken) (?:nu|lige)",
               r"(?:fandt|har fundet) (?:den|det|dem|pakken)", r"(?:er )?(?:l[øo]st|ordnet|fikset)",
               r"beh[øo]ver ikke (?:l[æa]ngere)?(?: \w+){0,2}",
               r"(?:virker|lyser|fungerer|k[øo]rer) (?:fint |perfekt )?(?:nu|igen|alligevel)",
               r"min fejl(?! (?:ved|i|da jeg) (?:bestil\w*|valget|at v(?:ae|æ)lge|k[oø]bet|valgte|k[oø]bte))",
               r"falsk alarm",
               r"i kan lukke (?:sagen|henvendelsen)",
               r"(?:jeg )?tr[æa]kker (?:min|mit) (?:klage|anmodning|henvendelse) tilbage"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:er|var|blev|kom|kommet|helt) (?:\w+ )?(?:våde?|gennemblødte?)", r"gennemvåde?", r"vandskade\w*",
               r"fugtskade\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:gået|gik|går) (?:op i sømmen|fra hinanden|i opløsning)", r"(?:faldet|faldt|falder) fra hinanden",
               r"løsnet sig", r"løsnede sig", r"lim\w* (?:\w+ )?(?:sluppet|slap|givet slip|gav slip)",
               # a heater that does not heat, a cooler that does not cool
               r"(?:bliver|holder) ikke (?:\w+ )?(?:varm|kold)\w*", r"(?:varmer|køler) ikke",
               # a parcel gone missing ("disappeared", "vanished")
               r"forsvund\w*", r"forsvandt",
               # a colour faded, washed out ("faded")
               r"falmet", r"blegnet", r"affarvet",
               r"knust\w*", r"gik i stykker", r"revnede", r"[øo]delagt\w*", r"i stykker", r"beskadiget", r"defekt\w*",
               r"virker ikke", r"fungerer ikke", r"mangler", r"manglende",
               r"(?:kom|er) (?:aldrig|ikke) (?:frem|kommet)",
               r"(?:aldrig|ikke) kommet(?: frem)?",  # a subject's headline: "Pakke aldrig kommet"
               r"ikke (?:modtaget|leveret)", r"revnet", r"revne",
               r"ridset", r"plettet", r"flænset", r"fl[æa]nget",
               r"l[æa]kage", r"ut[æa]t", r"drypper", r"forsinket", r"forsinkelse", r"for sent", r"bortkommet",
               r"forkert\w* (?:st[øo]rrelse|farve|vare|produkt|model)",
               r"ikke som beskrevet", r"ubrugelig\w*", r"trukket to gange", r"skuffet", r"hul(?:ler)?", r"rusten",
               r"udl[øo]bet", r"b[øo]jet", r"flimrer"),
    difference=(r"for meget", r"overopkr\w*", r"\w*forskel\w*", r"\w*difference\w*", r"forskellen", r"prisfald",
                r"prisen (?:er )?(?:faldet|s[æa]nket|lavere)", r"(?:nu|nu er den) (?:billigere|p[aå] tilbud|nedsat)",
                r"p[aå] tilbud", r"nedsat", r"billigere", r"betalt for meget", r"prisjustering", r"rabat"),
    back=(r"tilbage", r"retur", r"afslag", r"prisafslag", r"rabat\w*", r"nedslag",
          # the money had again ("fragten vil jeg have igen")
          r"(?:have|fa) (?:dem |den |det |pengene )?igen"),
    accept=(r"lyder godt", r"accepterer", r"(?:er|bliver) (?:ok|fint|rimeligt|fair)",
            r"det tager jeg(?! ikke)", r"jeg tager(?! ikke)",
            # an offer received, thanked yes to ("jeg tager gerne imod", "takker ja")
            r"tager (?:jeg )?(?:gerne |sa )?imod", r"takker ja",
            r"aftale"),
    yes=(r"ja", r"ok", r"tak", r"fint", r"perfekt"),
    please=(r"venligst", r"tak(?= ?[.!]?$)", r"kan i", r"kan du"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"varernes (?:samlede )?(?:pris|v[æa]rdi)", r"samlede? pris", r"vare(?:pris|v[æa]rdi)\w*",
           r"ordre\w*", r"bestilling\w*", r"total\w*", r"bel[øo]b\w*", r"k[øo]b\w*", r"betaling\w*", r"alt",
           r"faktura\w*", r"kurv\w*", r"sum\w*"),
    contrast=(r"men", r"dog", r"undtagen", r"bortset fra", r"selvom", r"mens", r"kun", r"blot"),
    shares={r"halvdelen": "1/2", r"halv(?!treds|fjerds|fems)\w*": "1/2", r"en tredjedel": "1/3", r"tredjedel\w*": "1/3",
            r"to tredjedele": "2/3",
            r"en fjerdedel": "1/4", r"fjerdedel\w*": "1/4", r"en kvart": "1/4", r"tre fjerdedele": "3/4",
            r"en femtedel": "1/5", r"en tiendedel": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:den|det) (?:anden|andet|2\.)(?=\s*(?:[.?!,;:]|$))",
            # "the one", alone at a clause's end after a word of asking ("pengene for den ene?")
            r"(?<=for )den ene(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) af (?:dem|disse)(?!\w)",
              r"(?P<part>{N}) af (?:de |mine |alle )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}af (?:de |mine )?(?P<whole>{N})",
              # the whole first: "af de fire pakker kom en mast frem"
              r"af (?:de |mine )(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|procent)",),
    quote_head=(r"den .{4,160} skrev .{0,120}", r".{2,80} skrev\s*:"),
    forward_head=(r"-{2,}\s*(?:oprindelig meddelelse|videresendt meddelelse|original meddelelse)\s*-*",
                  r"(?:start p[aå] )?videresendt (?:meddelelse|besked)\s*:?",
                  r"vs\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"fra", r"sendt", r"til", r"emne", r"dato", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:her er|nedenfor|dette er|jeg inds(?:ae|\u00e6)tter|vedh(?:ae|\u00e6)fter)(?: \w+){0,3} "
            r"(?:jeres|min|mit|en|et|den|det)? ?(?:\w+ ){0,2}(?:\w*bekr(?:ae|\u00e6)ftelsen?|kvitteringen?"
            r"|fakturaen?|sporingen?)(?: \w+){0,3}\s*:$",
            r"(?:her er|nedenfor|jeg inds[æa]tter|kopieret|vedh[æa]fter)(?: \w+){0,5} (?:hvad|det|jeres|deres|hans"
            r"|hendes|en"
    r"|et) (?:\w+ ){0,3}(?:sagde|skrev|besked|svar|mail|chat|anmeldelse|annonce|tekst|samtale)",
            r"(?:anmeldelse|annonce|beskrivelse|samtale|chat)\s*:$",
            r"(?:han|hun|medarbejderen|jeres medarbejder|supporten|s[æa]lgeren) (?:sagde|skrev)\s*:"),
    system=(r"ansvarsfraskrivelse", r"fortrolighedsmeddelelse",
            r"system\w*", r"automatisk\w*", r"automat\w*", r"bot", r"administrator\w*", r"admin", r"personale\w*",
            r"kundeservice", r"support\w*",
            r"medarbejder\w*", r"kundemedarbejder\w*", r"kundebehandler\w*", r"intern (?:note|notat)",
            r"notifikation", r"meddelelse fra", r"sikkerhed\w*",
            r"chef\w*", r"leder\w*", r"svar ikke"),
    approved=(r"godkendelseskode\w*",  # an approval's code quoted
              r"(?:refusion|tilbagebetaling|refundering)\w*(?: \w+){0,4} (?:er |blevet |allerede )*(?:godkendt"
              r"|bevilget"
    r"|bekr[æa]ftet|gennemf[øo]rt|udf[øo]rt|behandlet)",
              r"(?:godkendt|bevilget|berettiget) (?:\w+ ){0,3}(?:til )?(?:en )?(?:fuld )?(?:refusion|tilbagebetaling)",
              r"(?:allerede|forh[aå]nds)godkendt",
              r"status\s*:?\s*godkendt", r"refusionsbel[øo]b\s*:",
              r"(?:vi har|jeg har) (?:\w+ ){0,2}(?:godkendt|bevilget|lovet)"),
    ai=(r"ai", r"a\.i\.", r"kunstig intelligens", r"(?:ai-?|virtuel |digital )?assistent\w*",
        r"(?:chat)?bot(?:ten|ter|terne|s)?",
        r"sprogmodel\w*", r"model\w*", r"agent\w*"),
    address=(r"note", r"besked", r"meddelelse", r"instruktion\w*", r"bem[æa]rk", r"obs"),
    address_to=(r"til", r"for", r"k[æa]re", r"hej", r"hallo"),
    override=(r"ignorer\w*", r"glem", r"se bort fra", r"spring \w+ over", r"tilsidesæt\w*", r"tilsides[æa]t\w*"),
    rules=(r"instruktioner\w*", r"regler\w*", r"retningslinjer\w*", r"direktiver\w*", r"prompt\w*",
           r"begr[æa]nsninger\w*", r"gr[æa]nser", r"kontroller\w*", r"politik\w*"),
    prior=(r"tidligere", r"forrige", r"ovenst[aå]ende", r"alle", r"dine", r"jeres", r"systemets", r"oprindelige"),
    role=(r"du er nu", r"fra nu af er du", r"lad som om",
          r"(?:udvikler|admin|debug|vedligeholdelses)tilstand", r"nye (?:instruktioner|regler)",
          r"din (?:nye )?opgave er"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"hvis du er (?:en )?(?:ai|assistent|bot|sprogmodel|agent)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"svar (?:mig )?(?:kun|bare|udelukkende)(?: med)?:? ?{QUOTED}",),
    bypass=(r"stil (?:mig )?ingen (?:flere )?spørgsmal", r"(?:eskaler|videresend|kontroller|verificer|sp[øo]rg) ikke",
            r"ikke (?:eskalere|kontrollere|verificere|sp[øo]rge)",
            r"uden (?:videre |yderligere |nogen )?(?:kontrol|tjek|godkendelse|gennemgang|at sp[øo]rge|verifikation)",
            r"(?:spring over|omg[aå]) (?:kontrollen|godkendelsen|gr[æa]nsen)"),
    boss=(r"chef\w*", r"leder\w*", r"ansvarlig\w*", r"supervisor\w*", r"ejer\w*", r"admin\w*"),
    approve=(r"godkend\w*", r"bevilget", r"autoriser\w*"),
    authority=(r"(?:allerede|forh[aå]nds)godkendt", r"allerede (?:godkendt|bevilget|lovet)",
               r"(?:chef\w*|leder\w*|direkt[øo]r\w*|ejer\w*) (?:har|havde) (?:\w+ ){0,3}(?:godkendt|bevilget|sagt"
               r"|lovet|beordret)",
               r"(?:if[øo]lge|i henhold til) (?:jeres|den|vores) (?:nye )?(?:politik|regl\w*|vilk[aå]r)(?: \w+){0,6}"
               r" (?:skal|m[aå]|er forpligtet)",
               r"(?:jeg er|her er) (?:din|jeres) (?:chef\w*|leder\w*|administrator\w*|udvikler)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ai|automatiske|virtuelle)[ -](?:assistenter|systemer|agenter|bots?)(?:[^:.\n]{0,60})?,? "
               r"(?:der|som) (?:behandler|l[æa]ser|handterer) (?:denne|dette) (?:e-?mail|mail|besked|sag)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:den der|den som|enhver (?:medarbejder|kollega|sagsbehandler) der) (?:\w+ ){0,2}(?:tager"
               r"|l[æa]ser|behandler|abner|far)(?: \w+){0,3} (?:skal|er forpligtet)(?: \w+){0,4} (?:refund"
               r"|refusion|tilbagebetal|godkend|udbetal)\w*",
               r"(?:agenter|agenten|assistent\w*|bot\w*|ai|model\w*) (?:skal|b[øo]r|m[aå]|er forpligtet)(?:"
               r" \w+){0,4} (?:refundere|godkende|udbetale|bevilge|kreditere|tilbagebetale)", ),
    command=(
             r"(?:refunder|udbetal|godkend|bevilg|krediter|overf[øo]r)(?: \w+){0,3} (?:refusion\w*|bel[øo]b\w*"
             r"|penge\w*|\d)",
             r"(?:gennemf[øo]r|behandl) (?:refusion\w*|tilbagebetaling\w*)",
             r"(?:luk|marker) (?:sagen|henvendelsen) som (?:l[øo]st|refunderet|godkendt)"),
    obliged=(r"skal", r"(?:er|bliver) forpligtet", r"forpligter"),
    scope=(r"alle (?:mine )?(?:ordrer|bestillinger|k[øo]b)", r"(?:ogs[aå]) (?:mine )?andre (?:ordrer|bestillinger)"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "væk", "forsvundet", "tabt",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "hvor", "hvorfor", "hvornar", "hvordan",
                       # a part of the goods a complaint names ("Dragkedjan trasig": the zipper): no item
                       "lynlas", "lynlasen", "sømmen", "sømmene", "knappen", "knapperne", "spændet", "hængslet",
                       "hjulet", "hjulene",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "afventende", "forsinket", "udestaende", "ventende",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "artikel", "artiklen",
                       # the parcel, the shipment, as a subject names it
                       "forsendelse", "forsendelsen", "pakken", "pakkerne",
                       # a pre-order is an order
                       "forudbestilling", "forudbestilt",
                       "reklamation", "problem", "sporgsmal", "retur", "henvendelse", "hjaelp", "sporingsnummer",
                       "sporing", "status", "faktura", "ordre", "bestilling", "vare", "varer", "produkt", "produkter",
                       "pakke", "ting", "penge", "refusion", "kob", "levering", "del", "dele", "den", "det", "dem"]),
    function=frozenset(
                       ["og", "i", "at", "det", "som", "en", "er", "af", "for", "med", "til", "den", "har", "ikke",
                        "om", "jeg", "i", "min", "mit", "mine", "var", "men", "sa", "kan", "vil", "pa"]),
)
