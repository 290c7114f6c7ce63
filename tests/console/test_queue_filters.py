"""The queue's filters and its rows' words, decision by decision: a refused filter is said
and ignored (never guessed at), a row's last provider answer and when the service looks again."""

from __future__ import annotations

from service.web.console.queue import Filters, _last_error, _next_check


def test_every_refused_filter_is_said_and_ignored():
    got = Filters.parse({"bucket": "nope", "tenant": "globex", "provider": "paypal",
                         "account": "stripe", "reason": "Not A Code", "age": "2d",
                         "q": "caf\u00e9"}, tenants=["acme"])
    assert got.errors == {
        "bucket": "Choose one of the queue's tabs.", "tenant": "Choose a tenant from the list.",
        "provider": "Choose a provider from the list.",
        "account": "An account is <provider>:<name>, e.g. stripe:env.",
        "reason": "A reason is a code such as approval_required.",
        "age": "Choose an age from the list.", "q": "Search for an id: printable ASCII only."}
    assert (got.bucket, got.tenant, got.provider, got.account, got.reason, got.age, got.q) == (
        "person", "", "", "", "", "", "")


def test_good_filters_are_kept_trimmed():
    got = Filters.parse({"bucket": "unknown", "tenant": " acme ", "provider": "stripe",
                         "account": "stripe:env", "reason": "approval_required", "age": "24h",
                         "q": "re_1"}, tenants=["acme"])
    assert got.errors == {}
    assert (got.bucket, got.tenant, got.account, got.reason, got.age, got.q) == (
        "unknown", "acme", "stripe:env", "approval_required", "24h", "re_1")


def test_a_rows_last_answer_says_whether_it_was_an_error():
    error = {"call": "retrieve", "error": "Ambiguous", "message": "timed out"}
    assert not _last_error(error, "stripe").startswith("none")
    assert _last_error({"call": "retrieve", "body": {"status": "pending"}},
                       "stripe").startswith("none (last: ")


def test_the_next_check_is_the_soonest_verify_job_else_the_flow_or_reconciliation():
    assert _next_check([None, 1_090.0, 1_030.0], 1_000.0, 5_000.0) == "the verify job, in 30 s"
    assert _next_check([990.0], 1_000.0, 5_000.0) == (
        "the verify job, due now (the next free worker runs it)")
    assert _next_check([None], 1_000.0, 0.0 + 86_400) == (
        "the flow's retry, or reconciliation after 1970-01-02 00:00:00 UTC")
