"""How a text addresses its reader, in the covered languages (folded): "you" as one names whom
one writes to ("to you, Claude"), a dative's ending that says "to" on an AI's word (Turkish), the
AI said to be the one in charge of the ticket after its name or in a clause before it ("To the AI
in charge:", "AI担当者へ：", "致处理此工单的AI"), and a part's number in brackets before a
heading's colon ("(part 1)", "（前半）"). ``injection`` builds its address rules from them."""

from __future__ import annotations

__all__ = ["BRACKETED", "CHARGE_BEFORE", "CHARGE_RUN", "DATIVE", "YOU", "in_charge"]

# "you" as one names whom one writes to, in the covered languages (folded): "to you, Claude";
# the short ones of many meanings ("u", "je", "te", "er", "du") are left out
YOU = (r"(?:(?<![\w])(?<!thank )(?<!danke )(?<!merci a )(?<!grazie a )(?<!gracias a )(?<!kiitos )"
        r"(?<!tack )(?<!takk )(?<!tak )(?<!dank )"
        r"(?:you|dich|dir|euch|toi|vous|ti|usted|ustedes|voi|voce|voces|jou|jullie|ciebie|tobie|wam|tine|"
        r"dig|deg|dere|sinua|sinulle|teille|sana|seni|size|(?:per|a|con|di|da) te)(?![\w])|"
        r"あなた|君|きみ|당신|너|你|您|انت|لك|اليك)")
# a dative's ending that says "to" on an AI's word, in a language that says it so and none
# of whose words for an AI ends so alone: "asistanına", "bota", "YZ'ye" (Turkish)
DATIVE = {"tr": r"|\w[nyltd][ae]"}  # (three letters: the look-behind has one width)
# the AI said to be the one in charge of the ticket, after its name ("To the AI in charge:",
# "AI担当者へ：", "Para la IA encargada:"), in a line headed to it; and what a heading may hold
# before its colon in brackets ("To the AI (part 1):", "AIへ（前半）："): neither makes the line
# less an address (folded; a word's edges where words are spaced)
SPOKEN_FOR = r"(?:this|that|the|my|our|these|dieses|diese|den|ce|cette|mon|ma|este|esta|mi|questo|questa|il mio|" \
              r"la mia|esse|essa|o meu|a minha|dit|deze|mijn|detta|denna|mitt|min|dette|denne|tama|ten|ta|to|te|" \
              r"moj|moje|moja|acest|aceasta|bu)"
CASE = (r"(?:ticket|request|case|message|e-?mail|chat|order|complaint|conversation|anfrage|fall|nachricht|"
         r"bestellung|demande|dossier|commande|solicitud|caso|mensaje|pedido|richiesta|messaggio|ordine|"
         r"pedido|mensagem|solicitacao|verzoek|bericht|bestelling|arende|meddelande|bestallning|henvendelse|"
         r"sag|besked|bestilling|sak|melding|pyynto|tiketti|viesti|zg[lł]oszenie|sprawe|wiadomosc|zamowienie|"
         r"solicitare|cerere|mesaj|comanda|talep|mesaj|siparis)\w*")
CHARGE = {
    "en": r"in charge|on duty|responsible(?: for \w+(?: \w+)?)?|(?:that |who )?(?:is )?(?:handling|processing|"
          r"reading|reviewing|answering|working on)(?: {this} {case})?",
    "de": r"im dienst|zustandig\w*|verantwortlich\w*|(?:die|der|das) {this} {case} (?:bearbeitet|liest|prüft|pruft)",
    "fr": r"en charge|responsable|charge\w* de {this} {case}|qui (?:traite|gere|lit) {this} {case}",
    "es": r"a cargo|encargad[ao]s?|responsable|de (?:turno|guardia)|que (?:gestiona|procesa|lee|atiende) {this} {case}",
    "it": r"incaricat[aoie]|responsabile|di turno|che (?:gestisce|elabora|legge) {this} {case}",
    "pt": r"responsavel|encarregad[ao]s?|de plantao|que (?:processa|trata|le|atende) {this} {case}",
    "nl": r"van dienst|verantwoordelijk\w*|die {this} {case} (?:behandelt|leest)",
    "sv": r"i tjanst|ansvarig\w*|som (?:hanterar|behandlar|laser) {this} {case}",
    "da": r"på vagt|pa vagt|ansvarlig\w*|som (?:behandler|håndterer|handterer|læser|laser) {this} {case}",
    "nb": r"på vakt|pa vakt|ansvarlig\w*|som (?:behandler|håndterer|handterer|leser) {this} {case}",
    "pl": r"odpowiedzialn\w*|dyzurn\w*|obs[lł]ugujac\w*(?: {this} {case})?|"
          r"(?:ktory|ktora) (?:obs[lł]uguje|czyta|rozpatruje) {this} {case}",
    "ro": r"responsabil\w*|de serviciu|care (?:proceseaza|gestioneaza|citeste) {this} {case}",
    "ar": r"المسوول|المسؤول|المكلف",
}
CHARGE_RUN = {"ja": r"(?:担当(?:者|の方)?|係(?:の方)?)?(?:様|さん)?",
               "zh": r"(?:负责人|負責人|客服|负责|負責)?",
               "ko": r"\s?(?:담당자?|상담원)?"}
# in the scripts that run on, the one in charge said before the AI's name, a clause that ends in
# its particle ("このチケットを担当するAIへ", "致处理此工单的AI", "이 티켓을 처리하는 AI에게")
CHARGE_BEFORE = {"ja": r"(?:[^\n:。、]{1,16}?(?:する|している|の))?", "zh": r"(?:[^\n:。，]{1,12}?的)?",
                  "ko": r"(?:[^\n:.,]{1,16}?(?:하는|는|의) ?)?",
                  # (and in Turkish, the participle's clause before the dative: "bu talebi işleyen yapay zekaya")
                  "tr": r"(?:(?:bu|su|şu) \w+ \w+(?:en|an) )?"}
BRACKETED = r"(?:\s*\([^()\n]{1,30}\))?"  # "(part 1)", "（前半）" (folded to ASCII brackets)


def in_charge(code: str) -> str:
    """The words, after an AI's name in a heading, that put it in charge of the ticket, in the
    language ``code`` (none where it has none written)."""
    if code in CHARGE_RUN:
        return CHARGE_RUN[code]
    words = CHARGE.get(code)
    return rf"(?:[\s,]+(?:{words.format(this=SPOKEN_FOR, case=CASE)}))?" if words else ""
