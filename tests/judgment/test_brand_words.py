"""A title's word that names a kind only in a language neither the customer nor the title
writes is a brand's or a model's word, no kind: "Kruk" (Dutch, a stool) in an English title
read to a German or Japanese customer; the customer's own word for the item then names no
"other item" the title's false kind would make of it. Written in our own words; each case
failed (asked, item_not_on_payment) before the form was built."""

from __future__ import annotations

import pytest

from service.judgment import concepts
from tests.judgment.forms import allowed, asked, order


def _paid():
    return order(("Kruk Audio Sonic X2 Black", 1, 12900))


@pytest.mark.parametrize("text", [
    "Die Kopfhörer rauschen auf dem linken Ohr. Ich möchte das Geld zurück, bitte.",
    "ヘッドホンの左側から音が出ません。返金をお願いします。",
    "Los auriculares no cargan desde el primer día. Quiero el reembolso, por favor.",
])
def test_a_brand_word_of_another_language_is_no_kind(text):
    allowed(12900, _paid(), text)


def test_the_word_stays_a_kind_in_the_customer_s_language_and_in_a_title_of_its_own():
    assert concepts.of_title("Kruk Audio Sonic X2 Black", frozenset({"de", "en"})) == frozenset()
    assert concepts.of_title("Kruk Audio Sonic X2 Black", frozenset({"nl", "en"})) == {"chair"}
    assert concepts.of_title("Kruk Audio Sonic X2 Black") == {"chair"}
    # a name many languages write is a word English titles write too
    assert concepts.of_title("Maison Eau de Parfum 50ml", frozenset({"ar", "en"})) == {"perfume"}


def test_an_item_of_another_kind_is_still_not_on_the_payment():
    paid = order(("Kruk Audio Sonic X2 Headphones - Black", 1, 12900))
    asked(12900, paid, "Der Mixer ist kaputt angekommen. Ich möchte das Geld zurück.",
          reason="item_not_on_payment")


def _kitchen():
    return order(("Cosori Turbo Air Fryer 5.5L", 1, 10900), ("Paper Liners 100-pack", 1, 900))


@pytest.mark.parametrize("text", [
    "Die Fritteuse wird nicht mehr heiß. Bitte erstatten Sie mir die Fritteuse.",
    "La freidora no calienta nada. Quiero que me devolváis el dinero de la freidora.",
    "Frytkownica przestała grzać po tygodniu. Proszę o zwrot pieniędzy za frytkownicę.",
    "エアフライヤーが温まりません。エアフライヤーの返金をお願いします。",
])
def test_an_air_fryer_is_named_in_the_customer_s_words(text):
    allowed(10900, _kitchen(), text)


def test_new_kinds_read_in_titles_and_words():
    assert concepts.of_title("Atomic Strider 11 Bindings") == {"ski_bindings"}
    assert concepts.of_word("fixations") == "ski_bindings"
    assert concepts.of_title("Merino Neck Gaiter - Grey") == {"neck_gaiter"}
    assert concepts.of_word("scaldacollo") == "neck_gaiter"


def test_a_display_case_and_a_blind_box_are_their_kinds():
    assert concepts.of_title("Acrylic Display Case for Figures") == {"display_case"}
    assert concepts.of_title("Sonny Angel Blind Box Series 3") == {"toy"}
    paid = order(("Sonny Angel Blind Box Series 3", 2, 1500), ("Acrylic Display Case", 1, 2200))
    allowed(2200, paid, "盲盒很好，但是展示盒的角碎了。请把展示盒的钱退给我。")
