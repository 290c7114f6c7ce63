"""Small forms of the seventeenth round's leftovers, each beside the contrasts that must keep holding:

- a new one given up in the shortest words, the refund still asked: English "I no longer want a
  new one" (the "no longer" a negation of the wish, as "don't" already was), German "ich möchte
  keinen neuen mehr" (the "kein" before the new one); Spanish "ya no quiero otro" is in
  ``test_innocent_line_state``, the other covered languages read it already (kept here as checks);
  the refund itself given up, or a new one wished, still asks nothing.

Written in our own words, not from any corpus's ticket."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LAMPS = order(("Lumo Desk Lamp Brass", 1, 6400), ("Lumo Bulb E14 Warm", 1, 700), currency="eur")


@pytest.mark.parametrize("text", [
    "The desk lamp flickers and then goes dark. Please refund the desk lamp, I no longer want a new one.",
    "The desk lamp came with a bent neck. I no longer want a replacement, just refund the desk lamp.",
    "The desk lamp flickers. Refund the desk lamp please, I don't want another one anymore.",
    "Die Desk Lamp flackert. Bitte erstatten Sie mir die Desk Lamp, ich möchte keine neue mehr.",
    "Die Desk Lamp ist verbogen angekommen. Erstatten Sie bitte die Desk Lamp, ich will keinen neuen.",
    "La desk lamp parpadea. Remboursez-moi la desk lamp, je n'en veux plus une nouvelle.",
    "La desk lamp sfarfalla. Rimborsatemi la desk lamp per favore, non ne voglio più un'altra.",
    "A desk lamp chegou com o braço torto e não acende. Reembolsem a desk lamp por favor, já não quero outra.",
    "De desk lamp knippert. Graag de desk lamp terugbetalen, ik wil geen nieuwe meer.",
    "Desk lamp migocze. Proszę o zwrot pieniędzy za desk lamp, nie chcę już nowej.",
])
def test_a_new_one_given_up_keeps_the_refund_asked(text: str) -> None:
    allowed(6400, LAMPS, text)


@pytest.mark.parametrize("text", [
    "The desk lamp flickers. I no longer want a refund, please send a new one instead.",
    "The desk lamp flickers. I no longer want the refund, it works again after a reset.",
    "Die Desk Lamp flackert. Ich möchte keine Erstattung mehr, lieber eine neue.",
])
def test_the_refund_given_up_or_a_new_one_wished_still_asks_nothing(text: str) -> None:
    not_allowed(6400, LAMPS, text)
