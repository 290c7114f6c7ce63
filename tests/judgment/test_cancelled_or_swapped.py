"""What the customer asks instead of money, or declines, against the order cancelled for its
money (issue 39: the refund must be what the customer asked). Written in our own words from how
each covered language says it, never from a corpus's ticket:

- the whole order cancelled, its reason beside it ("cancel my order, I ordered the wrong colour
  by mistake"): the whole payment back is asked, also where the word for "my order" is the word
  for "my request" (Arabic "ألغوا طلبي"); its twin, the same words said in a later comment after
  the money was asked, withdraw the request;
- the order cancelled for something sent in its place ("cancel my order and send me the blue one
  instead"): an exchange asked, not money;
- a part's money not wanted back ("I don't want the express costs back"): a refund of that part
  is not asked; its twin, the part's money wanted back, is."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LAMP = ("Lamp Lampe lampe lámpara lampada candeeiro lamp lampa lampe lamppu lampă lamba ランプ 램프 "
        "台灯 مصباح")
SHIP = 900


def _paid():
    return order((LAMP, 1, 5000), ship=SHIP)


_CANCEL = {
 "en": "Please cancel my order, I ordered the wrong colour by mistake.",
 "de": "Bitte stornieren Sie meine Bestellung, ich habe aus Versehen die falsche Farbe bestellt.",
 "fr": "Merci d'annuler ma commande, j'ai commandé la mauvaise couleur par erreur.",
 "es": "Por favor cancelen mi pedido, pedí el color equivocado por error.",
 "it": "Per favore annullate il mio ordine, ho ordinato il colore sbagliato per errore.",
 "pt": "Por favor cancelem a minha encomenda, encomendei a cor errada por engano.",
 "nl": "Annuleer alstublieft mijn bestelling, ik heb per ongeluk de verkeerde kleur besteld.",
 "sv": "Avbeställ min order, jag beställde fel färg av misstag.",
 "da": "Annuller venligst min ordre, jeg bestilte den forkerte farve ved en fejl.",
 "nb": "Kanseller bestillingen min, jeg bestilte feil farge ved en feil.",
 "fi": "Peruttakaa tilaukseni, tilasin vahingossa väärän värin.",
 "pl": "Proszę anulować moje zamówienie, przez pomyłkę zamówiłam zły kolor.",
 "ro": "Vă rog anulați comanda mea, am comandat din greșeală culoarea greșită.",
 "tr": "Lütfen siparişimi iptal edin, yanlışlıkla yanlış rengi sipariş ettim.",
 "ja": "注文をキャンセルしてください。間違えて違う色を注文しました。",
 "ko": "주문 취소해 주세요. 실수로 다른 색을 주문했어요.",
 "zh": "请取消我的订单，我不小心订错了颜色。",
 "ar": "لو سمحتوا ألغوا طلبي، طلبت اللون الخطأ بالغلط.",
}

_SWAPPED = {
 "en": "Please cancel my order and send me the blue one instead.",
 "de": "Bitte stornieren Sie meine Bestellung und schicken Sie mir stattdessen die blaue.",
 "fr": "Merci d'annuler ma commande et de m'envoyer la bleue à la place.",
 "es": "Por favor cancelen mi pedido y envíenme la azul en su lugar.",
 "it": "Per favore annullate il mio ordine e mandatemi quella blu al suo posto.",
 "pt": "Por favor cancelem a minha encomenda e enviem-me a azul em vez disso.",
 "nl": "Annuleer alstublieft mijn bestelling en stuur me in plaats daarvan de blauwe.",
 "sv": "Avbeställ min order och skicka mig den blå istället.",
 "da": "Annuller venligst min ordre og send mig den blå i stedet.",
 "nb": "Kanseller bestillingen min og send meg den blå i stedet.",
 "fi": "Peruttakaa tilaukseni ja lähettäkää minulle sininen sen sijaan.",
 "pl": "Proszę anulować moje zamówienie i wysłać mi zamiast tego niebieską.",
 "ro": "Vă rog anulați comanda mea și trimiteți-mi în locul ei pe cea albastră.",
 "tr": "Lütfen siparişimi iptal edin ve onun yerine mavisini gönderin.",
 "ja": "注文をキャンセルして、代わりに青いのを送ってください。",
 "ko": "주문 취소하고 대신 파란색으로 보내 주세요.",
 "zh": "请取消我的订单，改发蓝色的给我。",
 "ar": "ألغوا طلبي وأرسلوا لي اللون الأزرق بدلا منه.",
}

_LATE = "The express delivery came two days late."
_NOT_BACK = {
 "en": "I don't want the express costs back, just pass it on to the courier.",
 "fr": "Je ne veux pas le remboursement des frais de livraison, dites-le juste au transporteur.",
 "sv": "Jag vill inte ha fraktkostnaden tillbaka, säg bara till budfirman.",
 "da": "Jeg vil ikke have fragten tilbage, sig det bare til fragtfirmaet.",
 "nb": "Jeg vil ikke ha fraktkostnaden tilbake, bare si fra til budfirmaet.",
 "fi": "En halua toimituskuluja takaisin, kertokaa vain kuriirille.",
 "tr": "Kargo ücretini geri istemiyorum, sadece kargo firmasına iletin.",
}
_BACK = {
 "en": "I want the express costs back, please.",
 "fr": "Je veux le remboursement des frais de livraison, merci.",
 "sv": "Jag vill ha fraktkostnaden tillbaka, tack.",
 "da": "Jeg vil gerne have fragten tilbage, tak.",
 "nb": "Jeg vil ha fraktkostnaden tilbake, takk.",
 "fi": "Haluan toimituskulut takaisin, kiitos.",
 "tr": "Kargo ücretini geri istiyorum, lütfen.",
}


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_CANCEL))
def test_the_order_cancelled_asks_it_all_back(lang: str) -> None:
    allowed(None, _paid(), _CANCEL[lang], reason="grounded_full")


@pytest.mark.unit
def test_the_request_called_off_in_a_later_comment_is_withdrawn() -> None:
    # "my order" is "my request": after the money was asked, it calls the request off
    not_allowed(None, _paid(), "المصباح مكسور، أريد استرداد المبلغ كاملا.",
                ("agent", "نتحقق من الأمر."), "ألغوا طلبي، آسف على الإزعاج.")


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_SWAPPED))
def test_the_order_cancelled_for_another_asks_no_money(lang: str) -> None:
    not_allowed(None, _paid(), _SWAPPED[lang])


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_NOT_BACK))
def test_a_part_not_wanted_back_is_not_asked(lang: str) -> None:
    not_allowed(SHIP, _paid(), _LATE + " " + _NOT_BACK[lang])


@pytest.mark.unit
@pytest.mark.parametrize("lang", sorted(_BACK))
def test_a_part_wanted_back_is_asked(lang: str) -> None:
    allowed(SHIP, _paid(), _LATE + " " + _BACK[lang])


@pytest.mark.unit
def test_the_order_cancelled_for_another_in_other_words() -> None:
    # Romanian "în schimb" (instead), never where it sets another item against it
    not_allowed(None, _paid(), "Anulați comanda, vă rog, și trimiteți-mi în schimb una albastră.")


@pytest.mark.unit
def test_the_order_cancelled_for_money_instead_asks_it() -> None:
    # the money is what comes instead: asked whole
    allowed(None, _paid(), "Please cancel my order and refund me instead.", reason="grounded_full")
