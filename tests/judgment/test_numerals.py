"""A word of figures alone ("4711", an order's number) answered without the tables' look-ups
(the g72 speed pass: each ticket's numbers are new words, and every one was looked up as a kind
of product, a colour and a title's word's letters): the same answers as the full reading gives,
because no table writes a name of figures alone and no ending or article is figures. (Speed is a
figure, ``make bench BENCH=reading``; this is what it may not change.)"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import colours, concepts, matching, titles
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
        assert titles._keys(word) == titles._keys.__wrapped__(read), word


@FEWER
@given(st.text(alphabet="0123456789", min_size=1, max_size=24))
def test_any_numeral_reads_the_same_the_short_way(word):
    read = _Read(word)
    assert concepts.of_word.__wrapped__(read) is None
    assert concepts.shared.__wrapped__(read) == frozenset()
    assert colours.colour.__wrapped__(read) is None
    assert titles._keys(word) == titles._keys.__wrapped__(read)


def test_a_word_with_letters_is_read_the_full_way():
    assert concepts.of_word("teapot") is not None
    assert colours.colour("blue") == "blue"
    assert titles._keys("4k") == titles._keys.__wrapped__(_Read("4k"))
