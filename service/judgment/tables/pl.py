"""Polish. ``ł`` is kept by folding; customers who type ``l`` are read too (``[lł]``)."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="pl",
    refund=(
            # the difference wanted asks it ("quiero la diferencia", "أبي الفرق", "farkı istiyorum")
            r"(?:chce|chcialbym|chcialabym|prosze o)(?: \w+){0,2} roznic\w*",
            r"zwrot\w*(?: (?:pieniedzy|srodkow|kosztow|platnosci|naleznosci))?", r"zwroc\w*", r"oddac pieniadze",
            r"(?:moje|me) pieniadze", r"pieniadze z powrotem",
            # the money of a thing back, the thing between ("pieniądze za sweter z powrotem")
            r"pieniadze (?:\w+ ){1,4}z powrotem", r"oddanie pieniedzy", r"refundac\w*", r"rekompensat\w*",
            r"odszkodowani\w*", r"zwracam(?:y)?", r"oddajcie",
            # the money of a thing wanted ("chciałabym pieniądze za patelnię")
            r"(?:chce|chcia[lł](?:a)?bym|chcielibysmy|prosze o) (?:\w+ ){0,2}pieniadze"),
    full=(r"zwrot (?:calego|calosci)", r"oddam wszystko", r"zwracam wszystko",
          r"(?:pe[lł]ny|ca[lł]kowity|ca[lł]y) zwrot", r"zwrot ca[lł]o\w*", r"ca[lł]e? zamowieni\w*",
          r"ca[lł]a kwot\w*",
          r"ca[lł]o[sś][cć]", r"wszystkie (?:moje )?pieniadze", r"wszystko co zap[lł]aci[lł]\w*",
          r"anul\w+ zamowieni\w*",
          # the order itself refunded ("zwrócić pieniądze za zamówienie")
          r"zwroc\w* (?:mi |nam )?(?:pieniadze |kase |srodki )?za (?:cale |moje |to )?zamowieni\w*"
          r"(?! (?:mez|zon|syn|cork|mam|tat|brat|siostr|koleg|kolezank|przyjaciol|przyjaciel|znajom)\w*)",
          r"100 ?%", r"zwrot (?:za )?wszystk\w*", r"pe[lł]n\w* kwot\w*"),
    everything=(r"wszystko", r"ca[lł]o[sś][cć]"),
    partial=(r"cz[eę]sciow\w*", r"czesc"),
    rest=(r"reszt\w*", r"pozosta[lł]\w*(?: \w+)?", r"inne(?: \w+)?", r"wszystko inne"),
    shipping=(r"wysy[lł]k\w*", r"dostaw\w*", r"przesy[lł]k\w*", r"koszt\w* (?:wysy[lł]ki|dostawy|przesy[lł]ki)",
              r"kurier\w*", r"transport\w*"),
    instead=(
             # a new one asked to be sent ("send me a new one")
             r"(?:przys[lł]a|przysl|wys[lł]a|wysl|przesl|prze[sś]l)\w* (?:mi |nam )?now(?:y|a|e|ego|\w{0,2})(?!\w)",
             r"wymian\w*", r"wymienic", r"zamian\w*", r"bon\w*", r"kupon\w*", r"voucher\w*", r"nowy egzemplarz",
             r"now(?:y|a|e) (?:produkt|sztuk\w*|par\w*)",
             # a new one asked for, or preferred ("poproszę nowy blender", "wolę nową")
             r"(?:poprosze|prosze o|wole|wolalabym|wolalbym) now(?:y|a|e|ego|\w{0,2})(?!\w)",
             r"napraw\w*", r"ponown\w* wysy[lł]k\w*", r"karta podarunkowa", r"kredyt w sklepie"),
    declined=(
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"nie (?:(?:zwracajcie|zwracaj|zwracac|oddawajcie|odsylajcie|odsy[lł]ajcie|przelewajcie)(?: (?:mi|"
              r"nam))? (?:pieni\w+|kasy|kwoty)|przelewajcie)(?! (?:na|przelewem|jeszcze))(?!\w)",
              # the money of a thing not wanted back, the thing between ("no quiero el dinero del
              # jersey de vuelta"): the ask's twin
              r"nie (?:chce|chcem|potrzebuje|oczekuje)(?: \w+){0,2} pieni\w+",
              # the difference not wanted ("no quiero la diferencia", "farkı istemiyorum")
              r"nie (?:chce|potrzebuje)(?: \w+){0,2} roznic\w*",
              r"zwrot(?: \w+){0,2} nie jest (?:juz )?potrzebn\w*",
              r"nie (?:trzeba|musi\w*|potrzeba) (?:\w+ )?(?:zwraca\w*|oddawa\w*|zwroci\w*)",
              r"nie (?:chce|potrzebuje|prosze o|oczekuje)(?: \w+){0,2} zwrot\w*", r"zamiast zwrot\w*", r"bez zwrotu",
              r"(?:wol(?:e|a[lł]\w*)|wola[lł]\w*|prosze o|chcia[lł]\w*)(?: \w+){0,3} (?:wymian\w*|bon\w*|now\w*"
              r" egzemplarz|napraw\w*|voucher\w*)",
              r"(?:wymiana|bon|naprawa) (?:wystarczy|jest w porzadku|by[lł]\w* lepsz\w*)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )zostaj[ae](?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"zostaj[ae] (?:u (?:mnie|nas)|ze mna|w domu)", r"(?:niech|moze) zosta\w*",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:uzywam|uzyje|uzywac|uzywal\w*|przyda)(?: \S+){0,3},? (?:wiec|dlatego"
          r"|to) (?:\S+ ){0,2}nie (?:\S+ ){0,1}(?:odsyl\w*|odsył\w*|odes\w*|zwraca\w*|zwroc\w*|oddaj\w*)",
          r"zatrzym\w*", r"zostawi\w*",
          # fine said after the thing with no verb, ending what is said of it ("bidon ok.", "etui git")
          r"(?<=\w )(?:ok|okej|git|spoko)(?= ?[.!,]| ?$)",
          r"(?:jest|sa|by[lł]\w*) (?:\w+ ){0,2}(?:w porzadku|ok|dobr\w*|w idealnym stanie|ca[lł]\w*|nieuszkodzon\w*"
    r"|idealn\w*|super)",
          r"dzia[lł]a\w*(?: (?:dobrze|bez zarzutu|poprawnie|[sś]wietnie))?", r"zadowolon\w* z", r"bez zastrzezen",
          r"zadn\w* problem\w* z",
          r"dotar[lł]\w* (?:w ca[lł]o[sś]ci|w dobrym stanie|nieuszkodzon\w*)"),
    negation=(r"nie", r"nigdy", r"nic", r"zaden\w*", r"zadna", r"zadne", r"ani", r"bez"),
    dropped=(r"prosze o tym zapomniec", r"niewazne", r"zapomnij(?:cie)? o (?:tym|calej sprawie|sprawie)"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:po prostu )?zamknijcie (?:po prostu )?(?:zg[lł]oszenie|sprawe)",
               r"(?:sa|byly) (?:obie|oba|obydwa|obydwie)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:aktualizacj\w*|reset\w*|restart\w*) (?:to |go |ja |problem )?(?:pomog[lł]\w*|"
               r"naprawi[lł]\w*|rozwiaza[lł]\w*)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"nie (?:trzeba|musicie|ma potrzeby) anulowac", r"(?:prosze )?nie anulowac", r"nie anulujcie",
               r"odbior[eę](?!\w)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?<!nie )(?:zadzia[lł]a[lł]o|pomog[lł]o|uda[lł]o si[eę])",
               r"teraz (?:gra|[lł]aduje|[lł]aczy|dzia[lł]a|w[lł]acza si[eę])(?! \w* ?(?:ale|tylko))",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:sasiad\w*|portier\w*|dozorc\w*) (?:go|ja|je) (?:odebra\w*|przyj\w*|mia\w*)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:prosze )?(?:anul\w*|wycof\w*) (?:moj\w* |t\w* )?(?:zg[lł]oszeni\w* |wnios\w* "
               r"|pro[sś]b\w* )?(?:o )?zwrot\w*",
               r"moj b[lł]ad(?! (?:przy|podczas|w|z) (?:wybor\w*|wyborze|zamawiani\w*"
               r"|zamowieni\w*|zakupi\w*|zakup\w*|wybieraniu))",
               r"juz dzi[lł]a",
               r"nieaktualn\w*",
               r"prosze (?:zignorowac|anulowac) (?:moj\w*|t\w*)(?: \w+){0,2} (?:zgloszeni\w*|reklamacj\w*"
               r"|pro[sś]b\w*)",
               r"(?:jednak|w koncu|ostatecznie) (?:dotar[lł]\w*|przysz[lł]\w*|znalaz[lł]\w*|si[eę] znalaz[lł]\w*)",
               # all good now: the complaint over ("allt bra nu")
               r"(?:już|teraz) wszystko (?:jest )?(?:w porządku|ok|dobrze)",
               r"wszystko (?:jest )?(?:w porządku|ok|dobrze) (?:już|teraz)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:juz|wlasnie|teraz) (?:dotar[lł]\w*|przysz[lł]\w*|dosz[lł]\w*)",
               r"znalaz[lł]\w* (?:go|ja|je|paczk\w*)", r"(?:sprawa |problem )?(?:za[lł]atwion\w*|rozwiazan\w*)",
               r"(?:juz )?nie potrzebuje(?: \w+){0,2}", r"(?:juz |teraz )dzia[lł]a", r"dzia[lł]a (?:juz|ponownie)",
               r"moj b[lł]ad(?! (?:przy|podczas|w|z) (?:wybor\w*|wyborze|zamawiani\w*"
               r"|zamowieni\w*|zakupi\w*|zakup\w*|wybieraniu))",
               r"fa[lł]szywy alarm", r"mozna zamknac (?:zgloszenie|ticket)",
               r"wycofuje (?:reklamacj\w*|zgloszeni\w*|pro[sś]b\w*)"),
    complaint=(
               # wet, soaked, damaged by water
               r"mokr(?:y|e|a|ych|ymi)", r"przemoczon\w*", r"przemokł\w*", r"zalan(?:y|e|a|ych)", r"zamoczon\w*",
               r"zawilgocon\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"rozklei\w*", r"odklei\w*", r"rozpru\w*", r"odpad[lł]\w*",
               # not genuine, a counterfeit ("podróbka", "nieoryginalny")
               r"podróbk\w*", r"nieoryginaln\w*", r"nie (?:jest )?oryginaln\w*",
               # a heater that does not heat, a cooler that does not cool
               r"nie (?:grzeje|nagrzewa sie|chlodzi)",
               # a parcel gone missing ("disappeared", "vanished")
               r"zagin\w*",
               # a colour faded, washed out ("faded")
               r"wyblak\w*", r"wyblakl\w*", r"sprał\w*", r"spral\w*",
               r"uszkodzon\w*", r"zniszczon\w*",
               r"zepsut\w*", r"p[eę]kni[eę]t\w*", r"pekniet\w*", r"pekniec\w*", r"wyszczerbion\w*",
               r"st[lł]uczon\w*", r"rozbit\w*",
               r"wadliw\w*", r"wad\w*",
               r"nie dzia[lł]a", r"brak\w*", r"brakuje", r"nie dotar[lł]\w*",
               r"nie (?:otrzyma[lł]\w*|doszl\w*|przysz[lł]\w*)",
               r"porysowan\w*", r"zarysowan\w*", r"poplamion\w*", r"podart\w*", r"cieknie", r"przecieka",
               r"opó[zź]nion\w*",
               r"opozni\w*", r"spó[zź]nion\w*", r"spozni\w*", r"zagubion\w*", r"zgubion\w*", r"z[lł]y rozmiar",
               r"z[lł]y kolor",
               r"z[lł]y produkt", r"niezgodn\w* z opisem", r"bezuzyteczn\w*", r"pobran\w* dwukrotnie",
               r"rozczarowan\w*",
               r"dziur\w*", r"zardzewia[lł]\w*", r"przeterminowan\w*", r"wygi[eę]t\w*", r"wygiet\w*", r"odprysk\w*",
               r"miga"),
    difference=(r"za du[zż]o", r"nadp[lł]at\w*", r"roznic\w*", r"doplat\w*", r"roznic\w*", r"obnizk\w* ceny",
                r"cena (?:spad[lł]a|zosta[lł]a obnizona|jest nizsza)", r"(?:teraz|obecnie) (?:taniej|w promocji)",
                r"w promocji", r"taniej", r"przep[lł]aci[lł]\w*", r"korekt\w* ceny", r"rabat\w*", r"znizk\w*"),
    back=(r"z powrotem", r"odzyska\w*", r"zwrot\w*", r"zwroc\w*", r"rabat\w*", r"znizk\w*", r"obnizk\w*", r"upust\w*"),
    accept=(r"zgoda", r"akceptuje", r"zgadzam sie", r"(?:jest|bedzie) (?:ok|w porzadku|dobrze|uczciwie)", r"moze byc",
            r"biore"),
    yes=(r"tak", r"ok", r"dzieku\w*", r"dobrze", r"super", r"zgoda"),
    please=(r"prosze", r"czy moga panstwo", r"czy mozecie"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:cen\w*|wartos\w*) (?:towar|produkt)\w*",
           r"zamowieni\w*", r"ca[lł]o[sś][cć]", r"kwot\w*", r"zakup\w*", r"p[lł]atno[sś][cć]", r"wszystk\w*",
           r"rachun\w*", r"koszyk\w*", r"sum\w*"),
    contrast=(r"ale", r"jednak", r"natomiast", r"oprocz", r"poza", r"chociaz", r"choc", r"tylko", r"lecz", r"za to"),
    shares={r"po[lł]ow\w*": "1/2", r"jedn\w* trzeci\w*": "1/3", r"trzeci\w* cz[eę][sś][cć]": "1/3",
            r"dwie trzecie": "2/3", r"[cć]wier[cć]": "1/4", r"jedn\w* czwart\w*": "1/4", r"trzy czwarte": "3/4",
            r"jedn\w* piat\w*": "1/5", r"jedn\w* dziesiat\w*": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:za )?drug(?:a|i|ie|iego)(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:z nich|z tych|sposrod nich)(?!\w)",
              r"(?P<part>{N}) (?:z|spo[sś]rod|na) (?:moich |tych )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:z|spo[sś]rod) (?:moich |tych )?(?P<whole>{N})",
              # the whole first: "z czterech opakowań herbaty jedno przyszło zgniecione"
              r"(?:z|spo[sś]rod) (?:moich |tych )?(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|procent\w*)",),
    numbers={"zero": 0, "jeden": 1, "jedna": 1, "jedno": 1, "jednego": 1, "jedną": 1,
             "dwa": 2, "dwie": 2, "dwoch": 2, "dwóch": 2, "dwu": 2, "trzy": 3, "trzech": 3, "cztery": 4,
             "czterech": 4, "piec": 5, "pięć": 5, "pieciu": 5, "szesc": 6, "sześć": 6, "szesciu": 6,
             "siedem": 7, "siedmiu": 7, "osiem": 8, "osmiu": 8, "dziewiec": 9, "dziewięć": 9, "dziewieciu": 9,
             "dziesiec": 10, "dziesięć": 10, "dziesieciu": 10, "jedenascie": 11, "dwanascie": 12,
             "trzynascie": 13, "czternascie": 14, "pietnascie": 15, "szesnascie": 16, "siedemnascie": 17,
             "osiemnascie": 18, "dziewietnascie": 19, "dwadziescia": 20, "trzydziesci": 30,
             "czterdziesci": 40, "piecdziesiat": 50, "szescdziesiat": 60, "siedemdziesiat": 70,
             "osiemdziesiat": 80, "dziewiecdziesiat": 90, "sto": 100, "dwiescie": 200, "trzysta": 300,
             "czterysta": 400, "piecset": 500, "szescset": 600, "siedemset": 700, "osiemset": 800,
             "dziewiecset": 900, "tysiac": 1000, "tysiace": 1000, "tysiecy": 1000,
             # the genitive (and dative, locative) of an amount ("zwrot trzystu dwudziestu złotych")
             "jedenastu": 11, "dwunastu": 12, "trzynastu": 13, "czternastu": 14, "pietnastu": 15,
             "szesnastu": 16, "siedemnastu": 17, "osiemnastu": 18, "dziewietnastu": 19, "dwudziestu": 20,
             "trzydziestu": 30, "czterdziestu": 40, "piecdziesieciu": 50, "szescdziesieciu": 60,
             "siedemdziesieciu": 70, "osiemdziesieciu": 80, "dziewiecdziesieciu": 90, "stu": 100,
             "dwustu": 200, "trzystu": 300, "czterystu": 400, "pieciuset": 500, "szesciuset": 600,
             "siedmiuset": 700, "osmiuset": 800, "dziewieciuset": 900, "tysiaca": 1000},
    scale=frozenset({"tysiac", "tysiace", "tysiecy", "tysiaca"}),
    quote_head=(r"(?:w dniu |dnia )?.{4,160} (?:napisa[lł]\w*|pisze)\s*:",),
    forward_head=(r"-{2,}\s*(?:oryginalna wiadomo[sś][cć]|przekazana wiadomo[sś][cć]|wiadomo[sś][cć] oryginalna)\s*-*",
                  r"(?:poczatek )?przekazan\w* wiadomo[sś]\w*\s*:?", r"pd\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"od", r"wys[lł]ano", r"do", r"temat", r"data", r"dw"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:oto|ponizej|wklejam|kopiuje|to jest|za[lł]aczam)(?: \w+){0,3} (?:potwierdzeni\w*|paragon\w*"
            r"|faktur\w*|\w* ?sledzeni\w*)(?: \w+){0,3}\s*:$",
            r"(?:oto|ponizej|wklejam|kopiuje|za[lł]aczam)(?: \w+){0,5} (?:co|to co|wasz\w*|ich|jego|jej"
            r"|wiadomo[sś][cć]"
    r"|odpowied[zź]|opini\w*|recenzj\w*|czat\w*|rozmow\w*)",
            r"(?:opinia|recenzja|opis|rozmowa|czat|transkrypcja)\s*:$",
            r"(?:on|ona|konsultant|wasz konsultant|obs[lł]uga|sprzedawca) (?:powiedzia[lł]\w*|napisa[lł]\w*)\s*:"),
    system=(r"zastrzezenie prawne", r"klauzula poufnosci", r"informacja prawna",
            r"system\w*", r"automatyczn\w*", r"zautomatyzowan\w*", r"bot", r"administrator\w*", r"admin", r"personel",
            r"obs[lł]ug\w* klienta", r"dzia[lł] (?:zwrotow|reklamacji|p[lł]atno[sś]ci)", r"wsparci\w*",
            r"konsultant\w*", r"agent\w*",
            r"notatka wewnetrzna", r"powiadomieni\w*", r"komunikat", r"bezpieczenstw\w*", r"kierownik\w*",
            r"menedzer\w*", r"nie odpowiadaj"),
    approved=(r"kod\w* zatwierdzenia",  # an approval's code quoted
              r"zwrot(?: \w+){0,4} (?:zosta[lł] |jest |juz )*(?:zatwierdzon|zaakceptowan|autoryzowan|potwierdzon"
              r"|zlecon"
    r"|zrealizowan|przyznan)\w*",
              r"(?:zatwierdzon|uprawnion|przyznan)\w* (?:\w+ ){0,3}(?:do )?(?:pe[lł]nego )?zwrotu",
              r"(?:wstepnie|juz) zatwierdzon\w*",
              r"status\s*:?\s*zatwierdzon\w*", r"kwota zwrotu\s*:",
              r"(?:zatwierdzili[sś]my|zatwierdzi[lł]em|obiecali[sś]my)"),
    ai=(r"ai", r"si", r"sztuczn\w* inteligencj\w*", r"asystent\w*", r"asystenc\w*",
        r"(?:chat)?bot(?:a|em|y|ie|ow|u|owi)?",
        r"model\w* (?:jezykow\w*|ai)",
        r"agent\w* (?:ai|si|automatyczn\w*)"),
    address=(r"notatka", r"wiadomo[sś][cć]", r"uwaga", r"instrukcj\w*", r"informacja"),
    address_to=(r"do", r"dla", r"drogi", r"droga", r"szanowny", r"czesc", r"hej"),
    override=(r"zignoruj\w*", r"ignoruj\w*", r"zapomnij", r"pomin\w*", r"omin\w*", r"nie zwracaj uwagi na",
              r"uniewaznij"),
    rules=(r"instrukcj\w*", r"zasad\w*", r"regu[lł]\w*", r"wytyczn\w*", r"polecen\w*", r"prompt\w*", r"ograniczen\w*",
           r"limit\w*", r"polityk\w*"),
    prior=(r"swoich", r"swoje", r"poprzedni\w*", r"wcze[sś]niejsz\w*", r"powyzsz\w*", r"wszystki\w*", r"twoj\w*",
           r"swoj\w*", r"systemow\w*", r"dotychczasow\w*"),
    role=(r"jeste[sś] teraz", r"od teraz jeste[sś]", r"udawaj",
          r"tryb (?:deweloper\w*|admin\w*|debug\w*|serwisow\w*)", r"nowe (?:instrukcje|zasady|polecenia)",
          r"twoim (?:nowym )?zadaniem jest"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"je[sś]li jeste[sś] (?:ai|si|asystent\w*|bot\w*|model\w*|agent\w*)",),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"odpowiedz(?:cie)?(?: mi)? (?:tylko|jedynie|wylacznie)(?: slowem)?:? ?{QUOTED}",),
    bypass=(r"nie zadawaj (?:mi )?(?:zadnych |wiecej )?pytan", r"nie (?:eskaluj|przekazuj|weryfikuj|sprawdzaj|pytaj)",
            r"bez (?:dalsz\w+ |dodatkow\w+ |zadnej |zadnego |ponown\w+ )?"
            r"(?:weryfikacji|zatwierdzenia|sprawdzania|konsultacji|pytania)",
            r"(?:pomin|omin|zignoruj) (?:weryfikacj\w*|zatwierdzeni\w*|limit\w*|kontrol\w*)"),
    boss=(r"kierownik\w*", r"menedzer\w*", r"menadzer\w*", r"przełozon\w*", r"przelozon\w*", r"szef\w*", r"dyrektor\w*",
          r"wlasciciel\w*", r"admin\w*"),
    approve=(r"zatwierdz\w*", r"zaakceptowa\w*", r"autoryzowa\w*", r"zgod\w* na", r"decyzj\w*"),
    authority=(r"(?:wstepnie|juz) zatwierdzon\w*",
               r"(?:kierownik|menedzer|szef|prze[lł]ozon\w*|dyrektor|w[lł]a[sś]ciciel) (?:juz"
               r" )?(?:\w+ ){0,2}(?:zatwierdzi[lł]\w*|zgodzi[lł]\w*|powiedzia[lł]\w*|obieca[lł]\w*|poleci[lł]\w*)",
               r"(?:zgodnie z|wed[lł]ug) (?:wasz\w*|now\w*) (?:polityk\w*|regulamin\w*|zasad\w*)(?: \w+){0,6}"
               r" (?:musza|musi|powinni|nalezy)",
               r"(?:jestem|tu) (?:waszym|twoim) (?:kierownik\w*|menedzer\w*|administrator\w*|programist\w*)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:asystenci|systemy|agenci|boty|modele) (?:ai|si|automatyczn\w*|wirtualn\w*)"
               r"(?:[^:.\n]{0,60})? (?:przetwarzajac\w*|czytajac\w*|ktore (?:przetwarzaja|czytaja)) (?:te|ten"
               r"|to) (?:wiadomosc|e-?mail|mail|zgloszenie)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:kto|ktokolwiek|kazd\w* (?:konsultant|pracownik|agent)\w*,? (?:kto|ktory|ktora)) "
               r"(?:\w+ ){0,3}(?:czyta|przejmie|obs[lł]uguje|otworzy|dostanie|zobaczy)\w*,? (?:musi"
               r"|ma obowiazek|powinien|powinna|jest zobowiazan\w*)(?: \w+){0,4} (?:zwroci|zwrot|odda|zatwierd"
               r"|wyp[lł]aci)\w*",
               r"(?:agenci|agent|asystent\w*|bot\w*|ai|si|model\w*) (?:musi|musza|powinien|powinni|ma obowiazek|maja"
               r" obowiazek|nalezy)(?: \w+){0,4} (?:zwroci[cć]|zatwierdzi[cć]|wyp[lł]aci[cć]|przyzna[cć]|przelac)",
               # staff by role or whoever handles the case said to be obliged to refund
               # ("konsultanci mają obowiązek zwrócić", "osoba obsługująca zgłoszenie musi zwrócić");
               # not the seller, whom the law may well oblige
               r"(?:konsultan\w*|pracowni\w*|doradc\w*|personel\w*|osob\w* obs[lł]ugujac\w*)(?: \w+){0,2}"
               r" (?:musi|musza|powinien|powinna|powinni|ma obowiazek|maja obowiazek|(?:jest|sa) zobowiazan\w*)"
               r"(?: \w+){0,3} (?:zwroci[cć]|zwraca[cć]|wyp[lł]aci[cć]|przela[cć]|zatwierdzi[cć]|odda[cć])"),
    command=(
             r"(?:zwroc\w*|wyp[lł]a[cć]\w*|zatwierd[zź]\w*|przelej\w*|zlec\w*)(?: \w+){0,3} (?:zwrot\w*|kwot\w*"
             r"|pieniadze|\d)",
             r"(?:zrealizuj|przetworz)\w* zwrot",
             # a refund executed as a tool is called ("wykonaj refund(amount=FULL)", "wykonaj zwrot")
             r"(?:wykonaj|wykonac|uruchom)\w* (?:\w+ ){0,2}(?:zwrot\w*|refund\w*)",
             r"(?:zamknij|oznacz) (?:zgloszenie|ticket) jako (?:rozwiazan\w*|zwrocon\w*|zatwierdzon\w*)"),
    obliged=(r"musza", r"musi", r"(?:bedzie|beda) musi?[ae]\w*",
             r"(?:jest|sa) zobowiazan\w+", r"nalezy", r"zobowiazuje"),
    scope=(r"wszystkie (?:moje )?zamowienia", r"(?:rowniez|takze) (?:moje )?inne zamowienia"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "zagineła", "zaginiona", "zgubiona", "zgubiony",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "gdzie", "kiedy", "dlaczego",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "oczekujaca", "oczekujacy", "zaległa", "zaległy",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "pozycja", "pozycji", "pozycje", "produktu", "artykul", "artykulu",
                       # a pre-order is an order
                       "przedsprzedaz", "przedsprzedazy", "przedpremierowe",
                       "naliczony", "naliczona", "naliczono", "pobrano", "pobrany", "faktura", "obciazenie",
                       "reklamacja", "problem", "pytanie", "zwrot", "prosba", "pomoc", "numer", "sledzenia", "status",
                       "faktura", "zamowienie", "zamowienia", "produkt", "produkty", "przedmiot", "paczka",
                       "przesylka", "rzecz", "rzeczy", "pieniadze", "zwrot", "zakup", "dostawa", "sztuka", "sztuki",
                       "towar", "to", "go", "ja", "je"]),
    function=frozenset(
                       ["i", "w", "na", "z", "do", "nie", "to", "jest", "sie", "ze", "o", "a", "ale", "jak", "co",
                        "moj", "moja", "moje", "prosze", "ten", "ta", "by", "byl", "juz", "tylko", "po", "za", "od"]),
)
