"""A price difference written as two unit prices and the total it makes on every unit (issue 39,
the grounded side): "shown at 25.00 a tin, charged 29.00 a tin, I bought 3, so 12.00 too much".
The total written is the difference of the unit prices times the line's units: it names that
part of the line, with or without a word for a difference. Written in our own words, in the 18
covered languages, from the class's definition (grounded_difference), never from a ticket.

The contrasts stay with a person: the whole line proposed, and a total that is not the units'
difference."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TILE = ("Floor Tile Bodenfliese carreau baldosa piastrella ladrilho vloertegel golvplatta gulvflise "
        "gulvflis lattialaatta płytka gresie fayans 床タイル 바닥타일 地砖 بلاط")


def _paid():
    return order((TILE, 4, 1850), ship=900, currency="eur")


# 4 boxes at 18,50 charged, 16,00 shown: 2,50 a box, 10,00 in all
SPELLED = [
    "The tiles were shown at 16.00 € a box and I was charged 18.50 € a box. I took 4, which makes 10.00 €.",
    "Angezeigt waren 16,00 € pro Karton, abgebucht wurden 18,50 € pro Karton. Ich habe 4 genommen, macht 10,00 €.",
    "Les carreaux étaient affichés à 16,00 € le carton et j'ai payé 18,50 € le carton. "
    "J'en ai pris 4, ça fait 10,00 €.",
    "Las baldosas salían a 16,00 € la caja y me cobraron 18,50 € la caja. Compré 4, eso son 10,00 €.",
    "Le piastrelle erano a 16,00 € a scatola e ho pagato 18,50 € a scatola. Ne ho prese 4, fanno 10,00 €.",
    "Os ladrilhos estavam a 16,00 € a caixa e paguei 18,50 € a caixa. Levei 4, o que dá 10,00 €.",
    "De tegels stonden op 16,00 € per doos en ik betaalde 18,50 € per doos. Ik nam er 4, dat is 10,00 €.",
    "Plattorna visades för 16,00 € per kartong men jag betalade 18,50 € per kartong. Jag tog 4, det blir 10,00 €.",
    "Fliserne stod til 16,00 € pr. kasse, men jeg betalte 18,50 € pr. kasse. Jeg tog 4, det giver 10,00 €.",
    "Flisene sto til 16,00 € per eske, men jeg betalte 18,50 € per eske. Jeg tok 4, det blir 10,00 €.",
    "Laatat näkyivät hintaan 16,00 € laatikolta, mutta maksoin 18,50 € laatikolta. Otin 4, se tekee 10,00 €.",
    "Płytki były po 16,00 € za karton, a zapłaciłam 18,50 € za karton. Wzięłam 4, to daje 10,00 €.",
    "Gresia era afișată la 16,00 € cutia, dar am plătit 18,50 € cutia. Am luat 4, adică 10,00 €.",
    "Fayanslar kutu başı 16,00 € görünüyordu, ben kutu başı 18,50 € ödedim. 4 tane aldım, bu 10,00 € ediyor.",
    "タイルは1箱16.00ユーロの表示でしたが、1箱18.50ユーロ請求されました。4箱買ったので10.00ユーロです。",
    "타일이 한 박스에 16.00유로로 나와 있었는데 한 박스에 18.50유로 결제됐어요. 4박스 샀으니 10.00유로예요.",
    "地砖标价每箱16.00欧元，我付了每箱18.50欧元。买了4箱，一共10.00欧元。",
    "كان البلاط معروضًا بـ 16.00 يورو للكرتونة ودفعت 18.50 يورو للكرتونة. أخذت 4، يعني 10.00 يورو.",
]


@pytest.mark.parametrize("text", SPELLED)
def test_a_unit_difference_times_the_units_is_grounded(text):
    allowed(1000, _paid(), text, reason="grounded_difference")


@pytest.mark.parametrize("text", SPELLED[:3])
def test_the_whole_line_is_not_the_units_difference(text):
    not_allowed(7400, _paid(), text)


@pytest.mark.parametrize("text", [
    "The tiles were shown at 16.00 € a box and I was charged 18.50 € a box. I took 4, which makes 14.00 €.",
    "Angezeigt waren 16,00 € pro Karton, abgebucht wurden 18,50 € pro Karton. Ich habe 4 genommen, macht 14,00 €.",
])
def test_a_total_that_is_not_the_units_difference_stays_with_a_person(text):
    not_allowed(1400, _paid(), text)
