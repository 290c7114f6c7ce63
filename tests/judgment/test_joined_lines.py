"""Two things asked together, joined by the language's "and", one named by its title's words and
the other by a word no title holds, the rest kept by name (issue 39, round 22): "the Tarvo and
the shoehorn arrived scratched, refund them, I keep the Lumo", where the shoehorn's line is
titled by its model alone and the tables know no "shoehorn". The line left, neither named nor
kept, is the thing joined: the two lines are asked. Written in our own words from the form in
every covered language; each case failed before it was built.

The twins stay asked: the two joined in a sentence that asks nothing while another asks only
the named one; the joined thing kept; no line kept (the word may be anything); the word a kind
of product the line left is not (an item not on this payment); a verb joined ("refund the Tarvo
and send me a label"); and the kept line inside the amount."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

PAID = order(("Tarvo Boots - Brown", 1, 12900), ("Brenna 40 - Walnut", 1, 1900),
             ("Lumo Socks 3-pack", 1, 1500), currency="eur")
BOTH, ALL = 14800, 16300

ASKED = {
    "en": "The Tarvo and the shoehorn arrived scratched, please refund them. I keep the Lumo.",
    "de": "Die Tarvo und der Schuhlöffel kamen zerkratzt an, bitte erstatten Sie mir das Geld. "
          "Die Lumo behalte ich.",
    "fr": "Les Tarvo et le chausse-pied sont arrivés rayés, merci de me rembourser. Je garde les Lumo.",
    "es": "Las Tarvo y el calzador llegaron rayados, por favor reembolsen. Me quedo con los Lumo.",
    "it": "Le Tarvo e il calzascarpe sono arrivati graffiati, vi prego di rimborsarmi. "
          "Tengo le Lumo.",
    "pt": "As Tarvo e a calçadeira chegaram riscadas, por favor reembolsem. Fico com as Lumo.",
    "nl": "De Tarvo en de schoenlepel kwamen bekrast aan, graag terugbetalen. De Lumo houd ik.",
    "pl": "Tarvo i prawidła przyszły porysowane, proszę o zwrot pieniędzy. Lumo zostawiam sobie.",
    "sv": "Tarvo och skohornet kom repade, snälla återbetala. Lumo behåller jag.",
    "da": "Tarvo og skohornet kom ridsede frem, refunder venligst. Lumo beholder jeg.",
    "nb": "Tarvo og skohornet kom fram med riper, vennligst refunder. Lumo beholder jeg.",
    "fi": "Tarvo ja kenkälusikka tulivat naarmuisina, pyydän hyvitystä. Lumon pidän.",
    "tr": "Tarvo ve çekecek çizik geldi, lütfen ücreti iade edin. Lumo'yu tutuyorum.",
    "ro": "Tarvo și încălțătorul au venit zgâriate, vă rog rambursați. Lumo o păstrez.",
    "ja": "Tarvoと靴べらが傷だらけで届きました。返金をお願いします。靴下は使うので返品しません。",
    "zh": "Tarvo和鞋拔都有划痕，请退款。Lumo我留着。",
    "ko": "Tarvo랑 구둣주걱이 긁힌 채로 왔어요. 환불해 주세요. Lumo는 그냥 쓸게요.",
    "ar": "وصلت Tarvo واللباسة مخدوشة، أرجو استرداد المبلغ. Lumo سأحتفظ بها.",
}

# the two joined where nothing is asked; the next sentence asks the Tarvo alone
ONE_ASKED = {
    "en": "The Tarvo and the shoehorn arrived yesterday. The Tarvo is scratched, please refund "
          "it. I keep the Lumo.",
    "de": "Die Tarvo und der Schuhlöffel kamen gestern an. Die Tarvo ist zerkratzt, bitte "
          "erstatten Sie sie. Die Lumo behalte ich.",
    "es": "Las Tarvo y el calzador llegaron ayer. Las Tarvo están rayadas, por favor "
          "reembolsen las Tarvo. Me quedo con los Lumo.",
    "nb": "Tarvo og skohornet kom i går. Tarvo har riper, vennligst refunder Tarvo. Lumo "
          "beholder jeg.",
    "ko": "Tarvo랑 구둣주걱이 어제 왔어요. Tarvo가 긁혀서 Tarvo만 환불해 주세요. Lumo는 그냥 쓸게요.",
}

# the joined thing kept with the Lumo
KEPT = {
    "en": "Please refund the Tarvo, it is scratched. The shoehorn and the Lumo I keep.",
    "de": "Bitte erstatten Sie die Tarvo, sie ist zerkratzt. Den Schuhlöffel und die Lumo "
          "behalte ich.",
    "fr": "Merci de rembourser les Tarvo, elles sont rayées. Je garde le chausse-pied et les Lumo.",
    "nb": "Vennligst refunder Tarvo, den har riper. Skohornet og Lumo beholder jeg.",
}

# a kind of product the line left is not, joined to the Tarvo: another item, not that line
TITLED = order(("Tarvo Boots - Brown", 1, 12900), ("Brenna Shoe Tree 40 - Walnut", 1, 1900),
               ("Lumo Socks 3-pack", 1, 1500), currency="eur")
OTHER_ITEM = {
    "en": "The Tarvo and the laptop arrived scratched, please refund them. I keep the Lumo.",
    "de": "Die Tarvo und der Laptop kamen zerkratzt an, bitte erstatten Sie mir das Geld. "
          "Die Lumo behalte ich.",
    "nb": "Tarvo og laptopen kom fram med riper, vennligst refunder. Lumo beholder jeg.",
}


@pytest.mark.parametrize("lang", sorted(ASKED))
def test_a_line_joined_by_and_to_a_named_one_the_rest_kept(lang):
    allowed(BOTH, PAID, ASKED[lang], reason="grounded_lines_joined")


@pytest.mark.parametrize("lang", sorted(ASKED))
def test_the_kept_line_inside_the_amount_stays_asked(lang):
    not_allowed(ALL, PAID, ASKED[lang])


@pytest.mark.parametrize("lang", sorted(ONE_ASKED))
def test_joined_where_nothing_is_asked_leaves_the_pair_unasked(lang):
    not_allowed(BOTH, PAID, ONE_ASKED[lang])


@pytest.mark.parametrize("lang", sorted(KEPT))
def test_the_joined_thing_kept_is_never_asked(lang):
    not_allowed(BOTH, PAID, KEPT[lang])


@pytest.mark.parametrize("lang", sorted(OTHER_ITEM))
def test_a_kind_no_line_is_joined_names_no_line_left(lang):
    not_allowed(BOTH, TITLED, OTHER_ITEM[lang])


def test_no_line_kept_leaves_the_joined_word_unread():
    not_allowed(BOTH, PAID, "The Tarvo and the shoehorn arrived scratched, please refund them.")


def test_a_verb_joined_names_nothing():
    not_allowed(BOTH, PAID, "Please refund the Tarvo and send me a label. I keep the Lumo.")
    not_allowed(BOTH, PAID, "Bitte erstatten Sie die Tarvo und schicken Sie mir ein Etikett. "
                            "Die Lumo behalte ich.")


def test_a_line_left_for_each_word_or_nothing():
    # (two lines left, one word joined: which one, the words do not say)
    paid = order(("Tarvo Boots - Brown", 1, 12900), ("Brenna 40 - Walnut", 1, 1900),
                 ("Kolm 7", 1, 2500), ("Lumo Socks 3-pack", 1, 1500), currency="eur")
    not_allowed(BOTH, paid, ASKED["en"])


def test_the_word_for_is_that_folds_to_and_joins_nothing():
    # (Portuguese "é", is, folds to "e", and: "a Tarvo é a pior" joins no second thing)
    not_allowed(BOTH, PAID, "A Tarvo é a pior bota que já tive, reembolsem por favor. Fico com as Lumo.")
