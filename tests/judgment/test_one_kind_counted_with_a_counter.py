"""A kind several lines are, counted with a counter word in the languages that write no plural
on the noun (issue 39, the grounded side): "パッケージ版2本を返品しました", "패키지판 2개 반품했어요",
"两款实体版都退货了". The count says several: the lines of that kind together, not one of them
(``onekind``: a count of two or more glued to its counter, ``tables.onekind``). Written in our
own words from the class's definition (grounded_lines), never from a ticket; each failed before
the rule (asked: one thing of the kind, never the sum).

The contrasts stay with a person: one counted ("1本", "1개", "一款"), never the sum."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TITLES = {
    "ja": ("スターフォール クエスト パッケージ版", "ムーンラン レーサー パッケージ版", "Proコントローラー"),
    "ko": ("스타폴 퀘스트 패키지판", "문런 레이서 패키지판", "프로 컨트롤러"),
    "zh": ("星落任务 实体版", "月跑赛车 实体版", "Pro手柄"),
}
TWO = {
    "ja": ["パッケージ版2本を未開封で返品しました。返金をお願いします。",
           "パッケージ版を二本返品しました。返金してください。"],
    "ko": ["패키지판 2개를 미개봉으로 반품했어요. 환불해 주세요.",
           "패키지판 두 개 반품했습니다. 환불 부탁드려요."],
    "zh": ["两款实体版都没拆封，已经退回了。请退款。",
           "我退回了2款实体版，请给我退款。"],
}
ONE = {
    "ja": "パッケージ版1本を未開封で返品しました。返金をお願いします。",
    "ko": "패키지판 1개를 미개봉으로 반품했어요. 환불해 주세요.",
    "zh": "我退回了一款实体版，请给我退款。",
}


def _paid(lang: str):
    a, b, c = TITLES[lang]
    return order((a, 1, 7900), (b, 1, 6500), (c, 1, 7600), currency="jpy")


@pytest.mark.parametrize("lang,text", [(lang, t) for lang, ts in TWO.items() for t in ts])
def test_two_counted_are_the_lines_of_the_kind_together(lang, text):
    allowed(14400, _paid(lang), text)


@pytest.mark.parametrize("lang", sorted(ONE))
def test_one_counted_is_never_the_sum(lang):
    not_allowed(14400, _paid(lang), ONE[lang])
