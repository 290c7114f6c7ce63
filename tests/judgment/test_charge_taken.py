"""A price shown set against what the shop took, the taking said in the active past with the
shop its subject ("ni drog 549 kr", "dere trakk", "jullie rekenden", "pobraliście", "aldınız",
"vous m'avez pris", "mi avete preso", "mi-ați luat"), the correction asked: the
difference is asked back, as with "you charged" (``shown``). Twins: the price shown above what
was taken asks nothing back, and the line's whole price for the same words is not what was
asked. Written in our own words; the languages whose verb ``shown`` read already are in its
own tests."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# (currency, minor units a unit of it, the words with {hi} charged and {lo} shown)
CASES = {
    "nl": ("eur", 100, "Jullie rekenden {hi} €, maar de prijs op de site was {lo} € toen ik bestelde. "
                       "Kunnen jullie dat corrigeren?"),
    "sv": ("sek", 100, "Ni drog {hi} kr, men priset på sidan var {lo} kr när jag beställde. Kan ni justera det?"),
    "nb": ("nok", 100, "Dere trakk {hi} kr, men prisen på siden var {lo} kr da jeg bestilte. Kan dere rette det?"),
    "pl": ("pln", 100, "Pobraliście {hi} zł, ale cena na stronie była {lo} zł, kiedy zamawiałam. "
                       "Możecie to poprawić?"),
    "tr": ("try", 100, "{hi} TL aldınız ama sipariş verdiğimde sayfadaki fiyat {lo} TL idi. "
                       "Bunu düzeltebilir misiniz?"),
    "fr": ("eur", 100, "Vous m'avez pris {hi} €, mais le prix sur le site était {lo} € quand j'ai commandé. "
                       "Pouvez-vous corriger ?"),
    "it": ("eur", 100, "Mi avete preso {hi} €, ma il prezzo sul sito era {lo} € quando ho ordinato. "
                       "Potete correggere?"),
    "ro": ("ron", 100, "Mi-ați luat {hi} lei, dar prețul pe site era {lo} lei când am comandat. Puteți corecta?"),
}


def _paid(code: str):
    currency, unit, _ = CASES[code]
    return order(("Fiskars PowerGear X PX92", 1, 549 * unit), currency=currency), unit


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_difference_from_what_the_shop_took_is_asked_back(code):
    paid, unit = _paid(code)
    allowed(50 * unit, paid, CASES[code][2].format(hi=549, lo=499))


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_price_shown_above_what_was_taken_asks_nothing_back(code):
    paid, unit = _paid(code)
    not_allowed(50 * unit, paid, CASES[code][2].format(hi=549, lo=599))


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_whole_line_for_the_difference_is_not_what_was_asked(code):
    paid, unit = _paid(code)
    not_allowed(549 * unit, paid, CASES[code][2].format(hi=549, lo=499))
