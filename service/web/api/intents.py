"""GET /v1/intents/<intent_id>: the ledger entries of an intent, with audit trail and responses."""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Blueprint

from service.errors import NotFound
from service.steps.intents import intent_steps
from service.web.api import guarded
from service.web.api.schemas import IntentSchema
from service.web.auth import current_tenant
from service.web.context import current_deps

blp = guarded(Blueprint("intents", __name__, url_prefix="/v1",
                        description="The ledger: what was asked, what was sent, what is true."))


@blp.route("/intents/<string:intent_id>")
class Intent(MethodView):
    @blp.response(200, IntentSchema)
    @blp.alt_response(404, description="No such intent for this API key.")
    def get(self, intent_id: str):
        """Every step recorded under this intent_id, each with its audit trail."""
        steps = intent_steps(current_deps(), current_tenant(), intent_id)
        if not steps:
            raise NotFound(f"No intent {intent_id!r} for this API key.")
        return {"intent_id": intent_id, "steps": steps}
