"""The seventh round's forms (fresh corpora O and P, docs/RELIABILITY.md): each written here in
our own words, in two languages or more where the form applies, judged as the refund step
judges it. Each failed on the rules before its change."""

from __future__ import annotations

import pytest

from tests.judgment.test_grounding_forms import codes, judged, order


# ----- a line praised in a word of everyday speech is kept ---------------------------------------
@pytest.mark.parametrize("text", [
    "Der Deckel der Dose ist gerissen, ich will mein Geld zurück. Die Thermoskanne ist top.",
    "Locket på burken har spruckit, jag vill ha pengarna tillbaka. Termosen är toppen.",
    "Het deksel van de bus is gescheurd, ik wil mijn geld terug. De thermoskan is top.",
    "Låget på dåsen er revnet, jeg vil have pengene tilbage. Termokanden er super.",
])
def test_a_line_said_to_be_top_is_kept(text):
    paid = order(("Thermoskanne Termos Termokande Thermoskan", 1, 2500), ("Socks", 1, 900))
    kept = judged(2500, paid, text)
    assert kept.verdict == "ask", codes(kept)
