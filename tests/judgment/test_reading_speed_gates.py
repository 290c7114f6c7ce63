"""The reading's speed gates say only what the work they save would find: each cheap test
closes only where the expensive one finds nothing, and each faster pattern matches where the
slower one did. (Speed itself is a figure, ``make bench BENCH=reading``; this is what it may not
change.)"""

from __future__ import annotations

import re
import unicodedata

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from text_to_num import alpha2digit

from service.judgment import figures, numbers, sentences, tables
from service.judgment.tables import gates
from tests.support.examples import examples

FEWER = settings(max_examples=examples(150), deadline=None, suppress_health_check=list(HealthCheck))

# the patterns as they were before their gates (the slow, plain forms)
_SENTENCE_BEFORE = re.compile(r"(?<=[.!?。！？;；])\s+|(?<=[。！？；])|\n+|(?<=[!?])(?=\S)")
_COUNT_BEFORE = re.compile(r"(?<![\d.,#/])(?<!\d:)(\d{1,3})(?![\d/%:]|[.,]\d|\s?(?:cm|mm|ml|kg|g|l|m|x|gb|tb)\b)")
_MARKS = "ab .!?;:,/#%\n\t。！？；x0123456789"


@FEWER
@given(st.text(alphabet=_MARKS + "\u3000\u00a0", max_size=24))
def test_the_sentence_cut_cuts_where_it_did(text: str) -> None:
    assert [m.span() for m in sentences.SENTENCE.finditer(text)] == \
        [m.span() for m in _SENTENCE_BEFORE.finditer(text)]


@FEWER
@given(st.text(alphabet=_MARKS + "cmkgtl", max_size=24))
def test_a_count_is_found_where_it_was(text: str) -> None:
    assert [m.span() for m in figures._COUNT.finditer(text)] == \
        [m.span() for m in _COUNT_BEFORE.finditer(text)]


def test_every_number_word_german_text2num_reads_holds_a_root() -> None:
    # numerals, their compounds and ordinals with their endings, as a customer might write them
    said = ["null", "eins", "ein", "zwo", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
            "neun", "zehn", "elf", "zwölf", "sechzehn", "siebzehn", "zwanzig", "dreißig", "dreissig",
            "sechzig", "siebzig", "hundert", "tausend", "million", "millionen", "milliarde",
            "billion", "einundvierzig", "zweihundertsiebzehn", "erste", "ersten", "dritter",
            "siebtes", "zwölften", "hundertste", "dreihundertvierundfünfzigste"]
    for word in said:
        assert any(ch.isdigit() for ch in alpha2digit(word, "de", threshold=0)), word
        assert any(root in word for root in numbers._DE_ROOTS), word


def test_a_german_text_without_a_root_comes_back_as_it_is() -> None:
    # (the gate then hands it to nobody: text2num would give it back unchanged)
    for text in ["Der Wasserkocher pfeift nicht mehr, bitte um Rückgabe des Betrags.",
                 "Die Lieferung hat 12 Tage gedauert, das Paket war nass.",
                 "Könnt ihr mir das Geld für die Lampe überweisen? Danke, Grüße Jonas",
                 "Ich habe 3 Fotos angehängt und warte auf Antwort."]:
        plain = unicodedata.normalize("NFKC", text).lower()
        assert not any(root in plain for root in numbers._DE_ROOTS)
        assert alpha2digit(plain, "de", threshold=0) == plain


def test_a_share_in_digits_needs_a_digit() -> None:
    # ``figures._fractions`` reads no per cent nor fraction in a clause without a digit: every
    # template writes its number as ``{N}``, digits
    for code in tables.COVERED:
        table = tables.table(code)
        assert table is not None
        for template in (*table.percent, *table.fraction):
            assert "{N}" in template, (code, template)
    assert tables.NUMBER.startswith((r"\d", r"(?<!\d)\d"))  # a digit first (from a number's first)


