"""A title that writes a compound's first part alone, its head given by the next word ("Axt- und
Messerschärfer", "kirveen- ja veitsenteroitin", "Kniv- och saxslip"): the first part tells what
the thing is for, never what it is (``text.unsuspended``). A customer who names the axe names
no sharpener. Written in our own words, never from a corpus's ticket; in the covered languages
that write compounds as one word (German, Dutch, Swedish, Danish, Norwegian, Finnish: the others
write "axe and knife sharpener" in words of their own, no suspended part).

The grounded refunds (the axe, its line titled by its model only, beside the sharpener said fine)
were asked on main (``other_item``: the axe's word named the sharpener). The unsafe neighbours
hold on main and here: both lines refunded where the sharpener is fine, or kept in words that
name it by what it is for ("den Schärfer für die Axt behalte ich").
"""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

# (the tool's line by its model only, the sharpener's title, what the customer writes)
_CASES = {
 "de": (("Fiskars X27 XXL", 1, 8990), ("Axt- und Messerschärfer", 1, 1990),
        "Der Griff der Axt ist gleich beim ersten Mal gerissen. Der Schärfer ist in Ordnung. Ich habe die Axt "
        "zurückgeschickt, bitte um Erstattung."),
 "nl": (("Fiskars X27 XXL", 1, 8990), ("Bijl- en messenslijper", 1, 1990),
        "De steel van de bijl is meteen gebarsten. De slijper is in orde. Ik heb de bijl teruggestuurd, graag "
        "mijn geld terug."),
 "sv": (("Mora Companion", 1, 8990), ("Kniv- och saxslip", 1, 1990),
        "Handtaget på kniven sprack direkt. Slipen är okej. Jag har skickat tillbaka kniven, jag vill ha "
        "pengarna tillbaka."),
 "da": (("Mora Companion", 1, 8990), ("Kniv- og saksesliber", 1, 1990),
        "Skaftet på kniven revnede med det samme. Sliberen er fin. Jeg har sendt kniven retur, jeg vil gerne "
        "have pengene tilbage."),
 "nb": (("Mora Companion", 1, 8990), ("Kniv- og saksesliper", 1, 1990),
        "Skaftet på kniven sprakk med en gang. Sliperen er fin. Jeg har sendt kniven i retur, jeg vil ha "
        "pengene tilbake."),
 "fi": (("Fiskars X27 XXL", 1, 8990), ("Fiskars kirveen- ja veitsenteroitin", 1, 1990),
        "Kirveen varteen tuli halkeama heti. Teroitin on kunnossa. Palautin kirveen, hyvitys kiitos."),
}

# the sharpener kept, named by what it is for: the tool's price alone is asked, never both
_KEPT_BY_ITS_TOOL = {
 "de": "Der Griff ist gleich gerissen. Den Schärfer für die Axt behalte ich, der ist in Ordnung. Bitte um Erstattung.",
 "nl": "De steel is meteen gebarsten. De slijper voor de bijl houd ik, die is in orde. Graag mijn geld terug.",
 "sv": "Handtaget sprack direkt. Slipen till kniven behåller jag, den är okej. Jag vill ha pengarna tillbaka.",
 "da": "Skaftet revnede med det samme. Sliberen til kniven beholder jeg, den er fin. Jeg vil have pengene tilbage.",
 "nb": "Skaftet sprakk med en gang. Sliperen til kniven beholder jeg, den er fin. Jeg vil ha pengene tilbake.",
 "fi": "Varsi halkesi heti. Kirveen teroittimen pidän, se on kunnossa. Haluan rahat takaisin.",
}

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("lang", sorted(_CASES))
def test_the_tool_named_is_not_its_sharpener(lang: str) -> None:
    tool, sharpener, said = _CASES[lang]
    allowed(tool[2], order(tool, sharpener), said)


@pytest.mark.parametrize("lang", sorted(_CASES))
def test_both_refunded_the_sharpener_fine_stays_asked(lang: str) -> None:
    tool, sharpener, said = _CASES[lang]
    not_allowed(tool[2] + sharpener[2], order(tool, sharpener), said)


@pytest.mark.parametrize("lang", sorted(_KEPT_BY_ITS_TOOL))
def test_both_refunded_the_sharpener_kept_by_its_tool_stays_asked(lang: str) -> None:
    tool, sharpener, _ = _CASES[lang]
    not_allowed(tool[2] + sharpener[2], order(tool, sharpener), _KEPT_BY_ITS_TOOL[lang])
