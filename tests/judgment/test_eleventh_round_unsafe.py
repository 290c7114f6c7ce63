"""The eleventh round's unsafe forms (the next corpora W and X, item_not_on_payment): the shapes
behind the refunds of items not on this payment that the rules allowed, written in our own
words, not the tickets'. Each case failed on the rules before its form was built; each form
keeps its contrast (the same shape about a line of the payment, still allowed)."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# ----- a figure of a line the words do not name, beside a kind no line is ----------------------
# The customer names a kind of product that no line is and writes a figure that happens to be
# the price of a line their words do not name; another line is named by some word ("my mug"),
# which used to stop the rule. A figure matches, the item does not.
MUG, BOARD = ("Stoneware Mug - Blue", 1, 1800), ("Bamboo Cutting Board", 1, 2400)


@pytest.mark.parametrize("lang, said", [
    ("en", "The kettle I ordered leaks all over the counter, so my mug stays empty. "
           "It cost 24.00. Refund it please."),
    ("de", "Der Wasserkocher, den ich bestellt habe, ist undicht, meine Tasse bleibt leer. "
           "Er hat 24,00 gekostet. Bitte erstatten."),
    ("fr", "La bouilloire que j'ai commandée fuit, mon mug reste vide. Elle coûtait 24,00. "
           "Remboursez-moi svp."),
])
def test_a_figure_of_an_unnamed_line_beside_another_kind_is_asked(lang, said):
    not_allowed(2400, order(MUG, BOARD, currency="eur"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said", [
    ("en", "The cutting board I ordered split down the middle, my mug is fine. "
           "It cost 24.00. Refund it please."),
    ("de", "Das Schneidebrett ist in der Mitte gerissen, die Tasse ist in Ordnung. "
           "Es hat 24,00 gekostet. Bitte erstatten."),
])
def test_the_figure_of_the_line_named_stays_allowed(lang, said):
    allowed(2400, order(MUG, BOARD, currency="eur"), said)


# ----- a kind no line is, named in Japanese or Chinese -----------------------------------------
# Every title names a kind and the customer names, in Japanese or Chinese, a kind that is none of
# them nor of their families: the words say the item is another. A power bank is of a charger's
# family, and so is a cable, but a power bank is never a cable.
CABLE = ("USB-C to USB-C Cable 2m", 1, 5900)


@pytest.mark.parametrize("lang, said", [
    ("zh", "上周买的充电宝完全充不了电，麻烦退款。"),
    ("ja", "先日買ったモバイルバッテリーが全く充電できません。返金してください。"),
])
def test_a_kind_named_in_cjk_that_no_line_is_is_asked(lang, said):
    not_allowed(None, order(CABLE, currency="cny"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said", [
    ("zh", "上周买的数据线完全充不了电，麻烦退款。"),
    ("ja", "先日買ったケーブルで全く充電できません。返金してください。"),
])
def test_the_line_named_in_cjk_stays_allowed(lang, said):
    allowed(None, order(CABLE, currency="cny"), said)


# ----- a colour after the dash names no kind ----------------------------------------------------
# "Black" after a title's dash is a colour, though a table's word folds to it (Swedish "bläck",
# ink): a title that names no kind before it names none, and the customer's word for the shoes
# is no "kind no line is".
@pytest.mark.parametrize("lang, said", [
    ("sv", "Hej, skorna var för små så jag har skickat tillbaka dem. Kan ni återbetala?"),
    ("nb", "Hei, skoene var for små, så jeg har sendt dem tilbake. Kan dere refundere?"),
])
def test_a_colour_after_the_dash_is_no_kind(lang, said):
    allowed(None, order(("Asics Gel-Nimbus 26 - Black", 1, 159900), currency="sek"), said)


# ----- a kind's name with Arabic's article, or a Japanese name of one character ------------------
# "السماعات" is the kind's own name with the article glued on ("والسماعات", "بالسماعات" with a
# preposition too): it says a kind no line is as the bare name does. A Japanese name of one
# character ("傘", "皿", "棚") names its kind where it ends a word before a particle
# ("折りたたみ傘が", "お皿を"), never as a counter ("2本が").
CASE = ("Leather Phone Case - Brown", 1, 8900)
TUMBLERS = ("Glass Tumbler 350ml", 4, 1500)


@pytest.mark.parametrize("said", [
    "السماعات اللي طلبتها منكم ما تشتغل. أبي استرجاع المبلغ.",
    "عندي مشكلة بالسماعات، الصوت يقطع. أريد استرداد فلوسي.",
])
def test_a_kind_with_the_arabic_article_that_no_line_is_is_asked(said):
    not_allowed(None, order(CASE, currency="sar"), said, reason="item_not_on_payment")


def test_the_line_named_with_the_arabic_article_stays_allowed():
    allowed(None, order(CASE, currency="sar"), "الكفر اللي طلبته منكم انكسر. أبي استرجاع المبلغ.")


@pytest.mark.parametrize("said", [
    "注文した折りたたみ傘が一回で壊れました。返金してください。",
    "届いた日傘は骨が曲がっていました。返金をお願いします。",
    "買った棚がぐらぐらします。返金してください。",
])
def test_a_one_character_japanese_kind_no_line_is_is_asked(said):
    not_allowed(None, order(TUMBLERS, currency="jpy"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("said", [
    "注文したグラスが二つ割れていました。返金してください。",
    "グラスのうち2本が割れていました。返金をお願いします。",
])
def test_the_tumblers_named_or_counted_stay_allowed(said):
    allowed(3000, order(TUMBLERS, currency="jpy"), said)


# ----- two kinds one name held: a mixer is no blender ----------------------------------------------
# A mixer beats and kneads, a blender purees: where a language has a word for each (a Portuguese
# "batedeira" and "liquidificador", an Italian "planetaria" and "frullatore", a Swedish "elvisp"
# and "mixer"), the customer's word for one says the other is not the item.
STAND_MIXER = ("Planetary Stand Mixer 1000W - Cream", 1, 45000)
JUG_BLENDER = ("Jug Blender 1.5L", 1, 45000)


@pytest.mark.parametrize("lang, said, paid", [
    ("pt", "O liquidificador que comprei chegou com o copo rachado. Quero o reembolso.", STAND_MIXER),
    ("it", "Il frullatore che ho comprato ha il bicchiere crepato. Vorrei il rimborso.", STAND_MIXER),
    ("pt", "A batedeira que comprei não liga. Quero o reembolso.", JUG_BLENDER),
    ("sv", "Elvispen jag köpte startar inte. Jag vill ha pengarna tillbaka.", JUG_BLENDER),
])
def test_a_blender_named_of_a_mixer_or_a_mixer_of_a_blender_is_asked(lang, said, paid):
    not_allowed(None, order(paid, currency="eur"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said, paid", [
    ("pt", "A batedeira que comprei não liga. Quero o reembolso.", STAND_MIXER),
    ("it", "La planetaria che ho comprato non si accende. Vorrei il rimborso.", STAND_MIXER),
    ("pt", "O liquidificador que comprei chegou com o copo rachado. Quero o reembolso.", JUG_BLENDER),
    ("de", "Der Mixer, den ich gekauft habe, geht nicht an. Bitte erstatten Sie den Betrag.", JUG_BLENDER),
])
def test_the_appliance_named_as_it_is_stays_allowed(lang, said, paid):
    allowed(None, order(paid, currency="eur"), said)


# ----- a difference from a competitor's price ---------------------------------------------------
# The customer sets what they paid against another shop's price, a competitor's, and asks the
# gap back: a price match for a person to grant, nothing this payment took over its own price.
# The same gap from this shop's own price drop stays allowed.
SAW = ("Cordless Circular Saw 18V", 1, 21900)


@pytest.mark.parametrize("lang, said", [
    ("en", "A competitor sells this exact saw 30.00 cheaper than you. Please refund me the 30.00 difference."),
    ("de", "Bei der Konkurrenz ist genau diese Säge 30,00 günstiger. Bitte erstatten Sie mir die Differenz "
           "von 30,00."),
    ("pt", "No concorrente a mesma serra está 30,00 mais barata. Quero a diferença de 30,00 de volta."),
    ("es", "En la competencia la misma sierra está 30,00 más barata. Quiero la diferencia de 30,00."),
    ("sv", "Hos en konkurrent är samma såg 30,00 billigare. Jag vill ha mellanskillnaden på 30,00 tillbaka."),
])
def test_a_difference_from_a_competitors_price_is_asked(lang, said):
    not_allowed(3000, order(SAW, currency="eur"), said, reason="priced_elsewhere")


@pytest.mark.parametrize("lang, said", [
    ("en", "Your shop sells this exact saw 30.00 cheaper since Monday. Please refund me the 30.00 difference."),
    ("de", "Bei Ihnen ist genau diese Säge seit Montag 30,00 günstiger. Bitte erstatten Sie mir die "
           "Differenz von 30,00."),
])
def test_a_difference_from_this_shops_own_price_stays_allowed(lang, said):
    allowed(3000, order(SAW, currency="eur"), said)


# ----- a variety of a kind the line is not: a ceiling lamp of a table lamp ---------------------
# A ceiling lamp and a table lamp are both lamps, but no one calls one the other: the customer's
# word for one variety, where the line paid is another and their words never name its variety,
# is another item of the kind (as another colour is).
TABLE_LAMP, BULBS = ("Ceramic Table Lamp - Sand", 1, 39900), ("LED Bulb E27 2-pack", 1, 1200)


@pytest.mark.parametrize("lang, said", [
    ("sv", "Jag köpte en taklampa av er och den surrar och blinkar. Jag vill ha pengarna tillbaka."),
    ("de", "Die Deckenlampe, die ich bei Ihnen gekauft habe, flackert ständig. Bitte erstatten Sie den Preis."),
    ("en", "The ceiling lamp I bought from you keeps flickering. I want a refund please."),
    ("fr", "Le lampadaire que j'ai acheté chez vous clignote sans arrêt. Je veux être remboursé."),
    ("zh", "在你们这买的落地灯一直闪，要求退款。"),
])
def test_another_variety_of_the_kind_is_asked(lang, said):
    not_allowed(39900, order(TABLE_LAMP, BULBS, currency="sek"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said", [
    ("sv", "Jag köpte en bordslampa av er och den surrar och blinkar. Jag vill ha pengarna tillbaka."),
    ("de", "Die Lampe, die ich bei Ihnen gekauft habe, flackert ständig. Bitte erstatten Sie den Preis."),
    ("en", "The table lamp I bought keeps flickering, unlike the ceiling light I already had. Refund please."),
    ("zh", "在你们这买的台灯一直闪，要求退款。"),
])
def test_the_lamp_named_as_its_variety_or_as_a_lamp_stays_allowed(lang, said):
    allowed(39900, order(TABLE_LAMP, BULBS, currency="sek"), said)


# ----- a kind's name with the ending its language glues on --------------------------------------
# A Nordic definite form ("brödrosten", "hanskene", "handskarna") and a Turkish plural
# ("eldivenler") are the kind's own name with an ending: they say a kind no line is as the bare
# name does. The line's own kind so written still names it, and a device named beside the item
# ("telefonen", the phone the charger charges) asks nothing.
@pytest.mark.parametrize("lang, said, paid", [
    ("sv", "Brödrosten jag köpte av er har slutat fungera. Jag vill ha pengarna tillbaka.", MUG),
    ("da", "Brødristeren jeg købte hos jer virker ikke mere. Jeg vil have pengene tilbage.", MUG),
    ("nb", "Hanskene jeg bestilte har et hull. Jeg vil ha pengene tilbake.", ("Wool Scarf - Grey", 1, 4500)),
    ("sv", "Handskarna jag beställde har ett hål. Jag vill ha pengarna tillbaka.", ("Wool Scarf - Grey", 1, 4500)),
    ("tr", "Sipariş ettiğim eldivenler delik geldi. Paramı geri istiyorum.", ("Wool Scarf - Grey", 1, 4500)),
])
def test_a_kind_with_its_glued_ending_that_no_line_is_is_asked(lang, said, paid):
    not_allowed(None, order(paid, currency="sek"), said, reason="item_not_on_payment")


CHARGER_LINES = (("USB-C Cable 2 m", 1, 19900), ("Hurtiglader 30W", 1, 34900))


@pytest.mark.parametrize("lang, said", [
    ("nb", "Laderen gjør ingenting, telefonen lader ikke i det hele tatt. Kan jeg få refundert laderen?"),
    ("da", "Opladeren virker ikke, telefonen lader slet ikke. Kan jeg få refunderet opladeren?"),
])
def test_the_line_named_beside_the_device_it_serves_stays_allowed(lang, said):
    allowed(34900, order(*CHARGER_LINES, currency="nok"), said)


@pytest.mark.parametrize("lang, said", [
    ("sv", "Muggen jag köpte av er läcker. Jag vill ha pengarna tillbaka."),
    ("tr", "Sipariş ettiğim kupalar kırık geldi. Paramı geri istiyorum."),
])
def test_the_line_named_with_its_glued_ending_stays_allowed(lang, said):
    allowed(None, order(MUG, currency="sek"), said)


# ----- a kind no line is, named in several words ---------------------------------------------------
# "le grille-pain", "la tabla de cortar", "ekmek kızartma makinesi": a kind's name of several
# words (or of two joined by a hyphen), none of whose words names a kind alone, says a kind no
# line is as a one-word name does. The line's own kind so named still names it.
@pytest.mark.parametrize("lang, said", [
    ("fr", "Le grille-pain que j'ai acheté chez vous ne chauffe plus. Je veux un remboursement."),
    ("es", "La tabla de cortar que compré se partió en dos. Quiero un reembolso."),
    ("tr", "Sizden aldığım ekmek kızartma makinesi bozuldu. Paramı geri istiyorum."),
])
def test_a_kind_in_several_words_that_no_line_is_is_asked(lang, said):
    not_allowed(None, order(MUG, currency="eur"), said, reason="item_not_on_payment")


@pytest.mark.parametrize("lang, said", [
    ("fr", "Le grille-pain que j'ai acheté chez vous ne chauffe plus. Je veux un remboursement."),
    ("tr", "Sizden aldığım ekmek kızartma makinesi bozuldu. Paramı geri istiyorum."),
])
def test_the_line_named_in_several_words_stays_allowed(lang, said):
    allowed(None, order(("Retro Toaster 2-Slice - Cream", 1, 5900), currency="eur"), said)
