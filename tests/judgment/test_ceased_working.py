"""A thing that stopped working is not a thing that works (issue 39, the eighteenth round).

"The dryer stopped working" said with a verb of ceasing before the verb of working ("deixou de
funcionar", "dejó de funcionar", "a cessé de fonctionner", "ha smesso di funzionare", "hat
aufgehört zu funktionieren", "is gestopt met werken", "przestała działać", "ceased to work") was
read as "the dryer works": the dryer kept, and the refund of the OTHER line allowed as the rest
of the order (an unsafe allow in eight languages), the dryer's own refund sent to a person. Found
by a helper of this round (g58heads) while writing a Portuguese test; written in our own words
from the form, not from any corpus's ticket.

Beside it, the contrasts: the same thing said to work (kept: its refund still asked, the other
line's allowed as before)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_PAID = (("Philips Hair Dryer 2200W", 1, 3990), ("Travel Bag Grey", 1, 2490))
_DRYER, _BAG = 3990, 2490

_CEASED = {
    "en": "The hair dryer ceased to work after a week. I want my money back.",
    "de": "Der Föhn hat nach einer Woche aufgehört zu funktionieren. Ich möchte mein Geld zurück.",
    "fr": "Le sèche-cheveux a cessé de fonctionner. Je veux être remboursée.",
    "fr-arrete": "Le sèche-cheveux s'est arrêté de fonctionner. Je veux être remboursée.",
    "es": "El secador dejó de funcionar. Quiero el reembolso.",
    "es-perfect": "El secador ha dejado de funcionar. Quiero el reembolso.",
    "it": "Il phon ha smesso di funzionare. Voglio il rimborso.",
    "it-cessato": "Il phon ha cessato di funzionare. Voglio il rimborso.",
    "pt": "O secador deixou de funcionar depois de uma semana. Quero o reembolso.",
    "pt-parou": "O secador parou de funcionar. Quero o reembolso.",
    "nl": "De föhn is na een week gestopt met werken. Ik wil mijn geld terug.",
    "pl": "Suszarka przestała działać po tygodniu. Proszę o zwrot pieniędzy.",
    "ro": "Uscătorul de păr a încetat să funcționeze după o săptămână. Vreau banii înapoi.",
}


@pytest.mark.parametrize("key", sorted(_CEASED))
def test_the_thing_that_stopped_working_is_the_line_asked(key):
    found = judged(_DRYER, order(*_PAID, currency="eur"), _CEASED[key])
    assert found.verdict == "allow", shown(found, (_CEASED[key],))


@pytest.mark.parametrize("key", sorted(_CEASED))
def test_the_other_line_is_not_the_rest_of_a_line_kept(key):
    found = judged(_BAG, order(*_PAID, currency="eur"), _CEASED[key])
    assert found.verdict != "allow", shown(found, (_CEASED[key],))
    assert "grounded_rest" not in {r.code for r in found.reasons}


_WORKS = {
    "en": "The hair dryer works fine, but the bag's zip broke. I want my money back for the bag.",
    "pt": "O secador funciona bem, mas o fecho da mala partiu-se. Quero o reembolso da mala.",
    "es": "El secador funciona bien, pero la cremallera de la bolsa se rompió. Quiero el reembolso de la bolsa.",
    "it": "Il phon funziona bene, ma la cerniera della borsa si è rotta. Voglio il rimborso della borsa.",
}


@pytest.mark.parametrize("lang", sorted(_WORKS))
def test_a_thing_said_to_work_is_still_kept(lang):
    paid = order(*_PAID, currency="eur")
    assert judged(_DRYER, paid, _WORKS[lang]).verdict != "allow"
    found = judged(_BAG, paid, _WORKS[lang])
    assert found.verdict == "allow", shown(found, (_WORKS[lang],))


# Read once the thing is no longer misread as kept: a refund first asked, then a new one asked for
# after the agent's offer ("poproszę nowy blender"), is the replacement taken, not the money.
_NEW_ONE_TAKEN = (
    "Dzień dobry, suszarka przestała działać po tygodniu. Proszę o zwrot pieniędzy.",
    "Możemy wysłać nową suszarkę jeszcze dziś. Czy tak będzie dobrze?",
    "Świetnie, w takim razie poproszę nową suszarkę. Dziękuję!",
)


def test_a_new_one_asked_for_after_the_offer_is_no_refund_in_polish():
    paid = order(*_PAID, currency="pln")
    found = judged(_DRYER, paid, _NEW_ONE_TAKEN[0], ("agent", _NEW_ONE_TAKEN[1]), _NEW_ONE_TAKEN[2])
    assert found.verdict != "allow", shown(found, _NEW_ONE_TAKEN)
    found = judged(_DRYER, paid, _NEW_ONE_TAKEN[0])
    assert found.verdict == "allow", shown(found, _NEW_ONE_TAKEN[:1])
