"""Marshmallow schemas: they validate requests at the edge and generate the OpenAPI document.

Unknown fields are rejected (marshmallow's default ``RAISE``), integers must be JSON integers,
and every rule a flow can break has a message that says what to send instead.
"""

from __future__ import annotations

from collections.abc import Mapping

from marshmallow import (
    Schema,
    ValidationError,
    fields,
    post_load,
    validate,
    validates,
    validates_schema,
)

from service import ids
from service.ids import INTENT_ID
from service.providers.shopify import NOTE_MAX, note_room
from service.steps.guard import order_timestamp

STATES = ["completed", "pending", "failed", "unknown", "escalated"]
NEXTS = ["notify_customer", "wait", "escalate", "retry", "wait_for_human"]


class CustomerSchema(Schema):
    id = fields.String(validate=ids.CUSTOMER_ID, metadata={
        "description": "The payment's customer at the provider (guard: require_customer_match)."})
    email = fields.Email(metadata={"description": "The customer's e-mail (guard: "
                                                  "require_customer_match compares it with the "
                                                  "payment's e-mails at the provider)."})


class OrderDate(fields.String):
    """An ISO date (``2026-01-31``) or date-time; kept as the string sent (the ledger's args
    are JSON), checked here so the guard can trust it."""

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            order_timestamp(text)
        except ValueError:
            raise ValidationError("An ISO date (2026-01-31) or date-time "
                                  "(2026-01-31T10:00:00Z).") from None
        return text


# Facts the guard policy checks (service.steps.guard); never sent to the provider.
REQUESTER_EMAIL = fields.Email(metadata={
    "description": "Who asked for the refund (e.g. the ticket's requester)."})
ORDER_DATE = OrderDate(metadata={"description": "When the order was placed (ISO date or "
                                                "date-time): the return window counts from it."})


class RefundRequestSchema(Schema):
    """POST /v1/refunds."""

    intent_id = fields.String(required=True, validate=INTENT_ID, metadata={
        "description": "The stable id of the logical request (e.g. `zendesk-48213`). Send the "
                       "same value on every retry: it is what makes the step idempotent."})
    provider = fields.String(load_default="stripe", validate=validate.OneOf(["stripe", "shopify"]),
                             metadata={"description": "`stripe` (default) or `shopify`. A Shopify "
                                                      "refund takes `order_id` and either "
                                                      "`amount` + `currency` or "
                                                      "`refund_line_items` (then no amount), "
                                                      "optional `note`, `notify`, `ticket_id`, "
                                                      "`resume_url`; Stripe's payment fields, "
                                                      "`reason`, `customer` and `metadata` are "
                                                      "refused for it."})
    payment_intent = fields.String(validate=ids.PAYMENT_INTENT)
    charge = fields.String(validate=ids.CHARGE)
    amount = fields.Integer(required=True, strict=True,
                            validate=validate.Range(min=1, max=99_999_999),
                            metadata={"description": "Integer minor units (cents), > 0."})
    currency = fields.String(required=True, validate=ids.CURRENCY)
    reason = fields.String(validate=validate.OneOf(["duplicate", "fraudulent",
                                                    "requested_by_customer"]))
    ticket_id = fields.String(validate=ids.TICKET_REF)
    customer = fields.Nested(CustomerSchema)
    metadata = fields.Dict(keys=fields.String(validate=validate.Length(1, 40)),
                           values=fields.String(validate=validate.Length(max=500)),
                           validate=validate.Length(max=20))
    requester_email = REQUESTER_EMAIL
    order_date = ORDER_DATE
    resume_url = fields.Url(schemes={"http", "https"}, require_tld=False, metadata={
        "description": "If the refund is left pending, its final result is POSTed here (signed) "
                       "when it settles: n8n's $execution.resumeUrl, a Make or Zapier webhook. "
                       "Not part of the request's identity: a re-run may pass a new one."})

    # Documented here for provider shopify, validated by ShopifyRefundRequestSchema.
    order_id = fields.String(metadata={"description": "provider shopify: the Order GID."})
    refund_line_items = fields.List(fields.Dict(), metadata={
        "description": "provider shopify: [{line_item_id, quantity}] instead of amount."})
    note = fields.String(metadata={"description": f"provider shopify: note on the refund, at "
                                                  f"most {note_room(None)} characters (less with "
                                                  f"a ticket_id: both go into Shopify's note)."})
    notify = fields.Boolean(metadata={"description": "provider shopify: email the customer."})

    def load(self, data, *, many=None, partial=None, unknown=None):
        """Dispatch on `provider` (OneOfSchema-like): Shopify requests have their own rules."""
        if isinstance(data, Mapping) and data.get("provider") == "shopify":
            return SHOPIFY_REFUND_REQUEST.load(data, many=many, partial=partial, unknown=unknown)
        return super().load(data, many=many, partial=partial, unknown=unknown)

    @validates("metadata")
    def _no_reserved_keys(self, value: dict, **_: object) -> None:
        reserved = sorted(k for k in value if k.startswith("surestep_"))
        if reserved:
            raise ValidationError(f"Keys starting with 'surestep_' are reserved: {reserved}.")

    @validates_schema
    def _no_shopify_fields(self, data: dict, **_: object) -> None:
        for name in SHOPIFY_ONLY:
            if name in data:
                raise ValidationError("Only with provider shopify.", field_name=name)

    @validates_schema
    def _one_payment(self, data: dict, **_: object) -> None:
        if ("payment_intent" in data) == ("charge" in data):
            raise ValidationError("Send exactly one of payment_intent or charge.",
                                  field_name="payment_intent")

    @post_load
    def _normalise(self, data: dict, **_: object) -> dict:
        data["currency"] = data["currency"].lower()
        return data


