"""A word of figures alone ("4711", an order's number) answered without the tables' look-ups
(the g72 speed pass: each ticket's numbers are new words, and every one was looked up as a kind
of product, a colour and a title's word's letters): the same answers as the full reading gives,
because no table writes a name of figures alone and no ending or article is figures. (Speed is a
figure, ``make bench BENCH=reading``; this is what it may not change.)"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import caseforms, colours, concepts, headwords, matching, tables, titles
from service.judgment.facts import Line, Order
from tests.support.examples import examples

FEWER = settings(max_examples=examples(300), deadline=None, suppress_health_check=list(HealthCheck))


class _Read(str):
    """A word read the full way: its figures not taken for figures by the short path."""

    def isdigit(self) -> bool:
        return False


def _numerals() -> list[str]:
    drawn = random.Random(72)
    return [str(n) for n in range(0, 1200)] + ["007", "0000", "2024", "99999"] + [
        str(drawn.randint(10 ** k, 10 ** (k + 1))) for k in range(3, 14) for _ in range(20)]


def test_no_table_writes_a_name_of_figures_alone():
    exact, stemmed, *_ = concepts._load()
    names, stems = concepts._shared()
    for table in (exact, stemmed, names, stems, colours._table()):
        assert not [w for w in table if w.isascii() and w.isdigit()]
    assert all(not any(c.isdigit() for c in ending) for ending in matching._ENDINGS)


def test_a_numeral_is_no_kind_no_colour_and_keys_as_a_word():
    for word in _numerals():
        read = _Read(word)
        assert concepts.of_word(word) is None and concepts.of_word.__wrapped__(read) is None
        assert concepts.shared(word) == concepts.shared.__wrapped__(read) == frozenset()
        assert colours.colour(word) is None and colours.colour.__wrapped__(read) is None
        assert colours.strict(word) is None and colours.strict.__wrapped__(read) is None
        assert titles._keys(word) == titles._keys.__wrapped__(read), word
        assert matching.stem(word) == matching.stem.__wrapped__(read) == word


_ORDERS = [Order("pi_1", "eur", 9000, 9000, 0, None, (), tuple(Line(t, 1, 3000, 3000) for t in titled))
           for titled in (("Blue Ceramic Mug", "Cast Iron Teapot", "Linen Napkins, set of 4"),
                          ("Kaffeebecher Keramik Blau 32 cl", "Teekanne Gusseisen"),
                          ("HP 305XL Ink", "Canon PG-545 Cartridge", "A4 Paper 500"),
                          ("Phone Case iPhone 15", "USB-C Cable 2m"))]


def test_a_numeral_names_no_kind_of_any_order_in_any_language():
    words = _numerals()[:400] + ["305", "545", "15", "500", "32"]
    for order in _ORDERS:
        for codes in ((("en",), ("de", "en")) + tuple((c,) for c in tables.COVERED)):
            read = titles.Titles(order, codes)
            for word in words:
                assert read._kind(word) == read._kind(_Read(word)), (order.lines, codes, word)
    for word in words:
        for codes in (None, tuple(tables.COVERED)):
            assert headwords.kind_of(word, codes) is None and caseforms.kind_of(word, codes) is None


@FEWER
@given(st.text(alphabet="0123456789", min_size=1, max_size=24))
def test_any_numeral_reads_the_same_the_short_way(word):
    read = _Read(word)
    assert concepts.of_word.__wrapped__(read) is None
    assert concepts.shared.__wrapped__(read) == frozenset()
    assert colours.colour.__wrapped__(read) is None
    assert colours.strict.__wrapped__(read) is None
    assert titles._keys(word) == titles._keys.__wrapped__(read)


def test_a_word_with_letters_is_read_the_full_way():
    assert concepts.of_word("teapot") is not None
    assert colours.colour("blue") == "blue"
    assert titles._keys("4k") == titles._keys.__wrapped__(_Read("4k"))
