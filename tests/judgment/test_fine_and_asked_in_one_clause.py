"""A line said fine and another asked in one clause (issue 39, stop 64): "the filter is fine so
please refund just the humidifier". The clause holds a word of fine and a word asking money
back; each line was kept by the nearer of a word of fine and a complaint, so with no complaint
beside it the humidifier, nearer the refund, was kept too (and the "fine" said in Korean by its
connective "괜찮으니", "since it is fine", read as nothing). Now the word asking money back is
weighed as near as the word of fine (``keeping.name_or_keep``). Written in our own words in
every covered language; the asked case failed on main in en ko ar (the other languages cut the
clause before the refund, and stay as guards). Twin: the amount with the filter, said fine, stays
not allowed."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# language: (the humidifier's title, the filter's title, the words)
CASES = {
    "en": ("Aerial Humidifier H4", "Aerial Filter H4",
           "The filter is fine so please refund just the humidifier, it leaks."),
    "de": ("Aerial Luftbefeuchter H4", "Aerial Filter H4",
           "Der Filter ist in Ordnung, also erstatten Sie bitte nur den Luftbefeuchter, er "
           "leckt."),
    "fr": ("Humidificateur Aerial H4", "Filtre Aerial H4",
           "Le filtre est en bon état donc remboursez seulement l'humidificateur, il fuit."),
    "es": ("Humidificador Aerial H4", "Filtro Aerial H4",
           "El filtro está bien así que reembolsad solo el humidificador, pierde agua."),
    "it": ("Umidificatore Aerial H4", "Filtro Aerial H4",
           "Il filtro va bene quindi rimborsate solo l'umidificatore, perde acqua."),
    "pt": ("Humidificador Aerial H4", "Filtro Aerial H4",
           "O filtro está bom por isso reembolsem só o humidificador, está a pingar."),
    "nl": ("Aerial luchtbevochtiger H4", "Aerial filter H4",
           "Het filter is prima dus betaal alleen de luchtbevochtiger terug, hij lekt."),
    "pl": ("Nawilżacz Aerial H4", "Filtr Aerial H4",
           "Filtr jest w porządku więc proszę o zwrot tylko za nawilżacz, przecieka."),
    "sv": ("Aerial luftfuktare H4", "Aerial filter H4",
           "Filtret är bra så återbetala bara luftfuktaren, den läcker."),
    "da": ("Aerial luftfugter H4", "Aerial filter H4",
           "Filteret er fint så refunder kun luftfugteren, den lækker."),
    "nb": ("Aerial luftfukter H4", "Aerial filter H4",
           "Filteret er fint så refunder bare luftfukteren, den lekker."),
    "fi": ("Aerial ilmankostutin H4", "Aerial suodatin H4",
           "Suodatin on kunnossa joten hyvittäkää vain ilmankostutin, se vuotaa."),
    "tr": ("Aerial nemlendirici H4", "Aerial filtre H4",
           "Filtre sorunsuz o yüzden sadece nemlendiricinin parasını iade edin, su "
           "sızdırıyor."),
    "ro": ("Umidificator Aerial H4", "Filtru Aerial H4",
           "Filtrul e în regulă așa că rambursați doar umidificatorul, curge apă."),
    "ja": ("Aerial 加湿器 H4", "Aerial フィルター H4",
           "フィルターは問題ないので、加湿器だけ返金してください。水が漏れます。"),
    "ko": ("Aerial 가습기 H4", "Aerial 필터 H4",
           "필터는 괜찮으니 가습기만 환불해 주세요. 물이 새요."),
    "zh": ("Aerial 加湿器 H4", "Aerial 滤网 H4",
           "滤网没问题，所以只退加湿器就行，它漏水。"),
    "ar": ("مرطب هواء Aerial H4", "فلتر Aerial H4",
           "الفلتر سليم لذلك أرجو استرداد ثمن المرطب فقط، فهو يسرب الماء."),
}

HUMIDIFIER, FILTER = 89000, 9000


def _paid(lang: str):
    humidifier, filtre, _ = CASES[lang]
    return order((humidifier, 1, HUMIDIFIER), (filtre, 1, FILTER), currency="eur")


# (nl: "betaal ... terug" grounds the line at a lower score, asked of a person before and after)
@pytest.mark.parametrize("lang", sorted(set(CASES) - {"nl"}))
def test_the_line_nearer_the_refund_is_asked(lang):
    allowed(HUMIDIFIER, _paid(lang), CASES[lang][2])


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_line_said_fine_stays_out_of_the_amount(lang):
    not_allowed(HUMIDIFIER + FILTER, _paid(lang), CASES[lang][2])

