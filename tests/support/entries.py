"""Ledger entries as records, for the unit tests of a step's decisions: an ``Entry`` is a frozen
dataclass of what the ledger stored (its args and result as the stored JSON), so a decision
that reads typed records is tested on one built here, with no Redis and no process.

Each helper builds what a real request records (the arguments the API stores), never a
shape the step would not see."""

from __future__ import annotations

from typing import Any

from service.ledger.store import Entry
from service.states import State

NOW = 1_780_000_000.0  # a fixed moment (2026): the entries' times and the rules' ``now``


def entry(step: str, args: dict[str, Any], result: dict[str, Any] | None = None, *,
          state: State = "in_progress", intent_id: str = "i-1", tenant: str = "acme",
          attempts: int = 1, updated_at: float = NOW) -> Entry:
    """An entry of ``step`` as the ledger would hand it back."""
    return Entry(key=f"surestep:{{{tenant}}}:{step}:{intent_id}", tenant=tenant, step=step,
                 intent_id=intent_id, state=state, fingerprint="f" * 64, args=args,
                 provider_key=f"surestep-{intent_id}", attempts=attempts, lease_until=0.0,
                 result=result or {}, created_at=NOW - 60, updated_at=updated_at)


def refund(result: dict[str, Any] | None = None, *, state: State = "in_progress",
           **args: Any) -> Entry:
    """A refund entry: a Stripe refund of 1200 USD minor units unless ``args`` say otherwise."""
    recorded = {"provider": "stripe", "account": "env", "payment_intent": "pi_1",
                "amount": 1200, "currency": "usd", **args}
    return entry("refund", {k: v for k, v in recorded.items() if v is not None}, result,
                 state=state)


def escalation(*, reasons: list[dict[str, str]] | None = None,
               proposal: dict[str, Any] | None = None, guard: dict[str, Any] | None = None,
               ticket_id: str | None = "42", kind: str = "policy", state: State = "open",
               result: dict[str, Any] | None = None, intent_id: str = "i-1") -> Entry:
    """An escalation entry as ``escalation.escalate`` records it."""
    args: dict[str, Any] = {"id": "esc_1", "kind": kind, "reasons": reasons or [],
                            "proposal": proposal, "context": {}, "ticket_id": ticket_id,
                            "expires_at": NOW + 3600, "intent_id": intent_id}
    if guard is not None:
        args["guard"] = guard
    return entry("escalation", args, result, state=state, intent_id=intent_id)


def ticket_update(result: dict[str, Any] | None = None, **args: Any) -> Entry:
    """A single ticket update's entry (``ticket_ids``: a bulk update's)."""
    recorded = {"ticket_id": 7, "comment": {"body": "Refunded.", "public": True},
                "account": "env", **args}
    if "ticket_ids" in recorded:
        recorded.pop("ticket_id")
    return entry("ticket_update", recorded, result, state="working")
