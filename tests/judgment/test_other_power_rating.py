"""The customer's item said in another power rating than the line's title gives: "it's the 65W
one" of an "Anker Nano 20W" charger line (``capacities``, the watt beside the capacities' units).
Two ratings of one dimension that differ say two items; a title that says no rating says nothing
against the customer's (titles leave attributes out all the time), and a customer who writes
the title's own rating anywhere keeps the line ("the 20W charger can't feed my 65W laptop").
Written in our own words from the form, not from any corpus's ticket; each case was allowed on
main."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

CHARGER = ("Anker Nano 20W USB-C Charger Ladegerät chargeur cargador caricatore carregador oplader ładowarka "
           "încărcător laddare lader laturi şarj aleti 充電器 충전기 充电器 شاحن")

# (the charger said in another rating; the same in the title's own rating)
CASES = [
    ("My charger stopped charging after a month. It's the 65W one. I'd like a refund.",
     "My charger stopped charging after a month. It's the 20W one. I'd like a refund."),
    ("Mein Ladegerät lädt nicht mehr. Es ist das mit 65W. Ich hätte gern mein Geld zurück.",
     "Mein Ladegerät lädt nicht mehr. Es ist das mit 20W. Ich hätte gern mein Geld zurück."),
    ("Mon chargeur ne fonctionne plus. C'est celui de 65W. Je voudrais un remboursement.",
     "Mon chargeur ne fonctionne plus. C'est celui de 20W. Je voudrais un remboursement."),
    ("Mi cargador dejó de funcionar. Es el de 65W. Quiero un reembolso.",
     "Mi cargador dejó de funcionar. Es el de 20W. Quiero un reembolso."),
    ("Il mio caricatore non carica più. È quello da 65W. Vorrei un rimborso.",
     "Il mio caricatore non carica più. È quello da 20W. Vorrei un rimborso."),
    ("O meu carregador deixou de carregar. É o de 65W. Quero o reembolso.",
     "O meu carregador deixou de carregar. É o de 20W. Quero o reembolso."),
    ("Mijn oplader laadt niet meer. Het is die van 65W. Ik wil mijn geld terug.",
     "Mijn oplader laadt niet meer. Het is die van 20W. Ik wil mijn geld terug."),
    ("Ładowarka przestała ładować. To ta 65W. Proszę o zwrot pieniędzy.",
     "Ładowarka przestała ładować. To ta 20W. Proszę o zwrot pieniędzy."),
    ("Încărcătorul s-a stricat. E cel de 65W. Vreau banii înapoi.",
     "Încărcătorul s-a stricat. E cel de 20W. Vreau banii înapoi."),
    ("Min laddare laddar inte längre. Det är den på 65W. Jag vill ha pengarna tillbaka.",
     "Min laddare laddar inte längre. Det är den på 20W. Jag vill ha pengarna tillbaka."),
    ("Min oplader lader ikke mere. Det er den på 65W. Jeg vil have pengene tilbage.",
     "Min oplader lader ikke mere. Det er den på 20W. Jeg vil have pengene tilbage."),
    ("Laderen min lader ikke lenger. Det er den på 65W. Jeg vil ha pengene tilbake.",
     "Laderen min lader ikke lenger. Det er den på 20W. Jeg vil ha pengene tilbake."),
    ("Laturi ei enää lataa. Se on se 65W malli. Haluan rahat takaisin.",
     "Laturi ei enää lataa. Se on se 20W malli. Haluan rahat takaisin."),
    ("Şarj aleti artık şarj etmiyor. 65W olanı. Para iadesi istiyorum.",
     "Şarj aleti artık şarj etmiyor. 20W olanı. Para iadesi istiyorum."),
    ("充電器が充電できなくなりました。65Wのものです。返金してください。",
     "充電器が充電できなくなりました。20Wのものです。返金してください。"),
    ("충전기가 충전이 안 돼요. 65W짜리예요. 환불해 주세요.", "충전기가 충전이 안 돼요. 20W짜리예요. 환불해 주세요."),
    ("充电器充不进电了，是65W的那个。请退款。", "充电器充不进电了，是20W的那个。请退款。"),
    ("الشاحن لا يشحن. إنه الشاحن 65W. أريد استرداد المال.", "الشاحن لا يشحن. إنه الشاحن 20W. أريد استرداد المال."),
]


def _paid():
    return order((CHARGER, 1, 2599), ("USB-C cable 2 m", 1, 1599))


@pytest.mark.parametrize("text", [c for c, _ in CASES])
def test_a_charger_of_another_rating_is_not_this_line(text):
    asked(2599, _paid(), text, reason="item_not_on_payment")


@pytest.mark.parametrize("text", [t for _, t in CASES] + [
    "My 20W charger is too weak for my 65W laptop and now it stopped working. I'd like a refund.",
    "My charger stopped charging after a month. I'd like a refund.",
    "Ładowarka przestała ładować, a miałem 2 w zestawie. Proszę o zwrot pieniędzy.",
])
def test_the_line_s_own_rating_or_none_stays_grounded(text):
    allowed(2599, _paid(), text)


def test_a_title_without_a_rating_says_nothing_against_one():
    allowed(2599, order(("Anker USB-C Charger", 1, 2599), ("USB-C cable 2 m", 1, 1599)),
            "My charger stopped charging after a month. It's the 65W one. I'd like a refund.")
