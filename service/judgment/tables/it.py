"""Italian."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="it",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"come funziona (?:con|per) i (?:miei )?soldi\b",
            r"\be i (?:miei )?soldi\s*\?",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:voglio|vorrei) (?:i (?:miei )?soldi|il (?:mio )?denaro) (?:dei|degli|delle|del|della|per)",
            # what a thing cost wanted back ("rivoglio i soldi della spedizione", "récupérer les frais de port")
            r"rivo(?:glio|rrei) (?:\w+ ){0,2}(?:soldi|denaro|importo|costo|spes[ae])",
            # the difference wanted asks it ("quiero la diferencia", "vorrei la differenza")
            r"(?:vorrei|voglio|desidero|desidererei|mi piacerebbe)(?: \w+){0,2} (?:la )?differenza",
            r"rimbors\w*", r"i miei soldi", r"(?:indietro|restituzione) (?:i |dei )?soldi", r"soldi indietro",
            r"restitu\w+ (?:i|il) (?:soldi|denaro|importo)", r"riaccredit\w*",
            # the goods credited to the customer, the verb asked of the shop ("que me abonéis las dos")
            r"(?:mi|ci) accredit(?:ate|iate|i|ino|erete|ereste|are|a)\b",
            r"accredit(?:ate|ar|i)(?:mi|ci)\b", r"risarci\w*", r"storn\w*",
            r"(?:riavere|recuperare) (?:i miei |il mio )?(?:soldi|denaro)", r"ridatemi", r"riaver\w*",
            # the sum paid, wanted back, its number in digits or words ("rivoglio i miei venti
            # euro", "recuperare i 39,90 €"): the sentence is read before its numbers are
            r"(?:rivoglio|rivorrei|recuperare) (?:indietro )?(?:i miei |i |gli )?[\w,.-]+ ?(?:euro|€|dollari"
            r"|\$|franchi|chf)",
            # the sum given back, asked of them ("mi ridate i quindici euro?", "ci rendete i 20 €")
            r"(?:mi|ci) (?:ridate|ridai|rendete|rendi|restituite|restituisci) (?:i |gli )?[\w,.-]+ ?(?:euro|€"
            r"|dollari|\$|franchi|chf)",
            r"(?:mi|ci) (?:ridate|ridai|rendete|rendi) (?:i (?:miei |nostri )?soldi|il (?:mio )?denaro|l'importo)"),
    full=(r"restituire tutto", r"rimborso totale", r"tutto indietro", r"rimborso (?:completo|totale|integrale|pieno)",
          r"tutti i (?:miei )?soldi", r"l'intero (?:ordine|importo)",
          r"(?:l')?ordine (?:intero|completo)", r"importo (?:totale|intero|pieno)",
          r"tutto (?:quello|cio) che ho pagato",
          r"annullare (?:l'|il mio )ordine",
          # the order itself refunded ("rimborsarmi l'ordine")
          r"rimbors\w* (?:l'|il mio |questo )ordine(?! (?:di|del|della|per)(?!\w))",
          r"100 ?%",
          r"rimborsare tutto",
          r"per intero"),
    everything=(r"tutto", r"tutti gli articoli"),
    partial=(r"parzial\w*", r"una parte"),
    rest=(r"il resto", r"tutto il resto", r"gli altri(?: \w+)?", r"le altre?(?: \w+)?", r"(?:gli articoli )?restanti"),
    shipping=(r"(?:spese|costi) di (?:spedizione|consegna|trasporto)", r"spedizione", r"consegna", r"trasporto",
              r"corriere", r"express"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:mand|invi|spedi)\w* (?:solo |soltanto |solamente )?(?:un|una|uno) "
             r"(?!(?:etichetta|link|codice|fattura|password))\w+(?: \w+)? nuov[oa](?!\w)",
             r"un'altra", r"un altro", r"un'altro", r"nuov[ao] uguale", r"sostituzione", r"sostituire", r"cambio",
             r"cambiare", r"buono", r"credito (?:in )?negozio",
             r"uno nuovo", r"una nuova", r"riparazione", r"riparare", r"carta regalo", r"rispedire"),
    declined=(
              # not wanting to be refunded, said in the passive ("I don't want to be refunded")
              r"non (?:voglio|chiedo|desidero|ho bisogno di)(?: \w+){0,2} (?:essere|venire) "
              r"(?:rimborsat\w*|risarcit\w*)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"non (?:mi |ci )?(?:rimborsatemi|rimborsate|rimborsare|(?:restituitemi|restituite|ridatemi|"
              r"ridate) (?:i soldi|il denaro|l'importo))(?! (?:sulla|sul|su|tramite|ancora|finche|prima))(?!\w)",
              r"non (?:voglio|vorrei) (?:i (?:miei )?soldi|il (?:mio )?denaro)",
              # the difference not wanted ("no quiero la diferencia")
              r"non (?:voglio|vorrei|mi serve)(?: \w+){0,2} (?:la )?differenza",
              r"non (?:serve|c.e bisogno di|e necessario|occorre)(?: \w+)? (?:mi )?rimbors\w*",
              r"non (?:voglio|serve|chiedo|desidero)(?: \w+){0,3} (?:soldi|denaro|rimbors[oi])",
              r"non (?:voglio|serve|chiedo|desidero|mi serve)(?: \w+){0,2} "
              r"(?:un |il |lo |alcun |dei )?(?:rimbors[oi]|storn[oi])",
              r"(?:invece di|anziche|piuttosto che) (?:un )?rimborso", r"nessun rimborso",
              r"(?:preferisco|preferirei|vorrei|desidero)(?: \w+){0,3} (?:una |un )?(?:sostituzione|cambio|buono|uno"
              r" nuovo|una nuova|riparazione)",
              r"(?:sostituzione|cambio|buono) (?:mi )?(?:basta|va bene|sarebbe meglio)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )(?<!il )(?:resta|restano|rimane|rimangono)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:resta|restano|rimane|rimangono|restera|rimarra) (?:a me|con me|qui|da me|a casa)",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:uso|usero|utilizzo|utilizzero)(?: \S+){0,2},? (?:quindi|percio|per cui"
          r"|allora) non (?:\S+ ){0,2}(?:restituisco|rendo|rimando|restituiro|rispedisco|restituire|rimandare)",
          # working well in everyday words ("the other one's fine", "va très bien", "vanno benissimo", "doet het prima")
          r"(?:gira|girano|girava|giravano) (?:(?:molto|proprio|davvero) )?"
          r"(?:bene|benissimo|alla grande|perfettamente)",
          r"(?:va|vanno|andava|andavano) (?:(?:molto|proprio|davvero) )?(?:bene|benissimo|alla grande|perfettamente)",
          r"senza (?:alcun )?problem[ai]", r"nessun problema",
          r"(?:lo |la |li |le )?(?:tengo|terro|tenere|conservo|conservare)",
          # kept, said in the past ("il cavo l'ho tenuto")
          r"(?:l'|lo |la |li |le )?ho (?:tenut|conservat)[oaie](?! (?:conto|duro|presente|d'occhio)(?!\w))",
          r"(?:e|sono|era|erano) (?:\w+ ){0,2}(?:a posto|ok|perfett[oaie]|intatt[oaie]|integr[oaie]|in buono stato"
          r"|in ordine|buon[oaie])",
          r"funziona\w*(?: (?:bene|perfettamente))?", r"soddisfatt[oaie] (?:di|del|della|dei)",
          r"nessun problema con", r"(?:arrivat[oaie]) (?:bene|intatt[oaie]|integr[oaie])", r"mi piace"),
    negation=(r"non (?:voglio|posso) aspettare", r"non", r"mai", r"niente", r"nulla", r"nessun\w*",
              # "né ... né" (neither, nor); not the pronoun "ne" ("me ne mandate uno": send me one of them)
              r"ne(?= (?:[\w']+ ){1,4}ne(?!\w))", r"senza"),
    dropped=(r"lasciate perdere", r"lascia perdere", r"dimenticate (?:tutto|la cosa)", r"lasciamo perdere"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:chiudete|chiudi|chiuda) (?:pure|semplicemente) (?:il ticket|la pratica|la richiesta)",
               r"ci sono (?:tutti e due|tutte e due|entrambi|entrambe)(?=\s*(?:[.!;)]|$))",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:aggiornamento|reset|riavvio|ripristino)(?: del firmware| software)? (?:ha (?:risolto|"
               r"sistemato|funzionato|aiutato)|e bastato|e servito)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"non serve annullare", r"non (?:lo )?annullo",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?<!non )(?:ha|hanno) funzionato(?! (?:solo|per|fino))",
               r"(?:il reset|il consiglio|questo|cosi) (?:ha risolto|e bastato|e servito)",
               r"(?:ora|adesso) va(?: bene)?(?! (?:male|peggio|a|in))(?!\w)",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"lasci(?:a|ate|amo) (?:pure |stare |perdere )(?:\w+ ){0,2}(?:il |del |col )?rimbors\w*",
               # the cancellation asked before called off ("please don't cancel", "iptal etmeyin")
               r"non (?:lo |la )?annullate", r"non annullare",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:l'aveva|l'ha|li aveva|li ha) (?:ritirat|pres|tenut|ricevut)\w* (?:la |il |lo |i )?(?:mia "
               r"|mio )?(?:vicin\w*|portier\w*|portinai\w*|custode)",
               r"(?:era|erano|stava|stavano) (?:in portineria|in reception|dal portiere|dalla portinaia"
               r"|dai vicini|dal vicino|dalla vicina|nell'armadietto)",
               r"potete (?:pure )?chiudere(?: (?:la|questa) (?:pratica|richiesta|segnalazione))?(?! "
               r"(?:l'ordine|il mio ordine|l'account))",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"annull\w* (?:pure )?(?:la |il |mia |mio |la mia |il mio )?(?:richiesta |pratica )?(?:di )?rimbors\w*",
               r"lasciate perdere", r"lascia perdere", r"non importa",
               r"(?:ignorate|annullate|dimenticate) (?:la mia|il mio|questa|questo)(?: \w+){0,2} (?:richiesta"
               r"|reclamo)",
               r"(?:e|sono) (?:arrivat[oaie]) (?:\w+ ){0,2}(?:alla fine|finalmente)",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:e|sono) (?:appena )?arrivat[oaie] (?:adesso|ora|proprio ora)", r"(?:e|sono) appena arrivat[oaie]",
               r"(?:alla fine|finalmente) (?:e |sono )?(?:arrivat|trovat)\w*",
               r"(?:l'ho|li ho|la ho) trovat[oaie]", r"(?:tutto )?risolto", r"non (?:mi )?serve piu(?: \w+){0,2}",
               r"(?:ora|adesso) funziona", r"funziona di nuovo", r"(?:e stato )?(?:un )?mio errore", r"falso allarme",
               r"potete chiudere (?:il|questo) ticket", r"ritiro (?:la mia|il mio) (?:richiesta|reclamo)",
               r"(?:ora|adesso) (?:\w+ )?funziona", r"(?:ri)?funziona (?:\w+ )?(?:di nuovo|ora|adesso)"),
    complaint=(
               # wet, soaked, damaged by water
               r"bagnat[oaie]", r"fradic[ioe]", r"fradicia", r"(?:danneggiat|rovinat)[oaie] dall'acqua",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:si e|si sono|si) scoll\w*", r"scollat[oaie]\b", r"scucit[oaie]\b", r"(?:si e|si sono) scuci\w*",
               r"(?:si sta|si stanno) disfacendo", r"cadut[oaie] a pezzi",
               # a heater that does not heat, a cooler that does not cool
               r"non (?:si )?(?:scalda|riscalda|raffredda)",
               # a parcel gone missing ("disappeared", "vanished")
               r"sparit\w*", r"smarrit\w*", r"scompars\w*",
               # a colour faded, washed out ("faded")
               r"sbiadit\w*", r"scolorit\w*", r"stinto", r"stinta",
               r"rott[oaie]", r"danneggiat[oaie]", r"difettos[oaie]", r"guast[oaie]", r"non (?:e )?arrivat[oaie]",
               r"non funziona", r"mancant[ie]", r"manca(?:no)?", r"crepat[oaie]", r"crepa", r"crepe", r"incrinat\w*",
               r"scheggiat\w*", r"graffiat[oaie]", r"macchiat[oaie]",
               r"strappat[oaie]", r"perde", r"in ritardo", r"ritardo", r"pers[oaie]", r"sbagliat[oaie]",
               r"non (?:e )?conforme", r"inutilizzabil[ei]", r"addebitat[oaie] due volte", r"delus[oaie]",
               r"buc[oh]\w*", r"arrugginit[oaie]", r"scadut[oaie]", r"piegat[oaie]", r"scheggiat[oaie]",
               r"non ricevut[oaie]",
               r"lampeggia\w*"),
    difference=(r"in piu", r"addebitat\w* (?:in piu|di piu|troppo)", r"(?:la )?differenza", r"calo (?:di|del) prezzo",
                r"prezzo (?:e )?(?:sceso|calato|ridotto)",
                r"(?:ora|adesso) (?:costa meno|in offerta|scontat[oaie])", r"in offerta", r"in saldo", r"costa meno",
                r"pagato (?:di )?troppo", r"adeguamento (?:del )?prezzo", r"sconto"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:mi|ci) spett\w*", r"(?:ho|abbiamo) diritto (?:a|al|alla|ai|alle)", r"mi dovete",
          r"indietro", r"riaver\w*", r"restitu\w*", r"sconto", r"riduzione", r"abbuono", r"(?:un|piccolo) gesto",
          r"gesto commerciale"),
    accept=(r"d'accordo", r"accetto", r"va bene", r"(?:e|sarebbe) (?:ok|perfetto|giusto)", r"perfetto"),
    yes=(r"si", r"ok", r"va bene", r"grazie", r"perfetto", r"d'accordo"),
    please=(r"per favore", r"per cortesia", r"potreste", r"potete"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:prezzo|valore|importo) (?:totale )?(?:degli articoli|dei prodotti|della merce)",
           r"ordine", r"totale", r"importo", r"acquisto", r"pagamento", r"tutto", r"fattura", r"carrello"),
    contrast=(r"ma", r"pero", r"tuttavia", r"tranne", r"eccetto", r"invece", r"mentre", r"solo", r"a parte"),
    shares={r"(?:la )?meta": "1/2", r"un terzo": "1/3", r"terzo": "1/3", r"due terzi": "2/3",
            r"un quarto": "1/4", r"tre quarti": "3/4", r"un quinto": "1/5", r"un decimo": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"l'? ?altr[oa](?=\s*(?:[.?!,;:]|$))",
            r"(?:il|la) (?:2[oa]|second[oa])(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) (?:di|tra|fra) "
              r"(?:questi|queste|quelli|quelle|loro|essi|esse)(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?di cui (?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) (?:de(?:i|gli|lle)|su|tra i|tra le) (?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:de(?:i|gli|lle)|su) (?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              # (a word may carry an elided article: "10 pelotes d'alpaca, 3")
              r"(?:de(?:i|gli|lle)|su|tra i|tra le) (?P<whole>{N}) (?:(?:(?:\w+')?\w+ ){0,2}?(?:\w+')?\w+,? "
              r"|(?:(?:\w+')?\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|per ?cento)",),
    quote_head=(r"il .{4,160} ha scritto\s*:?", r".{2,80} ha scritto\s*:"),
    forward_head=(r"-{2,}\s*(?:messaggio originale|messaggio inoltrato)\s*-*", r"(?:inizio )?messaggio inoltrato\s*:?",
                  r"i\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"da", r"inviato", r"a", r"oggetto", r"data", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:ecco|qui sotto|questa e|copio|incollo)(?: \w+){0,3} (?:la|il|vostr[ao]|mia|mio"
            r"|una?) (?:\w+ ){0,2}(?:conferma|ricevuta|fattura|tracking|avviso di spedizione)(?: \w+){0,3}\s*:$",
            r"(?:ecco|qui sotto|incollo|copio|allego)(?: \w+){0,5} (?:cosa|quello che|il|la|lo|un|una|vostr[oa])"
    r" (?:\w+ ){0,3}(?:detto|scritto|messaggio|risposta|mail|chat|recensione|annuncio|testo|conversazione)",
            r"(?:recensione|annuncio|descrizione|conversazione|trascrizione)\s*:$",
            r"(?:lui|lei|l'operatore|il vostro operatore|l'assistenza|il venditore) (?:ha detto|ha scritto|mi ha"
            r" detto)\s*:"),
    system=(r"avvertenza legale", r"informativa (?:sulla )?riservatezza", r"clausola di riservatezza",
            r"sistema", r"automatic[oa]", r"automatizzat[oa]", r"bot", r"amministrat\w*", r"admin", r"personale",
            r"(?:servizio|assistenza|team) (?:clienti|rimborsi|fatturazione)", r"assistenza", r"operatore", r"agente",
            r"nota interna", r"avviso", r"notifica", r"sicurezza", r"responsabile", r"manager", r"supervisore",
            r"non rispondere"),
    approved=(r"codice (?:di )?approvazione",  # an approval's code quoted
              r"rimborso(?: \w+){0,4} (?:e |e stato |gia |stato )*(?:approvat|autorizzat|confermat|emess|elaborat"
              r"|concess)[oa]",
              r"(?:approvat|autorizzat|idone)\w* (?:\w+ ){0,3}(?:per )?(?:un |il )?rimborso", r"gia approvat[oa]",
              r"pre-?approvat[oa]",
              r"stato\s*:?\s*approvat[oa]", r"importo (?:del |da )?rimbors\w*\s*:",
              r"(?:abbiamo|ho) (?:\w+ ){0,2}(?:approvato|autorizzato|promesso|accettato)"),
    ai=(r"ia", r"i\.a\.", r"intelligenza artificiale", r"assistente\w*(?: virtuale| ia)?", r"(?:chat)?bots?",
        r"modell[oi](?: linguistic[oi])?", r"agente\w* (?:ia|automatic\w*|virtual\w*)", r"robot"),
    address=(r"nota", r"messaggio", r"avviso", r"istruzion\w+", r"attenzione"),
    address_to=(r"a", r"al", r"all'", r"per", r"caro", r"cara", r"gentile", r"ciao"),
    override=(r"ignora\w*", r"dimentica\w*", r"trascura\w*", r"salta\w*", r"annulla\w*", r"non tenere conto d\w*"),
    rules=(r"istruzioni", r"regole", r"direttive", r"indicazioni", r"prompt\w*", r"restrizioni", r"limiti",
           r"politiche", r"controlli", r"norme"),
    prior=(r"precedent[ie]", r"tutte", r"tue", r"le tue", r"sue", r"le", r"del sistema", r"originali", r"di sopra"),
    role=(r"ora sei", r"da ora in poi", r"fingi di essere",
          r"modalita (?:sviluppatore|admin|debug|manutenzione)", r"nuove (?:istruzioni|regole)",
          r"il tuo (?:nuovo )?compito e"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"se sei un(?:a|') ?(?:ia|assistente|bot|modello|agente)",
          # "as an AI" and the AI's own first person after it ("como IA no puedo"): a chatbot quoted
          r"come (?:un'?\s*)?ia(?![\w])(?!,?\s+(?:yo\s+|eu\s+|io\s+)?(?:no\s+|nao\s+|non\s+)?"
          r"(?:me\s+|te\s+|lo\s+|le\s+|mi\s+|ti\s+|o\s+|lhe\s+)?(?:puedo|tengo|soy|estoy|se|debo|quiero|creo|"
          r"entiendo|consigo|posso|sou|estou|sei|devo|quero|acho|ho|sono|so|voglio|credo|capisco|riesco)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:rispondi|risponda|rispondete|scrivi)(?:mi)? (?:solo|soltanto|solamente|"
        rf"unicamente)(?: con)?:? ?{QUOTED}",
    ),
    bypass=(r"non (?:fare|fate|faccia) (?:domande|nessuna domanda|altre domande)",
            r"non (?:escalare|verificare|controllare|segnalare|chiedere)",
            r"senza (?:verifica|approvazione|controllo|revisione|chiedere)",
            r"(?:saltare|ignorare|aggirare) (?:la |il |i )?(?:verifica|approvazione|controllo|limite)"),
    boss=(r"responsabile", r"supervisor\w*", r"manager", r"direttor\w*", r"capo\w*", r"titolare", r"admin\w*"),
    approve=(r"approvat\w*", r"approvo", r"autorizzat\w*", r"autorizzo", r"convalidat\w*"),
    authority=(r"gia approvat[oa]", r"pre-?approvat[oa]",
               r"(?:responsabile|manager|supervisore|direttore|titolare|capo) (?:ha|mi ha) (?:\w+ ){0,2}(?:approvato"
               r"|autorizzato|detto|promesso|ordinato)",
               r"(?:secondo|in base a|come da) (?:la vostra|la|nostra|vostra) (?:nuova )?(?:politica|regola"
               r"|norma)\w*(?: \w+){0,6} (?:devono|deve|sono tenuti)",
               r"(?:sono|parla) (?:il vostro |la vostra |il tuo |la tua )(?:responsabile|manager|supervisore"
               r"|admin\w*|sviluppatore)"),
    directive=(
               # the AI told in the directive future what it will do, no "I", "you", "said" or "hope"
               # between: a rule or an order passed on, not a person's hope (``test_ai_told_what_it_will_do``)
               r"(?:(?:assistent|agent|modell)[ei] (?:ia|ai|virtual[ei])|l'ia|(?:chat)?bot)"
               r"(?: (?!(?:mi|ti|ci|vi|io|tu|lei|voi|se|detto|dice|spero)(?![\w']))"
               r"[\w',.-]*[\w',-]){0,12} (?:rimborser|accrediter|approver|restituir)(?:a|anno)",
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:assistenti|sistemi|agenti|bot|modelli) (?:ia|di ia|automatic\w*|automatizzat\w*|virtuali)"
               r"(?:[^:.\n]{0,60})? (?:che )?(?:elaborano|leggono|gestiscono|elaborino|leggano) (?:questa"
               r"|questo|la|il) (?:e-?mail|mail|messaggio|ticket)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:chiunque|chi|qualunque (?:collega|operatore|addetto)) (?:legg|gestisc|prend|ricev|apr|segu"
               r"|tratt)\w*(?: \w+){0,4} (?:proceda|procedano|rimborsi|effettui|approvi|accrediti|emetta)(?: \w+){0,3}",
               r"(?:agenti?|assistenti?|bot|ia|modelli?) (?:deve|devono|dovrebbe|dovrebbero|e tenuto|sono tenuti)(?:"
               r" \w+){0,4} (?:rimborsare|approvare|pagare|accreditare|concedere|emettere)",
               # whoever handles the case, or staff by role, said to be obliged to refund ("chiunque
               # gestisca la pratica deve rimborsare", "gli operatori sono tenuti a rimborsare"); not
               # the shop or the seller, whom the law may well oblige
               r"(?:chiunque|chi) (?:gestisc[ae]|segu[ae]|tratt[ai]|legg[ae]|prend[ae] in carico)(?: \w+){0,3}"
               r" (?:deve|devono|dovra|e tenut[oa] a|ha l'obbligo di)(?: \w+){0,3} (?:rimbors|accredit|approv)\w*",
               r"(?:operator[ei]|addett[oi]|consulent[ei]|personale)(?: \w+){0,2} (?:deve|devono|dovra|dovranno"
               r"|(?:e|sono) (?:tenut|obbligat)[oaie] a|ha(?:nno)? l'obbligo di)(?: \w+){0,3}"
               r" (?:rimbors|accredit|approv)\w*"),
    command=(
             r"(?:rimborsate|rimborsi|accreditate|approvate|emettete|elaborate|procedete)(?: \w+){0,3} (?:rimborso"
             r"|importo"
    r"|soldi|\d)",
             r"(?:procedere|procedete) (?:con il|al) rimborso",
             r"(?:chiudere|segnare) (?:il |questo )?ticket come (?:risolto|rimborsato|approvato)"),
    obliged=(r"devono", r"deve", r"dovr(?:a|anno)", r"(?:e|sono) tenut\w+ a", r"(?:e|sono) obbligat\w+ a", r"obbliga"),
    scope=(r"tutti (?:i miei )?ordini", r"(?:anche|pure) (?:i miei )?altri ordini"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "perso", "persa", "smarrito", "smarrita",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "dove", "quando", "perche",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "attesa", "pendente", "ritardo", "sospeso",
                       # the parcel, the shipment, as a subject names it
                       "consegna",
                       # a pre-order is an order
                       "preordine", "preordinato", "preordinata", "prenotazione",
                       "addebitato", "addebitati", "addebitata", "addebitate", "addebito", "fattura", "fatturato",
                       "reclamo", "problema", "domanda", "reso", "richiesta", "aiuto", "tracking", "numero", "stato",
                       "fattura", "ordine", "articolo", "articoli", "prodotto", "prodotti", "pacco", "pacchetto",
                       "cosa", "cose", "soldi", "rimborso", "acquisto", "spedizione", "pezzo", "pezzi", "il", "lo",
                       "la", "gli", "le", "uno", "una"]),
    function=frozenset(
                       ["il", "lo", "la", "i", "gli", "le", "di", "del", "della", "e", "o", "non", "io", "lei", "un",
                        "una", "con", "per", "in", "mio", "mia", "miei", "suo", "che", "si", "ma", "molto", "sono",
                        "era", "ho", "ha"]),
)
