""""I send back the speaker and its wall mount, I keep the cable, please refund the rest": lines
named, another kept, and the rest asked back. The rest is everything but what is kept, though
the customer names some of it (a line whose title says no kind is the rest's too), in every
covered language whose words say "the rest".

The contrasts do not move: no "rest" asked (only the mount named) grounds no more than the mount;
a second thing kept in words no title matches leaves the rest unknown; the rest kept ("the rest
is fine") asks nothing of it."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

DEVICE = ("Lumen Arc 3 - White", 1, 19900)
MOUNT = ("Lumen Arc 3 Wall Mount - White", 1, 3900)
CABLE = ("USB cable", 1, 900)
REST = 19900 + 3900


def _paid():
    return order(DEVICE, MOUNT, CABLE, currency="eur")


ASKED = {
    "en": "It does not fit under the TV, so the wall mount goes back with it. I keep the cable. "
          "Please refund the rest.",
    "de": "Es passt nicht unter den Fernseher, die Wandhalterung geht mit zurück. Das Kabel behalte ich. "
          "Bitte erstatten Sie den Rest.",
    "fr": "Ça ne passe pas sous la télé, le support mural repart avec. Je garde le câble. "
          "Merci de rembourser le reste.",
    "es": "No cabe bajo la tele, el soporte de pared vuelve también. Me quedo con el cable. "
          "Por favor, reembolsen el resto.",
    "it": "Non entra sotto la TV, il supporto a parete torna indietro. Tengo il cavo. Rimborsate il resto, grazie.",
    "nl": "Het past niet onder de tv, de muurbeugel gaat ook terug. De kabel houd ik. Graag de rest terugbetalen.",
    "sv": "Den får inte plats under tv:n, väggfästet skickas tillbaka. Kabeln behåller jag. Återbetala resten.",
    "da": "Den kan ikke stå under tv'et, vægbeslaget sendes retur. Kablet beholder jeg. Refunder venligst resten.",
}


@pytest.mark.parametrize("code", sorted(ASKED))
def test_the_rest_asked_beside_named_lines_is_all_but_what_is_kept(code):
    allowed(REST, _paid(), ASKED[code])


@pytest.mark.parametrize("said", [
    "The wall mount does not fit. I keep the cable. Please refund the wall mount.",
    "Die Wandhalterung passt nicht. Das Kabel behalte ich. Bitte erstatten Sie die Wandhalterung.",
    "Le support mural ne va pas. Je garde le câble. Remboursez le support mural.",
])
def test_without_the_rest_asked_only_the_named_line_is_grounded(said):
    not_allowed(REST, _paid(), said)


@pytest.mark.parametrize("said", [
    "The wall mount goes back. I keep the cable and the speaker. Please refund the rest.",
    "Die Wandhalterung geht zurück. Das Kabel und den Lautsprecher behalte ich. Bitte erstatten Sie den Rest.",
])
def test_a_second_thing_kept_in_words_no_title_matches_leaves_the_rest_unknown(said):
    not_allowed(REST, _paid(), said)


@pytest.mark.parametrize("said", [
    "Please refund the wall mount, it does not fit. The rest is fine, I keep the cable.",
    "Bitte erstatten Sie die Wandhalterung, sie passt nicht. Der Rest ist in Ordnung, das Kabel behalte ich.",
])
def test_the_rest_kept_asks_nothing_of_it(said):
    not_allowed(REST, _paid(), said)
