"""A word that is only a stem of a name of two kinds names neither (issue 39, the grounded side):
Norwegian "takk" (thanks) is the Finnish "takki" (a jacket; folded, "täkki", a duvet) less its
ending, but no ending came off it: "Pengene tilbake, takk" of a jacket and socks asks the
whole payment, not the jacket (``concepts.shared``: a stem only where an ending of its names'
languages came off). Written in our own words from the class's definition (grounded_full),
never from a ticket; each failed before the rule (asked: the jacket read as named).

The contrasts keep their verdicts: the jacket named by its own word is the jacket only, and the
Finnish jacket in a case ending ("takin") is still the jacket."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order


def _paid():
    return order(("Fjellstad Softshell Jakke Herre", 1, 219900), ("Ullsokker 2-pack", 1, 29900), currency="nok")


@pytest.mark.parametrize("said", [
    # ("takk" mid-sentence: at a sentence's end it was read as a "please" already)
    ("Pakken har ikke kommet på tre uker.", ("agent", "Posten har mistet den. Ny sending eller pengene tilbake?"),
     "Pengene tilbake takk, jeg har kjøpt noe annet."),
    ("Pakken min kom aldri frem. Takk for hjelpen. Pengene tilbake.",),
    ("Pakken min kom aldri frem. Jeg vil ha pengene tilbake takk, og så handler jeg et annet sted.",),
])
def test_thanks_asks_the_whole_payment(said):
    allowed(None, _paid(), *said)


def test_the_jacket_named_by_its_own_word_is_not_the_whole():
    not_allowed(None, _paid(), "Jakken kom aldri frem. Pengene tilbake for jakken, takk.")


def test_a_finnish_jacket_in_its_case_is_still_the_jacket():
    paid = order(("Kuoritakki Vaellus", 1, 18900), ("Villasukat", 1, 2900), currency="eur")
    allowed(18900, paid, "Takin vetoketju meni rikki. Haluan rahat takaisin takista.")
