"""surestep: idempotent, verified steps (refunds, ticket updates) for low-code flows."""
