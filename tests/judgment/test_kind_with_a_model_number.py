"""A title whose kind word carries its model's number glued on (issue 39, the grounded side):
"Galaxy Watch6 Classic 43mm", where the customer names "the watch" in their own language
("die Uhr", "o relógio", "腕時計"). The kind is read from the word's letters before the number,
so the line is named. Written in our own words, in the 18 covered languages, never from a
ticket.

The contrasts stay with a person: the same words with the other line's price proposed (the
band, which they keep), and a kind no line is named with the watch's price."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

WATCH, BAND = ("Galaxy Watch6 Classic 43mm - Silver", 32900), ("Sport Band 20mm - Graphite", 2900)

RETURNED = [
    "The watch is too big for my wrist, I sent it back. Please refund it, I keep the band.",
    "Die Uhr ist mir zu groß, ich habe sie zurückgeschickt. Bitte erstatten, das Armband behalte ich.",
    "La montre est trop grande pour mon poignet, je l'ai renvoyée. Remboursez-la svp. Le bracelet, je le garde.",
    "El reloj me queda demasiado grande, lo he devuelto. Reembólsenmelo. La correa me la quedo.",
    "L'orologio è troppo grande per il mio polso, l'ho rispedito. Rimborsatelo. Il cinturino lo tengo.",
    "O relógio ficou grande demais no pulso, já o devolvi. Reembolsem-me. A pulseira fico com ela.",
    "Het horloge is te groot voor mijn pols, ik heb het teruggestuurd. Graag geld terug, het bandje houd ik.",
    "Klockan är för stor för min handled, jag har skickat tillbaka den. Återbetala den, armbandet behåller jag.",
    "Uret er for stort til mit håndled, jeg har sendt det retur. Refunder det, remmen beholder jeg.",
    "Klokken er for stor til håndleddet mitt, jeg har sendt den tilbake. Refunder den, remmen beholder jeg.",
    "Kello on liian iso ranteeseeni, palautin sen. Hyvittäkää se, rannekkeen pidän.",
    "Zegarek jest za duży na mój nadgarstek, odesłałam go. Proszę o zwrot, pasek zatrzymuję.",
    "Ceasul este prea mare pentru încheietura mea, l-am trimis înapoi. Vă rog rambursați-l, cureaua o păstrez.",
    "Kol saati bileğime çok büyük geldi, geri gönderdim. Parasını iade edin, kayışı tutuyorum.",
    "腕時計が手首に大きすぎたので返送しました。返金をお願いします。バンドは手元に残します。",
    "시계가 손목에 너무 커서 반품했어요. 환불해 주세요. 시계줄은 그냥 쓸게요.",
    "手表戴在手腕上太大了，我已经寄回去了。请退款，表带我留着。",
    "الساعة كبيرة جداً على معصمي، أرجعتها. أرجو استرجاع المبلغ، الحزام سأحتفظ به.",
]


def _paid():
    return order((WATCH[0], 1, WATCH[1]), (BAND[0], 1, BAND[1]), currency="eur")


@pytest.mark.parametrize("text", RETURNED)
def test_the_kind_before_a_glued_model_number_names_the_line(text):
    allowed(WATCH[1], _paid(), text, reason="grounded_line")


# (a gap left, on main too: in fr, es, it, pt the band said kept in a sentence of its own after
# a refund asked by a pronoun, "Remboursez-la svp. Le bracelet, je le garde.", is still
# allowed at its own price)
_KEPT_GAP = {2, 3, 4, 5}
KEPT = [pytest.param(t, marks=pytest.mark.xfail(strict=True, reason="the band kept read as named"))
        if n in _KEPT_GAP else t for n, t in enumerate(RETURNED)]


@pytest.mark.parametrize("text", KEPT)
def test_the_band_they_keep_is_not_allowed(text):
    not_allowed(BAND[1], _paid(), text)
    not_allowed(WATCH[1] + BAND[1], _paid(), text)


def test_a_kind_no_line_is_named_with_the_watchs_price_stays_asked():
    not_allowed(WATCH[1], _paid(), "The headphones stopped working, please refund them.")
    not_allowed(WATCH[1], _paid(), "Der Kopfhörer ist kaputt, bitte erstatten.")
