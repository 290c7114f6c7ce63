"""An item from another purchase (docs/RELIABILITY.md, "A general form: an item from another
purchase"): the customer complains of an item of another, an earlier order, and the refund
proposed is of a line of this payment of the same kind. Written in our own words from the
form, not from any corpus's ticket; each case of the form failed (allowed) before it was built,
and the contrasts (this order's item set against another order) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, codes, judged, order

MUG = "Mug Becher Tasse Taza Tazza Caneca Mok Kubek Cană Mugg Krus Kuppi Kupa マグカップ 杯子 머그컵 كوب"


def _paid():
    return order((MUG, 1, 1500), ("Linen napkins", 1, 2400))


@pytest.mark.parametrize("text", [
    "The mug from my previous order has a crack in it. Please refund it.",
    "Der Becher aus einer früheren Bestellung hat einen Sprung. Ich möchte mein Geld zurück.",
    "La taza de mi pedido anterior llegó rota. Quiero un reembolso.",
    "La tasse d'une autre commande est fêlée, je veux être remboursé.",
    "Kuppi edellisestä tilauksesta on haljennut. Haluan rahani takaisin.",
    "Önceki siparişimden gelen kupa çatlak. Para iadesi istiyorum.",
    "前回の注文のマグカップにひびが入っていました。返金をお願いします。",
    "上一个订单的杯子裂了，请退款。",
    "كوب من طلب سابق وصل مكسورا. أريد استرداد المال.",
    "Kubek z poprzedniego zamówienia jest pęknięty. Proszę o zwrot pieniędzy.",
    "이전 주문의 머그컵이 깨져 있었어요. 환불해 주세요.",
])
def test_an_item_of_another_purchase_is_not_this_payment_s(text):
    asked(1500, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    # the orders compared: this order's mug is the broken one
    "My previous order was fine, but the mug in this one arrived broken. Please refund it.",
    "Unlike my earlier order, the mug in this order is cracked. I want my money back.",
    "Meine frühere Bestellung war in Ordnung, aber diesmal kam der Becher zerbrochen an. Ich möchte mein "
    "Geld zurück.",
    "Mi pedido anterior llegó bien, pero esta vez la taza llegó rota. Quiero un reembolso.",
    "前回の注文は問題なかったのですが、今回のマグカップは割れていました。返金をお願いします。",
    "上一个订单没问题，但这次的杯子裂了，请退款。",
    # having ordered before, a second order, a time of this order's
    "I've ordered from you before and the mug arrived broken this time. Refund please.",
    "This is my second order and the mug arrived broken. Please refund it.",
    "The mug I ordered last week arrived broken. Please refund it.",
    # another order's item beside this order's, in a clause of its own
    "The mug is cracked, and so are the linen napkins from my previous order. Refund the mug please.",
    "Önceki siparişim sorunsuzdu ama bu siparişteki kupa kırık geldi. Para iadesi istiyorum.",
])
def test_this_order_s_item_set_against_another_order_stays_grounded(text):
    allowed(1500, _paid(), text)


def test_a_replacement_sent_for_an_earlier_order_is_not_read_as_another_purchase():
    # a replacement for an earlier order may be what this payment paid for (a reorder, a paid
    # replacement): the form leaves it to the other rules (which read "replacement" as a wish)
    text = "The replacement mug you sent for my earlier order is cracked. Please refund it."
    assert "item_not_on_payment" not in codes(judged(1500, _paid(), text))
