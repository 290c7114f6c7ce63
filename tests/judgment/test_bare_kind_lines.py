"""Lines asked where one is named by its kind and no title on the payment names a kind
(issue 39, round 21): every line titled by brand and model only, the customer sends back
"the drill and the Anker" and keeps "the Wera". The drill is the one line neither named nor
kept: the two lines are asked. (A kind's word read here is the table's own name, never a
stem: an inflected "wiertarkę", "porakoneen" is left, as ``kindless`` leaves it.) Written in
our own words from the form; each case failed
before it was built. The contrasts stay out: the kind beside a named line's own word (the
Makita's own kind, no second line), the kept line inside the amount, and no line kept (the
kind may then be the line left out)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Makita DHP485Z", 1, 12900), ("Anker PowerCore 10000", 1, 3500),
             ("Wera Kompakt 20", 1, 2400), currency="eur")

ASKED = {
    "en": "The drill and the Anker are going back, please refund them. I keep the Wera.",
    "de": "Die Bohrmaschine und die Anker schicke ich zurück, bitte erstatten. Die Wera behalte ich.",
    "fr": "Je renvoie la perceuse et la Anker, merci de me rembourser. Je garde la Wera.",
    "es": "Devuelvo el taladro y la Anker, por favor reembolsen. Me quedo con la Wera.",
    "it": "Restituisco il trapano e la Anker, per favore rimborsatemi. Tengo la Wera.",
    "pt": "Devolvo a furadeira e a Anker, por favor reembolsem. Fico com a Wera.",
    "nl": "Ik stuur de boormachine en de Anker terug, graag terugbetalen. De Wera houd ik.",
    "pl": "Wiertarka i Anker wracają do was, proszę o zwrot pieniędzy. Wera zostawiam sobie.",
    "sv": "Jag skickar tillbaka borrmaskinen och Anker, snälla återbetala. Wera behåller jag.",
    "da": "Jeg sender boremaskinen og Anker retur, refunder venligst. Wera beholder jeg.",
    "nb": "Jeg sender drillen og Anker tilbake, vennligst refunder. Wera beholder jeg.",
    "fi": "Porakone ja Anker lähtevät takaisin, pyydän hyvitystä. Weran pidän.",
    "tr": "Matkap ve Anker'i iade ediyorum, lütfen ücreti iade edin. Wera'yı tutuyorum.",
    "ro": "Returnez bormașina și Anker, vă rog rambursați. Wera o păstrez.",
}

# the drill word beside the Makita's own title word: the Makita's kind, no second line
BESIDE = {
    "en": "The Makita drill does not work, please refund it. I keep the Wera.",
    "de": "Die Makita Bohrmaschine geht nicht, bitte erstatten. Die Wera behalte ich.",
    "fr": "La perceuse Makita ne marche pas, merci de me rembourser. Je garde la Wera.",
    "es": "El taladro Makita no funciona, por favor reembolsen. Me quedo con la Wera.",
}


@pytest.mark.parametrize("lang", sorted(ASKED))
def test_a_line_named_by_its_kind_where_no_title_names_one(lang):
    allowed(16400, PAID, ASKED[lang], reason="grounded_lines_by_kind")


@pytest.mark.parametrize("lang", sorted(ASKED))
def test_the_kept_line_inside_the_amount_stays_asked(lang):
    not_allowed(18800, PAID, ASKED[lang])


@pytest.mark.parametrize("lang", sorted(BESIDE))
def test_the_kind_beside_a_named_lines_word_names_no_other_line(lang):
    not_allowed(15300, PAID, BESIDE[lang])


def test_no_line_kept_leaves_the_kind_unread():
    not_allowed(16400, PAID, "The drill and the Anker are going back, please refund them.")
