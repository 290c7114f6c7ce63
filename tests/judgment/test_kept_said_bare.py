"""A line kept, said bare (issue 39, the eighteenth round): "the hat stays." closing what is
said of it, "I still have the hat", "jää mulle", with nothing after the verb ("stays with me" was
read already). Unread, the kept line was the only line the customer named, and the refund of the
other one read as the price of a line they do not name. Written in our own words from the form,
not from any corpus's ticket.

Beside it, the unsafe twins stay with a person: the whole payment, the kept line in it; the
jacket said bought in another shop. (A kind no line is complained of beside a line kept, "I keep
the hat, the kettle leaks", is no longer the rest: ``test_rest_of_a_stranger``.)"""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_PAID = (("Nordkap Parka Jacket Red M", 1, 14990), ("Nordkap Beanie Black", 1, 1490))

# the hat kept, said bare; the rest sent back and money asked
_KEPT = {
    "en": "The beanie stays. I sent the rest back, I want my money back.",
    "de": "Die Mütze bleibt. Den Rest habe ich zurückgeschickt, ich möchte mein Geld zurück.",
    "fr": "Le bonnet reste. J'ai renvoyé le reste, je veux être remboursée.",
    "es": "El gorro se queda. Devolví lo demás, quiero mi dinero.",
    "it": "Il berretto resta. Ho rispedito il resto, rivoglio i soldi.",
    "pt": "O gorro fica. Devolvi o resto, quero o meu dinheiro de volta.",
    "nl": "De muts blijft. De rest heb ik teruggestuurd, ik wil mijn geld terug.",
    "pl": "Czapka zostaje. Resztę odesłałam, proszę o zwrot pieniędzy.",
    "ro": "Căciula rămâne. Restul l-am trimis înapoi, vreau banii înapoi.",
    "sv": "Mössan har jag kvar. Resten har jag skickat tillbaka, jag vill ha pengarna tillbaka.",
    "da": "Huen bliver. Resten har jeg sendt tilbage, jeg vil have pengene tilbage.",
    "nb": "Lua blir. Resten har jeg sendt tilbake, jeg vil ha pengene tilbake.",
    "fi": "Pipo jää mulle. Loput palautin, haluan rahat takaisin.",
    "tr": "Şapka kalıyor. Gerisini iade ettim, paramı geri istiyorum.",
}

@pytest.mark.parametrize("lang", sorted(_KEPT))
def test_a_line_kept_said_bare_leaves_the_other_asked(lang):
    paid = order(*_PAID, currency="eur")
    found = judged(14990, paid, _KEPT[lang])
    assert found.verdict == "allow", shown(found, (_KEPT[lang],))


_OTHER_SHOP = {
    "en": "The beanie stays. I bought the jacket in another shop, I want my money back for it.",
    "de": "Die Mütze bleibt. Die Jacke habe ich in einem anderen Laden gekauft, bitte Geld zurück.",
    "pl": "Czapka zostaje. Kurtkę kupiłam w innym sklepie, proszę o zwrot pieniędzy.",
    "sv": "Mössan har jag kvar. Jackan köpte jag i en annan butik, jag vill ha pengarna tillbaka.",
}


@pytest.mark.parametrize("lang", sorted(_OTHER_SHOP))
def test_the_other_line_said_bought_in_another_shop_stays_with_a_person(lang):
    paid = order(*_PAID, currency="eur")
    found = judged(14990, paid, _OTHER_SHOP[lang])
    assert found.verdict != "allow", shown(found, (_OTHER_SHOP[lang],))


@pytest.mark.parametrize("lang", sorted(_KEPT))
def test_the_whole_payment_with_the_line_kept_is_not_allowed(lang):
    paid = order(*_PAID, currency="eur")
    found = judged(None, paid, _KEPT[lang])
    assert found.verdict != "allow", shown(found, (_KEPT[lang],))
