"""Nynorsk is no Bokmål, Irish no English or Portuguese: languages the rules do not read that
lingua is not asked about, which its trigrams (or the plain words' path) give to a covered
neighbour, whose rules then read words they were never written for ("Eg vil ha pengane
attende" read with Bokmål's). What only the unread language writes decides
(``neighbours.not_covered``, the words of ``tables.unread``): Nynorsk's "ikkje", "kva",
"pengane", "attende", three of them at least (a Bokmål writer types a dialect word or two);
Irish's "agus", "níl", "féidir", "aisíocaíocht"; and the neighbours a writer may use next:
Scottish Gaelic, Luxembourgish, Faroese, Occitan, West Frisian (none of them in lingua). Each
is named as itself and its refund asked with ``language_not_read`` first. The twins stay read:
Bokmål with a Nynorsk word or two, Danish, English with an Irish name, place or thanks,
German with a Luxembourgish greeting, Dutch with a Frisian name. The words are ours."""

from __future__ import annotations

import pytest

from service.judgment import customer, tables
from service.judgment.language import NAMES
from tests.judgment.forms import allowed, not_allowed, order

JACKET = order(("Fjellvær Rain Jacket, M", 1, 149900), ("Wool Gloves", 1, 29900), currency="nok")
SCARF = order(("Aran Wool Scarf", 1, 4500), ("Stoneware Mug", 1, 1800), currency="eur")

UNREAD = [
    ("nn", JACKET, 149900,
     "Hei! Jakka eg fekk i går er altfor lita, og glidelåsen har slutta å verke. Hanskane vil "
     "eg ha, dei passar fint. Kan de betale attende pengane for jakka? Venleg helsing Solveig"),
    ("nn", JACKET, 149900,
     "Eg tinga ei regnjakke for tre veker sidan, men ho har framleis ikkje kome. Kva har "
     "skjedd med pakka? Eg ynskjer pengane attende dersom ho ikkje kjem denne veka."),
    ("nn", JACKET, 149900, "Jakka er for lita. Kan eg få pengane attende? Hanskane er ikkje "
                           "noko problem."),
    ("ga", SCARF, 4500,
     "Dia dhuit, fuair mé an scairf inné ach tá poll mór inti. Níl aon locht ar an muga, "
     "coinneoidh mé é. An féidir liom aisíocaíocht a fháil ar an scairf? Go raibh maith agat"),
    ("ga", SCARF, 4500,
     "Tá an scairf stróicthe agus níl sí cosúil leis an bpictiúr ar an suíomh. Ba mhaith liom "
     "m'airgead ar ais don scairf, tá an muga go breá."),
    ("gd", SCARF, 4500,
     "Halò, fhuair mi an sgarfa an-dè ach tha toll mòr ann. Tha am muga ceart gu leòr. Am "
     "faigh mi m' airgead air ais airson an sgarfa? Mòran taing"),
    ("lb", SCARF, 4500,
     "Moien, ech hunn e Schal bestallt an hien ass futti ukomm, et ass e Lach dran. D'Taass "
     "halen ech. Kënnt Dir mir d'Suen fir de Schal w.e.g. zréckbezuelen? Merci"),
    ("fo", SCARF, 4500,
     "Hey, eg fekk trøklið í gjár, men tað er hol á tí. Koppurin er í lagi, hann vil eg "
     "hava. Kunnu tit senda mær peningarnar aftur fyri trøklið? Vinarliga, Jógvan"),
    ("oc", SCARF, 4500,
     "Bonjorn, ai recebut l'escarpa ièr mas es traucada. Gardi la tassa, es plan polida. "
     "Voldriái que me tornèssetz l'argent de l'escarpa. Mercé, Joana"),
    ("fy", SCARF, 4500,
     "Hoi, ik haw juster de sjaal krigen, mar der sit in gat yn. De mok hâld ik, dy is "
     "moai. Kinne jo my it jild foar de sjaal werom betelje? Mei freonlike groet, Sjoukje"),
]


@pytest.mark.parametrize("code, paid, amount, text", UNREAD)
def test_an_unread_neighbour_is_known_as_itself(code: str, paid: object, amount: int,
                                                text: str) -> None:
    found = customer.identify(text)
    assert found.code == code and found.code not in tables.COVERED, found


