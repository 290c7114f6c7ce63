"""A withdrawal's words asked as a question withdraw nothing (issue 39, item 2): the customer
sent the goods back for their money and asks, in a later comment, whether they have come ("It has
just arrived at your end?", "Já chegou ao vosso armazém?"). Said as a statement, the same words
("It has just arrived, all good") still withdraw a complaint of a parcel missed, and a request
to close the ticket asked as a question ("Can you just close the ticket?") still closes it.
Written in our own words, in every language whose tables say the arrival in these forms."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LAMP = ("Lamp Lampe lampe lámpara lampada candeeiro lamp lampa lampe lampe lamppu lampa "
        "lampă lamba ランプ 램프 台灯 مصباح")
PRICE = 4900

_SENT_BACK = {
    "en": "The lamp flickers, so I sent it back. Please refund me.",
    "fr": "La lampe clignote, je l'ai renvoyée. Remboursez-moi s'il vous plaît.",
    "es": "La lámpara parpadea, así que la devolví. Quiero el reembolso.",
    "it": "La lampada sfarfalla, l'ho rispedita. Voglio il rimborso.",
    "pt": "O candeeiro pisca, por isso devolvi-o. Quero o reembolso.",
    "pl": "Lampa miga, więc ją odesłałam. Proszę o zwrot pieniędzy.",
    "ro": "Lampa pâlpâie, așa că am trimis-o înapoi. Vreau banii înapoi.",
    "ja": "ランプがちらつくので返送しました。返金してください。",
    "ko": "램프가 깜빡거려서 반품했어요. 환불해 주세요.",
}

_ASKED = [
    ("en", "It has just arrived at your end?"),
    ("fr", "Le colis vient d'arriver chez vous ?"),
    ("es", "¿Ya llegó a vuestro almacén?"),
    ("it", "È arrivato adesso da voi?"),
    ("pt", "Já chegou ao vosso armazém?"),
    ("pl", "Czy już doszła?"),
    ("ro", "A ajuns acum la voi?"),
    ("ja", "もうそちらに届きましたか？"),
    ("ko", "이제 도착했나요?"),
]

_SAID = [
    ("en", "It has just arrived, all good, sorry."),
    ("es", "Ya llegó, todo bien, perdón."),
    ("pt", "Já chegou, está tudo bem, obrigado."),
    ("pl", "Już dotarła, wszystko w porządku."),
    ("it", "È arrivato adesso, tutto a posto."),
]


def _paid():
    return order((LAMP, 1, PRICE), ("Bulb", 1, 600))


@pytest.mark.parametrize("lang, later", _ASKED)
def test_the_arrival_asked_as_a_question_withdraws_nothing(lang, later):
    allowed(PRICE, _paid(), _SENT_BACK[lang], later)


_MISSED = {
    "en": "The lamp never arrived. Please refund me.",
    "es": "La lámpara nunca llegó. Quiero el reembolso.",
    "pt": "O candeeiro nunca chegou. Quero o reembolso.",
    "pl": "Lampa nie dotarła. Proszę o zwrot pieniędzy.",
    "it": "La lampada non è mai arrivata. Voglio il rimborso.",
}


@pytest.mark.parametrize("lang, later", _SAID)
def test_the_arrival_said_still_withdraws_a_parcel_missed(lang, later):
    not_allowed(PRICE, _paid(), _MISSED[lang], later)


@pytest.mark.parametrize("later", [
    "Can you just close the ticket?",
    "Could you simply close this case?",
])
def test_the_ticket_asked_closed_still_withdraws(later):
    not_allowed(PRICE, _paid(), _SENT_BACK["en"], later)
