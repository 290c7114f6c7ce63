"""GET /v1/intents/<intent_id>: the ledger entries of an intent, with audit trail and responses;
GET /v1/intents: the tenant's intents, filtered (step, state, time, ticket, payment) and paged.
A flow's key and a person's ops key of the tenant read the same."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import RAISE

from service.errors import NotFound, Unprocessable
from service.steps import intents
from service.steps.intents import intent_steps
from service.web.api import Body, guarded
from service.web.api.intent_schemas import IntentPageSchema, IntentQuerySchema
from service.web.api.schemas import IntentSchema
from service.web.auth import current_tenant, require_tenant_or_ops
from service.web.context import current_deps

blp = guarded(Blueprint("intents", __name__, url_prefix="/v1",
                        description="The ledger: what was asked, what was sent, what is true."),
              auth=require_tenant_or_ops)


@blp.route("/intents")
class Intents(MethodView):
    @blp.arguments(IntentQuerySchema, location="query", as_kwargs=True, unknown=RAISE)
    @blp.response(200, IntentPageSchema)
    def get(self, step: list[str] | None = None, state: list[str] | None = None,
            since: float | None = None, until: float | None = None, limit: int = 50,
            cursor: str | None = None, ticket: str | None = None,
            payment: str | None = None) -> Body:
        """The tenant's intents, newest first: one row per step entry, filtered by step, state,
        creation time (e.g. every unknown or escalated refund of the last day), and the ticket
        or payment an entry names (every refund of ticket 48213), paged by cursor."""
        try:
            page = intents.listing(current_deps(), current_tenant(),
                                   steps=tuple(step or intents.STEPS), states=tuple(state or ()),
                                   since=since or 0.0, until=until, limit=limit, cursor=cursor,
                                   ticket=ticket, payment=payment)
        except ValueError as exc:
            raise Unprocessable("The cursor is not one this API gave; start without it.",
                                errors={"cursor": [str(exc)]}) from None
        return {"data": page.items, "next_cursor": page.next_cursor}


@blp.route("/intents/<string:intent_id>")
class Intent(MethodView):
    @blp.response(200, IntentSchema)
    @blp.alt_response(404, description="No such intent for this API key.")
    def get(self, intent_id: str) -> Body:
        """Every step recorded under this intent_id, each with its audit trail."""
        steps = intent_steps(current_deps(), current_tenant(), intent_id)
        if not steps:
            raise NotFound(f"No intent {intent_id!r} for this API key.")
        return {"intent_id": intent_id, "steps": steps}
