"""The words the judgment looks for, per language: tables, not branches.

Every entry is written as the normaliser leaves text (``service.judgment.text.fold``): lower
case, accents stripped, confusable letters folded to Latin. A table holds what a word *means*
(a refund asked for, all the money back, shipping, an instruction to an agent); the rules in
``grounding`` and ``injection`` read them the same way for every language. English, German,
French, Spanish, Dutch, Portuguese and Italian are covered; a language not covered falls back
on the figures and the lines (money and titles need no vocabulary).

Regular-expression fragments: ``\\b`` is added around each alternative by ``words``.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "de", "fr", "es", "nl", "pt", "it")

# A refund, money back, a return for money: the customer asks for money.
REFUND = [
    r"refund\w*", r"money back", r"reimburs\w*", r"charge ?back", r"my money", r"pay(?:ed)? back",
    r"credit (?:it )?back", r"give (?:me )?back", r"return(?:ing)? (?:it|them|the \w+) for",
    r"(?:ruck|zuruck)erstatt\w*", r"erstatt\w*", r"geld zuruck", r"zuruckzahl\w*", r"gutschrift",
    r"rembours\w*", r"me rendre", r"mon argent",
    r"reembols\w*", r"devol\w+ (?:el|mi) dinero", r"devolucion", r"mi dinero",
    r"terugbetal\w*", r"geld terug", r"terugstort\w*", r"restitu\w*",
    r"estorn\w*", r"dinheiro de volta", r"meu dinheiro", r"devolv\w+ o dinheiro",
    r"rimbors\w*", r"i miei soldi",
    # "<it> back" in each language: the money, or the thing for the money
    r"(?:want|like|get|have|need|send)\b[^.?!\n]{0,40}\bback", r"zuruck\w*", r"terug\w*",
    r"de vuelta", r"devuelv\w+", r"devolv\w+", r"de volta", r"indietro",
]
# All of it back: the whole order or payment.
FULL = [
    r"full refund", r"refund (?:the |my )?(?:whole|entire|full|complete)", r"all (?:of )?my money",
    r"(?:whole|entire|full|complete) (?:order|amount|payment|purchase|sum)",
    r"everything back", r"refund (?:it )?all\b(?! (?:my|of my|the|your) orders)",
    r"refund everything", r"total refund", r"100 ?%", r"every (?:cent|penny)",
    r"cancel (?:the|my) (?:whole |entire )?order",
    r"(?:volle|vollstandige|komplette|ganze|gesamte)\w* (?:ruck)?erstattung", r"ganze\w* geld",
    r"gesamt\w* (?:betrag|bestellung|summe)", r"komplett\w* (?:zuruck|erstatt\w*)",
    r"(?:die |meine )?(?:ganze|gesamte|komplette) bestellung", r"alles zuruck",
    r"rembours\w* (?:integral|complet|total)\w*", r"(?:integralite|totalite)",
    r"toute? (?:la|ma) (?:commande|somme)", r"tout mon argent",
    r"reembolso (?:completo|total|integro)", r"todo (?:mi|el) dinero", r"(?:todo el|el) pedido completo",
    r"(?:el|mi) pedido entero", r"importe total",
    r"volledig\w* (?:terugbetaling|bedrag|bestelling)", r"hele (?:bestelling|bedrag)", r"al mijn geld",
    r"reembolso (?:integral|total|completo)", r"todo o (?:meu )?dinheiro", r"(?:pedido|valor) (?:inteiro|total|completo)",
    r"rimborso (?:completo|totale|integrale)", r"tutti i miei soldi", r"l'intero ordine",
]
# The customer says they do not want money back (a replacement, an exchange instead).
NOT_REFUND = [
    r"(?:no|not|don'?t|do not|never)(?: \w+){0,3} (?:want|need|asking for|looking for) (?:a |any )?refund",
    r"(?:instead of|rather than|not) (?:a |any )?refund", r"no refund",
    r"kein\w* (?:ruck)?erstattung", r"kein geld zuruck", r"statt (?:einer )?erstattung",
    r"pas (?:de |un )?rembours\w*", r"au lieu d'un rembours\w*",
    r"no (?:quiero|necesito)(?: un)? reembolso", r"en lugar de(?: un)? reembolso", r"sin reembolso",
    r"geen terugbetaling", r"geen geld terug", r"in plaats van (?:een )?terugbetaling",
    r"nao (?:quero|preciso)(?: de)?(?: um)? reembolso", r"em vez de(?: um)? reembolso",
    r"non (?:voglio|serve)(?: un)? rimborso",
]
# Something went wrong with the goods: a reason a refund may follow.
COMPLAINT = [
    r"broken", r"damaged", r"cracked", r"shattered", r"defect\w*", r"faulty", r"not working",
    r"doesn'?t work", r"stopped working", r"missing", r"never (?:arrived|came|received)",
    r"wrong (?:item|size|colou?r|product)", r"not (?:as described|what i ordered)", r"leak\w*",
    r"torn", r"stained", r"smashed", r"dented", r"arrived late", r"too late", r"lost",
    r"(?:days?|weeks?) late", r"zu spat", r"verspat\w*", r"en retard", r"retard", r"con retraso",
    r"tarde", r"atras\w*", r"te laat", r"vertraagd", r"in ritardo",
    r"kaputt\w*", r"beschadigt\w*", r"defekt\w*", r"zerbrochen", r"gebrochen", r"fehlt", r"fehlend\w*",
    r"nie angekommen", r"nicht angekommen", r"falsch\w* (?:artikel|grosse|farbe)", r"funktioniert nicht",
    r"casse\w*", r"abime\w*", r"endommage\w*", r"defectueu\w*", r"manquant\w*", r"jamais (?:arrive|recu)\w*",
    r"ne fonctionne pas", r"ne marche pas",
    r"rot[oa]s?", r"roto", r"danad[oa]s?", r"defectuos[oa]s?", r"no (?:llego|ha llegado|funciona)", r"falta\w*",
    r"kapot\w*", r"beschadigd\w*", r"defect", r"werkt niet", r"nooit aangekomen", r"ontbreekt",
    r"quebrad[oa]s?", r"danificad[oa]s?", r"defeituos[oa]s?", r"nao (?:chegou|funciona)", r"faltando",
    r"rott[oa]", r"danneggiat[oa]", r"difettos[oa]", r"non (?:e )?arrivat[oa]", r"non funziona",
]
# The shipping or delivery charge.
SHIPPING = [
    r"shipping", r"postage", r"delivery (?:fee|charge|cost)s?", r"delivery", r"freight", r"courier fee",
    r"versand\w*", r"porto", r"liefer(?:kosten|gebuhr\w*)", r"zustellung",
    r"(?:frais de )?(?:port|livraison|envoi|expedition)",
    r"(?:gastos de |costo de |coste de )?(?:envio|entrega|transporte)",
    r"verzend\w*", r"bezorg\w*", r"porto\w*",
    r"frete", r"(?:custo|taxa) de (?:envio|entrega)", r"portes",
    r"spedizione", r"consegna",
]
# Half of something, as a share the customer asks for.
HALF = [r"half", r"die halfte", r"halbe\w*", r"la moitie", r"la mitad", r"de helft", r"a metade",
        r"la meta"]

# ----- instructions aimed at an agent ------------------------------------------------------
# The one who is addressed: an AI, an assistant, a bot, a model.
AI = [
    r"ai", r"a\.i\.", r"artificial intelligence", r"(?:ai |virtual |digital |automated )?assistant",
    r"(?:chat ?)?bot", r"llm", r"(?:large )?language model", r"chat ?gpt", r"gpt(?:-?\d)?",
    r"claude", r"gemini", r"copilot", r"ai agent", r"automated (?:agent|system)", r"support (?:ai|bot)",
    r"model", r"ki", r"ki-\w+", r"assistent\w*", r"sprachmodell", r"ia", r"ia-\w+", r"assistant[e]?",
    r"asistente\w*", r"agente de ia", r"inteligencia artificial", r"intelligence artificielle",
    r"modele", r"modelo", r"taalmodel", r"assistente\w*", r"intelligenza artificiale",
]
# Words that open a message to someone: "note to", "Hinweis an", "nota para".
ADDRESS = [
    r"note", r"message", r"memo", r"reminder", r"attention", r"notice", r"instructions?", r"info",
    r"p\.?s\.?", r"hinweis", r"nachricht", r"notiz", r"anweisung\w*", r"achtung", r"remarque",
    r"consigne\w*", r"nota", r"mensaje", r"aviso", r"instrucci\w+", r"notitie", r"bericht",
    r"opmerking", r"mensagem", r"instruc\w+", r"messaggio", r"istruzion\w+",
]
ADDRESS_TO = [r"to", r"for", r"an", r"fur", r"a", r"pour", r"para", r"al", r"aan", r"voor", r"ao",
              r"per", r"all'", r"dear", r"hey", r"hi", r"hello", r"liebe[rs]?", r"cher", r"chere",
              r"querido", r"estimado", r"beste", r"caro", r"prezado"]
# Verbs that set earlier instructions aside.
OVERRIDE = [
    r"ignore", r"disregard", r"forget", r"override", r"bypass", r"discard", r"drop", r"abandon",
    r"skip", r"ignorier\w*", r"vergiss", r"vergessen sie", r"missacht\w*", r"uberschreib\w*",
    r"ignorez", r"ignorer", r"ignore[sz]?", r"oublie[rz]?", r"oubliez", r"ignora\w*", r"olvida\w*",
    r"omite", r"negeer\w*", r"vergeet", r"desconsider\w*", r"esquec\w*", r"esqueca", r"dimentica",
]
# What earlier instructions are called.
RULES = [
    r"instructions?", r"prompts?", r"system prompt", r"rules", r"directives?", r"guidelines",
    r"guardrails", r"programming", r"constraints", r"polic(?:y|ies)", r"restrictions", r"commands",
    r"anweisung\w*", r"instruktion\w*", r"regeln", r"vorgaben", r"richtlinien", r"befehle",
    r"consignes", r"regles", r"directives", r"instrucciones", r"reglas", r"directrices",
    r"indicaciones", r"instructies", r"regels", r"richtlijnen", r"opdrachten", r"instrucoes",
    r"regras", r"diretrizes", r"istruzioni", r"regole",
]
# ...and whose they are: before, above, yours, the system's (never the customer's own "my").
PRIOR = [
    r"previous", r"prior", r"above", r"earlier", r"preceding", r"former", r"original", r"existing",
    r"all", r"any", r"your", r"the system'?s?", r"system", r"safety", r"these", r"those",
    r"vorherig\w*", r"bisherig\w*", r"obig\w*", r"fruher\w*", r"vorig\w*", r"alle\w*", r"deine\w*",
    r"ihre\w*", r"precedent\w*", r"anterieur\w*", r"ci-dessus", r"toutes", r"tes", r"vos",
    r"anterior\w*", r"previas?", r"todas", r"tus", r"sus", r"vorige", r"eerdere", r"voorgaande",
    r"bovenstaande", r"je", r"jouw", r"suas", r"precedenti", r"tutte", r"le tue",
]
# A new role or mode for the reader.
ROLE = [
    r"you are (?:now|no longer)", r"from now on,? you", r"pretend (?:to be|you are)",
    r"act as (?:an?|the|my) (?:ai|assistant|agent|admin\w*|manager|supervisor|system|refund)",
    r"new (?:instructions|rules|system prompt|task)", r"(?:developer|god|admin|debug|jailbreak|dan) mode",
    r"system prompt", r"jailbreak", r"(?:if|when) you(?:'re| are) (?:an?|the) (?:ai|assistant|bot|llm|language model|model)",
    r"as an ai", r"du bist (?:jetzt|nun|ab sofort)", r"ab (?:jetzt|sofort) bist du", r"wenn du (?:eine?|der|die) (?:ki|bot|assistent|sprachmodell)",
    r"tu es (?:maintenant|desormais)", r"a partir de maintenant,? tu", r"si tu es une? (?:ia|assistant|bot)",
    r"ahora eres", r"a partir de ahora,? (?:eres|vas)", r"si eres una? (?:ia|asistente|bot)",
    r"je bent nu", r"vanaf nu ben je", r"als je een (?:ai|assistent|bot|taalmodel) bent",
    r"agora voce e", r"a partir de agora,? voce", r"se voce (?:e|for) uma? (?:ia|assistente|bot)",
    r"ora sei", r"da ora in poi", r"se sei un(?:a|') ?(?:ia|assistente|bot)",
]
# Telling the reader to skip a person, a check or an approval.
BYPASS = [
    r"(?:do not|don'?t|never|no need to|without) (?:\w+ ){0,2}(?:escalat\w*|involv\w*|consult\w*|notif\w*|flag\w*|verif\w*|check\w*)",
    r"(?:skip|bypass|override|disable|ignore) (?:the |any |all |your )?(?:verification|approval|check|review|limit|policy|guard|escalation|fraud)",
    r"(?:do not|don'?t|no need to) ask (?:a |any )?(?:human|person|manager|supervisor|anyone|team)",
    r"without (?:human |manual |any )?(?:approval|review|verification)", r"auto-?approve",
    r"without (?:asking|consulting|involving|telling) (?:a |any |your )?(?:human|manager|supervisor|person|team)",
    r"nicht (?:eskalier\w*|weiterleit\w*|prufen|nachfragen)", r"ohne (?:ruckfrage|prufung|genehmigung|freigabe)",
    r"ne pas (?:escalader|transmettre|verifier)", r"sans (?:verification|validation|approbation|escalade)",
    r"no (?:escales|consultes|verifiques|lo escales)", r"sin (?:verificacion|aprobacion|revision|escalar)",
    r"niet escaleren", r"zonder (?:controle|goedkeuring|verificatie)",
    r"nao (?:escale|encaminhe|verifique)", r"sem (?:verificacao|aprovacao|revisao)",
    r"non (?:escalare|verificare)", r"senza (?:verifica|approvazione)",
]
# Someone with authority has already said yes (a claim the reader cannot check).
AUTHORITY = [
    r"pre-?approved", r"already (?:been )?(?:approved|authori[sz]ed)", r"(?:manager|supervisor|admin\w*|management|owner) (?:has |have )?(?:approved|authori[sz]ed|signed off)",
    r"approved by (?:the |your |a )?(?:manager|supervisor|admin\w*|management|owner|system)",
    r"admin(?:istrator)? (?:override|access|privileges)", r"authori[sz]ation code", r"override code",
    r"vorab genehmigt", r"(?:bereits|schon) (?:genehmigt|freigegeben|bewilligt)",
    r"(?:deja|pre-?)(?:approuve|valide|autorise)e?s?", r"ya (?:aprobad|autorizad)[oa]", r"pre-?aprobad[oa]",
    r"(?:al|vooraf) goedgekeurd", r"ja (?:aprovad|autorizad)[oa]", r"pre-?aprovad[oa]",
    r"gia approvat[oa]", r"pre-?approvat[oa]",
]
# Widening the refund beyond the order in hand.
SCOPE = [
    r"refund (?:all|every|each) (?:of )?(?:my |the |his |her |their )?(?:orders|purchases|payments|transactions|charges)",
    r"(?:all|every) (?:of )?(?:my )?(?:orders|purchases) (?:refunded|back)",
    r"alle (?:meine )?(?:bestellungen|kaufe|zahlungen)", r"toutes (?:mes )?commandes",
    r"todos (?:mis |os meus |os )?pedidos", r"alle (?:mijn )?bestellingen", r"tutti (?:i miei )?ordini",
]
# A line that claims to be a role of the conversation ("System:", "[assistant]").
ROLE_LABEL = r"(?:^|\n)\s*[\[<(#*]*\s*(?:system|assistant|developer|admin|ai|bot|operator)\s*[\]>)*:]"

# Words a title token may not be matched on (too common to name a product).
STOP = {
    "the", "and", "for", "with", "set", "pack", "item", "size", "colour", "color", "new", "one",
    "der", "die", "das", "und", "mit", "fur", "les", "des", "une", "pour", "avec", "los", "las",
    "con", "para", "het", "een", "voor", "met", "com", "uma", "dos", "per", "gli", "del",
}


def words(alternatives: list[str]) -> re.Pattern[str]:
    """One pattern matching any of ``alternatives`` as whole words."""
    return re.compile(r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])")
