"""Ticket updates (single and bulk) and the job long-poll."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from service.steps import ticket
from service.web.api import Body, check_outbound, guarded
from service.web.api.ticket_schemas import (
    BulkTicketUpdateRequestSchema,
    JobResultSchema,
    JobWaitSchema,
    TicketUpdateRequestSchema,
)
from service.web.auth import current_tenant
from service.web.context import current_deps

blp = guarded(Blueprint("tickets", __name__, url_prefix="/v1",
                        description="Zendesk ticket updates as jobs, posted exactly once."))


def respond(step: str, args: Body) -> tuple[Body, int, dict[str, str]]:
    """202 with the queued job, or 200 with its result when it ended within ``wait``."""
    check_outbound(args, "resume_url")
    deps, tenant = current_deps(), current_tenant()
    entry, replayed, secret = ticket.submit(deps, tenant, step, args)
    if args.get("wait"):
        entry = ticket.wait_on(deps, entry, args["wait"])  # the entry itself: no job lookup
    body = ticket.view(deps, entry, replayed)
    if secret is not None:  # answered once, to the request that registered the URL
        body["resume_secret"] = secret
    headers = {"Idempotent-Replayed": "true"} if replayed else {}
    return body, 200 if body["state"] in ticket.TERMINAL else 202, headers


@blp.route("/tickets/<id:ticket_id>/updates")  # service.ids.IdNumber
class TicketUpdates(MethodView):
    @blp.arguments(TicketUpdateRequestSchema())
    @blp.response(202, JobResultSchema())
    @blp.alt_response(200, schema=JobResultSchema, description="The job ended within `wait`.")
    @blp.alt_response(422, description="Validation failed, or the intent_id was used with "
                                       "other arguments.")
    def post(self, args: Body, ticket_id: int) -> tuple[Body, int, dict[str, str]]:
        """Post one update (comment and fields) to a ticket, exactly once per intent_id."""
        return respond(ticket.SINGLE, {**args, "ticket_id": ticket_id})


@blp.route("/tickets/updates")
class BulkTicketUpdates(MethodView):
    @blp.arguments(BulkTicketUpdateRequestSchema())
    @blp.response(202, JobResultSchema())
    @blp.alt_response(200, schema=JobResultSchema, description="The job ended within `wait`.")
    def post(self, args: Body) -> tuple[Body, int, dict[str, str]]:
        """Apply one update to up to 100 tickets (Zendesk's update_many), reported per ticket."""
        return respond(ticket.BULK, args)


@blp.route("/jobs/<string:job_id>")
class Job(MethodView):
    @blp.arguments(JobWaitSchema(), location="query")
    @blp.response(200, JobResultSchema())
    @blp.alt_response(404, description="No such job for this API key.")
    def get(self, query: Body, job_id: str) -> Body:
        """The job's state; with `wait=N` (<= 25 s) it answers as soon as the job ends."""
        deps, tenant = current_deps(), current_tenant()
        entry = ticket.wait_for(deps, tenant, job_id, query["wait"])
        return ticket.view(deps, entry, replayed=False)
