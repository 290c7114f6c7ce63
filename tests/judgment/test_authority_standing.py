"""``authority``'s source words searched faster (``_standing``: the words that begin with any
letters, ``\\w*anwalt\\w*``, searched apart without those letters) say the same as the source
pattern itself, in every covered language: where one of its words stands whole, inside a
longer word, at a text's edges, beside a sign, and where none stands."""

from __future__ import annotations

import re

import pytest

from service.judgment import authority, tables

# a fragment of plain letters between its "any letters" (``\w*policy\w*``, ``\w*anwaltin``)
_PLAIN = re.compile(r"\\w\*([^\W\d_]+)(\\w\*)?")
_SETTINGS = ("{}", "the {} says", "datenschutz{}", "{}en", "x{}y", "({})", "1{}", "{}_", "_{}",
             "meine {}, bitte", "{}-{}", "{}'s")
_PLAIN_TEXTS = ("thanks for the details", "die teekanne ist gesprungen", "", " ", "a", "?!",
                "1234 5678", "we will get back to you shortly")


def _led(code: str) -> list[str]:
    form = authority._form(code)
    assert form is not None
    fragments = [tables.fold_fragment(f) for f in (*authority.words.SOURCE[code],
                                                   *authority.official.BODY.get(code, ()))]
    return [m.group(1) for f in fragments if (m := _PLAIN.fullmatch(f))]


@pytest.mark.parametrize("code", sorted(c for c in tables.COVERED if c in authority.words.SOURCE))
def test_the_source_words_stand_where_the_pattern_matches(code):
    form = authority._form(code)
    assert form is not None
    texts = [setting.format(word, word) for word in _led(code) for setting in _SETTINGS]
    texts += list(_PLAIN_TEXTS)
    for text in texts:
        assert authority._stands(form, text) == (form.source.search(text) is not None), (code, text)
    if _led(code):  # (a language with such words: they do stand, whole and inside a longer word)
        assert any(authority._stands(form, t) for t in texts)
        assert len(form.source_stands) == 2
    else:
        assert form.source_stands == (form.source,) or len(form.source_stands) == 2


def test_a_top_level_alternative_is_not_read_as_led():
    assert authority._letters_first(r"\w*anwalt\w*")
    assert authority._letters_first(r"\w*(?:a|b)c")
    assert not authority._letters_first(r"\w*x|\w*y")  # (the parser would share the "\w*")
    assert not authority._letters_first(r"\w*?x")
    assert not authority._letters_first(r"anwalt\w*")
