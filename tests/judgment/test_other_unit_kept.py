"""One unit of a line bought several times complained of, the other said fine and kept ("one
of the two stools wobbles; the other is fine, I keep it"): the payment's one line holds both
units, and its whole price refunds the unit the customer keeps. Asked of a person. Written in
our own words from the form. The contrast stays allowed: both units complained of."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# the title names the kind in English only: the customer names it by their own word for it
CHAIR = "Oslo Chair - Oak"


def _paid():
    return order((CHAIR, 2, 6000),)


ONE_KEPT = [
    "Hi, the one dining chair rocks, a leg is shorter. The other is fine and I keep that one. "
    "I am sending the rocking one back.",
    "Hej, den ene spisestol vipper, et ben er for kort. Den anden er fin og den beholder jeg. Jeg sender den retur.",
    "Hei, den ene spisestolen vipper, ett bein er for kort. Den andre er fin og den beholder jeg. "
    "Jeg sender den i retur.",
    "Hej, den ena matstolen vickar, ett ben är kortare. Den andra är bra och den behåller jag. Jag skickar "
    "tillbaka den.",
    "Hallo, der eine Esszimmerstuhl wackelt, ein Bein ist kürzer. Der andere ist gut und den behalte ich. "
    "Ich schicke den wackelnden zurück.",
    "Hoi, de ene eetkamerstoel wiebelt, een poot is korter. De andere is prima en die houd ik. Ik stuur hem terug.",
]


@pytest.mark.parametrize("text", ONE_KEPT, ids=[f"kept-{n}" for n in range(len(ONE_KEPT))])
def test_the_whole_line_refunds_a_unit_kept(text):
    asked(12000, _paid(), text)


BOTH = [
    "Both dining chairs wobble, the legs are uneven. Refund please.",
    "Begge spisestole vipper. Jeg vil have refusion.",
]


@pytest.mark.parametrize("text", BOTH, ids=[f"both-{n}" for n in range(len(BOTH))])
def test_both_units_complained_of_stay_allowed(text):
    allowed(12000, _paid(), text)
