"""A line said kept in the past tense, "I kept the cable", "kabeln behöll jag", "il cavo l'ho
tenuto", "de kabel heb ik gehouden": the line is kept as surely as "I keep the cable", in every
covered language, so the whole payment is not what is asked. Twin: the line asked alone is
still allowed. Written in our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

HEADPHONES = 24900
_PAID = order(("Sony WH-1000XM4 headphones", 1, HEADPHONES), ("Sony audio cable 1.2 m", 1, 1490),
              currency="eur")

# (money asked of no line named; the line named after, the cable kept in the past tense)
CASES = {
    "en": ("You have had my return for three weeks, please refund me.",
           "It is about the headphones, I kept the cable."),
    "de": ("Sie haben meine Rücksendung seit drei Wochen, bitte erstatten Sie mir das Geld.",
           "Es geht um die Kopfhörer, das Kabel habe ich behalten."),
    "fr": ("Vous avez mon retour depuis trois semaines, merci de me rembourser.",
           "Il s'agit du casque, j'ai gardé le câble."),
    "es": ("Tienen mi devolución desde hace tres semanas, por favor reembólsenme.",
           "Se trata de los auriculares, me quedé con el cable."),
    "it": ("Avete il mio reso da tre settimane, per favore rimborsatemi.",
           "Si tratta delle cuffie, il cavo l'ho tenuto."),
    "nl": ("Jullie hebben mijn retour al drie weken, graag mijn geld terug.",
           "Het gaat om de koptelefoon, de kabel heb ik gehouden."),
    "pl": ("Macie mój zwrot od trzech tygodni, proszę o zwrot pieniędzy.",
           "Chodzi o słuchawki, kabel zatrzymałam."),
    "pt": ("Têm a minha devolução há três semanas, por favor reembolsem-me.",
           "Trata-se dos auscultadores, fiquei com o cabo."),
    "sv": ("Ni har haft min retur i tre veckor, återbetala mig gärna.",
           "Det gäller hörlurarna, kabeln behöll jag."),
    "da": ("I har haft min returnering i tre uger, refunder mig venligst.",
           "Det gælder hovedtelefonerne, kablet beholdt jeg."),
    "nb": ("Dere har hatt returen min i tre uker, vennligst refunder meg.",
           "Det gjelder WH-1000XM4, kabelen beholdt jeg."),
    "fi": ("Palautukseni on ollut teillä kolme viikkoa, hyvittäkää minulle.",
           "Kyse on WH-1000XM4:stä, kaapelin pidin itselläni."),
    "ja": ("返品をお送りして3週間になります。返金をお願いします。",
           "ヘッドホンの件で、ケーブルは手元に残しました。"),
    "ko": ("반품을 보낸 지 3주가 됐어요. 환불해 주세요.",
           "헤드폰 건이고, 케이블은 제가 가지고 있어요."),
    "zh": ("退货你们已经收到三周了，请给我退款。",
           "是耳机的事，数据线我留下了。"),
    "tr": ("İadem üç haftadır sizde, lütfen paramı iade edin.",
           "Konu kulaklık, kabloyu ben tuttum."),
    "ar": ("المرتجع عندكم من ثلاثة أسابيع، أرجو استرداد المبلغ.",
           "الموضوع بخصوص السماعات، والكابل احتفظت به."),
    "ro": ("Aveți returul meu de trei săptămâni, vă rog să-mi rambursați banii.",
           "E vorba de căști, cablul l-am păstrat."),
}


@pytest.mark.parametrize("code", sorted(CASES))
def test_a_line_kept_in_the_past_is_not_asked_with_the_whole(code):
    not_allowed(None, _PAID, " ".join(CASES[code]))


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_line_sent_back_is_still_asked(code):
    allowed(HEADPHONES, _PAID, " ".join(CASES[code]))