def test_a_prefilter_is_the_same_for_the_same_patterns() -> None:
    share = tables.patterns("en").share  # type: ignore[union-attr]
    assert share is not None
    assert gates.prefilter(share) is gates.prefilter(share)
    assert gates.prefilter(share)("we could do half the price back")


def test_no_invisible_character_is_ascii() -> None:
    # ``text.fold`` searches an ASCII text for none (its NFKC form: ASCII stays ASCII)
    from service.judgment.text import INVISIBLE
    assert not any(INVISIBLE.match(chr(c)) for c in range(128))
    assert INVISIBLE.match("\u200b") and INVISIBLE.match("\u00ad")


@FEWER
@given(st.lists(st.sampled_from(["one", "ones", "twos", "sss", "s", "thirds", "oss", "o", "second",
                                 "seconds", "hundredss", "gloves", "nines", "ninety", "9", "é", "-"]),
                max_size=6))
def test_english_number_words_found_as_they_were(words: list[str]) -> None:
    # one set's look-up of the words with their "s" stripped, for a look-up of the words and
    # another of those ending in "s" (no number word ends in "s")
    assert not any(w.endswith("s") for w in numbers._EN_NUMBER_WORDS)
    plain = " ".join(words)
    found = set(numbers._ASCII_LETTERS.findall(plain))
    before = not numbers._EN_NUMBER_WORDS.isdisjoint(found) or any(
        w.rstrip("s") in numbers._EN_NUMBER_WORDS for w in found if w.endswith("s"))
    assert numbers._en_number_word(plain) == before


def _gated_patterns() -> list[re.Pattern[str]]:
    # the long patterns searched in every sentence or text, now only where their prefilter's
    # keys stand (``actions.for_another``, ``preference.still``, ``elsewhere._one_of_several``)
    from service.judgment import actions, elsewhere, preference
    several = [p for codes in (("en",), ("de", "en"), *((c,) for c in tables.COVERED))
               for p in elsewhere._several(codes)]
    return [actions.INSTEAD, preference._STILL, *several]


@FEWER
@given(st.data())
def test_a_long_patterns_prefilter_lets_through_every_text_it_matches(data: st.DataObject) -> None:
    pattern = data.draw(st.sampled_from(_gated_patterns()))
    around = st.text(alphabet="ab .,:()\n'-", max_size=8)
    text = data.draw(around) + data.draw(st.from_regex(pattern, fullmatch=True)) + data.draw(around)
    if pattern.search(text):
        assert gates.prefilter(pattern)(text), (pattern.pattern[:40], text)


def test_the_long_patterns_prefilters_close_on_a_plain_sentence() -> None:
    from service.judgment.text import fold
    plain = fold("Die Lieferung hat drei Tage gedauert, danke für die Hilfe")
    assert not any(gates.prefilter(p)(plain) for p in _gated_patterns()[:2])


@FEWER
@given(st.lists(st.sampled_from([*numbers._DE_ROOTS, *numbers._DE_DATIVES, *numbers._DOZEN_HINT,
                                 "a", " ", "ü", "mein", "seiten", "do", "z"]), max_size=8))
def test_a_texts_pieces_found_by_one_pass_as_by_one_in_each(words: list[str]) -> None:
    # ``numbers._holding``: one automaton pass for the German roots and datives, the dozens
    for text in ("".join(words), " ".join(words)):
        for holds, pieces in ((numbers._HOLDS_DE_ROOT, numbers._DE_ROOTS),
                              (numbers._HOLDS_DE_DATIVE, numbers._DE_DATIVES),
                              (numbers._HOLDS_DOZEN_HINT, numbers._DOZEN_HINT)):
            assert holds(text) == any(piece in text for piece in pieces), text


