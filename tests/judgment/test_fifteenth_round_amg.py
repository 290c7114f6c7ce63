"""Grounded refunds read from how people write of an offer and of what is fine (issue 39, the
fifteenth round, corpus AM's grounded side): a replacement part named by its title's own word
("der Ersatzakku", "the replacement filter") wishes for no replacement, so a share offered of it
and taken up is the customer's ask; an agent's Arabic "we give back" ("نرجع لك") offers money;
a thing said to be fine, then a word of contrast ("..., but the other two ...") sets the lines
after it against it, never keeps them. Written in our own words from the form, not from any
corpus's ticket; each case failed before it was built, and the contrasts (a replacement asked
for, a thing fine beside the line it names) stay as they were."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order


@pytest.mark.parametrize("agent, answer", [
    ("Guten Tag, der Ersatzfilter ist tatsächlich ein Fremdfabrikat. Wir bieten Ihnen 40 % des "
     "Filterpreises zurück, den Filter dürfen Sie behalten.", "In Ordnung, danke."),
    ("Hallo, das war unklar beschrieben. Wir erstatten Ihnen 40 % des Filterpreises, Sie "
     "behalten den Filter.", "Passt, danke sehr."),
])
def test_a_replacement_part_named_by_its_title_is_no_wish_for_one(agent, answer):
    paid = order(("Ersatzfilter für Philips AC2889 HEPA", 1, 4500), ("Vorfilter Philips 2er", 1, 1200),
                 currency="eur")
    allowed(1800, paid, "Der Ersatzfilter riecht nach Plastik, ist das so gewollt?",
            ("agent", agent), answer, reason="grounded_offer_share")


def test_a_replacement_part_named_in_english_is_no_wish_for_one():
    # (held before: the English form beside the German one)
    paid = order(("Replacement Brush Roll for Shark NV360", 1, 2400), ("Shark Filter Kit", 1, 1600))
    allowed(1200, paid, "The replacement brush roll squeaks a lot. Is that expected?",
            ("agent", "Sorry about that. We can give you 50 % of the brush roll's price back and "
                      "you keep it."), "Sounds fair, thanks.", reason="grounded_offer_share")


def test_a_replacement_wished_for_still_declines_the_money():
    # the contrast: a replacement asked for in words no title holds stays a wish
    paid = order(("Ersatzfilter für Philips AC2889 HEPA", 1, 4500), ("Vorfilter Philips 2er", 1, 1200),
                 currency="eur")
    not_allowed(4500, paid, "Der Ersatzfilter riecht nach Plastik. Bitte schicken Sie mir einen "
                            "neuen statt Geld zurück.")


def test_an_arabic_offer_of_money_we_give_back_taken_up():
    paid = order(("مصباح مكتب LED قابل للطي", 1, 16000), ("كابل شحن USB-C ٢ متر", 1, 3000),
                 currency="sar")
    allowed(4000, paid, "المصباح وصل والضوء يرمش أحيانا.",
            ("agent", "آسفين جدا. نرجع لك ٢٥٪ من سعر المصباح وتحتفظ فيه."), "طيب موافقة.",
            reason="grounded_offer_share")


@pytest.mark.parametrize("text, amount", [
    ("Hi, three things came: the tea is fine, but the other two are the decaf versions and I "
     "picked the regular ones. Please refund all but the tea.", 2600),
    ("Hei! Teen var grei, men de to andre var feil smak. Jeg vil ha pengene tilbake for dem.", 2600),
    ("Hallo, der Tee passt, aber die anderen zwei sind die koffeinfreie Sorte. Bitte erstatten "
     "Sie die beiden.", 2600),
])
def test_a_thing_fine_then_a_contrast_keeps_nothing_after_it(text, amount):
    # what is fine names no line by its words ("the tea"); the lines after "but" are the
    # others, not the fine thing
    paid = order(("Darjeeling First Flush Loose 100g", 1, 1800), ("Lavazza Espresso Beans 1kg Decaf", 1, 1400),
                 ("Illy Ground Coffee 250g Decaf", 1, 1200))
    allowed(amount, paid, text)


def test_a_thing_fine_beside_the_line_it_names_stays_kept():
    # the contrast: the fine clause names its line, which stays out of the sum
    paid = order(("Darjeeling First Flush Loose 100g", 1, 1800), ("Lavazza Espresso Beans 1kg Decaf", 1, 1400),
                 ("Illy Ground Coffee 250g Decaf", 1, 1200))
    not_allowed(4400, paid, "The Darjeeling is fine, but the Lavazza and the Illy are decaf. "
                            "Please refund everything.")


@pytest.mark.parametrize("text", [
    "The sole came loose on some pairs. I'd like a refund for only 2 pairs.",
    "Bei einigen Paaren ist der Riemen gerissen. Ich möchte eine Erstattung für nur 2 Paar.",
    "La bride s'est déchirée sur quelques paires. Je voudrais le remboursement de seulement 2 paires.",
    "Remmen røk på noen av parene. Jeg vil ha refusjon for bare 2 par.",
    "Remmi repesi osassa pareista. Haluan hyvityksen vain 2 parista.",
    "A tira rasgou em alguns pares. Queria o reembolso só desses 2 pares.",
])
def test_only_before_a_count_keeps_the_count_with_the_money_asked(text):
    # the word for "only" is read as a word of contrast and cuts the clause: the count after
    # it (in words no title holds) is still of the money the clause before asks
    paid = order(("Teva Original Universal Sandal - Black - 40", 5, 4200), ship=600, currency="eur")
    allowed(8400, paid, text, reason="grounded_units")


def test_a_count_set_apart_by_except_is_no_units_asked():
    # the contrast: "all but 2" asks the other units, never the 2
    paid = order(("Teva Original Universal Sandal - Black - 40", 5, 4200), ship=600, currency="eur")
    not_allowed(8400, paid, "Please refund all the pairs except 2, those I keep.")


@pytest.mark.parametrize("amount, text", [
    (8900, "moi, palautin kengät eilen, hiersivät kantapäätä. rahat takas eli kaheksankytyheksän euroa. "
           "sukat jää mulle"),
    (8900, "kengät meni postiin tänään. haluun kaheksankytyheksän euroa takas, sukat pidän"),
])
def test_spoken_finnish_tens_name_the_line(amount, text):
    # the shoes' title names no kind ("Sievi Gripper"): the figure spoken with "-kyt" names it
    paid = order(("Sievi Gripper - Musta - 43", 1, 8900), ("Sievi sukat 3-pack", 1, 2500), currency="eur")
    allowed(amount, paid, text, reason="grounded_line")


def test_spoken_finnish_figure_naming_nothing_stays_ungrounded():
    # the contrast: a spoken figure no line costs grounds nothing
    paid = order(("Sievi Gripper - Musta - 43", 1, 8900), ("Sievi sukat 3-pack", 1, 2500), currency="eur")
    not_allowed(7900, paid, "kengät palautettu, rahat takas eli seitkytyheksän euroa. sukat jää mulle")


def test_a_turkish_line_that_stays_is_kept():
    # "kalıyor" (it stays): the mouse is kept, the keyboard sent back is asked
    paid = order(("Logitech MX Keys S Graphite", 1, 450000), ("Logitech Lift Vertical Mouse", 1, 220000),
                  currency="try")
    allowed(450000, paid, "Merhaba, klavyeyi iade ettim, tuşlar takılıyordu. Mouse kalıyor.")


def test_a_turkish_line_that_stays_counts_no_money():
    # the contrast: the kept line never counts in the sum
    paid = order(("Logitech MX Keys S Graphite", 1, 450000), ("Logitech Lift Vertical Mouse", 1, 220000),
                  currency="try")
    not_allowed(670000, paid, "Klavyeyi iade ettim. Mouse kalıyor.")
