"""A share an agent offers of one line named by a short title word in its definite form, taken
up by the customer (issue 39): a Danish or Norwegian noun of three letters ending in -e takes
its definite article as a glued "-n" ("aben", "apen": the monkey, of a line titled "Abe",
"Ape"), too short for the crude stem's endings; read as that title's word, the offer's share
and the customer's "25 % of the monkey is fine" are of THAT line. Written in our own words from
the form, not from any corpus's ticket; each grounded case failed on main (the share was taken
of the order).

The contrasts stay not allowed: the share taken of the whole order, or of the other line; the
offer declined; and a common word of four letters is never a three-letter title word's
definite ("then" names no line titled "The ...")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

MONKEY, OTHER = 64000, 24000

CASES = {
    "da": (("Træfigur Abe Lille Eg", "Kaffekrus Stentøj Grå"), "Aben har en revne i øret, men vi beholder den.",
           "Vi kan give dig 25 % af prisen på aben tilbage, hvis du beholder den.", "Tak, 25 % af aben er fint.",
           "Nej tak, jeg sender den hellere retur."),
    "nb": (("Trefigur Ape Liten Eik", "Kaffekopp Steintøy Grå"), "Apen har en sprekk i øret, men vi beholder den.",
           "Vi kan gi deg 25 % av prisen på apen tilbake om du beholder den.", "Takk, 25 % av apen er greit.",
           "Nei takk, jeg sender den heller tilbake."),
}


def _case(code: str):
    titles, complaint, offer, answer, refusal = CASES[code]
    return order((titles[0], 1, MONKEY), (titles[1], 1, OTHER), currency="dkk" if code == "da" else "nok"), \
        complaint, ("agent", offer), answer, refusal


@pytest.mark.parametrize("code", sorted(CASES))
def test_share_offered_of_a_short_title_word_in_its_definite_form(code: str) -> None:
    paid, complaint, offer, answer, _ = _case(code)
    allowed(MONKEY // 4, paid, complaint, offer, answer, reason="grounded_share")


@pytest.mark.parametrize("code", sorted(CASES))
def test_share_not_taken_of_the_order_nor_the_other_line(code: str) -> None:
    paid, complaint, offer, answer, _ = _case(code)
    not_allowed((MONKEY + OTHER) // 4, paid, complaint, offer, answer)
    not_allowed(OTHER // 4, paid, complaint, offer, answer)


@pytest.mark.parametrize("code", sorted(CASES))
def test_share_offered_and_declined(code: str) -> None:
    paid, complaint, offer, _, refusal = _case(code)
    not_allowed(MONKEY // 4, paid, complaint, offer, refusal)


def test_a_common_word_is_no_short_title_word_definite() -> None:
    paid = order(("The Ordinary Serum 30 ml", 1, 8000), ("Cotton Pads", 1, 2000))
    not_allowed(2000, paid, "The pads arrived torn, and then the serum leaked. Refund 25 % of then please.")
