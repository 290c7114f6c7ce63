"""A line whose title says its kind in a way the kind tables lacked (issue 39, the twenty-second
round): a kind spelled as two words in a title ("Tea Pot", "Coffee Pot"), and a local word
for such a pot (the Arabic coffee pot) the table lacked. Unread, the customer's local word for
the kind named no line, and the price of the line they name read as the price of another. Written
in our own words, not from any corpus's ticket; the twins (the same words where no line is of
that kind, or where the line of that kind is the one they keep) stay with a person."""

from __future__ import annotations

import pytest

from tests.judgment.forms import judged, order, shown

_POT = (("Kanazawa Glazed Tea Pot 0.9L Blue", 1, 5400), ("Bamboo Coaster Set 4 pcs", 1, 1600))
_NO_POT = (("Kanazawa Glazed Tea Cups Set of 2", 1, 5400), ("Bamboo Coaster Set 4 pcs", 1, 1600))

_TEAPOT = {
    "en": "The teapot came with a cracked lid. Please refund the teapot.",
    "de": "Die Teekanne kam mit einem gesprungenen Deckel an. Bitte erstatten Sie die Teekanne.",
    "fr": "La théière est arrivée avec le couvercle fêlé. Remboursez-moi la théière, svp.",
    "es": "La tetera llegó con la tapa rajada. Devuélvanme el dinero de la tetera.",
    "it": "La teiera è arrivata con il coperchio incrinato. Rimborsatemi la teiera.",
    "pt": "O bule chegou com a tampa rachada. Quero o reembolso do bule.",
    "nl": "De theepot kwam aan met een gebarsten deksel. Graag mijn geld terug voor de theepot.",
    "ro": "Ceainicul a sosit cu capacul crăpat. Vreau banii înapoi pentru ceainic.",
    "sv": "Tekannan kom med ett sprucket lock. Jag vill ha pengarna tillbaka för tekannan.",
    "da": "Tekanden kom med et revnet låg. Jeg vil gerne have pengene tilbage for tekanden.",
    "nb": "Tekanna kom med et sprukket lokk. Jeg vil ha pengene tilbake for tekanna.",
    "tr": "Demlik kapağı çatlak geldi. Demliğin parasını iade edin lütfen.",
    "ja": "急須の蓋が割れて届きました。急須の代金を返金してください。",
    "zh": "茶壶的盖子裂了，请退茶壶的钱。",
}


@pytest.mark.parametrize("lang", sorted(_TEAPOT))
def test_a_kind_in_two_words_of_a_title_is_the_line_the_customer_names(lang):
    found = judged(5400, order(*_POT, currency="eur"), _TEAPOT[lang])
    assert found.verdict == "allow", shown(found, (_TEAPOT[lang],))


@pytest.mark.parametrize("lang", sorted(_TEAPOT))
def test_the_same_words_where_no_line_is_of_that_kind_stay_with_a_person(lang):
    found = judged(5400, order(*_NO_POT, currency="eur"), _TEAPOT[lang])
    assert found.verdict != "allow", shown(found, (_TEAPOT[lang],))


_KEPT = {  # the teapot said fine and kept, the coasters complained of
    "en": "The coasters arrived chipped. The teapot is fine, I keep it. Please refund.",
    "de": "Die Untersetzer kamen angeschlagen an. Die Teekanne ist in Ordnung, die behalte ich. Bitte erstatten.",
    "fr": "Les sous-verres sont arrivés ébréchés. La théière est en bon état, je la garde. Remboursez-moi svp.",
    "es": "Los posavasos llegaron astillados. La tetera está bien, me la quedo. Quiero el reembolso.",
    "nl": "De onderzetters kwamen beschadigd aan. De theepot is prima, die houd ik. Graag mijn geld terug.",
    "sv": "Underläggen kom kantstötta. Tekannan är hel, den behåller jag. Jag vill ha pengarna tillbaka.",
}


@pytest.mark.parametrize("lang", sorted(_KEPT))
def test_the_teapot_said_kept_is_never_refunded(lang):
    found = judged(5400, order(*_POT, currency="eur"), _KEPT[lang])
    assert found.verdict != "allow", shown(found, (_KEPT[lang],))


_DALLAH = (("Heritage Dallah Coffee Pot Copper 1.2L", 1, 31000), ("Gold Rim Finjan Cups x6", 1, 9000))
_NO_DALLAH = (("Heritage Copper Serving Tray 40cm", 1, 31000), ("Gold Rim Finjan Cups x6", 1, 9000))
_POURED = {
    "ar": "الدلة تسرب من الفوهة. أبي استرجاع مبلغ الدلة.",
}


@pytest.mark.parametrize("lang", sorted(_POURED))
def test_a_coffee_pot_named_by_its_local_word_is_the_line(lang):
    found = judged(31000, order(*_DALLAH, currency="sar"), _POURED[lang])
    assert found.verdict == "allow", shown(found, (_POURED[lang],))


@pytest.mark.parametrize("lang", sorted(_POURED))
def test_a_coffee_pot_where_no_line_is_one_stays_with_a_person(lang):
    found = judged(31000, order(*_NO_DALLAH, currency="sar"), _POURED[lang])
    assert found.verdict != "allow", shown(found, (_POURED[lang],))
