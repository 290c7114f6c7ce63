"""An item bought at another shop or from another seller of a marketplace, likened to this shop's
wares by its model ("you sell the same model", "你们也卖同款"): the customer complains of the other
shop's item, and the refund proposed is of a line of this payment of the same kind. "The same
model" likens the other shop's item to what this shop sells, as "the same brand" does: it sets
no item of this order against the other purchase (``tables.elsewhere.SAME_NOT_THIS``). Written in
our own words from the form, not from any corpus's ticket; each case was allowed on main before
the form was read. The twins, this order's item compared with the other shop's ("this time", a
reorder from this shop), stay allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order
from tests.judgment.test_bought_elsewhere import KETTLE


def _paid():
    return order((KETTLE, 1, 3900), ("Tea towels", 1, 1200))


@pytest.mark.parametrize("text", [
    "My kettle quit heating after two weeks. I got it from a different seller on eBay, but you sell the same "
    "model. Refund me please.",
    "Mein Wasserkocher heizt nicht mehr. Gekauft habe ich ihn bei einem anderen Händler auf Amazon, ihr habt aber "
    "das gleiche Modell. Bitte Geld zurück.",
    "Ma bouilloire ne chauffe plus. Je l'ai prise chez un autre vendeur sur Amazon, mais c'est le même modèle que "
    "chez vous. Remboursez-moi.",
    "Mi hervidor dejó de calentar. Lo conseguí en otra tienda de Amazon, pero es el mismo modelo que venden ustedes. "
    "Devuélvanme el dinero.",
    "Il mio bollitore non scalda più. L'ho preso da un altro venditore su Amazon, ma è lo stesso modello che vendete "
    "voi. Rimborsatemi.",
    "O meu jarro deixou de aquecer. Comprei noutra loja na Amazon, mas é o mesmo modelo que vocês vendem. "
    "Quero o dinheiro de volta.",
    "Mijn waterkoker wordt niet meer warm. Ik heb hem bij een andere verkoper op bol.com gekocht, maar het is "
    "hetzelfde model als bij jullie. Graag geld terug.",
    "Mój czajnik już nie grzeje. Kupiłam go od innego sprzedawcy na Allegro, ale to ten sam model co u was. "
    "Proszę o zwrot.",
    "Fierbătorul meu nu mai încălzește. L-am cumpărat de la alt vânzător de pe eMAG, dar e același model pe care îl "
    "vindeți. Vreau banii înapoi.",
    "Min vattenkokare blir inte varm längre. Jag köpte den hos en annan säljare på Amazon, men det är samma modell "
    "som ni säljer. Pengarna tillbaka tack.",
    "Min elkedel bliver ikke varm mere. Jeg købte den hos en anden sælger på Amazon, men det er samme model som "
    "jeres. Pengene tilbage tak.",
    "Vannkokeren min blir ikke varm lenger. Jeg kjøpte den hos en annen selger på Amazon, men det er samme modell "
    "som dere har. Pengene tilbake takk.",
    "Vedenkeitin ei enää lämpene. Ostin sen toisesta kaupasta Amazonista, mutta se on samaa mallia kuin teillä. "
    "Rahat takaisin kiitos.",
    "Su ısıtıcım artık ısınmıyor. Hepsiburada'da başka bir satıcıdan aldım ama sizdeki ile aynı model. "
    "Param iade edilsin.",
    "ケトルが温まらなくなりました。アマゾンの別のショップで買ったのですが、そちらと同じモデルです。返金してください。",
    "주전자가 안 데워져요. 11번가의 다른 판매자에게서 샀는데 여기 것과 같은 모델이에요. 환불해 주세요.",
    "水壶用了两周就不热了。是在拼多多另一家店买的，不过你们店里也有同款，质量应该也一样，请退款。",
    "水壶不热了。我是从别家买的，跟你们卖的是一样的款式，请退款。",
    "الغلاية لا تسخن. اشتريتها من بائع آخر على نون، لكنها نفس الموديل الذي تبيعونه. أريد استرداد المال.",
])
def test_another_shop_s_item_likened_by_its_model_is_not_this_payment_s(text):
    asked(3900, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [
    # this order's item, reordered from this shop after the other shop's broke
    "The kettle I got on eBay broke, so I ordered the same model from you this time, and it broke too. "
    "Refund me please.",
    "Der Wasserkocher von Amazon war kaputt, diesmal habe ich das gleiche Modell bei euch bestellt, und er ist "
    "wieder kaputt. Bitte Geld zurück.",
    "La bouilloire achetée sur Amazon était cassée, cette fois j'ai commandé le même modèle chez vous et elle est "
    "encore cassée. Remboursez-moi.",
    "Czajnik z Allegro się zepsuł, tym razem zamówiłam ten sam model u was i znowu się zepsuł. Proszę o zwrot.",
    "アマゾンで買ったケトルが壊れたので、今回はこちらで同じモデルを注文しましたが、また壊れました。返金してください。",
    "拼多多买的水壶坏了，这次在你们这里买了同款，又坏了，请退款。",
    # this shop's own, likened to nothing elsewhere
    "The kettle from this order stopped heating. My sister has the same model and hers works. Refund me please.",
    "ケトルが温まらなくなりました。今回注文したものです。返金してください。",
])
def test_this_order_s_item_stays_grounded(text):
    allowed(3900, _paid(), text)
