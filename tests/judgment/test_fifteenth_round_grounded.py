"""Grounded refunds read from how people write of a line (issue 39, the fifteenth round): the
money asked with "please" and no verb ("vă rog banii pe ..."), or with a spoken definite form
("få penga tilbake"); a word that names a kind of product only once its accents are off
("livré", delivered, folds to "livre", a book) names no kind; a compound's head with a noun's
ending and a definite or genitive one glued on ("vinterjackan", "skrivbordslampans") names the
line whose title holds the head. Written in our own words from the form, not from any corpus's
ticket; each case failed before it was built, and the contrasts (an accent left off a name, a
figure that names nothing on the payment) stay as they were."""

from __future__ import annotations

import pytest

from service.judgment.accents import accented_away
from tests.judgment.forms import allowed, not_allowed, order


def test_please_and_the_money_asks_it_in_romanian():
    paid = order(("Pernă decorativă catifea", 1, 9000), ("Pătură lână merinos", 1, 32000))
    allowed(32000, paid, "Pătura e prea aspră, nu pot dormi cu ea. Am trimis-o înapoi. Perna o "
                         "păstrez. Vă rog banii pe pătură.", reason="grounded_line")


def test_the_spoken_definite_money_asks_it_in_norwegian():
    paid = order(("Merino Beanie Grey", 1, 29900), ("Trail Gloves Black", 1, 44900))
    allowed(44900, paid, "hansken på venstre hand har en rift i tommelen. luen er fin. får jeg penga "
                         "tilbake for hanskene?", reason="grounded_line")


@pytest.mark.parametrize("word, away", [
    ("Le colis a été livré mardi", {"livre"}),  # delivered: no book
    ("El libro llegó y se libró del golpe", set()),  # the name itself stands plainly too
    ("Książką rzuciłem o podłogę", set()),  # an inflection the table writes with an accent there
    ("le livre est déchiré", set()),
    ("ksiazka przyszla podarta", set()),  # an accent left off: still the name
])
def test_a_word_names_a_kind_only_with_the_accents_it_is_written_with(word, away):
    assert accented_away([word]) == frozenset(away)


def test_an_accent_left_off_still_names_the_kind():
    paid = order(("Otterbox Symmetry Clear iPhone 14", 1, 2990), ("Belkin USB-C Cable 2m", 1, 1490),
                 ship=450, currency="eur")
    # "livre" (a book) written plainly: a kind no line is, so the sum of the two lines is not
    # grounded by kinds one for one
    not_allowed(4480, paid, "Bonjour, j'ai renvoyé la coque, le câble et le livre. J'attends 44,80 € en tout.")


def test_delivered_is_no_book_beside_a_line_named_by_its_kind():
    # the case and the cable are asked, the charger named by its kind: "livrée" (delivered)
    # names no third kind
    paid = order(("Otterbox Symmetry Clear iPhone 14", 1, 2990), ("Belkin USB-C Cable 2m", 1, 1490),
                 ship=450, currency="eur")
    allowed(4480, paid, "Bonjour, j'ai renvoyé la coque et le câble (colis livré chez vous le 3). "
                        "J'attends 44,80 € en tout.", reason="grounded_lines_by_kind")


def test_a_figure_that_names_nothing_stays_ungrounded_with_an_accent():
    paid = order(("Otterbox Symmetry Clear iPhone 14", 1, 2990), ("Belkin USB-C Cable 2m", 1, 1490),
                 ship=450, currency="eur")
    not_allowed(3900, paid, "Bonjour, la commande livrée le 3 ne convenait pas. J'attends 39,00 €.")


@pytest.mark.parametrize("text", [
    "Hej, skickar tillbaka vinterjackan och halsduken, båda för stora. Vantarna behåller jag. Återbetala de två.",
    "Vinterjackans dragkedja gick sönder och halsduken noppade. Vantarna behåller jag. Har skickat tillbaka "
    "vinterjackan och halsduken, återbetala båda tack.",
])
def test_a_compound_head_with_two_endings_names_the_line_in_swedish(text):
    paid = order(("Fjällräven Winter Jacket - Black - S", 1, 149900), ("Halsduk ull - Grå", 1, 39900),
                 ("Vantar ull - Grå", 1, 24900), currency="sek")
    allowed(189800, paid, text, reason="grounded_lines")