@pytest.mark.parametrize("code, paid, amount, text", UNREAD)
def test_its_refund_is_asked_as_a_language_not_read(code: str, paid: object, amount: int,
                                                    text: str) -> None:
    judged = not_allowed(amount, paid, text, reason="language_not_read")  # type: ignore[arg-type]
    assert NAMES[code] in judged.reasons[0].message


# The twins: the covered neighbour with a word or two of the unread one, or its names, stays
# read, and its grounded refund allowed.
@pytest.mark.parametrize("code, paid, amount, text", [
    ("nb", JACKET, 149900,
     "Hei, jakken jeg fikk er altfor liten og glidelåsen er ødelagt. Hanskene beholder jeg. "
     "Kan dere betale tilbake pengene for jakken? Vennlig hilsen Kari"),
    ("nb", JACKET, 149900,
     "Hei, jakken kom i går, men den er ikkje som på bildet og glidelåsen er ødelagt. Kva "
     "gjør jeg nå? Jeg vil ha pengene tilbake for jakken, hanskene beholder jeg."),
    ("nb", JACKET, 149900,
     "Jakken er for liten, så jeg vil berre ha pengene tilbake for jakken. Hanskene er fine "
     "og dem beholder jeg."),
    ("da", JACKET, 149900,
     "Hej, jakken jeg fik er for lille, og lynlåsen er gået i stykker. Handskerne beholder "
     "jeg. Kan I sende pengene tilbage for jakken? Mvh Mette"),
    ("en", SCARF, 4500,
     "Hi, I'm Siobhán Ó Súilleabháin from Dún Laoghaire. The scarf arrived with a hole in "
     "it, please refund the scarf. I'm keeping the mug, it is lovely."),
    ("en", SCARF, 4500,
     "The scarf came torn at one end. Please refund the scarf, the mug is fine. Go raibh "
     "maith agat, Pádraig Ó Briain"),
    ("pt", SCARF, 4500,
     "Olá, o cachecol chegou com um buraco. Quero o reembolso do cachecol, a caneca fica "
     "comigo. Obrigada, Aoife Ní Bhriain"),
    ("de", SCARF, 4500,
     "Moien! Der Schal ist mit einem Loch angekommen, bitte erstatten Sie mir den Schal. "
     "Die Tasse behalte ich, die ist in Ordnung. Merci"),
    ("nl", SCARF, 4500,
     "Hoi, de sjaal uit Ljouwert is met een gat aangekomen. Ik wil graag mijn geld terug "
     "voor de sjaal, de mok houd ik. Groetjes, Sjoukje Hoekstra"),
])
def test_a_covered_language_with_a_neighbours_words_stays_read(code: str, paid: object,
                                                               amount: int, text: str) -> None:
    assert customer.identify(text).code == code
    allowed(amount, paid, text, subject="scarf" if paid is SCARF else "jakke")  # type: ignore[arg-type]


# The unsafe form the Bokmål rules let through: the parcel asked back in Nynorsk, an agent's
# offer of the whole payment, then "it came today, all is well"; not read, a person reads it.
KETTLE = order(("Enamel Kettle 2L", 1, 89900), ship=9900, currency="nok")


def test_a_complaint_withdrawn_in_nynorsk_is_not_read_as_bokmal() -> None:
    not_allowed(None, KETTLE,
                "Kjelen har ikkje kome enno, og sporinga seier ingenting på ei veke. Eg vil ha "
                "pengane attende.",
                ("agent", "Hei, vi har sendt ei etterlysing. Kjem han ikkje fram, betaler vi "
                          "heile ordren attende."),
                "Han kom i dag, alt i orden. Takk for hjelpa!",
                subject="Kjelen har ikkje kome", reason="language_not_read")


# Its twin in Bokmål stays read as Bokmål (what its rules make of the withdrawal is their own
# form's, not this one's).
def test_a_complaint_withdrawn_in_bokmal_is_read() -> None:
    text = ("Kjelen har ikke kommet ennå, og sporingen har stått stille i en uke. Jeg vil ha "
            "pengene tilbake.\nDen kom i dag, alt i orden. Takk for hjelpen!")
    assert customer.identify(text).code == "nb"
