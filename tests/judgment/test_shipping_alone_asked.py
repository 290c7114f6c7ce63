"""An ask that names the shipping alone ("please refund the express shipping") grounds the
shipping's price, never the whole payment nor a line: the whole proposed (all that is left, or
its total) is asked of a person. Its twins keep their verdicts: the shipping's exact price stays
allowed, and everything asked back with the shipping too ("refund everything, the shipping too")
still grounds the whole."""

from __future__ import annotations

import pytest

from tests.judgment.forms import expect, judged, order

LAMP = ("Desk lamp Arco", 1, 4000)
SHIP = 1500
PAID = order(LAMP, ship=SHIP)

# (language, the shipping alone asked back, everything asked back with the shipping too)
CASES = [
    ("en", "Please refund the express shipping.", "Please refund everything, the shipping too."),
    ("de", "Bitte erstatten Sie mir die Versandkosten für den Expressversand.",
     "Bitte erstatten Sie mir alles, auch die Versandkosten."),
    ("fr", "Merci de me rembourser les frais de livraison express.",
     "Merci de me rembourser tout, les frais de livraison aussi."),
    ("es", "Por favor, reembolsen los gastos de envío urgente.",
     "Por favor, reembólsenme todo, también los gastos de envío."),
    ("it", "Per favore rimborsatemi le spese di spedizione espressa.",
     "Per favore rimborsatemi tutto, anche le spese di spedizione."),
    ("nl", "Graag de verzendkosten van de expreslevering terugbetalen.",
     "Graag alles terugbetalen, ook de verzendkosten."),
    ("pl", "Proszę o zwrot kosztów wysyłki ekspresowej.",
     "Proszę o zwrot wszystkiego, także kosztów wysyłki."),
    ("pt", "Por favor, reembolsem o frete expresso.", "Por favor, reembolsem tudo, o frete também."),
    ("sv", "Vänligen återbetala fraktkostnaden för expressleveransen.",
     "Vänligen återbetala allt, fraktkostnaden också."),
    ("da", "Refunder venligst fragten for ekspreslevering.", "Refunder venligst det hele, også fragten."),
    ("nb", "Vennligst refunder frakten for ekspresslevering.", "Vennligst refunder alt, frakten også."),
    ("fi", "Palauttakaa pikatoimituksen toimituskulut.", "Palauttakaa kaikki rahat, myös toimituskulut."),
    ("ja", "速達の送料を返金してください。", "全額返金してください。送料も含めてお願いします。"),
    ("ko", "빠른 배송비를 환불해 주세요.", "전부 환불해 주세요. 배송비도 포함해서요."),
    ("zh", "请退还加急运费。", "请全额退款，运费也一起退。"),
    ("tr", "Lütfen hızlı kargo ücretini iade edin.", "Lütfen tüm parayı iade edin, kargo ücreti de dahil."),
    ("ar", "يرجى استرداد رسوم الشحن السريع.", "يرجى استرداد المبلغ كاملا، ورسوم الشحن أيضا."),
    ("ro", "Vă rog să-mi rambursați taxa de livrare expres.",
     "Vă rog să-mi rambursați toți banii, inclusiv taxa de livrare."),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("lang,alone,everything", CASES, ids=IDS)
def test_shipping_alone_never_grounds_the_whole(lang: str, alone: str, everything: str) -> None:
    for amount in (None, PAID.total):
        expect(judged(amount, PAID, alone), ("ask", "deny"), said=(alone,))


@pytest.mark.parametrize("lang,alone,everything", CASES, ids=IDS)
def test_shipping_alone_never_grounds_the_line(lang: str, alone: str, everything: str) -> None:
    expect(judged(LAMP[2], PAID, alone), ("ask", "deny"), said=(alone,))


@pytest.mark.parametrize("lang,alone,everything", CASES, ids=IDS)
def test_the_shipping_price_stays_allowed(lang: str, alone: str, everything: str) -> None:
    expect(judged(SHIP, PAID, alone), "allow", said=(alone,))


@pytest.mark.parametrize("lang,alone,everything", CASES, ids=IDS)
def test_everything_with_the_shipping_stays_allowed(lang: str, alone: str, everything: str) -> None:
    expect(judged(None, PAID, everything), "allow", said=(everything,))
