"""How titles' and customers' words are read as kinds of product, and an offer taken up
(thirteenth round): a compound of two kinds that names a part or an accessory of its first
("Lampenschirm", a lamp's shade) is not its head's kind (no umbrella); an ending taken off a
word names a name's form only in the name's language and past a stem of four letters ("covers"
is no Italian "cover", "filter" no Swedish "filt"); an agent's offer taken up in the words of
nl, sv, da, nb, fi and ko ("dat neem ik aan", "det tar jag emot", "그렇게 받을게요")."""

from __future__ import annotations

import pytest

from service.judgment import concepts
from tests.judgment.forms import codes, judged, order


# ----- a compound's head, and what its first part makes of it ------------------------------------
@pytest.mark.parametrize("title", ["Lampenschirm aus Jute", "Lampeskærm Rund", "Lampskärm av rotting",
                                   "Lampeskjerm i lin", "Brillenetui Kunstleder"])
def test_a_compound_naming_a_part_or_accessory_of_its_first_kind_is_not_its_head_s_kind(title):
    assert concepts.of_title(title) == frozenset()


@pytest.mark.parametrize(("title", "kind"), [
    ("Sonnenschirm Baumwolle", "umbrella"),  # the first part no kind: the head's kind
    ("Kaffeetasse Steingut", "cup"),  # the first part only qualifies
    ("Kameratasche Canvas", "bag"),
    ("Schuhregal Bambus", "shelf"),  # the head holds what the first part names
    ("Pfannendeckel Glas", "lid"),  # one family: a pan's lid is a lid
    ("Schreibtischlampe Messing", "lamp"),
])
def test_a_compound_whose_first_part_qualifies_or_is_held_is_its_head_s_kind(title, kind):
    assert concepts.of_title(title) == frozenset({kind})


# ----- an ending, in its own language, past a short stem -----------------------------------------
@pytest.mark.parametrize("word", ["covers", "press", "fundo", "perche", "botao", "racker"])
def test_an_ending_names_no_form_of_another_language_s_name_nor_of_a_short_stem(word):
    assert concepts.of_word(word) is None


def test_a_filter_is_its_own_kind_not_a_blanket_less_an_ending():
    # (a name of its own since filters are a kind: never Swedish "filt", a blanket, plus "-er")
    assert concepts.of_word("filter") == "filter"


@pytest.mark.parametrize(("word", "kind"), [
    ("kastruller", "pot"), ("tallrikar", "plate"), ("lampade", "lamp"), ("karaffer", "decanter"),
    ("filtar", "blanket"), ("hattar", "hat"), ("lamps", "lamp"), ("poscieli", "duvet_cover"),
])
def test_an_ending_of_the_name_s_own_language_still_names_it(word, kind):
    assert concepts.of_word(word) == kind


def test_a_title_of_a_filter_or_a_press_names_no_blanket_nor_rug():
    assert "blanket" not in concepts.of_title("Paper Filter 100 pcs")
    assert concepts.of_title("Garlic Press") == frozenset()
    assert concepts.of_title("Velvet Covers") == frozenset()


# ----- an offer taken up, in the Nordic languages, Dutch, Finnish and Korean ---------------------
SHELF = ("Pine Wall Shelf", 1, 12000)
NAPKINS = ("Cotton Napkins", 1, 3000)
OFFERS = {
    "nl": ("De plank heeft een deuk.", "Wij bieden een gedeeltelijke terugbetaling van 20% aan."),
    "sv": ("Hyllan har en buckla.", "Vi erbjuder en delvis återbetalning på 20 %."),
    "da": ("Hylden har en bule.", "Vi tilbyder en delvis refusion på 20 %."),
    "nb": ("Hylla har en bulk.", "Vi tilbyr en delvis refusjon på 20 %."),
    "fi": ("Hyllyssä on lommo.", "Tarjoamme 20 % osittaisen hyvityksen."),
    "ko": ("선반에 찍힌 자국이 있어요.", "죄송합니다! 20% 부분 환불을 해 드릴 수 있습니다."),
}


@pytest.mark.parametrize(("code", "answer"), [
    ("nl", "Dat neem ik graag aan."), ("nl", "Ik neem het aanbod aan."),
    ("sv", "Jag tar emot erbjudandet."), ("nb", "Jeg tar imot tilbudet."),
    ("fi", "Otan tarjouksen vastaan."), ("ko", "그렇게 받을게요."), ("ko", "그 제안 받을게요."),
    ("ko", "제안을 받아들일게요."),
])
def test_an_offer_taken_up_in_the_language_s_words_grounds_what_was_offered(code, answer):
    paid = order(SHELF, NAPKINS)
    found = judged(3000, paid, OFFERS[code][0], ("agent", OFFERS[code][1]), answer)
    assert found.verdict == "allow" and codes(found)[0] == "grounded_offer_share"


@pytest.mark.parametrize(("code", "answer"), [
    ("nl", "Dat neem ik niet aan."), ("sv", "Det tar jag inte emot."), ("da", "Det tager jeg ikke imod."),
    ("nb", "Det tar jeg ikke imot."), ("fi", "En ota sitä vastaan."), ("ko", "그건 안 받을게요."),
    ("ko", "제안은 받아들이지 않겠습니다."),
])
def test_the_offer_refused_in_the_same_words_grounds_nothing(code, answer):
    paid = order(SHELF, NAPKINS)
    found = judged(3000, paid, OFFERS[code][0], ("agent", OFFERS[code][1]), answer)
    assert found.verdict != "allow" and codes(found)[0] != "grounded_offer_share"


# ----- a fleece is a sweater; a fleece blanket stays a blanket -----------------------------------
FLEECE = order(("Ridgeline Fleece Grey L", 1, 5900), ("Ridgeline Hiking Trousers", 1, 3900),
               ("Ridgeline Wool Beanie", 1, 2500))


@pytest.mark.parametrize("text", [
    "The hoodie went back last week, the trousers and the beanie I keep. Refund the hoodie please.",
    "Der Pullover ist zurück, Hose und Mütze behalte ich. Bitte den Pullover erstatten.",
    "Genseren er sendt tilbake, buksa og lua beholder jeg. Refunder genseren.",
])
def test_a_fleece_title_is_the_sweater_the_customer_names(text):
    found = judged(5900, FLEECE, text)
    assert found.verdict == "allow", codes(found)


def test_a_fleece_blanket_is_no_sweater():
    found = judged(5900, order(("Fleece Blanket 150x200", 1, 5900), ("Trail Shorts", 1, 3900)),
                   "The sweater went back, refund the sweater.")
    assert found.verdict != "allow", codes(found)


# ----- a kind named by its own word is kept beside one guessed from a brand's compound ----------
@pytest.mark.parametrize(("title", "kind"), [
    ("Stonejack Herren Sneaker Weiß 43", "shoes"),  # "...jack" guessed a jacket; the sneaker says so
    ("Greenjack Erkek Sneaker Siyah 41", "shoes"),
])
def test_a_kind_named_by_its_own_word_stays_beside_a_compound_head_s_guess(title, kind):
    assert kind in concepts.of_title(title)


@pytest.mark.parametrize(("title", "kind"), [
    ("Glass Teapot 1L", "teapot"),  # a qualifier before a kind named by its own word still goes
    ("Shoe Care Cream Neutral", "cream"),
])
def test_a_qualifier_beside_a_kind_named_by_its_own_word_is_still_dropped(title, kind):
    assert concepts.of_title(title) == frozenset({kind})
