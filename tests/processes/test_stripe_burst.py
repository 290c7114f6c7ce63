"""A burst of distinct refunds from several processes (two gunicorn with 2 workers each, two RQ
workers reading back) against a Stripe simulator enforcing 20 requests per second per key:
with the shared budget the simulator's own record holds no 429 and every refund is made once
and completed; with the budget's limit far above the simulator's (the limit unknown), the same
burst meets 429s, which is what makes the first assertion mean something."""

from __future__ import annotations

import pytest

from tests.bench.stack import Stack
from tests.bench.stripe_burst import broken, burst

pytestmark = [pytest.mark.slow]
REFUNDS = 60


@pytest.fixture
def stack(tmp_path, monkeypatch):
    monkeypatch.delenv("REDIS_URL", raising=False)  # its own Redis, as the bench has
    started = Stack(tmp_path / "redis")
    yield started
    started.close()


def test_a_burst_through_the_shared_budget_meets_no_429_and_makes_every_refund_once(stack):
    run = burst(stack, REFUNDS, budget=True)
    assert broken(run) == []
    assert run["stripe_429"] == 0 and run["sim_rate"]["refused"] == 0
    assert run["refunds_at_stripe"] == run["completed"] == REFUNDS
    assert run["sim_rate"]["peak"] <= 20
    assert run["rate_limited_answers"] > 0  # the burst was more than the wait allows: retried


def test_without_the_limit_known_the_same_burst_meets_429s(stack):
    run = burst(stack, REFUNDS, budget=False)
    assert run["stripe_429"] > 0 and run["sim_rate"]["refused"] == run["stripe_429"]
    assert run["refunds_at_stripe"] == run["completed"] == REFUNDS  # retried, still once each
