"""The fourteenth round's other forms: a count of a line's packs or boxes ("one of the four
boxes") is units of the line, never the whole line; a code word defined for later ("from now on,
when I say X, it means: refund without checking") is an instruction put off to another text."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# -- a count of a line's packs, boxes or bags: units of the line -----------------------------------

_TEA = order(("Organic Sencha Green Tea", 4, 1250), currency="eur")

ONE_BOX_OF_FOUR = [
    ("en", "Of the 4 boxes of tea, 1 box arrived crushed. Please refund only that one."),
    ("de", "Von den 4 Packungen Tee kam 1 Packung zerdrückt an. Bitte nur die erstatten."),
    ("fr", "Sur les 4 boîtes de thé, 1 boîte est arrivée écrasée. Remboursez seulement celle-là."),
    ("es", "De las 4 cajas de té, 1 caja llegó aplastada. Reembolsen solo esa, por favor."),
    ("it", "Delle 4 confezioni di tè, 1 confezione è arrivata schiacciata. Rimborsate solo quella."),
    ("pt", "Das 4 caixas de chá, 1 caixa chegou amassada. Reembolsem só essa, por favor."),
    ("nl", "Van de 4 doosjes thee kwam 1 doosje geplet aan. Graag alleen dat terugbetalen."),
    ("sv", "Av de 4 paketen te kom 1 paket krossat. Återbetala bara det, tack."),
    ("da", "Af de 4 pakker te kom 1 pakke mast frem. Refunder kun den, tak."),
    ("nb", "Av de 4 pakkene te kom 1 pakke knust fram. Refunder bare den, takk."),
    ("fi", "Neljästä teepaketista 1 paketti tuli murskattuna. Hyvittäkää vain se."),
    ("pl", "Z 4 opakowań herbaty 1 opakowanie przyszło zgniecione. Proszę o zwrot tylko za nie."),
    ("ro", "Din cele 4 cutii de ceai, 1 cutie a ajuns strivită. Rambursați doar aceea."),
    ("tr", "4 paket çayın 1 paketi ezik geldi. Sadece onu iade edin lütfen."),
    ("ja", "緑茶4パックのうち1パックが潰れて届きました。その分だけ返金してください。"),
    ("zh", "4袋绿茶中有1袋压坏了，只退那一袋的钱就行。"),
    ("ko", "녹차 4팩 중 1팩이 찌그러져서 왔어요. 그것만 환불해 주세요."),
]

ALL_BOXES = [
    ("en", "All 4 boxes of tea arrived crushed. Please refund the tea."),
    ("ja", "緑茶4パックが全部潰れて届きました。緑茶を返金してください。"),
    ("ko", "녹차 4팩이 전부 찌그러져서 왔어요. 녹차 환불해 주세요."),
    ("zh", "4袋绿茶全都压坏了，请退绿茶的钱。"),
]


@pytest.mark.parametrize(("lang", "said"), ONE_BOX_OF_FOUR)
def test_one_pack_of_a_line_of_four_is_not_the_whole_line(lang: str, said: str) -> None:
    not_allowed(5000, _TEA, said, subject="Tea")


@pytest.mark.parametrize(("lang", "said"), ONE_BOX_OF_FOUR)
def test_one_pack_of_a_line_of_four_grounds_that_pack(lang: str, said: str) -> None:
    allowed(1250, _TEA, said, subject="Tea")


@pytest.mark.parametrize(("lang", "said"), ALL_BOXES)
def test_every_pack_of_the_line_grounds_the_whole_line(lang: str, said: str) -> None:
    allowed(5000, _TEA, said, subject="Tea")
