"""A share of one line said in the notation shops use for a price's tenths (issue 39): in
Chinese a discount is written as the tenths PAID ("打八折": pay eight tenths, "七五折": pay
seventy-five hundredths, "8.5折" in digits), so what comes back is the rest (two tenths, a
quarter, fifteen hundredths); in Japanese the tenths taken off ("2割引", "二割"). Offered by the
agent of one line and taken up by the customer, or said by the customer of that line, it grounds
that share of THAT line. Written in our own words from the form, not from any corpus's ticket;
each Chinese case failed on main (the notation was not read at all); the Japanese ones already
held and guard the tenths off against the tenths paid.

The contrasts stay not allowed: "八折" read as eight tenths back (the wrong direction); the share
taken of the whole order, or of the other line; the offer declined, or haggled on; a fold's
count ("三折伞", a tri-fold umbrella) read as a share."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

COOKER, CABLE = 49900, 3900
PAID = order(("美的 MB-FB40 电饭煲 白色", 1, COOKER), ("绿联 USB-C 数据线 1米", 1, CABLE), currency="cny")
COMPLAINT = "电饭煲外壳有一道小裂纹，不影响使用。"

# (the agent's offer, the customer's answer, the share back of the cooker, in twentieths)
ZH = {
    "bazhe": ("如果您愿意留下，电饭煲可以打八折，退您差价。", "好的，电饭煲就按八折吧，我留着用。", 4),
    "jiuzhe": ("电饭煲保留的话，我们可以给您按九折处理，差价退回。", "可以，九折就行，谢谢。", 2),
    "qiwuzhe": ("您保留电饭煲的话，可以按七五折算，退您差价。", "行，电饭煲七五折吧。", 5),
    "digits": ("电饭煲如果您留着，可以打8.5折，退差价给您。", "好的，就8.5折，电饭煲我留下。", 3),
}


def _part(twentieths: int, price: int = COOKER) -> int:
    return price * twentieths // 20


@pytest.mark.parametrize("key", sorted(ZH))
def test_offered_tenths_paid_taken_up_grounds_the_rest_of_that_line(key: str) -> None:
    offer, answer, back = ZH[key]
    allowed(_part(back), PAID, COMPLAINT, ("agent", offer), answer, reason="grounded_share")


def test_customer_says_tenths_paid_of_one_line_themselves() -> None:
    allowed(_part(5), PAID, "电饭煲外壳有裂纹，我留着用，电饭煲按七五折退我差价吧。", reason="grounded_share")


@pytest.mark.parametrize("key", sorted(ZH))
def test_tenths_paid_never_read_as_that_share_back(key: str) -> None:
    offer, answer, back = ZH[key]
    not_allowed(_part(20 - back), PAID, COMPLAINT, ("agent", offer), answer)


@pytest.mark.parametrize("key", sorted(ZH))
def test_share_of_one_line_not_taken_of_the_order(key: str) -> None:
    offer, answer, back = ZH[key]
    not_allowed(_part(back, COOKER + CABLE), PAID, COMPLAINT, ("agent", offer), answer)


@pytest.mark.parametrize("key", sorted(ZH))
def test_share_of_one_line_not_taken_of_the_other(key: str) -> None:
    offer, answer, back = ZH[key]
    not_allowed(_part(back, CABLE), PAID, COMPLAINT, ("agent", offer), answer)


@pytest.mark.parametrize("answer", ["不用了，我还是退货吧。", "八折太少了，能不能打五折？"])
def test_offer_declined_or_haggled_on_stays_not_allowed(answer: str) -> None:
    offer, _, back = ZH["bazhe"]
    not_allowed(_part(back), PAID, COMPLAINT, ("agent", offer), answer)


def test_share_only_the_agent_names_stays_not_allowed() -> None:
    offer, _, back = ZH["bazhe"]
    not_allowed(_part(back), PAID, COMPLAINT, ("agent", offer))


def test_a_fold_count_is_no_share() -> None:
    folding = order(("天堂 三折伞 黑色", 1, 8900), ("绿联 USB-C 数据线 1米", 1, CABLE), currency="cny")
    not_allowed(8900 * 7 // 10, folding, "三折伞的伞骨断了一根，伞我留着。")
    not_allowed(8900 * 3 // 10, folding, "三折伞的伞骨断了一根，伞我留着。")


JA = order(("象印 電気ケトル CK-DB10 ホワイト", 1, 8800), ("タオル 2枚組", 1, 1500), currency="jpy")


@pytest.mark.parametrize("answer", ["それでお願いします。ケトルの2割引で大丈夫です。", "はい、二割で結構です。"])
def test_japanese_tenths_taken_off_offered_and_taken_up(answer: str) -> None:
    offer = ("agent", "ケトルをお手元に残していただけるなら、ケトル代金の2割を返金いたします。")
    allowed(1760, JA, "ケトルの蓋に傷がありました。", offer, answer, reason="grounded_share")
    not_allowed(7040, JA, "ケトルの蓋に傷がありました。", offer, answer)
    not_allowed(300, JA, "ケトルの蓋に傷がありました。", offer, answer)
