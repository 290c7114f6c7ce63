"""A count with its counter word right before a postposed "only" ("3個だけ", "2枚分のみ"), the
refund asked after it: the "only" binds the count to the refund, no contrast cuts them apart.
Japanese writes "only" after what it limits (the other covered languages put it before, which
``figures`` already reads). Beside it, the contrast that must stay asked: the whole line."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_CUPS = order(("Porcelain Tea Cup, white", 6, 1800), ship=600, currency="jpy")

ONLY_COUNTED = [
    "湯呑みを6個注文しました。3個分だけ返金していただければ結構です。",
    "湯呑みを6個買いましたが、色が写真と違いました。3個だけ返金をお願いします。",
    "湯呑みを6個購入しました。3個分のみ返金してください。残りは使います。",
]


@pytest.mark.parametrize("said", ONLY_COUNTED)
def test_a_count_before_only_grounds_those_units(said: str) -> None:
    allowed(3 * 1800, _CUPS, said, subject="湯呑み")


@pytest.mark.parametrize("said", ONLY_COUNTED)
def test_a_count_before_only_never_grounds_the_whole_line(said: str) -> None:
    not_allowed(6 * 1800, _CUPS, said, subject="湯呑み")
    not_allowed(6 * 1800 + 600, _CUPS, said, subject="湯呑み")
