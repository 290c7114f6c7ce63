"""The customer's own word that the item may be of another of their orders (``whichorder``): not
sure which order it was on ("not sure if it was this order or the one in March"), or several
orders placed and theirs told apart by a size the line is not ("I ordered two in separate
orders, mine is the 1.5 l one", where the line is 1 l). This payment is one order; its line's
price refunds an item the customer does not say it sold them. Written in our own words from the
form, not from any corpus's ticket; each case was allowed before it was built, and the contrasts
(a size of the line's own, this order said, the order number not known) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore chaleira waterkoker czajnik fierbător "
          "vattenkokare elkedel vannkoker vedenkeitin kettle su ısıtıcı 電気ケトル 전기주전자 电水壶 غلاية")


def _paid():
    return order((KETTLE + " 1 l", 1, 4500), ("Descaler", 1, 700))


UNSURE = [
    "The kettle's lid won't close any more. I'm not sure if it was this order or the one in March. Refund please.",
    "Der Deckel vom Wasserkocher schließt nicht mehr. Ich weiß nicht mehr, ob das diese Bestellung oder die im März "
    "war. Bitte erstatten.",
    "Le couvercle de la bouilloire ne ferme plus. Je ne sais plus si c'était cette commande ou celle de mars. "
    "Remboursez-moi.",
    "La tapa del hervidor ya no cierra. No sé si fue este pedido o el de marzo. Quiero el reembolso.",
    "Il coperchio del bollitore non si chiude più. Non ricordo in quale ordine l'ho preso. Voglio il rimborso.",
    "A tampa da chaleira já não fecha. Não sei se foi nesta encomenda ou na de março. Quero o reembolso.",
    "Het deksel van de waterkoker sluit niet meer. Ik weet niet of het deze bestelling was of die van maart. "
    "Graag geld terug.",
    "Locket på vattenkokaren stänger inte. Jag minns inte vilken beställning det var. Pengarna tillbaka, tack.",
    "Låget på elkedlen lukker ikke. Jeg ved ikke hvilken ordre det var. Jeg vil have pengene tilbage.",
    "Lokket på vannkokeren lukker seg ikke. Jeg husker ikke hvilken ordre det var. Jeg vil ha pengene tilbake.",
    "Vedenkeitin ei mene kiinni, kansi on rikki. En muista missä tilauksessa se tuli. Haluan rahani takaisin.",
    "Pokrywka czajnika się nie zamyka. Nie pamiętam, w którym zamówieniu był. Proszę o zwrot pieniędzy.",
    "Capacul fierbătorului nu se mai închide. Nu mai știu din care comandă era. Vreau banii înapoi.",
    "Su ısıtıcının kapağı kapanmıyor. Hangi siparişte geldiğini hatırlamıyorum. Para iadesi istiyorum.",
    "電気ケトルのふたが閉まりません。どの注文だったか覚えていません。返金してください。",
    "电水壶的盖子关不上了。不记得是哪个订单买的了。我要退款。",
    "전기주전자 뚜껑이 안 닫혀요. 어느 주문인지 기억이 안 나요. 환불해 주세요.",
    "غطا الغلاية ما يتسكر. مش متأكد من اي طلب كانت. رجعوا لي فلوسي.",
]


@pytest.mark.parametrize("text", UNSURE, ids=[f"unsure-{n}" for n in range(len(UNSURE))])
def test_the_customer_unsure_which_order_the_item_is_of(text):
    asked(4500, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    "My kettle's switch broke. It's the 1.5 l one, I bought two in separate orders (one for my mum). "
    "Refund please.",
    "Der Schalter vom Wasserkocher ist kaputt. Es ist der mit 1,5 l, ich habe zwei in getrennten "
    "Bestellungen gekauft. Bitte erstatten.",
    "L'interrupteur de la bouilloire est cassé. C'est celle de 1,5 l, j'en ai pris deux en commandes "
    "separées. Remboursez-moi.",
])
def test_one_of_several_orders_told_apart_by_another_size(text):
    asked(4500, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    # the order number not known: the order is not doubted
    "The kettle's lid won't close. I don't know which order number it is, it's on my account. Refund please.",
    # several orders, theirs said in the line's own size
    "The kettle's lid won't close. I placed two orders in March; mine is the 1 l kettle. Refund please.",
    # several orders, this one said (where another capacity is said as well, ``capacities`` asks it:
    # tests/judgment/test_sixteenth_round_ar.py)
    "I had two orders with you. In this order the kettle's lid won't close, it's the one I got in May. "
    "Refund please.",
    # not sure of something else
    "The kettle's lid won't close. I'm not sure if it's the hinge or the catch. Refund please.",
])
def test_this_order_s_item_stays_grounded(text):
    allowed(4500, _paid(), text)
