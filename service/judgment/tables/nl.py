"""Dutch."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="nl",
    refund=(
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:wil|zou) (?:ik |we )?(?:graag )?(?:het )?(?:prijs)?verschil",
            r"terugbetal\w*", r"geld terug", r"terugstort\w*", r"restitu\w*", r"terug(?:krijgen|geven|sturen|boeken)",
            r"(?:mijn|het) geld", r"vergoed\w*", r"creditering", r"crediteren", r"terugbetaald", r"compensatie",
            r"(?:wil|zou|graag)(?: \w+){0,6} terug", r"terug ?(?:gekregen|krijgen|ontvangen)"),
    full=(r"alles retour", r"volledig\w* (?:terugbetaling|bedrag|bestelling|terugbetaald|restitutie)",
          r"hele (?:bestelling|bedrag|aankoop)",
          r"al mijn geld", r"het volledige bedrag", r"totaalbedrag", r"alles (?:terug|terugbetalen|vergoeden)",
          r"alles wat ik (?:heb )?betaald", r"bestelling annuleren",
          # the order itself refunded ("de bestelling terugbetalen")
          r"(?<!uit )(?<!van )(?<!in )(?:de|mijn|deze) bestelling (?:\w+ )?"
          r"(?:terug ?betalen|terugbetaald|vergoeden|vergoed|restitueren)",
          r"100 ?%", r"helemaal terug"),
    everything=(r"alles", r"allemaal"),
    partial=(r"gedeeltelijk\w*", r"deel van", r"deelterugbetaling"),
    rest=(r"de rest", r"al het andere", r"de andere(?: \w+)?", r"het andere", r"de overige(?: \w+)?",
          r"de resterende(?: \w+)?",
          # "rest" without its article, of what it is the rest of ("Rest van de set is in orde")
          r"(?<![\w])rest van (?:de |het |mijn |deze |die )?\w+"),
    shipping=(r"\w+levering\w*", r"\w+verzend\w*", r"\w+bezorg\w*", r"verzend\w*", r"bezorg\w*", r"porto\w*",
              r"verzending", r"levering", r"leverings?kosten", r"vracht\w*", r"express\w*", r"spoed\w*"),
    instead=(r"een (?:nieuwe?|andere)", r"vervang\w*", r"(?:om)?ruil\w*", r"tegoedbon", r"waardebon", r"cadeaubon",
             r"tegoed",
             r"(?:een )?nieuw(?:e)? (?:exemplaar|product|artikel|paar)", r"reparatie", r"repareren",
             r"opnieuw (?:sturen|verzenden|leveren)"),
    declined=(
              # the not of a wish carried over "or" to the money ("I don't want to return it or get the money")
              r"(?:wil|hoef) (?:ik |we )?(?:\w+ ){1,3}niet (?:\w+ ){0,2}of (?:mijn |het |een )?(?:geld|terugbetaling)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"(?:stort|betaal|maak) (?:het geld |het bedrag )?(?:\w+ )?niet terug(?! (?:op|naar|via))",
              r"niet terug ?(?:storten|betalen|boeken|maken)(?! (?:op|naar|via))",
              r"(?:hoeft|hoeven) (?:\w+ )?niet (?:terug ?betaald|terug te betalen|vergoed|gerestitueerd)",
              r"geen terugbetaling", r"geen geld terug",
              # the money put first, the verb second, the "not" after (V2): "geld terug hoef ik niet"
              r"(?:geld(?: terug)?|terugbetaling) (?:hoef|wil) (?:ik|we) (?:\w+ )?niet",
              r"in plaats van (?:een )?terugbetaling",
              r"(?:wil|hoef|vraag|zoek) (?:\w+ ){0,2}geen (?:terugbetaling|geld terug|restitutie)",
              r"(?:liever|voorkeur voor|graag)(?: \w+){0,3} (?:een )?(?:vervang\w*|ruil|omruil\w*|tegoedbon|nieuwe?"
              r"|reparatie)",
              r"(?:vervanging|ruil|tegoedbon) (?:is )?(?:prima|goed|voldoende|beter)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )blijf(?:t|en)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"blijf(?:t|en)? (?:\w+ )?(?:bij (?:mij|ons)|hier)", r"(?:mag|mogen) (?:\w+ )?blijven",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:gebruik|gebruiken)(?: \S+){0,3},? (?:dus|daarom|dat) (?:\S+ ){0,3}niet (?:terug|retour)",
          # working well in everyday words ("the other one's fine", "va très bien", "vanno benissimo", "doet het prima")
          r"(?:draait|draaien|draaide|draaiden) (?:(?:nog|gewoon|wel) )?(?:prima|goed|perfect|uitstekend|top)",
          r"(?:doet|doen|deed|deden) (?:het|ie) (?:wel |nog |gewoon )?(?:prima|goed|perfect|uitstekend|top)",
          r"zonder problemen", r"(?:ik )?(?:houd|hou|behoud|behouden|houden)",
          # kept, said in the past ("de kabel heb ik gehouden")
          r"(?:heb ik|ik heb|hebben we|we hebben) (?:(?!rekening|contact)\w+ )?(?:gehouden|behouden)",
          r"(?:is|zijn|was|waren) (?:\w+ ){0,2}(?:prima|goed|in orde|ok|oke|perfect|heel|onbeschadigd|intact|gaaf)",
          r"werk(?:t|en)(?: (?:goed|prima|perfect))?", r"tevreden (?:met|over)", r"geen (?:probleem|problemen) met",
          r"(?:kwam|kwamen) (?:heel|goed|prima|onbeschadigd) aan", r"niets mis met",
          r"(?:is|zijn|was|waren) (?:\w+ ){0,2}(?:top|super|toppie|uitstekend)(?!\w)"),
    negation=(r"(?:wil|kan) niet wachten op", r"niet", r"geen", r"nooit", r"niets", r"noch", r"zonder", r"nergens"),
    dropped=(r"laat maar(?: zitten)?", r"vergeet (?:het|dat|alles)(?: maar)?"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:sluit|sluiten) (?:het ticket|de zaak|het verzoek|de melding) (?:maar|gewoon)",
               r"ze zijn er (?:allebei|alle twee|beide)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:update|reset|herstart|firmware-?update|fabrieksreset) (?:heeft (?:het |"
               r"dat )?(?:opgelost|verholpen|geholpen|gewerkt)|hielp|werkte|loste (?:het|dat) op|"
               r"deed het)(?! niet)",
               r"(?:terugsturen|retourneren|terugzenden) hoeft niet meer",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"niet (?:annuleren|cancelen)", r"annuleren (?:hoeft|is) niet(?: meer| nodig)?",
               r"(?:neem|nemen) (?:ik|we) (?:hem|het pakket|de zending|de levering) (?:\w+ )?aan(?!\w)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"dat (?:werkte|heeft gewerkt|hielp|heeft geholpen|deed het|was het)(?! niet)",
               r"(?:doet|doen|speelt|spelen|laadt|werkt) (?:het |ie )?(?:nu |weer )?(?:gewoon|weer|"
               r"nu)(?! niet)(?! \w+ niet)",
               r"mag (?:gesloten|dicht)", r"(?:ticket|melding|vraag|zaak|verzoek) (?:mag|kan) (?:gesloten|dicht)",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:buurman|buurvrouw|buren|portier) (?:had|hadden|heeft|hebben) (?:het|hem|ze|het pakket) "
               r"(?:(?!niet )\w+ )?(?:aangenomen|gehad|ontvangen)",
               r"(?:lag|lagen|was) (?:(?!niet )\w+ )?(?:bij de (?:buren|buurman|buurvrouw|receptie)"
               r"|in het pakketkluisje)",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"(?:annuleer|annuleren|trek|intrekken)\w* (?:het |mijn |de |dit )?(?:terugbetaling|restitutie)\w*",
               r"(?:terugbetaling|restitutie)\w* (?:\w+ ){0,2}(?:geannuleerd|annuleren|ingetrokken|intrekken)",
               r"laat maar", r"(?:vergeet|negeer|annuleer) (?:mijn|het|dit|deze)(?: \w+){0,2} (?:verzoek|klacht)",
               r"(?:is|zijn) (?:\w+ ){0,2}toch (?:nog )?(?:aangekomen|bezorgd|gearriveerd|opgedoken)",
               r"toch (?:nog )?(?:aangekomen|gevonden|bezorgd)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"nu (?:is|zijn) (?:het|hij|ze|het pakket|het pakje) (?:er|binnen|aangekomen|bezorgd)",
               r"(?:is|zijn) (?:\w+ ){0,2}(?:net|zojuist) (?:aangekomen|bezorgd|binnengekomen)",
               r"(?:heb|had) (?:het|hem|ze|de \w+) (?:toch )?gevonden", r"(?:is )?(?:opgelost|geregeld|verholpen)",
               r"(?:hoef|wil) (?:geen|niet meer)(?: \w+){0,2} (?:terugbetaling|hulp)", r"werkt (?:nu|weer|toch)",
               r"mijn fout(?! (?:bij|met) (?:het |de |mijn )?(?:bestel\w*|kiezen|keuze|uitkiezen|aankoop))",
               r"loos alarm", r"(?:u kunt|jullie kunnen) (?:het|dit) ticket sluiten",
               r"(?:trek|ik trek) (?:mijn|de) (?:klacht|vraag|verzoek) in",
               r"doet (?:het|ie) (?:\w+ )?(?:weer|nu wel)", r"werkt (?:\w+ )?(?:weer|nu wel)"),
    complaint=(
               # wet, soaked, damaged by water
               r"(?:is|zijn|was|waren|kwam|kwamen|helemaal|compleet) (?:\w+ )?nat", r"nat (?:aangekomen|geworden)",
               r"doorweekt", r"waterschade",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:liet|lieten|laat|laten) (?:\w+ ){0,3}los\b", r"losgelaten", r"los(?:gekomen|geraakt|gegaan)",
               r"naad (?:\w+ )?(?:open|gescheurd|losgegaan)",
               # not genuine, a counterfeit ("namaak", "niet origineel")
               r"namaak", r"niet (?:origineel|authentiek|echt)(?![\w])",
               # a heater that does not heat, a cooler that does not cool
               r"(?:wordt|blijft) (?:\w+ )?niet (?:meer )?(?:warm|heet|koud)", r"(?:verwarmt|koelt) (?:\w+ )?niet",
               # a parcel gone missing ("disappeared", "vanished")
               r"verdwenen", r"zoekgeraakt", r"zoek geraakt",
               # a colour faded, washed out ("faded")
               r"verbleekt", r"vervaagd", r"verkleurd",
               r"kapot\w*", r"beschadigd\w*", r"defect\w*", r"stuk", r"werkt niet", r"nooit aangekomen",
               r"niet (?:aangekomen|ontvangen|geleverd)",
               r"ontbreekt", r"ontbrekend\w*", r"gebarsten", r"barst(?:je|jes|en)?", r"afgebrokkeld", r"gekrast",
               r"vlekken", r"gescheurd", r"lekt", r"lek",
               r"te laat", r"vertraagd", r"vertraging", r"kwijt", r"verloren", r"verkeerd\w*",
               r"niet zoals beschreven",
               r"onbruikbaar", r"dubbel (?:afgeschreven|betaald|gerekend)", r"teleurgesteld", r"gat(?:en)?",
               r"roest\w*",
               r"schimmel\w*", r"verlopen", r"verbogen", r"flikker\w*"),
    difference=(r"te veel (?:betaald|berekend|afgeschreven)?", r"teveel", r"\w*verschil\w*", r"(?:het )?verschil",
                r"prijsdaling",
                r"(?:de )?prijs (?:is )?(?:gedaald|verlaagd|lager)",
                r"(?:nu|inmiddels) (?:goedkoper|in de aanbieding|afgeprijsd)",
                r"in de aanbieding", r"afgeprijsd", r"goedkoper", r"te veel betaald", r"prijsaanpassing", r"korting"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:heb|hebben) (?:ik |wij |we )?recht op", r"(?:komt|komen) (?:mij|ons) toe",
          r"terug\w*", r"korting", r"vergoed\w*", r"coulance", r"tegemoetkoming"),
    accept=(r"akkoord", r"accepteer", r"(?:is|lijkt me) (?:prima|goed|oke|ok|redelijk)", r"graag zo", r"doe maar",
            # an offer taken ("dat neem ik graag aan", "ik neem het aanbod aan"; a bare "ik neem aan
            # dat" is I suppose), or accepted ("aanvaard")
            r"neem ik (?:graag |dan |het |dat )?aan",
            r"neem (?:het|dat|dit|uw|jullie) (?:aanbod |voorstel )?(?:graag |dan )?aan",
            r"aanvaard\w*",
            # a share settled for ("ik neem genoegen met 20 %", "daar kan ik mee leven")
            r"(?:neem|nemen) (?:ik |we |wij )?genoegen", r"kan ik (?:wel )?mee leven"),
    yes=(r"ja", r"ok", r"oke", r"prima", r"dank\w*", r"bedankt", r"perfect", r"top"),
    please=(r"alsjeblieft", r"alstublieft", r"aub", r"graag", r"kunnen jullie", r"kunt u"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:prijs|waarde) van de (?:artikelen|producten|goederen)", r"(?:artikel|goederen)(?:prijs|waarde)\w*",
           r"bestelling", r"(?:bestel|order)(?:bedrag|waarde)\w*",
           r"totaal\w*", r"bedrag", r"aankoop", r"betaling", r"alles", r"factuur", r"winkelwagen"),
    contrast=(r"maar", r"echter", r"behalve", r"alleen", r"hoewel", r"terwijl", r"afgezien van", r"op \w+ na"),
    shares={r"(?:de )?helft": "1/2", r"halve?": "1/2", r"een derde": "1/3", r"derde": "1/3", r"twee derde": "2/3",
            r"een kwart": "1/4", r"kwart": "1/4", r"drie kwart": "3/4", r"een vijfde": "1/5", r"een tiende": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:een|eentje)(?= (?:van|uit) (?:de|die|deze|mijn|onze) )",
            r"(?:de|het) (?:andere|2e|tweede)"
            r"(?=\s*(?:[.?!,;:]|$)| (?:\w+ )?(?:terugbetal|terugstort|vergoed|crediteer)\w*)",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:daarvan|ervan|van (?:hen|die|deze))(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?:daarvan|waarvan) (?:\S+ ){0,2}(?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) (?:van de|van mijn|van|uit de) (?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}van (?:de |mijn )?(?P<whole>{N})",
              # the whole first: "van de vier doosjes thee kwam er één geplet aan"
              r"(?:van|uit) (?:de |mijn |deze )(?P<whole>{N}) (?:(?:\w+ ){0,2}?\w+,? "
              r"|(?:\w+,? ){3,6}?\w+, )(?:er )?(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|procent)",),
    quote_head=(r"op .{4,160} schreef .{0,120}", r".{2,80} schreef\s*:", r"op .{4,160} heeft .{2,80} geschreven\s*:?"),
    forward_head=(r"-{2,}\s*(?:oorspronkelijk bericht|doorgestuurd bericht|origineel bericht)\s*-*",
                  r"(?:begin van )?doorgestuurd bericht\s*:?",
                  r"fw\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"van", r"verzonden", r"aan", r"onderwerp", r"datum", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:hier|hieronder|dit is|bijgaand|ik plak)(?: \w+){0,3} (?:de|het|uw|jullie|mijn"
            r"|een) (?:\w+ ){0,2}(?:\w*bevestiging|bon|factuur|track en trace|verzendbericht)(?: \w+){0,3}\s*:$",
            r"(?:hier|hieronder|bijgaand|ik plak|gekopieerd)(?: \w+){0,5} (?:wat|het|de|uw|jullie|een)"
            r" (?:\w+ ){0,3}(?:zei"
    r"|schreef|bericht|antwoord|mail|chat|review|recensie|advertentie|tekst|gesprek)",
            r"(?:review|recensie|advertentie|beschrijving|gesprek|transcript)\s*:$",
            r"(?:hij|zij|de medewerker|uw medewerker|de klantenservice|de verkoper) (?:zei|schreef)\s*:"),
    system=(r"vertrouwelijkheidsverklaring", r"juridische kennisgeving", r"vrijwaring",
            r"systeem", r"automatisch\w*", r"geautomatiseerd\w*", r"bot", r"beheerder", r"admin\w*", r"medewerker\w*",
            r"klantenservice", r"(?:support|service)(?:team)?", r"interne? notitie", r"melding", r"beveiliging",
            r"manager", r"leidinggevende", r"teamleider", r"niet beantwoorden"),
    approved=(r"goedkeuringscode",  # an approval's code quoted
              r"terugbetaling(?: \w+){0,4} (?:is |werd |al |reeds )*(?:goedgekeurd|geautoriseerd|bevestigd"
              r"|uitgevoerd|verwerkt"
    r"|toegekend)",
              r"(?:goedgekeurd|geautoriseerd|in aanmerking) (?:\w+ ){0,3}(?:voor )?(?:een )?(?:volledige"
              r" )?terugbetaling",
              r"(?:al|vooraf|reeds) goedgekeurd", r"status\s*:?\s*goedgekeurd", r"terug te betalen bedrag\s*:",
              r"(?:wij hebben|ik heb) (?:\w+ ){0,2}(?:goedgekeurd|toegezegd|beloofd)"),
    ai=(r"ai", r"a\.i\.", r"kunstmatige intelligentie", r"(?:ai-?|virtuele |digitale )?assistent\w*",
        r"(?:chat)?bots?",
        r"taalmodel\w*", r"model", r"agent\w*", r"geautomatiseerde? (?:systemen|systeem|agent\w*)"),
    address=(r"notitie", r"bericht", r"opmerking", r"instructie\w*", r"let op", r"mededeling"),
    address_to=(r"aan", r"voor", r"beste", r"hallo", r"hoi"),
    override=(r"negeer\w*", r"vergeet", r"vergeten", r"omzeil\w*", r"sla \w+ over", r"overschrijf\w*",
              r"schenk geen aandacht aan"),
    rules=(r"instructies", r"regels", r"richtlijnen", r"opdrachten", r"prompts?", r"beperkingen", r"limieten",
           r"controles", r"beleid"),
    prior=(r"vorige", r"eerdere", r"voorgaande", r"bovenstaande", r"alle", r"je", r"jouw", r"uw", r"de", r"systeem\w*",
           r"oorspronkelijke"),
    role=(r"je bent nu", r"vanaf nu ben je", r"doe alsof",
          r"(?:ontwikkelaars|admin|debug|onderhouds)modus", r"nieuwe (?:instructies|regels|taak)",
          r"je (?:nieuwe )?taak is"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"als je een (?:ai|assistent|bot|taalmodel|agent) bent",
          # "as an AI", never the AI's own first person quoted ("als AI kan ik dat niet")
          r"als (?:een )?ai(?![\w])(?!,?\s+(?:kan|mag|heb|ben|weet|moet|wil|begrijp|werk)\s+ik\b)"
          r"(?!,?\s+(?:ik|wij|we)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(rf"(?:antwoord|reageer|schrijf)(?: mij)? (?:alleen|enkel|uitsluitend|slechts)(?: met)?:? ?{QUOTED}",),
    bypass=(r"(?:stel|stelt) (?:mij |me )?geen (?:vragen|vraag)",
            r"niet (?:escaleren|doorsturen|controleren|verifieren|vragen)",
            r"zonder (?:controle|goedkeuring|verificatie|overleg|te vragen)",
            r"(?:controle|goedkeuring|limiet) (?:overslaan|omzeilen|negeren)"),
    boss=(r"manager\w*", r"leidinggevende", r"teamleider\w*", r"supervisor\w*", r"directeur\w*", r"baas", r"eigenaar",
          r"admin\w*"),
    approve=(r"goedgekeurd", r"goedgekeurde", r"akkoord gegeven", r"geautoriseerd", r"toegestaan"),
    authority=(r"(?:al|vooraf|reeds) goedgekeurd",
               r"(?:manager|leidinggevende|chef|directeur|eigenaar|teamleider) (?:heeft|had)"
               r" (?:\w+ ){0,3}(?:goedgekeurd|toegezegd|gezegd|beloofd|opgedragen)",
               r"(?:volgens|conform) (?:uw|het|ons) (?:nieuwe )?(?:beleid|regel\w*|voorwaarden)(?: \w+){0,6}"
               r" (?:moeten|moet|zijn verplicht)",
               r"(?:ik ben|hier is) (?:uw|jouw|je) (?:manager|leidinggevende|beheerder|ontwikkelaar)"),
    directive=(
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:ai|geautomatiseerde|virtuele)[ -](?:assistent\w*|systemen|agenten|bots?|modellen)"
               r"(?:[^:.\n]{0,60})? die (?:deze|dit|de) (?:e-?mail|bericht|ticket) (?:verwerken|verwerkt|lezen"
               r"|leest|behandelen)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:wie|iedere? (?:collega|medewerker|agent) die|de (?:collega|medewerker) die) (?:\w+ ){0,4}"
               r"(?:leest|oppakt|behandelt|opent|ziet|krijgt|ontvangt)(?: \w+){0,2} (?:moet|dient"
               r"|is verplicht)(?: \w+){0,5} (?:terugbetal|terug te betalen|uitbetal|goedkeur|restitu"
               r"|terugstort|overmak)\w*",
               r"(?:agenten?|assistent\w*|bots?|ai|modellen?) (?:moet|moeten|dient|dienen|zijn verplicht|is"
               r" verplicht)(?: \w+){0,4} (?:terugbetalen|terugstorten|goedkeuren|uitbetalen|vergoeden|crediteren)", ),
    command=(
             r"(?:betaal|stort|keur|vergoed)(?: \w+){0,3} (?:terug|goed|uit)(?: \w+){0,2} (?:bedrag|terugbetaling"
             r"|geld|\d)?",
             r"(?:verwerk|voer) (?:de |het )?(?:terugbetaling|restitutie)",
             r"(?:sluit|markeer) (?:het |dit )?ticket als (?:opgelost|terugbetaald|goedgekeurd)"),
    obliged=(r"moeten", r"moet", r"(?:is|zijn) verplicht", r"dienen", r"dient", r"verplicht"),
    scope=(r"alle (?:mijn )?bestellingen", r"(?:ook|eveneens) (?:mijn )?andere bestellingen"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "kwijt", "verdwenen", "zoekgeraakt",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "waar", "wanneer", "waarom",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "achterstallig", "openstaand", "openstaande", "uitstaand", "uitstaande",
                       # the parcel, the shipment, as a subject names it
                       "zending",
                       # a pre-order is an order
                       "voorbestelling", "voorbesteld", "voorbestellingen",
                       "gefactureerd", "afgeschreven", "factuur", "aangerekend", "gerekend",
                       "klacht", "probleem", "vraag", "retour", "verzoek", "hulp", "trackingnummer", "tracking",
                       "status", "factuur", "bestelling", "artikel", "artikelen", "product", "producten", "pakket",
                       "pakje", "ding", "dingen", "geld", "terugbetaling", "aankoop", "levering", "stuk", "stuks",
                       "het", "de", "een"]),
    function=frozenset(
                       ["de", "het", "een", "en", "of", "is", "niet", "ik", "u", "je", "we", "met", "voor", "op",
                        "van", "te", "in", "mijn", "uw", "dat", "die", "maar", "zeer", "graag", "was", "zijn", "heb",
                        "heeft", "ook"]),
)
