"""What a connector asks of a provider's shared request budget, as types: the budgets themselves
keep their counts in Redis and live in the ledger (``service.ledger.stripe_budget``,
``service.ledger.shopify_budget``); a connector is handed one and never touches Redis.

``BudgetWait``: the budget has no room before the caller's deadline, so nothing is sent (the
connector answers ``RateLimited`` with the wait).
"""

from __future__ import annotations

from typing import Any, Protocol


class BudgetWait(Exception):
    """The budget will not have room before the caller's deadline; retry after ``seconds``."""

    def __init__(self, seconds: float):
        super().__init__(f"cost budget short for {seconds:.1f} s")
        self.seconds = seconds


class RequestBudget(Protocol):
    """Stripe's: one place per request, per key and per endpoint."""

    max_wait_s: float

    def acquire(self, endpoint: str) -> Any:
        """A place for one request of ``endpoint`` (``BudgetWait`` when none comes in time)."""

    def release(self, place: Any) -> None:
        """The request's answer is in."""

    def blocked(self, seconds: float | None) -> None:
        """The provider answered 429: nobody sends for ``seconds``."""


class CostBudget(Protocol):
    """Shopify's: query-cost points from the shop's bucket."""

    def deadline(self) -> float:
        """When a call that starts now must stop waiting for points."""

    def acquire(self, cost: int, deadline: float) -> int:
        """Take ``cost`` points, waiting until ``deadline`` (``BudgetWait`` past it)."""

    def observe(self, reserved: int, spent: int | None, status: dict[str, Any]) -> float:
        """Fold an answer's throttle status in."""

    def blocked(self, seconds: float) -> None:
        """The provider answered a bare 429: nothing goes out for ``seconds``."""
