"""The shared request budget, against a real Redis: never exceeded on purpose, honours
Retry-After, backs off exponentially (with jitter, capped) without it. The windows are
measured on a clock the tests advance (``tests/support/clock.py``), so a window's end is
reached without waiting for it."""

from __future__ import annotations

from connectors.zendesk import RateInfo
from service.ledger.rate_budget import BACKOFF_BASE_S, RateBudget
from tests.support.clock import SetClock

START = 1_700_000_000.0  # a whole second: the halves and quarters below add up exactly


def test_budget_reserves_until_spent_then_waits_for_the_reset(rdb):
    clock = SetClock(START)
    budget = RateBudget(rdb, "zendesk", "acme", clock=clock)
    assert budget.acquire() == 0  # nothing known yet: go
    budget.observe(RateInfo(limit=3, remaining=2, reset_s=2))
    assert budget.acquire() == 0 and budget.acquire() == 0
    wait = budget.acquire()
    assert 1 < wait <= 2  # spent: nobody calls until the window resets
    other_process = RateBudget(rdb, "zendesk", "acme", clock=clock)
    assert other_process.acquire() == wait  # shared through Redis
    clock.advance(wait / 2)
    assert budget.acquire() == wait / 2  # not yet
    clock.advance(wait / 2 + 0.25)  # the window has reset: what is left is unknown again
    assert budget.acquire() == 0 and other_process.acquire() == 0
    assert rdb.hget(budget.key, "remaining") is None


def test_headers_only_lower_what_is_left_within_a_window(rdb):
    budget = RateBudget(rdb, "zendesk", "acme")
    budget.observe(RateInfo(limit=10, remaining=5, reset_s=30))
    budget.observe(RateInfo(limit=10, remaining=9, reset_s=30))  # an older answer
    assert int(rdb.hget(budget.key, "remaining")) == 5
    budget.observe(RateInfo(limit=10, remaining=1, reset_s=30))
    assert budget.acquire() == 0 and budget.acquire() > 0


def test_retry_after_blocks_everyone_for_that_long(rdb):
    clock = SetClock(START)
    budget = RateBudget(rdb, "zendesk", "acme", clock=clock)
    assert budget.penalize(2.0) == 2.0
    assert budget.acquire() == 2.0
    clock.advance(1.5)
    assert budget.acquire() == 0.5
    clock.advance(0.75)  # Retry-After has passed
    assert budget.acquire() == 0


def test_429_without_retry_after_backs_off_exponentially_with_jitter(rdb):
    budget = RateBudget(rdb, "zendesk", "acme")
    waits = [budget.penalize(None) for _ in range(4)]
    for n, wait in enumerate(waits):
        full = BACKOFF_BASE_S * 2 ** n
        assert full / 2 <= wait <= full
    assert budget.penalize(None) <= 60 and max(budget.penalize(None) for _ in range(10)) <= 60
    budget.observe(RateInfo(limit=10, remaining=10, reset_s=1))  # a success clears the strikes
    assert int(rdb.hget(budget.key, "strikes")) == 0


def test_the_earliest_reset_seen_in_a_window_stands(rdb):
    """Each answer's reset is rounded up to the second from when it arrived: the window ends
    before the earliest of them, so the budget waits no longer than that (a later one kept
    the next window's calls back for up to a second more, every window)."""
    budget = RateBudget(rdb, "zendesk", "acme")
    budget.observe(RateInfo(limit=10, remaining=5, reset_s=3))
    first = float(rdb.hget(budget.key, "reset_at"))
    budget.observe(RateInfo(limit=10, remaining=4, reset_s=3))  # later, same rounded value
    assert float(rdb.hget(budget.key, "reset_at")) == first
    assert int(rdb.hget(budget.key, "limit")) == 10