def test_a_share_of_the_compound_line_said_with_a_genitive():
    paid = order(("Artek Golvlampa - Svart", 1, 250000), ("E27 LED-lampa 3-pack", 1, 12900),
                 currency="sek")
    allowed(50000, paid, "Skärmen har en buckla.",
            ("agent", "Hej! Vill du behålla den kan vi betala tillbaka 20 % av lampans pris."),
            "Ja tack, 20 % går bra", reason=("grounded_offer_share", "grounded_share"))


FINNISH_RUG = order(("Villamatto Harmaa 160x230", 1, 24000), ("Lattiatyyny pellava", 1, 4500), ship=900,
                    currency="eur")


def test_a_finnish_case_in_the_weak_grade_names_the_compound_line():
    # "maton" (of matto) names the "Villamatto" line: the share offered is of its price
    allowed(4800, FINNISH_RUG, "Hei, maton reunassa on tahra joka ei lähde pois.",
            ("agent", "Hei! Voimme hyvittää 20 % maton hinnasta, matto jää teille. Käykö?"),
            "Käy, kiitti", reason="grounded_offer_share")


@pytest.mark.parametrize("reply", ["Käy.", "käy!", "kiitti 👍"])
def test_kay_alone_takes_up_an_offer_in_finnish(reply):
    allowed(4800, FINNISH_RUG, "Hei, villamatossa on tahra joka ei lähde pois.",
            ("agent", "Voimme hyvittää 20 % villamaton hinnasta. Sopiiko?"), reply,
            reason="grounded_offer_share")


def test_an_offer_refused_in_finnish_stays_unasked():
    not_allowed(4800, FINNISH_RUG, "Hei, villamatossa on tahra joka ei lähde pois.",
                ("agent", "Voimme hyvittää 20 % villamaton hinnasta. Sopiiko?"), "Ei käy, haluan palauttaa sen.")


SHOES = order(("Leather Penny Loafer - Brown - 9", 1, 12000), ("Shoe Care Cream Neutral", 1, 900))


@pytest.mark.parametrize("comments", [
    ("The stitching on the shoes came apart after a week. Could I get half the price of the shoes back?",),
    ("Ayakkabıların dikişi bir haftada açıldı.",
     ("agent", "Merhaba, ayakkabı bedelinin yarısını iade edebiliriz."), "Tamam, kabul ediyorum"),
])
def test_a_word_that_qualifies_one_title_names_the_line_of_its_kind(comments):
    # "shoe" is a word of the cream's title, where it says what the cream is for: the shoes
    # are the loafer line
    allowed(6000, SHOES, *comments, reason=("grounded_share", "grounded_offer_share"))


def test_the_qualified_line_is_still_named_by_its_own_kind():
    allowed(900, SHOES, "The shoe cream arrived dried out. Please refund the cream.", reason="grounded_line")


def test_the_grinder_is_named_apart_from_the_coffee_in_norwegian():
    paid = order(("Hario Skerton Coffee Grinder", 1, 49900), ("Kenya AA Coffee Beans 500g", 1, 18900), currency="nok")
    for text in ("Hei! Kaffekverna knakk første dag. Kaffen er helt fin. Kan jeg få refundert bare kverna?",
                 "Kverna knakk første dag, kaffen er fin. Refunder kverna, takk."):
        allowed(49900, paid, text, reason="grounded_line")


# a line said fine or kept in a few words, the other asked by its kind (the title says none)
KETTLE = order(("Smeg KLF03 Cream 1.7L", 1, 17900), ("Herbata Earl Grey Ceai Tee 100g", 1, 2400))


@pytest.mark.parametrize("text", [
    "czajnik przecieka od spodu, odesłałem go. herbata ok. proszę o zwrot za czajnik",
    "ケトルが水漏れしたので返品しました。紅茶はそのままでOKです。返金お願いします",
    "Fierbătorul curge pe jos, l-am trimis înapoi. Ceaiul rămâne la mine. Vreau banii pe fierbător.",
])
def test_a_line_said_fine_in_a_few_words_leaves_the_other_asked(text):
    allowed(17900, KETTLE, text)


def test_a_verbless_ok_never_keeps_the_line_asked():
    not_allowed(20300, KETTLE, "czajnik przecieka od spodu, odesłałem go. herbata ok. proszę o zwrot za czajnik")
