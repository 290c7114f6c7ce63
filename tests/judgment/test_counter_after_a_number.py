"""A Chinese or Japanese counter said after a number is no title's head (issue 39, stop 67): a
title run names its line by its last character too ("模块" by "块", "作業台" by "台"), but that
character is also a counter ("这2块", "2台"), and a count of the boards the customer complains
of named the module line: its price was allowed for "refund these 2". A head of one character
that is a counter, said after a number, "this", "that" or "each", now names nothing. Written in
our own words from the form; each not-allowed case was allowed on main.

The twins keep their verdict: the head said alone, or the whole run, still names its line."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

ZH = order(("Arduino Uno 开发板", 5, 5900), ("继电器模块 5V", 2, 1200), ("杜邦线 40P", 3, 490), currency="cny")
HANT = order(("Arduino Uno 開發板", 5, 5900), ("繼電器模塊 5V", 2, 1200), ("杜邦線 40P", 3, 490), currency="twd")
JA = order(("スチールラック 3段", 2, 8900), ("折りたたみ作業台", 1, 4400), ("収納ボックス", 3, 990), currency="jpy")

COUNTED = {
    "zh": (ZH, "开发板有2块烧录不了。请退这2块的钱。", 2400),
    "zh-hant": (HANT, "開發板有2塊燒錄不了，請退這2塊的錢。", 2400),
    "ja": (JA, "スチールラックの棚板が曲がっていました。2台とも返品しますので返金をお願いします。", 4400),
}

NAMED = {
    "zh": (ZH, "模块坏了，请退模块的钱。", 2400),
    "zh-run": (ZH, "继电器模块坏了，请退钱。", 2400),
    "ja": (JA, "作業台の脚が折れていました。作業台の返金をお願いします。", 4400),
}


@pytest.mark.parametrize("case", sorted(COUNTED))
def test_a_counter_after_a_number_names_no_line(case):
    paid, said, amount = COUNTED[case]
    not_allowed(amount, paid, said)


@pytest.mark.parametrize("case", sorted(NAMED))
def test_the_head_said_as_a_name_still_names_its_line(case):
    paid, said, amount = NAMED[case]
    allowed(amount, paid, said)
