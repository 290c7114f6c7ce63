"""The fault gone after an agent's suggestion, said of two things at once (``tables.fixed``'s
``PLURAL``): a pair of earbuds that "charge now", in the verb's third person plural where the
language marks it with an ending ("ahora cargan los dos", "agora carregam", "adesso caricano",
"maintenant elles chargent"). Written in our own words from the form, never from a corpus's
ticket; each withdrawn case was allowed on main (it failed first). The twins, the plural
negated ("ahora no cargan"), stay allowed."""

from __future__ import annotations

import pytest

from service.judgment import Order
from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

_FIRST = {
    "es": "Los auriculares no cargan, se quedan sin batería en el estuche. Quiero un reembolso.",
    "pt": "Os auriculares não carregam, ficam sem bateria no estojo. Quero um reembolso.",
    "it": "Gli auricolari non si caricano, restano scarichi nella custodia. Voglio un rimborso.",
    "fr": "Les écouteurs ne chargent pas, ils restent vides dans le boîtier. Je veux être remboursée.",
}
_TRY = {
    "es": "¿Puedes mantener pulsado el botón del estuche quince segundos para reiniciarlos?",
    "pt": "Pode manter o botão do estojo premido quinze segundos para os reiniciar?",
    "it": "Puoi tenere premuto il tasto della custodia quindici secondi per resettarli?",
    "fr": "Pouvez-vous maintenir le bouton du boîtier quinze secondes pour les réinitialiser ?",
}
_GONE = {
    "es": "Hecho, y ahora cargan los dos de maravilla. ¡Mil gracias!",
    "pt": "Feito, e agora carregam os dois muito bem. Obrigada!",
    "it": "Fatto, e adesso caricano tutti e due benissimo. Grazie mille!",
    "fr": "C'est fait, et maintenant les deux chargent très bien. Merci beaucoup !",
}
_STILL = {
    "es": "Hecho, pero ahora tampoco cargan. Sigo queriendo el reembolso.",
    "pt": "Feito, mas agora também não carregam. Continuo a querer o reembolso.",
    "it": "Fatto, ma adesso non caricano comunque. Voglio ancora il rimborso.",
    "fr": "C'est fait, mais maintenant ils ne chargent toujours pas. Je veux toujours le remboursement.",
}


def _paid() -> Order:
    return order(("Buds Pro earbuds auriculares auricolari écouteurs", 1, 7900))


@pytest.mark.parametrize("lang", sorted(_GONE))
def test_the_fault_gone_of_both_withdraws(lang):
    not_allowed(7900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _GONE[lang], reason="refund_withdrawn")


@pytest.mark.parametrize("lang", sorted(_STILL))
def test_the_plural_negated_stays_allowed(lang):
    allowed(7900, _paid(), _FIRST[lang], ("agent", _TRY[lang]), _STILL[lang])
