"""The shared Shopify cost budget against a real Redis, with a clock the test moves (the budget
takes its clock and sleep as arguments, as the connector takes its budget)."""

from __future__ import annotations

import pytest
import redis

from connectors.budgets import BudgetWait
from service.ledger.shopify_budget import CostBudget

STATUS = {"maximumAvailable": 100.0, "currentlyAvailable": 100, "restoreRate": 10.0}


class Clock:
    """Simulated time: sleeping advances it, and the sleeps are recorded."""

    def __init__(self) -> None:
        self.now, self.slept = 1_000.0, []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 3))
        self.now += seconds


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def make(redis_url, rdb, clock):
    clients = []

    def build(max_wait_s: float = 5.0) -> CostBudget:
        client = redis.Redis.from_url(redis_url)  # one client per "process"
        clients.append(client)
        return CostBudget(client, "shop.example", max_wait_s=max_wait_s, probe_s=2.0,
                          clock=clock, sleep=clock.sleep)

    yield build
    for client in clients:
        client.close()


def test_an_unknown_budget_lets_one_request_learn_it_and_holds_the_others(make, clock):
    a, b = make(), make()
    assert a.acquire(30, a.deadline()) == 0  # the probe reserves nothing: nothing is known
    with pytest.raises(BudgetWait):
        b.acquire(30, clock.now + 0.1)  # another process waits while the probe is out
    a.observe(0, 20, {**STATUS, "currentlyAvailable": 80})
    assert b.acquire(30, b.deadline()) == 30
    assert a.state()["avail"] == 50.0 and a.state()["max"] == 100.0


def test_reservations_are_shared_and_a_short_budget_waits_for_restore(make, clock):
    a, b = make(), make()
    a.acquire(1, a.deadline())
    a.observe(0, 1, {**STATUS, "currentlyAvailable": 60})
    assert a.acquire(40, a.deadline()) == 40  # 20 left, known to every process
    assert b.acquire(30, b.deadline()) == 30  # needs 10 more points: waits 1 s at 10/s
    assert clock.slept == [1.0]
    assert b.state()["avail"] == pytest.approx(0.0)


def test_a_wait_past_the_deadline_is_refused_with_how_long(make, clock):
    budget = make(max_wait_s=2.0)
    budget.acquire(1, budget.deadline())
    budget.observe(0, 1, {**STATUS, "currentlyAvailable": 5})
    with pytest.raises(BudgetWait) as raised:
        budget.acquire(50, budget.deadline())
    assert raised.value.seconds == pytest.approx(4.5)
    assert clock.slept == []  # it did not sleep on a wait it could not finish


def test_observation_never_raises_the_estimate_above_what_shopify_reports(make, clock):
    budget = make()
    budget.acquire(1, budget.deadline())
    budget.observe(0, 1, {**STATUS, "currentlyAvailable": 100})
    budget.acquire(40, budget.deadline())  # in flight: 60 left in our estimate
    budget.observe(0, 2, {**STATUS, "currentlyAvailable": 90})  # an older answer says 90
    assert budget.state()["avail"] == 60.0
    budget.observe(40, 10, {**STATUS, "currentlyAvailable": 90})  # ours: 30 of 40 given back
    assert budget.state()["avail"] == 90.0
    budget.observe(0, 0, {**STATUS, "currentlyAvailable": 15})  # someone else spent: lower
    assert budget.state()["avail"] == 15.0


def test_a_throttled_request_gives_its_reservation_back(make, clock):
    budget = make()
    budget.acquire(1, budget.deadline())
    budget.observe(0, 1, {**STATUS, "currentlyAvailable": 50})
    assert budget.acquire(30, budget.deadline()) == 30
    budget.observe(30, None, {**STATUS, "currentlyAvailable": 10})  # THROTTLED: not executed
    assert budget.state()["avail"] == 10.0
    budget.acquire(30, budget.deadline())
    assert clock.slept == [2.0]


def test_a_bare_429_blocks_everyone_for_its_retry_after(make, clock):
    a, b = make(), make()
    a.acquire(1, a.deadline())
    a.observe(0, 1, {**STATUS, "currentlyAvailable": 100})
    a.blocked(3.0)
    b.acquire(10, b.deadline())
    assert clock.slept == [4.0]  # 3 s blocked, then 1 s to restore 10 points
