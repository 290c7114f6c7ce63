"""The shipping wanted back in a verb of recovering it (issue 39, the grounded side): "die
Expresskosten will ich wieder haben", "je veux les récupérer", "los quiero recuperar", "quero
reaver", "vil jeg have igen", "chcę odzyskać", "我要拿回来". Written in our own words, in the
covered languages whose "back" is such a verb, from the class's definition (grounded_shipping),
never from a ticket.

The contrasts stay with a person: the same verb negated ("will ich nicht wieder haben"), the
goods wanted back (no money), and the whole line proposed where only the shipping is asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LAMP = ("Desk Lamp Schreibtischlampe lampe de bureau lámpara de escritorio lampada da scrivania "
        "candeeiro bureaulamp skrivbordslampa skrivebordslampe lampka lampă masa lambası 台灯")


def _paid():
    return order((LAMP, 1, 6400), ship=990, currency="eur")


# 9,90 € paid for a next-day delivery that took a week; the lamp is fine; the fee wanted back
RECOVERED = [
    "Ich habe 9,90 € für die Lieferung am nächsten Tag gezahlt, gekommen ist sie nach einer Woche. "
    "Die Lampe ist in Ordnung, aber die Versandkosten möchte ich wieder haben.",
    "Für den Expressversand habe ich 9,90 € gezahlt und eine Woche gewartet. Das Porto will ich wiederbekommen.",
    "J'ai payé 9,90 € pour une livraison le lendemain, elle a pris une semaine. La lampe va bien, "
    "mais les frais de livraison, j'aimerais les récupérer.",
    "Pagué 9,90 € por la entrega al día siguiente y tardó una semana. La lámpara está bien, pero "
    "los gastos de envío los quiero recuperar.",
    "Paguei 9,90 € pela entrega no dia seguinte e demorou uma semana. O candeeiro está bom, mas "
    "gostaria de reaver os portes.",
    "Ho pagato 9,90 € per la consegna il giorno dopo ed è arrivata dopo una settimana. La lampada "
    "va bene, ma la spedizione vorrei riaverla.",
    "Jeg betalte 9,90 € for levering næste dag, og den tog en uge. Lampen er fin, men fragten vil "
    "jeg gerne have igen.",
    "Jeg betalte 9,90 € for levering neste dag, og den tok en uke. Lampen er fin, men frakten vil "
    "jeg ha igjen.",
    "Zapłaciłam 9,90 € za dostawę na następny dzień, a szła tydzień. Lampka jest w porządku, ale "
    "koszt wysyłki chciałabym odzyskać.",
    "我付了9.90欧元的次日达运费，结果一周才到。台灯没问题，但运费我想要回来。",
]


@pytest.mark.parametrize("text", RECOVERED)
def test_the_shipping_wanted_back_in_a_verb_of_recovering_is_grounded(text):
    allowed(990, _paid(), text, reason="grounded_shipping")


NEGATED = [
    "Die Lieferung kam eine Woche zu spät. Die Versandkosten will ich aber nicht wieder haben, alles gut.",
    "Die Lieferung kam eine Woche zu spät. Die Versandkosten brauche ich nicht zurück.",
    "La livraison a pris une semaine. Les frais de port, je ne veux pas les récupérer, ce n'est pas grave.",
    "Leveringen tog en uge. Fragten vil jeg ikke have igen, det er i orden.",
    "Leveringen tok en uke. Frakten vil jeg ikke ha igjen, det går fint.",
    "Leveransen tog en vecka. Frakten vill jag inte ha tillbaka, det är lugnt.",
]


@pytest.mark.parametrize("text", NEGATED)
def test_the_shipping_said_not_wanted_back_stays_with_a_person(text):
    not_allowed(990, _paid(), text)


def test_the_goods_wanted_back_ask_no_money():
    not_allowed(990, _paid(), "Die Lieferung kam eine Woche zu spät, und dann habe ich die Lampe "
                              "zur Reparatur geschickt. Ich will die Lampe wieder haben.")


@pytest.mark.parametrize("text", RECOVERED[:4])
def test_the_whole_line_is_not_the_shipping_recovered(text):
    not_allowed(6400, _paid(), text)
