"""One of them came broken: the customer names a line of several units, then says one of them
(a pronoun for the units just named, no count of the whole written) arrived broken, and asks
for a refund. The whole line refunds the units that came whole too: not allowed (the units of
the line are spoken of; a person decides how many come back). Its twin keeps its verdict: every
unit came broken, and the whole line is grounded. Portuguese writes "broken" of glass and
china as "partido/partida" too, which the rules did not read as a fault. In our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

CUPS = ("Cup Tasse tasse taza tazza caneca kop kopp kuppi filiżanka ceașcă fincan カップ 컵 杯子 فنجان",
        4, 1200)

ONE = [
    "I got the cups today, but one of them arrived broken. Could you refund it?",
    "Recibí las tazas hoy, pero una de ellas llegó rota. ¿Me la pueden reembolsar?",
    "Recebi hoje as canecas, mas uma delas veio partida. Podem reembolsar-me?",
    "Recebi hoje as canecas, mas uma delas chegou quebrada. Podem reembolsar-me?",
]
ALL = [
    "I got the cups today and all four arrived broken. Please refund them.",
    "Recibí las tazas hoy y las cuatro llegaron rotas. Por favor, reembolsen.",
    "Recebi hoje as canecas e vieram todas partidas. Podem reembolsar-me?",
    "Recebi hoje as canecas e chegaram todas quebradas. Podem reembolsar-me?",
]


@pytest.mark.parametrize("text", ONE)
def test_one_of_them_broken_is_not_the_whole_line(text):
    not_allowed(4800, order(CUPS, currency="eur"), text)


@pytest.mark.parametrize("text", ALL)
def test_every_unit_broken_is_the_whole_line(text):
    allowed(4800, order(CUPS, currency="eur"), text, reason="grounded_line")


@pytest.mark.parametrize("text", [
    # "partida" as a noun (a departure, a match): no fault said, nothing counted
    "Recebi hoje as canecas. A data de partida da encomenda estava errada, mas chegaram todas "
    "bem. Afinal quero devolvê-las todas, reembolsem-me.",
])
def test_partida_as_a_noun_is_no_fault(text):
    allowed(4800, order(CUPS, currency="eur"), text)
