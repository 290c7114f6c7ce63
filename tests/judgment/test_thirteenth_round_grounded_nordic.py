"""The thirteenth round's grounded forms in nl, sv, da, nb, pl, ro, fi (AB as found: refunds
the rules sent to a person), in our own words: each form beside the contrasts that must stay
asked."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, not_allowed, order

_PAN = order(("Cast Iron Skillet 26cm", 1, 8900), ("Silicone Handle Cover", 1, 1200))

# -- money ranked above another remedy: "liever geld terug dan een nieuwe" --------------------------
# the other remedy after "than" is the lesser one: the money is asked, nothing declined

MONEY_ABOVE = [
    ("nl", "De koekenpan is gebarsten. Kan ik het geld voor de koekenpan terugkrijgen? De hoes is "
           "prima.", "Liever geld terug dan een nieuwe, ik koop zelf wel een andere."),
    ("sv", "Stekpannan är sprucken. Kan jag få tillbaka pengarna för stekpannan? Skyddet är bra.",
     "Hellre pengarna tillbaka än en ny."),
    ("da", "Stegepanden er revnet. Kan jeg få pengene for stegepanden tilbage? Betrækket er fint.",
     "Hellere pengene tilbage end en ny."),
    ("nb", "Stekepannen er sprukket. Kan jeg få pengene for stekepannen tilbake? Trekket er fint.",
     "Heller pengene tilbake enn en ny."),
]


@pytest.mark.parametrize(("lang", "first", "then"), MONEY_ABOVE)
def test_money_ranked_above_another_remedy_asks(lang: str, first: str, then: str) -> None:
    allowed(8900, _PAN, first, then, reason="grounded_line")


MONEY_BELOW = [
    ("nl", "De koekenpan is gebarsten, de hoes is prima.", "Liever een nieuwe dan geld terug."),
    ("sv", "Stekpannan är sprucken, skyddet är bra.", "Hellre en ny än pengarna tillbaka."),
    ("da", "Stegepanden er revnet, betrækket er fint.", "Hellere en ny end pengene tilbage."),
    ("nb", "Stekepannen er sprukket, trekket er fint.", "Heller en ny enn pengene tilbake."),
]


@pytest.mark.parametrize(("lang", "first", "then"), MONEY_BELOW)
def test_another_remedy_ranked_above_the_money_stays_declined(lang: str, first: str,
                                                              then: str) -> None:
    asked(8900, _PAN, first, then, reason="refund_declined")


# -- "I'd like the money for the skillet" -------------------------------------------------------

MONEY_FOR = [
    ("ro", "Tigaia de fontă a venit crăpată. Husa e în regulă, o păstrez. Aș vrea banii pentru tigaie."),
    ("pl", "Patelnia przyszła pęknięta. Nakładka jest w porządku, zatrzymuję ją. Chciałabym pieniądze "
           "za patelnię."),
    ("fi", "Paistinpannu tuli haljenneena. Kahvan suojus on kunnossa, pidän sen. Haluaisin rahat "
           "paistinpannusta."),
]


@pytest.mark.parametrize(("lang", "said"), MONEY_FOR)
def test_the_money_for_a_line_wanted_asks_it(lang: str, said: str) -> None:
    allowed(8900, _PAN, said, reason="grounded_line")


@pytest.mark.parametrize(("lang", "said"), MONEY_FOR)
def test_the_money_for_a_line_wanted_grounds_no_other_line(lang: str, said: str) -> None:
    asked(8900 + 1200, _PAN, said)


# -- lines named together, a short noun in another case: "za kubki i tacę" -------------------------

_STONE = order(("Kamionka talerz deserowy 20 cm", 2, 3500), ("Kamionka misa owalna", 1, 7900),
               ("Kamionka maselniczka", 1, 4900), ship=1500, currency="pln")


def test_a_short_noun_in_another_case_names_its_line_among_others() -> None:
    allowed(14900, _STONE, "Proszę o zwrot za talerze i misę, przyszły stłuczone. Maselniczka "
                           "ocalała, zostawiam ją.", reason="grounded_lines")


def test_the_lines_named_together_do_not_ground_the_kept_one() -> None:
    asked(14900 + 4900, _STONE, "Proszę o zwrot za talerze i misę, przyszły stłuczone. "
                                "Maselniczka ocalała, zostawiam ją.")


# -- a difference spelled out, the price now written bare ----------------------------------------

_ESPRESSO = order(("Breville Barista Express espresso machine", 1, 54900), currency="eur")

SPELLED = [
    ("nl", "Ik kocht de espressomachine vorige week voor 549 euro en nu staat hij in jullie webshop "
           "voor 499. Graag die vijftig euro terug."),
    ("ro", "Am cumpărat espressorul săptămâna trecută cu 549 de euro, iar azi pe site-ul vostru costă "
           "499. Vreau înapoi cei cincizeci de euro."),
]


@pytest.mark.parametrize(("lang", "said"), SPELLED)
def test_a_difference_spelled_out_with_the_price_now_bare_grounds_it(lang: str, said: str) -> None:
    allowed(5000, _ESPRESSO, said, reason="grounded_difference")


@pytest.mark.parametrize(("lang", "said"), SPELLED)
def test_the_price_now_is_no_difference(lang: str, said: str) -> None:
    asked(49900, _ESPRESSO, said)


def test_a_figure_of_another_order_than_the_difference_stays_asked() -> None:
    asked(15000, _ESPRESSO, "Ik kocht de espressomachine vorige week voor 549 euro en nu staat hij "
                            "in jullie webshop voor 499. Graag die honderdvijftig euro terug.")


def test_a_figure_beside_a_count_spells_no_difference() -> None:
    asked(5000, _ESPRESSO, "I bought the espresso machine last week for 549 euros, it has 7 "
                           "settings. Please refund me 50 euros.")


# -- a unit's difference on every unit of the line ---------------------------------------------------

_BULBS = order(("Smart LED bulb E27", 3, 18900), currency="sek")

EVERY_UNIT = [
    ("sv", "I butiken stod lamporna för 179 kr styck men jag betalade 189 kr styck för tre. Jag vill "
           "ha mellanskillnaden tillbaka, alltså 3 x 10 kr."),
    ("en", "The bulbs were listed at 179.00 each but I was charged 189.00 each, and I bought three. "
           "Please refund the difference."),
    ("nl", "De lampen stonden op de site voor 179 kronen per stuk, ik betaalde 189 per stuk en kocht "
           "er drie. Graag het verschil terug."),
]


@pytest.mark.parametrize(("lang", "said"), EVERY_UNIT)
def test_a_units_difference_times_the_units_grounds(lang: str, said: str) -> None:
    allowed(3000, _BULBS, said, reason="grounded_difference")


@pytest.mark.parametrize("amount", [4000, 5700, 56700])
def test_more_than_the_difference_on_the_units_bought_stays_asked(amount: int) -> None:
    not_allowed(amount, _BULBS, EVERY_UNIT[1][1])


# -- a line cancelled because it is cheaper elsewhere: its whole price ----------------------------

_TV = order(("Samsung QE55 QLED 4K television", 1, 89900), ("Sonos Beam soundbar", 1, 44900),
            currency="eur")

CANCELLED_CHEAPER = [
    ("nl", "", "Ik wil de televisie graag annuleren, ik kan hem via een vriend goedkoper krijgen. "
               "De soundbar mag gewoon komen."),
    ("nl", "Bestelling annuleren", "Graag de televisie annuleren, ik kan hem via een vriend "
                                   "goedkoper krijgen. De soundbar mag gewoon komen."),
    ("da", "Annuller ordre", "Annuller venligst fjernsynet, jeg kan få det billigere gennem en ven. "
                             "Soundbaren må gerne sendes."),
]


@pytest.mark.parametrize(("lang", "subject", "said"), CANCELLED_CHEAPER)
def test_a_line_cancelled_for_a_lower_price_elsewhere_asks_its_whole_price(
        lang: str, subject: str, said: str) -> None:
    allowed(89900, _TV, said, subject=subject, reason="grounded_line")


@pytest.mark.parametrize(("lang", "subject", "said"), CANCELLED_CHEAPER)
def test_a_line_cancelled_for_a_lower_price_grounds_no_kept_line(
        lang: str, subject: str, said: str) -> None:
    not_allowed(89900 + 44900, _TV, said, subject=subject)


def test_a_lower_price_with_the_difference_asked_stays_a_part() -> None:
    asked(89900, _TV, "Ik wil de televisie annuleren of het verschil terug, hij is nu goedkoper.")


# -- a share of the order's value, offered in the genitive and taken up ------------------------------

_CLOTHES = order(("Wool cardigan cream L", 1, 6000), ("Pleated midi skirt black", 1, 4000),
                 currency="ron")
_WRONG = "Am primit cardiganul gri și fusta bleumarin, nu culorile comandate."
_OFFER = ("agent", "Ne pare rău! Dacă le păstrați, vă returnăm jumătate din valoarea comenzii.")


def test_half_the_orders_value_offered_and_taken_up_grounds_it() -> None:
    allowed(5000, _CLOTHES, _WRONG, _OFFER, "Bine, le păstrez. Aștept cei 50%.",
            reason="grounded_share")


@pytest.mark.parametrize("amount", [3000, 10000])
def test_another_share_of_the_order_stays_asked(amount: int) -> None:
    asked(amount, _CLOTHES, _WRONG, _OFFER, "Bine, le păstrez. Aștept cei 50%.")


def test_half_of_one_lines_price_taken_as_half_the_order_stays_asked() -> None:
    asked(5000, _CLOTHES, "Am primit cardiganul gri, nu culoarea comandată.",
          ("agent", "Ne pare rău! Dacă îl păstrați, vă returnăm jumătate din prețul cardiganului."),
          "Bine, îl păstrez. Aștept cei 50%.")


# -- a gift given as the reason for a return: the item is this order's ------------------------------

_PRAM = order(("Cărucior Graco Evo", 1, 32900), ("Husă de ploaie pentru cărucior", 1, 2900),
              currency="ron")


def test_a_gift_given_as_the_reason_for_a_return_keeps_the_item_this_orders() -> None:
    allowed(32900, _PRAM, "Am returnat căruciorul de trei sute douăzeci și nouă de lei, nu l-am "
                          "folosit, am primit unul cadou. Restul comenzii păstrez. Când primesc "
                          "banii?", reason="grounded_line")


def test_a_gift_complained_of_stays_another_purchases_item() -> None:
    asked(32900, _PRAM, "Căruciorul primit cadou de la părinți are o roată ruptă. Vreau banii "
                        "înapoi.")
