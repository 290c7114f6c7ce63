"""A Norwegian feminine definite of a noun of four letters names the line whose compound title
word ends in the noun (issue 39, the grounded side): "olja" (the oil) names a "Motorolje" line,
"puta" (the cushion) a "Sofapute" one, as "oljen" and "puten" already did. ``stem`` leaves a
word of four letters whole, so the bare form in -e is read in its place, only where the customer
writes Norwegian (the Bokmål feminine; never the Spanish "casa" naming a "Bookcase"). Written in
our own words, from the form, never from a ticket.

The contrasts stay with a person: the line said kept in that form refunded with the rest; and in
another language, a word of four letters in -a names no compound title ending in -e."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Nordlys Bordlampe Messing", 1, 59900), ("Lin Sofapute 50x50", 1, 24900),
             ("Castrol Motorolje 5W-30 4 L", 1, 39900))
LAMP, CUSHION, OIL = 59900, 24900, 39900

# (the words, what they ask: the rest around the kept one, or the two named)
GROUNDED = [
    ("Lampen kom med knust skjerm. Olja beholder jeg. Jeg vil ha pengene tilbake for resten.", LAMP + CUSHION),
    ("Lampen kom med knust skjerm og trekket på puta var revet. Jeg vil ha pengene tilbake for dem.",
     LAMP + CUSHION),
    ("Lampen har en sprekk i foten. Puta er fin og olja beholder jeg. Jeg vil ha pengene tilbake for resten.",
     LAMP),
]


@pytest.mark.parametrize(("said", "amount"), GROUNDED)
def test_the_feminine_definite_names_its_line(said: str, amount: int) -> None:
    allowed(amount, PAID, said)


# the kept one refunded too
KEPT = [
    ("Lampen kom med knust skjerm. Olja beholder jeg. Jeg vil ha pengene tilbake for resten.", LAMP + CUSHION + OIL),
    ("Lampen kom med knust skjerm. Puta beholder jeg, den er fin. Refunder resten.", LAMP + CUSHION),
    ("Lampen har en sprekk i foten. Puta er fin og olja beholder jeg. Jeg vil ha pengene tilbake for resten.",
     LAMP + OIL),
]


@pytest.mark.parametrize(("said", "amount"), KEPT)
def test_the_line_kept_in_that_form_is_never_refunded(said: str, amount: int) -> None:
    not_allowed(amount, PAID, said)


SHELF = order(("Lumen Table Lamp", 1, 5900), ("Oak Bookcase", 1, 18900))


def test_another_languages_word_in_a_names_no_compound_in_e() -> None:
    # ("casa", home, is no "Bookcase": the lamp alone is asked)
    not_allowed(5900 + 18900, SHELF, "La lámpara llegó rota a casa. Devuélvanme el dinero de la lámpara y de "
                                     "todo lo que está en casa.")
    allowed(5900, SHELF, "La lámpara llegó rota a casa. Devuélvanme el dinero de la lámpara.")
