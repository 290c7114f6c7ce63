"""French."""

from service.judgment.tables import QUOTED, Table

TABLE = Table(
    code="fr",
    refund=(
            # how the money goes, asked ("wie läuft das mit dem Geld?")
            r"(?:comment (?:ca|cela) se passe|qu.en est-il|et) pour (?:l.argent|mon argent)\b",
            # the money of some of the goods wanted, no word for back ("I want the money for the two")
            r"(?:veux|voudrais|souhaite) (?:l'argent|mon argent) (?:des?|du|pour)",
            # what a thing cost wanted back ("rivoglio i soldi della spedizione", "récupérer les frais de port")
            r"(?:recuperer|ravoir|recevoir) (?:les|mes|le|ce|ces) (?:\w+ )?(?:frais|montant|cout|prix|\d)",
            # the difference wanted asks it ("I'd like the difference", "vill jag ha mellanskillnaden")
            r"(?:voudrais|veux|souhaite|souhaiterais|aimerais)(?: (?!pas(?![\w]))\w+){0,2} (?:la )?difference",
            r"rembours\w*", r"me rendre (?:mon|l')argent", r"mon argent",
            r"(?:recuperer|recevoir|ravoir) (?:mon |l')argent",
            r"restitu\w*", r"re-?crediter",
            # the goods credited to the customer, the verb asked of the shop ("que me abonéis las dos")
            r"(?:me|nous) credit(?:er|ez|iez|eriez|erez|e|ent|era)\b", r"credit(?:ez|er)-(?:moi|nous)\b",
            r"recredit\w*", r"dedommag\w*",
            r"argent (?:en )?retour",
            # the sum paid, wanted back, its number in digits or words ("récupérer mes vingt
            # euros", "rendez-moi les 39,90 €"): the sentence is read before its numbers are
            r"(?:rendre|rendez)(?:-moi)? (?:les|mes) \d",
            # what a thing cost given back, in any form of the verb ("qu'on me rende les frais de port",
            # "que vous me rendiez le prix du câble")
            r"(?:me|nous) rend(?:e|es|ent|iez|ra|rez|re|ez)(?:-moi)? (?:les|mes|le|ce|ces|la) (?:\w+ )?"
            r"(?:frais|montant|cout|prix|somme|\d)",
            r"(?:rendre|rendez|recuperer|recevoir|ravoir)(?:-moi)? (?:les|mes|ces) [\w,.-]+ ?(?:euros?|€|dollars?"
            r"|\$|francs?|chf)"),
    full=(r"(?:tout|l\'ensemble)(?: de la commande)? rembours\w*", r"rembours\w* (?:tout|l\'ensemble)",
          r"tout renvoyer", r"rembours\w* (?:integral|complet|total)\w*", r"rembours\w* en entier",
          r"(?:integralite|totalite)",
          r"toute? (?:la|ma) (?:commande|somme)",
          r"tout mon argent", r"(?:la |ma )?commande (?:entiere|complete)", r"montant total", r"tout rembourser",
          r"tout ce que j'ai paye", r"annuler (?:la|ma) commande",
          # the order itself refunded ("me rembourser la commande")
          r"rembours\w*(?:-moi)? (?:la|ma|cette) commande(?! (?:de|du|pour)(?!\w))(?! d')",
          r"100 ?%",
          r"totalement rembourse\w*"),
    everything=(r"tout", r"l'ensemble"),
    partial=(r"partiel\w*", r"une partie"),
    rest=(r"le reste", r"tout le reste", r"les autres(?: \w+)?", r"l'autre(?: \w+)?", r"les (?:articles )?restants"),
    shipping=(r"frais de (?:port|livraison|envoi|expedition|transport)", r"livraison", r"port",
              r"expedition", r"envoi", r"transport", r"colissimo", r"express"),
    instead=(
             # a new one of the thing, or of a part of it, to be sent ("send me a new jug")
             r"(?:envoy|renvoy|expedi)\w*(?:-moi|-nous| moi| me| nous)? (?:juste |seulement |simplement )?(?:un|une) "
             r"(?!(?:etiquette|lien|code|facture|mot de passe))\w+"
             r"(?: \w+)? (?:neuf|neuve|nouveau|nouvelle)s?(?!\w)",
             r"une? autre", r"un nouveau", r"une nouvelle", r"remplacement", r"remplacer", r"echange\w*",
             r"bon d'achat", r"un avoir", r"nouvel? (?:article|exemplaire|produit|paire)",
             r"reparation", r"reparer", r"renvoyer un", r"carte cadeau", r"credit (?:boutique|magasin)"),
    declined=(
              # the money of a part not wanted back ("I don't want the express costs back"): that part stays out
              r"(?:ne |n')(?:veux|demande|souhaite|voulons|demandons|reclame) pas (?:le |de |d'|du )?"
              r"(?:remboursement|rembourser|rembourse)(?: \w+){0,2} (?:des |du |de la |les |le |la )?"
              r"(?:frais|port|livraison|supplement)",
              # the money told not to be sent back ("don't send it back"): not to a destination, not "yet"
              r"ne (?:me |nous )?(?:remboursez|reversez|rendez|renvoyez) pas(?: l'argent| le montant)?(?! (?:sur|"
              r"par|vers|avant|tout de suite|encore))",
              r"(?:veux|voudrais|souhaite) pas (?:l'argent|mon argent|d'argent)",
              r"(?:pas besoin|plus besoin|inutile|pas la peine) de (?:me |nous )?rembours\w*",
              r"pas (?:de |d'|un )?rembours\w*",
              r"au lieu d'un rembours\w*", r"plutot qu'un rembours\w*",
              r"(?:ne )?(?:veux|souhaite|demande|tiens) pas (?:de |d'|un |(?:a )?etre )?rembours\w*",
              r"(?:prefere|preferer|plutot|voudrais|souhaite)(?: \w+){0,3} (?:un )?(?:remplacement|echange|avoir|bon"
              r" d'achat|nouvel? \w+|reparation)",
              r"(?:un )?(?:remplacement|echange|avoir) (?:me )?(?:suffit|convient|serait mieux|est parfait)",
              r"pas besoin (?:de|d'un) rembours\w*",
              # no money at all wanted back ("je ne veux pas d'argent en retour", "aucun remboursement")
              r"(?:veux|voulons|souhaite|demande|attends) (?:pas|aucun\w*) (?:d'|de l'|de |un )?"
              r"(?:argent|rembours\w*)"),
    kept=(
          # it stays, said bare, closing what is said of the thing ("the hat stays."); I still have it
          r"(?<=\w )(?<!le )(?<!du )(?<!au )(?<!les )(?<!pour )(?:reste|restent)(?= ?[.!,;)]| ?$)",
          # it stays with me, it may stay: a thing kept ("zostaje u mnie")
          r"(?:reste|restent|restera|resteront) (?:chez (?:moi|nous)|avec moi|ici)", r"peu(?:t|vent) rester",
          # kept for use, said as why it does not go back ("I'll use it, so I'm not returning it")
          r"(?:m'en sers|m'en servirai|l'utilise|les utilise|l'utiliserai|les utiliserai|vais l'utiliser"
          r"|vais les utiliser)(?: \S+){0,2},? (?:donc|alors|du coup|c'est pourquoi) (?:\S+ ){0,3}(?:renvoie"
          r"|renverrai|retourne|retournerai|rends|rendrai|renvoyer|retourner)(?: \S+)? pas",
          # working well in everyday words ("the other one's fine", "va très bien", "vanno benissimo", "doet het prima")
          # a machine said to run fine ("les 6 autres tournent nickel")
          r"tourn(?:e|ent|ait|aient) (?:(?:tres|tout a fait) )?"
          r"(?:bien|nickel|parfaitement|impeccable|au poil|sans souci)",
          r"(?:va|vont|allait|allaient) (?:tres |tout a fait |parfaitement )?bien",
          r"(?:va|vont) (?:parfaitement|nickel)",
          r"sans (?:aucun )?probleme", r"(?:je )?(?:garde|garderai|conserve|conserverai)", r"garder", r"conserver",
          r"(?:est|sont|etait|etaient) (?:\w+ ){0,2}(?:bien|bon|bonne|ok|parfaite?s?|intact|intacte"
          r"|impeccables?|nickel|en bon etat|conformes?|intacts|intactes)",
          r"fonctionne\w*(?: (?:bien|tres bien|parfaitement))?",
          r"march(?:e|ent)(?: bien| tres bien| parfaitement| nickel)?",
          r"satisfait\w* (?:de|du|des)", r"aucun (?:probleme|souci) avec", r"rien a redire",
          r"(?:arrive|arrivee|arrives|arrivees) (?:en bon etat|intact\w*|sans souci)", r"me plait", r"me convient"),
    negation=(
              # "no need to" (replace them): the whole phrase, so it stands next to what it negates
              r"(?:(?:pas|plus) besoin|inutile|pas la peine|pas necessaire) "
              r"d(?:e(?: (?:me|nous))?(?: (?:les|la|le))?|')",
              r"(?:pas|plus) (?:envie|le temps) d'attendre", r"(?:veux|peux) pas attendre", r"ne", r"n'", r"pas",
              r"jamais", r"rien", r"aucun\w*", r"ni", r"sans", r"plus"),
    dropped=(r"laissez tomber", r"laisse tomber", r"oubliez (?:ca|cela|tout)", r"oublie (?:ca|tout)"),
    withdrawn=(
               # the ticket only to be closed ("just close the case"); the things said missing all here
               # ("they're both here.")
               r"(?:fermez|ferme|cloturez|cloture) simplement (?:le ticket|la demande|le dossier)",
               r"(?:ils|elles) sont (?:bien )?(?:tous|toutes) les deux (?:la|ici|dans le carton)(?=\s*(?:[.!;)]|$))",
               # it came now, just now: the parcel missed is here ("nu kom den!")
               r"(?:il|elle|ils|elles|le colis|le paquet) (?:vient|viennent) d'arriver",
               # the remedy tried (an update, a reset) fixed it, with no article before it
               r"(?:mise a jour|reinitialisation|reset|redemarrage|mise a niveau)(?: du firmware|"
               r" logicielle)? (?:a|m'a) (?:regle|resolu|corrige|repare|aide|suffi|marche|fonctionne)",
               # the cancellation called off, the parcel taken in ("no need to cancel, I'll take it")
               r"pas besoin d'annuler", r"(?:je )?n'annule (?:pas|rien)",
               # the fix tried worked ("that did it"), it plays again, the ticket may be closed
               r"(?:ca|cela|ceci|le reset|la reinitialisation|votre astuce|votre conseil) (?:a|m'a) (?:marche|"
               r"fonctionne|aide|suffi|regle le probleme)",
               r"vous pouvez clore(?: (?:le|ce|la|cette|mon|ma) (?:dossier|demande|ticket))?(?! (?:la|ma|le|"
               r"mon) (?:commande|compte))",
               # the refund let go, "the thing about" between ("olvidad lo del reembolso", "vergesst das mit
               # der Erstattung", "iadeye gerek kalmadı"); "don't forget the refund" withdraws nothing
               r"(?<!n')oubli(?:ez|ons)(?: (?!pas\b)[\w']+){0,2}? (?:du |de |le |la |l')?rembours\w*",
               # the cancellation asked before called off ("please don't cancel", "iptal etmeyin")
               r"n'annulez pas", r"n'annulez rien", r"ne l'annulez pas",
               # the goods were with someone who took them in (a neighbour, the concierge, a locker)
               r"(?:voisin\w*|gardien\w*|concierge) (?:l'avait|l'a|les avait|les a) (?:recupere|pris|garde"
               r"|receptionne|recu)\w*",
               r"(?:etait|etaient) chez (?:la |le |les |ma |mon |mes )?(?:voisin\w*|gardien\w*|concierge)",
               r"vous pouvez (?:fermer|cloturer)(?: (?:le|ce|la|cette|mon|ma) (?:dossier|demande))?(?! (?:la"
               r"|ma|le|mon) (?:commande|compte))",
               # the refund itself cancelled (its word inside these asks nothing:
               # reading._unasked_inside_withdrawal)
               r"annul\w* (?:la |ma |le |mon |cette )?(?:demande )?(?:de )?rembours\w*",
               r"je (?:l'ai|les ai) retrouvee?s?",
               r"tout est (?:en ordre|rentre dans l'ordre|regle|arrange)(?! pour| avec| sauf| concernant| dans| cote)",
               r"(?:mari|femme|fils|fille|voisin|conjoint|compagnon|pere) (?:l'a|les a) (?:repare|arrange)\w*",
               r"c'etait (?:juste|seulement|simplement) (?:la pile|les piles|la batterie)",
               r"laissez tomber", r"oubliez (?:ma|mon|cette|ce)(?: \w+){0,2} (?:demande|reclamation)",
               r"(?:ignorez|annulez) (?:ma|mon|cette|ce)(?: \w+){0,2} (?:demande|reclamation)",
               r"(?:est|sont) (?:finalement )?(?:arrive|arrivee|arrives|arrivees)(?: \w+){0,2} finalement",
               r"finalement (?:arrive|recu|trouve)\w*",
               # the thing found, not a paper about it ("j'ai retrouve le ticket de caisse")
               r"(?:j'ai )?(?:retrouve|trouve) (?:le|la|les) (?!ticket de caisse|facture|recu|preuve|probleme)\w+",
               r"(?:c'est |tout est )?(?:regle|resolu|arrange)",
               r"(?:plus|pas) besoin(?: \w+){0,2} (?:rembours\w*|d'aide)",
               r"(?:fonctionne|marche) (?:maintenant|a nouveau|finalement)", r"(?:mon|ma) erreur", r"fausse alerte",
               r"vous pouvez (?:fermer|cloturer) (?:le|ce) ticket", r"je retire ma (?:demande|reclamation)",
               r"probleme resolu",
               r"(?:re)?(?:fonctionne|marche) (?:\w+ )?(?:maintenant|a nouveau|de nouveau)", r"remarche"),
    complaint=(
               # wet, soaked, damaged by water
               r"mouillé(?:e|s|es)?", r"trempé(?:e|s|es)?", r"détrempé\w*", r"dégâts? des eaux",
               r"(?:abîmé|endommagé)(?:e|s|es)? par l'eau",
               # came apart: unglued, unstitched at a seam, fallen to pieces
               r"(?:s'est|se sont|se) decoll\w*", r"decollee?s?\b", r"decousu\w*", r"(?:s'est|se sont) defai\w*",
               r"tombee?s? en morceaux",
               # not genuine, a counterfeit ("c'est une contrefaçon", "pas authentique")
               r"contrefa[cç]on\w*", r"pas (?:un |une )?(?:original|originale|authentique)",
               # a heater that does not heat, a cooler that does not cool
               r"ne (?:chauffe|refroidit|devient) (?:plus|pas)(?: chaud)?", r"ne (?:chauffe|refroidit) (?:plus|pas)",
               # a parcel gone missing ("disappeared", "vanished")
               r"disparu\w*", r"egare\w*",
               # a colour faded, washed out ("faded")
               r"decolore\w*", r"delave\w*", r"passe de couleur",
               r"casse\w*", r"abime\w*", r"endommage\w*", r"defectueu\w*", r"defaut\w*", r"manquant\w*", r"manque",
               r"jamais (?:arrive|recu)\w*", r"pas (?:arrive|recu|livre)\w*", r"ne fonctionne pas", r"ne marche pas",
               r"fissure\w*", r"raye\w*", r"tache\w*", r"dechire\w*", r"fuit", r"fuite\w*", r"en retard", r"retard",
               r"perdu\w*", r"mauvais(?:e)? (?:article|taille|couleur|produit|modele)", r"non conforme",
               r"inutilisable", r"debite\w* deux fois", r"facture\w* deux fois", r"decu\w*", r"trou\w*",
               r"rouille\w*", r"moisi\w*", r"perime\w*", r"tordu\w*", r"ebreche\w*", r"felure\w*", r"fele(?:e|s|es)?",
               r"clignot\w*", r"brise\w*"),
    difference=(r"en trop", r"trop (?:paye|factur\w*|preleve\w*|debite\w*)", r"surfactur\w*", r"l\'ecart de prix",
                r"(?:la )?difference", r"(?:l')?ecart", r"baisse de prix",
                r"prix (?:a |a ete )?(?:baisse|reduit)",
                r"(?:maintenant|desormais) (?:moins cher|en promotion|en solde|reduit)", r"en promo\w*", r"en solde",
                r"moins cher", r"trop paye", r"ajustement (?:de|du) prix", r"prix promotionnel", r"remise"),
    back=(
          # money the customer says they are entitled to ("me corresponde la diferencia")
          r"(?:j'ai|nous avons|j'aurais) droit (?:a|au|aux)", r"(?:me|nous) revient", r"vous me devez",
          r"en retour", r"rendu\w*",
          # the money recovered ("les frais d'express, je veux les récupérer")
          r"(?:les |la |le |l')recuper\w*", r"recuper\w* (?:mon argent|les frais|le montant|la somme|la difference)",
          r"rendre", r"rendez", r"remise", r"reduction", r"geste commercial", r"ristourne",
          r"(?:un|petit) geste"),
    accept=(r"d'accord", r"j'accepte", r"accepte", r"ca me va", r"(?:c'est|ce serait) (?:parfait|bien|ok|correct)",
            r"je prends"),
    yes=(r"oui", r"ok", r"d'accord", r"merci\w*", r"parfait", r"tres bien", r"volontiers"),
    please=(r"s'il vous plait", r"svp", r"pourriez-vous", r"pouvez-vous", r"merci de"),
    order=(
           # the goods' price, all the lines (a share's base)
           r"(?:prix|valeur|montant) (?:total )?des (?:articles|produits|marchandises)",
           r"commande", r"total", r"montant", r"achat", r"paiement", r"tout", r"facture", r"panier", r"somme"),
    contrast=(r"mais", r"cependant", r"sauf", r"excepte", r"toutefois", r"par contre", r"alors que",
              r"seulement", r"a part"),
    shares={r"(?:la )?moitie": "1/2", r"un tiers": "1/3", r"tiers": "1/3", r"deux tiers": "2/3",
            r"un quart": "1/4", r"quart": "1/4", r"trois quarts": "3/4", r"un cinquieme": "1/5",
            r"un dixieme": "1/10"},
    # "the other one", "the second", alone at a clause's end: one unit of a line of two
    # ("hyvittää toisen?", "erstatten Sie das zweite")
    one_of=(
            r"(?:le|la) 2(?:eme|e|nde?)(?=\s*(?:[.?!,;:]|$))",
            r"l'? ?autre(?=\s*(?:[.?!,;:]|$))",
    ),
    count_of=(
              # some "of them", the whole counted before ("I bought six, and three of them ...")
              r"(?P<whole>{N}) (?:\S+ ){0,8}?(?P<part>{N}) d'entre (?:eux|elles)(?!\w)",
              r"(?P<whole>{N}) (?:\S+ ){0,8}?dont (?P<part>{N})(?![\d.,%])",
              r"(?P<part>{N}) (?:des|de mes|sur|parmi les|de ces) (?P<whole>{N})",
              r"(?P<part>{N}) (?:\w+ ){0,2}(?:sur|des) (?:les )?(?P<whole>{N})",
              # the whole first: "of the six glasses, two" (or with what came of them, a comma after:
              # "of the six glasses that came in the box, two")
              # (a word may carry an elided article: "10 pelotes d'alpaca, 3")
              r"(?:sur|parmi) (?:les |mes |ces )?(?P<whole>{N}) (?:(?:(?:\w+')?\w+ ){0,2}?(?:\w+')?\w+,? "
              r"|(?:(?:\w+')?\w+,? ){3,6}?\w+, )(?P<part>{N})(?![\d.,%])"),
    percent=(r"(?P<n>{N}) ?(?:%|pour ?cent|pourcent)",),
    quote_head=(r"le .{4,160} a ecrit\s*:?", r".{2,80} a ecrit\s*:"),
    forward_head=(r"-{2,}\s*(?:message d'origine|message transfere|message original)\s*-*",
                  r"debut du message (?:reexpedie|transfere)\s*:?", r"tr\s*:.*", r"fwd?\s*:.*"),
    header_field=(r"de", r"envoye", r"a", r"objet", r"date", r"cc"),
    pasted=(
            # a shop's own document pasted (an order confirmation, a receipt, an invoice, its tracking):
            # the shop's words, not the customer's request
            r"(?:voici|ci-dessous|c'est|copie de)(?: \w+){0,3} (?:la|le|votre|ma|mon"
            r"|une?) (?:\w+ ){0,2}(?:confirmation|recu|facture|suivi|avis d'expedition)(?: \w+){0,3}\s*:$",
            r"(?:voici|ci-dessous|ci-joint|copie de|j'ai copie|je colle)(?: \w+){0,5} (?:ce que|le|la|votre|leur|un"
            r"|une)"
    r" (?:\w+ ){0,3}(?:dit|ecrit|message|reponse|mail|chat|avis|annonce|texte|conversation)",
            r"(?:avis|annonce|description|conversation|transcription)\s*:$",
            r"(?:il|elle|l'agent|votre agent|le support|le vendeur) (?:a dit|a ecrit|m'a dit)\s*:"),
    system=(r"avertissement legal", r"clause de confidentialite", r"mentions? legales?",
            r"avis de confidentialite",
            r"systeme", r"automatique\w*", r"automatis\w*", r"bot", r"admin\w*", r"personnel",
            r"(?:service|equipe) (?:client|support|remboursements?|facturation)", r"support", r"agent",
            r"note interne", r"avis", r"notification", r"securite", r"conformite", r"responsable", r"manager",
            r"superviseur", r"ne pas repondre"),
    approved=(r"(?:code|numero) d'approbation",  # an approval's code quoted
              r"rembours\w*(?: \w+){0,4} (?:est |a ete |deja |bien )*(?:approuve|valide|autorise|accorde|confirme"
              r"|effectue"
    r"|emis|traite)\w*",
              r"(?:approuve|valide|autorise|eligible)\w* (?:\w+ ){0,3}(?:a |pour )?(?:un )?rembours\w*",
              r"(?:deja|pre-?)(?:approuve|valide|autorise)e?s?", r"statut\s*:?\s*(?:approuve|valide)\w*",
              r"montant (?:du |a )?rembours\w*\s*:",
              r"(?:nous avons|j'ai) (?:\w+ ){0,2}(?:approuve|accepte|promis|valide)"),
    ai=(r"ia", r"ia-\w+", r"i\.a\.", r"intelligence artificielle", r"assistant\w*(?: virtuel\w*| ia)?",
        r"(?:chat)?bots?", r"robot\w*", r"modele\w*(?: de langage)?", r"agent\w* (?:ia|automatis\w*|virtuel\w*)"),
    address=(r"note", r"remarque", r"consigne\w*", r"message", r"instruction\w*", r"avis", r"attention"),
    address_to=(r"a", r"pour", r"cher", r"chere", r"bonjour", r"a l'attention d[eu]"),
    override=(r"ignorez", r"ignorer", r"ignore[sz]?", r"oublie[rz]?", r"oubliez", r"outrepass\w*", r"contourn\w*",
              r"ne tenez pas compte d\w*", r"faites abstraction d\w*"),
    rules=(r"consignes", r"instructions", r"regles", r"directives", r"prompt\w*", r"restrictions",
           r"limites", r"verifications", r"politiques?"),
    prior=(r"precedent\w*", r"anterieur\w*", r"ci-dessus", r"toutes", r"tes", r"vos", r"les", r"du systeme",
           r"d'origine", r"initiales?"),
    role=(r"tu es (?:maintenant|desormais)", r"a partir de maintenant,? tu", r"fais comme si",
          r"mode (?:developpeur|admin|debug|maintenance)", r"nouvelles? (?:consignes|instructions|regles|tache)",
          r"ta (?:nouvelle )?tache est"),
    # the reader called by what it is ("as an AI", "if you are an AI"): a new role only with an
    # instruction beside it (``called``)
    as_ai=(r"si tu es une? (?:ia|assistant|bot|modele|agent)",
          r"si vous etes une? (?:ia|assistant|bot|modele|agent)",
          r"en tant qu'ia(?![\w])(?!,?\s+(?:je|j'|nous)\b)"),
    # the reader's reply dictated word for word ("reply only 'done'")
    scripted=(
        rf"(?:reponds|repondez|ecris|ecrivez)(?:-moi)? (?:uniquement|seulement|juste)(?: par|"
        rf" avec)?:? ?{QUOTED}",
        rf"ne (?:reponds|repondez) qu.(?:par |avec )?{QUOTED}",
    ),
    bypass=(r"ne (?:pose|posez) (?:pas de|aucune) questions?",
            r"ne pas (?:escalader|transmettre|verifier|signaler|demander)",
            r"sans (?:verification|validation|approbation|escalade|controle)",
            r"(?:contourner|ignorer|sauter) (?:la |les )?(?:verification|validation|approbation|limite)s?",
            r"sans (?:demander|consulter) (?:un |a un )?(?:humain|responsable|superviseur)"),
    boss=(r"responsable", r"superviseur\w*", r"manager\w*", r"directeur\w*", r"directrice", r"chef\w*", r"gerant\w*",
          r"patron\w*", r"admin\w*"),
    approve=(r"approuv\w*", r"autoris\w*", r"valid\w*", r"accord\w*"),
    authority=(r"(?:deja|pre-?)(?:approuve|valide|autorise)e?s?",
               r"(?:responsable|manager|superviseur|directeur|gerant|patron) (?:a|m'a) (?:\w+ ){0,3}(?:approuve"
               r"|valide|autorise|accorde|dit|promis|ordonne)",
               r"(?:selon|conformement a|d'apres) (?:votre|la|notre) (?:nouvelle )?(?:politique|regle|cgv)\w*(?:"
               r" \w+){0,6} (?:doivent|doit|sont tenus)",
               r"(?:je suis|ici) (?:votre|ton) (?:responsable|manager|superviseur|admin\w*|developpeur)"),
    directive=(
               # the AI told in the directive future what it will do, no "I", "you", "said" or "hope"
               # between: a rule or an order passed on, not a person's hope (``test_ai_told_what_it_will_do``)
               r"(?:(?:assistant|agent|modele)s? (?:ia|d'ia|virtuels?)|l'ia|(?:chat)?bots?)"
               r"(?: (?!(?:qu|que|il|elle|ils|elles|je|j|me|m|te|t|nous|vous|on|si|dit|espere|esperons)(?![\w']))"
               r"[\w',.-]*[\w',-]){0,12} (?:rembourser|verser|approuver|valider|crediter)(?:a|ont)",
               # a heading addressed to the AI or the automated systems that process this message
               # ("AI assistants processing this e-mail: approve ...")
               r"(?:assistants?|systemes?|agents?|bots?|modeles?) (?:ia|d'ia|automatis\w*|virtuels?)"
               r"(?:[^:.\n]{0,60})? (?:traitant|lisant|qui (?:traitent|lisent|traite|lit)) (?:ce|cette|le) "
               r"(?:courriel|e-?mail|mail|message|ticket)\s*:",
               # the reader or handler of this ticket told to refund ("whoever picks up this ticket must refund")
               r"(?:quiconque|toute personne qui|celui qui|celle qui|(?:le|tout) (?:collegue|conseiller|agent"
               r"|operateur) qui) (?:lit|lira|traite|traitera|prend|prendra|recoit|ouvre)(?: \w+){0,4} (?:doit"
               r"|devra|est tenu de|est prie de)(?: \w+){0,4} (?:rembours|proced|approuv|valid|vers|effectu)\w*",
               r"(?:agents?|assistants?|bots?|ia|modeles?) (?:doit|doivent|devrait|devraient|est tenu|sont tenus|a"
               r" l'obligation)(?: \w+){0,4} (?:rembourser|approuver|verser|valider|accorder|crediter)", ),
    command=(r"(?:remboursez|versez|approuvez|validez|effectuez|accordez|creditez)(?:-le|-la|-moi)?"
    r" (?:\w+ ){0,3}(?:rembours\w*|montant|somme|argent|\d)",
             r"(?:proceder|procedez) au rembours\w*",
             r"(?:fermer|cloturer|marquer) (?:le |ce )?ticket (?:comme )?(?:resolu|rembourse|approuve)"),
    obliged=(r"doivent", r"doit", r"devr(?:a|ont)", r"(?:est|sont) tenus? de", r"(?:est|sont) oblige\w* de", r"oblige"),
    scope=(r"toutes (?:mes )?commandes", r"(?:aussi|egalement) (?:mes )?autres commandes"),
    generic=frozenset(
                      [
                       # the parcel said lost or gone, as a subject says it ("Parcel lost"): no item
                       "perdu", "perdue", "egare", "egaree",
                       # a question word a subject asks with ("Where is my parcel?"): no item
                       "pourquoi", "quand",
                       # a refund still waited for, as a subject says it: no item ("Refund pending")
                       "attente", "impaye", "impayee", "instance", "retard",
                       # the parcel, the shipment, as a subject names it
                       "envoi",
                       # a pre-order is an order
                       "precommande", "precommandes", "precommandee",
                       "factures", "facturee", "facturees", "facturation", "debite", "debites", "preleve", "tort",
                       "reclamation", "probleme", "question", "retour", "demande", "aide", "suivi", "numero", "statut",
                       "facture", "commande", "article", "articles", "produit", "produits", "colis", "paquet", "chose",
                       "choses", "argent", "remboursement", "achat", "livraison", "piece", "pieces", "truc", "le",
                       "la", "les", "un", "une"]),
    function=frozenset(
                       ["le", "la", "les", "de", "des", "du", "un", "une", "et", "ou", "est", "pas", "je", "vous",
                        "il", "elle", "ce", "que", "qui", "pour", "avec", "sur", "dans", "mon", "ma", "mes", "votre",
                        "vos", "ne", "a", "au", "aux", "mais", "tres", "bien"]),
)
