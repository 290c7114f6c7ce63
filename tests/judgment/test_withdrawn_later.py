"""A complaint withdrawn in a later comment, in words that say nothing of money: the customer only
wants the case closed ("just close the ticket"), or the things said missing are all there after
all ("they're both here."). The latest word counts: the refund is sent to a person. Beside each,
the twin that must stay allowed: the ticket closed once the refund is made, the missing thing
found with another broken."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

pytestmark = pytest.mark.unit

_TWO = order(("Breville toaster", 2, 4500))
_FIRST = {
    "en": "Only one of my two Breville toasters came. Please refund the missing one.",
    "de": "Von meinen zwei Breville Toastern kam nur einer. Bitte erstatten Sie den fehlenden.",
    "fr": "Un seul de mes deux grille-pain Breville est arrivé. Remboursez le manquant s'il vous plaît.",
    "es": "Solo llegó una de mis dos tostadoras Breville. Reembolsen la que falta, por favor.",
    "it": "È arrivato solo uno dei miei due tostapane Breville. Rimborsate quello mancante per favore.",
    "pt": "Só chegou uma das minhas duas torradeiras Breville. Quero o reembolso da que falta.",
    "nl": "Van mijn twee Breville broodroosters kwam er maar één. Betaal de ontbrekende terug alstublieft.",
    "sv": "Bara en av mina två Breville brödrostar kom. Återbetala den som saknas, tack.",
    "da": "Kun den ene af mine to Breville brødristere kom. Refunder venligst den manglende.",
    "nb": "Bare den ene av mine to Breville brødristere kom. Refunder den som mangler, takk.",
    "pl": "Przyszedł tylko jeden z moich dwóch tosterów Breville. Proszę o zwrot pieniędzy za brakujący.",
    "ro": "A venit doar unul din cele două prăjitoare Breville. Vreau banii înapoi pentru cel care lipsește.",
}
# the missing one found: both there after all
_BOTH = {
    "en": "Sorry, it was under the cardboard. They're both here.",
    "de": "Entschuldigung, er lag unter dem Karton. Beide sind da.",
    "fr": "Pardon, il était sous le carton. Ils sont bien tous les deux là.",
    "es": "Perdón, estaba debajo del cartón. Están las dos.",
    "it": "Scusate, era sotto il cartone. Ci sono tutti e due.",
    "pt": "Peço desculpa, estava por baixo do cartão. Estão as duas.",
    "nl": "Sorry, hij lag onder het karton. Ze zijn er allebei.",
    "sv": "Förlåt, den låg under kartongen. Båda är här.",
    "da": "Undskyld, den lå under papkassen. Begge er her.",
    "nb": "Beklager, den lå under pappen. Begge er her.",
    "pl": "Przepraszam, był pod kartonem. Są oba.",
    "ro": "Scuze, era sub carton. Sunt amândouă aici.",
}
# the case only to be closed
_CLOSE = {
    "en": "It was in the box after all, sorry. Just close the ticket.",
    "de": "Er war doch im Paket, sorry. Schließt den Fall einfach.",
    "fr": "Il était dans le colis, désolé. Fermez simplement le dossier.",
    "es": "Estaba en la caja, perdón. Simplemente cierren el caso.",
    "it": "Era nella scatola, scusate. Chiudete pure la pratica.",
    "pt": "Estava na caixa, desculpe. Podem simplesmente fechar o caso.",
    "nl": "Hij zat toch in de doos, sorry. Sluit de zaak maar.",
    "sv": "Den låg i lådan, förlåt. Ni kan bara stänga ärendet.",
    "da": "Den lå i kassen, undskyld. Bare luk sagen.",
    "nb": "Den lå i esken, beklager. Bare lukk saken.",
    "pl": "Był w pudełku, przepraszam. Po prostu zamknijcie zgłoszenie.",
    "ro": "Era în cutie, scuze. Închideți pur și simplu cazul.",
}


@pytest.mark.parametrize("lang", sorted(_FIRST))
def test_both_found_later_withdraws_the_refund(lang: str) -> None:
    asked(4500, _TWO, _FIRST[lang], _BOTH[lang], reason="refund_withdrawn")


@pytest.mark.parametrize("lang", sorted(_FIRST))
def test_the_case_only_to_be_closed_later_withdraws_the_refund(lang: str) -> None:
    asked(4500, _TWO, _FIRST[lang], _CLOSE[lang], reason="refund_withdrawn")


# the twins: both there but one broken, said after; the ticket to be closed once refunded
@pytest.mark.parametrize("later", [
    "They're both here, but one of them is cracked, so please refund that one.",
    "Please refund the missing one and then just close the ticket.",
])
def test_a_refund_still_asked_stays_allowed(later: str) -> None:
    allowed(4500, _TWO, _FIRST["en"], later)
