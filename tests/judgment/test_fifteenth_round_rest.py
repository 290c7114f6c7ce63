"""Grounded refunds the reading still sent to a person (the fifteenth round, the rest): a
delivery that came short asked by what is missing, ... Each form in our own words, in the
languages it exists in, with its contrast beside it. Written in our own words, never copied
from a corpus."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, judged, order

# ----- ordered N, M came: the missing units asked, a count never written -----------------------
_CANDLES = order(("Nordlys Duftlys Bjørk 180g", 5, 2400), currency="eur")


@pytest.mark.parametrize("text", [
    "I ordered 5 candles and only 3 turned up. Could you refund what is missing?",
    "Ich habe 5 Kerzen bestellt, angekommen sind nur 3. Bitte die fehlenden erstatten.",
    "J'ai commandé 5 bougies, seulement 3 sont arrivées. Remboursez celles qui manquent svp.",
    "Pedí 5 velas y solo me llegaron 3. Devolvedme el dinero de las que faltan.",
    "Ho ordinato 5 candele ma ne sono arrivate 3. Rimborsatemi quelle mancanti.",
    "Encomendei 5 velas e só chegaram 3. Quero o reembolso das que faltam.",
    "Ik had 5 kaarsen besteld, er kwamen er maar 3. Graag geld terug voor de ontbrekende.",
    "Zamówiłam 5 świec, dotarły tylko 3. Proszę o zwrot za brakujące.",
    "Am comandat 5 lumânări și au ajuns doar 3. Vă rog rambursați-le pe cele lipsă.",
    "Jag beställde 5 ljus men bara 3 kom. Återbetala de som saknas, tack.",
    "Jeg bestilte 5 lys, men der kom kun 3. Refunder dem der mangler.",
    "Jeg bestilte 5 lys, men det kom bare 3. Refunder de som mangler, takk.",
    "Tilasin 5 kynttilää, mutta vain 3 saapui. Hyvittäkää puuttuvat.",
    "5 mum sipariş ettim, sadece 3 tane geldi. Eksik olanların parasını iade edin.",
    "طلبت ٥ شموع ووصلني ٣ بس. رجعوا لي فلوس الناقصة.",
    "キャンドルを5個注文したのに3個しか届きませんでした。足りない分を返金してください。",
    "양초 5개 주문했는데 3개만 왔어요. 빠진 거 환불해 주세요.",
    "我订了5个蜡烛，只到了3个。缺的请退款。",
])
def test_the_units_missing_from_a_short_delivery_are_asked(text):
    allowed(4800, _CANDLES, text)


def test_the_missing_said_only_in_the_subject_still_asks_the_difference():
    allowed(2400, _CANDLES, "طلبت ٥ شموع ووصلني ٤ فقط. رجعوا لي قيمة وحدة لو سمحتم.",
            subject="شموع ناقصة")


@pytest.mark.parametrize("amount", [12000, 7200])
def test_the_whole_line_or_the_units_that_came_are_not_the_missing_ones(amount):
    # contrast: the line, or the three that came, asked where two are missing
    asked(amount, _CANDLES, "Pedí 5 velas y solo me llegaron 3. Devolvedme el dinero de las que faltan.")


def test_no_need_is_no_word_for_missing():
    # contrast: "no hace falta" (no need) beside a count that came broken
    paid = order(("Farol de jardín solar", 4, 1500), currency="eur")
    found = judged(4500, paid, "De los 4 faroles que pedí, uno ha llegado roto. Devolvedme el dinero del "
                               "roto. No hace falta que mandéis otro.")
    assert found.verdict != "allow"
