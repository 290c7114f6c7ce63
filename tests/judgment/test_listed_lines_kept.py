"""Lines listed at commas and kept by one verb (issue 39, stop 67): "the Osprey, the Nalgene,
the Jetboil and the Petzl are fine". The sentence is cut at its commas, so the words of keeping
stood in the list's last clause alone and the lines before it were read as named: the line
left, titled by its model alone and complained of by its kind ("my kettle leaks"), was never
the one line neither named nor kept. Each listed clause that is nothing but a line's name now
keeps its line with the verb that closes the list (or opens it: "I keep the Osprey, ...").
Written in our own words from the form; each allowed case failed on main before ``listed``.

The twins keep their verdict: the line left titled by another kind than the one complained of
(a toaster, where the kettle leaks) stays ungrounded; a listed line inside the amount is a kept
line; a clause of the list that says more ("the Nalgene leaks") stops the list."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

LISTED = (("Osprey Talon 22", 1, 8900), ("Nalgene Wide 1L", 1, 1500), ("Jetboil Flash", 1, 12900),
          ("Petzl Actik", 1, 5900))
PAID = order(*LISTED, ("Orbix Zephyr X2", 1, 6900), currency="eur")
# the line left is titled by a kind the customer does not complain of
TOASTER = order(*LISTED, ("Orbix Zephyr Toaster", 1, 6900), currency="eur")

CLOSED = {
    "en": "My kettle leaks from the bottom. The Osprey, the Nalgene, the Jetboil and the Petzl are fine. "
          "Please refund the kettle.",
    "de": "Mein Wasserkocher ist undicht. Der Osprey, die Nalgene, der Jetboil und die Petzl sind in Ordnung. "
          "Bitte erstatten Sie den Wasserkocher.",
    "fr": "Ma bouilloire fuit. Le Osprey, la Nalgene, le Jetboil et la Petzl, je les garde. "
          "Merci de rembourser la bouilloire.",
    "es": "Mi hervidor gotea. La Osprey, la Nalgene, el Jetboil y la Petzl están bien. "
          "Por favor, reembolsen el hervidor.",
    "it": "Il mio bollitore perde acqua. Lo Osprey, la Nalgene, il Jetboil e la Petzl vanno bene. "
          "Per favore rimborsate il bollitore.",
    "pt": "A minha chaleira está a pingar. A Osprey, a Nalgene, o Jetboil e a Petzl estão bem. "
          "Por favor reembolsem a chaleira.",
    "nl": "Mijn waterkoker lekt. De Osprey, de Nalgene, de Jetboil en de Petzl zijn in orde. "
          "Graag de waterkoker terugbetalen.",
    "pl": "Mój czajnik przecieka. Osprey, Nalgene, Jetboil i Petzl są w porządku. "
          "Proszę o zwrot pieniędzy za czajnik.",
    "sv": "Min vattenkokare läcker. Osprey, Nalgene, Jetboil och Petzl är bra. "
          "Snälla återbetala vattenkokaren.",
    "da": "Min elkedel lækker. Osprey, Nalgene, Jetboil og Petzl er i orden. "
          "Refunder venligst elkedlen.",
    "nb": "Vannkokeren min lekker. Osprey, Nalgene, Jetboil og Petzl er i orden. "
          "Vennligst refunder vannkokeren.",
    "fi": "Vedenkeitin vuotaa. Osprey, Nalgene, Jetboil ja Petzl ovat kunnossa. "
          "Pyydän hyvitystä vedenkeittimestä.",
    "tr": "Kettle bozuk, su sızdırıyor. Osprey, Nalgene, Jetboil ve Petzl sorunsuz. "
          "Lütfen kettle'ın ücretini iade edin.",
    "ro": "Fierbătorul curge. Osprey, Nalgene, Jetboil și Petzl sunt în regulă. "
          "Vă rog să-mi returnați banii pentru fierbător.",
    "ja": "電気ケトルから水が漏れます。Osprey、Nalgene、Jetboil、Petzlは問題ありません。"
          "電気ケトルの返金をお願いします。",
    "ko": "전기포트에서 물이 새요. Osprey, Nalgene, Jetboil, Petzl은 문제 없어요. "
          "전기포트 환불해 주세요.",
    "zh": "电水壶漏水。Osprey、Nalgene、Jetboil、Petzl都没问题。请退电水壶的钱。",
    "ar": "الغلاية تسرب الماء. Osprey، Nalgene، Jetboil و Petzl سليمة. "
          "ارجو استرداد ثمن الغلاية.",
}

# the verb opens the list
OPENED = {
    "en": "My kettle leaks from the bottom. I keep the Osprey, the Nalgene, the Jetboil and the Petzl. "
          "Please refund the kettle.",
    "de": "Mein Wasserkocher ist undicht. Ich behalte den Osprey, die Nalgene, den Jetboil und die Petzl. "
          "Bitte erstatten Sie den Wasserkocher.",
    "fr": "Ma bouilloire fuit. Je garde le Osprey, la Nalgene, le Jetboil et la Petzl. "
          "Merci de rembourser la bouilloire.",
    "es": "Mi hervidor gotea. Me quedo con la Osprey, la Nalgene, el Jetboil y la Petzl. "
          "Por favor, reembolsen el hervidor.",
    "nl": "Mijn waterkoker lekt. Ik houd de Osprey, de Nalgene, de Jetboil en de Petzl. "
          "Graag de waterkoker terugbetalen.",
}

# a clause of the list that says more: the list stops there
MORE = {
    "en": "My kettle leaks from the bottom. The Osprey, the Nalgene is cracked, the Jetboil and the Petzl "
          "are fine. Please refund the kettle.",
    "de": "Mein Wasserkocher ist undicht. Der Osprey, die Nalgene ist gerissen, der Jetboil und die Petzl "
          "sind in Ordnung. Bitte erstatten Sie den Wasserkocher.",
    "fr": "Ma bouilloire fuit. Le Osprey, la Nalgene est fissurée, le Jetboil et la Petzl, je les garde. "
          "Merci de rembourser la bouilloire.",
}


@pytest.mark.parametrize("lang", sorted(CLOSED))
def test_the_list_closed_by_its_verb_keeps_every_line(lang):
    allowed(6900, PAID, CLOSED[lang])


@pytest.mark.parametrize("lang", sorted(OPENED))
def test_the_list_opened_by_its_verb_keeps_every_line(lang):
    allowed(6900, PAID, OPENED[lang])


@pytest.mark.parametrize("lang", sorted(CLOSED))
def test_the_line_left_of_another_kind_stays_ungrounded(lang):
    not_allowed(6900, TOASTER, CLOSED[lang])


@pytest.mark.parametrize("lang", sorted(CLOSED))
def test_a_listed_line_inside_the_amount_is_kept(lang):
    not_allowed(6900 + 8900, PAID, CLOSED[lang])


@pytest.mark.parametrize("lang", sorted(MORE))
def test_a_clause_that_says_more_stops_the_list(lang):
    not_allowed(6900, PAID, MORE[lang])



# the line before the list's kept clause is the object of a verb before it, no item of a list
# ("Zwracam tylko blender, pojemniki zostają"): it stays asked (allowed on main too)
OBJECT = {
    "pl": "Zwracam tylko Jetboil, Osprey zostaje u mnie.",
    "en": "I am sending back only the Jetboil, the Osprey I keep.",
    "de": "Ich schicke nur den Jetboil zurück, den Osprey behalte ich.",
}


@pytest.mark.parametrize("lang", sorted(OBJECT))
def test_the_object_of_a_verb_before_is_no_item_of_the_list(lang):
    allowed(12900, PAID, OBJECT[lang])
