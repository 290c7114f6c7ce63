"""What holds or carries another thing is a kind of its own (``tables.products``): a monitor's or
a laptop's stand is no screen ("Laptop Stand": the stand), so the customer who returns the
screen and keeps "the stand" keeps that line ("الحامل ممتاز وبخليه"); a toothbrush's travel case
("Reiseetui") is no brush head, so the price of brush heads the customer writes, which happens
to be the case's, names an item of another kind than the line of that price. Written in our own
words from the form, not from any corpus's ticket; each case was allowed before it was built,
and the contrasts (the case itself complained of, the screen and the stand both returned) stay
allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order


def _desk():
    return order(("Dell P2425H 24\" Monitor", 1, 21900), ("Rain Design mStand Laptop Stand Silver", 1, 5900))


@pytest.mark.parametrize("text", [
    "الشاشة وصلت مكسورة من الزاوية، برجعها. الحامل ممتاز وبخليه عندي.",
    "The monitor arrived with a cracked corner, I'm sending it back. The laptop stand is great, I'm keeping it.",
    "Der Monitor kam mit einem Sprung an, ich schicke ihn zurück. Der Laptopständer ist super, den behalte ich.",
])
def test_the_stand_kept_beside_the_screen_returned(text):
    asked(27800, _desk(), text, reason="kept_line")


def test_the_screen_and_the_stand_returned_stay_grounded():
    allowed(27800, _desk(), "The monitor arrived cracked and the laptop stand wobbles. I'm returning both, "
            "please refund everything.")


def _brush(toothbrush: str = "Elektrische Zahnbürste", case: str = "Reiseetui Weiß"):
    return order((f"Philips Sonicare DiamondClean 9000 {toothbrush}", 1, 15999),
                 (f"Philips Sonicare {case}", 1, 1999), currency="eur")


@pytest.mark.parametrize("paid, text", [
    (_brush(), "Die Ersatzbürsten (3er Pack, 19,99 €) sitzen nicht richtig auf dem Griff. Bitte 19,99 € "
     "zurück. Die Zahnbürste an sich ist gut."),
    (_brush("Cepillo de dientes eléctrico", "Estuche de viaje Blanco"),
     "Los cabezales de recambio (pack de 3, 19,99 €) no encajan en el mango. Devolvedme los 19,99 €. "
     "El cepillo en sí está muy bien."),
])
def test_a_price_written_of_a_part_no_line_is_not_the_case_s_line(paid, text):
    asked(1999, paid, text, reason="item_not_on_payment")


def test_the_travel_case_itself_complained_of_stays_grounded():
    allowed(1999, _brush(), "Das Reiseetui hat einen kaputten Reißverschluss. Bitte 19,99 € zurück.")
