"""Grounded refunds of one line in Norwegian first, then Danish, Swedish, Dutch, German, Finnish
and English, after the rules of items not on the payment (issue 39, the fifteenth round): a
line named by its brand and its kind in a definite form or a brand-hyphen-kind compound, with
another order or another shop said only in passing, or an agent's "is it from another order?"
answered "no, this one". Written in our own words from the forms, not from any corpus's ticket.
The unsafe twins stay asked: the item really got in another shop, a yes to another order, the
money of what a part is for."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order


def _watch():
    return order(("Garmin Venu 3 Smartwatch", 1, 449900), ("Garmin klokkereim 22mm", 1, 39900))


def _drill():
    return order(("Bosch Professional GSR 18V-55 drill", 1, 129900), ("Bosch bitssett 32 deler", 1, 24900))


# a kind's name the sentence writes as a verb: "lader" (a charger; it charges), "henger" (it
# hangs): beside the brand it names no other kind
@pytest.mark.parametrize("text", [
    "Smartklokka fra Garmin lader ikke. Refunder den, takk.",
    "Smartklokka fra Garmin lader ikke lenger, og den henger seg opp. Pengene tilbake.",
    "Jeg har bestilt en smartklokke. Den fra Garmin lader bare halvveis. Vil ha pengene tilbake.",
    "Smartuhret fra Garmin lader ikke op. Jeg vil have pengene tilbage.",
])
def test_a_kind_s_name_written_as_a_verb_names_no_kind(text):
    found = judged(449900, _watch(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("title, text", [
    ("iRobot Roomba i5 Robot Vacuum", "Robotstøvsugeren fra iRobot lader ikke. Refunder den."),
    ("Apple Watch SE 40mm Smartwatch", "Smartklokka fra Apple lader ikke. Vil ha pengene tilbake."),
])
def test_a_brand_before_a_verb_still_names_its_line(title, text):
    found = judged(89900, order((title, 1, 89900), ("Gavekort 100 kr", 1, 10000)), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Apple-laderen er ødelagt. Vil ha pengene tilbake.",
    "Min Apple lader er ødelagt. Refunder den.",
])
def test_a_charger_named_as_a_noun_beside_the_brand_is_still_another_kind(text):
    found = judged(89900, order(("Apple Watch SE 40mm Smartwatch", 1, 89900),
                                ("Gavekort 100 kr", 1, 10000)), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


# a bare verb of working, negated a few words later (the Germanic and Nordic word order): a
# complaint, never a line kept
@pytest.mark.parametrize("text", [
    "Bosch-drillen virker etter en uke ikke lenger. Jeg vil ha pengene tilbake.",
    "Drillen fra Bosch virker plutselig ikke. Vil ha pengene tilbake.",
    "Bosch-boremaskinen virker efter en uge ikke mere. Jeg vil have pengene tilbage.",
    "Bosch-borren fungerar sedan i går inte. Jag vill ha pengarna tillbaka.",
    "De Bosch-boormachine werkt na twee dagen niet meer. Ik wil mijn geld terug.",
    "De Bosch boormachine werkt sinds gisteren niet. Graag geld terug.",
    "Der Bosch Bohrschrauber funktioniert seit gestern nicht mehr. Ich will mein Geld zurück.",
])
def test_a_verb_of_working_negated_after_words_of_time_is_a_complaint(text):
    found = judged(129900, _drill(), text)
    assert found.verdict == "allow", codes(found)


def test_a_line_said_to_work_but_not_the_other_stays_kept():
    found = judged(154800, _drill(), "Bosch-drillen virker, men bitssettet knakk. Jeg vil ha pengene tilbake "
                   "for alt.")
    assert found.verdict == "ask", codes(found)


# a similar one got elsewhere before, "but this one": the item got elsewhere is another
@pytest.mark.parametrize("text", [
    "Bosch-drillen virker ikke. Kjøpte en tilsvarende på Elkjøp før, men denne slutter å virke etter "
    "en uke. Vil ha pengene tilbake.",
    "Bosch-drillen er død etter en uke. Kjøpte en lignende hos XXL før, den holdt i årevis. Vil ha "
    "pengene tilbake for denne.",
    "Bosch-boremaskinen gik i stykker. Jeg købte en lignende i Power før, men denne holdt en uge. "
    "Pengene tilbage tak.",
    "Bosch-borren gick sönder. Köpte en liknande på Elgiganten innan, men den här höll en vecka. "
    "Pengarna tillbaka.",
    "Der Bosch-Bohrschrauber ist kaputt. Ich hatte einen ähnlichen bei MediaMarkt gekauft, aber dieser "
    "hielt nur eine Woche. Geld zurück.",
    "The Bosch drill died. I bought a similar one at Best Buy before, but this one lasted a week. "
    "Refund please.",
])
def test_a_similar_one_got_elsewhere_is_not_the_line(text):
    found = judged(129900, _drill(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Garmin-klokka sluttet å virke. Jeg har en eldre Garmin fra en annen butikk som virker fint, men "
    "denne fra dere er ødelagt. Refunder.",
    "The Garmin watch stopped working. I have an older Garmin from another shop that works fine, but "
    "this one from you is broken. Refund please.",
])
def test_an_older_one_from_another_shop_set_against_this_one_from_you(text):
    found = judged(449900, _watch(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Jeg kjøpte Bosch-drillen på Elkjøp, den virker ikke. Refunder.",
    "Jeg købte Bosch-boremaskinen i Power, den virker ikke. Refunder.",
    "I bought the Bosch-branded drill at Best Buy and it does not work. Refund.",
])
def test_the_line_s_kind_bought_in_a_named_shop_stays_another_purchase(text):
    found = judged(129900, _drill(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_this_one_from_you_said_fine_sets_nothing_against_the_other_shop():
    found = judged(449900, _watch(), "Klokka lader ikke. Jeg kjøpte den på Elkjøp, men denne fra dere "
                   "er fin. Vil ha pengene tilbake.")
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


# Norwegian definite plurals written over an "-er" plural, and a humidifier's names
@pytest.mark.parametrize("title, text", [
    ("Sony WH-1000XM5 Wireless Headphones", "Hodetelefonene knitrer i venstre øre. Vil ha pengene tilbake."),
    ("Sony WH-1000XM5 Wireless Headphones", "Øretelefonene knitrer. Refunder dem, takk."),
    ("Oral-B iO Replacement Brush Heads 4-pack", "Børstehodene passer ikke. Pengene tilbake."),
])
def test_a_norwegian_definite_plural_names_its_kind(title, text):
    found = judged(89900, order((title, 1, 89900), ("Gavekort 100 kr", 1, 10000)), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Luftfukteren min har sluttet å virke. I denne ordren var det bare filteret, men refunder luftfukteren.",
    "Luftfugteren er gået i stykker. I denne ordre var der kun filteret, men refunder luftfugteren.",
])
def test_the_money_of_a_humidifier_is_not_its_filter_s(text):
    found = judged(34900, order(("Philips Humidifier Filter FY2401", 1, 34900)), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


def test_the_filter_asked_for_stays_grounded():
    found = judged(34900, order(("Philips Humidifier Filter FY2401", 1, 34900)),
                   "Filteret passer ikke i luftfukteren min. Refunder filteret.")
    assert found.verdict == "allow", codes(found)


# an agent's "is it from another order?" answered "no, this one"; Danish and Norwegian told apart
# by their own words
@pytest.mark.parametrize("said", [
    ("Drillen virker ikke.", ("agent", "Er det fra en annen ordre?"), "Nei, denne. Bosch-drillen. Refunder, takk."),
    ("Uret lader ikke.", ("agent", "Er det fra en anden ordre?"), "Nej, denne ordre. Refunder uret."),
    ("Hodetelefonene knitrer.", ("agent", "Er det fra en annen ordre?"), "Nei, denne. Refunder hodetelefonene."),
    ("Klockan laddar inte.", ("agent", "Gäller det en annan beställning?"),
     "Nej, den här beställningen. Återbetala klockan."),
    ("Kello ei lataudu.", ("agent", "Onko se toisesta tilauksesta?"),
     "Ei, tästä tilauksesta. Palauttakaa rahat kellosta."),
    ("Die Uhr lädt nicht.", ("agent", "Ist die Uhr aus einer anderen Bestellung?"),
     "Nein, aus dieser Bestellung. Bitte erstatten."),
    ("Het horloge laadt niet op.", ("agent", "Is het van een andere bestelling?"),
     "Nee, van deze bestelling. Graag terugbetalen."),
    ("The watch doesn't charge.", ("agent", "Is it from a different order?"),
     "No, this order. Please refund the watch."),
])
def test_no_to_another_order_stays_grounded(said):
    paid = _drill() if "rill" in said[0] else order(
        ("Sony WH-1000XM5 Wireless Headphones", 1, 449900), ("Sony USB-C kabel", 1, 9900)) \
        if "Hode" in said[0] else _watch()
    found = judged(paid.lines[0].total, paid, *said)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("answer", [
    "Ja, fra en annen ordre, men refunder fra denne.",
    "Ja, fra en annen ordre, men refunder beløpet fra denne.",
])
def test_yes_to_another_order_in_norwegian_stays_asked(answer):
    found = judged(129900, _drill(), "Bosch-drillen virker ikke.", ("agent", "Er det fra en annen ordre?"),
                   answer)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


# another order or another shop said only in passing, the line complained of by brand and kind
@pytest.mark.parametrize("text", [
    "Bosch drillen er ødelagt. Jeg bestilte også noe annet, men det er i orden. Refunder drillen, takk.",
    "Garmin-klokka lader ikke lenger. Jeg bestilte også en reim, men den er grei. Vil ha pengene tilbake "
    "for klokka.",
    "Jeg skriver fordi Garmin-klokka ikke lader. Refunder klokka.",
    "Garmin-uret lader ikke op. Jeg vil have pengene tilbage for uret.",
    "Garmin-klockan laddar inte. Jag vill ha pengarna tillbaka för klockan.",
    "Garmin-kello ei lataudu. Haluan rahat takaisin kellosta.",
    "Het Garmin-horloge laadt niet meer op. Ik wil mijn geld terug.",
    "The Garmin watch won't charge anymore. I also ordered a strap, that one's fine. Refund the watch.",
])
def test_the_line_named_by_brand_and_kind_with_another_thing_in_passing(text):
    paid = _drill() if "rill" in text else _watch()
    found = judged(paid.lines[0].total, paid, text)
    assert found.verdict == "allow", codes(found)


# another order spoken of as an order the customer has, not as where the item came from
@pytest.mark.parametrize("text", [
    "Garmin-klokka lader ikke. Jeg har også en annen ordre på vei, men den gjelder ikke dette. Vil ha "
    "pengene tilbake for klokka.",
    "Garmin-klokka lader ikke. Jeg har en annen ordre hos dere som kom fint fram. Refunder klokka.",
    "Garmin-klokka fra denne ordren lader ikke. Den andre ordren min var grei. Refunder klokka.",
    "Garmin-uret lader ikke op. Jeg har også en anden ordre på vej, den er fin. Refunder uret.",
    "The Garmin watch won't charge. I also have another order on the way, that one is fine. Refund the "
    "watch.",
])
def test_another_order_spoken_of_in_passing_is_not_the_item_s(text):
    found = judged(449900, _watch(), text)
    assert found.verdict == "allow", codes(found)


@pytest.mark.parametrize("text", [
    "Klokka lader ikke. Det var en annen ordre. Vil ha pengene tilbake.",
    "Klokka lader ikke. Jeg bestilte den i en annen ordre i fjor. Pengene tilbake.",
    "The watch doesn't charge. It came in a different order. Refund please.",
    "Die Uhr lädt nicht. Das war eine andere Bestellung. Geld zurück bitte.",
    "Uret lader ikke op. Det var en anden ordre. Pengene tilbage.",
    "Klockan laddar inte. Den kom i en annan beställning. Pengarna tillbaka.",
    "Het horloge laadt niet op. Het zat in een andere bestelling. Geld terug graag.",
])
def test_the_item_from_another_order_stays_asked(text):
    found = judged(449900, _watch(), text)
    assert found.verdict == "ask" and codes(found)[0] == "item_not_on_payment", codes(found)


@pytest.mark.parametrize("said", [
    ("Het Garmin-horloge kwam met gebarsten glas.", ("agent", "Is het van een andere bestelling?"),
     "Nee hoor, van deze. Graag terugbetalen."),
    ("Garmin-klokka kom med sprukket glass.", ("agent", "Er det fra en annen ordre?"),
     "Neida, det er klokka i denne ordren. Refunder den."),
])
def test_a_no_with_its_particle_answers_another_order(said):
    found = judged(449900, _watch(), *said)
    assert found.verdict == "allow", codes(found)
