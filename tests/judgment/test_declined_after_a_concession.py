"""A refund declined after a concession ("it has a scratch, but still I don't want a refund"):
in Korean "그래도 환불은 원하지 않아요", "환불은 필요 없어요", "환불 안 해주셔도 돼요", in Japanese
"それでも返金は不要です", "返金は要りません", in Chinese "退款就不用了", "不需要退款": the decline
stands after an earlier ask, and the line's price is asked of a person. Its twin, the ask
repeated after the concession ("그래도 환불해 주세요"), stays allowed. (These held on main when
written; they pin the reading against a regression.)"""

from __future__ import annotations

import pytest

from tests.judgment.forms import expect, judged, order

PAID = order(("Desk lamp Arco", 1, 4000))
FIRST = {"ko": "램프가 깨져서 왔어요. 환불해 주세요.", "ja": "ランプが割れて届きました。返金してください。",
         "zh": "台灯到的时候坏了，请退款。"}
DECLINES = [
    ("ko", "제가 고쳐 봤어요. 흠집은 있지만 그래도 환불은 원하지 않아요."),
    ("ko", "조금 긁혔어요. 그래도 환불은 원하지 않아요."),
    ("ko", "조금 긁혔지만 환불은 필요 없어요."),
    ("ko", "잘 작동해요. 환불 안 해주셔도 돼요."),
    ("ja", "少し傷がありますが、それでも返金は不要です。"),
    ("ja", "傷はありますが返金は要りません。"),
    ("zh", "有点划痕，但退款就不用了。"),
    ("zh", "虽然有点划痕，不过不需要退款。"),
]
ASKS = [("ko", "조금 긁혔어요. 그래도 환불해 주세요."), ("ja", "少し傷がありますが、それでも返金してください。"),
        ("zh", "虽然只是划痕，但还是请退款。")]


@pytest.mark.parametrize("lang,later", DECLINES, ids=[f"{c}-{n}" for n, (c, _) in enumerate(DECLINES)])
def test_declined_after_a_concession(lang: str, later: str) -> None:
    said = (FIRST[lang], later)
    expect(judged(4000, PAID, *said), "ask", "refund_declined", said=said)


@pytest.mark.parametrize("lang,later", ASKS, ids=[c for c, _ in ASKS])
def test_asked_again_after_a_concession_stays_allowed(lang: str, later: str) -> None:
    said = (FIRST[lang], later)
    expect(judged(4000, PAID, *said), "allow", said=said)
