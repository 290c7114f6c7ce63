"""A whole counted in its own clause, then "of those" some (ja "5本買いましたが、そのうち2本は"),
the clause naming another line's kind as it says what went wrong (the ink, of a line of ink
cartridges): the units of the line of that many (BN's grounded units, in our own words). Beside
its twin that must stay asked: the whole line proposed for two. (ko "그중" after a verb's own
clause, and ja "2本から", are left: they stay asked.)"""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_PENS = order(("セーラー 万年筆 細字 ブルー", 5, 1100), ("セーラー カートリッジインク ブルー 10本入り", 1, 550),
              currency="jpy")

OF_THOSE = [
    ("ja", "5本購入しましたが、そのうち2本はキャップの中がインクで汚れていました。"
           "残りの3本は大丈夫です。2本分だけ返金をお願いします。"),
    ("ja", "5本買いましたが、その中で2本はインクが出ませんでした。2本分だけ返金してください。"),
]


@pytest.mark.parametrize(("lang", "said"), OF_THOSE)
def test_the_units_of_those_are_grounded(lang: str, said: str) -> None:
    allowed(2200, _PENS, said, subject="Damaged on arrival")


@pytest.mark.parametrize(("lang", "said"), OF_THOSE)
def test_the_whole_line_for_two_of_those_stays_asked(lang: str, said: str) -> None:
    not_allowed(5500, _PENS, said, subject="Damaged on arrival")
