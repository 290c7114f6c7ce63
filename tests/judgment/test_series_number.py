"""An item the customer names by another number of the line's series (issue 39): the line is a
"Garmin Forerunner 265" watch and the customer writes of "my Forerunner 955", "the 955 one",
"die 955er", "el 955", "955の方". The customer speaks of another model of the series; a refund
of the line's price is of something they did not name.

The twins stay allowed: the line's own number ("Forerunner 265", "the 265", "265er"), a number
that is a price, an order's number, a quantity, a date or a measure ("the 255 €", "order 955",
"955 mAh"), the line's capacity ("24K", "20000 mAh"), a title number written inside a code
("WH-1000XM5"), and the other model spoken of beside the line's own said more often. Written in
our own words, not a corpus's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _asked(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "ask" and "item_not_on_payment" in codes(found), \
        (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _allowed(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _watch():
    return order(("Garmin Forerunner 265 GPS watch", 1, 44999), ("Garmin charging cable", 1, 1999))


# --- another number right after the series' word ------------------------------------------------

_AFTER_SERIES = [
    "My Garmin Forerunner 955 stopped charging after a month. I want my money back.",
    "Meine Garmin Forerunner 955 lädt nach einem Monat nicht mehr. Ich möchte mein Geld zurück.",
    "Ma Garmin Forerunner 955 ne charge plus après un mois. Je veux être remboursé.",
    "Mi Garmin Forerunner 955 dejó de cargar al mes. Quiero un reembolso.",
    "Il mio Garmin Forerunner 955 non si carica più dopo un mese. Voglio il rimborso.",
    "O meu Garmin Forerunner 955 deixou de carregar após um mês. Quero o reembolso.",
    "Mijn Garmin Forerunner 955 laadt na een maand niet meer op. Ik wil mijn geld terug.",
    "Mój Garmin Forerunner 955 przestał się ładować po miesiącu. Proszę o zwrot pieniędzy.",
    "Garmin Forerunner 955 nu se mai încarcă după o lună. Vreau banii înapoi.",
    "Min Garmin Forerunner 955 slutade ladda efter en månad. Jag vill ha pengarna tillbaka.",
    "Min Garmin Forerunner 955 holdt op med at lade efter en måned. Jeg vil have pengene tilbage.",
    "Min Garmin Forerunner 955 sluttet å lade etter en måned. Jeg vil ha pengene tilbake.",
    "Garmin Forerunner 955 -kelloni lakkasi latautumasta kuukaudessa. Haluan rahani takaisin.",
    "Garmin Forerunner 955 saatim bir ay sonra şarj olmuyor. Paramı iade edin.",
    "ساعتي Garmin Forerunner 955 توقفت عن الشحن بعد شهر. أريد استرداد المبلغ.",
    "Garmin Forerunner 955が一か月で充電できなくなりました。返金してください。",
    "Garmin Forerunner 955 시계가 한 달 만에 충전이 안 됩니다. 환불해 주세요.",
    "我的Garmin Forerunner 955一个月后就充不了电了。请给我退款。",
]


@pytest.mark.parametrize("text", _AFTER_SERIES)
def test_another_number_after_the_series_word_is_another_item(text):
    _asked(44999, _watch(), text)


# --- a bare number framed as the item by the language's words ----------------------------------

_FRAMED = [
    "My Garmin watch stopped charging, it's the 955 one. I want my money back.",
    "Meine Garmin-Uhr lädt nicht mehr, es ist die 955er. Ich möchte mein Geld zurück.",
    "Ma montre Garmin ne charge plus, c'est le 955. Je veux être remboursé.",
    "Mi reloj Garmin ya no carga, es el 955. Quiero un reembolso.",
    "Il mio orologio Garmin non si carica più, è il 955. Voglio il rimborso.",
    "O meu relógio Garmin não carrega, é o 955. Quero o reembolso.",
    "Mijn Garmin horloge laadt niet meer op, het gaat om de 955. Ik wil mijn geld terug.",
    "Mój zegarek Garmin się nie ładuje, to model 955. Proszę o zwrot pieniędzy.",
    "Ceasul Garmin nu se mai încarcă, e modelul 955. Vreau banii înapoi.",
    "Min Garmin-klocka laddar inte, det är den 955. Jag vill ha pengarna tillbaka.",
    "Mit Garmin-ur lader ikke, det er den 955. Jeg vil have pengene tilbage.",
    "Garmin-klokken min lader ikke, det er den 955. Jeg vil ha pengene tilbake.",
    "Garmin-kelloni ei lataudu, se on malli 955. Haluan rahani takaisin.",
    "Garmin saatim şarj olmuyor, 955 modeli. Paramı iade edin.",
    "ساعة Garmin لا تشحن، إنها موديل 955. أريد استرداد المبلغ.",
    "Garminの時計が充電できません。955の方です。返金してください。",
    "Garmin 시계가 충전이 안 됩니다. 955 모델입니다. 환불해 주세요.",
    "我的Garmin手表充不了电，是那个955。请给我退款。",
]


@pytest.mark.parametrize("text", _FRAMED)
def test_a_framed_number_of_the_series_shape_is_another_item(text):
    _asked(44999, _watch(), text)


# --- the twins: the line's own number, numbers that are no model -------------------------------

@pytest.mark.parametrize("text", [t.replace("955", "265") for t in _AFTER_SERIES + _FRAMED])
def test_the_line_s_own_number_in_every_language_stays_grounded(text):
    _allowed(44999, _watch(), text)


@pytest.mark.parametrize("text", [
    "My Garmin Forerunner 265 stopped charging after a month. I want my money back.",
    "My Garmin watch stopped charging, it's the 265 one. I want my money back.",
    "Meine Garmin-Uhr lädt nicht mehr, es ist die 265er. Ich möchte mein Geld zurück.",
    "Mijn Forerunner265 laadt na een maand niet meer op. Ik wil mijn geld terug.",
    "My Forerunner 265 stopped charging. I had a Forerunner 955 before, but the 265 is a dud. Refund please.",
    "My Garmin watch stopped charging. I paid the 449 $ a month ago, order 955. I want my money back.",
    "Mi reloj Garmin ya no carga, pagué el 449 € hace un mes. Quiero un reembolso.",
    "My Garmin watch stopped charging on the 12 March 2025. I want my money back.",
    "Garminの時計が充電できません。注文番号#95512です。返金してください。",
])
def test_the_line_s_own_number_or_a_number_that_is_no_model_stays_grounded(text):
    _allowed(44999, _watch(), text)


def test_the_line_s_capacity_is_no_model():
    paid = order(("Anker 737 Power Bank (PowerCore 24K) - Black", 1, 10999))
    _allowed(10999, paid, "The Anker power bank, the 24K one with 20000 mAh, stopped holding a charge. "
                          "It goes from 100 to 0 in an hour. Refund please.")
    _allowed(10999, paid, "My Anker 737 stopped holding a charge, from 100 to 0 in an hour. Refund please.")
    _asked(10999, paid, "My Anker power bank stopped holding a charge, it's the 733 one. Refund please.")


def test_a_number_inside_a_title_code_is_no_series_number():
    paid = order(("Sony WH-1000XM5 wireless headphones", 1, 34999))
    _allowed(34999, paid, "My Sony WH 1000XM5 headphones lost sound in the left ear. Refund please.")
    _allowed(34999, paid, "My Sony headphones lost sound in the left ear, the 1000 XM5 model. Refund please.")


def test_a_letter_and_number_of_the_series():
    paid = order(("Samsung Galaxy S23 smartphone 128GB", 1, 79999))
    _asked(79999, paid, "My Samsung Galaxy S24 screen cracked on its own. Refund please.")
    _allowed(79999, paid, "My Samsung Galaxy S23 screen cracked on its own. Refund please.")
    _allowed(79999, paid, "My Samsung Galaxy screen cracked on its own, 128 GB version. Refund please.")
