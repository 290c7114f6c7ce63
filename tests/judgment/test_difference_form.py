"""A price difference asked (docs/RELIABILITY.md, "Three general forms"): the customer paid a
line's price, says what it costs now (or by how much it dropped, or that the sale was on), and
asks the difference back, with or without the difference's figure and with or without a word
for "difference". Written in our own words from the class's definition, never from a ticket.

The difference is grounded in every covered language; its unsafe contrast, the paid price (all
of the line) proposed where the difference was asked, is not allowed: the customer's figures
spell out that a part of the line is asked, even where the sentence that asks has no word for a
difference ("I paid 89 €, it is 69 € today, please refund the 20 €"); the price now proposed is a
figure that names nothing on this payment."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

COAT = ("Coat Mantel manteau abrigo cappotto casaco jas kappa frakke kåpe takki płaszcz palton mont "
        "コート 코트 大衣 معطف")


def _paid():
    return order((COAT, 1, 8900), ("Scarf", 1, 1500), currency="eur")


# the paid price on the payment (89), the price now (69), the difference asked (20)
ASKED = [
    "I paid 89 € for the coat, it is 69 € today, please refund the 20 €.",
    "The coat's price dropped by 20 € the day after I bought it. Please refund the difference.",
    "The coat went on sale for 69 € the day after I bought it. Could you refund me the difference?",
    "Ich habe 89 € für den Mantel bezahlt, heute kostet er 69 €. Bitte erstatten Sie mir die 20 €.",
    "Der Mantel ist einen Tag nach meinem Kauf um 20 € billiger geworden. Bitte die Differenz erstatten.",
    "J'ai payé le manteau 89 €, il est à 69 € aujourd'hui. Merci de me rembourser la différence.",
    "Pagué 89 € por el abrigo y hoy cuesta 69 €. Por favor, devuélvanme la diferencia.",
    "Ho pagato il cappotto 89 €, oggi costa 69 €. Rimborsatemi la differenza, per favore.",
    "Paguei 89 € pelo casaco e hoje custa 69 €. Por favor, reembolsem a diferença.",
    "Ik heb 89 € betaald voor de jas, nu kost hij 69 €. Graag het verschil terug.",
    "Jag betalade 89 € för kappan, i dag kostar den 69 €. Jag vill ha mellanskillnaden tillbaka.",
    "Jeg betalte 89 € for frakken, i dag koster den 69 €. Jeg vil gerne have forskellen tilbage.",
    "Jeg betalte 89 € for kåpen, i dag koster den 69 €. Kan dere refundere differansen?",
    "Maksoin takista 89 €, tänään se maksaa 69 €. Palauttakaa erotus, kiitos.",
    "Zapłaciłam 89 € za płaszcz, dziś kosztuje 69 €. Proszę o zwrot różnicy.",
    "Am plătit 89 € pe palton, azi costă 69 €. Vă rog să-mi returnați diferența.",
    "Mont için 89 € ödedim, bugün 69 €. Aradaki farkın iadesini istiyorum.",
    "コートを89ユーロで買いましたが、今日は69ユーロです。差額を返金してください。",
    "코트를 89유로에 샀는데 오늘은 69유로예요. 차액을 환불해 주세요.",
    "我买大衣花了89欧元，今天只要69欧元。请退还差价。",
    "دفعت 89 يورو ثمن المعطف، واليوم سعره 69 يورو. أرجو استرداد الفرق.",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_difference_asked_is_grounded(text):
    allowed(2000, _paid(), text, reason="grounded_difference")


@pytest.mark.parametrize("text", [
    # the difference written as a figure, and no word for a difference where it is asked: these
    # were allowed whole before (the line named, a refund asked)
    "I paid 89 € for the coat, it is 69 € today, please refund the 20 €.",
    "Ich habe 89 € für den Mantel bezahlt, heute kostet er 69 €. Bitte erstatten Sie mir die 20 €.",
    "I paid 89 € for the coat and now it costs 69 €. Please refund me 20 €.",
    "Ho pagato il cappotto 89 €, adesso costa 69 €. Rimborsatemi 20 €, per favore.",
    "Betalade 89 € för kappan, nu kostar den 69 €. Återbetala 20 €, tack.",
    # the same with the word (read before, kept)
    "J'ai payé le manteau 89 €, il est à 69 € aujourd'hui. Merci de me rembourser la différence.",
    "コートを89ユーロで買いましたが、今日は69ユーロです。差額を返金してください。",
    "Pagué 89 € por el abrigo y hoy cuesta 69 €. Por favor, devuélvanme la diferencia.",
])
def test_the_paid_price_where_the_difference_was_asked_is_not_grounded(text):
    not_allowed(8900, _paid(), text, reason="partial_asked")


@pytest.mark.parametrize("text", ASKED[:1] + ASKED[3:4] + ASKED[5:7] + ASKED[17:20])
def test_the_price_now_where_the_difference_was_asked_is_not_grounded(text):
    not_allowed(6900, _paid(), text, reason="figure_not_on_payment")


@pytest.mark.parametrize("text", [
    # a line's price written beside another figure that is no price of it: the whole line asked
    "The coat arrived torn. I paid 89 € for it, plus 15 € for the scarf. Please refund the coat.",
    "Der Mantel kam zerrissen an, ich habe 89 € bezahlt. Bitte erstatten Sie mir die 89 €.",
])
def test_a_whole_line_asked_with_its_price_stays_grounded(text):
    allowed(8900, _paid(), text)


@pytest.mark.parametrize("text", [
    # the price now written without a currency, last in its sentence ("... was 69."): its
    # full stop made it no number before
    "You charged me 89 for the coat though the sale price was 69. I'd like the difference back.",
    "Ich habe 89 für den Mantel bezahlt, jetzt kostet er 69. Bitte erstatten Sie die Differenz.",
    "J'ai payé le manteau 89, il est maintenant à 69. Remboursez-moi la différence, merci.",
])
def test_a_price_now_without_a_currency_at_a_sentence_s_end_gives_the_difference(text):
    allowed(2000, _paid(), text, reason="grounded_difference")
