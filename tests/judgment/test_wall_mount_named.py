"""A wall mount named in the customer's language of a line whose title says it in English ("...
Wall Mount"): the mount is a kind of its own (``tables/products.toml``: ``wall_mount``), an
accessory of the device it holds, in every covered language. The contrasts: the device itself
complained of is no mount, and a mount asked while the payment holds none is nobody's line."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

DEVICE = ("Lumen Arc 3 - White", 1, 19900)
MOUNT = ("Lumen Arc 3 Wall Mount - White", 1, 3900)

# the mount missing from the parcel, asked back
MISSING = {
    "en": "The wall mount was not in the parcel, please refund the wall mount.",
    "de": "Die Wandhalterung war nicht im Paket, bitte erstatten Sie die Wandhalterung.",
    "fr": "Le support mural n'était pas dans le colis, remboursez le support mural svp.",
    "es": "El soporte de pared no venía en el paquete, reembolsen el soporte de pared.",
    "it": "Il supporto a parete non era nel pacco, rimborsate il supporto a parete.",
    "pt": "O suporte de parede não vinha na caixa, reembolsem o suporte de parede.",
    "nl": "De muurbeugel zat niet in het pakket, graag de muurbeugel terugbetalen.",
    "pl": "Uchwytu ściennego nie było w paczce, proszę o zwrot za uchwyt ścienny.",
    "ro": "Suportul de perete nu era în colet, vă rog rambursați suportul de perete.",
    "sv": "Väggfästet låg inte i paketet, återbetala väggfästet.",
    "da": "Vægbeslaget var ikke i pakken, refunder venligst vægbeslaget.",
    "nb": "Veggfestet var ikke i pakken, refunder veggfestet.",
    "fi": "Seinäteline puuttui paketista, hyvittäkää seinäteline.",
    "tr": "Duvar aparatı kolide yoktu, duvar aparatı için iade istiyorum.",
    "ja": "壁掛け金具が箱に入っていませんでした。壁掛け金具を返金してください。",
    "ko": "벽걸이 브라켓이 상자에 없었습니다. 벽걸이 브라켓을 환불해 주세요.",
    "zh": "包裹里没有壁挂支架，请退壁挂支架的钱。",
    "ar": "الحامل الجداري لم يكن في الطرد، أرجو استرداد ثمن حامل جداري.",
}


@pytest.mark.parametrize("code", sorted(MISSING))
def test_a_wall_mount_named_in_the_customers_language_names_its_line(code):
    allowed(3900, order(DEVICE, MOUNT, currency="eur"), MISSING[code])


@pytest.mark.parametrize("said", [
    "The speaker is broken, it crackles. Please refund it.",
    "Der Lautsprecher ist kaputt, er knistert. Bitte erstatten.",
    "Højttaleren er i stykker. Refunder den venligst.",
])
def test_the_device_complained_of_is_no_mount(said):
    not_allowed(3900, order(("Lumen Arc 3 Speaker - White", 1, 19900), MOUNT, currency="eur"), said)


@pytest.mark.parametrize("code", sorted(MISSING))
def test_a_mount_asked_where_the_payment_holds_none_is_no_line(code):
    not_allowed(3900, order(DEVICE, ("Lumen Arc 3 Charging Cable", 1, 3900), currency="eur"), MISSING[code])
