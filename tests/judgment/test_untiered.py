"""A model's tier the customer says theirs is not (``untiered``): "my case for the Nimbus 7, the
regular one, not the Pro" where the one case on this payment is for the "Nimbus 7 Pro". Written
in our own words from the form, never from a corpus's ticket; each was allowed on main (it failed
first). The twins stay allowed: the tier said as theirs, and another tier negated beside theirs
("the Pro, not the Max")."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

pytestmark = pytest.mark.unit

NEGATED = {
    "en": "My case for the Nimbus 7 (the plain one, not the Pro) has cracked. I want my money back for the case.",
    "de": "Meine Hülle für das Nimbus 7 (das normale, nicht das Pro) ist gerissen. Ich möchte mein Geld für die "
          "Hülle zurück.",
    "fr": "Ma coque pour le Nimbus 7 (le simple, pas le Pro) est fendue. Je veux être remboursée de la coque.",
    "es": "Mi funda para el Nimbus 7 (el normal, no el Pro) se ha agrietado. Quiero el reembolso de la funda.",
    "it": "La mia cover per il Nimbus 7 (quello normale, non il Pro) si è crepata. Voglio il rimborso della cover.",
    "pt": "A minha capa para o Nimbus 7 (o normal, não o Pro) rachou. Quero o reembolso da capa.",
    "nl": "Mijn hoesje voor de Nimbus 7 (de gewone, niet de Pro) is gebarsten. Ik wil mijn geld terug voor het "
          "hoesje.",
    "sv": "Mitt skal till Nimbus 7 (den vanliga, inte Pro) har spruckit. Jag vill ha pengarna tillbaka för skalet.",
    "da": "Mit cover til Nimbus 7 (den almindelige, ikke Pro) er revnet. Jeg vil have pengene tilbage for coveret.",
    "nb": "Dekselet mitt til Nimbus 7 (den vanlige, ikke Pro) har sprukket. Jeg vil ha pengene tilbake for "
          "dekselet.",
    "fi": "Suojakuoreni Nimbus 7:ään (tavalliseen, ei Pro) on haljennut. Haluan rahat takaisin kuoresta.",
    "pl": "Moje etui do Nimbus 7 (zwykłego, nie Pro) pękło. Chcę zwrot pieniędzy za etui.",
    "ro": "Husa mea pentru Nimbus 7 (cel obișnuit, nu Pro) s-a crăpat. Vreau banii înapoi pentru husă.",
    "tr": "Nimbus 7 (normal olan, Pro değil) için aldığım kılıf çatladı. Kılıfın parasını geri istiyorum.",
    "ja": "Nimbus 7（Proではなく普通のほう）用のケースが割れました。ケースの返金をお願いします。",
    "zh": "我给Nimbus 7（普通版，不是Pro）买的手机壳裂了。我要手机壳的退款。",
    "ko": "Nimbus 7(Pro가 아니라 일반 모델)용 케이스가 깨졌어요. 케이스 환불해 주세요.",
    "ar": "الغطاء الذي اشتريته لهاتف Nimbus 7 (العادي وليس Pro) تشقق. أريد استرداد ثمن الغطاء.",
}

CASE = ("Nimbus 7 Pro case Hülle coque funda cover capa hoesje skal dekselet suojakuori etui husa kılıf "
        "ケース 手机壳 케이스 غطاء")


def _paid():
    return order((CASE, 1, 2900), ("USB-C charger 30W", 1, 3500))


@pytest.mark.parametrize("lang", sorted(NEGATED))
def test_the_tier_negated_is_another_model(lang):
    not_allowed(2900, _paid(), NEGATED[lang])


@pytest.mark.parametrize("text", [
    "My case for the Nimbus 7 Pro has cracked. I want my money back for the case.",
    "My case for the Nimbus 7 Pro (the Pro, not the Max) has cracked. I want my money back for the case.",
    "Mi funda para el Nimbus 7 Pro se ha agrietado. Quiero el reembolso de la funda.",
])
def test_the_tier_said_as_theirs_stays_allowed(text):
    allowed(2900, _paid(), text)
