"""``connectors.zendesk.translate``'s words and code for an error answer: Zendesk's
description (or its ``error``, an object's message or title), a 422's ``details`` spelled out
field by field, and the kind of error by status."""

from __future__ import annotations

import httpx
import pytest

from connectors.errors import Ambiguous, AuthFailed, Missing, RateLimited, Rejected
from connectors.zendesk import Conflict, translate


def answer(status, body, **headers):
    return httpx.Response(status, json=body, headers=headers)


@pytest.mark.parametrize("body, message, code", [
    ({"error": "RecordInvalid", "description": "Record validation errors",
      "details": {"status": [{"description": "Status: closed prevents ticket update"}],
                  "base": "plain"}},
     "Record validation errors: Status: closed prevents ticket update; plain", "RecordInvalid"),
    ({"error": "RecordInvalid", "details": {}}, "RecordInvalid", "RecordInvalid"),
    ({"error": {"title": "Invalid page", "message": "page[size] must be 1-100"}},
     "page[size] must be 1-100", "Invalid page"),
    ({"error": {"title": "Invalid page"}}, "Invalid page", "Invalid page"),
    ({"description": "Nope", "details": "why"}, "Nope why", None),
    ({}, "HTTP 422", None),
    ("not json at all", "HTTP 422", None)])
def test_an_errors_words_and_code(body, message, code):
    response = (httpx.Response(422, text=body) if isinstance(body, str)
                else answer(422, body))
    error = translate(None, response)
    assert type(error) is Rejected and error.message == message and error.code == code


@pytest.mark.parametrize("status, kind", [
    (429, RateLimited), (409, Conflict), (503, Ambiguous), (401, AuthFailed),
    (403, AuthFailed), (404, Missing), (400, Rejected)])
def test_the_status_decides_the_kind(status, kind):
    error = translate(None, answer(status, {"error": "x"}, **{"retry-after": "7"}))
    assert type(error) is kind
    if kind is RateLimited:
        assert error.retry_after == 7.0


def test_no_answer_is_an_open_outcome():
    assert type(translate(httpx.ConnectError("down"))) is Ambiguous
