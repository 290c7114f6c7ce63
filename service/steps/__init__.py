"""Steps: the logic of each flow step as plain functions, called by views and by jobs alike."""

# Every step that records intents in the ledger, in the order GET /v1/intents lists them.
STEPS = ("refund", "ticket_update", "ticket_bulk_update", "escalation")


def intent_steps(deps, tenant: str, intent_id: str) -> list[dict]:
    """Every step recorded under one intent, with its audit trail and raw provider responses
    (what GET /v1/intents/<id> and `surestep intents show` print). Empty when there is none."""
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
                      "audit": audit, "responses": responses})
    return steps
