"""German."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="de",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?", "was ist mit meinem Geld?")
            r"wie (?:lauft|geht|funktioniert) (?:das|es) (?:dann |jetzt |nun )?mit (?:dem |meinem )?geld\b",
            r"was ist (?:dann |jetzt |nun )?mit (?:dem |meinem )geld\b",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:mochte|will|hatte gerne?|wunsche) (?:ich |wir )?(?:gerne? )?(?:die |den )?(?:preis)?"
            r"(?:differenz|unterschied\w*)",
            # the sum they paid wanted ("أبي ١٢٩ ريال اللي انخصمت", "I want the 129 SAR I paid")
            r"(?:will|mochte|hatte gern|brauche) (?:die|meine|den|das) (?:geld|betrag|summe|\d[\d.,]*"
            r"(?: ?[a-z]{3}| euro)?),? (?:die|den|das) (?:ich|wir) (?:\w+ )?(?:bezahlt|gezahlt)",
            r"(?:hatte|mochte|will|wurde|hätte) (?:ich )?(?:\w+ ){0,4}gerne? zur(?:u|ue)ck", r"gerne? zur(?:u|ue)ck",
            r"\w*erstatt\w*", r"geld zur(?:u|ue)ck",
            r"zur(?:u|ue)ckzahl\w*", r"gutschrift\w*", r"gutschreib\w*", r"zur(?:u|ue)ckbuch\w*",
            # the goods credited to the customer, the verb split ("schreiben Sie mir die zwei gut")
            r"schreib(?:en|t|e)? (?:sie |ihr )?(?:mir|uns)(?: [\w-]+){0,6} gut\b",
            r"zur(?:u|ue)ck(?:haben|bekommen|erhalten|geben|senden|uberweis\w*)",
            r"(?:mein|das|den|meinen) (?:geld|betrag)\w*", r"(?:geld|betrag)\w* zur(?:u|ue)ck",
            r"ruckbuchung", r"entschadigung", r"kaufpreis zuruck", r"ruckzahlung",
            # the money still awaited asks it ("ich habe noch kein Geld", "bisher keine Gutschrift")
            r"(?:noch|bisher|bislang) (?:immer )?kein(?:e|en)? (?:geld|gutschrift)"),
    full=(r"alles zur(?:u|ue)ck\w*", r"(?:die |meine )?(?:komplette|ganze|gesamte) (?:bestellung|lieferung)",
          r"vollen kaufpreis", r"(?:volle|vollstandige|komplette|ganze|gesamte|volle)\w* (?:ruck)?erstattung",
          r"ganze\w* geld", r"gesamt\w* (?:betrag|bestellung|summe|preis)", r"komplett\w* (?:zuruck|erstatt\w*)",
          r"(?:die |meine )?(?:ganze|gesamte|komplette) bestellung", r"alles zuruck", r"alles erstatten",
          r"den vollen (?:betrag|preis)", r"gesamtbetrag", r"vollen kaufpreis", r"100 ?%",
          r"(?:die |meine )?bestellung (?:stornieren|komplett)",
          # the order itself refunded ("mir die Bestellung erstatten")
          r"(?:die|meine|diese) bestellung (?:(?:bitte|komplett|ganz|sofort) )?(?:zu)?(?:ruck)?erstatt\w*",
          r"(?:ruck)?erstatt\w* (?:sie |ihr )?(?:mir |uns )?(?:die|meine|diese) bestellung"
          r"(?! (?:meine\w*|von|fur)(?!\w))",
          r"alles(?:,)? was ich bezahlt habe"),
    everything=(r"alles", r"alle (?:teile|artikel|sachen)"),
    partial=(r"teil\w*erstatt\w*", r"teilruckerstatt\w*", r"teilbetrag\w*", r"teilweise", r"anteilig\w*"),
    rest=(r"der rest", r"den rest", r"alles andere", r"die anderen(?: \w+)?", r"die ubrigen(?: \w+)?",
          r"das andere", r"die restlichen(?: \w+)?"),
    shipping=(r"\w+versand\w*", r"\w+lieferung", r"\w*versandkosten", r"versand\w*", r"porto\w*",
              r"liefer(?:kosten|gebuhr\w*)", r"zustell\w*",
              r"lieferung", r"fracht\w*", r"expressversand", r"express\w*", r"eilzustell\w*"),
    instead=(r"ein(?:e|en)? (?:neue[ns]?|andere[ns]?)",
             # a new one given up ("ich möchte keinen neuen mehr"): the new one, its "kein" a negation
             r"(?:(?<=kein )|(?<=keine )|(?<=keinen ))(?:neue[ns]?|andere[ns]?)\b",
             r"noch ein(?:e|en)?", r"ersatz\w*", r"austausch\w*",
             r"umtausch\w*", r"gutschein\w*", r"neu(?:es|en|e) (?:exemplar|gerat|stuck|paar|artikel)",
             r"nachliefer\w*", r"reparatur\w*", r"reparier\w*", r"neu (?:schicken|senden|liefern)",
             r"store-?guthaben", r"guthaben", r"tauschen"),
    declined=(
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:das geld |den betrag )?(?:bitte )?nicht (?:zuruck(?:uberweisen|zahlen|buchen|erstatten|senden|"
              r"schicken)|erstatten)(?! (?:auf|an|per|uber))",
              r"(?:uberweisen|zahlen|schicken|buchen|senden) sie (?:mir )?(?:das geld|"
              r"den betrag) (?:bitte )?nicht zuruck(?! (?:auf|an|per|uber))",
              r"(?:muss|musst|mussen|brauch\w*) (?:\w+ )?nicht (?:zu )?(?:ruck)?(?:erstatt\w*|zuruckzahl\w*)",
              r"(?:will|mochte|brauche) (?:das |mein |kein )?geld nicht",
              r"(?:will|mochte|brauche) (?:\w+ ){0,2}kein geld", r"kein\w* (?:ruck)?erstattung",
              r"kein(?: \w+){0,2} geld zuruck",
              # the money put first, the verb second, the "not" after (V2): "Geld zurück brauche ich nicht"
              r"(?:geld(?: zuruck)?|(?:ruck)?erstattung) (?:brauch\w*|will|mochte|muss) (?:ich|wir) (?:\w+ )?nicht",
              r"statt (?:einer )?(?:ruck)?erstattung",
              r"(?:will|mochte|brauche|wunsche) (?:\w+ ){0,2}(?:kein|keine) (?:ruck)?erstattung",
              r"(?:lieber|bevorzuge|hatte gern|mochte|bitte um)(?: \w+){0,3} (?:ersatz|umtausch|austausch|gutschein"
              r"|reparatur|neue\w*)",
              r"(?:ersatz|umtausch|austausch|gutschein) (?:ist|ware) (?:ok|in ordnung|besser|genug|lieber)",
              r"nicht (?:um|auf) (?:eine )?(?:ruck)?erstattung", r"(?:geld|erstattung) (?:ist )?nicht notig"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )bleib(?:t|en)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"bleib(?:t|en) (?:\w+ )?(?:bei (?:mir|uns)|hier)",
          r"(?:darf|kann|durfen|konnen) (?:\w+ )?(?:gerne )?bleiben",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:benutze|nutze|brauche|verwende)(?: \S+){0,3},? (?:deshalb|daher|darum|also"
          r"|deswegen) (?:\S+ ){0,3}nicht (?:zuruck|retour)",
          r"nicht (?:zuruck|retour)\w*(?: \S+){0,2},? (?:weil|da) ich (?:\S+ ){0,3}(?:benutze|nutze|brauche"
          r"|verwende)",
          # working well in everyday words ("the other one's fine", "va très bien", "vanno benissimo", "doet het prima")
          r"(?:lauft|laufen|tut es|tut's|tun sie|tun es) (?:\w+ )?(?:gut|prima|einwandfrei|super|problemlos"
          r"|tadellos)",
          # a count that runs, bare ("2 laufen, aber 1 lässt sich nicht anlernen"), never "läuft aus"
          r"(?<=\d )(?:lauft|laufen)(?! (?:\w+ )?aus\b)",
          r"ohne probleme", r"problemlos", r"behalte\w*", r"behalten",
          r"(?:ist|sind|war|waren) (?:\w+ ){0,2}(?:in ordnung|ok|okay|gut|prima|super|perfekt|einwandfrei|unbeschadigt"
    r"|heil|intakt)",
          r"funktionier\w*(?: (?:gut|einwandfrei|problemlos|tadellos))?", r"zufrieden mit",
          r"kein(?:e|en)? (?:problem|probleme|mangel) mit", r"nichts (?:auszusetzen|falsch)",
          r"(?:kam|kamen|ist|sind) (?:heil|gut|unbeschadigt|intakt) an(?:gekommen)?", r"passt",
          r"(?:ist|sind|war|waren) (?:\w+ ){0,2}(?:top|spitze|klasse|toll)(?!\w)"),
    negation=(r"nicht", r"kein\w*", r"nie", r"niemals", r"nichts", r"weder", r"noch", r"ohne", r"kaum"),
    dropped=(r"vergessen sie (?:es|das)(?: ganze| alles)?", r"vergiss es", r"vergessen sie alles", r"kommando zuruck"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:schliesst|schliessen sie|schliess) (?:den fall|das ticket|die anfrage) einfach",
               r"einfach (?:den fall|das ticket|die anfrage) schliessen",
               r"(?:es sind )?beide (?:sind )?(?:da|hier|im karton)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:firmware-?|software-?|werks)?(?:update|reset|neustart|zurucksetzen) hat (?:es |das |"
               r"den fehler |das problem )?(?:behoben|gelost|repariert|geholfen|geklappt|funktioniert|"
               r"erledigt)(?! nicht)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"(?:nehme|nehmen) (?:ich|wir) (?:das paket|die lieferung|die sendung) (?:\w+ )?(?:doch )?an(?!\w)",
               r"stornierung (?:ist )?nicht (?:mehr )?notig",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?:das|es|der (?:reset|neustart|tipp)|ihr tipp) hat (?:(?!nicht)\w+ )?(?:geklappt|funktioniert|"
               r"geholfen)(?! nicht)",
               r"(?:spielt|spielen|ladt|laden|verbindet sich|startet) (?:jetzt |nun )?wieder(?! nicht)",
               r"kann geschlossen werden",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"vergess?\w* (?:sie |ihr )?das mit (?:der|dem|den) "
               r"(?:erstattung|ruckerstattung|ruckzahlung|geld)(?! nicht)",
               # the cancellation asked before called off ("please don't cancel", "iptal etmeyin")
               r"(?:bitte )?nicht (?:stornieren|abbrechen)", r"stornieren sie (?:\w+ )?(?:bitte )?nicht",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:nachbar\w*|hausmeister\w*|concierge|pfortner) (?:hatte|hat) (?:es|ihn|sie|das paket) "
               r"(?:(?!nicht )\w+ )?(?:angenommen|entgegengenommen|gehabt)",
               r"(?:lag|lagen|war|waren) (?:(?!nicht )\w+ ){0,3}(?:beim|bei der|bei den|im) (?:nachbar\w*"
               r"|hausmeister|packstation|paketshop|paketkasten)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:stornier\w*|brechen|ziehen|ziehe ich|nehme ich) (?:sie )?(?:bitte )?(?:die |meine |den "
               r"|meinen )?\w*erstattung\w*(?: \w+)?(?: ab| zuruck)?",
               r"(?:war|waren|lag|lagen) doch (?:im|in der) (?:paket|karton|packung|schachtel)",
               r"alles (?:wieder )?gut(?! mit| bei| bis| ausser)",
               # the earlier message ignored because all is well (not "ignorieren Sie meine vorherige
               # Nachricht, da hatte ich die falsche Bestellnummer")
               r"(?:ignorieren|vergessen) sie (?:bitte )?meine (?:letzte|vorherige|erste) (?:nachricht|mail|e-mail),? "
               r"(?:alles (?:gut|in ordnung|ok)|(?:es )?hat sich erledigt)",
               r"(?:hat sich )?erledigt",
               r"vergessen sie (?:meine|die|diese)(?: \w+){0,2} (?:anfrage|reklamation|beschwerde)",
               r"(?:ignorieren|streichen) sie (?:meine|die|diese)(?: \w+){0,2} (?:anfrage|reklamation|beschwerde)",
               r"(?:ist|sind|kam|kamen) (?:\w+ ){0,3}doch (?:noch )?(?:angekommen|gekommen|da|aufgetaucht)",
               r"doch (?:noch )?(?:angekommen|gefunden|aufgetaucht)",
               r"(?:habe|hab) (?:es|ihn|sie|das \w+) (?:doch )?gefunden",
               r"(?:brauche|will|mochte) (?:keine|nicht mehr)(?: \w+){0,2} (?:erstattung|hilfe)",
               r"(?:funktioniert|geht) (?:jetzt|wieder|doch)",
               r"mein fehler(?! (?:bei|beim) (?:der |dem |meiner )?(?:bestell\w*|auswahl|aussuchen|kauf\w*|wahl))",
               r"fehlalarm",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:jetzt|nun) (?:ist|sind) (?:es|er|sie|das paket|die sendung) (?:da|angekommen)",
               r"(?:ist|sind) (?:\w+ ){0,2}(?:gerade|eben|soeben) (?:angekommen|gekommen|eingetroffen)",
               r"problem (?:ist )?(?:gelost|behoben)", r"ticket (?:kann )?(?:geschlossen|schliessen)",
               r"(?:nehme|ziehe) (?:meine|die)(?: \w+){0,2} (?:reklamation|beschwerde|anfrage) zuruck", r"hinfallig",
               r"(?:lauft|laufen|funktioniert|funktionieren|geht|gehen) (?:\w+ ){0,2}wieder (?:\w+ )?"
               r"(?:einwandfrei|tadellos|problemlos|gut|normal|perfekt)"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:ist|sind|war|waren|kam|kamen|komplett|ganz|total|völlig) (?:\w+ )?nass",
               r"nass (?:angekommen|geworden)", r"durchnässt\w*", r"durchweicht\w*", r"wasserschaden",
               r"wassergeschädigt\w*",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:ab|ge)gelöst", r"löst sich (?:\w+ ){0,2}ab", r"lösen sich (?:\w+ ){0,2}ab",
               r"auseinander(?:gefallen|gegangen)", r"f[äa]llt auseinander",
               r"naht (?:\w+ )?(?:ist |sind )?(?:aufgegangen|gerissen|offen)",
               # a heater that does not heat, a cooler that does not cool
               r"nicht (?:mehr |richtig )?(?:heiss|heiß|warm|kalt)", r"(?:heizt|warmt|kuhlt) (?:\w+ )?nicht",
               # a parcel gone missing ("disappeared", "vanished")
               r"verschwunden", r"verschollen", r"abhanden gekommen",
               # a colour faded, washed out ("faded")
               r"verblass\w*", r"ausgeblichen", r"ausgewaschen",
               r"kaputt\w*", r"beschadigt\w*", r"defekt\w*", r"zerbrochen", r"gebrochen", r"gesprungen", r"sprung",
               r"angeschlagen", r"abgeplatzt\w*", r"fehlt",
               r"fehlend\w*", r"nie angekommen", r"nicht angekommen",
               r"falsch\w* (?:artikel|grosse|farbe|produkt|modell)",
               r"funktioniert nicht", r"geht nicht", r"zerkratzt", r"verschmutzt", r"undicht", r"leck\w*",
               r"gerissen", r"eingedruckt", r"zu spat", r"verspat\w*", r"verloren", r"mangelhaft",
               r"unbrauchbar", r"doppelt (?:abgebucht|belastet|berechnet)", r"zu viel berechnet",
               r"enttausch\w*", r"lauft aus", r"tropf(?:t|te|ten)", r"riss", r"locher?",
               r"flecken?", r"fleckig", r"rostet",
               r"schimmel\w*", r"abgelaufen", r"verbogen", r"abgeplatzt", r"lose", r"flacker\w*",
               r"nicht wie beschrieben", r"nicht (?:erhalten|geliefert|enthalten)"),
    difference=(r"zu ?viel (?:berechnet|bezahlt|abgebucht|belastet)?", r"mehr (?:berechnet|abgebucht)", r"uberhoht\w*",
                r"\w*differenz\w*", r"\w*unterschied\w*", r"(?:die |den )?differenz", r"(?:den |die )?unterschied\w*",
                r"preis(?:senkung|nachlass|anpassung|garantie)",
                r"(?:jetzt|nun|inzwischen) (?:billiger|gunstiger|reduziert|im angebot)", r"im angebot",
                r"preis (?:ist |wurde )?(?:gesenkt|gefallen|reduziert)", r"gunstiger", r"billiger",
                r"zu viel bezahlt", r"aktionspreis", r"rabatt\w*"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:steht|stehen) (?:mir|uns) (?:\w+ ){0,3}zu", r"(?:mir|uns) (?:steht|stehen) (?:\w+ ){0,3}zu",
          r"(?:habe|hatte|haben) (?:ich |wir )?(?:einen )?anspruch auf",
          r"zur(?:u|ue)ck\w*", r"rabatt\w*", r"nachlass", r"preisnachlass", r"gutschrift\w*", r"gutschreib\w*",
          # the money had again ("die Expresskosten will ich wieder haben")
          r"wieder ?(?:haben|bekommen|kriegen|erhalten)",
          r"abzug", r"kulanz\w*", r"entgegenkommen"),
    accept=(r"einverstanden", r"akzeptier\w*", r"passt", r"(?:ist|ware) (?:ok|okay|in ordnung|fair)", r"nehme ich",
            r"gerne? so"),
    yes=(r"ja", r"ok", r"okay", r"gerne", r"danke\w*", r"super", r"prima", r"perfekt", r"einverstanden"),
    please=(r"bitte", r"konnten sie", r"konnen sie"),
    order=(r"bestellung", r"gesamt\w*", r"summe", r"betrag", r"einkauf", r"zahlung", r"alles",
           r"rechnung", r"warenkorb", r"kaufpreis",
           # the order's value in one compound, any case ("ein Viertel des Bestellwerts")
           r"bestell(?:wert|summe|betrag|preis)\w*", r"rechnungs(?:betrag|summe)\w*", r"warenwert\w*",
           r"einkaufs(?:wert|summe|betrag)\w*"),
    contrast=(r"aber", r"jedoch", r"doch", r"ausser", r"bis auf", r"allerdings", r"sondern",
              r"wahrend", r"nur", r"abgesehen von"),
    shares={r"(?:die )?halfte": "1/2", r"halbe\w*": "1/2", r"ein drittel": "1/3", r"drittel": "1/3",
            r"zwei drittel": "2/3", r"ein viertel": "1/4", r"viertel": "1/4", r"drei viertel": "3/4",
            r"ein funftel": "1/5", r"ein zehntel": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:eine[rs]?|eins)(?= (?:der|von den|von meinen|von diesen|aus der) )",
            # "one" as a pronoun, an article after it: "von den sechs Tassen hat eine einen Sprung"
            r"(?<= (?:hat|ist|war|kam) )(?:eine[rs]?|eins)(?= (?:einen|eine|ein|keinen|den|die|das|kaputt"
            r"|zerbrochen|gebrochen|gesprungen|gerissen|beschadigt|defekt)(?![\w]))",
            # the article before the thing counted, then its fault ("von den 6 Tellern ist ein
            # Teller verbogen"): one unit
            r"(?<= (?:ist|war) )(?:eine[rs]?|ein)(?= \w+ (?:\w+ )?(?:kaputt|zerbrochen|gebrochen|gesprungen"
            r"|gerissen|angeschlagen|beschadigt|defekt|verbeult|zerkratzt|verbogen)(?![\w]))",
            r"(?:das|den|die) (?:2\.|anderen?)(?=\s*(?:[.?!,;:]|$)| (?:\w+ )?(?:erstatt|gutschr|zuruck)\w*)",
            # "the one", its thing closing the clause ("erstatten Sie das eine Headset."): one unit
            r"(?<=(?:das|den|die) )einen?(?=(?: \w+)?\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:davon|von ihnen|von denen|von diesen)(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?davon (?:\S+ ){0,2}(?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) (?:von|der|aus) (?:den |meinen |diesen |insgesamt )?(?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:von|der) (?:den |meinen )?(?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              r"von (?:den |meinen |diesen )?(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?:sind |waren |hat |haben "
              r"|ist |war |kam |kamen )?"
              r"(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|prozent)",),
    quote_head=(r"am .{4,160} schrieb .{0,120}", r".{2,80} schrieb\s*:", r"am .{4,120} um .{3,20} schrieb .*"),
    forward_head=(r"-{2,}\s*(?:ursprungliche|weitergeleitete|originale?)\s+nachricht\s*-*",
                  r"(?:anfang der )?weitergeleitete(?:n)? nachricht\s*:?", r"wg\s*:.*"),
    header_field=(r"von", r"gesendet", r"an", r"betreff", r"datum", r"kopie"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:hier|anbei|unten|das ist|dies ist)(?: \w+){0,3} (?:die|der|ihre?|meine?|eine?) (?:\w+ ){0,2}"
            r"(?:\w*bestatigung|rechnung|quittung|sendungsverfolgung|versandmitteilung)(?: \w+){0,3}\s*:$",
            r"(?:hier|anbei|unten|folgend)(?: \w+){0,5} (?:was|die|der|ihre?|eine?) (?:\w+ ){0,3}(?:geschrieben|gesagt"
    r"|nachricht|antwort|mail|chat|bewertung|rezension|hinweis|text|verlauf)",
            r"(?:kopiert|eingefugt|zitiert) (?:von|aus|unten|oben)",
            r"(?:bewertung|rezension|beschreibung|chatverlauf|verlauf|hinweis)\s*:$",
            r"(?:er|sie|der mitarbeiter|ihr mitarbeiter|der support|der verkaufer) (?:sagte|schrieb|meinte)\s*:"),
    system=(r"haftungsausschluss", r"rechtliche[rn]? hinweis\w*", r"vertraulichkeitshinweis",
            r"system\w*", r"automatisch\w*", r"automat\w*", r"bot", r"admin\w*", r"mitarbeiter\w*",
            r"kundenberater\w*", r"sachbearbeiter\w*",
            r"(?:kunden)?(?:service|support|dienst)(?:team|-team| team)?", r"interne?\w* (?:notiz|hinweis|vermerk)",
            r"hinweis", r"benachrichtigung", r"sicherheit\w*", r"buchhaltung",
            r"(?:erstattungs|retouren|zahlungs)(?:team|abteilung|system)",
            r"vorgesetzte\w*", r"manager\w*", r"teamleit\w*", r"keine antwort", r"noreply"),
    approved=(r"(?:freigabe|genehmigungs)(?:code|nummer)",  # an approval's code quoted
              r"(?:ruck)?erstattung(?: \w+){0,4} (?:ist |wurde |wird |bereits |schon )*(?:genehmigt|freigegeben"
              r"|bewilligt"
    r"|bestatigt|veranlasst|ausgelost|autorisiert|angewiesen|gepruft)",
              r"(?:genehmigt|freigegeben|bewilligt|berechtigt) (?:\w+ ){0,3}(?:fur )?(?:eine )?(?:volle "
              r"|teil)?(?:ruck)?erstattung",
              r"(?:vorab|bereits|schon) (?:genehmigt|freigegeben|bewilligt)",
              r"status\s*:?\s*(?:genehmigt|freigegeben)",
              r"erstattungsbetrag\s*:",
              r"(?:wir|ich) (?:haben|habe) (?:\w+ ){0,3}(?:genehmigt|zugesagt|versprochen|freigegeben)"),
    ai=(r"ki", r"ki-\w+", r"kunstliche intelligenz", r"(?:ki-?|virtuelle\w* |digitale\w* )?assistent\w*",
        r"(?:chat)?bots?", r"sprachmodell\w*", r"modell", r"agent\w*", r"automatisierte\w* (?:system\w*|agent\w*)"),
    address=(r"hinweis", r"nachricht", r"notiz", r"anweisung\w*", r"achtung", r"info", r"mitteilung", r"vermerk"),
    address_to=(r"an", r"fur", r"liebe[rs]?", r"hallo", r"hey"),
    override=(r"ignorier\w*", r"vergiss", r"vergessen sie", r"missacht\w*", r"uberschreib\w*",
              r"uberspring\w*", r"setze? \w+ ausser kraft", r"verwirf"),
    rules=(r"anweisung\w*", r"instruktion\w*", r"regeln", r"vorgaben", r"richtlinien", r"befehle",
           r"prompts?", r"systemprompt", r"einschrankungen", r"grenzen", r"prufungen"),
    prior=(r"vorherig\w*", r"bisherig\w*", r"obig\w*", r"fruher\w*", r"vorig\w*", r"alle\w*",
           r"deine\w*", r"ihre\w*", r"die", r"system\w*", r"ursprunglich\w*"),
    role=(r"du bist (?:jetzt|nun|ab sofort)", r"ab (?:jetzt|sofort) bist du", r"tu so,? als",
          r"(?:entwickler|admin|debug|wartungs)modus", r"neue (?:anweisungen|regeln|aufgabe)",
          r"deine (?:neue )?aufgabe (?:ist|lautet)"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"wenn du (?:eine?|der|die) (?:ki|bot|assistent|sprachmodell|agent)\w* bist",
          r"als ki(?![\w])(?!,?\s+(?:kann|darf|habe|bin|weiss|muss|will|verstehe|arbeite)\s+ich\b)"
          r"(?!,?\s+(?:ich|wir)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:antworte|antwortet|antworten sie|schreib|schreibe|schreiben sie)(?: mir)? (?:nur|ausschliesslich|"
        rf"einzig|bloss)(?: mit)?:? ?{QUOTED}",
        rf"(?:nur|ausschliesslich) (?:mit )?{QUOTED} (?:antworten|zuruckschreiben)",
    ),
    bypass=(r"(?:stell|stelle|stellt|stellen sie) (?:mir )?keine (?:ruck)?fragen",
            r"nicht (?:eskalier\w*|weiterleit\w*|prufen|nachfragen|uberprufen|melden)",
            r"ohne (?:weitere |jegliche )?(?:ruckfrage|prufung|genehmigung|freigabe|uberprufung|nachfrage|menschliche)",
            r"(?:keine|ohne) (?:manuelle )?(?:prufung|freigabe|genehmigung)",
            r"(?:prufung|freigabe|genehmigung|limit) (?:uberspringen|umgehen|ignorieren)"),
    boss=(r"vorgesetzte\w*", r"chef\w*", r"leiter\w*", r"teamleit\w*", r"geschaftsfuhr\w*", r"inhaber\w*",
          r"manager\w*", r"supervisor\w*", r"admin\w*"),
    approve=(r"genehmig\w*", r"freigegeben", r"freigeben", r"bewilligt", r"autorisiert", r"zugesagt", r"abgesegnet"),
    authority=(r"vorab genehmigt", r"(?:bereits|schon) (?:genehmigt|freigegeben|bewilligt|zugesagt)",
               r"(?:chef|vorgesetzte\w*|manager\w*|geschaftsfuhr\w*|teamleit\w*|inhaber) (?:hat|haben)"
               r" (?:\w+ ){0,3}(?:genehmigt|freigegeben|zugesagt|angeordnet|gesagt)",
               r"(?:laut|gemass|nach) (?:ihrer|der|unserer) (?:neuen )?(?:richtlinie|regel|agb)\w*(?: \w+){0,6}"
               r" (?:mussen|muss|sollen|sind verpflichtet)",
               r"(?:ich bin|hier ist|hier spricht) (?:ihr|dein|euer) (?:manager|vorgesetzte\w*|admin\w*|entwickler)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ki|automatisierte|virtuelle)[ -](?:assistent\w*|systeme|agenten|bots?|modelle)"
               r"(?:[^:.\n]{0,60})?,? die (?:diese|dieses|die) (?:e-?mail|nachricht|ticket) (?:verarbeiten"
               r"|lesen|bearbeiten)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:wer|jede[rn]? (?:kollege|kollegin|mitarbeiter|agent|sachbearbeiter)\w*,? (?:der|die)|"
               r"(?:der|die) (?:kollege|kollegin|mitarbeiter|sachbearbeiter)\w*,? (?:der|die)) (?:\w+ ){0,4}"
               r"(?:liest|bearbeitet|ubernimmt|offnet|sieht|erhalt)\w*,? (?:muss|hat|soll|ist verpflichtet)"
               r"(?: \w+){0,5} (?:erstatt|auszahl|freigeb|genehmig|veranlass|auslos|uberweis)\w*",
               r"(?:agenten?|assistent\w*|bots?|ki|modelle?) (?:muss|mussen|soll|sollen|ist verpflichtet|sind"
               r" verpflichtet|hat|haben)(?: \w+){0,4} (?:erstatten|auszahlen|genehmigen|freigeben|uberweisen"
               r"|gutschreiben)",
               # staff said to be told to refund ("alle Mitarbeiter seien angewiesen, ... zu erstatten")
               r"(?:agenten?|assistent\w*|bots?|ki|mitarbeiter\w*|kundenberater\w*|sachbearbeiter\w*)"
               r" (?:\w+ ){0,2}(?:angewiesen|beauftragt|verpflichtet)[^.!?\n]{0,60}? zu (?:erstatten|auszahlen"
               r"|uberweisen|gutschreiben)", ),
    command=(
             r"(?:erstatten|uberweisen|genehmigen|veranlassen|auszahlen|freigeben) sie (?:\w+ ){0,3}(?:betrag"
             r"|erstattung"
    r"|summe|geld)",
             r"(?:erstattung|auszahlung|gutschrift) (?:\w+ ){0,2}(?:veranlassen|durchfuhren|ausfuhren|freigeben"
             r"|genehmigen)",
             r"ticket (?:als )?(?:erledigt|genehmigt|erstattet) (?:markieren|schliessen)"),
    obliged=(r"mussen", r"muss", r"(?:ist|sind) (?:verpflichtet|gehalten|angewiesen)", r"verpflichtet",
             r"haben \w+ zu \w+", r"ist zu \w+"),
    scope=(r"alle (?:meine )?(?:bestellungen|kaufe|zahlungen)",
           r"(?:auch|ebenfalls) (?:meine )?(?:anderen|fruheren|letzten) bestellung\w*"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "verschwunden", "verschollen", "weg",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "warum", "wann", "wieso", "weshalb",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "ausstehend", "ausstehende", "ausstehenden", "ausstehender",
                       "offen", "offene", "offenen", "offener",
                       # an item of the order, as a subject names it ("Anulowanie pozycji")
                       "position", "posten",
                       # the parcel, the shipment, as a subject names it
                       "packchen", "paketsendung",
                       # a pre-order is an order
                       "vorbestellung", "vorbestellt", "vorbestellte", "vorbestellten",
                       "berechnet", "abgebucht", "rechnung", "belastet", "verrechnet",
                       "reklamation", "beschwerde", "problem", "frage", "rucksendung", "retoure", "anfrage", "hilfe",
                       "sendungsnummer", "sendungsverfolgung", "status", "rechnung", "bestellung", "artikel",
                       "produkt", "produkte", "paket", "sendung", "ding", "sache", "sachen", "geld", "erstattung",
                       "kauf", "lieferung", "teil", "teile", "stuck", "ware", "waren", "das", "es", "sie", "ihn"]),
    function=frozenset(
                       ["der", "die", "das", "und", "oder", "ist", "nicht", "ich", "sie", "es", "ein", "eine", "mit",
                        "fur", "auf", "den", "dem", "von", "zu", "im", "in", "bitte", "mein", "meine", "ihr", "ihre",
                        "wir", "war", "haben", "habe", "hat", "auch", "aber", "noch", "nur", "wie"]),
)
