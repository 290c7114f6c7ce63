"""Grounded refunds of one amount the customer asks (issue 39, the grounded figures, units,
shares and differences of the fresh and next corpora): a line's price written names the line
whatever the subject calls it, where its title says no kind. Written in our own words from the
forms, not from any corpus's ticket; the unsafe twins stay asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order

# the subject calls the item by a kind its brand's title does not say; the customer writes
# the line's price: the figure names the line
_KINDLESS = [
    ("sv", "Trasiga kängor", (("Lundhags Gyllene Höst - Mörkbrun 42", 1, 189900),
                              ("Läderfett för skor och väskor", 1, 14900)),
     "Hej! Sulan lossnade efter två veckor. Jag har skickat tillbaka dem och vill ha {} kr tillbaka.",
     "1899", "1500"),
    ("de", "Kaputte Stiefel", (("Hanwag Bergsommer Dunkelbraun 41", 1, 12900),
                               ("Schuhcreme farblos für Glattleder", 1, 590)),
     "Hallo, die Sohle hat sich nach einer Woche gelöst. Ich habe sie zurückgeschickt und hätte "
     "gern die {} € zurück.", "129,00", "150,00"),
    ("es", "bolso roto", (("Lupita Clásico Negro Medianoche", 1, 5990),
                          ("Llavero de cuero marrón", 1, 990)),
     "Hola, el asa se rompió al segundo día. Lo devolví ayer, ¿me devolvéis los {} €?",
     "59,90", "65,00"),
    ("fi", "Rikkinäiset saappaat", (("Kivijalka Syysmetsä Tummanruskea 40", 1, 14900),
                                    ("Kenkävoide väritön", 1, 690)),
     "Hei! Pohja irtosi viikossa. Lähetin ne takaisin ja odotan {} euroa tililleni.",
     "149", "160"),
]


@pytest.mark.parametrize("code,subject,lines,text,price,other", _KINDLESS)
def test_a_price_written_names_a_kindless_line(code, subject, lines, text, price, other):
    paid = order(*lines, currency="sek" if code == "sv" else "eur")
    found = judged(lines[0][2], paid, text.format(price), subject=subject)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("code,subject,lines,text,price,other", _KINDLESS)
def test_a_figure_of_nothing_on_the_payment_grounds_nothing(code, subject, lines, text, price,
                                                           other):
    paid = order(*lines, currency="sek" if code == "sv" else "eur")
    found = judged(lines[0][2], paid, text.format(other), subject=subject)
    assert found.verdict != "allow", codes(found)


# the title names another kind than the subject: the price matches, the item does not
@pytest.mark.parametrize("subject,lines,text", [
    ("Kaputter Wasserkocher", (("Toaster Edelstahl Zweischlitz", 1, 4990), ("Eierkocher", 1, 2490)),
     "Er ist nach einer Woche kaputt. Ich möchte die 49,90 € zurück."),
    ("Trasig vattenkokare", (("Brödrost i rostfritt stål", 1, 49900), ("Äggkokare", 1, 24900)),
     "Den gick sönder efter en vecka. Jag vill ha 499 kr tillbaka."),
])
def test_a_price_of_a_line_of_another_kind_grounds_nothing(subject, lines, text):
    paid = order(*lines, currency="sek" if "kr" in text else "eur")
    found = judged(lines[0][2], paid, text, subject=subject)
    assert found.verdict != "allow", codes(found)