SHOPIFY_ONLY = ("order_id", "refund_line_items", "note", "notify")


class StrictBoolean(fields.Boolean):
    """JSON true or false only (marshmallow's Boolean also takes "yes", 1, ...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise ValidationError("Must be true or false.")
        return value


class ShopifyLineItemSchema(Schema):
    line_item_id = fields.String(required=True, validate=ids.LINE_ITEM_GID)
    quantity = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=10_000))


class ShopifyRefundRequestSchema(Schema):
    """POST /v1/refunds with provider shopify: money by amount, or by line items (Shopify's
    suggested refund for them), against one order."""

    intent_id = RefundRequestSchema._declared_fields["intent_id"]
    provider = fields.String(required=True, validate=validate.Equal("shopify"))
    order_id = fields.String(required=True, validate=ids.ORDER_GID)
    amount = fields.Integer(strict=True, validate=validate.Range(min=1, max=99_999_999),
                            metadata={"description": "Integer minor units (cents), > 0; with "
                                                     "currency, instead of refund_line_items."})
    currency = fields.String(validate=ids.CURRENCY)
    refund_line_items = fields.List(fields.Nested(ShopifyLineItemSchema),
                                    validate=validate.Length(1, 100))
    note = fields.String(validate=validate.Length(max=NOTE_MAX), metadata={
        "description": "Sent as the refund's note, followed by the ticket (`Support ticket "
                       f"<ticket_id>`) and surestep's marker, in at most {NOTE_MAX} characters in "
                       f"all: {note_room(None)} for the note without a ticket_id, less with one "
                       "(the 422 says how many)."})
    notify = StrictBoolean()
    ticket_id = fields.String(validate=ids.TICKET_REF)
    resume_url = RefundRequestSchema._declared_fields["resume_url"]
    customer = fields.Nested(CustomerSchema)
    requester_email = REQUESTER_EMAIL
    order_date = ORDER_DATE

    @validates_schema
    def _note_fits(self, data: dict, **_: object) -> None:
        room = note_room(data.get("ticket_id"))
        if len(data.get("note") or "") > room:
            which = "this ticket_id" if data.get("ticket_id") else "no ticket_id"
            raise ValidationError(
                f"At most {room} characters with {which}: surestep adds the ticket and its "
                f"marker to the note, and the note sent to Shopify is kept within {NOTE_MAX} "
                f"characters.", field_name="note")

    @validates_schema
    def _amount_or_line_items(self, data: dict, **_: object) -> None:
        if "refund_line_items" in data:
            for name in ("amount", "currency"):
                if name in data:
                    raise ValidationError("Send amount and currency, or refund_line_items, not "
                                          "both.", field_name=name)
            ids = [item["line_item_id"] for item in data["refund_line_items"]]
            if len(ids) != len(set(ids)):
                raise ValidationError("Each line item at most once.",
                                      field_name="refund_line_items")
            return
        missing = {name: ["Required unless refund_line_items is sent."]
                   for name in ("amount", "currency") if name not in data}
        if missing:
            raise ValidationError(missing)

    @post_load
    def _normalise(self, data: dict, **_: object) -> dict:
        if "currency" in data:
            data["currency"] = data["currency"].lower()
        return data


SHOPIFY_REFUND_REQUEST = ShopifyRefundRequestSchema()


class VerifyRequestSchema(Schema):
    """POST /v1/refunds/verify."""

    intent_id = fields.String(required=True, validate=INTENT_ID)


class LinksSchema(Schema):
    self = fields.String()


class RefundResultSchema(Schema):
    """The answer of the refund step, identical for a first execution and a replay."""

    intent_id = fields.String()
    step = fields.String()
    state = fields.String(validate=validate.OneOf(STATES), metadata={
        "description": "completed: the provider confirms the refund; pending: wait; failed: "
                       "escalate; unknown: retry (always safe)."})
    verified = fields.Boolean()
    provider = fields.String()
    refund_id = fields.String(allow_none=True)
    amount = fields.Integer()
    currency = fields.String()
    provider_status = fields.String(allow_none=True)
    failure_reason = fields.String(allow_none=True)
    detail = fields.String()
    replayed = fields.Boolean()
    attempts = fields.Integer()
    next = fields.String(validate=validate.OneOf(NEXTS))
    retry_after = fields.Float(allow_none=True)
    reasons = fields.List(fields.Dict(), metadata={
        "description": "Only on a refund a person was asked about: why, as [{code, "
                       "message}] (the guard's rules, the approval threshold, unknown outcomes)."})
    escalation = fields.Dict(allow_none=True, metadata={
        "description": "Only on a refund a person was asked about: {id, links}; GET it for "
                       "the decision."})
    links = fields.Nested(LinksSchema)


class AuditSchema(Schema):
    at = fields.Float()
    actor = fields.String()
    from_ = fields.String(data_key="from", attribute="from", allow_none=True)
    to = fields.String()
    note = fields.String()


class StepEntrySchema(Schema):
    step = fields.String()
    state = fields.String()
    attempts = fields.Integer()
    provider_key = fields.String()
    args = fields.Dict()
    result = fields.Dict()
    created_at = fields.Float()
    updated_at = fields.Float()
    lease_until = fields.Float()
    audit = fields.List(fields.Nested(AuditSchema))
    responses = fields.List(fields.Dict())
    delivery = fields.Dict(allow_none=True, metadata={
        "description": "The newest resume_url delivery of this step ({id, url, state, attempts, "
                       "last_status, last_error}), or null."})


class IntentSchema(Schema):
    """GET /v1/intents/<intent_id>: every step recorded under this intent."""

    intent_id = fields.String()
    steps = fields.List(fields.Nested(StepEntrySchema))


class HealthSchema(Schema):
    status = fields.String()
    redis = fields.Dict()
    workers = fields.Dict()
    providers = fields.Dict()
    policy = fields.Dict(metadata={"description": "The guard policy file, when it was last "
                                                  "loaded, and why a reload was refused."})


class MeSchema(Schema):
    tenant = fields.String()
    role = fields.String(validate=validate.OneOf(["flow", "ops"]), metadata={
        "description": "flow: an API key for steps; ops: a person's key that may decide "
                       "escalations (then `actor` names the person)."})
    actor = fields.String()
    signing_secret = fields.String(metadata={
        "description": "HMAC-SHA256 key of the Surestep-Signature on deliveries to resume_url."})
