"""Bought in the shop's own physical store (``tables.instore``): the customer tells that the item
they complain of was bought over the shop's counter, in one of its stores or at its stand ("the
umbrella I bought in your shop in York"), where this payment is an online order with a line of
that kind: another purchase, asked of a person. Written in our own words from the form, not
from any corpus's ticket; each case was allowed before the form was built. The contrasts stay
allowed: the order picked up or sent back at a store, and the item likened to one bought there
("it is not like the one I bought in your store")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

UMBRELLA = ("Umbrella Regenschirm parapluie paraguas ombrello guarda-chuva paraplu parasol umbrelă "
            "paraply sateenvarjo şemsiye 傘 우산 雨伞 مظلة")


def _paid():
    return order((UMBRELLA, 1, 2900), ("Rain poncho", 1, 1900))


STORE = [
    "The umbrella I bought in your shop in York snapped in the wind. I want my money back.",
    "The umbrella I bought at your stand at the Christmas fair snapped in the wind. Refund please.",
    "Den Regenschirm habe ich in Ihrer Filiale in Bremen gekauft, er ist beim ersten Wind kaputtgegangen. "
    "Ich möchte mein Geld zurück.",
    "Le parapluie que j'ai acheté dans votre magasin de Lille s'est cassé au premier coup de vent. "
    "Je veux être remboursée.",
    "El paraguas que compré en vuestra tienda de Sevilla se rompió con el viento. Quiero mi dinero.",
    "L'ombrello che ho preso da voi in negozio a Torino si è rotto col vento. Voglio un rimborso.",
    "O guarda-chuva que comprei na vossa loja de Braga partiu-se com o vento. Quero o reembolso.",
    "De paraplu die ik in jullie winkel in Utrecht heb gekocht is kapotgegaan. Ik wil mijn geld terug.",
    "Parasol, który kupiłam w waszym sklepie stacjonarnym, złamał się na wietrze. Proszę o zwrot pieniędzy.",
    "Umbrela pe care am cumpărat-o din magazinul vostru din Cluj s-a rupt. Vreau banii înapoi.",
    "Paraplyet som jag köpte i er butik i Malmö gick sönder. Jag vill ha pengarna tillbaka.",
    "Paraplyen jeg købte i jeres butik i Aarhus gik i stykker. Jeg vil have pengene tilbage.",
    "Paraplyen jeg kjøpte i butikken deres på Majorstua gikk i stykker. Jeg vil ha pengene tilbake.",
    "Sateenvarjo, jonka ostin teidän myymälästänne, hajosi tuulessa. Haluan rahani takaisin.",
    "Mağazanızdan aldığım şemsiye rüzgarda kırıldı. Para iadesi istiyorum.",
    "매장에서 산 우산이 바람에 부러졌어요. 환불해 주세요.",
    "在你们门店买的雨伞被风吹坏了。请退款。",
]


@pytest.mark.parametrize("text", STORE, ids=[f"store-{n}" for n in range(len(STORE))])
def test_an_item_bought_in_the_shops_own_store_is_another_purchase(text):
    asked(2900, _paid(), text, reason="item_not_on_payment")


# the contrasts: this order picked up or returned at a store; the item likened to one bought there
CONTRAST = [
    "I picked up the umbrella in your shop in York and it snapped in the wind. I want my money back.",
    "The umbrella snapped in the wind, I returned it to your store in York yesterday. Refund please.",
    "The umbrella that came is flimsy, not like the one I bought in your shop in York. Refund please.",
    "O guarda-chuva que chegou é fraco, não tem nada do que comprei na vossa loja de Braga. Quero o "
    "reembolso.",
]


@pytest.mark.parametrize("text", CONTRAST, ids=[f"contrast-{n}" for n in range(len(CONTRAST))])
def test_an_order_picked_up_or_likened_to_the_stores_stays_allowed(text):
    allowed(2900, _paid(), text)
