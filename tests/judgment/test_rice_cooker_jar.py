"""A kind's name as Japanese shops title it (issue 39, stop 67): "炊飯ジャー", the rice cooker of a
maker's title ("圧力IH炊飯ジャー"), is a name of the rice cooker in ``tables/products``, so the
customer's "炊飯器" names that line. Written in our own words; the allowed case failed on main.
The twin keeps its verdict: "炊飯器" said of a payment whose lines are a kettle and a mug names
no line."""

from __future__ import annotations

from tests.judgment.forms import allowed, not_allowed, order

JAR = order(("タイガー 圧力IH炊飯ジャー JPV-A100", 1, 42000), ("ステンレスマグ 350ml", 2, 2900), currency="jpy")
OTHER = order(("タイガー 電気ケトル PCM-A080", 1, 42000), ("ステンレスマグ 350ml", 2, 2900), currency="jpy")
SAID = "炊飯器の内釜にキズがありました。炊飯器を返品しますので、返金をお願いします。"


def test_the_rice_cooker_named_by_its_shop_title():
    allowed(42000, JAR, SAID)


def test_a_rice_cooker_of_a_kettle_line_names_nothing():
    not_allowed(42000, OTHER, SAID)
