"""An item of a kind no line is, with the brand or model words of a line said OF it (issue 39,
the fifteenth round): "the case for my Pixel 8", where the line is a screen protector for the
Pixel 8; "the case for my Samsung A25", where the case paid is for the A15. The model words
say what the item is for, not which line it is: the refund of the line's price is of an item
not on this payment. Written in our own words from the forms, not from any corpus's ticket;
the contrasts (the line's own kind said, a case for the line's own model, another kind said in
passing of the line's kind) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _protector():
    return order(("Tempered glass screen protector Pixel 8 (2 pack)", 1, 1490))


@pytest.mark.parametrize("text", [
    "La custodia per il Pixel 8 si è crepata sul bordo dopo quattro giorni. Rivoglio i 14,90.",
    "La funda para mi Pixel 8 se rajó en la esquina a los cuatro días. Quiero los 14,90.",
    "La coque pour le Pixel 8 s'est fendue au coin après quatre jours. Remboursez les 14,90.",
    "Die Hülle für das Pixel 8 ist nach vier Tagen an der Ecke gerissen. Bitte die 14,90 zurück.",
    "Het hoesje voor de Pixel 8 is na vier dagen gebarsten. Ik wil de 14,90 terug.",
    "Etui do Pixela 8 pękło na rogu po czterech dniach. Proszę o zwrot 14,90.",
    "Fodralet till min Pixel 8 sprack i hörnet efter fyra dagar. Jag vill ha tillbaka 14,90.",
    "Coveret til min Pixel 8 revnede i hjørnet efter fire dage. Jeg vil have de 14,90 tilbage.",
])
def test_a_case_for_the_model_is_not_the_model_s_screen_protector(text):
    found = judged(1490, _protector(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "The screen protector for my Pixel 8 cracked after four days. Refund the 14.90 please.",
    "La pellicola per il Pixel 8 si è crepata dopo quattro giorni. Rivoglio i 14,90.",
    "The Pixel 8 glass cracked after four days, refund the 14.90 please.",
])
def test_the_protector_named_for_its_model_stays_grounded(text):
    found = judged(1490, _protector(), text)
    assert found.verdict == "allow", codes(found)


def _cases():
    return order(("Etui Ringke Fusion Galaxy A15 - Clear", 1, 3990), ("Tempered glass Galaxy A15", 1, 1990))


@pytest.mark.parametrize("text", [
    "Die Hülle für mein Samsung A25 ist an der Kamera gebrochen. Sie hat 39,90 gekostet, bitte erstatten.",
    "La cover per il Samsung A25 si è rotta vicino alla fotocamera. Costava 39,90, rimborso per favore.",
    "Etui do mojego Samsunga A25 pękło przy aparacie. Kosztowało 39,90, proszę o zwrot.",
])
def test_a_case_for_another_model_is_not_the_line(text):
    found = judged(3990, _cases(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "Die Hülle für mein Galaxy A15 ist an der Kamera gebrochen. Sie hat 39,90 gekostet, bitte erstatten.",
    "The Ringke case for my Galaxy A15 snapped by the camera. It was 39.90, refund please.",
    "Etui do mojego Galaxy A15 pękło przy aparacie. Kosztowało 39,90, proszę o zwrot.",
])
def test_a_case_for_the_line_s_own_model_stays_grounded(text):
    found = judged(3990, _cases(), text)
    assert found.verdict == "allow", codes(found)


def test_another_kind_said_in_passing_of_the_line_s_kind_stays_grounded():
    paid = order(("Voltra braided USB-C cable 2m", 1, 1290), ("Voltra phone stand", 1, 2490))
    found = judged(1290, paid, "The cable for my charger is frayed at the plug already. Refund the 12.90 please.")
    assert found.verdict == "allow", codes(found)


def _cable():
    return order(("Voltra braided USB-C cable 2m", 1, 1290), ("Voltra phone stand", 1, 2490))


@pytest.mark.parametrize("text", [
    "El cargador Voltra de 30W ya no carga nada. Quiero los 12,90.",
    "Il caricatore Voltra da 30W non carica più niente. Rivoglio i 12,90.",
    "Le chargeur Voltra de 30 W ne charge plus rien. Je veux mes 12,90.",
    "Das Voltra Ladegerät mit 30 W lädt gar nicht mehr. Ich will die 12,90 zurück.",
    "Ładowarka Voltra 30W w ogóle nie ładuje. Proszę o zwrot 12,90.",
])
def test_a_rated_charger_of_the_cable_s_brand_is_not_the_cable(text):
    found = judged(1290, _cable(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "El cargador Voltra ya no carga nada. Quiero los 12,90.",
    "El cable Voltra de 30W ya no carga nada. Quiero los 12,90.",
])
def test_a_charger_unrated_or_the_cable_named_stays_grounded(text):
    found = judged(1290, _cable(), text)
    assert found.verdict == "allow", codes(found)


def _dryer():
    return order(("Vello Ionic hair dryer 2000W", 1, 6900))


@pytest.mark.parametrize("text", [
    "고데기가 전원이 안 들어와요. 같은 브랜드 드라이기를 여기서 샀으니 환불해 주세요.",
    "My straightener won't heat up. It's the same brand as the Vello hair dryer I got from you, so refund it.",
    "Mein Glätteisen wird nicht heiß. Es ist die gleiche Marke wie der Föhn, den ich bei euch gekauft habe, "
    "also bitte erstatten.",
    "Mi plancha de pelo no calienta. Es de la misma marca que el secador que os compré, así que devolvedme "
    "el dinero.",
    "Mon lisseur ne chauffe plus. C'est la même marque que le sèche-cheveux acheté chez vous, remboursez-moi.",
    "La piastra non scalda più: è della stessa marca del phon. Rimborsatemi.",
])
def test_another_hair_tool_of_the_dryer_s_brand_is_not_the_dryer(text):
    found = judged(6900, _dryer(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    "My Vello hair dryer won't heat up; my straightener is the same brand and works fine. Refund the dryer please.",
    "드라이기가 고장났어요. 같은 브랜드 고데기는 멀쩡해요. 드라이기 환불해 주세요.",
])
def test_the_dryer_complained_of_beside_a_same_brand_tool_stays_grounded(text):
    found = judged(6900, _dryer(), text)
    assert found.verdict == "allow", codes(found)
