"""GET /v1/intents: the query (steps, states, a creation window, a ticket or payment, a page)
and the page."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Unpack

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from service import ids, states
from service.steps.intents import CURSOR, STEPS
from service.web.api.fields import ISO_DATE, ISO_TIME

if TYPE_CHECKING:  # the keywords every marshmallow field takes (a private TypedDict)
    from marshmallow.fields import _BaseFieldKwargs as FieldKwargs

STATES = states.STATES


# What a refund names as its payment (service.ledger.queue_index.PAYMENT_FIELDS).
PAYMENT = ids.Whole("|".join(f"(?:{rule.regex.pattern!s})" for rule in
                             (ids.PAYMENT_INTENT, ids.CHARGE, ids.ORDER_GID)),
                    error="A Stripe PaymentIntent (pi_...) or Charge (ch_..., py_...), or a "
                          "Shopify Order GID (gid://shopify/Order/<number>).")

EPOCH = re.compile(r"[0-9]{1,20}(?:\.[0-9]{1,20})?(?:[eE][-+]?[0-9]{1,3})?")


class Moment(fields.Field[float]):
    """A time as epoch seconds (``1764547200``, ``1.7645472e9``) or an ISO date-time
    (``2026-12-01T09:00:00Z``; UTC when it has no offset)."""

    def __init__(self, **kwargs: Unpack[FieldKwargs]) -> None:
        kwargs["metadata"] = {**(kwargs.get("metadata") or {}), "anyOf": [
            {"type": "number", "minimum": 0},
            {"type": "string", "pattern": rf"^{ISO_DATE}{ISO_TIME}$"}]}
        super().__init__(**kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None,
                     **kwargs: Any) -> float:
        text = str(value).strip()
        try:
            if EPOCH.fullmatch(text) and math.isfinite(float(text)):
                return float(text)
            return _iso(text)
        except ValueError:
            raise ValidationError("Epoch seconds or an ISO date-time "
                                  "(2026-12-01T09:00:00Z).") from None


def _iso(text: str) -> float:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).timestamp()


class IntentQuerySchema(Schema):
    class Meta:
        unknown = RAISE  # a misspelt filter is a 422, not silently ignored

    step = fields.List(fields.String(validate=validate.OneOf(STEPS)), metadata={
        "description": "Only these steps (repeat the parameter); default all."})
    state = fields.List(fields.String(validate=validate.OneOf(STATES)), metadata={
        "description": "Only entries in these states, e.g. state=unknown&state=escalated."})
    since = Moment(metadata={"description": "Created at or after (epoch s or ISO date-time)."})
    until = Moment(metadata={"description": "Created at or before."})
    ticket = fields.String(validate=ids.TICKET_REF, metadata={
        "description": "Only entries naming this ticket: a refund's or escalation's "
                       "`ticket_id`, a ticket update's ticket."})
    payment = fields.String(validate=PAYMENT, metadata={
        "description": "Only entries naming this payment: a Stripe PaymentIntent or Charge, "
                       "a Shopify Order GID (an escalation: its proposal's); with `ticket`, "
                       "entries naming both."})
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 200))
    cursor = fields.String(validate=CURSOR, metadata={
        "description": "next_cursor of the previous page: `<created_at>~<step>~<intent_id>`, "
                       "the position of its last row; the page starts after it."})


class IntentRowSchema(Schema):
    intent_id = fields.String()
    step = fields.String()
    state = fields.String()
    attempts = fields.Integer()
    created_at = fields.Float()
    updated_at = fields.Float()
    links = fields.Dict()


class IntentPageSchema(Schema):
    data = fields.List(fields.Nested(IntentRowSchema))
    next_cursor = fields.String(allow_none=True, metadata={
        "description": "Pass as cursor for the next page; null on the last page."})
