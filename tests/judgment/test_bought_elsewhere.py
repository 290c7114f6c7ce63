"""An item someone else bought, or one bought in another shop (docs/RELIABILITY.md, "A general
form: an item bought by someone else or in another shop"): the customer complains of a gift
from someone, or of an item from another shop or a marketplace, and the refund proposed is of a
line of this payment of the same kind. Written in our own words from the class, not from any
corpus's ticket; each case of the form was allowed before it was built, and the contrasts (the
customer's own purchase made as a gift for someone, a gift given as the reason to send this
order's item back, a comparison with another shop) stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.test_grounding_forms import codes, judged, order

KETTLE = ("Kettle Wasserkocher bouilloire hervidor bollitore jarro waterkoker vattenkokare elkedel vannkoker "
          "vedenkeitin czajnik fierbator su ısıtıcısı ケトル 주전자 水壶 غلاية")


def _paid():
    return order((KETTLE, 1, 3900), ("Tea towels", 1, 1200))


@pytest.mark.parametrize("text", [
    "The kettle my brother gave me last Christmas stopped heating. Please refund it.",
    "I received the kettle as a present and the lid is broken. I'd like a refund.",
    "I bought the kettle on eBay and it leaks. Please refund it.",
    "The kettle I got at a local shop is broken. Please refund it.",
    "Meine Tante hat mir den Wasserkocher geschenkt, er ist kaputt. Ich möchte mein Geld zurück.",
    "La bouilloire, un cadeau de ma belle-mère, est cassée. Remboursez-moi.",
    "El hervidor me lo regaló mi hermano y no funciona. Quiero un reembolso.",
    "Il bollitore me l'ha regalato mio fratello ed è rotto. Voglio un rimborso.",
    "O jarro foi um presente da minha avó e está avariado. Quero o reembolso.",
    "De waterkoker kreeg ik cadeau van mijn broer en hij is kapot. Graag mijn geld terug.",
    "Vattenkokaren fick jag i julklapp av min bror och den är trasig. Jag vill ha pengarna tillbaka.",
    "Elkedlen fik jeg i gave af min bror, og den er i stykker. Jeg vil have pengene tilbage.",
    "Vannkokeren fikk jeg i gave av broren min, og den er ødelagt. Jeg vil ha pengene tilbake.",
    "Czajnik dostałem w prezencie od brata i jest zepsuty. Proszę o zwrot pieniędzy.",
    "Fierbătorul l-am primit cadou de la fratele meu și este stricat. Vreau banii înapoi.",
    "Su ısıtıcısını ağabeyim hediye etti ve bozuk. Para iadesi istiyorum.",
    "ケトルは兄からのプレゼントですが、壊れています。返金してください。",
    "주전자는 형이 선물로 준 건데 고장났어요. 환불해 주세요.",
    "水壶是我哥哥送的礼物，坏了。请退款。",
    "الغلاية هدية من أخي وهي معطلة. أريد استرداد المال.",
])
def test_an_item_someone_else_bought_or_another_shop_sold_is_not_this_payment_s(text):
    found = judged(3900, _paid(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("text", [
    # the customer's own purchase, made as a gift for someone
    "I bought the kettle as a gift for my brother and it arrived broken. Please refund it.",
    "Ich habe den Wasserkocher als Geschenk für meinen Bruder gekauft, er kam kaputt an. Bitte erstatten.",
    "J'ai acheté la bouilloire pour l'offrir à mon frère, elle est arrivée cassée. Remboursez-moi.",
    "Compré el hervidor para regalárselo a mi hermano y llegó roto. Quiero un reembolso.",
    "ケトルは兄へのプレゼント用に注文しましたが、壊れていました。返金してください。",
    "我买这个水壶是送给哥哥的礼物，结果坏了。请退款。",
    # a gift given as the reason to send this order's item back
    "We got a kettle as a present from my parents, so we'd like to return this one for a refund.",
    "Wir haben einen Wasserkocher von meinen Eltern geschenkt bekommen, deshalb möchten wir diesen "
    "zurückgeben und das Geld zurück.",
    # this order's item compared with another shop
    "I ordered the kettle from you rather than on Amazon, and it arrived broken. Please refund it.",
])
def test_the_customer_s_own_purchase_stays_grounded(text):
    found = judged(3900, _paid(), text)
    assert found.verdict == "allow", codes(found)
