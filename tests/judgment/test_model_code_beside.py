"""A line named beside a model code that is not its title's (issue 39, stop 67): "my rice cooker
(JBS-A055)" of a "Zojirushi Rice Cooker NL-BE05-WB" line is another model of the kind, an item
not on this payment (``codebeside``, read with ``designations``); a refund of the line was allowed
on main. Written in our own words from the form; each not-allowed case was allowed on main.

The twins keep their verdict: the title's own code, whole or in part ("NL-BE05"), and no code at
all leave the line named and its refund grounded."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Zojirushi Rice Cooker NL-BE05-WB", 1, 12800), ("Stainless Mug 350ml", 2, 2900), currency="eur")

SAID = {
    "en": "My rice cooker ({code}) stops with an error every time. Please refund it.",
    "de": "Mein Reiskocher ({code}) bricht jedes Mal mit einem Fehler ab. Bitte erstatten Sie ihn.",
    "fr": "Mon cuiseur à riz ({code}) s'arrête à chaque fois avec une erreur. Merci de me rembourser.",
    "es": "Mi arrocera ({code}) se para siempre con un error. Por favor, reembolsen.",
    "it": "Il mio cuociriso ({code}) si blocca ogni volta con un errore. Per favore rimborsatemi.",
    "pt": "A minha panela de arroz ({code}) para sempre com um erro. Por favor reembolsem.",
    "nl": "Mijn rijstkoker ({code}) stopt elke keer met een fout. Graag terugbetalen.",
    "pl": "Mój ryżowar ({code}) za każdym razem staje z błędem. Proszę o zwrot pieniędzy.",
    "sv": "Min riskokare ({code}) stannar varje gång med ett fel. Snälla återbetala.",
    "da": "Min riskoger ({code}) stopper hver gang med en fejl. Refunder venligst.",
    "nb": "Min riskoker ({code}) stopper hver gang med en feil. Vennligst refunder.",
    "fi": "Riisinkeitin ({code}) pysähtyy joka kerta virheeseen. Pyydän hyvitystä.",
    "tr": "Pirinç pişirici ({code}) her seferinde hata verip duruyor. Lütfen ücretini iade edin.",
    "ro": "Aparatul de orez Zojirushi ({code}) se oprește de fiecare dată cu o eroare. Vă rog rambursați banii.",
    "ja": "炊飯器（{code}）が毎回エラーで止まります。返金をお願いします。",
    "ko": "밥솥({code})이 매번 오류로 멈춰요. 환불해 주세요.",
    "zh": "电饭煲（{code}）每次都报错停止。请退款。",
    "ar": "طباخ أرز ({code}) يتوقف كل مرة بخطأ. ارجو استرداد المبلغ.",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_another_code_beside_the_kind_is_another_item(lang):
    not_allowed(12800, PAID, SAID[lang].format(code="JBS-A055"), reason="item_not_on_payment")


@pytest.mark.parametrize("lang", sorted(SAID))
def test_the_titles_own_code_names_the_line(lang):
    allowed(12800, PAID, SAID[lang].format(code="NL-BE05"))
