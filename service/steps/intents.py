"""Every step recorded under one intent, as GET /v1/intents/<id> and `surestep intents show`
print it: each step's entry, audit trail, raw provider responses and newest resume_url
delivery."""

from __future__ import annotations

from service.events import deliveries

# Every step that records intents in the ledger, in the order GET /v1/intents lists them.
STEPS = ("refund", "ticket_update", "ticket_bulk_update", "escalation")


def intent_steps(deps, tenant: str, intent_id: str) -> list[dict]:
    """The steps of one intent; empty when there is none."""
    steps = []
    for step in STEPS:
        entry = deps.ledger.get(tenant, step, intent_id)
        if entry is None:
            continue
        audit, responses = deps.ledger.history(entry.key)
        steps.append({"step": step, "state": entry.state, "attempts": entry.attempts,
                      "provider_key": entry.provider_key, "args": entry.args,
                      "result": entry.result, "created_at": entry.created_at,
                      "updated_at": entry.updated_at, "lease_until": entry.lease_until,
                      "audit": audit, "responses": responses,
                      "delivery": deliveries.summary(deps, entry)})
    return steps
