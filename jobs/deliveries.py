"""Signed resume_url deliveries, retried with backoff (see service.events.deliveries)."""

from __future__ import annotations

from jobs import deps
from service.events import deliveries


def deliver(tenant: str, delivery_id: str) -> str:
    """Try one delivery; it schedules its own retry. Returns the delivery's state."""
    return deliveries.attempt(deps(), tenant, delivery_id)
