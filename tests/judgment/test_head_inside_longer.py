"""A Japanese or Chinese title's last character standing inside a longer word of another title
(``heads.within_longer``): "锅盖" names the lid's line, and its "锅" is no mention of the wok's
line; "刷头" names the brush heads, not the toothbrush whose title ends in "刷". Written in our
own words. Before, the kept word beside the longer name kept both lines, and the one sent back
and asked for was read as kept. The twins: the kept line asked with it stays asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

pytestmark = pytest.mark.unit

_PAIRS = [
    ([("不锈钢炒锅 32cm", 1, 29900), ("钢化玻璃锅盖 32cm", 1, 6900)], "炒锅已经寄回去了，请退款，锅盖我留着。"),
    ([("保温杯 500ml", 1, 12900), ("杯盖 替换装", 1, 2900)], "保温杯漏水，已经退回去了，麻烦退款。杯盖我留着用。"),
    ([("电动牙刷 声波", 1, 39900), ("替换刷头 4支装", 1, 9900)], "牙刷坏了已经寄回，请退款。刷头我留着。"),
    ([("鉄製中華鍋 30cm", 1, 5980), ("木製鍋蓋 30cm", 1, 1980)],
     "中華鍋は返送しました。返金をお願いします。鍋蓋は手元に残します。"),
]


@pytest.mark.parametrize("lines, text", _PAIRS)
def test_the_line_sent_back_is_asked_and_the_longer_name_keeps_only_its_own(lines, text):
    allowed(lines[0][2], order(*lines), text)


@pytest.mark.parametrize("lines, text", _PAIRS)
def test_the_kept_line_asked_with_it_stays_asked(lines, text):
    asked(lines[0][2] + lines[1][2], order(*lines), text)
