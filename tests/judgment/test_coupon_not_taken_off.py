"""A coupon, a voucher or a discount code the payment did not take off (issue 39, the grounded
side): "I used a 15 € voucher but it was not deducted", "der Rabattcode wurde nicht abgezogen",
"쿠폰이 적용 안 됐어요". The coupon's value they write is money the shop took too much of: a
difference, grounded without a word for a refund. Written in our own words, in the 18 covered
languages, from the class's definition (grounded_difference), never from a ticket.

The contrasts stay with a person: a coupon spoken of and said to work, a voucher promised and
never received (no money this payment took), and the whole line proposed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

KETTLE = ("Electric Kettle Wasserkocher bouilloire hervidor bollitore chaleira waterkoker vattenkokare "
          "elkedel vannkoker vedenkeitin czajnik fierbător su ısıtıcı 電気ケトル 전기포트 电水壶 غلاية")


def _paid():
    return order((KETTLE, 1, 7900), ship=490, currency="eur")


# a 15 € code entered at checkout, the full price charged
NOT_TAKEN_OFF = [
    "I entered a 15 € voucher code at checkout, but the 15 € was never deducted from the total.",
    "Ich habe an der Kasse einen Rabattcode über 15 € eingegeben, er wurde aber nicht abgezogen.",
    "J'ai saisi un code promo de 15 € à la commande, mais il n'a pas été appliqué sur le total.",
    "Metí un código de descuento de 15 € al hacer el pedido, pero no se aplicó en el total que pagué por el hervidor.",
    "Ho inserito un codice sconto da 15 € al checkout, ma non è stato applicato al totale.",
    "Introduzi um código de desconto de 15 € no checkout, mas não foi aplicado ao total.",
    "Ik vulde bij het afrekenen een kortingscode van 15 € in, maar die werd niet toegepast.",
    "Jag angav en rabattkod på 15 € i kassan, men den tillämpades inte på summan.",
    "Jeg indtastede en rabatkode på 15 € ved kassen, men den blev ikke trukket fra.",
    "Jeg skrev inn en rabattkode på 15 € i kassen, men den ble ikke trukket fra.",
    "Syötin kassalla 15 € alennuskoodin, mutta sitä ei vähennetty summasta.",
    "Wpisałam przy zamówieniu kod rabatowy na 15 €, ale nie został uwzględniony.",
    "Am introdus un cod de reducere de 15 € la plată, dar nu a fost aplicat.",
    "Ödemede 15 €'luk indirim kodu girdim ama tutardan düşülmedi.",
    "注文時に15ユーロのクーポンを入力しましたが、合計に適用されていませんでした。",
    "결제할 때 15유로 쿠폰을 넣었는데 금액에서 차감이 안 됐어요.",
    "我下单时用了15欧元的优惠券，但总价里没有扣掉。",
    "أدخلت كود خصم بقيمة 15 يورو عند الدفع، لكن لم يتم خصمه من المبلغ.",
]


@pytest.mark.parametrize("text", NOT_TAKEN_OFF)
def test_a_coupon_not_taken_off_grounds_its_value(text):
    allowed(1500, _paid(), text, reason="grounded_difference")


@pytest.mark.parametrize("text", NOT_TAKEN_OFF[:3])
def test_the_whole_line_is_not_the_coupon(text):
    not_allowed(7900, _paid(), text)


@pytest.mark.parametrize("text", [
    # a coupon that worked, and another matter
    "I used a 15 € voucher code and it went through fine. Where is my parcel?",
    "Der Gutschein über 15 € hat funktioniert. Wann kommt das Paket?",
    # a voucher promised for an earlier order and never received: nothing this payment took
    "Last time you promised me a 15 € voucher for the late delivery, but I never received it. "
    "Please give it to me from this order.",
    "Beim letzten Mal wurde mir ein Gutschein über 15 € versprochen, den habe ich nie bekommen.",
    "Data trecută mi s-a promis un voucher de 15 €, dar nu l-am primit niciodată.",
])
def test_a_coupon_that_worked_or_was_never_received_stays_with_a_person(text):
    not_allowed(1500, _paid(), text)
