"""A word that is one line's kind and another line's use (issue 39, stop 66): "the axe" of a
"Splitting Axe" line and an "Axe & Knife Sharpener" one names the axe, the line of that kind
alone, never the sharpener, whose title names the kinds it is for beside its own ("Balta ve
bıçak bileyici": "balta" a word of its title, "baltası" of the axe's). Read as the sharpener's
(Turkish, where its title's word fits the text's better) or as no line (Japanese "斧" alone), the
axe said fine was refunded as "the rest"; read as both lines (English), the sharpener was
refunded of a complaint about the axe's handle. Written in our own words from the form, never
from a corpus's ticket.

Beside each unsafe case its grounded twin keeps its allow: the sharpener complained of and
refunded, the axe said fine; the axe's handle cracked and the axe refunded."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_SHARPENER, _AXE = 2500, 4500

# (the sharpener's title, naming what it is for; the axe's; the sharpener fails, the axe is fine)
_FINE = {
    "en": ('Axe & Knife Sharpener', 'Splitting Axe',
           "The sharpener doesn't sharpen, the axe is fine. Please refund me."),
    "fi": ('Fiskars Xsharp kirveen- ja veitsenteroitin', 'Fiskars X27 Halkaisukirves',
           'Teroitin ei teroita, kirves on kunnossa. Rahat takaisin kiitos.'),
    "de": ('Axt- und Messerschärfer', 'Spaltaxt',
           'Der Schärfer schärft nicht, die Axt ist gut. Bitte erstatten.'),
    "fr": ('Aiguiseur pour hache et couteau', 'Hache à fendre',
           "L'aiguiseur n'aiguise pas, la hache est bien. Remboursez-moi svp."),
    "es": ('Afilador de hachas y cuchillos', 'Hacha de leñador',
           'El afilador no afila, el hacha está bien. Quiero el reembolso.'),
    "it": ('Affilatore per asce e coltelli', 'Ascia da spacco',
           "L'affilatore non affila, l'ascia va bene. Vorrei il rimborso."),
    "nl": ('Bijl- en messenslijper', 'Kloofbijl',
           'De slijper slijpt niet, de bijl is goed. Graag terugbetaling.'),
    "pl": ('Ostrzałka do siekier i noży', 'Siekiera rozłupująca',
           'Ostrzałka nie ostrzy, siekiera jest w porządku. Proszę o zwrot.'),
    "pt": ('Afiador de machados e facas', 'Machado de rachar',
           'O afiador não afia, o machado está bom. Quero o reembolso.'),
    "sv": ('Yx- och knivslip', 'Klyvyxa',
           'Slipen slipar inte, yxan är bra. Jag vill ha pengarna tillbaka.'),
    "da": ('Økse- og knivsliber', 'Kløveøkse',
           'Sliberen sliber ikke, øksen er fin. Jeg vil have pengene tilbage.'),
    "nb": ('Øks- og knivsliper', 'Kløyvøks',
           'Sliperen sliper ikke, øksa er fin. Jeg vil ha pengene tilbake.'),
    "ro": ('Ascuțitor pentru topoare și cuțite', 'Topor de despicat',
           'Ascuțitorul nu ascute, toporul e bun. Vreau banii înapoi.'),
    "tr": ('Balta ve bıçak bileyici', 'Yarma baltası',
           'Bileyici bilemiyor, balta iyi. Para iadesi istiyorum.'),
    "ar": ('مسن للفؤوس والسكاكين', 'فأس تقطيع',
           'المسن لا يشحذ، الفأس جيدة. أريد استرداد المبلغ.'),
    "ja": ('斧・ナイフ用シャープナー', '薪割り斧',
           'シャープナーが研げません、斧は大丈夫です。返金をお願いします。'),
    "ko": ('도끼·칼 샤프너', '장작 도끼',
           '샤프너가 갈리지 않아요, 도끼는 괜찮아요. 환불해 주세요.'),
    "zh": ('斧头刀具磨刀器', '劈柴斧',
           '磨刀器磨不了，斧头没问题。请退款。'),
}

# the axe complained of, nothing said of the sharpener
_CRACKED = {
    'en': 'The axe handle cracked the first time I split wood. Please refund me.',
    'fi': 'Kirveen varsi halkesi heti ensimmäisellä kerralla. Haluan rahat takaisin.',
    'de': 'Der Stiel der Axt ist beim ersten Holzspalten gerissen. Bitte erstatten.',
    'fr': "Le manche de la hache s'est fendu dès la première utilisation. Remboursez-moi svp.",
    'es': 'El mango del hacha se agrietó el primer día. Quiero el reembolso.',
    'it': "Il manico dell'ascia si è crepato al primo utilizzo. Vorrei il rimborso.",
    'nl': 'De steel van de bijl is bij het eerste gebruik gebarsten. Graag terugbetaling.',
    'pl': 'Trzonek siekiery pękł przy pierwszym użyciu. Proszę o zwrot.',
    'pt': 'O cabo do machado rachou no primeiro uso. Quero o reembolso.',
    'sv': 'Skaftet på yxan sprack första gången. Jag vill ha pengarna tillbaka.',
    'da': 'Skaftet på øksen revnede første gang. Jeg vil have pengene tilbage.',
    'nb': 'Skaftet på øksa sprakk første gang. Jeg vil ha pengene tilbake.',
    'ro': 'Coada toporului s-a crăpat la prima folosire. Vreau banii înapoi.',
    'tr': 'Baltanın sapı ilk kullanımda çatladı. Para iadesi istiyorum.',
    'ar': 'انكسرت يد الفأس من أول استخدام. أريد استرداد المبلغ.',
    'ja': '斧の柄が初めて使った日に割れました。返金をお願いします。',
    'ko': '도끼 자루가 처음 쓸 때 갈라졌어요. 환불해 주세요.',
    'zh': '斧头的柄第一次用就裂了。请退款。',
}


def _paid(lang: str):
    sharpener, axe, _ = _FINE[lang]
    return order((sharpener, 1, _SHARPENER), (axe, 1, _AXE), currency="eur")


@pytest.mark.parametrize("lang", sorted(_FINE))
def test_the_axe_said_fine_is_never_refunded(lang):
    not_allowed(_AXE, _paid(lang), _FINE[lang][2])


@pytest.mark.parametrize("lang", sorted(set(_FINE) - {"zh"}))  # (zh: asked, as on main)
def test_the_sharpener_complained_of_stays_allowed(lang):
    allowed(_SHARPENER, _paid(lang), _FINE[lang][2])


# (zh left: "斧头" is read in the sharpener's title by its Chinese kind's name, as on main)
@pytest.mark.parametrize("lang", sorted(set(_CRACKED) - {"zh"}))
def test_the_sharpener_is_not_refunded_for_the_axes_handle(lang):
    not_allowed(_SHARPENER, _paid(lang), _CRACKED[lang])


@pytest.mark.parametrize("lang", sorted(_CRACKED))
def test_the_axe_with_the_cracked_handle_stays_allowed(lang):
    allowed(_AXE, _paid(lang), _CRACKED[lang])
