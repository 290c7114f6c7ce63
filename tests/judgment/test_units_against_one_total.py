"""A count of units said against a total that is one line's quantity binds to that line, in
whatever words the customer names the thing (issue 39's "a count binds to the line it is said
of"): the units said fine and the units said wrong, the two making up one line's quantity
("two work, but one will not pair", of the one line of three: ``madeup``); the whole counted
before the part, the thing's name between holding an elided article ("sur mes 10 pelotes
d'alpaca, 3 ..."), the units then asked back by a pronoun alone ("celles-là"). Each grounded
case asks the units back; its twins (the whole line, the other line, the units said fine, a
total two lines could take or no line is, a pack of that many pieces) must stay not allowed.
Our own words, never a corpus ticket's."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, not_allowed, order

_SKEINS = order(("Alpaca Uni Colour 50g denim blue", 10, 315),
                ("Circular needles 80 cm 4 mm", 1, 890), currency="eur")
# two lines of ten: "of my ten, three" binds to neither
_TWO_TENS = order(("Alpaca Uni Colour 50g denim blue", 10, 315),
                  ("Merino Extra Fine 50g denim blue", 10, 420), currency="eur")

ELIDED = [
    ("fr", "Sur mes 10 pelotes d'alpaca, 3 n'ont pas la même teinte. Pouvez-vous me rembourser "
           "celles-là ?"),
    ("it", "Dei 10 gomitoli d'alpaca, 3 hanno un colore diverso. Potete rimborsarmi quelli?"),
]


@pytest.mark.parametrize(("lang", "said"), ELIDED)
def test_the_whole_counted_before_an_elided_article_binds(lang: str, said: str) -> None:
    allowed(945, _SKEINS, said)


@pytest.mark.parametrize(("lang", "said"), ELIDED)
def test_the_whole_line_or_the_needles_stay_not_allowed(lang: str, said: str) -> None:
    not_allowed(3150, _SKEINS, said)  # the whole line for three units
    not_allowed(890, _SKEINS, said)  # the other line
    not_allowed(630, _SKEINS, said)  # two skeins: not the count said


@pytest.mark.parametrize(("lang", "said"), ELIDED)
def test_a_total_two_lines_could_take_binds_to_neither(lang: str, said: str) -> None:
    not_allowed(1260, _TWO_TENS, said)  # three of the other line of ten


def test_a_total_no_line_is_binds_nothing() -> None:
    # "of my twelve", where the line is of ten: no count of that line
    not_allowed(945, _SKEINS, ELIDED[0][1].replace("10", "12"))


_VALVES = order(("Homematic IP Evo HmIP-eTRV-E", 3, 5495),
                ("Homematic IP Access Point HmIP-HAP", 1, 4495), currency="eur")
_TWO_THREES = order(("Homematic IP Evo HmIP-eTRV-E", 3, 5495),
                    ("Homematic IP Access Point HmIP-HAP", 3, 4495), currency="eur")
_FOUR = order(("Homematic IP Evo HmIP-eTRV-E", 4, 5495),
              ("Homematic IP Access Point HmIP-HAP", 1, 4495), currency="eur")
_PACK = order(("Homematic IP Evo HmIP-eTRV-E 3-pack", 1, 16485),
              ("Homematic IP Access Point HmIP-HAP", 1, 4495), currency="eur")

# the units said fine, then the one said wrong, the thing in a word no title holds
MADE_UP = [
    ("en", "About the radiator valves: two work, but one will not pair. Can you refund that one "
           "valve?"),
    ("de", "Zu den Heizungsventilen: zwei laufen, aber eins lässt sich nicht koppeln. Können Sie "
           "mir das eine Ventil erstatten?"),
    ("fr", "Pour les têtes thermostatiques : deux marchent, mais une ne se connecte pas. "
           "Pouvez-vous me rembourser celle-là ?"),
    ("es", "Sobre los cabezales: dos funcionan, pero uno no se conecta. ¿Me pueden reembolsar "
           "ese cabezal?"),
    ("it", "Riguardo alle valvole: due funzionano, ma una non si collega. Potete rimborsarmi "
           "quella valvola?"),
    ("pl", "Co do głowic: dwie działają, ale jedna się nie paruje. Czy możecie zwrócić pieniądze "
           "za tę jedną głowicę?"),
    ("pt", "Sobre as válvulas: duas funcionam, mas uma não emparelha. Podem reembolsar essa "
           "válvula?"),
    ("sv", "Det gäller ventilerna: två funkar, men en går inte att para. Kan ni återbetala den "
           "ventilen?"),
    ("da", "Det handler om ventilerne: to virker, men en vil ikke parre. Kan I refundere den ene "
           "ventil?"),
    ("nb", "Det gjelder ventilene: to virker, men én lar seg ikke pare. Kan dere refundere den "
           "ene ventilen?"),
    ("fi", "Venttiileistä: kaksi toimii, mutta yksi ei yhdisty. Voitteko hyvittää sen yhden "
           "venttiilin?"),
    ("ro", "Despre capete: două merg, dar unul nu se conectează. Puteți să-mi returnați banii "
           "pentru acel cap?"),
    ("tr", "Vanalar hakkında: ikisi çalışıyor ama biri bağlanmıyor. O bir vananın ücretini iade "
           "eder misiniz?"),
    ("ar", "بخصوص الصمامات: اثنان يعملان، لكن واحد لا يتصل. ممكن تستردون لي ثمن الواحد؟"),
]


@pytest.mark.parametrize(("lang", "said"), MADE_UP)
def test_the_units_fine_and_wrong_making_up_one_line_bind_to_it(lang: str, said: str) -> None:
    allowed(5495, _VALVES, said)


@pytest.mark.parametrize(("lang", "said"), MADE_UP)
def test_the_whole_line_the_other_or_the_units_fine_stay_not_allowed(lang: str, said: str) -> None:
    not_allowed(16485, _VALVES, said)  # the whole line for the one unit said wrong
    not_allowed(4495, _VALVES, said)  # the other line
    not_allowed(10990, _VALVES, said)  # the two said fine


@pytest.mark.parametrize(("lang", "said"), MADE_UP)
def test_two_lines_of_that_many_or_none_bind_nothing(lang: str, said: str) -> None:
    not_allowed(5495, _TWO_THREES, said)  # two lines of three: neither
    not_allowed(5495, _FOUR, said)  # no line of three
    not_allowed(5495, _PACK, said)  # a pack of three pieces: its quantity is one
