"""Marshmallow schemas: they validate requests at the edge and generate the OpenAPI document.

Unknown fields are rejected (marshmallow's default ``RAISE``), integers must be JSON integers
(``1300.0`` is one, ``fields.WholeNumber``), and every rule a flow can break has a message that
says what to send instead; a rule across fields is in the document too (``Meta.openapi``, read
by ``service.web.openapi``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from marshmallow import (
    Schema,
    ValidationError,
    fields,
    post_load,
    pre_load,
    validate,
    validates,
    validates_schema,
)
from marshmallow.types import StrSequenceOrSet, UnknownOption

from service import ids, states
from service.ids import INTENT_ID
from service.providers.shopify import NOTE_MAX, note_room
from service.web.api import account_schemas as accounts
from service.web.api.fields import (
    ISO_DATE,
    ISO_TIME,
    OrderDate,
    StrictBoolean,
    WholeNumber,
    url_field,
)
from service.web.api.judgment_schemas import CONVERSATION, INTENT, GuardSchema

STATES = list(states.ANSWERED)
NEXTS = ["notify_customer", "wait", "escalate", "retry", "wait_for_human"]


class CustomerSchema(Schema):
    id = fields.String(validate=ids.CUSTOMER_ID, metadata={
        "description": "The payment's customer at the provider (guard: require_customer_match)."})
    email = fields.Email(metadata={"description": "The customer's e-mail (guard: "
                                                  "require_customer_match compares it with the "
                                                  "payment's e-mails at the provider)."})


# Facts the guard policy checks (service.steps.rules); never sent to the provider.
REQUESTER_EMAIL = fields.Email(metadata={
    "description": "Who asked for the refund (e.g. the ticket's requester)."})
ORDER_DATE = OrderDate(metadata={
    "pattern": rf"^{ISO_DATE}(?:{ISO_TIME})?$",
    "description": "When the order was placed (ISO date or date-time): the return window counts "
                   "from it."})


class StripeRefundRequestSchema(Schema):
    """POST /v1/refunds with provider stripe (the default)."""

    class Meta:
        # The document's form of _one_payment: exactly one of the two.
        openapi = {"oneOf": [{"required": ["payment_intent"]}, {"required": ["charge"]}]}

    intent_id = fields.String(required=True, validate=INTENT_ID, metadata={
        "description": "The stable id of the logical request (e.g. `zendesk-48213`). Send the "
                       "same value on every retry: it is what makes the step idempotent."})
    provider = fields.String(load_default="stripe", validate=validate.OneOf(["stripe", "shopify"]),
                             metadata={"enum": ["stripe"], "description": "`stripe` (the "
                                       "default); `shopify` is the other form of this body."})
    payment_intent = fields.String(validate=ids.PAYMENT_INTENT, metadata={
        "description": "The PaymentIntent to refund; or `charge`, not both."})
    charge = fields.String(validate=ids.CHARGE)
    amount = WholeNumber(required=True, validate=validate.Range(min=1, max=99_999_999),
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
    conversation = CONVERSATION
    intent = INTENT
    account = accounts.account_field("Stripe")
    stripe_account = accounts.stripe_account_field()
    resume_url = url_field(
        "If the refund is left pending, its final result is POSTed here (signed) when it "
        "settles: n8n's $execution.resumeUrl, a Make or Zapier webhook. Not part of the "
        "request's identity: a re-run may pass a new one.")

    @pre_load
    def _no_shopify_fields(self, data: Any, **_: object) -> Any:
        if isinstance(data, Mapping):
            given = {name: ["Only with provider shopify."] for name in SHOPIFY_ONLY
                     if name in data}
            if given:
                raise ValidationError(given)
        return data

    @validates("metadata")
    def _no_reserved_keys(self, value: dict[str, str], **_: object) -> None:
        reserved = sorted(k for k in value if k.startswith("surestep_"))
        if reserved:
            raise ValidationError(f"Keys starting with 'surestep_' are reserved: {reserved}.")

    @validates_schema
    def _one_payment(self, data: dict[str, Any], **_: object) -> None:
        if ("payment_intent" in data) == ("charge" in data):
            raise ValidationError("Send exactly one of payment_intent or charge.",
                                  field_name="payment_intent")

    @post_load
    def _normalise(self, data: dict[str, Any], **_: object) -> dict[str, Any]:
        data["currency"] = data["currency"].lower()
        return data


class RefundRequestSchema(StripeRefundRequestSchema):
    """POST /v1/refunds: Stripe's body or Shopify's, by ``provider`` (a ``oneOf`` in the
    document). Its fields are both forms' (forms.coerce reads them); ``load`` dispatches."""

    class Meta:
        one_of = ("StripeRefundRequestSchema", "ShopifyRefundRequestSchema")

    order_id = fields.String()
    refund_line_items = fields.List(fields.Dict())
    note = fields.String()
    notify = fields.Boolean()

    def load(self, data: Mapping[str, Any] | Sequence[Mapping[str, Any]], *,
             many: bool | None = None, partial: bool | StrSequenceOrSet | None = None,
             unknown: UnknownOption | None = None) -> Any:  # Schema.load's
        schema = SHOPIFY_REFUND_REQUEST if isinstance(data, Mapping) and \
            data.get("provider") == "shopify" else STRIPE_REFUND_REQUEST
        return schema.load(data, many=many, partial=partial, unknown=unknown)