def test_the_ascii_letters_are_the_letters_of_an_ascii_text() -> None:
    # ``encodings._line_words`` finds a folded ASCII line's letters by their ASCII class
    from service.judgment import encodings
    ascii_text = "".join(map(chr, range(128)))
    assert [c for c in ascii_text if encodings._LETTERS.fullmatch(c)] == \
        [c for c in ascii_text if encodings._ASCII_LETTERS.fullmatch(c)]


def _may_be_coloured_before(folded: str) -> bool:
    from service.judgment import variants
    if not folded.isascii():
        return True
    if any(variants.strict(t) is not None for t in set(variants._ASCII_WORDS.findall(folded))):
        return True
    spans = [m.span() for m in variants._ASCII_WORDS.finditer(folded)]
    for (a, b), (c, d) in zip(spans, spans[1:]):
        gap = c - b
        cut = gap < 24 and (b - a + gap > 24 or gap + d - c > 24)
        if cut and (variants._colour_letters().search(folded[a:b])
                    or variants._colour_letters().search(folded[c:d])):
            return True
    return False


@FEWER
@given(st.lists(st.sampled_from(["a", "the", "mug", " ", "  ", ", ", "-" * 12, " " * 20, "x" * 20,
                                 "redwinecoloured" * 2, "blu", "eblack", "9", "z" * 24, "é"]),
                max_size=10))
def test_a_colour_may_be_beside_a_word_where_it_could(words: list[str]) -> None:
    # ``variants._may_be_coloured`` reads the words' windows only where the longest word and
    # the longest gap together are longer than 24
    from service.judgment import variants
    text = "".join(words)
    assert variants._may_be_coloured(text) == _may_be_coloured_before(text)


_MODEL_WORDS = ["Flip", "flip", "Go", "X", "Blau", "jbl", "Mug", " ", "  ", "-", ".", "\n", "3", "12",
                "123", " cm", "l", "Ég", "É", "é"]


@FEWER
@given(st.lists(st.sampled_from(_MODEL_WORDS), max_size=12))
def test_a_model_is_read_only_where_a_capitalised_name_and_figure_stand(words: list[str]) -> None:
    # ``variants.other_model`` hands ``_models`` only a text where ``_CAPITAL_NUMBERED`` stands:
    # every model it would read (a match whose name begins with a capital) holds it
    from service.judgment import variants
    text = "".join(words)
    read = any(m.group(1)[0].isupper() for sentence in re.split(r"[.!?\n]", text)
               for m in variants._MODEL.finditer(sentence))
    assert not read or variants._CAPITAL_NUMBERED.search(text)


def _numbered_said_before(texts: list[str], numbered: list[dict[str, str]]) -> tuple[set[int], set[int]]:
    from service.judgment import variants
    own: set[int] = set()
    other: set[int] = set()
    figures = {n for text in texts for n in re.findall(r"(?<![\d.,])\d{1,2}(?!\d|[.,]\d)", variants.fold(text))}
    for text in texts:
        for word, number in variants._NUMBERED.findall(variants.fold(text)):
            for i, names in enumerate(numbered):
                if word in names:
                    (own if names[word] == number or names[word] in figures else other).add(i)
    return own, other


@FEWER
@given(st.lists(st.lists(st.sampled_from(["kindle", "Kindle", "phone", "iphone", " ", "  ", "11", "12", "7",
                                          "1.5", " cm", "x", ",", "Über"]), max_size=8).map("".join),
                max_size=4),
       st.lists(st.sampled_from([{}, {"kindle": "11"}, {"iphone": "12"}, {"phone": "7"}]), min_size=1, max_size=3))
def test_a_numbered_name_is_read_where_it_was(texts: list[str], numbered: list[dict[str, str]]) -> None:
    # ``variants._numbered_said`` reads only the texts that hold one of the names
    from service.judgment import variants
    own: set[int] = set()
    other: set[int] = set()
    variants._numbered_said(texts, numbered, own, other)
    assert (own, other) == _numbered_said_before(texts, numbered)
