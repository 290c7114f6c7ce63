"""A price shown set against a figure said charged, and the difference between them asked: "on
your site it was 99 €, you charged me 129 €, refund the 30 €". The difference grounds the refund
only where the figure said charged is one this payment took: a line's price (unit or total), the
payment's total (with the shipping or without), what is left of it. Where this payment's line is
the price shown and nothing on it is the figure said charged, the difference belongs to nothing
here (another order's charge, a guess): asked, ``figure_not_on_payment``. Written in our own
words from the form, never from a ticket.

Twins that stay allowed: the charged figure is the line's price; the charged figure is the
payment's total with its shipping; only the price shown is said, and the line is the charge."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# the price shown (99), the figure said charged (129), the difference asked (30)
CHARGED = [
    "On your website it was priced at 99 € and you charged me 129 €. "
    "Please refund the 30 € difference.",
    "Auf eurer Webseite stand der Preis bei 99 € und mir wurden 129 € abgebucht. "
    "Bitte erstattet mir die Differenz von 30 €.",
    "Sur votre site le prix affiché était de 99 € et vous m'avez débité 129 €. "
    "Remboursez-moi la différence de 30 €.",
    "En vuestra web el precio era de 99 € y me cobrasteis 129 €. Devolvedme la diferencia de 30 €.",
    "Sul vostro sito il prezzo era di 99 € e mi avete addebitato 129 €. Rimborsatemi la differenza di 30 €.",
    "No vosso site o preço era de 99 € e cobraram-me 129 €. Devolvam-me a diferença de 30 €.",
    "Op jullie site was de prijs 99 € en er is 129 € afgeschreven. "
    "Betaal me het verschil van 30 € terug.",
    "Na waszej stronie cena wynosiła 99 € a pobrano mi 129 €. Proszę o zwrot różnicy 30 €.",
    "På er sajt var priset 99 € och ni debiterade mig 129 €. Återbetala mellanskillnaden på 30 €.",
    "På jeres side var prisen 99 € og I har trukket 129 €. Refunder mig forskellen på 30 €.",
    "På nettsiden deres var prisen 99 € og dere har trukket 129 €. Refunder meg differansen på 30 €.",
    "Verkkosivullanne hinta oli 99 € ja minulta veloitettiin 129 €. Palauttakaa erotus 30 €.",
    "Sitenizde fiyat 99 € idi ve hesabımdan 129 € çekildi. Aradaki 30 € farkı iade edin.",
    "サイトの価格は99 €でしたが、129 €請求されました。差額の30 €を返金してください。",
    "网站上的价格是99 €，结果扣了我129 €。请退还30 €的差价。",
    "사이트 가격은 99 €였는데 129 €가 결제되었습니다. 차액 30 €를 환불해 주세요.",
    "كان السعر على موقعكم 99 € لكن خصم مني 129 €. أرجو إرجاع الفرق 30 €.",
    "Pe site prețul era de 99 € și mi-ați taxat 129 €. Vă rog să-mi returnați diferența de 30 €.",
]

# only the price shown said, the same difference asked
SHOWN_ONLY = [
    "On your website it was priced at 99 €. Please refund the 30 € difference.",
    "Auf eurer Webseite stand der Preis bei 99 €. Bitte erstattet mir die Differenz von 30 €.",
    "Sur votre site le prix affiché était de 99 €. Remboursez-moi la différence de 30 €.",
    "En vuestra web el precio era de 99 €. Devolvedme la diferencia de 30 €.",
    "Sul vostro sito il prezzo era di 99 €. Rimborsatemi la differenza di 30 €.",
    "No vosso site o preço era de 99 €. Devolvam-me a diferença de 30 €.",
    "Op jullie site was de prijs 99 €. Betaal me het verschil van 30 € terug.",
    "Na waszej stronie cena wynosiła 99 €. Proszę o zwrot różnicy 30 €.",
    "På er sajt var priset 99 €. Återbetala mellanskillnaden på 30 €.",
    "På jeres side var prisen 99 €. Refunder mig forskellen på 30 €.",
    "På nettsiden deres var prisen 99 €. Refunder meg differansen på 30 €.",
    "Verkkosivullanne hinta oli 99 €. Palauttakaa erotus 30 €.",
    "Sitenizde fiyat 99 € idi. Aradaki 30 € farkı iade edin.",
    "サイトの価格は99 €でした。差額の30 €を返金してください。",
    "网站上的价格是99 €。请退还30 €的差价。",
    "사이트 가격은 99 €였습니다. 차액 30 €를 환불해 주세요.",
    "كان السعر على موقعكم 99 €. أرجو إرجاع الفرق 30 €.",
    "Pe site prețul era de 99 €. Vă rog să-mi returnați diferența de 30 €.",
]


@pytest.mark.parametrize("said", CHARGED)
def test_a_charge_this_payment_never_took_grounds_no_difference(said):
    # the payment's one line is the price shown; 129 is nothing on it (99 + 5.90 shipping)
    asked(3000, order(("Kettle", 1, 9900), ship=590, currency="eur"), said,
          reason="figure_not_on_payment")


@pytest.mark.parametrize("said", CHARGED)
def test_the_line_charged_grounds_the_difference(said):
    allowed(3000, order(("Kettle", 1, 12900), ship=590, currency="eur"), said)


@pytest.mark.parametrize("said", CHARGED)
def test_the_total_with_shipping_charged_grounds_the_difference(said):
    allowed(3000, order(("Kettle", 1, 12310), ship=590, currency="eur"), said)


@pytest.mark.parametrize("said", SHOWN_ONLY)
def test_the_price_shown_alone_against_the_line(said):
    allowed(3000, order(("Kettle", 1, 12900), ship=590, currency="eur"), said)


def _one_sentence(said: str) -> str:
    """The same words, the difference asked in the charge's own sentence (three figures)."""
    for stop, comma in (("されました。", "されたので、"), ("。", "，"), ("었습니다. ", "었으니 "),
                        ("€. ", "€، " if "السعر" in said else "€, "), (". ", ", ")):
        if stop in said:
            head, tail = said.split(stop, 1)
            return head + comma + (tail[0].lower() + tail[1:] if comma in ("€, ", ", ") else tail)
    return said


@pytest.mark.parametrize("said", [_one_sentence(s) for s in CHARGED])
def test_the_difference_asked_in_the_charge_sentence(said):
    asked(3000, order(("Kettle", 1, 9900), ship=590, currency="eur"), said,
          reason="figure_not_on_payment")
    allowed(3000, order(("Kettle", 1, 12900), ship=590, currency="eur"), said)
