"""The ledger's record of a provider error carries its kind (``connectors.errors.ErrorKind``),
and a record written before kinds (main's: the class's name alone) reads as the same kind, so
a reader compares kinds, never class names."""

from __future__ import annotations

import pytest

from connectors.errors import (
    Ambiguous,
    AuthFailed,
    Missing,
    ProviderError,
    RateLimited,
    Rejected,
    recorded_kind,
)


@pytest.mark.parametrize("error, kind", [
    (Ambiguous("lost", provider="stripe"), "ambiguous"),
    (RateLimited("slow down", provider="stripe", retry_after=2), "rate_limited"),
    (AuthFailed("no", provider="stripe", status=401), "auth_failed"),
    (Rejected("no", provider="stripe", status=400), "rejected"),
    (Missing("gone", provider="stripe", status=404), "missing"),
    (ProviderError("?", provider="stripe"), "other")])
def test_a_record_says_its_kind_and_reads_back_as_it(error, kind):
    record = {"call": "retrieve", **error.as_record()}
    assert record["kind"] == kind and recorded_kind(record) == kind
    assert record["error"] == type(error).__name__  # still shown by name on the console


@pytest.mark.parametrize("name, kind", [("Missing", "missing"), ("Rejected", "rejected"),
                                        ("Ambiguous", "ambiguous"), ("RateLimited", "rate_limited"),
                                        ("AuthFailed", "auth_failed")])
def test_a_record_written_before_kinds_reads_as_its_class_kind(name, kind):
    old = {"call": "lookup", "error": name, "message": "m", "status": 404, "code": None,
           "request_id": None, "body": None}  # ProviderError.as_record on main
    assert recorded_kind(old) == kind


@pytest.mark.parametrize("record", [{"call": "retrieve", "body": {"id": "re_1"}},
                                    {"call": "guard", "error": "TimeoutError"}])
def test_an_answer_or_another_error_is_no_provider_error_kind(record):
    assert recorded_kind(record) is None
