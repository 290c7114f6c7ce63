"""What a thing cost asked back in the Mexican "regresar" ("¿me pueden regresar lo de las dos
jarras?"), as in "devolver lo de" (``tables.es``): money back of the things it names. Twins: the
goods themselves given back by the customer ("les regreso las jarras", "quiero regresar la jarra")
ask no money on their own words here, and the line said fine is never asked. Our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_JUG, _PLATE = 24900, 18500
_PAID = order(("Jarra de barro 1 l – Azul", 4, _JUG), ("Plato hondo de barro", 4, _PLATE), currency="mxn")

ASKED = [
    "Me llegaron 2 jarras estrelladas de las 4, los platos bien. ¿Me pueden regresar lo de las 2 jarras?",
    "De las 4 jarras 2 vinieron rotas, los platos llegaron bien. Regrésenme lo de las 2 jarras porfa.",
    "2 de las 4 jarras llegaron rotas. Los platos están bien. ¿Podrían regresarme lo que costaron las 2 jarras?",
]


@pytest.mark.parametrize("said", ASKED)
def test_what_the_units_cost_given_back_asks_them(said: str) -> None:
    allowed(2 * _JUG, _PAID, said)
    not_allowed(4 * _JUG, _PAID, said)  # the whole line: two said broken
    not_allowed(2 * _JUG + 4 * _PLATE, _PAID, said)  # the plates said fine


def test_the_goods_given_back_alone_are_no_money_of_units_asked() -> None:
    # the mugs themselves go back, a count of two of four, no word of money: units sent back
    said = "2 de las 4 jarras llegaron rotas, los platos bien. Les regreso las jarras mañana."
    not_allowed(4 * _JUG, _PAID, said)
