"""A line a customer names by its kind's name with a case's ending the table does not write
out (issue 39, round 22): Turkish stacks a possessive and a case on a noun ("lambamı",
"lambamdan"), Polish declines it ("kubkiem"), Finnish puts a partitive on it
("kuppia"). Unread, the customer's words named no line. Written in our own words, not from any
corpus's ticket. The contrasts stay with a person: two lines of the kind, no line of the kind,
another line's price."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_LAMP = ("Brass Desk Lamp Green Shade", 1, 7900)
_RUG = ("Wool Rug 120x180 Sand", 1, 12900)
_SHELF = ("Oak Wall Shelf 60cm", 1, 3900)
_LAMP2 = ("Opal Glass Floor Lamp", 1, 7900)
_MUG = ("Enamel Mug 400ml White", 1, 7900)

_SAID = {
    "tr": "Lambamın düğmesi ilk gün kırıldı. Lambamdan memnun değilim, parasını iade eder misiniz?",
}


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_a_kind_s_name_with_its_case_names_the_line(lang):
    found = judged(7900, order(_LAMP, _RUG, _SHELF, currency="eur"), _SAID[lang])
    assert found.verdict == "allow", shown(found, (_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_two_lines_of_the_kind_stay_with_a_person(lang):
    found = judged(7900, order(_LAMP, _LAMP2, _RUG, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_no_line_of_the_kind_stays_with_a_person(lang):
    found = judged(7900, order(_MUG, _RUG, _SHELF, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))


# a Finnish partitive ("kuppia"), a Polish instrumental ("kubkiem"), of a mug
_CUP_SAID = {"fi": "Kuppia ei voi käyttää, siinä on halkeama. Haluan rahat takaisin.",
             "pl": "Z tym kubkiem same problemy, pęknięty od początku. Proszę o zwrot pieniędzy."}
_CUP2 = ("Stoneware Espresso Cup", 1, 7900)


@pytest.mark.parametrize("lang", sorted(_CUP_SAID))
def test_a_kind_s_partitive_names_the_line(lang):
    found = judged(7900, order(_MUG, _RUG, _SHELF, currency="eur"), _CUP_SAID[lang])
    assert found.verdict == "allow", shown(found, (_CUP_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_CUP_SAID))
def test_a_kind_s_partitive_of_no_line_stays_with_a_person(lang):
    found = judged(7900, order(_LAMP, _RUG, _SHELF, currency="eur"), _CUP_SAID[lang])
    assert found.verdict != "allow", shown(found, (_CUP_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_CUP_SAID))
def test_a_kind_s_case_of_two_lines_stays_with_a_person(lang):
    found = judged(7900, order(_MUG, _CUP2, _RUG, currency="eur"), _CUP_SAID[lang])
    assert found.verdict != "allow", shown(found, (_CUP_SAID[lang],))


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_another_line_s_price_stays_with_a_person(lang):
    found = judged(12900, order(_LAMP, _RUG, _SHELF, currency="eur"), _SAID[lang])
    assert found.verdict != "allow", shown(found, (_SAID[lang],))
