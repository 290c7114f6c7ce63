"""The ninth round's forms (docs/RELIABILITY.md, "The generalisation corpus: a ninth round, S and
T"): the forms behind the misses of the next corpora S and T, written in our own words, not the
tickets'. Each case failed on the rules before its form was built; the contrasts stay as they
were."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

POT = ("Enamel Casserole 24 cm - Blue", 1, 8900)


# ----- money back declined, the money said first ----------------------------------------------
# In the verb-second languages the thing declined may come first and the "not" after the verb
# ("Geld zurück brauche ich nicht"); the money may be said by its plain noun ("pengarna
# tillbaka") or in the plural ("rimborsi"): the customer still declines it.
@pytest.mark.parametrize("lang, said", [
    ("de", "Der Deckel des Topfes hat einen Sprung. Geld zurück will ich nicht, ein neuer Deckel "
           "würde reichen."),
    ("de", "Der Topf ist verbeult angekommen. Eine Erstattung möchte ich nicht, ich wollte es nur "
           "melden."),
    ("nl", "De pan kwam gedeukt aan. Geld terug hoef ik niet, stuur maar een nieuwe."),
    ("sv", "Grytan kom med en buckla. Pengarna behöver jag inte, skicka hellre ett nytt lock."),
    ("sv", "Grytan kom med en buckla. Jag vill inte ha pengarna tillbaka, bara ett nytt lock."),
    ("da", "Gryden kom med en bule. Pengene behøver jeg ikke, send bare et nyt låg."),
    ("nb", "Kjelen kom med en bulk. Pengene trenger jeg ikke, send heller et nytt lokk."),
    ("it", "La pentola è arrivata ammaccata. Non voglio rimborsi, mi basta un coperchio nuovo."),
])
def test_money_back_declined_first_or_by_its_plain_noun_asks_nothing(lang, said):
    not_allowed(8900, order(POT), said, reason="refund_declined")


@pytest.mark.parametrize("lang, said", [
    ("de", "Der Topf ist verbeult angekommen. Geld zurück will ich, keinen Ersatz."),
    ("sv", "Grytan kom med en buckla. Pengarna tillbaka vill jag ha, inget nytt lock."),
    ("it", "La pentola è arrivata ammaccata. Voglio il rimborso, grazie."),
])
def test_money_back_asked_first_still_asks(lang, said):
    allowed(8900, order(POT), said)
