"""A line's price or money awaited or asked, in Turkish ("kesme tahtasının bedelini bekliyorum",
"ücretini istiyorum"): the customer asks for that money back without a word of refunding; the
line they name, the other kept, is grounded. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, order

_BOARD = order(("Zeytin Ağacı Kesme Tahtası", 1, 5900), ("Bambu Kaşık Seti", 1, 3900))


@pytest.mark.parametrize("text", [
    "Kesme tahtasını geri yolladım, kaşık setini tutuyorum. Kesme tahtasının bedelini bekliyorum.",
    "Sadece kesme tahtası geri gitti. Kaşıkları tutuyorum. Kesme tahtasının ücretini istiyorum.",
])
def test_a_line_s_price_awaited_asks_its_money_back(text):
    allowed(5900, _BOARD, text)
