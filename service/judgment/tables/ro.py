"""Romanian (diacritics folded: ș ț ă â î are s t a a i)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="ro",
    refund=(
            # the difference wanted asks it ("quiero la diferencia", "أبي الفرق", "farkı istiyorum")
            r"(?:vreau|as vrea|doresc|as dori)(?: \w+){0,2} diferent\w*",
            r"returna\w* (?:mi )?(?:banii|suma|contravaloarea|diferent\w*|bani)", r"sa-?mi returnati", r"rambursa\w*",
            # a payment given back, one of two taken ("returnați una dintre ele", "returnați plata dublă")
            r"returna\w* (?:\w+ )?(?:plat[aie]\w*|tranzacti\w*|(?:una|unul) dintre (?:ele|ei|plati\w*|tranzactii))",
            r"ramburs\w*",
            # the goods credited to the customer, the verb asked of the shop ("que me abonéis las dos")
            r"(?:sa-?mi|imi|mi|ne) credit(?:ati|eze|ezi|a)\b", r"creditat?i-(?:mi|ne)\b",
            r"banii (?:mei )?(?:inapoi|inapoiati)", r"banii inapoi",
            # the money of a thing back, the thing between ("banii pe pulover înapoi")
            r"banii (?:\w+ ){1,4}inapoi",
            r"(?:inapoi|returnare)\w* (?:a )?banilor",
            r"returna\w* (?:banii|suma|contravaloarea)", r"restituir\w*", r"restitui\w*", r"despagubir\w*",
            r"compensa\w*",
            r"(?:vreau|doresc|as dori|as vrea)(?: \w+){0,3} banii",
            # a share or a sum wanted back ("aș vrea înapoi jumătate din preț", "vreau înapoi 50 de lei")
            r"(?:vreau|doresc|as dori|as vrea) (?:sa (?:primesc|iau) )?inapoi (?:jumatate|o (?:parte|treime|"
            r"patrime)|un sfert|\d|suma|banii|bani|contravaloarea|costul|pretul)",
            # the money asked with "please" and no verb ("vă rog banii pe pernă")
            r"va rog(?: \w+)?,? banii", r"contravaloare\w*",
            r"(?:sa-mi|sa ne|imi|ne|mi) (?:dati|returnati|inapoiati|dea|da) (?:\w+ )?banii"),
    full=(r"returnez (?:tot|totul)", r"totul inapoi", r"ramburs\w* (?:integral|complet|total)\w*", r"toti banii",
          r"(?:intreaga|toata) (?:comanda|suma)", r"comanda (?:intreaga|completa)",
          r"suma (?:totala|integrala|completa)", r"tot ce am platit", r"anul\w* comanda",
          # the order itself refunded ("rambursa comanda")
          r"ramburs\w*(?:-mi)? (?:comanda|toata comanda)(?!\w)(?! (?:lui|de|a|pentru)(?!\w))",
          r"banii (?:pe|pentru) comanda(?!\w)(?! (?:lui|de|a|pentru)(?!\w))", r"100 ?%",
          r"(?:returnati|rambursati)(?:-mi)? tot"),
    everything=(r"totul", r"tot"),
    partial=(r"partial\w*", r"o parte"),
    rest=(r"restul", r"celelalte(?: \w+)?", r"ceilalti(?: \w+)?", r"tot restul", r"(?:produsele )?ramase"),
    shipping=(r"transport\w*", r"livrar\w*", r"expedier\w*", r"(?:cost|taxa)\w* de (?:transport|livrare|expediere)",
              r"curier\w*", r"express"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"trimite\w*(?:-mi|-ne| mi| ne)? (?:doar |numai )?(?:un|o) "
             r"(?!(?:eticheta|link|cod|factura|parola))\w+(?: \w+)? no(?:u|ua)(?!\w)",
             # a new one asked to be sent ("send me a new one")
             r"(?:unul|una|altul|alta) no(?:u|ua)(?!\w)",
             r"inlocui\w*", r"schimb\w*", r"voucher\w*", r"cupon\w*", r"credit in magazin",
             r"(?:un|o) (?:produs |bucata )?no(?:u|ua)",
             r"repara\w*", r"retrimite\w*", r"card cadou",
             r"(?:sa|s-o|sa-l|sa-mi|mi-l|mi-o|s-il) (?:\w+ )?repare(?!\w)"),
    declined=(
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"nu (?:vreau|doresc|cer)(?: \w+){0,2} (?:sa fiu|sa fim) (?:rambursat\w*|despagubit\w*)",
              # "no need to give me the money back" ("nu e nevoie să-mi dați banii înapoi")
              r"nu (?:e|este|mai e|mai este) (?:nevoie|necesar)\W+(?:\w+\W+){0,4}(?:banii|ramburs\w*)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"nu(?:-mi|-ne| imi| ne)? (?:(?:returnati|dati inapoi|trimiteti inapoi|virati) (?:banii|suma)|"
              r"rambursati)(?! (?:pe|in|prin|inca))(?!\w)",
              # the money of a thing not wanted back, the thing between ("no quiero el dinero del
              # jersey de vuelta"): the ask's twin
              r"nu (?:vreau|doresc|as vrea|as dori|cer|am nevoie de)(?: \w+){0,2} ban(?:i\w*)?(?![\w])",
              # the difference not wanted ("no quiero la diferencia", "farkı istemiyorum")
              r"nu (?:vreau|doresc|am nevoie de)(?: \w+){0,2} diferent\w*",
              r"nu (?:mai )?(?:e|este) nevoie (?:sa|de) (?:\w+ )?(?:rambursa\w*|returna\w* banii)",
              r"nu (?:vreau|doresc|am nevoie de|cer)(?: \w+){0,2} (?:o )?rambursar\w*",
              r"in loc de (?:o )?rambursar\w*", r"fara rambursar\w*",
              r"(?:prefer|as prefera|as dori|vreau)(?: \w+){0,3} (?:o |un )?(?:inlocuire|schimb|voucher|produs nou"
              r"|reparatie)",
              r"(?:inlocuirea|schimbul|voucherul) (?:este|ar fi) (?:ok|suficient|mai bun)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )(?:ramane|raman)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:ramane|raman) (?:la (?:mine|noi)|cu mine|aici)",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:folosesc|folosi|folosim)(?: \S+){0,3},? (?:asa ca|deci|de aceea) nu (?:\S+ ){0,1}(?:returnez"
          r"|returna|trimit|dau inapoi)",
          r"(?:il |o |le |ii )?(?:pastrez|pastram|pastra|pastreaza)",
          # kept, in the perfect ("șosetele le-am păstrat", "am păstrat husa")
          r"am (?:mai )?pastrat",
          r"(?:este|e|sunt|era|erau) (?:\w+ ){0,2}(?:in regula|ok|bun[aei]?|perfect[aei]?|intact[aei]?|in stare buna"
    r"|impecabil[aei]?)",
          r"functioneaza(?: (?:bine|perfect))?", r"merg(?:e)? (?:foarte )?(?:bine|perfect|impecabil|ok)",
          r"(?<=\d )merg(?:e)?\b",  # (a count that works, bare: "2 merg, dar 1 nu")
          r"multumit[aei]? de", r"nicio problema cu",
          r"(?:a|au) ajuns (?:intact\w*|in stare buna|bine)", r"imi place",
          # it stays with me ("capsulele rămân la mine", "husa rămâne la noi")
          r"ram(?:an|ane|ine|in)(?: \w+)? la (?:mine|noi)"),
    negation=(
              # "no need to" (replace them): the whole phrase, so it stands next to what it negates
              r"nu (?:e|este|mai e|mai este) (?:nevoie|necesar)(?: (?:sa|de))?(?: (?:mi|ni))?(?: (?:le|il|o|i|ma))?",
              r"nu", r"niciodata", r"nimic", r"niciun\w*", r"nicio", r"nici", r"fara"),
    dropped=(r"lasati balta", r"lasa balta", r"uitati de (?:asta|tot)", r"uita de (?:asta|tot)"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:inchideti|inchide) pur si simplu (?:tichetul|cazul|cererea)",
               r"sunt (?:amandoua|amandoi|ambele) (?:aici|acolo|in cutie)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:actualizarea|resetarea|repornirea|resetul|update-ul) (?:a (?:rezolvat|reparat|ajutat|"
               r"mers|functionat)|l-a rezolvat)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"nu (?:mai )?anulati(?!\w)", r"atunci (?:il|o|le) primesc(?!\w)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?<!nu )(?:a mers|a functionat|a ajutat)(?! (?:doar|numai|pana|cateva))",
               r"acum (?:merge|functioneaza|canta|se incarca|se conecteaza|porneste)(?! (?:prost|greu))",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:il|o|le|i) (?:luase|luasera|primise|primisera|a luat|a primit) (?:vecin\w*|portar\w*"
               r"|administrator\w*)", r"(?:era|erau) la (?:vecin\w*|portar\w*|administrat\w*|receptie)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"anula\w* (?:cererea |solicitarea )?(?:de )?rambursar\w*",
               r"am gasit-(?:o|l)\b",
               r"l-am gasit",
               r"totul (?:e|este) in regula(?! cu)",
               r"greseala mea(?! (?:la|cand am) (?:comand\w*|alege\w*|ales|cumpar\w*))",
               r"acum merge",
               r"nu mai conteaza", r"(?:ignorati|anulati|uitati) (?:cererea|reclamatia|solicitarea)(?: \w+){0,2}",
               r"(?:a|au) ajuns (?:\w+ ){0,2}(?:pana la urma|in cele din urma|totusi)",
               # all good now: the complaint over ("allt bra nu")
               r"acum totul (?:e|este) (?:bine|ok|in regula)", r"totul (?:e|este) (?:bine|ok|in regula) acum",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:a|au) (?:venit|ajuns|sosit) (?:chiar )?(?:acum|adineauri)", r"acum (?:a|au) (?:venit|ajuns|sosit)",
               r"(?:pana la urma|in cele din urma) (?:a ajuns|l-am gasit|am gasit)",
               r"l-am gasit", r"am gasit (?:coletul|produsul|pachetul)", r"(?:s-a )?rezolvat",
               r"nu mai am nevoie(?: \w+){0,2}",
               r"(?:acum )?functioneaza (?:acum|din nou)",
               r"(?:a fost )?greseala mea(?! (?:la|cand am) (?:comand\w*|alege\w*|ales|cumpar\w*))", r"alarma falsa",
               r"puteti inchide (?:tichetul|cererea)",
               r"(?:imi )?retrag (?:cererea|reclamatia|solicitarea)"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:a|au|e|sunt|era|erau|ajuns|venit|complet|total) (?:\w+ )?(?:ud|udă|ude|uzi)", r"leoarcă",
               r"îmbibat\w* (?:de|cu) apă", r"deteriorat\w* de apă", r"umezit\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:s-a|s-au|se) dezlipi\w*", r"dezlipit\w*", r"descusut\w*", r"(?:s-a|s-au) desfacut",
               r"(?:s-a|s-au) desprins",
               # a heater that does not heat, a cooler that does not cool
               r"nu (?:se )?(?:incalzeste|raceste)",
               # a parcel gone missing ("disappeared", "vanished")
               r"disparut\w*", r"ratacit\w*",
               # a colour faded, washed out ("faded")
               r"decolorat\w*", r"s-a decolorat", r"spalacit\w*",
               r"spart[aei]?", r"stricat[aei]?", r"deteriorat[aei]?", r"defect\w*", r"nu functioneaza", r"lipse\w*",
               r"nu a ajuns", r"n-a (?:mai )?ajuns", r"nu (?:mi|ne)-a (?:mai )?ajuns", r"n-am primit",
               r"nu (?:am primit|a fost livrat)", r"crapat[aei]?", r"fisurat[aei]?", r"fisur[aie]\w*", r"ciobit\w*",
               r"zgariat[aei]?", r"patat[aei]?",
               r"rupt[aei]?",
               r"curge", r"intarzi\w*", r"pierdut[aei]?", r"gresit[aei]?", r"nu (?:corespunde|este conform)",
               r"inutilizabil\w*",
               r"taxat\w* de doua ori", r"dezamagit\w*", r"gauri?", r"ruginit\w*", r"expirat\w*", r"indoit\w*",
               r"ciobit\w*", r"palpaie"),
    difference=(r"in plus", r"prea mult", r"suprataxa\w*", r"diferent\w*", r"diferent\w*",
                r"scadere\w* (?:de |a )?pret\w*",
                r"pretul (?:a scazut|s-a redus|e mai mic)", r"(?:acum|deja) (?:mai ieftin|la reducere|in promotie)",
                r"la reducere", r"in promotie", r"mai ieftin", r"am platit (?:prea mult|in plus)",
                r"ajustare\w* (?:de )?pret", r"reducere"),
    back=(r"inapoi", r"returna\w*", r"reducere", r"discount"),
    accept=(r"de acord", r"accept", r"(?:e|este|ar fi) (?:ok|bine|corect|in regula)",
            # a share settled for ("mă mulțumesc cu 20 %")
            r"ma (?:multumesc|multumim|impac) cu"),
    yes=(r"da", r"ok", r"multumesc", r"perfect", r"de acord"),
    please=(r"va rog", r"te rog", r"puteti"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:pretul|valoarea) (?:total )?(?:produselor|articolelor|marfii)",
           # the order in its genitive too ("jumătate din valoarea comenzii")
           r"comand\w*", r"comenz\w*", r"total\w*", r"sum\w*", r"achizitie\w*", r"plat\w*", r"tot",
           r"factur\w*", r"cos\w*"),
    contrast=(r"dar", r"insa", r"totusi", r"cu exceptia", r"in afara de", r"desi", r"in timp ce", r"doar", r"numai"),
    shares={r"jumatate\w*": "1/2", r"o treime": "1/3", r"treime": "1/3", r"doua treimi": "2/3", r"un sfert": "1/4",
            r"sfert": "1/4", r"trei sferturi": "3/4", r"o cincime": "1/5", r"o zecime": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:unul|una|unu)(?= (?:dintre|din) )",
            # "one" as the article before the thing counted, then its fault, opening a clause
            # after the whole counted ("din cele 6 farfurii, o farfurie e crăpată"): one unit
            r"(?:(?<=, )|^)o(?= [a-z]+ (?:a |au |e |este |era |s-a )?(?:venit |sosit |ajuns )?"
            r"(?:spart|ciobit|crapat|fisurat|deteriorat|defect|rupt|zgariat|indoit)\w*)",
            r"(?:cealalta|celalalt|al doilea|a doua|al 2-lea|a 2)(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:dintre|din) (?:ele|ei|acestea|acestia)(?!\w)",
              r"(?P<part>{N}) (?:din|dintre) (?:cele |cei )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:din|dintre) (?:cele |cei )?(?P<whole>{N})",
              # the whole first: "din cele șase cești, una a sosit crăpată"
              r"(?:din|dintre) (?:cele |cei )?(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|la suta|procente?)",),
    numbers={"zero": 0, "unu": 1, "una": 1, "unul": 1, "doi": 2, "doua": 2, "trei": 3, "patru": 4,
             "cinci": 5, "sase": 6, "sapte": 7, "opt": 8, "noua": 9, "zece": 10, "unsprezece": 11,
             "doisprezece": 12, "douasprezece": 12, "treisprezece": 13, "paisprezece": 14,
             "cincisprezece": 15, "saisprezece": 16, "saptesprezece": 17, "optsprezece": 18,
             "nouasprezece": 19, "douazeci": 20, "treizeci": 30, "patruzeci": 40, "cincizeci": 50,
             "saizeci": 60, "saptezeci": 70, "optzeci": 80, "nouazeci": 90, "suta": 100, "sute": 100,
             "mie": 1000, "mii": 1000},
    mult=frozenset({"sute"}),
    scale=frozenset({"mie", "mii"}),
    quote_head=(r".{4,160} a scris\s*:", r"in data de .{4,160} a scris\s*:?"),
    forward_head=(r"-{2,}\s*(?:mesaj original|mesaj redirectionat)\s*-*",
                  r"(?:inceputul )?mesaj\w* redirectionat\w*\s*:?", r"fwd?\s*:.*"),
    header_field=(r"de la", r"trimis", r"catre", r"subiect", r"data", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:iata|mai jos|atasez|copiez|lipesc|aceasta este)(?: \w+){0,3} (?:confirmare\w*|chitant\w*"
            r"|factur\w*)(?: \w+){0,3}\s*:$",
            r"(?:iata|mai jos|atasez|copiez|lipesc)(?: \w+){0,5} (?:ce|mesajul|raspunsul|recenzia|chatul|conversatia"
            r"|textul"
    r"|emailul)",
            r"(?:recenzie|descriere|conversatie|chat|transcriere)\s*:$",
            r"(?:el|ea|agentul|operatorul|suportul|vanzatorul) (?:a spus|a scris|mi-a spus)\s*:"),
    system=(r"clauza de confidentialitate", r"nota legala", r"declinarea responsabilitatii",
            r"sistem\w*", r"automat\w*", r"bot", r"administrator\w*", r"admin", r"personal\w*",
            r"(?:serviciul|echipa) (?:clienti|suport|rambursari|facturare)",
            r"suport", r"agent\w*", r"operator\w*", r"nota interna", r"notificare", r"securitate", r"manager\w*",
            r"supervizor\w*", r"nu raspundeti"),
    approved=(r"cod(?:ul)? de aprobare",  # an approval's code quoted
              r"rambursar\w*(?: \w+){0,4} (?:a fost |este |deja )*(?:aprobat|autorizat|confirmat|emis|procesat"
              r"|acordat)\w*",
              r"(?:aprobat|autorizat|eligibil)\w* (?:\w+ ){0,3}(?:pentru )?(?:o )?rambursar\w*",
              r"(?:deja|pre-?)aprobat\w*",
              r"status\s*:?\s*aprobat\w*", r"suma (?:de )?rambursat\w*\s*:", r"(?:am aprobat|am autorizat|am promis)"),
    ai=(r"ai", r"ia", r"inteligent\w* artificial\w*", r"asistent\w*", r"(?:chat)?bot(?:ul|ului|ii|i)?",
        r"model\w* (?:de limbaj|ai|ia)", r"agent\w* (?:ai|ia|automat\w*)"),
    address=(r"nota", r"mesaj", r"atentie", r"instructiun\w*", r"informare"),
    address_to=(r"pentru", r"catre", r"dragă", r"draga", r"stimate", r"salut", r"buna"),
    override=(r"ignor\w*", r"uit\w*", r"omit\w*", r"sari peste", r"anuleaza", r"nu tine cont de"),
    rules=(r"instructiun\w*", r"regul\w*", r"directive\w*", r"indicatii\w*", r"prompt\w*", r"restrictii\w*",
           r"limite\w*", r"politic\w*", r"verificari\w*"),
    prior=(r"anterioar\w*", r"precedent\w*", r"de mai sus", r"toate", r"tale", r"tau", r"sistemului", r"originale"),
    role=(r"acum esti", r"de acum (?:inainte )?esti", r"prefa-te",
          r"mod(?:ul)? (?:dezvoltator|admin|debug|mentenanta)", r"instructiuni noi", r"noua ta sarcina este",
          r"sarcina ta este"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"daca esti (?:un |o )?(?:ai|ia|asistent|bot|model|agent)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"raspunde(?:ti)?(?:-mi)? (?:doar|numai|exclusiv)(?: cu)?:? ?{QUOTED}",),
    bypass=(r"nu (?:pune|puneti)(?: mi)? (?:nicio |alte |vreo )?intrebar[ei]",
            r"nu (?:escalada|escalati|verifica|verificati|intreba|intrebati)",
            r"fara (?:verificare|aprobare|revizuire|a intreba|control)",
            r"(?:sari peste|ignora|ocoleste) (?:verificarea|aprobarea|limita|controlul)"),
    boss=(r"manager\w*", r"sef\w*", r"supervizor\w*", r"director\w*", r"responsabil\w*", r"admin\w*"),
    approve=(r"aprob\w*", r"autoriz\w*", r"validat\w*"),
    authority=(r"(?:deja|pre-?)aprobat\w*",
               r"(?:managerul|seful|supervizorul|directorul|proprietarul) (?:a )?(?:\w+ ){0,2}(?:aprobat|autorizat"
               r"|spus|promis|dispus)",
               r"(?:conform|potrivit) (?:politicii|regulilor|noii politici)\w*(?: \w+){0,6} (?:trebuie|sunt obligati)",
               r"(?:sunt|aici este) (?:managerul|supervizorul|administratorul|dezvoltatorul) (?:vostru|tau)"),
    directive=(
               # the AI told in the directive future what it will do, no "I", "you", "said" or "hope"
               # between: a rule or an order passed on, not a person's hope (``test_ai_told_what_it_will_do``)
               r"(?:(?:asistent|agent)\w* (?:ai|ia|virtual\w*)|chatbot\w*)"
               r"(?: (?!(?:ca|sa|imi|mi|iti|ti|ne|va|eu|tu|dumneavoastra|daca|spus|sper)(?![\w']))"
               r"[\w',.-]*[\w',-]){0,12} (?:va|vor) (?:rambursa|aproba|returna|vira)",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:oricine|cine|orice (?:coleg|operator|agent)\w* care) (?:\w+ ){0,3}(?:preia|citeste"
               r"|deschide|primeste|se ocupa)\w*(?: \w+){0,3} (?:trebuie|este obligat|e obligat)(?: \w+){0,4} "
               r"(?:rambursa|aprob|plati|restitui|returna)\w*",
               r"(?:agentii|agentul|asistent\w*|bot\w*|ai|ia|model\w*) (?:trebuie|ar trebui|este obligat|sunt"
               r" obligati)(?: \w+){0,4} (?:sa )?(?:ramburseze|aprobe|plateasca|acorde|emita|returneze)", ),
    command=(
             r"(?:rambursati|returnati|aprobati|emiteti|procesati|virati|platiti)(?: \w+){0,3} (?:rambursar\w*|suma"
             r"|banii|\d)",
             r"(?:procesati|efectuati) rambursarea",
             r"(?:inchideti|marcati) (?:tichetul|cererea) ca (?:rezolvat|rambursat|aprobat)"),
    obliged=(r"trebuie", r"(?:va|vor) trebui", r"(?:este|sunt) obligat\w*", r"obliga"),
    scope=(r"toate (?:comenzile|achizitiile)(?: mele)?", r"(?:si|de asemenea) (?:celelalte|alte) comenzi"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "pierdut", "pierduta", "disparut", "disparuta",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "unde", "cand",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "asteptare", "intarziere", "restant", "restanta",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "articolul", "produsul", "produsele",
                       # the parcel, the shipment, as a subject names it
                       "coletul", "pachetul", "livrarea", "comanda", "expedierea",
                       # a pre-order is an order
                       "precomanda", "precomenzii",
                       "reclamatie", "problema", "intrebare", "retur", "cerere", "ajutor", "urmarire", "numar",
                       "status", "factura", "comanda", "comenzi", "produs", "produse", "articol", "articole", "colet",
                       "pachet", "lucru", "lucruri", "bani", "rambursare", "achizitie", "livrare", "bucata", "bucati",
                       "el", "ea", "ei", "ele"]),
    function=frozenset(
                       ["si", "in", "la", "de", "cu", "nu", "este", "sunt", "am", "o", "un", "pe", "pentru", "ca",
                        "mai", "dar", "din", "care", "sa", "se", "mea", "meu", "ma", "va", "vreau"]),
)
