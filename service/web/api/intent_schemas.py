"""GET /v1/intents: the query (steps, states, a creation window, a page) and the page."""

from __future__ import annotations

from datetime import datetime, timezone

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from service.steps.intents import STEPS

STATES = ("in_progress", "pending", "completed", "failed", "unknown", "escalated", "queued",
          "working", "open", "approved", "rejected")


class Moment(fields.Field):
    """A time as epoch seconds (``1764547200``) or an ISO date-time (``2026-12-01T09:00:00Z``;
    UTC when it has no offset)."""

    def _deserialize(self, value, attr, data, **kwargs) -> float:
        text = str(value).strip()
        try:
            return float(text) if text.replace(".", "", 1).isdigit() else _iso(text)
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
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 200))
    cursor = fields.String(validate=validate.Length(1, 400), metadata={
        "description": "next_cursor of the previous page."})


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
