"""The second of a line of two said alone ("please refund the second.", "2本目を返金して",
"请退第二瓶的钱", "두 번째 것은 환불해", "استرداد قيمه الثاني"): one unit of the line, as most
covered languages read it already ("das zweite", "le deuxième", "toinen"; ``Table.one_of``)
(issue 39, round 23). Before, English, Japanese, Korean, Chinese and Arabic read no count, and
the whole line's price was allowed as the line named (in English, Japanese and Chinese): the
twin, both units refunded where one is asked, is asked now and must stay so. Written in our own
words in every covered language; the asked case failed on main in en ja ko zh ar, the other
thirteen held and stay as guards."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

UNIT = 6450

CASES = {
    # language: (the line's title, bought twice by mistake; the words)
    "en": ("Cedar Eau de Parfum 100ml", "I ordered the perfume twice by mistake. Please refund the second."),
    "de": ("Zedern Eau de Parfum 100ml",
           "Ich habe das Parfum aus Versehen doppelt bestellt. Bitte erstatten Sie das zweite."),
    "fr": ("Eau de parfum Cèdre 100ml",
           "J'ai commandé le parfum deux fois par erreur. Merci de rembourser le deuxième."),
    "es": ("Eau de parfum Cedro 100ml", "Pedí el perfume dos veces por error. Reembolsad el segundo, por favor."),
    "it": ("Eau de parfum Cedro 100ml", "Ho ordinato il profumo due volte per errore. Rimborsatemi il secondo."),
    "nl": ("Eau de parfum Ceder 100ml",
           "Ik heb het parfum per ongeluk twee keer besteld. Graag de tweede terugbetalen."),
    "pl": ("Woda perfumowana Cedr 100ml", "Zamówiłam perfumy dwa razy przez pomyłkę. Proszę o zwrot za drugie."),
    "pt": ("Eau de parfum Cedro 100ml", "Encomendei o perfume duas vezes por engano. Reembolsem o segundo, por favor."),
    "sv": ("Eau de parfum Ceder 100ml", "Jag beställde parfymen två gånger av misstag. Återbetala den andra, tack."),
    "da": ("Eau de parfum Cedertræ 100ml", "Jeg bestilte parfumen to gange ved en fejl. Refunder venligst den anden."),
    "nb": ("Eau de parfum Seder 100ml", "Jeg bestilte parfymen to ganger ved en feil. Refunder den andre, takk."),
    "fi": ("Eau de parfum Seetri 100ml", "Tilasin hajuveden vahingossa kahdesti. Hyvittäkää toinen."),
    "tr": ("Sedir Eau de Parfum 100ml", "Parfümü yanlışlıkla iki kez sipariş ettim. İkincisini iade edin lütfen."),
    "ro": ("Apă de parfum Cedru 100ml",
           "Am comandat parfumul de două ori din greșeală. Rambursați-l pe al doilea, vă rog."),
    "ja": ("シダー オードパルファム 100ml", "香水を間違えて2回注文しました。2本目を返金してください。"),
    "ko": ("시더 오 드 퍼퓸 100ml", "향수를 실수로 두 번 주문했어요. 두 번째 것은 환불해 주세요."),
    "zh": ("雪松香水 100ml", "我不小心订了两次香水。请退第二瓶的钱。"),
    "ar": ("عطر الأرز 100 مل", "طلبت العطر مرتين بالغلط. أرجو استرداد قيمة الثاني."),
}


def _paid(lang: str):
    return order((CASES[lang][0], 2, UNIT), currency="eur")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_second_alone_is_one_unit(lang):
    allowed(UNIT, _paid(lang), CASES[lang][1], reason="grounded_units")


@pytest.mark.parametrize("lang", sorted(CASES))
def test_both_units_are_not_the_second(lang):
    not_allowed(2 * UNIT, _paid(lang), CASES[lang][1])
