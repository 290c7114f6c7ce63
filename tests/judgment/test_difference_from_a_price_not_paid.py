"""A difference asked from a price this payment never took: the customer writes what they say
they paid, what the item costs now, and the gap between the two as the money they want back;
but the price they say they paid is not the line's (nor any line's, nor the payment's). The gap
is then a difference between two figures of the customer's own, neither of them on this
payment: it names nothing here, and a person checks what was paid ("I paid 99 for the coat, it
is 69 now, refund the 30", where the coat cost 89: the gap to the price now would be 20).

Its twin keeps its verdict: the paid price written is the line's, and the same gap asked is
grounded (the coat at 89, 59 now, the 30 back). Written in our own words, never a ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

COAT = ("Coat Mantel manteau abrigo cappotto casaco jas kappa frakke kåpe takki płaszcz palton mont "
        "コート 코트 大衣 معطف")

# {paid}: the price the customer says they paid, {now}: the price now; the gap asked is 30
SAID = [
    "I paid {paid} € for the coat, it is {now} € today, please refund the difference of 30 €.",
    "Ich habe {paid} € für den Mantel bezahlt, heute kostet er {now} €. Bitte erstatten Sie mir "
    "die Differenz von 30 €.",
    "J'ai payé le manteau {paid} €, il est à {now} € aujourd'hui. Merci de me rembourser la "
    "différence de 30 €.",
    "Pagué {paid} € por el abrigo y hoy cuesta {now} €. Por favor, devuélvanme la diferencia de 30 €.",
    "Ho pagato il cappotto {paid} €, oggi costa {now} €. Rimborsatemi la differenza di 30 €, per "
    "favore.",
    "Ik heb {paid} € betaald voor de jas, nu kost hij {now} €. Graag het verschil van 30 € terug.",
    "Zapłaciłam {paid} € za płaszcz, dziś kosztuje {now} €. Proszę o zwrot różnicy 30 €.",
    "Paguei {paid} € pelo casaco e hoje custa {now} €. Por favor, reembolsem a diferença de 30 €.",
    "Jag betalade {paid} € för kappan, i dag kostar den {now} €. Jag vill ha mellanskillnaden på "
    "30 € tillbaka.",
    "Jeg betalte {paid} € for frakken, i dag koster den {now} €. Jeg vil gerne have forskellen på "
    "30 € tilbage.",
    "Jeg betalte {paid} € for kåpen, i dag koster den {now} €. Kan dere refundere differansen på 30 €?",
    "Maksoin takista {paid} €, tänään se maksaa {now} €. Palauttakaa erotus 30 €, kiitos.",
    "コートを{paid}ユーロで買いましたが、今日は{now}ユーロです。差額の30ユーロを返金してください。",
    "코트를 {paid}유로에 샀는데 오늘은 {now}유로예요. 차액 30유로를 환불해 주세요.",
    "我买大衣花了{paid}欧元，今天只要{now}欧元。请退还差价30欧元。",
    "Mont için {paid} € ödedim, bugün {now} €. Aradaki farkı, 30 €, iade etmenizi istiyorum.",
    "دفعت {paid} يورو ثمن المعطف، واليوم سعره {now} يورو. أرجو استرداد الفرق وهو 30 يورو.",
    "Am plătit {paid} € pe palton, azi costă {now} €. Vă rog să-mi returnați diferența de 30 €.",
]


def _paid():
    return order((COAT, 1, 8900), ("Scarf", 1, 1500), currency="eur")


@pytest.mark.parametrize("text", SAID)
def test_a_gap_from_a_price_this_payment_never_took_is_not_grounded(text):
    # the coat cost 89: "paid 99, now 69, the 30 back" is a gap between two figures of the
    # customer's, neither on this payment
    said = text.format(paid=99, now=69)
    not_allowed(3000, _paid(), said, reason="figure_not_on_payment")


@pytest.mark.parametrize("text", SAID)
def test_the_same_gap_from_the_price_paid_is_grounded(text):
    # the twin: the price paid written is the coat's, the gap to the price now is asked
    allowed(3000, _paid(), text.format(paid=89, now=59), reason="grounded_difference")


@pytest.mark.parametrize("text", SAID[:1] + SAID[3:4] + SAID[8:9] + SAID[12:15])
def test_a_gap_from_a_price_never_paid_of_a_line_of_several_units(text):
    # a line of two coats at 89 each: the unit's price is what was paid, 99 is not
    paid = order((COAT, 2, 8900), currency="eur")
    not_allowed(3000, paid, text.format(paid=99, now=69), reason="figure_not_on_payment")
    allowed(3000, paid, text.format(paid=89, now=59), reason="grounded_difference")
