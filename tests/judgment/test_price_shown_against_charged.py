"""A price shown set against the price charged (issue 39, the grounded side): "the price on your
site was 199 €, but I was charged 249 €". The customer tells an overcharge with two figures,
the charged one this payment's price, and writes no word for a difference or for a refund:
the difference between them is what they ask, grounded. Written in our own words, in the 18
covered languages, from the class's definition (grounded_difference), never from a ticket.

The contrasts stay with a person: the whole line proposed for the same words; a charged figure
this payment never took (the line cost something else: the difference is of nothing here);
the lower price seen at another shop (a price match, for a person to grant)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

WATCH = "Trailpeak Solar GPS Watch - Graphite"

# (language's currency, price shown, price charged, the words)
SAID = [
    ("eur", 199, 249, "On your site the watch was priced at 199 €, but I was charged 249 €."),
    ("eur", 199, 249, "Im Shop stand der Preis bei 199 €, abgebucht wurden aber 249 €."),
    ("eur", 199, 249, "Le prix affiché était de 199 €, mais on m'a prélevé 249 €."),
    ("eur", 199, 249, "El precio anunciado era 199 €, pero me cobraron 249 €."),
    ("eur", 199, 249, "Il prezzo indicato era 199 €, ma mi hanno addebitato 249 €."),
    ("eur", 199, 249, "O preço anunciado era 199 €, mas cobraram-me 249 €."),
    ("eur", 199, 249, "De prijs op de site was 199 €, maar er is 249 € afgeschreven."),
    ("eur", 199, 249, "Priset på sajten var 199 €, men jag debiterades 249 €."),
    ("eur", 199, 249, "Prisen på siden var 199 €, men der blev trukket 249 €."),
    ("eur", 199, 249, "Prisen på nettsiden var 199 €, men jeg ble belastet 249 €."),
    ("eur", 199, 249, "Verkkokaupan hinta oli 199 €, mutta tililtäni veloitettiin 249 €."),
    ("eur", 199, 249, "Cena na stronie wynosiła 199 €, ale pobrano 249 €."),
    ("eur", 199, 249, "Prețul afișat era 199 €, dar mi s-au încasat 249 €."),
    ("try", 1990, 2490, "Sitede fiyat 1990 TL görünüyordu ama kartımdan 2490 TL çekildi."),
    ("jpy", 19800, 24800, "サイトの表示価格は19,800円でしたが、24,800円請求されました。"),
    ("cny", 199, 249, "网页上的标价是199元，结果扣了249元。"),
    ("krw", 19900, 24900, "사이트 가격은 19,900원이었는데 24,900원이 결제됐어요."),
    ("aed", 199, 249, "السعر في الموقع كان 199 درهم لكن انخصم مني 249 درهم."),
]

# the lower price seen at another shop, set against this payment's charge: a price match
ELSEWHERE = [
    "At another shop the price was 199 €, but you charged me 249 €.",
    "In einem anderen Geschäft war der Preis 199 €, bei euch wurden aber 249 € abgebucht.",
    "Dans un autre magasin le prix était de 199 €, mais vous m'avez débité 249 €.",
    "En otra tienda el precio era 199 €, pero ustedes me cobraron 249 €.",
    "In un altro negozio il prezzo era 199 €, ma voi mi avete addebitato 249 €.",
    "Noutra loja o preço era 199 €, mas vocês cobraram-me 249 €.",
    "In een andere winkel was de prijs 199 €, maar bij jullie is 249 € afgeschreven.",
    "I en annan butik var priset 199 €, men ni debiterade mig 249 €.",
    "I en anden butik var prisen 199 €, men I har trukket 249 €.",
    "I en annen butikk var prisen 199 €, men dere har belastet meg 249 €.",
    "Toisessa kaupassa hinta oli 199 €, mutta te veloititte 249 €.",
    "W innym sklepie cena była 199 €, ale u was pobrano 249 €.",
    "Într-un alt magazin prețul era 199 €, dar voi mi-ați încasat 249 €.",
    "Başka bir mağazada fiyat 199 € ama sizde kartımdan 249 € çekildi.",
    "他の店では価格が199ユーロでしたが、こちらでは249ユーロ請求されました。",
    "别的店标价199欧元，结果你们扣了249欧元。",
    "다른 가게에서는 가격이 199유로였는데 여기서는 249유로가 결제됐어요.",
    "في متجر آخر السعر كان 199 يورو لكن انخصم مني عندكم 249 يورو.",
]


def _scale(currency: str) -> int:
    return 1 if currency in ("jpy", "krw") else 100


@pytest.mark.parametrize(("currency", "shown", "charged", "text"), SAID)
def test_the_difference_between_the_price_shown_and_the_one_charged_is_grounded(currency, shown, charged, text):
    s = _scale(currency)
    allowed((charged - shown) * s, order((WATCH, 1, charged * s), currency=currency), text,
            reason="grounded_difference")


@pytest.mark.parametrize(("currency", "shown", "charged", "text"), SAID)
def test_the_whole_line_for_the_same_words_is_not_allowed(currency, shown, charged, text):
    s = _scale(currency)
    not_allowed(charged * s, order((WATCH, 1, charged * s), currency=currency), text)


@pytest.mark.parametrize(("currency", "shown", "charged", "text"), SAID)
def test_a_charged_figure_this_payment_never_took_grounds_nothing(currency, shown, charged, text):
    s = _scale(currency)
    # the line cost more than they say they were charged: their figures are of something else
    not_allowed((charged - shown) * s, order((WATCH, 1, (charged + 20) * s), currency=currency), text)


@pytest.mark.parametrize("text", ELSEWHERE)
def test_the_lower_price_seen_at_another_shop_stays_with_a_person(text):
    not_allowed(5000, order((WATCH, 1, 24900), currency="eur"), text)
