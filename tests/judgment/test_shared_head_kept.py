"""A kept word two titles share that heads only one of them (issue 39, stop 67): "The plotter
is great", of a "Vinylo Smart Plotter" and a "Vinylo GripPro Plotter Mat": "plotter" is a word
of both titles, so the words kept kept both, the mats the customer had just complained of and
asked back by their own word too. A title written head-last ends in the noun it is of; the
plotter is the mat's use. Where the shared word heads exactly one of the titles, it is that
line's (``shared``, as a kind's word two titles share is); the other, called by its own word
before, is not kept. Written in our own words from the form; each allowed case failed on main.

The twins keep their verdict: the line the word heads stays kept (its price is a kept line);
the mats never called by their own word before stay kept with it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Vinylo Smart Plotter", 1, 29900), ("Vinylo GripPro Plotter Mat 12x12", 1, 2499),
             ("Siser EasyWeed HTV", 5, 649), currency="eur")

TOLD = {
    "en": ("The GripPro mats do not stick at all. Please refund them.", "The plotter is great."),
    "de": ("Die GripPro Matten kleben überhaupt nicht. Bitte erstatten Sie sie.", "Der Plotter ist super."),
    "fr": ("Les tapis GripPro ne collent pas du tout. Merci de les rembourser.", "Le plotter marche très bien."),
    "es": ("Las alfombrillas GripPro no pegan nada. Por favor, reembolsadlas.", "El plotter está genial."),
    "it": ("I tappetini GripPro non attaccano per niente. Per favore rimborsateli.",
           "Il plotter va benissimo."),
    "pt": ("Os tapetes GripPro não colam nada. Por favor reembolsem-nos.", "O plotter está ótimo."),
    "nl": ("De GripPro matten plakken helemaal niet. Graag terugbetalen.", "De plotter is prima."),
    "pl": ("Maty GripPro w ogóle nie kleją. Proszę o zwrot pieniędzy za nie.", "Plotter jest w porządku."),
    "sv": ("GripPro-mattorna fäster inte alls. Snälla återbetala dem.", "Plotter är jättebra."),
    "da": ("GripPro måtterne klæber slet ikke. Refunder dem venligst.", "Plotter er fin."),
    "nb": ("GripPro mattene fester ikke i det hele tatt. Vennligst refunder dem.", "Plotter er fin."),
    "fi": ("GripPro-alustat eivät tartu ollenkaan. Pyydän hyvitystä niistä.", "Plotter on hyvä."),
    "tr": ("GripPro matlar hiç yapışmıyor. Lütfen ücretini iade edin.", "Plotter gayet iyi."),
    "ro": ("Covorașele GripPro nu se lipesc deloc. Vă rog să-mi returnați banii.", "Plotter e foarte bun."),
    "ja": ("GripProのマットが全然くっつきません。返金をお願いします。", "Plotterは問題ありません。"),
    "ko": ("GripPro 매트가 전혀 붙지 않아요. 환불해 주세요.", "Plotter는 괜찮아요."),
    "zh": ("GripPro垫子一点都不粘。请退款。", "Plotter没问题。"),
    "ar": ("حصائر GripPro لا تلتصق ابدا. ارجو استرداد ثمنها.", "جهاز Plotter ممتاز."),
}


@pytest.mark.parametrize("lang", sorted(TOLD))
def test_the_shared_word_keeps_only_the_line_it_heads(lang):
    allowed(2499, PAID, " ".join(TOLD[lang]))


@pytest.mark.parametrize("lang", sorted(TOLD))
def test_the_line_it_heads_stays_kept(lang):
    not_allowed(2499 + 29900, PAID, " ".join(TOLD[lang]))


def test_the_line_never_called_alone_stays_kept():
    not_allowed(2499, PAID, "They do not stick at all. Please refund them. The plotter is great.")
