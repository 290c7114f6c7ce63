"""The rest around a kept line, where what the customer complains of is on no line (issue 39,
the eighteenth round): "I keep the hat. The kettle leaks, refund me", where the payment is a hat
and a scarf. The kettle is no line; the scarf, the one line not kept, is never named; a refund of
the scarf read as "the rest" (everything but the kept line) refunded an item the customer did
not speak of. Written in our own words from the form, not from any corpus's ticket.

Beside it, what stays grounded: the line not kept named by its kind ("the scarf is torn"), the
rest asked with no kind named ("refund the rest", "the other thing is broken")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_PAID = (("Nordkap Beanie Black", 1, 1490), ("Nordkap Wool Scarf Grey", 1, 2990))
_THREE = _PAID + (("Nordkap Leather Gloves Brown", 1, 3990),)

# the hat kept (in the kept wordings: "I keep", "stays", "zostaje", "jää mulle"...); a kettle,
# which no line is, complained of; money asked
_STRANGER = {
    "en": "I keep the beanie. The kettle leaks, refund me please.",
    "de": "Die Mütze behalte ich. Der Wasserkocher ist undicht, bitte erstatten Sie mir das Geld.",
    "fr": "Je garde le bonnet. La bouilloire fuit, remboursez-moi.",
    "es": "Me quedo con el gorro. El hervidor pierde agua, quiero el reembolso.",
    "it": "Il berretto lo tengo. Il bollitore perde acqua, voglio il rimborso.",
    "pt": "O gorro fica. A chaleira pinga, quero o reembolso.",
    "nl": "De muts houd ik. De waterkoker lekt, ik wil mijn geld terug.",
    "pl": "Czapka zostaje. Czajnik cieknie, proszę o zwrot pieniędzy.",
    "ro": "Căciula rămâne. Fierbătorul curge, vreau banii înapoi.",
    "sv": "Mössan behåller jag. Vattenkokaren läcker, jag vill ha pengarna tillbaka.",
    "da": "Huen beholder jeg. Elkedlen lækker, jeg vil have pengene tilbage.",
    "nb": "Lua beholder jeg. Vannkokeren lekker, jeg vil ha pengene tilbake.",
    "fi": "Pipo jää mulle. Vedenkeitin vuotaa, haluan rahat takaisin.",
    "tr": "Şapka bende kalıyor. Çaydanlık sızdırıyor, paramı geri istiyorum.",
}


@pytest.mark.parametrize("lang", sorted(_STRANGER))
def test_the_line_not_kept_is_not_refunded_for_an_item_on_no_line(lang):
    found = judged(2990, order(*_PAID, currency="eur"), _STRANGER[lang])
    assert found.verdict != "allow", shown(found, (_STRANGER[lang],))
    assert found.reasons[0].code == "item_not_on_payment", shown(found, (_STRANGER[lang],))


@pytest.mark.parametrize("lang", sorted(_STRANGER))
def test_the_lines_not_kept_are_not_refunded_for_an_item_on_no_line(lang):
    # two lines not kept, their sum: the rest all the same
    found = judged(2990 + 3990, order(*_THREE, currency="eur"), _STRANGER[lang])
    assert found.verdict != "allow", shown(found, (_STRANGER[lang],))


# contrast: the line not kept named by its kind, the hat kept all the same
_NAMED = {
    "en": "I keep the beanie. The scarf is torn, refund it please.",
    "de": "Die Mütze behalte ich. Der Schal ist gerissen, bitte erstatten Sie ihn.",
    "fr": "Je garde le bonnet. L'écharpe est déchirée, remboursez-la.",
    "es": "Me quedo con el gorro. La bufanda está rota, quiero el reembolso.",
    "it": "Il berretto lo tengo. La sciarpa è strappata, voglio il rimborso.",
    "pt": "O gorro fica. O cachecol está rasgado, quero o reembolso.",
    "nl": "De muts houd ik. De sjaal is gescheurd, ik wil mijn geld terug.",
    "pl": "Czapka zostaje. Szalik jest rozdarty, proszę o zwrot pieniędzy.",
    "sv": "Mössan behåller jag. Halsduken är trasig, jag vill ha pengarna tillbaka.",
    "da": "Huen beholder jeg. Tørklædet er i stykker, jeg vil have pengene tilbage.",
    "nb": "Lua beholder jeg. Skjerfet er revnet, jeg vil ha pengene tilbake.",
    "fi": "Pipo jää mulle. Kaulahuivi on revennyt, haluan rahat takaisin.",
}


@pytest.mark.parametrize("lang", sorted(_NAMED))
def test_the_line_not_kept_named_by_its_kind_is_still_refunded(lang):
    found = judged(2990, order(*_PAID, currency="eur"), _NAMED[lang])
    assert found.verdict == "allow", shown(found, (_NAMED[lang],))


# contrast: the rest asked, no kind named
_REST = {
    "en": "I keep the beanie. The other thing is broken, refund the rest please.",
    "de": "Die Mütze behalte ich. Das andere ist kaputt, bitte erstatten Sie den Rest.",
    "fr": "Je garde le bonnet. L'autre article est abîmé, remboursez le reste.",
    "es": "Me quedo con el gorro. Lo otro llegó roto, devuélvanme el resto.",
    "it": "Il berretto lo tengo. L'altro articolo è rotto, rimborsatemi il resto.",
    "nl": "De muts houd ik. Het andere is kapot, ik wil de rest terug.",
    "pl": "Czapka zostaje. Reszta jest zniszczona, proszę o zwrot pieniędzy za resztę.",
    "sv": "Mössan behåller jag. Resten är trasig, jag vill ha pengarna tillbaka för resten.",
    "nb": "Lua beholder jeg. Resten er ødelagt, jeg vil ha pengene tilbake for resten.",
    "fi": "Pipo jää mulle. Loput palautin, haluan rahat takaisin.",
}


@pytest.mark.parametrize("lang", sorted(_REST))
def test_the_rest_asked_with_no_kind_named_is_still_refunded(lang):
    found = judged(2990, order(*_PAID, currency="eur"), _REST[lang])
    assert found.verdict == "allow", shown(found, (_REST[lang],))


@pytest.mark.parametrize("lang", sorted(_STRANGER))
def test_the_whole_payment_with_the_line_kept_is_not_allowed(lang):
    # the unsafe twin as before: the whole, the kept line in it
    found = judged(None, order(*_PAID, currency="eur"), _STRANGER[lang])
    assert found.verdict != "allow", shown(found, (_STRANGER[lang],))


# contrast: a kind no line is, said where nothing is asked or complained of (a signature's
# device, a word of praise): the rest still asked
_SAID_ASIDE = {
    "en": "I keep the beanie, refund the rest please.\nSent from my iPad",
    "de": "Die Mütze behalte ich, bitte erstatten Sie den Rest.\nVon meinem iPad gesendet",
    "sv": "Mössan behåller jag, den sitter bra. Resten har jag skickat tillbaka, jag vill ha pengarna tillbaka.",
}


@pytest.mark.parametrize("lang", sorted(_SAID_ASIDE))
def test_a_kind_said_aside_leaves_the_rest_asked(lang):
    found = judged(2990, order(*_PAID, currency="eur"), _SAID_ASIDE[lang])
    assert found.verdict == "allow", shown(found, (_SAID_ASIDE[lang],))


# the same asked as all the money back, the kept line left out: everything but the kept line
_ALL_BACK = {
    "en": "I keep the beanie. The kettle leaks, I want all my money back.",
    "de": "Die Mütze behalte ich. Der Wasserkocher ist undicht, ich will mein ganzes Geld zurück.",
    "fr": "Je garde le bonnet. La bouilloire fuit, je veux être remboursée intégralement.",
    "pl": "Czapka zostaje. Czajnik cieknie, proszę o zwrot całej kwoty.",
}


@pytest.mark.parametrize("lang", sorted(_ALL_BACK))
def test_all_the_money_but_the_kept_line_for_an_item_on_no_line_is_not_allowed(lang):
    found = judged(2990 + 3990, order(*_THREE, currency="eur"), _ALL_BACK[lang])
    assert found.verdict != "allow", shown(found, (_ALL_BACK[lang],))


# contrast: the line not kept titled by its brand, its model and a shade that names a product too
# ("Cream"): its kind is not sure, and the kind the customer names may be it
_SHADED = (("Nordkap Beanie Black", 1, 1490), ("Dualit Classic 4-Slot Cream", 1, 8990))
_TOASTER = {
    "en": "I keep the beanie. The toaster burns every slice, refund me please.",
    "de": "Die Mütze behalte ich. Der Toaster verbrennt jede Scheibe, bitte Geld zurück.",
    "fr": "Je garde le bonnet. Le grille-pain brûle tout, remboursez-moi.",
    "pl": "Czapka zostaje. Toster przypala każdą kromkę, proszę o zwrot pieniędzy.",
    "sv": "Mössan behåller jag. Brödrosten bränner allt, jag vill ha pengarna tillbaka.",
}


@pytest.mark.parametrize("lang", sorted(_TOASTER))
def test_a_line_of_no_sure_kind_may_be_the_kind_complained_of(lang):
    found = judged(8990, order(*_SHADED, currency="eur"), _TOASTER[lang])
    assert found.verdict == "allow", shown(found, (_TOASTER[lang],))


# the same in other kept wordings and orders: kept said last, "is fine", "stays with me"
_OTHER_WORDINGS = [
    "The beanie stays with me. The kettle leaks, refund me please.",
    "The beanie is fine. My kettle leaks, I want my money back.",
    "Ich behalte die Mütze, aber der Wasserkocher tropft. Geld zurück bitte.",
    "La bouilloire fuit, je veux un remboursement. Le bonnet, je le garde.",
    "Czapka zostaje u mnie. Czajnik przecieka, proszę o zwrot.",
    "帽子はそのまま使います。ケトルが水漏れするので返金してください。",
    "모자는 그대로 쓸게요. 주전자가 새요, 환불해 주세요.",
]


@pytest.mark.parametrize("text", _OTHER_WORDINGS)
def test_any_kept_wording_leaves_no_rest_for_an_item_on_no_line(text):
    found = judged(2990, order(*_PAID, currency="eur"), text)
    assert found.verdict != "allow", shown(found, (text,))
