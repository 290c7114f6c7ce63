"""An item bought at another seller, said with a colloquial verb of buying ("grabbed it at
<Name>", "snagged", "picked it up at <Name>", "bei <Name> geholt", "chopé chez", "lo pillé en",
"peguei na"), or in Turkish with the seller in lowercase and its case ending written apart or
glued on ("<name> den almıştım", "<name>den aldım"), while that item is on this payment too
(``sellers``, ``tables.sellers``). And a line asked only "in its place" after the complained-of
item was bought elsewhere, with a reason word in a later clause set against the purchase by a
contrast ("..., but you sold me the lid, so sort it": no reason to send this order's item back).
The sellers are made up; written from the form in our own words, each case allowed before.
The contrasts stay allowed: a parcel picked up at a pick-up point or at your store, bought from
you, from your shop, from the carrier; a kettle bought here."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore jarro waterkoker vattenkokare elkedel vannkoker "
          "vedenkeitin czajnik fierbător su ısıtıcısı ケトル 주전자 水壶 غلاية", 1, 3900)


def _paid():
    return order(KETTLE, ("Tea towels", 1, 1200))


ELSEWHERE = [
    "The kettle leaks. I grabbed it at Brimleys last spring. Please refund it.",
    "The kettle leaks. I snagged it from Corner at Brimley with the groceries. Please refund it.",
    "The kettle leaks. I picked it up at Brimleys in town. Please refund it.",
    "Der Wasserkocher ist undicht. Den habe ich bei Brimley geholt. Ich möchte mein Geld zurück.",
    "La bouilloire fuit. Je l'ai chopée chez Brimley. Remboursez-moi.",
    "El hervidor gotea. Lo pillé en Brimley. Quiero un reembolso.",
    "O jarro não funciona. Peguei-o na Brimley no mês passado. Quero o meu dinheiro de volta.",
    "su ısıtıcısını brimley den almıştım, bozuldu. para iadesi istiyorum.",
    "su ısıtıcısını brimleyden aldım, bozuldu. para iadesi istiyorum.",
]


@pytest.mark.parametrize("text", ELSEWHERE, ids=[f"colloquial-{n}" for n in range(len(ELSEWHERE))])
def test_an_item_got_at_another_seller_is_not_this_payment_s(text):
    asked(3900, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "The kettle leaks. I picked it up at the pickup point last week. Please refund it.",
    "The kettle leaks. I picked it up at your store in town. Please refund it.",
    "The kettle I grabbed from you last month leaks. Please refund it.",
    "The kettle leaks. I picked the parcel up at the post office. Please refund it.",
    "Der Wasserkocher ist undicht. Ich habe ihn beim Paketshop geholt. Ich möchte mein Geld zurück.",
    "su ısıtıcısını sizden aldım, bozuldu. para iadesi istiyorum.",
    "su ısıtıcısını kargodan aldım, bozuldu. para iadesi istiyorum.",
    "su ısıtıcısını sitenizden aldım, bozuldu. para iadesi istiyorum.",
])
def test_this_shop_s_kettle_stays_grounded(text):
    allowed(3900, _paid(), text)


LID = ("Blender lid - blender kapağı", 1, 1490)
STAND_IN = [
    ("Blender haznesi çatladı. İade istiyorum.",
     "hazneyi brimley den almıştım ama blender kapağını sizden aldım zaten. parasını iade edin."),
]


@pytest.mark.parametrize("complaint, answer", STAND_IN, ids=[f"in-place-{n}" for n in range(len(STAND_IN))])
def test_a_line_asked_in_the_place_of_an_item_got_elsewhere(complaint, answer):
    asked(1490, order(LID), complaint, ("agent", "This order only holds a blender lid."), answer,
          reason="item_not_on_payment")


@pytest.mark.parametrize("comments", [
    ("The blender lid cracked on day one. I bought it from you. Please refund it.",),
    ("The blender lid cracked. I got the jug at Brimleys, it is fine, but the lid you sold me split. Refund the "
     "lid please.",),
])
def test_the_line_itself_complained_of_stays_grounded(comments):
    allowed(1490, order(LID), *comments)
