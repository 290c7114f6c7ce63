"""A line a customer names by a compound of their own, read by the compound's head (issue 39,
round 22): "die Campingtasse", "het campingmokje", "campingmuggen", "retkimukista" name the
"Enamel Mug" line, as "die Tasse" does. The languages that write a compound as one word
put its endings on the head (a definite or plural form, a case, a Dutch diminutive); the table
holds the heads, not the compounds, and the line went unnamed. Written in our own words, not
from any corpus's ticket. The contrasts stay with a person: no line is of the kind, the price
proposed is another line's, the line so named is the one the customer keeps."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_MUG = ("Enamel Mug 400ml White", 1, 1890)
_CHAIR = ("Folding Camp Chair Olive", 1, 4590)
_PEGS = ("Steel Tent Pegs 10 pcs", 1, 990)
_PLATE = ("Enamel Camping Plate 24cm", 1, 1890)

_SAID = {
    "de": "Die Campingtasse hat einen Riss. Ich möchte das Geld für die Campingtasse zurück.",
    "nl": "Het campingmokje is gebarsten. Graag mijn geld terug voor het campingmokje.",
    "sv": "Campingmuggen har en spricka. Jag vill ha pengarna tillbaka för campingmuggen.",
    "da": "Campingkruset er revnet. Jeg vil gerne have pengene tilbage for campingkruset.",
    "nb": "Campingkoppen har sprukket. Jeg vil ha pengene tilbake for campingkoppen.",
    "fi": "Retkimuki on haljennut. Haluan rahat takaisin retkimukista.",
}


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_a_compound_of_the_customer_s_names_the_line_of_its_head(lang):
    found = judged(1890, order(_MUG, _CHAIR, _PEGS, currency="eur"), _SAID[lang])
    assert found.verdict == "allow", shown(found, (_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_a_compound_of_a_kind_no_line_is_stays_with_a_person(lang):
    found = judged(1890, order(_PLATE, _CHAIR, _PEGS, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_another_line_s_price_beside_the_compound_stays_with_a_person(lang):
    found = judged(4590, order(_MUG, _CHAIR, _PEGS, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))


_KEPT = {
    "de": "Die Campingtasse behalte ich. Der Stuhl ist kaputt, bitte erstatten Sie mir den Stuhl.",
    "nl": "Het campingmokje houd ik. De stoel is kapot, graag mijn geld terug voor de stoel.",
    "sv": "Campingmuggen behåller jag. Stolen är trasig, jag vill ha pengarna tillbaka för stolen.",
    "da": "Campingkruset beholder jeg. Stolen er i stykker, jeg vil have pengene tilbage for stolen.",
    "nb": "Campingkoppen beholder jeg. Stolen er ødelagt, jeg vil ha pengene tilbake for stolen.",
    "fi": "Retkimukin pidän. Tuoli on rikki, haluan rahat takaisin tuolista.",
}


@pytest.mark.parametrize("lang", sorted(_KEPT))
def test_the_line_a_compound_names_kept_stays_with_a_person(lang):
    found = judged(1890, order(_MUG, _CHAIR, _PEGS, currency="eur"), _KEPT[lang])
    assert found.verdict != "allow", shown(found, (_KEPT[lang],))


_CUP = ("Stoneware Espresso Cup", 1, 1490)


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_a_compound_whose_head_fits_two_lines_stays_with_a_person(lang):
    # its first part would say which, and is not read
    found = judged(1890, order(_MUG, _CUP, _CHAIR, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))


_SAW = ("Bahco Pruning Saw 240mm", 1, 3490)

_POWERED = {
    "de": "Die Motorsäge springt nicht an. Ich möchte das Geld für die Motorsäge zurück.",
    "nl": "De motorzaag start niet. Graag mijn geld terug voor de motorzaag.",
    "sv": "Motorsågen startar inte. Jag vill ha pengarna tillbaka för motorsågen.",
    "da": "Motorsaven starter ikke. Jeg vil have pengene tilbage for motorsaven.",
    "nb": "Motorsagen starter ikke. Jeg vil ha pengene tilbake for motorsagen.",
    "fi": "Moottorisaha ei käynnisty. Haluan rahat takaisin moottorisahasta.",
}


@pytest.mark.parametrize("lang", sorted(_POWERED))
def test_a_powered_compound_is_no_line_of_its_head_s_kind(lang):
    # a chainsaw is no pruning saw: the compound's first part makes it another product
    found = judged(3490, order(_SAW, _CHAIR, currency="eur"), _POWERED[lang])
    assert found.verdict != "allow", shown(found, (_POWERED[lang],))


# a place on a thing said as the compound's first part: of two lines of the head's kind, the
# one whose title says that place
_FRONT = ("Trail Front Light 800lm", 1, 4990)
_REAR = ("Trail Rear Light 100lm", 1, 2490)
_CAGE = ("Carbon Bottle Cage", 1, 1990)

_PLACED = {
    "de": "Die Rückleuchte geht nach zwei Minuten aus. Bitte erstatten Sie mir die Rückleuchte.",
    "nl": "De achterlamp gaat na twee minuten uit. Graag mijn geld terug voor de achterlamp.",
    "sv": "Baklampan slocknar efter två minuter. Jag vill ha pengarna tillbaka för baklampan.",
    "da": "Baglampen slukker efter to minutter. Jeg vil have pengene tilbage for baglampen.",
    "nb": "Baklampen slukker etter to minutter. Jeg vil ha pengene tilbake for baklampen.",
    "fi": "Takalamppu sammuu kahden minuutin jälkeen. Haluan rahat takaisin takalampusta.",
}

_UNPLACED = {
    "de": "Die Fahrradleuchte geht nach zwei Minuten aus. Bitte erstatten Sie mir die Fahrradleuchte.",
    "nl": "De fietslamp gaat na twee minuten uit. Graag mijn geld terug voor de fietslamp.",
    "sv": "Cykellampan slocknar efter två minuter. Jag vill ha pengarna tillbaka för cykellampan.",
    "da": "Cykellampen slukker efter to minutter. Jeg vil have pengene tilbage for cykellampen.",
    "nb": "Sykkellampen slukker etter to minutter. Jeg vil ha pengene tilbake for sykkellampen.",
    "fi": "Pyörälamppu sammuu kahden minuutin jälkeen. Haluan rahat takaisin pyörälampusta.",
}


@pytest.mark.parametrize("lang", sorted(_PLACED))
def test_a_compound_that_says_a_place_names_the_line_titled_with_it(lang):
    found = judged(2490, order(_FRONT, _REAR, _CAGE, currency="eur"), _PLACED[lang])
    assert found.verdict == "allow", shown(found, (_PLACED[lang],))


@pytest.mark.parametrize("lang", sorted(_PLACED))
def test_the_other_place_s_price_stays_with_a_person(lang):
    found = judged(4990, order(_FRONT, _REAR, _CAGE, currency="eur"), _PLACED[lang])
    assert found.verdict != "allow", shown(found, (_PLACED[lang],))


@pytest.mark.parametrize("lang", sorted(_UNPLACED))
def test_a_compound_that_says_no_place_of_two_lines_stays_with_a_person(lang):
    found = judged(2490, order(_FRONT, _REAR, _CAGE, currency="eur"), _UNPLACED[lang])
    assert found.verdict != "allow", shown(found, (_UNPLACED[lang],))


# a jug said by German's own head, "Kanne", in a compound ("Glaskanne") or alone
_JUG = ("Borosilicate Glass Jug 1L", 1, 2990)
_JUG_SAID = ("Die Glaskanne hatte beim Auspacken einen Sprung. Bitte erstatten Sie mir die Glaskanne.",
             "Die Kanne hatte beim Auspacken einen Sprung. Bitte erstatten Sie mir die Kanne.")


@pytest.mark.parametrize("said", _JUG_SAID)
def test_a_jug_called_by_german_s_head_names_the_line(said):
    found = judged(2990, order(_JUG, _CHAIR, currency="eur"), said)
    assert found.verdict == "allow", shown(found, (said,))


@pytest.mark.parametrize("said", _JUG_SAID)
def test_a_jug_called_so_where_no_line_is_one_stays_with_a_person(said):
    found = judged(2990, order(_PLATE, _CHAIR, ("Linen Napkins 4 pcs", 1, 2990), currency="eur"), said)
    assert found.verdict != "allow", shown(found, (said,))
