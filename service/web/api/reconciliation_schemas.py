"""Schemas of the reconciliation reports (OpenAPI and the list's query)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

KINDS = ["duplicate_refunds", "duplicate_ticket", "manual_refund", "missing_in_ledger",
         "ledger_mismatch", "missing_at_provider", "stale"]


class FindingSchema(Schema):
    fingerprint = fields.String(metadata={"description": "Stable across runs."})
    kind = fields.String(validate=validate.OneOf(KINDS))
    tenant = fields.String()
    provider = fields.String()
    detail = fields.String()
    intent_id = fields.String(allow_none=True)
    refunds = fields.List(fields.Dict(), metadata={"description": "The refunds concerned, as "
                                                   "the provider shows them."})
    ledger = fields.Dict(allow_none=True, metadata={"description": "The entry as the ledger "
                                                    "records it."})
    new = fields.Boolean(metadata={"description": "First reported by this run."})
    account = fields.String(metadata={"description": "The tenant's account it was found in "
                                      "(env: the environment's)."})
    stripe_account = fields.String(allow_none=True, metadata={
        "description": "The Stripe Connect account the entry names, if any."})


class ReconciliationSummarySchema(Schema):
    id = fields.String()
    tenant = fields.String()
    created_at = fields.Float()
    since = fields.Float()
    until = fields.Float()
    actor = fields.String(metadata={"description": "schedule or cli"})
    checked = fields.Dict(metadata={"description": "Refunds seen per provider, whether each "
                                    "listing was complete, ledger entries in the window; "
                                    "'accounts': the same per account, with what its listing "
                                    "covers (Stripe Connect: the platform's own refunds only)."})
    counts = fields.Dict(keys=fields.String(), values=fields.Integer())
    discrepancies = fields.Integer()
    new = fields.Integer()
    event_id = fields.String(allow_none=True)
    links = fields.Dict()


class ReconciliationSchema(ReconciliationSummarySchema):
    findings = fields.List(fields.Nested(FindingSchema))


class ReconciliationListSchema(Schema):
    data = fields.List(fields.Nested(ReconciliationSummarySchema))


class ListQuerySchema(Schema):
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=200))
