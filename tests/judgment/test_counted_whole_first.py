"""A count of a whole said first, with what came of it ("of the 20 mirrors that came, 5 were
cracked"), then another line said fine, then the count asked back ("refund just the 5"): the
units of the line counted, though the sentence before the ask named the other line (BN's
grounded units, in our own words). Beside its twin that must stay asked: the whole line of
twenty proposed for the five."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_MIRRORS = order(("Wall Mirror Oak 40x60", 20, 300), ("Coat Hook Brass", 1, 900), currency="eur")

WHOLE_FIRST = [
    ("en", "Of the 20 mirrors that were delivered, 5 had cracks. The hook is fine. Can you refund "
           "just the 5?"),
    ("de", "Von den 20 Spiegeln, die geliefert wurden, waren 5 gesprungen. Der Haken ist in Ordnung. "
           "Können Sie nur die 5 erstatten?"),
    ("fr", "Sur les 20 miroirs qui ont été livrés, 5 étaient fendus. Le crochet va bien. Pouvez-vous "
           "rembourser seulement les 5 ?"),
    ("es", "De los 20 espejos que me llegaron, 5 estaban rajados. El gancho está bien. ¿Podéis "
           "reembolsar solo los 5?"),
    ("it", "Dei 20 specchi che sono arrivati, 5 erano crepati. Il gancio va bene. Potete rimborsare "
           "solo i 5?"),
    ("nl", "Van de 20 spiegels die geleverd zijn, 5 waren gebarsten. De haak is goed. Kunnen jullie "
           "alleen de 5 terugbetalen?"),
    ("pl", "Z 20 luster, które przyszły do mnie, 5 było pękniętych. Wieszak jest w porządku. Czy "
           "możecie zwrócić pieniądze tylko za te 5?"),
    ("pt", "Dos 20 espelhos que chegaram aqui, 5 estavam rachados. O gancho veio ok. Podem "
           "reembolsar só os 5?"),
    ("sv", "Av de 20 speglarna som levererades till mig, 5 var spruckna. Kroken är hel. Kan ni "
           "återbetala bara de 5?"),
    ("da", "Af de 20 spejle som blev leveret til mig, 5 var revnede. Krogen er fin. Kan I refundere "
           "kun de 5?"),
    ("nb", "Av de 20 speilene som ble levert til meg, 5 var sprukne. Kroken er fin. Kan dere "
           "refundere bare de 5?"),
    ("ro", "Din cele 20 de oglinzi care au fost livrate, 5 erau crăpate. Cârligul e bun. Puteți "
           "rambursa doar cele 5?"),
]


@pytest.mark.parametrize(("lang", "said"), WHOLE_FIRST)
def test_the_units_counted_of_the_whole_are_grounded(lang: str, said: str) -> None:
    allowed(1500, _MIRRORS, said, subject="Delivery damage")


@pytest.mark.parametrize(("lang", "said"), WHOLE_FIRST)
def test_the_whole_line_for_the_units_counted_stays_asked(lang: str, said: str) -> None:
    not_allowed(6000, _MIRRORS, said, subject="Delivery damage")
