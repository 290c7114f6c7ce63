"""Came apart: a glued or sewn item that came unglued, came undone at a seam, fell to pieces
("the sole came unglued", "die Sohle hat sich gelöst", "se despegó", "rozkleiły się", "开胶")
is a complaint in every covered language. Read as one, a complaint followed by "I bought it in
your store in town" says the item complained of is another purchase's, where a line of the same price
is on this payment: asked of a person. Written in our own words from the form. The contrast
stays allowed: the same complaint with no other purchase said."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

# a title that names no kind: the customer's word for the item is theirs only
MODEL = "Riva 2.0 - Black - 38"


def _paid():
    return order((MODEL, 1, 4500),)


# a complaint of coming apart, then the purchase placed in another shop, in its own sentence
ELSEWHERE = [
    "The sandals came unglued after two days. I bought them in your shop in Leeds. Refund 45 please.",
    "Die Sandalen haben sich nach zwei Tagen abgelöst. Ich habe sie in Ihrer Filiale in Kassel gekauft. "
    "Ich möchte mein Geld zurück.",
    "Les sandales se sont décollées au bout de deux jours. Je les ai achetées dans votre magasin de Nantes. "
    "Remboursez 45 svp.",
    "Las sandalias se despegaron a los dos días. Las compré en vuestra tienda de Bilbao. Quiero que me reembolséis 45.",
    "I sandali si sono scollati dopo due giorni. Li ho comprati nel vostro negozio di Parma. Rimborsatemi 45.",
    "As sandálias descolaram ao fim de dois dias. Comprei-as na vossa loja de Faro. Quero o reembolso de 45.",
    "De sandalen lieten na twee dagen los. Ik heb ze in jullie winkel in Breda gekocht. Graag 45 terug.",
    "Sandały rozkleiły się po dwóch dniach. Kupiłam je w waszym sklepie stacjonarnym w Łodzi. Proszę o zwrot 45.",
    "Sandalerna lossnade efter två dagar. Jag köpte dem i er butik i Lund. Jag vill ha pengarna tillbaka.",
    "Sandalerne gik fra hinanden efter to dage. Jeg købte dem i jeres butik i Odense. Jeg vil have pengene tilbage.",
    "Sandalene falt fra hverandre etter to dager. Jeg kjøpte dem i butikken deres på Storo. "
    "Jeg vil ha pengene tilbake.",
    "Sandaalit irtosivat kahden päivän jälkeen. Ostin ne teidän myymälästänne. Haluan 45 takaisin.",
    "Sandaletler iki günde söküldü. Mağazanızdan aldım. 45 iade edin lütfen.",
    "Sandalele s-au dezlipit după două zile. Le-am cumpărat din magazinul vostru din Iași. Vă rog să-mi rambursați 45.",
]


@pytest.mark.parametrize("text", ELSEWHERE, ids=[f"elsewhere-{n}" for n in range(len(ELSEWHERE))])
def test_came_apart_then_bought_elsewhere_is_another_purchase(text):
    asked(4500, _paid(), text, reason="item_not_on_payment")


# the same complaint of this order's sandals, nothing bought elsewhere: stays allowed
PLAIN = [
    "The sandals came unglued after two days. Refund 45 please.",
    "Sandały rozkleiły się po dwóch dniach. Proszę o zwrot 45.",
    "Las sandalias se despegaron a los dos días. Devolvedme 45 por favor.",
    "Sandaletler iki günde söküldü. 45 iade edin lütfen.",
]


@pytest.mark.parametrize("text", PLAIN, ids=[f"plain-{n}" for n in range(len(PLAIN))])
def test_came_apart_of_this_order_stays_allowed(text):
    allowed(4500, _paid(), text)
