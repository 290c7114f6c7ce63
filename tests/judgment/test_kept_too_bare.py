"""A second line kept by a bare "too" after a clause that keeps (issue 39, stop 66): "I'll keep
the chair, the lamp too", the verb of the first clause left out of the second. Turkish says the
"too" as a word after the thing ("lambayı da"), Arabic too ("والمصباح أيضًا"), Japanese, Korean
and Chinese glue it to the thing's name ("ランプも", "램프도", "台灯也"): unread, the lamp was kept
in the European languages only, and "refund the rest" refunded the lamp with the monitor stand.
Written in our own words from the form, never from a corpus's ticket.

Beside each unsafe case its grounded twin: the stand alone, the rest of what was kept, stays
allowed; and the lamp said broken "too" after a complaint is asked, never kept."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_PAID = (("Office Chair Mesh", 1, 9000), ("Desk Lamp LED", 1, 3000), ("Monitor Stand Oak", 1, 4000))
_STAND, _LAMP_AND_STAND = 4000, 7000

# the chair kept, the lamp kept by a bare "too", the rest asked
_TOO = {
    "en": "I'll keep the chair, the lamp too. Please refund the rest.",
    "de": "Den Stuhl behalte ich, die Lampe auch. Den Rest bitte erstatten.",
    "fr": "Je garde la chaise, la lampe aussi. Merci de rembourser le reste.",
    "es": "Me quedo con la silla, la lámpara también. Reembolsen el resto, por favor.",
    "it": "Tengo la sedia, la lampada anche. Rimborsatemi il resto, per favore.",
    "pt": "Fico com a cadeira, a luminária também. Reembolsem o resto, por favor.",
    "nl": "De stoel houd ik, de lamp ook. Graag de rest terugbetalen.",
    "pl": "Krzesło zatrzymuję, lampę też. Proszę o zwrot reszty.",
    "ro": "Păstrez scaunul, lampa la fel. Vă rog să rambursați restul.",
    "sv": "Stolen behåller jag, lampan också. Återbetala resten, tack.",
    "da": "Stolen beholder jeg, lampen også. Refunder venligst resten.",
    "nb": "Stolen beholder jeg, lampa også. Refunder resten, takk.",
    "fi": "Tuolin pidän, lampun myös. Palauttakaa loput rahat, kiitos.",
    "tr": "Sandalyeyi tutuyorum, lambayı da. Gerisini iade edin lütfen.",
    "ja": "椅子は手元に残します、ランプも。残りを返金してください。",
    "ko": "의자는 그냥 가질게요, 램프도. 나머지는 환불해 주세요.",
    "zh": "椅子我留着，台灯也。其余的请退款。",
    "ar": "سأحتفظ بالكرسي، والمصباح أيضًا. أرجو استرداد الباقي.",
}

# the stand broken, the lamp broken too: both asked
_BROKEN_TOO = {
    "en": "The monitor stand is broken, the lamp is broken too. Please refund both.",
    "de": "Der Monitorständer ist kaputt, die Lampe ist auch kaputt. Bitte beides erstatten.",
    "tr": "Monitör standı kırık, lamba da kırık. İkisini de iade edin lütfen.",
    "ja": "モニタースタンドが壊れています、ランプも壊れています。両方返金してください。",
    "ko": "모니터 받침대가 부서졌어요, 램프도 고장났어요. 둘 다 환불해 주세요.",
    "zh": "显示器支架坏了，台灯也坏了。两个都请退款。",
    "ar": "حامل الشاشة مكسور، والمصباح أيضًا مكسور. أرجو استرداد ثمن الاثنين.",
}


@pytest.mark.parametrize("lang", sorted(_TOO))
def test_the_line_kept_by_too_is_never_in_the_rest(lang):
    not_allowed(_LAMP_AND_STAND, order(*_PAID, currency="eur"), _TOO[lang])


@pytest.mark.parametrize("lang", sorted(_TOO))
def test_the_rest_without_the_kept_lines_stays_allowed(lang):
    allowed(_STAND, order(*_PAID, currency="eur"), _TOO[lang])


@pytest.mark.parametrize("lang", sorted(_BROKEN_TOO))
def test_a_line_broken_too_is_asked_not_kept(lang):
    allowed(_LAMP_AND_STAND, order(*_PAID, currency="eur"), _BROKEN_TOO[lang])
