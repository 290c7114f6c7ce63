"""An item the customer names by the brand of a line and then a name that is not the line's
(issue 39): "my Kestrel Quencher" where the mug paid is a "Kestrel Classic Travel Mug", "the
Vardo Cordless-Hedgecutter" of a "Vardo Cordless-Lawntrimmer" (a compound's head not the
title's), "the Sonaro Calm Earbuds" of a "Sonaro Calm Pro Headphones" line (a kind of the
family in the title's language, but not the title's kind word). The brand alone is shared: the
customer speaks of another item of the brand, and a refund of the line's price is of something
they did not name.

The twins stay allowed: the title's own name after the brand ("Kestrel Classic"), the brand and
the kind ("Kestrel mug", "Kestrel Becher": a kind of the line's family in another language), a
name after the brand where the title carries no name of its own beside its kind ("Kestrel Mug"),
the compound's own head, the title's own kind word. Written in our own words, not a corpus's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _asked(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", \
        (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _allowed(amount, paid, text):
    found = judged(amount, paid, text)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


# --- a name after the brand that is not the title's -----------------------------------------------

def _mugs(title="Kestrel Classic Travel Mug 0.5L"):
    return order((title, 1, 3490), ("Kestrel Lunch Box 0.6L", 1, 2990))


# {NAME} is the word after the brand: "Quencher" (another item) or "Classic" (the line's own)
_SAID = [
    "My Kestrel {NAME} mug leaks at the lid, my bag was soaked. I want my money back.",
    "Mein Kestrel {NAME} Becher ist am Deckel undicht, die Tasche war nass. Ich möchte mein Geld zurück.",
    "Mon mug Kestrel {NAME} fuit au couvercle, mon sac était trempé. Je veux être remboursé.",
    "Mi taza Kestrel {NAME} gotea por la tapa, se me mojó la mochila. Quiero un reembolso.",
    "La mia tazza Kestrel {NAME} perde dal coperchio, la borsa era bagnata. Voglio il rimborso.",
    "Mijn Kestrel {NAME} beker lekt bij het deksel, mijn tas was nat. Ik wil mijn geld terug.",
    "Mój kubek Kestrel {NAME} cieknie przy pokrywce, torba była mokra. Proszę o zwrot pieniędzy.",
    "A minha caneca Kestrel {NAME} verte pela tampa, a mala ficou molhada. Quero o reembolso.",
    "Min Kestrel {NAME} mugg läcker vid locket, väskan blev blöt. Jag vill ha pengarna tillbaka.",
    "Mit Kestrel {NAME} krus lækker ved låget, tasken blev våd. Jeg vil have pengene tilbage.",
    "Min Kestrel {NAME} kopp lekker ved lokket, vesken ble våt. Jeg vil ha pengene tilbake.",
    "Kestrel {NAME} muki vuotaa kannesta, laukku kastui. Haluan rahat takaisin.",
    "Kestrel {NAME} kupam kapağından sızdırıyor, çantam ıslandı. Paramı iade edin.",
    "Cana mea Kestrel {NAME} curge pe la capac, geanta s-a udat. Vreau banii înapoi.",
    "كوب Kestrel {NAME} يسرب من الغطاء وتبللت حقيبتي. أريد استرداد المبلغ.",
    "Kestrel {NAME}のマグが蓋から漏れて、かばんが濡れました。返金してください。",
    "Kestrel {NAME} 머그가 뚜껑에서 새서 가방이 젖었어요. 환불해 주세요.",
    "我的Kestrel {NAME}杯子盖子漏水，包都湿了。请给我退款。",
]


@pytest.mark.parametrize("text", _SAID)
def test_another_name_after_the_brand_is_asked(text):
    _asked(3490, _mugs(), text.replace("{NAME}", "Quencher"))


@pytest.mark.parametrize("text", _SAID)
def test_the_titles_own_name_after_the_brand_stays_allowed(text):
    _allowed(3490, _mugs(), text.replace("{NAME}", "Classic"))


@pytest.mark.parametrize("text", _SAID)
def test_a_name_where_the_title_has_none_beside_its_kind_stays_allowed(text):
    _allowed(3490, _mugs("Kestrel Mug 0.5L"), text.replace("{NAME}", "Quencher"))


# --- a compound's head after the brand that is not the title's ------------------------------------

def _trimmer():
    return order(("Vardo Cordless-Lawntrimmer Edge 18V", 1, 12900), ("Vardo spare line 20 m", 1, 900))


_HEAD = [
    ("en", "The Vardo Cordless-{HEAD} stopped after two weeks, the battery is full. Refund please."),
    ("de", "Die Vardo Akku-{HEAD} geht nach zwei Wochen nicht mehr, der Akku ist voll. Ich will mein Geld zurück."),
]


def _trimmer_de():
    return order(("Vardo Akku-Rasentrimmer Edge 18V", 1, 12900), ("Vardo Ersatzfaden 20 m", 1, 900))


@pytest.mark.parametrize(("lang", "text"), _HEAD)
def test_another_compound_head_after_the_brand_is_asked(lang, text):
    paid = _trimmer() if lang == "en" else _trimmer_de()
    _asked(12900, paid, text.replace("{HEAD}", "Hedgecutter" if lang == "en" else "Heckenschere"))


@pytest.mark.parametrize(("lang", "text"), _HEAD)
def test_the_compounds_own_head_stays_allowed(lang, text):
    paid = _trimmer() if lang == "en" else _trimmer_de()
    _allowed(12900, paid, text.replace("{HEAD}", "Lawntrimmer" if lang == "en" else "Rasentrimmer"))


# --- a kind of the line's family, not the title's kind word ---------------------------------------

def _headphones():
    return order(("Sonaro Calm Pro Headphones - Black", 1, 32900), ("Sonaro Calm Pro carry case", 1, 0))


def test_another_kind_word_of_the_family_after_the_brand_is_asked():
    _asked(32900, _headphones(), "The Sonaro Calm Earbuds I bought stopped charging on the left side. Refund please.")


def test_the_titles_own_kind_word_after_the_brand_stays_allowed():
    _allowed(32900, _headphones(), "The Sonaro Calm Headphones I bought stopped charging on the left side. "
                                   "Refund please.")


def test_a_kind_word_of_the_family_in_another_language_stays_allowed():
    _allowed(32900, _headphones(), "Die Sonaro Calm Kopfhörer laden links nicht mehr. Ich möchte mein Geld zurück.")


# --- another maker's name beside the line's kind --------------------------------------------------

# (the kettle's title in the customer's language, the customer's words; {MAKER} is the name
# beside the kind: "Vento", another maker, or "Ferrox", the line's own)
_KETTLES = [
    ("Kettle Ferrox FK20 1.7 L", "The {MAKER} kettle I bought here stopped heating after a week. Refund please."),
    ("Wasserkocher Ferrox FK20 1,7 L", "Der {MAKER} Wasserkocher heizt nach einer Woche nicht mehr. Bitte erstatten."),
    ("Bouilloire Ferrox FK20 1,7 L", "La bouilloire {MAKER} ne chauffe plus après une semaine. Remboursez-moi svp."),
    ("Hervidor Ferrox FK20 1,7 L", "El hervidor {MAKER} ya no calienta después de una semana. Quiero un reembolso."),
    ("Bollitore Ferrox FK20 1,7 L", "Il bollitore {MAKER} non scalda più dopo una settimana. Voglio il rimborso."),
    ("Waterkoker Ferrox FK20 1,7 L", "De {MAKER} waterkoker wordt na een week niet meer warm. Ik wil mijn geld terug."),
    ("Czajnik elektryczny Ferrox FK20 1,7 L", "Czajnik {MAKER} przestał grzać po tygodniu. Proszę o zwrot pieniędzy."),
    ("Chaleira Ferrox FK20 1,7 L", "A chaleira {MAKER} deixou de aquecer ao fim de uma semana. Quero o reembolso."),
    ("Vattenkokare Ferrox FK20 1,7 L", "Min {MAKER} vattenkokare värmer inte längre. Jag vill ha pengarna tillbaka."),
    ("Elkedel Ferrox FK20 1,7 L", "Min {MAKER} elkedel varmer ikke mere efter en uge. Jeg vil have pengene tilbage."),
    ("Vannkoker Ferrox FK20 1,7 L", "Min {MAKER} vannkoker varmer ikke lenger etter en uke. Jeg vil ha refusjon."),
    ("Vedenkeitin Ferrox FK20 1,7 L", "Ostamani {MAKER} vedenkeitin ei enää lämmitä viikon jälkeen. Rahat takaisin."),
    ("Kettle Ferrox FK20 1,7 L", "Aldığım {MAKER} kettle bir hafta sonra ısıtmayı bıraktı. Paramı iade edin."),
    ("Fierbător Ferrox FK20 1,7 L", "Fierbătorul {MAKER} nu mai încălzește după o săptămână. Vreau banii înapoi."),
    ("غلاية Ferrox FK20 1.7 لتر", "غلاية {MAKER} توقفت عن التسخين بعد أسبوع. أريد استرداد المبلغ."),
    ("ケトル Ferrox FK20 1.7L", "買った{MAKER} ケトルが一週間でお湯を沸かさなくなりました。返金してください。"),
    ("전기포트 Ferrox FK20 1.7L", "구매한 {MAKER} 전기포트가 일주일 만에 물을 안 데워요. 환불해 주세요."),
    ("电水壶 Ferrox FK20 1.7L", "我买的{MAKER} 电水壶一周后就不加热了。请给我退款。"),
]


def _kettle(title):
    return order((title, 1, 4990), ("Descaler 500 ml", 1, 690))


@pytest.mark.parametrize(("title", "text"), _KETTLES)
def test_another_maker_beside_the_lines_kind_is_asked(title, text):
    _asked(4990, _kettle(title), text.replace("{MAKER}", "Vento"))


@pytest.mark.parametrize(("title", "text"), _KETTLES)
def test_the_lines_own_maker_beside_its_kind_stays_allowed(title, text):
    _allowed(4990, _kettle(title), text.replace("{MAKER}", "Ferrox"))