SHOPIFY_ONLY = ("order_id", "refund_line_items", "note", "notify")


class ShopifyLineItemSchema(Schema):
    line_item_id = fields.String(required=True, validate=ids.LINE_ITEM_GID)
    quantity = WholeNumber(required=True, validate=validate.Range(min=1, max=10_000))


class ShopifyRefundRequestSchema(Schema):
    """POST /v1/refunds with provider shopify: money by amount, or by line items (Shopify's
    suggested refund for them), against one order."""

    class Meta:
        # The document's form of _amount_or_line_items: money, or line items, never both.
        openapi = {"oneOf": [
            {"required": ["amount", "currency"], "not": {"required": ["refund_line_items"]}},
            {"required": ["refund_line_items"],
             "not": {"anyOf": [{"required": ["amount"]}, {"required": ["currency"]}]}}]}

    intent_id = StripeRefundRequestSchema._declared_fields["intent_id"]
    provider = fields.String(required=True, validate=validate.Equal("shopify"))
    order_id = fields.String(required=True, validate=ids.ORDER_GID)
    amount = WholeNumber(validate=validate.Range(min=1, max=99_999_999), metadata={
        "description": "Integer minor units (cents), > 0; with currency, instead of "
                       "refund_line_items."})
    currency = fields.String(validate=ids.CURRENCY)
    refund_line_items = fields.List(fields.Nested(ShopifyLineItemSchema),
                                    validate=validate.Length(1, 100), metadata={
                                        "uniqueItems": True,
                                        "description": "Each line item at most once."})
    note = fields.String(validate=validate.Length(max=NOTE_MAX), metadata={
        "maxLength": note_room(None),  # _note_fits: the most, without a ticket_id
        "description": "Sent as the refund's note, followed by the ticket (`Support ticket "
                       f"<ticket_id>`) and surestep's marker, in at most {NOTE_MAX} characters in "
                       f"all: {note_room(None)} for the note without a ticket_id, less with one "
                       "(the 422 says how many)."})
    notify = StrictBoolean()
    ticket_id = fields.String(validate=ids.TICKET_REF)
    resume_url = StripeRefundRequestSchema._declared_fields["resume_url"]
    account = accounts.account_field("Shopify")
    customer = fields.Nested(CustomerSchema)
    requester_email = REQUESTER_EMAIL
    order_date = ORDER_DATE
    conversation = CONVERSATION
    intent = INTENT

    @validates_schema
    def _note_fits(self, data: dict[str, Any], **_: object) -> None:
        room = note_room(data.get("ticket_id"))
        if len(data.get("note") or "") > room:
            which = "this ticket_id" if data.get("ticket_id") else "no ticket_id"
            raise ValidationError(
                f"At most {room} characters with {which}: surestep adds the ticket and its "
                f"marker to the note, and the note sent to Shopify is kept within {NOTE_MAX} "
                f"characters.", field_name="note")

    @validates_schema
    def _amount_or_line_items(self, data: dict[str, Any], **_: object) -> None:
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
    def _normalise(self, data: dict[str, Any], **_: object) -> dict[str, Any]:
        if "currency" in data:
            data["currency"] = data["currency"].lower()
        return data


SHOPIFY_REFUND_REQUEST = ShopifyRefundRequestSchema()
STRIPE_REFUND_REQUEST = StripeRefundRequestSchema()


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
    account, stripe_account = accounts.account_result_fields()
    refund_id = fields.String(allow_none=True)
    amount = fields.Integer(allow_none=True, metadata={"description": (
        "Minor units; null on a Shopify refund by line items until Shopify says the amount.")})
    currency = fields.String(allow_none=True)
    provider_status = fields.String(allow_none=True)
    failure_reason = fields.String(allow_none=True)
    detail = fields.String()
    replayed = fields.Boolean(metadata={
        "description": "true: this answer repeats what an earlier request of the same intent "
                       "was told (nothing new happened); say \"was refunded on <state_since>\", "
                       "never \"is refunded\" as news."})
    state_since = fields.String(metadata={
        "description": "When the intent reached this state (ISO 8601, UTC, to the second); "
                       "a replay carries the original's time."})
    attempts = fields.Integer()
    next = fields.String(validate=validate.OneOf(NEXTS))
    retry_after = fields.Float(allow_none=True)
    reasons = fields.List(fields.Dict(), metadata={
        "description": "Only on a refund a person was asked about or the judgment blocked: "
                       "why, as [{code, message}] (the guard's rules, the approval threshold, "
                       "the judgment, unknown outcomes)."})
    escalation = fields.Dict(allow_none=True, metadata={
        "description": "Only on a refund a person was asked about: {id, links}; GET it for "
                       "the decision."})
    links = fields.Nested(LinksSchema)
    guard = fields.Nested(GuardSchema, allow_none=True, metadata={
        "description": "The judgment recorded for this refund ({verdict, scores, reasons}); "
                       "null when the policy does not judge refunds. A replay carries the "
                       "verdict recorded, never a new one."})
    resume_secret = fields.String(metadata={
        "description": "Only in the answer of the request that registered its resume_url: the "
                       "signing secret of that registration (HMAC-SHA256 key of the "
                       "Surestep-Signature on deliveries to that URL). Shown once, never read "
                       "again by any key; a second registration of the same URL answers none."})


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
