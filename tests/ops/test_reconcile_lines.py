"""``surestep reconcile``'s text: a tenant's report as a line with its discrepancies by kind,
then one line per finding and one per provider whose read was incomplete."""

from __future__ import annotations

import pytest

from service.cli.commands import _report_lines

# Reads only this process's objects: in `make check` too (tests/conftest.py leaves the ops folder out).
pytestmark = pytest.mark.unit


def test_a_report_with_findings_and_an_incomplete_read_shows_each():
    report = {"tenant": "acme", "discrepancies": 3, "id": "rec_1",
              "counts": {"missing_in_ledger": 2, "amount_mismatch": 1},
              "findings": [{"kind": "missing_in_ledger", "detail": "re_1 is not ours"},
                           {"kind": "amount_mismatch", "detail": "re_2: 500 vs 400"}],
              "checked": {"stripe": {"error": "rate limited"}, "shopify": {"refunds": 4},
                          "zendesk": 0}}
    assert _report_lines(report) == [
        "acme: 3 discrepancies (1 amount_mismatch, 2 missing_in_ledger)  report rec_1",
        "  - [missing_in_ledger] re_1 is not ours",
        "  - [amount_mismatch] re_2: 500 vs 400",
        "  ! stripe incomplete: rate limited"]


def test_a_clean_report_is_one_line_without_counts():
    report = {"tenant": "globex", "discrepancies": 0, "id": "rec_2", "counts": {},
              "findings": [], "checked": {"stripe": {"refunds": 0}}}
    assert _report_lines(report) == ["globex: 0 discrepancies  report rec_2"]
