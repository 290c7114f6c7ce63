"""An item the customer names by a brand the payment's lines carry and a kind of product none of
those lines is (issue 39): "the Orvia filter rattles" where the payment holds an "Orvia" aquarium
kit and an "Orvia" LED light (a title naming no kind a table knows), or the light alone. The
brand is shared; the kind says the item is another product of the brand (a filter bought
elsewhere), and a refund of the light's price is of something the customer did not name: asked,
never allowed.

The twins: the brand with the line's own word ("the Orvia LED", "the Orvia light") stays
allowed; the brand alone, where one line carries it and nothing else is named, stays as it was.
Our own words."""

from __future__ import annotations

import pytest

from tests.judgment.forms import codes, judged, order

_LAMP = ("Orvia Skyline Bluetooth LED Light 24-36in", 1, 11499)


def _two():
    return order(("Orvia Flex 30 Gallon Aquarium Kit - Black", 1, 27999),
                 ("Seachem Prime Conditioner 500ml", 1, 2199), _LAMP)


def _one():
    # (a title naming its kind, the lamp: alone, a kindless title is left as it was, below)
    return order(("Seachem Prime Conditioner 500ml", 1, 2199), ("Orvia Skyline LED Lamp 24-36in", 1, 11499))


def _asked(paid, text):
    found = judged(11499, paid, text)
    assert found.verdict == "ask", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


def _allowed(paid, text):
    found = judged(11499, paid, text)
    assert found.verdict == "allow", (found.verdict, [(r.code, r.message) for r in found.reasons], text)


# (the customer's words with {KIND}: the filter, another product, or the title's own word)
_SAID = [
    ("The Orvia {KIND} I got from you is rattling like mad. I want my money back.", "filter", "light"),
    ("Der Orvia {KIND} von euch macht furchtbaren Lärm. Ich möchte mein Geld zurück.", "Filter", "LED"),
    ("Le {KIND} Orvia que j'ai reçu fait un bruit terrible. Je veux être remboursé.", "filtre", "LED"),
    ("El {KIND} Orvia que compré hace un ruido horrible. Quiero un reembolso.", "filtro", "LED"),
    ("Il {KIND} Orvia che ho ricevuto fa un rumore terribile. Voglio il rimborso.", "filtro", "LED"),
    ("De Orvia {KIND} die ik kreeg maakt een vreselijk lawaai. Ik wil mijn geld terug.", "filter", "LED"),
    ("Mój {KIND} Orvia strasznie hałasuje. Proszę o zwrot pieniędzy.", "filtr", "LED"),
    ("O {KIND} Orvia que recebi faz um barulho horrível. Quero o reembolso.", "filtro", "LED"),
    ("Mitt Orvia {KIND} låter hemskt. Jag vill ha pengarna tillbaka.", "filter", "LED"),
    ("Mit Orvia {KIND} larmer forfærdeligt. Jeg vil have pengene tilbage.", "filter", "LED"),
    ("Mitt Orvia {KIND} bråker fryktelig. Jeg vil ha pengene tilbake.", "filter", "LED"),
    ("Ostamani Orvia {KIND} rämisee kovasti. Haluan rahat takaisin.", "suodatin", "LED"),
    ("Aldığım Orvia {KIND} çok gürültü yapıyor. Paramı iade edin.", "filtresi", "LED"),
    ("{KIND} Orvia pe care l-am primit face un zgomot groaznic. Vreau banii înapoi.", "Filtrul", "LED"),
    ("{KIND} Orvia يصدر صوتا مزعجا جدا. أريد استرداد المبلغ.", "فلتر", "LED"),
    ("Orviaの{KIND}がひどい音を立てています。返金してください。", "フィルター", "LED"),
    ("Orvia {KIND}가 너무 시끄러워요. 환불해 주세요.", "필터", "LED"),
    ("我买的Orvia {KIND}噪音很大。请给我退款。", "过滤器", "LED"),
]


@pytest.mark.parametrize(("text", "other", "own"), _SAID)
def test_another_kind_of_a_brand_two_lines_share_is_asked(text, other, own):
    _asked(_two(), text.replace("{KIND}", other))


@pytest.mark.parametrize(("text", "other", "own"), _SAID)
def test_another_kind_of_the_one_lines_brand_is_asked(text, other, own):
    _asked(_one(), text.replace("{KIND}", other))


@pytest.mark.parametrize(("text", "other", "own"), _SAID)
def test_the_brand_with_the_lines_own_kind_stays_allowed(text, other, own):
    _allowed(_two(), text.replace("{KIND}", own))
    _allowed(_one(), text.replace("{KIND}", own))


def test_a_kindless_title_and_another_kind_is_asked():
    paid = order(("Orvia Flex 30 Gallon Aquarium Kit - Black", 1, 27999),
                 ("Orvia Skyline Bluetooth LED 24-36in", 1, 11499))
    _asked(paid, "The Orvia filter I got is rattling. Refund please.")


def test_a_kindless_title_alone_with_a_kind_it_may_be_stays_allowed():
    paid = order(("Seachem Prime Conditioner 500ml", 1, 2199), ("Orvia WX-900 - Black", 1, 11499))
    _allowed(paid, "My Orvia headphones crackle on the left side. Refund please.")
    _allowed(paid, "Las zapatillas Orvia me quedan pequeñas. Quiero un reembolso.")


def test_a_kindless_title_named_by_its_own_word_stays_allowed():
    paid = order(("Seachem Prime Conditioner 500ml", 1, 2199), ("Orvia Skyline Bluetooth LED 24-36in", 1, 11499))
    _allowed(paid, "The Orvia LED I got keeps flickering. Refund please.")


def test_the_brand_alone_of_one_line_stays_as_it_was():
    found = judged(11499, _one(), "The Orvia I got keeps flickering. Refund please.")
    assert found.verdict == "allow", (found.verdict, codes(found))
