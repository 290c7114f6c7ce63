"""``connectors.shopify.translate``, the one place Shopify's answers become errors, decision by
decision: the HTTP status first, then GraphQL's top-level errors by their first code, then a
mutation's userErrors (Shopify's idempotency errors by code or by documented message)."""

from __future__ import annotations

import pytest

from connectors.errors import Ambiguous, AuthFailed, Missing, Rejected
from connectors.shopify import _Throttled, translate


@pytest.mark.parametrize("status, kind, code", [
    (401, AuthFailed, "ACCESS_DENIED"), (403, AuthFailed, "ACCESS_DENIED"),
    (404, Missing, "NOT_FOUND"), (502, Ambiguous, "502"), (422, Rejected, None)])
def test_an_http_status_decides_first(status, kind, code):
    error = translate(status, {"errors": "no"}, "req-1")
    assert type(error) is kind and error.code == code and error.request_id == "req-1"


def test_a_bare_429_and_a_throttled_graphql_error_are_out_of_points():
    assert isinstance(translate(429, "", None), _Throttled)
    errors = [{"message": "a"}, {"message": "Throttled", "extensions": {"code": "THROTTLED"}}]
    assert isinstance(translate(200, {"errors": errors}, None), _Throttled)


@pytest.mark.parametrize("codes, kind, code", [
    (["ACCESS_DENIED"], AuthFailed, "ACCESS_DENIED"),
    (["INTERNAL_SERVER_ERROR"], Ambiguous, "INTERNAL_SERVER_ERROR"),
    ([None, "MAX_COST_EXCEEDED"], Rejected, "MAX_COST_EXCEEDED"),
    ([None], Rejected, "GRAPHQL_ERROR")])
def test_the_first_graphql_code_decides_with_every_message_joined(codes, kind, code):
    errors = [{"message": f"m{i}", **({"extensions": {"code": c}} if c else {})}
              for i, c in enumerate(codes)]
    error = translate(200, {"errors": errors}, None)
    assert type(error) is kind and error.code == code
    assert str(error).startswith("; ".join(f"m{i}" for i in range(len(codes))))


def test_an_answer_that_is_not_json_is_an_open_outcome_and_data_is_none():
    assert type(translate(200, "<html>", None)) is Ambiguous
    assert translate(200, {"data": {"refundCreate": {"userErrors": []}}}, None,
                     "refundCreate") is None
    assert translate(200, {"data": {}}, None) is None


@pytest.mark.parametrize("user_error, kind, code", [
    ({"message": "A previous request with this idempotency key failed. Retry."}, Rejected,
     "IDEMPOTENCY_PREVIOUS_ATTEMPT_FAILED"),
    ({"code": "IDEMPOTENCY_CONCURRENT_REQUEST", "message": "x"}, Ambiguous,
     "IDEMPOTENCY_CONCURRENT_REQUEST"),
    ({"message": "Key cannot be used with different operation parameters"}, Ambiguous,
     "IDEMPOTENCY_KEY_PARAMETER_MISMATCH"),
    ({"field": ["amount"], "message": "Amount too large"}, Rejected, "USER_ERROR"),
    ({"code": "INVALID", "message": "no"}, Rejected, "INVALID")])
def test_a_mutations_user_errors_are_a_refusal_except_the_idempotency_ones(user_error, kind,
                                                                          code):
    body = {"data": {"refundCreate": {"refund": None, "userErrors": [user_error]}}}
    error = translate(200, body, None, "refundCreate")
    assert type(error) is kind and error.code == code
