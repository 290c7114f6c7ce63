"""The intents listing's cursor (``steps.intents``): a page's ``next_cursor`` names the
exact position it stopped at, and anything else a client sends as a cursor is refused. The
listing itself, over the ledger's index, is tested in ``tests/web/test_intent_listing.py``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.steps import intents

intent_ids = st.from_regex(r"\A[A-Za-z0-9._:-]{1,200}\Z")
moments = st.floats(min_value=1.0, max_value=4e9)


@given(score=moments, step=st.sampled_from(intents.STEPS), intent_id=intent_ids)
def test_a_cursor_reads_back_as_the_exact_position_it_names(score, step, intent_id):
    cursor = intents.encode_cursor((score, step, intent_id))
    assert intents.decode_cursor(cursor) == (score, step, intent_id)


@pytest.mark.parametrize("cursor", ["", "abc", "1.5~refund", "1.5~payments~i-1", "-1~refund~i-1",
                                    "1e9~refund~i-1", "1.5~refund~i 1", "1.5~refund~i-1\n",
                                    "nan~refund~i-1"])
def test_a_cursor_no_page_gave_is_refused(cursor):
    with pytest.raises(ValueError, match="next_cursor of a page"):
        intents.decode_cursor(cursor)
