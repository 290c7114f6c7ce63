"""A charge the customer says they should not have paid ("I shouldn't have paid for the express
shipping", "je n'aurais pas dû payer les frais de port", "払う必要はなかった"): an indirect ask for
that money back, in every covered language; the charge the sentence names (here the shipping)
is what is asked. Twins: the same words with the money declined stay an ask, and a line's
price proposed for them is not what was asked. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

SHIP = 1290
_PAID = order(("Birthday party kit", 1, 3490), ("Gold number candle", 1, 390), ship=SHIP, currency="eur")

# (the words, the money declined after them)
CASES = {
    "en": ("The parcel came four days late. I shouldn't have paid for the express shipping.",
           "But I don't want any money back."),
    "de": ("Das Paket kam vier Tage zu spät. Die Versandkosten für Express hätte ich nicht bezahlen müssen.",
           "Ich möchte aber kein Geld zurück."),
    "fr": ("Le colis est arrivé avec quatre jours de retard. Je n'aurais pas dû payer les frais de port express.",
           "Mais je ne veux pas de remboursement."),
    "es": ("El paquete llegó cuatro días tarde. No debería haber pagado el envío urgente.",
           "Pero no quiero ningún reembolso."),
    "it": ("Il pacco è arrivato con quattro giorni di ritardo. Non avrei dovuto pagare la spedizione express.",
           "Ma non voglio nessun rimborso."),
    "pt": ("A encomenda chegou quatro dias atrasada. Não deveria ter pago o frete expresso.",
           "Mas não quero reembolso nenhum."),
    "nl": ("Het pakket kwam vier dagen te laat. De verzendkosten voor express had ik niet hoeven te betalen.",
           "Maar ik wil geen geld terug."),
    "sv": ("Paketet kom fyra dagar för sent. Jag borde inte ha betalat för expressfrakten.",
           "Men jag vill inte ha några pengar tillbaka."),
    "da": ("Pakken kom fire dage for sent. Jeg burde ikke have betalt for ekspresfragten.",
           "Men jeg vil ikke have pengene tilbage."),
    "nb": ("Pakken kom fire dager for sent. Jeg burde ikke ha betalt for ekspressfrakten.",
           "Men jeg vil ikke ha pengene tilbake."),
    "fi": ("Paketti tuli neljä päivää myöhässä. Minun ei olisi pitänyt maksaa pikatoimituksen postikuluja.",
           "En kuitenkaan halua rahoja takaisin."),
    "pl": ("Paczka przyszła cztery dni po terminie. Nie powinnam była płacić za wysyłkę ekspresową.",
           "Ale nie chcę zwrotu pieniędzy."),
    "ro": ("Coletul a ajuns cu patru zile întârziere. Nu ar fi trebuit să plătesc transportul expres.",
           "Dar nu vreau banii înapoi."),
    "tr": ("Kargo dört gün geç geldi. Hızlı kargo ücretini aslında ödemem gerekmiyordu.",
           "Ama para iadesi istemiyorum."),
    "ja": ("荷物が4日遅れて届きました。速達の送料は払う必要がなかったと思います。",
           "でも返金は不要です。"),
    "ko": ("택배가 4일 늦게 왔어요. 빠른배송 배송비는 낼 필요가 없었어요.",
           "하지만 환불은 원하지 않아요."),
    "zh": ("包裹晚了四天才到。加急运费我本来不应该付。",
           "不过我不需要退款。"),
    "ar": ("وصل الطرد متأخراً أربعة أيام. ما كان لازم أدفع رسوم الشحن السريع.",
           "بس ما أبي استرداد."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_charge_said_not_owed_asks_its_money_back(code):
    allowed(SHIP, _PAID, CASES[code][0])


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_same_words_with_the_money_declined_stay_an_ask(code):
    words, declined = CASES[code]
    not_allowed(SHIP, _PAID, f"{words} {declined}")


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_line_s_price_for_the_shipping_said_not_owed_is_not_what_was_asked(code):
    not_allowed(3490, _PAID, CASES[code][0])


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_late_parcel_alone_asks_no_money(code):
    asked(SHIP, _PAID, CASES[code][0].split(". ")[0].split("。")[0] + ".")
