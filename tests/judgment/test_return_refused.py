"""A return refused by a wish ("I do not want to send the toaster back", "jag vill inte
returnera brödrosten", "en halua palauttaa paahdinta"): the line stays with the customer, as
"I won't send it back" does (``tables.afterall.NOT_SENT_BACK``), so a refund of its price is
not what they asked (the words alone were allowed before: the refusal read as the line asked).
Its twin that must not move: the same refusal beside the money asked, a refund without a
return. Written in our own words, in the languages whose return verbs read it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TOASTER = 5200
PAID = order(("Toaster Toaster grille-pain tostadora tostapane torradeira broodrooster brodrost brødrister "
              "leivanpaahdin", 1, TOASTER),
             ("Blender Standmixer mixeur licuadora frullatore liquidificador blender mixer tehosekoitin", 1, 3900))

REFUSED = [
    "I do not want to send the toaster back, it works again after all.",
    "I do not want to send the toaster back.",
    "Jag vill inte returnera brödrosten.",
    "Jag tänker inte skicka brödrosten tillbaka.",
    "Jeg vil ikke returnere brødristeren.",
    "Jeg vil ikke sende brødristeren tilbake.",
    "Ik wil de broodrooster niet retourneren.",
    "Non voglio restituire il tostapane.",
    "Je ne veux pas retourner le grille-pain.",
    "En halua palauttaa leivänpaahdinta, se toimii taas.",
    "No quiero devolver la tostadora.",
    "Não quero devolver a torradeira.",
]

# the refusal beside the line's money asked in words: a refund without a return
REFUND_WITHOUT_RETURN = [
    "The toaster burnt out. I do not want to send the toaster back, the postage costs more. "
    "Please refund the toaster.",
    "Brödrosten gick sönder. Jag vill inte returnera brödrosten, portot kostar för mycket. "
    "Jag vill ha pengarna tillbaka för brödrosten.",
    "Leivänpaahdin hajosi. En halua palauttaa sitä, posti maksaa liikaa. Haluan rahat takaisin.",
    "La tostadora se rompió. No quiero devolverla, el envío cuesta demasiado. Quiero que me "
    "devuelvan el dinero.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_return_refused_keeps_the_line(text: str) -> None:
    not_allowed(TOASTER, PAID, text)


@pytest.mark.parametrize("text", REFUND_WITHOUT_RETURN)
def test_a_refund_asked_without_a_return_stands(text: str) -> None:
    allowed(TOASTER, PAID, text)
