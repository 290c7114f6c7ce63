"""The IML evaluator behaves as Make's templates need, and refuses what it does not know; and the
Base maps every status to the error type that makes Make's handlers do the right thing."""

from __future__ import annotations

import hashlib

import pytest

from tests.integrations.make.make_app import MakeApp, _error, build_request, merge_base, sanitize
from tests.integrations.make.make_iml import UNDEFINED, ImlError, evaluate, render

APP = MakeApp.load()
CTX = {"parameters": {"a": "x", "n": 3, "empty": "", "zero": 0, "obj": {"k": [1, 2]}},
       "connection": {"baseUrl": "https://s.example", "apiKey": "k1"},
       "webhook": {"url": "https://hook.eu1.make.com/abc", "id": "wh_1"},
       "body": {"state": "working", "errors": {"amount": ["bad"], "currency": ["bad"]}},
       "statusCode": 422}


@pytest.mark.parametrize("expression,value", [
    ("parameters.a", "x"),
    ("parameters.missing", UNDEFINED),
    ("parameters.missing.deeper", UNDEFINED),
    ("parameters.obj.k[1]", 2),
    ("connection.apiKey", "k1"),
    ("webhook.url", "https://hook.eu1.make.com/abc"),
    ("ifempty(parameters.missing, 'd')", "d"),
    ("ifempty(parameters.empty, 'd')", "d"),
    ("ifempty(parameters.zero, 'd')", 0),  # 0 is a value, not empty
    ("if(parameters.a, 'yes', 'no')", "yes"),
    ("if(parameters.empty, 'yes', 'no')", "no"),
    ("'zendesk-' + parameters.n", "zendesk-3"),
    ("parameters.n + 1", 4),
    ("statusCode >= 500", False),
    ("statusCode == '422'", True),  # loose equality, as in JavaScript
    ("statusCode === '422'", False),
    ("body.state != 'queued' && body.state != 'working'", False),
    ("!body.missing || false", True),
    ("parameters.a || 'fallback'", "x"),  # || answers an operand
    ("join(keys(body.errors), ', ')", "amount, currency"),
    ("toCollection(parameters.missing, 'key', 'value')", UNDEFINED),
    # the functions a refund's Item and customer message need, as Make documents them
    ("length('mug-2')", 5), ("length(parameters.missing)", 0), ("length(parameters.obj.k)", 2),
    ("substring('abcdef', 0, 3)", "abc"), ("substring('abc', 2, 0)", "ab"),
    ("replace('Blue mug #2', /[A-Za-z0-9._-]/g, '')", "  #"),
    ("replace('aaa', /a/, 'b')", "baa"),
    ("replace('mug-2', /[A-Za-z0-9._-]/g, '') == ''", True),
    ("sha256('mug')", hashlib.sha256(b"mug").hexdigest()),
    ("formatDate('2026-12-01T09:30:02Z', 'D MMMM YYYY', 'UTC')", "1 December 2026"),
    ("formatDate('2026-12-01T23:30:02-02:00', 'YYYY-MM-DD', 'UTC')", "2026-12-02"),
    ("formatDate(parameters.missing, 'YYYY-MM-DD', 'UTC')", ""),
])
def test_expressions(expression, value):
    assert evaluate(expression, CTX) == value


def test_rendering_keeps_values_and_drops_undefined_keys():
    rendered = render({"whole": "{{parameters.obj}}", "text": "n={{parameters.n}}{{parameters.missing}}",
                       "gone": "{{parameters.missing}}", "null": "{{null}}", "n": 5}, CTX)
    assert rendered == {"whole": {"k": [1, 2]}, "text": "n=3", "null": None, "n": 5}


@pytest.mark.parametrize("bad", ["parameter.a", "foo(1)", "parameters.a ?? 1", "parameters.",
                                 "(parameters.a", "parameters.a +", "replace('a', 'a', 'b')",
                                 "formatDate('2026-12-01T09:30:02Z', 'YYYY', 'Europe/Paris')",
                                 "replace('a', /a/y, 'b')"])
def test_what_is_outside_the_subset_is_refused(bad):
    with pytest.raises(ImlError):
        evaluate(bad, CTX)


def test_base_is_merged_into_a_module_request_and_the_key_is_sanitized():
    spec = merge_base(APP.base, APP.modules["getIntent"].communication)
    request = build_request(spec, {"parameters": {"intent_id": "zendesk-1"},
                                   "connection": CTX["connection"]})
    assert request == {"method": "GET", "url": "https://s.example/v1/intents/zendesk-1",
                       "headers": {"Authorization": "Bearer k1"}, "qs": {}}
    log = sanitize({"request": request}, spec["log"]["sanitize"])
    assert "k1" not in str(log)


@pytest.mark.parametrize("status,headers,error_type", [
    (400, {}, "DataError"), (401, {}, "InvalidAccessTokenError"),
    (403, {}, "InvalidConfigurationError"), (404, {}, "DataError"),
    (409, {"retry-after": "2"}, "RateLimitError"),  # the same intent still executing
    (409, {}, "DataError"),  # another state for good: an escalation decided the other way
    (413, {}, "RuntimeError"), (422, {}, "DataError"), (429, {}, "RateLimitError"),
    (500, {}, "ConnectionError"), (502, {}, "ConnectionError"), (503, {}, "ConnectionError"),
    (504, {}, "ConnectionError")])
def test_base_maps_each_status_to_makes_error_type(status, headers, error_type):
    body = {"type": "https://surestep.dev/problems/x", "title": "A title", "status": status,
            "detail": "A detail."}
    error = _error(APP.base["response"]["error"], {"body": body, "headers": headers,
                                                   "statusCode": status}, status)
    assert error.type == error_type
    assert "A detail." in error.message
    if status == 409:
        assert ("Retry after 2 seconds" in error.message) == bool(headers)


def test_error_messages_survive_a_body_that_is_not_problem_json():
    """A proxy's HTML 502 has no title or detail: the message still says what happened."""
    error = _error(APP.base["response"]["error"], {"body": "<html>Bad gateway</html>",
                                                   "headers": {}, "statusCode": 502}, 502)
    assert error.type == "ConnectionError"
    assert error.message == "[502] surestep error: no detail was returned."
