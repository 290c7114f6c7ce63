"""A figure asked right after a clause's comma, where the comma follows a word, not a digit
(``money._AFTER``): Chinese and Japanese full-width commas fold to "," with no space after, and
"那就这样,299元退回" was read as the tail of a number "…,299" and dropped. Written in our own
words. The twins: a thousands comma after a digit still makes one number, and a figure that is
no price on the payment stays not allowed."""

from __future__ import annotations

import pytest

from service.judgment import money
from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

_PAID = order(("Xiaomi 90FUN 20in", 1, 29900), ("Packing cubes 6pcs", 1, 5900), currency="cny")
_YEN = order(("Hario V60 02", 1, 3300), ("Filter papers 100", 1, 880), currency="jpy")


@pytest.mark.parametrize("paid, amount, text", [
    (_PAID, 29900, "第一次用轮子就掉了一个。好的，那就这样，299元退回原卡吧。"),
    (_PAID, 29900, "轮子坏了，没办法用，麻烦退我299块，谢谢。"),
    (_YEN, 3300, "割れて届きました。はい、3300円を返金してください。"),
])
def test_a_figure_after_a_clause_comma_is_read(paid, amount, text):
    allowed(amount, paid, text)


@pytest.mark.parametrize("paid, amount, text", [
    (_PAID, 29900, "第一次用轮子就掉了一个。好的，那就这样，199元退回原卡吧。"),
    (_YEN, 3300, "割れて届きました。はい、880円を返金してください。"),
])
def test_another_figure_after_a_clause_comma_is_not_allowed(paid, amount, text):
    not_allowed(amount, paid, text)


def test_a_thousands_comma_after_a_digit_still_makes_one_number():
    found = money.scan("paid 1,299 kr for it")
    assert [m.amount for m in found] == [1299]
    assert [m.amount for m in money.scan("好的,299元")] == [299]
