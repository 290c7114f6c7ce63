"""Steps: the logic of each flow step as plain functions, called by views and by jobs alike."""

# Every step that records intents in the ledger, in the order GET /v1/intents lists them.
STEPS = ("refund", "ticket_update", "ticket_bulk_update", "escalation")
