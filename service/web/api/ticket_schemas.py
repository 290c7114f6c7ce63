"""Schemas of the ticket-update steps and their jobs (validation and OpenAPI, as elsewhere)."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates

from service import states
from service.ids import INTENT_ID
from service.web.api.account_schemas import account_field
from service.web.api.fields import WholeNumber, url_field
from service.web.api.schemas import NEXTS

STATUSES = ["new", "open", "pending", "hold", "solved", "closed"]
JOB_STATES = list(states.JOB_STATES)
ZENDESK_ID = validate.Range(min=1, max=2**63 - 1)  # Zendesk's ids are 64-bit integers


def resume_url_field() -> fields.Url:
    return url_field("Where to POST the final result, signed (Surestep-Signature), when the job "
                     "ends: n8n's $execution.resumeUrl, a Make or Zapier webhook.")


class CommentSchema(Schema):
    body = fields.String(required=True, validate=validate.Length(1, 65_000))
    public = fields.Boolean(load_default=True)


class TagsSchema(Schema):
    add = fields.List(fields.String(validate=validate.Length(1, 80)), validate=validate.Length(max=50))
    remove = fields.List(fields.String(validate=validate.Length(1, 80)),
                         validate=validate.Length(max=50))


class CustomFieldSchema(Schema):
    id = WholeNumber(required=True, validate=ZENDESK_ID)
    value = fields.Raw(required=True, allow_none=True)


class UpdateFieldsSchema(Schema):
    """The update applied to the ticket(s): one comment and optional field changes."""

    intent_id = fields.String(required=True, validate=INTENT_ID, metadata={
        "description": "The stable id of the logical update; the same on every retry, so the "
                       "comment is posted once."})
    comment = fields.Nested(CommentSchema, required=True)
    status = fields.String(validate=validate.OneOf(STATUSES))
    tags = fields.Nested(TagsSchema)
    custom_fields = fields.List(fields.Nested(CustomFieldSchema), validate=validate.Length(max=100))
    group_id = WholeNumber(validate=ZENDESK_ID)
    assignee_id = WholeNumber(validate=ZENDESK_ID)
    resume_url = resume_url_field()
    account = account_field("Zendesk")
    wait = fields.Float(validate=validate.Range(min=0, max=25), metadata={
        "description": "Seconds (0-25) to wait for the job; 200 with the result if it ends in "
                       "time, else 202."})


class TicketUpdateRequestSchema(UpdateFieldsSchema):
    """POST /v1/tickets/<ticket_id>/updates."""

    safe_update = fields.Boolean(load_default=True, metadata={
        "description": "Send Zendesk's updated_stamp so a concurrent change is not overwritten; "
                       "on a conflict the update is re-read and re-applied once."})


class BulkTicketUpdateRequestSchema(UpdateFieldsSchema):
    """POST /v1/tickets/updates (Zendesk's update_many, then its job polled to the end)."""

    ticket_ids = fields.List(WholeNumber(validate=ZENDESK_ID), required=True,
                             validate=validate.Length(1, 100),
                             metadata={"uniqueItems": True})  # _unique, in the document

    @validates("ticket_ids")
    def _unique(self, value: list[int], **_: object) -> None:
        if len(set(value)) != len(value):
            raise ValidationError("List each ticket once.")


class TicketResultSchema(Schema):
    ticket_id = fields.Integer()
    state = fields.String()
    comment_id = fields.Integer(allow_none=True)
    audit_id = fields.Integer(allow_none=True)
    error = fields.String(allow_none=True)


class DeliverySchema(Schema):
    id = fields.String()
    url = fields.String()
    state = fields.String(metadata={"description": "pending, delivered or failed (gave up)"})
    attempts = fields.Integer()
    last_status = fields.Integer(allow_none=True)
    last_error = fields.String(allow_none=True, metadata={
        "description": "Why the last try did not deliver (e.g. an n8n Wait node that does not "
                       "wait for a POST), or null."})


class JobLinksSchema(Schema):
    self = fields.String()
    wait = fields.String()
    intent = fields.String()


class JobResultSchema(Schema):
    """A ticket-update job as the flow sees it."""

    job_id = fields.String()
    intent_id = fields.String()
    step = fields.String()
    account = fields.String(metadata={"description": "The Zendesk account the update is for "
                                                     "(`env`: the environment's)."})
    state = fields.String(validate=validate.OneOf(JOB_STATES))
    verified = fields.Boolean()
    detail = fields.String()
    next = fields.String(validate=validate.OneOf(NEXTS))
    attempts = fields.Integer()
    replayed = fields.Boolean()
    results = fields.List(fields.Nested(TicketResultSchema))
    delivery = fields.Nested(DeliverySchema, allow_none=True)
    links = fields.Nested(JobLinksSchema)
    resume_secret = fields.String(metadata={
        "description": "Only in the answer of the request that registered its resume_url: the "
                       "signing secret of that registration (HMAC-SHA256 key of the "
                       "Surestep-Signature on deliveries to that URL). Shown once, never read "
                       "again by any key; a second registration of the same URL answers none."})


class JobWaitSchema(Schema):
    """GET /v1/jobs/<job_id> query."""

    wait = fields.Float(load_default=0, validate=validate.Range(min=0, max=25))
