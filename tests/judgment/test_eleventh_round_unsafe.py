"""The eleventh round's unsafe forms (the next corpora W and X, item_not_on_payment): the shapes
behind the refunds of items not on this payment that the rules allowed, written in our own
words, not the tickets'. Each case failed on the rules before its form was built; each form
keeps its contrast (the same shape about a line of the payment, still allowed)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# ----- a figure of a line the words do not name, beside a kind no line is ----------------------
# The customer names a kind of product that no line is and writes a figure that happens to be
# the price of a line their words do not name; another line is named by some word ("my mug"),
# which used to stop the rule. A figure matches, the item does not.
MUG, BOARD = ("Stoneware Mug - Blue", 1, 1800), ("Bamboo Cutting Board", 1, 2400)


@pytest.mark.parametrize("lang, said", [
    ("en", "The kettle I ordered leaks all over the counter, so my mug stays empty. "
           "It cost 24.00. Refund it please."),
    ("de", "Der Wasserkocher, den ich bestellt habe, ist undicht, meine Tasse bleibt leer. "
           "Er hat 24,00 gekostet. Bitte erstatten."),
    ("fr", "La bouilloire que j'ai commandée fuit, mon mug reste vide. Elle coûtait 24,00. "
           "Remboursez-moi svp."),
])
def test_a_figure_of_an_unnamed_line_beside_another_kind_is_asked(lang, said):
    not_allowed(2400, order(MUG, BOARD, currency="eur"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said", [
    ("en", "The cutting board I ordered split down the middle, my mug is fine. "
           "It cost 24.00. Refund it please."),
    ("de", "Das Schneidebrett ist in der Mitte gerissen, die Tasse ist in Ordnung. "
           "Es hat 24,00 gekostet. Bitte erstatten."),
])
def test_the_figure_of_the_line_named_stays_allowed(lang, said):
    allowed(2400, order(MUG, BOARD, currency="eur"), said)
