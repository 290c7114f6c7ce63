"""A count of times or of a span of time ("washed once" written "洗了一次", "1回洗った", "washed
it 1 time", "after 2 weeks") counts no units of the line it is said of: the two T-shirts named
with the shorts, the vest said kept, ground the two lines whole; in our own words. Beside each:
one of the two said faulty, the other fine, a count of times after it, never grounds the whole
line."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

TEE, SHORTS, VEST = 1990, 2990, 4990

# (language, T-shirt's title, shorts' title, vest's title, both T-shirts and the shorts asked,
# one T-shirt of two asked, the other fine)
CASES = [
    ("zh", "纯棉圆领T恤 白色 L", "休闲短裤 卡其色 L", "轻型背心 黑色 L",
     "两件T恤洗了一次就变形了，短裤也偏小。三件都寄回了。背心挺好，留着。麻烦退款。",
     "两件T恤里一件洗了两次就变形了，另一件没问题。请退这一件的钱。"),
    ("ja", "Tシャツ 綿 白 L", "ショートパンツ カーキ L", "ダウンベスト 黒 L",
     "Tシャツ2枚は1回洗っただけで伸びました。ショートパンツも小さいです。ダウンベストは大丈夫です。返金をお願いします。",
     "Tシャツ2枚のうち1枚は2回洗っただけで伸びました。もう1枚は大丈夫です。その1枚の返金をお願いします。"),
    ("ko", "면 티셔츠 화이트 L", "반바지 카키 L", "패딩 조끼 블랙 L",
     "티셔츠 두 장은 한 번 빨았더니 늘어났고 반바지도 작아요. 세 개 다 반송했어요. 조끼는 가질게요. 환불해 주세요.",
     "티셔츠 두 장 중 한 장은 두 번 빨았더니 늘어났어요. 다른 한 장은 괜찮아요. 그 한 장만 환불해 주세요."),
    ("en", "Cotton T-shirt white L", "Canvas shorts khaki L", "Padded vest black L",
     "The two T-shirts lost their shape after I washed them 1 time, and the shorts are too small. "
     "I sent all three back. The vest I keep. Please refund.",
     "One of the 2 T-shirts lost its shape after I washed it 2 times, the other one is fine. "
     "Please refund that one."),
    ("de", "Baumwoll-T-Shirt weiß L", "Shorts khaki L", "Steppweste schwarz L",
     "Die zwei T-Shirts sind nach 1 mal Waschen ausgeleiert, die Shorts sind zu klein. Alle drei "
     "sind zurück. Die Steppweste behalte ich. Bitte erstatten.",
     "Eins der 2 T-Shirts ist nach 2 mal Waschen ausgeleiert, das andere ist in Ordnung. Bitte "
     "erstatten Sie das eine."),
    ("nb", "Bomulls-T-skjorte hvit L", "Shorts kaki L", "Vattert vest svart L",
     "De to T-skjortene ble utvidet etter 1 gangs vask, og shortsen er for liten. Har sendt alle tre "
     "tilbake. Vesten beholder jeg. Refunder gjerne.",
     "Den ene av de 2 T-skjortene ble utvidet etter 2 ganger vask, den andre er fin. Refunder gjerne "
     "den ene."),
]


def _paid(tee: str, shorts: str, vest: str):
    return order((tee, 2, TEE), (shorts, 1, SHORTS), (vest, 1, VEST), currency="eur")


@pytest.mark.parametrize(("lang", "tee", "shorts", "vest", "said", "_twin"), CASES, ids=[c[0] for c in CASES])
def test_a_count_of_times_leaves_the_lines_whole(lang: str, tee: str, shorts: str, vest: str,
                                                 said: str, _twin: str) -> None:
    allowed(2 * TEE + SHORTS, _paid(tee, shorts, vest), said)


@pytest.mark.parametrize(("lang", "tee", "shorts", "vest", "_said", "twin"), CASES, ids=[c[0] for c in CASES])
def test_one_of_two_with_a_count_of_times_is_never_the_whole_line(lang: str, tee: str, shorts: str,
                                                                   vest: str, _said: str, twin: str) -> None:
    not_allowed(2 * TEE, _paid(tee, shorts, vest), twin)
