"""The IML evaluator behaves as Make's templates need, and refuses what it does not know; and the
Base maps every status to the error type that makes Make's handlers do the right thing."""

from __future__ import annotations

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
])
def test_expressions(expression, value):
    assert evaluate(expression, CTX) == value


def test_rendering_keeps_values_and_drops_undefined_keys():
    rendered = render({"whole": "{{parameters.obj}}", "text": "n={{parameters.n}}{{parameters.missing}}",
                       "gone": "{{parameters.missing}}", "null": "{{null}}", "n": 5}, CTX)
    assert rendered == {"whole": {"k": [1, 2]}, "text": "n=3", "null": None, "n": 5}


@pytest.mark.parametrize("bad", ["parameter.a", "foo(1)", "parameters.a ?? 1", "parameters.",
                                 "(parameters.a", "parameters.a +"])
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
