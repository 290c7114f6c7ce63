"""An instruction put off to another text, read one language at a time: ``deferred`` searches
each language's patterns of a form in turn (compiled once a language, not again for every new
set of languages a text brings), and must answer as the languages' patterns joined into one did
(the reference below, the reading before that change)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.judgment import deferred as module
from service.judgment.deferred import _PART, _SENTENCE, CODED, KEPT, OBEYS, _one, deferred
from service.judgment.tables import deferred as words
from tests.support.examples import examples

pytestmark = pytest.mark.exhaustive  # make check leaves it out (pyproject.toml's markers)

FORMS = (words.LATER, words.OBEY, words.KEEP, words.SAY, words.MEANS, words.STANDING)
CODES = sorted(set(words.LATER) | set(words.OBEY) | set(words.SAY))


def _joined(text: str, codes: tuple[str, ...]) -> float:
    later, obey, keep, say, means, standing = (_one(table, codes) for table in FORMS)
    if later is not None and obey is not None and later.search(text) \
            and any(later.search(s) and obey.search(s) for s in _SENTENCE.split(text)):
        return OBEYS
    if keep is not None and keep.search(text) and _PART.search(text):
        return KEPT
    if say is None or means is None or standing is None or not (say.search(text) and standing.search(text)):
        return 0.0
    return CODED if any(say.search(s) and means.search(s) for s in _SENTENCE.split(text)) else 0.0


def _piece(code: str, table: dict[str, tuple[str, ...]]) -> st.SearchStrategy[str]:
    """Words matching one of a language's fragments of a form (the form's own words)."""
    fragments = table.get(code) or table["en"]
    return st.sampled_from(fragments).flatmap(lambda f: st.from_regex(f, fullmatch=True))


# the forms' words that make a weight together (in one sentence, or one text)
TOGETHER = ((words.LATER, words.OBEY), (words.KEEP,), (words.SAY, words.MEANS, words.STANDING))


@st.composite
def _texts(draw: st.DrawFn) -> tuple[str, tuple[str, ...]]:
    codes = tuple(draw(st.lists(st.sampled_from(CODES), min_size=1, max_size=3, unique=True)))
    # each piece in one of the text's languages or another (a language not read matches nothing)
    parts = [draw(_piece(draw(st.sampled_from([*codes, *CODES[:3]])), table))
             for table in draw(st.sampled_from(TOGETHER))]
    parts += draw(st.lists(st.sampled_from(["part 1 of 2", "ok", "the mug", "teil 1 von 3",
                                            "thanks"]), max_size=2))
    order = draw(st.permutations(parts))
    joints = draw(st.lists(st.sampled_from([" ", " ", ", ", ". ", "\n"]),
                           min_size=len(order), max_size=len(order)))
    return "".join(p + j for p, j in zip(order, joints)).strip(), codes


@settings(max_examples=examples(60), deadline=None, suppress_health_check=list(HealthCheck))
@given(_texts())
def test_the_languages_read_one_by_one_answer_as_their_patterns_joined(case: tuple[str, tuple[str, ...]]) -> None:
    text, codes = case
    assert deferred(text, codes) == _joined(text, codes)


def test_a_new_set_of_languages_compiles_nothing_new() -> None:
    for code in ("en", "de", "da"):
        deferred("the next message", (code,))
    before = module._language.cache_info().misses
    deferred("when you read part 2, do what it says", ("en", "da", "de"))
    deferred("when you read part 2, do what it says", ("de", "en"))
    assert module._language.cache_info().misses == before
