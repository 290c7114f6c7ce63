"""Schemas of escalations and subscriptions (validation and OpenAPI, as elsewhere)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service import states
from service.events.subscriptions import EVENTS
from service.ids import INTENT_ID, TICKET_REF
from service.web.api.fields import url_field

ESCALATION_STATES = list(states.ESCALATION_STATES)


class EscalationRequestSchema(Schema):
    """POST /v1/escalations: a flow hands an intent to a person on purpose."""

    intent_id = fields.String(required=True, validate=INTENT_ID, metadata={
        "description": "The intent to escalate. If its refund is `unknown`, the escalation "
                       "proposes retrying it (same provider key) and approving carries that "
                       "out; otherwise approving records the decision."})
    reason = fields.String(required=True, validate=validate.Length(1, 1000))
    context = fields.Dict(keys=fields.String(validate=validate.Length(1, 100)),
                          validate=validate.Length(max=50))
    ticket_id = fields.String(validate=TICKET_REF, metadata={
        "description": "Zendesk ticket to note the escalation on (default: the refund's)."})


class EscalationQuerySchema(Schema):
    state = fields.String(validate=validate.OneOf(ESCALATION_STATES))
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=500))


class DecisionSchema(Schema):
    """POST /v1/escalations/<id>/approve and /reject (ops key)."""

    note = fields.String(load_default="", validate=validate.Length(max=500), metadata={
        "description": "Why; recorded in the intent's audit trail."})


class ReasonSchema(Schema):
    code = fields.String()
    message = fields.String()


class EscalationGuardSchema(Schema):
    """What the judgment guard said when it asked for a person (steps.escalation.clean_guard)."""

    verdict = fields.String()
    scores = fields.Dict(keys=fields.String(), values=fields.Float(), metadata={
        "description": "Each score by name, 0 to 1 (args_grounded, injected, violation, "
                       "p_unsafe)."})
    reasons = fields.List(fields.String(), metadata={"description": "Each reason in words."})
    customer_words = fields.String(allow_none=True, metadata={
        "description": "The customer's words that were compared: quoted text on one line, "
                       "URLs defanged; never formatting."})


class EscalationSchema(Schema):
    id = fields.String()
    intent_id = fields.String()
    state = fields.String(validate=validate.OneOf(ESCALATION_STATES))
    kind = fields.String(metadata={"description": "approval (over the threshold), policy (a "
                                                  "hard rule), unknown_outcome, manual"})
    reasons = fields.List(fields.Nested(ReasonSchema))
    proposal = fields.Dict(allow_none=True, metadata={"description": "The refund a person "
                                                                     "approves or not."})
    context = fields.Dict()
    ticket_id = fields.String(allow_none=True)
    created_at = fields.Float()
    expires_at = fields.Float()
    decided_by = fields.String(allow_none=True)
    decided_at = fields.Float(allow_none=True)
    note = fields.String(allow_none=True)
    resolution = fields.Dict(allow_none=True, metadata={
        "description": "What carrying out the decision gave (the refund step's answer)."})
    number = fields.Integer(metadata={"description": "Which of the intent's questions this is: "
                                                     "1 for the first, counted per intent."})
    guard = fields.Nested(EscalationGuardSchema, allow_none=True, metadata={
        "description": "When the judgment guard asked for a person: what it said."})
    replayed = fields.Boolean()
    reason_added = fields.Boolean(metadata={
        "description": "Only when the intent's refund already waited for a person: whether "
                       "this request's reason is on that open escalation now (added to its "
                       "reasons, which the person deciding reads); `detail` says so."})
    detail = fields.String(metadata={"description": "A sentence, with `reason_added`."})
    links = fields.Dict()


class EscalationListSchema(Schema):
    data = fields.List(fields.Nested(EscalationSchema))


class SubscriptionRequestSchema(Schema):
    """POST /v1/subscriptions (REST hooks, as Zapier, Make and n8n triggers subscribe)."""

    target_url = url_field("Where each event is POSTed, signed (Surestep-Signature).",
                           required=True)
    events = fields.List(fields.String(validate=validate.OneOf(EVENTS)), required=True,
                         validate=validate.Length(1, len(EVENTS)))


class SubscriptionSchema(Schema):
    id = fields.String()
    target_url = fields.String(metadata={
        "description": "Where its events go; a URL stored with user:password@ (before such "
                       "URLs were refused) is shown with ***@ in their place."})
    credentials_in_url = fields.Boolean(metadata={
        "description": "true: its URL carries user:password@ (stored before such URLs were "
                       "refused); every delivery to it is refused: subscribe again without "
                       "them and delete this one."})
    events = fields.List(fields.String())
    created_at = fields.Float()
    secret = fields.String(metadata={"description": "Only in the answer to POST: the key of "
                                                    "the Surestep-Signature on its deliveries."})
    dead_letters = fields.Integer(metadata={"description": "Deliveries given up after the "
                                                           "last try."})
    links = fields.Dict()


class SubscriptionListSchema(Schema):
    data = fields.List(fields.Nested(SubscriptionSchema))


class DeliveryQuerySchema(Schema):
    state = fields.String(validate=validate.OneOf(["failed"]), metadata={
        "description": "`failed`: only the dead letters."})


class EventDeliverySchema(Schema):
    id = fields.String()
    event_id = fields.String(allow_none=True)
    event = fields.String(allow_none=True)
    state = fields.String(metadata={"description": "pending, delivered, failed (dead letter), "
                                                   "gone (410), cancelled"})
    attempts = fields.Integer()
    last_status = fields.Integer(allow_none=True)
    last_error = fields.String(allow_none=True)
    created_at = fields.Float(allow_none=True)
    updated_at = fields.Float(allow_none=True)


class EventDeliveryListSchema(Schema):
    data = fields.List(fields.Nested(EventDeliverySchema))
